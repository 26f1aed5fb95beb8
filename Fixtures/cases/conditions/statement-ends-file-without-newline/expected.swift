import UIKit

modern()
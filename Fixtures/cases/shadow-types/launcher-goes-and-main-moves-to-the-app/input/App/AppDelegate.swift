import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {}

import SwiftUI

struct Feed {
    let items: [String]
}

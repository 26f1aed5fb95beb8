import SwiftUI

/// The app on the SwiftUI lifecycle.
@available(iOS 14.0, *)
struct NotesApp {
    static func main() {}
}

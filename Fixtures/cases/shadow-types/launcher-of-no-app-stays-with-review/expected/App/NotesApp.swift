import SwiftUI

/// The app on the SwiftUI lifecycle.
struct NotesApp {
    static func main() {}
}

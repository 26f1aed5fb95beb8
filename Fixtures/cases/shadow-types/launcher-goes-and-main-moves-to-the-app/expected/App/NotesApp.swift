import SwiftUI

/// The app on the SwiftUI lifecycle.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { Text("Notes") }
    }
}

import SwiftUI

public struct NotesApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup { Text("Notes") }
    }
}

import SwiftUI

@available(iOS 14.0, *)
public struct NotesApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup { Text("Notes") }
    }
}

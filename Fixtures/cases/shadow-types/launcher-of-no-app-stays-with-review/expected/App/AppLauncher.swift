import SwiftUI
import UIKit

/// Picks the interface at launch.
@main
enum AppLauncher {
    static func main() {
        NotesApp.main()
    }
}

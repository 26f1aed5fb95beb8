import SwiftUI
import UIKit
import NotesCore

@main
enum AppLauncher {
    static func main() {
        NotesApp.main()
    }
}

import SwiftUI
import UIKit
import NotesCore

@main
enum AppLauncher {
    static func main() {
        if #available(iOS 14.0, *) {
            NotesApp.main()
        } else {
            _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil)
        }
    }
}

import SwiftUI
import UIKit

/// Picks the interface at launch: the SwiftUI app lifecycle on iOS 16, where the whole app is
/// built around `NavigationStack`, and the UIKit scene delegate hosting the same views before that.
///
/// `#available` cannot wrap an `@main` type, hence this small launcher.
@main
enum AppLauncher {
    static func main() {
        if #available(iOS 16, *) {
            RecipesApp.main()
        } else {
            _ = UIApplicationMain(
                CommandLine.argc,
                CommandLine.unsafeArgv,
                nil,
                NSStringFromClass(AppDelegate.self)
            )
        }
    }
}

/// The app on the SwiftUI lifecycle.
@available(iOS 16, *)
struct RecipesApp: App {
    @StateObject private var store = RecipeStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(store)
        }
    }
}

import SwiftUI
import UIKit

/// The UIKit entry point used before iOS 16 (see `AppLauncher`).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        configureAppearance()
        return true
    }

    private func configureAppearance() {
        // Before iOS 16 a List is a UITableView and ignores scrollContentBackground(_:).
        if #unavailable(iOS 16) {
            UITableView.appearance().backgroundColor = .clear
        }

        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        if #available(iOS 15, *) {
            UINavigationBar.appearance().compactScrollEdgeAppearance = appearance
        }
    }
}

/// Hosts the SwiftUI root view in a window when the app runs on the UIKit lifecycle.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let store = RecipeStore()

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: RootView().environmentObject(store))
        if #available(iOS 15, *) { window.tintColor = .systemMint } else { window.tintColor = .systemGreen }
        self.window = window
        window.makeKeyAndVisible()
    }
}

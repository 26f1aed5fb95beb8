import StoreKit

func showManageSubscriptions(isOnMac: Bool, scene: UIWindowScene) async throws {
    if #available(iOS 15.0, *),
       // showManageSubscriptions doesn't work on iOS apps running on Apple Silicon
       !isOnMac {
        try await AppStore.showManageSubscriptions(in: scene)
    } else {
        openSettings()
    }
    guard #available(iOS 15.0, *), // the sheet needs iOS 15
          !isOnMac else {
        return
    }
    print("shown")
}

func openSettings() {}

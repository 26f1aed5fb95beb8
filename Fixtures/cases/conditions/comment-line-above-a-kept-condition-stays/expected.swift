import StoreKit

func showManageSubscriptions(isOnMac: Bool, scene: UIWindowScene) async throws {
    if // showManageSubscriptions doesn't work on iOS apps running on Apple Silicon
       !isOnMac {
        try await AppStore.showManageSubscriptions(in: scene)
    } else {
        openSettings()
    }
    guard !isOnMac else {
        return
    }
    print("shown")
}

func openSettings() {}

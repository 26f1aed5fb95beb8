import UIKit

@objcMembers
final class LegacyBridge: NSObject {
    @available(iOS, obsoleted: 16.0)
    func reloadKeyboardShortcuts() {
        print("reload")
    }

    func start() {}
}

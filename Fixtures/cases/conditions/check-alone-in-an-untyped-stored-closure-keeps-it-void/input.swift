import UIKit

final class Refresher {
    var flag = false

    @discardableResult
    func reload() -> Bool { true }

    func actions() -> [() -> Void] {
        let reloadNow = {
            if #available(iOS 15, *) {
                self.reload()
            }
        }
        let reloadLater = { [weak self] in
            if #available(iOS 15, *) {
                self?.reload()
            } else {
                print("no refresh")
            }
        }
        let mark = {
            if #available(iOS 15, *) {
                self.flag = true
            }
        }
        let typed: () -> Void = {
            if #available(iOS 15, *) {
                self.reload()
            }
        }
        let twice = {
            if #available(iOS 15, *) {
                self.reload()
                self.reload()
            }
        }
        let guarded = {
            guard #available(iOS 15, *) else { return }
            self.reload()
        }
        let title = {
            if #available(iOS 15, *) {
                "Refresh"
            } else {
                "Reload"
            }
        }()
        print(title)
        return [reloadNow, reloadLater, mark, typed, twice, guarded]
    }
}

import UIKit

final class Refresher {
    var flag = false

    @discardableResult
    func reload() -> Bool { true }

    func actions() -> [() -> Void] {
        let reloadNow = {
            do {
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
            self.flag = true
        }
        let typed: () -> Void = {
            self.reload()
        }
        let twice = {
            self.reload()
            self.reload()
        }
        let guarded = {
            guard #available(iOS 15, *) else { return }
            self.reload()
        }
        let title = {
            "Refresh"
        }()
        print(title)
        return [reloadNow, reloadLater, mark, typed, twice, guarded]
    }
}

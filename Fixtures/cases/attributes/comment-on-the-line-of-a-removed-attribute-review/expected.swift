import UIKit

final class SheetPresenter {}

final class Holder {
    @MainActor // iOS 15 API inside
    func run() {}

    func other() {}
}

import UIKit

@available(iOS 15, *) // Uses sheetPresentationController, iOS 15+.
final class SheetPresenter {}

final class Holder {
    @MainActor @available(iOS 15, *) // iOS 15 API inside
    func run() {}

    @available(iOS 14, *) // swiftlint:disable:this type_name
    func other() {}
}

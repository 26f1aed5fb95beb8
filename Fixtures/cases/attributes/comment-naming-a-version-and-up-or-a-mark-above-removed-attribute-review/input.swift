import UIKit

final class ArticleController: UIViewController {
    //making lazy to be able to limit just this property to 15+
    @available(iOS 15.0, *)
    lazy var menuConfiguration: UIContextMenuConfiguration? = nil

    // Cached for the reader.
    @available(iOS 14, *)
    var readerColor: UIColor = .systemBackground
}

// MARK: Peek/Pop (iOS 15 and later - nothing like it on iOS 14 and before)
@available(iOS 15.0, *)
extension ArticleController: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        menuConfiguration
    }
}

// MARK: - Reading
@available(iOS 14, *)
extension ArticleController {
    func startReading() {}
}

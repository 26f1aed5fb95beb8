import UIKit

final class ArticleController: UIViewController {
    //making lazy to be able to limit just this property to 15+
    lazy var menuConfiguration: UIContextMenuConfiguration? = nil

    // Cached for the reader.
    var readerColor: UIColor = .systemBackground
}

// MARK: Peek/Pop (iOS 15 and later - nothing like it on iOS 14 and before)
extension ArticleController: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        menuConfiguration
    }
}

// MARK: - Reading
extension ArticleController {
    func startReading() {}
}

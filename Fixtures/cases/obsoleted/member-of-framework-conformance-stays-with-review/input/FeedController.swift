import UIKit

final class FeedController: UIViewController {}

extension FeedController: UIScrollViewDelegate {
    /// Before iOS 16 the header was parallaxed by hand.
    @available(iOS, obsoleted: 16.0)
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print(scrollView.contentOffset)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

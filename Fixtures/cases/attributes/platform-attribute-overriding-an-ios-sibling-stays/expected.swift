import UIKit

public final class NavigationConfiguration {
    @available(iOS, deprecated: 26.0, message: "Use UINavigationItem.subtitle.")
    @available(visionOS, introduced: 1.0)
    public var subtitle: String?

    @available(iOS 18, *)
    @available(macCatalyst, introduced: 14)
    public func showSidebar() {}

    @available(iOS, unavailable)
    @available(macCatalyst, introduced: 14.0)
    public func openMenuBar() {}

    @available(iOS 18, *) @available(macCatalyst 14, *) public func pin() {}

    public func share() {}

    public func present() {}
}

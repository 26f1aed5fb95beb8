public final class Collection {
    /**
    Registers a block to be called each time the collection changes.

    The block will be asynchronously called with an initial version of the
    collection, and then called again after each write transaction. The
    collection is refreshed to a version including the changes.
    */
    @available(macOS 10.15, iOS 13.0, *)
    public func observe(_ block: @escaping () -> Void) {}

    // Big Sur redesigned the icons: no padding from then on.
    @available(macOS 11, *)
    public var padding: Double { 0 }
}

struct Context {
    // for TaskLocal ServiceContext on iOS 13
    @available(iOS 13, macOS 10.15, *)
    func first() {}

    // for TaskLocal ServiceContext on iOS 13
    @available(iOS 13, macOS 10.15, *)
    func second() {}

    // for TaskLocal ServiceContext on iOS 13
    @available(iOS 13, macOS 10.15, *)
    func third() {}

    // iOS 13 needs a context of its own.
    @available(iOS 13, macOS 10.15, *)
    func fourth() {}
}

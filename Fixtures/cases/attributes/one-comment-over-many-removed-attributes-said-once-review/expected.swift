struct Context {
    // for TaskLocal ServiceContext on iOS 13
    func first() {}

    // for TaskLocal ServiceContext on iOS 13
    func second() {}

    // for TaskLocal ServiceContext on iOS 13
    func third() {}

    // iOS 13 needs a context of its own.
    func fourth() {}
}

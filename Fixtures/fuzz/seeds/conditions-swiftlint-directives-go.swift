func f() {
    // swiftlint:disable:next deployment_target
    if #available(iOS 15, *) {
        modern()
    } else {
        legacy()
    }
    guard #available(iOS 14, *) else { return } // swiftlint:disable:this deployment_target
    run()
}

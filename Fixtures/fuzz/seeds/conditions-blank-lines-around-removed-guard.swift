func f() {
    prepare()

    guard #available(iOS 15, *) else { return }

    run()
}

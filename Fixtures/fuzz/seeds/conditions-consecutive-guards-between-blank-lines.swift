func f() {
    prepare()

    guard #available(iOS 14, *) else { return }
    guard #available(iOS 15, *) else { return }

    run()
}

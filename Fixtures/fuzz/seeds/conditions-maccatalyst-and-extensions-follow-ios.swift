func run() {
    if #available(macCatalyst 15, *) {
        a()
    }
    if #available(iOSApplicationExtension 15, *) {
        b()
    }
}

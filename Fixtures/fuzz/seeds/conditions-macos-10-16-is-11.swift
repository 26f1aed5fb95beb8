func run() {
    if #available(macOS 10.16, *) {
        bigSur()
    } else {
        catalina()
    }
}

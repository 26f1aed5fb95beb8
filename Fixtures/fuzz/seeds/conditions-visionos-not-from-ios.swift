func run() {
    if #available(visionOS 1, *) {
        immersive()
    }
}

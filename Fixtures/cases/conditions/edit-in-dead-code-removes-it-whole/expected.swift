func check() {
    do {
        fatalError("unsupported")
    }
}

func level() -> Int {
    return 1
}

func check() {
    do {
        fatalError("unsupported")
    }
    while #unavailable(iOS 16) {
        print("old")
    }
    print("never")
}

func level() -> Int {
    return 1
    if #available(iOS 15, *) {
        print("new")
    }
    return 2
}

func send() throws {
    attempt: do {
        guard #available(iOS 15, *) else {
            print("legacy")
            break attempt
        }
        try upload()
        return
    }
    print("fallback")
}

func poll() {
    waiting: do {
        if #unavailable(iOS 16) { break waiting }
        return
    }
    print("fallback")
}

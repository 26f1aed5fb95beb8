func send() throws {
    attempt: do {
        try upload()
        return
    }
}

func poll() {
    waiting: do {
        return
    }
}

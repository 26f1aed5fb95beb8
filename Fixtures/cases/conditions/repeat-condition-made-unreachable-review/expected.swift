func retry(_ ready: Bool) {
    var attempts = 0
    repeat {
        attempts += 1
        if ready { break }
        if #available(iOS 15, *) {
            fatalError("unsupported")
        }
        print("legacy")
    } while attempts < 3
}

func poll(_ ready: Bool) {
    var attempts = 0
    repeat {
        attempts += 1
        if ready { continue }
        return
    } while attempts < 3
}

final class Player {
    var volume = 0 {
        didSet {
            if #available(iOS 15, *) {
                apply(volume)
                return
            }
            legacyApply(volume)
        }
    }

    func start() {
        if #available(iOS 15, *) {
            play()
            return
        }
        legacyPlay()
    }

    func stop() {
        if #available(iOS 15, *) {
            halt()
            return
        } else {
            legacyHalt()
        }
    }

    func pause() {
        if #available(iOS 15, *) {
            hold()
            return // nothing after this on iOS 15
        }
        legacyHold()
    }

    func level() -> Int {
        if #available(iOS 15, *) {
            return 2
        }
        return 1
    }

    func observe() {
        let handler = {
            if #available(iOS 15, *) {
                self.play()
                return
            }
            self.legacyPlay()
        }
        handler()
    }
}

final class Player {
    var volume = 0 {
        didSet {
            apply(volume)
        }
    }

    func start() {
        play()
    }

    func stop() {
        halt()
    }

    func pause() {
        hold()
        return // nothing after this on iOS 15
    }

    func level() -> Int {
        return 2
    }

    func observe() {
        let handler = {
            self.play()
            return
        }
        handler()
    }
}

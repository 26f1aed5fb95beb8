final class PasteTests {
    func testSecureConnection() {
        step()
        // iOS 15 displays a toast for the paste. The toast may cover areas to be
        // tapped in the next step.
        if #unavailable(iOS 16) {
            sleepABit()
        }
        // Tap "Secure connection".
        step()
        // A second tap is needed here,
        // which the toast would swallow.
        if #unavailable(iOS 16) {
            step()
        }
        finish()
    }

    func step() {}
    func sleepABit() {}
    func finish() {}
}

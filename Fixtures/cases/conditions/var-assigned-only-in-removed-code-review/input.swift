final class CardTests {
    func testCardNumber() {
        var cardNumber = find("textField Card Number:")
        if #unavailable(iOS 16) {
            cardNumber = find("staticText Card Number:")
        }
        cardNumber.tap()
    }

    func testStillChanged() {
        var taps = 0
        if #unavailable(iOS 16) {
            taps += 1
        }
        taps += 2
        use(taps)
    }

    func testAssignedInBothBranches() {
        var title: String
        if #available(iOS 16, *) {
            title = "new"
        } else {
            title = "old"
        }
        use(title)
    }

    func testPassedInout() {
        var frame = Frame()
        if #unavailable(iOS 16) {
            frame.origin = .zero
        }
        adjust(&frame)
        use(frame)
    }

    func find(_ name: String) -> Element { Element(name) }
    func use(_ value: Any) {}
    func adjust(_ frame: inout Frame) {}
}

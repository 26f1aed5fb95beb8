final class CardTests {
    func testCardNumber() {
        var cardNumber = find("textField Card Number:")
        cardNumber.tap()
    }

    func testStillChanged() {
        var taps = 0
        taps += 2
        use(taps)
    }

    func testAssignedInBothBranches() {
        var title: String
        title = "new"
        use(title)
    }

    func testPassedInout() {
        var frame = Frame()
        adjust(&frame)
        use(frame)
    }

    func find(_ name: String) -> Element { Element(name) }
    func use(_ value: Any) {}
    func adjust(_ frame: inout Frame) {}
}

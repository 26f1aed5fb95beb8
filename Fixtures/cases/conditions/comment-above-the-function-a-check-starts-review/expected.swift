import XCTest

// XCTest doesn't care about the @available on the class and will try to run
// the tests even on older versions, so the check is out of line.
func hasCombine() -> Bool {
    return true
}

// The padding differs before Big Sur.
var padding: Double {
    return 0
}

/// Loads the cache.
func load() {
    warmUp()
}

func warmUp() {}

final class CombineTests: XCTestCase {
    func testPublisher() {
        // A closure's first statement is not its function's: no item here.
        let check = { () -> Bool in
            return true
        }
        XCTAssertTrue(check())
    }
}

/// On macOS 10.15, VoiceOver crashes when the button is disabled.
var isNeverDisabled: Bool {
    #if os(macOS)
    return true
    #else
    return true
    #endif
}

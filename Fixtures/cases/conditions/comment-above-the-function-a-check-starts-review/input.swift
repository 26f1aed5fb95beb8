import XCTest

// XCTest doesn't care about the @available on the class and will try to run
// the tests even on older versions, so the check is out of line.
func hasCombine() -> Bool {
    if #available(macOS 10.15, iOS 13.0, *) {
        return true
    }
    return false
}

// The padding differs before Big Sur.
@available(macOS 10.15, *)
var padding: Double {
    if #available(macOS 11, *) {
        return 0
    }
    return 4
}

/// Loads the cache.
func load() {
    if #available(iOS 13, *) {
        warmUp()
    }
}

func warmUp() {}

@available(iOS 13, *)
final class CombineTests: XCTestCase {
    func testPublisher() {
        // A closure's first statement is not its function's: no item here.
        let check = { () -> Bool in
            if #available(iOS 13, *) {
                return true
            }
            return false
        }
        XCTAssertTrue(check())
    }
}

/// On macOS 10.15, VoiceOver crashes when the button is disabled.
var isNeverDisabled: Bool {
    #if os(macOS)
    if #unavailable(macOS 11) {
        return false
    }
    return true
    #else
    return true
    #endif
}

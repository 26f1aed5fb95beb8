import UIKit

func sectionHeight(_ items: [Int]) -> CGFloat? {
    guard !items.isEmpty else { return nil } // Hide section pre-iOS 16.
    return 50
}

func sectionHeight2(_ items: [Int]) -> CGFloat? {
    if !items.isEmpty { // Only shown on iOS 16+.
        return 50
    }
    return nil
}

func menu(_ category: Int?) {
    if category != nil // Categories menu requires iOS 16.
    {
        print(1)
    }
    guard category != nil else { // Nothing to show before iOS 16.
        return
    }
    // Unchanged checks keep their comments without a word.
    if #available(iOS 17, *) { // iOS 17 path
        print(2)
    }
}

func height(_ items: [Int]) -> CGFloat? {
    return 50
}

func height2(_ items: [Int]) -> CGFloat? {
    return 50
}

func format(_ options: Int?) -> Int {
    guard let options else {
        // The formatter is only available on iOS 16+.
        return 0
    }
    if options > 1 {
        // JIT is always available on iOS 15.
        return options
    }
    return 1
}

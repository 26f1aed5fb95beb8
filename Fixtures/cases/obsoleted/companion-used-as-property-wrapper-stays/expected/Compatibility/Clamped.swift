import SwiftUI

@propertyWrapper
struct Clamped {
    var value: Int
    var wrappedValue: Int {
        get { value }
        set { value = min(newValue, 10) }
    }
    init(wrappedValue: Int) { value = wrappedValue }
}

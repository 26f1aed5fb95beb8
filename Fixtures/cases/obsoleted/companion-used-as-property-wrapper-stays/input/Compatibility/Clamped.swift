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

extension View {
    @available(iOS, obsoleted: 16.0)
    func legacyPadding(_ amount: Int) -> some View {
        var c = Clamped(wrappedValue: amount)
        c.wrappedValue = amount
        return padding(CGFloat(c.wrappedValue))
    }
}

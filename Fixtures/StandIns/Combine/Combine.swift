// Declarations only: the part of Apple's Combine that Fixtures/SampleApp uses, so the app can be
// type-checked on Linux. Never run.

/// A type whose changes views observe.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {}

/// A property whose changes an `ObservableObject` announces.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

/// A `--target` value that could not be read; `description` is the message shown to the user,
/// naming the bad value and what a valid one looks like.
public struct TargetSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

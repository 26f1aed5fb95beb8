/// One comma-separated entry of an `@available(...)` attribute, as the caller parsed it from source.
///
/// The short form is a list of `.platform` entries and `.wildcard`:
/// `@available(iOS 15, macOS 12, *)`. The long form starts with a `.word` naming one platform
/// (or `.wildcard`), followed by `.labelled` arguments and bare `.word`s:
/// `@available(iOS, introduced: 15, deprecated: 17, message: "…")`, `@available(*, unavailable)`.
public enum AttributeArgument: Sendable, Hashable {
    /// `iOS 15`, `OSX 10.15.1`: a name and a version, as written (short form).
    case platform(name: String, version: String)
    /// `*`
    case wildcard
    /// A lone word: the long form's platform (`iOS`, `swift`) or `unavailable`, `deprecated`, `noasync`.
    case word(String)
    /// `introduced: 15`, `message: "…"`: the label and the value's source text.
    case labelled(label: String, value: String)
    /// Anything else: kept, never decided.
    case other(String)

    /// Classifies an entry's source text, for callers that have the text rather than tokens.
    /// A label is an identifier before the first colon, so a colon inside `message: "a: b"` is
    /// part of the value.
    public init(written text: String) {
        let trimmed = AvailabilityText.trimmed(text)
        if trimmed == "*" {
            self = .wildcard
        } else if let colon = trimmed.firstIndex(of: ":"),
                  case let label = AvailabilityText.trimmed(trimmed[..<colon]), AvailabilityText.isIdentifier(label) {
            self = .labelled(label: label, value: AvailabilityText.trimmed(trimmed[trimmed.index(after: colon)...]))
        } else if AvailabilityText.isIdentifier(trimmed) {
            self = .word(trimmed)
        } else if let (name, version) = AvailabilityText.nameAndVersion(trimmed) {
            self = .platform(name: name, version: version)
        } else {
            self = .other(text)
        }
    }
}

/// One comma-separated entry of an `#available(...)` / `#unavailable(...)` argument list, as the
/// caller parsed it from source.
public enum AvailabilityArgument: Sendable, Hashable {
    /// `iOS 15.0`, `OSX 10.15`, `DriverKit 21`: a name and a version, as written.
    case platform(name: String, version: String)
    /// `*`
    case wildcard
    /// Anything else (`linux`, `swift` without a version, junk): kept, never decided.
    case other(String)

    /// Classifies an entry's source text, for callers that have the text rather than tokens:
    /// `*`, or a name and a version separated by white space, else `.other`.
    public init(written text: String) {
        let trimmed = AvailabilityText.trimmed(text)
        if trimmed == "*" {
            self = .wildcard
        } else if let (name, version) = AvailabilityText.nameAndVersion(trimmed) {
            self = .platform(name: name, version: version)
        } else {
            self = .other(text)
        }
    }
}

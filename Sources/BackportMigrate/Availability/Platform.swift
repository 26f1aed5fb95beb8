/// An Apple platform as deployment targets name it.
///
/// The raw value is the spelling Swift uses in availability specs, so it prints back the way a
/// developer would write it.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable {
    case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst

    /// Case-insensitive; accepts Swift's spellings: "iOS", "macOS", "OSX" (alias of macOS),
    /// "tvOS", "watchOS", "visionOS", "macCatalyst".
    public init?(name: String) {
        let lowered = name.lowercased()
        // `OSX` is the spelling availability specs used before macOS was renamed; both still compile.
        if lowered == "osx" {
            self = .macOS
            return
        }
        guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            return nil
        }
        self = platform
    }
}

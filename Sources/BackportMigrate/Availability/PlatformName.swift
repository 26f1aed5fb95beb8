/// A platform name as written in an availability spec: a `Platform`, possibly an
/// application-extension variant (`iOSApplicationExtension`, `OSXApplicationExtension`, …),
/// matched case-insensitively.
///
/// An extension variant restricts a spec to app extensions of that platform; for deciding
/// whether the spec is satisfied it follows its platform's deployment target.
public struct PlatformName: Sendable, Hashable, CustomStringConvertible {
    public let platform: Platform
    public let isApplicationExtension: Bool

    public init(_ platform: Platform, isApplicationExtension: Bool = false) {
        self.platform = platform
        self.isApplicationExtension = isApplicationExtension
    }

    /// Parses `iOS`, `OSX`, `macCatalystApplicationExtension` and the like; nil for anything
    /// else, including `*`, `swift` and platforms this tool does not migrate (`DriverKit`, `linux`).
    public init?(_ text: String) {
        let suffix = "applicationextension"
        let lowered = text.lowercased()
        let isExtension = lowered.hasSuffix(suffix) && lowered.count > suffix.count
        let base = isExtension ? String(lowered.dropLast(suffix.count)) : lowered
        guard let platform = Platform(name: base) else { return nil }
        self.init(platform, isApplicationExtension: isExtension)
    }

    /// The Swift spelling, `macOS` rather than `OSX`: for messages, not for rewriting source.
    public var description: String {
        platform.rawValue + (isApplicationExtension ? "ApplicationExtension" : "")
    }
}

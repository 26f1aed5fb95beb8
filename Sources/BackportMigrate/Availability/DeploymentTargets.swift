/// The new minimum deployment target of each platform the project names, from `--target`
/// values or from project files.
///
/// Only explicit targets are stored; inheritance (macCatalyst from iOS, extensions from their
/// platform) is applied when a spec is looked up, so the stored values print back as given.
public struct DeploymentTargets: Sendable, Hashable {
    public private(set) var explicit: [Platform: Version]
    /// Platforms the project's manifests give a target for that `--target` leaves out: their new
    /// minimum is unknown, so no spec that reaches them is satisfied, and macCatalyst does not
    /// take iOS's target. What depends on them stays as it is, as the run's note says.
    public var leftOut: Set<Platform> = []
    /// The platforms the code is built for, when the modules that compile it say so (a
    /// platform no module builds never holds code back); nil when not known, as for a file of
    /// no module. A spec naming a platform outside it is satisfied.
    public var builds: Set<Platform>?

    public init(_ targets: [Platform: Version] = [:]) {
        self.explicit = targets
    }

    /// The help text's description of a valid value, shared by every parse error.
    static let expectedForm = "expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"

    /// Parses `--target` values, repeatable: "16", "16.4" (iOS, the default platform), "iOS=16",
    /// "macOS=13", "iOS=16,macOS=13", "osx=12", "visionOS=1"; the platform is case-insensitive
    /// and white space around names, versions and commas is ignored.
    /// Naming one platform twice is allowed only with equal versions (`16` and `iOS=16.0`).
    public static func parse(_ values: [String]) throws(TargetSpecError) -> DeploymentTargets {
        var targets = DeploymentTargets()
        for value in values {
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                let (platform, version) = try parseItem(AvailabilityText.trimmed(item), of: value)
                if let earlier = targets[platform], earlier != version {
                    throw TargetSpecError(
                        "conflicting targets for \(platform.rawValue): \(earlier) and \(version); give each platform one version")
                }
                targets[platform] = version
            }
        }
        return targets
    }

    /// One `VERSION` or `PLATFORM=VERSION` item of a comma-separated value.
    private static func parseItem(_ item: String, of value: String) throws(TargetSpecError) -> (Platform, Version) {
        let parts = item.split(separator: "=", omittingEmptySubsequences: false).map(AvailabilityText.trimmed)
        switch parts.count {
        case 1:
            guard let version = Version(parts[0]), isDeploymentVersion(version) else { throw invalid(value) }
            return (.iOS, version)
        case 2:
            // `xros` is how Xcode's build settings name visionOS (`XROS_DEPLOYMENT_TARGET`).
            guard let platform = Platform(name: parts[0]) ?? (parts[0].lowercased() == "xros" ? .visionOS : nil) else {
                let known = Platform.allCases.map { $0 == .macOS ? "macOS (or OSX)" : $0.rawValue }
                throw TargetSpecError(
                    "invalid target '\(value)': unknown platform '\(parts[0])'; expected one of \(known.joined(separator: ", "))")
            }
            guard let version = Version(parts[1]), isDeploymentVersion(version) else { throw invalid(value) }
            return (platform, version)
        default:
            throw invalid(value)
        }
    }

    /// A deployment target has one to three components and a major version above zero
    /// (`16`, `16.4`, `16.4.1`; not `0`, not `16.4.1.2`).
    private static func isDeploymentVersion(_ version: Version) -> Bool {
        (1...3).contains(version.components.count) && version.components[0] > 0
    }

    private static func invalid(_ value: String) -> TargetSpecError {
        TargetSpecError("invalid target '\(value)': \(expectedForm)")
    }

    /// The explicit target of `platform`, without inheritance.
    public subscript(platform: Platform) -> Version? {
        get { explicit[platform] }
        set { explicit[platform] = newValue }
    }

    public var isEmpty: Bool { explicit.isEmpty }

    /// The target that decides a spec naming `name`. macCatalyst uses its own target, else iOS's
    /// (Catalyst apps are iOS apps and their deployment target is usually the iOS one) unless the
    /// project gives Catalyst a target the run leaves out; an application-extension variant uses
    /// its platform's. visionOS never takes iOS's: at run time an iOS spec does not apply on
    /// visionOS.
    public func target(for name: PlatformName) -> Version? {
        switch name.platform {
        case .macCatalyst: explicit[.macCatalyst] ?? (leftOut.contains(.macCatalyst) ? nil : explicit[.iOS])
        default: explicit[name.platform]
        }
    }

    /// Whether the spec `name version` always holds: the target is known and not below the
    /// version, both compared as the compiler canonicalises them for the platform.
    public func isSatisfied(_ name: PlatformName, _ version: Version) -> Bool {
        if let builds, !builds.contains(name.platform) { return true }
        guard let target = target(for: name) else { return false }
        return target.canonical(for: name.platform) >= version.canonical(for: name.platform)
    }
}

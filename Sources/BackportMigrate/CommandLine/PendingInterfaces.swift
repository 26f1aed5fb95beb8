// Temporary stand-ins with the shapes of the availability model, the diff and the engine, which
// are being built on other branches. This file goes as soon as they land on main.

/// Stand-in: an Apple platform.
public enum Platform: String, CaseIterable, Sendable, Hashable {
    case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst
    public init?(name: String) {
        let lower = name.lowercased()
        if lower == "osx" { self = .macOS; return }
        guard let match = Platform.allCases.first(where: { $0.rawValue.lowercased() == lower }) else { return nil }
        self = match
    }
}

/// Stand-in: a dotted version number.
public struct Version: Comparable, Sendable, Hashable {
    public let components: [Int]
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        components = parts.map { $0! }
    }
    private var padded: [Int] { components + Array(repeating: 0, count: 3 - components.count) }
    public static func < (a: Version, b: Version) -> Bool { a.padded.lexicographicallyPrecedes(b.padded) }
    public static func == (a: Version, b: Version) -> Bool { a.padded == b.padded }
}

/// Stand-in: why a `--target` value was refused.
public struct TargetSpecError: Error, CustomStringConvertible {
    public let description: String
}

/// Stand-in: the minimum deployment target per platform.
public struct DeploymentTargets: Sendable {
    public var explicit: [Platform: Version]
    public init(_ targets: [Platform: Version] = [:]) { explicit = targets }
    public var isEmpty: Bool { explicit.isEmpty }
    public subscript(platform: Platform) -> Version? {
        get { explicit[platform] }
        set { explicit[platform] = newValue }
    }
    public static func parse(_ values: [String]) throws(TargetSpecError) -> DeploymentTargets {
        var targets = DeploymentTargets()
        for value in values {
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let platform = pair.count == 2 ? Platform(name: String(pair[0])) : .iOS
                guard let platform, let version = Version(String(pair.last!)) else {
                    throw TargetSpecError(description: "'\(item)' is not a platform and version")
                }
                targets[platform] = version
            }
        }
        return targets
    }
}

/// Stand-in: git-style patches.
public enum UnifiedDiff {
    public static func patch(path: String, old: [UInt8], new: [UInt8]?, context: Int = 3, color: Bool = false) -> String {
        if old == new { return "" }
        return "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
    }
}

/// Stand-in: the `--only`/`--skip` names.
public enum MigrationName: String, CaseIterable, Sendable, Codable, Comparable {
    case conditions, attributes
    public static func < (a: MigrationName, b: MigrationName) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Stand-in: something left for a human to look at.
public struct ReviewItem: Sendable, Hashable {
    public let line: Int
    public let migration: MigrationName
    public let message: String
}

/// Stand-in: why a file was not processed.
public struct FileProblem: Sendable, Hashable {
    public let line: Int
    public let message: String
}

/// Stand-in: the result of migrating one file.
public struct FileMigration: Sendable {
    public let original: [UInt8]
    public let output: [UInt8]
    public let editCounts: [MigrationName: Int]
    public let reviewItems: [ReviewItem]
    public let problem: FileProblem?
    public var isChanged: Bool { output != original }
}

/// Stand-in: migrates one file (here: changes nothing).
public struct Migrator: Sendable {
    public init(targets: DeploymentTargets, enabled: Set<MigrationName> = Set(MigrationName.allCases)) {}
    public func migrate(_ source: [UInt8]) -> FileMigration {
        FileMigration(original: source, output: source, editCounts: [:], reviewItems: [], problem: nil)
    }
}

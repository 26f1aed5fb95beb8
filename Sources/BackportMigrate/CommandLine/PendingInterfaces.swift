// Temporary stand-ins with the shapes of the diff and the engine, which are being built on other
// branches. This file goes as soon as they land on main.

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

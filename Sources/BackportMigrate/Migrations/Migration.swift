/// A migration's name, as `--only` and `--skip` spell it.
public enum MigrationName: String, CaseIterable, Sendable, Codable, Comparable {
    case conditions
    case attributes

    public static func < (lhs: MigrationName, rhs: MigrationName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a migration needs to know besides the file itself.
public struct MigrationContext: Sendable {
    public var targets: DeploymentTargets

    public init(targets: DeploymentTargets) {
        self.targets = targets
    }
}

/// Something a migration saw but left alone because it could not prove a change safe.
public struct Finding: Sendable, Hashable {
    /// Byte offset in the file the migration looked at.
    public var offset: Int
    public var migration: MigrationName
    public var message: String
}

/// What a migration wants done to one file.
public struct MigrationResult: Sendable {
    public var edits: [Edit] = []
    public var findings: [Finding] = []

    public init(edits: [Edit] = [], findings: [Finding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// One migration of DESIGN.md § Migrations: looks at a file and returns edits and
/// review findings. It never prints and never touches the disk.
public protocol Migration: Sendable {
    var name: MigrationName { get }
    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult
}

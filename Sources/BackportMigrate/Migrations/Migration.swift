/// A migration's name, as `--only` and `--skip` spell it.
public enum MigrationName: String, CaseIterable, Sendable, Codable, Comparable {
    case conditions
    case attributes
    case backport
    case shadowTypes = "shadow-types"
    case obsoleted
    case compiler

    public static func < (lhs: MigrationName, rhs: MigrationName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The registered migration of this name.
    public var migration: any Migration { Migrations.all.first { $0.name == self }! }

    /// The migrations that decide from the whole run (phase 1's index) rather than from one file.
    public static let crossFile: Set<MigrationName> = [.backport, .shadowTypes, .obsoleted]
}

/// What a migration needs to know besides the file itself.
public struct MigrationContext: Sendable {
    public var targets: DeploymentTargets
    /// What phase 1 of the run learnt about the whole project.
    public var index: ProjectIndex
    /// The file's path as the run reports it, for what the index says about one file.
    public var path: String
    /// The minimum compiler of `--swift-version`, which decides `#if swift(…)`/`compiler(…)`.
    public var swiftVersion: Version?
    /// The availability pre-check's decisions at `targets`, kept across the files of a run
    /// (nil: each file decides its lists afresh).
    var availabilityMemo: AvailabilityPrecheck.Memo?

    public init(targets: DeploymentTargets, index: ProjectIndex = .empty, path: String = "", swiftVersion: Version? = nil) {
        self.targets = targets
        self.index = index
        self.path = path
        self.swiftVersion = swiftVersion
    }
}

/// Something a migration saw but left alone because it could not prove a change safe.
public struct Finding: Sendable, Hashable {
    /// Byte offset in the file the migration looked at.
    public var offset: Int
    public var migration: MigrationName
    public var message: String
    /// Made together with an edit, about code the edit keeps (a comment above a collapsed
    /// check): the engine keeps it from the pass that applies the edit, and only if it does.
    public var isAboutKeptCode = false
    /// The range of the edit it was made with, when it is about kept code.
    public var madeWith: Range<Int>?

    public init(offset: Int, migration: MigrationName, message: String, isAboutKeptCode: Bool = false, madeWith: Range<Int>? = nil) {
        self.offset = offset
        self.migration = migration
        self.message = message
        self.isAboutKeptCode = isAboutKeptCode
        self.madeWith = madeWith
    }
}

/// What a migration wants done to one file.
public struct MigrationResult: Sendable {
    public var edits: [Edit] = []
    public var findings: [Finding] = []
    /// Parts of the file that only this migration's edits may touch: what it keeps for review
    /// stays exactly as it is, so the review item stays true and a second run says it again.
    public var protected: [Range<Int>] = []

    public init(edits: [Edit] = [], findings: [Finding] = [], protected: [Range<Int>] = []) {
        self.edits = edits
        self.findings = findings
        self.protected = protected
    }
}

/// One migration (the README's table lists them): looks at a file and returns edits and
/// review findings. It never prints and never touches the disk.
public protocol Migration: Sendable {
    var name: MigrationName { get }
    /// One line for `--help` and the README: what it removes.
    var summary: String { get }
    /// What it does and leaves alone, with an example: `--explain`, the README table.
    var explanation: Explanation { get }
    /// A cheap test on the raw bytes, before anything is tokenized: false means the file has
    /// nothing for this migration.
    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool
    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult
}

/// Every migration, in the order they run: the one list that `--help`, `--only`/`--skip`,
/// the JSON counts and the engine read.
public enum Migrations {
    public static let all: [any Migration] = [
        ConditionsMigration(), AttributesMigration(), BackportMigration(), ShadowTypesMigration(), ObsoletedMigration(),
        CompilerConditionsMigration(),
    ]
}

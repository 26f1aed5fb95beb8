/// A migration's name, as `--only` and `--skip` spell it. Each migration declares its own next
/// to its type (`extension MigrationName { static let conditions = MigrationName("conditions") }`);
/// the registry, `Migrations.all`, says which names exist and orders them.
public struct MigrationName: RawRepresentable, Hashable, CaseIterable, Sendable, Codable, Comparable {
    public let rawValue: String

    /// A name, for a migration to declare as its own: a `static let` next to its type.
    init(_ spelling: String) {
        rawValue = spelling
    }

    /// The name of a registered migration spelt so; nil when no registered migration is.
    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// The names of the registered migrations, in the order they run.
    public static let allCases: [MigrationName] = Migrations.all.map(\.name)

    /// Names order as their migrations run.
    public static func < (lhs: MigrationName, rhs: MigrationName) -> Bool {
        position(lhs) < position(rhs)
    }

    private static let positions = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

    private static func position(_ name: MigrationName) -> Int { positions[name] ?? Int.max }

    /// The registered migration of this name.
    public var migration: any Migration { Migrations.all.first { $0.name == self }! }

    /// The migrations that decide from the whole run (phase 1's index) rather than from one file.
    public static let crossFile: Set<MigrationName> = Set(Migrations.all.filter(\.isCrossFile).map(\.name))
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
    /// Its `--only`/`--skip` spelling, declared in its own file as a `static let` of `MigrationName`.
    var name: MigrationName { get }
    /// One line for `--help` and the README: what it removes.
    var summary: String { get }
    /// What it does and leaves alone, with an example: `--explain`, the README table (a test
    /// checks that the README row holds the same text and that the example gives exactly its
    /// "after").
    var explanation: Explanation { get }
    /// Whether it decides from the whole run rather than from one file: the index is built for
    /// it, and settling runs it again when other files change.
    var isCrossFile: Bool { get }
    /// A cheap test on the raw bytes, before anything is tokenized: false means the file has
    /// nothing for this migration.
    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool
    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult
}

extension Migration {
    public var isCrossFile: Bool { false }
}

/// Every migration, in the order they run: the one list that `--help`, `--explain`,
/// `--only`/`--skip`, the JSON counts, the README table's test and the engine read. A new
/// migration is its own file and one line here.
public enum Migrations {
    public static let all: [any Migration] = [
        ConditionsMigration(),
        AttributesMigration(),
        BackportMigration(),
        ShadowTypesMigration(),
        ObsoletedMigration(),
        CompilerConditionsMigration(),
    ]
}

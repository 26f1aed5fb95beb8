/// A review item: a place the tool left alone because it could not prove a change safe.
public struct ReviewItem: Sendable, Hashable {
    /// 1-based line in the original file.
    public let line: Int
    public let migration: MigrationName
    public let message: String

    public init(line: Int, migration: MigrationName, message: String) {
        self.line = line
        self.migration = migration
        self.message = message
    }
}

/// Why a file was left as it was, where that is known to a line.
public struct Problem: Sendable, Hashable, Codable {
    /// 1-based; nil when the problem concerns the whole file (too large, not writable).
    public let line: Int?
    public let message: String

    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }
}

/// What a run did, or would do, to one file: the one per-file record that the engine makes,
/// the run writes or prints, and the report sums up.
public struct FileResult: Sendable {
    /// The outcome for the file.
    public enum Status: String, Sendable, Codable {
        /// Changed (or, without writing, would change).
        case changed
        /// Left with nothing but imports and comments, so deleted (or, without writing, would be).
        case deleted
        /// Nothing to do.
        case unchanged
        /// Could not be processed or written; left as it was.
        case failed
    }

    public var path: String
    public var status: Status
    public var editCounts: [MigrationName: Int]
    public var reviewItems: [ReviewItem]
    public var problem: Problem?
    /// The new content of a changed file, until it has been written or printed; for a deleted
    /// one, what was left in it (imports and comments), which standard input prints since it
    /// cannot delete; nil otherwise.
    public var output: [UInt8]?
    /// The patch, kept only when the JSON report will carry it.
    public var diff: String?
    /// For each migration, the lines of the original file each of its edits touched, and what
    /// the edit counts for (`--interactive` names the migrations behind each hunk, asks about
    /// an edit's hunks together, and counts what is applied).
    public var editedLines: [MigrationName: [EditSpan]] = [:]
    /// Something worth a line under `--verbose` only (an empty file).
    public var note: String?
    /// The file as it was read from disk, so that writing can refuse a file changed since.
    var stamp: FileStamp?
    /// How much the migrator did for this file: what tests of linear cost count instead of time.
    public var work = MigrationWork()

    public init(path: String, status: Status, editCounts: [MigrationName: Int] = [:], reviewItems: [ReviewItem] = [],
                problem: Problem? = nil, output: [UInt8]? = nil, diff: String? = nil, note: String? = nil) {
        self.path = path
        self.status = status
        self.editCounts = editCounts
        self.reviewItems = reviewItems
        self.problem = problem
        self.output = output
        self.diff = diff
        self.note = note
    }

    /// Whether the file changes: rewritten or deleted.
    public var isChanged: Bool { status == .changed || status == .deleted }

    /// Unchanged, with nothing to say: the report only counts it.
    public var isPlain: Bool { status == .unchanged && reviewItems.isEmpty && note == nil && problem == nil }

    /// A failure that is not about a file's content: a folder or file that could not be read.
    static func failed(_ path: String, line: Int? = nil, _ message: String) -> FileResult {
        FileResult(path: path, status: .failed, problem: Problem(line: line, message: message))
    }
}

/// The lines of the original file (1-based) one edit touched, and how many rewrites it counts for.
public struct EditSpan: Sendable, Hashable {
    public var lines: ClosedRange<Int>
    public var rewrites: Int
}

/// The work of migrating one file, counted: passes over it and the bytes tokenized and written
/// in all of them. Linear cost means `bytesTokenized` grows as the file does, whatever its shape.
public struct MigrationWork: Sendable, Equatable {
    /// Passes that applied edits (the last pass, which finds nothing, is not counted).
    public var passes = 0
    /// Bytes tokenized, over all passes.
    public var bytesTokenized = 0
    /// Bytes of the texts made by applying each pass's edits.
    public var bytesWritten = 0
}

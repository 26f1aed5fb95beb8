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

/// Why a file could not be processed; the file is left exactly as it was.
public struct FileProblem: Sendable, Hashable {
    /// 1-based line of the problem.
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

/// The outcome of migrating one file.
public struct FileMigration: Sendable {
    public let original: [UInt8]
    /// The migrated bytes; the original when nothing changed or the file failed.
    public let output: [UInt8]
    /// Edits made, per migration.
    public let editCounts: [MigrationName: Int]
    public let reviewItems: [ReviewItem]
    /// Set when the file could not be processed and is left as is.
    public let problem: FileProblem?

    public var isChanged: Bool { output != original }

    public init(original: [UInt8], output: [UInt8], editCounts: [MigrationName: Int], reviewItems: [ReviewItem], problem: FileProblem?) {
        self.original = original
        self.output = output
        self.editCounts = editCounts
        self.reviewItems = reviewItems
        self.problem = problem
    }
}

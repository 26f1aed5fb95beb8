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

/// What a run did to one file.
public struct FileReport: Sendable {
    /// The outcome for the file.
    public enum Status: String, Sendable, Codable {
        /// Changed (or, without writing, would change).
        case changed
        /// Nothing to do.
        case unchanged
        /// Could not be processed or written; left as it was.
        case failed
    }

    public let path: String
    public var status: Status
    public var editCounts: [MigrationName: Int]
    public var reviewItems: [ReviewItem]
    public var problem: Problem?
    /// The patch, kept only when the JSON report will carry it.
    public var diff: String?
    /// Something worth a line under `--verbose` only (an empty file).
    public var note: String?

    public init(path: String, status: Status, editCounts: [MigrationName: Int] = [:], reviewItems: [ReviewItem] = [],
                problem: Problem? = nil, diff: String? = nil, note: String? = nil) {
        self.path = path
        self.status = status
        self.editCounts = editCounts
        self.reviewItems = reviewItems
        self.problem = problem
        self.diff = diff
        self.note = note
    }

    /// A failure that is not about a file's content: a folder or file that could not be read.
    static func failed(_ path: String, line: Int? = nil, _ message: String) -> FileReport {
        FileReport(path: path, status: .failed, problem: Problem(line: line, message: message))
    }
}

/// A deployment target the run used, and where it came from.
public struct TargetReport: Sendable, Codable, Hashable {
    public let platform: String
    public let version: String
    /// `--target`, or the display path of the manifest.
    public let source: String
}

/// Everything a run found and did, from which the text summary and the JSON report are printed.
public struct RunReport: Sendable {
    public var mode: Options.Mode
    public var targets: [TargetReport]
    public var migrations: Set<MigrationName>
    /// Every file of the run, in display-path order.
    public var files: [FileReport]

    public var changedFiles: Int { files.count { $0.status == .changed } }
    public var failedFiles: Int { files.count { $0.status == .failed } }
    public var reviewItemCount: Int { files.reduce(0) { $0 + $1.reviewItems.count } }

    /// Edits per enabled migration over all files, zero included.
    public var editTotals: [MigrationName: Int] {
        var totals = Dictionary(uniqueKeysWithValues: migrations.map { ($0, 0) })
        for file in files where file.status == .changed {
            for (name, count) in file.editCounts { totals[name, default: 0] += count }
        }
        return totals
    }

    /// The exit code the contract gives this outcome. A failure outranks pending changes:
    /// a check that could not look at every file has not passed, whatever else it found.
    public var exitCode: ExitCode {
        if failedFiles > 0 { return .fileFailures }
        if mode == .check, changedFiles > 0 { return .pendingChanges }
        return .success
    }
}

import Foundation

/// The `--format json` document: one object on standard output with the facts of the summary.
/// The schema is documented in README.md; `schemaVersion` changes when a field changes meaning.
public struct JSONReport: Encodable {
    /// The document's description of the tool.
    struct Tool: Encodable {
        let name: String
        let version: String
    }

    /// Totals over the run.
    struct Summary: Encodable {
        let filesScanned: Int
        let filesChanged: Int
        let filesDeleted: Int
        let filesFailed: Int
        let reviewItems: Int
        let edits: [String: Int]
    }

    /// One review item of a file.
    struct Review: Encodable {
        let line: Int
        let migration: String
        let message: String
    }

    /// A file that changed, failed or has review items; unchanged files only count in the summary.
    struct File: Encodable {
        let path: String
        let status: FileResult.Status
        let edits: [String: Int]
        let reviewItems: [Review]
        let problem: Problem?
        let diff: String?
    }

    /// A manifest that `--bump` raised targets in (or would), or has review items for.
    struct Manifest: Encodable {
        let path: String
        let edits: [ManifestEdit]
        let reviewItems: [ManifestReviewItem]
        let problem: Problem?
        let diff: String?
    }

    let schemaVersion = 1
    let tool: Tool
    let mode: String
    let targets: [TargetReport]
    let modules: [ModuleReport]
    let summary: Summary
    let files: [File]
    let manifests: [Manifest]
    /// The notes printed on standard error (`note: …`), in order.
    let notes: [String]
    let exitCode: Int32

    public init(_ report: RunReport, toolVersion: String) {
        tool = Tool(name: "backport-migrate", version: toolVersion)
        mode = report.mode.rawValue
        targets = report.targets
        modules = report.modules
        summary = Summary(
            filesScanned: report.scannedFiles, filesChanged: report.changedFiles, filesDeleted: report.deletedFiles, filesFailed: report.failedFiles,
            reviewItems: report.reviewItemCount, edits: Self.names(report.editTotals))
        files = report.files.filter { $0.status != .unchanged || !$0.reviewItems.isEmpty }.map { file in
            File(
                path: file.path, status: file.status, edits: Self.names(file.editCounts.filter { $0.value > 0 }),
                reviewItems: file.reviewItems.map { Review(line: $0.line, migration: $0.migration.rawValue, message: $0.message) },
                problem: file.problem, diff: file.diff)
        }
        manifests = report.manifests.map {
            Manifest(path: $0.path, edits: $0.edits, reviewItems: $0.reviewItems, problem: $0.problem, diff: $0.diff)
        }
        notes = report.notes
        exitCode = report.exitCode.rawValue
    }

    private static func names(_ counts: [MigrationName: Int]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
    }

    /// The document of a run that stopped on a usage error (exit 2): the tool, the exit code and
    /// the message, so that a script reading the report learns why there is no run.
    static func usageError(_ message: String, toolVersion: String) -> String {
        struct Failure: Encodable {
            struct Message: Encodable { let message: String }
            let schemaVersion = 1
            let tool: Tool
            let exitCode = ExitCode.usage.rawValue
            let error: Message
        }
        return encode(Failure(tool: Tool(name: "backport-migrate", version: toolVersion), error: Failure.Message(message: message)))
    }

    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The document as text, keys sorted so that two runs give the same bytes.
    public func encoded() -> String {
        Self.encode(self)
    }
}

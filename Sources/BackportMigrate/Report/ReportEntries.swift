/// One thing the machine-readable reports (`--format github`, `xcode`, `sarif`, `checkstyle`)
/// say of a file: a pending edit, a review item, or a failure.
struct ReportEntry: Sendable, Equatable {
    enum Severity: String, Sendable {
        case warning, error
    }

    /// The file's path as the run displays it.
    var path: String
    /// 1-based; nil for a failure that is about the whole file.
    var line: Int?
    /// The last line of a pending edit, when it spans several.
    var endLine: Int?
    var severity: Severity
    var message: String
    /// The migration that made the edit or the review item; nil for a failure.
    var migration: MigrationName?

    /// The entries of one file's result: when `pending` (nothing written), one per edit it would
    /// make, at the lines of the file as it is (not one per changed line: an inlined block that
    /// moves twenty lines is one edit), then one per review item, then its failure.
    static func entries(for result: FileResult, pending: Bool) -> [ReportEntry] {
        var entries: [ReportEntry] = []
        if pending, result.isChanged {
            if result.status == .deleted {
                entries.append(ReportEntry(path: result.path, line: 1, severity: .warning, message:
                    "backport-migrate would delete this file: nothing but imports is left once the obsolete compatibility code goes",
                    migration: result.editCounts.keys.min()))
            } else {
                let spans = result.editedLines.flatMap { name, spans in spans.map { (name, $0) } }
                    .sorted { ($0.1.lines.lowerBound, $0.0) < ($1.1.lines.lowerBound, $1.0) }
                for (name, span) in spans {
                    let lines = span.lines.count == 1 ? "line \(span.lines.lowerBound)" : "lines \(span.lines.lowerBound)–\(span.lines.upperBound)"
                    entries.append(ReportEntry(path: result.path, line: span.lines.lowerBound,
                                               endLine: span.lines.count == 1 ? nil : span.lines.upperBound, severity: .warning,
                                               message: "obsolete compatibility code (\(name.migration.summary)): backport-migrate would rewrite \(lines)",
                                               migration: name))
                }
            }
        }
        for item in result.reviewItems {
            entries.append(ReportEntry(path: result.path, line: item.line, severity: .warning, message: item.message, migration: item.migration))
        }
        if result.status == .failed, let problem = result.problem {
            entries.append(ReportEntry(path: result.path, line: problem.line, severity: .error, message: problem.message, migration: nil))
        }
        return entries
    }

    /// The message with the migration's name after it, as text reports print it.
    var taggedMessage: String {
        migration.map { "\(message) [\($0.rawValue)]" } ?? message
    }
}

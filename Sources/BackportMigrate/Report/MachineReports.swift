import Foundation

/// `--format xcode`: one line per entry, `path:line:column: warning: message [migration]`, the
/// form Xcode's Run Script phases, compilers and most editors read. Paths are absolute, which
/// Xcode needs to open the file; the column is 1 (an edit or a review item is about a line).
struct XcodeReport: Sendable {
    let currentDirectory: String

    func line(for entry: ReportEntry) -> String {
        let path = Paths.absolute(entry.path, in: currentDirectory)
        let location = entry.line.map { "\(path):\($0):1" } ?? path
        return "\(location): \(entry.severity.rawValue): \(entry.taggedMessage)"
    }
}

/// `--format checkstyle`: the Checkstyle XML that Jenkins, GitLab's code quality tools and
/// Danger read: one `<file>` per file with entries, one `<error>` per entry, its `source`
/// `backport-migrate.<migration>`.
struct CheckstyleReport: Sendable {
    let currentDirectory: String

    func document(_ entries: [ReportEntry]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var byFile: [String: [ReportEntry]] = [:]
        for entry in entries { byFile[entry.path, default: []].append(entry) }
        for path in byFile.keys.sorted() {
            text += "<file name=\"\(Self.escaped(Paths.absolute(path, in: currentDirectory)))\">\n"
            for entry in byFile[path]! {
                let source = "backport-migrate." + (entry.migration?.rawValue ?? "failure")
                text += "<error line=\"\(entry.line ?? 1)\" column=\"1\" severity=\"\(entry.severity.rawValue)\" "
                    + "message=\"\(Self.escaped(entry.message))\" source=\"\(Self.escaped(source))\"/>\n"
            }
            text += "</file>\n"
        }
        return text + "</checkstyle>\n"
    }

    /// `text` as an XML attribute value; control characters other than tab and line breaks,
    /// which XML 1.0 cannot hold, become spaces.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return result
    }
}

/// `--format sarif`: a SARIF 2.1.0 log, which GitHub code scanning and most code-quality
/// dashboards import: one run of this tool, one rule per migration (from the registry) and one
/// for files that could not be processed, one result per entry with its region.
struct SARIFReport: Sendable {
    static let failureRule = "unprocessed-file"

    func document(_ entries: [ReportEntry], toolVersion: String) -> String {
        var rules: [[String: Any]] = Migrations.all.map { migration in
            [
                "id": migration.name.rawValue,
                "name": migration.name.rawValue,
                "shortDescription": ["text": migration.summary],
                "fullDescription": ["text": migration.explanation.does],
                "help": ["text": "backport-migrate --explain \(migration.name.rawValue)"],
                "defaultConfiguration": ["level": "warning"],
            ]
        }
        rules.append([
            "id": Self.failureRule, "name": Self.failureRule,
            "shortDescription": ["text": "a file backport-migrate could not read or tokenize; it is left as it is"],
            "defaultConfiguration": ["level": "error"],
        ])
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1["id"] as! String, $0) })
        let results: [[String: Any]] = entries.map { entry in
            let rule = entry.migration?.rawValue ?? Self.failureRule
            var region: [String: Any] = [:]
            if let line = entry.line {
                region["startLine"] = line
                if let end = entry.endLine { region["endLine"] = end }
            }
            var location: [String: Any] = ["artifactLocation": ["uri": Self.uri(entry.path)]]
            if !region.isEmpty { location["region"] = region }
            return [
                "ruleId": rule,
                "ruleIndex": ruleIndex[rule] ?? 0,
                "level": entry.severity == .error ? "error" : "warning",
                "message": ["text": entry.message],
                "locations": [["physicalLocation": location]],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "backport-migrate",
                    "version": toolVersion,
                    "semanticVersion": toolVersion,
                    "rules": rules,
                ]],
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A relative path as a URI reference: each segment percent-encoded, `/` between them.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }
            .joined(separator: "/")
    }
}

/// The entries of every file of the run, in the order delivered (path order), for the reports
/// printed whole at the end (`sarif`, `checkstyle`).
final class ReportEntries: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [ReportEntry] = []

    func add(_ more: [ReportEntry]) {
        lock.lock()
        entries += more
        lock.unlock()
    }

    var all: [ReportEntry] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

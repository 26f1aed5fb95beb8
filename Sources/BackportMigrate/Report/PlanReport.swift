import Foundation

/// `--plan` as text: an aligned table, a row a candidate target, with a bar proportional to the
/// lines each would remove.
public enum PlanText {
    /// The table. `unicode` draws the bar with block characters, else with `#`.
    public static func render(_ plan: Plan, migrations: [MigrationName], filesScanned: Int, unicode: Bool, style: Style) -> String {
        let platforms = Platform.allCases.filter { plan.rows.first?.targets.explicit[$0] != nil }
        let header = ["target"] + migrations.map(\.rawValue) + ["lines removed", "", "files", "deleted", "review"]
        let widest = plan.rows.map(\.linesRemoved).max() ?? 0
        var table: [[String]] = []
        for (position, row) in plan.rows.enumerated() {
            var target = platforms.map { "\($0.rawValue) \(row.targets.explicit[$0]!)" }.joined(separator: ", ")
            if position == 0 { target += " (now)" }
            table.append([target] + migrations.map { String(row.edits[$0] ?? 0) }
                + [String(row.linesRemoved), bar(row.linesRemoved, of: widest, unicode: unicode), String(row.filesChanged),
                   String(row.filesDeleted), String(row.reviewItems)])
        }
        let widths = header.indices.map { column in ([header] + table).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                // The target and the bar read from the left, the counts from the right.
                column == 0 || column == header.count - 4
                    ? cell + String(repeating: " ", count: widths[column] - cell.count)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        var text = "Plan: what a run at each target would do (\(filesScanned) files; writes nothing)\n"
        text += style.bold(line(header)) + "\n"
        for cells in table { text += line(cells) + "\n" }
        return text
    }

    /// `count` of `widest` as a bar of at most 24 cells; eighths of a cell with Unicode blocks.
    static func bar(_ count: Int, of widest: Int, unicode: Bool) -> String {
        let cells = 24
        guard widest > 0, count > 0 else { return "" }
        let eighths = max(1, Int((Double(count) / Double(widest) * Double(cells * 8)).rounded()))
        guard unicode else { return String(repeating: "#", count: max(1, (eighths + 4) / 8)) }
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
        return String(repeating: "█", count: eighths / 8) + partial[eighths % 8]
    }

    /// Whether the terminal's locale can show UTF-8 (`LC_ALL`, then `LC_CTYPE`, then `LANG`).
    public static func isUTF8(_ environment: [String: String]) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                let lowered = value.lowercased()
                return lowered.contains("utf-8") || lowered.contains("utf8")
            }
        }
        return false
    }
}

/// `--plan --format json`: one object a row, on standard output.
public struct PlanJSON: Encodable {
    struct Target: Encodable {
        let platform: String
        let version: String
    }

    struct Row: Encodable {
        let targets: [Target]
        let current: Bool
        let edits: [String: Int]
        let linesRemoved: Int
        let filesChanged: Int
        let filesDeleted: Int
        let filesFailed: Int
        let reviewItems: Int
    }

    let schemaVersion = 1
    let mode = "plan"
    let filesScanned: Int
    let rows: [Row]

    public init(_ plan: Plan, filesScanned: Int) {
        self.filesScanned = filesScanned
        rows = plan.rows.enumerated().map { position, row in
            Row(targets: Platform.allCases.compactMap { platform in
                    row.targets.explicit[platform].map { Target(platform: platform.rawValue, version: $0.description) }
                },
                current: position == 0,
                edits: Dictionary(uniqueKeysWithValues: row.edits.map { ($0.key.rawValue, $0.value) }),
                linesRemoved: row.linesRemoved, filesChanged: row.filesChanged, filesDeleted: row.filesDeleted,
                filesFailed: row.filesFailed, reviewItems: row.reviewItems)
        }
    }

    /// The document, keys sorted.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

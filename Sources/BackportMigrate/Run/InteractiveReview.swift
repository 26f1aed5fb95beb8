import Foundation

/// `-i, --interactive`, like `git add -p`: each hunk of each changed file is shown with the
/// migrations that made it, and the answer decides whether it is applied. A file's accepted
/// hunks are applied together (the caller writes the file once, atomically); review items are
/// shown after each file. Answers are read a line at a time from standard input.
final class InteractiveReview: @unchecked Sendable {
    private let console: Console
    private let color: Bool
    private let context: Int
    /// `q` was answered (or the answers ran out): nothing more is applied.
    private(set) var quit = false
    private(set) var applied = 0
    private(set) var skipped = 0

    static let help = """
        y - apply this hunk
        n - do not apply this hunk
        a - apply this hunk and all later hunks in the file
        d - do not apply this hunk or any later hunk in the file
        q - quit; do not apply this hunk or any hunk left (files answered so far are written)
        ? - print help

        """

    init(console: Console, color: Bool, context: Int) {
        self.console = console
        self.color = color
        self.context = context
    }

    /// What to do with one file: the bytes to write (nil: leave it as it is), or whether to
    /// delete it.
    enum Outcome: Equatable {
        case leave
        case write([UInt8])
        case delete
    }

    /// Asks about the hunks of `result` (changed or deleted), `original` being the file as it is.
    func review(_ result: FileResult, original: [UInt8]) -> Outcome {
        defer { showReviewItems(result) }
        let style = Style(enabled: color)
        if result.status == .deleted {
            guard !quit else { skipped += 1; return .leave }
            console.standardOutput.write(style.bold("diff --git a/\(result.path) b/\(result.path)") + "\n"
                + "\(result.path): nothing but imports is left; the file would be deleted [\(migrations(of: result, in: nil))]\n")
            switch ask("Delete this file [y,n,q,?]? ", choices: "ynq") {
            case "y": applied += 1; return .delete
            case "q": quit = true; skipped += 1; return .leave
            default: skipped += 1; return .leave
            }
        }
        guard let output = result.output else { return .leave }
        let hunks = UnifiedDiff.hunks(old: original, new: output, context: context, color: color)
        guard !quit else {
            skipped += hunks.count
            return .leave
        }
        console.standardOutput.write(style.bold("diff --git a/\(result.path) b/\(result.path)") + "\n")
        var accepted = Array(repeating: false, count: hunks.count)
        var rest: Bool?
        for (position, hunk) in hunks.enumerated() {
            if let rest {
                accepted[position] = rest
                continue
            }
            if quit { break }
            console.standardOutput.write(hunk.text)
            console.standardOutput.write("(\(migrations(of: result, in: hunk.group.old)))\n")
            switch ask("Apply this hunk [y,n,a,d,q,?]? ", choices: "ynadq") {
            case "y": accepted[position] = true
            case "a": accepted[position] = true; rest = true
            case "d": rest = false
            case "q": quit = true
            default: break
            }
        }
        let count = accepted.filter { $0 }.count
        applied += count
        skipped += hunks.count - count
        guard count > 0 else { return .leave }
        return .write(UnifiedDiff.applying(hunks, accepted: accepted, old: original, new: output))
    }

    /// The migrations whose edits touched the hunk's old lines (`lines` 0-based, nil: all).
    private func migrations(of result: FileResult, in lines: Range<Int>?) -> String {
        let names = MigrationName.allCases.filter { name in
            guard let ranges = result.editedLines[name] else { return false }
            guard let lines else { return true }
            // Original lines are 1-based; a hunk shows 0-based lines with context around the change.
            return ranges.contains { $0.lowerBound <= lines.upperBound && $0.upperBound >= lines.lowerBound + 1 }
        }
        let found = names.isEmpty ? result.editCounts.keys.sorted() : names
        return found.map(\.rawValue).joined(separator: ", ")
    }

    /// Asks until the answer is one of `choices`; `?` shows the help. No answer left means `q`.
    private func ask(_ prompt: String, choices: String) -> Character {
        while true {
            console.standardOutput.write(prompt)
            guard let line = console.readLine() else {
                console.standardOutput.write("\n")
                return "q"
            }
            let answer = line.trimmingCharacters(in: .whitespaces).lowercased()
            if answer.count == 1, let letter = answer.first, choices.contains(letter) { return letter }
            console.standardOutput.write(Self.help)
        }
    }

    private func showReviewItems(_ result: FileResult) {
        for item in result.reviewItems {
            console.standardOutput.write("\(result.path):\(item.line): \(item.message) [\(item.migration.rawValue)]\n")
        }
    }
}

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
        /// The bytes to write, and the edit counts of the hunks they apply.
        case write([UInt8], editCounts: [MigrationName: Int])
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
        for group in Self.questions(hunks, edits: result.editedLines.values.flatMap { $0 }) {
            if let rest {
                for position in group { accepted[position] = rest }
                continue
            }
            if quit { break }
            for position in group { console.standardOutput.write(hunks[position].text) }
            let lines = hunks[group.lowerBound].group.old.lowerBound..<hunks[group.upperBound - 1].group.old.upperBound
            console.standardOutput.write("(\(migrations(of: result, in: lines)))\n")
            // The hunks of one edit (a block whose first and last lines go, its body between
            // them unchanged) are one answer: applying part of an edit can unbalance the file.
            let question = group.count == 1 ? "Apply this hunk" : "Apply these \(group.count) hunks (one change)"
            switch ask("\(question) [y,n,a,d,q,?]? ", choices: "ynadq") {
            case "y": for position in group { accepted[position] = true }
            case "a": for position in group { accepted[position] = true }; rest = true
            case "d": rest = false
            case "q": quit = true
            default: break
            }
        }
        let count = accepted.filter { $0 }.count
        guard count > 0 else {
            skipped += hunks.count
            return .leave
        }
        let written = UnifiedDiff.applying(hunks, accepted: accepted, old: original, new: output)
        // Whatever the answers, a file is written only if it stays whole.
        if count < hunks.count, SourceFile(bytes: written).firstProblem != nil {
            console.standardOutput.write("\(result.path): the hunks applied without the others would leave the file unbalanced; it is left as it is\n")
            skipped += hunks.count
            return .leave
        }
        applied += count
        skipped += hunks.count - count
        return .write(written, editCounts: count == hunks.count ? result.editCounts : Self.counts(of: result, in: hunks, accepted: accepted))
    }

    /// The hunks asked about together, by position: those an edit's lines reach share a
    /// question (an edit's lines are contiguous, so they are neighbours).
    private static func questions(_ hunks: [UnifiedDiff.Hunk], edits: [EditSpan]) -> [Range<Int>] {
        var questions: [Range<Int>] = []
        var start = 0
        for position in hunks.indices {
            let joinsNext = position + 1 < hunks.count && edits.contains { edit in
                Self.touches(edit.lines, hunks[position].group.old) && Self.touches(edit.lines, hunks[position + 1].group.old)
            }
            if !joinsNext {
                questions.append(start..<(position + 1))
                start = position + 1
            }
        }
        return questions
    }

    /// Whether the original lines `lines` (1-based) reach the hunk lines `hunk` (0-based, with
    /// their context).
    private static func touches(_ lines: ClosedRange<Int>, _ hunk: Range<Int>) -> Bool {
        lines.lowerBound <= hunk.upperBound && lines.upperBound >= hunk.lowerBound + 1
    }

    /// The edit counts of what the accepted hunks apply: the rewrites of each edit whose lines
    /// reach an accepted hunk.
    private static func counts(of result: FileResult, in hunks: [UnifiedDiff.Hunk], accepted: [Bool]) -> [MigrationName: Int] {
        var counts: [MigrationName: Int] = [:]
        for (name, edits) in result.editedLines {
            for edit in edits where hunks.indices.contains(where: { accepted[$0] && touches(edit.lines, hunks[$0].group.old) }) {
                counts[name, default: 0] += edit.rewrites
            }
        }
        return counts
    }

    /// The migrations whose edits touched the hunk's old lines (`lines` 0-based, nil: all).
    private func migrations(of result: FileResult, in lines: Range<Int>?) -> String {
        let names = MigrationName.allCases.filter { name in
            guard let edits = result.editedLines[name] else { return false }
            guard let lines else { return true }
            return edits.contains { Self.touches($0.lines, lines) }
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

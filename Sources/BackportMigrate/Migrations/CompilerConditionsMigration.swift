import Foundation

extension MigrationName {
    public static let compiler = MigrationName("compiler")
}

/// The `compiler` migration, only with `--swift-version X`: `#if swift(>=…)` and
/// `#if compiler(>=…)` chains that a minimum compiler `X` decides. An always-true branch keeps
/// its lines as they are and ends the chain, always-false branches go, and a condition that
/// still depends on something else keeps only that part (`swift(>=5.7) && os(iOS)` → `os(iOS)`).
/// Works wherever a `#if` may stand, modifier chains included (`.a()⏎#if …⏎.b()⏎#endif`).
///
///     #if compiler(>=5.9)      (X = 5.10)
///     modern()                →   modern()
///     #else
///     legacy()
///     #endif
struct CompilerConditionsMigration: Migration {
    let name = MigrationName.compiler
    let summary = "#if swift(>=…) / #if compiler(>=…) that the minimum compiler of --swift-version decides"

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        context.swiftVersion != nil && (ByteSearch.contains(bytes, "swift(") || ByteSearch.contains(bytes, "compiler("))
    }

    /// One branch of a chain: its directive token, condition (nil for `#else`) and the lines
    /// between its directive line and the next.
    private struct Clause {
        var directive: Int
        var condition: CompilationCondition?
        /// The condition as written.
        var conditionText: String?
        /// Offsets of its directive line, and of its body (from the next line to the next directive's line).
        var directiveLine: Range<Int>
        var body: Range<Int>
        /// A comment after the condition on the directive line.
        var comment: Int?
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        guard let minimum = context.swiftVersion else { return result }
        for index in file.tokens.indices where file.tokens[index].kind == .poundKeyword && file.token(index, is: "#if") {
            guard let (clauses, endLine) = chain(from: index, in: file) else { continue }
            guard clauses.contains(where: { $0.condition?.mentionsDecidedVersion(minimumCompiler: minimum) ?? false }) else { continue }
            rewrite(clauses, endLine: endLine, minimum: minimum, in: file, into: &result)
        }
        return result
    }

    /// The clauses of the chain opened by the `#if` at `open`, and its `#endif` line; nil when
    /// a directive shares its line with code or a condition is not understood.
    private func chain(from open: Int, in file: SourceFile) -> ([Clause], Range<Int>)? {
        var clauses: [Clause] = []
        var depth = 0
        var index = open
        while index < file.tokens.count {
            defer { index += 1 }
            guard file.tokens[index].kind == .poundKeyword else { continue }
            let word = file.text(of: index)
            if word == "#if" {
                depth += 1
                if depth > 1 { continue }
            } else if word == "#endif" {
                depth -= 1
                if depth > 0 { continue }
            } else if depth != 1 || (word != "#elseif" && word != "#else") {
                continue
            }
            guard file.isFirstOnLine(index) else { return nil }
            let lineStart = file.startOfLine(containing: file.tokens[index].start)
            let lineEnd = file.endOfLine(containing: file.tokens[index].start)
            if let last = clauses.indices.last { clauses[last].body = clauses[last].body.lowerBound..<lineStart }
            if word == "#endif" {
                guard file.isLastOnLine(index) || comment(after: index, in: file) != nil else { return nil }
                return (clauses, lineStart..<lineEnd)
            }
            var condition: CompilationCondition?
            var conditionText: String?
            var comment: Int?
            if word != "#else" {
                // The condition runs to the end of the line or a comment there.
                var last = index
                var cursor = index + 1
                while cursor < file.tokens.count, file.tokens[cursor].kind != .newline {
                    if file.tokens[cursor].kind.isComment { comment = cursor; break }
                    if !file.tokens[cursor].kind.isTrivia { last = cursor }
                    cursor += 1
                }
                guard last > index else { return nil }
                let written = file.text(from: file.tokens[index + 1].start, to: file.tokens[last].end)
                guard let parsed = CompilationCondition.parse(written) else { return nil }
                condition = parsed
                conditionText = written.trimmingCharacters(in: .whitespaces)
            } else {
                comment = self.comment(after: index, in: file)
                if comment == nil, !file.isLastOnLine(index) { return nil }
            }
            clauses.append(Clause(directive: index, condition: condition, conditionText: conditionText, directiveLine: lineStart..<lineEnd,
                                  body: lineEnd..<lineEnd, comment: comment))
        }
        return nil
    }

    private func comment(after index: Int, in file: SourceFile) -> Int? {
        var cursor = index + 1
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        return cursor < file.tokens.count && file.tokens[cursor].kind.isComment ? cursor : nil
    }

    private func rewrite(_ clauses: [Clause], endLine: Range<Int>, minimum: Version, in file: SourceFile, into result: inout MigrationResult) {
        // Each branch as it stays: its condition text (nil for an unconditional one).
        var kept: [(clause: Clause, condition: String?)] = []
        for clause in clauses {
            guard let condition = clause.condition else {
                kept.append((clause, nil))
                break
            }
            let reduced = condition.reduced(minimumCompiler: minimum)
            if case .constant(false) = reduced { continue }
            if case .constant(true) = reduced {
                kept.append((clause, nil))
                break
            }
            // An undecided condition keeps its text as written; a reduced one loses outer parentheses.
            if !condition.mentionsDecidedVersion(minimumCompiler: minimum), let written = clause.conditionText {
                kept.append((clause, written))
            } else if case .parenthesized(let inner) = reduced {
                kept.append((clause, inner.text))
            } else {
                kept.append((clause, reduced.text))
            }
        }
        let whole = clauses[0].directiveLine.lowerBound..<endLine.upperBound
        let removal = Removal(file: file, migration: name)
        var replacement: [UInt8] = []
        if let first = kept.first, first.condition == nil {
            // Only one branch's lines are left: moved to the `#if`'s indentation, as a kept block
            // is, unless they continue a modifier chain (`.a()` under a `#if` written further left),
            // without the blank lines at their edges that would double one around the directives
            // or end a block (or the file) with one.
            replacement = keptLines(first.clause, body: removal.keptClauseLines(first.clause.body, replacing: whole), in: file)
        } else if !kept.isEmpty {
            for (position, entry) in kept.enumerated() {
                let indentation = file.indentation(ofLineContaining: file.tokens[entry.clause.directive].start)
                let keyword = position == 0 ? "#if" : entry.condition == nil ? "#else" : "#elseif"
                var line = Array(indentation) + Array(keyword.utf8)
                if let condition = entry.condition { line += Array(" \(condition)".utf8) }
                if let comment = entry.clause.comment {
                    // The white space written before the comment stays as it was.
                    var spaceStart = file.tokens[comment].start
                    if comment > 0, file.tokens[comment - 1].kind == .space { spaceStart = file.tokens[comment - 1].start }
                    let space = spaceStart < file.tokens[comment].start ? Array(file.bytes[spaceStart..<file.tokens[comment].start]) : [32]
                    line += space + file.bytes(of: comment)
                }
                replacement += line + lineBreak(of: entry.clause.directiveLine, in: file)
                replacement += file.bytes[entry.clause.body]
            }
            replacement += file.bytes[endLine]
        }
        // A chain that goes entirely takes the comment lines right above it, as a removed
        // statement does, unless one of them names a platform or a version: then they stay,
        // with a review item, as they do above a branch that is kept.
        var range = replacement.isEmpty
            ? removal.lineRemovalRange(from: whole.lowerBound, to: whole.upperBound, takingCommentsAbove: true)
            : whole
        if Array(file.bytes[range]) == replacement { return }
        // A `for` loop left with an empty body: over a plain collection (`package.targets`) it
        // goes too, or its variable is left unused; over anything else it is a review item.
        if replacement.isEmpty, let loop = emptiedLoop(by: range, around: clauses[0].directive, in: file) {
            if loop.overPlainCollection {
                let loopRemoval = removal.removal(statement: loop.keyword, end: loop.close)
                range = loopRemoval.range
                replacement = loopRemoval.replacement
            } else {
                result.findings.append(Finding(offset: file.tokens[loop.keyword].start, migration: name,
                    message: "this loop is left empty by the removed compiler directive; remove it if walking its sequence does nothing",
                    isAboutKeptCode: true, madeWith: range))
            }
        }
        result.edits.append(Edit(range: range, replacement: replacement, migration: name))
        if let comment = CommentLines(file: file).platformCommentAbove(clauses[0].directive), comment < range.lowerBound {
            result.findings.append(Finding(offset: comment, migration: name, message: ConditionsMigration.staleComment,
                                           isAboutKeptCode: true, madeWith: range))
        }
        // Comments on directive lines that go are named, never dropped silently.
        let keptDirectives = replacement.isEmpty || kept.first?.condition == nil ? [] : Set(kept.map(\.clause.directive))
        for clause in clauses where !keptDirectives.contains(clause.directive) {
            if let comment = clause.comment {
                result.findings.append(Finding(offset: file.tokens[comment].start, migration: name,
                    message: "the comment `\(file.text(of: comment))` on a removed compiler directive goes with it; keep it elsewhere if it still says something",
                    isAboutKeptCode: true, madeWith: range))
            }
        }
    }

    /// The `for` loop whose body holds nothing but the lines `removed` (white space aside), with
    /// whether it walks a plain collection: names and `.` only between `in` and `{`, no label,
    /// no `where`, no `try` or `await`.
    private func emptiedLoop(by removed: Range<Int>, around directive: Int,
                             in file: SourceFile) -> (keyword: Int, close: Int, overPlainCollection: Bool)? {
        guard let open = file.enclosingBrace(of: directive), let close = file.matchingBracket(of: open) else { return nil }
        for index in (open + 1)..<close where !removed.contains(file.tokens[index].start) {
            if file.tokens[index].kind != .space && file.tokens[index].kind != .newline { return nil }
        }
        var plain = true
        var sawIn = false
        var cursor = file.previousSignificant(before: open)
        while let current = cursor {
            let kind = file.tokens[current].kind
            if kind == .keyword, file.token(current, is: "for") {
                guard sawIn else { return nil }
                if let before = file.previousSignificant(before: current), file.tokens[before].kind == .colon { plain = false }
                if let after = file.nextSignificant(after: current), file.isKeyword(after, "try") || file.isKeyword(after, "await") { plain = false }
                return (current, close, plain)
            }
            if kind == .openBrace || kind == .closeBrace || kind == .semicolon { return nil }
            if kind == .keyword, file.token(current, is: "in") {
                sawIn = true
            } else if !sawIn, kind != .identifier, kind != .period, !file.isKeyword(current, "self") {
                plain = false
            }
            if kind == .closeParen || kind == .closeBracket {
                cursor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) }
                continue
            }
            cursor = file.previousSignificant(before: current)
        }
        return nil
    }

    /// The lines `body` of the branch that is left.
    private func keptLines(_ clause: Clause, body: Range<Int>, in file: SourceFile) -> [UInt8] {
        let directiveIndentation = file.indentation(ofLineContaining: file.tokens[clause.directive].start)
        let statements = StatementStructure(file: file)
        var cursor = file.tokenIndex(at: body.lowerBound)
        while cursor < file.tokens.count, file.tokens[cursor].start < body.upperBound, file.tokens[cursor].kind.isTrivia { cursor += 1 }
        guard cursor < file.tokens.count, file.tokens[cursor].start < body.upperBound,
              file.tokens[cursor].kind != .period, file.tokens[cursor].kind != .poundKeyword else {
            return Array(file.bytes[body])
        }
        // `case` labels of a `switch` go to their siblings' indentation, whatever the directive's.
        if statements.isCaseLabel(cursor), let brace = file.enclosingBrace(of: cursor) {
            let siblings = caseLabelIndentation(inBlockAt: brace, besides: clause, in: file)
            if file.indentation(ofLineContaining: file.tokens[cursor].start) == siblings { return Array(file.bytes[body]) }
            return Reindentation(file: file).shiftedLines(body, to: siblings)
        }
        // A directive no further right than the line that opens its block is written flush left
        // (as Xcode writes `#if` in a body): its lines are at their block's level already.
        if let brace = file.enclosingBrace(of: clause.directive),
           directiveIndentation.count <= file.indentation(ofLineContaining: file.tokens[brace].start).count {
            return Array(file.bytes[body])
        }
        let bodyIndentation = file.indentation(ofLineContaining: file.tokens[cursor].start)
        guard bodyIndentation.count > directiveIndentation.count, bodyIndentation.starts(with: directiveIndentation) else {
            return Array(file.bytes[body])
        }
        return Reindentation(file: file).shiftedLines(body, to: directiveIndentation)
    }

    /// The indentation of the `case` labels of the `switch` whose block opens at `brace`, other
    /// than those in `clause`: the first such label first on its line, or else the indentation
    /// of the line that opens the block.
    private func caseLabelIndentation(inBlockAt brace: Int, besides clause: Clause, in file: SourceFile) -> ArraySlice<UInt8> {
        let statements = StatementStructure(file: file)
        let close = file.matchingBracket(of: brace) ?? file.tokens.count
        var cursor = brace + 1
        while cursor < close {
            defer { cursor += 1 }
            guard file.tokens[cursor].kind == .keyword, !clause.body.contains(file.tokens[cursor].start),
                  file.enclosingBrace(of: cursor) == brace, file.isFirstOnLine(cursor), statements.isCaseLabel(cursor) else { continue }
            return file.indentation(ofLineContaining: file.tokens[cursor].start)
        }
        return file.indentation(ofLineContaining: file.tokens[brace].start)
    }

    private func lineBreak(of line: Range<Int>, in file: SourceFile) -> [UInt8] {
        let end = file.contentEndOfLine(containing: line.lowerBound)
        return end < line.upperBound ? Array(file.bytes[end..<line.upperBound]) : [10]
    }
}

extension CompilerConditionsMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        Only with `--swift-version X` (the oldest compiler the project builds with): `#if compiler(>=v)`, `#if swift(>=v)` and their `!`, `<` forms, in `#elseif`/`#else` chains and `&&`/`||` mixes, wherever a `#if` stands (modifier chains included). A branch always taken keeps its lines (moved to the `#if`'s indentation when deeper, as a kept block is, except in a modifier chain or under a `#if` written flush left in a body, whose lines are at their block's level already) and ends the chain; branches never taken go with their lines; a condition that still depends on something else keeps only that (`#if swift(>=5.7) && os(iOS)` → `#if os(iOS)`). Without `--target` but with `--swift-version`, only this migration runs.
        """#,
            leavesAlone: #"""
        `swift(>=6)` and above, which depend on the language mode rather than the compiler (a Swift 6 compiler in Swift 5 mode says false); conditions a newer compiler is needed for; a directive sharing its line with code or a condition it cannot parse. A comment on a directive line that goes is named in a review item.
        """#,
            arguments: ["--swift-version", "5.10"],
            example: [
            Explanation.ExampleFile(path: "View+Lists.swift", before: #"""
        extension View {
            func listStyle() -> some View {
                #if compiler(>=5.9) && os(iOS)
                self.listStyle(.insetGrouped)
                #elseif swift(<5.7)
                self.listStyle(.grouped)
                #else
                self
                #endif
            }

            func inputDisabled() -> some View {
                #if swift(>=5.9)
                self.scrollDisabled(true)
                #else
                self.disabled(true)
                #endif
            }
        }

        """#,
                                    after: #"""
        extension View {
            func listStyle() -> some View {
                #if os(iOS)
                self.listStyle(.insetGrouped)
                #else
                self
                #endif
            }

            func inputDisabled() -> some View {
                self.scrollDisabled(true)
            }
        }

        """#),
            ])
    }
}

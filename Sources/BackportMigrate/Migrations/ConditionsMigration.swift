/// DESIGN.md § Migrations 1: collapses `if`, `else if`, `guard` and `while` statements whose
/// `#available` / `#unavailable` checks the new deployment targets decide, and drops or
/// narrows the checks that are decided inside longer condition lists.
///
///     if #available(iOS 15, *) { new() } else { old() }    →   new()
///     guard #available(iOS 15, *) else { return }           →   (gone)
///     if #available(iOS 15, *), let url { … }               →   if let url { … }
///     #available(iOS 15, macOS 12, *)                       →   #available(macOS 12, *)
struct ConditionsMigration: Migration {
    let name = MigrationName.conditions
    let summary = "#available/#unavailable checks in if, guard, else if and while"

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        ByteSearch.contains(bytes, "available")
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let statements = StatementRewriter(file: file, targets: context.targets, migration: name)
        for index in file.tokens.indices where file.tokens[index].kind == .keyword {
            if file.token(index, is: "if") {
                if let previous = file.previousSignificant(before: index), file.isKeyword(previous, "else") { continue }
                statements.rewriteIf(at: index, into: &result)
            } else if file.token(index, is: "guard") {
                statements.rewriteGuard(at: index, into: &result)
            } else if file.token(index, is: "while"), !statements.isRepeatWhile(index) {
                statements.rewriteWhile(at: index, into: &result)
            }
        }
        return result
    }
}

/// What the targets make of one condition list.
enum ConditionVerdict {
    /// Every condition is an availability check the targets make true.
    case alwaysTrue
    /// One availability check is always false, so the whole list is.
    case alwaysFalse
    /// The list still depends on something at run time; `rewritten` is its new text when
    /// decided checks were dropped or narrowed, nil when nothing changes.
    case open(rewritten: [UInt8]?)
}

/// The statement-level rewrites of the conditions migration, over one file.
struct StatementRewriter {
    let file: SourceFile
    let targets: DeploymentTargets
    let migration: MigrationName

    // MARK: Deciding conditions

    /// Decides a condition list: each element that is `#available(…)` or `#unavailable(…)`
    /// is evaluated; the rest are left to run time.
    func verdict(of list: ConditionList) -> ConditionVerdict {
        var keep: [Int] = []
        var replacements: [Int: [UInt8]] = [:]
        var decidedTrue = 0
        for (position, element) in list.elements.enumerated() {
            switch evaluate(element) {
            case .alwaysTrue:
                decidedTrue += 1
            case .alwaysFalse:
                return .alwaysFalse
            case .reduced(let text):
                keep.append(position)
                replacements[position] = text
            case .unknown:
                keep.append(position)
            }
        }
        if keep.isEmpty { return .alwaysTrue }
        if decidedTrue == 0 && replacements.isEmpty { return .open(rewritten: nil) }
        let ranges = list.elements.map(file.byteRange)
        return .open(rewritten: file.joined(ranges, keeping: keep, replacing: replacements))
    }

    private enum ElementOutcome {
        case alwaysTrue, alwaysFalse, unknown
        case reduced([UInt8])
    }

    private func evaluate(_ element: ClosedRange<Int>) -> ElementOutcome {
        let first = element.lowerBound
        guard file.tokens[first].kind == .poundKeyword else { return .unknown }
        let isUnavailable = file.token(first, is: "#unavailable")
        guard isUnavailable || file.token(first, is: "#available"),
              let list = file.availabilityArguments(at: first), list.close == element.upperBound
        else { return .unknown }
        let arguments = file.argumentTexts(list).map(AvailabilityArgument.init(written:))
        switch AvailabilityEvaluator.evaluateCondition(isUnavailable: isUnavailable, arguments: arguments, targets: targets) {
        case .alwaysTrue: return .alwaysTrue
        case .alwaysFalse: return .alwaysFalse
        case .unchanged: return .unknown
        case .reduced(let keeping):
            guard !keeping.isEmpty else { return .unknown }
            let ranges = list.ranges.map(file.byteRange)
            var text = Array(file.bytes[file.tokens[first].start..<ranges[0].lowerBound])
            text += file.joined(ranges, keeping: keeping)
            text += file.bytes[ranges[ranges.count - 1].upperBound..<file.tokens[list.close].end]
            return .reduced(text)
        }
    }

    // MARK: if / else if chains

    /// One `if` of a chain: its keyword, conditions and braces.
    private struct Clause {
        var keyword: Int
        var conditions: ConditionList
        var open: Int
        var close: Int
    }

    private func clause(at keyword: Int) -> Clause? {
        guard let conditions = file.conditionList(after: keyword),
              let close = file.matchingBracket(of: conditions.terminator) else { return nil }
        return Clause(keyword: keyword, conditions: conditions, open: conditions.terminator, close: close)
    }

    func rewriteIf(at keyword: Int, into result: inout MigrationResult) {
        var clauses: [Clause] = []
        var elseBlock: (open: Int, close: Int)?
        var cursor = keyword
        while let next = clause(at: cursor) {
            clauses.append(next)
            guard let afterBody = file.nextSignificant(after: next.close), file.isKeyword(afterBody, "else"),
                  let branch = file.nextSignificant(after: afterBody) else { break }
            if file.isKeyword(branch, "if") {
                cursor = branch
            } else if file.tokens[branch].kind == .openBrace, let close = file.matchingBracket(of: branch) {
                elseBlock = (branch, close)
                break
            } else {
                return
            }
        }
        guard !clauses.isEmpty else { return }
        // An `else if` whose clause failed to parse leaves the chain half-read: touch nothing.
        if elseBlock == nil, let afterBody = file.nextSignificant(after: clauses[clauses.count - 1].close),
           file.isKeyword(afterBody, "else") { return }

        let verdicts = clauses.map { verdict(of: $0.conditions) }
        var kept: [(index: Int, rewritten: [UInt8]?)] = []
        var final: (open: Int, close: Int, clauseIndex: Int?)? = elseBlock.map { ($0.open, $0.close, nil) }
        var changed = false
        for (index, verdict) in verdicts.enumerated() {
            switch verdict {
            case .alwaysFalse:
                changed = true
                continue
            case .alwaysTrue:
                changed = true
                final = (clauses[index].open, clauses[index].close, index)
            case .open(let rewritten):
                if rewritten != nil { changed = true }
                kept.append((index, rewritten))
                continue
            }
            break
        }
        guard changed else { return }

        let first = clauses[0].keyword
        let end = elseBlock?.close ?? clauses[clauses.count - 1].close
        if kept.isEmpty {
            if let final {
                result.edits.append(inline(block: final.open, final.close, statement: first, end: end))
            } else {
                result.edits.append(removal(statement: first, end: end))
            }
            return
        }

        // Rebuild the chain from the clauses that stay, each with the separator (` else `)
        // that preceded it in the source.
        var text: [UInt8] = []
        for (position, entry) in kept.enumerated() {
            let current = clauses[entry.index]
            if position > 0 {
                text += file.bytes[file.tokens[clauses[entry.index - 1].close].end..<file.tokens[current.keyword].start]
            }
            let conditionRange = file.byteRange(current.conditions.elements[0].lowerBound...current.conditions.elements.last!.upperBound)
            text += file.bytes[file.tokens[current.keyword].start..<conditionRange.lowerBound]
            text += entry.rewritten ?? Array(file.bytes[conditionRange])
            text += file.bytes[conditionRange.upperBound..<file.tokens[current.close].end]
        }
        if let final {
            if let index = final.clauseIndex {
                // An `else if` that is now always true ends the chain as a plain `else`.
                text += file.bytes[file.tokens[clauses[index - 1].close].end..<file.tokens[clauses[index].keyword].start]
                text += file.bytes[file.tokens[final.open].start..<file.tokens[final.close].end]
            } else {
                text += file.bytes[file.tokens[clauses[clauses.count - 1].close].end..<file.tokens[final.close].end]
            }
        }
        let range = file.tokens[first].start..<file.tokens[end].end
        result.edits.append(Edit(range: range, replacement: text, migration: migration))
    }

    // MARK: guard and while

    func rewriteGuard(at keyword: Int, into result: inout MigrationResult) {
        guard let conditions = file.conditionList(after: keyword),
              let open = file.nextSignificant(after: conditions.terminator), file.tokens[open].kind == .openBrace,
              let close = file.matchingBracket(of: open) else { return }
        switch verdict(of: conditions) {
        case .alwaysTrue:
            result.edits.append(removal(statement: keyword, end: close))
        case .alwaysFalse:
            result.findings.append(Finding(
                offset: file.tokens[keyword].start, migration: migration,
                message: "guard condition is always false for the new targets, so its else branch always runs; left for review"
            ))
        case .open(let rewritten?):
            result.edits.append(conditionEdit(conditions, rewritten))
        case .open(nil):
            break
        }
    }

    func rewriteWhile(at keyword: Int, into result: inout MigrationResult) {
        guard let conditions = file.conditionList(after: keyword),
              let close = file.matchingBracket(of: conditions.terminator) else { return }
        switch verdict(of: conditions) {
        case .alwaysTrue:
            result.findings.append(Finding(
                offset: file.tokens[keyword].start, migration: migration,
                message: "while loop whose only condition is an availability check that is now always true; left for review"
            ))
        case .alwaysFalse:
            result.edits.append(removal(statement: keyword, end: close))
        case .open(let rewritten?):
            result.edits.append(conditionEdit(conditions, rewritten))
        case .open(nil):
            break
        }
    }

    /// Whether the `while` at `keyword` ends a `repeat { … } while …` loop.
    func isRepeatWhile(_ keyword: Int) -> Bool {
        guard let previous = file.previousSignificant(before: keyword), file.tokens[previous].kind == .closeBrace,
              let open = file.matchingBracket(of: previous),
              let beforeOpen = file.previousSignificant(before: open) else { return false }
        return file.isKeyword(beforeOpen, "repeat")
    }

    private func conditionEdit(_ conditions: ConditionList, _ rewritten: [UInt8]) -> Edit {
        let range = file.byteRange(conditions.elements[0].lowerBound...conditions.elements.last!.upperBound)
        return Edit(range: range, replacement: rewritten, migration: migration)
    }

    // MARK: Removing and inlining statements

    /// Whether the statement from token `first` to token `last` has its lines to itself:
    /// only indentation before it, only white space or a comment after it.
    private func ownsLines(_ first: Int, _ last: Int) -> Bool {
        file.isFirstOnLine(first) && file.isLastOnLine(last)
    }

    /// Removes the statement from token `first` to token `last`.
    func removal(statement first: Int, end last: Int) -> Edit {
        if ownsLines(first, last), isOnlyStatementOfCase(first, last) {
            // A `case` needs a statement: what was the only one becomes `break`.
            let lineStart = file.startOfLine(containing: file.tokens[first].start)
            let lineEnd = file.contentEndOfLine(containing: file.tokens[last].end)
            let text = Array(file.indentation(ofLineContaining: lineStart)) + Array("break".utf8)
            return Edit(range: lineStart..<lineEnd, replacement: text, migration: migration)
        }
        if ownsLines(first, last) {
            let range = file.lineRemovalRange(from: file.tokens[first].start, to: file.tokens[last].end, takingCommentsAbove: true)
            return Edit(range: range, replacement: [], migration: migration)
        }
        // Inside a line: the statement goes with the spaces before it.
        var start = file.tokens[first].start
        if first > 0, file.tokens[first - 1].kind == .space, !file.isFirstOnLine(first) {
            start = file.tokens[first - 1].start
        }
        return Edit(range: start..<file.tokens[last].end, replacement: [], migration: migration)
    }

    /// Whether the statement is all there is between a `case …:` label and the next label
    /// or the end of the `switch`.
    private func isOnlyStatementOfCase(_ first: Int, _ last: Int) -> Bool {
        guard let before = file.previousSignificant(before: first), file.tokens[before].kind == .colon,
              let after = file.nextSignificant(after: last) else { return false }
        guard file.isKeyword(after, "case") || file.isKeyword(after, "default") || file.tokens[after].kind == .closeBrace
              || (file.tokens[after].kind == .attribute && file.token(after, is: "@unknown")) else { return false }
        // The colon must end a label that starts its line with `case` or `default`.
        var cursor = before
        while let previous = file.previousSignificant(before: cursor), file.line(of: previous) == file.line(of: before) {
            cursor = previous
        }
        return file.isKeyword(cursor, "case") || file.isKeyword(cursor, "default")
            || (file.tokens[cursor].kind == .attribute && file.token(cursor, is: "@unknown"))
    }

    /// Replaces the statement from token `first` to token `last` by the contents of the block
    /// `{ … }` at `open`/`close`.
    func inline(block open: Int, _ close: Int, statement first: Int, end last: Int) -> Edit {
        if mustStayBlock(open, close, statement: first, end: last) {
            var text = Array("do ".utf8)
            text += file.bytes[file.tokens[open].start..<file.tokens[close].end]
            return Edit(range: file.tokens[first].start..<file.tokens[last].end, replacement: text, migration: migration)
        }
        if ownsLines(first, last) {
            var range = file.startOfLine(containing: file.tokens[first].start)..<file.endOfLine(containing: file.tokens[last].end)
            if range.lowerBound > 0 {
                let above = file.startOfLine(containing: range.lowerBound - 1)
                if file.isLinterDirectiveLine(startingAt: above) { range = above..<range.upperBound }
            }
            let indentation = file.indentation(ofLineContaining: file.tokens[first].start)
            var (text, origins) = file.inlinedLines(ofBlock: open, close, indentation: indentation)
            if text.isEmpty { return removal(statement: first, end: last) }
            if file.contentEndOfLine(containing: file.tokens[last].end) == range.upperBound {
                // The statement ended the file without a line break; so does its replacement.
                while let byte = text.last, byte == 10 || byte == 13 { text.removeLast() }
            }
            return Edit(range: range, replacement: text, migration: migration, lineOrigins: origins)
        }
        let inner = file.trimmedText(file.tokens[open].end, file.tokens[close].start)
        if inner.isEmpty { return removal(statement: first, end: last) }
        return Edit(range: file.tokens[first].start..<file.tokens[last].end, replacement: Array(inner), migration: migration)
    }

    /// Whether inlining the block would change meaning: it has a `defer` of its own, or it
    /// declares a name that the code around the statement also uses.
    private func mustStayBlock(_ open: Int, _ close: Int, statement first: Int, end last: Int) -> Bool {
        var declared: Set<String> = []
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            if let match = file.matchingBracket(of: index), match > index, token.kind != .openParen || !declaresTuple(before: index) {
                index = match + 1
                continue
            }
            if token.kind == .keyword {
                if file.token(index, is: "defer") { return true }
                if isDeclarationKeyword(index), let names = declaredNames(after: index) {
                    declared.formUnion(names)
                }
            }
            index += 1
        }
        guard !declared.isEmpty else { return false }

        let scopeStart: Int, scopeEnd: Int
        if let brace = file.enclosingBrace(of: first), let match = file.matchingBracket(of: brace) {
            (scopeStart, scopeEnd) = (brace + 1, match)
        } else {
            (scopeStart, scopeEnd) = (0, file.tokens.count)
        }
        for index in scopeStart..<scopeEnd where index < first || index > last {
            if file.tokens[index].kind == .identifier, declared.contains(plainName(index)) { return true }
        }
        return false
    }

    private func isDeclarationKeyword(_ index: Int) -> Bool {
        for keyword: StaticString in ["let", "var", "func", "struct", "class", "enum", "typealias", "protocol"]
        where file.token(index, is: keyword) {
            // `if let x`, `while let x`, `case let x` bind inside their own statement only.
            if let previous = file.previousSignificant(before: index),
               file.isKeyword(previous, "if") || file.isKeyword(previous, "while") || file.isKeyword(previous, "case")
               || file.tokens[previous].kind == .comma {
                return false
            }
            return true
        }
        return false
    }

    /// Whether the `(` at `index` is the tuple pattern of a `let`/`var`.
    private func declaresTuple(before index: Int) -> Bool {
        guard let previous = file.previousSignificant(before: index) else { return false }
        return file.isKeyword(previous, "let") || file.isKeyword(previous, "var")
    }

    private func declaredNames(after keyword: Int) -> Set<String>? {
        guard let next = file.nextSignificant(after: keyword) else { return nil }
        if file.tokens[next].kind == .identifier { return [plainName(next)] }
        if file.tokens[next].kind == .openParen, let close = file.matchingBracket(of: next) {
            return Set((next..<close).filter { file.tokens[$0].kind == .identifier }.map(plainName))
        }
        return nil
    }

    /// An identifier's name without backticks.
    private func plainName(_ index: Int) -> String {
        var text = file.text(of: index)
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }
}

/// What follows a statement that always leaves its scope: once an `if #available` that ends in
/// `return` is inlined, the fallback after it can never run and must go with it (kept, it would
/// be dead code, a second `return` of another type, or, after a bare `return`, read as its value).
/// An edit can also make a statement around it always leave (the branch that did not is gone, or
/// the `break` that landed after it): what follows that goes too, in the same edit.
struct UnreachableCode {
    let file: SourceFile
    /// The migration the edits are made for, for the per-migration counts.
    let migration: MigrationName

    private var controlFlow: ControlFlow { ControlFlow(file: file) }
    private var statements: StatementStructure { StatementStructure(file: file) }
    private var removal: Removal { Removal(file: file, migration: migration) }

    /// What follows a statement in its block, to go once the statement always leaves.
    private enum Tail: Equatable {
        /// Nothing: the statement ends its block, its `case`, or its branch of an `#if` that
        /// nothing follows.
        case none
        /// Statements through this token, which can all go.
        case through(Int)
        /// Statements that cannot all go: some come after the `#endif` of an `#if` around the
        /// statement (they run in another configuration), or a `#warning`, `#error` or
        /// `#sourceLocation` is among them.
        case blocked
    }

    /// The statements after token `last` up to the end of its block (or of its `case` in a
    /// `switch`): what can never run once the statement always leaves the scope. A whole
    /// `#if … #endif` among them goes too; an `#else`, `#elseif` or `#endif` that belongs to an
    /// `#if` around the statement ends them. Other `#` words (`#available` starting a
    /// condition's line, `#selector`, macros) are code like any other.
    private func tail(after last: Int) -> Tail {
        guard let brace = file.enclosingBrace(of: last), let close = file.matchingBracket(of: brace),
              var cursor = file.nextSignificant(after: last), cursor < close else { return .none }
        var tail: Int?
        while cursor < close {
            let kind = file.tokens[cursor].kind
            if kind == .poundKeyword && file.isFirstOnLine(cursor) {
                if file.token(cursor, is: "#if") {
                    guard let endif = endOfConditionalCompilation(at: cursor, before: close) else { return .blocked }
                    tail = endif
                    guard let next = file.nextSignificant(after: endif) else { break }
                    cursor = next
                    continue
                }
                if file.token(cursor, is: "#else") || file.token(cursor, is: "#elseif") || file.token(cursor, is: "#endif") {
                    if codeFollowsBranch(endingAt: cursor, before: close) { return .blocked }
                    break
                }
                if file.token(cursor, is: "#warning") || file.token(cursor, is: "#error") || file.token(cursor, is: "#sourceLocation") {
                    return .blocked
                }
            }
            if isCaseBoundary(cursor) { break }
            if let match = file.matchingBracket(of: cursor), match > cursor {
                tail = match
                guard let next = file.nextSignificant(after: match) else { break }
                cursor = next
                continue
            }
            tail = cursor
            guard let next = file.nextSignificant(after: cursor) else { break }
            cursor = next
        }
        return tail.map(Tail.through) ?? .none
    }

    /// Whether the token starts the next `case` of a `switch` (its statements end there).
    private func isCaseBoundary(_ index: Int) -> Bool {
        file.isFirstOnLine(index) && (statements.isCaseLabel(index) || (file.tokens[index].kind == .attribute && file.token(index, is: "@unknown")))
    }

    /// Whether code follows, before token `limit`, the `#if` group whose branch ends at the
    /// directive `stop` (`#else`, `#elseif` or `#endif`): code after its `#endif`, which runs in
    /// other configurations (the group's other branches do not count).
    private func codeFollowsBranch(endingAt stop: Int, before limit: Int) -> Bool {
        var depth = 0
        var inOtherBranch = !file.token(stop, is: "#endif")
        var cursor = stop
        while cursor < limit {
            if file.tokens[cursor].kind == .poundKeyword && file.isFirstOnLine(cursor) {
                if cursor != stop {
                    if file.token(cursor, is: "#if") {
                        depth += 1
                    } else if file.token(cursor, is: "#endif") {
                        if depth > 0 { depth -= 1 } else { inOtherBranch = false }
                    } else if depth == 0, file.token(cursor, is: "#else") || file.token(cursor, is: "#elseif") {
                        inOtherBranch = true
                    }
                }
                // The directive's own line (an `#if`'s condition) is no code.
                let line = file.line(of: cursor)
                var next = file.nextSignificant(after: cursor)
                while let candidate = next, candidate < limit, file.line(of: candidate) == line {
                    next = file.nextSignificant(after: candidate)
                }
                guard let next else { return false }
                cursor = next
                continue
            }
            if isCaseBoundary(cursor) { return false }
            if !inOtherBranch { return true }
            guard let next = file.nextSignificant(after: cursor) else { return false }
            cursor = next
        }
        return false
    }

    /// The `#endif` that closes the `#if` at `start`, if it comes before token `limit`.
    private func endOfConditionalCompilation(at start: Int, before limit: Int) -> Int? {
        var depth = 0
        var cursor = start
        while cursor < limit {
            if file.tokens[cursor].kind == .poundKeyword && file.isFirstOnLine(cursor) {
                if file.token(cursor, is: "#if") { depth += 1 }
                if file.token(cursor, is: "#endif") {
                    depth -= 1
                    if depth == 0 { return cursor }
                }
            }
            cursor += 1
        }
        return nil
    }

    /// Removes the statements after token `end` through token `tail`: whole lines when they
    /// have them to themselves (and the blank lines then left before the block's `}`), else
    /// the text between.
    private func tailRemoval(after end: Int, through tail: Int) -> Edit {
        if file.isLastOnLine(end), file.isLastOnLine(tail) {
            let start = file.endOfLine(containing: file.tokens[end].end)
            let upper = removal.blankLinesBeforeClose(from: file.endOfLine(containing: file.tokens[tail].end))
            return Edit(range: start..<upper, replacement: [], migration: migration)
        }
        return Edit(range: file.tokens[end].end..<file.tokens[tail].end, replacement: [], migration: migration)
    }

    /// `edit`, a rewrite of the statement from token `first` (its label, if any) to token `last`,
    /// widened to remove what it makes unreachable: with `ending`, what replaces the statement,
    /// when that always leaves, the statements after it; then, for each statement around it that
    /// always leaves once the edit is made, the statements after that one (even if it left
    /// before: the compiler does not always say so of the longer code, and says it of the
    /// shorter). Whether a statement around it leaves is judged on the file as the edit leaves it.
    ///
    /// Nil when the edit must not be made: dead code it makes cannot go (`Tail.blocked`), or it
    /// makes code dead only in the configuration of an `#if` branch, where other configurations
    /// still run it.
    func removingWhatBecomesUnreachable(_ edit: Edit, statement first: Int, end last: Int, ending: ControlFlow.Ending? = nil) -> Edit? {
        // A statement that can never run goes whole, with all that cannot run around it: the
        // compiler warns of the first statement of such code, which the edit would change.
        if let dead = deadRegion(holding: first) { return dead }
        var edit = edit
        if let ending {
            if controlFlow.alwaysLeaves(ending) {
                switch tail(after: last) {
                case .blocked: return nil
                case .through(let tail): edit = merging(edit, removing: tailRemoval(after: last, through: tail).range)
                case .none: break
                }
            } else if controlFlow.alwaysLeaves(ending, ControlFlow.ExitScope(countingConditionalCode: true)), tail(after: last) != .none {
                // Some configuration may find the code after it unreachable; with none after
                // it, there is nothing to find.
                return nil
            }
        }
        // Only code with a way out (or a `try`, which makes a `catch` reachable) can change
        // whether what holds it leaves.
        guard controlFlow.holdsExit(from: first, through: last) else { return edit }
        // The outermost statement around the edit below its function or closure body: what
        // any statement around the edit can reach (labels, loops) lies within it, so it is the
        // only text to judge again, instead of the whole file for every edit.
        var outermost: (start: Int, end: Int)?
        var probe = first
        while let outer = statements.enclosingStatement(of: probe) {
            outermost = outer
            probe = outer.start
        }
        var inner = first
        while let outer = statements.enclosingStatement(of: inner) {
            inner = outer.start
            let keyword = statements.labelledKeyword(at: outer.start) ?? outer.start
            guard ["if", "do", "switch", "repeat"].contains(where: { file.isKeyword(keyword, $0) }) else { continue }
            let (edited, shift) = judgedAgain(with: edit, within: outermost ?? outer)
            let start = edited.file.tokenIndex(at: file.tokens[outer.start].start - shift)
            // A `repeat` loop's condition is no statement that could go.
            if file.isKeyword(keyword, "repeat"), edited.conditionIsUnreachable(repeatAt: start), !controlFlow.conditionIsUnreachable(repeatAt: outer.start) {
                return nil
            }
            // Even when it left already: the compiler may warn of what follows only now.
            if edited.alwaysLeaves(statementAt: start) {
                switch tail(after: outer.end) {
                case .blocked: return nil
                case .through(let tail): edit = merging(edit, removing: tailRemoval(after: outer.end, through: tail).range)
                case .none: break
                }
            } else {
                let blind = ControlFlow.ExitScope(countingConditionalCode: true)
                if edited.alwaysLeaves(statementAt: start, blind), !controlFlow.alwaysLeaves(statementAt: outer.start, blind) { return nil }
            }
        }
        return edit
    }

    /// The statements from token `region.start` to `region.end` as `edit` leaves them,
    /// tokenized on their own, and how far their offsets moved back; the whole file when the
    /// edit reaches outside them.
    private func judgedAgain(with edit: Edit, within region: (start: Int, end: Int)) -> (ControlFlow, Int) {
        let lower = file.tokens[region.start].start
        let upper = file.tokens[region.end].end
        guard lower <= edit.range.lowerBound, edit.range.upperBound <= upper else {
            return (ControlFlow(file: SourceFile(bytes: EditBatch([edit]).apply(to: file.bytes))), 0)
        }
        var bytes = Array(file.bytes[lower..<edit.range.lowerBound])
        bytes += edit.replacement
        bytes += file.bytes[edit.range.upperBound..<upper]
        return (ControlFlow(file: SourceFile(bytes: bytes)), lower)
    }

    /// The removal of the statements that can never run in the block holding the statement at
    /// `first`, when it is one of them: those after an earlier statement that always leaves
    /// (outside `#if` branches). Nil when it can run, or when they cannot all go.
    private func deadRegion(holding first: Int) -> Edit? {
        guard let block = statements.enclosingBlock(of: first) else { return nil }
        let leaving = firstLeavingStatement(in: block)
        guard leaving >= 0, leaving < first else { return nil }
        guard let end = statementEnd(of: leaving, in: block), case .through(let tail) = tail(after: end) else { return nil }
        return tailRemoval(after: end, through: tail)
    }

    /// The first statement of `block` outside every `#if` that always leaves, or -1; asked for
    /// each statement of the block that an edit touches, so it is worked out once per block.
    private func firstLeavingStatement(in block: (open: Int, close: Int)) -> Int {
        file.memo.answer(.firstLeavingStatement, about: block.open) {
            var depth = 0
            for start in statements.statementStarts(block.open, block.close) {
                if file.tokens[start].kind == .poundKeyword {
                    if file.token(start, is: "#if") { depth += 1 }
                    if file.token(start, is: "#endif") { depth -= 1 }
                    continue
                }
                if depth == 0, controlFlow.alwaysLeaves(statementAt: start) { return start }
            }
            return -1
        }
    }

    /// The last token of the statement starting at `start` in `block`: the one before the next
    /// statement's first, or before the block's end.
    private func statementEnd(of start: Int, in block: (open: Int, close: Int)) -> Int? {
        let next = statements.statementStarts(block.open, block.close).first { $0 > start } ?? block.close
        return file.previousSignificant(before: next)
    }

    /// `edit` widened to remove `removal` too, a later range; the bytes between stay. A removal
    /// that starts inside the edit (the edit took its statement's whole line and the dead code
    /// shares the next line with a `}`) starts where the edit ends.
    private func merging(_ edit: Edit, removing removal: Range<Int>) -> Edit {
        guard removal.upperBound > edit.range.upperBound else { return edit }
        let removal = max(removal.lowerBound, edit.range.upperBound)..<removal.upperBound
        let between = file.bytes[edit.range.upperBound..<removal.lowerBound]
        let firstLine = file.line(ofOffset: edit.range.lowerBound)
        let replacementBreaks = Self.lineBreaks(in: edit.replacement[...])
        var origins = Array((edit.lineOrigins ?? []).prefix(replacementBreaks))
        origins += Array(repeating: firstLine, count: replacementBreaks - origins.count)
        // The line the replacement ends in, then the lines of `between`, which keep their own.
        let betweenLine = file.line(ofOffset: edit.range.upperBound)
        let endsLine = edit.replacement.last.map { $0 == 10 || $0 == 13 } ?? true
        origins.append(endsLine ? betweenLine : (edit.lineOrigins?.dropFirst(replacementBreaks).first ?? firstLine))
        let betweenBreaks = Self.lineBreaks(in: between)
        if betweenBreaks > 0 { origins += (1...betweenBreaks).map { betweenLine + $0 } }
        var merged = Edit(range: edit.range.lowerBound..<removal.upperBound, replacement: edit.replacement + between,
                          migration: edit.migration, lineOrigins: origins)
        merged.rewrites = edit.rewrites
        return merged
    }

    private static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 13 || (byte == 10 && previous != 13) { count += 1 }
            previous = byte
        }
        return count
    }
}

/// What the targets make of one condition list.
enum ConditionVerdict {
    /// Every condition is an availability check the targets make true.
    case alwaysTrue
    /// One availability check is always false, so the whole list is.
    case alwaysFalse
    /// Always false, but a condition before the check may have an effect that removing the
    /// statement would lose (`if bump(), #unavailable(iOS 16)`): the text of that condition.
    case alwaysFalseAfterEffect(String)
    /// The list still depends on something at run time; `rewritten` is its new text when
    /// decided checks were dropped or narrowed, nil when nothing changes.
    case open(rewritten: [UInt8]?)
}

/// The statement-level rewrites of the conditions migration, over one file: deciding condition
/// lists and rebuilding `if` chains. Removing and inlining statements is `Removal`'s and `BlockInlining`'s.
struct StatementRewriter {
    let file: SourceFile
    let targets: DeploymentTargets
    let migration: MigrationName
    let composesNestedStatements: Bool

    /// Removes, inlines and widens the statements this rewriter decides on.
    private var removal: Removal { Removal(file: file, migration: migration) }
    private var inlining: BlockInlining { BlockInlining(file: file, migration: migration) }
    private var unreachable: UnreachableCode { UnreachableCode(file: file, migration: migration) }
    private var commentLines: CommentLines { CommentLines(file: file) }

    // MARK: Deciding conditions

    /// Decides a condition list: each element that is `#available(…)` or `#unavailable(…)`
    /// is evaluated; the rest are left to run time.
    static let wouldEmptyBlock = "the check is decided for the new targets, but the rewrite would leave nothing in this closure or body, "
        + "which may not be empty (a result builder without an empty `buildBlock()`, such as SwiftUI's `ToolbarContentBuilder`, rejects it; "
        + "an empty closure is often a call to remove); left for review"
    static let tailCannotGo = "the checks here are decided for the new targets and what is left always leaves the scope, "
        + "but code that could then never run cannot go with it (code after an #endif, which other configurations run; "
        + "#warning, #error or #sourceLocation; a repeat loop's condition); left for review"

    func verdict(of list: ConditionList) -> ConditionVerdict {
        var keep: [Int] = []
        var replacements: [Int: [UInt8]] = [:]
        var decidedTrue = 0
        for (position, element) in list.elements.enumerated() {
            switch evaluate(element) {
            case .alwaysTrue:
                decidedTrue += 1
            case .alwaysFalse:
                if let effect = keep.first(where: { !isFreeOfEffects(list.elements[$0]) }) {
                    let range = file.byteRange(list.elements[effect])
                    return .alwaysFalseAfterEffect(file.text(from: range.lowerBound, to: range.upperBound))
                }
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

    /// Whether a condition plainly has no effect: names, member reads, literals, `!`, and
    /// `let x = name` / `let x` bindings of those. Calls, `try`, `await`, subscripts and
    /// operators (whose definitions are not in sight) may have one.
    private func isFreeOfEffects(_ element: ClosedRange<Int>) -> Bool {
        for index in element {
            switch file.tokens[index].kind {
            case .identifier, .period, .number, .space, .newline, .lineComment, .blockComment: continue
            case .string: if file.text(of: index).contains("\\(") { return false }
            case .keyword:
                if ["let", "var", "self", "true", "false", "nil"].contains(file.text(of: index)) { continue }
                return false
            case .operator:
                let text = file.text(of: index)
                if text == "!" || text == "=" { continue }
                return false
            default: return false
            }
        }
        return true
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

    /// An `if` chain as read, with each clause's verdict; `end` is its last `}`.
    private struct Chain {
        var clauses: [Clause]
        var elseBlock: (open: Int, close: Int)?
        var verdicts: [ConditionVerdict]
        var end: Int
    }

    /// The `if` chain at `keyword`; nil when part of it cannot be read.
    private func chain(at keyword: Int) -> Chain? {
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
                return nil
            }
        }
        guard !clauses.isEmpty else { return nil }
        // An `else if` whose clause failed to parse leaves the chain half-read: touch nothing.
        if elseBlock == nil, let afterBody = file.nextSignificant(after: clauses[clauses.count - 1].close),
           file.isKeyword(afterBody, "else") { return nil }
        return Chain(clauses: clauses, elseBlock: elseBlock, verdicts: clauses.map { verdict(of: $0.conditions) },
                     end: elseBlock?.close ?? clauses[clauses.count - 1].close)
    }

    func rewriteIf(at keyword: Int, into result: inout MigrationResult) {
        guard let chain = chain(at: keyword) else { return }
        let (clauses, elseBlock, verdicts) = (chain.clauses, chain.elseBlock, chain.verdicts)
        for (index, verdict) in verdicts.enumerated() {
            if case .alwaysTrue = verdict { break }
            if case .alwaysFalseAfterEffect(let condition) = verdict {
                result.findings.append(Finding(
                    offset: file.tokens[clauses[index].keyword].start, migration: migration,
                    message: "the availability check is always false for the new targets, but `\(condition)` before it may have an effect that removing the branch would lose; left for review"))
                return
            }
        }
        var kept: [(index: Int, rewritten: [UInt8]?)] = []
        var final: (open: Int, close: Int, clauseIndex: Int?)? = elseBlock.map { ($0.open, $0.close, nil) }
        var changed = false
        for (index, verdict) in verdicts.enumerated() {
            switch verdict {
            case .alwaysFalse, .alwaysFalseAfterEffect:
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
        let end = chain.end
        if kept.isEmpty {
            let label = self.label(of: first)
            if let final {
                // A comment after the statement's closing brace stays where it is; those the
                // kept block opens with (`if #available(macOS 12, *) { // earlier versions
                // stutter`, or a block holding only `// Fixed in iOS 14+.`) go above or in
                // place of the inlined code: any of them may speak of what is gone.
                flagCommentAfter(end, into: &result)
                flagStale(file.commentsOpening(block: final.open), into: &result)
                if label == nil, inlining.mayRetypeClosure(first, end, keeping: final.open, final.close) {
                    result.findings.append(Finding(
                        offset: file.tokens[first].start, migration: migration,
                        message: "the check is decided for the new targets, but this `if` is all of a closure stored without a type: "
                            + "it may be the closure's value or a statement (`() -> Void`), as its branches' types decide, "
                            + "and its kept branch alone would be the value; left for review"))
                    return
                }
                // A `break label` inside must keep reaching the same statement: `label: do { … }`.
                let ending = ControlFlow.Ending.block(open: final.open, close: final.close, label: label.map { file.text(of: $0) })
                let edit: Edit
                if composesNestedStatements {
                    edit = inlining.inline(block: final.open, final.close, statement: first, end: end) { nestedInline(at: $0) }
                } else {
                    edit = inlining.inline(block: final.open, final.close, statement: first, end: end)
                }
                append(edit, statement: label ?? first, end: end, ending: ending, into: &result)
            } else {
                append(removal.removal(statement: label ?? first, end: end), statement: label ?? first, end: end, into: &result)
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
        // Without the branches that cannot run, the chain may always leave: then what follows
        // it can never run and goes, as after an inlined block that leaves (even when the longer
        // chain already left: the compiler may not have said so of it, but says it of the shorter).
        let label = self.label(of: first)
        var ending: ControlFlow.Ending?
        if let final {
            let blocks = kept.map { (clauses[$0.index].open, clauses[$0.index].close) } + [(final.open, final.close)]
            ending = .chain(blocks: blocks, label: label.map { file.text(of: $0) })
        }
        let range = file.tokens[first].start..<file.tokens[end].end
        append(Edit(range: range, replacement: text, migration: migration), statement: label ?? first, end: end, ending: ending, into: &result)
        for entry in kept where entry.rewritten != nil {
            let clause = clauses[entry.index]
            flagCommentsOnTheLines(of: clause.conditions, open: clause.open, into: &result)
        }
        if final == nil, kept.contains(where: { $0.rewritten != nil }) { flagCommentAfter(end, into: &result) }
    }

    /// Review items for the comments that stay on the lines of a statement whose conditions lose
    /// a check: after the last condition, or those its block opens with
    /// (`if items.isEmpty, #available(iOS 16, *) { // Only on iOS 16+`).
    private func flagCommentsOnTheLines(of conditions: ConditionList, open: Int, into result: inout MigrationResult) {
        var comments: [Int] = []
        var index = conditions.elements[conditions.elements.count - 1].upperBound + 1
        while index < open {
            if file.tokens[index].kind.isComment { comments.append(index) }
            index += 1
        }
        if file.tokens[open].kind == .openBrace { comments += file.commentsOpening(block: open) }
        flagStale(comments, into: &result)
    }

    /// A review item for the comment after `close` on its line, when it names a platform.
    private func flagCommentAfter(_ close: Int, into result: inout MigrationResult) {
        flagStale(file.trailingComment(after: close).map { [$0] } ?? [], into: &result)
    }

    /// The stale-comment review item for each of `comments` that names a platform or a version.
    private func flagStale(_ comments: [Int], into result: inout MigrationResult) {
        for comment in comments where CommentLines.namesPlatform(file.text(of: comment)) {
            result.findings.append(Finding(offset: file.tokens[comment].start, migration: migration,
                                           message: ConditionsMigration.staleComment, isAboutKeptCode: true))
        }
    }

    /// The `if` at `keyword`, in a block that an edit inlines, as a statement the same edit can
    /// inline too: its chain comes down to one block kept whole, and nothing of that depends on
    /// the code around it, which the outer edit changes. So: no label; no way out in it or before
    /// it in its block (nothing it leaves or makes unreachable, and it is no dead code); no name
    /// or `defer` of the kept block's own (no clash, wherever it lands); on lines of its own with
    /// no comment on its condition or `else` lines, after it, or naming a platform above it, and
    /// no linter directive above it (review items and edits that reach outside its lines). Every
    /// other statement waits for the next pass, where it is judged in its new place.
    func nestedInline(at keyword: Int) -> BlockInlining.NestedInline? {
        guard file.isKeyword(keyword, "if"), label(of: keyword) == nil,
              let brace = file.enclosingBrace(of: keyword), let chain = chain(at: keyword) else { return nil }
        var kept = chain.elseBlock
        decide: for (index, verdict) in chain.verdicts.enumerated() {
            switch verdict {
            case .alwaysFalse: continue
            case .alwaysTrue:
                kept = (chain.clauses[index].open, chain.clauses[index].close)
                break decide
            case .alwaysFalseAfterEffect, .open: return nil
            }
        }
        guard let kept, removal.ownsLines(keyword, chain.end),
              !ControlFlow(file: file).holdsExit(from: brace, through: chain.end),
              let code = file.nextSignificant(after: kept.open), code < kept.close,
              inlining.namesDeclared(inBlock: kept.open, kept.close)?.isEmpty == true,
              commentLines.platformCommentAbove(keyword) == nil else { return nil }
        if let after = file.nextSignificantOrComment(after: chain.end), file.tokens[after].kind.isComment,
           file.line(of: after) == file.line(of: chain.end) { return nil }
        let lineStart = file.startOfLine(containing: file.tokens[keyword].start)
        if lineStart > file.firstLineStart, commentLines.isLinterDirectiveLine(startingAt: file.startOfLine(containing: lineStart - 1)) { return nil }
        var index = keyword
        while index < chain.end {
            if file.tokens[index].kind == .openBrace, let close = file.matchingBracket(of: index) {
                index = close + 1
                continue
            }
            if file.tokens[index].kind.isComment { return nil }
            index += 1
        }
        return BlockInlining.NestedInline(first: keyword, last: chain.end, open: kept.open, close: kept.close)
    }

    /// Adds `edit`, a rewrite of the statement from `first` to `last`, widened to remove what it
    /// makes unreachable; or, when that cannot go, a review item and no edit.
    private func append(_ edit: Edit?, statement first: Int, end last: Int, ending: ControlFlow.Ending? = nil,
                        into result: inout MigrationResult) {
        guard let edit, var widened = unreachable.removingWhatBecomesUnreachable(edit, statement: first, end: last, ending: ending) else {
            result.findings.append(Finding(offset: file.tokens[first].start, migration: migration, message: Self.tailCannotGo))
            return
        }
        if removal.leavesEmpty(widened, blockAround: first) {
            result.findings.append(Finding(offset: file.tokens[first].start, migration: migration, message: Self.wouldEmptyBlock))
            return
        }
        widened = inlining.droppingFinalReturn(widened, statement: first, ending: ending)
        result.edits.append(widened)
    }

    // MARK: guard and while

    func rewriteGuard(at keyword: Int, into result: inout MigrationResult) {
        guard let conditions = file.conditionList(after: keyword),
              let open = file.nextSignificant(after: conditions.terminator), file.tokens[open].kind == .openBrace,
              let close = file.matchingBracket(of: open) else { return }
        switch verdict(of: conditions) {
        case .alwaysTrue:
            if let closure = inlining.untypedClosure(startingWith: keyword), inlining.holdsOnlyAValueExpression(close, closure.close) {
                result.findings.append(Finding(
                    offset: file.tokens[keyword].start, migration: migration,
                    message: "the guard is always true for the new targets, but without it the closure would hold one expression, "
                        + "whose type Swift infers from it (no longer `() -> Void`); left for review"))
                return
            }
            // Its else block may have held the only way past the statement around it.
            append(removal.removal(statement: keyword, end: close), statement: keyword, end: close, into: &result)
        case .alwaysFalse, .alwaysFalseAfterEffect:
            result.findings.append(Finding(
                offset: file.tokens[keyword].start, migration: migration,
                message: "guard condition is always false for the new targets, so its else branch always runs; left for review"
            ))
        case .open(let rewritten?):
            result.edits.append(conditionEdit(conditions, rewritten))
            flagCommentsOnTheLines(of: conditions, open: open, into: &result)
            flagCommentAfter(close, into: &result)
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
            append(removal.removal(statement: label(of: keyword) ?? keyword, end: close), statement: label(of: keyword) ?? keyword, end: close, into: &result)
        case .alwaysFalseAfterEffect(let condition):
            result.findings.append(Finding(
                offset: file.tokens[keyword].start, migration: migration,
                message: "the availability check is always false for the new targets, but `\(condition)` before it may have an effect that removing the loop would lose; left for review"))
        case .open(let rewritten?):
            result.edits.append(conditionEdit(conditions, rewritten))
            flagCommentsOnTheLines(of: conditions, open: conditions.terminator, into: &result)
            flagCommentAfter(close, into: &result)
        case .open(nil):
            break
        }
    }

    /// The label's token when the statement at `keyword` is labelled (`outer: if …`).
    func label(of keyword: Int) -> Int? { StatementStructure(file: file).label(of: keyword) }

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
}

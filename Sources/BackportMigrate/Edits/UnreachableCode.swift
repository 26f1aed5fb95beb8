/// What follows a statement that always leaves its scope: once an `if #available` that ends in
/// `return` is inlined, the fallback after it can never run and must go with it (kept, it would
/// be dead code, a second `return` of another type, or, after a bare `return`, read as its value).
///
/// "Always leaves" is judged as the compiler does when it warns that code "will never be executed":
/// the last statement of a block is `return`, `throw`, `break`, `continue` or a call of
/// `fatalError`/`preconditionFailure`, or an `if` with a final `else`, a `do` without `catch` or a
/// `switch` whose every block always leaves; a `break` or `continue` leaves only when its target is
/// outside what is judged (not the labelled statement itself, not a `switch` it is inside of).
extension StatementSurgery {
    /// Which exits land inside the statement being judged.
    struct ExitScope {
        /// Labels of the statement and of the statements inside it on the way to an exit: a
        /// `break` or `continue` naming one of them lands inside.
        var labels: Set<String> = []
        /// Inside a `switch` case, where an unlabelled `break` ends only the `switch` (and
        /// `fallthrough` stays in it).
        var breakStaysInside = false
        /// Inside a `repeat` loop, where an unlabelled `break` ends only the loop and `continue`
        /// goes on to its condition.
        var loopStaysInside = false

        func adding(_ label: String?) -> ExitScope {
            var scope = self
            if let label { scope.labels.insert(label) }
            return scope
        }
    }

    /// What an edit leaves at the end of a block, so that the block can be judged as it will be.
    enum Ending {
        /// The block ends with the statement starting at this token: what followed it goes.
        case statement(Int)
        /// The block ends with the contents of the block `{ … }` at these tokens, inlined or
        /// kept as `label: do { … }`.
        case block(open: Int, close: Int, label: String?)
        /// The block ends with an `if` chain made of these blocks, the last a plain `else`.
        case chain(blocks: [(open: Int, close: Int)], label: String?)
    }

    // MARK: Judging

    /// Whether the block whose contents lie between tokens `open` and `close` (braces, or a case
    /// label's `:` and the next label) always leaves. `rewritten` gives the new ending of blocks
    /// that an edit changes, by their `open` token.
    /// Like the compiler, any statement of the block counts, not only the last: after one that
    /// leaves, the rest can never run.
    func alwaysLeaves(block open: Int, _ close: Int, _ scope: ExitScope = ExitScope(), rewritten: [Int: Ending] = [:]) -> Bool {
        if let ending = rewritten[open] { return alwaysLeaves(ending, scope, rewritten: rewritten) }
        return statementStarts(open, close).contains { alwaysLeaves(statementAt: $0, scope, rewritten: rewritten) }
    }

    func alwaysLeaves(_ ending: Ending, _ scope: ExitScope = ExitScope(), rewritten: [Int: Ending] = [:]) -> Bool {
        switch ending {
        case .statement(let start):
            return alwaysLeaves(statementAt: start, scope, rewritten: rewritten)
        case .block(let open, let close, let label):
            return alwaysLeaves(block: open, close, scope.adding(label), rewritten: rewritten)
                && !(label.map { landsInside(between: open, close, label: $0) } ?? false)
        case .chain(let blocks, let label):
            return !blocks.isEmpty && blocks.allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope.adding(label), rewritten: rewritten) }
                && !(label.map { label in blocks.contains { landsInside(between: $0.open, $0.close, label: label) } } ?? false)
        }
    }

    /// Whether the statement starting at token `start` (its label, if it has one) always leaves.
    /// A labelled statement that a `break` names from anywhere inside does not: that `break`
    /// lands right after it.
    func alwaysLeaves(statementAt start: Int, _ scope: ExitScope = ExitScope(), rewritten: [Int: Ending] = [:]) -> Bool {
        guard let keyword = labelledKeyword(at: start) else { return alwaysLeaves(unlabelled: start, scope, rewritten: rewritten) }
        let label = file.text(of: start)
        guard alwaysLeaves(unlabelled: keyword, scope.adding(label), rewritten: rewritten) else { return false }
        let end: Int?
        if file.isKeyword(keyword, "if") {
            end = ifChain(at: keyword).map { $0.blocks[$0.blocks.count - 1].close }
        } else if file.isKeyword(keyword, "switch") {
            end = switchBody(at: keyword).flatMap { file.matchingBracket(of: $0) }
        } else {
            end = file.nextSignificant(after: keyword).flatMap { file.matchingBracket(of: $0) }
        }
        guard let end else { return false }
        return !landsInside(between: keyword, end, label: label)
    }

    private func alwaysLeaves(unlabelled keyword: Int, _ scope: ExitScope, rewritten: [Int: Ending]) -> Bool {
        if file.tokens[keyword].kind == .identifier {
            return isNeverReturningCall(at: keyword)
        }
        guard file.tokens[keyword].kind == .keyword else { return false }
        switch file.text(of: keyword) {
        case "return", "throw":
            return true
        case "break":
            return target(of: keyword).map { !scope.labels.contains($0) } ?? !(scope.breakStaysInside || scope.loopStaysInside)
        case "continue":
            return target(of: keyword).map { !scope.labels.contains($0) } ?? !scope.loopStaysInside
        case "fallthrough":
            // It leaves the case; judging a whole switch, it stays inside.
            return !scope.breakStaysInside
        case "repeat":
            // The body runs at least once: the loop leaves when the body does and nothing in it
            // goes on to the condition or ends the loop.
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open) else { return false }
            var inner = scope
            inner.loopStaysInside = true
            return alwaysLeaves(block: open, close, inner, rewritten: rewritten)
                && !landsInside(between: open, close, label: nil, unlabelledBreak: true, unlabelledContinue: true)
        case "if":
            guard let chain = ifChain(at: keyword), chain.hasElse else { return false }
            return chain.blocks.allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope, rewritten: rewritten) }
        case "do":
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open) else { return false }
            // A `catch` may catch what the body throws.
            if let next = file.nextSignificant(after: close), file.isKeyword(next, "catch") { return false }
            return alwaysLeaves(block: open, close, scope, rewritten: rewritten)
        case "switch":
            // A switch is exhaustive, so it leaves when every case does, and no `break` ends it.
            guard let cases = switchCases(at: keyword), !cases.isEmpty else { return false }
            var inner = scope
            inner.breakStaysInside = true
            return cases.allSatisfy { alwaysLeaves(block: $0.colon, $0.end, inner, rewritten: rewritten) }
                && !cases.contains { landsInside(between: $0.colon, $0.end, label: nil, unlabelledBreak: true) }
        default:
            return false
        }
    }

    /// Whether the statement at `name` is nothing but a call of `fatalError` or `preconditionFailure`.
    private func isNeverReturningCall(at name: Int) -> Bool {
        guard ["fatalError", "preconditionFailure"].contains(file.text(of: name)),
              let call = file.nextSignificant(after: name), file.tokens[call].kind == .openParen,
              let end = file.matchingBracket(of: call) else { return false }
        guard let next = file.nextSignificant(after: end) else { return true }
        switch file.tokens[next].kind {
        case .closeBrace, .semicolon: return true
        case .period, .operator, .openParen, .openBracket: return false
        default: return file.line(of: next) != file.line(of: end)
        }
    }

    /// Whether a `break` or `continue` between tokens `open` and `close` lands in or right after
    /// the statement they belong to, so that it does not always leave: one naming `label` (from
    /// any depth); with `unlabelledBreak`, an unlabelled `break` outside the loops and `switch`es
    /// in between; with `unlabelledContinue`, an unlabelled `continue` outside the loops in between.
    private func landsInside(between open: Int, _ close: Int, label: String?,
                             unlabelledBreak: Bool = false, unlabelledContinue: Bool = false) -> Bool {
        // The loop and switch bodies around the token being read.
        var bodies: [(close: Int, isSwitch: Bool)] = []
        var index = open + 1
        while index < close {
            while let last = bodies.last, index > last.close { bodies.removeLast() }
            if file.tokens[index].kind == .openBrace, let match = file.matchingBracket(of: index),
               let isSwitch = bodyKind(index) {
                bodies.append((match, isSwitch))
            } else if file.isKeyword(index, "break") || file.isKeyword(index, "continue") {
                if let target = target(of: index) {
                    if target == label { return true }
                } else if file.isKeyword(index, "break") {
                    if unlabelledBreak && bodies.isEmpty { return true }
                } else if unlabelledContinue && !bodies.contains(where: { !$0.isSwitch }) {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// Whether the `{` at `brace` opens the body of a `switch` (true), of a `for`, `while` or
    /// `repeat` loop (false: an unlabelled `break` or `continue` inside ends there), or
    /// something else (nil).
    private func bodyKind(_ brace: Int) -> Bool? {
        var cursor = file.previousSignificant(before: brace)
        if let first = cursor, file.isKeyword(first, "repeat") { return false }
        // (A closure reads as something else, which is the safe side: no `break` or `continue`
        // inside one can name what is outside it.)
        while let current = cursor {
            let token = file.tokens[current]
            if token.kind == .closeParen || token.kind == .closeBracket {
                cursor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) }
                continue
            }
            if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .semicolon { return nil }
            if token.kind == .keyword {
                let text = file.text(of: current)
                if text == "switch" { return true }
                if text == "for" || text == "while" { return false }
                if !["let", "var", "case", "try", "await", "as", "is", "true", "false", "nil", "self", "Self", "super", "some", "any", "in", "where"].contains(text) {
                    return nil
                }
            }
            cursor = file.previousSignificant(before: current)
        }
        return nil
    }

    /// The label a `break` or `continue` names, if any.
    private func target(of keyword: Int) -> String? {
        guard let next = file.nextSignificant(after: keyword), file.tokens[next].kind == .identifier,
              file.line(of: next) == file.line(of: keyword) else { return nil }
        return file.text(of: next)
    }

    /// The keyword of the statement that the label at `start` names (`outer: for …`), if `start` is one.
    private func labelledKeyword(at start: Int) -> Int? {
        guard file.tokens[start].kind == .identifier, let colon = file.nextSignificant(after: start),
              file.tokens[colon].kind == .colon, let keyword = file.nextSignificant(after: colon),
              file.tokens[keyword].kind == .keyword else { return nil }
        return ["if", "do", "switch", "for", "while", "repeat"].contains(file.text(of: keyword)) ? keyword : nil
    }

    // MARK: Statements and their blocks

    /// The blocks of the `if` / `else if` / `else` chain at `keyword`, in order, and whether it
    /// ends in a plain `else`; nil when it does not read as one.
    func ifChain(at keyword: Int) -> (blocks: [(open: Int, close: Int)], hasElse: Bool)? {
        var blocks: [(open: Int, close: Int)] = []
        var cursor = keyword
        while true {
            guard let conditions = file.conditionList(after: cursor),
                  let close = file.matchingBracket(of: conditions.terminator) else { return nil }
            blocks.append((conditions.terminator, close))
            guard let next = file.nextSignificant(after: close), file.isKeyword(next, "else"),
                  let branch = file.nextSignificant(after: next) else { return (blocks, false) }
            if file.isKeyword(branch, "if") {
                cursor = branch
                continue
            }
            guard file.tokens[branch].kind == .openBrace, let end = file.matchingBracket(of: branch) else { return nil }
            blocks.append((branch, end))
            return (blocks, true)
        }
    }

    /// The `{` of the body of the `switch` at `keyword`.
    private func switchBody(at keyword: Int) -> Int? {
        var cursor = file.nextSignificant(after: keyword)
        while let current = cursor {
            if file.tokens[current].kind == .openBrace { return current }
            if let match = file.matchingBracket(of: current), match > current {
                cursor = file.nextSignificant(after: match)
            } else {
                cursor = file.nextSignificant(after: current)
            }
        }
        return nil
    }

    /// The cases of the `switch` at `keyword`: for each, the `:` that ends its label and the
    /// token that ends its statements (the next label, or the switch's `}`).
    func switchCases(at keyword: Int) -> [(colon: Int, end: Int)]? {
        guard let open = switchBody(at: keyword), let close = file.matchingBracket(of: open) else { return nil }
        var cases: [(colon: Int, end: Int)] = []
        var cursor = file.nextSignificant(after: open)
        while let current = cursor, current < close {
            if let match = file.matchingBracket(of: current), match > current {
                cursor = file.nextSignificant(after: match)
                continue
            }
            if isCaseLabel(current) {
                let labelStart = file.previousSignificant(before: current).flatMap { file.token($0, is: "@unknown") ? $0 : nil } ?? current
                if !cases.isEmpty { cases[cases.count - 1].end = labelStart }
                // The label ends at its first `:` outside brackets.
                var colon = file.nextSignificant(after: current)
                while let candidate = colon, candidate < close, file.tokens[candidate].kind != .colon {
                    if let match = file.matchingBracket(of: candidate), match > candidate {
                        colon = file.nextSignificant(after: match)
                    } else {
                        colon = file.nextSignificant(after: candidate)
                    }
                }
                guard let colon, colon < close else { return nil }
                cases.append((colon, close))
                cursor = file.nextSignificant(after: colon)
                continue
            }
            cursor = file.nextSignificant(after: current)
        }
        return cases
    }

    /// Whether the `case` or `default` at `index` starts a switch case's label (not `if case`,
    /// `for case`, a second pattern after a comma).
    private func isCaseLabel(_ index: Int) -> Bool {
        guard file.isKeyword(index, "case") || file.isKeyword(index, "default") else { return false }
        guard let previous = file.previousSignificant(before: index) else { return true }
        if file.tokens[previous].kind == .comma { return false }
        return !["if", "guard", "while", "for", "catch"].contains(where: { file.isKeyword(previous, $0) })
    }

    /// The block that holds the statement at `index` directly: its braces, or for a statement in
    /// a `switch` case, the case label's `:` and the token that ends the case.
    func enclosingBlock(of index: Int) -> (open: Int, close: Int)? {
        guard let brace = file.enclosingBrace(of: index), let close = file.matchingBracket(of: brace) else { return nil }
        if let keyword = keywordOwning(brace), file.isKeyword(keyword, "switch"), let cases = switchCases(at: keyword) {
            return cases.last { $0.colon < index }.map { ($0.colon, $0.end) }
        }
        return (brace, close)
    }

    /// The statement whose block (or case) is `block`, with its first token (its label, if it
    /// has one) and its last: an `if` chain, a `do` or a `switch`. Nil for anything else (a loop,
    /// a closure, a function), which nothing inside can make always leave the enclosing block.
    private func statementOwning(block open: Int) -> (start: Int, end: Int)? {
        var keyword: Int?
        if file.tokens[open].kind == .colon {
            guard let brace = file.enclosingBrace(of: open) else { return nil }
            keyword = keywordOwning(brace)
        } else {
            keyword = keywordOwning(open)
        }
        guard var keyword else { return nil }
        let end: Int?
        if file.isKeyword(keyword, "if") {
            // The chain starts at the `if` that no `else` precedes.
            while let previous = file.previousSignificant(before: keyword), file.isKeyword(previous, "else"),
                  let close = file.previousSignificant(before: previous), file.tokens[close].kind == .closeBrace,
                  let brace = file.matchingBracket(of: close), let earlier = keywordOwning(brace), file.isKeyword(earlier, "if") {
                keyword = earlier
            }
            end = ifChain(at: keyword).map { $0.blocks[$0.blocks.count - 1].close }
        } else if file.isKeyword(keyword, "do") {
            end = file.nextSignificant(after: keyword).flatMap { file.matchingBracket(of: $0) }
        } else if file.isKeyword(keyword, "switch") {
            end = switchBody(at: keyword).flatMap { file.matchingBracket(of: $0) }
        } else {
            return nil
        }
        guard let end else { return nil }
        return (label(of: keyword) ?? keyword, end)
    }

    /// The `if`, `else`'s `if`, `do` or `switch` keyword whose block the `{` at `brace` opens;
    /// nil when it is some other block.
    private func keywordOwning(_ brace: Int) -> Int? {
        guard let previous = file.previousSignificant(before: brace) else { return nil }
        if file.isKeyword(previous, "do") { return previous }
        if file.isKeyword(previous, "else") {
            // `} else {`: the chain's last block belongs to its `if`.
            guard let close = file.previousSignificant(before: previous), file.tokens[close].kind == .closeBrace,
                  let earlier = file.matchingBracket(of: close), let keyword = keywordOwning(earlier),
                  file.isKeyword(keyword, "if") else { return nil }
            return keyword
        }
        // Back over the condition list or the switch's subject, whole brackets at a time.
        var cursor: Int? = previous
        while let current = cursor {
            let token = file.tokens[current]
            if token.kind == .closeParen || token.kind == .closeBracket {
                cursor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) }
                continue
            }
            if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .semicolon { return nil }
            if token.kind == .keyword {
                let text = file.text(of: current)
                if text == "if" {
                    return file.conditionList(after: current)?.terminator == brace ? current : nil
                }
                if text == "switch" {
                    return switchBody(at: current) == brace ? current : nil
                }
                if !["let", "var", "case", "try", "await", "as", "is", "true", "false", "nil", "self", "Self", "super", "some", "any"].contains(text) {
                    return nil
                }
            }
            cursor = file.previousSignificant(before: current)
        }
        return nil
    }

    // MARK: Removing what can no longer run

    /// The first token of the last statement directly inside `{ … }`.
    func lastStatementStart(_ open: Int, _ close: Int) -> Int? {
        statementStarts(open, close).last
    }

    /// The first token of each statement directly inside `{ … }`. A line starts a new
    /// statement unless it continues the one before (`.member`, an operator, a closing bracket,
    /// `else`, `catch`, or a line ending in an operator, `,`, `.` or an opening bracket).
    func statementStarts(_ open: Int, _ close: Int) -> [Int] {
        var starts: [Int] = []
        var previous: Int?
        var cursor = file.nextSignificant(after: open)
        while let current = cursor, current < close {
            let startsStatement: Bool
            if let previous {
                let before = file.tokens[previous].kind
                let kind = file.tokens[current].kind
                if before == .semicolon {
                    startsStatement = true
                } else if file.line(of: current) == file.line(of: previous) {
                    startsStatement = false
                } else {
                    let continues = kind == .period || kind == .operator || kind == .closeParen || kind == .closeBracket
                        || file.isKeyword(current, "else") || file.isKeyword(current, "catch")
                        || before == .operator || before == .comma || before == .period || before == .openParen || before == .openBracket
                        || before == .colon
                    startsStatement = !continues
                }
            } else {
                startsStatement = true
            }
            if startsStatement, file.tokens[current].kind != .semicolon { starts.append(current) }
            var end = current
            if let match = file.matchingBracket(of: current), match > current { end = match }
            previous = end
            cursor = file.nextSignificant(after: end)
        }
        return starts
    }

    /// What follows a statement in its block, to go once the statement always leaves.
    enum Tail: Equatable {
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
    func tail(after last: Int) -> Tail {
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
        file.isFirstOnLine(index) && (file.isKeyword(index, "case") || file.isKeyword(index, "default")
            || (file.tokens[index].kind == .attribute && file.token(index, is: "@unknown")))
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
    func tailRemoval(after end: Int, through tail: Int) -> Edit {
        if file.isLastOnLine(end), file.isLastOnLine(tail) {
            let start = file.endOfLine(containing: file.tokens[end].end)
            let upper = blankLinesBeforeClose(from: file.endOfLine(containing: file.tokens[tail].end))
            return Edit(range: start..<upper, replacement: [], migration: migration)
        }
        return Edit(range: file.tokens[end].end..<file.tokens[tail].end, replacement: [], migration: migration)
    }

    /// The removals of what an edit makes unreachable beyond the statement it rewrites. The
    /// statement from token `first` (its label, if any) to token `last` now ends its block as
    /// `ending` says (what followed it in the block goes with the edit): when that ending
    /// always leaves and the statement did not, each statement around it whose blocks now all
    /// leave (an `if` chain, a `do`, a `switch`) always leaves too, and what follows it goes.
    ///
    /// Nil when the edit must not be made: one of those tails cannot go (`Tail.blocked`), or a
    /// block that now leaves does so only in the `#if` branch that holds the statement, so that
    /// what follows the statement around it runs in other configurations.
    func tailsMadeUnreachable(byRewriting first: Int, end last: Int, as ending: Ending) -> [Edit]? {
        guard alwaysLeaves(ending), !alwaysLeaves(statementAt: first), var block = enclosingBlock(of: first) else { return [] }
        var edits: [Edit] = []
        var rewritten: [Int: Ending] = [:]
        var current = (start: first, end: last, ending: ending)
        while true {
            var stop = current.end
            switch tail(after: current.end) {
            case .blocked:
                return nil
            case .through(let tail):
                // The edit itself takes what follows the rewritten statement.
                if current.start != first { edits.append(tailRemoval(after: current.end, through: tail)) }
                stop = tail
            case .none:
                break
            }
            rewritten[block.open] = current.ending
            guard let owner = statementOwning(block: block.open), !alwaysLeaves(statementAt: owner.start),
                  alwaysLeaves(statementAt: owner.start, rewritten: rewritten) else { return edits }
            if endsConditionalBranch(after: stop) { return nil }
            guard let outer = enclosingBlock(of: owner.start) else { return edits }
            current = (owner.start, owner.end, .statement(owner.start))
            block = outer
        }
    }

    /// Whether the next token after `index` is the `#else`, `#elseif` or `#endif` that ends the
    /// `#if` branch holding it.
    private func endsConditionalBranch(after index: Int) -> Bool {
        guard let next = file.nextSignificant(after: index), file.tokens[next].kind == .poundKeyword, file.isFirstOnLine(next) else { return false }
        return file.token(next, is: "#else") || file.token(next, is: "#elseif") || file.token(next, is: "#endif")
    }
}

/// Whether a statement or block always leaves its scope, judged as the compiler does when it
/// warns that code "will never be executed": `return`, `throw`, `break`, `continue`,
/// `fallthrough` or a call of `fatalError`/`preconditionFailure`; an `if` with a final `else`, a
/// `do` without `catch`, a `switch` or a `repeat` loop whose blocks all leave; a block of which any
/// statement leaves (what follows it is dead). A `break` or `continue` leaves only when it lands
/// outside what is judged: not one naming the labelled statement itself, not an unlabelled one
/// inside a `switch` or loop being judged. A statement inside an `#if` branch of its block does
/// not make the block leave, as other configurations go on past it.
extension StatementSurgery {
    /// Which exits land inside the statement being judged.
    struct ExitScope {
        /// Labels of the statement and of the statements inside it on the way to an exit: a
        /// `break` or `continue` naming one of them lands inside.
        var labels: Set<String> = []
        /// Inside a `switch` case, where an unlabelled `break` ends only the `switch` (and
        /// `fallthrough` stays in it).
        var breakStaysInside = false
        /// Inside a `switch` case, whether the next case always leaves: then so does a
        /// `fallthrough` into it.
        var fallthroughLeaves = false
        /// Inside a `repeat` loop, where an unlabelled `break` ends only the loop and `continue`
        /// goes on to its condition.
        var loopStaysInside = false
        /// Counting statements inside `#if` branches as if their branch were the one compiled:
        /// what the compiler sees in that configuration.
        var countingConditionalCode = false

        func adding(_ label: String?) -> ExitScope {
            var scope = self
            if let label { scope.labels.insert(label) }
            return scope
        }
    }

    /// What an edit puts in place of a statement, judged before the edit is made.
    enum Ending {
        /// The contents of the block `{ … }` at these tokens, inlined or kept as `label: do { … }`.
        case block(open: Int, close: Int, label: String?)
        /// An `if` chain made of these blocks, the last a plain `else`.
        case chain(blocks: [(open: Int, close: Int)], label: String?)
    }

    // MARK: Judging

    /// Whether the block whose contents lie between tokens `open` and `close` (braces, or a case
    /// label's `:` and the next label) always leaves: any of its statements does, outside `#if`
    /// branches (unless the scope counts them).
    func alwaysLeaves(block open: Int, _ close: Int, _ scope: ExitScope = ExitScope()) -> Bool {
        var depth = 0
        for start in statementStarts(open, close) {
            if file.tokens[start].kind == .poundKeyword {
                if file.token(start, is: "#if") { depth += 1 }
                if file.token(start, is: "#endif") { depth -= 1 }
                continue
            }
            if depth > 0 && !scope.countingConditionalCode { continue }
            if alwaysLeaves(statementAt: start, scope) { return true }
        }
        return false
    }

    func alwaysLeaves(_ ending: Ending, _ scope: ExitScope = ExitScope()) -> Bool {
        switch ending {
        case .block(let open, let close, let label):
            return alwaysLeaves(block: open, close, scope.adding(label))
                && !(label.map { landsInside(between: open, close, label: $0) } ?? false)
        case .chain(let blocks, let label):
            return !blocks.isEmpty && blocks.allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope.adding(label)) }
                && !(label.map { label in blocks.contains { landsInside(between: $0.open, $0.close, label: label) } } ?? false)
        }
    }

    /// Whether the statement starting at token `start` (its label, if it has one) always leaves.
    /// A labelled statement that a `break` or `continue` names from anywhere inside does not:
    /// control lands right after it, or goes on with it.
    func alwaysLeaves(statementAt start: Int, _ scope: ExitScope = ExitScope()) -> Bool {
        guard let keyword = labelledKeyword(at: start) else { return alwaysLeaves(unlabelled: start, scope) }
        let label = file.text(of: start)
        guard alwaysLeaves(unlabelled: keyword, scope.adding(label)) else { return false }
        return !blocks(of: keyword).contains { landsInside(between: $0.open, $0.close, label: label) }
    }

    /// The blocks of the statement at `keyword`, judged for what may leave it: an `if` chain's, a
    /// `do`'s and its `catch`es', a `switch`'s cases, a loop's body.
    private func blocks(of keyword: Int) -> [(open: Int, close: Int)] {
        switch file.text(of: keyword) {
        case "if":
            return ifChain(at: keyword)?.blocks ?? []
        case "switch":
            return (switchCases(at: keyword) ?? []).map { ($0.colon, $0.end) }
        case "for":
            return bodyBrace(of: keyword).flatMap { open in file.matchingBracket(of: open).map { [(open, $0)] } } ?? []
        case "while":
            return file.conditionList(after: keyword).flatMap { list in file.matchingBracket(of: list.terminator).map { [(list.terminator, $0)] } } ?? []
        default:
            // `do` (and its `catch`es) and `repeat`: the block right after the keyword.
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open) else { return [] }
            return [(open, close)] + (file.isKeyword(keyword, "do") ? catchBlocks(after: close) : [])
        }
    }

    private func alwaysLeaves(unlabelled keyword: Int, _ scope: ExitScope) -> Bool {
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
            // It leaves the case; judging a whole switch, it goes on into the next case.
            return !scope.breakStaysInside || scope.fallthroughLeaves
        case "repeat":
            // The body runs at least once: the loop leaves when the body does and nothing in it
            // goes on to the condition or ends the loop.
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open) else { return false }
            var inner = scope
            inner.loopStaysInside = true
            return alwaysLeaves(block: open, close, inner)
                && !landsInside(between: open, close, label: nil, unlabelledBreak: true, unlabelledContinue: true)
        case "if":
            guard let chain = ifChain(at: keyword), chain.hasElse else { return false }
            return chain.blocks.allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope) }
        case "do":
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open), alwaysLeaves(block: open, close, scope) else { return false }
            // A `catch` runs when the body throws: then it must leave too.
            return !mayThrow(between: open, close) || catchBlocks(after: close).allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope) }
        case "switch":
            // A switch is exhaustive, so it leaves when every case does, and no `break` ends it.
            guard let cases = switchCases(at: keyword), !cases.isEmpty,
                  !cases.contains(where: { landsInside(between: $0.colon, $0.end, label: nil, unlabelledBreak: true) }) else { return false }
            var inner = scope
            inner.breakStaysInside = true
            inner.fallthroughLeaves = false
            // From the last case up, as a `fallthrough` leaves when the case after it does.
            for block in cases.reversed() {
                guard alwaysLeaves(block: block.colon, block.end, inner) else { return false }
                inner.fallthroughLeaves = true
            }
            return true
        default:
            return false
        }
    }

    /// Whether code between tokens `open` and `close` may throw: a `throw`, or a `try` that is
    /// not `try?` or `try!` (a closure's among them: the safe side).
    private func mayThrow(between open: Int, _ close: Int) -> Bool {
        (open + 1..<close).contains { index in
            if file.isKeyword(index, "throw") { return true }
            guard file.isKeyword(index, "try") else { return false }
            guard index + 1 < file.tokens.count else { return true }
            return !(file.token(index + 1, is: "?") || file.token(index + 1, is: "!"))
        }
    }

    /// The blocks of the `catch` clauses after the `do` body that `close` ends.
    func catchBlocks(after close: Int) -> [(open: Int, close: Int)] {
        var blocks: [(open: Int, close: Int)] = []
        var end = close
        while let next = file.nextSignificant(after: end), file.isKeyword(next, "catch") {
            // Past the pattern and `where` clause to the block.
            guard let open = nextOutsideBrackets(after: next, where: { file.tokens[$0].kind == .openBrace }), let blockClose = file.matchingBracket(of: open) else { break }
            blocks.append((open, blockClose))
            end = blockClose
        }
        return blocks
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
        let starts = statementStarts(open, close)
        var depth = 0
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : close
            // The loop and switch bodies around the token being read.
            var bodies: [(close: Int, isSwitch: Bool)] = []
            for index in start..<end {
                while let last = bodies.last, index > last.close { bodies.removeLast() }
                if file.tokens[index].kind == .openBrace, let match = file.matchingBracket(of: index), let isSwitch = bodyKind(index) {
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
            }
            // What follows a statement that always leaves never runs, its exits neither (but
            // an `#if` branch leaving does not stop the others).
            if file.tokens[start].kind == .poundKeyword {
                if file.token(start, is: "#if") { depth += 1 }
                if file.token(start, is: "#endif") { depth -= 1 }
            } else if depth == 0, alwaysLeaves(statementAt: start) {
                return false
            }
        }
        return false
    }

    /// Whether a `continue` between tokens `open` and `close` goes on to the condition of the loop
    /// they are the body of: one naming `label`, or an unlabelled one outside the loops in between.
    func continues(between open: Int, _ close: Int, label: String?) -> Bool {
        // `landsInside` also counts `break label`, which lands after the loop: the safe side.
        landsInside(between: open, close, label: label, unlabelledContinue: true)
    }

    /// Whether the `{` at `brace` opens the body of a `switch` (true), of a `for`, `while` or
    /// `repeat` loop (false: an unlabelled `break` or `continue` inside ends there), or
    /// something else (nil).
    private func bodyKind(_ brace: Int) -> Bool? {
        switch keywordOwning(brace).map({ file.text(of: $0) }) {
        case "switch": return true
        case "for", "while", "repeat": return false
        default: return nil
        }
    }

    /// The label a `break` or `continue` names, if any.
    private func target(of keyword: Int) -> String? {
        guard let next = file.nextSignificant(after: keyword), file.tokens[next].kind == .identifier,
              file.line(of: next) == file.line(of: keyword) else { return nil }
        return file.text(of: next)
    }

    /// The keyword of the statement that the label at `start` names (`outer: for …`), if `start` is one.
    func labelledKeyword(at start: Int) -> Int? {
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

    /// The `{` that opens the body of the `switch` or `for` loop at `keyword`.
    func bodyBrace(of keyword: Int) -> Int? {
        nextOutsideBrackets(after: keyword) { file.tokens[$0].kind == .openBrace }
    }

    /// The first token after `index` that `matches`, skipping brackets opened after `index` whole.
    private func nextOutsideBrackets(after index: Int, where matches: (Int) -> Bool) -> Int? {
        var cursor = file.nextSignificant(after: index)
        while let current = cursor {
            if matches(current) { return current }
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
        guard let open = bodyBrace(of: keyword), let close = file.matchingBracket(of: open) else { return nil }
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
                guard let colon = nextOutsideBrackets(after: current, where: { file.tokens[$0].kind == .colon || $0 >= close }),
                      colon < close else { return nil }
                cases.append((colon, close))
                cursor = file.nextSignificant(after: colon)
                continue
            }
            cursor = file.nextSignificant(after: current)
        }
        return cases
    }

    /// Whether the `case` or `default` at `index` starts a switch case's label (not `if case`,
    /// `for case`, a second pattern after a comma, an enum's case).
    func isCaseLabel(_ index: Int) -> Bool {
        guard file.isKeyword(index, "case") || file.isKeyword(index, "default") else { return false }
        // An enum's `case` declares one: it starts no block.
        if let brace = file.enclosingBrace(of: index), StatementSurgery.opensTypeBody(brace, in: file) { return false }
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

    /// The statement whose block holds token `index` directly, with its first token (its label,
    /// if it has one) and its last: an `if` chain, a `do`, a `switch`, a loop or a `guard` (whose
    /// `else` block holds it). Nil at a closure, function, type or accessor body, or a `catch` or
    /// `defer` block, past which no exit reaches.
    func enclosingStatement(of index: Int) -> (start: Int, end: Int)? {
        guard let brace = file.enclosingBrace(of: index), var keyword = keywordOwning(brace) else { return nil }
        if file.isKeyword(keyword, "if") {
            // The chain starts at the `if` that no `else` precedes.
            while let previous = file.previousSignificant(before: keyword), file.isKeyword(previous, "else"),
                  let close = file.previousSignificant(before: previous), file.tokens[close].kind == .closeBrace,
                  let earlier = file.matchingBracket(of: close), let owner = keywordOwning(earlier), file.isKeyword(owner, "if") {
                keyword = owner
            }
        }
        guard let end = statementEnd(keyword) else { return nil }
        return (label(of: keyword) ?? keyword, end)
    }

    /// The last token of the `if` chain, `do`, `switch`, loop or `guard` at `keyword`.
    func statementEnd(_ keyword: Int) -> Int? {
        switch file.text(of: keyword) {
        case "if":
            return ifChain(at: keyword).map { $0.blocks[$0.blocks.count - 1].close }
        case "switch":
            return bodyBrace(of: keyword).flatMap { file.matchingBracket(of: $0) }
        case "guard":
            return file.conditionList(after: keyword).flatMap { file.nextSignificant(after: $0.terminator) }.flatMap { file.matchingBracket(of: $0) }
        case "for", "while":
            return file.conditionList(after: keyword).flatMap { file.matchingBracket(of: $0.terminator) }
                ?? bodyBrace(of: keyword).flatMap { file.matchingBracket(of: $0) }
        case "repeat":
            // `repeat { … } while condition`: the condition ends where the next statement starts.
            guard let open = file.nextSignificant(after: keyword), let close = file.matchingBracket(of: open),
                  let loop = file.nextSignificant(after: close), file.isKeyword(loop, "while"),
                  let block = enclosingBlock(of: keyword) else { return nil }
            let next = statementStarts(block.open, block.close).first { $0 > loop }
            return file.previousSignificant(before: next ?? block.close)
        case "do":
            guard let body = file.nextSignificant(after: keyword).flatMap({ file.matchingBracket(of: $0) }) else { return nil }
            return catchBlocks(after: body).last?.close ?? body
        default:
            return file.nextSignificant(after: keyword).flatMap { file.matchingBracket(of: $0) }
        }
    }


    /// The keyword of the statement whose block the `{` at `brace` opens: `if` (an `else`'s
    /// too), `do` (a `catch`'s too), `switch`, `for`, `while`, `repeat`, or `guard` for its
    /// `else` block; nil for any other block (closure, function, type, accessor, `defer`).
    func keywordOwning(_ brace: Int) -> Int? {
        guard let previous = file.previousSignificant(before: brace) else { return nil }
        if file.isKeyword(previous, "do") || file.isKeyword(previous, "repeat") { return previous }
        if file.isKeyword(previous, "else") {
            // `} else {`: the chain's last block belongs to its `if`; otherwise a `guard`'s.
            if let close = file.previousSignificant(before: previous), file.tokens[close].kind == .closeBrace,
               let earlier = file.matchingBracket(of: close), let keyword = keywordOwning(earlier), file.isKeyword(keyword, "if") {
                return keyword
            }
            return keywordBefore(previous).flatMap { file.isKeyword($0, "guard") && file.conditionList(after: $0)?.terminator == previous ? $0 : nil }
        }
        guard let keyword = keywordBefore(brace) else { return nil }
        switch file.text(of: keyword) {
        case "if", "while": return file.conditionList(after: keyword)?.terminator == brace ? keyword : nil
        case "switch", "for": return bodyBrace(of: keyword) == brace ? keyword : nil
        case "catch":
            // `do { … } catch … { … }`: the `do` that the chain of blocks before it starts with.
            guard let close = file.previousSignificant(before: keyword), file.tokens[close].kind == .closeBrace,
                  let earlier = file.matchingBracket(of: close), let owner = keywordOwning(earlier),
                  file.isKeyword(owner, "do"), let body = file.nextSignificant(after: owner).flatMap({ file.matchingBracket(of: $0) }),
                  catchBlocks(after: body).contains(where: { $0.open == brace })
            else { return nil }
            return owner
        default: return nil
        }
    }

    /// Back from token `end` over a condition list, a loop's pattern and sequence, a switch's
    /// subject or a `catch` pattern, whole brackets at a time, to the first keyword that is none
    /// of theirs; nil when a brace or `;` comes first.
    private func keywordBefore(_ end: Int) -> Int? {
        var cursor = file.previousSignificant(before: end)
        while let current = cursor {
            let token = file.tokens[current]
            if token.kind == .closeParen || token.kind == .closeBracket {
                cursor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) }
                continue
            }
            if token.kind == .openBrace || token.kind == .closeBrace || token.kind == .semicolon { return nil }
            if token.kind == .keyword,
               !["let", "var", "case", "try", "await", "as", "is", "true", "false", "nil", "self", "Self", "super", "some", "any", "in", "where"]
                .contains(file.text(of: current)) {
                return current
            }
            cursor = file.previousSignificant(before: current)
        }
        return nil
    }

    /// The first token of the last statement directly inside `{ … }`.
    func lastStatementStart(_ open: Int, _ close: Int) -> Int? {
        statementStarts(open, close).last
    }

    /// The first token of each statement directly inside `{ … }`. A line starts a new
    /// statement unless it continues the one before (`.member`, an operator, a closing bracket,
    /// `else`, `catch`, or a line ending in an operator, `,`, `.` or an opening bracket).
    /// Whether the token at `index`, first on its line after a `return` or `throw`, is the
    /// start of the value it returns or throws, as the compiler reads it: anything that can
    /// start an expression, an `if` or `switch` expression too, but not a statement's or
    /// declaration's keyword, a `#` directive or an attribute.
    static func startsValue(_ index: Int, in file: SourceFile) -> Bool {
        switch file.tokens[index].kind {
        case .poundKeyword:
            return !["#if", "#elseif", "#else", "#endif", "#warning", "#error", "#sourceLocation"].contains { file.token(index, is: $0) }
        case .attribute, .closeBrace, .semicolon:
            return false
        case .keyword:
            return ["if", "switch", "try", "await", "self", "Self", "super", "nil", "true", "false"].contains { file.token(index, is: $0) }
        default:
            return true
        }
    }

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
                        || (file.isKeyword(previous, "return") || file.isKeyword(previous, "throw")) && Self.startsValue(current, in: file)
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

}

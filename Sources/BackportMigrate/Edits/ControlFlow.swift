/// Whether a statement or block always leaves its scope, judged as the compiler does when it
/// warns that code "will never be executed": `return`, `throw`, `break`, `continue`,
/// `fallthrough` or a call of `fatalError`/`preconditionFailure`; an `if` with a final `else`, a
/// `do` without `catch`, a `switch` or a `repeat` loop whose blocks all leave; a block of which any
/// statement leaves (what follows it is dead). A `break` or `continue` leaves only when it lands
/// outside what is judged: not one naming the labelled statement itself, not an unlabelled one
/// inside a `switch` or loop being judged. A statement inside an `#if` branch of its block does
/// not make the block leave, as other configurations go on past it.
struct ControlFlow {
    let file: SourceFile

    private var statements: StatementStructure { StatementStructure(file: file) }

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

    /// Whether the block whose contents lie between tokens `open` and `close` (braces, or a case
    /// label's `:` and the next label) always leaves: any of its statements does, outside `#if`
    /// branches (unless the scope counts them).
    func alwaysLeaves(block open: Int, _ close: Int, _ scope: ExitScope = ExitScope()) -> Bool {
        var depth = 0
        for start in statements.statementStarts(open, close) {
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
        guard let keyword = statements.labelledKeyword(at: start) else { return alwaysLeaves(unlabelled: start, scope) }
        let label = file.text(of: start)
        guard alwaysLeaves(unlabelled: keyword, scope.adding(label)) else { return false }
        return !blocks(of: keyword).contains { landsInside(between: $0.open, $0.close, label: label) }
    }

    /// The blocks of the statement at `keyword`, judged for what may leave it: an `if` chain's, a
    /// `do`'s and its `catch`es', a `switch`'s cases, a loop's body.
    private func blocks(of keyword: Int) -> [(open: Int, close: Int)] {
        switch file.text(of: keyword) {
        case "if":
            return statements.ifChain(at: keyword)?.blocks ?? []
        case "switch":
            return (statements.switchCases(at: keyword) ?? []).map { ($0.colon, $0.end) }
        case "for":
            return statements.bodyBrace(of: keyword).flatMap { open in file.matchingBracket(of: open).map { [(open, $0)] } } ?? []
        case "while":
            return file.conditionList(after: keyword).flatMap { list in file.matchingBracket(of: list.terminator).map { [(list.terminator, $0)] } } ?? []
        default:
            // `do` (and its `catch`es) and `repeat`: the block right after the keyword.
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open) else { return [] }
            return [(open, close)] + (file.isKeyword(keyword, "do") ? statements.catchBlocks(after: close) : [])
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
            guard let chain = statements.ifChain(at: keyword), chain.hasElse else { return false }
            return chain.blocks.allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope) }
        case "do":
            guard let open = file.nextSignificant(after: keyword), file.tokens[open].kind == .openBrace,
                  let close = file.matchingBracket(of: open), alwaysLeaves(block: open, close, scope) else { return false }
            // A `catch` runs when the body throws: then it must leave too.
            return !mayThrow(between: open, close) || statements.catchBlocks(after: close).allSatisfy { alwaysLeaves(block: $0.open, $0.close, scope) }
        case "switch":
            // A switch is exhaustive, so it leaves when every case does, and no `break` ends it.
            guard let cases = statements.switchCases(at: keyword), !cases.isEmpty,
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
        let starts = statements.statementStarts(open, close)
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
    private func continues(between open: Int, _ close: Int, label: String?) -> Bool {
        // `landsInside` also counts `break label`, which lands after the loop: the safe side.
        landsInside(between: open, close, label: label, unlabelledContinue: true)
    }

    /// Whether the condition of the `repeat` loop at `start` (its label, if any) can never be
    /// reached: the body never ends, and no `continue` goes on to the condition.
    func conditionIsUnreachable(repeatAt start: Int) -> Bool {
        let keyword = statements.labelledKeyword(at: start) ?? start
        guard let open = file.nextSignificant(after: keyword), let close = file.matchingBracket(of: open) else { return false }
        let label = statements.labelledKeyword(at: start).map { _ in file.text(of: start) }
        return alwaysLeaves(block: open, close) && !continues(between: open, close, label: label)
    }

    /// Whether the `{` at `brace` opens the body of a `switch` (true), of a `for`, `while` or
    /// `repeat` loop (false: an unlabelled `break` or `continue` inside ends there), or
    /// something else (nil).
    private func bodyKind(_ brace: Int) -> Bool? {
        switch statements.keywordOwning(brace).map({ file.text(of: $0) }) {
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

    /// Whether any token from `first` through `last` is a way out (see `isExit`), in constant
    /// time after one walk over the file.
    func holdsExit(from first: Int, through last: Int) -> Bool {
        let counts = file.memo.table(.exitsBefore) {
            var counts = [Int32](repeating: 0, count: file.tokens.count + 1)
            for index in file.tokens.indices { counts[index + 1] = counts[index] + (isExit(index) ? 1 : 0) }
            return counts
        }
        return counts[last + 1] > counts[first]
    }

    /// Whether token `index` leaves by itself (`return`, `throw`, `break`, `continue`,
    /// `fallthrough`, `fatalError`, `preconditionFailure`) or may (`try`).
    private func isExit(_ index: Int) -> Bool {
        switch file.tokens[index].kind {
        case .keyword: return ["return", "throw", "break", "continue", "fallthrough", "try"].contains(file.text(of: index))
        case .identifier: return ["fatalError", "preconditionFailure"].contains(file.text(of: index))
        default: return false
        }
    }
}

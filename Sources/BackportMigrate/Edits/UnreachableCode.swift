/// What follows a statement that always leaves its scope: once an `if #available` that ends in
/// `return` is inlined, the fallback after it can never run and must go with it (kept, it would
/// be dead code, a second `return` of another type, or, after a bare `return`, read as its value).
extension StatementSurgery {
    /// Whether the block `{ … }` ends in a statement that always leaves the enclosing scope:
    /// `return`, `throw`, `break`, `continue`, or a call of `fatalError`/`preconditionFailure`.
    func endsWithExit(block open: Int, _ close: Int) -> Bool {
        guard let start = lastStatementStart(open, close) else { return false }
        switch file.tokens[start].kind {
        case .keyword:
            return ["return", "throw", "break", "continue"].contains(file.text(of: start))
        case .identifier:
            guard ["fatalError", "preconditionFailure"].contains(file.text(of: start)),
                  let call = file.nextSignificant(after: start), file.tokens[call].kind == .openParen,
                  let end = file.matchingBracket(of: call) else { return false }
            return file.nextSignificant(after: end) == close
        default:
            return false
        }
    }

    /// The first token of the last statement directly inside `{ … }`. A line starts a new
    /// statement unless it continues the one before (`.member`, an operator, a closing bracket,
    /// `else`, `catch`, or a line ending in an operator, `,`, `.` or an opening bracket).
    func lastStatementStart(_ open: Int, _ close: Int) -> Int? {
        var last: Int?
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
            if startsStatement, file.tokens[current].kind != .semicolon { last = current }
            var end = current
            if let match = file.matchingBracket(of: current), match > current { end = match }
            previous = end
            cursor = file.nextSignificant(after: end)
        }
        return last
    }

    /// The last token of the statements after `last` up to the end of its block (or of its
    /// `case` in a `switch`): what can never run once the statement always leaves the scope.
    /// Nil when there is none, or when a compiler directive is among them.
    func unreachableTail(after last: Int) -> Int? {
        guard let brace = file.enclosingBrace(of: last), let close = file.matchingBracket(of: brace),
              var cursor = file.nextSignificant(after: last), cursor < close else { return nil }
        var tail: Int?
        while cursor < close {
            let kind = file.tokens[cursor].kind
            if kind == .poundKeyword && file.isFirstOnLine(cursor) { return nil }
            if file.isFirstOnLine(cursor), file.isKeyword(cursor, "case") || file.isKeyword(cursor, "default")
                || (kind == .attribute && file.token(cursor, is: "@unknown")) {
                break
            }
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
        return tail
    }
}

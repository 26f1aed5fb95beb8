/// Reading the shape of declarations and bodies: the members of a body, a declaration's body
/// brace, generic clauses, the elements of a bracketed list and the statements of a range.
/// Shared by everything that looks at declarations rather than at statements.
extension SourceFile {
    /// Words that introduce a member declaration inside a type or extension body.
    static let memberIntroducers: [StaticString] = ["func", "struct", "class", "enum", "var", "let", "init", "typealias", "subscript", "actor"]

    /// The introducing keywords (`func`, `struct`, `var`, …) of the declarations directly
    /// inside a body.
    func members(ofBody body: (open: Int, close: Int)) -> [Int] {
        var result: [Int] = []
        var index = body.open + 1
        while index < body.close {
            if let match = matchingBracket(of: index), match > index {
                index = match + 1
                continue
            }
            if tokens[index].kind == .keyword, Self.memberIntroducers.contains(where: { token(index, is: $0) }) {
                result.append(index)
            }
            index += 1
        }
        return result
    }

    /// Whether a body holds nothing but `declarations` (token ranges, attributes included):
    /// trivia, `;` and `#if`/`#elseif`/`#else`/`#endif` lines aside. What goes with its last
    /// declarations must hold nothing more: a freestanding macro (`#declareHelpers()`) or
    /// anything else not known as one of them keeps it.
    func bodyHoldsOnly(_ declarations: [ClosedRange<Int>], body: (open: Int, close: Int)) -> Bool {
        // In the condition of an `#if` or `#elseif`, which ends with its line.
        var inCondition = false
        for index in body.open + 1..<body.close where !tokens[index].kind.isTrivia {
            if declarations.contains(where: { $0.contains(index) }) { continue }
            if inCondition, !isFirstOnLine(index) { continue }
            inCondition = false
            if tokens[index].kind == .semicolon { continue }
            if let opens = conditionalCompilationLine(at: index) {
                inCondition = opens
                continue
            }
            return false
        }
        return true
    }

    /// When token `index` starts an `#if`, `#elseif`, `#else` or `#endif` line: whether a
    /// condition follows it on the line (`#if`, `#elseif`). Nil for any other token.
    func conditionalCompilationLine(at index: Int) -> Bool? {
        guard tokens[index].kind == .poundKeyword, isFirstOnLine(index),
              ["#if", "#elseif", "#else", "#endif"].contains(where: { token(index, is: $0) }) else { return nil }
        return token(index, is: "#if") || token(index, is: "#elseif")
    }

    /// The `//` or `/* */` comment after token `index` on its line, if any.
    func trailingComment(after index: Int) -> Int? {
        var cursor = index + 1
        while cursor < tokens.count {
            switch tokens[cursor].kind {
            case .space: cursor += 1
            case .lineComment, .blockComment: return line(of: cursor) == line(of: index) ? cursor : nil
            default: return nil
            }
        }
        return nil
    }

    /// The comments a block opens with: after its `{` on that line, and alone on the lines
    /// before its first statement.
    func commentsOpening(block open: Int) -> [Int] {
        var comments: [Int] = []
        var cursor = open + 1
        while cursor < tokens.count, tokens[cursor].kind.isTrivia {
            if tokens[cursor].kind.isComment { comments.append(cursor) }
            cursor += 1
        }
        return comments
    }

    /// Whether the identifier at `index` labels an argument, a tuple element or a parameter
    /// (`f(value: 1)`, `(value: 1, other: 2)`): right after the `(` or a `,` of a parenthesised
    /// list, before a `:`. A dictionary's key (`[key: 1, value: 2]`) is a value, so it is not.
    func isArgumentLabel(_ index: Int) -> Bool {
        guard let previous = previousSignificant(before: index), let next = nextSignificant(after: index),
              tokens[next].kind == .colon else { return false }
        switch tokens[previous].kind {
        case .openParen:
            return true
        case .comma:
            // The bracket the list is in.
            let open = Int(innermostOpenBrackets()[previous])
            return open >= 0 && tokens[open].kind == .openParen
        default:
            return false
        }
    }

    /// For each token, the innermost `(`, `[` or `{` around it (-1 for none), made once per
    /// file in one pass.
    private func innermostOpenBrackets() -> [Int32] {
        memo.table(.innermostOpenBracket) {
            var table = [Int32](repeating: -1, count: tokens.count)
            var open: [Int32] = []
            for index in tokens.indices {
                switch tokens[index].kind {
                case .closeParen, .closeBracket, .closeBrace:
                    _ = open.popLast()
                    table[index] = open.last ?? -1
                case .openParen, .openBracket, .openBrace:
                    table[index] = open.last ?? -1
                    open.append(Int32(index))
                default:
                    table[index] = open.last ?? -1
                }
            }
            return table
        }
    }

    /// The last token of a `<…>` clause starting at `start`, counting angle brackets inside
    /// operator tokens (`>>` closes two).
    func genericClauseEnd(from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .operator:
                for byte in bytes(of: index) {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return index }
            case .openParen, .openBracket:
                guard let close = matchingBracket(of: index) else { return nil }
                index = close
            case .openBrace, .closeBrace, .semicolon:
                return nil
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The keyword among `keywords` of the declaration whose body opens at `brace`: the nearest
    /// before it within the same statement, bracketed groups skipped; nil when there is none
    /// (a closure, a statement's block).
    func declarationKeyword(owning brace: Int, among keywords: [StaticString]) -> Int? {
        var cursor = previousSignificant(before: brace)
        while let current = cursor {
            let kind = tokens[current].kind
            if kind == .keyword, keywords.contains(where: { token(current, is: $0) }) { return current }
            if kind == .openBrace || kind == .closeBrace || kind == .semicolon { return nil }
            if kind == .closeParen || kind == .closeBracket, let open = matchingBracket(of: current) {
                cursor = previousSignificant(before: open)
                continue
            }
            cursor = previousSignificant(before: current)
        }
        return nil
    }

    /// The `{` of a declaration's body: the first top-level brace after `start`.
    func bodyOpen(after start: Int) -> Int? {
        var cursor = nextSignificant(after: start)
        while let current = cursor {
            switch tokens[current].kind {
            case .openBrace: return current
            case .openParen, .openBracket:
                guard let close = matchingBracket(of: current) else { return nil }
                cursor = nextSignificant(after: close)
            case .closeBrace, .semicolon: return nil
            default: cursor = nextSignificant(after: current)
            }
        }
        return nil
    }

    /// The comma-separated elements between two brackets, as ranges of significant tokens.
    func elements(_ open: Int, _ close: Int) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var start: Int?
        var last = open
        var cursor = nextSignificant(after: open)
        while let current = cursor, current < close {
            if tokens[current].kind == .comma {
                if let first = start { result.append(first...last) }
                start = nil
            } else {
                if start == nil { start = current }
                if let match = matchingBracket(of: current), match > current {
                    last = match
                    cursor = nextSignificant(after: match)
                    continue
                }
                last = current
            }
            cursor = nextSignificant(after: current)
        }
        if let first = start { result.append(first...last) }
        return result
    }

    /// How many statements the tokens `first...last` hold: a `;`, or a line break between two
    /// tokens that cannot continue one expression, starts another.
    func statementCount(_ first: Int, _ last: Int) -> Int {
        var count = 1
        var index = first
        var previous = first
        while index <= last {
            if tokens[index].kind == .semicolon { count += 1 }
            if index != first, line(of: index) != line(of: previous) {
                let kind = tokens[index].kind
                let before = tokens[previous].kind
                let continues = kind == .period || kind == .operator || kind == .closeParen || kind == .closeBracket
                    || before == .operator || before == .comma || before == .openParen || before == .openBracket || before == .period
                if !continues { count += 1 }
            }
            previous = index
            if let match = matchingBracket(of: index), match > index {
                previous = match
                index = nextSignificant(after: match) ?? last + 1
                continue
            }
            index = nextSignificant(after: index) ?? last + 1
        }
        return count
    }
}

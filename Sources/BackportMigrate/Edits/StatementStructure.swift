/// How the statements of a block are laid out: where each statement starts and ends, the blocks
/// of an `if` chain, a `do` and its `catch`es, a `switch`'s cases, labels, and what a brace opens.
/// It reads tokens and makes no edit; control flow, removal and inlining build on it.
struct StatementStructure {
    let file: SourceFile

    /// The keyword of the statement that the label at `start` names (`outer: for …`), if `start` is one.
    func labelledKeyword(at start: Int) -> Int? {
        guard file.tokens[start].kind == .identifier, let colon = file.nextSignificant(after: start),
              file.tokens[colon].kind == .colon, let keyword = file.nextSignificant(after: colon),
              file.tokens[keyword].kind == .keyword else { return nil }
        return ["if", "do", "switch", "for", "while", "repeat"].contains(file.text(of: keyword)) ? keyword : nil
    }

    /// The label's token when the statement at `keyword` is labelled (`outer: if …`).
    func label(of keyword: Int) -> Int? {
        guard let colon = file.previousSignificant(before: keyword), file.tokens[colon].kind == .colon,
              let name = file.previousSignificant(before: colon), file.tokens[name].kind == .identifier,
              file.isFirstOnLine(name) || file.previousSignificant(before: name).map({
                  file.tokens[$0].kind == .openBrace || file.tokens[$0].kind == .semicolon }) == true
        else { return nil }
        return name
    }

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
        if let brace = file.enclosingBrace(of: index), Self.opensTypeBody(brace, in: file) { return false }
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
    private func statementEnd(_ keyword: Int) -> Int? {
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

    /// Whether the token at `index`, first on its line after a `return` or `throw`, is the
    /// start of the value it returns or throws, as the compiler reads it: anything that can
    /// start an expression, an `if` or `switch` expression too, but not a statement's or
    /// declaration's keyword, a `#` directive or an attribute.
    private static func startsValue(_ index: Int, in file: SourceFile) -> Bool {
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

    private static let typeKeywords: [StaticString] = ["struct", "class", "enum", "extension", "protocol", "actor"]

    private static let codeKeywords: [StaticString] = ["func", "init", "deinit", "subscript", "var", "let", "in", "do", "else", "repeat",
                                                       "defer", "if", "guard", "while", "for", "switch", "case", "catch", "return", "macro"]

    /// The keyword that says what the brace at `open` opens: read back over its header to the
    /// statement before it, the first that introduces a type or extension (`struct`, `class`,
    /// `enum`, `extension`, `protocol`, `actor`) or opens code (`func`, `init`, `var`, a
    /// closure's `in`, a statement's keyword); nil when there is none.
    static func headerKeyword(of open: Int, in file: SourceFile) -> Int? {
        var cursor = file.previousSignificant(before: open)
        while let current = cursor {
            switch file.tokens[current].kind {
            case .openBrace, .closeBrace, .semicolon:
                return nil
            case .closeParen, .closeBracket:
                cursor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) }
                continue
            case .keyword:
                if typeKeywords.contains(where: { file.token(current, is: $0) }) || codeKeywords.contains(where: { file.token(current, is: $0) }) {
                    return current
                }
            default:
                break
            }
            cursor = file.previousSignificant(before: current)
        }
        return nil
    }

    /// Whether the brace at `open` opens the body of a type or extension, where Swift allows
    /// declarations only: its header keyword is `struct`, `class`, `enum`, `extension`,
    /// `protocol` or `actor`.
    static func opensTypeBody(_ open: Int, in file: SourceFile) -> Bool {
        guard let keyword = headerKeyword(of: open, in: file) else { return false }
        return typeKeywords.contains(where: { file.token(keyword, is: $0) })
    }
}

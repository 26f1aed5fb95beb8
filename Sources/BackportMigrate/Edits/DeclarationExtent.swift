/// Where a declaration starts and ends: from its attributes and modifiers (and, for removal, the
/// doc comments and plain comments attached above it) to the end of its body or statement. Reads
/// tokens and makes no edit.
struct DeclarationExtent {
    let file: SourceFile

    /// Words that introduce a declaration, whose extent `declarationEnd` can find.
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "struct", "class", "enum", "extension", "init", "deinit", "typealias",
        "associatedtype", "protocol", "actor", "subscript",
    ]

    /// Declaration modifiers, reserved (`public`, `static`) or contextual (`final`, `lazy`).
    static let declarationModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "static", "class", "final",
        "override", "mutating", "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak",
        "unowned", "dynamic", "indirect", "optional", "prefix", "postfix", "infix", "distributed",
        "consuming", "borrowing",
    ]

    /// The first token of the declaration whose introducing keyword (`func`, `var`, `let`, `struct`,
    /// `class`, `enum`, `extension`, `init`, `typealias`, `protocol`, `actor`, `subscript`) is at
    /// `keyword`: walks back over modifiers (`public`, `private`, `fileprivate`, `internal`, `open`,
    /// `static`, `class`, `final`, `override`, `mutating`, `nonisolated`, `convenience`, `required`,
    /// `lazy`, `weak`, `dynamic`, `indirect`, …) and attributes with their argument lists
    /// (`@available(iOS, deprecated: 16)`, `@ViewBuilder`, `@MainActor`), but not over doc comments.
    func declarationStart(keyword: Int) -> Int {
        var start = keyword
        while let previous = file.previousSignificant(before: start) {
            if file.tokens[previous].kind == .attribute {
                start = previous
            } else if file.tokens[previous].kind == .closeParen, let open = file.matchingBracket(of: previous),
                      let owner = file.previousSignificant(before: open),
                      file.tokens[owner].kind == .attribute
                        || (isModifier(owner) && isModifierArgument(open, previous) && !continuesExpression(before: owner)) {
                start = owner
            } else if isModifier(previous), !continuesExpression(before: previous) {
                start = previous
            } else {
                break
            }
        }
        return start
    }

    /// The last token of that declaration: the `}` of its body, or for a body-less declaration
    /// (`let x: Int = 3`, a protocol requirement) its last significant token on the statement.
    func declarationEnd(keyword: Int) -> Int? {
        guard file.tokens[keyword].kind == .keyword || file.tokens[keyword].kind == .identifier,
              Self.declarationKeywords.contains(file.text(of: keyword)) else { return nil }
        var last = keyword
        var hasInitialValue = false
        while let next = file.nextSignificant(after: last) {
            if file.line(ofOffset: file.tokens[last].end) < file.line(of: next),
               !continuesStatement(after: last, at: next, braceContinues: !hasInitialValue) {
                return last
            }
            switch file.tokens[next].kind {
            case .semicolon, .closeBrace, .closeParen, .closeBracket:
                return last
            case .openParen, .openBracket:
                guard let close = file.matchingBracket(of: next) else { return nil }
                last = close
            case .openBrace:
                guard let close = file.matchingBracket(of: next) else { return nil }
                if !hasInitialValue { return close }
                // After `=`, a closure in the initial value or the observers that follow it:
                // the statement may go on after either.
                last = close
            default:
                if file.tokens[next].kind == .operator && file.token(next, is: "=") { hasInitialValue = true }
                last = next
            }
        }
        return last
    }

    /// The tokens of the declarations introduced at `keywords`, attributes included; nil when
    /// the end of one cannot be found.
    func declarationRanges(_ keywords: [Int]) -> [ClosedRange<Int>]? {
        var ranges: [ClosedRange<Int>] = []
        for keyword in keywords {
            guard let end = declarationEnd(keyword: keyword) else { return nil }
            ranges.append(declarationStart(keyword: keyword)...end)
        }
        return ranges
    }

    /// The start of the comment on the line(s) right above `lineStart` when it belongs to the
    /// declaration below: a `///` or `/** */` doc comment, a `swiftlint:disable:next` directive, or
    /// a plain `//` comment. `// MARK:` heads a section and other `swiftlint:` comments open or
    /// close a region, so those stay; so does a comment after code.
    func startOfAttachedComment(above lineStart: Int) -> Int? {
        // The token before the line break that ends the line above, spaces skipped.
        var index = file.tokenIndex(at: lineStart - 1) - 1
        while index >= 0, file.tokens[index].kind == .space { index -= 1 }
        guard index >= 0, file.tokens[index].kind.isComment, file.isFirstOnLine(index) else { return nil }
        let text = file.text(of: index)
        if file.tokens[index].kind == .blockComment {
            guard text.hasPrefix("/**"), !text.hasPrefix("/**/") else { return nil }
        } else {
            let isPlain = !text.contains("MARK:") && !text.contains("swiftlint:")
            guard text.hasPrefix("///") || CommentLines.isLinterDirective(text) || isPlain else { return nil }
        }
        return file.startOfLine(containing: file.tokens[index].start)
    }

    /// Whether the brace at `open` opens the body of code that returns nothing: a property
    /// observer's or setter's (`didSet {`, `set(value) {`), or a `func`, `init` or `deinit`
    /// whose declaration ends with it and states no result type.
    func isBodyReturningNothing(_ open: Int) -> Bool {
        var accessor = file.previousSignificant(before: open)
        if let current = accessor, file.tokens[current].kind == .closeParen { accessor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) } }
        if let accessor, ["didSet", "willSet", "set"].contains(where: { file.token(accessor, is: $0) }),
           let outer = file.previousSignificant(before: accessor), file.tokens[outer].kind == .openBrace || file.tokens[outer].kind == .closeBrace {
            return true
        }
        guard let keyword = StatementStructure.headerKeyword(of: open, in: file),
              ["func", "init", "deinit"].contains(where: { file.isKeyword(keyword, $0) }),
              declarationEnd(keyword: keyword) == file.matchingBracket(of: open) else { return false }
        // A result type (`-> some View`) outside the parameters' and generics' brackets.
        var cursor = keyword + 1
        while cursor < open {
            if let match = file.matchingBracket(of: cursor), match > cursor {
                cursor = match + 1
                continue
            }
            if file.token(cursor, is: "->") { return false }
            cursor += 1
        }
        return true
    }

    /// The `func`, `init`, `deinit`, `subscript` or `var` keyword of the declaration whose body
    /// the brace at `open` opens, or nil when it opens anything else (a closure, a statement's
    /// block, a type's body).
    func bodyOwner(_ open: Int) -> Int? {
        guard let keyword = StatementStructure.headerKeyword(of: open, in: file),
              ["func", "init", "deinit", "subscript", "var"].contains(where: { file.token(keyword, is: $0) }) else { return nil }
        // The keyword's declaration must end with this very body: `var x: Int` on the line
        // before a trailing closure does not own it.
        return declarationEnd(keyword: keyword) == file.matchingBracket(of: open) ? keyword : nil
    }

    private func isModifier(_ index: Int) -> Bool {
        let kind = file.tokens[index].kind
        return (kind == .keyword || kind == .identifier) && Self.declarationModifiers.contains(file.text(of: index))
    }

    /// Whether `( … )` is the argument of a modifier: `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
    private func isModifierArgument(_ open: Int, _ close: Int) -> Bool {
        guard let inner = file.nextSignificant(after: open), file.nextSignificant(after: inner) == close else { return false }
        return file.token(inner, is: "set") || file.token(inner, is: "unsafe") || file.token(inner, is: "safe")
    }

    /// Whether the token before `index` makes it an operand or a pattern rather than the start
    /// of a declaration: `let mode = final` on the line above a `func` leaves `final` to `mode`.
    private func continuesExpression(before index: Int) -> Bool {
        guard let previous = file.previousSignificant(before: index) else { return false }
        switch file.tokens[previous].kind {
        case .operator, .period, .comma, .colon, .openParen, .openBracket:
            return true
        case .keyword:
            // Keywords that want an operand or a pattern next; others (`throws`, `nil`, `self`)
            // may end the statement on the line above.
            for word: StaticString in ["case", "let", "var", "return", "throw", "is", "as", "try", "where",
                                       "if", "guard", "while", "switch", "for", "import", "inout"]
            where file.token(previous, is: word) {
                return true
            }
            return false
        default:
            return false
        }
    }

    /// Whether the statement that reached `last` goes on at `next`, the first token of the
    /// following line: a binary operator, `.`, `,` or `:` at either end, a `where`, `else` or
    /// `throws` clause, or, when `braceContinues`, a body brace on its own line.
    private func continuesStatement(after last: Int, at next: Int, braceContinues: Bool) -> Bool {
        switch file.tokens[last].kind {
        case .comma, .colon, .period:
            return true
        case .operator:
            // Space before an operator that ends the line makes it binary; `Int?` is postfix.
            if last > 0, file.tokens[last - 1].kind == .space { return true }
        case .keyword:
            if file.token(last, is: "where") { return true }
        default:
            break
        }
        switch file.tokens[next].kind {
        case .comma, .colon, .period:
            return true
        case .operator:
            // Space after an operator that starts the line makes it binary; `!flag` is prefix.
            return next + 1 < file.tokens.count && (file.tokens[next + 1].kind == .space || file.tokens[next + 1].kind == .newline)
        case .keyword:
            for word: StaticString in ["where", "else", "throws", "rethrows", "as", "is"] where file.token(next, is: word) {
                return true
            }
            return false
        case .openBrace:
            return braceContinues
        default:
            return false
        }
    }
}

/// Putting a call site's arguments into a shim's template call, with parentheses only where
/// Swift's precedence needs them and a `true`/`false` argument folding a conditional.
enum Substitution {
    /// How an expression binds, for deciding where it needs parentheses.
    enum Shape: Equatable {
        /// A primary expression with postfix parts: `x`, `.hidden`, `a.b(c)[0]`, `"s"`, `{ … }`.
        case postfix
        /// A prefix operator on a postfix expression: `!full`, `-offset`.
        case prefixed
        /// Anything else: binary operators, `try`, `await`, casts.
        case loose
    }

    /// A value to put in place of a parameter.
    struct Value {
        var text: String
        var shape: Shape
        /// The parameter's type, for a value whose type comes from its context (`.medium`,
        /// `[.a, .b]`, a literal) when it goes inside an expression.
        var type: String?
    }

    /// Whether an expression's type comes from its context: it starts with an implicit
    /// member, a literal or a collection literal, or one of its operands at the top level
    /// is an implicit member, `nil` or a collection literal (`isRoot ? .large : .small`,
    /// `chosen ?? .small`), which only the parameter's type could resolve.
    /// A literal among operators takes its type from the other operands, so only under a
    /// member access (`17.rounded()`) does it need the parameter's type.
    static func needsContext(_ text: String, inPostfixPosition: Bool) -> Bool {
        guard let first = text.trimmingWhiteSpace().utf8.first else { return false }
        if first == UInt8(ascii: ".") || first == UInt8(ascii: "[") || text.hasPrefix("nil") { return true }
        let isLiteral = first == UInt8(ascii: "\"") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
        if isLiteral && inPostfixPosition { return true }
        return hasContextualOperand(text)
    }

    /// Whether an operand after a binary operator, `?` or `:` at the top level of `text` is
    /// an implicit member (`.small`), `nil` or a collection literal.
    private static func hasContextualOperand(_ text: String) -> Bool {
        let file = SourceFile(bytes: Array(text.utf8))
        guard file.firstProblem == nil else { return true }
        var index = 0
        var previous: Int?
        while index < file.tokens.count {
            let token = file.tokens[index]
            if token.kind.isTrivia { index += 1; continue }
            if let previous, Self.startsOperand(after: previous, in: file),
               token.kind == .period || token.kind == .openBracket || file.isKeyword(index, "nil") {
                return true
            }
            previous = index
            // Whatever is inside brackets has its own context: a call's parameter, an element.
            if let close = file.matchingBracket(of: index), close > index {
                previous = close
                index = close + 1
                continue
            }
            index += 1
        }
        return false
    }

    /// Whether the token `index` leaves an operand to follow: a binary operator, a ternary
    /// `?` or its `:`. A postfix `?` or `!` right after its operand (`a?.b`) does not.
    private static func startsOperand(after index: Int, in file: SourceFile) -> Bool {
        switch file.tokens[index].kind {
        case .colon:
            return true
        case .operator:
            let text = file.text(of: index)
            let attached = index > 0 && file.tokens[index - 1].end == file.tokens[index].start
            if (text == "?" || text == "!") && attached { return false }
            return true
        default:
            return false
        }
    }

    /// The shape of the significant tokens `range` of `file`.
    static func shape(of range: ClosedRange<Int>, in file: SourceFile) -> Shape {
        var index = range.lowerBound
        let last = range.upperBound
        var prefixed = false
        func adjacent(_ a: Int, _ b: Int) -> Bool { file.tokens[a].end == file.tokens[b].start }
        if file.tokens[index].kind == .operator, index < last, adjacent(index, index + 1) {
            let text = file.text(of: index)
            guard text == "!" || text == "-" || text == "+" || text == "~" else { return .loose }
            prefixed = true
            index += 1
        }
        // The primary expression.
        switch file.tokens[index].kind {
        case .identifier, .number, .string, .regex:
            break
        case .keyword:
            guard ["self", "Self", "true", "false", "nil", "super"].contains(file.text(of: index)) else { return .loose }
        case .period:
            guard index < last, file.tokens[index + 1].kind == .identifier else { return .loose }
            index += 1
        case .openParen, .openBracket, .openBrace:
            guard let close = file.matchingBracket(of: index), close <= last else { return .loose }
            index = close
        default:
            return .loose
        }
        // Postfix parts.
        var cursor = index + 1
        while cursor <= last {
            let kind = file.tokens[cursor].kind
            switch kind {
            case .space, .newline, .lineComment, .blockComment:
                // Only a member access or a trailing closure may follow white space.
                guard let next = file.nextSignificant(after: cursor), next <= last,
                      file.tokens[next].kind == .period || file.tokens[next].kind == .openBrace else { return .loose }
                cursor = next
                continue
            case .period:
                guard cursor < last, let member = file.nextSignificant(after: cursor), member <= last,
                      file.tokens[member].kind == .identifier || file.tokens[member].kind == .number
                        || (file.tokens[member].kind == .keyword && file.token(member, is: "self")) else { return .loose }
                cursor = member + 1
            case .openParen, .openBracket, .openBrace:
                guard let close = file.matchingBracket(of: cursor), close <= last else { return .loose }
                cursor = close + 1
            case .operator:
                let text = file.text(of: cursor)
                guard text == "!" || text == "?", adjacent(cursor - 1, cursor) else { return .loose }
                cursor += 1
            default:
                return .loose
            }
        }
        return prefixed ? .prefixed : .postfix
    }

    /// The shape of an expression given as text (a parameter's default value).
    static func shape(of text: String) -> Shape {
        let file = SourceFile(bytes: Array(text.utf8))
        guard file.firstProblem == nil, let first = file.tokens.firstIndex(where: { !$0.kind.isTrivia }),
              let last = file.tokens.lastIndex(where: { !$0.kind.isTrivia }) else { return .loose }
        return shape(of: first...last, in: file)
    }

    /// The template's call with every parameter replaced by its value.
    static func render(_ template: ShimTemplate, _ values: [Value]) -> String {
        let arguments = template.arguments.map { argument -> String in
            let expression = fold(argument.tokens, values) ?? substitute(argument.tokens, values)
            return (argument.label.map { "\($0): " } ?? "") + expression
        }
        return template.callee + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `p ? A : B` with `p` given `true` or `false`: the text of `A` or `B`.
    private static func fold(_ tokens: [TemplateToken], _ values: [Value]) -> String? {
        let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        guard significant.count >= 5, let parameter = tokens[significant[0]].parameter,
              tokens[significant[1]].kind == .operator, tokens[significant[1]].text == "?" else { return nil }
        let value = values[parameter].text
        guard value == "true" || value == "false" else { return nil }
        var depth = 0
        var colon: Int?
        for index in significant.dropFirst(2) {
            switch tokens[index].kind {
            case .openParen, .openBracket, .openBrace: depth += 1
            case .closeParen, .closeBracket, .closeBrace: depth -= 1
            case .colon where depth == 0: colon = index
            case .operator where depth == 0 && tokens[index].text == "?": return nil
            default: break
            }
            if colon != nil { break }
        }
        guard let colon else { return nil }
        let chosen = value == "true" ? Array(tokens[(significant[1] + 1)..<colon]) : Array(tokens[(colon + 1)...])
        return substitute(chosen, values).trimmingWhiteSpace()
    }

    private static func substitute(_ tokens: [TemplateToken], _ values: [Value]) -> String {
        let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        var text = ""
        for (position, token) in tokens.enumerated() {
            guard let parameter = token.parameter else {
                text += token.text
                continue
            }
            let value = values[parameter]
            let needs: Bool
            // A whole argument of a call inside the template: its parameter gives the context.
            let before = tokens[..<position].last { !$0.kind.isTrivia }
            let after = tokens[(position + 1)...].first { !$0.kind.isTrivia }
            let isWholeArgument = significant.count == 1
                || ([TokenKind.openParen, .comma, .colon, .openBracket].contains(before?.kind ?? .comma)
                    && [TokenKind.closeParen, .comma, .closeBracket].contains(after?.kind ?? .closeParen))
            if isWholeArgument {
                needs = false
            } else {
                let next = position + 1 < tokens.count ? tokens[position + 1] : nil
                let previous = position > 0 ? tokens[position - 1] : nil
                let postfixContext = next.map { [.period, .openParen, .openBracket].contains($0.kind)
                    || ($0.kind == .operator && ($0.text == "!" || $0.text == "?") && !($0.text == "?" && position + 2 < tokens.count && tokens[position + 2].kind.isTrivia)) } ?? false
                let afterPrefix = previous.map { $0.kind == .operator } ?? false
                needs = postfixContext || afterPrefix ? value.shape != .postfix : value.shape == .loose
            }
            let postfixContext = after.map { [.period, .openParen, .openBracket].contains($0.kind) } ?? false
            if !isWholeArgument, let type = value.type, needsContext(value.text, inPostfixPosition: postfixContext) {
                // `as` binds tighter than `?:` and `??`: a loose value is wrapped first.
                let operand = value.shape == .loose ? "(" + value.text + ")" : value.text
                text += "(" + operand + " as " + type + ")"
            } else {
                text += needs ? "(" + value.text + ")" : value.text
            }
        }
        return text
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    func trimmingWhiteSpace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}

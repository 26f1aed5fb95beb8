/// The comma-separated condition list of an `if`, `guard` or `while`, as token ranges.
public struct ConditionList: Sendable {
    /// Each element's first and last significant token.
    public var elements: [ClosedRange<Int>]
    /// The token that ends the list: the body's `{` for `if`/`while`, `else` for `guard`.
    public var terminator: Int
}

extension SourceFile {
    /// Parses the condition list that follows the keyword at `keyword` (`if`, `guard`,
    /// `while`), up to the first top-level `{` (or `else` for `guard`). Brackets are
    /// skipped whole, so commas and braces inside calls and closures do not count.
    public func conditionList(after keyword: Int) -> ConditionList? {
        let isGuard = isKeyword(keyword, "guard")
        var elements: [ClosedRange<Int>] = []
        var elementStart: Int?
        var last = keyword
        var index = nextSignificant(after: keyword)
        while let current = index {
            let kind = tokens[current].kind
            if isGuard ? isKeyword(current, "else") : kind == .openBrace {
                guard let start = elementStart else { return nil }
                elements.append(start...last)
                return ConditionList(elements: elements, terminator: current)
            }
            switch kind {
            case .comma:
                guard let start = elementStart else { return nil }
                elements.append(start...last)
                elementStart = nil
            case .openParen, .openBracket, .openBrace:
                if elementStart == nil { elementStart = current }
                guard let close = matchingBracket(of: current) else { return nil }
                last = close
                index = nextSignificant(after: close)
                continue
            case .closeParen, .closeBracket, .closeBrace, .semicolon:
                return nil
            default:
                if elementStart == nil { elementStart = current }
            }
            last = current
            index = nextSignificant(after: current)
        }
        return nil
    }

    /// The bytes from the first kept element to the last, each kept element after the first
    /// preceded by the separator that preceded it in the source (comma, spaces, line break
    /// and indentation), so a removed element takes its comma and its line with it.
    /// `elements` are byte ranges in source order; `keep` indexes into them, ascending.
    /// The comment lines right above the first kept element, when elements before it go, stay
    /// with it: they say something about it (a comment after a removed element's comma, on its
    /// line, goes with that element).
    public func joined(_ elements: [Range<Int>], keeping keep: [Int], replacing replacements: [Int: [UInt8]] = [:]) -> [UInt8] {
        var result: [UInt8] = []
        for (position, index) in keep.enumerated() {
            if position > 0 {
                result.append(contentsOf: bytes[elements[index - 1].upperBound..<elements[index].lowerBound])
            } else if index > 0 {
                result.append(contentsOf: commentLinesAbove(elements[index].lowerBound, after: elements[index - 1].upperBound))
            }
            if let replacement = replacements[index] {
                result.append(contentsOf: replacement)
            } else {
                result.append(contentsOf: bytes[elements[index]])
            }
        }
        return result
    }

    /// The bytes from the first comment that starts a line between `start` and `end` (a
    /// separator: a comma, spaces, line breaks, comments) up to `end`; none when no line there
    /// starts with a comment.
    private func commentLinesAbove(_ end: Int, after start: Int) -> ArraySlice<UInt8> {
        var index = tokenIndex(at: start)
        while index < tokens.count, tokens[index].start < end {
            if tokens[index].kind.isComment, isFirstOnLine(index) { return bytes[tokens[index].start..<end] }
            index += 1
        }
        return []
    }

    /// The byte range covered by the tokens `first...last`.
    public func byteRange(_ tokens: ClosedRange<Int>) -> Range<Int> {
        self.tokens[tokens.lowerBound].start..<self.tokens[tokens.upperBound].end
    }
}

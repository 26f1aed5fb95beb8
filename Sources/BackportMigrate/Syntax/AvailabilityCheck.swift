/// A parenthesised availability argument list as written in the source: the arguments of
/// `#available(…)`, `#unavailable(…)` or `@available(…)`.
public struct AvailabilityArgumentList: Sendable {
    /// The `(` and `)` tokens.
    public var open: Int
    public var close: Int
    /// Each argument's first and last significant token.
    public var ranges: [ClosedRange<Int>]
}

extension SourceFile {
    /// The argument list of the availability check or attribute at `index` (a `#available`,
    /// `#unavailable` or `@available` token directly followed by `(`).
    public func availabilityArguments(at index: Int) -> AvailabilityArgumentList? {
        let open = index + 1
        guard open < tokens.count, tokens[open].kind == .openParen, let close = matchingBracket(of: open) else { return nil }
        var ranges: [ClosedRange<Int>] = []
        var start: Int?
        var last = open
        var cursor = nextSignificant(after: open)
        while let current = cursor, current < close {
            if tokens[current].kind == .comma {
                guard let first = start else { return nil }
                ranges.append(first...last)
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
        if let first = start { ranges.append(first...last) }
        return AvailabilityArgumentList(open: open, close: close, ranges: ranges)
    }

    /// The text of tokens `first...last` without the trivia between them: `iOS 15.0` gives
    /// "iOS15.0", so `words(_:)` is what callers usually want.
    public func significantText(_ range: ClosedRange<Int>) -> String {
        var text = ""
        for index in range where !tokens[index].kind.isTrivia {
            text += self.text(of: index)
        }
        return text
    }

    /// The significant tokens of `first...last` as texts, with adjacent tokens not separated
    /// by trivia joined: `iOS 15.0.1` gives ["iOS", "15.0.1"] however the number was split.
    public func words(_ range: ClosedRange<Int>) -> [String] {
        var words: [String] = []
        var previousWasTrivia = true
        for index in range {
            if tokens[index].kind.isTrivia {
                previousWasTrivia = true
                continue
            }
            if previousWasTrivia || words.isEmpty {
                words.append(text(of: index))
            } else {
                words[words.count - 1] += text(of: index)
            }
            previousWasTrivia = false
        }
        return words
    }

    /// The arguments of an availability check, in the availability model's terms.
    public func availabilityArguments(_ list: AvailabilityArgumentList) -> [AvailabilityArgument] {
        list.ranges.map { range in
            let words = words(range)
            if words == ["*"] { return .wildcard }
            if words.count == 2, tokens[range.lowerBound].kind == .identifier,
               words[1].first?.isNumber == true {
                return .platform(name: words[0], version: words[1])
            }
            return .other(significantText(range))
        }
    }
}

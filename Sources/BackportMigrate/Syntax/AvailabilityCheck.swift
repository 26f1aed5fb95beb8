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
    /// `#unavailable` or `@available` token followed by `(`). Spaces or a `/* … */` comment may
    /// stand between them on the same line: Swift accepts `#available (iOS 15, *)`, and
    /// `@available (iOS 15, *)` in the Swift 5 language mode; a line break there does not compile.
    public func availabilityArguments(at index: Int) -> AvailabilityArgumentList? {
        var open = index + 1
        while open < tokens.count, tokens[open].kind == .space || tokens[open].kind == .blockComment,
              !bytes[tokens[open].start..<tokens[open].end].contains(where: { $0 == 0x0A || $0 == 0x0D }) { open += 1 }
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

    /// The source text of each argument, as written.
    public func argumentTexts(_ list: AvailabilityArgumentList) -> [String] {
        list.ranges.map { range in
            let bytes = byteRange(range)
            return text(from: bytes.lowerBound, to: bytes.upperBound)
        }
    }
}

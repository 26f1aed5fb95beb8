/// Whole-line editing on top of `SourceFile`: removing statements with the blank lines
/// around them kept tidy, and inlining a block's lines at another indentation.
extension SourceFile {
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// The range to delete to remove the lines from the one holding `start` through the
    /// one holding `end - 1`, line breaks included, so that no blank line is left at the
    /// start or the end of the enclosing block nor two blank lines in a row where there
    /// was one. A `swiftlint:disable:next` comment alone on the line above goes too, since
    /// it only concerned what is removed.
    ///
    /// With `takingCommentsAbove`, the `//` comment lines right above (no blank line between)
    /// go too, as they describe what is removed; `// MARK:` lines stay.
    public func lineRemovalRange(from start: Int, to end: Int, takingCommentsAbove: Bool = false) -> Range<Int> {
        var lower = startOfLine(containing: start)
        var upper = endOfLine(containing: max(start, end - 1))
        while lower > 0 {
            let previousLine = startOfLine(containing: lower - 1)
            if isLinterDirectiveLine(startingAt: previousLine)
                || (takingCommentsAbove && isPlainCommentLine(startingAt: previousLine)) {
                lower = previousLine
            } else {
                break
            }
        }

        let previousBlank = lower > 0 && isBlankLine(containing: lower - 1)
        let nextBlank = isBlankLine(startingAt: upper)
        if nextBlank && (previousBlank || opensBlock(before: lower)) {
            upper = endOfLine(containing: upper)
        } else if previousBlank && closesBlock(after: upper) {
            lower = startOfLine(containing: lower - 1)
        }
        return lower..<upper
    }

    /// Whether the line starting at `lineStart` is nothing but a `swiftlint:disable:next`
    /// or `swiftlint:disable:this` comment.
    func isLinterDirectiveLine(startingAt lineStart: Int) -> Bool {
        let index = tokenIndex(at: lineStart)
        var cursor = index
        while cursor < tokens.count, tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].kind == .lineComment, isLastOnLine(cursor) else { return false }
        return Self.isLinterDirective(text(of: cursor))
    }

    /// Whether the line starting at `lineStart` holds nothing but a `//` comment other than
    /// a doc comment or a `MARK:`.
    func isPlainCommentLine(startingAt lineStart: Int) -> Bool {
        var cursor = tokenIndex(at: lineStart)
        while cursor < tokens.count, tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < tokens.count, tokens[cursor].kind == .lineComment, isLastOnLine(cursor) else { return false }
        let comment = text(of: cursor)
        return !comment.hasPrefix("///") && !comment.contains("MARK:")
    }

    /// Whether a comment is a SwiftLint directive about the next line or its own line.
    static func isLinterDirective(_ comment: String) -> Bool {
        comment.contains("swiftlint:disable:next") || comment.contains("swiftlint:disable:this")
    }

    /// Whether the code before `offset` ends by opening a block: `{`, a closure's `in`,
    /// a `case …:` label, or the start of the file.
    private func opensBlock(before offset: Int) -> Bool {
        if offset > 0 {
            // A comment line right above is content of the block, not its start.
            let above = tokenIndex(at: startOfLine(containing: offset - 1))
            var cursor = above
            while cursor < tokens.count, tokens[cursor].kind == .space { cursor += 1 }
            if cursor < tokens.count, tokens[cursor].kind.isComment { return false }
        }
        guard let previous = previousSignificant(before: tokenIndex(at: offset)) else { return true }
        switch tokens[previous].kind {
        case .openBrace: return true
        case .colon: return isLastOnLine(previous)
        case .keyword: return token(previous, is: "in") && isLastOnLine(previous)
        default: return false
        }
    }

    /// Whether the code after `offset` starts by closing a block: `}`, the next `case`
    /// label, or the end of the file.
    private func closesBlock(after offset: Int) -> Bool {
        let index = tokenIndex(at: offset)
        let next = index < tokens.count && !tokens[index].kind.isTrivia ? index : nextSignificant(after: index)
        guard let next else { return true }
        if tokens[next].kind == .closeBrace { return true }
        return isKeyword(next, "case") || isKeyword(next, "default")
    }

    /// The lines inside the block `{ … }` (token indices `open`, `close`), moved so that the
    /// first of them starts with `indentation`, every other line shifted by the same amount.
    /// Blank lines at the block's start and end are dropped; a comment on the `{` line is kept
    /// as a line of its own unless it is a linter directive. Returns the text, each line ending
    /// with its original line break, and for each line the 1-based line it came from.
    public func inlinedLines(ofBlock open: Int, _ close: Int, indentation: ArraySlice<UInt8>) -> (text: [UInt8], origins: [Int]) {
        struct Piece { var start: Int; var end: Int; var line: Int; var isHead: Bool }
        var pieces: [Piece] = []
        let innerStart = tokens[open].end
        let innerEnd = tokens[close].start
        let openLineEnd = contentEndOfLine(containing: tokens[open].start)

        if openLineEnd >= innerEnd {
            // The whole block sits on the `{` line.
            pieces.append(Piece(start: innerStart, end: innerEnd, line: line(of: open), isHead: true))
        } else {
            if innerStart < openLineEnd {
                let head = trimmed(innerStart, openLineEnd)
                if !head.isEmpty {
                    let headText = text(from: head.lowerBound, to: head.upperBound)
                    if !(headText.hasPrefix("//") && Self.isLinterDirective(headText)) {
                        pieces.append(Piece(start: head.lowerBound, end: head.upperBound, line: line(of: open), isHead: true))
                    }
                }
            }
            var lineStart = endOfLine(containing: tokens[open].start)
            let closeLineStart = startOfLine(containing: innerEnd)
            while lineStart < closeLineStart {
                let lineEnd = endOfLine(containing: lineStart)
                pieces.append(Piece(start: lineStart, end: lineEnd, line: line(ofOffset: lineStart), isHead: false))
                lineStart = lineEnd
            }
            let tail = trimmed(closeLineStart, innerEnd)
            if !tail.isEmpty {
                pieces.append(Piece(start: closeLineStart, end: tail.upperBound, line: line(ofOffset: closeLineStart), isHead: false))
            }
        }

        func isBlank(_ piece: Piece) -> Bool {
            bytes[piece.start..<piece.end].allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == 10 || $0 == 13 }
        }
        while let first = pieces.first, isBlank(first) { pieces.removeFirst() }
        while let last = pieces.last, isBlank(last) { pieces.removeLast() }
        guard !pieces.isEmpty else { return ([], []) }

        let lineBreak = lineBreak(endingLineOf: tokens[close].start)
        // The reference is the first body line that is not a compiler directive: `#if` is
        // often written at column 0 and says nothing about the block's indentation.
        let reference = pieces.first { !$0.isHead && !isBlank($0) && !startsWithDirective($0.start) }
            .map { self.indentation(ofLineContaining: $0.start) } ?? indentation
        var text: [UInt8] = []
        var origins: [Int] = []
        for piece in pieces {
            let content = bytes[piece.start..<piece.end]
            if piece.isHead {
                text.append(contentsOf: indentation)
                text.append(contentsOf: trimmedSlice(content))
            } else if content.starts(with: reference) {
                text.append(contentsOf: indentation)
                text.append(contentsOf: content.dropFirst(reference.count))
            } else {
                text.append(contentsOf: content)
            }
            if text.last != 10 && text.last != 13 { text.append(contentsOf: lineBreak) }
            origins.append(piece.line)
        }
        return (text, origins)
    }

    /// Whether the line starting at `lineStart` begins, after indentation, with `#if`,
    /// `#elseif`, `#else` or `#endif`.
    private func startsWithDirective(_ lineStart: Int) -> Bool {
        var index = tokenIndex(at: lineStart)
        while index < tokens.count, tokens[index].kind == .space { index += 1 }
        guard index < tokens.count, tokens[index].kind == .poundKeyword else { return false }
        return token(index, is: "#if") || token(index, is: "#elseif") || token(index, is: "#else") || token(index, is: "#endif")
    }

    /// The line break that ends the line containing `offset`, or the file's first line
    /// break when that line has none (the last line), or `\n` in a one-line file.
    func lineBreak(endingLineOf offset: Int) -> ArraySlice<UInt8> {
        let contentEnd = contentEndOfLine(containing: offset)
        let end = endOfLine(containing: offset)
        if end > contentEnd { return bytes[contentEnd..<end] }
        if lineStarts.count > 1 {
            let first = contentEndOfLine(containing: 0)
            return bytes[first..<lineStarts[1]]
        }
        return [10]
    }

    /// The range between `start` and `end` without leading and trailing spaces and tabs.
    func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
        var lower = start, upper = end
        while lower < upper, bytes[lower] == Self.space || bytes[lower] == Self.tab { lower += 1 }
        while upper > lower, bytes[upper - 1] == Self.space || bytes[upper - 1] == Self.tab { upper -= 1 }
        return lower..<upper
    }

    private func trimmedSlice(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let range = trimmed(slice.startIndex, slice.endIndex)
        return bytes[range]
    }

    /// The text between `start` and `end` without surrounding white space, line breaks included.
    func trimmedText(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var lower = start, upper = end
        func isWhite(_ byte: UInt8) -> Bool { byte == Self.space || byte == Self.tab || byte == 10 || byte == 13 }
        while lower < upper, isWhite(bytes[lower]) { lower += 1 }
        while upper > lower, isWhite(bytes[upper - 1]) { upper -= 1 }
        return bytes[lower..<upper]
    }
}

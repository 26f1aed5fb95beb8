/// Moving the lines of a block to another indentation: every line by the same delta, never
/// normalised, multi-line string literals only when that keeps their value; nested blocks inlined
/// in the same move when their lines compose. Also the small line utilities inlining needs
/// (line breaks, trimming).
struct Reindentation {
    let file: SourceFile

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// A line of a block to inline, the part of the `{` line after the brace (`isHead`), or a
    /// statement on lines of its own that is inlined in turn (`nested`).
    private struct Piece {
        var start: Int
        var end: Int
        var line: Int
        var isHead: Bool
        var nested: BlockInlining.NestedInline?
    }

    /// One block being inlined: its pieces, how its lines move, and for a nested block what to
    /// take back when it turns out it cannot be composed.
    private struct Frame {
        var pieces: [Piece]
        var next = 0
        var reference: ArraySlice<UInt8>
        var indentation: [UInt8]
        var lineBreak: ArraySlice<UInt8>
        var stringMoves: [Int: Bool] = [:]
        /// For a nested block: the piece of the frame below that it replaces, and where its
        /// text and origins start.
        var source: Piece?
        var textMark = 0
        var originsMark = 0
        /// Nested statements inlined within it, its own nested frames' included.
        var composed = 0
    }

    /// The lines inside the block `{ … }` (token indices `open`, `close`), moved so that the
    /// first of them starts with `indentation`, every other line shifted by the same delta
    /// (see `shifted`), never normalised. The lines of a multi-line string literal move only
    /// when that keeps the string's value; a line with nothing but white space never grows.
    /// Blank lines at the block's start and end are dropped; a comment on the `{` line is kept
    /// as a line of its own unless it is a linter directive. Returns the text, each line ending
    /// with its original line break, and for each line the 1-based line it came from.
    ///
    /// A statement `nested` answers for is replaced by its own block's lines, moved to where its
    /// line moves. That is the text that inlining the outer block and then, in a later pass, the
    /// inner one gives, when every line of the inner block starts with the indentation of its
    /// first code line or is a part of it (`composes`), and that indentation starts with the
    /// statement's own, which starts with the outer block's: then the moves add up. A nested
    /// block where that does not hold (a line indented otherwise, an indented blank line, a
    /// line inside a multi-line string) is taken back and its statement's lines move as plain lines, left
    /// for the next pass. Nested blocks are walked with a stack of frames, not by recursion, so
    /// depth costs no stack, and each line is read by the frame that holds it directly: time
    /// linear in the size of the text. `composed` counts the nested statements inlined.
    func inlinedLines(ofBlock open: Int, _ close: Int, indentation: ArraySlice<UInt8>,
                      nested: ((Int) -> BlockInlining.NestedInline?)? = nil) -> (text: [UInt8], origins: [Int], composed: Int) {
        guard let root = frame(ofBlock: open, close, indentation: Array(indentation), nested: nested) else { return ([], [], 0) }
        var frames = [root]
        var text: [UInt8] = []
        var origins: [Int] = []
        while let top = frames.indices.last {
            guard frames[top].next < frames[top].pieces.count else {
                let done = frames.removeLast()
                if top == 0 { return (text, origins, done.composed) }
                frames[top - 1].composed += 1 + done.composed
                continue
            }
            let piece = frames[top].pieces[frames[top].next]
            frames[top].next += 1
            if let statement = piece.nested {
                let own = file.indentation(ofLineContaining: piece.start)
                if own.starts(with: frames[top].reference),
                   var inner = frame(ofBlock: statement.open, statement.close,
                                     indentation: Self.shifted(own, from: frames[top].reference, to: frames[top].indentation[...]),
                                     nested: nested),
                   inner.reference.starts(with: own) {
                    inner.source = piece
                    inner.textMark = text.count
                    inner.originsMark = origins.count
                    frames.append(inner)
                } else {
                    frames[top].pieces.insert(contentsOf: lines(of: piece), at: frames[top].next)
                }
                continue
            }
            if !append(piece, movedBy: &frames[top], nested: top > 0, to: &text, &origins) {
                let failed = frames.removeLast()
                text.removeSubrange(failed.textMark...)
                origins.removeSubrange(failed.originsMark...)
                frames[top - 1].pieces.insert(contentsOf: lines(of: failed.source!), at: frames[top - 1].next)
            }
        }
        return (text, origins, 0)
    }

    /// The frame of the block `open`/`close` moved to `indentation`; nil when it holds nothing
    /// but blank lines.
    private func frame(ofBlock open: Int, _ close: Int, indentation: [UInt8], nested: ((Int) -> BlockInlining.NestedInline?)?) -> Frame? {
        let pieces = self.pieces(ofBlock: open, close, nested: nested)
        guard !pieces.isEmpty else { return nil }
        // The reference is the first body line that is not a compiler directive (`#if` is
        // often written at column 0 and says nothing about the block's indentation) and does
        // not start inside a literal or comment; one outside any `#if` of the block first, as
        // an `#if` branch's lines may be a level deeper (`#if DEBUG` / `    value += 2` / `#endif`).
        var depth = 0
        var candidates: [(piece: Piece, depth: Int)] = []
        for piece in pieces where !piece.isHead {
            if piece.nested == nil, let directive = directive(startingLine: piece.start) {
                if file.token(directive, is: "#if") { depth += 1 } else if file.token(directive, is: "#endif") { depth = max(0, depth - 1) }
                continue
            }
            if piece.nested != nil || !isBlank(piece) && multiLineToken(around: piece.start) == nil { candidates.append((piece, depth)) }
        }
        let reference = (candidates.first { $0.depth == 0 } ?? candidates.first)
            .map { file.indentation(ofLineContaining: $0.piece.start) } ?? indentation[...]
        return Frame(pieces: pieces, reference: reference, indentation: indentation,
                     lineBreak: lineBreak(endingLineOf: file.tokens[close].start))
    }

    /// The pieces of the block `open`/`close`, without the blank ones at its start and end;
    /// a statement `nested` answers for is one piece.
    private func pieces(ofBlock open: Int, _ close: Int, nested: ((Int) -> BlockInlining.NestedInline?)?) -> [Piece] {
        var pieces: [Piece] = []
        let innerStart = file.tokens[open].end
        let innerEnd = file.tokens[close].start
        let openLineEnd = file.contentEndOfLine(containing: file.tokens[open].start)

        if openLineEnd >= innerEnd {
            // The whole block sits on the `{` line.
            pieces.append(Piece(start: innerStart, end: innerEnd, line: file.line(of: open), isHead: true))
        } else {
            if innerStart < openLineEnd {
                let head = trimmed(innerStart, openLineEnd)
                if !head.isEmpty {
                    let headText = file.text(from: head.lowerBound, to: head.upperBound)
                    if !(headText.hasPrefix("//") && CommentLines.isLinterDirective(headText)) {
                        pieces.append(Piece(start: head.lowerBound, end: head.upperBound, line: file.line(of: open), isHead: true))
                    }
                }
            }
            var lineStart = file.endOfLine(containing: file.tokens[open].start)
            let closeLineStart = file.startOfLine(containing: innerEnd)
            while lineStart < closeLineStart {
                if let nested, let statement = statement(startingLine: lineStart, in: open, nested),
                   file.tokens[statement.last].end <= closeLineStart {
                    let end = file.endOfLine(containing: file.tokens[statement.last].end)
                    pieces.append(Piece(start: lineStart, end: end, line: file.line(ofOffset: lineStart), isHead: false, nested: statement))
                    lineStart = end
                    continue
                }
                let lineEnd = file.endOfLine(containing: lineStart)
                pieces.append(Piece(start: lineStart, end: lineEnd, line: file.line(ofOffset: lineStart), isHead: false))
                lineStart = lineEnd
            }
            let tail = trimmed(closeLineStart, innerEnd)
            if !tail.isEmpty {
                pieces.append(Piece(start: closeLineStart, end: tail.upperBound, line: file.line(ofOffset: closeLineStart), isHead: false))
            }
        }
        while let first = pieces.first, first.nested == nil, isBlank(first) { pieces.removeFirst() }
        while let last = pieces.last, last.nested == nil, isBlank(last) { pieces.removeLast() }
        return pieces
    }

    /// The statement `nested` answers for that starts the line at `lineStart`, directly in the
    /// block opened at `open`.
    private func statement(startingLine lineStart: Int, in open: Int, _ nested: (Int) -> BlockInlining.NestedInline?) -> BlockInlining.NestedInline? {
        var index = file.tokenIndex(at: lineStart)
        guard index < file.tokens.count, file.tokens[index].start == lineStart else { return nil }
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .keyword, file.enclosingBrace(of: index) == open else { return nil }
        return nested(index)
    }

    /// The lines of a nested statement's piece, as plain pieces.
    private func lines(of piece: Piece) -> [Piece] {
        var lines: [Piece] = []
        var lineStart = piece.start
        while lineStart < piece.end {
            let lineEnd = file.endOfLine(containing: lineStart)
            lines.append(Piece(start: lineStart, end: lineEnd, line: file.line(ofOffset: lineStart), isHead: false))
            lineStart = lineEnd
        }
        return lines
    }

    private func isBlank(_ piece: Piece) -> Bool {
        file.bytes[piece.start..<piece.end].allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == 10 || $0 == 13 }
    }

    /// Appends `piece` moved as `frame` moves its lines. In a nested frame, false and nothing
    /// appended when the line would not move as it does when the blocks are inlined one pass
    /// at a time.
    private func append(_ piece: Piece, movedBy frame: inout Frame, nested: Bool, to text: inout [UInt8], _ origins: inout [Int]) -> Bool {
        let content = file.bytes[piece.start..<piece.end]
        if piece.isHead {
            text.append(contentsOf: frame.indentation)
            text.append(contentsOf: trimmedSlice(content))
        } else {
            let own = leadingSpace(content)
            let rest = content.dropFirst(own.count)
            let isBlank = rest.allSatisfy { $0 == 10 || $0 == 13 }
            let literal = multiLineToken(around: piece.start).flatMap { file.tokens[$0].kind == .string ? $0 : nil }
            if nested, literal != nil || (isBlank ? !own.isEmpty : !Self.composes(own, frame.reference)) { return false }
            var moved = Self.shifted(own, from: frame.reference, to: frame.indentation[...])
            if let token = literal {
                if frame.stringMoves[token] == nil {
                    frame.stringMoves[token] = shiftKeepsValue(ofString: token, from: frame.reference, to: frame.indentation[...])
                }
                // Empty lines of a string are exempt from its indentation.
                if frame.stringMoves[token] == false || (isBlank && own.isEmpty) { moved = Array(own) }
            } else if isBlank && moved.count > own.count {
                moved = Array(own)
            }
            text.append(contentsOf: moved)
            text.append(contentsOf: rest)
        }
        if text.last != 10 && text.last != 13 { text.append(contentsOf: frame.lineBreak) }
        origins.append(piece.line)
        return true
    }

    /// The whole lines of `lines` (offsets at line starts) moved by the same delta, so that the
    /// first line that is code (not blank, not a compiler directive, not inside a literal)
    /// starts with `indentation`: the rules of `inlinedLines` for the body of a `#if` branch,
    /// which has no braces.
    func shiftedLines(_ lines: Range<Int>, to indentation: ArraySlice<UInt8>) -> [UInt8] {
        var starts: [Int] = []
        var lineStart = lines.lowerBound
        while lineStart < lines.upperBound {
            starts.append(lineStart)
            lineStart = file.endOfLine(containing: lineStart)
        }
        func isBlank(_ start: Int) -> Bool {
            file.bytes[start..<file.endOfLine(containing: start)].allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == 10 || $0 == 13 }
        }
        guard let first = starts.first(where: { !isBlank($0) && !startsWithDirective($0) && multiLineToken(around: $0) == nil }) else {
            return Array(file.bytes[lines])
        }
        let reference = file.indentation(ofLineContaining: first)
        var stringMoves: [Int: Bool] = [:]
        var text: [UInt8] = []
        for start in starts {
            let content = file.bytes[start..<file.endOfLine(containing: start)]
            let own = leadingSpace(content)
            let rest = content.dropFirst(own.count)
            let blank = rest.allSatisfy { $0 == 10 || $0 == 13 }
            var moved = Self.shifted(own, from: reference, to: indentation)
            if let token = multiLineToken(around: start), file.tokens[token].kind == .string {
                if stringMoves[token] == nil { stringMoves[token] = shiftKeepsValue(ofString: token, from: reference, to: indentation) }
                if stringMoves[token] == false || (blank && own.isEmpty) { moved = Array(own) }
            } else if multiLineToken(around: start) != nil || (blank && moved.count > own.count) {
                moved = Array(own)
            }
            text.append(contentsOf: moved)
            text.append(contentsOf: rest)
        }
        return text
    }

    /// Whether a line indented `own`, in a nested block whose lines move from `reference`,
    /// lands where inlining one block per pass would put it: when `own` extends `reference`,
    /// or is a part of it (a line less indented than the block, such as code written at
    /// column 0 inside indented checks). Then moving it by the parent's delta and then by the
    /// block's is one move by the block's own delta (`shifted` drops from its target as many
    /// bytes as `own` lacks of `reference`, and stops at nothing, the same way twice or once).
    /// Other lines (a tab where the block has spaces) may not: their statement waits a pass.
    static func composes(_ own: ArraySlice<UInt8>, _ reference: ArraySlice<UInt8>) -> Bool {
        own.starts(with: reference) || reference.starts(with: own)
    }

    /// The indentation `own` becomes when its line moves with a block whose first line moves
    /// from `reference` to `target`. Tabs and spaces are bytes, compared as prefixes: the part
    /// of `own` it shares with `reference` becomes `target`, less as many bytes as `own` lacks
    /// of `reference` (a line less indented than the block loses only what it has); the bytes
    /// after where `own` parts from `reference` stay. With spaces only, every line moves by the
    /// same number of columns, stopping at column 0.
    static func shifted(_ own: ArraySlice<UInt8>, from reference: ArraySlice<UInt8>, to target: ArraySlice<UInt8>) -> [UInt8] {
        let shared = zip(own, reference).prefix { $0 == $1 }.count
        return Array(target.dropLast(reference.count - shared)) + own.dropFirst(shared)
    }

    /// Whether moving every line of the multi-line string literal at token `index` as `shifted`
    /// says keeps the string's value: Swift strips the closing delimiter's indentation from each
    /// content line, so every non-empty line must keep, after the moved closing indentation,
    /// the bytes it had after the old one.
    private func shiftKeepsValue(ofString index: Int, from reference: ArraySlice<UInt8>, to target: ArraySlice<UInt8>) -> Bool {
        let token = file.tokens[index]
        let closing = file.indentation(ofLineContaining: token.end - 1)
        let movedClosing = Self.shifted(closing, from: reference, to: target)
        var lineStart = file.endOfLine(containing: token.start)
        while lineStart < token.end {
            if file.contentEndOfLine(containing: lineStart) > lineStart {
                let own = file.indentation(ofLineContaining: lineStart)
                guard own.starts(with: closing),
                      Self.shifted(own, from: reference, to: target) == movedClosing + own.dropFirst(closing.count) else { return false }
            }
            lineStart = file.endOfLine(containing: lineStart)
        }
        return true
    }

    /// The token that the line starting at `lineStart` starts inside of, if any: a string,
    /// comment or regex literal that spans lines.
    private func multiLineToken(around lineStart: Int) -> Int? {
        let index = file.tokenIndex(at: lineStart)
        return index < file.tokens.count && file.tokens[index].start < lineStart ? index : nil
    }

    /// The spaces and tabs that start `line`.
    private func leadingSpace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.prefix { $0 == Self.space || $0 == Self.tab }
    }

    /// Whether the line starting at `lineStart` begins, after indentation, with `#if`,
    /// `#elseif`, `#else` or `#endif`.
    private func startsWithDirective(_ lineStart: Int) -> Bool { directive(startingLine: lineStart) != nil }

    /// The `#if`, `#elseif`, `#else` or `#endif` that starts the line at `lineStart`.
    private func directive(startingLine lineStart: Int) -> Int? {
        var index = file.tokenIndex(at: lineStart)
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .poundKeyword,
              file.token(index, is: "#if") || file.token(index, is: "#elseif") || file.token(index, is: "#else") || file.token(index, is: "#endif")
        else { return nil }
        return index
    }

    /// The line break that ends the line containing `offset`, or the file's first line
    /// break when that line has none (the last line), or `\n` in a one-line file.
    func lineBreak(endingLineOf offset: Int) -> ArraySlice<UInt8> {
        let contentEnd = file.contentEndOfLine(containing: offset)
        let end = file.endOfLine(containing: offset)
        if end > contentEnd { return file.bytes[contentEnd..<end] }
        if file.lineStarts.count > 1 {
            let first = file.contentEndOfLine(containing: 0)
            return file.bytes[first..<file.lineStarts[1]]
        }
        return [10]
    }

    /// The range between `start` and `end` without leading and trailing spaces and tabs.
    private func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
        var lower = start, upper = end
        while lower < upper, file.bytes[lower] == Self.space || file.bytes[lower] == Self.tab { lower += 1 }
        while upper > lower, file.bytes[upper - 1] == Self.space || file.bytes[upper - 1] == Self.tab { upper -= 1 }
        return lower..<upper
    }

    private func trimmedSlice(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let range = trimmed(slice.startIndex, slice.endIndex)
        return file.bytes[range]
    }

    /// The text between `start` and `end` without surrounding white space, line breaks included.
    func trimmedText(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var lower = start, upper = end
        func isWhite(_ byte: UInt8) -> Bool { byte == Self.space || byte == Self.tab || byte == 10 || byte == 13 }
        while lower < upper, isWhite(file.bytes[lower]) { lower += 1 }
        while upper > lower, isWhite(file.bytes[upper - 1]) { upper -= 1 }
        return file.bytes[lower..<upper]
    }
}

/// A tokenized Swift file with the scope-aware navigation that migrations use:
/// matching brackets, significant neighbours, lines and indentation.
///
/// Migrations never count brackets themselves; they ask a `SourceFile`.
public struct SourceFile: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let problems: [LexicalProblem]
    /// For each token, the index of its matching bracket, or -1.
    private let partner: [Int32]
    /// For each token, the index of the innermost `{` that encloses it, or -1 at file level.
    private let enclosingBrace: [Int32]
    /// Byte offset where each line starts; line `n` (1-based) starts at `lineStarts[n - 1]`.
    /// Line 1 starts after a byte-order mark: the mark belongs to no line, so that no edit
    /// of whole lines can take it.
    public let lineStarts: [Int]
    /// The first bracket problem found (an unmatched or mismatched bracket), if any.
    public let bracketProblem: LexicalProblem?
    /// Answers of whole-block analyses, shared by every copy of this value.
    let memo = AnalysisMemo()

    /// A file of no bytes, to hold in place of one whose tokens are no longer needed.
    static let empty = SourceFile(bytes: [])

    public init(bytes: [UInt8]) {
        let tokenized = Tokenizer.tokenize(bytes)
        self.bytes = bytes
        self.tokens = tokenized.tokens
        self.problems = tokenized.problems

        let contentStart = tokenized.tokens.first?.kind == .byteOrderMark ? tokenized.tokens[0].end : 0
        var starts = [contentStart]
        var offset = contentStart
        let count = bytes.count
        while offset < count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            } else if byte == UInt8(ascii: "\r") {
                if offset + 1 < count, bytes[offset + 1] == UInt8(ascii: "\n") { offset += 1 }
                starts.append(offset + 1)
            }
            offset += 1
        }
        self.lineStarts = starts
        func lineOf(_ offset: Int) -> Int { (starts.lastIndex { $0 <= offset } ?? 0) + 1 }

        var partner = [Int32](repeating: -1, count: tokenized.tokens.count)
        var enclosing = [Int32](repeating: -1, count: tokenized.tokens.count)
        var stack: [Int] = []
        var braces: [Int] = []
        var problem: LexicalProblem?
        for (index, token) in tokenized.tokens.enumerated() {
            enclosing[index] = Int32(braces.last ?? -1)
            switch token.kind {
            case .openParen, .openBracket, .openBrace:
                stack.append(index)
                if token.kind == .openBrace { braces.append(index) }
            case .closeParen, .closeBracket, .closeBrace:
                guard let open = stack.last, tokenized.tokens[open].kind == Self.opener(of: token.kind) else {
                    if problem == nil {
                        let closing = Self.spelling(of: token.kind)
                        if let open = stack.last {
                            let opening = Self.spelling(of: tokenized.tokens[open].kind)
                            let line = lineOf(tokenized.tokens[open].start)
                            problem = LexicalProblem(offset: token.start, message: "'\(closing)' does not close the '\(opening)' opened on line \(line)")
                        } else {
                            problem = LexicalProblem(offset: token.start, message: "unmatched '\(closing)'")
                        }
                    }
                    continue
                }
                stack.removeLast()
                if token.kind == .closeBrace { braces.removeLast(); enclosing[index] = Int32(braces.last ?? -1) }
                partner[open] = Int32(index)
                partner[index] = Int32(open)
            default:
                break
            }
        }
        if problem == nil, let open = stack.first {
            let token = tokenized.tokens[open]
            problem = LexicalProblem(offset: token.start, message: "'\(Self.spelling(of: token.kind))' is never closed")
        }
        self.partner = partner
        self.enclosingBrace = enclosing
        self.bracketProblem = problem

    }

    private static func opener(of kind: TokenKind) -> TokenKind {
        switch kind {
        case .closeParen: return .openParen
        case .closeBracket: return .openBracket
        default: return .openBrace
        }
    }

    private static func spelling(of kind: TokenKind) -> String {
        switch kind {
        case .openParen: return "("
        case .closeParen: return ")"
        case .openBracket: return "["
        case .closeBracket: return "]"
        case .openBrace: return "{"
        default: return "}"
        }
    }

    /// The first reason this file must not be rewritten: a lexical problem or an
    /// unbalanced bracket, whichever comes first in the file.
    public var firstProblem: LexicalProblem? {
        let lexical = problems.min { $0.offset < $1.offset }
        switch (lexical, bracketProblem) {
        case let (l?, b?): return l.offset <= b.offset ? l : b
        case let (l?, nil): return l
        case let (nil, b): return b
        }
    }

    // MARK: Token text

    /// The token's bytes.
    public func bytes(of index: Int) -> ArraySlice<UInt8> {
        bytes[tokens[index].start..<tokens[index].end]
    }

    /// The token's text, decoded as UTF-8 (invalid bytes become U+FFFD).
    public func text(of index: Int) -> String {
        String(decoding: bytes(of: index), as: UTF8.self)
    }

    /// The source text between two byte offsets.
    public func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether token `index` is spelled exactly `literal`, compared byte by byte.
    public func token(_ index: Int, is literal: StaticString) -> Bool {
        let token = tokens[index]
        guard token.length == literal.utf8CodeUnitCount else { return false }
        return literal.withUTF8Buffer { expected in
            var offset = token.start
            for byte in expected {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether token `index` is the keyword `literal` (so never a backticked identifier).
    public func isKeyword(_ index: Int, _ literal: StaticString) -> Bool {
        tokens[index].kind == .keyword && token(index, is: literal)
    }

    // MARK: Brackets and scopes

    /// The matching bracket of a `( [ {` or `) ] }` token.
    public func matchingBracket(of index: Int) -> Int? {
        let other = partner[index]
        return other < 0 ? nil : Int(other)
    }

    /// The innermost `{` enclosing token `index`, or nil at file level.
    public func enclosingBrace(of index: Int) -> Int? {
        let open = enclosingBrace[index]
        return open < 0 ? nil : Int(open)
    }

    // MARK: Neighbours

    /// The next token after `index` that is not trivia.
    public func nextSignificant(after index: Int) -> Int? {
        var next = index + 1
        while next < tokens.count {
            if !tokens[next].kind.isTrivia { return next }
            next += 1
        }
        return nil
    }

    /// The next token after `index` that is not a space or a line break: a comment or code.
    public func nextSignificantOrComment(after index: Int) -> Int? {
        var next = index + 1
        while next < tokens.count {
            if tokens[next].kind != .space && tokens[next].kind != .newline { return next }
            next += 1
        }
        return nil
    }

    /// The closest token before `index` that is not trivia.
    public func previousSignificant(before index: Int) -> Int? {
        var previous = index - 1
        while previous >= 0 {
            if !tokens[previous].kind.isTrivia { return previous }
            previous -= 1
        }
        return nil
    }

    /// Index of the token that contains byte `offset` (the first token starting at or after it
    /// when `offset` is the end of the file).
    public func tokenIndex(at offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: Lines

    /// The 1-based line of a byte offset; the byte-order mark counts as line 1.
    public func line(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while low < high {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return max(low, 1)
    }

    /// The 1-based line on which token `index` starts.
    public func line(of index: Int) -> Int { line(ofOffset: tokens[index].start) }

    /// Where line 1 starts: 0, or the end of the byte-order mark. Nothing lies above it.
    public var firstLineStart: Int { lineStarts[0] }

    /// The offset where the line containing `offset` starts.
    public func startOfLine(containing offset: Int) -> Int {
        lineStarts[line(ofOffset: offset) - 1]
    }

    /// The offset just past the line break that ends the line containing `offset`
    /// (the end of the file on the last line).
    public func endOfLine(containing offset: Int) -> Int {
        let line = line(ofOffset: offset)
        return line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The offset of the line break ending the line containing `offset`, excluding it.
    public func contentEndOfLine(containing offset: Int) -> Int {
        let start = startOfLine(containing: offset)
        var end = endOfLine(containing: offset)
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The leading spaces and tabs of the line containing `offset`.
    public func indentation(ofLineContaining offset: Int) -> ArraySlice<UInt8> {
        let start = startOfLine(containing: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return bytes[start..<end]
    }

    /// Whether only spaces and tabs precede token `index` on its line.
    public func isFirstOnLine(_ index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0 {
            switch tokens[previous].kind {
            case .space: previous -= 1
            case .newline, .byteOrderMark: return true
            case .blockComment:
                // A block comment that ends this line's prefix still counts as code before us
                return false
            default: return false
            }
        }
        return true
    }

    /// Whether only spaces, tabs and a line comment follow token `index` on its line.
    public func isLastOnLine(_ index: Int) -> Bool {
        var next = index + 1
        while next < tokens.count {
            switch tokens[next].kind {
            case .space, .lineComment: next += 1
            case .newline: return true
            default: return false
            }
        }
        return true
    }

    /// Whether the line containing `offset` holds nothing but spaces and tabs.
    public func isBlankLine(containing offset: Int) -> Bool {
        let start = startOfLine(containing: offset)
        let end = contentEndOfLine(containing: offset)
        return bytes[start..<end].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether the line starting at `lineStart` is blank; false past the end of the file.
    public func isBlankLine(startingAt lineStart: Int) -> Bool {
        guard lineStart < bytes.count else { return false }
        return isBlankLine(containing: lineStart)
    }
}

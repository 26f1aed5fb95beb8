/// The result of tokenizing a file.
public struct TokenizedSource: Sendable {
    /// Tokens that tile the input: the first starts at 0, each starts where the previous one
    /// ends, the last ends at the input's length, none is empty.
    public let tokens: [Token]
    /// Everything that makes the file unsafe to rewrite, in source order of discovery.
    public let problems: [LexicalProblem]
}

/// Splits Swift source bytes into tokens, losslessly and for any input.
///
/// Choices worth knowing:
/// - `>>`, `>=`, `<<` and other runs of operator characters are one `.operator` token, as Swift's
///   own lexer does; a generic-argument reader must split `>>` itself. `?` and `!` right after an
///   expression (`x?.y`, `f()!`) are one-character postfix operators, so `Int?>` is `?` then `>`.
/// - `\` (key path) is a one-character `.operator`.
/// - A bare `/…/` is a regex literal only where SE-0354 allows one: not after a token that ends
///   an expression, not glued to the previous token, not starting with a space, tab or `=`, not
///   ending with a space or tab, no unbalanced `)`. Otherwise the `/` is an operator.
/// - Invalid number literals (`0b102`, `1abc`) stay one `.number` token but are reported.
public enum Tokenizer {
    /// The problem reported for a NUL byte, which marks a binary file rather than bad Swift.
    public static let nulByteMessage = "NUL byte"

    /// Tokenizes `bytes`, which must be at most `Token.maximumOffset` long, 512 MiB (the tool
    /// refuses files over 64 MiB before reading them).
    public static func tokenize(_ bytes: [UInt8]) -> TokenizedSource {
        precondition(bytes.count <= Token.maximumOffset, "input too large to tokenize: \(bytes.count) bytes")
        return bytes.withUnsafeBufferPointer { buffer in
            CharacterClasses.asciiTable.withUnsafeBufferPointer { table in
                Keywords.table.withUnsafeBufferPointer { keywords in
                    var lexer = Lexer(bytes: buffer, table: table, keywords: keywords)
                    lexer.run()
                    return TokenizedSource(tokens: lexer.tokens, problems: lexer.problems)
                }
            }
        }
    }
}

/// The scanning state for one file. Everything reads `bytes` by offset; `position` is where the
/// next token starts, so emitting a token only needs its end.
struct Lexer {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    let table: UnsafeBufferPointer<UInt8>
    let keywords: UnsafeBufferPointer<Keywords.Slot>

    var tokens: [Token] = []
    var problems: [LexicalProblem] = []
    var position = 0

    /// Index in `tokens` of the last significant (non-trivia) token, or -1. What a `/` means
    /// depends on it; it is judged only when a `/` comes, so ordinary tokens pay nothing.
    var lastSignificant = -1
    /// Keyword flags of the last significant token and of the one before it (`try` in `try?`).
    var lastKeywordFlags: UInt8 = 0
    var previousKeywordFlags: UInt8 = 0

    /// Set once a string, regex or comment ran to the end of the file unclosed. From then on,
    /// literals that may span lines fail at once instead of scanning to the end again, which
    /// keeps inputs like a thousand unclosed `#"""` lines linear instead of quadratic.
    var reachedEndUnterminated = false

    /// The frames of a string literal being scanned, reused between literals.
    var stringFrames: [StringFrame] = []

    init(bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>, keywords: UnsafeBufferPointer<Keywords.Slot>) {
        self.bytes = bytes
        self.count = bytes.count
        self.table = table
        self.keywords = keywords
        // Real code averages well over four bytes per token; reserving avoids most regrowth.
        tokens.reserveCapacity(count / 4 + 16)
        Self.preferLargePages(for: &tokens)
    }

    /// Asks the system to back a large token array with huge pages where it offers them on
    /// request (Linux transparent huge pages in `madvise` mode): a 20 MB file's 60 MB array
    /// then takes some thirty page faults instead of fifteen thousand. Only a hint.
    static func preferLargePages(for tokens: inout [Token]) {
        guard let hugePage = SystemCalls.hugePageSize else { return }
        let bytes = tokens.capacity * MemoryLayout<Token>.stride
        guard bytes >= 4 * hugePage, let base = tokens.withUnsafeMutableBufferPointer({ $0.baseAddress }) else { return }
        let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: base) + bytes) & ~(hugePage - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        SystemCalls.preferHugePages(aligned, length: end - start)
    }

    @inline(__always)
    func byte(at offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }

    @inline(__always)
    func flags(_ byte: UInt8) -> UInt8 { table[Int(byte)] }

    @inline(__always)
    func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    @inline(__always)
    mutating func emit(_ kind: TokenKind, end: Int) {
        tokens.append(Token(kind: kind, start: position, end: end))
        position = end
    }

    /// Emits a significant token and remembers it for the regex-literal and tuple-index rules.
    @inline(__always)
    mutating func emitSignificant(_ kind: TokenKind, end: Int, keywordFlags: UInt8 = 0) {
        lastSignificant = tokens.count
        previousKeywordFlags = lastKeywordFlags
        lastKeywordFlags = keywordFlags
        emit(kind, end: end)
    }

    /// The last significant token is a member-access period: `t.0.1` is two integers.
    var afterPeriod: Bool { lastSignificant >= 0 && tokens[lastSignificant].kind == .period }

    mutating func report(_ message: String, at offset: Int) {
        problems.append(LexicalProblem(offset: offset, message: message))
    }

    /// The end of the line containing `offset`: the offset of its line break, or the file's end.
    func endOfLine(from offset: Int) -> Int {
        var index = offset
        while index < count && !isLineBreak(bytes[index]) { index += 1 }
        return index
    }

    mutating func run() {
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            emit(.byteOrderMark, end: 3)
        }
        if byte(at: position) == UInt8(ascii: "#") && byte(at: position + 1) == UInt8(ascii: "!") {
            emit(.shebang, end: scanLineText(from: position + 2))
        }
        while position < count {
            lexToken()
        }
    }

    /// Lexes the one token that starts at `position`.
    @inline(__always)
    mutating func lexToken() {
        let start = position
        let first = bytes[start]
        let classes = flags(first)

        if classes & CharacterClasses.identifierHead != 0 {
            lexIdentifier(from: start + 1)
            return
        }
        if classes & CharacterClasses.horizontalSpace != 0 {
            var end = start + 1
            while end < count && flags(bytes[end]) & CharacterClasses.horizontalSpace != 0 { end += 1 }
            emit(.space, end: end)
            return
        }
        switch first {
        case 0x0A:
            emit(.newline, end: start + 1)
        case 0x0D:
            emit(.newline, end: byte(at: start + 1) == 0x0A ? start + 2 : start + 1)
        case UInt8(ascii: "("): emitSignificant(.openParen, end: start + 1)
        case UInt8(ascii: ")"): emitSignificant(.closeParen, end: start + 1)
        case UInt8(ascii: "["): emitSignificant(.openBracket, end: start + 1)
        case UInt8(ascii: "]"): emitSignificant(.closeBracket, end: start + 1)
        case UInt8(ascii: "{"): emitSignificant(.openBrace, end: start + 1)
        case UInt8(ascii: "}"): emitSignificant(.closeBrace, end: start + 1)
        case UInt8(ascii: ","): emitSignificant(.comma, end: start + 1)
        case UInt8(ascii: ":"): emitSignificant(.colon, end: start + 1)
        case UInt8(ascii: ";"): emitSignificant(.semicolon, end: start + 1)
        case UInt8(ascii: "/"):
            let next = byte(at: start + 1)
            if next == UInt8(ascii: "/") {
                emit(.lineComment, end: scanLineText(from: start + 2))
            } else if next == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case UInt8(ascii: "."):
            let next = byte(at: start + 1)
            if next == UInt8(ascii: ".") || (flags(next) & CharacterClasses.operatorCharacter != 0 && !startsComment(at: start + 1)) {
                lexOperator()
            } else {
                emitSignificant(.period, end: start + 1)
            }
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "\""):
            lexString(literalStart: start, quote: start, pounds: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            if let end = scanIdentifierBody(from: start + 1, requireHead: true) {
                emitSignificant(.attribute, end: end)
            } else {
                report("'@' without an attribute name", at: start)
                emitSignificant(.error, end: start + 1)
            }
        case UInt8(ascii: "$"):
            lexIdentifier(from: start + 1)
        case UInt8(ascii: "`"):
            lexBacktickedIdentifier()
        case UInt8(ascii: "\\"):
            emitSignificant(.operator, end: start + 1)
        case 0:
            report(Tokenizer.nulByteMessage, at: start)
            emitSignificant(.error, end: start + 1)
        default:
            if classes & CharacterClasses.operatorCharacter != 0 {
                lexOperator()
            } else if first >= 0x80 {
                lexNonASCII()
            } else {
                report(first < 0x20 || first == 0x7F ? "unexpected control character" : "unexpected character '\(Character(Unicode.Scalar(first)))'", at: start)
                emitSignificant(.error, end: start + 1)
            }
        }
    }

    /// Scans the rest of a line comment or shebang, reporting NUL and invalid UTF-8 inside it.
    mutating func scanLineText(from offset: Int) -> Int {
        var index = offset
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x80 || byte == 0x09 { index += 1; continue }
            if isLineBreak(byte) { break }
            index = checkedAdvance(at: index)
        }
        return index
    }

    /// Advances over one non-printable or non-ASCII character inside a comment or literal,
    /// reporting it when it is a NUL byte or a run of invalid UTF-8.
    @inline(never)
    mutating func checkedAdvance(at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0 {
            report(Tokenizer.nulByteMessage, at: index)
            return index + 1
        }
        if byte < 0x80 { return index + 1 }
        if let (_, length) = CharacterClasses.decodeScalar(bytes, at: index) { return index + length }
        report("invalid UTF-8 byte", at: index)
        var end = index + 1
        while end < count && bytes[end] >= 0x80 && CharacterClasses.decodeScalar(bytes, at: end) == nil { end += 1 }
        return end
    }

    /// `/*` opens a comment here (used to end operators, as Swift does: `a+/*c*/b`).
    @inline(__always)
    func startsComment(at offset: Int) -> Bool {
        byte(at: offset) == UInt8(ascii: "/") && (byte(at: offset + 1) == UInt8(ascii: "/") || byte(at: offset + 1) == UInt8(ascii: "*"))
    }

    /// A nested `/* … */` comment; unclosed, it is an error token to the end of the file.
    mutating func lexBlockComment() {
        if let end = scanBlockComment(from: position, stopAtLineBreak: false) {
            emit(.blockComment, end: end)
        } else {
            report("unterminated block comment", at: position)
            emit(.error, end: count)
        }
    }

    /// Scans a block comment starting at `start` (on its `/*`), nesting as Swift does.
    ///
    /// - Returns: the offset after the closing `*/`, or `nil` when the comment is unclosed (or,
    ///   with `stopAtLineBreak`, would span lines).
    mutating func scanBlockComment(from start: Int, stopAtLineBreak: Bool) -> Int? {
        var depth = 1
        var index = start + 2
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") && self.byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if byte == UInt8(ascii: "/") && self.byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte >= 0x20 && byte < 0x80 || byte == 0x09 {
                index += 1
            } else if isLineBreak(byte) {
                if stopAtLineBreak { return nil }
                index += 1
            } else {
                index = checkedAdvance(at: index)
            }
        }
        reachedEndUnterminated = true
        return nil
    }

    /// Scans identifier characters (ASCII fast path, then Unicode) from `offset`.
    ///
    /// - Returns: the end, or `nil` if `requireHead` and no identifier starts at `offset`.
    mutating func scanIdentifierBody(from offset: Int, requireHead: Bool) -> Int? {
        if requireHead {
            let first = byte(at: offset)
            if first < 0x80 {
                guard offset < count, flags(first) & CharacterClasses.identifierHead != 0 else { return nil }
            } else {
                guard let (scalar, _) = CharacterClasses.decodeScalar(bytes, at: offset),
                      CharacterClasses.isIdentifierHead(scalar) else { return nil }
            }
        }
        var index = offset
        while index < count {
            let byte = bytes[index]
            if flags(byte) & CharacterClasses.identifierBody != 0 {
                index += 1
            } else if byte >= 0x80, let (scalar, length) = CharacterClasses.decodeScalar(bytes, at: index),
                      CharacterClasses.isIdentifierBody(scalar) {
                index += length
            } else {
                break
            }
        }
        return index
    }

    /// An identifier or keyword whose first character ends before `offset`; also `$0`, `$name`, `_`.
    @inline(__always)
    mutating func lexIdentifier(from offset: Int) {
        let start = position
        let end = scanIdentifierBody(from: offset, requireHead: false) ?? offset
        let keywordFlags = bytes[start] == UInt8(ascii: "$") ? 0 : Keywords.lookup(keywords, bytes, start: start, length: end - start)
        emitSignificant(keywordFlags & Keywords.reserved != 0 ? .keyword : .identifier, end: end, keywordFlags: keywordFlags)
    }

    /// `` `name` `` on one line; Swift 6 raw identifiers allow any character but a backtick or
    /// line break between the backticks.
    mutating func lexBacktickedIdentifier() {
        let start = position
        var index = start + 1
        let problemCount = problems.count
        while index < count && bytes[index] != UInt8(ascii: "`") && !isLineBreak(bytes[index]) {
            index = bytes[index] >= 0x20 && bytes[index] < 0x80 ? index + 1 : checkedAdvance(at: index)
        }
        if index < count && bytes[index] == UInt8(ascii: "`") && index > start + 1 {
            emitSignificant(.identifier, end: index + 1)
        } else {
            problems.removeSubrange(problemCount...)
            report(index > start + 1 || index >= count || isLineBreak(bytes[index]) ? "unterminated backticked identifier" : "empty backticked identifier", at: start)
            emitSignificant(.error, end: endOfLine(from: start))
        }
    }

    /// `#`: raw string, extended regex, `#if`/`#available`/macro, or a stray `#`.
    mutating func lexPound() {
        let start = position
        var index = start
        while byte(at: index) == UInt8(ascii: "#") { index += 1 }
        let pounds = index - start
        let next = byte(at: index)
        if index < count && next == UInt8(ascii: "\"") {
            lexString(literalStart: start, quote: index, pounds: pounds)
        } else if index < count && next == UInt8(ascii: "/") {
            lexExtendedRegex(pounds: pounds, slash: index)
        } else if pounds == 1, let end = scanIdentifierBody(from: start + 1, requireHead: true) {
            emitSignificant(.poundKeyword, end: end)
        } else {
            report("'#' without a name, string or regex", at: start)
            emitSignificant(.error, end: start + 1)
        }
    }

    /// A character at or above U+0080 outside any literal: identifier, operator or error.
    mutating func lexNonASCII() {
        let start = position
        guard let (scalar, _) = CharacterClasses.decodeScalar(bytes, at: start) else {
            emitSignificant(.error, end: checkedAdvance(at: start))
            return
        }
        if CharacterClasses.isIdentifierHead(scalar) {
            lexIdentifier(from: start)
        } else if CharacterClasses.isOperatorHead(scalar) {
            lexOperator()
        } else {
            let hex = String(scalar, radix: 16, uppercase: true)
            report("unexpected character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)", at: start)
            emitSignificant(.error, end: start + (CharacterClasses.decodeScalar(bytes, at: start)?.length ?? 1))
        }
    }

    /// Whether the character at `offset` may continue an operator; `dotted` operators (those
    /// starting with `.`) may contain `.`, others may not. Returns its length, or 0.
    @inline(__always)
    func operatorCharacterLength(at offset: Int, dotted: Bool) -> Int {
        let byte = bytes[offset]
        if byte < 0x80 {
            if flags(byte) & CharacterClasses.operatorCharacter != 0 { return 1 }
            return dotted && byte == UInt8(ascii: ".") ? 1 : 0
        }
        guard let (scalar, length) = CharacterClasses.decodeScalar(bytes, at: offset),
              CharacterClasses.isOperatorBody(scalar) else { return 0 }
        return length
    }

    /// Whether the character before `offset` binds the token at `offset` to its left, in the
    /// sense of Swift's operator rules (`a+b` yes, `(+b`, `a +b`, `/*c*/+b` no).
    func isLeftBound(_ offset: Int, previousKind: TokenKind?) -> Bool {
        guard offset > 0 else { return false }
        switch bytes[offset - 1] {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D, 0,
             UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            // The end of a `/* */` comment is white space for this purpose.
            return !(offset >= 2 && bytes[offset - 2] == UInt8(ascii: "*") && previousKind == .blockComment)
        default:
            return true
        }
    }

    /// Whether the character at `offset` binds an operator ending there to its right.
    func isRightBound(_ offset: Int, leftBound: Bool) -> Bool {
        guard offset < count else { return false }
        switch bytes[offset] {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D, 0,
             UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            // `a!.b` is postfix `!`; `!.b` on its own is a prefix operator before a member.
            return !leftBound
        case UInt8(ascii: "/"):
            return !startsComment(at: offset)
        default:
            return true
        }
    }

    /// A run of operator characters starting at `position`, or a bare regex literal if a `/` in
    /// prefix position opens one.
    mutating func lexOperator() {
        let start = position
        let leftBound = isLeftBound(start, previousKind: tokens.last?.kind)
        let first = bytes[start]
        if leftBound && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
            // Postfix `?`/`!` is a token of its own: `x?.y`, `T?>`, `f()!`.
            emitSignificant(.operator, end: start + 1)
            return
        }
        // A regex may start right here or after a prefix operator (`!/x/`), never glued to the
        // previous token, after an expression, or where an operator is being declared.
        let regexCandidate = !leftBound && lastKeywordFlags & Keywords.declaresOperator == 0 && regexMayFollowLastToken()
        let dotted = first == UInt8(ascii: ".")
        var index = start
        while index < count {
            if bytes[index] == UInt8(ascii: "/") {
                if startsComment(at: index) && index > start { break }
                if regexCandidate, let end = scanBareRegex(slash: index) {
                    if index > start { emitSignificant(.operator, end: index) }
                    emitSignificant(.regex, end: end)
                    return
                }
            }
            let length = operatorCharacterLength(at: index, dotted: dotted)
            if length == 0 { break }
            index += length
        }
        emitSignificant(.operator, end: index)
    }

    /// Whether `bytes[start..<end]` is exactly `word`.
    func spells(_ word: StaticString, _ start: Int, _ end: Int) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { expected in
            (0..<expected.count).allSatisfy { bytes[start + $0] == expected[$0] }
        }
    }

    /// Whether a `/` in prefix position may open a bare regex literal after the last
    /// significant token: yes after punctuation that sequences expressions, binary and prefix
    /// operators and most keywords; no after anything that ends an expression.
    func regexMayFollowLastToken() -> Bool {
        guard lastSignificant >= 0 else { return true }
        let token = tokens[lastSignificant]
        let start = token.start
        let end = token.end
        switch token.kind {
        case .openParen, .openBracket, .openBrace, .comma, .colon, .semicolon, .error:
            return true
        case .operator:
            let length = end - start
            let single = length == 1 ? bytes[start] : 0
            let previousKind = lastSignificant > 0 ? tokens[lastSignificant - 1].kind : nil
            if isLeftBound(start, previousKind: previousKind) && !isRightBound(end, leftBound: true) {
                // Postfix: an expression ended, unless it is the `?`/`!` of `try?`/`try!`.
                return previousKeywordFlags & Keywords.isTry != 0 && (single == UInt8(ascii: "?") || single == UInt8(ascii: "!"))
            }
            return !(single == UInt8(ascii: ">") || single == UInt8(ascii: "\\") || spells("->", start, end) || spells("...", start, end))
        case .keyword:
            return lastKeywordFlags & Keywords.endsExpression == 0
        case .poundKeyword:
            // `#if`, `#elseif`, `#else`, `#endif` sequence expressions; `#available(…)`, macros
            // and `#file` are followed by their own arguments or are expressions.
            return spells("#if", start, end) || spells("#elseif", start, end)
                || spells("#else", start, end) || spells("#endif", start, end)
        default:
            return false
        }
    }
}

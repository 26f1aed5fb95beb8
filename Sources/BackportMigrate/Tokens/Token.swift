/// The lexical category of a token, in the terms the migrations need.
///
/// Trivia (spaces, line breaks, comments) are tokens like any other, so that the
/// tokens of a file always tile its bytes exactly: printing them back gives the input.
public enum TokenKind: UInt8, Sendable, Hashable {
    /// A run of spaces, tabs, vertical tabs or form feeds, never containing a line break.
    case space
    /// One line break: `\n`, `\r\n` or `\r`.
    case newline
    /// `// …` (doc `///` too), up to but not including the line break.
    case lineComment
    /// `/* … */` (doc `/** */` too), nesting as Swift nests them; may span lines.
    case blockComment
    /// A UTF-8 byte order mark at the very start of the file.
    case byteOrderMark
    /// `#!…` on the first line, up to the line break.
    case shebang

    /// A plain, backticked or Unicode identifier, `$0`, `$name`, and contextual
    /// keywords such as `get`, `some`, `async`, which Swift treats as identifiers.
    case identifier
    /// A reserved word: `if`, `guard`, `else`, `let`, `func`, `struct`, `true`, `self`, …
    case keyword
    /// `#` followed by a name: `#available`, `#unavailable`, `#if`, `#elseif`,
    /// `#else`, `#endif`, `#selector`, `#file`, and freestanding macros (`#Preview`).
    case poundKeyword
    /// `@` followed by a name: `@available`, `@MainActor`, `@ViewBuilder`.
    case attribute
    /// An integer or floating-point literal in any base, with `_` separators.
    case number
    /// A whole string literal, delimiters, escapes and interpolations included:
    /// `"…"`, `"""…"""`, `#"…"#`, and so on.
    case string
    /// A whole regex literal: `/…/`, `#/…/#`.
    case regex

    case openParen, closeParen
    case openBracket, closeBracket
    case openBrace, closeBrace
    case comma, colon, semicolon
    /// A lone `.` (member access); `...`, `..<` and other dot operators are `.operator`.
    case period
    /// A run of operator characters: `=`, `->`, `&&`, `?`, `!`, `...`, `\` (key path), `&`.
    case `operator`

    /// Bytes the tokenizer could not make sense of: invalid UTF-8, a NUL byte, an
    /// unterminated string, comment or regex literal, a stray character.
    case error

    /// Spaces, line breaks, comments, BOM and shebang: what does not change meaning.
    public var isTrivia: Bool {
        switch self {
        case .space, .newline, .lineComment, .blockComment, .byteOrderMark, .shebang: return true
        default: return false
        }
    }

    /// Comments of either form.
    public var isComment: Bool { self == .lineComment || self == .blockComment }
}

/// One token: its kind and the byte range it covers in the source.
///
/// Tokens hold no text of their own; `SourceText` owns the bytes. Equality ignores
/// nothing and includes the offsets, so compare kinds and texts, not tokens.
public struct Token: Sendable, Hashable {
    // Kind, start and end are packed in one 64-bit word, an 8-byte stride instead of 12: the
    // token array of a file is twice its size, not three times, and the system has a third
    // less of it to hand out and zero. Offsets take 29 bits each, so a text may have up to
    // `maximumOffset` bytes; the tool refuses files over 64 MiB before reading them.
    private var packed: UInt64

    /// The largest offset a token can hold: texts up to 512 MiB.
    public static let maximumOffset = (1 << offsetBits) - 1

    private static let offsetBits = 29
    private static let offsetMask: UInt64 = (1 << 29) - 1
    /// The kind takes the top 6 bits: room for 64 kinds.
    private static let kindShift: UInt64 = 58

    /// What kind of token it is.
    public var kind: TokenKind {
        // The kind's bits are always those of a case, stored below.
        get { unsafeBitCast(UInt8(truncatingIfNeeded: packed >> Self.kindShift), to: TokenKind.self) }
        set { packed = packed & ~(0x3F << Self.kindShift) | UInt64(unsafeBitCast(newValue, to: UInt8.self)) << Self.kindShift }
    }

    /// Offset of the first byte in the source.
    public var start: Int {
        get { Int(truncatingIfNeeded: packed & Self.offsetMask) }
        set { packed = packed & ~Self.offsetMask | Self.offset(newValue) }
    }

    /// Offset one past the last byte.
    public var end: Int {
        get { Int(truncatingIfNeeded: (packed >> 29) & Self.offsetMask) }
        set { packed = packed & ~(Self.offsetMask << 29) | Self.offset(newValue) << 29 }
    }

    public init(kind: TokenKind, start: Int, end: Int) {
        packed = UInt64(unsafeBitCast(kind, to: UInt8.self)) << Self.kindShift | Self.offset(end) << 29 | Self.offset(start)
    }

    @inline(__always)
    private static func offset(_ value: Int) -> UInt64 {
        precondition(UInt(bitPattern: value) <= UInt(maximumOffset), "token offset \(value) out of range")
        return UInt64(truncatingIfNeeded: value)
    }

    public var range: Range<Int> { start..<end }
    public var length: Int { end - start }
}

/// A problem the tokenizer found, at a byte offset: an unterminated literal or
/// comment, invalid UTF-8, a NUL byte. A file with problems is never rewritten.
public struct LexicalProblem: Sendable, Hashable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

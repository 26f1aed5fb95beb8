/// One open delimiter while scanning a string literal: a string (with its `#` count and
/// whether it is `"""`) or a parenthesis inside an interpolation.
struct StringFrame {
    var isString: Bool
    var pounds: Int
    /// For a string: it is multi-line. For a parenthesis: the innermost enclosing string is,
    /// so the interpolated code may break lines.
    var allowsLineBreaks: Bool
}

extension Lexer {
    /// A number literal: decimal, `0x` (with hex floats), `0o`, `0b`, `_` separators, exponents.
    /// A `.` only starts a fraction when a digit follows (`1..<2`, `1.description`) and never
    /// right after a member-access period (`tuple.0.1`).
    mutating func lexNumber() {
        let start = position
        var index = start
        let digit = CharacterClasses.digit
        let hexDigit = CharacterClasses.hexDigit
        let second = byte(at: start + 1)
        // The base letter, or 0 for a decimal literal.
        let prefix = bytes[start] == UInt8(ascii: "0") && (second == UInt8(ascii: "x") || second == UInt8(ascii: "o") || second == UInt8(ascii: "b")) ? second : 0
        if prefix != 0 {
            index = start + 2
            if prefix == UInt8(ascii: "x") {
                index = skip(from: index, hexDigit)
                if byte(at: index) == UInt8(ascii: "."), !afterPeriod, flags(byte(at: index + 1)) & hexDigit != 0 {
                    let dot = index
                    index = skip(from: index + 1, hexDigit)
                    let exponent = byte(at: index)
                    if exponent != UInt8(ascii: "p") && exponent != UInt8(ascii: "P") && flags(byte(at: dot + 1)) & digit == 0 {
                        // `0xff.description`: an integer followed by a member.
                        index = dot
                    }
                }
                index = skipExponent(from: index, markers: (UInt8(ascii: "p"), UInt8(ascii: "P")))
            } else {
                // Octal and binary digits are checked by the invalid-character rule below.
                index = skip(from: index, digit)
            }
        } else {
            index = skip(from: index, digit)
            if byte(at: index) == UInt8(ascii: "."), !afterPeriod, flags(byte(at: index + 1)) & digit != 0 {
                index = skip(from: index + 1, digit)
            }
            index = skipExponent(from: index, markers: (UInt8(ascii: "e"), UInt8(ascii: "E")))
        }
        let valid = index < count ? flags(bytes[index]) & CharacterClasses.identifierBody == 0 : true
        let octalOrBinaryValid = prefix == UInt8(ascii: "o") || prefix == UInt8(ascii: "b") ? digitsFit(start + 2, index, base: prefix) : true
        if !valid || !octalOrBinaryValid || (prefix != 0 && index == start + 2) {
            index = scanIdentifierBody(from: index, requireHead: false) ?? index
            report("invalid number literal", at: start)
        }
        emitSignificant(.number, end: index)
    }

    /// Skips bytes with the given class flag and `_` separators.
    @inline(__always)
    func skip(from offset: Int, _ flag: UInt8) -> Int {
        var index = offset
        while index < count && (flags(bytes[index]) & flag != 0 || bytes[index] == UInt8(ascii: "_")) { index += 1 }
        return index
    }

    /// Skips `e-3` / `p+4` when a digit follows the marker and optional sign.
    func skipExponent(from offset: Int, markers: (UInt8, UInt8)) -> Int {
        let marker = byte(at: offset)
        guard offset < count, marker == markers.0 || marker == markers.1 else { return offset }
        var index = offset + 1
        if byte(at: index) == UInt8(ascii: "+") || byte(at: index) == UInt8(ascii: "-") { index += 1 }
        guard index < count, flags(bytes[index]) & CharacterClasses.digit != 0 else { return offset }
        return skip(from: index, CharacterClasses.digit)
    }

    /// Whether `bytes[start..<end]` holds only digits of the octal (`o`) or binary (`b`) base and `_`.
    func digitsFit(_ start: Int, _ end: Int, base: UInt8) -> Bool {
        let highest = base == UInt8(ascii: "o") ? UInt8(ascii: "7") : UInt8(ascii: "1")
        return (start..<end).allSatisfy { bytes[$0] == UInt8(ascii: "_") || (bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= highest) }
    }

    /// A string literal starting at `literalStart` (its first `#` or quote) whose first quote is
    /// at `quote`. On failure the literal becomes an error token to the end of its line.
    mutating func lexString(literalStart: Int, quote: Int, pounds: Int) {
        let problemCount = problems.count
        if let end = scanString(quote: quote, pounds: pounds) {
            emitSignificant(.string, end: end)
        } else {
            // Problems found inside would be found again when the rest is lexed.
            problems.removeSubrange(problemCount...)
            report("unterminated string literal", at: literalStart)
            emitSignificant(.error, end: endOfLine(from: literalStart))
        }
    }

    /// Opens the string whose first quote is at `quote`: pushes its frame and returns where its
    /// content starts, or `nil` if it is a multi-line literal that can no longer be closed.
    ///
    /// `"""` opens a multi-line literal, except in a raw string where no line break follows it:
    /// that is a one-line string whose content starts with `""` (`#"""#` is `"`, `#"""a"#` is
    /// `""a`). Swift's lexer reads every valid literal the same way; it also rejects content
    /// after a multi-line opening, which this makes an unterminated one-line string.
    mutating func openString(quote: Int, pounds: Int) -> Int? {
        let tripled = byte(at: quote + 1) == UInt8(ascii: "\"") && byte(at: quote + 2) == UInt8(ascii: "\"")
        guard tripled, pounds == 0 || isLineBreak(byte(at: quote + 3)) else {
            stringFrames.append(StringFrame(isString: true, pounds: pounds, allowsLineBreaks: false))
            return quote + 1
        }
        if reachedEndUnterminated { return nil }
        stringFrames.append(StringFrame(isString: true, pounds: pounds, allowsLineBreaks: true))
        return quote + 3
    }

    /// Whether `pounds` `#` characters follow `offset`.
    @inline(__always)
    func closingPounds(after offset: Int, _ pounds: Int) -> Bool {
        if pounds == 0 { return true }
        guard offset + pounds <= count else { return false }
        for index in offset..<(offset + pounds) where bytes[index] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Scans a whole string literal, interpolations and the literals nested in them included.
    ///
    /// Interpolated code is skipped the way Swift's lexer skips it: only parentheses, string
    /// literals and comments matter, so closures, brackets and operators need no parsing. An
    /// explicit stack instead of recursion keeps deeply nested input from exhausting the call stack.
    ///
    /// - Returns: the offset after the closing delimiter, or `nil` when the literal is unclosed.
    mutating func scanString(quote: Int, pounds: Int) -> Int? {
        stringFrames.removeAll(keepingCapacity: true)
        guard var index = openString(quote: quote, pounds: pounds) else { return nil }
        while index < count {
            let frame = stringFrames[stringFrames.count - 1]
            let byte = bytes[index]
            if frame.isString {
                switch byte {
                case UInt8(ascii: "\\"):
                    let afterPounds = index + 1 + frame.pounds
                    guard closingPounds(after: index + 1, frame.pounds), afterPounds < count else {
                        index += 1
                        continue
                    }
                    let escaped = bytes[afterPounds]
                    if escaped == UInt8(ascii: "(") {
                        stringFrames.append(StringFrame(isString: false, pounds: 0, allowsLineBreaks: frame.allowsLineBreaks))
                        index = afterPounds + 1
                    } else if escaped >= 0x20 && escaped < 0x80 {
                        index = afterPounds + 1
                    } else {
                        // Line breaks, NUL and non-ASCII after a backslash are judged on their own.
                        index = afterPounds
                    }
                case UInt8(ascii: "\""):
                    let closeEnd = frame.allowsLineBreaks ? index + 3 : index + 1
                    if frame.allowsLineBreaks && !(self.byte(at: index + 1) == UInt8(ascii: "\"") && self.byte(at: index + 2) == UInt8(ascii: "\"")) {
                        index += 1
                    } else if closingPounds(after: closeEnd, frame.pounds) {
                        stringFrames.removeLast()
                        index = closeEnd + frame.pounds
                        if stringFrames.isEmpty { return index }
                    } else {
                        index += 1
                    }
                case 0x0A, 0x0D:
                    if !frame.allowsLineBreaks { return nil }
                    index += 1
                case 0x20..<0x80, 0x09:
                    index += 1
                default:
                    index = checkedAdvance(at: index)
                }
            } else {
                switch byte {
                case UInt8(ascii: "("):
                    stringFrames.append(frame)
                    index += 1
                case UInt8(ascii: ")"):
                    stringFrames.removeLast()
                    index += 1
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var quoteIndex = index
                    while quoteIndex < count && bytes[quoteIndex] == UInt8(ascii: "#") { quoteIndex += 1 }
                    if quoteIndex < count && bytes[quoteIndex] == UInt8(ascii: "\"") {
                        guard let contentStart = openString(quote: quoteIndex, pounds: quoteIndex - index) else { return nil }
                        index = contentStart
                    } else {
                        index = quoteIndex
                    }
                case UInt8(ascii: "/"):
                    let next = self.byte(at: index + 1)
                    if next == UInt8(ascii: "*") {
                        guard let end = scanBlockComment(from: index, stopAtLineBreak: !frame.allowsLineBreaks) else { return nil }
                        index = end
                    } else if next == UInt8(ascii: "/") {
                        // A line comment would swallow the rest of a one-line string.
                        if !frame.allowsLineBreaks { return nil }
                        index = scanLineText(from: index + 2)
                    } else {
                        index += 1
                    }
                case 0x0A, 0x0D:
                    if !frame.allowsLineBreaks { return nil }
                    index += 1
                case 0x20..<0x80, 0x09:
                    index += 1
                default:
                    index = checkedAdvance(at: index)
                }
            }
        }
        reachedEndUnterminated = true
        return nil
    }

    /// Tries to read a bare `/…/` regex literal whose opening slash is at `slash`, with the
    /// SE-0354 rules that keep division and operators working: no space, tab, `=` or comment
    /// right after the opening slash, no space or tab right before the closing one, no
    /// unbalanced `)`, one line only, and not closed by a slash that starts a comment.
    ///
    /// - Returns: the offset after the closing slash, or `nil` if this is not a regex.
    mutating func scanBareRegex(slash: Int) -> Int? {
        switch byte(at: slash + 1) {
        case 0x20, 0x09, UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: "/"): return nil
        default: break
        }
        let problemCount = problems.count
        var index = slash + 1
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/"):
                if startsComment(at: index + 1) || lastSpace == index - 1 {
                    problems.removeSubrange(problemCount...)
                    return nil
                }
                return index + 1
            case 0x0A, 0x0D:
                problems.removeSubrange(problemCount...)
                return nil
            case UInt8(ascii: "\\"):
                let escaped = self.byte(at: index + 1)
                index += escaped >= 0x20 && escaped < 0x80 ? 2 : 1
                continue
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    problems.removeSubrange(problemCount...)
                    return nil
                }
                groupDepth -= 1
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case 0x20, 0x09:
                lastSpace = index
            default:
                break
            }
            index = byte >= 0x20 && byte < 0x80 ? index + 1 : checkedAdvance(at: index)
        }
        problems.removeSubrange(problemCount...)
        return nil
    }

    /// `#/…/#` (any number of `#`): always a regex. It spans lines when only spaces and tabs
    /// follow the opening delimiter on its line. Unclosed, it is an error to the end of its line.
    mutating func lexExtendedRegex(pounds: Int, slash: Int) {
        let start = position
        let problemCount = problems.count
        var index = slash + 1
        while index < count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        let multiline = index < count && isLineBreak(bytes[index])
        if !multiline { index = slash + 1 }
        var end: Int? = nil
        if !(multiline && reachedEndUnterminated) {
            scan: while index < count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/"):
                    var closeEnd = index + 1
                    while closeEnd < count && bytes[closeEnd] == UInt8(ascii: "#") { closeEnd += 1 }
                    if closeEnd - index - 1 >= pounds {
                        end = closeEnd
                        break scan
                    }
                    index += 1
                case 0x0A, 0x0D:
                    if !multiline { break scan }
                    index += 1
                case UInt8(ascii: "\\"):
                    let escaped = self.byte(at: index + 1)
                    index += escaped >= 0x20 && escaped < 0x80 ? 2 : 1
                case 0x20..<0x80, 0x09:
                    index += 1
                default:
                    index = checkedAdvance(at: index)
                }
            }
            if end == nil && index >= count { reachedEndUnterminated = true }
        }
        if let end {
            emitSignificant(.regex, end: end)
        } else {
            problems.removeSubrange(problemCount...)
            report("unterminated regex literal", at: start)
            emitSignificant(.error, end: endOfLine(from: start))
        }
    }
}

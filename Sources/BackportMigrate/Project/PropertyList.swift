/// A value of an old-style (OpenStep) ASCII property list, the format of an Xcode
/// `project.pbxproj`: `{ key = value; }`, `( a, b, )`, `<0fbd 77>`, quoted strings with
/// backslash escapes, unquoted words, `/* … */` and `//` comments.
enum PropertyList: Sendable, Hashable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    case data([UInt8])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: PropertyList]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value of `key` in a dictionary; nil for a missing key or a value of another kind.
    subscript(key: String) -> PropertyList? {
        dictionary?[key]
    }

    /// Why a text is no property list: what was found, at which byte offset and line.
    struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        let offset: Int
        /// 1-based.
        let line: Int
        let message: String

        var description: String { "line \(line): \(message)" }
    }

    /// How deep arrays and dictionaries may nest: a project nests a few levels; a deeper text is
    /// refused rather than risking the stack.
    static let maximumDepth = 200

    /// The property list the UTF-8 `bytes` hold (a leading byte-order mark allowed), in one pass
    /// over them.
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> PropertyList {
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }

    /// The property list of `text`.
    static func parse(_ text: String) throws(ParseError) -> PropertyList {
        try parse(Array(text.utf8))
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        mutating func document() throws(ParseError) -> PropertyList {
            try skipTrivia()
            guard position < bytes.count else { throw error("empty: no property list") }
            let value = try self.value(depth: 0)
            try skipTrivia()
            guard position == bytes.count else { throw error("unexpected \(describe(position)) after the property list") }
            return value
        }

        func error(_ message: String, at offset: Int? = nil) -> ParseError {
            let offset = min(offset ?? position, bytes.count)
            let line = bytes[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return ParseError(offset: offset, line: line, message: message)
        }

        func describe(_ offset: Int) -> String {
            guard offset < bytes.count else { return "end of text" }
            let byte = bytes[offset]
            return byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }

        /// Skips white space and comments.
        mutating func skipTrivia() throws(ParseError) {
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    position += 1
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                    let start = position
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    guard position + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                    position += 2
                case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                    while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                default:
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(ParseError) -> PropertyList {
            guard depth < PropertyList.maximumDepth else { throw error("nested more than \(PropertyList.maximumDepth) levels deep") }
            guard position < bytes.count else { throw error("a value is missing at the end of the text") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try dictionary(depth: depth)
            case UInt8(ascii: "("): return try array(depth: depth)
            case UInt8(ascii: "<"): return try data()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
            default:
                guard let word = unquoted() else { throw error("unexpected \(describe(position)) where a value should be") }
                return .string(word)
            }
        }

        mutating func dictionary(depth: Int) throws(ParseError) -> PropertyList {
            let open = position
            position += 1
            var entries: [String: PropertyList] = [:]
            while true {
                try skipTrivia()
                guard position < bytes.count else { throw error("unterminated dictionary: no '}' for the '{'", at: open) }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(entries)
                }
                let key: String
                if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") {
                    key = try quoted()
                } else if let word = unquoted() {
                    key = word
                } else {
                    throw error("unexpected \(describe(position)) where a dictionary key should be")
                }
                try skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                    throw error("expected '=' after the key \"\(key)\", found \(describe(position))")
                }
                position += 1
                try skipTrivia()
                let value = try self.value(depth: depth + 1)
                try skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                    throw error("expected ';' after the value of \"\(key)\", found \(describe(position))")
                }
                position += 1
                entries[key] = value
            }
        }

        mutating func array(depth: Int) throws(ParseError) -> PropertyList {
            let open = position
            position += 1
            var elements: [PropertyList] = []
            while true {
                try skipTrivia()
                guard position < bytes.count else { throw error("unterminated array: no ')' for the '('", at: open) }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(elements)
                }
                elements.append(try value(depth: depth + 1))
                try skipTrivia()
                guard position < bytes.count else { throw error("unterminated array: no ')' for the '('", at: open) }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] != UInt8(ascii: ")") {
                    throw error("expected ',' or ')' in an array, found \(describe(position))")
                }
            }
        }

        /// `<0fbd77 1c>`: hexadecimal digits in pairs, white space ignored.
        mutating func data() throws(ParseError) -> PropertyList {
            let open = position
            position += 1
            var result: [UInt8] = []
            var high: UInt8?
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: ">") {
                    guard high == nil else { throw error("data with an odd number of hexadecimal digits", at: open) }
                    return .data(result)
                }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                guard let digit = Self.hexDigit(byte) else { throw error("unexpected \(describe(position - 1)) in data", at: position - 1) }
                if let first = high {
                    result.append(first << 4 | digit)
                    high = nil
                } else {
                    high = digit
                }
            }
            throw error("unterminated data: no '>' for the '<'", at: open)
        }

        static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }

        /// A word of the characters a string may have unquoted: letters, digits, `_ $ / : . -`.
        mutating func unquoted() -> String? {
            let start = position
            while position < bytes.count, Self.isWordByte(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }

        /// A string in double (or single) quotes. Escapes: `\n \t \r \a \b \f \v`, `\\`, `\"`,
        /// `\'`, up to three octal digits (`\012`), `\U` and up to four hexadecimal digits (a
        /// UTF-16 unit; a surrogate pair is two of them); any other escaped character stands for itself.
        mutating func quoted() throws(ParseError) -> String {
            let quote = bytes[position]
            let open = position
            position += 1
            var result: [UInt8] = []
            var runStart = position
            var pendingHigh: UInt16?
            func append(_ value: UInt32) {
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            // A high surrogate not followed by a low one stands for U+FFFD.
            func flush() {
                if pendingHigh != nil { append(0xFFFD) }
                pendingHigh = nil
            }
            func takeRun() {
                guard runStart < position else { return }
                flush()
                result.append(contentsOf: bytes[runStart..<position])
            }
            while position < bytes.count {
                let byte = bytes[position]
                if byte == quote {
                    takeRun()
                    flush()
                    position += 1
                    return String(decoding: result, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                takeRun()
                position += 1
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                position += 1
                if escaped == UInt8(ascii: "U") {
                    var value: UInt16 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let digit = Self.hexDigit(bytes[position]) {
                        value = value << 4 | UInt16(digit)
                        position += 1
                        digits += 1
                    }
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
                        pendingHigh = nil
                        append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(value - 0xDC00))
                    } else {
                        flush()
                        if (0xD800...0xDBFF).contains(value) { pendingHigh = value } else { append(UInt32(value)) }
                    }
                    runStart = position
                    continue
                }
                flush()
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "a"): result.append(0x07)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "v"): result.append(0x0B)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    append(value)
                default:
                    // `\\`, `\"`, `\'` and any other character: itself (a character of several
                    // bytes is copied whole with the run that follows).
                    if escaped < 0x80 { result.append(escaped) } else { position -= 1 }
                }
                runStart = position
            }
            throw error("unterminated string: no closing \(quote == UInt8(ascii: "\"") ? "\"" : "'")", at: open)
        }
    }
}

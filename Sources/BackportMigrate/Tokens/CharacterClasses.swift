/// Byte and Unicode scalar classification for the tokenizer.
///
/// ASCII goes through a 256-entry flag table (one load per byte in the hot loops); non-ASCII
/// scalars, rare in source code, go through binary searches over the ranges The Swift
/// Programming Language gives for identifier and operator characters.
enum CharacterClasses {
    /// `A`–`Z`, `a`–`z`, `_`: may start an identifier.
    static let identifierHead: UInt8 = 1
    /// Identifier head, digits and `$` (Swift accepts `$` inside identifiers).
    static let identifierBody: UInt8 = 2
    /// `/ = - + ! * % < > & | ^ ~ ?`.
    static let operatorCharacter: UInt8 = 4
    /// Space, tab, vertical tab, form feed: horizontal white space.
    static let horizontalSpace: UInt8 = 8
    /// `0`–`9`.
    static let digit: UInt8 = 16
    /// `0`–`9`, `a`–`f`, `A`–`F`.
    static let hexDigit: UInt8 = 32

    /// Flags per byte value; bytes 0x80 and above have none.
    static let asciiTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierHead | identifierBody }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierHead | identifierBody }
        table[Int(UInt8(ascii: "_"))] |= identifierHead | identifierBody
        table[Int(UInt8(ascii: "$"))] |= identifierBody
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierBody | digit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in "/=-+!*%<>&|^~?".utf8 { table[Int(byte)] |= operatorCharacter }
        for byte: UInt8 in [0x20, 0x09, 0x0B, 0x0C] { table[Int(byte)] |= horizontalSpace }
        return table
    }()

    /// Non-ASCII scalars that may start an identifier (emoji included, as Swift allows them).
    static let identifierHeadRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
        0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
        0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD,
        0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD,
        0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Non-ASCII combining marks allowed after the first identifier character.
    static let identifierBodyOnlyRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// Non-ASCII scalars that may start an operator.
    static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6,
        0xBB...0xBB, 0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027,
        0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775,
        0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    /// Non-ASCII combining marks and variation selectors allowed after an operator's first character.
    static let operatorBodyOnlyRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
        0xE0100...0xE01EF,
    ]

    static func isIdentifierHead(_ scalar: UInt32) -> Bool { contains(identifierHeadRanges, scalar) }

    static func isIdentifierBody(_ scalar: UInt32) -> Bool {
        contains(identifierHeadRanges, scalar) || contains(identifierBodyOnlyRanges, scalar)
    }

    static func isOperatorHead(_ scalar: UInt32) -> Bool { contains(operatorHeadRanges, scalar) }

    static func isOperatorBody(_ scalar: UInt32) -> Bool {
        contains(operatorHeadRanges, scalar) || contains(operatorBodyOnlyRanges, scalar)
    }

    /// Binary search over sorted, disjoint ranges.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if scalar < ranges[middle].lowerBound {
                high = middle
            } else if scalar > ranges[middle].upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Decodes the UTF-8 sequence starting at `offset`, strictly: no overlong forms, no
    /// surrogates, nothing above U+10FFFF, no truncated sequence.
    ///
    /// - Returns: the scalar and its length in bytes, or `nil` if the bytes there are not valid UTF-8.
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: UInt32, length: Int)? {
        let count = bytes.count
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        let length: Int
        var scalar: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = lead & 0x1F; minimum = 0x80
        case 0xE0...0xEF: length = 3; scalar = lead & 0x0F; minimum = 0x800
        case 0xF0...0xF4: length = 4; scalar = lead & 0x07; minimum = 0x10000
        default: return nil
        }
        guard offset + length <= count else { return nil }
        for index in 1..<length {
            let byte = UInt32(bytes[offset + index])
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | (byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }
}

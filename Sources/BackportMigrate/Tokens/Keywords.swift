/// The reserved words the tokenizer marks `.keyword`, with what the regex-literal heuristic
/// needs to know about each.
///
/// Lookup hashes the identifier's bytes (packed into two words) into an open-addressing table,
/// so recognising a keyword costs a multiply and a compare or two, never a `String`.
enum Keywords {
    /// The word is reserved: emit `.keyword`.
    static let reserved: UInt8 = 1
    /// The word is an expression by itself (`self`, `nil`, `true`, …): a `/` after it divides.
    static let endsExpression: UInt8 = 2
    /// `func` or `operator`: the next `/` names an operator (`prefix operator /^/`), never a regex.
    static let declaresOperator: UInt8 = 4
    /// `try`: in `try? /x/` the `?` does not end an expression.
    static let isTry: UInt8 = 8

    /// Swift's declaration, statement and expression keywords. Contextual words (`get`, `some`,
    /// `async`, `mutating`, …) are deliberately absent: Swift lexes them as identifiers.
    static let words: [String] = [
        "if", "guard", "else", "while", "for", "in", "repeat", "do", "switch", "case", "default",
        "break", "continue", "fallthrough", "return", "throw", "defer", "let", "var", "func",
        "init", "deinit", "subscript", "struct", "class", "enum", "protocol", "extension",
        "typealias", "associatedtype", "import", "static", "public", "private", "fileprivate",
        "internal", "open", "operator", "inout", "where", "as", "is", "try", "catch", "throws",
        "rethrows", "true", "false", "nil", "self", "Self", "super", "Any",
    ]

    /// One slot of the hash table; `flags == 0` marks an empty slot.
    struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length: Int = 0
        var flags: UInt8 = 0
    }

    static let slotCount = 256

    /// The longest keyword that fits the two-word packing; longer identifiers are never keywords.
    static let maximumLength = 16

    static let table: [Slot] = {
        var slots = [Slot](repeating: Slot(), count: slotCount)
        for word in words {
            let bytes = Array(word.utf8)
            precondition(bytes.count <= maximumLength)
            let (low, high) = bytes.withUnsafeBufferPointer { pack($0, from: 0, length: bytes.count) }
            var flags = reserved
            switch word {
            case "true", "false", "nil", "self", "Self", "super", "Any": flags |= endsExpression
            case "func", "operator": flags |= declaresOperator
            case "try": flags |= isTry
            default: break
            }
            var index = hash(low, high, bytes.count)
            while slots[index].flags != 0 { index = (index + 1) & (slotCount - 1) }
            slots[index] = Slot(low: low, high: high, length: bytes.count, flags: flags)
        }
        return slots
    }()

    /// Packs up to 16 bytes little-endian into two words.
    @inline(__always)
    static func pack(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, length: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<length {
            let byte = UInt64(bytes[start + index])
            if index < 8 { low |= byte << (8 * UInt64(index)) } else { high |= byte << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }

    @inline(__always)
    static func hash(_ low: UInt64, _ high: UInt64, _ length: Int) -> Int {
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 56)
    }

    /// The flags of the keyword spelled by `bytes[start..<start+length]`, or 0 if it is not one.
    @inline(__always)
    static func lookup(_ table: UnsafeBufferPointer<Slot>, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt8 {
        guard length >= 2, length <= maximumLength else { return 0 }
        let low: UInt64
        let high: UInt64
        if start + 16 <= bytes.count, let base = bytes.baseAddress {
            // Two unaligned loads and masks instead of a byte loop; little-endian like `pack`.
            let raw = UnsafeRawPointer(base + start)
            let lowMask: UInt64 = length >= 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
            let highMask: UInt64 = length >= 16 ? ~0 : length <= 8 ? 0 : (1 << (8 * UInt64(length - 8))) - 1
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & lowMask
            high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & highMask
        } else {
            (low, high) = pack(bytes, from: start, length: length)
        }
        var index = hash(low, high, length)
        while true {
            let slot = table[index]
            if slot.flags == 0 { return 0 }
            if slot.low == low && slot.high == high && slot.length == length { return slot.flags }
            index = (index + 1) & (slotCount - 1)
        }
    }
}

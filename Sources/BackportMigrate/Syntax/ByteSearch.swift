import Foundation

/// Substring search on raw bytes, for the pre-checks that run before anything is tokenized:
/// `memchr` finds the needle's rarest byte, then the bytes around it are compared.
enum ByteSearch {
    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { pattern in
            bytes.withUnsafeBufferPointer { find(pattern, in: $0) }
        }
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { pattern in
            bytes.withUnsafeBufferPointer { find(pattern, in: $0) }
        }
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBufferPointer { find($0, in: bytes) }
    }

    /// Whether `bytes` ends with `suffix`.
    static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
        bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
    }

    /// The offset of the first occurrence of `needle` in `bytes`.
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        needle.withUnsafeBufferPointer { position($0, in: bytes) }
    }

    /// Whether `word` (an identifier) occurs in `bytes` as a whole word: with no identifier
    /// character (ASCII letter, digit, `_`, or any byte of a non-ASCII character) right before
    /// or after it. Every token of that identifier is such an occurrence, so a file without one
    /// cannot use the name; `with` in `without` or `withAnimation` is none.
    static func containsWord(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard !word.isEmpty else { return false }
        return word.withUnsafeBufferPointer { pattern in
            bytes.withUnsafeBufferPointer { haystack in
                var whole = false
                forEachOccurrence(of: pattern, in: haystack) { found in
                    let end = found + pattern.count
                    whole = (found == 0 || !isIdentifierByte(haystack[found - 1])) && (end == haystack.count || !isIdentifierByte(haystack[end]))
                    return !whole
                }
                return whole
            }
        }
    }

    /// Calls `body` with the offset of each occurrence of `needle` in `bytes`, front to back,
    /// until it returns false.
    static func forEachOccurrence(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        needle.withUTF8Buffer { forEachOccurrence(of: $0, in: bytes, body) }
    }

    private static func forEachOccurrence(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
                                          _ body: (Int) -> Bool) {
        var start = 0
        while start < bytes.count, let found = position(pattern, in: UnsafeBufferPointer(rebasing: bytes[start...])) {
            guard body(start + found) else { return }
            start += found + 1
        }
    }

    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// Whether `bytes` holds a NUL byte.
    static func containsNul(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return SystemCalls.findByte(0, in: base, count: buffer.count) != nil
        }
    }

    /// Those of `names` that `bytes` seem to declare as a type or function: `struct Name`,
    /// `func name`, … A rough scan (comments and strings count too), to pick the files worth
    /// tokenizing when looking for where a name is declared. One fast search per keyword.
    static func declarations(of names: Set<String>, in bytes: [UInt8]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var declared: Set<String> = []
        bytes.withUnsafeBufferPointer { haystack in
            let count = haystack.count
            for keyword in declarationKeywords {
                keyword.withUnsafeBufferPointer { pattern in
                    forEachOccurrence(of: pattern, in: haystack) { at in
                        guard at == 0 || !isIdentifierByte(haystack[at - 1]) else { return true }
                        var cursor = at + pattern.count
                        guard cursor < count, haystack[cursor] == 32 || haystack[cursor] == 9 else { return true }
                        while cursor < count, haystack[cursor] == 32 || haystack[cursor] == 9 { cursor += 1 }
                        if cursor < count, haystack[cursor] == 96 { cursor += 1 }
                        let nameStart = cursor
                        while cursor < count, isIdentifierByte(haystack[cursor]) { cursor += 1 }
                        guard cursor > nameStart else { return true }
                        let name = String(decoding: UnsafeBufferPointer(rebasing: haystack[nameStart..<cursor]), as: UTF8.self)
                        if names.contains(name) { declared.insert(name) }
                        return true
                    }
                }
            }
        }
        return declared
    }

    /// A set of identifiers to look for all at once: each file is scanned once, whatever the
    /// number of names (`words(among:in:)`).
    struct Words: Sendable {
        /// The names by a hash of their bytes.
        private var byHash: [UInt64: [[UInt8]]] = [:]
        private var shortest = Int.max
        private var longest = 0

        init(_ names: some Sequence<String>) {
            for name in names {
                let bytes = Array(name.utf8)
                guard !bytes.isEmpty else { continue }
                byHash[Self.hash(bytes[...]), default: []].append(bytes)
                shortest = min(shortest, bytes.count)
                longest = max(longest, bytes.count)
            }
        }

        var isEmpty: Bool { byHash.isEmpty }

        static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf29ce484222325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x100000001b3
            }
            return hash
        }

        /// The name equal to `bytes`, if any.
        func match(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
            guard bytes.count >= shortest, bytes.count <= longest, let candidates = byHash[Self.hash(bytes)] else { return nil }
            return candidates.first { $0.elementsEqual(bytes) }
        }
    }

    /// Which of `words` occur in `bytes` as whole words (as `containsWord` finds each): one pass
    /// over the identifiers of the file.
    static func words(among words: Words, in bytes: [UInt8]) -> Set<String> {
        guard !words.isEmpty else { return [] }
        var found: Set<[UInt8]> = []
        bytes.withUnsafeBufferPointer { haystack in
            let count = haystack.count
            var cursor = 0
            while cursor < count {
                guard isIdentifierByte(haystack[cursor]) else {
                    cursor += 1
                    continue
                }
                let start = cursor
                while cursor < count, isIdentifierByte(haystack[cursor]) { cursor += 1 }
                if let name = words.match(UnsafeBufferPointer(rebasing: haystack[start..<cursor])) { found.insert(name) }
            }
        }
        return Set(found.map { String(decoding: $0, as: UTF8.self) })
    }

    /// The keywords that start a declaration `declarations(of:in:)` looks for.
    private static let declarationKeywords: [[UInt8]] = ["struct", "enum", "class", "protocol", "typealias", "func", "actor"].map { Array($0.utf8) }

    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        pattern.isEmpty || position(pattern, in: haystack) != nil
    }

    /// The offset of the first occurrence of a non-empty `pattern`.
    private static func position(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = haystack.baseAddress, !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
        let anchor = rarestPosition(pattern)
        let anchorByte = pattern[anchor]
        // The anchor can sit from `anchor` to `count - (pattern.count - anchor)`.
        var position = anchor
        let last = haystack.count - (pattern.count - anchor)
        while position <= last {
            guard let found = SystemCalls.findByte(anchorByte, in: base + position, count: last - position + 1) else { return nil }
            let at = found.assumingMemoryBound(to: UInt8.self) - base
            let start = at - anchor
            if SystemCalls.compareBytes(base + start, pattern.baseAddress!, count: pattern.count) == 0 { return start }
            position = at + 1
        }
        return nil
    }

    /// The position of the byte least likely to occur in Swift source, so `memchr` stops as
    /// rarely as possible.
    private static func rarestPosition(_ pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        for position in pattern.indices where byteRank[Int(pattern[position])] > byteRank[Int(pattern[best])] { best = position }
        return best
    }

    /// How rare each byte is in Swift source: printable ASCII from the most to the least frequent
    /// in the 36.7 MB of the eleven apps of the real-code checks; rarer still, anything else
    /// (line breaks and tabs aside, which are common).
    private static let byteRank: [UInt8] = {
        let common = Array(" etairnoslcdu.pmg:fh()vybS/w\",C{}I=A0kTDPMRxLVF1EBUN_O2-?z4W[]36>H5K87q9\\G@`j!<#$X&'*Q+JY|Z;%~^".utf8)
        var ranks = [UInt8](repeating: UInt8(common.count + 1), count: 256)
        for (rank, byte) in common.enumerated() { ranks[Int(byte)] = UInt8(rank) }
        ranks[0x0A] = 0
        ranks[0x09] = 0
        return ranks
    }()
}

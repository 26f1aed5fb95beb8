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

    /// Whether `bytes` holds a NUL byte.
    static func containsNul(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, buffer.count) != nil
        }
    }

    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = haystack.baseAddress, !pattern.isEmpty, haystack.count >= pattern.count else { return pattern.isEmpty }
        let anchor = rarestPosition(pattern)
        let anchorByte = Int32(pattern[anchor])
        // The anchor can sit from `anchor` to `count - (pattern.count - anchor)`.
        var position = anchor
        let last = haystack.count - (pattern.count - anchor)
        while position <= last {
            guard let found = memchr(base + position, anchorByte, last - position + 1) else { return false }
            let at = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            let start = at - anchor
            if memcmp(base + start, pattern.baseAddress!, pattern.count) == 0 { return true }
            position = at + 1
        }
        return false
    }

    /// The position of the byte least likely to occur in source code, by a rough rank of
    /// letter frequency, so `memchr` stops as rarely as possible.
    private static func rarestPosition(_ pattern: UnsafeBufferPointer<UInt8>) -> Int {
        let common = Array(" etaoinsrhldcumfpgwybvkxjqz".utf8)
        var best = 0
        var bestRank = -1
        for (position, byte) in pattern.enumerated() {
            let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
            let rank = (common.firstIndex(of: lower) ?? common.count) + (byte >= 65 && byte <= 90 ? 10 : 0)
            if rank > bestRank { (best, bestRank) = (position, rank) }
        }
        return best
    }
}

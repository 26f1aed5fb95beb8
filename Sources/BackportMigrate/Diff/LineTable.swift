import Foundation

/// The lines of two texts, each line numbered so that equal lines get equal numbers.
///
/// A line is its bytes up to and including its `\n`; the last line of a text may lack one.
/// Lines are compared byte for byte with their terminator, so `a\r\n`, `a\n` and a final `a`
/// are three different lines, which is what makes the patch reproduce the bytes exactly.
/// Only `\n` ends a line, as in git: a lone `\r` is an ordinary byte.
public struct LineTable: Sendable {
    /// The old text.
    public let old: [UInt8]
    /// The new text.
    public let new: [UInt8]
    /// Line `i` of the old text is `old[oldStarts[i] ..< oldStarts[i + 1]]`.
    public let oldStarts: [Int]
    /// Line `i` of the new text is `new[newStarts[i] ..< newStarts[i + 1]]`.
    public let newStarts: [Int]
    /// The number of each old line; two lines of either text are equal exactly when their numbers are.
    public let oldIDs: [Int]
    /// The number of each new line, from the same numbering as `oldIDs`.
    public let newIDs: [Int]
    /// How many distinct lines the two texts have together; every number is below it.
    public let idCount: Int

    public init(old: [UInt8], new: [UInt8]) {
        self.old = old
        self.new = new
        oldStarts = Self.lineStarts(old)
        newStarts = Self.lineStarts(new)
        (oldIDs, newIDs, idCount) = LineInterner.intern(old: old, oldStarts, new: new, newStarts)
    }

    public var oldLineCount: Int { oldStarts.count - 1 }
    public var newLineCount: Int { newStarts.count - 1 }

    public func oldLine(_ i: Int) -> ArraySlice<UInt8> { old[oldStarts[i] ..< oldStarts[i + 1]] }
    public func newLine(_ i: Int) -> ArraySlice<UInt8> { new[newStarts[i] ..< newStarts[i + 1]] }

    /// The offsets where lines start, followed by the length of the text.
    static func lineStarts(_ text: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(text.count / 32 + 2)
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count, let found = SystemCalls.findByte(UInt8(ascii: "\n"), in: base + offset, count: bytes.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        if starts.last != text.count { starts.append(text.count) }
        return starts
    }
}

/// Gives each distinct line a small number, in order of first appearance.
///
/// An open-addressing table over byte ranges of the texts: no line is copied and no
/// `Dictionary` key is built per line, which matters for 100,000-line files.
private enum LineInterner {
    /// The numbers of the lines of `old` and then `new`, and how many distinct lines there are.
    static func intern(old: [UInt8], _ oldStarts: [Int], new: [UInt8], _ newStarts: [Int]) -> (old: [Int], new: [Int], count: Int) {
        var size = 16
        while size < (oldStarts.count + newStarts.count) * 2 { size <<= 1 }
        let mask = size - 1
        // A slot holds a number plus one, 0 when free; `hashes`, `firstText` and `firstStart`
        // tell, for each number, its hash and where its first occurrence lies.
        var slots = [Int32](repeating: 0, count: size)
        var hashes: [UInt64] = [], firstText: [UInt8] = [], firstStart: [Int] = [], firstEnd: [Int] = []
        var oldIDs = [Int](repeating: 0, count: oldStarts.count - 1)
        var newIDs = [Int](repeating: 0, count: newStarts.count - 1)
        old.withUnsafeBufferPointer { oldBytes in
            new.withUnsafeBufferPointer { newBytes in
                let texts = [oldBytes, newBytes]
                for (side, starts) in [oldStarts, newStarts].enumerated() {
                    let text = texts[side]
                    for line in 0 ..< starts.count - 1 {
                        let start = starts[line], end = starts[line + 1]
                        let hash = Self.hash(text, start, end)
                        var slot = Int(truncatingIfNeeded: hash) & mask
                        var id = -1
                        while slots[slot] != 0 {
                            let candidate = Int(slots[slot]) - 1
                            if hashes[candidate] == hash,
                               firstEnd[candidate] - firstStart[candidate] == end - start,
                               SystemCalls.compareBytes(texts[Int(firstText[candidate])].baseAddress! + firstStart[candidate],
                                                               text.baseAddress! + start, count: end - start) == 0 {
                                id = candidate
                                break
                            }
                            slot = (slot + 1) & mask
                        }
                        if id < 0 {
                            id = hashes.count
                            slots[slot] = Int32(id + 1)
                            hashes.append(hash)
                            firstText.append(UInt8(side))
                            firstStart.append(start)
                            firstEnd.append(end)
                        }
                        if side == 0 { oldIDs[line] = id } else { newIDs[line] = id }
                    }
                }
            }
        }
        return (oldIDs, newIDs, hashes.count)
    }

    /// A multiply-and-rotate hash over eight bytes at a time; collisions only cost a comparison.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let raw = UnsafeRawPointer(text.baseAddress!)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(end - start)
        var offset = start
        while offset + 8 <= end {
            hash = ((hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD)
            hash = (hash << 29) | (hash >> 35)
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < end {
            tail = (tail << 8) | UInt64(text[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 32)
    }
}

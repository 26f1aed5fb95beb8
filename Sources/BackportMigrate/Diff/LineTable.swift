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
        var interner = LineInterner(capacity: oldStarts.count + newStarts.count)
        oldIDs = interner.intern(old, oldStarts)
        newIDs = interner.intern(new, newStarts)
        idCount = interner.count
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
            for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
                starts.append(i + 1)
            }
        }
        if starts.last != text.count { starts.append(text.count) }
        return starts
    }
}

/// Gives each distinct line a small number, in order of first appearance.
///
/// An open-addressing table over byte ranges of the texts: no line is copied, and no
/// `Dictionary` key is built per line, which matters for 100,000-line files.
private struct LineInterner {
    /// Slot contents: a number plus one, or 0 when the slot is free.
    private var slots: [Int32]
    private var mask: Int
    /// For each number: the hash and where its first occurrence lies.
    private var hashes: [UInt64] = []
    private var firstRange: [Range<Int>] = []
    /// Which of the texts handed to `intern` holds each number's first occurrence.
    private var texts: [[UInt8]] = []
    private var firstTextIndex: [Int] = []

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    var count: Int { hashes.count }

    mutating func intern(_ text: [UInt8], _ starts: [Int]) -> [Int] {
        let textIndex = texts.count
        texts.append(text)
        var ids = [Int]()
        ids.reserveCapacity(starts.count - 1)
        for line in 0 ..< starts.count - 1 {
            ids.append(id(text, textIndex, starts[line] ..< starts[line + 1]))
        }
        return ids
    }

    private mutating func id(_ text: [UInt8], _ textIndex: Int, _ range: Range<Int>) -> Int {
        let hash = text.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[range])) }
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let candidate = Int(slots[slot]) - 1
            if hashes[candidate] == hash, equal(candidate, text, range) { return candidate }
            slot = (slot + 1) & mask
        }
        let id = hashes.count
        slots[slot] = Int32(id + 1)
        hashes.append(hash)
        firstTextIndex.append(textIndex)
        firstRange.append(range)
        return id
    }

    private func equal(_ id: Int, _ text: [UInt8], _ range: Range<Int>) -> Bool {
        let other = firstRange[id]
        guard other.count == range.count else { return false }
        return texts[firstTextIndex[id]].withUnsafeBufferPointer { a in
            text.withUnsafeBufferPointer { b in
                a[other].elementsEqual(b[range])
            }
        }
    }

    /// FNV-1a, 64 bits: simple, and good enough when equal hashes are confirmed byte by byte.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        // Fold the high bits in: the table uses the low ones.
        return hash ^ (hash >> 29)
    }
}

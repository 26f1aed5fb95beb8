/// The Swift files of a run, stored compactly: what follows its origin's prefix of each display
/// path, written once into chunks of bytes, and for each file where its bytes are and which
/// origin makes its display and absolute paths (for the files of a folder walked, the display
/// prefix of the folder and the folder's absolute path). A file costs its path below the folder
/// given and twelve bytes more, where a `DiscoveredFile` value with a string of its own took
/// about a hundred and twenty: the list of a large repository stays a small part of a run's memory.
///
/// Sorting, gathering, joining and filtering move the twelve-byte entries only: the bytes of a
/// path are written once, when the file is appended, and shared by every list made from that
/// one. A list grows by a chunk at a time, so no buffer is ever copied into a larger one.
///
/// The elements are `DiscoveredFile` values, made when asked for.
public struct FileList: RandomAccessCollection, Sendable, Equatable {
    /// Where one file's tail (its display path past its origin's prefix) is, and its origin.
    private struct Entry {
        var chunk: UInt32
        var origin: UInt32
        var start: UInt16
        var length: UInt16
    }

    /// The files, in order.
    private var entries: [Entry] = []
    /// The bytes of the tails; a chunk is shared by the lists made from this one.
    private var chunks: [PathChunk] = []
    /// The distinct origins of the files: one for each folder walked, one per file where a
    /// walk cannot share one.
    private var origins: [Origin] = []
    /// The bases of the origins' absolute paths, one after the other; each ends where
    /// `baseEnds` says (by origin), and `tailsDropped` is its `tailDropped`. The run's files are
    /// read by paths made from these, with no string made for each.
    private var bases: [UInt8] = []
    private var baseEnds: [Int] = []
    private var tailsDropped: [Int] = []

    /// What a display path's tail is completed with: the display path is `prefix` and the tail;
    /// the absolute path is `base` and the tail past its first `tailDropped` bytes.
    struct Origin: Sendable, Hashable {
        var prefix: String
        var base: String
        var tailDropped: Int
    }

    public init() {}

    /// The files of `files`, in that order.
    public init(_ files: [DiscoveredFile]) {
        for file in files { append(file) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> DiscoveredFile {
        let origin = origins[Int(entries[position].origin)]
        return DiscoveredFile(displayPath: displayPath(at: position), base: origin.base, dropped: origin.prefix.utf8.count + origin.tailDropped)
    }

    /// The display path of the file at `position`, without making the whole file.
    public func displayPath(at position: Int) -> String {
        let entry = entries[position]
        return withExtendedLifetime(chunks) { origins[Int(entry.origin)].prefix + String(decoding: tail(entry), as: UTF8.self) }
    }

    /// Calls `body` with the absolute path of the file at `position` (`self[position].path`) as a
    /// C string made on the stack.
    func withAbsolutePath<Result>(at position: Int, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        let entry = entries[position]
        let origin = Int(entry.origin)
        let base = (origin == 0 ? 0 : baseEnds[origin - 1])..<baseEnds[origin]
        return withExtendedLifetime(chunks) {
            let tail = UnsafeBufferPointer(rebasing: self.tail(entry).dropFirst(tailsDropped[origin]))
            let length = base.count + tail.count
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + 1) { path in
                _ = UnsafeMutableBufferPointer(rebasing: path[..<base.count]).initialize(from: bases[base])
                _ = UnsafeMutableBufferPointer(rebasing: path[base.count..<length]).initialize(from: tail)
                path[length] = 0
                return path.baseAddress!.withMemoryRebound(to: CChar.self, capacity: length + 1) { body($0) }
            }
        }
    }

    public static func == (left: FileList, right: FileList) -> Bool {
        left.elementsEqual(right)
    }

    /// Adds `file` at the end.
    public mutating func append(_ file: DiscoveredFile) {
        var display = file.displayPath
        let dropped = file.dropped
        let count = display.utf8.count
        display.withUTF8 { display in
            if dropped < count {
                // The display path's first `dropped` bytes come before the part the absolute path
                // shares: the folder's display prefix, common to the files of a walk.
                let (chunk, start) = write(UnsafeBufferPointer(rebasing: display[dropped...]))
                appendEntry(chunk: chunk, start: start, length: count - dropped,
                            origin: Origin(prefix: String(decoding: display[..<dropped], as: UTF8.self), base: file.base, tailDropped: 0))
            } else {
                let (chunk, start) = write(display)
                appendEntry(chunk: chunk, start: start, length: count, origin: Origin(prefix: "", base: file.base, tailDropped: dropped))
            }
        }
    }

    /// Adds at the end the file `name` of the folder `folder` (a path relative to the walk's
    /// root, empty for the root itself): its display path is `origin`'s prefix and that
    /// relative path, its absolute path `origin`'s base and the relative path
    /// (`origin.tailDropped` must be 0). The files of a folder walk go in with no string made
    /// for each.
    mutating func append(folder: String, name: String, origin: Origin) {
        var name = name
        name.withUTF8 { append(folder: folder, name: $0, origin: origin) }
    }

    /// Adds at the end the file whose name is the UTF-8 of `name`, as `append(folder:name:origin:)`.
    mutating func append(folder: String, name: UnsafeBufferPointer<UInt8>, origin: Origin) {
        var folder = folder
        folder.withUTF8 { folder in
            let (chunk, start) = folder.isEmpty ? write(name) : write(folder, slash: true, name)
            appendEntry(chunk: chunk, start: start, length: folder.isEmpty ? name.count : folder.count + 1 + name.count, origin: origin)
        }
    }

    /// The files of both lists; those of `other` after these.
    public static func + (left: FileList, right: FileList) -> FileList {
        var joined = left
        let (adopted, chunkOffset) = joined.adopt(right)
        joined.entries.reserveCapacity(left.count + right.count)
        for entry in right.entries { joined.entries.append(Self.moved(entry, origins: adopted, chunkOffset: chunkOffset)) }
        return joined
    }

    /// The files `isIncluded` accepts, in order. The list made shares this one's bytes.
    public func filter(_ isIncluded: (DiscoveredFile) throws -> Bool) rethrows -> FileList {
        var kept = self
        kept.entries = []
        for position in indices where try isIncluded(self[position]) { kept.entries.append(entries[position]) }
        return kept
    }

    /// The files sorted by display path, in the order `String` gives.
    public func sortedByDisplayPath() -> FileList {
        var sorted = self
        withExtendedLifetime(chunks) {
            let starts = chunks.map { UnsafePointer($0.bytes) }
            sorted.entries.sort { displayPathPrecedes($0, starts, self, $1, starts, sameList: true) }
        }
        return sorted
    }

    /// The files of `parts` that `runs` name (a part, and positions in it), in that order. The
    /// list made shares the parts' bytes.
    static func gathered(_ parts: [FileList], runs: [(part: Int, positions: Range<Int>)]) -> FileList {
        guard parts.count > 1 else {
            guard let only = parts.first else { return FileList() }
            var gathered = only
            gathered.entries = []
            gathered.entries.reserveCapacity(only.count)
            for run in runs { gathered.entries += only.entries[run.positions] }
            return gathered
        }
        var gathered = FileList()
        let adopted = parts.map { gathered.adopt($0) }
        gathered.entries.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for run in runs {
            let (origins, chunkOffset) = adopted[run.part]
            for entry in parts[run.part].entries[run.positions] { gathered.entries.append(moved(entry, origins: origins, chunkOffset: chunkOffset)) }
        }
        return gathered
    }

    // MARK: Storage

    /// The bytes of a file's tail; valid while `chunks` is.
    private func tail(_ entry: Entry) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: chunks[Int(entry.chunk)].bytes + Int(entry.start), count: Int(entry.length))
    }

    /// Writes `parts` (and a slash after the first, with `slash`) one after the other into the
    /// last chunk, or into a new one when they do not fit or the last is shared with another
    /// list; where they start.
    private mutating func write(_ first: UnsafeBufferPointer<UInt8>, slash: Bool = false,
                                _ second: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)) -> (chunk: Int, start: Int) {
        let length = first.count + (slash ? 1 : 0) + second.count
        precondition(length <= Int(UInt16.max), "a path of over 64 KiB in the file list")
        if chunks.isEmpty || !isKnownUniquelyReferenced(&chunks[chunks.count - 1]) || !chunks[chunks.count - 1].hasRoom(for: length) {
            precondition(chunks.count < Int(UInt32.max), "file list over 4 billion chunks")
            // Chunks double in size up to `PathChunk.largest`: a small list stays small, and a
            // large one never copies its bytes to grow.
            let previous = chunks.last?.capacity ?? PathChunk.smallest / 2
            chunks.append(PathChunk(capacity: Swift.max(length, Swift.min(previous * 2, PathChunk.largest))))
        }
        let chunk = chunks[chunks.count - 1]
        let start = chunk.count
        chunk.append(first)
        if slash { chunk.append(byte: UInt8(ascii: "/")) }
        chunk.append(second)
        return (chunks.count - 1, start)
    }

    /// Ends the entry whose tail was just written, with `origin`.
    private mutating func appendEntry(chunk: Int, start: Int, length: Int, origin: Origin) {
        // The files of one walk come together and share their origin. The last few are looked
        // at in place: a copy of one would retain its strings, which the threads of a walk share.
        let recent = origins.withUnsafeBufferPointer { origins in
            origins.indices.reversed().prefix(3).first { origins[$0] == origin }
        }
        let position = recent ?? addOrigin(origin)
        precondition(position < Int(UInt32.max), "file list over 4 billion origins")
        entries.append(Entry(chunk: UInt32(chunk), origin: UInt32(position), start: UInt16(start), length: UInt16(length)))
    }

    /// Takes over `other`'s chunks (after this list's) and origins: where this list holds each
    /// origin of `other`, by its position there (the origins it lacks are added), and what to
    /// add to the chunk of each entry of `other`. No origin is copied or compared for each file.
    private mutating func adopt(_ other: FileList) -> (origins: [UInt32], chunkOffset: UInt32) {
        var known = [Origin: Int](origins.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let adopted = other.origins.map { origin in
            if let found = known[origin] { return UInt32(found) }
            let added = addOrigin(origin)
            known[origin] = added
            return UInt32(added)
        }
        let offset = chunks.count
        precondition(offset + other.chunks.count < Int(UInt32.max), "file list over 4 billion chunks")
        chunks += other.chunks
        return (adopted, UInt32(offset))
    }

    /// An entry of another list, in the list that adopted it.
    private static func moved(_ entry: Entry, origins: [UInt32], chunkOffset: UInt32) -> Entry {
        Entry(chunk: entry.chunk + chunkOffset, origin: origins[Int(entry.origin)], start: entry.start, length: entry.length)
    }

    /// Adds `origin` at the end of the origins; its position.
    private mutating func addOrigin(_ origin: Origin) -> Int {
        origins.append(origin)
        bases.append(contentsOf: origin.base.utf8)
        baseEnds.append(bases.count)
        tailsDropped.append(origin.tailDropped)
        return origins.count - 1
    }

    /// Whether the display path of `entry` (its chunks start at `starts`) orders before that of
    /// `otherEntry` of `other`, as `String` orders them.
    /// With `sameList`, `other` is this list (files of one origin then have the same prefix).
    private func displayPathPrecedes(_ entry: Entry, _ starts: [UnsafePointer<UInt8>], _ other: FileList, _ otherEntry: Entry,
                                     _ otherStarts: [UnsafePointer<UInt8>], sameList: Bool = false) -> Bool {
        let mine = UnsafeBufferPointer(start: starts[Int(entry.chunk)] + Int(entry.start), count: Int(entry.length))
        let theirs = UnsafeBufferPointer(start: otherStarts[Int(otherEntry.chunk)] + Int(otherEntry.start), count: Int(otherEntry.length))
        // Tails compare as the display paths do when both have the same prefix (its last
        // character is whole: a tail starting with a combining mark goes to the strings). The
        // prefixes are not touched when the origin is the same: sorting a walk's files retains
        // no string.
        if sameList && entry.origin == otherEntry.origin
            || origins[Int(entry.origin)].prefix == other.origins[Int(otherEntry.origin)].prefix,
           let decided = Self.asciiPrecedes(mine, theirs) {
            return decided
        }
        return origins[Int(entry.origin)].prefix + String(decoding: mine, as: UTF8.self)
            < other.origins[Int(otherEntry.origin)].prefix + String(decoding: theirs, as: UTF8.self)
    }

    /// Whether `left` orders before `right` as strings, when the bytes decide it: both are ASCII
    /// up to the first difference and one past it, or one is an ASCII start of the other (a
    /// character that composes with the last one makes one above every ASCII character). Nil
    /// otherwise, since `String` compares canonical forms, not bytes: `A` followed by a
    /// combining ring is `Å`, above `B`.
    static func asciiPrecedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
        let shared = Swift.min(left.count, right.count)
        var offset = 0
        while offset < shared {
            let byte = left[offset]
            let otherByte = right[offset]
            if byte >= 0x80 || otherByte >= 0x80 { return nil }
            if byte != otherByte {
                // An ASCII character is a whole one only if no combining mark follows it.
                let next = offset + 1 < left.count ? left[offset + 1] : 0
                let otherNext = offset + 1 < right.count ? right[offset + 1] : 0
                return next >= 0x80 || otherNext >= 0x80 ? nil : byte < otherByte
            }
            offset += 1
        }
        return left.count < right.count
    }
}

/// Bytes of paths that a file list writes once and reads many times: a chunk is only appended
/// to, by the one list that holds it alone, so the bytes any list points at never change.
final class PathChunk: @unchecked Sendable {
    /// The size of a list's first chunk.
    static let smallest = 1 << 10
    /// The size chunks double up to; an entry's start in its chunk fits in 16 bits.
    static let largest = 1 << 16

    let bytes: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
    }

    deinit { bytes.deallocate() }

    func hasRoom(for length: Int) -> Bool { capacity - count >= length }

    func append(byte: UInt8) {
        bytes[count] = byte
        count += 1
    }

    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        (bytes + count).update(from: base, count: source.count)
        count += source.count
    }
}

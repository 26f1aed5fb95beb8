/// The Swift files of a run, stored compactly: what follows its origin's prefix of each display
/// path in one buffer of bytes, and for each file where that ends and which origin makes its
/// display and absolute paths (for the files of a folder walked, the display prefix of the
/// folder and the folder's absolute path). A file costs its path below the folder given and eight
/// bytes more, where a `DiscoveredFile` value with a string of its own took about a hundred and
/// twenty: the list of a large repository stays a small part of a run's memory.
///
/// The elements are `DiscoveredFile` values, made when asked for.
public struct FileList: RandomAccessCollection, Sendable, Equatable {
    /// The tails of the display paths (past their origin's prefix), one after the other.
    private var text: [UInt8] = []
    /// Where each file's tail ends in `text`; it starts where the one before ends.
    private var ends: [UInt32] = []
    /// For each file, its origin in `origins`.
    private var originOf: [UInt32] = []
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
    public var endIndex: Int { ends.count }

    public subscript(position: Int) -> DiscoveredFile {
        let origin = origins[Int(originOf[position])]
        return DiscoveredFile(displayPath: displayPath(at: position), base: origin.base, dropped: origin.prefix.utf8.count + origin.tailDropped)
    }

    /// The display path of the file at `position`, without making the whole file.
    public func displayPath(at position: Int) -> String {
        origins[Int(originOf[position])].prefix + String(decoding: text[range(of: position)], as: UTF8.self)
    }

    /// Calls `body` with the absolute path of the file at `position` (`self[position].path`) as a
    /// C string made on the stack.
    func withAbsolutePath<Result>(at position: Int, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        let origin = Int(originOf[position])
        let base = (origin == 0 ? 0 : baseEnds[origin - 1])..<baseEnds[origin]
        let tail = range(of: position).dropFirst(tailsDropped[origin])
        let length = base.count + tail.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length + 1) { path in
            _ = UnsafeMutableBufferPointer(rebasing: path[..<base.count]).initialize(from: bases[base])
            _ = UnsafeMutableBufferPointer(rebasing: path[base.count..<length]).initialize(from: text[tail])
            path[length] = 0
            return path.baseAddress!.withMemoryRebound(to: CChar.self, capacity: length + 1) { body($0) }
        }
    }

    public static func == (left: FileList, right: FileList) -> Bool {
        left.elementsEqual(right)
    }

    /// Adds `file` at the end.
    public mutating func append(_ file: DiscoveredFile) {
        let display = file.displayPath.utf8
        let dropped = file.dropped
        if dropped < display.count {
            // The display path's first `dropped` bytes come before the part the absolute path
            // shares: the folder's display prefix, common to the files of a walk.
            text.append(contentsOf: display.dropFirst(dropped))
            appendEntry(origin: Origin(prefix: String(decoding: display.prefix(dropped), as: UTF8.self), base: file.base, tailDropped: 0))
        } else {
            text.append(contentsOf: display)
            appendEntry(origin: Origin(prefix: "", base: file.base, tailDropped: dropped))
        }
    }

    /// Adds at the end the file `name` of the folder `folder` (a path relative to the walk's
    /// root, empty for the root itself): its display path is `origin`'s prefix and that
    /// relative path, its absolute path `origin`'s base and the relative path
    /// (`origin.tailDropped` must be 0). The files of a folder walk go in with no string made
    /// for each.
    mutating func append(folder: String, name: String, origin: Origin) {
        if !folder.isEmpty {
            text.append(contentsOf: folder.utf8)
            text.append(UInt8(ascii: "/"))
        }
        text.append(contentsOf: name.utf8)
        appendEntry(origin: origin)
    }

    /// Adds the file at `position` of `other` at the end, copying bytes only; `origins` is
    /// where this list holds each origin of `other` (`adoptOrigins(of: other)`), so that no
    /// origin is copied or compared for each file.
    private mutating func append(_ other: FileList, at position: Int, origins adopted: [UInt32]) {
        text.append(contentsOf: other.text[other.range(of: position)])
        endEntry(origin: adopted[Int(other.originOf[position])])
    }

    /// Where this list holds each origin of `other`, by its position in `other`; the origins
    /// this list lacks are added.
    private mutating func adoptOrigins(of other: FileList) -> [UInt32] {
        var known = [Origin: Int](origins.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return other.origins.map { origin in
            if let found = known[origin] { return UInt32(found) }
            let added = addOrigin(origin)
            known[origin] = added
            return UInt32(added)
        }
    }

    /// The files of both lists; those of `other` after these.
    public static func + (left: FileList, right: FileList) -> FileList {
        var joined = left
        let adopted = joined.adoptOrigins(of: right)
        for position in right.indices { joined.append(right, at: position, origins: adopted) }
        return joined
    }

    /// The files `isIncluded` accepts, in order.
    public func filter(_ isIncluded: (DiscoveredFile) throws -> Bool) rethrows -> FileList {
        var kept = FileList()
        let adopted = kept.adoptOrigins(of: self)
        for position in indices where try isIncluded(self[position]) { kept.append(self, at: position, origins: adopted) }
        return kept
    }

    /// The files sorted by display path, in the order `String` gives.
    public func sortedByDisplayPath() -> FileList {
        let order = indices.sorted { displayPathPrecedes($0, self, $1, sameList: true) }
        var sorted = FileList()
        sorted.reserve(files: count, bytes: text.count)
        let adopted = sorted.adoptOrigins(of: self)
        for position in order { sorted.append(self, at: position, origins: adopted) }
        return sorted
    }

    /// Two lists sorted by display path, merged.
    public static func merged(_ first: FileList, _ second: FileList) -> FileList {
        guard !first.isEmpty, !second.isEmpty else { return first.isEmpty ? second : first }
        var merged = FileList()
        merged.reserve(files: first.count + second.count, bytes: first.text.count + second.text.count)
        let fromFirst = merged.adoptOrigins(of: first)
        let fromSecond = merged.adoptOrigins(of: second)
        var (left, right) = (0, 0)
        while left < first.count, right < second.count {
            if second.displayPathPrecedes(right, first, left) {
                merged.append(second, at: right, origins: fromSecond)
                right += 1
            } else {
                merged.append(first, at: left, origins: fromFirst)
                left += 1
            }
        }
        while left < first.count {
            merged.append(first, at: left, origins: fromFirst)
            left += 1
        }
        while right < second.count {
            merged.append(second, at: right, origins: fromSecond)
            right += 1
        }
        return merged
    }

    private func range(of position: Int) -> Range<Int> {
        (position == 0 ? 0 : Int(ends[position - 1]))..<Int(ends[position])
    }

    /// Ends the entry whose tail was just appended to `text`, with `origin`.
    private mutating func appendEntry(origin: Origin) {
        // The files of one walk come together and share their origin. The last few are looked
        // at in place: a copy of one would retain its strings, which the threads of a walk share.
        let recent = origins.withUnsafeBufferPointer { origins in
            origins.indices.reversed().prefix(3).first { origins[$0] == origin }
        }
        endEntry(origin: UInt32(recent ?? addOrigin(origin)))
    }

    /// Ends the entry whose tail was just appended to `text`, with the origin at `origin`.
    private mutating func endEntry(origin: UInt32) {
        precondition(text.count <= Int(UInt32.max), "file list over 4 GiB of paths")
        ends.append(UInt32(text.count))
        originOf.append(origin)
    }

    /// Adds `origin` at the end of the origins; its position.
    private mutating func addOrigin(_ origin: Origin) -> Int {
        origins.append(origin)
        bases.append(contentsOf: origin.base.utf8)
        baseEnds.append(bases.count)
        tailsDropped.append(origin.tailDropped)
        return origins.count - 1
    }

    private mutating func reserve(files: Int, bytes: Int) {
        text.reserveCapacity(bytes)
        ends.reserveCapacity(files)
        originOf.reserveCapacity(files)
    }

    /// Whether the display path at `position` orders before the one at `otherPosition` of
    /// `other`, as `String` orders them.
    /// With `sameList`, `other` is this list (files of one origin then have the same prefix).
    private func displayPathPrecedes(_ position: Int, _ other: FileList, _ otherPosition: Int, sameList: Bool = false) -> Bool {
        // Tails compare as the display paths do when both have the same prefix (its last
        // character is whole: a tail starting with a combining mark goes to the strings).
        if sameList && originOf[position] == other.originOf[otherPosition]
            || origins[Int(originOf[position])].prefix == other.origins[Int(other.originOf[otherPosition])].prefix {
            let mine = range(of: position)
            let theirs = other.range(of: otherPosition)
            let decided = text.withUnsafeBufferPointer { text in
                other.text.withUnsafeBufferPointer { otherText in
                    Self.asciiPrecedes(UnsafeBufferPointer(rebasing: text[mine]), UnsafeBufferPointer(rebasing: otherText[theirs]))
                }
            }
            if let decided { return decided }
        }
        return displayPath(at: position) < other.displayPath(at: otherPosition)
    }

    /// Whether `left` orders before `right` as strings, when the bytes decide it: both are ASCII
    /// up to the first difference and one past it, or one is an ASCII start of the other (a
    /// character that composes with the last one makes one above every ASCII character). Nil
    /// otherwise, since `String` compares canonical forms, not bytes: `A` followed by a
    /// combining ring is `Å`, above `B`.
    private static func asciiPrecedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool? {
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

/// A replacement of one byte range of a file, asked for by one migration.
public struct Edit: Sendable, Hashable {
    /// The bytes of the original file that go.
    public var range: Range<Int>
    /// What takes their place.
    public var replacement: [UInt8]
    /// The migration that asked for it, for the per-migration counts.
    public var migration: MigrationName
    /// For each line of `replacement`, the 1-based line of the original file it came from,
    /// so positions found after the edit can be reported against the original; `nil` maps
    /// every line of the replacement to the line where `range` starts.
    public var lineOrigins: [Int]?
    /// How many rewrites it makes, for the counts: more than one when an inlined block's edit
    /// inlines statements inside it too.
    public var rewrites = 1

    public init(range: Range<Int>, replacement: [UInt8], migration: MigrationName, lineOrigins: [Int]? = nil) {
        self.range = range
        self.replacement = replacement
        self.migration = migration
        self.lineOrigins = lineOrigins
    }
}

/// A set of non-overlapping edits applied together, from the back of the file to the front
/// so that no offset needs fixing up.
public struct EditBatch: Sendable {
    /// The edits taken, sorted by position.
    public private(set) var accepted: [Edit] = []
    /// How many edits were put off because they overlap or touch one already taken; the
    /// next pass over the edited file finds them again if they still apply.
    public private(set) var deferredCount = 0

    /// Takes edits in order of position, outermost first, and defers any edit that overlaps
    /// or touches one already taken: an outer statement collapse wins over an edit inside
    /// it, and two adjacent line removals are made in separate passes so that each sees the
    /// blank lines the other left.
    public init(_ edits: [Edit]) {
        let ordered = edits.sorted {
            $0.range.lowerBound != $1.range.lowerBound
                ? $0.range.lowerBound < $1.range.lowerBound
                : $0.range.count > $1.range.count
        }
        var lastEnd = -1
        // An edit inside one that was put off waits too: the outer one may remove it.
        var blockedEnd = -1
        for edit in ordered {
            if edit.range.lowerBound > lastEnd, edit.range.lowerBound >= blockedEnd {
                accepted.append(edit)
                lastEnd = edit.range.upperBound
            } else {
                deferredCount += 1
                blockedEnd = max(blockedEnd, edit.range.upperBound)
            }
        }
    }

    /// The accepted edit whose range holds `offset`, found by binary search.
    public func acceptedEdit(covering offset: Int) -> Edit? {
        var low = 0, high = accepted.count
        while low < high {
            let mid = (low + high) / 2
            if accepted[mid].range.upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low < accepted.count && accepted[low].range.contains(offset) ? accepted[low] : nil
    }

    /// Whether an edit of `migration` over exactly `range` was accepted.
    public func accepted(_ range: Range<Int>, of migration: MigrationName) -> Bool {
        var low = 0, high = accepted.count
        while low < high {
            let mid = (low + high) / 2
            if accepted[mid].range.lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < accepted.count && accepted[low].range == range && accepted[low].migration == migration
    }

    /// The bytes after applying the accepted edits, built front to back in one pass (replacing
    /// ranges in place would move the rest of the file once per edit).
    public func apply(to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + accepted.reduce(0) { $0 + max(0, $1.replacement.count - $1.range.count) })
        var copied = 0
        for edit in accepted {
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.replacement
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }
}

/// A line diff: the places where two texts differ, in order.
///
/// Between two changes the texts agree line for line, so the gaps before each change have
/// the same length on both sides. Within a change the old lines are deleted and the new lines
/// inserted; printed, the deletions come first.
public struct EditScript: Equatable, Sendable {
    /// One place where the texts differ: old lines `old` are replaced by new lines `new`.
    /// One of the two ranges may be empty (a pure insertion or deletion), never both.
    public struct Change: Equatable, Sendable {
        public var old: Range<Int>
        public var new: Range<Int>

        public init(old: Range<Int>, new: Range<Int>) {
            self.old = old
            self.new = new
        }
    }

    public var changes: [Change]

    public init(changes: [Change]) {
        self.changes = changes
    }

    /// The script that deletes the marked old lines and inserts the marked new ones.
    /// The unmarked lines of both sides must be equal in number (they are the common ones).
    init(deleted: [Bool], inserted: [Bool]) {
        var changes: [Change] = []
        var i = 0, j = 0
        while i < deleted.count || j < inserted.count {
            let oldStart = i, newStart = j
            while i < deleted.count, deleted[i] { i += 1 }
            while j < inserted.count, inserted[j] { j += 1 }
            if i > oldStart || j > newStart {
                changes.append(Change(old: oldStart ..< i, new: newStart ..< j))
            } else {
                i += 1
                j += 1
            }
        }
        self.changes = changes
    }

    public var deletedCount: Int { changes.reduce(0) { $0 + $1.old.count } }
    public var insertedCount: Int { changes.reduce(0) { $0 + $1.new.count } }

    /// `old` with the script applied, taking the inserted lines from `new`: equal to `new`
    /// exactly when the script is right. Returns nil when the script does not fit the lengths.
    public func apply<Element>(to old: [Element], insertingFrom new: [Element]) -> [Element]? {
        var result: [Element] = []
        var i = 0, j = 0
        for change in changes {
            guard change.old.lowerBound >= i, change.new.lowerBound >= j,
                  change.old.lowerBound - i == change.new.lowerBound - j,
                  change.old.upperBound <= old.count, change.new.upperBound <= new.count
            else { return nil }
            result += old[i ..< change.old.lowerBound]
            result += new[change.new]
            i = change.old.upperBound
            j = change.new.upperBound
        }
        guard old.count - i == new.count - j else { return nil }
        result += old[i...]
        return result
    }
}

extension EditScript {
    /// The same script with each change moved, where the lines allow, to the position that
    /// reads best, as `git diff` does.
    ///
    /// A change can slide by one line when the line just past one end equals the line at the
    /// other end on each side it touches (`a {` `}` inserted after `}` is also `}` `a {`
    /// inserted before it). Every position in the slide range gives a script of the same
    /// length; this picks the one whose two boundaries score best under `boundaryPenalty`,
    /// preferring the lowest position on ties as git does. Changes that come to touch merge.
    ///
    /// - Parameters:
    ///   - oldIDs, newIDs: the line numbers the script was computed from.
    ///   - oldIndent, newIndent: the indentation of each line, nil for a blank one.
    func slid(oldIDs: [Int], newIDs: [Int], oldIndent: [Int?], newIndent: [Int?]) -> EditScript {
        var result: [Change] = []
        for (index, original) in changes.enumerated() {
            // The equal lines around the change bound how far it may go.
            let previousOldEnd = result.last?.old.upperBound ?? 0
            let nextOldStart = index + 1 < changes.count ? changes[index + 1].old.lowerBound : oldIDs.count
            var change = original
            func canSlideUp(_ c: Change) -> Bool {
                guard c.old.lowerBound > previousOldEnd else { return false }
                if !c.old.isEmpty, oldIDs[c.old.lowerBound - 1] != oldIDs[c.old.upperBound - 1] { return false }
                if !c.new.isEmpty, newIDs[c.new.lowerBound - 1] != newIDs[c.new.upperBound - 1] { return false }
                return true
            }
            func canSlideDown(_ c: Change) -> Bool {
                guard c.old.upperBound < nextOldStart else { return false }
                if !c.old.isEmpty, oldIDs[c.old.lowerBound] != oldIDs[c.old.upperBound] { return false }
                if !c.new.isEmpty, newIDs[c.new.lowerBound] != newIDs[c.new.upperBound] { return false }
                return true
            }
            func shifted(_ c: Change, _ by: Int) -> Change {
                Change(old: c.old.lowerBound + by ..< c.old.upperBound + by, new: c.new.lowerBound + by ..< c.new.upperBound + by)
            }
            while canSlideUp(change) { change = shifted(change, -1) }
            if canSlideDown(change) {
                var best = change
                var bestPenalty = penalty(change, oldIndent, newIndent)
                while canSlideDown(change) {
                    change = shifted(change, 1)
                    let candidate = penalty(change, oldIndent, newIndent)
                    if candidate <= bestPenalty { best = change; bestPenalty = candidate }
                }
                change = best
            }
            if let last = result.last, last.old.upperBound == change.old.lowerBound {
                result[result.count - 1] = Change(
                    old: last.old.lowerBound ..< change.old.upperBound, new: last.new.lowerBound ..< change.new.upperBound)
            } else {
                result.append(change)
            }
        }
        return EditScript(changes: result)
    }

    private func penalty(_ change: Change, _ oldIndent: [Int?], _ newIndent: [Int?]) -> Int {
        var total = 0
        if !change.old.isEmpty {
            total += Self.boundaryPenalty(at: change.old.lowerBound, oldIndent)
            total += Self.boundaryPenalty(at: change.old.upperBound, oldIndent)
        }
        if !change.new.isEmpty {
            total += Self.boundaryPenalty(at: change.new.lowerBound, newIndent)
            total += Self.boundaryPenalty(at: change.new.upperBound, newIndent)
        }
        return total
    }

    /// How badly a change boundary between line `at - 1` and line `at` reads: best just after a
    /// blank line (or at the start), then just before one (or at the end), then between lines of
    /// the same indentation; worst in the middle of a block, where the boundary would separate a
    /// line from the deeper ones above it (a closing brace from its body) or below it.
    /// A small cousin of git's indent heuristic.
    static func boundaryPenalty(at index: Int, _ indent: [Int?]) -> Int {
        if index == 0 { return 0 }
        guard let above = indent[index - 1] else { return 0 }
        if index == indent.count { return 1 }
        guard let below = indent[index] else { return 1 }
        if below == above { return 2 }
        return below < above ? 4 : 3
    }
}

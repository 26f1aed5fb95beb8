/// git-style unified diffs of whole files, readable by `git apply` and `patch -p1`.
///
/// Knows nothing of Swift or of migrations: two texts in, a patch out. The hunk format and
/// its corner cases follow GNU diff and git: `@@ -l,s +l,s @@` with `,s` left out when `s` is
/// 1, an empty range given as the line before it (`-0,0` for an empty old file), hunks merged
/// when their context lines would touch, `\ No newline at end of file` after whichever line
/// lacks its line break.
public enum UnifiedDiff {
    /// A git-style patch for one file, or "" when old and new are equal. `new == nil` means the
    /// file is deleted. `path` is relative to the current directory, used as a/<path> and b/<path>.
    ///
    /// The texts should be UTF-8 (a `String` cannot hold other bytes); `patchBytes` keeps any.
    public static func patch(path: String, old: [UInt8], new: [UInt8]?, context: Int = 3, color: Bool = false) -> String {
        String(decoding: patchBytes(path: path, old: old, new: new, context: context, color: color), as: UTF8.self)
    }

    /// `patch(path:old:new:context:color:)` as bytes, exactly as the texts have them.
    public static func patchBytes(path: String, old: [UInt8], new: [UInt8]?, context: Int = 3, color: Bool = false) -> [UInt8] {
        if let new, new == old { return [] }
        let table = LineTable(old: old, new: new ?? [])
        let script: EditScript
        if new != nil {
            script = lineScript(table)
        } else {
            // Deleting an empty file takes no hunk at all, as in git: the header says it all.
            script = EditScript(changes: table.oldLineCount == 0 ? [] : [.init(old: 0 ..< table.oldLineCount, new: 0 ..< 0)])
        }
        var writer = PatchWriter(table: table, color: color)
        writer.header(path: path, deleted: new == nil)
        writer.hunks(script, context: max(0, context))
        return writer.output
    }

    /// The changes of one hunk and the old and new lines it shows (0-based), context included.
    public struct Group: Sendable, Equatable {
        public var changes: [EditScript.Change]
        public var old: Range<Int>
        public var new: Range<Int>
    }

    /// The changes gathered into hunks: merged while the context after one change and before
    /// the next would touch, as `diff -u` and git do.
    static func groups(_ script: EditScript, context: Int, oldLineCount: Int) -> [Group] {
        let changes = script.changes
        var groups: [Group] = []
        var first = 0
        while first < changes.count {
            var last = first
            while last + 1 < changes.count, changes[last + 1].old.lowerBound - changes[last].old.upperBound <= 2 * context {
                last += 1
            }
            let oldStart = max(0, changes[first].old.lowerBound - context)
            let oldEnd = min(oldLineCount, changes[last].old.upperBound + context)
            let newStart = changes[first].new.lowerBound - (changes[first].old.lowerBound - oldStart)
            let newEnd = changes[last].new.upperBound + (oldEnd - changes[last].old.upperBound)
            groups.append(Group(changes: Array(changes[first ... last]), old: oldStart..<oldEnd, new: newStart..<newEnd))
            first = last + 1
        }
        return groups
    }

    /// One hunk of a file's patch, to show and to apply on its own (`--interactive`).
    public struct Hunk: Sendable {
        public let group: Group
        /// Its `@@ … @@` header and lines, as the patch shows them.
        public let text: String
    }

    /// The hunks of the patch from `old` to `new`.
    public static func hunks(old: [UInt8], new: [UInt8], context: Int = 3, color: Bool = false) -> [Hunk] {
        let table = LineTable(old: old, new: new)
        return groups(lineScript(table), context: max(0, context), oldLineCount: table.oldLineCount).map { group in
            var writer = PatchWriter(table: table, color: color)
            writer.hunk(group)
            return Hunk(group: group, text: String(decoding: writer.output, as: UTF8.self))
        }
    }

    /// `old` with only the accepted hunks of the patch to `new` applied: the changes of an
    /// accepted hunk give their new lines, the others keep their old ones.
    public static func applying(_ hunks: [Hunk], accepted: [Bool], old: [UInt8], new: [UInt8]) -> [UInt8] {
        let table = LineTable(old: old, new: new)
        var result: [UInt8] = []
        result.reserveCapacity(max(old.count, new.count))
        var line = 0
        for (hunk, take) in zip(hunks, accepted) where take {
            for change in hunk.group.changes {
                for i in line ..< change.old.lowerBound { result += table.oldLine(i) }
                for j in change.new { result += table.newLine(j) }
                line = change.old.upperBound
            }
        }
        for i in line ..< table.oldLineCount { result += table.oldLine(i) }
        return result
    }

    /// The minimal line diff of the two texts of `table`, each change moved to where it reads best.
    public static func lineScript(_ table: LineTable, costLimit: Int = MyersDiff.defaultCostLimit) -> EditScript {
        let script = MyersDiff.script(old: table.oldIDs, new: table.newIDs, idCount: table.idCount, costLimit: costLimit)
        return script.slid(
            oldIDs: table.oldIDs, newIDs: table.newIDs,
            oldIndent: indentation(table.old, table.oldStarts), newIndent: indentation(table.new, table.newStarts))
    }

    /// Each line's indentation in columns (a tab goes to the next multiple of 8), nil when blank.
    static func indentation(_ text: [UInt8], _ starts: [Int]) -> [Int?] {
        (0 ..< starts.count - 1).map { line in
            var column = 0
            for byte in text[starts[line] ..< starts[line + 1]] {
                switch byte {
                case UInt8(ascii: " "): column += 1
                case UInt8(ascii: "\t"): column = (column / 8 + 1) * 8
                case UInt8(ascii: "\r"), UInt8(ascii: "\n"): return nil
                default: return column
                }
            }
            return nil
        }
    }
}

/// Builds the bytes of one file's patch.
private struct PatchWriter {
    let table: LineTable
    let color: Bool
    var output: [UInt8] = []

    private static let bold = Array("\u{1B}[1m".utf8)
    private static let cyan = Array("\u{1B}[36m".utf8)
    private static let red = Array("\u{1B}[31m".utf8)
    private static let green = Array("\u{1B}[32m".utf8)
    private static let reset = Array("\u{1B}[m".utf8)

    init(table: LineTable, color: Bool) {
        self.table = table
        self.color = color
        output.reserveCapacity(1024)
    }

    mutating func header(path: String, deleted: Bool) {
        let name = PatchPath(path: path)
        metaLine("diff --git \(name.header("a/")) \(name.header("b/"))")
        if deleted { metaLine("deleted file mode 100644") }
        if deleted, table.old.isEmpty { return }
        metaLine("--- \(name.fileLine("a/"))")
        metaLine(deleted ? "+++ /dev/null" : "+++ \(name.fileLine("b/"))")
    }

    mutating func hunks(_ script: EditScript, context: Int) {
        for group in UnifiedDiff.groups(script, context: context, oldLineCount: table.oldLineCount) {
            hunk(group)
        }
    }

    /// One hunk: its header and lines.
    mutating func hunk(_ group: UnifiedDiff.Group) {
        var hunkHeader = "@@ -" + Self.range(group.old.lowerBound, group.old.count) + " +" + Self.range(group.new.lowerBound, group.new.count) + " @@"
        if color { hunkHeader = "\u{1B}[36m" + hunkHeader + "\u{1B}[m" }
        output += hunkHeader.utf8
        output.append(UInt8(ascii: "\n"))
        var line = group.old.lowerBound
        for change in group.changes {
            for i in line ..< change.old.lowerBound { bodyLine(" ", table.oldLine(i), nil) }
            for i in change.old { bodyLine("-", table.oldLine(i), Self.red) }
            for j in change.new { bodyLine("+", table.newLine(j), Self.green) }
            line = change.old.upperBound
        }
        for i in line ..< group.old.upperBound { bodyLine(" ", table.oldLine(i), nil) }
    }

    /// `start,count` for lines `start ..< start + count` (0-based), in the unified format's terms.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    private mutating func metaLine(_ text: String) {
        if color { output += Self.bold }
        output += text.utf8
        if color { output += Self.reset }
        output.append(UInt8(ascii: "\n"))
    }

    private mutating func bodyLine(_ marker: Character, _ line: ArraySlice<UInt8>, _ lineColor: [UInt8]?) {
        let hasNewline = line.last == UInt8(ascii: "\n")
        let content = hasNewline ? line.dropLast() : line
        if color, let lineColor { output += lineColor }
        output.append(marker.asciiValue!)
        output += content
        if color, lineColor != nil { output += Self.reset }
        output.append(UInt8(ascii: "\n"))
        if !hasNewline { output += "\\ No newline at end of file\n".utf8 }
    }
}

/// Which lines of two versions of a text are the same, by the project's own line diff: review
/// items name lines of the file as it was, a later round of the run maps its lines back to those,
/// and once the file is written, the user reads them in the file as it is.
enum LineCorrespondence {
    /// For each 1-based line of `new`, the 1-based line of `old` it came from (index `line - 1`;
    /// at least one entry): a line the diff keeps maps to its old line, an inserted one to the
    /// old line where the insertion is.
    static func originalLines(of new: [UInt8], in old: [UInt8]) -> [Int] {
        let table = LineTable(old: old, new: new)
        let script = MyersDiff.script(old: table.oldIDs, new: table.newIDs, idCount: table.idCount)
        var mapping: [Int] = []
        mapping.reserveCapacity(table.newLineCount)
        var oldLine = 0
        var newLine = 0
        let lastOld = max(table.oldLineCount, 1)
        for change in script.changes {
            while newLine < change.new.lowerBound {
                mapping.append(min(oldLine + 1, lastOld))
                oldLine += 1
                newLine += 1
            }
            for _ in change.new { mapping.append(min(change.old.lowerBound + 1, lastOld)) }
            newLine = change.new.upperBound
            oldLine = change.old.upperBound
        }
        while newLine < table.newLineCount {
            mapping.append(min(oldLine + 1, lastOld))
            oldLine += 1
            newLine += 1
        }
        return mapping.isEmpty ? [1] : mapping
    }

    /// The 1-based lines of `new` that the 1-based `lines` of `old` became: the same line where
    /// it stayed; where it changed, the line of the change with the same text but for its
    /// indentation (re-indented), else the line that took its place (the last of a shorter
    /// replacement); where it went, the line that now stands where it was.
    ///
    /// Lines end at `\n` here; a text with a lone `\r`, which the tokenizer also counts as a line
    /// break, keeps its numbers, as the two counts would disagree.
    static func newLines(of lines: [Int], old: [UInt8], new: [UInt8]) -> [Int] {
        guard !lines.isEmpty, !hasLoneCarriageReturn(old), !hasLoneCarriageReturn(new) else { return lines }
        let table = LineTable(old: old, new: new)
        let changes = MyersDiff.script(old: table.oldIDs, new: table.newIDs, idCount: table.idCount).changes
        let lastNew = max(0, table.newLineCount - 1)
        /// A line's text without the indentation and line break around it.
        func content(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return [] }
            return text[first...last]
        }
        return lines.map { line in
            let index = line - 1
            var delta = 0
            for change in changes {
                if index < change.old.lowerBound { break }
                if index < change.old.upperBound {
                    // A line the change only re-indented (a comment of an inlined block) is where
                    // its text now is.
                    let text = content(table.oldLine(index))
                    if !text.isEmpty, let same = change.new.first(where: { content(table.newLine($0)).elementsEqual(text) }) {
                        return same + 1
                    }
                    let moved = change.new.isEmpty ? change.new.lowerBound
                        : change.new.lowerBound + min(index - change.old.lowerBound, change.new.count - 1)
                    return min(moved, lastNew) + 1
                }
                delta = change.new.upperBound - change.old.upperBound
            }
            return max(0, min(index + delta, lastNew)) + 1
        }
    }

    private static func hasLoneCarriageReturn(_ text: [UInt8]) -> Bool {
        var index = text.startIndex
        while let found = text[index...].firstIndex(of: 0x0D) {
            if found + 1 >= text.endIndex || text[found + 1] != 0x0A { return true }
            index = found + 1
        }
        return false
    }
}

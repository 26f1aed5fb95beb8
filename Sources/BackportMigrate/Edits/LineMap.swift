/// Maps line numbers of an edited file back to the file before the edits, through any
/// number of passes, so review items name the lines the user sees in the original.
struct LineMap: Sendable {
    /// One applied edit, in line terms of the text it was applied to.
    private struct Step: Sendable {
        var firstLine: Int
        var removedBreaks: Int
        var addedBreaks: Int
        var lineOrigins: [Int]?
        /// The edit replaced whole lines by whole lines, so the line after the replacement
        /// is the old line after the range, not part of the edit.
        var isWholeLines: Bool
    }

    /// Each pass's steps in order of position; passes in the order they were applied.
    private var passes: [[Step]] = []

    /// Records a pass of edits applied to `file`.
    mutating func record(_ batch: EditBatch, appliedTo file: SourceFile) {
        passes.append(batch.accepted.map { edit in
            let endsLine = edit.range.upperBound == file.startOfLine(containing: edit.range.upperBound)
                || edit.range.upperBound == file.bytes.count
            let startsLine = edit.range.lowerBound == file.startOfLine(containing: edit.range.lowerBound)
            let replacementEndsLine = edit.replacement.last.map { $0 == 10 || $0 == 13 } ?? true
            return Step(
                firstLine: file.line(ofOffset: edit.range.lowerBound),
                removedBreaks: Self.lineBreaks(in: file.bytes[edit.range]),
                addedBreaks: Self.lineBreaks(in: edit.replacement[...]),
                lineOrigins: edit.lineOrigins,
                isWholeLines: startsLine && endsLine && replacementEndsLine
            )
        })
    }

    /// The line of the original file that `line` of the latest text came from.
    func originalLine(of line: Int) -> Int {
        passes.reversed().reduce(line) { current, steps in Self.map(current, through: steps) }
    }

    private static func map(_ line: Int, through steps: [Step]) -> Int {
        var delta = 0
        for step in steps {
            let newFirst = step.firstLine + delta
            if line < newFirst { return line - delta }
            let newLast = newFirst + step.addedBreaks - (step.isWholeLines ? 1 : 0)
            if line <= newLast {
                let offset = line - newFirst
                if let origins = step.lineOrigins, offset < origins.count { return origins[offset] }
                return step.firstLine
            }
            delta += step.addedBreaks - step.removedBreaks
        }
        return line - delta
    }

    private static func lineBreaks(in bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) {
                count += 1
            }
            previous = byte
        }
        return count
    }
}

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

    /// One pass's steps in order of position, with the line delta of all steps before each.
    private struct Pass: Sendable {
        var steps: [Step]
        var deltaBefore: [Int]
    }

    /// Passes in the order they were applied.
    private var passes: [Pass] = []

    /// Records a pass of edits applied to `file`.
    mutating func record(_ batch: EditBatch, appliedTo file: SourceFile) {
        let steps = batch.accepted.map { edit in
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
        }
        var deltaBefore: [Int] = []
        deltaBefore.reserveCapacity(steps.count + 1)
        var delta = 0
        for step in steps {
            deltaBefore.append(delta)
            delta += step.addedBreaks - step.removedBreaks
        }
        deltaBefore.append(delta)
        passes.append(Pass(steps: steps, deltaBefore: deltaBefore))
    }

    /// The line of the original file that `line` of the latest text came from.
    func originalLine(of line: Int) -> Int {
        passes.reversed().reduce(line) { current, pass in Self.map(current, through: pass) }
    }

    /// The line before `pass` that `line` after it came from: inside a step's replacement, the
    /// line that replacement line came from; elsewhere, moved back by the steps before it. The
    /// step is found by binary search (a pass may hold thousands), and ties go to the first
    /// step whose replacement holds the line, as a walk in order would find it.
    private static func map(_ line: Int, through pass: Pass) -> Int {
        let steps = pass.steps
        func newFirst(_ index: Int) -> Int { steps[index].firstLine + pass.deltaBefore[index] }
        // The last step that starts at or before `line` in the new text.
        var low = 0, high = steps.count
        while low < high {
            let mid = (low + high) / 2
            if newFirst(mid) <= line { low = mid + 1 } else { high = mid }
        }
        let last = low - 1
        guard last >= 0 else { return line }
        // Steps before it can hold `line` only by ending on the line where the next ones start.
        var first = last
        while first > 0, newFirst(first) == line { first -= 1 }
        for index in first...last {
            let step = steps[index]
            let start = newFirst(index)
            let end = start + step.addedBreaks - (step.isWholeLines ? 1 : 0)
            if start <= line, line <= end {
                let offset = line - start
                if let origins = step.lineOrigins, offset < origins.count { return origins[offset] }
                return step.firstLine
            }
        }
        return line - pass.deltaBefore[last + 1]
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

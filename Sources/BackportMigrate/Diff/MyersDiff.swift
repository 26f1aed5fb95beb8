/// The line diff: a shortest edit script between two sequences.
///
/// The algorithm is the linear-space variant of Eugene W. Myers, "An O(ND) Difference
/// Algorithm and Its Variations", Algorithmica 1 (1986), 251–266, § 4b: search forward from
/// the start and backward from the end of the edit graph at the same time, one edit `D` at a
/// time, until the two frontiers meet on the "middle snake"; split there and solve both halves
/// the same way. Time is O((N+M)·D), memory O(N+M) whatever D is. Names follow the paper:
/// `k` is a diagonal (`x - y`), `V` holds the furthest-reaching `x` on each diagonal (here
/// `forwardV` and `backwardV`), `delta` is the difference of the lengths.
///
/// Two steps before the search shrink the problem without losing minimality: the common
/// prefix and suffix are cut off, and lines that occur nowhere in the other text are set
/// aside as changed, since they cannot be part of any common subsequence (GNU diff does the
/// same). On edited source files this usually leaves a small problem.
///
/// The cost cap: a single middle-snake search gives up after `costLimit` edits in each
/// direction and splits at the frontier point that got furthest. Below the cap the search is
/// exact, so the script is minimal whenever the edit distance left after the two steps above
/// is at most `2 * costLimit`. Above it, each search costs O(costLimit · (N+M)), and the script
/// is still correct, only perhaps longer than necessary. See `defaultCostLimit` for the value.
public enum MyersDiff {
    /// 4,096 edits each way (GNU diff's floor for its own cut-off), so the script is exact up to
    /// an edit distance of 8,192 lines after discarding, and usually beyond: the `make bench`
    /// pair of a 100,000-line file with 30% of its lines changed leaves about 11,700 and still
    /// comes out minimal. Two unrelated files of repetitive lines do not: past the cap one search
    /// costs at most about 4096 · (N+M) steps instead of growing with D², so the time grows
    /// linearly with the file length (0.7 s for two unrelated 40,000-line files of four kinds of
    /// line, as fast as GNU `diff -u`, the script 0.2% longer than the minimum) instead of
    /// quadratically. 8,192 made that pair take 1.3 s, 1.8 times GNU's, for a script 0.04% longer.
    public static let defaultCostLimit = 4_096

    /// The edit script turning `old` into `new`, deletions and insertions of whole elements.
    public static func script<Element: Hashable>(
        from old: [Element], to new: [Element], costLimit: Int = defaultCostLimit
    ) -> EditScript {
        var numbers: [Element: Int] = [:]
        func number(_ element: Element) -> Int {
            if let known = numbers[element] { return known }
            let next = numbers.count
            numbers[element] = next
            return next
        }
        let a = old.map(number)
        let b = new.map(number)
        return script(old: a, new: b, idCount: numbers.count, costLimit: costLimit)
    }

    /// The edit script between two sequences of line numbers, each below `idCount`.
    public static func script(old a: [Int], new b: [Int], idCount: Int, costLimit: Int = defaultCostLimit) -> EditScript {
        let marks = changeMarks(old: a, new: b, idCount: idCount, costLimit: max(1, costLimit))
        return EditScript(deleted: marks.deleted, inserted: marks.inserted)
    }

    /// For each element of either side, whether it is deleted (old) or inserted (new).
    static func changeMarks(old a: [Int], new b: [Int], idCount: Int, costLimit: Int) -> (deleted: [Bool], inserted: [Bool]) {
        var deleted = [Bool](repeating: false, count: a.count)
        var inserted = [Bool](repeating: false, count: b.count)

        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var aEnd = a.count, bEnd = b.count
        while aEnd > prefix, bEnd > prefix, a[aEnd - 1] == b[bEnd - 1] { aEnd -= 1; bEnd -= 1 }

        // Lines with no equal on the other side are changed, whatever the search would say.
        var inA = [Bool](repeating: false, count: idCount)
        var inB = [Bool](repeating: false, count: idCount)
        for i in prefix ..< aEnd { inA[a[i]] = true }
        for j in prefix ..< bEnd { inB[b[j]] = true }
        var aKept: [Int] = [], bKept: [Int] = []
        aKept.reserveCapacity(aEnd - prefix)
        bKept.reserveCapacity(bEnd - prefix)
        for i in prefix ..< aEnd {
            if inB[a[i]] { aKept.append(i) } else { deleted[i] = true }
        }
        for j in prefix ..< bEnd {
            if inA[b[j]] { bKept.append(j) } else { inserted[j] = true }
        }
        if aKept.isEmpty || bKept.isEmpty {
            for i in aKept { deleted[i] = true }
            for j in bKept { inserted[j] = true }
            return (deleted, inserted)
        }

        // 32-bit numbers and positions halve the memory the search walks through.
        let aLines = aKept.map { Int32(truncatingIfNeeded: a[$0]) }
        let bLines = bKept.map { Int32(truncatingIfNeeded: b[$0]) }
        var aDeleted = [Bool](repeating: false, count: aLines.count)
        var bInserted = [Bool](repeating: false, count: bLines.count)
        aLines.withUnsafeBufferPointer { aPointer in
            bLines.withUnsafeBufferPointer { bPointer in
                aDeleted.withUnsafeMutableBufferPointer { aMarks in
                    bInserted.withUnsafeMutableBufferPointer { bMarks in
                        let search = MiddleSnakeSearch(a: aPointer, b: bPointer, costLimit: costLimit)
                        search.run(deleted: aMarks, inserted: bMarks)
                        search.deallocate()
                    }
                }
            }
        }
        for (i, isDeleted) in aDeleted.enumerated() where isDeleted { deleted[aKept[i]] = true }
        for (j, isInserted) in bInserted.enumerated() where isInserted { inserted[bKept[j]] = true }
        return (deleted, inserted)
    }
}

/// The divide-and-conquer search over the edit graph of `a` (x axis) and `b` (y axis).
///
/// Boxes `a[xoff..<xlim]` × `b[yoff..<ylim]` are solved from an explicit stack rather than by
/// recursion, so no input can exhaust the call stack.
private struct MiddleSnakeSearch {
    let a: UnsafeBufferPointer<Int32>
    let b: UnsafeBufferPointer<Int32>
    let costLimit: Int
    /// `forwardV[k]`: furthest `x` reached on diagonal `k` from the box's start. Diagonals run
    /// from `-b.count - 1` to `a.count + 1` (one sentinel each side), so the pointer is offset.
    private let forwardV: UnsafeMutablePointer<Int32>
    /// `backwardV[k]`: smallest `x` reached on diagonal `k` going back from the box's end.
    private let backwardV: UnsafeMutablePointer<Int32>
    private let storage: (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>)

    init(a: UnsafeBufferPointer<Int32>, b: UnsafeBufferPointer<Int32>, costLimit: Int) {
        self.a = a
        self.b = b
        self.costLimit = costLimit
        let size = a.count + b.count + 3
        storage = (.allocate(capacity: size), .allocate(capacity: size))
        forwardV = storage.0 + (b.count + 1)
        backwardV = storage.1 + (b.count + 1)
    }

    func deallocate() {
        storage.0.deallocate()
        storage.1.deallocate()
    }

    func run(deleted: UnsafeMutableBufferPointer<Bool>, inserted: UnsafeMutableBufferPointer<Bool>) {
        var boxes = [(xoff: 0, xlim: a.count, yoff: 0, ylim: b.count)]
        while var box = boxes.popLast() {
            while box.xoff < box.xlim, box.yoff < box.ylim, a[box.xoff] == b[box.yoff] {
                box.xoff += 1
                box.yoff += 1
            }
            while box.xoff < box.xlim, box.yoff < box.ylim, a[box.xlim - 1] == b[box.ylim - 1] {
                box.xlim -= 1
                box.ylim -= 1
            }
            if box.xoff == box.xlim {
                for y in box.yoff ..< box.ylim { inserted[y] = true }
            } else if box.yoff == box.ylim {
                for x in box.xoff ..< box.xlim { deleted[x] = true }
            } else {
                let (x, y) = split(box.xoff, box.xlim, box.yoff, box.ylim)
                boxes.append((x, box.xlim, y, box.ylim))
                boxes.append((box.xoff, x, box.yoff, y))
            }
        }
    }

    /// A point on a shortest path through the box (or, past the cost cap, on a short one),
    /// never one of its corners, so both halves are smaller than the box.
    ///
    /// Requires the box trimmed: non-empty on both axes, differing first and last elements.
    private func split(_ xoff: Int, _ xlim: Int, _ yoff: Int, _ ylim: Int) -> (x: Int, y: Int) {
        let a = a.baseAddress!, b = b.baseAddress!
        let forwardV = forwardV, backwardV = backwardV
        let kMin = xoff - ylim, kMax = xlim - yoff
        let forwardMid = xoff - yoff, backwardMid = xlim - ylim
        // The paper's delta is odd exactly when the forward pass is the one that detects the meeting.
        let deltaIsOdd = (forwardMid - backwardMid) & 1 != 0
        var fMin = forwardMid, fMax = forwardMid, bMin = backwardMid, bMax = backwardMid
        forwardV[forwardMid] = Int32(xoff)
        backwardV[backwardMid] = Int32(xlim)

        var d = 1
        while true {
            // Widen the band of diagonals by one each side while it stays inside the box; the
            // values just outside it are sentinels that lose every comparison.
            if fMin > kMin { fMin -= 1; forwardV[fMin - 1] = -1 } else { fMin += 1 }
            if fMax < kMax { fMax += 1; forwardV[fMax + 1] = -1 } else { fMax -= 1 }
            var k = fMax
            while k >= fMin {
                let fromLeft = Int(forwardV[k - 1]), fromAbove = Int(forwardV[k + 1])
                var x = fromLeft >= fromAbove ? fromLeft + 1 : fromAbove
                var y = x - k
                while x < xlim, y < ylim, a[x] == b[y] { x += 1; y += 1 }
                forwardV[k] = Int32(truncatingIfNeeded: x)
                if deltaIsOdd, bMin <= k, k <= bMax, Int(backwardV[k]) <= x { return (x, y) }
                k -= 2
            }

            if bMin > kMin { bMin -= 1; backwardV[bMin - 1] = Int32.max } else { bMin += 1 }
            if bMax < kMax { bMax += 1; backwardV[bMax + 1] = Int32.max } else { bMax -= 1 }
            k = bMax
            while k >= bMin {
                let fromLeft = Int(backwardV[k - 1]), fromAbove = Int(backwardV[k + 1])
                var x = fromLeft < fromAbove ? fromLeft : fromAbove - 1
                var y = x - k
                while x > xoff, y > yoff, a[x - 1] == b[y - 1] { x -= 1; y -= 1 }
                backwardV[k] = Int32(truncatingIfNeeded: x)
                if !deltaIsOdd, fMin <= k, k <= fMax, x <= Int(forwardV[k]) { return (x, y) }
                k -= 2
            }

            if d >= costLimit {
                return furthestReaching(xoff, xlim, yoff, ylim, forward: fMin ... fMax, backward: bMin ... bMax)
            }
            d += 1
        }
    }

    /// Past the cost cap: the frontier point, forward or backward, that covers most of the box.
    private func furthestReaching(
        _ xoff: Int, _ xlim: Int, _ yoff: Int, _ ylim: Int,
        forward: ClosedRange<Int>, backward: ClosedRange<Int>
    ) -> (x: Int, y: Int) {
        var best = (x: 0, y: 0), bestProgress = -1
        for k in stride(from: forward.upperBound, through: forward.lowerBound, by: -2) {
            let x = Int(forwardV[k]), y = x - k
            let progress = x + y - xoff - yoff
            if progress > bestProgress, (x, y) != (xlim, ylim) { best = (x, y); bestProgress = progress }
        }
        for k in stride(from: backward.upperBound, through: backward.lowerBound, by: -2) {
            let x = Int(backwardV[k]), y = x - k
            let progress = xlim + ylim - x - y
            if progress > bestProgress, (x, y) != (xoff, yoff) { best = (x, y); bestProgress = progress }
        }
        return best
    }
}

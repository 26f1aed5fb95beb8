/// Suggestions for mistyped names: "did you mean --target?".
enum DidYouMean {
    /// The candidate closest to `word`, when it is close enough to be what was meant: at most one
    /// edit for short words, a third of the length for longer ones.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(1, min(word.count, best.0.count) / 3)
        return best.1 <= limit ? best.0 : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours each cost one, since `--targte` is one slip of the fingers, not two.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

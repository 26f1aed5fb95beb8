/// A deterministic random number generator (SplitMix64), so that generated test inputs
/// are the same on every run and a failure can be reproduced from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// One of `options`, each as likely as the others.
    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &self)] }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }

    /// A number in `range`.
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

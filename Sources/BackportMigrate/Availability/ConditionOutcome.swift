/// What an `#available(...)` or `#unavailable(...)` condition amounts to under the new targets.
public enum ConditionOutcome: Sendable, Hashable {
    /// The condition always holds: the check can go and its branch stays.
    case alwaysTrue
    /// The condition never holds: its branch goes.
    case alwaysFalse
    /// Some but not all platform entries are satisfied: keep only the arguments at these
    /// indices (original order, `*` kept).
    case reduced(keeping: [Int])
    /// Nothing decidable: leave it.
    case unchanged
}

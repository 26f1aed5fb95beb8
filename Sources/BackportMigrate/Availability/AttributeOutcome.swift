/// What an `@available(...)` attribute amounts to under the new targets.
public enum AttributeOutcome: Sendable, Hashable {
    /// Every restriction it states is met by the targets: delete the whole attribute.
    case remove
    /// Keep only the arguments at these indices (original order): the satisfied platform entries
    /// of a short form, or the satisfied `introduced:` of a long form, go.
    case reduced(keeping: [Int])
    /// Nothing decidable: leave it.
    case unchanged
}

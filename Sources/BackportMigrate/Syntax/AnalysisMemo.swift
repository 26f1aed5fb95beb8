import Foundation

/// Answers of analyses over one tokenized text that many statements ask again: a block's first
/// statement that always leaves, for instance, which every statement after it needs and which
/// costs a walk over the whole block. Kept per `SourceFile` (whose text never changes), so that
/// asking once per statement stays linear in the size of the block instead of quadratic.
final class AnalysisMemo: @unchecked Sendable {
    /// What was asked, about which token.
    struct Key: Hashable {
        var analysis: Analysis
        var token: Int
    }

    enum Analysis: Hashable {
        /// The first statement of the block opened at `token` (a `{`, or a `case`'s `:`) that
        /// always leaves outside every `#if`, or -1.
        case firstLeavingStatement
    }

    /// Per-token tables over the whole text.
    enum Table: Hashable {
        /// For each token, how many tokens before it are a way out of a statement (`return`,
        /// `throw`, `break`, `continue`, `fallthrough`, `try`, `fatalError`): the count in a
        /// range is then one subtraction.
        case exitsBefore
        /// For each token, the innermost `(`, `[` or `{` around it, or -1.
        case innermostOpenBracket
    }

    private let lock = NSLock()
    private var answers: [Key: Int] = [:]
    private var tables: [Table: [Int32]] = [:]

    /// The table `table`, built by `compute` the first time.
    func table(_ table: Table, compute: () -> [Int32]) -> [Int32] {
        if let known = lock.withLock({ tables[table] }) { return known }
        let value = compute()
        lock.withLock { tables[table] = value }
        return value
    }

    /// The answer for `key`, computed by `compute` the first time. The lock is not held while
    /// computing, so an analysis may ask the memo about other tokens.
    func answer(_ analysis: Analysis, about token: Int, compute: () -> Int) -> Int {
        let key = Key(analysis: analysis, token: token)
        if let known = lock.withLock({ answers[key] }) { return known }
        let value = compute()
        lock.withLock { answers[key] = value }
        return value
    }
}

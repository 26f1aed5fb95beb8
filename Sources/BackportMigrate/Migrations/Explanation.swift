/// What a migration does, for `--explain` and the README's migration table: what it changes,
/// what it leaves alone, and an example a test runs (`--only` the migration at `arguments`), so
/// that it never says what the tool does not do.
public struct Explanation: Sendable {
    /// One file of the example: its text before the run and after it (nil: deleted).
    public struct ExampleFile: Sendable {
        public let path: String
        public let before: String
        public let after: String?
    }

    /// What it changes (Markdown, as in the README).
    public let does: String
    /// What it leaves alone, and why.
    public let leavesAlone: String
    /// The command-line arguments of the example run (`--target 16`).
    public let arguments: [String]
    public let example: [ExampleFile]
}

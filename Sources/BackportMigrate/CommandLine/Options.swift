/// Everything the command line asked for, after parsing and validation.
public struct Options: Sendable {
    /// What happens to the files.
    public typealias Mode = RunMode

    /// The format of the summary.
    public enum Format: String, Sendable, CaseIterable {
        /// The summary on standard error, the diff (with `--dry-run`) on standard output.
        case text
        /// One JSON document on standard output.
        case json
        /// GitHub Actions workflow commands (annotations) on standard output.
        case github
        /// `path:line:column: warning: message [migration]` lines on standard output.
        case xcode
        /// A SARIF 2.1.0 log on standard output.
        case sarif
        /// A Checkstyle XML document on standard output.
        case checkstyle

        /// Whether the summary goes to standard error in full (standard output carries the
        /// diff, or lines and documents for other tools).
        var summaryOnStandardError: Bool { self != .json }
    }

    /// When to use colour.
    public enum ColorChoice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    /// How much goes to standard error.
    public typealias Verbosity = BackportMigrate.Verbosity

    /// The raw `--target` values, parsed later into deployment targets.
    public var targetSpecs: [String] = []
    public var paths: [String] = []
    public var mode: Mode = .write
    /// `--check` together with `--dry-run`: fail like a check, and show the diff of what is pending.
    public var showDiff = false
    public var format: Format = .text
    public var color: ColorChoice = .auto
    public var context = 3
    /// nil: one per core.
    public var jobs: Int?
    public var excludes: [String] = []
    /// Folders whose shims are indexed but never rewritten (`--shims-from`).
    public var shimsFrom: [String] = []
    /// Call sites of `--shims-from` shims deprecated at the targets lose `.backport` too.
    public var trustDeprecated = false
    /// The oldest compiler the project builds with (`--swift-version`), for the `compiler` migration.
    public var swiftVersion: Version?
    /// Ask about each hunk before writing it (`-i`, `--interactive`).
    public var interactive = false
    /// List candidate targets and what a run at each would do, writing nothing (`--plan`).
    public var plan = false
    /// Also raise the deployment targets in the project's manifests to the `--target` given (`--bump`).
    public var bump = false
    /// Print the time of each phase on standard error (`--timings`).
    public var timings = false
    public var migrations = Set(MigrationName.allCases)
    public var verbosity: Verbosity = .normal
    public var showHelp = false
    /// `--explain NAME`: what that migration does, with an example.
    public var explain: MigrationName?
    public var showVersion = false

    public init() {}

    /// Whether the input is standard input rather than files.
    public var readsStandardInput: Bool { paths == ["-"] }
}

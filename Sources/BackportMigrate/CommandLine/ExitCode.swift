/// The process exit codes of the command-line contract (the README's exit codes).
public enum ExitCode: Int32, Sendable {
    /// Done, or nothing to do.
    case success = 0
    /// `--check` found changes still pending.
    case pendingChanges = 1
    /// Bad usage, or no deployment target given or found.
    case usage = 2
    /// At least one file could not be processed; the others were.
    case fileFailures = 3
}

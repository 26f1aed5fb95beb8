/// The run's one maker of unified diffs: the migrated files' patches (made on every job), a
/// `Package.swift` whose raised targets join its migrated text, the manifests `--bump` raises.
/// Every patch of a run has the same context and colour.
struct PatchMaker: Sendable {
    /// Lines of context around each hunk.
    let context: Int
    let color: Bool

    /// The patch from `old` to `new` (nil: the file is deleted), with paths `a/path`, `b/path`.
    func patch(path: String, old: [UInt8], new: [UInt8]?) -> String {
        UnifiedDiff.patch(path: path, old: old, new: new, context: context, color: color)
    }
}

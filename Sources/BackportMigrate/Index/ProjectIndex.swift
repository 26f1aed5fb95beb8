/// What phase 1 of a run learns about the whole project, for the migrations of phase 2:
/// declarations and references that cross files.
public struct ProjectIndex: Sendable {
    /// An index that knows nothing: every file on its own.
    public static let empty = ProjectIndex()

    public init() {}
}

/// Where the files of a run come from, by position: files on disk (the command line) or texts
/// held in memory (`ProjectMigration`: tests, `--plan`, the fuzzer). The one driver, `Pipeline`,
/// reads through it and knows nothing else of the source; so every test runs the code the
/// command line runs.
struct SourceStore: Sendable {
    /// One file's bytes as read, with its stamp on disk (nil in memory).
    typealias Read = (bytes: [UInt8], stamp: FileStamp?)

    let count: Int
    private let pathAt: @Sendable (Int) -> String
    private let readAt: @Sendable (Int) -> Result<Read, Pipeline.ReadFailure>
    private let tokenizedAt: (@Sendable (Int) -> SourceFile?)?

    private init(count: Int, path: @escaping @Sendable (Int) -> String, read: @escaping @Sendable (Int) -> Result<Read, Pipeline.ReadFailure>,
                 tokenized: (@Sendable (Int) -> SourceFile?)? = nil) {
        self.count = count
        pathAt = path
        readAt = read
        tokenizedAt = tokenized
    }

    /// No file.
    static let empty = SourceStore(count: 0, path: { _ in "" }, read: { _ in .failure(Pipeline.ReadFailure(message: "no such file")) })

    /// The files of `list`, read from disk when asked for (by the path the list holds, with no
    /// string made), refused above `Pipeline.sizeLimit`.
    static func disk(_ list: FileList) -> SourceStore {
        SourceStore(count: list.count, path: { list.displayPath(at: $0) }, read: { position in
            list.withAbsolutePath(at: position) { Pipeline.readWithStamp(path: $0) }.map { ($0.bytes, $0.stamp) }
        })
    }

    /// Texts in memory; `tokenized`, when given, holds each one already tokenized (or nil), for a
    /// caller that runs the same texts at several targets.
    static func memory(_ files: [ProjectMigration.File], tokenized: [SourceFile?]? = nil) -> SourceStore {
        var held: (@Sendable (Int) -> SourceFile?)?
        if let tokenized { held = { position in tokenized[position] } }
        return SourceStore(count: files.count, path: { files[$0].path }, read: { position in .success((files[position].bytes, nil)) },
                           tokenized: held)
    }

    /// The path of the file at `position`, as the run reports it.
    func path(_ position: Int) -> String { pathAt(position) }

    /// The file's bytes and stamp, or why they cannot be had.
    func read(_ position: Int) -> Result<Read, Pipeline.ReadFailure> { readAt(position) }

    /// The file's bytes, or nil when they cannot be had.
    func bytes(_ position: Int) -> [UInt8]? { try? readAt(position).get().bytes }

    /// The file already tokenized, when the store holds it so.
    func tokenized(_ position: Int) -> SourceFile? { tokenizedAt?(position) }

    /// The files at `positions` (of this store), in that order.
    func subset(_ positions: [Int]) -> SourceStore {
        let base = self
        var held: (@Sendable (Int) -> SourceFile?)?
        if tokenizedAt != nil { held = { position in base.tokenized(positions[position]) } }
        return SourceStore(count: positions.count, path: { base.path(positions[$0]) }, read: { base.read(positions[$0]) }, tokenized: held)
    }

    /// The paths of every file, in order.
    var paths: [String] { (0..<count).map(pathAt) }
}

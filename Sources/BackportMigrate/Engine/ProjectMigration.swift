/// A whole run over files held in memory: phase 1 indexes them, phase 2 migrates each. The
/// command line does the same over files on disk (`Pipeline`); tests and tools use this.
public struct ProjectMigration: Sendable {
    /// A file of the run: its path (as reported) and content.
    public struct File: Sendable {
        public var path: String
        public var bytes: [UInt8]

        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    public private(set) var migrator: Migrator
    /// The targets of each file by the modules that compile it (nil: every file is judged by
    /// the run's targets).
    public var targetMap: TargetMap? {
        get { migrator.targetMap }
        set { migrator.targetMap = newValue }
    }
    public var trustDeprecated = false
    /// The run's packages that other projects may use: their public shims stay.
    public var published = PublishedModules()
    /// How many bytes the index's first pass keeps for the passes after it (`ProjectIndexer`).
    var heldBytesBudget = ProjectIndexer.defaultHeldBytesBudget

    public init(targets: DeploymentTargets, enabled: Set<MigrationName> = Set(MigrationName.allCases), trustDeprecated: Bool = false,
                swiftVersion: Version? = nil) {
        migrator = Migrator(targets: targets, enabled: enabled, swiftVersion: swiftVersion)
        self.trustDeprecated = trustDeprecated
    }

    /// The index of `files`, with the read-only `externals` (`--shims-from`).
    public func index(_ files: [File], externals: [File] = [], xcodeProjects: [[UInt8]] = []) -> ProjectIndex {
        index(files, externals: externals, xcodeProjects: xcodeProjects, cache: nil)
    }

    private func index(_ files: [File], externals: [File], xcodeProjects: [[UInt8]], cache: DeclarationScanCache?) -> ProjectIndex {
        let enabled = Set(migrator.migrations.map(\.name))
        guard ProjectIndexer.isNeeded(for: enabled) else { return .empty }
        let sources = files.map { file in ProjectIndexer.Source(path: file.path, isExternal: false, read: { file.bytes }) }
            + externals.map { file in ProjectIndexer.Source(path: file.path, isExternal: true, read: { file.bytes }) }
        var indexer = ProjectIndexer(migrator: migrator, trustDeprecated: trustDeprecated, cache: cache, published: published)
        indexer.heldBytesBudget = heldBytesBudget
        return indexer.index(sources, xcodeProjects: xcodeProjects, jobs: 1)
    }

    /// Every file's result, in the order given, once the run has settled (`Settling`).
    public func migrate(_ files: [File], externals: [File] = [], xcodeProjects: [[UInt8]] = []) -> [FileResult] {
        run(files, externals: externals, xcodeProjects: xcodeProjects).results
    }

    /// Every file's result and how many rounds the run took to settle.
    /// `tokenized`, when given, holds each file already tokenized (or nil), so that a caller
    /// running the same files at several targets tokenizes them once. As on the command line,
    /// the indexes of the run share what they found in files they read as they were
    /// (`DeclarationScanCache`), unless `sharesScans` is false.
    public func run(_ files: [File], externals: [File] = [], xcodeProjects: [[UInt8]] = [],
                    tokenized: [SourceFile?]? = nil, sharesScans: Bool = true) -> (results: [FileResult], rounds: Int) {
        // Groups of modules whose names never meet are runs of their own.
        let groups = ModuleGroups(paths: files.map(\.path), targetMap: targetMap)
        if groups.count > 1 {
            var results = [FileResult?](repeating: nil, count: files.count)
            var rounds = 1
            for positions in groups.positions {
                let part = run(positions.map { files[$0] }, externals: externals, xcodeProjects: xcodeProjects,
                               tokenized: tokenized.map { all in positions.map { all[$0] } }, sharesScans: sharesScans)
                for (slot, result) in part.results.enumerated() { results[positions[slot]] = result }
                rounds = max(rounds, part.rounds)
            }
            return (results.map { $0! }, rounds)
        }
        let cache = sharesScans ? DeclarationScanCache() : nil
        let index = index(files, externals: externals, xcodeProjects: xcodeProjects, cache: cache)
        let first = files.indices.map { position in
            migrator.migrate(files[position].bytes, tokenized: tokenized?[position], path: files[position].path, index: index)
        }
        guard ProjectIndexer.isNeeded(for: Set(migrator.migrations.map(\.name))) else { return (first, 1) }
        let run = self
        let settling = Settling(migrator: migrator, index: { sources in
            var indexer = ProjectIndexer(migrator: run.migrator, trustDeprecated: run.trustDeprecated, cache: cache, published: run.published)
            indexer.heldBytesBudget = run.heldBytesBudget
            let externalSources = externals.map { file in ProjectIndexer.Source(path: file.path, isExternal: true, read: { file.bytes }) }
            return indexer.index(sources + externalSources, xcodeProjects: xcodeProjects, jobs: 1)
        }, jobs: 1)
        return settling.settle(paths: files.map(\.path), original: { files[$0].bytes }, results: first, firstIndex: index)
    }
}

/// The files of a run split by the groups of modules whose names can meet (`ModuleMap.scope(of:)`):
/// each group is indexed, migrated and settled on its own, so that an unrelated project beside
/// it never changes its output. Files of no module form one group.
struct ModuleGroups {
    /// Positions of the files of each group, in order, groups in the order of their first file.
    let positions: [[Int]]

    init(paths: [String], targetMap: TargetMap?) {
        guard let targetMap else {
            positions = [Array(paths.indices)]
            return
        }
        var order: [Int?] = []
        var members: [Int?: [Int]] = [:]
        var folders: [String: Int?] = [:]
        for (position, path) in paths.enumerated() {
            // A file's group depends only on its folder.
            let folder = Paths.folder(of: path)
            let scope: Int?
            if let known = folders[folder] {
                scope = known
            } else {
                scope = targetMap.scope(for: path)
                folders[folder] = scope
            }
            if members[scope] == nil { order.append(scope) }
            members[scope, default: []].append(position)
        }
        positions = order.map { members[$0]! }
    }

    var count: Int { positions.count }
}

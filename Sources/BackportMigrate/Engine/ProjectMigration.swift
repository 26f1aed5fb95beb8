/// A whole run over files held in memory, through the same driver as the command line
/// (`Pipeline` over a `SourceStore`), one job, no diff: what tests, `--plan` and the fuzzer use.
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

    /// The driver of this run; `sharesScans` false gives each index of the run fresh reads.
    private func pipeline(sharesScans: Bool = true) -> Pipeline {
        var pipeline = Pipeline(migrator: migrator, jobs: 1)
        pipeline.trustDeprecated = trustDeprecated
        pipeline.published = published
        pipeline.heldBytesBudget = heldBytesBudget
        if !sharesScans { pipeline.scanCache = nil }
        return pipeline
    }

    /// The index of `files`, with the read-only `externals` (`--shims-from`).
    public func index(_ files: [File], externals: [File] = [], xcodeProjects: [[UInt8]] = []) -> ProjectIndex {
        pipeline(sharesScans: false).plainIndex(.memory(files), externals: .memory(externals), xcodeProjects: xcodeProjects)
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
        let groups = ModuleGroups(paths: files.map(\.path), targetMap: targetMap) { files[$0].bytes }
        return pipeline(sharesScans: sharesScans).results(.memory(files, tokenized: tokenized), groups: groups,
                                                          externals: .memory(externals), xcodeProjects: xcodeProjects)
    }
}

/// The files of a run split by the groups of modules whose names can meet (`ModuleMap.scope(of:)`):
/// each group is indexed, migrated and settled on its own, so that an unrelated project beside
/// it never changes its output. Files of no module form one group.
struct ModuleGroups {
    /// Positions of the files of each group, in order, groups in the order of their first file.
    let positions: [[Int]]

    /// The groups of the files at `paths`; when there are several, `read` gives a file's bytes
    /// (by position), whose `import` lines join its group to the group of the module it
    /// imports: a dependency no manifest states by path still makes one group.
    init(paths: [String], targetMap: TargetMap?, read: (Int) -> [UInt8]?) {
        guard let targetMap else {
            positions = [Array(paths.indices)]
            return
        }
        var scopes: [Int?] = []
        var folders: [String: Int?] = [:]
        for path in paths {
            // A file's group depends only on its folder.
            let folder = Paths.folder(of: path)
            if let known = folders[folder] {
                scopes.append(known)
            } else {
                let scope = targetMap.scope(for: path)
                folders[folder] = scope
                scopes.append(scope)
            }
        }
        // Groups are joined by a union-find over their ids (nil: files of no module).
        var parent: [Int?: Int?] = [:]
        func root(_ scope: Int?) -> Int? {
            var current = scope
            while let next = parent[current], next != current { current = next }
            return current
        }
        if Set(scopes).count > 1 {
            let owners = targetMap.map.groupsByImportName
            let words = ByteSearch.Words(owners.keys)
            for position in paths.indices {
                guard let bytes = read(position) else { continue }
                for name in ModuleGroups.imports(in: bytes, among: words) {
                    guard let owner = owners[name], root(owner) != root(scopes[position]) else { continue }
                    parent[root(owner)] = root(scopes[position])
                }
            }
        }
        var order: [Int?] = []
        var members: [Int?: [Int]] = [:]
        for (position, scope) in scopes.enumerated() {
            let group = root(scope)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(position)
        }
        positions = order.map { members[$0]! }
    }

    /// The module names among `words` that `bytes` imports (`import Kit`, `@testable import
    /// Kit`, `import struct Kit.Row`): a rough byte scan, comments included, the safe side.
    static func imports(in bytes: [UInt8], among words: ByteSearch.Words) -> Set<String> {
        guard ByteSearch.contains(bytes, "import") else { return [] }
        var found: Set<String> = []
        bytes.withUnsafeBufferPointer { buffer in
            func equals(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
                guard end - start == word.utf8CodeUnitCount else { return false }
                let letters = word.utf8Start
                for offset in 0..<(end - start) where buffer[start + offset] != letters[offset] { return false }
                return true
            }
            var previousWasImport = false
            var cursor = 0
            while cursor < buffer.count {
                guard ByteSearch.isIdentifierByte(buffer[cursor]) else {
                    cursor += 1
                    continue
                }
                let start = cursor
                while cursor < buffer.count, ByteSearch.isIdentifierByte(buffer[cursor]) { cursor += 1 }
                if previousWasImport, let name = words.match(UnsafeBufferPointer(rebasing: buffer[start..<cursor])) {
                    found.insert(String(decoding: name, as: UTF8.self))
                }
                // `import struct Kit.Row`: the module follows the kind.
                previousWasImport = equals(start, cursor, "import")
                    || (previousWasImport && (equals(start, cursor, "struct") || equals(start, cursor, "class") || equals(start, cursor, "enum")
                                              || equals(start, cursor, "protocol") || equals(start, cursor, "typealias")
                                              || equals(start, cursor, "func") || equals(start, cursor, "var") || equals(start, cursor, "let")))
            }
        }
        return found
    }

    var count: Int { positions.count }
}

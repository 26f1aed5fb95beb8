import Dispatch
import Foundation

/// The one driver of a run, whatever the source of its files (`SourceStore`: disk for the
/// command line, memory for tests, `--plan` and the fuzzer), in phases that each run in parallel.
///
/// Phase 1 reads every file once, builds the `ProjectIndex` from those whose bytes can declare
/// something cross-file, and screens the others with the byte pre-checks. Phase 2 migrates,
/// with that index, every file that passed the screen or that the index holds facts of; workers take the next file from
/// a shared counter, and finished results wait in their slot until all before them are done,
/// then go to `deliver` (with their position) in path order. So the output is the same whatever the number of jobs,
/// and only the results not yet delivered hold their new content in memory. When deletions may
/// free more, the run settles (`Settling`) before anything is delivered.
struct Pipeline: Sendable {
    /// Files above this size are refused rather than read: the tool would hold several copies.
    static let sizeLimit = 64 << 20

    let migrator: Migrator
    let jobs: Int
    /// The maker of each changed file's patch, or nil for no diff.
    let patches: PatchMaker?
    /// Calls of deprecated `--shims-from` shims lose `.backport` (`--trust-deprecated`).
    var trustDeprecated = false
    /// What phase 1's index found in the files, for the indexes settling makes of the same run
    /// (nil: each index reads the files afresh).
    var scanCache: DeclarationScanCache? = DeclarationScanCache()
    /// The run's packages that other projects may use (see `PublishedModules`).
    var published = PublishedModules()
    /// How many bytes the index's first pass keeps for the passes after it (`ProjectIndexer`).
    var heldBytesBudget = ProjectIndexer.defaultHeldBytesBudget

    init(migrator: Migrator, jobs: Int, patches: PatchMaker? = nil) {
        self.migrator = migrator
        self.jobs = jobs
        self.patches = patches
    }

    /// The indexer of this run.
    private func indexer() -> ProjectIndexer {
        var indexer = ProjectIndexer(migrator: migrator, trustDeprecated: trustDeprecated, cache: scanCache, published: published)
        indexer.heldBytesBudget = heldBytesBudget
        return indexer
    }

    // MARK: Phase 1

    /// Builds the project index from the run's files and the read-only `externals`
    /// (`--shims-from` folders).
    ///
    /// The first pass of the index reads every file: it also runs the pre-checks of the
    /// migrations that need no index, so that `toMigrate` gives the positions in `files` of those
    /// phase 2 must read again, in order (nil: all of them, when no index is needed and nothing
    /// was read).
    func index(_ files: SourceStore, externals: SourceStore = .empty, xcodeProjects: [[UInt8]] = [])
        -> (index: ProjectIndex, toMigrate: [Int]?) {
        let enabled = Set(migrator.migrations.map(\.name))
        guard ProjectIndexer.isNeeded(for: enabled) else { return (.empty, nil) }
        // The run's files, then the externals, by position, with no list made of both.
        @Sendable func read(_ position: Int) -> [UInt8]? {
            position < files.count ? files.bytes(position) : externals.bytes(position - files.count)
        }
        let reader = ProjectIndexer.Reader(read)
        let sources = ProjectIndexer.SourceList(count: files.count + externals.count, isExternal: { $0 >= files.count }, read: read) { position in
            ProjectIndexer.Source(path: position < files.count ? files.path(position) : externals.path(position - files.count),
                                  isExternal: position >= files.count, position: position, reader: reader)
        }
        let screen = migrator.screen()
        let start = DispatchTime.now().uptimeNanoseconds
        let (index, touched) = indexer().indexScreening(sources, xcodeProjects: xcodeProjects, jobs: jobs) { screen.mayAct(on: $0, path: $1) }
        migrator.clock?.add(.index, DispatchTime.now().uptimeNanoseconds - start)
        return (index, (0..<files.count).filter { touched[$0] })
    }

    /// The index of `files` and `externals` on their own, with no screening (a test's or a single
    /// text's index).
    func plainIndex(_ files: SourceStore, externals: SourceStore = .empty, xcodeProjects: [[UInt8]] = []) -> ProjectIndex {
        let enabled = Set(migrator.migrations.map(\.name))
        guard ProjectIndexer.isNeeded(for: enabled) else { return .empty }
        return indexer().index(Self.sources(files, isExternal: false) + Self.sources(externals, isExternal: true),
                               xcodeProjects: xcodeProjects, jobs: jobs)
    }

    /// The index's view of the files of `store`.
    private static func sources(_ store: SourceStore, isExternal: Bool) -> [ProjectIndexer.Source] {
        let reader = ProjectIndexer.Reader { store.bytes($0) }
        return (0..<store.count).map { ProjectIndexer.Source(path: store.path($0), isExternal: isExternal, position: $0, reader: reader) }
    }

    /// Both phases over `files`, each group of modules whose names can meet (`ModuleGroups`)
    /// on its own: an unrelated project beside a group never changes its output. `deliver`
    /// receives each result in path order (see `migrate`); with several groups, the results of
    /// every group are kept until all are done, then delivered in that order.
    func run(_ files: SourceStore, groups: ModuleGroups, externals: SourceStore = .empty, xcodeProjects: [[UInt8]] = [],
             deliver: @escaping @Sendable (Int, FileResult) -> FileResult,
             progress: (@Sendable (Int, Int) -> Void)? = nil,
             rounds: ((Int) -> Void)? = nil) -> [FileResult] {
        guard groups.count > 1 else {
            let (index, toMigrate) = index(files, externals: externals, xcodeProjects: xcodeProjects)
            return migrate(files, index: index, toMigrate: toMigrate, externals: externals, xcodeProjects: xcodeProjects,
                           deliver: deliver, progress: progress, rounds: rounds)
        }
        let kept = KeptResults(count: files.count)
        var most = 1
        for positions in groups.positions {
            let part = files.subset(positions)
            let (index, toMigrate) = index(part, externals: externals, xcodeProjects: xcodeProjects)
            _ = migrate(part, index: index, toMigrate: toMigrate, externals: externals, xcodeProjects: xcodeProjects,
                        deliver: { slot, result in
                            kept.set(positions[slot], result)
                            return result
                        }, rounds: { most = max(most, $0) })
            progress?(positions.count, files.count)
        }
        rounds?(most)
        return kept.all().compactMap { position, result in
            let reported = deliver(position, result)
            return reported.isPlain ? nil : reported
        }
    }

    /// Every file's result, in order (those no migration acted on unchanged), and how many
    /// rounds the run took: `run` for a caller that wants them all, not as they come.
    func results(_ files: SourceStore, groups: ModuleGroups, externals: SourceStore = .empty, xcodeProjects: [[UInt8]] = [])
        -> (results: [FileResult], rounds: Int) {
        let kept = KeptResults(count: files.count)
        var count = 1
        _ = run(files, groups: groups, externals: externals, xcodeProjects: xcodeProjects, deliver: { position, result in
            kept.set(position, result)
            return result
        }, rounds: { count = $0 })
        var results = (0..<files.count).map { FileResult(path: files.path($0), status: .unchanged) }
        for (position, result) in kept.all() { results[position] = result }
        return (results, count)
    }

    /// Results by position, filled from the groups' threads.
    final class KeptResults: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [FileResult?]

        init(count: Int) {
            results = Array(repeating: nil, count: count)
        }

        func set(_ position: Int, _ result: FileResult) {
            lock.lock()
            results[position] = result
            lock.unlock()
        }

        /// The results kept, with their positions, in order.
        func all() -> [(Int, FileResult)] {
            lock.lock()
            defer { lock.unlock() }
            return results.enumerated().compactMap { position, result in result.map { (position, $0) } }
        }
    }

    // MARK: Phase 2

    /// Migrates every file; `deliver` receives each result in path order, on one thread at a
    /// time, and returns what the report keeps of it; the results returned are those worth a
    /// word (`FileResult.isPlain` false). `progress` is told how many are done.
    ///
    /// When the index holds cross-file work, results wait until the run has settled (see
    /// `Settling`) and are delivered then; otherwise each goes as soon as those before it are
    /// done, so only the results not yet delivered hold their new content. `rounds` is told how
    /// many rounds the run took.
    func migrate(_ files: SourceStore, index: ProjectIndex, toMigrate: [Int]? = nil,
                 externals: SourceStore = .empty, xcodeProjects: [[UInt8]] = [],
                 deliver: @escaping @Sendable (Int, FileResult) -> FileResult,
                 progress: (@Sendable (Int, Int) -> Void)? = nil,
                 rounds: ((Int) -> Void)? = nil) -> [FileResult] {
        let settles = index.mayFreeMore
        // A file phase 1 read and found nothing any migration could act on is unchanged, and
        // plain: it is not read again, nor delivered.
        let positions = toMigrate ?? Array(0..<files.count)
        let keep: @Sendable (Int, FileResult) -> FileResult = { _, result in result }
        let collector = Collector(positions: positions, keepsAll: settles, deliver: settles ? keep : deliver, progress: progress)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, positions.count))) { _ in
            while let slot = collector.nextSlot() {
                collector.finish(slot, process(files, positions[slot], index: index, diff: !settles))
            }
        }
        guard settles else {
            rounds?(1)
            return collector.results()
        }
        let pipeline = self
        let settling = Settling(migrator: migrator, index: { sources in
            pipeline.indexer().index(sources + Self.sources(externals, isExternal: true), xcodeProjects: xcodeProjects, jobs: pipeline.jobs)
        }, jobs: jobs)
        // Settling looks at every file: those phase 2 did not read are unchanged.
        var first = (0..<files.count).map { FileResult(path: files.path($0), status: .unchanged) }
        for (slot, result) in collector.results().enumerated() { first[positions[slot]] = result }
        let (settled, count) = settling.settle(paths: files.paths, original: { files.bytes($0) }, results: first, firstIndex: index)
        rounds?(count)
        // The patches of the changed files are made on every job, then delivered in order.
        let changed = settled.indices.filter { settled[$0].isChanged }
        let made = patches == nil ? [] : parallelCompactMap(changed, jobs: jobs) { position -> String? in
            guard let old = files.bytes(position) else { return nil }
            return patch(settled[position], old: old)
        }
        var patchOf = Dictionary(uniqueKeysWithValues: made)
        return settled.enumerated().compactMap { position, result -> FileResult? in
            var result = result
            // Writing compares the file with what the first read saw.
            result.stamp = first[position].stamp
            if let patch = patchOf.removeValue(forKey: position) { result.diff = patch }
            let reported = deliver(position, result)
            return reported.isPlain ? nil : reported
        }
    }

    /// Reads and migrates the file at `position`; never throws, every failure becomes the file's
    /// problem. Without `diff`, no patch is made (one will be made once the run settles).
    func process(_ files: SourceStore, _ position: Int, index: ProjectIndex, diff: Bool = true) -> FileResult {
        let path = files.path(position)
        let read = migrator.clock.map { clock in clock.time(.read) { files.read(position) } } ?? files.read(position)
        switch read {
        case .success(let (bytes, stamp)):
            let tokenized = files.tokenized(position)
            var result = diff ? migrate(bytes, tokenized: tokenized, path: path, index: index)
                : migrator.migrate(bytes, tokenized: tokenized, path: path, index: index)
            result.stamp = stamp
            return result
        case .failure(let problem): return FileResult.failed(path, problem.message)
        }
    }

    /// The result for one file's content, with its diff when one is asked for. Shared by files
    /// and standard input.
    func migrate(_ bytes: [UInt8], tokenized: SourceFile? = nil, path: String, index: ProjectIndex) -> FileResult {
        var result = migrator.migrate(bytes, tokenized: tokenized, path: path, index: index)
        if patches != nil, result.isChanged { result.diff = patch(result, old: bytes) }
        return result
    }

    /// The patch from `old` to what `result` leaves of the file (nothing, when it is deleted),
    /// timed as the diff phase.
    private func patch(_ result: FileResult, old: [UInt8]) -> String? {
        guard let patches else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { migrator.clock?.add(.diff, DispatchTime.now().uptimeNanoseconds - start) }
        return patches.patch(path: result.path, old: old, new: result.status == .deleted ? nil : result.output)
    }

    /// A file's bytes, or why they cannot be had.
    static func read(_ file: DiscoveredFile) -> Result<[UInt8], ReadFailure> {
        readWithStamp(file).map(\.bytes)
    }

    /// A file's bytes and its stamp when read, or why they cannot be had.
    static func readWithStamp(_ file: DiscoveredFile) -> Result<(bytes: [UInt8], stamp: FileStamp), ReadFailure> {
        file.path.withCString { readWithStamp(path: $0) }
    }

    /// The bytes and stamp of the file at `path` (a C string), or why they cannot be had.
    static func readWithStamp(path: UnsafePointer<CChar>) -> Result<(bytes: [UInt8], stamp: FileStamp), ReadFailure> {
        switch FileSystem.readFile(path, sizeLimit: sizeLimit) {
        case .success(let bytes, let stamp): return .success((bytes, stamp))
        case .tooLarge(let size): return .failure(ReadFailure(message: tooLarge(size)))
        case .failure(let failure):
            let reason = failure.reason == SystemCalls.describe(SystemCalls.noSuchFile) ? "no such file" : failure.reason
            return .failure(ReadFailure(message: "cannot read: \(reason)"))
        }
    }

    /// Why a file could not be read.
    struct ReadFailure: Error {
        let message: String
    }

    /// The message for a file over `sizeLimit`; sizes round up, so it never reads "64 MiB, over
    /// the 64 MiB limit".
    static func tooLarge(_ size: Int) -> String {
        "\((size + (1 << 20) - 1) >> 20) MiB, over the \(sizeLimit >> 20) MiB limit; left as is"
    }

    /// The shared state of the workers: which slot of `positions` (the files to migrate, in
    /// path order) is next, the results that came in before those ahead of them, and what
    /// `deliver` made of those delivered (given each file's position). Only results worth a
    /// word are kept (or every one, with `keepsAll`), so memory follows what the run found,
    /// not how many files it looked at.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private let positions: [Int]
        private let keepsAll: Bool
        private var pending: [Int: FileResult] = [:]
        private var kept: [FileResult] = []
        private var next = 0
        private var delivered = 0
        private var done = 0
        private let deliver: @Sendable (Int, FileResult) -> FileResult
        private let progress: (@Sendable (Int, Int) -> Void)?

        init(positions: [Int], keepsAll: Bool, deliver: @escaping @Sendable (Int, FileResult) -> FileResult,
             progress: (@Sendable (Int, Int) -> Void)?) {
            self.positions = positions
            self.keepsAll = keepsAll
            self.deliver = deliver
            self.progress = progress
        }

        func nextSlot() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < positions.count else { return nil }
            next += 1
            return next - 1
        }

        func finish(_ slot: Int, _ result: FileResult) {
            lock.lock()
            defer { lock.unlock() }
            pending[slot] = result
            done += 1
            while delivered < positions.count, let ready = pending.removeValue(forKey: delivered) {
                let reported = deliver(positions[delivered], ready)
                if keepsAll || !reported.isPlain { kept.append(reported) }
                delivered += 1
            }
            progress?(done, positions.count)
        }

        /// The results kept, in path order: with `keepsAll`, one per slot.
        func results() -> [FileResult] {
            lock.lock()
            defer { lock.unlock() }
            return kept
        }
    }
}

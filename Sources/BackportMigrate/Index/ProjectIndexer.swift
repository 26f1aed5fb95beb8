import Dispatch
import Foundation

/// Phase 1 of a run: reads what files declare and use across the project into a
/// `ProjectIndex`. Only files whose bytes can hold something of interest are tokenized.
struct ProjectIndexer: Sendable {
    /// The run's targets; a file's own are `indexFree.targets(for:)`.
    let targets: DeploymentTargets
    let enabled: Set<MigrationName>
    /// The migrations that need no index (conditions, attributes): references in code they
    /// remove do not count, so uses are read from their output.
    let indexFree: Migrator
    let trustDeprecated: Bool
    /// What the declarations' rounds found in the files as first read, shared by the indexes of
    /// one run (see `DeclarationScanCache`); nil: none.
    let cache: DeclarationScanCache?
    /// See `defaultHeldBytesBudget`; tests set it to hold nothing.
    var heldBytesBudget = Self.defaultHeldBytesBudget
    /// The run's packages that other projects may use: their public shims stay.
    let published: PublishedModules

    /// The indexer of a run of `migrator`: its targets, its migrations, its minimum compiler.
    init(migrator: Migrator, trustDeprecated: Bool, cache: DeclarationScanCache? = nil, published: PublishedModules = PublishedModules()) {
        self.targets = migrator.targets
        let enabled = Set(migrator.migrations.map(\.name))
        self.enabled = enabled
        // The single-file migrations, and what the `backport` migration protects from them (a
        // shim it keeps for review stays whole, with what it uses), without its edits.
        let singleFile = Migrations.all.filter { enabled.contains($0.name) && !MigrationName.crossFile.contains($0.name) }
        let protection: [any Migration] = enabled.contains(.backport) ? [BackportMigration(protectsOnly: true)] : []
        var indexFree = Migrator(targets: migrator.targets, migrations: singleFile + protection, swiftVersion: migrator.swiftVersion)
        indexFree.targetMap = migrator.targetMap
        self.indexFree = indexFree
        self.trustDeprecated = trustDeprecated
        self.cache = cache
        self.published = published
    }

    /// Whether a run of these migrations needs an index at all.
    static func isNeeded(for enabled: Set<MigrationName>) -> Bool {
        !enabled.isDisjoint(with: MigrationName.crossFile)
    }

    /// The index of a run: the `Backport` pattern, then the declaration migrations, which must
    /// know which shims go.
    ///
    /// Every file is read once and byte-scanned; only the few whose bytes can declare or call
    /// something cross-file are kept for the passes that follow. A pass reads every file again
    /// only when the names it looks for are known just then (an accessor not spelled
    /// `backport`, type shims, declaration candidates).
    func index(_ sources: [Source], xcodeProjects: [[UInt8]], jobs: Int) -> ProjectIndex {
        index(SourceList(sources), xcodeProjects: xcodeProjects, jobs: jobs)
    }

    /// The index of the sources of `list`.
    func index(_ list: SourceList, xcodeProjects: [[UInt8]], jobs: Int) -> ProjectIndex {
        build(list, xcodeProjects: xcodeProjects, jobs: jobs, screen: { _, _ in false }).index
    }

    /// The index, and which of `sources` (by position) phase 2 must read: those `screen`
    /// accepts (given each file's bytes in the first pass, which reads every file anyway: the
    /// pre-checks of the migrations that need no index) and those the index holds facts of
    /// (a shim, a call, a declaration candidate, a use of one of their names), where the
    /// cross-file migrations act. Any other file is unchanged without being read again.
    func indexScreening(_ sources: SourceList, xcodeProjects: [[UInt8]], jobs: Int,
                        screen: @escaping @Sendable ([UInt8], String) -> Bool) -> (index: ProjectIndex, toMigrate: [Bool]) {
        let built = build(sources, xcodeProjects: xcodeProjects, jobs: jobs, screen: screen)
        return (built.index, built.touched)
    }

    private func build(_ sources: SourceList, xcodeProjects: [[UInt8]], jobs: Int,
                       screen: @Sendable ([UInt8], String) -> Bool) -> (index: ProjectIndex, touched: [Bool]) {
        let wantsBackport = enabled.contains(.backport)
        let wantsDeclarations = enabled.contains(.obsoleted) || enabled.contains(.shadowTypes)
        // Only what a file may hold is kept, for the few files that may hold something, and
        // their bytes only up to a budget (the rest are read again when indexed): memory
        // follows what the run finds, not how many files it reads.
        let budget = HeldBytesBudget(heldBytesBudget)
        let first = parallelCompactMap(count: sources.count, jobs: jobs) { position -> (held: Held?, screened: Bool)? in
            guard let bytes = sources.read(position) else { return (nil, true) }
            let isExternal = sources.isExternal(position)
            // A `--shims-from` library's files are all read: the types it declares decide
            // whether a shim's parameters are the system API's.
            let backport = wantsBackport && (isExternal || Self.mayHold(bytes))
            let outside = wantsBackport && !isExternal && BackportScanner.mayHoldOutsideNamespaces(bytes)
            let candidates = wantsDeclarations && !isExternal && DeclarationScanner.mayDeclareCandidates(bytes)
            let screened = !isExternal && screen(bytes, sources[position].path)
            guard backport || outside || candidates || screened else { return nil }
            guard backport || outside || candidates else { return (nil, screened) }
            return (Held(bytes: budget.take(bytes.count) ? bytes : nil, mayHoldShims: backport, mayHoldShimsOutsideNamespaces: outside,
                         mayDeclareCandidates: candidates), screened)
        }
        var held: [Int: Held] = [:]
        var touched = [Bool](repeating: false, count: sources.count)
        for (position, found) in first {
            touched[position] = true
            held[position] = found.held
        }
        var index = wantsBackport
            ? backportIndex(sources, held: held, xcodeProjects: xcodeProjects, jobs: jobs, touched: &touched)
            : ProjectIndex(facts: [], xcodeProjects: xcodeProjects)
        if wantsDeclarations {
            index.declarations = declarationDecisions(sources, held: held, backport: index, jobs: jobs, touched: &touched)
        }
        return (index, touched)
    }

    /// A file kept after the first byte scan, with what it may hold, and its bytes when the
    /// budget had room for them.
    struct Held: Sendable {
        var bytes: [UInt8]?
        /// It may declare a namespace type or call a shim through one (`NamespaceShapes.mayHold`).
        var mayHoldShims: Bool
        /// It may declare an extension-method or modifier shim (`BackportScanner.mayHoldOutsideNamespaces`).
        var mayHoldShimsOutsideNamespaces = false
        var mayDeclareCandidates: Bool
    }

    /// How many bytes of the files that may declare or call something cross-file the first pass
    /// keeps for the passes after it; the others are read again.
    static let defaultHeldBytesBudget = 256 << 10

    /// What is left of the budget for held bytes, taken by the first pass's threads.
    final class HeldBytesBudget: @unchecked Sendable {
        private let lock = NSLock()
        private var left: Int

        init(_ bytes: Int) {
            left = bytes
        }

        /// Whether `count` more bytes fit; if so they are taken.
        func take(_ count: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard count <= left else { return false }
            left -= count
            return true
        }
    }

    /// The sources to index, by position. Each `Source` is made when asked for, so a list of
    /// thousands of files holds nothing per file beyond the file list it is made from; the
    /// first pass, which reads every file, asks a position's bytes and whether it is external
    /// without making its `Source` (a path string for each file).
    struct SourceList: RandomAccessCollection, Sendable {
        let startIndex = 0
        let endIndex: Int
        private let source: @Sendable (Int) -> Source
        private let external: @Sendable (Int) -> Bool
        private let bytes: @Sendable (Int) -> [UInt8]?

        /// A list of `count` sources, `source` making each by position.
        init(count: Int, _ source: @escaping @Sendable (Int) -> Source) {
            self.init(count: count, isExternal: { source($0).isExternal }, read: { source($0).read() }, source)
        }

        /// A list of `count` sources, `source` making each by position; `isExternal` and `read`
        /// must say what the source at that position says.
        init(count: Int, isExternal: @escaping @Sendable (Int) -> Bool, read: @escaping @Sendable (Int) -> [UInt8]?,
             _ source: @escaping @Sendable (Int) -> Source) {
            endIndex = count
            self.source = source
            self.external = isExternal
            self.bytes = read
        }

        /// The sources of an array.
        init(_ sources: [Source]) {
            self.init(count: sources.count) { sources[$0] }
        }

        subscript(position: Int) -> Source { source(position) }

        /// Whether the source at `position` is only read (`Source.isExternal`).
        func isExternal(_ position: Int) -> Bool { external(position) }

        /// The bytes of the source at `position` (`Source.read()`).
        func read(_ position: Int) -> [UInt8]? { bytes(position) }

        /// The sources at `positions`, in that order.
        func subset(_ positions: [Int]) -> SourceList {
            SourceList(count: positions.count, isExternal: { self.isExternal(positions[$0]) }, read: { self.read(positions[$0]) }) {
                self[positions[$0]]
            }
        }
    }

    /// A source of bytes to index: a file of the run, or one only read (`--shims-from`).
    struct Source: Sendable {
        var path: String
        var isExternal: Bool
        /// The bytes are those the run first read (not a round's output): what a
        /// `DeclarationScanCache` holds of the file is still true.
        var isAsFirstRead = true
        /// Reads the sources of a whole list by position, so that a list of thousands of files
        /// holds one reader, not one closure per file.
        private let reader: Reader
        private let position: Int

        init(path: String, isExternal: Bool, read: @escaping @Sendable () -> [UInt8]?) {
            self.init(path: path, isExternal: isExternal, position: 0, reader: Reader { _ in read() })
        }

        /// The source at `position` of the list `reader` reads.
        init(path: String, isExternal: Bool, position: Int, reader: Reader) {
            self.path = path
            self.isExternal = isExternal
            self.reader = reader
            self.position = position
        }

        /// The bytes, or nil when they cannot be had.
        func read() -> [UInt8]? { reader.read(position) }
    }

    /// The bytes of the sources of a list, by position.
    final class Reader: Sendable {
        let read: @Sendable (Int) -> [UInt8]?

        init(_ read: @escaping @Sendable (Int) -> [UInt8]?) {
            self.read = read
        }
    }

    /// Builds the `Backport` part in two parallel passes: declarations first (the accessors'
    /// names are needed to find calls), then the calls and other uses in the run's own files.
    private func backportIndex(_ sources: SourceList, held: [Int: Held], xcodeProjects: [[UInt8]], jobs: Int,
                               touched: inout [Bool]) -> ProjectIndex {
        // Only the files that may hold shims are looked at; results are kept by position.
        var shimPositions = sources.indices.filter { held[$0]?.mayHoldShims == true }
        @Sendable func bytes(_ position: Int) -> [UInt8]? { held[position]?.bytes ?? sources.read(position) }
        let namespaceNames = namespaces(sources, shimPositions, bytes: bytes, jobs: jobs)
        let namespaces = TokenNames(namespaceNames)
        // A namespace not spelled with `ackport` may be extended in any file that names it.
        let unheldNames = namespaceNames.filter { !ByteSearch.contains(Array($0.utf8), "ackport") }.map { Array($0.utf8) }
        shimPositions = sources.indices.filter { held[$0]?.mayHoldShims == true || held[$0]?.mayHoldShimsOutsideNamespaces == true }
        if !unheldNames.isEmpty {
            let candidates = sources.indices.filter { !sources.isExternal($0) && held[$0]?.mayHoldShims != true
                && held[$0]?.mayHoldShimsOutsideNamespaces != true }
            shimPositions += parallelCompactMap(candidates, jobs: jobs) { position -> Bool? in
                guard let bytes = bytes(position), unheldNames.contains(where: { ByteSearch.contains(bytes, $0) }) else { return nil }
                return true
            }.map(\.0)
            shimPositions.sort()
        }
        var facts: [Int: BackportFacts] = [:]
        for (position, found) in parallelCompactMap(shimPositions, jobs: jobs, { position -> BackportFacts? in
            let source = sources[position]
            guard let bytes = bytes(position) else { return nil }
            let file = SourceFile(bytes: bytes)
            guard file.firstProblem == nil else { return nil }
            var facts = BackportFacts(path: source.path, isExternal: source.isExternal)
            let targets = indexFree.targets(for: source.path)
            let scanner = BackportScanner(file: file, targets: targets, path: source.path, namespaces: namespaces)
            // Uses between members are read after the index-free migrations, as calls are below.
            let settled = scanner.memberNames().isEmpty ? nil : indexFree.migrate(bytes, path: source.path).output
            scanner.declarations(into: &facts, usesFrom: settled.map {
                BackportScanner(file: SourceFile(bytes: $0), targets: targets, path: source.path, namespaces: namespaces)
            })
            if !source.isExternal, held[position]?.mayHoldShimsOutsideNamespaces == true { scanner.shimsOutsideNamespaces(into: &facts) }
            return facts
        }) {
            facts[position] = found
        }
        guard facts.values.contains(where: { !$0.accessors.isEmpty || !$0.shims.isEmpty }) else {
            return ProjectIndex(facts: [], xcodeProjects: xcodeProjects)
        }
        let accessors = ProjectIndex.accessors(of: Array(facts.values))
        // Shims of a `Backport` the run does not declare may be reached by an accessor it does
        // not see: every file that names one of them is read for such calls.
        let namespaceSeen = facts.values.contains(where: \.declaresNamespace)
        let instanceShimNames = Set(facts.values.filter { !$0.isExternal }.flatMap(\.shims).filter { !$0.key.isStatic }.map(\.key.name))
        let needles = (accessors.union(namespaceNames)).map { Array($0.utf8) }
        // A call `Backport.AsyncImage(…)` becomes `AsyncImage(…)` unless the project declares a
        // type of that name, which the bare name would reach instead.
        let typeShims = Set(facts.values.flatMap(\.shims).filter(\.key.isStatic).map(\.key.name))

        // Calls through an accessor spelled `backport` and uses of `Backport` are in the files
        // kept; another accessor's name, a namespace's, or a type shim's declared twin may be anywhere.
        let shimNames = Set(facts.values.flatMap(\.shims).map(\.key.name)).map { ($0, Array($0.utf8)) }
        // Extension methods and modifiers are called by their own names, anywhere.
        let ownShims = facts.values.filter { !$0.isExternal }.flatMap(\.shims)
        let modifierNames = Set(ownShims.filter { $0.key.kind == .modifier }.map(\.key.name))
        let extensionNames = Set(ownShims.filter { shim in
            shim.key.kind == .extensionMember && (shim.form != .current || shim.applies.map { modifierNames.contains($0.modifier) } == true)
        }.map(\.key.name))
        // A rewritten call must see what it writes: where those names are declared counts.
        let writtenNames = ownShims.reduce(into: Set<String>()) { names, shim in
            if case .inlinable(let template) = shim.form { names.formUnion(template.writtenNames) }
            if shim.key.kind == .extensionMember, let callee = shim.callee { names.insert(callee) }
        }
        let outsideNeedles = extensionNames.union(modifierNames).union(writtenNames).map { Array($0.utf8) }
        let readsAll = !typeShims.isEmpty || !unheldNames.isEmpty || !namespaceSeen || !outsideNeedles.isEmpty
            || accessors.contains { !ByteSearch.contains(Array($0.utf8), "ackport") }
        let mentionNeedles = namespaceSeen ? [] : instanceShimNames.map { Array($0.utf8) }
        // A shim kept for review keeps its fallback (nothing of it changes), so the calls in the
        // files that declare shims are read from their text as it is, not as the conditions
        // migration would leave it.
        let declaresShims = Set(facts.filter { !$0.value.shims.isEmpty }.keys)
        let usePositions = sources.indices.filter { !sources.isExternal($0) && (readsAll || held[$0] != nil) }
        let uses = parallelCompactMap(usePositions, jobs: jobs) { position -> BackportFacts? in
            guard let bytes = held[position]?.bytes ?? sources.read(position) else { return nil }
            // One scan for every type shim's name after a declaration keyword (a rough superset,
            // read precisely below).
            let declared = ByteSearch.declarations(of: typeShims, in: bytes)
            guard Self.mayHold(bytes) || needles.contains(where: { ByteSearch.contains(bytes, $0) })
                    || mentionNeedles.contains(where: { ByteSearch.contains(bytes, $0) })
                    || outsideNeedles.contains(where: { ByteSearch.contains(bytes, $0) }) else {
                return declared.isEmpty ? nil : BackportFacts(path: sources[position].path, declaredTypeNames: declared)
            }
            let source = sources[position]
            let result = indexFree.migrate(bytes, path: source.path)
            guard result.status != .failed else {
                // A file that cannot be read through may call any shim whose name it holds, and
                // uses `Backport` in ways unseen: those shims and the type stay.
                var unreadable = BackportFacts(path: source.path, declaredTypeNames: declared)
                unreadable.unreadableNames = Set(shimNames.filter { ByteSearch.contains(bytes, $0.1) }.map(\.0))
                unreadable.otherUses = [1]
                unreadable.otherUseNames = accessors.union(namespaceNames)
                return unreadable
            }
            let file = SourceFile(bytes: declaresShims.contains(position) ? bytes : result.output ?? bytes)
            let scanner = BackportScanner(file: file, targets: indexFree.targets(for: source.path), path: source.path, namespaces: namespaces,
                                          extensionNames: TokenNames(extensionNames), modifierNames: TokenNames(modifierNames))
            var uses = BackportFacts(path: source.path,
                                     declaredTypeNames: declared.isEmpty ? [] : scanner.typesDeclared(among: declared, accessors: accessors))
            scanner.references(accessors: accessors, shimNames: instanceShimNames, into: &uses)
            if !writtenNames.isEmpty { scanner.declarations(of: TokenNames(writtenNames), into: &uses) }
            return uses
        }
        for (position, found) in uses {
            touched[position] = true
            guard !(found.callSites.isEmpty && found.otherUses.isEmpty && found.declaredTypeNames.isEmpty && found.memberMentions.isEmpty
                    && found.mentions.isEmpty && found.declaredNames.isEmpty) else { continue }
            facts[position, default: BackportFacts(path: found.path)].declaredTypeNames = found.declaredTypeNames
            facts[position]!.unreadableNames = found.unreadableNames
            facts[position]!.callSites = found.callSites
            facts[position]!.otherUses = found.otherUses
            facts[position]!.otherUseNames = found.otherUseNames
            facts[position]!.memberMentions = found.memberMentions
            facts[position]!.mentions = found.mentions
            facts[position]!.declaredNames = found.declaredNames
        }
        let migrator = indexFree
        let map = migrator.targetMap
        return ProjectIndex(facts: facts.keys.sorted().map { facts[$0]! }, namespaces: namespaces, xcodeProjects: xcodeProjects,
                            trustDeprecated: trustDeprecated, published: published,
                            targets: map == nil ? nil : { migrator.targets(for: $0) },
                            modules: map.map { map in { map.modulesCompiling([$0]) } })
    }

    /// The run's namespace types (`NamespaceShapes`), from the files at `positions` and, for an
    /// accessor's type they do not declare, the files that declare a type of that name.
    private func namespaces(_ sources: SourceList, _ positions: [Int], bytes: @Sendable (Int) -> [UInt8]?, jobs: Int) -> Set<String> {
        func shapes(_ positions: [Int], only names: Set<String>? = nil) -> NamespaceShapes {
            parallelCompactMap(positions, jobs: jobs) { position -> NamespaceShapes? in
                guard let bytes = bytes(position) else { return nil }
                if let names, ByteSearch.declarations(of: names, in: bytes).isEmpty { return nil }
                let file = SourceFile(bytes: bytes)
                guard file.firstProblem == nil else { return nil }
                var shapes = NamespaceShapes()
                BackportScanner(file: file, targets: targets, path: sources[position].path).namespaceShapes(into: &shapes)
                return shapes
            }.reduce(into: NamespaceShapes()) { $0.formUnion($1.1) }
        }
        var found = shapes(positions)
        let unseen = found.unseenAccessorTypes
        if !unseen.isEmpty {
            let scanned = Set(positions)
            found.formUnion(shapes(sources.indices.filter { !scanned.contains($0) }, only: unseen))
        }
        return found.namespaces
    }

    /// The declaration migrations' decisions, in rounds: the candidates first (from the files
    /// that can declare one), then where the names they involve are declared and used, from
    /// the files whose bytes hold those names (after the migrations that need no index, so that
    /// code they remove does not count). A project declaration that a candidate names brings in
    /// its own names, so rounds go on until no new name comes up.
    private func declarationDecisions(_ allSources: SourceList, held: [Int: Held], backport: ProjectIndex, jobs: Int,
                                      touched: inout [Bool]) -> DeclarationDecisions {
        let candidatePositions = allSources.indices.filter { held[$0]?.mayDeclareCandidates == true }
        let found = parallelCompactMap(candidatePositions, jobs: jobs) { position -> DeclarationFacts? in
            let source = allSources[position]
            guard let bytes = held[position].flatMap({ $0.bytes ?? allSources.read(position) }) else { return nil }
            let file = SourceFile(bytes: bytes)
            guard file.firstProblem == nil else { return nil }
            var facts = DeclarationFacts(path: source.path)
            // A shadow type's body is read as the run leaves it (see `candidates(into:settled:)`).
            let settled = DeclarationScanner.mayDeclareShadow(bytes)
                ? indexFree.migrate(bytes, path: source.path, index: backport).output.map {
                    DeclarationScanner(file: SourceFile(bytes: $0), targets: indexFree.targets(for: source.path), path: source.path)
                }
                : nil
            DeclarationScanner(file: file, targets: indexFree.targets(for: source.path), path: source.path).candidates(into: &facts, settled: settled)
            if !enabled.contains(.obsoleted) { facts.obsoleted = [] }
            if !enabled.contains(.shadowTypes) { facts.shadows = []; facts.launchers = [] }
            return facts.obsoleted.isEmpty && facts.shadows.isEmpty && facts.launchers.isEmpty ? nil : facts
        }
        var facts = Dictionary(uniqueKeysWithValues: found.map { ($0.1.path, $0.1) })
        guard !facts.isEmpty else { return DeclarationDecisions() }
        // The run's own files, and where each is among `allSources`.
        let own = allSources.indices.filter { !allSources.isExternal($0) }
        let sources = own.count == allSources.count ? allSources : allSources.subset(own)
        let candidates = facts.values.flatMap(\.obsoleted)
        // A candidate's own name is looked for only where a use can be found by it: `init`,
        // `subscript`, `deinit` and operators are written otherwise at their uses (those
        // candidates stay for review whatever is found), and `init` is in nearly every file.
        var useNames = Set(candidates.flatMap { $0.names + (Self.isFoundByName($0.key) ? [$0.key.name] : []) + $0.protocols })
        for shadow in facts.values.flatMap(\.shadows) { useNames.insert(shadow.key.name) }
        for launcher in facts.values.flatMap(\.launchers) { useNames.formUnion([launcher.key.name, launcher.app]) }
        var declarationNames = candidates.reduce(into: Set<String>()) { $0.formUnion($1.usedNames); $0.formUnion($1.containerInherits) }
        var scannedUses: Set<String> = []
        var scannedDeclarations: Set<String> = []
        // Names of project declarations that may go with a candidate (not the candidates' own).
        var helperNames: Set<String> = []
        let candidatePaths = Set(facts.keys)
        while true {
            let newUses = useNames.subtracting(scannedUses)
            let newDeclarations = declarationNames.subtracting(scannedDeclarations).subtracting(useNames)
            if newUses.isEmpty && newDeclarations.isEmpty { break }
            // One byte search of every file says which hold the new names; the files that hold
            // one that is not widely written are then read through.
            let words = ByteSearch.Words(newUses)
            // A file as first read holds what it held when an earlier index of the run searched it.
            let known = cache?.found(uses: newUses, declarations: newDeclarations)
            let holders = parallelCompactMap(count: sources.count, jobs: jobs) { position -> DeclarationScanCache.Held? in
                let source = sources[position]
                if let known, source.isAsFirstRead { return known[source.path]?.restricted(to: newUses, newDeclarations) }
                guard let bytes = source.read() else { return nil }
                let uses = ByteSearch.words(among: words, in: bytes)
                let declared = ByteSearch.declarations(of: newDeclarations, in: bytes)
                return uses.isEmpty && declared.isEmpty ? nil : DeclarationScanCache.Held(uses: uses, declared: declared)
            }
            if known == nil, let cache {
                cache.record(holders.compactMap { sources[$0.0].isAsFirstRead ? (sources[$0.0].path, $0.1) : nil },
                             uses: newUses, declarations: newDeclarations)
            }
            let popular = widelyWritten(helperNames, holders: holders.map { (sources[$0.0].path, $0.1.uses) }, besides: candidatePaths)
            let toRead = holders.compactMap { position, held -> (Int, Set<String>, Bool)? in
                let uses = held.uses.subtracting(popular.keys)
                return uses.isEmpty && !held.declares ? nil : (position, uses, held.declares)
            }
            let round = parallelCompactMap(count: toRead.count, jobs: jobs) { slot -> DeclarationFacts? in
                let (position, uses, declares) = toRead[slot]
                let source = sources[position]
                guard let bytes = source.read() else { return nil }
                let declarations = declares ? newDeclarations : []
                // With the shims' decisions, so that a shim kept for review keeps its fallback here too.
                let result = indexFree.migrate(bytes, path: source.path, index: backport)
                var facts = DeclarationFacts(path: source.path)
                guard result.status != .failed else {
                    // A file that cannot be read through may use or declare these names in any way:
                    // each counts as a use from code that stays.
                    for name in uses.sorted() {
                        facts.uses.append(NameUse(name: name, path: source.path, line: 1, owners: [], isMemberAccess: false,
                                                  qualifier: nil, call: nil, offset: nil))
                    }
                    return facts
                }
                let file = SourceFile(bytes: result.output ?? bytes)
                DeclarationScanner(file: file, targets: indexFree.targets(for: source.path), path: source.path).names(uses: uses, declarationsOf: declarations, into: &facts)
                return facts
            }
            scannedUses.formUnion(newUses)
            scannedDeclarations.formUnion(newDeclarations)
            for (name, path) in popular {
                facts[path, default: DeclarationFacts(path: path)].uses.append(
                    NameUse(name: name, path: path, line: 1, owners: [], isMemberAccess: false, qualifier: nil, call: nil, offset: nil))
            }
            for (slot, found) in round {
                touched[own[toRead[slot].0]] = true
                facts[found.path, default: DeclarationFacts(path: found.path)].declared += found.declared
                facts[found.path]!.uses += found.uses
                facts[found.path]!.castTargets.formUnion(found.castTargets)
                facts[found.path]!.imports.formUnion(found.imports)
                // A project declaration a candidate names may go with it: its uses and names count now.
                for declared in found.declared where declared.isRemovable && newDeclarations.contains(declared.key.name) {
                    if !useNames.contains(declared.key.name) { helperNames.insert(declared.key.name) }
                    useNames.insert(declared.key.name)
                    declarationNames.formUnion(declared.usedNames)
                }
            }
        }
        return DeclarationDecisions(facts: facts.values.sorted { $0.path < $1.path },
                                    isDeletedElsewhere: backport.deletesDeclaration, movesToCallSites: backport.movesToCallSites)
    }

    /// A helper written in more files than this is taken as used by code that stays, unread.
    static let widelyWrittenFiles = 16

    /// Of `names` (project declarations that might go with a candidate, if only deleted code
    /// used them), those written as a word in more than `widelyWrittenFiles` of the files in
    /// `holders` (each file's path and the names it holds), each with one such file outside
    /// `candidatePaths`. So many files use it, or name something else by it (`with`,
    /// `localized`), that it stays: it counts as used there, which only ever keeps a
    /// declaration, and those files are not migrated and scanned for it (reading thousands of
    /// files through cost seconds).
    private func widelyWritten(_ names: Set<String>, holders: [(path: String, uses: Set<String>)],
                               besides candidatePaths: Set<String>) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        var files: [String: [String]] = [:]
        for holder in holders {
            for name in holder.uses where names.contains(name) { files[name, default: []].append(holder.path) }
        }
        var popular: [String: String] = [:]
        for (name, paths) in files where paths.count > Self.widelyWrittenFiles {
            popular[name] = paths.first { !candidatePaths.contains($0) } ?? paths[0]
        }
        return popular
    }

    /// Whether uses of the declaration `key` are written with its name: not an initialiser,
    /// subscript, deinitialiser or operator.
    static func isFoundByName(_ key: DeclarationKey) -> Bool {
        guard !["init", "deinit", "subscript"].contains(key.kind), let first = key.name.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || CharacterSet.letters.contains(first)
    }

    /// Whether the bytes can declare a namespace or call a shim: they name `Backport` or
    /// `backport`, or declare an accessor (`<Self>`).
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        NamespaceShapes.mayHold(bytes)
    }
}

/// `transform` applied to `0..<count` on up to `jobs` threads, results in order.
func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    let work = WorkRegions(count: count, workers: workers)
    return filledSlots(count) { slots in
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            while let batch = work.next(for: worker) {
                for position in batch { slots.buffer[position] = transform(position) }
            }
        }
    }
}

/// `transform` applied to each of `positions` on up to `jobs` threads, keeping only the results
/// that are not nil, with their position, in the order of `positions`. Each thread collects its
/// own results, so memory follows what is found, not how many positions there are.
func parallelCompactMap<T: Sendable>(_ positions: [Int], jobs: Int, _ transform: @Sendable (Int) -> T?) -> [(Int, T)] {
    parallelCompactMap(count: positions.count, jobs: jobs) { transform(positions[$0]) }.map { (positions[$0.0], $0.1) }
}

/// `transform` applied to each of `0..<count`, as `parallelCompactMap(_:jobs:_:)` does.
func parallelCompactMap<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> T?) -> [(Int, T)] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    let work = WorkRegions(count: count, workers: workers)
    let collected = onEachWorker(workers) { worker -> [(Int, T)] in
        var mine: [(Int, T)] = []
        while let batch = work.next(for: worker) {
            for position in batch {
                if let value = transform(position) { mine.append((position, value)) }
            }
        }
        return mine
    }
    // Each worker's results are in order, and its regions come in order too, but stolen batches
    // do not: sort by position.
    return collected.flatMap { $0 }.sorted { $0.0 < $1.0 }
}

/// `body` run on `workers` threads at once, each given its number; what each returned, by number.
func onEachWorker<T: Sendable>(_ workers: Int, _ body: @Sendable (Int) -> T) -> [T] {
    filledSlots(workers) { slots in
        DispatchQueue.concurrentPerform(iterations: workers) { worker in slots.buffer[worker] = body(worker) }
    }
}

/// `count` slots that `fill` writes every one of (each slot from one thread only), as an array.
private func filledSlots<T>(_ count: Int, _ fill: (SendableBuffer<T>) -> Void) -> [T] {
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    // The slots hold the results until they are copied out: deinitialize them, or every result
    // stays retained forever.
    defer {
        _ = results.deinitialize()
        results.deallocate()
    }
    fill(SendableBuffer(buffer: results))
    return results.map { $0! }
}

/// A buffer whose slots are each written by one thread only.
private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
}

/// Hands out `0..<count` to workers in batches. Each worker starts on a region of its own, a
/// contiguous share of the items, and takes from its front; one whose region is done takes from
/// the back of the region with the most left. So the workers go through different parts of the
/// list (different folders of a sorted file list: two threads opening files of one folder at once
/// cost the kernel a third more time here) and all finish together. A lock is taken once per
/// batch, never per item.
final class WorkRegions: @unchecked Sendable {
    private let lock = NSLock()
    private var regions: [Range<Int>]
    private let batch: Int

    init(count: Int, workers: Int) {
        let workers = max(1, workers)
        regions = (0..<workers).map { worker in (count * worker / workers)..<(count * (worker + 1) / workers) }
        // Small enough that a region's last batch is short next to the whole, large enough that
        // the lock is rare.
        batch = max(1, min(16, count / (workers * 32)))
    }

    /// The next items for `worker`, or nil when none is left anywhere.
    func next(for worker: Int) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        let own = regions[worker]
        if !own.isEmpty {
            let taken = own.lowerBound..<min(own.lowerBound + batch, own.upperBound)
            regions[worker] = taken.upperBound..<own.upperBound
            return taken
        }
        guard let richest = regions.indices.max(by: { regions[$0].count < regions[$1].count }), !regions[richest].isEmpty else {
            return nil
        }
        let other = regions[richest]
        let taken = max(other.lowerBound, other.upperBound - batch)..<other.upperBound
        regions[richest] = other.lowerBound..<taken.lowerBound
        return taken
    }
}

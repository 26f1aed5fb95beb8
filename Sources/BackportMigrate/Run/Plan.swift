/// What a run at one candidate target would do: one row of `--plan`.
public struct PlanRow: Sendable, Equatable {
    public var targets: DeploymentTargets
    /// Edits per enabled migration, zeros included.
    public var edits: [MigrationName: Int]
    /// Lines the changed and deleted files lose, less the lines they gain.
    public var linesRemoved: Int
    /// Files changed or deleted.
    public var filesChanged: Int
    public var filesDeleted: Int
    public var filesFailed: Int
    public var reviewItems: Int

    /// The row of a finished run: its results and the files as they were.
    init(targets: DeploymentTargets, enabled: Set<MigrationName>, results: [FileResult], original: [[UInt8]]) {
        self.targets = targets
        edits = Dictionary(uniqueKeysWithValues: enabled.map { ($0, 0) })
        linesRemoved = 0
        filesChanged = 0
        filesDeleted = 0
        filesFailed = 0
        reviewItems = 0
        for (result, bytes) in zip(results, original) {
            for (name, count) in result.editCounts { edits[name, default: 0] += count }
            reviewItems += result.reviewItems.count
            switch result.status {
            case .changed:
                filesChanged += 1
                linesRemoved += Self.lineCount(bytes) - Self.lineCount(result.output ?? bytes)
            case .deleted:
                filesChanged += 1
                filesDeleted += 1
                linesRemoved += Self.lineCount(bytes)
            case .failed:
                filesFailed += 1
            case .unchanged:
                break
            }
        }
    }

    /// Lines of a text: its line breaks, and one more when the last line has none.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        for (offset, byte) in bytes.enumerated() where byte == 10 || (byte == 13 && (offset + 1 == bytes.count || bytes[offset + 1] != 10)) {
            count += 1
        }
        if let last = bytes.last, last != 10, last != 13 { count += 1 }
        return count
    }
}

/// `--plan`: for the current targets and every candidate above them, what a run would do,
/// exactly: each row is a real run over the files held in memory, which are read once and
/// tokenized once for all rows (the engine starts from the tokens it is given).
///
/// The candidates are the versions that the run's checks, attributes and shims name, per
/// platform of the run: with one platform every distinct version above the current one; with
/// several, each combination a check or attribute names together (`#available(iOS 16,
/// macOS 13, *)` is one row, iOS 16 with macOS 13), the platforms it does not name staying
/// where they are.
public struct Plan: Sendable {
    public let rows: [PlanRow]

    public init(files: [ProjectMigration.File], current: DeploymentTargets, enabled: Set<MigrationName>,
                externals: [ProjectMigration.File] = [], xcodeProjects: [[UInt8]] = [], trustDeprecated: Bool = false,
                swiftVersion: Version? = nil, published: PublishedModules = PublishedModules(),
                modules: (map: ModuleMap, currentDirectory: String)? = nil, jobs: Int = 1) {
        // Only the files a migration may touch at some target are worth tokens kept for all rows.
        let tokenized: [SourceFile?] = parallelMap(files.count, jobs: jobs) { position in
            let bytes = files[position].bytes
            guard ByteSearch.contains(bytes, "available") || ByteSearch.contains(bytes, "ackport")
                    || ByteSearch.contains(bytes, "obsoleted") else { return nil }
            let file = SourceFile(bytes: bytes)
            return file.firstProblem == nil ? file : nil
        }
        let candidates = Self.candidates(current: current, files: tokenized.compactMap { $0 } + externals.map { SourceFile(bytes: $0.bytes) })
        let original = files.map(\.bytes)
        rows = parallelMap(candidates.count, jobs: jobs) { position in
            var run = ProjectMigration(targets: candidates[position], enabled: enabled, trustDeprecated: trustDeprecated,
                                       swiftVersion: swiftVersion)
            run.published = published
            // Each module's minimums raised to the row's targets, as a run at them would.
            if let modules { run.targetMap = TargetMap(map: modules.map, given: candidates[position], currentDirectory: modules.currentDirectory) }
            let results = run.run(files, externals: externals, xcodeProjects: xcodeProjects, tokenized: tokenized).results
            return PlanRow(targets: candidates[position], enabled: enabled, results: results, original: original)
        }
    }

    /// The current targets, then every combination of versions above them that the files'
    /// availability checks and attributes name, lowest first.
    static func candidates(current: DeploymentTargets, files: [SourceFile]) -> [DeploymentTargets] {
        let platforms = Platform.allCases.filter { current.explicit[$0] != nil }
        var seen: Set<[Version]> = []
        var rows: [DeploymentTargets] = []
        func add(_ targets: DeploymentTargets) {
            let key = platforms.map { targets.explicit[$0]!.canonical(for: $0) }
            if seen.insert(key).inserted { rows.append(targets) }
        }
        add(current)
        for file in files {
            for index in file.tokens.indices {
                let kind = file.tokens[index].kind
                guard kind == .poundKeyword && (file.token(index, is: "#available") || file.token(index, is: "#unavailable"))
                        || kind == .attribute && file.token(index, is: "@available"),
                      let list = file.availabilityArguments(at: index) else { continue }
                for group in Self.versions(file.argumentTexts(list)) {
                    var raised = current
                    var raisesAny = false
                    for (platform, version) in group {
                        guard let sofar = raised.explicit[platform],
                              version.canonical(for: platform) > sofar.canonical(for: platform) else { continue }
                        raised[platform] = version
                        raisesAny = true
                    }
                    if raisesAny { add(raised) }
                }
            }
        }
        let first = rows.removeFirst()
        return [first] + rows.sorted { lhs, rhs in
            let left = platforms.map { lhs.explicit[$0]!.canonical(for: $0) }
            let right = platforms.map { rhs.explicit[$0]!.canonical(for: $0) }
            return left.lexicographicallyPrecedes(right)
        }
    }

    /// The platform versions an argument list names, as the groups a target must reach together
    /// to decide it: the whole short form (`iOS 16, macOS 13`) is one; each `introduced:`,
    /// `deprecated:` or `obsoleted:` of a long form (`@available(iOS, introduced: 15)`) is its own.
    /// An application extension's name (`iOSApplicationExtension 17`) counts as its platform's,
    /// whose target it takes.
    static func versions(_ texts: [String]) -> [[(Platform, Version)]] {
        let arguments = texts.map(AttributeArgument.init(written:))
        if case let .word(word)? = arguments.first, let name = PlatformName(word) {
            return arguments.dropFirst().compactMap { argument in
                guard case let .labelled(label, text) = argument, ["introduced", "deprecated", "obsoleted"].contains(label),
                      let version = Version(text) else { return nil }
                return [(name.platform, version)]
            }
        }
        let group = arguments.compactMap { argument -> (Platform, Version)? in
            guard case let .platform(name, text) = argument, let platformName = PlatformName(name),
                  let version = Version(text) else { return nil }
            return (platformName.platform, version)
        }
        return [group]
    }
}

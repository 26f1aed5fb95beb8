/// What a run does to the files.
public enum RunMode: String, Sendable {
    /// Rewrite the files in place.
    case write
    /// Write nothing; print the diff.
    case dryRun = "dry-run"
    /// Write nothing; exit 1 when something would change.
    case check
}

/// A deployment target the run used, and where it came from.
public struct TargetReport: Sendable, Codable, Hashable {
    public let platform: String
    public let version: String
    /// `--target`, or the display path of the manifest.
    public let source: String
}

/// What `--bump` did (or would do) to one manifest.
public struct ManifestResult: Sendable {
    /// The display path.
    public var path: String
    public var edits: [ManifestEdit]
    public var reviewItems: [ManifestReviewItem]
    /// The patch, kept only when the JSON report will carry it.
    public var diff: String?
    /// Why the new content could not be written; the file is left as it was.
    public var problem: Problem?
}

/// Everything a run found and did, from which the text summary and the JSON report are printed.
/// A module of the run and the targets its files are judged by (`--format json`'s `modules`).
public struct ModuleReport: Sendable, Codable, Hashable {
    /// One platform the module is built for.
    public struct Target: Sendable, Codable, Hashable {
        public let platform: String
        /// nil: built from a version no manifest states (what names it is not decided), or, for
        /// Mac Catalyst, the iOS one.
        public let version: String?
        /// The module's own minimum before `--target`, and where it came from (a manifest's
        /// path, `SwiftPM default`).
        public let minimum: String?
        public let source: String
    }

    public let name: String
    public let kind: String
    public let manifest: String
    public let targets: [Target]

    /// The modules of `map` at `positions`, as judged.
    static func modules(_ map: TargetMap, positions: Set<Int>) -> [ModuleReport] {
        positions.sorted().map { position in
            let module = map.map.modules[position]
            let targets = map.moduleTargets[position]
            return ModuleReport(name: module.name, kind: module.kind.rawValue, manifest: module.manifest,
                                targets: Platform.allCases.compactMap { platform in
                                    module.platforms[platform].map {
                                        Target(platform: platform.rawValue, version: targets[platform]?.description,
                                               minimum: $0.version?.description, source: $0.source)
                                    }
                                })
        }
    }
}

public struct RunReport: Sendable {
    public var mode: RunMode
    public var targets: [TargetReport]
    /// The modules that compile the run's files (empty when no manifest makes one).
    public var modules: [ModuleReport] = []
    public var migrations: Set<MigrationName>
    /// The files of the run worth a word, in display-path order: every one that changed,
    /// failed or has a review item or note. The others are only counted in `scannedFiles`.
    /// A summary that names no changed file leaves those with nothing else to say to `unlisted`.
    public var files: [FileResult]
    /// The changed files not in `files`, counted.
    public var unlisted = Tally()
    /// How many files the run looked at, those left out of `files` included.
    public var scannedFiles: Int
    /// With `--bump`, every manifest the targets were raised in (or, without writing, would be),
    /// or that has a review item, in display-path order.
    public var manifests: [ManifestResult] = []
    /// The notes of the run (`note: …` on standard error), for the JSON report.
    public var notes: [String] = []

    /// Deployment targets raised (or pending) over all manifests.
    public var manifestEditCount: Int { manifests.reduce(0) { $0 + ($1.problem == nil ? $1.edits.count : 0) } }
    public var failedManifests: Int { manifests.count { $0.problem != nil } }

    public var changedFiles: Int { files.count { $0.isChanged } + unlisted.changed }
    public var deletedFiles: Int { files.count { $0.status == .deleted } + unlisted.deleted }
    public var failedFiles: Int { files.count { $0.status == .failed } }
    /// Review items over the files and the manifests (`--bump`).
    public var reviewItemCount: Int { files.reduce(0) { $0 + $1.reviewItems.count } + manifests.reduce(0) { $0 + $1.reviewItems.count } }

    /// Edits per enabled migration over all files, zero included.
    public var editTotals: [MigrationName: Int] {
        var totals = Dictionary(uniqueKeysWithValues: migrations.map { ($0, 0) })
        for file in files where file.isChanged {
            for (name, count) in file.editCounts { totals[name, default: 0] += count }
        }
        for (name, count) in unlisted.edits { totals[name, default: 0] += count }
        return totals
    }

    /// Changed files known by their number only: how many, how many of them deleted, and
    /// their edits per migration.
    public struct Tally: Sendable, Equatable {
        public var changed = 0
        public var deleted = 0
        public var edits: [MigrationName: Int] = [:]
        /// The paths of the files counted, and whether each is deleted (`--check` lists them).
        public var paths: [(path: String, deleted: Bool)] = []

        public init() {}

        public static func == (lhs: Tally, rhs: Tally) -> Bool {
            lhs.changed == rhs.changed && lhs.deleted == rhs.deleted && lhs.edits == rhs.edits
                && lhs.paths.elementsEqual(rhs.paths) { $0.path == $1.path && $0.deleted == $1.deleted }
        }

        /// Counts `file`, a changed one.
        mutating func add(_ file: FileResult) {
            changed += 1
            paths.append((file.path, file.status == .deleted))
            if file.status == .deleted { deleted += 1 }
            for (name, count) in file.editCounts { edits[name, default: 0] += count }
        }

        /// Whether the report may count `file` here instead of keeping it, when the summary
        /// names no changed file: it changed, and has no review item, note or problem.
        static func takes(_ file: FileResult) -> Bool {
            file.isChanged && file.reviewItems.isEmpty && file.note == nil && file.problem == nil
        }
    }

    /// The exit code the contract gives this outcome. A failure outranks pending changes:
    /// a check that could not look at every file has not passed, whatever else it found.
    public var exitCode: ExitCode {
        if failedFiles > 0 || failedManifests > 0 { return .fileFailures }
        if mode == .check, changedFiles > 0 || manifestEditCount > 0 { return .pendingChanges }
        return .success
    }
}

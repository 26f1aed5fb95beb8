import Dispatch
import Foundation

/// One invocation after parsing: finds the files and the targets, runs the pipeline, prints the
/// report and decides the exit code.
struct Run {
    let options: Options
    let console: Console

    /// Where `--format github` makes its paths relative to.
    let annotations: GitHubAnnotations
    /// The `--interactive` session, if any.
    let interactive: InteractiveReview?
    /// The changed files the report counts without keeping them.
    let unlisted = UnlistedFiles()

    init(options: Options, console: Console) {
        self.options = options
        self.console = console
        annotations = GitHubAnnotations(currentDirectory: console.currentDirectory, environment: console.environment)
        interactive = options.interactive
            ? InteractiveReview(console: console, color: Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal,
                                                                         environment: console.environment),
                                context: options.context)
            : nil
    }

    func execute() -> ExitCode {
        let clock = options.timings ? PhaseClock() : nil
        let wallStart = DispatchTime.now().uptimeNanoseconds
        defer {
            if let clock {
                let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
                let peak = PhaseClock.peakMemoryMegabytes().map { String(format: "; peak memory %.1f MB", $0) } ?? ""
                console.standardError.write("Timings (seconds, summed over jobs): \(clock.summary); wall \(String(format: "%.3f", wall))\(peak)\n")
            }
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let discoverer = SourceDiscovery(currentDirectory: console.currentDirectory, excludes: options.excludes.map(Glob.init), jobs: jobs)
        var discovery = Discovery()
        if !options.readsStandardInput {
            do {
                let start = DispatchTime.now().uptimeNanoseconds
                discovery = try discoverer.discover(options.paths)
                clock?.add(.discover, DispatchTime.now().uptimeNanoseconds - start)
            } catch {
                return CLI.usage(error.description, console)
            }
        }

        guard let (targets, targetReports, givenLeftOutNotes, behindNotes) = resolveTargets(discovery, discoverer) else { return .usage }
        let targetMap = moduleTargets(discovery, discoverer, given: options.targetSpecs.isEmpty ? DeploymentTargets() : targets)
        // With modules, a platform --target leaves out keeps each module's own minimum, which the
        // modules line says.
        let leftOutNotes = targetMap == nil ? givenLeftOutNotes : []
        // The modules that compile a file of the run: the ones the report names.
        let shownModules = targetMap?.modulesCompiling(discovery.files.indices.map(discovery.files.displayPath(at:))) ?? []
        let errorStyle = Style(enabled: Style.isEnabled(options.color, terminal: console.standardError.isTerminal, environment: console.environment))
        if options.verbosity != .quiet {
            console.standardError.write(SummaryText.targets(targetReports))
            for note in leftOutNotes { console.standardError.write(note + "\n") }
            if let targetMap { console.standardError.write(SummaryText.modules(targetMap, verbose: options.verbosity == .verbose, shown: shownModules)) }
        }
        if options.verbosity == .verbose {
            for note in discovery.notes { console.standardError.write(note + "\n") }
        }

        // `--swift-version` without `--target`: only the compiler conditions run.
        var enabled = options.targetSpecs.isEmpty && targets.isEmpty ? options.migrations.intersection([.compiler]) : options.migrations
        if options.swiftVersion == nil { enabled.remove(.compiler) }
        if options.plan { return plan(discovery, discoverer, targets: targets, enabled: enabled, modules: targetMap?.map, jobs: jobs) }
        // `--bump`: every manifest is read and its new content worked out before anything is
        // written; one that cannot be read or understood stops the run with nothing changed.
        let bumps: ManifestBumps?
        if !options.bump {
            bumps = nil
        } else {
            switch ManifestBumps.prepare(manifests(discovery, discoverer), targets: targets) {
            case .success(let prepared): bumps = prepared
            case .failure(let failure):
                console.standardError.write("backport-migrate: " + Self.manifestProblems(failure.problems, needed: "to raise the deployment targets (--bump)",
                                                                                        remedy: "Nothing was changed. Fix or --exclude") + "\n")
                return .fileFailures
            }
        }
        var migrator = Migrator(targets: targets, enabled: enabled, swiftVersion: options.swiftVersion)
        migrator.targetMap = targetMap
        migrator.clock = clock
        var pipeline = Pipeline(
            migrator: migrator, jobs: jobs,
            diffContext: options.showDiff ? options.context : nil,
            colorDiff: options.format == .text
                && Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal, environment: console.environment))
        pipeline.trustDeprecated = options.trustDeprecated
        var files: [FileResult]
        var scanned = 1
        if options.readsStandardInput {
            files = [migrateStandardInput(pipeline)]
        } else {
            let externals: Discovery
            do {
                externals = try discoverer.discover(options.shimsFrom)
            } catch {
                return CLI.usage("--shims-from \(error.description)", console)
            }
            // An Xcode project may list a file that would otherwise be deleted: one that cannot
            // be read stops the run, as it does when it is read for targets.
            var projects: [[UInt8]] = []
            var projectsByPath: [String: [UInt8]] = [:]
            var unreadable: [ManifestProblem] = []
            for project in discovery.manifests where project.kind == .xcodeProject {
                switch ManifestTargets.readBytes(project) {
                case .success(let bytes):
                    projects.append(bytes)
                    projectsByPath[project.path] = bytes
                case .failure(let problem): unreadable.append(problem)
                }
            }
            if !unreadable.isEmpty {
                return CLI.usage(Self.manifestProblems(unreadable, needed: "to know the files it lists",
                                                       remedy: "Make it readable, or --exclude"), console)
            }
            // Files of a --shims-from folder inside the run's paths are read, never rewritten.
            let externalPaths = Set(externals.files.map(\.path))
            if !externalPaths.isEmpty { discovery.files = discovery.files.filter { !externalPaths.contains($0.path) } }
            if enabled.contains(.backport) { pipeline.published = Self.publishedModules(discovery, xcodeProjects: projectsByPath) }
            let progress = Progress(stream: console.standardError, enabled: console.standardError.isTerminal && options.verbosity != .quiet)
            let sources = discovery.files
            let verbose = options.verbosity == .verbose
            // A summary that names no changed file (text without --verbose) needs only their
            // number and edits: memory then follows what the run has to say, not what it changed.
            let tally = options.format != .json && !verbose ? unlisted : nil
            let groups = ModuleGroups(paths: sources.indices.map(sources.displayPath(at:)), targetMap: targetMap) { position in
                sources.withAbsolutePath(at: position) { try? Pipeline.readWithStamp(path: $0).get().bytes }
            }
            files = pipeline.run(.disk(sources), groups: groups, externals: .disk(externals.files), xcodeProjects: projects, deliver: { position, result in
                progress.clear()
                let start = DispatchTime.now().uptimeNanoseconds
                defer { clock?.add(.print, DispatchTime.now().uptimeNanoseconds - start) }
                let reported = self.deliver(result, to: sources[position].path, bumps: bumps)
                guard let tally, RunReport.Tally.takes(reported) else { return reported }
                tally.add(reported)
                return FileResult(path: reported.path, status: .unchanged)
            }, progress: { progress.update(done: $0, total: $1) }, rounds: { count in
                if verbose { console.standardError.write("Settled in \(count) round\(count == 1 ? "" : "s") (a later round migrates again what an earlier one freed).\n") }
            })
            progress.clear()
            let discoveryFailures = discovery.failures.map { FileResult.failed($0.path, $0.message) }
            if options.format == .github {
                for failure in discoveryFailures {
                    for line in annotations.lines(for: failure, original: nil, pending: false) { console.standardOutput.write(line + "\n") }
                }
            }
            files += discoveryFailures
            files.sort { $0.path < $1.path }
            scanned = sources.count + discoveryFailures.count
        }
        if let interactive {
            console.standardError.write("\(interactive.applied) hunk\(interactive.applied == 1 ? "" : "s") applied, \(interactive.skipped) skipped\n")
        }
        var report = RunReport(mode: options.mode, targets: targetReports, migrations: Set(pipeline.migrator.migrations.map(\.name)),
                               files: files, scannedFiles: scanned)
        report.unlisted = unlisted.counted
        if let targetMap { report.modules = ModuleReport.modules(targetMap, positions: shownModules) }
        if let bumps { report.manifests = finish(bumps) }

        switch options.format {
        case .text, .github:
            console.standardError.write(SummaryText.render(report, verbosity: options.verbosity, style: errorStyle))
        case .json:
            console.standardOutput.write(JSONReport(report, toolVersion: CLI.version).encoded())
            console.standardError.write(SummaryText.render(report, verbosity: .quiet, style: errorStyle))
        }
        // Only changed code can need more than the manifests say.
        if options.verbosity != .quiet, report.changedFiles > 0 || options.bump {
            if report.changedFiles > 0 {
                for note in behindNotes { console.standardError.write(note + "\n") }
            }
            for note in Self.generatorNotes(discovery) { console.standardError.write(note + "\n") }
        }
        // A diff, report or migrated text cut short (a full disk behind `> out.patch`) is a failure.
        if let failure = console.standardOutput.writeFailure {
            console.standardError.write("backport-migrate: cannot write to standard output: \(failure); what it shows is incomplete\n")
            return report.exitCode == .usage ? .usage : .fileFailures
        }
        return report.exitCode
    }

    /// `--plan`: every file read once into memory, then a real run per candidate target on
    /// those bytes; the table (or JSON) on standard output. Files that cannot be read are named
    /// and make the exit code 3, as in any run.
    private func plan(_ discovery: Discovery, _ discoverer: SourceDiscovery, targets: DeploymentTargets, enabled: Set<MigrationName>,
                      modules: ModuleMap?, jobs: Int) -> ExitCode {
        let reads = parallelMap(discovery.files.count, jobs: jobs) { Pipeline.read(discovery.files[$0]) }
        var files: [ProjectMigration.File] = []
        var failures = discovery.failures.map { "\($0.path): \($0.message)" }
        for (file, read) in zip(discovery.files, reads) {
            switch read {
            case .success(let bytes): files.append(ProjectMigration.File(path: file.displayPath, bytes: bytes))
            case .failure(let failure): failures.append("\(file.displayPath): \(failure.message)")
            }
        }
        let externals: [ProjectMigration.File]
        do {
            externals = try discoverer.discover(options.shimsFrom).files.compactMap { file in
                (try? Pipeline.read(file).get()).map { ProjectMigration.File(path: file.displayPath, bytes: $0) }
            }
        } catch {
            return CLI.usage("--shims-from \(error.description)", console)
        }
        let externalPaths = Set(externals.map(\.path))
        files.removeAll { externalPaths.contains($0.path) }
        var projectsByPath: [String: [UInt8]] = [:]
        for project in discovery.manifests where project.kind == .xcodeProject {
            projectsByPath[project.path] = try? FileSystem.readFile(project.path)
        }
        let projects = discovery.manifests.compactMap { projectsByPath[$0.path] }
        let plan = Plan(files: files, current: targets, enabled: enabled, externals: externals, xcodeProjects: projects,
                        trustDeprecated: options.trustDeprecated, swiftVersion: options.swiftVersion,
                        published: Self.publishedModules(discovery, xcodeProjects: projectsByPath),
                        modules: modules.map { ($0, discoverer.currentDirectory) }, jobs: jobs)
        switch options.format {
        case .json:
            console.standardOutput.write(PlanJSON(plan, filesScanned: files.count).encoded())
        case .text, .github:
            let colour = Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal, environment: console.environment)
            let unicode = options.color != .never && PlanText.isUTF8(console.environment)
            let order = MigrationName.allCases.filter(enabled.contains)
            console.standardOutput.write(PlanText.render(plan, migrations: order, filesScanned: files.count, unicode: unicode,
                                                         style: Style(enabled: colour)))
        }
        for failure in failures { console.standardError.write(failure + "\n") }
        return failures.isEmpty ? .success : .fileFailures
    }

    /// Writes (in write mode) or prints the diff of one file's result, in path order, and
    /// returns what the report keeps: no content, no edited lines, and the diff only for the JSON report.
    /// A failed write leaves the file as it was and makes the result a failure.
    private func deliver(_ result: FileResult, to path: String, bumps: ManifestBumps? = nil) -> FileResult {
        var result = result
        var output = result.output
        // A `Package.swift` the migrations changed too: its targets are raised in the migrated
        // text, so that one write (and one patch) carries both.
        if let bumps, result.isChanged, let merged = bumps.merge(path: path, migrated: result.status == .changed ? output : nil) {
            output = merged
            if result.diff != nil, let original = try? FileSystem.readFile(path) {
                result.diff = UnifiedDiff.patch(path: result.path, old: original, new: merged, context: options.context,
                                                color: options.format == .text && Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal,
                                                                                                     environment: console.environment))
            }
        }
        if let interactive {
            if result.isChanged, let original = try? FileSystem.readFile(path) {
                switch interactive.review(result, original: original) {
                case .leave:
                    result.status = .unchanged
                    result.editCounts = [:]
                case .write(let bytes, let counts):
                    result.status = .changed
                    result.editCounts = counts
                    output = bytes
                case .delete:
                    break
                }
            } else if !result.reviewItems.isEmpty {
                _ = interactive.review(result, original: [])
            }
        }
        // Once the file is written, its review items name lines of what was written, where the
        // user reads them; a failed write keeps the lines of the file left as it was.
        let reviewedBefore = result.reviewItems
        if options.mode == .write, result.status == .changed, let output, !result.reviewItems.isEmpty,
           let original = try? FileSystem.readFile(path) {
            let lines = LineCorrespondence.newLines(of: result.reviewItems.map(\.line), old: original, new: output)
            result.reviewItems = zip(result.reviewItems, lines).map { ReviewItem(line: $1, migration: $0.migration, message: $0.message) }
        }
        if options.format == .github {
            // Pending changes are pointed at in the text as it is before anything is written.
            let pending = options.mode != .write
            let original = pending && result.isChanged ? try? FileSystem.readFile(path) : nil
            var annotated = result
            if options.mode == .write, result.isChanged { annotated.status = .changed }
            for line in annotations.lines(for: annotated, original: original, pending: pending) {
                console.standardOutput.write(line + "\n")
            }
        }
        result.output = nil
        if options.mode == .write, result.isChanged {
            console.beforeWriting?(path)
            do {
                if result.status == .deleted {
                    try FileSystem.remove(path, expecting: result.stamp)
                } else if let output {
                    try FileSystem.replaceAtomically(path, with: output, expecting: result.stamp)
                }
            } catch {
                let failed = FileResult(path: result.path, status: .failed, reviewItems: reviewedBefore,
                                        problem: Problem(line: nil, message: error.reason))
                if options.format == .github {
                    console.standardOutput.write(GitHubAnnotations.command("error", file: annotations.relative(result.path), line: nil,
                                                                          message: error.reason) + "\n")
                }
                return failed
            }
        }
        if let diff = result.diff, options.format == .text {
            console.standardOutput.write(diff)
            result.diff = nil
        }
        // Only the review above reads which lines each migration edited.
        result.editedLines = [:]
        return result
    }

    /// Standard input to standard output: the migrated text (the input itself when nothing
    /// changed or it failed, so a pipe never loses it), or the diff with `--dry-run`.
    private func migrateStandardInput(_ pipeline: Pipeline) -> FileResult {
        let input = console.readStandardInput()
        var result = input.count > Pipeline.sizeLimit
            ? FileResult.failed("<stdin>", Pipeline.tooLarge(input.count))
            : pipeline.migrate(input, path: "<stdin>", index: pipeline.plainIndex(.memory([ProjectMigration.File(path: "<stdin>", bytes: input)])))
        if options.mode == .write {
            console.standardOutput.write(result.output ?? input)
        } else if let diff = result.diff, options.format == .text {
            console.standardOutput.write(diff)
            result.diff = nil
        }
        result.output = nil
        return result
    }

    /// The targets from `--target`, or else from the manifests, with the notes on the platforms
    /// `--target` leaves out and those on the manifests below it (for after the run); nil after
    /// printing the reason when there are none.
    private func resolveTargets(_ discovery: Discovery, _ discoverer: SourceDiscovery) -> (DeploymentTargets, [TargetReport], [String], [String])? {
        // `--swift-version` alone asks for the compiler conditions only: no deployment target.
        if options.targetSpecs.isEmpty, options.swiftVersion != nil { return (DeploymentTargets(), [], [], []) }
        if !options.targetSpecs.isEmpty {
            do {
                var targets = try DeploymentTargets.parse(options.targetSpecs)
                let detection = ManifestTargets.detect(in: manifests(discovery, discoverer, aroundFiles: false))
                let detected = detection.targets
                let leftOut = detected.filter { targets[$0.platform] == nil }
                targets.leftOut = Set(leftOut.map(\.platform))
                let reports = Platform.allCases.compactMap { platform in
                    targets.explicit[platform].map { TargetReport(platform: platform.rawValue, version: $0.description, source: "--target") }
                }
                // Code written for the new targets does not build for a lower one a manifest
                // still names, unless `--bump` raises it; `--plan` writes nothing.
                let behind = options.bump || options.plan ? [] : detected.compactMap { found in
                    targets[found.platform].flatMap { target -> String? in
                        guard found.version < target else { return nil }
                        let others = Set(detection.all.filter { $0.platform == found.platform && $0.version < target && $0.source != found.source }.map(\.source))
                        return Self.behindNote(found, target: target, others: others.count)
                    }
                } + detection.problems.map { problem in
                    // What it states cannot be compared with --target.
                    "note: \(problem): whether it states a target below --target is not known; check it by hand"
                }
                return (targets, reports, leftOut.map { Self.leftOutNote($0, given: options.targetSpecs) }, behind)
            } catch {
                _ = CLI.usage(error.description, console)
                return nil
            }
        }
        let manifests = manifests(discovery, discoverer)
        let detected = ManifestTargets.detect(in: manifests)
        if !detected.problems.isEmpty {
            _ = CLI.usage(Self.manifestProblems(detected.problems, needed: "for the deployment targets",
                                                remedy: "Pass --target (e.g. --target 16 or --target iOS=16,macOS=13), or --exclude"), console)
            return nil
        }
        guard !detected.targets.isEmpty else {
            var searched = manifests.isEmpty ? "no Package.swift, Xcode project, .xcconfig or .podspec was found"
                : "none of \(manifests.map(\.displayPath).joined(separator: ", ")) states one"
            if !discovery.projectsWithoutFile.isEmpty {
                searched += " (\(discovery.projectsWithoutFile.joined(separator: ", ")) \(discovery.projectsWithoutFile.count == 1 ? "has" : "have") no project.pbxproj: "
                    + "generate the project first)"
            }
            _ = CLI.usage("no deployment target: \(searched). Pass --target, e.g. --target 16 or --target iOS=16,macOS=13", console)
            return nil
        }
        var targets = DeploymentTargets()
        for target in detected.targets { targets[target.platform] = target.version }
        return (targets, detected.targets.map { TargetReport(platform: $0.platform.rawValue, version: $0.text, source: $0.source) }, [], [])
    }

    /// The targets of each file by the modules of the run's manifests (those under its paths and
    /// those above them in their repository), `given` raising each module's minimums; nil when
    /// no manifest makes a module, or with `--swift-version` alone.
    private func moduleTargets(_ discovery: Discovery, _ discoverer: SourceDiscovery, given: DeploymentTargets) -> TargetMap? {
        if options.targetSpecs.isEmpty, options.swiftVersion != nil { return nil }
        let (map, _) = ModuleMap.discover(manifests(discovery, discoverer, aroundFiles: options.targetSpecs.isEmpty))
        return map.isEmpty ? nil : TargetMap(map: map, given: given, currentDirectory: discoverer.currentDirectory)
    }

    /// The manifests the targets are read from (and `--bump` raises): those under the run's
    /// paths, those in the folders above them up to their repository's root (the package or
    /// project a subfolder belongs to), and, when a path is a single file or standard input
    /// (which say nothing about their project), those around the current directory as well,
    /// unless `aroundFiles` is false (a run with `--target`, which needs no project to read
    /// targets from).
    private func manifests(_ discovery: Discovery, _ discoverer: SourceDiscovery, aroundFiles: Bool = true) -> [ManifestFile] {
        var manifests = discovery.manifests
        let fileRoots = aroundFiles && options.readsStandardInput || aroundFiles && options.paths.contains {
            FileSystem.kind(of: Paths.absolute($0, in: discoverer.currentDirectory), followingLinks: true) != .directory
        }
        if fileRoots, let around = try? discoverer.discover(["."], collectSources: false) {
            manifests += around.manifests.filter { found in !manifests.contains { $0.path == found.path } }
        }
        let known = Set(manifests.map(\.path))
        manifests += discoverer.manifestsAbove(options.readsStandardInput ? ["."] : options.paths).filter { !known.contains($0.path) }
        return manifests
    }

    /// After the Swift files: writes each raised manifest (in write mode) or prints its patch
    /// (with a diff), in path order, and returns what the report lists.
    private func finish(_ bumps: ManifestBumps) -> [ManifestResult] {
        var results: [ManifestResult] = []
        let colour = options.format == .text && Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal, environment: console.environment)
        for prepared in bumps.prepared {
            var result = ManifestResult(path: prepared.manifest.displayPath, edits: prepared.bump.edits, reviewItems: prepared.bump.reviewItems)
            let merged = bumps.wasMerged(prepared.manifest.path)
            if merged, let remade = bumps.mergedBump(prepared.manifest.path) {
                result.edits = remade.edits
                result.reviewItems = remade.reviewItems
            }
            if prepared.bump.changes, !merged {
                if options.mode == .write {
                    console.beforeWriting?(prepared.manifest.path)
                    do {
                        try FileSystem.replaceAtomically(prepared.manifest.path, with: prepared.bump.output, expecting: prepared.stamp)
                    } catch {
                        result.problem = Problem(line: nil, message: error.reason)
                    }
                }
                if options.showDiff {
                    let patch = UnifiedDiff.patch(path: prepared.manifest.displayPath, old: prepared.original, new: prepared.bump.output,
                                                  context: options.context, color: colour)
                    if options.format == .text { console.standardOutput.write(patch) } else if options.format == .json { result.diff = patch }
                }
            }
            if options.format == .github {
                for line in annotations.lines(for: result, pending: options.mode != .write) { console.standardOutput.write(line + "\n") }
            }
            if !result.edits.isEmpty || !result.reviewItems.isEmpty || result.problem != nil { results.append(result) }
        }
        return results
    }

    /// The packages of the run that other projects may use, from its manifests; the Xcode
    /// projects already read are not read again.
    static func publishedModules(_ discovery: Discovery, xcodeProjects: [String: [UInt8]]) -> PublishedModules {
        PublishedModules(manifests: discovery.manifests) { xcodeProjects[$0.path] ?? (try? FileSystem.readFile($0.path)) }
    }

    /// With `--target`, the note on a platform the project's manifests give a deployment target
    /// for and the run does not: checks and shims that depend on it are left as they are, which
    /// is safe but may not be what was meant. Manifests that cannot be read say nothing here (a
    /// `--target` run does not need them).
    static func leftOutNote(_ found: DetectedTarget, given specs: [String]) -> String {
        "note: \(found.source) targets \(found.platform.rawValue) \(found.text), which --target leaves out: "
            + "what depends on \(found.platform.rawValue) stays as it is (add it, e.g. --target \(specs.joined(separator: ",")),\(found.platform.rawValue)=\(found.text))"
    }

    /// A note for each project generator's manifest that states deployment targets: the
    /// project it generates builds with them, and the tool neither reads nor raises them.
    static func generatorNotes(_ discovery: Discovery) -> [String] {
        discovery.generatorManifests.compactMap { manifest in
            guard let bytes = try? FileSystem.readFile(manifest.path),
                  ByteSearch.contains(bytes, Array("deploymentTarget".utf8)) else { return nil }
            let generator = manifest.displayPath.hasSuffix(".swift") ? "Tuist" : "XcodeGen"
            return "note: \(manifest.displayPath) states deployment targets for \(generator), which this tool neither reads nor raises: "
                + "the project it generates builds with them, so check them against --target by hand"
        }
    }

    /// With `--target` and no `--bump`, the note on a manifest whose deployment target is below
    /// the run's: the code the run writes assumes `target`, which the project does not build for
    /// until the manifest says so too; `others` counts the other manifests below it.
    static func behindNote(_ found: DetectedTarget, target: Version, others: Int = 0) -> String {
        let platform = found.platform.rawValue
        let more = others == 0 ? "" : others == 1 ? ", and so does 1 other project file" : ", and so do \(others) other project files"
        return "note: \(found.source) targets \(platform) \(found.text), below --target \(platform) \(target)\(more): "
            + "what this run changes may need \(platform) \(target), so raise the project's deployment targets too (--bump raises those it can read)"
    }

    /// The usage message for manifests that were found but cannot be read or understood: none is
    /// skipped, since what the others say may be more than the project's real minimum. `remedy`
    /// ends with the verb the files are the object of.
    static func manifestProblems(_ problems: [ManifestProblem], needed purpose: String, remedy: String) -> String {
        let lines = problems.map { "  \($0)\n" }.joined()
        let one = Set(problems.map(\.path)).count == 1
        return "cannot use \(one ? "this project file" : "these project files") \(purpose):\n\(lines)\(remedy) \(one ? "it" : "them")."
    }

}

/// The `[done/total]` line on a terminal's standard error: drawn only once a run has taken
/// over a second, at most ten times a second, and erased before anything else is printed.
final class Progress: @unchecked Sendable {
    private let stream: ConsoleStream
    private let enabled: Bool
    private let start = DispatchTime.now().uptimeNanoseconds
    private var lastDraw: UInt64 = 0
    private var shown = false

    init(stream: ConsoleStream, enabled: Bool) {
        self.stream = stream
        self.enabled = enabled
    }

    /// Called under the pipeline's lock, so never from two threads at once.
    func update(done: Int, total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard enabled, now - start > 1_000_000_000, now - lastDraw > 100_000_000, done < total else { return }
        lastDraw = now
        shown = true
        stream.write("\r\u{1B}[2Kbackport-migrate: \(done)/\(total) files to migrate")
    }

    func clear() {
        guard shown else { return }
        shown = false
        stream.write("\r\u{1B}[2K")
    }
}

/// The changed files of a run that its report only counts, added as they are delivered.
final class UnlistedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var tally = RunReport.Tally()

    func add(_ file: FileResult) {
        lock.lock()
        tally.add(file)
        lock.unlock()
    }

    var counted: RunReport.Tally {
        lock.lock()
        defer { lock.unlock() }
        return tally
    }
}

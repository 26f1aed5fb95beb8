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
    /// What `--format sarif` and `checkstyle` print at the end.
    let entries = ReportEntries()

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
        var setup: RunSetup
        switch RunSetup.prepare(options, console: console, clock: clock) {
        case .success(let prepared): setup = prepared
        case .failure(let code): return code
        }
        let targetMap = setup.targetMap
        let errorStyle = Style(enabled: Style.isEnabled(options.color, terminal: console.standardError.isTerminal, environment: console.environment))
        if options.verbosity != .quiet {
            console.standardError.write(SummaryText.targets(setup.targetReports))
            for note in setup.leftOutNotes { console.standardError.write(note + "\n") }
            if let targetMap { console.standardError.write(SummaryText.modules(targetMap, verbose: options.verbosity == .verbose, shown: setup.shownModules)) }
        }
        if options.verbosity == .verbose {
            for note in setup.discovery.notes { console.standardError.write(note + "\n") }
        }
        if options.plan { return plan(setup) }
        // `--bump`: every manifest is read and its new content worked out before anything is
        // written; one that cannot be read or understood stops the run with nothing changed.
        let bumps: ManifestBumps?
        if !options.bump {
            bumps = nil
        } else {
            switch ManifestBumps.prepare(setup.manifests(options), targets: setup.targets) {
            case .success(let prepared): bumps = prepared
            case .failure(let failure):
                console.standardError.write("backport-migrate: " + Self.manifestProblems(failure.problems, needed: "to raise the deployment targets (--bump)",
                                                                                        remedy: "Nothing was changed. Fix or --exclude") + "\n")
                return .fileFailures
            }
        }
        var migrator = Migrator(targets: setup.targets, enabled: setup.enabled, swiftVersion: options.swiftVersion)
        migrator.targetMap = targetMap
        migrator.clock = clock
        var pipeline = Pipeline(migrator: migrator, jobs: setup.jobs, patches: options.showDiff ? patches : nil)
        pipeline.trustDeprecated = options.trustDeprecated
        var files: [FileResult]
        var scanned = 1
        if options.readsStandardInput {
            files = [migrateStandardInput(pipeline)]
        } else {
            let context: RunContext
            switch setup.readContext(options, console: console) {
            case .success(let read): context = read
            case .failure(let code): return code
            }
            pipeline.published = context.published
            let progress = Progress(stream: console.standardError, enabled: console.standardError.isTerminal && options.verbosity != .quiet)
            let sources = setup.discovery.files
            let verbose = options.verbosity == .verbose
            // A summary that names no changed file (text without --verbose) needs only their
            // number and edits: memory then follows what the run has to say, not what it changed.
            let tally = options.format != .json && !verbose ? unlisted : nil
            let groups = ModuleGroups(paths: sources.indices.map(sources.displayPath(at:)), targetMap: targetMap) { position in
                sources.withAbsolutePath(at: position) { try? Pipeline.readWithStamp(path: $0).get().bytes }
            }
            let sinks = sinks(bumps: bumps)
            files = pipeline.run(.disk(sources), groups: groups, externals: .disk(context.externals), xcodeProjects: context.xcodeProjects,
                                 deliver: { position, result in
                progress.clear()
                let start = DispatchTime.now().uptimeNanoseconds
                defer { clock?.add(.print, DispatchTime.now().uptimeNanoseconds - start) }
                let reported = Self.deliver(result, to: sources[position].path, through: sinks)
                guard let tally, RunReport.Tally.takes(reported) else { return reported }
                tally.add(reported)
                return FileResult(path: reported.path, status: .unchanged)
            }, progress: { progress.update(done: $0, total: $1) }, rounds: { count in
                if verbose { console.standardError.write("Settled in \(count) round\(count == 1 ? "" : "s") (a later round migrates again what an earlier one freed).\n") }
            })
            progress.clear()
            let discoveryFailures = setup.discovery.failures.map { FileResult.failed($0.path, $0.message) }
            for failure in discoveryFailures {
                if options.format == .github {
                    for line in annotations.lines(for: failure, pending: false) { console.standardOutput.write(line + "\n") }
                }
                entrySink?.emit(ReportEntry.entries(for: failure, pending: false))
            }
            files += discoveryFailures
            files.sort { $0.path < $1.path }
            scanned = sources.count + discoveryFailures.count
        }
        if let interactive {
            console.standardError.write("\(interactive.applied) hunk\(interactive.applied == 1 ? "" : "s") applied, \(interactive.skipped) skipped\n")
        }
        var report = RunReport(mode: options.mode, targets: setup.targetReports, migrations: Set(pipeline.migrator.migrations.map(\.name)),
                               files: files, scannedFiles: scanned)
        report.unlisted = unlisted.counted
        if let targetMap { report.modules = ModuleReport.modules(targetMap, positions: setup.shownModules) }
        if let bumps { report.manifests = finish(bumps) }
        // Only changed code can need more than the manifests say.
        let laterNotes = report.changedFiles > 0 || options.bump
            ? (report.changedFiles > 0 ? setup.behindNotes : []) + Self.generatorNotes(setup.discovery) : []
        report.notes = setup.leftOutNotes + laterNotes

        switch options.format {
        case .text, .github, .xcode:
            console.standardError.write(SummaryText.render(report, verbosity: options.verbosity, style: errorStyle))
        case .json:
            console.standardOutput.write(JSONReport(report, toolVersion: CLI.version).encoded())
            console.standardError.write(SummaryText.render(report, verbosity: .quiet, style: errorStyle))
        case .sarif:
            console.standardOutput.write(SARIFReport().document(entries.all, toolVersion: CLI.version))
            console.standardError.write(SummaryText.render(report, verbosity: options.verbosity, style: errorStyle))
        case .checkstyle:
            console.standardOutput.write(CheckstyleReport(currentDirectory: console.currentDirectory).document(entries.all))
            console.standardError.write(SummaryText.render(report, verbosity: options.verbosity, style: errorStyle))
        }
        if options.verbosity != .quiet {
            for note in laterNotes { console.standardError.write(note + "\n") }
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
    private func plan(_ setup: RunSetup) -> ExitCode {
        let discovery = setup.discovery, discoverer = setup.discoverer, jobs = setup.jobs
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
        let plan = Plan(files: files, current: setup.targets, enabled: setup.enabled, externals: externals, xcodeProjects: projects,
                        trustDeprecated: options.trustDeprecated, swiftVersion: options.swiftVersion,
                        published: RunSetup.publishedModules(discovery, xcodeProjects: projectsByPath),
                        modules: setup.targetMap.map { ($0.map, discoverer.currentDirectory) }, jobs: jobs)
        switch options.format {
        case .json:
            console.standardOutput.write(PlanJSON(plan, filesScanned: files.count).encoded())
        case .text, .github, .xcode, .sarif, .checkstyle:
            let colour = Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal, environment: console.environment)
            let unicode = options.color != .never && PlanText.isUTF8(console.environment)
            let order = MigrationName.allCases.filter(setup.enabled.contains)
            console.standardOutput.write(PlanText.render(plan, migrations: order, filesScanned: files.count, unicode: unicode,
                                                         style: Style(enabled: colour)))
        }
        for failure in failures { console.standardError.write(failure + "\n") }
        return failures.isEmpty ? .success : .fileFailures
    }

    /// The sinks each file's result goes through, in order: the manifest merge of `--bump`, the
    /// questions of `--interactive`, the written lines of the review items, GitHub annotations,
    /// the write, the printed diff.
    private func sinks(bumps: ManifestBumps?) -> [any ResultSink] {
        var sinks: [any ResultSink] = []
        if let bumps { sinks.append(ManifestMergeSink(bumps: bumps, patches: options.showDiff ? patches : nil)) }
        if let interactive { sinks.append(InteractiveSink(review: interactive)) }
        if options.mode == .write { sinks.append(WrittenLinesSink()) }
        if options.format == .github { sinks.append(GitHubSink(annotations: annotations, writes: options.mode == .write, output: console.standardOutput)) }
        if let entrySink { sinks.append(entrySink) }
        if options.mode == .write {
            var write = WriteSink(console: console, annotations: options.format == .github ? annotations : nil)
            write.entries = entrySink
            sinks.append(write)
        }
        if options.format == .text { sinks.append(DiffSink(output: console.standardOutput)) }
        return sinks
    }

    /// The sink of `--format xcode` (lines printed as each file is delivered), `sarif` and
    /// `checkstyle` (entries kept for the document at the end); nil for the other formats.
    private var entrySink: EntrySink? {
        let writes = options.mode == .write
        switch options.format {
        case .xcode:
            let report = XcodeReport(currentDirectory: console.currentDirectory), output = console.standardOutput
            return EntrySink(writes: writes) { entries in
                for entry in entries { output.write(report.line(for: entry) + "\n") }
            }
        case .sarif, .checkstyle:
            let kept = entries
            return EntrySink(writes: writes) { kept.add($0) }
        case .text, .json, .github:
            return nil
        }
    }

    /// One file's result through the sinks, in path order; returns what the report keeps: no
    /// content, no edited lines, and the diff only for the JSON report.
    private static func deliver(_ result: FileResult, to path: String, through sinks: [any ResultSink]) -> FileResult {
        let delivery = Delivery(result, path: path)
        for sink in sinks {
            guard sink.take(delivery) else { return delivery.result }
        }
        // The report holds no content; only the review above reads which lines each migration edited.
        delivery.result.output = nil
        delivery.result.editedLines = [:]
        return delivery.result
    }

    /// The run's maker of patches (`--dry-run`): every patch has the same context and colour.
    private var patches: PatchMaker {
        PatchMaker(context: options.context, color: options.format == .text
                   && Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal, environment: console.environment))
    }

    /// Standard input to standard output: the migrated text (the input itself when nothing
    /// changed or it failed, so a pipe never loses it), or the diff with `--dry-run`.
    private func migrateStandardInput(_ pipeline: Pipeline) -> FileResult {
        let input = console.readStandardInput()
        var result = input.count > Pipeline.sizeLimit
            ? FileResult.failed("<stdin>", Pipeline.tooLarge(input.count))
            : pipeline.migrate(input, path: "<stdin>", index: pipeline.plainIndex(.memory([ProjectMigration.File(path: "<stdin>", bytes: input)])))
        entrySink?.emit(ReportEntry.entries(for: result, pending: options.mode != .write))
        if options.mode == .write {
            console.standardOutput.write(result.output ?? input)
        } else if let diff = result.diff, options.format == .text {
            console.standardOutput.write(diff)
            result.diff = nil
        }
        result.output = nil
        return result
    }

    /// After the Swift files: writes each raised manifest (in write mode) or prints its patch
    /// (with a diff), in path order, and returns what the report lists.
    private func finish(_ bumps: ManifestBumps) -> [ManifestResult] {
        var results: [ManifestResult] = []
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
                    let patch = patches.patch(path: prepared.manifest.displayPath, old: prepared.original, new: prepared.bump.output)
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

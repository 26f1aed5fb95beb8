/// One invocation after parsing: finds the files and the targets, runs the pipeline, prints the
/// report and decides the exit code.
struct Run {
    let options: Options
    let console: Console

    func execute() -> ExitCode {
        let discoverer = SourceDiscovery(currentDirectory: console.currentDirectory, excludes: options.excludes.map(Glob.init))
        var discovery = Discovery()
        if !options.readsStandardInput {
            do {
                discovery = try discoverer.discover(options.paths)
            } catch {
                return CLI.usage(error.description, console)
            }
        }

        guard let (targets, targetReports) = resolveTargets(discovery, discoverer) else { return .usage }
        let errorStyle = Style(enabled: Style.isEnabled(options.color, terminal: console.standardError.isTerminal, environment: console.environment))
        if options.verbosity != .quiet {
            console.standardError.write(SummaryText.targets(targetReports))
        }
        if options.verbosity == .verbose {
            for note in discovery.notes { console.standardError.write(note + "\n") }
        }

        let pipeline = Pipeline(
            options: options, console: console,
            migrator: Migrator(targets: targets, enabled: options.migrations),
            colorDiff: Style.isEnabled(options.color, terminal: console.standardOutput.isTerminal, environment: console.environment))
        var files: [FileReport]
        if options.readsStandardInput {
            files = [migrateStandardInput(pipeline)]
        } else {
            files = pipeline.run(discovery.files)
            files += discovery.failures.map { FileReport.failed($0.path, $0.message) }
            files.sort { $0.path < $1.path }
        }
        let report = RunReport(mode: options.mode, targets: targetReports, migrations: options.migrations, files: files)

        switch options.format {
        case .text:
            console.standardError.write(SummaryText.render(report, verbosity: options.verbosity, style: errorStyle))
        case .json:
            console.standardOutput.write(JSONReport(report).encoded())
            console.standardError.write(SummaryText.render(report, verbosity: .quiet, style: errorStyle))
        }
        return report.exitCode
    }

    /// Standard input to standard output: the migrated text (the input itself when nothing
    /// changed or it failed, so a pipe never loses it), or the diff with `--dry-run`.
    private func migrateStandardInput(_ pipeline: Pipeline) -> FileReport {
        let input = console.readStandardInput()
        var (report, output) = input.count > Pipeline.sizeLimit
            ? (FileReport.failed("<stdin>", Pipeline.tooLarge(input.count)), nil)
            : pipeline.migrate(input, path: "<stdin>")
        if options.mode == .write {
            console.standardOutput.write(output ?? input)
        } else if let diff = report.diff, options.format == .text {
            console.standardOutput.write(diff)
            report.diff = nil
        }
        return report
    }

    /// The targets from `--target`, or else from the manifests; nil after printing the reason
    /// when there are none.
    private func resolveTargets(_ discovery: Discovery, _ discoverer: SourceDiscovery) -> (DeploymentTargets, [TargetReport])? {
        if !options.targetSpecs.isEmpty {
            do {
                let targets = try DeploymentTargets.parse(options.targetSpecs)
                let reports = Platform.allCases.compactMap { platform in
                    targets.explicit[platform].map { TargetReport(platform: platform.rawValue, version: $0.description, source: "--target") }
                }
                return (targets, reports)
            } catch {
                _ = CLI.usage(error.description, console)
                return nil
            }
        }
        var manifests = discovery.manifests
        // A single file or standard input says nothing about its project: look around the
        // current directory as well.
        let fileRoots = options.readsStandardInput || options.paths.contains {
            FileSystem.kind(of: Paths.absolute($0, in: discoverer.currentDirectory), followingLinks: true) != .directory
        }
        if fileRoots, let around = try? discoverer.discover(["."], collectSources: false) {
            manifests += around.manifests.filter { found in !manifests.contains { $0.path == found.path } }
        }
        let detected = ManifestTargets.detect(in: manifests)
        guard !detected.targets.isEmpty else {
            let searched = manifests.isEmpty ? "no Package.swift, Xcode project, .xcconfig or .podspec was found"
                : "none of \(manifests.map(\.displayPath).joined(separator: ", ")) states one"
            _ = CLI.usage("no deployment target: \(searched). Pass --target, e.g. --target 16 or --target iOS=16,macOS=13", console)
            return nil
        }
        var targets = DeploymentTargets()
        for target in detected.targets { targets[target.platform] = target.version }
        return (targets, detected.targets.map { TargetReport(platform: $0.platform.rawValue, version: $0.text, source: $0.source) })
    }

}

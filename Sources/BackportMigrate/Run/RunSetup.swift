import Dispatch
import Foundation

/// What one invocation works out once, before any file is migrated: the files and manifests
/// (discovery), the run's targets and the notes about them, the modules and the targets of each
/// file (`TargetMap`), the migrations enabled. `Run` prints from it, then runs the driver and
/// hands each result to its sinks.
struct RunSetup {
    let discoverer: SourceDiscovery
    var discovery: Discovery
    /// Every manifest read once for the whole setup.
    let manifestReads: ManifestReads
    let jobs: Int
    /// The run's own targets: `--target`, or the lowest each manifest states.
    let targets: DeploymentTargets
    let targetReports: [TargetReport]
    /// Notes on platforms `--target` leaves out (none with modules: each keeps its own minimum).
    let leftOutNotes: [String]
    /// Notes on manifests below `--target`, for after the run.
    let behindNotes: [String]
    /// The targets of each file by the modules that compile it; nil with no module.
    let targetMap: TargetMap?
    /// The modules that compile a file of the run: the ones the report names.
    let shownModules: Set<Int>
    let enabled: Set<MigrationName>

    /// The setup of `options`, or the exit code after printing why there is none (a path that is
    /// not there, no deployment target, a bad `--target`).
    static func prepare(_ options: Options, console: Console, clock: PhaseClock?) -> Result<RunSetup, ExitCode> {
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let discoverer = SourceDiscovery(currentDirectory: console.currentDirectory, excludes: options.excludes.map(Glob.init), jobs: jobs)
        var discovery = Discovery()
        if !options.readsStandardInput {
            do {
                let start = DispatchTime.now().uptimeNanoseconds
                discovery = try discoverer.discover(options.paths)
                clock?.add(.discover, DispatchTime.now().uptimeNanoseconds - start)
            } catch {
                return .failure(CLI.usage(error.description, console))
            }
        }
        // `--swift-version` alone asks for the compiler conditions only: no deployment target, no module.
        let compilerOnly = options.targetSpecs.isEmpty && options.swiftVersion != nil
        let manifests = compilerOnly ? [] : Self.manifests(discovery, discoverer, options, aroundFiles: options.targetSpecs.isEmpty)
        let reads = ManifestReads()
        let map = ModuleMap.discover(manifests, read: reads.bytes).map
        guard let (targets, targetReports, givenLeftOutNotes, behindNotes) = resolveTargets(discovery, manifests, map: map, reads: reads, options, console) else {
            return .failure(.usage)
        }
        let targetMap = map.isEmpty ? nil
            : TargetMap(map: map, given: options.targetSpecs.isEmpty ? DeploymentTargets() : targets, currentDirectory: discoverer.currentDirectory)
        // `--swift-version` without `--target`: only the compiler conditions run.
        var enabled = options.targetSpecs.isEmpty && targets.isEmpty ? options.migrations.intersection([.compiler]) : options.migrations
        if options.swiftVersion == nil { enabled.remove(.compiler) }
        return .success(RunSetup(
            discoverer: discoverer, discovery: discovery, manifestReads: reads, jobs: jobs, targets: targets, targetReports: targetReports,
            leftOutNotes: targetMap == nil ? givenLeftOutNotes : [], behindNotes: behindNotes, targetMap: targetMap,
            shownModules: targetMap?.modulesCompiling(discovery.files.indices.map(discovery.files.displayPath(at:))) ?? [],
            enabled: enabled))
    }

    /// The manifests of the run (see `manifests(_:_:_:aroundFiles:)`).
    func manifests(_ options: Options) -> [ManifestFile] {
        Self.manifests(discovery, discoverer, options)
    }

    /// What the migration phase reads besides the run's own files: the `--shims-from` files, the
    /// Xcode projects (which may list a file that would otherwise be deleted) and the packages
    /// other projects may use. Files of a `--shims-from` folder inside the run's paths leave the
    /// run's files: they are read, never rewritten. An Xcode project that cannot be read stops
    /// the run, as it does when it is read for targets.
    mutating func readContext(_ options: Options, console: Console) -> Result<RunContext, ExitCode> {
        let externals: Discovery
        do {
            externals = try discoverer.discover(options.shimsFrom)
        } catch {
            return .failure(CLI.usage("--shims-from \(error.description)", console))
        }
        var projects: [[UInt8]] = []
        var projectsByPath: [String: [UInt8]] = [:]
        var unreadable: [ManifestProblem] = []
        for project in discovery.manifests where project.kind == .xcodeProject {
            switch manifestReads.bytes(project) {
            case .success(let bytes):
                projects.append(bytes)
                projectsByPath[project.path] = bytes
            case .failure(let problem): unreadable.append(problem)
            }
        }
        if !unreadable.isEmpty {
            return .failure(CLI.usage(Run.manifestProblems(unreadable, needed: "to know the files it lists",
                                                           remedy: "Make it readable, or --exclude"), console))
        }
        let externalPaths = Set(externals.files.map(\.path))
        if !externalPaths.isEmpty { discovery.files = discovery.files.filter { !externalPaths.contains($0.path) } }
        let published = enabled.contains(.backport) ? Self.publishedModules(discovery, xcodeProjects: projectsByPath) : PublishedModules()
        return .success(RunContext(externals: externals.files, xcodeProjects: projects, published: published))
    }

    /// The targets from `--target`, or else from the manifests, with the notes on the platforms
    /// `--target` leaves out and those on the manifests below it (for after the run); nil after
    /// printing the reason when there are none.
    ///
    /// Without `--target`, what the modules read is trusted over the plain reading of a manifest:
    /// an Xcode project read target by target resolves the settings it refers to
    /// (`$(APP_MINIMUM)`), and when no manifest states a target in the plain reading, the run's
    /// targets are the lowest the modules state.
    private static func resolveTargets(_ discovery: Discovery, _ manifests: [ManifestFile], map: ModuleMap, reads: ManifestReads,
                                       _ options: Options, _ console: Console) -> (DeploymentTargets, [TargetReport], [String], [String])? {
        // `--swift-version` alone asks for the compiler conditions only: no deployment target.
        if options.targetSpecs.isEmpty, options.swiftVersion != nil { return (DeploymentTargets(), [], [], []) }
        if !options.targetSpecs.isEmpty {
            do {
                var targets = try DeploymentTargets.parse(options.targetSpecs)
                let detection = ManifestTargets.detect(in: manifests, read: reads.bytes)
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
                        return Run.behindNote(found, target: target, others: others.count)
                    }
                } + detection.problems.map { problem in
                    // What it states cannot be compared with --target.
                    "note: \(problem): whether it states a target below --target is not known; check it by hand"
                }
                return (targets, reports, leftOut.map { Run.leftOutNote($0, given: options.targetSpecs) }, behind)
            } catch {
                _ = CLI.usage(error.description, console)
                return nil
            }
        }
        var detected = ManifestTargets.detect(in: manifests, read: reads.bytes)
        let readAsTargets = Set(map.modules.filter { $0.kind == .xcodeTarget }.map(\.manifest))
        detected.problems.removeAll { readAsTargets.contains($0.path) }
        if detected.targets.isEmpty { detected.targets = map.statedTargets }
        if !detected.problems.isEmpty {
            _ = CLI.usage(Run.manifestProblems(detected.problems, needed: "for the deployment targets",
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

    /// The manifests the targets are read from (and `--bump` raises): those under the run's
    /// paths, those in the folders above them up to their repository's root (the package or
    /// project a subfolder belongs to), and, when a path is a single file or standard input
    /// (which say nothing about their project), those around the current directory as well,
    /// unless `aroundFiles` is false (a run with `--target`, which needs no project to read
    /// targets from).
    static func manifests(_ discovery: Discovery, _ discoverer: SourceDiscovery, _ options: Options, aroundFiles: Bool = true) -> [ManifestFile] {
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

    /// The packages of the run that other projects may use, from its manifests; the Xcode
    /// projects already read are not read again.
    static func publishedModules(_ discovery: Discovery, xcodeProjects: [String: [UInt8]]) -> PublishedModules {
        PublishedModules(manifests: discovery.manifests) { xcodeProjects[$0.path] ?? (try? FileSystem.readFile($0.path)) }
    }

}

/// What the migration phase reads besides the run's own files (`RunSetup.readContext`).
struct RunContext {
    let externals: FileList
    let xcodeProjects: [[UInt8]]
    let published: PublishedModules
}

/// A setup that stops the run says with which exit code.
extension ExitCode: Error {}

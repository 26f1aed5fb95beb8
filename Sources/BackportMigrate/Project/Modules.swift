import Foundation

/// Code that one manifest compiles: a Swift package, a target of an Xcode project (or the whole
/// project when its targets cannot be read), a pod. Each has its own platforms and its own
/// minimum on each (`docs/ARCHITECTURE.md` § Modules).
public struct Module: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case package
        case xcodeProject = "Xcode project"
        case xcodeTarget = "Xcode target"
        case pod
    }

    /// The minimum a module is built with on one platform, and where that value came from.
    public struct Minimum: Sendable, Hashable {
        /// nil: the module is built for the platform, and no manifest says from which version.
        public var version: Version?
        /// The manifest's display path, or `swiftPMDefault`.
        public var source: String
        /// The source of a minimum SwiftPM gives a platform the package does not list.
        public static let swiftPMDefault = "SwiftPM default"
    }

    public var name: String
    public var kind: Kind
    /// The display path of its manifest.
    public var manifest: String
    /// The absolute folder that holds its manifest (for an Xcode project, the folder around the
    /// `.xcodeproj`).
    public var folder: String
    /// The absolute folders whose Swift files it compiles: its folder, or a package's target
    /// folders when the manifest names them all, or an Xcode target's synchronized folders
    /// (for an Xcode target, as `PathNames` keys).
    public var roots: [String]
    /// An Xcode target's files one by one (its sources build phase), and the files and folders
    /// under its `roots` it leaves out, as `PathNames` keys of absolute paths, compared
    /// ignoring case when `ignoringCase`.
    var files: Set<String> = []
    var excluded: [String] = []
    var ignoringCase = false
    /// The absolute folders of the local packages it depends on (`.package(path:)`, an Xcode
    /// project's local package reference), and the names of packages an Xcode project adds as a
    /// folder reference (matched under its folder).
    var reaches: [String] = []
    var reachesByName: [String] = []
    /// The names code imports it by: a package's name and its targets', a project's, a pod's.
    var importNames: Set<String> = []
    /// Every platform it is built for.
    public var platforms: [Platform: Minimum]

    /// Whether it compiles the file at the absolute `path`.
    func compiles(_ path: String) -> Bool {
        guard kind == .xcodeTarget else { return roots.contains { Paths.isWithin(path, $0) } }
        let key = PathNames.key(path, ignoringCase: ignoringCase)
        if files.contains(key) { return true }
        return roots.contains { Paths.isWithin(key, $0) } && !excluded.contains { Paths.isWithin(key, $0) }
    }

    /// How the run's summary names it: `Shop (package)`, `Awful (Xcode target, Awful.xcodeproj)`.
    public var displayName: String {
        guard kind == .xcodeTarget else { return "\(name) (\(kind.rawValue))" }
        return "\(name) (\(kind.rawValue), \(Paths.folder(of: manifest).isEmpty ? manifest : Paths.folder(of: manifest)))"
    }
}

/// Each manifest of a run read once, whoever asks: the module map, the detected targets, the
/// Xcode projects the migration reads, the published packages.
public final class ManifestReads: @unchecked Sendable {
    private var reads: [String: Result<[UInt8], ManifestProblem>] = [:]

    public init() {}

    /// The manifest's bytes, read the first time they are asked for.
    public func bytes(_ manifest: ManifestFile) -> Result<[UInt8], ManifestProblem> {
        if let known = reads[manifest.path] { return known }
        let read = ManifestTargets.readBytes(manifest)
        reads[manifest.path] = read
        return read
    }
}

/// The modules of a run, found from its manifests, and which of them compile a file.
///
/// A file belongs to the manifests of the deepest folder above it that holds a `Package.swift`,
/// an Xcode project or a podspec: a local package or a nested project is a world of its own,
/// which the project around it builds with the package's own settings. Among those manifests,
/// the ones whose modules compile the file decide it (a package compiles its targets' folders;
/// a project or a pod, everything under its folder). An `.xcconfig` adds its settings to the
/// Xcode project of its folder or the nearest folder above it.
public struct ModuleMap: Sendable {
    public private(set) var modules: [Module] = []
    /// Manifest folders (absolute) and the modules whose manifest is there.
    private var byFolder: [String: [Int]] = [:]
    /// For each module, the group of modules whose names can meet it: modules linked by a local
    /// dependency, or sharing a folder (`scope(of:)`).
    private var groups: [Int] = []
    /// Whether a module compiles files one by one (an Xcode target): then the modules of a file
    /// depend on the file, not only on its folder.
    public private(set) var hasFileLists = false

    public init() {}

    /// The lowest minimum per platform that a manifest of the map states (SwiftPM's defaults
    /// left out), ordered by platform: the run's own targets when the manifests were read as
    /// modules and not otherwise.
    public var statedTargets: [DetectedTarget] {
        var lowest: [Platform: DetectedTarget] = [:]
        for module in modules {
            for (platform, minimum) in module.platforms {
                guard let version = minimum.version, minimum.source != Module.Minimum.swiftPMDefault else { continue }
                if let current = lowest[platform], current.version <= version { continue }
                lowest[platform] = DetectedTarget(platform: platform, version: version, text: version.description, source: minimum.source)
            }
        }
        return Platform.allCases.compactMap { lowest[$0] }
    }

    /// SwiftPM's minimum for a platform a package's `platforms:` does not list (the oldest each
    /// platform's SDK in Xcode 16 deploys to). Mac Catalyst is not here: like the run's targets,
    /// it follows iOS unless the package lists it.
    public static let swiftPMDefaults: [Platform: Version] = [
        .macOS: Version(components: [10, 13]), .iOS: Version(components: [12]), .tvOS: Version(components: [12]),
        .watchOS: Version(components: [4]), .visionOS: Version(components: [1]),
    ]

    /// The modules of `manifests` (each read once, `read` giving its bytes), and the problems
    /// of those that cannot be read. `readFile` gives the bytes of a file an Xcode project
    /// names as a base configuration (an `.xcconfig`), nil when it cannot be read (by default,
    /// from the disk).
    public static func discover(_ manifests: [ManifestFile], read: (ManifestFile) -> Result<[UInt8], ManifestProblem> = ManifestTargets.readBytes,
                                readFile: ((String) -> [UInt8]?)? = nil)
        -> (map: ModuleMap, problems: [ManifestProblem]) {
        let readFile = readFile ?? { try? FileSystem.readFile($0) }
        var map = ModuleMap()
        var problems: [ManifestProblem] = []
        var settings: [(folder: String, entries: [ManifestTargets.Entry], source: String)] = []
        for manifest in manifests {
            let bytes: [UInt8]
            switch read(manifest) {
            case .success(let found): bytes = found
            case .failure(let problem):
                problems.append(problem)
                continue
            }
            let reading = ManifestTargets.read(bytes, kind: manifest.kind)
            for problem in reading.problems {
                problems.append(ManifestProblem(path: manifest.displayPath, line: ManifestTargets.line(of: problem.offset, in: bytes), message: problem.message))
            }
            switch manifest.kind {
            case .swiftPackage:
                guard reading.mayDeclareTargets else { continue }
                map.add(package(manifest, bytes: bytes, reading: reading))
            case .xcodeProject:
                if let targets = xcodeTargets(manifest, bytes: bytes, readFile: readFile) {
                    for target in targets { map.add(target) }
                } else {
                    map.add(xcodeProject(manifest, text: String(decoding: bytes, as: UTF8.self), reading: reading))
                }
            case .podspec:
                map.add(pod(manifest, reading: reading))
            case .xcconfig:
                settings.append((Paths.folder(of: manifest.path), reading.entries, manifest.displayPath))
            }
        }
        // An `.xcconfig` is a base configuration of a project at or above its folder. A project
        // read as targets has read the ones its configurations name; the others are none of its.
        for setting in settings {
            var folder = setting.folder
            while true {
                let here = map.byFolder[folder] ?? []
                if let owner = here.first(where: { map.modules[$0].kind == .xcodeProject }) {
                    for entry in setting.entries {
                        guard let version = Version(entry.version) else { continue }
                        map.modules[owner].lower(entry.platform, to: version, source: setting.source)
                    }
                    break
                }
                if here.contains(where: { map.modules[$0].kind == .xcodeTarget }) { break }
                guard folder != "/", !folder.isEmpty else { break }
                folder = Paths.folder(of: folder)
            }
        }
        map.groupModules()
        return (map, problems)
    }

    /// Joins into one group the modules that depend on each other by path or share a folder:
    /// the modules whose declarations and calls can meet. Unrelated modules never share a
    /// `Backport` type, an overload set or a use count.
    private mutating func groupModules() {
        var parent = Array(modules.indices)
        func root(_ module: Int) -> Int {
            var current = module
            while parent[current] != current { current = parent[current] }
            return current
        }
        func join(_ a: Int, _ b: Int) { parent[root(a)] = root(b) }
        for positions in byFolder.values { for position in positions.dropFirst() { join(position, positions[0]) } }
        for (position, module) in modules.enumerated() {
            for folder in module.reaches {
                for other in byFolder[folder] ?? [] { join(position, other) }
            }
            for name in module.reachesByName {
                for (folder, others) in byFolder where Paths.lastComponent(folder) == name && Paths.isWithin(folder, module.folder) {
                    for other in others { join(position, other) }
                }
            }
        }
        groups = modules.indices.map(root)
    }

    /// Which group of modules the file at the absolute `path` belongs to (see
    /// `groupModules`): files of different groups never see each other's names. nil for a file
    /// of no module.
    public func scope(of path: String) -> Int? {
        // A file no module compiles joins the group of the manifests around it: something
        // those manifests build may still reach it (a folder SwiftPM reads that the manifest
        // does not name), and a group of its own would never see their names.
        var folder = Paths.folder(of: path)
        while true {
            if let here = byFolder[folder] {
                return groups[here.first { modules[$0].compiles(path) } ?? here[0]]
            }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = Paths.folder(of: folder)
        }
    }

    private mutating func add(_ module: Module) {
        byFolder[module.folder, default: []].append(modules.count)
        if module.kind == .xcodeTarget { hasFileLists = true }
        modules.append(module)
    }

    /// The positions in `modules` of those that compile the file at the absolute `path`: among
    /// the manifests of the deepest folder above it that holds one, and the Xcode targets of
    /// projects further up that list it themselves (a target may compile a file of a local
    /// package's folder too). Empty: the file is in no module.
    public func modules(compiling path: String) -> [Int] {
        var folder = Paths.folder(of: path)
        var found: [Int]?
        while true {
            if let here = byFolder[folder] {
                if found == nil {
                    found = here.filter { modules[$0].compiles(path) }
                    if !hasFileLists { return found! }
                } else {
                    found! += here.filter { modules[$0].kind == .xcodeTarget && modules[$0].compiles(path) }
                }
            }
            guard folder != "/", !folder.isEmpty else { return found ?? [] }
            folder = Paths.folder(of: folder)
        }
    }

    public var isEmpty: Bool { modules.isEmpty }

    // MARK: Reading manifests

    /// A package: its name, its targets' folders, the platforms it lists and SwiftPM's default
    /// for each one it does not (they are still built).
    static func package(_ manifest: ManifestFile, bytes: [UInt8], reading: ManifestTargets.Reading) -> Module {
        let folder = Paths.folder(of: manifest.path)
        var platforms: [Platform: Module.Minimum] = [:]
        for entry in reading.entries {
            guard let version = Version(entry.version) else { continue }
            if let known = platforms[entry.platform]?.version, known <= version { continue }
            platforms[entry.platform] = Module.Minimum(version: version, source: manifest.displayPath)
        }
        for (platform, version) in swiftPMDefaults where platforms[platform] == nil {
            platforms[platform] = Module.Minimum(version: version, source: Module.Minimum.swiftPMDefault)
        }
        platforms[.macCatalyst] = platforms[.macCatalyst] ?? platforms[.iOS].map { Module.Minimum(version: nil, source: $0.source) }
        let description = PackageManifest.description(SourceFile(bytes: bytes))
        let roots = description.targetFolders.map { $0.map { Paths.normalize(folder + "/" + $0) } } ?? [folder]
        var module = Module(name: description.name ?? Paths.lastComponent(folder), kind: .package, manifest: manifest.displayPath,
                            folder: folder, roots: roots, platforms: platforms)
        module.importNames = Set(description.targetNames + [module.name])
        module.reaches = PublishedModules.packagePaths(in: String(decoding: bytes, as: UTF8.self)).map {
            Paths.normalize($0.hasPrefix("/") ? $0 : folder + "/" + $0)
        }
        return module
    }

    /// The native targets of an Xcode project, one module each (`XcodeProject`), all reaching
    /// the local packages the project references; nil when the project cannot be read as
    /// targets (then it is one module, `xcodeProject`).
    static func xcodeTargets(_ manifest: ManifestFile, bytes: [UInt8], readFile: (String) -> [UInt8]?) -> [Module]? {
        guard let project = XcodeProject.read(bytes, path: manifest.path, displayPath: manifest.displayPath, readFile: readFile) else { return nil }
        let folder = Paths.folder(of: Paths.folder(of: manifest.path))
        let ignoringCase = PathNames.ignoresCase(at: folder)
        func key(_ path: String) -> String { PathNames.key(path, ignoringCase: ignoringCase) }
        return project.targets.map { target in
            var module = Module(name: target.name, kind: .xcodeTarget, manifest: manifest.displayPath, folder: folder,
                                roots: target.folders.map(key), platforms: target.platforms)
            module.files = Set(target.files.map(key))
            module.excluded = target.excluded.map(key)
            module.ignoringCase = ignoringCase
            module.reaches = project.localPackages
            module.reachesByName = project.wrapperNames
            // What `import` names a framework target by: its name as a module name.
            module.importNames = [String(target.name.map { $0.isLetter || $0.isNumber ? $0 : "_" })]
            return module
        }
    }

    /// An Xcode project: every platform it states a deployment target for (the lowest over its
    /// configurations), and those its `SDKROOT` or `SUPPORTED_PLATFORMS` name without one;
    /// Mac Catalyst when a target supports it.
    static func xcodeProject(_ manifest: ManifestFile, text: String, reading: ManifestTargets.Reading) -> Module {
        // `…/App.xcodeproj/project.pbxproj`: the project's folder is the one around the bundle.
        let bundle = Paths.folder(of: manifest.path)
        let folder = Paths.folder(of: bundle)
        var module = Module(name: String(Paths.lastComponent(bundle).dropLast(".xcodeproj".count)), kind: .xcodeProject,
                            manifest: manifest.displayPath, folder: folder, roots: [folder], platforms: [:])
        for entry in reading.entries {
            guard let version = Version(entry.version) else { continue }
            module.lower(entry.platform, to: version, source: manifest.displayPath)
        }
        let sdks: [String: Platform] = ["iphoneos": .iOS, "macosx": .macOS, "appletvos": .tvOS, "watchos": .watchOS, "xros": .visionOS]
        var named: Set<Platform> = []
        var supportsCatalyst = false
        for line in text.split(separator: "\n") {
            if let value = PublishedModules.value(of: "SDKROOT", in: line) ?? PublishedModules.value(of: "SUPPORTED_PLATFORMS", in: line) {
                for sdk in value.split(separator: " ") { if let platform = sdks[String(sdk)] { named.insert(platform) } }
            } else if let path = PublishedModules.value(of: "relativePath", in: line) {
                module.reaches.append(Paths.normalize(path.hasPrefix("/") ? path : folder + "/" + path))
            } else if line.contains("lastKnownFileType = wrapper;"), let path = PublishedModules.value(of: "path", in: line),
                      let name = path.split(separator: "/").last {
                module.reachesByName.append(String(name))
            } else if PublishedModules.value(of: "SUPPORTS_MACCATALYST", in: line) == "YES" {
                supportsCatalyst = true
            }
        }
        for platform in named where module.platforms[platform] == nil {
            module.platforms[platform] = Module.Minimum(version: nil, source: manifest.displayPath)
        }
        if module.platforms[.macCatalyst] == nil, supportsCatalyst {
            // Xcode builds the Catalyst variant from the macOS deployment target when the
            // project states one; otherwise from the iOS one.
            let floor = module.platforms[.macOS]?.version.map(Self.catalystVersion(ofMacOS:))
            module.platforms[.macCatalyst] = Module.Minimum(version: floor, source: manifest.displayPath)
        }
        return module
    }

    /// The Mac Catalyst version a macOS version corresponds to: macOS 10.15 is Catalyst 13.1,
    /// 11.x is 14.(x+2), 12 and later add three to the major version (macOS 15 is Catalyst
    /// 18), and from 26 on the numbers are the same.
    static func catalystVersion(ofMacOS version: Version) -> Version {
        let canonical = version.canonical(for: .macOS)
        let major = canonical.components.first ?? 0
        let minor = canonical.components.count > 1 ? canonical.components[1] : 0
        switch major {
        case ..<11: return Version(components: [13, 1])
        case 11: return Version(components: [14, minor + 2])
        case 12..<26: return Version(components: [major + 3, minor])
        default: return canonical
        }
    }

    /// A pod: the platforms its podspec states.
    static func pod(_ manifest: ManifestFile, reading: ManifestTargets.Reading) -> Module {
        let folder = Paths.folder(of: manifest.path)
        var module = Module(name: String(Paths.lastComponent(manifest.path).split(separator: ".").first ?? ""), kind: .pod,
                            manifest: manifest.displayPath, folder: folder, roots: [folder], platforms: [:])
        module.importNames = [module.name]
        for entry in reading.entries {
            guard let version = Version(entry.version) else { continue }
            module.lower(entry.platform, to: version, source: manifest.displayPath)
        }
        return module
    }

    /// The group each module name belongs to (`import Name` in another group joins the two).
    public var groupsByImportName: [String: Int] {
        var names: [String: Int] = [:]
        for (position, module) in modules.enumerated() {
            for name in module.importNames { names[name] = groups[position] }
        }
        return names
    }
}

extension Module {
    /// Takes `version` as the platform's minimum when it is lower than the one known (a
    /// project's configurations or its base configurations disagree: the lowest still ships).
    mutating func lower(_ platform: Platform, to version: Version, source: String) {
        if let known = platforms[platform]?.version, known <= version { return }
        platforms[platform] = Minimum(version: version, source: source)
    }

    /// The deployment targets of this module under `--target` values: each platform it names
    /// raises the module's minimum, never lowers it; the others keep the module's own.
    func targets(raisedTo given: DeploymentTargets) -> DeploymentTargets {
        var targets = DeploymentTargets()
        targets.builds = Set(platforms.keys)
        for (platform, minimum) in platforms {
            switch (minimum.version, given[platform]) {
            case let (own?, raised?): targets[platform] = max(own, raised)
            case let (own?, nil): targets[platform] = own
            case let (nil, raised?): targets[platform] = raised
            case (nil, nil):
                // Built from a version no one states: nothing naming it is decided.
                if platform == .macCatalyst { targets.leftOut.insert(.macCatalyst) }
            }
        }
        // Catalyst that follows iOS keeps following it.
        if platforms[.macCatalyst]?.version == nil, given[.macCatalyst] == nil {
            targets[.macCatalyst] = nil
            targets.leftOut.remove(.macCatalyst)
        }
        return targets
    }
}

/// The deployment targets each file of a run is judged by: those of the modules that compile
/// it, combined (a platform any of them builds, at the lowest minimum among them; one any
/// builds from an unknown version, undecided), or the run's `--target` alone for a file of no
/// module.
public struct TargetMap: Sendable {
    public let map: ModuleMap
    /// The targets of a file of no module.
    public let fallback: DeploymentTargets
    private let currentDirectory: String
    private let perModule: [DeploymentTargets]
    /// The targets of the files of each folder (a file's modules depend only on its folder),
    /// or of each file when an Xcode target lists files one by one.
    private let byFolder = FolderCache()

    public init(map: ModuleMap, given: DeploymentTargets, currentDirectory: String) {
        self.map = map
        self.fallback = given
        self.currentDirectory = currentDirectory
        perModule = map.modules.map { $0.targets(raisedTo: given) }
    }

    /// Targets by folder (or file), filled from every job's thread.
    final class FolderCache: @unchecked Sendable {
        private let lock = NSLock()
        private var targets: [Substring: DeploymentTargets] = [:]

        func targets(_ folder: Substring, _ make: () -> DeploymentTargets) -> DeploymentTargets {
            lock.lock()
            if let known = targets[folder] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let made = make()
            lock.lock()
            targets[folder] = made
            lock.unlock()
            return made
        }
    }

    /// The targets of each module, in `map.modules` order.
    public var moduleTargets: [DeploymentTargets] { perModule }

    /// The targets of the file at `path` (as the run displays it).
    public func targets(for path: String) -> DeploymentTargets {
        // Xcode targets list files one by one: then the modules of a file depend on the file itself.
        let folder = map.hasFileLists ? path[...] : path.lastIndex(of: "/").map { path[..<$0] } ?? ""
        return byFolder.targets(folder) {
            let modules = map.modules(compiling: Paths.absolute(path, in: currentDirectory))
            guard let first = modules.first else { return fallback }
            return modules.dropFirst().reduce(perModule[first]) { Self.combine($0, perModule[$1]) }
        }
    }

    /// The group of modules whose names the file at `path` (as the run displays it) can meet;
    /// nil for a file of no module (`ModuleMap.scope(of:)`).
    public func scope(for path: String) -> Int? {
        map.scope(of: Paths.absolute(path, in: currentDirectory))
    }

    /// The positions of the modules that compile one of the files at `paths` (as the run displays them).
    public func modulesCompiling(_ paths: [String]) -> Set<Int> {
        var found: Set<Int> = []
        var folders: Set<String> = []
        for path in paths {
            // Files of one folder mostly share their modules; a package's target folders differ
            // only by folder, an Xcode target's files file by file.
            let absolute = Paths.absolute(path, in: currentDirectory)
            guard map.hasFileLists || folders.insert(Paths.folder(of: absolute)).inserted else { continue }
            found.formUnion(map.modules(compiling: absolute))
        }
        return found
    }

    /// Targets that hold for code both `a` and `b` compile.
    static func combine(_ a: DeploymentTargets, _ b: DeploymentTargets) -> DeploymentTargets {
        var result = DeploymentTargets()
        let builds = (a.builds ?? []).union(b.builds ?? [])
        result.builds = a.builds == nil || b.builds == nil ? nil : builds
        for platform in Platform.allCases {
            let versions = [a, b].filter { $0.builds?.contains(platform) ?? true }.map { $0[platform] }
            guard !versions.isEmpty else { continue }
            if versions.contains(where: { $0 == nil }) {
                if a.leftOut.contains(platform) || b.leftOut.contains(platform) { result.leftOut.insert(platform) }
                continue
            }
            result[platform] = versions.compactMap { $0 }.min()
        }
        result.leftOut.formUnion(a.leftOut.union(b.leftOut).filter { result[$0] == nil })
        return result
    }
}

/// The native targets of an Xcode project, read from its `project.pbxproj`: the files each one
/// compiles and the platforms and minimums it is built for.
///
/// Files: a target's sources build phase lists build files, each a reference to a file whose
/// path is resolved through the group tree (`<group>`: under the parent group's folder;
/// `SOURCE_ROOT`: under the project's folder; `<absolute>`; any other source tree, such as
/// `BUILT_PRODUCTS_DIR` or `SDKROOT`, is outside the repository and ignored). An Xcode 16
/// synchronized folder (`PBXFileSystemSynchronizedRootGroup`) gives the targets that list it
/// every file under it but the membership exceptions of their own exception set, and gives
/// a target that does not list it exactly the files its exception set for that target names.
///
/// Settings: each build configuration of a target reads a setting from the target's own
/// settings, then its base configuration (`.xcconfig`, with its `#include`s), then the
/// project's configuration of the same name and its base configuration; `$(inherited)` takes
/// the value of the next of those levels, and `$(NAME)` the value of another setting. A target
/// builds the platforms its `SUPPORTED_PLATFORMS` and `SDKROOT` name (Mac Catalyst too with
/// `SUPPORTS_MACCATALYST = YES`), each from the lowest `*_DEPLOYMENT_TARGET` over its
/// configurations; a platform with no readable deployment target in some configuration is
/// built from an unknown version, and a target whose platforms cannot be read builds every
/// platform from an unknown version: what cannot be read never decides a check.
struct XcodeProject {
    struct Target {
        var name: String
        /// Absolute paths of the Swift files its sources build phase lists.
        var files: [String] = []
        /// Absolute paths of the synchronized folders it compiles whole.
        var folders: [String] = []
        /// Absolute paths (files or folders) inside `folders` that it does not compile.
        var excluded: [String] = []
        var platforms: [Platform: Module.Minimum] = [:]
    }

    var targets: [Target] = []
    /// Absolute folders of the local packages the project references (`XCLocalSwiftPackageReference`).
    var localPackages: [String] = []
    /// Names of folders the project adds as a reference of type `wrapper` (a local package added
    /// before Xcode 15 references them so).
    var wrapperNames: [String] = []

    /// The settings that decide platforms and minimums, by platform.
    static let deploymentSettings: [(setting: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The platform each SDK name of `SDKROOT` and `SUPPORTED_PLATFORMS` builds.
    static let sdks: [String: Platform] = [
        "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "appletvos": .tvOS, "appletvsimulator": .tvOS,
        "watchos": .watchOS, "watchsimulator": .watchOS, "xros": .visionOS, "xrsimulator": .visionOS,
    ]

    /// The platforms a target builds when its settings do not say which.
    static let everyPlatform: [Platform] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS]

    /// The targets of the project whose `project.pbxproj` holds `bytes`, or nil when it cannot
    /// be read as targets (no property list, no project object, no native target).
    /// - Parameters:
    ///   - path: the absolute path of the `project.pbxproj`.
    ///   - displayPath: how the run names it (the source of each minimum).
    ///   - readFile: the bytes of a base configuration at an absolute path, nil when there is none.
    static func read(_ bytes: [UInt8], path: String, displayPath: String, readFile: (String) -> [UInt8]?) -> XcodeProject? {
        withoutActuallyEscaping(readFile) { readFile in read(bytes, path: path, displayPath: displayPath, escapingReadFile: readFile) }
    }

    private static func read(_ bytes: [UInt8], path: String, displayPath: String, escapingReadFile readFile: @escaping (String) -> [UInt8]?)
        -> XcodeProject? {
        guard let root = try? PropertyList.parse(bytes), let objects = root["objects"]?.dictionary else { return nil }
        let rootID = root["rootObject"]?.string
        guard let project = rootID.flatMap({ objects[$0] }) ?? objects.values.first(where: { $0["isa"]?.string == "PBXProject" }),
              project["isa"]?.string == "PBXProject" else { return nil }
        // `…/App.xcodeproj/project.pbxproj`: paths are relative to the folder around the bundle,
        // moved by the project's `projectDirPath` when it has one.
        var folder = Paths.folder(of: Paths.folder(of: path))
        if let moved = project["projectDirPath"]?.string, !moved.isEmpty { folder = Paths.absolute(moved, in: folder) }
        var reader = Reader(objects: objects, folder: folder, mainGroup: project["mainGroup"]?.string, readFile: readFile,
                            displayRoot: displayPath.count <= path.count && path.hasSuffix(displayPath)
                                ? String(path.dropLast(displayPath.count)) : nil,
                            displayPath: displayPath)
        var result = XcodeProject()
        for id in project["packageReferences"]?.array ?? [] {
            guard let reference = id.string.flatMap({ objects[$0] }), reference["isa"]?.string == "XCLocalSwiftPackageReference",
                  let relative = reference["relativePath"]?.string else { continue }
            result.localPackages.append(Paths.absolute(relative, in: folder))
        }
        for object in objects.values where object["isa"]?.string == "PBXFileReference" && object["lastKnownFileType"]?.string == "wrapper" {
            if let name = object["path"]?.string?.split(separator: "/").last { result.wrapperNames.append(String(name)) }
        }
        let projectConfigurations = reader.configurations(of: project)
        let targetIDs = (project["targets"]?.array ?? []).compactMap(\.string)
        for id in targetIDs {
            guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { continue }
            var target = Target(name: object["name"]?.string ?? id)
            reader.files(of: object, id: id, into: &target)
            target.platforms = reader.platforms(of: object, projectConfigurations: projectConfigurations)
            result.targets.append(target)
        }
        return result.targets.isEmpty ? nil : result
    }

    /// One level of build settings: a configuration's `buildSettings` or an `.xcconfig`.
    struct Level {
        /// Each setting as written, with its condition (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`).
        var settings: [String: String] = [:]
        /// What the run calls where they come from.
        var source: String
    }

    /// A setting's values: the unconditional one and those under a condition, each nil when it
    /// cannot be known (another setting this reader does not have), and the level of the first.
    struct Values {
        var values: [String?] = []
        var source: String?
    }

    /// The levels of one configuration, most specific first, and how a setting is read through them.
    struct Chain {
        var levels: [Level]

        /// The unconditional value of `name` from `levels[start...]`, with `$(inherited)` and
        /// other settings expanded: `.some(nil)` when it cannot be known, nil when no level sets it.
        func plain(_ name: String, from start: Int = 0, depth: Int = 0) -> (value: String?, level: Int)? {
            guard start < levels.count, let level = levels[start...].firstIndex(where: { $0.settings[name] != nil }) else { return nil }
            return (expand(levels[level].settings[name]!, name: name, level: level, depth: depth), level)
        }

        /// `raw` with each `$(inherited)` replaced by the value of `name` below `level`, and each
        /// `$(OTHER)` or `${OTHER}` by that setting's value; nil when one of them cannot be known.
        func expand(_ raw: String, name: String, level: Int, depth: Int) -> String? {
            guard depth < 16 else { return nil }
            guard raw.contains("$") else { return raw }
            var result = ""
            var rest = raw[...]
            while let dollar = rest.firstIndex(of: "$") {
                result += rest[..<dollar]
                let after = rest.index(after: dollar)
                guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else { return nil }
                let close: Character = rest[after] == "(" ? ")" : "}"
                guard let end = rest[after...].firstIndex(of: close) else { return nil }
                let variable = String(rest[rest.index(after: after)..<end])
                if variable == "inherited" {
                    if let below = plain(name, from: level + 1, depth: depth + 1) {
                        guard let value = below.value else { return nil }
                        result += value
                    }
                } else {
                    // A setting of Xcode's own (`$(SRCROOT)`, `$(RECOMMENDED_…)`), one with
                    // an operator (`$(A:lower)`) or one no level sets: unknown.
                    guard let other = plain(variable, depth: depth + 1), let value = other.value else { return nil }
                    result += value
                }
                rest = rest[rest.index(after: end)...]
            }
            return result + rest
        }

        /// Every value of `name`: the unconditional one and those under a condition at that
        /// level or a more specific one (a condition may hold in some builds; all of them count).
        func values(_ name: String) -> Values {
            var found = Values()
            let plain = self.plain(name)
            if let plain {
                found.values.append(plain.value)
                found.source = levels[plain.level].source
            }
            for level in levels.indices where level <= (plain?.level ?? levels.count - 1) {
                for (key, raw) in levels[level].settings where key.hasPrefix(name + "[") {
                    found.values.append(expand(raw, name: name, level: level, depth: 0))
                    found.source = found.source ?? levels[level].source
                }
            }
            return found
        }
    }

    private struct Reader {
        let objects: [String: PropertyList]
        let folder: String
        let mainGroup: String?
        let readFile: (String) -> [UInt8]?
        /// The absolute prefix the run's display paths leave out, when known.
        let displayRoot: String?
        let displayPath: String
        /// The group holding each element of the group tree.
        var parents: [String: String] = [:]
        /// The synchronized folders of the project, by id, in a stable order.
        var synchronizedGroups: [(id: String, group: PropertyList)] = []
        var resolved: [String: String?] = [:]
        var baseConfigurations: [String: Level] = [:]

        init(objects: [String: PropertyList], folder: String, mainGroup: String?, readFile: @escaping (String) -> [UInt8]?,
             displayRoot: String?, displayPath: String) {
            self.objects = objects
            self.folder = folder
            self.mainGroup = mainGroup
            self.readFile = readFile
            self.displayRoot = displayRoot
            self.displayPath = displayPath
            for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
                for child in object["children"]?.array ?? [] {
                    if let child = child.string, parents[child] == nil { parents[child] = id }
                }
                if object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append((id, object)) }
            }
        }

        /// The absolute path of a file reference or group, nil when it is outside the tree.
        mutating func path(of id: String, depth: Int = 0) -> String? {
            if let known = resolved[id] { return known }
            guard depth < 100, let object = objects[id] else { return nil }
            let own = object["path"]?.string
            var result: String?
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<absolute>":
                result = own.map(Paths.normalize)
            case "SOURCE_ROOT", "SRCROOT":
                result = Paths.absolute(own ?? "", in: folder)
            case "<group>":
                let base: String?
                if id == mainGroup {
                    base = folder
                } else if let parent = parents[id] {
                    base = path(of: parent, depth: depth + 1)
                } else {
                    base = nil
                }
                result = base.map { Paths.absolute(own ?? "", in: $0) }
            default:
                result = nil
            }
            resolved[id] = result
            return result
        }

        /// The files a target compiles: its sources build phase and its synchronized folders.
        mutating func files(of target: PropertyList, id: String, into result: inout Target) {
            for phase in (target["buildPhases"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } })
            where phase["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFile in (phase["files"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } }) {
                    guard let reference = buildFile["fileRef"]?.string, let object = objects[reference] else { continue }
                    // A variant group (localized files) compiles its children.
                    let references = object["isa"]?.string == "PBXVariantGroup"
                        ? (object["children"]?.array ?? []).compactMap(\.string) : [reference]
                    for file in references {
                        guard let path = path(of: file), path.lowercased().hasSuffix(".swift") else { continue }
                        result.files.append(path)
                    }
                }
            }
            let listed = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
            for (groupID, group) in synchronizedGroups {
                // This target's exceptions for the folder.
                var exceptions: [String] = []
                for set in (group["exceptions"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } })
                where set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && set["target"]?.string == id {
                    exceptions += (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
                }
                guard listed.contains(groupID) || !exceptions.isEmpty, let folder = path(of: groupID) else { continue }
                let paths = exceptions.map { Paths.absolute($0, in: folder) }
                if listed.contains(groupID) {
                    result.folders.append(folder)
                    result.excluded += paths
                } else {
                    result.files += paths.filter { $0.lowercased().hasSuffix(".swift") }
                }
            }
        }

        /// Each configuration of an object's configuration list (a target's or the project's),
        /// by name: its own settings and those of its base configuration.
        mutating func configurations(of owner: PropertyList) -> [(name: String, levels: [Level])] {
            guard let list = owner["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else { return [] }
            var result: [(name: String, levels: [Level])] = []
            for configuration in (list["buildConfigurations"]?.array ?? []).compactMap({ $0.string.flatMap { objects[$0] } }) {
                var own = Level(source: displayPath)
                for (key, value) in configuration["buildSettings"]?.dictionary ?? [:] {
                    switch value {
                    case .string(let text): own.settings[key] = text
                    case .array(let items): own.settings[key] = items.compactMap(\.string).joined(separator: " ")
                    default: continue
                    }
                }
                var levels = [own]
                if let base = configuration["baseConfigurationReference"]?.string, let path = path(of: base) {
                    levels.append(baseConfiguration(at: path))
                }
                result.append((configuration["name"]?.string ?? "", levels))
            }
            return result
        }

        /// The settings of the `.xcconfig` at `path`, its `#include`s read in place; an empty
        /// level when it cannot be read.
        mutating func baseConfiguration(at path: String) -> Level {
            if let known = baseConfigurations[path] { return known }
            var level = Level(source: display(path))
            var seen: Set<String> = []
            XcodeProject.readConfigurationFile(at: path, projectFolder: folder, readFile: readFile, seen: &seen, into: &level.settings)
            baseConfigurations[path] = level
            return level
        }

        func display(_ path: String) -> String {
            guard let displayRoot else { return path }
            if displayRoot.isEmpty { return path }
            let root = displayRoot.hasSuffix("/") ? String(displayRoot.dropLast()) : displayRoot
            return Paths.relative(path, to: root.isEmpty ? "/" : root)
        }

        /// The platforms a target builds and the lowest minimum of each over its configurations.
        mutating func platforms(of target: PropertyList, projectConfigurations: [(name: String, levels: [Level])]) -> [Platform: Module.Minimum] {
            let configurations = configurations(of: target)
            // Per platform: the lowest version and its source, or unknown.
            var found: [Platform: (version: Version?, source: String)] = [:]
            func note(_ platform: Platform, _ version: Version?, _ source: String) {
                guard let known = found[platform] else {
                    found[platform] = (version, source)
                    return
                }
                guard let current = known.version else { return }
                guard let version else {
                    found[platform] = (nil, source)
                    return
                }
                if version < current { found[platform] = (version, source) }
            }
            let levelsList: [[Level]] = configurations.isEmpty
                ? projectConfigurations.map(\.levels)
                : configurations.map { configuration in
                    configuration.levels + (projectConfigurations.first { $0.name == configuration.name }?.levels ?? [])
                }
            if levelsList.isEmpty {
                for platform in XcodeProject.everyPlatform { note(platform, nil, displayPath) }
                return found.mapValues { Module.Minimum(version: $0.version, source: $0.source) }
            }
            for levels in levelsList {
                let chain = Chain(levels: levels)
                let built = XcodeProject.builtPlatforms(chain)
                for platform in built {
                    let (version, source) = XcodeProject.lowestVersion(of: platform, in: chain)
                    note(platform, version, source ?? displayPath)
                }
                // Mac Catalyst: from the macOS deployment target when one is set, following iOS otherwise.
                if built.contains(.iOS), XcodeProject.supportsCatalyst(chain) {
                    let (macOS, source) = XcodeProject.lowestVersion(of: .macOS, in: chain)
                    if let macOS {
                        note(.macCatalyst, ModuleMap.catalystVersion(ofMacOS: macOS), source ?? displayPath)
                    } else {
                        note(.macCatalyst, nil, displayPath)
                    }
                }
            }
            return found.mapValues { Module.Minimum(version: $0.version, source: $0.source) }
        }
    }

    /// The platforms one configuration builds: those its `SUPPORTED_PLATFORMS` and `SDKROOT`
    /// name; every platform when neither can be read (unset, `auto` alone, another setting).
    static func builtPlatforms(_ chain: Chain) -> Set<Platform> {
        var built: Set<Platform> = []
        var unknown = false
        for setting in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
            for value in chain.values(setting).values {
                guard let value else {
                    unknown = true
                    continue
                }
                for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                    var name = word.trimmingCharacters(in: ["\"", "'"]).lowercased()
                    // `…/iPhoneOS17.0.sdk` or `iphoneos17.0`: the SDK's name without its version.
                    if let last = name.split(separator: "/").last { name = String(last) }
                    if name.hasSuffix(".sdk") { name.removeLast(4) }
                    while let last = name.last, last.isNumber || last == "." { name.removeLast() }
                    if let platform = sdks[name] { built.insert(platform) }
                }
            }
        }
        return unknown || built.isEmpty ? Set(everyPlatform) : built
    }

    /// The lowest deployment target of `platform` in one configuration and the level it comes
    /// from; a nil version when none is set or one cannot be read.
    static func lowestVersion(of platform: Platform, in chain: Chain) -> (Version?, String?) {
        guard let setting = deploymentSettings.first(where: { $0.platform == platform })?.setting else { return (nil, nil) }
        let found = chain.values(setting)
        var lowest: Version?
        for value in found.values {
            guard let text = value?.trimmingCharacters(in: ["\"", "'", " "]), let version = Version(text) else { return (nil, found.source) }
            if lowest.map({ version < $0 }) ?? true { lowest = version }
        }
        return (lowest, found.source)
    }

    /// Whether one configuration builds Mac Catalyst: `SUPPORTS_MACCATALYST = YES` (or a value
    /// that cannot be read, the side that decides less).
    static func supportsCatalyst(_ chain: Chain) -> Bool {
        chain.values("SUPPORTS_MACCATALYST").values.contains { $0 == nil || $0!.trimmingCharacters(in: ["\"", " "]).uppercased() == "YES" }
    }

    /// Reads the `.xcconfig` at `path` into `settings`, a later assignment replacing an earlier
    /// one: `NAME = value`, `NAME[condition] = value`, `//` comments, and `#include "file"`
    /// (`#include?` when it may be missing) read in place, the file looked for beside the
    /// including one, then under the project's folder.
    static func readConfigurationFile(at path: String, projectFolder: String, readFile: (String) -> [UInt8]?,
                                      seen: inout Set<String>, into settings: inout [String: String]) {
        // `seen` holds the files being read: an `#include` cycle stops, a file included twice is read twice.
        guard seen.count < 64, !seen.contains(path), let bytes = readFile(path) else { return }
        seen.insert(path)
        defer { seen.remove(path) }
        let text = String(decoding: bytes, as: UTF8.self)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            var line = rawLine[...]
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop { $0 == " " || $0 == "\t" }
            while let last = line.last, last == " " || last == "\t" || last == ";" { line = line.dropLast() }
            if line.hasPrefix("#include") {
                let rest = line.dropFirst("#include".count).drop { $0 == "?" || $0 == " " || $0 == "\t" }
                guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { continue }
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                let candidates = name.hasPrefix("/") ? [name]
                    : [Paths.absolute(name, in: Paths.folder(of: path)), Paths.absolute(name, in: projectFolder)]
                for candidate in candidates where readFile(candidate) != nil {
                    readConfigurationFile(at: candidate, projectFolder: projectFolder, readFile: readFile, seen: &seen, into: &settings)
                    break
                }
                continue
            }
            // The `=` after the name and its conditions (`NAME[sdk=iphoneos*] = value`).
            var depth = 0
            guard let equals = line.firstIndex(where: { character in
                if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
                return character == "=" && depth == 0
            }) else { continue }
            let key = line[..<equals].filter { $0 != " " && $0 != "\t" }
            guard let first = key.first, first.isLetter || first == "_" else { continue }
            var value = line[line.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            settings[String(key)] = String(value)
        }
    }
}

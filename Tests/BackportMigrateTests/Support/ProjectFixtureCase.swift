import Foundation
import Testing
@testable import BackportMigrate

/// A multi-file fixture case: `Fixtures/cases/<group>/<case>/` with an `input/` tree, an
/// `expected/` tree (absent: nothing changes; a file of `input/` missing from it is deleted),
/// optional `args` (`--target SPEC`, `--only LIST`, `--skip LIST`, `--shims-from FOLDER`
/// relative to the case, `--trust-deprecated`) and optional `review` (`PATH:LINE: text` a line,
/// PATH relative to `input/`, `text` a part of the message).
struct ProjectFixtureCase: Sendable, CustomTestStringConvertible {
    let group: String
    let name: String
    let folder: URL

    var testDescription: String { "\(group)/\(name)" }

    /// What the `args` file asks for.
    struct Arguments {
        var targets: [String] = []
        var enabled = Set(MigrationName.allCases)
        var shimsFrom: [String] = []
        var trustDeprecated = false
    }

    func arguments() throws -> Arguments {
        var arguments = Arguments()
        let text = String(decoding: FixtureCase.read(folder.appendingPathComponent("args")) ?? [], as: UTF8.self)
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init).makeIterator()
        func names(_ list: String?) -> Set<MigrationName> {
            Set((list ?? "").split(separator: ",").compactMap { MigrationName(rawValue: String($0)) })
        }
        while let word = words.next() {
            switch word {
            case "--target", "-t": arguments.targets.append(words.next() ?? "")
            case "--only": arguments.enabled = names(words.next())
            case "--skip": arguments.enabled.subtract(names(words.next()))
            case "--shims-from": arguments.shimsFrom.append(words.next() ?? "")
            case "--trust-deprecated": arguments.trustDeprecated = true
            default: throw FixtureError.badArgs("\(testDescription): unknown word '\(word)' in args")
            }
        }
        if arguments.targets.isEmpty { arguments.targets = ["16"] }
        return arguments
    }

    /// The run the case's `args` describe, with `enabled` replaced when given.
    func run(enabled: Set<MigrationName>? = nil) throws -> ProjectMigration {
        let arguments = try arguments()
        var migration = ProjectMigration(targets: try DeploymentTargets.parse(arguments.targets), enabled: enabled ?? arguments.enabled,
                                         trustDeprecated: arguments.trustDeprecated)
        migration.published = publishedModules
        migration.targetMap = try targetMap(given: DeploymentTargets.parse(arguments.targets))
        return migration
    }

    /// The packages under `input/` that other projects may use, from its manifests, as the
    /// command line finds them.
    var publishedModules: PublishedModules {
        let root = folder.appendingPathComponent("input").standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let manifests = (enumerator?.allObjects as? [URL] ?? []).compactMap { url -> ManifestFile? in
            let path = url.standardizedFileURL.path
            let relative = String(path.dropFirst(root.path.count + 1))
            switch url.lastPathComponent {
            case "Package.swift": return ManifestFile(kind: .swiftPackage, displayPath: relative, path: path)
            case "project.pbxproj": return ManifestFile(kind: .xcodeProject, displayPath: relative, path: path)
            default: return nil
            }
        }
        return PublishedModules(manifests: manifests) { FixtureCase.read(URL(fileURLWithPath: $0.path)) }
    }

    /// The targets of each file by the modules of the manifests under `input/`, as the command
    /// line finds them; nil when there is none.
    func targetMap(given: DeploymentTargets) -> TargetMap? {
        let root = folder.appendingPathComponent("input").standardizedFileURL
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let manifests = (enumerator?.allObjects as? [URL] ?? []).compactMap { url -> ManifestFile? in
            let path = url.standardizedFileURL.path
            let relative = String(path.dropFirst(root.path.count + 1))
            let name = url.lastPathComponent
            if name == "Package.swift" { return ManifestFile(kind: .swiftPackage, displayPath: relative, path: path) }
            if name == "project.pbxproj" { return ManifestFile(kind: .xcodeProject, displayPath: relative, path: path) }
            if name.hasSuffix(".podspec") { return ManifestFile(kind: .podspec, displayPath: relative, path: path) }
            if name.hasSuffix(".xcconfig") { return ManifestFile(kind: .xcconfig, displayPath: relative, path: path) }
            return nil
        }.sorted { $0.path < $1.path }
        let (map, _) = ModuleMap.discover(manifests)
        return map.isEmpty ? nil : TargetMap(map: map, given: given, currentDirectory: root.path)
    }

    var input: [ProjectMigration.File] { Self.files(under: folder.appendingPathComponent("input")) }

    /// The expected tree by path; nil when the case expects no change.
    var expected: [String: [UInt8]]? {
        let root = folder.appendingPathComponent("expected")
        guard FileManager.default.fileExists(atPath: root.path) else { return nil }
        return Dictionary(uniqueKeysWithValues: Self.files(under: root).map { ($0.path, $0.bytes) })
    }

    func externals() throws -> [ProjectMigration.File] {
        try arguments().shimsFrom.flatMap { relative in
            Self.files(under: folder.appendingPathComponent(relative)).map {
                ProjectMigration.File(path: relative + "/" + $0.path, bytes: $0.bytes)
            }
        }
    }

    /// The `project.pbxproj` files under `input/`, which may list the run's files.
    var xcodeProjects: [[UInt8]] {
        let root = folder.appendingPathComponent("input")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let urls = (enumerator?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent == "project.pbxproj" }
        return urls.sorted { $0.path < $1.path }.compactMap { FixtureCase.read($0) }
    }

    var expectedReviews: [(path: String, line: Int, text: String)] {
        let text = String(decoding: FixtureCase.read(folder.appendingPathComponent("review")) ?? [], as: UTF8.self)
        return text.split(separator: "\n").compactMap { entry in
            let parts = entry.split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let line = Int(parts[1]) else { return nil }
            return (String(parts[0]), line, parts[2].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The `.swift` files under `root`, paths relative to it, sorted.
    static func files(under root: URL) -> [ProjectMigration.File] {
        swiftFiles(under: root).map { url in
            let path = String(url.path.dropFirst(root.standardizedFileURL.path.count + 1))
            return ProjectMigration.File(path: path, bytes: FixtureCase.read(url) ?? [])
        }
    }

    /// The cases that expect a change: they have an `expected/` folder.
    static var withExpectedFolder: [ProjectFixtureCase] {
        all.filter { FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent("expected").path) }
    }

    /// Every case with an `input/` folder under `Fixtures/cases`.
    static let all: [ProjectFixtureCase] = {
        let root = packageRoot.appendingPathComponent("Fixtures/cases")
        let manager = FileManager.default
        var cases: [ProjectFixtureCase] = []
        for group in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
            let groupURL = root.appendingPathComponent(group)
            for name in (try? manager.contentsOfDirectory(atPath: groupURL.path)) ?? [] {
                let folder = groupURL.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: folder.appendingPathComponent("input").path, isDirectory: &isDirectory), isDirectory.boolValue {
                    cases.append(ProjectFixtureCase(group: group, name: name, folder: folder))
                }
            }
        }
        return cases.sorted { ($0.group, $0.name) < ($1.group, $1.name) }
    }()
}

/// The files after a run: changed ones replaced, deleted ones gone.
func applying(_ results: [FileResult], to files: [ProjectMigration.File]) -> [ProjectMigration.File] {
    zip(files, results).compactMap { file, result in
        if result.status == .deleted { return nil }
        return ProjectMigration.File(path: file.path, bytes: result.output ?? file.bytes)
    }
}

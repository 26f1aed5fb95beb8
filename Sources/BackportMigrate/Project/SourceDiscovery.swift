import Foundation

/// A Swift file taken into the run.
public struct DiscoveredFile: Sendable, Hashable {
    /// The path shown in messages and diffs: relative to the current directory when inside it.
    public let displayPath: String
    /// The absolute path to read and write. For a link given explicitly it is the link's target,
    /// so that writing replaces the file and leaves the link in place.
    public let path: String
}

/// A project file that may state deployment targets.
public struct ManifestFile: Sendable, Hashable {
    /// Which format the file is in, and so how its targets are read.
    public enum Kind: Sendable, Hashable {
        case swiftPackage, xcodeProject, xcconfig, podspec
    }

    public let kind: Kind
    public let displayPath: String
    public let path: String
}

/// What a walk over the given paths found.
public struct Discovery: Sendable {
    /// The Swift files, sorted by display path, each once however often it was reached.
    public var files: [DiscoveredFile] = []
    /// The manifests, sorted by display path.
    public var manifests: [ManifestFile] = []
    /// Things left out on purpose, worth a line in `--verbose` output.
    public var notes: [String] = []
    /// Folders that could not be read, with the reason: they count as failures of the run.
    public var failures: [(path: String, message: String)] = []
}

/// A path given on the command line that is not there, or is a symbolic link that leads
/// nowhere (`reason` then says why: a dangling link, a loop).
public struct MissingPathError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public var reason: String? = nil

    public var description: String {
        reason.map { "\(path): a symbolic link that cannot be followed: \($0)" } ?? "\(path): no such file or folder"
    }
}

/// Finds the Swift files (and manifests) under the paths of a run.
///
/// Symbolic links inside the walked folders are never followed: one pointing into the tree
/// reaches a file the walk reaches anyway, and one pointing out of it must not be touched.
/// A path given explicitly is followed, since the user named it.
public struct SourceDiscovery: Sendable {
    /// Folder names never entered, whatever the options.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    public let currentDirectory: String
    public let excludes: [Glob]

    public init(currentDirectory: String, excludes: [Glob] = []) {
        self.currentDirectory = Paths.normalize(currentDirectory)
        self.excludes = excludes
    }

    /// The kind of manifest a folder entry named `name` is, if any: `Package.swift`, `*.xcconfig`,
    /// `*.podspec`, or a `*.xcodeproj` folder (whose `project.pbxproj` is the manifest).
    static func manifestKind(of name: String) -> ManifestFile.Kind? {
        if name == "Package.swift" { return .swiftPackage }
        if name.hasSuffix(".xcodeproj") { return .xcodeProject }
        if name.hasSuffix(".xcconfig") { return .xcconfig }
        if name.hasSuffix(".podspec") { return .podspec }
        return nil
    }

    /// Walks `paths` (files or folders). Fails before walking anything when a path is missing,
    /// so that a typo never leads to a partial run.
    public func discover(_ paths: [String], collectSources: Bool = true) throws(MissingPathError) -> Discovery {
        let roots = paths.map { Paths.absolute($0, in: currentDirectory) }
        for (typed, root) in zip(paths, roots) where FileSystem.kind(of: root, followingLinks: true) == nil {
            if FileSystem.kind(of: root) == .symbolicLink {
                var info = stat()
                throw MissingPathError(path: typed, reason: stat(root, &info) == 0 ? nil : String(cString: strerror(errno)))
            }
            throw MissingPathError(path: typed)
        }
        var discovery = Discovery()
        var seen: Set<String> = []
        for root in roots {
            walk(root, collectSources: collectSources, into: &discovery, seen: &seen)
        }
        discovery.files.sort { $0.displayPath < $1.displayPath }
        discovery.manifests.sort { $0.displayPath < $1.displayPath }
        return discovery
    }

    private func walk(_ root: String, collectSources: Bool, into discovery: inout Discovery, seen: inout Set<String>) {
        let rootDisplay = Paths.relative(root, to: currentDirectory)
        if FileSystem.kind(of: root, followingLinks: true) != .directory {
            guard collectSources else { return }
            guard root.hasSuffix(".swift") else {
                discovery.notes.append("\(rootDisplay): skipped, not a .swift file")
                return
            }
            let target = FileSystem.realPath(root) ?? root
            if seen.insert(target).inserted {
                discovery.files.append(DiscoveredFile(displayPath: rootDisplay, path: target))
            }
            return
        }
        let rootKey = FileSystem.realPath(root) ?? root
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root + "/" + relative
            let entries: [(name: String, kind: FileSystem.Kind?)]
            do {
                entries = try FileSystem.entriesWithKinds(of: directory)
            } catch {
                discovery.failures.append((Paths.relative(directory, to: currentDirectory), "cannot read folder: \(error.reason)"))
                continue
            }
            for (name, recorded) in entries where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                if excludes.contains(where: { $0.matches(path) || $0.matches(name) }) { continue }
                let absolute = root + "/" + path
                let display = Paths.relative(absolute, to: currentDirectory)
                let kind = recorded ?? FileSystem.kind(of: absolute)
                if kind == .directory, Self.skippedFolders.contains(name) { continue }
                // A manifest is taken whatever it turns out to be (a link, even a dangling one, a
                // project folder without its project.pbxproj): reading it says what is wrong, and
                // a manifest that cannot be read is never skipped silently.
                if kind != nil, let manifest = Self.manifestKind(of: name) {
                    let isProject = manifest == .xcodeProject
                    discovery.manifests.append(ManifestFile(kind: manifest, displayPath: isProject ? display + "/project.pbxproj" : display,
                                                            path: isProject ? absolute + "/project.pbxproj" : absolute))
                    if isProject { continue }
                }
                switch kind {
                case .directory:
                    pending.append(path)
                case .file:
                    if collectSources, name.hasSuffix(".swift"), seen.insert(rootKey + "/" + path).inserted {
                        discovery.files.append(DiscoveredFile(displayPath: display, path: absolute))
                    }
                case .symbolicLink:
                    if collectSources, Self.manifestKind(of: name) == nil { discovery.notes.append("\(display): skipped, symbolic links are not followed") }
                case .other, nil:
                    continue
                }
            }
        }
    }
}

/// Lexical path arithmetic: no file-system access, so links are resolved only where meant to be.
enum Paths {
    /// `path` made absolute against `directory`, with `.`, `..` and doubled slashes removed.
    static func absolute(_ path: String, in directory: String) -> String {
        normalize(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// Removes `.`, `..` and empty components from an absolute path.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `directory` when inside it, `path` itself otherwise.
    static func relative(_ path: String, to directory: String) -> String {
        if path == directory { return "." }
        let prefix = directory == "/" ? "/" : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

import Foundation

/// A Swift file taken into the run.
///
/// The run's list of files is a `FileList`, which makes these values when asked for. Only the
/// display path is stored: the absolute path is made from it when the file is read or written,
/// with a prefix shared by every file of the same walk.
public struct DiscoveredFile: Sendable, Hashable {
    /// The path shown in messages and diffs: relative to the current directory when inside it.
    public let displayPath: String
    /// What goes before the display path, past its first `dropped` bytes, to make the absolute path.
    let base: String
    let dropped: Int

    /// The absolute path to read and write. For a link given explicitly it is the link's target,
    /// so that writing replaces the file and leaves the link in place.
    public var path: String {
        dropped == 0 ? base + displayPath : base + String(decoding: displayPath.utf8.dropFirst(dropped), as: UTF8.self)
    }

    public init(displayPath: String, path: String) {
        self.init(displayPath: displayPath, base: path, dropped: displayPath.utf8.count)
    }

    /// A file whose absolute path is `base` followed by its display path past `dropped` bytes
    /// (which must end on a `/` or be the whole display path).
    init(displayPath: String, base: String, dropped: Int) {
        self.displayPath = displayPath
        self.base = base
        self.dropped = dropped
    }

    public static func == (left: DiscoveredFile, right: DiscoveredFile) -> Bool {
        left.displayPath == right.displayPath && left.path == right.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(displayPath)
        hasher.combine(path)
    }
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
    public var files = FileList()
    /// The manifests, sorted by display path.
    public var manifests: [ManifestFile] = []
    /// Things left out on purpose, worth a line in `--verbose` output.
    public var notes: [String] = []
    /// Xcode project folders with no `project.pbxproj` in them (one XcodeGen or Tuist makes,
    /// not committed): they state no target and list no file.
    public var projectsWithoutFile: [String] = []
    /// The manifests of project generators (Tuist's `Project.swift`, XcodeGen's `project.yml`),
    /// display path and path: the tool reads and raises none of the targets they state.
    public var generatorManifests: [(displayPath: String, path: String)] = []
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
    /// How many folders are read at once.
    public let jobs: Int

    public init(currentDirectory: String, excludes: [Glob] = [], jobs: Int = 1) {
        self.currentDirectory = Paths.normalize(currentDirectory)
        self.excludes = excludes
        self.jobs = max(1, jobs)
    }

    /// The skipped folders' names, as bytes.
    static let skippedFolderNames = skippedFolders.map { Array($0.utf8) }
    static let swiftExtension = Array(".swift".utf8)
    private static let packageManifest = Array("Package.swift".utf8)
    private static let manifestExtensions: [(suffix: [UInt8], kind: ManifestFile.Kind)] = [
        (Array(".xcodeproj".utf8), .xcodeProject), (Array(".xcconfig".utf8), .xcconfig), (Array(".podspec".utf8), .podspec),
    ]

    /// The kind of manifest a folder entry whose name is the UTF-8 of `name` is, if any:
    /// `Package.swift`, `*.xcconfig`, `*.podspec`, or a `*.xcodeproj` folder (whose
    /// `project.pbxproj` is the manifest). The endings are ASCII that no character before them
    /// combines with, so comparing bytes decides as comparing characters does.
    /// The manifests in the folders above each of `paths` up to the root of the repository
    /// that holds it (the nearest folder with a `.git`), not in those folders' subfolders: the
    /// package or project a subfolder's files belong to. Nothing when no repository holds a path.
    public func manifestsAbove(_ paths: [String]) -> [ManifestFile] {
        var found: [ManifestFile] = []
        var seen: Set<String> = []
        for path in paths where path != "-" {
            let absolute = Paths.absolute(path, in: currentDirectory)
            var folders: [String] = []
            var folder = FileSystem.kind(of: absolute, followingLinks: true) == .directory ? absolute : Paths.folder(of: absolute)
            var inRepository = false
            while true {
                folders.append(folder)
                if FileSystem.kind(of: folder + "/.git") != nil { inRepository = true; break }
                guard folder != "/" else { break }
                folder = Paths.folder(of: folder)
            }
            // The path's own folder was walked already (its manifests are the discovery's).
            guard inRepository else { continue }
            for folder in folders.dropFirst() where seen.insert(folder).inserted {
                guard let names = try? FileSystem.entries(of: folder) else { continue }
                for name in names.sorted() {
                    let kind = Array(name.utf8).withUnsafeBufferPointer { Self.manifestKind(of: $0) }
                    guard let kind, !name.hasPrefix(".") else { continue }
                    let manifest = folder == "/" ? "/" + name : folder + "/" + name
                    let file = kind == .xcodeProject ? manifest + "/project.pbxproj" : manifest
                    guard FileSystem.kind(of: file, followingLinks: true) == .file else { continue }
                    found.append(ManifestFile(kind: kind, displayPath: Paths.relative(file, to: currentDirectory), path: file))
                }
            }
        }
        return found
    }

    static func manifestKind(of name: UnsafeBufferPointer<UInt8>) -> ManifestFile.Kind? {
        if name.elementsEqual(packageManifest) || isVersionSpecificPackageManifest(name) { return .swiftPackage }
        return manifestExtensions.first { ByteSearch.hasSuffix(name, $0.suffix) }?.kind
    }

    private static let versionSpecificPrefix = Array("Package@swift-".utf8)

    /// Tuist's and XcodeGen's project manifests, which state deployment targets too.
    static let generatorManifestNames = ["Project.swift", "project.yml", "project.yaml"].map { Array($0.utf8) }

    /// Whether a name is that of a version-specific package manifest, `Package@swift-6.swift`,
    /// `Package@swift-5.9.swift`, `Package@swift-5.10.1.swift`: the one SwiftPM reads instead of
    /// `Package.swift` with a matching toolchain.
    static func isVersionSpecificPackageManifest(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard name.count > versionSpecificPrefix.count + swiftExtension.count, name.starts(with: versionSpecificPrefix),
              ByteSearch.hasSuffix(name, swiftExtension) else { return false }
        let version = name[versionSpecificPrefix.count..<(name.count - swiftExtension.count)]
        guard let first = version.first, let last = version.last, UInt8(ascii: "0")...UInt8(ascii: "9") ~= first,
              UInt8(ascii: "0")...UInt8(ascii: "9") ~= last else { return false }
        return version.allSatisfy { UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || $0 == UInt8(ascii: ".") }
            && !zip(version, version.dropFirst()).contains { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }
    }

    /// Walks `paths` (files or folders). Fails before walking anything when a path is missing,
    /// so that a typo never leads to a partial run.
    public func discover(_ paths: [String], collectSources: Bool = true) throws(MissingPathError) -> Discovery {
        // Spelled as on disk, so that every path the run prints and matches is the folder's own.
        let roots = paths.map { PathNames.onDisk(Paths.absolute($0, in: currentDirectory)) }
        for (typed, root) in zip(paths, roots) where FileSystem.kind(of: root, followingLinks: true) == nil {
            if FileSystem.kind(of: root) == .symbolicLink {
                throw MissingPathError(path: typed, reason: FileSystem.lookFailure(root))
            }
            throw MissingPathError(path: typed)
        }
        var discovery = Discovery()
        // A file reached from two of the paths is taken once, as the first reached it (by its
        // real path: `Alias.swift` linking to `Sources/A.swift` is that file). One folder's walk
        // never reaches a file twice, since it follows no link.
        var seen: Set<String> = []
        for root in roots {
            var found = walk(root, collectSources: collectSources)
            if roots.count > 1 {
                // A folder's files are under its real path as under its path.
                let rootKey = FileSystem.kind(of: root, followingLinks: true) == .directory ? FileSystem.realPath(root) ?? root : nil
                found.files = found.files.filter { file in
                    let path = file.path
                    return seen.insert(rootKey.map { $0 + String(decoding: path.utf8.dropFirst(root.utf8.count), as: UTF8.self) } ?? path).inserted
                }
            }
            discovery.files = discovery.files.isEmpty ? found.files : discovery.files + found.files
            discovery.manifests += found.manifests
            discovery.notes += found.notes
            discovery.projectsWithoutFile += found.projectsWithoutFile
            discovery.generatorManifests += found.generatorManifests
            discovery.failures += found.failures
        }
        // One walk gives its files sorted already.
        if roots.count > 1 { discovery.files = discovery.files.sortedByDisplayPath() }
        discovery.manifests.sort { $0.displayPath < $1.displayPath }
        return discovery
    }

    /// What the walk of one path found: its Swift files sorted by display path.
    private struct Found: Sendable {
        var files = FileList()
        var manifests: [ManifestFile] = []
        var notes: [String] = []
        var projectsWithoutFile: [String] = []
        var generatorManifests: [(displayPath: String, path: String)] = []
        var failures: [(path: String, message: String)] = []
    }

    /// What one thread of a walk found: the files in the order it read them, and for each folder
    /// it read, where that folder's files and subfolders go in the order of their paths.
    private struct Part: Sendable {
        var found = Found()
        var listings: [Listing] = []
    }

    /// One folder read: its Swift files (runs of positions in its part's file list) and its
    /// subfolders, in the order `String` gives their paths.
    private struct Listing: Sendable {
        enum Item: Sendable {
            case files(Range<Int>)
            case folder(String)
        }

        /// The folder's path relative to the walk's root.
        var relative: String
        var items: [Item]
    }

    private func walk(_ root: String, collectSources: Bool) -> Found {
        var found = Found()
        if FileSystem.kind(of: root, followingLinks: true) != .directory {
            guard collectSources else { return found }
            let rootDisplay = Paths.relative(root, to: currentDirectory)
            guard root.hasSuffix(".swift") else {
                found.notes.append("\(rootDisplay): skipped, not a .swift file")
                return found
            }
            found.files.append(DiscoveredFile(displayPath: rootDisplay, path: FileSystem.realPath(root) ?? root))
            return found
        }
        let folder = FolderWalk(discovery: self, root: root, collectSources: collectSources)
        let parts: [Part]
        if jobs > 1 {
            // Folders are handed out one at a time to `jobs` threads; each keeps what it finds.
            let queue = FolderQueue(first: "")
            parts = onEachWorker(jobs) { _ -> Part in
                var mine = Part()
                while let relative = queue.next() { queue.finish(adding: folder.visit(relative, into: &mine)) }
                return mine
            }
        } else {
            var mine = Part()
            var pending: [String] = [""]
            while let relative = pending.popLast() { pending += folder.visit(relative, into: &mine) }
            parts = [mine]
        }
        found.files = Self.inPathOrder(parts)
        // Display paths made relative to a current folder inside the root do not follow the
        // folders' order.
        if folder.origin == nil { found.files = found.files.sortedByDisplayPath() }
        for part in parts {
            found.manifests += part.found.manifests
            found.notes += part.found.notes
            found.projectsWithoutFile += part.found.projectsWithoutFile
            found.generatorManifests += part.found.generatorManifests
            found.failures += part.found.failures
        }
        // In the same order whatever thread found them.
        found.notes.sort()
        found.projectsWithoutFile.sort()
        found.generatorManifests.sort { $0.displayPath < $1.displayPath }
        found.failures.sort { $0.path < $1.path }
        return found
    }

    /// The files of a walk's parts in the order of their display paths: depth first from the
    /// root's listing, each folder's files and subfolders as its listing orders them. Each
    /// folder's names were sorted on their own, so no sort of the whole list is needed.
    private static func inPathOrder(_ parts: [Part]) -> FileList {
        var listings: [String: (part: Int, listing: Int)] = [:]
        for (part, found) in parts.enumerated() {
            for (listing, read) in found.listings.enumerated() { listings[read.relative] = (part, listing) }
        }
        var runs: [(part: Int, positions: Range<Int>)] = []
        // Without recursion: a deep tree must not exhaust the stack.
        var stack: [(part: Int, listing: Int, next: Int)] = []
        if let root = listings[""] { stack.append((root.part, root.listing, 0)) }
        while let top = stack.last {
            let items = parts[top.part].listings[top.listing].items
            guard top.next < items.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            switch items[top.next] {
            case .files(let positions):
                runs.append((top.part, positions))
            case .folder(let relative):
                // A folder that could not be read has no listing (its failure is reported).
                if let child = listings[relative] { stack.append((child.part, child.listing, 0)) }
            }
        }
        return FileList.gathered(parts.map(\.found.files), runs: runs)
    }

    /// The positions of `keys` (a folder's names, a subfolder's with a slash after it) in the
    /// order `String` gives them, which is the order of the paths they start.
    private static func pathOrder(of keys: [UnsafeBufferPointer<UInt8>]) -> [Int] {
        var order = Array(keys.indices)
        guard keys.allSatisfy({ $0.allSatisfy { $0 < 0x80 } }) else {
            order.sort { FileList.asciiPrecedes(keys[$0], keys[$1]) ?? (String(decoding: keys[$0], as: UTF8.self) < String(decoding: keys[$1], as: UTF8.self)) }
            return order
        }
        // ASCII names order as their bytes do: the first eight of each, in one word (most names
        // differ there), decide, or the rest.
        let heads = keys.map { key in key.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) } << (8 * UInt64(8 - Swift.min(8, key.count))) }
        order.sort { left, right in
            if heads[left] != heads[right] { return heads[left] < heads[right] }
            let (first, second) = (keys[left], keys[right])
            let shared = Swift.min(first.count, second.count)
            if shared > 8 {
                let compared = SystemCalls.compareBytes(first.baseAddress! + 8, second.baseAddress! + 8, count: shared - 8)
                if compared != 0 { return compared < 0 }
            }
            return first.count < second.count
        }
        return order
    }

    /// One folder path being walked: what it takes from each entry of a folder.
    private struct FolderWalk: Sendable {
        let discovery: SourceDiscovery
        let root: String
        let collectSources: Bool
        /// What goes before an entry's path (relative to `root`) to make its display path, when
        /// one prefix serves every entry: `root` is the current folder or inside it, or outside
        /// it altogether. Nil when the current folder is inside `root`.
        let displayPrefix: String?
        /// What completes the path of each file found below `root` (relative to it) into its
        /// display path (`displayPrefix`) and its absolute path (`root` and a slash), when
        /// `displayPrefix` is one.
        let origin: FileList.Origin?
        /// Whether `--exclude` globs match ignoring case: the file system of `root` does.
        let excludesIgnoreCase: Bool

        init(discovery: SourceDiscovery, root: String, collectSources: Bool) {
            self.discovery = discovery
            self.root = root
            self.collectSources = collectSources
            excludesIgnoreCase = !discovery.excludes.isEmpty && PathNames.ignoresCase(at: root)
            let current = discovery.currentDirectory
            let prefix = current == "/" ? "/" : current + "/"
            let rootSlash = root + "/"
            if rootSlash.hasPrefix(prefix) {
                displayPrefix = String(rootSlash.dropFirst(prefix.count))
            } else if prefix.hasPrefix(rootSlash) {
                displayPrefix = nil
            } else {
                displayPrefix = rootSlash
            }
            origin = displayPrefix.map { FileList.Origin(prefix: $0, base: rootSlash, tailDropped: 0) }
        }

        /// Reads the folder at `relative` (to `root`), adds what it holds to `part`, and returns
        /// the folders in it to walk.
        func visit(_ relative: String, into part: inout Part) -> [String] {
            let directory = relative.isEmpty ? root : root + "/" + relative
            // The Swift files and the folders to walk: their names one after the other in
            // `names`, a folder's with a slash after it (the paths of its files go on with one),
            // so that each orders among the others as its path does: `A.swift` before
            // `A/B.swift`. No string is made for a file's name.
            var names: [UInt8] = []
            var taken: [(start: Int, length: Int, isFolder: Bool)] = []
            func take(_ name: UnsafeBufferPointer<UInt8>, _ recorded: FileSystem.Kind?) {
                if name.first == UInt8(ascii: ".") { return }
                // The strings are made only for the entries that need them.
                var text: String { String(decoding: name, as: UTF8.self) }
                var path: String { relative.isEmpty ? text : relative + "/" + text }
                if !discovery.excludes.isEmpty, discovery.excludes.contains(where: {
                    $0.matches(path, ignoringCase: excludesIgnoreCase) || $0.matches(text, ignoringCase: excludesIgnoreCase)
                }) { return }
                var absolute: String { root + "/" + path }
                var display: String { displayPrefix.map { $0.isEmpty ? path : $0 + path } ?? Paths.relative(absolute, to: discovery.currentDirectory) }
                let kind = recorded ?? FileSystem.kind(of: absolute)
                if kind == .directory, SourceDiscovery.skippedFolderNames.contains(where: { $0.elementsEqual(name) }) { return }
                // A manifest is taken whatever it turns out to be (a link, even a dangling one, a
                // project.pbxproj that is a folder): reading it says what is wrong, and a manifest
                // that cannot be read is never skipped silently. A project folder with nothing
                // named project.pbxproj in it has no project to read: XcodeGen and Tuist make it,
                // and a repository commits only its schemes.
                let manifest = SourceDiscovery.manifestKind(of: name)
                if kind != nil, let manifest {
                    let isProject = manifest == .xcodeProject
                    if isProject, kind == .directory, FileSystem.isAbsent(absolute + "/project.pbxproj") {
                        part.found.projectsWithoutFile.append(display)
                        part.found.notes.append("\(display): no project.pbxproj in it (made by XcodeGen or Tuist?): it states no target and lists no file")
                        return
                    }
                    part.found.manifests.append(ManifestFile(kind: manifest, displayPath: isProject ? display + "/project.pbxproj" : display,
                                                             path: isProject ? absolute + "/project.pbxproj" : absolute))
                    if isProject { return }
                }
                if kind == .file, SourceDiscovery.generatorManifestNames.contains(where: { $0.elementsEqual(name) }) {
                    part.found.generatorManifests.append((display, absolute))
                }
                switch kind {
                case .directory:
                    taken.append((names.count, name.count, true))
                    names.append(contentsOf: name)
                    names.append(UInt8(ascii: "/"))
                case .file:
                    if collectSources, ByteSearch.hasSuffix(name, SourceDiscovery.swiftExtension) {
                        taken.append((names.count, name.count, false))
                        names.append(contentsOf: name)
                    }
                case .symbolicLink:
                    if collectSources, manifest == nil {
                        part.found.notes.append("\(display): skipped, symbolic links are not followed")
                    }
                case .other, nil:
                    return
                }
            }
            do {
                try FileSystem.forEachEntry(of: directory) { name, kind in
                    // A name that is not UTF-8 is taken as a string makes it (repaired), as
                    // every path of the run is.
                    if name.allSatisfy({ $0 < 0x80 }) {
                        take(name, kind)
                    } else {
                        var text = String(decoding: name, as: UTF8.self)
                        text.withUTF8 { take($0, kind) }
                    }
                }
            } catch {
                part.found.failures.append((Paths.relative(directory, to: discovery.currentDirectory), "cannot read folder: \(error.reason)"))
                return []
            }
            var folders: [String] = []
            var items: [Listing.Item] = []
            names.withUnsafeBufferPointer { names in
                let keys = taken.map { UnsafeBufferPointer(rebasing: names[$0.start..<($0.start + $0.length + ($0.isFolder ? 1 : 0))]) }
                taken = SourceDiscovery.pathOrder(of: keys).map { taken[$0] }
                var runStart = part.found.files.count
                for entry in taken {
                    let name = UnsafeBufferPointer(rebasing: names[entry.start..<(entry.start + entry.length)])
                    if entry.isFolder {
                        if runStart < part.found.files.count { items.append(.files(runStart..<part.found.files.count)) }
                        let text = String(decoding: name, as: UTF8.self)
                        let path = relative.isEmpty ? text : relative + "/" + text
                        items.append(.folder(path))
                        folders.append(path)
                        runStart = part.found.files.count
                    } else if let origin {
                        // With a display prefix, the display and absolute paths are that prefix
                        // and the root's path followed by the entry's: the list takes the entry's
                        // path as bytes.
                        part.found.files.append(folder: relative, name: name, origin: origin)
                    } else {
                        let text = String(decoding: name, as: UTF8.self)
                        let absolute = root + "/" + (relative.isEmpty ? text : relative + "/" + text)
                        part.found.files.append(DiscoveredFile(displayPath: Paths.relative(absolute, to: discovery.currentDirectory), path: absolute))
                    }
                }
                if runStart < part.found.files.count { items.append(.files(runStart..<part.found.files.count)) }
            }
            part.listings.append(Listing(relative: relative, items: items))
            return folders
        }
    }
}

/// The folders of a walk not read yet, handed to threads one at a time. A thread asking for one
/// while the others may still find more waits; when none is left and none is being read, the
/// walk is over.
private final class FolderQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [String]
    private var reading = 0

    init(first: String) {
        pending = [first]
    }

    /// The next folder to read, or nil when the walk is over.
    func next() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && reading > 0 { condition.wait() }
        guard let folder = pending.popLast() else {
            condition.broadcast()
            return nil
        }
        reading += 1
        return folder
    }

    /// One folder read, with the folders found in it.
    func finish(adding folders: [String]) {
        condition.lock()
        pending += folders
        reading -= 1
        condition.broadcast()
        condition.unlock()
    }
}

/// Lexical path arithmetic: no file-system access, so links are resolved only where meant to be.
enum Paths {
    /// The folder of an absolute path (`/` for a path at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether the absolute `path` is `folder` or lies under it.
    static func isWithin(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

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

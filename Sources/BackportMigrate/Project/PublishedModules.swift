/// The Swift packages of a run whose library other projects may use: a package whose
/// `Package.swift` declares a `.library` product and that no manifest outside its own folder
/// reaches by path (`.package(path: "../Kit")`, an Xcode project's local package). Their public
/// declarations may have callers outside the run, so a run never deletes them; a package that
/// the run's own app or other packages reach is the project's, and its public declarations are
/// judged like any other. A demo or development project inside the package's folder is one
/// client among others: it does not make the package the project's.
public struct PublishedModules: Sendable {
    /// Display folders of the run's packages ("" for the current folder's) and whether each is
    /// published. A file belongs to the package of the nearest folder above it.
    private var packages: [String: Bool] = [:]

    public init() {}

    /// The packages among `manifests` (only `Package.swift` files and Xcode projects are read),
    /// with `read` giving the bytes of one (nil when it cannot be read: a package whose manifest
    /// cannot be read counts as published, the safe side).
    public init(manifests: [ManifestFile], read: (ManifestFile) -> [UInt8]?) {
        // Each package folder reached, with the folder of the manifest that reaches it.
        var reached: [(folder: String, from: String)] = []
        var wrappers: [(projectFolder: String, name: String)] = []
        var libraries: [(absolute: String, display: String, isLibrary: Bool)] = []
        for manifest in manifests where manifest.kind == .swiftPackage || manifest.kind == .xcodeProject {
            let text = read(manifest).map { String(decoding: $0, as: UTF8.self) }
            switch manifest.kind {
            case .swiftPackage:
                let folder = Self.folder(of: manifest.path)
                libraries.append((folder, Self.folder(of: manifest.displayPath), text.map { $0.contains(".library(") } ?? true))
                for path in Self.packagePaths(in: text ?? "") { reached.append((Self.resolve(path, from: folder), folder)) }
            case .xcodeProject:
                // `App.xcodeproj/project.pbxproj`: paths are relative to the folder holding `App.xcodeproj`.
                let projectFolder = Self.folder(of: Self.folder(of: manifest.path))
                for line in (text ?? "").split(separator: "\n") {
                    if let path = Self.value(of: "relativePath", in: line) {
                        reached.append((Self.resolve(path, from: projectFolder), projectFolder))
                    } else if line.contains("lastKnownFileType = wrapper;"), let path = Self.value(of: "path", in: line),
                              let name = path.split(separator: "/").last {
                        // A package added to a project before Xcode 15: a group-relative folder
                        // reference, matched by its name under the project's folder.
                        wrappers.append((projectFolder, String(name)))
                    }
                }
            case .xcconfig, .podspec:
                continue
            }
        }
        for package in libraries {
            let name = package.absolute.split(separator: "/").last.map(String.init) ?? ""
            let byPath = reached.contains { $0.folder == package.absolute && !Self.isWithin($0.from, package.absolute) }
            let byWrapper = wrappers.contains {
                name == $0.name && Self.isWithin(package.absolute, $0.projectFolder) && !Self.isWithin($0.projectFolder, package.absolute)
            }
            // A folder with version-specific manifests (`Package@swift-6.0.swift`) is published
            // when any of them makes it so: the safe side.
            packages[package.display] = (packages[package.display] ?? false) || package.isLibrary && !byPath && !byWrapper
        }
    }

    /// Whether the folder `inner` is `outer` or inside it (absolute paths).
    private static func isWithin(_ inner: String, _ outer: String) -> Bool {
        inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }

    /// Whether the file at `displayPath` belongs to a published package.
    public func publishes(_ displayPath: String) -> Bool {
        guard !packages.isEmpty else { return false }
        var folder = Self.folder(of: displayPath)
        while true {
            if let published = packages[folder] { return published }
            if folder.isEmpty || folder == "/" { return false }
            folder = Self.folder(of: folder)
        }
    }

    /// The folder part of a path: "" for a bare name, "/" for a file at the root.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func resolve(_ path: String, from folder: String) -> String {
        Paths.normalize(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// The `path:` string of each `.package(…)` dependency of a manifest.
    static func packagePaths(in text: String) -> [String] {
        var paths: [String] = []
        var rest = text[...]
        while let open = rest.range(of: ".package(") {
            let call = rest[open.upperBound...].prefix { $0 != ")" }
            if let label = call.range(of: "path:") {
                let afterLabel = call[label.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                if afterLabel.first == "\"" {
                    let value = afterLabel.dropFirst().prefix { $0 != "\"" }
                    paths.append(String(value))
                }
            }
            rest = rest[open.upperBound...]
        }
        return paths
    }

    /// The value of `key = value;` in a line of an Xcode project, unquoted.
    static func value(of key: String, in line: Substring) -> String? {
        // A byte search: project files run to tens of thousands of lines, each asked for several keys.
        let pattern = Array((key + " = ").utf8)
        guard let offset = line.utf8.withContiguousStorageIfAvailable({ ByteSearch.firstOffset(of: pattern, in: $0) }) ?? Array(line.utf8).withUnsafeBufferPointer({ ByteSearch.firstOffset(of: pattern, in: $0) }) else { return nil }
        let lower = line.utf8.index(line.startIndex, offsetBy: offset)
        let start = lower..<line.utf8.index(lower, offsetBy: pattern.count)
        // `path` must be the key itself, not the end of `relativePath` or `pathExtension`.
        if start.lowerBound > line.startIndex, let before = line[..<start.lowerBound].last, before.isLetter { return nil }
        var value = line[start.upperBound...].prefix { $0 != ";" }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
        return value.isEmpty ? nil : String(value)
    }
}

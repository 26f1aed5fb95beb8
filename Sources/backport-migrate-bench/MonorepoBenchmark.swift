import Foundation

/// A run over many modules costs the sum of its parts: a generated monorepo of 20 packages, each
/// with its own `Backport` type and 30 shims whose names the others share, timed as one run and
/// as one run per package (`-j 1`, best of three), and with one job against two. With
/// `BENCH_REPOSITORIES` naming a folder of real repositories (fetched beforehand, never
/// committed), the same comparison over them, and `--check` against the compiler's parser.
enum MonorepoBenchmark {
    static let modules = 20
    static let shimsPerModule = 30
    static let filesPerModule = 250

    static func run() {
        guard let tool = PipelineBenchmark.siblingExecutable("backport-migrate") else {
            print("monorepo: the backport-migrate executable is not beside this benchmark; build it in the same configuration")
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("backport-migrate-monorepo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            try write(to: root)
        } catch {
            print("monorepo: cannot write the generated tree: \(error)")
            return
        }
        print("monorepo: \(modules) packages, \(modules * filesPerModule) files, each package with its own Backport and \(shimsPerModule) shims")
        let folders = (0..<modules).map { root.appendingPathComponent("Module\($0)").path }
        compare(tool: tool, root: root.path, parts: folders, label: "generated monorepo")
        guard let repositories = ProcessInfo.processInfo.environment["BENCH_REPOSITORIES"] else {
            print("monorepo: set BENCH_REPOSITORIES to a folder holding public repositories (fetched beforehand) to measure them as one tree")
            return
        }
        let parts = ((try? FileManager.default.contentsOfDirectory(atPath: repositories)) ?? []).sorted()
            .map { repositories + "/" + $0 }
            .filter { PipelineBenchmark.isDirectory($0) }
        guard !parts.isEmpty else {
            print("monorepo: \(repositories) holds no folder")
            return
        }
        compare(tool: tool, root: repositories, parts: parts, label: "\(parts.count) repositories in \(repositories)")
        let swiftFiles = parts.flatMap { PipelineBenchmark.swiftFiles(under: $0) }
        if let parse = PipelineBenchmark.frontendParseSeconds(swiftFiles) {
            let check = best { ChildProcess.run(tool, ["--target", "17", "--check", "-q", repositories]).seconds }
            print(String(format: "  --check over them (all cores): %.3f s; swiftc -frontend -parse (two halves at once): %.3f s; ratio %.3f (goal 0.06)",
                         check, parse, check / parse))
        }
    }

    /// One run over `root` against one run per part, each with one job, and one job against two.
    private static func compare(tool: String, root: String, parts: [String], label: String) {
        let whole = best { ChildProcess.run(tool, ["--target", "17", "--check", "-q", "-j", "1", root]).seconds }
        let sum = parts.reduce(0.0) { total, part in
            total + best { ChildProcess.run(tool, ["--target", "17", "--check", "-q", "-j", "1", part]).seconds }
        }
        let two = best { ChildProcess.run(tool, ["--target", "17", "--check", "-q", "-j", "2", root]).seconds }
        print(String(format: "  %@: one run %.3f s, the sum of %d runs %.3f s (one run / sum %.2f, goal 0.90 to 1.10); two jobs %.2f× one",
                     label, whole, parts.count, sum, whole / sum, whole / two))
    }

    /// The best of three timings.
    private static func best(_ time: () -> Double) -> Double {
        (0..<3).map { _ in time() }.min()!
    }

    /// Writes the monorepo: `ModuleN/Package.swift` (iOS 15), its `Backport` type, its shims
    /// (one forwarding shim per name, the names shared by every package) and files calling them.
    static func write(to root: URL) throws {
        let manager = FileManager.default
        for module in 0..<modules {
            let sources = root.appendingPathComponent("Module\(module)/Sources/Module\(module)")
            try manager.createDirectory(at: sources, withIntermediateDirectories: true)
            try """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Module\(module)",
                    platforms: [.iOS(.v15)],
                    targets: [.target(name: "Module\(module)")]
                )

                """.write(to: root.appendingPathComponent("Module\(module)/Package.swift"), atomically: true, encoding: .utf8)
            var shims = """
                import SwiftUI

                struct Backport<Content> {
                    let content: Content
                }

                extension View {
                    var backport: Backport<Self> { Backport(content: self) }
                }

                extension Backport where Content: View {

                """
            for shim in 0..<shimsPerModule {
                shims += """
                        @ViewBuilder func modifier\(shim)(_ value: Int) -> some View {
                            if #available(iOS \(16 + shim % 3), *) {
                                content.modifier\(shim)(value)
                            } else {
                                content
                            }
                        }

                    """
            }
            shims += "}\n"
            try shims.write(to: sources.appendingPathComponent("Backport.swift"), atomically: true, encoding: .utf8)
            for file in 0..<(filesPerModule - 1) {
                var text = "import SwiftUI\n\nstruct View\(module)x\(file): View {\n    var body: some View {\n        VStack {\n"
                for line in 0..<12 {
                    text += "            Text(\"\(line)\").backport.modifier\((file + line) % shimsPerModule)(\(line))\n"
                }
                text += "        }\n    }\n\n    func refresh() {\n        if #available(iOS 16, *) {\n            reload()\n        } else {\n            legacyReload()\n        }\n    }\n\n"
                text += "    func reload() {}\n    func legacyReload() {}\n}\n"
                try text.write(to: sources.appendingPathComponent("View\(file).swift"), atomically: true, encoding: .utf8)
            }
        }
    }
}

extension PipelineBenchmark {
    /// Whether `path` is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The Swift files under `folder`, hidden folders and build folders left out.
    static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "DerivedData" || $0 == "Pods" }) { continue }
            if relative.hasSuffix(".swift") { found.append(folder + "/" + relative) }
        }
        return found
    }
}

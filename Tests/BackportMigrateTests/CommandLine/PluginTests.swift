import Foundation
import Testing
@testable import BackportMigrate

/// The SwiftPM command plugin, run the way a user of this package runs it: a small host package
/// depends on this one by local path (no network), and `swift package backport-migrate …` in it
/// gives the same diff as the command line on the same files (SwiftPM prints the tool's standard
/// error on its standard output too), reads the targets from the host's Package.swift, fails
/// when `--check` finds changes, and writes in a writing run.
@Suite(.serialized) struct PluginTests {
    static let source = """
        func refresh() {
            if #available(iOS 15, macOS 12, *) {
                modern()
            } else {
                legacy()
            }
        }

        func modern() {}
        func legacy() {}

        """

    /// A host package in a new folder, depending on this package by path.
    private func host() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("backport-migrate-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/Host"), withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Host",
                platforms: [.iOS(.v16), .macOS(.v13)],
                dependencies: [.package(path: \(String(reflecting: packageRoot.path)))],
                targets: [.target(name: "Host")]
            )

            """
        try Data(manifest.utf8).write(to: root.appendingPathComponent("Package.swift"))
        try Data(Self.source.utf8).write(to: root.appendingPathComponent("Sources/Host/Refresh.swift"))
        return root
    }

    /// `swift package --allow-writing-to-package-directory backport-migrate ARGUMENTS` in `folder`,
    /// through `ChildProcess` (building the plugin takes a while: a generous hang guard).
    private func plugin(_ arguments: [String], in folder: URL) async throws -> (code: Int32, output: String, error: String) {
        let result = try await ChildProcess.run(
            "/usr/bin/env", ["swift", "package", "--package-path", folder.path, "--allow-writing-to-package-directory",
                             "backport-migrate"] + arguments, timeout: 1800)
        let outcome = Outcome(result)
        return (outcome.code, outcome.output, outcome.error)
    }

    @Test func dryRunThroughThePluginEqualsTheCommandLine() async throws {
        let folder = try host()
        defer { try? FileManager.default.removeItem(at: folder) }
        let viaPlugin = try await plugin(["--dry-run"], in: folder)
        #expect(viaPlugin.code == 0, "\(viaPlugin.error)")
        // SwiftPM passes the plugin's standard error on to its own standard output.
        let everything = viaPlugin.output + viaPlugin.error
        #expect(everything.contains("Targets: iOS 16 (Package.swift), macOS 13 (Package.swift)"), "\(everything)")

        let output = ConsoleStream(capturingAsTerminal: false)
        let console = Console(standardOutput: output, standardError: ConsoleStream(capturingAsTerminal: false),
                              readStandardInput: { [] }, environment: [:], currentDirectory: folder.path)
        _ = CLI.run(["--dry-run"], console: console)
        #expect(!output.text.isEmpty)
        #expect(viaPlugin.output.contains(output.text), "the plugin's diff differs:\n\(viaPlugin.output)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/Host/Refresh.swift"), encoding: .utf8) == Self.source)

        // A check with pending changes fails (SwiftPM reports it as 1, the line names the code).
        let check = try await plugin(["--check", "--target", "16"], in: folder)
        #expect(check.code != 0)
        #expect((check.output + check.error).contains("backport-migrate exited with code 1 (changes are pending)"))

        // A writing run rewrites the host's files.
        let write = try await plugin(["--target", "iOS=16,macOS=13"], in: folder)
        #expect(write.code == 0, "\(write.error)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Sources/Host/Refresh.swift"), encoding: .utf8)
                == "func refresh() {\n    modern()\n}\n\nfunc modern() {}\nfunc legacy() {}\n")
    }
}

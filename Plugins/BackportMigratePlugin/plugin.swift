import Foundation
import PackagePlugin

/// `swift package backport-migrate [options] [PATH ...]`: runs the tool in the package's
/// folder with the arguments as given, so that without `--target` it reads the targets from the
/// package's own `Package.swift`, and exits with the tool's exit code.
@main
struct BackportMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "backport-migrate")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("backport-migrate was stopped by signal \(process.terminationStatus)")
            exit(3)
        }
        // SwiftPM reports any failing plugin as exit 1 (swiftlang/swift-package-manager#7380),
        // so the tool's own code is said here: 1 pending changes, 2 bad usage, 3 a file failed.
        let code = process.terminationStatus
        if code != 0 {
            let meaning = [1: "changes are pending", 2: "bad usage or no target", 3: "a file could not be processed"][code] ?? "failure"
            Diagnostics.error("backport-migrate exited with code \(code) (\(meaning))")
            exit(code)
        }
    }
}

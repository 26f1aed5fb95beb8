import Foundation
import Testing
@testable import BackportMigrate

/// A temporary folder to run the tool in, removed when the test is done with it.
final class Sandbox {
    let root: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/backport-migrate-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        // Resolved, so that paths the tool prints (relative to this folder) compare exactly.
        root = FileSystem.realPath(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))!
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func read(_ relative: String) throws -> String {
        String(decoding: try FileSystem.readFile(path(relative)), as: UTF8.self)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createDirectory(atPath: (path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// Runs the tool in-process with this folder as the current directory.
    func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) -> Outcome {
        let output = ConsoleStream(capturingAsTerminal: false)
        let error = ConsoleStream(capturingAsTerminal: false)
        let bytes = Array(input.utf8)
        let console = Console(standardOutput: output, standardError: error, readStandardInput: { bytes },
                              environment: environment, currentDirectory: root)
        let code = CLI.run(arguments, console: console)
        return Outcome(code: code.rawValue, output: output.text, error: error.text)
    }

    /// Runs the built executable as a separate process in this folder.
    func runBinary(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Sandbox.binary())
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        process.environment = variables.merging(environment) { $1 }
        let output = Pipe(), error = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data((input ?? "").utf8))
        try stdin.fileHandleForWriting.close()
        // Read before waiting, so a full pipe cannot stall the child; standard error stays far
        // below a pipe buffer in these tests, so reading it second is safe.
        let outBytes = output.fileHandleForReading.readDataToEndOfFile()
        let errBytes = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(code: process.terminationStatus, output: String(decoding: outBytes, as: UTF8.self),
                       error: String(decoding: errBytes, as: UTF8.self))
    }

    /// The `backport-migrate` executable built with the tests: beside the test bundle, or in
    /// the package's `.build/debug`.
    static func binary() throws -> String {
        var candidates: [String] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(runner.appendingPathComponent("backport-migrate").path)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("backport-migrate").path)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("backport-migrate").path)
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/backport-migrate").path)
        let found = candidates.first { FileSystem.kind(of: $0, followingLinks: true) == .file }
        return try #require(found, "build the executable first (swift build); looked in \(candidates)")
    }
}

/// What a run returned and printed.
struct Outcome {
    let code: Int32
    let output: String
    let error: String
}

import Foundation
import Testing
@testable import BackportMigrate

/// A temporary folder to run the tool in, removed when the test is done with it.
final class Sandbox {
    let root: String

    init() throws {
        let made = NSTemporaryDirectory() + "/backport-migrate-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        // Resolved, so that paths the tool prints (relative to this folder) compare exactly.
        root = try #require(FileSystem.realPath(made))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Sets the permission bits of the file or folder at `relative`; whether that worked.
    func setPermissions(_ relative: String, _ mode: Int) -> Bool {
        (try? FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path(relative))) != nil
    }

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

    /// Runs the tool in-process with this folder as the current directory; `beforeWriting` is
    /// called with each path right before the tool writes or deletes it.
    func run(_ arguments: [String], input: String = "", environment: [String: String] = [:],
             beforeWriting: (@Sendable (String) -> Void)? = nil) -> Outcome {
        let output = ConsoleStream(capturingAsTerminal: false)
        let error = ConsoleStream(capturingAsTerminal: false)
        let bytes = Array(input.utf8)
        let console = Console(standardOutput: output, standardError: error, readStandardInput: { bytes },
                              environment: environment, currentDirectory: root, beforeWriting: beforeWriting)
        let code = CLI.run(arguments, console: console)
        return Outcome(code: code.rawValue, output: output.text, error: error.text)
    }

    /// Runs the built executable as a separate process in this folder (through `ChildProcess`,
    /// so the test's thread is not blocked while it runs).
    func runBinary(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) async throws -> Outcome {
        try await runBinary(arguments, input: Array((input ?? "").utf8), environment: environment)
    }

    /// `runBinary` with input bytes, which need not be UTF-8, and the time after which the child
    /// counts as hung.
    func runBinary(_ arguments: [String], input: [UInt8], environment: [String: String] = [:],
                   timeout: TimeInterval = 600) async throws -> Outcome {
        var variables: [String: String?] = ["NO_COLOR": nil]
        for (name, value) in environment { variables[name] = value }
        let result = try await ChildProcess.run(try Sandbox.binary(), arguments, in: root, environment: variables, input: input,
                                                timeout: timeout)
        return Outcome(result)
    }

    /// Whether the tests run as root, for whom permission bits mean nothing.
    static var isRoot: Bool { geteuid() == 0 }

    /// Runs the built executable where permission bits apply: as the current user, or, when the
    /// tests run as root (which ignores them), as `nobody` through `setpriv`, after giving this
    /// folder's content to `nobody` (modes are kept, so a folder the test made read-only stays
    /// read-only for it). Never skips: without `setpriv` a root run fails the test.
    func runBinaryWithoutPrivileges(_ arguments: [String], input: String? = nil) async throws -> Outcome {
        guard Self.isRoot else { return try await runBinary(arguments, input: input) }
        let setpriv = try #require(["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                   "the tests run as root, and there is no setpriv to drop privileges with")
        let nobody: uid_t = 65534
        #expect(lchown(root, nobody, nobody) == 0)
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let relative = enumerator.nextObject() as? String {
            #expect(lchown(path(relative), nobody, nobody) == 0, "chown \(relative)")
        }
        let result = try await ChildProcess.run(
            setpriv, ["--reuid=\(nobody)", "--regid=\(nobody)", "--clear-groups", "--", try Sandbox.binary()] + arguments,
            in: root, environment: ["NO_COLOR": nil], input: Array((input ?? "").utf8))
        return Outcome(result)
    }

    /// The `backport-migrate` executable built with the tests (or another of the package's
    /// executables): beside the test bundle, or in the package's `.build/debug`.
    static func binary(_ name: String = "backport-migrate") throws -> String {
        var candidates: [String] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(runner.appendingPathComponent(name).path)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name).path)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name).path)
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)").path)
        let found = candidates.first { FileSystem.kind(of: $0, followingLinks: true) == .file }
        return try #require(found, "build the executable first (swift build); looked in \(candidates)")
    }
}

/// What a run returned and printed.
struct Outcome {
    /// The exit code; for a child process that a signal ended, 128 plus the signal, as a shell
    /// reports it, so that a crash never looks like one of the tool's own codes.
    let code: Int32
    let output: String
    let error: String

    init(code: Int32, output: String, error: String) {
        self.code = code
        self.output = output
        self.error = error
    }

    init(_ result: ChildProcess.Result) {
        self.init(code: result.signalled ? 128 + result.status : result.status, output: result.outputText, error: result.errorText)
    }
}

import Foundation

/// Runs the Swift compiler from tests, for checks such as "this rewritten file still parses" or
/// "the sample app still type-checks against the stand-in SDK modules".
///
/// Every function makes one compiler invocation and throws `Swiftc.Failure`, which carries the
/// command line and the compiler's output, when the compiler exits with a non-zero status. The
/// compiler runs as a `ChildProcess`, so waiting for it blocks no thread of the test runner.
enum Swiftc {
    /// A compiler run that did not succeed.
    struct Failure: Error, Sendable, CustomStringConvertible {
        /// The executable and arguments that were run.
        let command: [String]
        /// The exit status, or nil when the compiler could not be started.
        let status: Int32?
        /// Everything the compiler wrote to stdout and stderr, or why it could not be started.
        let output: String

        var description: String {
            let outcome = status.map { "exited with status \($0)" } ?? "could not be run"
            // Long file lists say nothing the compiler's own messages do not.
            let shown = command.count > 8 ? command.prefix(6) + ["… \(command.count - 6) more"] : command[...]
            return "\(shown.joined(separator: " ")) \(outcome):\n\(output)"
        }
    }

    /// Checks that every file parses (`swiftc -parse`); no type checking, no imports needed.
    static func parse(_ files: [URL]) async throws(Failure) {
        try await run(["-parse"] + files.map(\.path))
    }

    /// The files among `files` that do not parse, each with the compiler's first error, from one
    /// `swiftc -frontend -parse` over all of them (the frontend itself: no driver, one process
    /// whatever the number of files). Bare `/…/` regex literals are enabled, as Swift 6 has them.
    static func filesThatDoNotParse(_ files: [URL]) async throws(Failure) -> [String: String] {
        let (command, result) = try await capture(["-frontend", "-parse", "-enable-bare-slash-regex", "-diagnostic-style", "llvm"] + files.map(\.path))
        var failing: [String: String] = [:]
        for line in result.outputText.split(separator: "\n") where line.contains(": error: ") {
            let path = String(line.prefix { $0 != ":" })
            if failing[path] == nil { failing[path] = String(line) }
        }
        // A failure that names no file (a crash, a bad argument) must not pass for a clean parse.
        if result.signalled || result.status != 0 && failing.isEmpty || result.status == 0 && !failing.isEmpty {
            throw Failure(command: command, status: result.status, output: result.outputText)
        }
        return failing
    }

    /// Compiles `sources` into the module `name`, writing `name.swiftmodule` into `directory`
    /// (created if missing). `directory` is also searched for imports, so modules emitted into
    /// the same directory can import each other when built in dependency order.
    static func emitModule(name: String, sources: [URL], into directory: URL) async throws(Failure) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(command: ["mkdir", "-p", directory.path], status: nil, output: "\(error)")
        }
        try await run([
            "-emit-module",
            "-module-name", name,
            "-parse-as-library",
            "-I", directory.path,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ] + sources.map(\.path))
    }

    /// Type-checks `files` as one module (`swiftc -typecheck`), finding imported modules in
    /// `moduleSearchPaths` as well as in the toolchain.
    static func typecheck(_ files: [URL], moduleSearchPaths: [URL]) async throws(Failure) {
        try await run(["-typecheck"] + moduleSearchPaths.flatMap { ["-I", $0.path] } + files.map(\.path))
    }

    /// The compiler to run, as an executable and the arguments that come before ours.
    ///
    /// `SWIFTC` from the environment wins; then the `swiftc` beside the first `swift` in `PATH`
    /// (the toolchain running `swift test`); then whatever `/usr/bin/env swiftc` finds.
    static let compiler: (executable: URL, leadingArguments: [String]) = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SWIFTC"], !path.isEmpty {
            return (URL(fileURLWithPath: path), [])
        }
        let fileManager = FileManager.default
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
            // `swift` is often a symbolic link into the toolchain (swiftly, /usr/bin/swift).
            let toolchainBin = swift.resolvingSymlinksInPath().deletingLastPathComponent()
            for candidate in [toolchainBin, swift.deletingLastPathComponent()] {
                let swiftc = candidate.appendingPathComponent("swiftc")
                if fileManager.isExecutableFile(atPath: swiftc.path) {
                    return (swiftc, [])
                }
            }
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"])
    }()

    /// Compiles `sources` into the executable `executable` with `arguments` before the files, and
    /// returns everything the compiler said (its warnings). `-diagnostic-style llvm` makes each
    /// message one `path:line:column: kind: text` line.
    @discardableResult
    static func buildExecutable(_ sources: [URL], to executable: URL, arguments: [String] = []) async throws(Failure) -> String {
        try await run(["-diagnostic-style", "llvm"] + arguments + ["-o", executable.path] + sources.map(\.path))
    }

    /// Runs the compiler with `arguments`, collecting stdout and stderr together, and returns
    /// what it wrote.
    @discardableResult
    private static func run(_ arguments: [String]) async throws(Failure) -> String {
        let (command, result) = try await capture(arguments)
        guard !result.signalled, result.status == 0 else {
            throw Failure(command: command, status: result.status, output: result.outputText)
        }
        return result.outputText
    }

    /// Runs the compiler with `arguments`, standard error merged into its output: the whole
    /// command line (for messages) and how it ended. Throws only when it cannot be run.
    private static func capture(_ arguments: [String]) async throws(Failure) -> ([String], ChildProcess.Result) {
        let (executable, leading) = compiler
        let command = [executable.path] + leading + arguments
        do {
            return (command, try await ChildProcess.run(executable.path, leading + arguments, mergingError: true))
        } catch {
            throw Failure(command: command, status: nil, output: "\(error)")
        }
    }
}

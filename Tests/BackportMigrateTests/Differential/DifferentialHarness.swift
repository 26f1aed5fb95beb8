import Foundation
@testable import BackportMigrate

/// Runs programs next to their rewrites and reports every way a rewrite behaves differently.
///
/// Each program is a file holding `func program() throws { … }`. The harness renames the function
/// `before7` in the original and `after7` in the rewrite, writes all of them into one module with
/// the helpers of `support` and a `main.swift` that calls each function after a marker line, and
/// compiles that module once: a few hundred programs cost one compiler invocation, not hundreds.
/// Then it runs the executable and compares, program by program, what the original and the rewrite
/// printed, and the compiler's warnings about each.
///
/// A rewrite that does not compile is reported and left out of a second compile of the others; one
/// that crashes or does not end is reported, and the run goes on after it.
struct DifferentialHarness {
    /// A program and its rewrite.
    struct Pair: Sendable {
        /// How the reports name the program.
        let number: Int
        let original: String
        let rewrite: String
    }

    /// One way in which a rewrite differs from its original.
    struct Difference: Sendable, CustomStringConvertible {
        /// What went wrong.
        enum Kind: String, Sendable {
            case output = "prints something else"
            case warning = "gets a new compiler warning"
            case compile = "does not compile"
            case crash = "crashes"
            case hang = "does not end"
            /// The original itself is broken: a fault of the generator, not of the rewrite.
            case original = "original is not a valid program (a fault of the generator)"
        }

        let number: Int
        let kind: Kind
        /// The evidence: a diff of the outputs, the compiler's messages, standard error.
        let detail: String

        var description: String {
            "program \(number): \(kind == .original ? "the" : "the rewrite") \(kind.rawValue):\n\(detail)"
        }
    }

    /// The warnings that a rewrite must not add: the compiler sees code that can never run, or reads
    /// the line after a bare `return` as its value.
    static let forbiddenWarnings = ["will never be executed", "is treated as an argument of the 'return'"]

    /// Helpers every program calls. Opaque to the optimiser (`@inline(never)`), so no condition is
    /// folded at compile time and the warnings say only what the code's shape implies.
    static let support = """
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        /// Helper calls so far: a program that makes more than `stepBudget` of them is in a loop
        /// that does not end, and the executable stops with `hangStatus` (work counted, no clock).
        nonisolated(unsafe) var steps = 0
        @inline(never) func step() {
            steps += 1
            if steps > \(stepBudget) {
                fflush(stdout)
                exit(\(hangStatus))
            }
        }

        struct Stop: Error, CustomStringConvertible {
            let tag: String
            init(_ tag: String) { self.tag = tag }
            var description: String { "stop \\(tag)" }
        }

        @inline(never) func truth(_ value: Bool) -> Bool { step(); return value }
        @inline(never) func number(_ value: Int) -> Int { step(); return value }
        @inline(never) func optional(_ value: String) -> String? { step(); return value }

        /// Prints and holds.
        @inline(never) func bump(_ tag: String) -> Bool { step(); print("bump \\(tag)"); return true }
        /// Prints and fails.
        @inline(never) func skip(_ tag: String) -> Bool { step(); print("skip \\(tag)"); return false }
        /// Prints and returns a value.
        @inline(never) func load(_ tag: String) -> String? { step(); print("load \\(tag)"); return "loaded \\(tag)" }
        /// Prints and returns nil.
        @inline(never) func none(_ tag: String) -> String? { step(); print("none \\(tag)"); return nil }
        /// Prints and holds; may throw, as far as the caller knows.
        @inline(never) func attempt(_ tag: String) throws -> Bool { step(); print("attempt \\(tag)"); return true }
        /// Runs `body` once, between two lines.
        @inline(never) func run(_ tag: String, _ body: () -> Void) { step(); print("run \\(tag)"); body(); print("ran \\(tag)") }

        """

    /// How many helper calls a run of the executable may make before the program being run
    /// counts as hanging (the generated programs make a few dozen each), and the exit status
    /// that says so.
    static let stepBudget = 10_000_000
    static let hangStatus: Int32 = 86

    static let header = "func program() throws {"
    static let marker = "@@differential "

    /// Where the module is written; kept after the run only when `keep` is set.
    let folder: URL
    let keep: Bool
    /// A hang is found by counting work (`stepBudget`); a loop that calls no helper is stopped
    /// by the test run's own limit.

    init(folder: URL, keep: Bool = false) {
        self.folder = folder
        self.keep = keep
    }

    /// Compiles and runs `pairs`, and returns every difference, in program order.
    func compare(_ pairs: [Pair]) async throws -> [Difference] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if !keep { try? FileManager.default.removeItem(at: folder) } }
        var differences: [Difference] = []
        var remaining: [Pair] = []
        for pair in pairs {
            if pair.rewrite.hasPrefix(Self.header) {
                remaining.append(pair)
            } else {
                differences.append(Difference(number: pair.number, kind: .compile, detail: "the rewrite changed the line `\(Self.header)`"))
            }
        }

        // A second compile leaves out what the first found broken; a third would mean the
        // compiler's errors do not point at files, which the harness cannot work around.
        var warnings: String?
        for _ in 0..<2 where warnings == nil {
            let executable = try write(remaining)
            do {
                warnings = try await Swiftc.buildExecutable(files(remaining), to: executable, arguments: [
                    // One frontend for the whole module: three times faster than batch mode here.
                    "-wmo", "-Onone", "-swift-version", "5", "-module-name", "Differential", "-continue-building-after-errors",
                ])
            } catch {
                let broken = Self.messages(in: error.output, kind: "error")
                let blamed = broken.keys.compactMap(Self.program(from:))
                guard !blamed.isEmpty, Set(broken.keys).allSatisfy({ Self.program(from: $0) != nil }) else {
                    throw error
                }
                for (file, messages) in broken {
                    guard let (number, isOriginal) = Self.program(from: file) else { continue }
                    differences.append(Difference(number: number, kind: isOriginal ? .original : .compile,
                                                  detail: messages.joined(separator: "\n")))
                }
                let excluded = Set(blamed.map(\.number))
                remaining.removeAll { excluded.contains($0.number) }
            }
        }
        guard let warnings else { throw HarnessError("the module did not compile after leaving out the broken programs") }
        differences += newWarnings(Self.messages(in: warnings, kind: "warning"), remaining)
        differences += try await run(remaining)
        return differences.sorted { $0.number < $1.number }
    }

    // MARK: Writing the module

    private func files(_ pairs: [Pair]) -> [URL] {
        [folder.appendingPathComponent("main.swift"), folder.appendingPathComponent("Support.swift")]
            + pairs.flatMap { [folder.appendingPathComponent("before\($0.number).swift"), folder.appendingPathComponent("after\($0.number).swift")] }
    }

    /// Writes the module's files and returns where its executable goes.
    private func write(_ pairs: [Pair]) throws -> URL {
        try Data(Self.support.utf8).write(to: folder.appendingPathComponent("Support.swift"))
        var main = """
            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif

            let entries: [() throws -> Void] = [

            """
        for pair in pairs {
            main += "    before\(pair.number), after\(pair.number),\n"
            try Data(renamed(pair.original, "before\(pair.number)").utf8).write(to: folder.appendingPathComponent("before\(pair.number).swift"))
            try Data(renamed(pair.rewrite, "after\(pair.number)").utf8).write(to: folder.appendingPathComponent("after\(pair.number).swift"))
        }
        main += """
            ]
            let first = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 0 : 0
            for index in first..<entries.count {
                print("\(Self.marker)\\(index)")
                // Flushed, so that when a program crashes its marker shows which one it was.
                fflush(stdout)
                do { try entries[index]() } catch { print("threw \\(error)") }
            }
            print("\(Self.marker)end")

            """
        try Data(main.utf8).write(to: folder.appendingPathComponent("main.swift"))
        return folder.appendingPathComponent("differential")
    }

    private func renamed(_ program: String, _ name: String) -> String {
        "func \(name)() throws {" + program.dropFirst(Self.header.count)
    }

    /// Which program a file of the module holds, and whether it is the original.
    private static func program(from file: String) -> (number: Int, isOriginal: Bool)? {
        for (prefix, isOriginal) in [("before", true), ("after", false)] where file.hasPrefix(prefix) && file.hasSuffix(".swift") {
            if let number = Int(file.dropFirst(prefix.count).dropLast(".swift".count)) { return (number, isOriginal) }
        }
        return nil
    }

    /// The compiler's messages of one kind (`error`, `warning`), by file name, each without its
    /// path (`12:5: warning: will never be executed`).
    private static func messages(in output: String, kind: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": \(kind): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3 else { continue }
            let file = URL(fileURLWithPath: String(location.dropLast(2).joined(separator: ":"))).lastPathComponent
            found[file, default: []].append("\(location.suffix(2).joined(separator: ":")): \(kind): \(line[range.upperBound...])")
        }
        return found
    }

    /// The forbidden warnings a rewrite has more of than its original.
    private func newWarnings(_ warnings: [String: [String]], _ pairs: [Pair]) -> [Difference] {
        func count(_ file: String, _ text: String) -> Int { (warnings[file] ?? []).filter { $0.contains(text) }.count }
        var differences: [Difference] = []
        for pair in pairs {
            for text in Self.forbiddenWarnings where count("after\(pair.number).swift", text) > count("before\(pair.number).swift", text) {
                let shown = (warnings["after\(pair.number).swift"] ?? []).filter { $0.contains(text) }
                differences.append(Difference(number: pair.number, kind: .warning, detail: shown.joined(separator: "\n")))
            }
        }
        return differences
    }

    // MARK: Running

    /// Runs the executable, again after each crash or hang from the entry after it, and compares
    /// each program's two outputs.
    private func run(_ pairs: [Pair]) async throws -> [Difference] {
        let executable = folder.appendingPathComponent("differential")
        var sections: [Int: String] = [:]
        var differences: [Difference] = []
        var first = 0
        while first < pairs.count * 2 {
            let outcome = try await ChildProcess.run(executable.path, [String(first)])
            var current: Int?
            var ended = false
            for line in outcome.outputText.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(Self.marker) {
                    let rest = line.dropFirst(Self.marker.count)
                    if rest == "end" { ended = true; break }
                    current = Int(rest)
                    sections[current!] = ""
                } else if let current {
                    sections[current, default: ""] += line + "\n"
                }
            }
            if ended { break }
            guard let stopped = current else {
                throw HarnessError("the executable printed no marker: status \(outcome.status)\n\(outcome.errorText)")
            }
            let pair = pairs[stopped / 2]
            let hangs = outcome.status == Self.hangStatus && !outcome.signalled
            let why = hangs ? "no end after \(Self.stepBudget) helper calls" : "status \(outcome.status)\(outcome.signalled ? " (signal)" : "")"
            differences.append(Difference(
                number: pair.number,
                kind: stopped % 2 == 0 ? .original : (hangs ? .hang : .crash),
                detail: "\(why); standard error:\n\(outcome.errorText.suffix(2_000))"))
            // Neither side of that program is compared; the next program starts afresh.
            sections[stopped - stopped % 2] = nil
            sections[stopped - stopped % 2 + 1] = nil
            first = stopped - stopped % 2 + 2
        }
        for (position, pair) in pairs.enumerated() {
            guard let before = sections[position * 2], let after = sections[position * 2 + 1], before != after else { continue }
            let diff = UnifiedDiff.patch(path: "output", old: Array(before.utf8), new: Array(after.utf8))
            differences.append(Difference(number: pair.number, kind: .output, detail: diff))
        }
        return differences
    }
}

/// The harness itself could not do its job (as opposed to finding a difference).
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

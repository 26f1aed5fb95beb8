import Foundation
import Testing
@testable import BackportMigrate

/// Valid files broken in the ways an editor, a bad merge or a disk can break them (truncated,
/// bytes flipped, a quote, brace, `/*`, `#"`, `#if`, NUL or invalid UTF-8 inserted, a range
/// deleted or doubled, line endings mixed): the tool never crashes or hangs, exits 0, 1 or 3,
/// leaves every file it could not process byte for byte as it was, and writes nothing in a dry
/// run or a check. Sizes at the edges (empty, a byte-order mark alone, a 2 MB line, a 20 MB file
/// with `BACKPORT_MIGRATE_SCALE` > 1) finish too.
@Suite struct MutationTests {
    /// One way of breaking a file.
    enum Mutation: CaseIterable {
        case truncate, flipByte, insertQuote, insertTripleQuote, insertBrace, insertClosingBrace, insertCommentOpener,
             insertRawStringOpener, insertDirective, insertNul, insertInvalidUTF8, deleteRange, duplicateRange, mixLineEndings

        /// `bytes` with this mutation applied at a random place.
        func apply(to bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
            guard !bytes.isEmpty else { return Array("{".utf8) }
            var result = bytes
            let at = Int.random(in: 0..<bytes.count, using: &random)
            func insert(_ text: [UInt8]) { result.insert(contentsOf: text, at: at) }
            switch self {
            case .truncate: result.removeSubrange(at...)
            case .flipByte: result[at] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            case .insertQuote: insert(Array("\"".utf8))
            case .insertTripleQuote: insert(Array("\"\"\"\n".utf8))
            case .insertBrace: insert(Array("{".utf8))
            case .insertClosingBrace: insert(Array("}".utf8))
            case .insertCommentOpener: insert(Array("/*".utf8))
            case .insertRawStringOpener: insert(Array("#\"".utf8))
            case .insertDirective: insert(Array("\n#if DEBUG\n".utf8))
            case .insertNul: insert([0])
            case .insertInvalidUTF8: insert([[0xFF], [0xC0, 0x80], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]][Int.random(in: 0...4, using: &random)])
            case .deleteRange: result.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...200, using: &random)))
            case .duplicateRange: result.insert(contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...200, using: &random))], at: at)
            case .mixLineEndings:
                if let newline = result[at...].firstIndex(of: 0x0A) { result.insert(0x0D, at: newline) }
            }
            return result
        }
    }

    /// Valid files to break: generated ones of every style, and every fixture input.
    static func originals(count: Int, seed: UInt64) -> [[UInt8]] {
        var generator = SwiftSourceGenerator(seed: seed)
        var files = FixtureCase.all.map(\.input)
        for _ in 0..<count { files.append(generator.file(lines: generator.number(40...200))) }
        return files
    }

    /// Mutants of `originals`, one or two mutations each, every kind of mutation in turn.
    static func mutants(of originals: [[UInt8]], count: Int, seed: UInt64) -> [(mutation: String, bytes: [UInt8])] {
        var random = SeededGenerator(state: seed)
        return (0..<count).map { index in
            let kinds = Mutation.allCases
            let first = kinds[index % kinds.count]
            var bytes = first.apply(to: originals[Int.random(in: 0..<originals.count, using: &random)], using: &random)
            var name = "\(first)"
            if Int.random(in: 0..<4, using: &random) == 0, let second = kinds.randomElement(using: &random) {
                bytes = second.apply(to: bytes, using: &random)
                name += "+\(second)"
            }
            return (name, bytes)
        }
    }

    /// In memory, many: no crash (the test process would die), a failed file has no output, a
    /// changed one is still balanced and round-trips the tokenizer.
    @Test func mutantsInMemory() throws {
        let mutants = Self.mutants(of: Self.originals(count: 40, seed: 0x3D7A), count: 1500 * PropertyScale.factor, seed: 0x3D7B)
        var outcomes: [FileResult.Status: Int] = [:]
        for (index, mutant) in mutants.enumerated() {
            #expect(tilingViolation(mutant.bytes) == nil, "mutant \(index) (\(mutant.mutation)): the tokenizer loses bytes")
            for target in ["16", "iOS=17,macOS=14"] {
                let result = ProjectMigration(targets: try DeploymentTargets.parse([target]))
                    .migrate([ProjectMigration.File(path: "M.swift", bytes: mutant.bytes)])[0]
                outcomes[result.status, default: 0] += 1
                if result.status == .failed {
                    #expect(result.output == nil && result.problem != nil, "mutant \(index) (\(mutant.mutation)): a failure with output")
                } else if result.status == .changed, let output = result.output {
                    #expect(SourceFile(bytes: output).firstProblem == nil, "mutant \(index) (\(mutant.mutation)) at \(target): unbalanced output")
                }
            }
        }
        // Both kinds of outcome must be common, or the mutants test nothing.
        #expect(outcomes[.failed, default: 0] > mutants.count / 4, "\(outcomes)")
        #expect(outcomes[.changed, default: 0] > mutants.count / 4, "\(outcomes)")
    }

    /// Through the built tool, a folder of mutants at once, in every mode.
    @Test func mutantsThroughTheCommandLine() async throws {
        let mutants = Self.mutants(of: Self.originals(count: 20, seed: 0x3E7A), count: 200 * PropertyScale.factor, seed: 0x3E7B)
        let sandbox = try Sandbox()
        var originals: [String: [UInt8]] = [:]
        for (index, mutant) in mutants.enumerated() {
            let path = "Sources/M\(index % 9)/Mutant\(index).swift"
            try sandbox.write(path, bytes: mutant.bytes)
            originals[path] = mutant.bytes
        }
        for mode in [["--dry-run"], ["--check"], ["--check", "--dry-run"]] {
            let outcome = try await sandbox.runBinary(["-t", "16", "--quiet"] + mode)
            #expect([0, 1, 3].contains(outcome.code), "\(mode): exit \(outcome.code): \(outcome.error.suffix(2000))")
            #expect(try GeneratedProjectPropertyTests.tree(sandbox) == originals, "\(mode) wrote something")
        }
        let outcome = try await sandbox.runBinary(["-t", "16", "--format", "json"])
        #expect(outcome.code == 0 || outcome.code == 3, "exit \(outcome.code): \(outcome.error.suffix(2000))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let failed = Set(files.filter { $0["status"] as? String == "failed" }.compactMap { $0["path"] as? String })
        let changed = Set(files.filter { $0["status"] as? String == "changed" }.compactMap { $0["path"] as? String })
        // A mutant left with nothing but imports once its shims go is deleted, as any such file.
        let deleted = Set(files.filter { $0["status"] as? String == "deleted" }.compactMap { $0["path"] as? String })
        #expect(failed.count > mutants.count / 10 && changed.count > mutants.count / 10, "\(failed.count) failed, \(changed.count) changed")
        let after = try GeneratedProjectPropertyTests.tree(sandbox)
        let unexpected = Set(after.keys).symmetricDifference(Set(originals.keys).subtracting(deleted))
        #expect(unexpected.isEmpty, "files appeared or went that the report does not say were deleted: \(unexpected.sorted())")
        for (path, bytes) in originals where !changed.contains(path) && !deleted.contains(path) {
            #expect(after[path] == bytes, "\(path) (\(failed.contains(path) ? "failed" : "unchanged")) is not byte-identical")
        }
    }

    /// The edges of size: each finishes (the child is killed and the test fails after the
    /// generous timeout of `ChildProcess` otherwise) with the right outcome.
    @Test func edgeSizesFinish() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Empty.swift", "")
        try sandbox.write("BOMOnly.swift", bytes: [0xEF, 0xBB, 0xBF])
        let check = "if #available(iOS 15, *) { a() } else { b() }; "
        let line = String(repeating: check, count: 2_000_000 / check.utf8.count)
        try sandbox.write("LongLine.swift", "func f() { " + line + "}\n")
        let outcome = try await sandbox.runBinary(["-t", "16", "--format", "json", "-v"])
        #expect(outcome.code == 0, "\(outcome.error.suffix(2000))")
        #expect(try sandbox.read("Empty.swift") == "")
        #expect(try FileSystem.readFile(sandbox.path("BOMOnly.swift")) == [0xEF, 0xBB, 0xBF])
        let migrated = try sandbox.read("LongLine.swift")
        #expect(migrated == "func f() { " + String(repeating: "a(); ", count: 2_000_000 / check.utf8.count) + "}\n")
    }

    /// A 20 MB file of realistic code: only with `BACKPORT_MIGRATE_SCALE` > 1, as the debug
    /// build takes minutes over it (`make test-large`).
    @Test(.enabled(if: PropertyScale.factor > 1)) func aTwentyMegabyteFileFinishes() async throws {
        var generator = SwiftSourceGenerator(seed: 0x20BB)
        let project = generator.project(lineCounts: [2000, 2000, 2000, 2000])
        // Without their byte-order marks, which are only valid at the start of a file.
        let block = project.dropFirst().flatMap { $0.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array($0.bytes.dropFirst(3)) : $0.bytes }
        var bytes = Array(project[0].bytes)
        while bytes.count < 20 << 20 { bytes += block }
        let sandbox = try Sandbox()
        try sandbox.write("Huge.swift", bytes: bytes)
        // The debug build takes minutes; an hour means it hangs.
        let outcome = try await sandbox.runBinary(["-t", "16", "--check", "--quiet"], input: [], timeout: 3600)
        #expect(outcome.code == 1 || outcome.code == 3, "\(outcome.error.suffix(2000))")
        #expect(try FileSystem.readFile(sandbox.path("Huge.swift")) == bytes)
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// How much generated input the property and mutation tests use: small by default, so that
/// `make test` stays fast; `BACKPORT_MIGRATE_SCALE=N` (`make test-large`) multiplies the counts.
enum PropertyScale {
    static let factor = max(1, Int(ProcessInfo.processInfo.environment["BACKPORT_MIGRATE_SCALE"] ?? "") ?? 1)
}

/// Properties that hold for any project, checked on generated ones (`SwiftSourceGenerator`),
/// each at several targets: the tokenizer round-trips every file; a target below every check
/// changes nothing; every output parses (one `swiftc -frontend -parse` over all inputs and
/// outputs); a second run changes nothing; and through the built command line, the `--dry-run`
/// patch applied by `git apply` gives exactly the tree a write run leaves, which is the library's
/// result, `--check` then passes, and standard input gives the same bytes as a file.
@Suite struct GeneratedProjectPropertyTests {
    static let targetChoices = ["15", "16", "16.4", "17", "18", "iOS=16,macOS=13", "iOS=17,macOS=14", "iOS=15.4,macOS=12"]

    /// A generated project and the targets it is migrated at.
    struct Generated {
        let seed: UInt64
        let files: [ProjectMigration.File]
        let targets: [String]

        /// Five files of a few hundred lines and one of more than a thousand, besides `Backport.swift`.
        init(seed: UInt64) {
            self.seed = seed
            var generator = SwiftSourceGenerator(seed: seed)
            var lineCounts: [Int] = []
            for _ in 0..<5 { lineCounts.append(generator.number(100...500)) }
            lineCounts.append(generator.number(1000...1400))
            self.files = generator.project(lineCounts: lineCounts)
            var targets: [String] = []
            while targets.count < 3 {
                let target = generator.pick(GeneratedProjectPropertyTests.targetChoices)
                if !targets.contains(target) { targets.append(target) }
            }
            self.targets = targets
        }
    }

    static let inProcessSeeds = (0..<UInt64(3 * PropertyScale.factor)).map { 0x6E00 + $0 }
    static let commandLineSeeds = (0..<UInt64(2 * PropertyScale.factor)).map { 0xC100 + $0 }

    /// Checks one project in memory; returns the files whose parsing is left to the caller's
    /// batch: every input, and every output that differs from its input.
    static func checkInProcess(_ project: Generated) throws -> [(name: String, bytes: [UInt8])] {
        var toParse = project.files.enumerated().map { ("p\(project.seed)-in-\($0.offset)", $0.element.bytes) }
        for file in project.files {
            #expect(tilingViolation(file.bytes) == nil, "seed \(project.seed) \(file.path): the tokenizer loses bytes")
        }
        let lowest = ProjectMigration(targets: try DeploymentTargets.parse([SwiftSourceGenerator.lowestVersions]))
        for result in lowest.migrate(project.files) {
            #expect(result.status == .unchanged && result.reviewItems.isEmpty,
                    "seed \(project.seed) \(result.path): a target below every check changed it: \(result.status) \(result.reviewItems)")
        }
        var changedFiles = 0
        for (number, target) in project.targets.enumerated() {
            let run = ProjectMigration(targets: try DeploymentTargets.parse([target]))
            let results = run.migrate(project.files)
            for result in results where result.status == .failed {
                Issue.record("seed \(project.seed) target \(target) \(result.path): failed: \(String(describing: result.problem))")
            }
            changedFiles += results.count { $0.isChanged }
            let output = applying(results, to: project.files)
            for file in output where tilingViolation(file.bytes) != nil {
                Issue.record("seed \(project.seed) target \(target) \(file.path): the output does not round-trip")
            }
            for result in run.migrate(output) where result.isChanged || result.status == .failed {
                let before = output.first { $0.path == result.path }!.bytes
                Issue.record("seed \(project.seed) target \(target) \(result.path): a second run changed it:\n\(mismatch(expected: before, actual: result.output ?? []))")
            }
            for (position, file) in output.enumerated() where !project.files.contains(where: { $0.path == file.path && $0.bytes == file.bytes }) {
                toParse.append(("p\(project.seed)-t\(number)-out-\(position)", file.bytes))
            }
        }
        #expect(changedFiles > 0, "seed \(project.seed): no target changed anything")
        return toParse
    }

    @Test func inProcessPropertiesAndEveryOutputParses() async throws {
        let batches = try await withThrowingTaskGroup(of: [(name: String, bytes: [UInt8])].self) { group in
            for seed in Self.inProcessSeeds {
                group.addTask { try Self.checkInProcess(Generated(seed: seed)) }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let sandbox = try Sandbox()
        var urls: [URL] = []
        for (name, bytes) in batches.sorted(by: { $0.name < $1.name }) {
            try sandbox.write(name + ".swift", bytes: bytes)
            urls.append(URL(fileURLWithPath: sandbox.path(name + ".swift")))
        }
        #expect(urls.count >= Self.inProcessSeeds.count * 7 * 2)
        let failing = try await Swiftc.filesThatDoNotParse(urls)
        for (path, error) in failing.sorted(by: { $0.key < $1.key }) {
            Issue.record("\((path as NSString).lastPathComponent) does not parse: \(error)")
        }
    }

    @Test(arguments: commandLineSeeds)
    func commandLineAgreesWithItselfAndTheLibrary(seed: UInt64) async throws {
        let project = Generated(seed: seed)
        let target = project.targets[0]
        let written = try Sandbox(), patched = try Sandbox()
        for file in project.files {
            try written.write(file.path, bytes: file.bytes)
            try patched.write(file.path, bytes: file.bytes)
        }

        let dryRun = try await written.runBinary(["-t", target, "--dry-run", "--quiet", "."])
        #expect(dryRun.code == 0 && dryRun.error.isEmpty, "seed \(seed): \(dryRun.code) \(dryRun.error)")
        #expect(try Self.tree(written) == Dictionary(uniqueKeysWithValues: project.files.map { ($0.path, $0.bytes) }),
                "seed \(seed): the dry run wrote")
        let apply = try await ChildProcess.run("/usr/bin/git", ["apply", "-"], in: patched.root, input: Array(dryRun.output.utf8),
                                               mergingError: true)
        #expect(apply.status == 0, "seed \(seed): git apply: \(apply.outputText)")

        let write = try await written.runBinary(["-t", target, "--quiet", "."])
        #expect(write.code == 0 && write.error.isEmpty, "seed \(seed): \(write.code) \(write.error)")
        let expected = applying(ProjectMigration(targets: try DeploymentTargets.parse([target])).migrate(project.files), to: project.files)
        let writtenTree = try Self.tree(written)
        #expect(writtenTree == Dictionary(uniqueKeysWithValues: expected.map { ($0.path, $0.bytes) }),
                "seed \(seed): the command line wrote something else than the library's result")
        #expect(try Self.tree(patched) == writtenTree, "seed \(seed): the applied patch differs from the written tree")
        #expect(try await written.runBinary(["-t", target, "--check", "--quiet", "."]).code == 0, "seed \(seed): --check after the run")

        // Standard input is a file of its own project; a file that names no shim migrates the
        // same alone as in its project.
        // Three files a project (the one with the shims, and files that may or may not call them).
        for file in [project.files[0], project.files[1], project.files[project.files.count - 1]] {
            let piped = try await written.runBinary(["-t", target, "-"], input: file.bytes)
            let alone = ProjectMigration(targets: try DeploymentTargets.parse([target]))
                .migrate([ProjectMigration.File(path: "<stdin>", bytes: file.bytes)])[0]
            #expect(piped.code == 0)
            #expect(Array(piped.output.utf8) == (alone.output ?? file.bytes), "seed \(seed) \(file.path) through standard input")
            if !ByteSearch.contains(file.bytes, "ackport") {
                #expect(Array(piped.output.utf8) == writtenTree[file.path], "seed \(seed) \(file.path): standard input and the file differ")
            }
        }
    }

    /// Every file under the sandbox, by path relative to it.
    static func tree(_ sandbox: Sandbox) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: sandbox.root))
        while let relative = enumerator.nextObject() as? String {
            if FileSystem.kind(of: sandbox.path(relative)) == .file {
                files[relative] = try FileSystem.readFile(sandbox.path(relative))
            }
        }
        return files
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// The inputs the fuzz targets start from (`Fixtures/fuzz/seeds`, every fixture case's input)
/// and the ones they broke (`Fixtures/fuzz/regressions`) hold every fuzz invariant, replayed by
/// the built `backport-migrate-fuzz`; and the invariant the harness leaves out, because it needs
/// the compiler, is checked here: whenever an input parses, its migrated output parses too, and
/// the engine never refuses its own rewrite of it.
///
/// `make fuzz` runs this suite again with `BACKPORT_MIGRATE_FUZZ_CORPUS` set to the corpus a
/// fuzzing run grew, which is then replayed whole and sampled (`BACKPORT_MIGRATE_FUZZ_SAMPLE`
/// inputs, 1,000 by default) for the parse check.
@Suite struct FuzzCorpusTests {
    /// The kept inputs: the fuzz folders' files and every fixture case's input files.
    static func kept() throws -> [URL] {
        let fuzz = try ["seeds", "regressions"].flatMap { try inputs(in: packageRoot.appendingPathComponent("Fixtures/fuzz/\($0)")) }
        let cases = FixtureCase.all.map { $0.folder.appendingPathComponent($0.inputName) }
        let projects = swiftFiles(under: packageRoot.appendingPathComponent("Fixtures/cases")).filter { $0.pathComponents.contains("input") }
        return fuzz + cases + projects
    }

    /// The grown corpus named by the environment, if any.
    static var grown: URL? {
        ProcessInfo.processInfo.environment["BACKPORT_MIGRATE_FUZZ_CORPUS"].map { URL(fileURLWithPath: $0) }
    }

    /// The targets the migration fuzz target runs with (see `FuzzChecks.targetSets`).
    static let targets = ["16", "iOS=15.4,macOS=13,tvOS=16,watchOS=9,visionOS=1"]

    /// The files of `folder`, sorted; libFuzzer names its inputs by hash, without an extension.
    static func inputs(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    @Test func keptInputsHoldEveryFuzzInvariant() async throws {
        let kept = try Self.kept()
        #expect(kept.count >= 300)
        let grownCount = try Self.grown.map { try Self.inputs(in: $0).count } ?? 0
        // The grown corpus goes as its folder: its files would not fit on a command line.
        let result = try await ChildProcess.run(try Sandbox.binary("backport-migrate-fuzz"),
                                                ["all"] + kept.map(\.path) + (Self.grown.map { [$0.path] } ?? []), mergingError: true)
        #expect(result.status == 0 && !result.signalled, "\(result.outputText)")
        #expect(result.outputText.hasSuffix("\(kept.count + grownCount) inputs replayed (all): every invariant holds\n"), "\(result.outputText)")
    }

    @Test func outputsParseWheneverInputsDo() async throws {
        var inputs = try Self.kept()
        let keptCount = inputs.count
        if let grown = Self.grown {
            var random = SeededGenerator(state: 0xF022)
            let sample = Int(ProcessInfo.processInfo.environment["BACKPORT_MIGRATE_FUZZ_SAMPLE"] ?? "") ?? 1000
            inputs += try Self.inputs(in: grown).shuffled(using: &random).prefix(sample)
        }
        let sandbox = try Sandbox()
        defer { withExtendedLifetime(sandbox) {} }
        let directory = URL(fileURLWithPath: sandbox.root)
        var written: [URL] = []
        for (position, input) in inputs.enumerated() {
            let copy = directory.appendingPathComponent("in-\(position).swift")
            try Data(contentsOf: input).write(to: copy)
            written.append(copy)
        }
        let failingInputs = try await Swiftc.filesThatDoNotParse(written)
        // Nearly every kept input is valid Swift; a grown corpus is mostly not, which is fine.
        let keptFailing = written.prefix(keptCount).filter { failingInputs[$0.path] != nil }
        #expect(keptFailing.count <= keptCount / 10, "\(keptFailing.map(\.lastPathComponent))")

        var outputs: [String: URL] = [:]
        for (position, copy) in written.enumerated() where failingInputs[copy.path] == nil {
            let bytes = [UInt8](try Data(contentsOf: copy))
            for (number, target) in Self.targets.enumerated() {
                let run = ProjectMigration(targets: try DeploymentTargets.parse([target]))
                let result = run.migrate([ProjectMigration.File(path: "Fuzz.swift", bytes: bytes)])[0]
                // The engine's safety net must never be needed for valid Swift.
                if let problem = result.problem, problem.message.hasPrefix("internal error") {
                    Issue.record("\(inputs[position].path), which parses, at \(target): \(problem.message)")
                }
                guard result.status == .changed, let output = result.output else { continue }
                let url = directory.appendingPathComponent("out-\(position)-\(number).swift")
                try Data(output).write(to: url)
                outputs[url.path] = inputs[position]
            }
        }
        #expect(outputs.count >= 100, "only \(outputs.count) outputs changed")
        let failingOutputs = try await Swiftc.filesThatDoNotParse(outputs.keys.sorted().map { URL(fileURLWithPath: $0) })
        for (output, error) in failingOutputs.sorted(by: { $0.key < $1.key }) {
            let input = outputs[output]?.path ?? "?"
            Issue.record("the output for \(input), which parses, does not: \(error)")
        }
    }
}

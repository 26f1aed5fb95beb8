import Foundation
import Testing
@testable import BackportMigrate

/// Differential testing of the conditions migration: on Linux every `#available` is true and every
/// `#unavailable` false at run time, exactly as on a device at or above any target, so a program
/// and its migration must print the same thing. Generated programs (`ProgramGenerator`) are
/// migrated in-process, then each original and each rewrite is compiled and run
/// (`DifferentialHarness`), and any difference in output, any crash, any rewrite that does not
/// compile or that gets a new "will never be executed" warning is a bug in the migration.
///
/// `make test` runs `defaultCount` programs; `make differential PROGRAMS=5000 SEED=7` runs more,
/// through the environment variables `DIFFERENTIAL_PROGRAMS`, `DIFFERENTIAL_SEED`,
/// `DIFFERENTIAL_FIRST` (the number of the first program, to reproduce one program alone) and
/// `DIFFERENTIAL_KEEP` (a folder to keep the compiled modules in).
@Suite struct DifferentialTests {
    static let defaultCount = 400
    static let defaultSeed: UInt64 = 0xD1FF
    /// Programs per compiler invocation: large enough that the compiler's start-up does not
    /// dominate, small enough that one crash or hang costs little to run around.
    static let batchSize = 400

    /// The seed of program `number` of a run: each program can be generated alone.
    static func seed(ofProgram number: Int, run seed: UInt64) -> UInt64 {
        var mixer = SeededGenerator(state: seed &+ UInt64(number) &* 0x2545_F491_4F6C_DD1D)
        return mixer.next()
    }

    @Test func migratedProgramsBehaveLikeTheirOriginals() async throws {
        let environment = ProcessInfo.processInfo.environment
        func setting<T: LosslessStringConvertible>(_ name: String, _ fallback: T) throws -> T {
            guard let text = environment[name], !text.isEmpty else { return fallback }
            return try #require(T(text), "\(name)=\(text) is not a valid value")
        }
        let count: Int = try setting("DIFFERENTIAL_PROGRAMS", Self.defaultCount)
        let seed: UInt64 = try setting("DIFFERENTIAL_SEED", Self.defaultSeed)
        let first: Int = try setting("DIFFERENTIAL_FIRST", 0)
        let keep = environment["DIFFERENTIAL_KEEP"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }

        var pairs: [DifferentialHarness.Pair] = []
        var context: [Int: String] = [:]
        var changed = 0, reviewed = 0
        for number in first..<(first + count) {
            var generator = ProgramGenerator(seed: Self.seed(ofProgram: number, run: seed))
            let target = generator.target()
            let source = generator.program()
            let migrator = Migrator(targets: try DeploymentTargets.parse([target]))
            let result = migrator.migrate(Array(source.utf8))
            let reproduce = "DIFFERENTIAL_SEED=\(seed) DIFFERENTIAL_FIRST=\(number) DIFFERENTIAL_PROGRAMS=1, --target \(target)"
            guard result.problem == nil else {
                Issue.record("program \(number) (\(reproduce)): the migration failed: \(String(describing: result.problem))\n\(source)")
                continue
            }
            let rewrite = result.output ?? Array(source.utf8)
            let again = migrator.migrate(rewrite)
            #expect(again.output == nil, "program \(number) (\(reproduce)): a second run changes it:\n\(mismatch(expected: rewrite, actual: again.output ?? rewrite))")
            if result.isChanged { changed += 1 }
            if !result.reviewItems.isEmpty { reviewed += 1 }
            pairs.append(DifferentialHarness.Pair(number: number, original: source, rewrite: String(decoding: rewrite, as: UTF8.self)))
            let reviews = result.reviewItems.map { "\($0.line): \($0.message)" }.joined(separator: "\n")
            context[number] = "\(reproduce)\n--- original\n\(source)--- migration\n\(mismatch(expected: Array(source.utf8), actual: rewrite))"
                + (reviews.isEmpty ? "" : "--- review items\n\(reviews)\n")
        }

        for start in stride(from: 0, to: pairs.count, by: Self.batchSize) {
            let batch = Array(pairs[start..<min(start + Self.batchSize, pairs.count)])
            let folder = keep?.appendingPathComponent("batch\(start / Self.batchSize)")
                ?? FileManager.default.temporaryDirectory.appendingPathComponent("backport-migrate-differential-\(UUID().uuidString)")
            let differences = try await DifferentialHarness(folder: folder, keep: keep != nil).compare(batch)
            for difference in differences {
                Issue.record("\(difference)\n\(context[difference.number] ?? "")")
            }
        }
        // The programs must exercise the migration, not slip past it.
        #expect(changed * 10 >= count * 8, "only \(changed) of \(count) programs changed")
        #expect(reviewed > 0 || count < 50, "no program got a review item")
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// Runs every multi-file fixture case as a whole project and checks the invariants every
/// run must keep: the exact expected tree, the review items, a second run that changes
/// nothing, `--only` the case's migration (its group) reaching a fixed point, and `--skip`
/// it making none of its edits, every file no other cross-file migration touched coming out
/// as the single-file migrations make it. (Outputs parse: `FixtureParseTests`.)
@Suite struct ProjectFixtureTests {
    @Test(arguments: ProjectFixtureCase.all)
    func fixture(_ fixture: ProjectFixtureCase) throws {
        let run = try fixture.run()
        let input = fixture.input
        #expect(!input.isEmpty, "\(fixture.testDescription): no input files")
        let externals = try fixture.externals()
        let results = run.migrate(input, externals: externals, xcodeProjects: fixture.xcodeProjects)
        for result in results {
            #expect(result.problem == nil, "\(fixture.testDescription) \(result.path): \(String(describing: result.problem))")
        }
        let output = applying(results, to: input)
        let expected = fixture.expected ?? Dictionary(uniqueKeysWithValues: input.map { ($0.path, $0.bytes) })
        #expect(Set(output.map(\.path)) == Set(expected.keys), "\(fixture.testDescription): files after the run")
        for file in output {
            guard let wanted = expected[file.path] else { continue }
            if file.bytes != wanted {
                Issue.record("\(fixture.testDescription) \(file.path) differs from expected:\n\(mismatch(expected: wanted, actual: file.bytes))")
            }
        }

        let items = results.flatMap { result in result.reviewItems.map { (result.path, $0) } }
        let reviews = fixture.expectedReviews
        #expect(items.count == reviews.count, "\(fixture.testDescription): review items \(items.map { "\($0.0):\($0.1.line): \($0.1.message)" })")
        for ((path, item), wanted) in zip(items, reviews) {
            #expect(path == wanted.path && item.line == wanted.line && item.message.contains(wanted.text),
                    "\(fixture.testDescription): \(path):\(item.line): \(item.message) is not \(wanted)")
        }

        let second = run.migrate(output, externals: externals, xcodeProjects: fixture.xcodeProjects)
        for result in second where result.isChanged {
            Issue.record("\(fixture.testDescription) \(result.path): a second run changed it:\n\(mismatch(expected: output.first { $0.path == result.path }!.bytes, actual: result.output ?? []))")
        }
    }

    @Test(arguments: ProjectFixtureCase.all)
    func caseMigrationAloneReachesAFixedPoint(_ fixture: ProjectFixtureCase) throws {
        let migration = try #require(MigrationName(rawValue: fixture.group), "\(fixture.testDescription): the group names no migration")
        let run = try fixture.run(enabled: [migration])
        let externals = try fixture.externals()
        let first = applying(run.migrate(fixture.input, externals: externals, xcodeProjects: fixture.xcodeProjects), to: fixture.input)
        let second = run.migrate(first, externals: externals, xcodeProjects: fixture.xcodeProjects)
        #expect(second.allSatisfy { !$0.isChanged }, "\(fixture.testDescription): --only \(migration.rawValue) changed more on a second run")
    }

    @Test(arguments: ProjectFixtureCase.all)
    func skippingCaseMigrationLeavesItsPart(_ fixture: ProjectFixtureCase) throws {
        let migration = try #require(MigrationName(rawValue: fixture.group), "\(fixture.testDescription): the group names no migration")
        let others = try fixture.arguments().enabled.subtracting([migration])
        let run = try fixture.run(enabled: others)
        let input = fixture.input
        let results = run.migrate(input, externals: try fixture.externals())
        var alone = Migrator(targets: run.migrator.targets, enabled: others.subtracting(MigrationName.crossFile))
        alone.targetMap = run.targetMap
        for (file, result) in zip(input, results) {
            #expect(result.editCounts[migration] == nil)
            // Where no other cross-file migration acted, the single-file ones alone give the output.
            if result.editCounts.keys.allSatisfy({ !MigrationName.crossFile.contains($0) }) {
                #expect(result.output == alone.migrate(file.bytes, path: file.path).output,
                        "\(fixture.testDescription) \(file.path): --skip \(migration.rawValue) touched its part")
            }
        }
    }

    /// An `expected/` folder that holds no file at all (every file deleted) is not kept by git,
    /// so a clean clone would read the case as "nothing changes": it must hold a `.gitkeep`.
    @Test(arguments: ProjectFixtureCase.withExpectedFolder)
    func expectedFolderSurvivesAClone(_ fixture: ProjectFixtureCase) throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.appendingPathComponent("expected").path)
        #expect(!entries.isEmpty, "\(fixture.testDescription): expected/ is empty; add expected/.gitkeep so git keeps it")
    }

    @Test func enoughCases() {
        #expect(ProjectFixtureCase.withExpectedFolder.count >= 50)
        #expect(ProjectFixtureCase.all.filter { $0.group == "backport" }.count >= 20)
        #expect(ProjectFixtureCase.all.filter { $0.group == "obsoleted" }.count >= 10)
        #expect(ProjectFixtureCase.all.filter { $0.group == "shadow-types" }.count >= 8)
    }
}

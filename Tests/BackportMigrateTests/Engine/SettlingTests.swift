import Foundation
import Testing
@testable import BackportMigrate

/// The run settles across files: what one round deletes can free more in another file, and
/// review items of a later round are reported at lines of the original.
@Suite struct SettlingTests {
    @Test func infrastructureFreedByAnObsoletedDeclarationGoesInASecondRound() throws {
        let fixture = try #require(ProjectFixtureCase.all.first { $0.testDescription == "obsoleted/backport-type-freed-in-a-second-round" })
        let (results, rounds) = try fixture.run().run(fixture.input)
        #expect(rounds == 2)
        #expect(results.first { $0.path == "Compatibility/Backport.swift" }?.status == .deleted)
        #expect(results.first { $0.path == "Compatibility/Backport.swift" }?.editCounts[.backport] ?? 0 >= 2)
    }

    /// Nothing of a shim kept for review changes, not even its check: a second run over the
    /// written files finds every shim, call and declaration the first one named, at the same
    /// lines (the conditions migration used to collapse the check, and the second run then saw
    /// no shim and said nothing).
    @Test(arguments: ["backport/kept-shim-stays-whole-with-what-its-fallback-uses", "backport/spec-not-provable-differs-by-platform",
                      "backport/kept-shim-keeps-the-shim-its-fallback-uses"])
    func aSecondRunReportsTheSameKeptShims(_ name: String) throws {
        let fixture = try #require(ProjectFixtureCase.all.first { $0.testDescription == name })
        let first = try fixture.run().run(fixture.input).results
        let written = zip(fixture.input, first).compactMap { file, result in
            result.status == .deleted ? nil : ProjectMigration.File(path: file.path, bytes: result.output ?? file.bytes)
        }
        let second = try fixture.run().run(written).results
        #expect(second.allSatisfy { !$0.isChanged })
        func items(_ results: [FileResult]) -> [String] {
            results.flatMap { result in result.reviewItems.map { "\(result.path):\($0.line): \($0.message)" } }
        }
        #expect(!items(first).isEmpty)
        #expect(items(second) == items(first))
    }

    /// A candidate kept by a use in a file the run leaves alone stays kept: the run is not
    /// indexed again for it. One kept because a declaration the run deletes has its name is
    /// looked at again, and goes.
    @Test(arguments: [false, true])
    func aKeptCandidateIsLookedAtAgainOnlyWhenWhatKeepsItChanged(twinGoes: Bool) throws {
        let files = twinGoes ? [
            ProjectMigration.File(path: "LegacyBar.swift", bytes: Array("@available(iOS, obsoleted: 15)\nstruct LegacyBar {\n    func refresh() {}\n}\n".utf8)),
            ProjectMigration.File(path: "Feed.swift", bytes: Array("struct Feed {}\n\nextension Feed {\n    @available(iOS, obsoleted: 15)\n    func refresh() {}\n}\n".utf8)),
        ] : [
            ProjectMigration.File(path: "Old.swift", bytes: Array("@available(iOS, obsoleted: 15)\nstruct OldBar {}\n\n@available(iOS, obsoleted: 15)\nfunc legacyTitle() -> String { \"\" }\n".utf8)),
            ProjectMigration.File(path: "Screen.swift", bytes: Array("func title() -> String { legacyTitle() }\n".utf8)),
        ]
        let run = ProjectMigration(targets: try DeploymentTargets.parse(["16"]))
        let index = run.index(files)
        #expect(index.declarations.blockingPaths.contains(files[1].path))
        let first = files.map { run.migrator.migrate($0.bytes, path: $0.path, index: index) }
        #expect(first[0].isChanged && !first[1].isChanged)
        let indexings = Counter()
        let settling = Settling(migrator: run.migrator, index: { sources in
            indexings.add()
            return ProjectIndexer(migrator: run.migrator, trustDeprecated: false).index(sources, xcodeProjects: [], jobs: 1)
        }, jobs: 1)
        let (results, _) = settling.settle(paths: files.map(\.path), original: { files[$0].bytes }, results: first, firstIndex: index)
        #expect(indexings.value == (twinGoes ? 1 : 0))
        #expect(results[1].isChanged == twinGoes)
    }

    /// The indexes of a run share what the first found in files they read as they were
    /// (`DeclarationScanCache`): every case gives what indexes made from nothing give, in as
    /// many rounds.
    @Test(arguments: ProjectFixtureCase.all)
    func sharedScansGiveWhatFreshIndexesGive(_ fixture: ProjectFixtureCase) throws {
        let run = try fixture.run()
        let shared = run.run(fixture.input)
        let fresh = run.run(fixture.input, sharesScans: false)
        #expect(shared.rounds == fresh.rounds)
        #expect(shared.results.map(\.path) == fresh.results.map(\.path))
        for (one, other) in zip(shared.results, fresh.results) {
            #expect(one.status == other.status && one.output == other.output, "\(one.path)")
            #expect(one.editCounts == other.editCounts && one.reviewItems == other.reviewItems, "\(one.path)")
        }
    }

    /// The index's first pass keeps the bytes of the files it will read again up to a budget:
    /// with none, every case gives what it gives when they are all kept.
    @Test(arguments: ProjectFixtureCase.all)
    func filesReadAgainGiveWhatHeldOnesGive(_ fixture: ProjectFixtureCase) throws {
        let run = try fixture.run()
        var holdingNothing = run
        holdingNothing.heldBytesBudget = 0
        let held = run.run(fixture.input)
        let readAgain = holdingNothing.run(fixture.input)
        #expect(held.rounds == readAgain.rounds)
        for (one, other) in zip(held.results, readAgain.results) {
            #expect(one.status == other.status && one.output == other.output, "\(one.path)")
            #expect(one.editCounts == other.editCounts && one.reviewItems == other.reviewItems, "\(one.path)")
        }
    }

    /// With the indexes sharing their searches, a twin that goes in round one from a file that
    /// stays (`LegacyBar.refresh`, beside `Keep`) frees `Feed.refresh` in round two: the changed
    /// file is read again as it now is.
    @Test func aTwinGoneFromAFileThatStaysFreesTheMemberInRoundTwo() throws {
        let files = [
            ProjectMigration.File(path: "LegacyBar.swift", bytes: Array("@available(iOS, obsoleted: 15)\nstruct LegacyBar {\n    func refresh() {}\n}\n\nstruct Keep {}\n".utf8)),
            ProjectMigration.File(path: "Feed.swift", bytes: Array("struct Feed {}\n\nextension Feed {\n    @available(iOS, obsoleted: 15)\n    func refresh() {}\n}\n".utf8)),
        ]
        let run = ProjectMigration(targets: try DeploymentTargets.parse(["16"]))
        let (results, rounds) = run.run(files)
        #expect(rounds == 2)
        #expect(results.map(\.status) == [.changed, .changed])
        #expect(results.map { String(decoding: $0.output ?? [], as: UTF8.self) } == ["struct Keep {}\n", "struct Feed {}\n"])
    }

    /// A second index of unchanged files with the first one's cache reads only what the
    /// declarations' searches do not answer, and decides the same.
    @Test func aSecondIndexOfUnchangedFilesSearchesNothingAgain() throws {
        let fixture = try #require(ProjectFixtureCase.all.first { $0.testDescription == "obsoleted/backport-type-freed-in-a-second-round" })
        let run = try fixture.run()
        let files = fixture.input
        let reads = Counter()
        let sources = files.map { file in
            ProjectIndexer.Source(path: file.path, isExternal: false, read: { reads.add(); return file.bytes })
        }
        let cache = DeclarationScanCache()
        let indexer = ProjectIndexer(migrator: run.migrator, trustDeprecated: false, cache: cache)
        let first = indexer.index(sources, xcodeProjects: [], jobs: 1)
        let firstReads = reads.value
        let second = indexer.index(sources, xcodeProjects: [], jobs: 2)
        #expect(reads.value - firstReads < firstReads)
        for file in files {
            let one = run.migrator.migrate(file.bytes, path: file.path, index: first)
            let other = run.migrator.migrate(file.bytes, path: file.path, index: second)
            #expect(one.output == other.output && one.reviewItems == other.reviewItems, "\(file.path)")
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test func aRunWithoutCrossFileWorkTakesOneRound() throws {
        let fixture = try #require(ProjectFixtureCase.all.first { $0.testDescription == "obsoleted/modifier-kept-when-target-below" })
        #expect(try fixture.run().run(fixture.input).rounds == 1)
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nb\nc\n", [1, 2, 3]),
        ("a\nb\nc\n", "a\nc\n", [1, 3]),
        ("a\nb\nc\n", "a\nx\ny\nb\nc\n", [1, 2, 2, 2, 3]),
        ("a\nb\n", "", [1]),
        ("", "a\n", [1]),
        ("a\nold\nc\n", "a\nnew\nc\n", [1, 2, 3]),
    ])
    func linesMapToTheOriginal(old: String, new: String, expected: [Int]) {
        #expect(LineCorrespondence.originalLines(of: Array(new.utf8), in: Array(old.utf8)) == expected)
    }

    @Test(arguments: [
        ("a\nb\nc\n", "a\nb\nc\n", [1, 2, 3]),
        // A removed line maps to the line now where it was; the end of the text to the last line.
        ("a\nb\nc\n", "a\nc\n", [1, 2, 2]),
        ("a\nb\nc\n", "a\n", [1, 1, 1]),
        ("a\nb\nc\n", "a\nx\ny\nb\nc\n", [1, 4, 5]),
        // A replaced run maps line for line, its extra old lines to the last new one.
        ("a\nold1\nold2\nold3\nc\n", "a\nnew\nc\n", [1, 2, 2, 2, 3]),
        ("a\nb\n", "", [1, 1]),
        // A re-indented line is where its text went, even below other changed lines.
        ("f {\n    if c {\n        // note\n        x()\n    }\n}\n", "f {\n    // note\n    x()\n}\n", [1, 2, 2, 3, 3, 4]),
        // A lone carriage return, a line break to the tokenizer but not to the line diff: kept.
        ("a\rb\nc\n", "b\nc\n", [1, 2, 3]),
    ])
    func linesMapToTheWrittenText(old: String, new: String, expected: [Int]) {
        #expect(LineCorrespondence.newLines(of: Array(1...expected.count), old: Array(old.utf8), new: Array(new.utf8)) == expected)
    }
}

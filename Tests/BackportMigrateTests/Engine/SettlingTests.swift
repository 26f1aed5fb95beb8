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
}

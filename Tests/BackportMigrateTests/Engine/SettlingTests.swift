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

import Foundation
import Testing
@testable import BackportMigrate

/// Runs every fixture case through the invariants every rewrite must keep: the exact
/// expected output, a second run that changes nothing, and a tokenizer round trip of input
/// and output. (That outputs parse with `swiftc -parse` is checked in one batch by
/// `FixtureParseTests`.)
@Suite struct FixtureCaseTests {
    @Test(arguments: FixtureCase.all)
    func fixture(_ fixture: FixtureCase) throws {
        let input = fixture.input
        let first = try fixture.migrate(input)
        let firstText = first.output ?? input
        #expect(first.problem == nil, "\(fixture.testDescription): \(first.problem.map { ($0.line.map { "line \($0): " } ?? "") + $0.message } ?? "")")
        let expected = fixture.expected
        if firstText != expected {
            Issue.record("\(fixture.testDescription): output differs from expected.swift:\n\(mismatch(expected: expected, actual: firstText))")
        }
        #expect(first.isChanged == fixture.expectsChange)

        let reviews = fixture.expectedReviews
        #expect(first.reviewItems.count == reviews.count, "\(fixture.testDescription): review items \(first.reviewItems)")
        for (item, expected) in zip(first.reviewItems, reviews) {
            #expect(item.line == expected.line && item.message.contains(expected.text), "\(fixture.testDescription): review item \(item)")
        }

        let second = try fixture.migrate(firstText)
        if let output = second.output {
            Issue.record("\(fixture.testDescription): a second run changed the output:\n\(mismatch(expected: firstText, actual: output))")
        }
        #expect(second.editCounts.isEmpty)

        for bytes in [input, firstText] {
            let tokens = Tokenizer.tokenize(bytes).tokens
            #expect(tokens.flatMap { bytes[$0.range] }.elementsEqual(bytes), "\(fixture.testDescription): tokens do not round-trip")
        }
    }

    @Test func enoughCases() {
        #expect(FixtureCase.cases(in: "conditions").count >= 70)
        #expect(FixtureCase.cases(in: "attributes").count >= 20)
    }
}

/// A readable account of how `actual` differs from `expected`.
func mismatch(expected: [UInt8], actual: [UInt8]) -> String {
    let diff = UnifiedDiff.patch(path: "expected.swift", old: expected, new: actual)
    return diff.isEmpty ? "(no textual difference)" : diff
}

import Foundation
import Testing
@testable import BackportMigrate

/// The built executable reproduces every fixture's expected output when run on copies of the
/// inputs, one run per distinct `args`, writing in place.
@Suite struct FixtureBinaryTests {
    @Test func binaryRewritesCopiesOfEveryInputAsExpected() async throws {
        let byArguments = Dictionary(grouping: FixtureCase.all) { fixture in
            String(decoding: FixtureCase.read(fixture.folder.appendingPathComponent("args")) ?? [], as: UTF8.self)
                .split(whereSeparator: \.isWhitespace).map(String.init)
        }
        #expect(FixtureCase.all.count >= 100, "only \(FixtureCase.all.count) fixture cases found")
        for (arguments, fixtures) in byArguments {
            let sandbox = try Sandbox()
            for fixture in fixtures {
                try sandbox.write("\(fixture.group)/\(fixture.name).swift", bytes: fixture.input)
            }
            let targets = arguments.contains("--target") || arguments.contains("-t") ? [] : ["--target", "16"]
            let outcome = try await sandbox.runBinary(targets + arguments + ["--quiet", "."])
            #expect(outcome.code == 0, "args \(arguments): exit \(outcome.code): \(outcome.error)")
            for fixture in fixtures {
                let written = try FileSystem.readFile(sandbox.path("\(fixture.group)/\(fixture.name).swift"))
                if written != fixture.expected {
                    Issue.record("\(fixture.testDescription) through the binary:\n\(mismatch(expected: fixture.expected, actual: written))")
                }
            }
        }
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// Inputs the fuzzers found that broke the index, each reduced to what matters. Their files
/// are kept in `Fixtures/fuzz/regressions`, which `FuzzCorpusTests` replays too.
@Suite struct IndexRegressionTests {
    static func regression(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: packageRoot.appendingPathComponent("Fixtures/fuzz/regressions/\(name)")))
    }

    /// `content.badge(count: )`, a label with no value in a shim's live call, crashed the
    /// scanner (a range whose start was past its end). It is now a shim it cannot prove, and
    /// nothing of it changes, its check included.
    @Test func aLabelWithoutValueInTheLiveCall() throws {
        let bytes = try Self.regression("label-without-value-in-live-call.swift")
        let result = ProjectMigration(targets: try DeploymentTargets.parse(["16"]))
            .migrate([ProjectMigration.File(path: "A.swift", bytes: bytes)])[0]
        #expect(result.problem == nil)
        #expect(result.reviewItems.map(\.message) == [
            "shim `badge` is kept: its live branch is not understood",
            "`.backport.badge` is kept: its shim cannot be removed (its live branch is not understood)",
        ])
        #expect(result.status == .unchanged && result.output == nil)
    }
}

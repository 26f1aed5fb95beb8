import Foundation
import Testing
@testable import BackportMigrate

/// The parallel run in this process (so that `swift test --sanitize=thread --filter Parallel`
/// watches both phases: indexing with `parallelMap`, migrating with the pipeline's workers and
/// in-order delivery): any number of jobs gives the same diff, report and files.
@Suite struct ParallelRunTests {
    @Test func manyJobsInProcessGiveWhatOneJobGives() throws {
        var generator = SwiftSourceGenerator(seed: 0x7A5)
        let project = generator.project(lineCounts: Array(repeating: 60, count: 40))
        let sandbox = try Sandbox()
        for file in project { try sandbox.write(file.path, bytes: file.bytes) }
        try sandbox.write("Sources/Broken.swift", "func broken() {\n    if #available(iOS 15, *) {\n")

        let one = sandbox.run(["-t", "17", "-n", "-v", "--jobs", "1"])
        #expect(one.code == 3)
        #expect(one.output.components(separatedBy: "diff --git").count > 30)
        for jobs in ["2", "8"] {
            let many = sandbox.run(["-t", "17", "-n", "-v", "--jobs", jobs])
            #expect(many.code == one.code)
            #expect(many.output == one.output, "--jobs \(jobs): another diff")
            #expect(many.error == one.error, "--jobs \(jobs): another summary")
        }
        let jsonOne = sandbox.run(["-t", "17", "-n", "--format", "json", "-j1"])
        let jsonMany = sandbox.run(["-t", "17", "-n", "--format", "json", "-j8"])
        #expect(jsonOne.output == jsonMany.output)

        let written = try Sandbox()
        for file in project { try written.write(file.path, bytes: file.bytes) }
        #expect(written.run(["-t", "17", "-q", "-j8"]).code == 0)
        let expected = applying(ProjectMigration(targets: try DeploymentTargets.parse(["17"])).migrate(project), to: project)
        #expect(try GeneratedProjectPropertyTests.tree(written) == Dictionary(uniqueKeysWithValues: expected.map { ($0.path, $0.bytes) }))
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// Every migration's explanation says what the tool does: its example, run with `--only` that
/// migration and its arguments, gives exactly its "after" files, and the README's migration
/// table holds the same text as `--explain`.
@Suite struct ExplanationTests {
    @Test(arguments: MigrationName.allCases)
    func exampleIsWhatTheToolDoes(_ name: MigrationName) throws {
        let explanation = name.migration.explanation
        #expect(!explanation.example.isEmpty)
        let pairs = zip(explanation.arguments, explanation.arguments.dropFirst())
        let specs = pairs.filter { $0.0 == "--target" }.map(\.1)
        let swiftVersion = pairs.first { $0.0 == "--swift-version" }.flatMap { Version($0.1) }
        let run = ProjectMigration(targets: try DeploymentTargets.parse(specs), enabled: [name], swiftVersion: swiftVersion)
        let files = explanation.example.map { ProjectMigration.File(path: $0.path, bytes: Array($0.before.utf8)) }
        let results = run.migrate(files)
        for (file, result) in zip(explanation.example, results) {
            #expect(result.problem == nil, "\(name.rawValue) \(file.path): \(String(describing: result.problem))")
            if let after = file.after {
                #expect(result.status != .deleted, "\(name.rawValue) \(file.path) was deleted")
                let output = result.output.map { String(decoding: $0, as: UTF8.self) } ?? file.before
                #expect(output == after, "\(name.rawValue) \(file.path):\n\(output)")
            } else {
                #expect(result.status == .deleted, "\(name.rawValue) \(file.path) should be deleted")
            }
        }
        #expect(results.contains { $0.isChanged }, "\(name.rawValue): the example changes nothing")
    }

    @Test(arguments: MigrationName.allCases)
    func readmeRowIsTheExplanation(_ name: MigrationName) throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let explanation = name.migration.explanation
        let row = "| `\(name.rawValue)` | \(explanation.does) | \(explanation.leavesAlone) |"
        #expect(readme.split(separator: "\n").contains { $0 == row }, "README row of \(name.rawValue) differs from its explanation:\n\(row)")
    }

    @Test func explainPrintsTheExample() {
        let text = HelpText.explain(MigrationName.backport.migration)
        #expect(text.hasPrefix("backport: "))
        #expect(text.contains("EXAMPLE: backport-migrate --only backport --target 16"))
        #expect(text.contains("Compatibility/Backport.swift, before:") && text.contains("after: deleted"))
        #expect(text.contains("Text(\"Inbox\").badge(3)"))
    }
}

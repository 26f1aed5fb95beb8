import Foundation
import Testing
@testable import BackportMigrate

/// `--plan` through the command line: the table on standard output, nothing written, usage
/// errors for what it cannot be combined with.
@Suite struct PlanCommandLineTests {
    static let source = """
        func refresh() {
            if #available(iOS 16, *) {
                modern()
            } else {
                legacy()
            }
            if #available(iOS 17, *) {
                newest()
            }
        }

        """

    @Test func listsEachTargetAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Refresh.swift", Self.source)
        let outcome = sandbox.run(["--plan", "--target", "15", "--color", "never", "."], environment: ["LANG": "en_US.UTF-8"])
        #expect(outcome.code == 0, "\(outcome.error)")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(outcome.output)")
        #expect(lines[1].hasPrefix("target") && lines[1].contains("conditions") && lines[1].contains("lines removed"))
        #expect(lines[2].hasPrefix("iOS 15 (now)"))
        #expect(lines[3].hasPrefix("iOS 16 ") && lines[3].contains("#"))
        #expect(lines[4].hasPrefix("iOS 17 "))
        #expect(try sandbox.read("App/Refresh.swift") == Self.source)
    }

    @Test func jsonRowsMatchRealRuns() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Refresh.swift", Self.source)
        let plan = sandbox.run(["--plan", "--target", "15", "--format", "json", "."])
        let rows = try #require((try JSONSerialization.jsonObject(with: Data(plan.output.utf8)) as? [String: Any])?["rows"] as? [[String: Any]])
        #expect(rows.count == 3)
        for (row, target) in zip(rows.dropFirst(), ["16", "17"]) {
            let real = sandbox.run(["--check", "--target", target, "--format", "json", "."])
            let summary = try #require((try JSONSerialization.jsonObject(with: Data(real.output.utf8)) as? [String: Any])?["summary"] as? [String: Any])
            #expect(row["edits"] as? [String: Int] == summary["edits"] as? [String: Int], "at \(target)")
            #expect(row["filesChanged"] as? Int == summary["filesChanged"] as? Int)
            #expect(row["reviewItems"] as? Int == summary["reviewItems"] as? Int)
        }
    }

    @Test(arguments: [["--plan", "--check"], ["--plan", "--dry-run"], ["--plan", "-"]])
    func cannotBeCombined(_ arguments: [String]) throws {
        let outcome = try Sandbox().run(arguments + ["--target", "16"])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("--plan"))
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// `--swift-version`: alone it decides only compiler conditions (no target needed, no
/// `#available` touched); with `--target` every migration runs; a bad value is a usage error.
@Suite struct SwiftVersionCommandLineTests {
    static let source = """
        func f() {
            #if compiler(>=5.9)
            a()
            #else
            b()
            #endif
            if #available(iOS 15, *) { c() }
        }

        """

    @Test func aloneItDecidesOnlyCompilerConditions() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.source)
        let outcome = sandbox.run(["--swift-version", "5.10", "--format", "json", "."])
        #expect(outcome.code == 0, "\(outcome.error)")
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["edits"] as? [String: Int] == ["compiler": 1])
        #expect(try sandbox.read("A.swift") == "func f() {\n    a()\n    if #available(iOS 15, *) { c() }\n}\n")
    }

    @Test func withATargetEveryMigrationRuns() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.source)
        let outcome = sandbox.run(["--swift-version", "5.10", "--target", "16", "."])
        #expect(outcome.code == 0)
        #expect(try sandbox.read("A.swift") == "func f() {\n    a()\n    c()\n}\n")
    }

    @Test func withoutItNoCompilerCount() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.source)
        let outcome = sandbox.run(["--check", "--target", "16", "--format", "json", "."])
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect((summary["edits"] as? [String: Int])?["compiler"] == nil)
    }

    @Test func aBadVersionIsAUsageError() throws {
        let outcome = try Sandbox().run(["--swift-version", "five", "."])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("invalid --swift-version 'five'"))
    }
}

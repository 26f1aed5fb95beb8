import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import BackportMigrate

/// `--format github`: the exact workflow-command lines GitHub Actions reads from standard output.
@Suite struct GitHubFormatTests {
    static let source = """
        func refresh() {
            // Pull to refresh came in iOS 15.
            if #available(iOS 15, *) {
                modern()
            } else {
                legacy()
            }
        }

        """

    @Test func checkAnnotatesEachPendingChangeReviewItemAndFailure() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Refresh.swift", Self.source)
        try sandbox.write("App/Broken.swift", "func f() {\n    if #available(iOS 15, *) {\n")
        let outcome = sandbox.run(["--check", "--target", "16", "--format", "github", "App"], environment: ["GITHUB_WORKSPACE": sandbox.root])
        #expect(outcome.code == 3, "\(outcome.error)")
        #expect(outcome.output.split(separator: "\n").map(String.init) == [
            "::error file=App/Broken.swift,line=1,title=backport-migrate::'{' is never closed",
            "::warning file=App/Refresh.swift,line=3,endLine=7,title=backport-migrate::obsolete compatibility code (#available/#unavailable checks in if, guard, else if and while): backport-migrate would rewrite lines 3–7 [conditions]",
            "::warning file=App/Refresh.swift,line=2,title=backport-migrate::this comment names a platform, a version or an availability check the migration removed; it may describe code that is gone: review it [conditions]",
        ])
        #expect(try sandbox.read("App/Refresh.swift") == Self.source)
    }

    @Test func writingRunAnnotatesOnlyReviewItems() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Refresh.swift", Self.source)
        let outcome = sandbox.run(["--target", "16", "--format", "github", "."], environment: ["GITHUB_WORKSPACE": sandbox.root])
        #expect(outcome.code == 0)
        #expect(outcome.output.split(separator: "\n").count == 1)
        #expect(outcome.output.hasPrefix("::warning file=Refresh.swift,line=2,"))
    }

    @Test func pathsAreRelativeToTheRepositoryRoot() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".git/HEAD", "ref: refs/heads/main\n")
        try sandbox.write("Sources/App/Refresh.swift", Self.source)
        let annotations = GitHubAnnotations(currentDirectory: sandbox.path("Sources"), environment: [:])
        #expect(annotations.root == sandbox.root)
        #expect(annotations.relative("App/Refresh.swift") == "Sources/App/Refresh.swift")
    }

    @Test func dataAndPropertiesAreEscaped() {
        #expect(GitHubAnnotations.command("warning", file: "a,b:c.swift", line: 3, message: "50% done\nnext")
                == "::warning file=a%2Cb%3Ac.swift,line=3,title=backport-migrate::50%25 done%0Anext")
    }

    /// One annotation per edit, naming its migration: a check whose kept block moves many lines
    /// left is one edit, not one annotation per line it moves.
    @Test func oneAnnotationPerEdit() throws {
        let body = (1...15).map { "            step\($0)()\n" }.joined()
        let sandbox = try Sandbox()
        try sandbox.write("Big.swift", "func run() {\n    if #available(iOS 15, *) {\n        do {\n\(body)        }\n    }\n}\n\n@available(iOS 14, *)\nstruct S {}\n")
        let outcome = sandbox.run(["--check", "--target", "16", "--format", "github", "Big.swift"], environment: ["GITHUB_WORKSPACE": sandbox.root])
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("::warning file=Big.swift,line=2,endLine=20,") == true, "\(lines)")
        #expect(lines.first?.hasSuffix("[conditions]") == true)
        #expect(lines.last?.hasPrefix("::warning file=Big.swift,line=23,") == true, "\(lines)")
        #expect(lines.last?.hasSuffix("[attributes]") == true)
    }
}

/// `--format xcode`, `sarif` and `checkstyle`: what Xcode, code-scanning dashboards and CI
/// plugins read.
@Suite struct MachineReportTests {
    @Test func xcodeLinesHaveAbsolutePathsLinesAndColumns() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Refresh.swift", GitHubFormatTests.source)
        try sandbox.write("App/Broken.swift", "func f() {\n    if #available(iOS 15, *) {\n")
        let outcome = sandbox.run(["--check", "--target", "16", "--format", "xcode", "App"])
        #expect(outcome.code == 3, "\(outcome.error)")
        let path = sandbox.path("App/Refresh.swift")
        #expect(outcome.output.split(separator: "\n").map(String.init) == [
            "\(sandbox.path("App/Broken.swift")):1:1: error: '{' is never closed",
            "\(path):3:1: warning: obsolete compatibility code (#available/#unavailable checks in if, guard, else if and while): backport-migrate would rewrite lines 3–7 [conditions]",
            "\(path):2:1: warning: this comment names a platform, a version or an availability check the migration removed; it may describe code that is gone: review it [conditions]",
        ])
        #expect(outcome.error.contains("1 of 2 files would change"), "\(outcome.error)")
        // Written, only what stays to be read is said.
        let written = sandbox.run(["--target", "16", "--format", "xcode", "App/Refresh.swift"])
        #expect(written.output.split(separator: "\n").count == 1, "\(written.output)")
        #expect(written.output.contains("\(path):2:1: warning: this comment names"), "\(written.output)")
    }

    @Test func sarifHasTheRequiredFieldsARulePerMigrationAndRegions() throws {
        let sandbox = try Sandbox()
        try sandbox.write("My App/Refresh.swift", GitHubFormatTests.source)
        let outcome = sandbox.run(["--check", "--target", "16", "--format", "sarif", "."])
        #expect(outcome.code == 1, "\(outcome.error)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        // The schema's required properties: sarifLog version and runs; run tool; tool driver;
        // driver name; result message; a reportingDescriptor id.
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "backport-migrate")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == MigrationName.allCases.map(\.rawValue) + [SARIFReport.failureRule])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 2)
        for result in results {
            #expect((result["message"] as? [String: Any])?["text"] is String)
            let rule = try #require(result["ruleId"] as? String)
            #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == rule)
            #expect(["warning", "error", "note", "none"].contains(result["level"] as? String ?? ""))
        }
        let location = try #require(((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "My%20App/Refresh.swift")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3 && region["endLine"] as? Int == 7)
    }

    @Test func checkstyleIsEscapedXMLWithAFilePerPath() throws {
        let entries = [
            ReportEntry(path: "A.swift", line: 2, severity: .warning, message: "a \"quoted\" <tag> & more", migration: .conditions),
            ReportEntry(path: "B.swift", line: nil, severity: .error, message: "cannot read", migration: nil),
        ]
        let document = CheckstyleReport(currentDirectory: "/work").document(entries)
        #expect(document == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
            <file name="/work/A.swift">
            <error line="2" column="1" severity="warning" message="a &quot;quoted&quot; &lt;tag&gt; &amp; more" source="backport-migrate.conditions"/>
            </file>
            <file name="/work/B.swift">
            <error line="1" column="1" severity="error" message="cannot read" source="backport-migrate.failure"/>
            </file>
            </checkstyle>

            """)
        let parser = XMLParser(data: Data(document.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }
}

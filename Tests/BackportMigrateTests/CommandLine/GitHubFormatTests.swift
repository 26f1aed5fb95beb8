import Foundation
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
            "::warning file=App/Refresh.swift,line=3,title=backport-migrate::obsolete compatibility code: backport-migrate would replace 5 lines with 1 here",
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
}

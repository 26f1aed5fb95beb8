import Foundation
import Testing
@testable import BackportMigrate

/// `--bump` through the command line: manifests raised with the code, checked, listed, refused.
@Suite struct BumpCommandLineTests {
    static let obsolete = EndToEndTests.obsolete
    static let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n    name: \"A\",\n    platforms: [.iOS(.v15)]\n)\n"
    static let config = "#include \"Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n"

    private func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Package.swift", Self.package)
        try sandbox.write("Config/App.xcconfig", Self.config)
        return sandbox
    }

    @Test func checkFailsWhileAManifestIsBelowThenPassesAfterTheBump() throws {
        let sandbox = try project()
        // The code alone is already migrated; only the manifests are pending.
        #expect(sandbox.run(["--target", "16"]).code == 0)
        let check = sandbox.run(["--check", "--target", "16", "--bump"])
        #expect(check.code == 1)
        #expect(check.error.contains("Deployment targets to raise (--bump):\nConfig/App.xcconfig:2: iOS 15.0 -> 16.0\nPackage.swift:5: iOS 15 -> 16\n"), "\(check.error)")
        #expect(try sandbox.read("Package.swift") == Self.package)
        let bump = sandbox.run(["--target", "16", "--bump"])
        #expect(bump.code == 0)
        #expect(bump.error.contains("; 2 deployment targets raised\n"), "\(bump.error)")
        #expect(try sandbox.read("Package.swift") == Self.package.replacingOccurrences(of: ".v15", with: ".v16"))
        #expect(try sandbox.read("Config/App.xcconfig") == Self.config.replacingOccurrences(of: "15.0", with: "16.0"))
        #expect(sandbox.run(["--check", "--target", "16", "--bump"]).code == 0)
        // Never lowered: a lower target leaves the raised manifests alone.
        #expect(sandbox.run(["--check", "--target", "15", "--bump"]).code == 0)
    }

    @Test func theJSONReportListsEachManifestEdit() throws {
        let sandbox = try project()
        let outcome = sandbox.run(["--dry-run", "--format", "json", "--target", "iOS=17,macOS=14", "--bump"])
        #expect(outcome.code == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let manifests = try #require(document["manifests"] as? [[String: Any]])
        #expect(manifests.map { $0["path"] as? String } == ["Config/App.xcconfig", "Package.swift"])
        let edits = manifests.map { ($0["edits"] as? [[String: Any]] ?? []).map { "\($0["line"] ?? "") \($0["platform"] ?? "") \($0["from"] ?? "added") \($0["to"] ?? "")" } }
        #expect(edits == [["2 iOS 15.0 17.0"], ["5 iOS 15 17", "5 macOS added 14"]])
        #expect((manifests[1]["diff"] as? String)?.contains("-    platforms: [.iOS(.v15)]\n+    platforms: [.iOS(.v17), .macOS(.v14)]\n") == true)
        #expect(try sandbox.read("Package.swift") == Self.package)
    }

    /// A manifest's review item (a case the tools version cannot spell) counts in the closing
    /// line and the JSON summary as the files' do.
    @Test func aManifestsReviewItemsCountInTheSummary() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", "// swift-tools-version:5.2\nimport PackageDescription\nlet package = Package(\n    name: \"A\",\n    platforms: [.iOS(.v15)]\n)\n")
        try sandbox.write("Sources/A/A.swift", "let a = 1\n")
        let text = sandbox.run(["--dry-run", "--target", "17", "--bump"])
        #expect(text.error.contains("Review (1):\nPackage.swift:5: `.iOS(.v17)` needs swift-tools-version 5.9"), "\(text.error)")
        #expect(text.error.contains("; 1 review item; 1 deployment target to raise\n"), "\(text.error)")
        let json = sandbox.run(["--dry-run", "--format", "json", "--target", "17", "--bump"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["reviewItems"] as? Int == 1)
    }

    @Test func anUnreadableManifestStopsTheRunWithNothingChanged() throws {
        let sandbox = try project()
        try sandbox.write("Old.podspec", "Pod::Spec.new do |s|\n  s.ios.deployment_target = MINIMUM\nend\n")
        let outcome = sandbox.run(["--target", "16", "--bump"])
        #expect(outcome.code == 3)
        #expect(outcome.error.hasSuffix("""
            backport-migrate: cannot use this project file to raise the deployment targets (--bump):
              Old.podspec:2: cannot read `ios.deployment_target = MINIMUM`: the version is not a string literal
            Nothing was changed. Fix or --exclude it.

            """), "\(outcome.error)")
        #expect(try sandbox.read("Sources/A.swift") == Self.obsolete)
        #expect(try sandbox.read("Package.swift") == Self.package)
        #expect(try sandbox.read("Config/App.xcconfig") == Self.config)
        // Excluded, it is neither read nor raised.
        #expect(sandbox.run(["--target", "16", "--bump", "--exclude", "*.podspec"]).code == 0)
        #expect(try sandbox.read("Config/App.xcconfig") == Self.config.replacingOccurrences(of: "15.0", with: "16.0"))
    }

    /// In CI, a check that fails only because a manifest is below the target still says where.
    @Test func githubAnnotationsPointAtEachTargetToRaise() throws {
        let sandbox = try project()
        // The code is migrated first; only the manifests are pending.
        #expect(sandbox.run(["--target", "16", "--quiet"]).code == 0)
        try sandbox.write("Package.swift", "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(\n    name: \"A\",\n    platforms: [.iOS(.v15)]\n)\n")
        let check = sandbox.run(["--check", "--format", "github", "--target", "16,visionOS=1", "--bump"], environment: ["GITHUB_WORKSPACE": sandbox.root])
        #expect(check.code == 1)
        #expect(check.output == """
            ::warning file=Config/App.xcconfig,line=2,title=backport-migrate::deployment target iOS 15.0 is below the run's target: backport-migrate --bump would raise it to 16.0
            ::warning file=Package.swift,line=5,title=backport-migrate::deployment target iOS 15 is below the run's target: backport-migrate --bump would raise it to 16.0
            ::warning file=Package.swift,line=5,title=backport-migrate::`.iOS(.v16)` needs swift-tools-version 5.7 (this file has swift-tools-version 5.5): written as `.iOS("16.0")`; raising the tools version would allow the case [bump]
            ::warning file=Package.swift,line=5,title=backport-migrate::--target names visionOS, which `platforms:` does not list, and `.visionOS` needs swift-tools-version 5.9 (this file has swift-tools-version 5.5): not added [bump]

            """)
        // Once raised, only the review items remain to annotate.
        #expect(sandbox.run(["--target", "16,visionOS=1", "--bump", "--quiet"]).code == 0)
        let after = sandbox.run(["--check", "--format", "github", "--target", "16,visionOS=1", "--bump"], environment: ["GITHUB_WORKSPACE": sandbox.root])
        #expect(after.code == 0)
        #expect(after.output.split(separator: "\n").map { String($0.prefix(45)) } == [
            "::warning file=Package.swift,line=5,title=bac",
        ], "\(after.output)")
    }

    @Test func bumpNeedsATargetAndNoInteractiveReview() throws {
        let sandbox = try project()
        let alone = sandbox.run(["--bump"])
        #expect(alone.code == 2)
        #expect(alone.error.hasPrefix("backport-migrate: --bump raises the project's deployment targets to the --target given; it needs one, e.g. --target 16 --bump\n"))
        #expect(sandbox.run(["--bump", "-t", "16", "-i"]).code == 2)
        #expect(sandbox.run(["--bump", "-t", "16", "--plan"]).code == 2)
        #expect(sandbox.run(["--bump", "-t", "16", "-"]).code == 2)
        #expect(try sandbox.read("Package.swift") == Self.package)
    }

    /// A `Package.swift` the migrations change too: one patch carries both, and `git apply` of the
    /// dry run's diff gives the tree the write run leaves.
    @Test func theDryRunPatchAppliesAndEqualsTheWriteRun() async throws {
        let written = try project(), patched = try project()
        let manifest = "// swift-tools-version:5.7\nimport PackageDescription\n#if swift(>=5.5)\nlet extra: [String] = []\n#endif\nlet package = Package(\n    name: \"A\",\n    platforms: [\n        .iOS(.v14),\n    ]\n)\n"
        try written.write("Package.swift", manifest)
        try patched.write("Package.swift", manifest)
        let arguments = ["--target", "iOS=16,macOS=13", "--swift-version", "5.9", "--bump"]
        let dryRun = try await written.runBinary(arguments + ["--dry-run"])
        #expect(dryRun.code == 0, "\(dryRun.error)")
        #expect(dryRun.output.components(separatedBy: "diff --git a/Package.swift").count == 2, "\(dryRun.output)")
        let apply = try await ChildProcess.run("/usr/bin/git", ["apply", "-"], in: patched.root, input: Array(dryRun.output.utf8), mergingError: true)
        #expect(apply.status == 0, "\(apply.outputText)")
        let write = try await written.runBinary(arguments)
        #expect(write.code == 0, "\(write.error)")
        for path in ["Package.swift", "Sources/A.swift", "Config/App.xcconfig"] {
            #expect(try written.read(path) == patched.read(path), "\(path)")
        }
        #expect(try written.read("Package.swift") == "// swift-tools-version:5.7\nimport PackageDescription\nlet extra: [String] = []\nlet package = Package(\n    name: \"A\",\n    platforms: [\n        .iOS(.v16),\n        .macOS(.v13),\n    ]\n)\n")
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// `--bump` on the text of a manifest, for what the fixtures of `Fixtures/manifests` do not show:
/// a one-line list, a package without `platforms:`, nothing to raise, an unreadable list, and the
/// table of version cases.
@Suite struct ManifestBumpTests {
    private func bump(_ text: String, _ kind: ManifestFile.Kind, _ targets: String...) throws -> ManifestBump {
        let manifest = ManifestFile(kind: kind, displayPath: "M", path: "/nonexistent/M")
        let (bump, problems) = ManifestBump.bump(Array(text.utf8), manifest: manifest, targets: try DeploymentTargets.parse(targets))
        #expect(problems.isEmpty, "\(problems)")
        return bump
    }

    private func edits(_ bump: ManifestBump) -> [String] {
        bump.edits.map { "\($0.line): \($0.platform) \($0.from ?? "added") -> \($0.to)" }
    }

    private func text(_ bump: ManifestBump) -> String { String(decoding: bump.output, as: UTF8.self) }

    /// A case newer than the file's tools version is written as a string, with a review item
    /// (the forms of each tools version are in `Fixtures/manifests`, run by `ManifestFixtureTests`).
    @Test func iOS26NeedsToolsVersion6_2() throws {
        let package = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(\n    name: \"A\",\n    platforms: [.iOS(.v17)]\n)\n"
        let result = try bump(package, .swiftPackage, "26")
        #expect(text(result) == package.replacingOccurrences(of: ".iOS(.v17)", with: #".iOS("26.0")"#))
        #expect(edits(result) == ["5: iOS 17 -> 26.0"])
        #expect(result.reviewItems.map(\.message) == [
            "`.iOS(.v26)` needs swift-tools-version 6.2 (this file has swift-tools-version 6.0): written as `.iOS(\"26.0\")`; raising the tools version would allow the case",
        ])
    }

    @Test func aOneLineListGetsTheNewPlatformOnItsLine() throws {
        let package = "// swift-tools-version:5.7\nlet package = Package(name: \"A\", platforms: [.iOS(.v15)])\n"
        let result = try bump(package, .swiftPackage, "iOS=16,macOS=13")
        #expect(text(result) == "// swift-tools-version:5.7\nlet package = Package(name: \"A\", platforms: [.iOS(.v16), .macOS(.v13)])\n")
        // visionOS cannot be listed below tools version 5.9: a review item, not an edit.
        let vision = try bump(package, .swiftPackage, "16,visionOS=1")
        #expect(text(vision) == package.replacingOccurrences(of: ".v15", with: ".v16"))
        #expect(vision.reviewItems.map(\.message) == [
            "--target names visionOS, which `platforms:` does not list, and `.visionOS` needs swift-tools-version 5.9 (this file has swift-tools-version 5.7): not added",
        ])
    }

    @Test func aPackageWithoutPlatformsIsLeftWithAReviewItem() throws {
        let package = "// swift-tools-version:5.9\nlet package = Package(name: \"A\", targets: [.target(name: \"A\")])\n"
        let result = try bump(package, .swiftPackage, "17")
        #expect(result.output == Array(package.utf8))
        #expect(result.edits.isEmpty)
        #expect(result.reviewItems.map(\.line) == [1])
        #expect(result.reviewItems[0].message.contains("add `platforms: [.iOS(.v17)]`"))
    }

    /// A placeholder package that declares no target (swiftui-introspect's `Examples/Package.swift`)
    /// builds nothing, so it needs no `platforms:`; one whose targets come from code may.
    @Test(arguments: [
        ("Package(name: \"Examples\", products: [], targets: [])", false),
        ("Package(name: \"Examples\")", false),
        ("Package(name: \"A\", targets: [.executableTarget(name: \"A\")])", true),
        ("Package(name: \"A\", targets: allTargets)", true),
        ("Package(name: \"A\", targets: [])\npackage.targets.append(extra)", true),
        ("Package(name: \"A\", targets: [Target.macro(name: \"M\")])", true),
    ])
    func aPackageThatDeclaresNoTargetNeedsNoPlatforms(call: String, reviewed: Bool) throws {
        let package = "// swift-tools-version:5.9\nlet package = \(call)\n"
        let result = try bump(package, .swiftPackage, "17")
        #expect(result.edits.isEmpty)
        #expect(result.reviewItems.isEmpty == !reviewed, "\(call)")
    }

    @Test func nothingBelowTheTargetChangesNothing() throws {
        let package = "// swift-tools-version:5.9\nlet package = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(\"14.1\")])\n"
        let result = try bump(package, .swiftPackage, "iOS=16,macOS=14")
        #expect(result.output == Array(package.utf8))
        #expect(result.edits.isEmpty && result.reviewItems.isEmpty)
    }

    @Test func anUnreadablePlatformsArgumentIsAProblem() {
        let manifest = ManifestFile(kind: .swiftPackage, displayPath: "Package.swift", path: "/nonexistent/Package.swift")
        let (_, problems) = ManifestBump.bump(Array("let p = Package(name: \"A\", platforms: shared)\n".utf8), manifest: manifest,
                                              targets: DeploymentTargets([.iOS: Version("16")!]))
        #expect(problems.map(\.description) == ["Package.swift:1: cannot read `platforms:`: not a literal list such as [.iOS(.v16)]"])
    }

    /// The table of version cases, at the edges the toolchain's PackageDescription showed
    /// (`swiftc -package-description-version` on each case).
    @Test func versionCasesAndTheirToolsVersions() {
        func spelled(_ platform: Platform, _ version: String) -> String {
            PackageManifest.versionCase(platform, Version(version)!).map { "\($0.name) \($0.tools)" } ?? "none"
        }
        #expect(spelled(.iOS, "16") == ".v16 5.7")
        #expect(spelled(.iOS, "17.0") == ".v17 5.9")
        #expect(spelled(.iOS, "18") == ".v18 6.0")
        #expect(spelled(.iOS, "26") == ".v26 6.2")
        #expect(spelled(.iOS, "16.4") == "none")
        #expect(spelled(.iOS, "19") == "none")
        #expect(spelled(.macOS, "10.15") == ".v10_15 5.0")
        #expect(spelled(.macOS, "13") == ".v13 5.7")
        #expect(spelled(.macOS, "15") == ".v15 6.0")
        #expect(spelled(.watchOS, "10") == ".v10 5.9")
        #expect(spelled(.tvOS, "17") == ".v17 5.9")
        #expect(spelled(.macCatalyst, "13") == ".v13 5.5")
        #expect(spelled(.macCatalyst, "16") == ".v16 5.7")
        #expect(spelled(.visionOS, "1") == ".v1 5.9")
        #expect(spelled(.visionOS, "2") == ".v2 6.0")
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// Without `--target`, a manifest that was found but cannot be read or understood stops the run
/// with exit 2 and its name, before any file is touched: skipping it would take the target from
/// the other manifests, which may be above the project's real minimum.
@Suite struct ManifestFailureTests {
    static let obsolete = EndToEndTests.obsolete

    @Test func aDanglingPackageLinkIsAnErrorNotASkip() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        // Alone, this would make iOS 17 the target and remove the iOS 15 check.
        try sandbox.write("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        try sandbox.link("Package.swift", to: "../elsewhere/Package.swift")
        let outcome = try await sandbox.runBinary([])
        #expect(outcome.code == 2)
        #expect(outcome.error == """
            backport-migrate: cannot use this project file for the deployment targets:
              Package.swift: cannot read: No such file or directory
            Pass --target (e.g. --target 16 or --target iOS=16,macOS=13), or --exclude it.
            Run 'backport-migrate --help' for usage.

            """)
        #expect(try sandbox.read("Sources/A.swift") == Self.obsolete)
        // The remedies the message offers both work.
        #expect(try await sandbox.runBinary(["--check", "--exclude", "Package.swift"]).code == 1)
        #expect(try await sandbox.runBinary(["--check", "--target", "14"]).code == 0)
    }

    @Test func aManifestWithoutPermissionIsAnError() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v14)])\n")
        try sandbox.write("App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        #expect(sandbox.setPermissions("Package.swift", 0))
        let outcome = try await sandbox.runBinaryWithoutPrivileges(["--check"])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("  Package.swift: cannot read: Permission denied\n"), "\(outcome.error)")
        #expect(try sandbox.read("Sources/A.swift") == Self.obsolete)
    }

    @Test func severalProblemsAreAllNamed() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "let package = Package(name: \"A\", platforms: shared)\n")
        try sandbox.write("Config/Base.xcconfig", bytes: [0xFF, 0xFE] + Array("IPHONEOS_DEPLOYMENT_TARGET = 15.0\n".utf8))
        try FileManager.default.createDirectory(atPath: sandbox.path("Old.xcodeproj/project.pbxproj"), withIntermediateDirectories: true)
        let outcome = try await sandbox.runBinary(["-n"])
        #expect(outcome.code == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("""
            backport-migrate: cannot use these project files for the deployment targets:
              Config/Base.xcconfig: cannot read: invalid UTF-8
              Old.xcodeproj/project.pbxproj: cannot read: it is a folder
              Package.swift:1: cannot read `platforms:`: not a literal list such as [.iOS(.v16)]
            Pass --target (e.g. --target 16 or --target iOS=16,macOS=13), or --exclude them.

            """), "\(outcome.error)")
    }

    /// A project folder with no project.pbxproj in it (XcodeGen and Tuist make the file, and
    /// element-ios commits only the schemes) states no target and lists no file: it stops
    /// nothing, and the error about a missing target names it.
    @Test func aProjectFolderWithoutItsProjectFileIsNoManifest() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("Riot.xcodeproj/xcshareddata/xcschemes/Riot.xcscheme", "<Scheme/>\n")
        let run = try await sandbox.runBinary(["-t", "16", "--check", "--verbose"])
        #expect(run.code == 1, "\(run.error)")
        #expect(run.error.contains("Riot.xcodeproj: no project.pbxproj in it (made by XcodeGen or Tuist?): it states no target and lists no file"),
                "\(run.error)")
        let detecting = try await sandbox.runBinary(["--check"])
        #expect(detecting.code == 2)
        #expect(detecting.error.contains("(Riot.xcodeproj has no project.pbxproj: generate the project first). Pass --target"), "\(detecting.error)")
        try sandbox.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v16)])\n")
        #expect(try await sandbox.runBinary(["--check"]).code == 1)
    }

    /// `--target` naming fewer platforms than the manifests: a note for each one left out (what
    /// depends on it stays), none when every platform is given or the manifest cannot be read.
    @Test func aPlatformTheManifestsTargetAndTheRunLeavesOutIsNoted() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", "func f() {\n    if #available(iOS 16, macOS 13, *) { a() } else { b() }\n}\n")
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v15), .macOS(.v12)])\n")
        let left = try await sandbox.runBinary(["--target", "17", "--check"])
        #expect(left.code == 1)
        #expect(left.error.hasPrefix("""
            Targets: iOS 17 (--target)
            note: Package.swift targets macOS 12, which --target leaves out: what depends on macOS stays as it is (add it, e.g. --target 17,macOS=12)

            """), "\(left.error)")
        let both = try await sandbox.runBinary(["--target", "17,macOS=12", "--check"])
        #expect(!both.error.contains("leaves out"), "\(both.error)")
        let quiet = try await sandbox.runBinary(["--target", "17", "--check", "--quiet"])
        #expect(quiet.error.isEmpty, "\(quiet.error)")
    }

    /// `--target` above a manifest's target: a note that the code will need the new target,
    /// for each platform behind, unless `--bump` raises the manifests or the target is not higher.
    @Test func aManifestBelowTheTargetIsNoted() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", "func f() {\n    if #available(iOS 16, macOS 13, *) { a() } else { b() }\n}\n")
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v15), .macOS(.v12)])\n")
        let behind = try await sandbox.runBinary(["--target", "17,macOS=13", "--check"])
        #expect(behind.code == 1)
        #expect(behind.error.hasSuffix("""
            1 of 2 files would change; edits: conditions 1, attributes 0, backport 0, shadow-types 0, obsoleted 0; 0 review items
            note: Package.swift targets iOS 15, below --target iOS 17: what this run changes may need iOS 17, so raise the project's deployment targets too (--bump raises those it can read)
            note: Package.swift targets macOS 12, below --target macOS 13: what this run changes may need macOS 13, so raise the project's deployment targets too (--bump raises those it can read)

            """), "\(behind.error)")
        // Nothing changed needs nothing more.
        try sandbox.write("Sources/A.swift", "func f() {}\n")
        let unchanged = try await sandbox.runBinary(["--target", "17,macOS=13", "--check"])
        #expect(unchanged.code == 0 && !unchanged.error.contains("note:"), "\(unchanged.error)")
        try sandbox.write("Sources/A.swift", "func f() {\n    if #available(iOS 16, macOS 13, *) { a() } else { b() }\n}\n")
        let level = try await sandbox.runBinary(["--target", "15,macOS=12", "--check"])
        #expect(!level.error.contains("note:"), "\(level.error)")
        let bumped = try await sandbox.runBinary(["--target", "17,macOS=13", "--bump", "--dry-run"])
        #expect(!bumped.error.contains("note:"), "\(bumped.error)")
        // The lowest file is named, and how many others are below the target too.
        try sandbox.write("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        try sandbox.write("Config/Ext.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.4\n")
        try sandbox.write("Config/New.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        let several = try await sandbox.runBinary(["--target", "17,macOS=13", "--check"])
        #expect(several.error.contains("note: Package.swift targets iOS 15, below --target iOS 17, and so do 2 other project files: "),
                "\(several.error)")
        #expect(several.error.contains("note: Package.swift targets macOS 12, below --target macOS 13: "), "\(several.error)")
    }

    /// With --target, a manifest that cannot be read all through is no error, but what it
    /// states cannot be compared: a note says so where the notes of targets below --target are.
    @Test func aManifestReadInPartIsNoted() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Code.swift", "@available(iOS 14, watchOS 7, *)\nfunc f() {}\n")
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet watchMin: SupportedPlatform.WatchOSVersion = .v6\nlet package = Package(name: \"P\", platforms: [.iOS(.v13), .watchOS(watchMin)])\n")
        let run = try await sandbox.runBinary(["-t", "iOS=15,watchOS=8", "--check"])
        #expect(run.code == 1)
        #expect(run.error.contains("note: Package.swift targets iOS 13, below --target iOS 15"), "\(run.error)")
        #expect(run.error.contains("note: Package.swift:4: cannot read the platform `.watchOS(watchMin)` of `platforms:`: whether it states a target below --target is not known; check it by hand"), "\(run.error)")
    }

    /// Tuist's `Project.swift` and XcodeGen's `project.yml` state targets the tool neither reads
    /// nor raises (Cork's Project.swift said macOS 14 while --bump raised its xcconfigs): a note
    /// names each one that does, when the run changes code or raises targets.
    @Test func aProjectGeneratorsManifestIsNoted() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", "func f() {\n    if #available(iOS 16, *) { a() } else { b() }\n}\n")
        try sandbox.write("Config/App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        try sandbox.write("Project.swift", "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\", destinations: .iOS, product: .app, bundleId: \"a\", deploymentTargets: .iOS(\"15.0\"))])\n")
        try sandbox.write("Tools/project.yml", "name: Tools\noptions:\n  bundleIdPrefix: a\n")
        let note = "note: Project.swift states deployment targets for Tuist, which this tool neither reads nor raises: "
        let bumped = try await sandbox.runBinary(["--target", "17", "--bump", "--dry-run"])
        #expect(bumped.error.contains(note), "\(bumped.error)")
        #expect(!bumped.error.contains("project.yml"), "\(bumped.error)")
        let changed = try await sandbox.runBinary(["--target", "17", "--check"])
        #expect(changed.error.contains(note), "\(changed.error)")
        try sandbox.write("Sources/A.swift", "func f() {}\n")
        let nothing = try await sandbox.runBinary(["--target", "17", "--check"])
        #expect(!nothing.error.contains("note:"), "\(nothing.error)")
    }

    /// The note is kept: a platform left out keeps what reaches it. At compile time visionOS
    /// takes `@available(iOS 18, *)` as visionOS 2, and a Catalyst target of the project's own is
    /// not iOS's; `--bump` leaves the Catalyst entry as it is, as the code does. Given those
    /// platforms, or with a package that targets iOS alone, the same run removes what they allow.
    @Test func whatReachesAPlatformLeftOutStays() async throws {
        let source = """
            @available(iOS 18, *)
            func a() {}

            @available(iOS 15, tvOS 15, *)
            func b() {}

            func c() -> Int {
                if #available(macCatalyst 15, *) { return 1 }
                return 0
            }

            """
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", source)
        try sandbox.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "A", platforms: [.iOS(.v15), .macCatalyst(.v13), .tvOS(.v15), .visionOS(.v1)])

            """)
        let left = try await sandbox.runBinary(["--target", "18", "--bump"])
        #expect(left.code == 0)
        #expect(left.error.contains("note: Package.swift targets macCatalyst 13, which --target leaves out: what depends on macCatalyst stays as it is"), "\(left.error)")
        #expect(left.error.contains("note: Package.swift targets visionOS 1, which --target leaves out"), "\(left.error)")
        #expect(try sandbox.read("Sources/A.swift") == source)
        #expect(try sandbox.read("Package.swift").contains("[.iOS(.v18), .macCatalyst(.v13), .tvOS(.v15), .visionOS(.v1)]"))

        // At visionOS 2, `@available(iOS 18, *)` (visionOS 2.0 there) goes too; at visionOS 1 it stays.
        let given = try await sandbox.runBinary(["--target", "iOS=18,macCatalyst=18,tvOS=15,visionOS=2", "--check"])
        #expect(given.code == 1)
        #expect(given.error.contains("edits: conditions 1, attributes 2,"), "\(given.error)")
        let older = try await sandbox.runBinary(["--target", "iOS=18,macCatalyst=18,tvOS=15,visionOS=1", "--check"])
        #expect(older.error.contains("edits: conditions 1, attributes 1,"), "\(older.error)")
        try sandbox.write("Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v15)])\n")
        let iOSAlone = try await sandbox.runBinary(["--target", "18", "--check"])
        #expect(iOSAlone.code == 1)
        #expect(iOSAlone.error.contains("edits: conditions 1, attributes 2,"), "\(iOSAlone.error)")
    }

    /// An obsoleted declaration goes only when no platform of the run can use it: one the
    /// project targets and the run leaves out has no known target, so an iOS-only obsoletion
    /// keeps it for macOS; `unavailable` there, or a macOS target that obsoletes it too, lets
    /// it go.
    @Test func anObsoletedDeclarationStaysForAPlatformLeftOut() async throws {
        let source = """
            @available(iOS, obsoleted: 17)
            public func legacyThing() -> Int { 1 }

            @available(iOS, obsoleted: 17)
            @available(macOS, obsoleted: 14)
            public func legacyBoth() -> Int { 2 }

            @available(iOS, obsoleted: 17)
            @available(macOS, unavailable)
            public func legacyPhone() -> Int { 3 }

            public func current() -> Int { 4 }

            """
        let sandbox = try Sandbox()
        try sandbox.write("Sources/Lib/Old.swift", source)
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Lib\", platforms: [.iOS(.v16), .macOS(.v13)])\n")
        let iOSOnly = try await sandbox.runBinary(["--target", "17", "--dry-run"])
        #expect(iOSOnly.output.contains("-public func legacyPhone() -> Int { 3 }"), "\(iOSOnly.output)")
        #expect(!iOSOnly.output.contains("-public func legacyThing()") && !iOSOnly.output.contains("-public func legacyBoth()"), "\(iOSOnly.output)")
        let both = try await sandbox.runBinary(["--target", "17,macOS=14", "--dry-run"])
        #expect(both.output.contains("-public func legacyBoth() -> Int { 2 }") && both.output.contains("-public func legacyPhone()"), "\(both.output)")
        #expect(!both.output.contains("-public func legacyThing()"), "\(both.output)")
    }

    /// Normal, not a problem: a package that supports every version SwiftPM does says nothing,
    /// and the other manifests decide; with no other, there is no target (exit 2, as ever).
    @Test func aPackageWithoutPlatformsLetsTheOthersDecide() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n")
        try sandbox.write("Kit.podspec", "Pod::Spec.new do |s|\n  s.platform = :ios\n  s.ios.deployment_target = '16.0'\nend\n")
        let outcome = try await sandbox.runBinary(["--check"])
        #expect(outcome.code == 1)
        #expect(outcome.error.hasPrefix("Targets: iOS 16.0 (Kit.podspec)\n"), "\(outcome.error)")
    }

    /// With `--target`, manifests are not read for targets, but an Xcode project still is, for
    /// the files it lists (which are never deleted): one that cannot be read stops the run too.
    @Test func anUnreadableXcodeProjectStopsARunWithTargets() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "let package = Package(name: \"A\", platforms: common)\n")
        try sandbox.link("App.xcodeproj/project.pbxproj", to: "gone.pbxproj")
        let outcome = try await sandbox.runBinary(["-t", "16"])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("cannot use this project file to know the files it lists:\n  App.xcodeproj/project.pbxproj: cannot read: No such file or directory\nMake it readable, or --exclude it.\n"), "\(outcome.error)")
        #expect(try sandbox.read("Sources/A.swift") == Self.obsolete)
        #expect(try await sandbox.runBinary(["-t", "16", "--exclude", "App.xcodeproj"]).code == 0)
        #expect(try sandbox.read("Sources/A.swift") == EndToEndTests.migrated)
    }
}

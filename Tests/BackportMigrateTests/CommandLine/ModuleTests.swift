import Foundation
import Testing
@testable import BackportMigrate

/// Files judged by the modules that compile them, as the command line finds the modules.
@Suite struct ModuleTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            platforms: [.iOS(.v15)],
            targets: [.target(name: "Shop", path: "App")]
        )

        """
    static let check = """
        func f() {
            if #available(iOS 15, macOS 11, *) {
                a()
            } else {
                b()
            }
        }

        """

    /// A run on a subfolder reads the manifests above it, up to its repository's root.
    @Test func aSubfolderFindsTheManifestsAboveIt() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path(".git"), withIntermediateDirectories: true)
        try sandbox.write("Package.swift", Self.package)
        try sandbox.write("App/Cart.swift", Self.check)
        let outcome = sandbox.run(["--check", "App"])
        #expect(outcome.code == 1, "\(outcome.error)")
        #expect(outcome.error.contains("Targets: iOS 15 (Package.swift)"), "\(outcome.error)")
        #expect(outcome.error.contains("Modules: Shop (package): iOS 15, macOS 10.13 (default)"), "\(outcome.error)")
        // The package builds macOS from SwiftPM's 10.13: `macOS 11` stays.
        let dry = sandbox.run(["--dry-run", "App"])
        #expect(dry.output.contains("+    if #available(macOS 11, *) {"), "\(dry.output)")
    }

    /// Without a repository around the path, nothing above it is read.
    @Test func noRepositoryNoManifestAbove() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", Self.package)
        try sandbox.write("App/Cart.swift", Self.check)
        let outcome = sandbox.run(["--check", "App"])
        #expect(outcome.code == 2, "\(outcome.error)")
        #expect(outcome.error.contains("no deployment target"), "\(outcome.error)")
    }

    /// A file of no module (outside every target folder of the package above it) is judged by
    /// `--target` alone; one in the package by the package's platforms raised to `--target`.
    @Test func aFileOfNoModuleUsesTheTargetAlone() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(atPath: sandbox.path(".git"), withIntermediateDirectories: true)
        try sandbox.write("Package.swift", Self.package)
        try sandbox.write("App/Cart.swift", Self.check)
        try sandbox.write("Scripts/Tool.swift", Self.check)
        let outcome = sandbox.run(["--dry-run", "--target", "iOS=16,macOS=12", "."])
        // Both satisfied by --target in the package (it raises macOS from 10.13 to 12) and
        // outside it: both files collapse.
        #expect(outcome.output.contains("diff --git a/App/Cart.swift"), "\(outcome.output)")
        #expect(outcome.output.contains("diff --git a/Scripts/Tool.swift"), "\(outcome.output)")
        let iOSOnly = sandbox.run(["--dry-run", "--target", "16", "."])
        // The package keeps its macOS 10.13; the script has no macOS target at all.
        #expect(iOSOnly.output.contains("+    if #available(macOS 11, *) {"), "\(iOSOnly.output)")
        #expect(!iOSOnly.output.contains("+    a()"), "\(iOSOnly.output)")
    }

    /// The same files give the same output whether the run holds only their project or also
    /// another project beside it.
    @Test func aProjectsOutputDoesNotDependOnTheFolderRun() throws {
        let sandbox = try Sandbox()
        try sandbox.write("One/Package.swift", Self.package.replacingOccurrences(of: ".iOS(.v15)", with: ".iOS(.v16), .macOS(.v12)"))
        try sandbox.write("One/App/Cart.swift", Self.check)
        try sandbox.write("Two/Package.swift", Self.package)
        try sandbox.write("Two/App/Cart.swift", Self.check)
        let alone = sandbox.run(["--dry-run", "One"])
        let together = sandbox.run(["--dry-run", "."])
        #expect(alone.output.contains("+    a()"), "\(alone.output)")
        let oneInTogether = together.output.components(separatedBy: "diff --git ").first { $0.hasPrefix("a/One/") }
        #expect(oneInTogether.map { "diff --git " + $0 } == alone.output, "\(together.output)")
        #expect(together.output.contains("a/Two/App/Cart.swift"), "\(together.output)")
        #expect(together.output.contains("+    if #available(macOS 11, *) {"), "\(together.output)")
    }

    /// With `--target`, a single file is judged by it alone: the manifests around the current
    /// folder (another project's, listing Mac Catalyst) leave out nothing of it.
    @Test func aSingleFileWithTheTargetIgnoresTheProjectsAround() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Proj/Package.swift", Self.package.replacingOccurrences(of: ".iOS(.v15)", with: ".iOS(.v15), .macCatalyst(.v15)"))
        try sandbox.write("Loose/Cart.swift", Self.check.replacingOccurrences(of: "iOS 15, macOS 11", with: "iOS 15"))
        let outcome = sandbox.run(["--dry-run", "--target", "17", "Loose/Cart.swift"])
        #expect(outcome.output.contains("+    a()"), "\(outcome.output)\n\(outcome.error)")
    }

    /// Copies the `input/` tree of a project fixture case into the sandbox.
    private func copyFixture(_ name: String, into sandbox: Sandbox) throws {
        let root = packageRoot.appendingPathComponent("Fixtures/cases/conditions/\(name)/input").path
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try sandbox.write(relative, bytes: try FileSystem.readFile(root + "/" + relative))
        }
    }

    /// Without `--target`, each Xcode target is judged by its own settings, and the summary
    /// and the JSON report name the targets.
    @Test func xcodeTargetsAreModulesOfTheirOwn() throws {
        let sandbox = try Sandbox()
        try copyFixture("shared-file-of-two-xcode-targets-judged-by-both", into: sandbox)
        let outcome = sandbox.run(["--dry-run", "."])
        #expect(outcome.error.contains("Modules: App (Xcode target, App.xcodeproj): iOS 16.0; WidgetExtension (Xcode target, App.xcodeproj): iOS 15.0"),
                "\(outcome.error)")
        // The app's own file collapses at its iOS 16; the shared one keeps its check (the widget's 15).
        #expect(outcome.output.contains("diff --git a/App/AppView.swift"), "\(outcome.output)")
        #expect(outcome.output.contains("-@available(iOS 15, *)"), "\(outcome.output)")
        #expect(!outcome.output.contains("Widget/Widget.swift"), "\(outcome.output)")
        #expect(!outcome.output.contains("-        if #available(iOS 16, *) {\n-            Text(text)"), "\(outcome.output)")
        let verbose = sandbox.run(["--check", "-v", "."])
        #expect(verbose.error.contains("Module WidgetExtension (Xcode target, App.xcodeproj/project.pbxproj): iOS 15.0 (15.0 from App.xcodeproj/project.pbxproj)"),
                "\(verbose.error)")
        let json = sandbox.run(["--check", "--format", "json", "."])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let modules = try #require(report["modules"] as? [[String: Any]])
        #expect(modules.map { "\($0["name"] ?? "") \($0["kind"] ?? "") \($0["manifest"] ?? "")" }
            == ["App Xcode target App.xcodeproj/project.pbxproj", "WidgetExtension Xcode target App.xcodeproj/project.pbxproj"])
    }

    /// A Swift file in the project's folder that no target compiles is in no module: without
    /// `--target` nothing decides it, with `--target` that alone does.
    @Test func aFileNoTargetListsIsJudgedByTheTargetAlone() throws {
        let sandbox = try Sandbox()
        try copyFixture("ios-app-target-beside-a-macos-target", into: sandbox)
        try sandbox.write("Scripts/Loose.swift", Self.check)
        let alone = sandbox.run(["--dry-run", "."])
        #expect(!alone.output.contains("Scripts/Loose.swift"), "\(alone.output)")
        #expect(alone.error.contains("Modules: Notes (Xcode target, Notes.xcodeproj): iOS 15.0; NotesMac (Xcode target, Notes.xcodeproj): macOS 11.0"),
                "\(alone.error)")
        let given = sandbox.run(["--dry-run", "--target", "iOS=16,macOS=12", "."])
        #expect(given.output.contains("diff --git a/Scripts/Loose.swift"), "\(given.output)")
        let iOSOnly = sandbox.run(["--dry-run", "--target", "16", "."])
        // macOS is unknown for a file of no module: `macOS 11` stays.
        #expect(iOSOnly.output.contains("+    if #available(macOS 11, *) {"), "\(iOSOnly.output)")
    }

    /// Without `--target`, a deployment target an Xcode project states through another setting
    /// (`IPHONEOS_DEPLOYMENT_TARGET = "$(APP_MINIMUM)"`) is read as its targets resolve it: no
    /// "cannot read" error, and the run goes on.
    @Test func aTargetThroughAnotherSettingIsReadAsTheTargetsResolveIt() throws {
        let sandbox = try Sandbox()
        try copyFixture("shared-file-of-two-xcode-targets-judged-by-both", into: sandbox)
        let project = try String(contentsOfFile: sandbox.path("App.xcodeproj/project.pbxproj"), encoding: .utf8)
        let indirect = project.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;",
                                                    with: "IPHONEOS_DEPLOYMENT_TARGET = \"$(APP_MINIMUM)\";\n\t\t\t\tAPP_MINIMUM = 16.0;")
        #expect(indirect != project)
        try sandbox.write("App.xcodeproj/project.pbxproj", indirect)
        let outcome = sandbox.run(["--dry-run", "."])
        #expect(outcome.code == 0, "\(outcome.error)")
        #expect(outcome.error.contains("Modules: App (Xcode target, App.xcodeproj): iOS 16.0; WidgetExtension (Xcode target, App.xcodeproj): iOS 15.0"),
                "\(outcome.error)")
        #expect(outcome.output.contains("diff --git a/App/AppView.swift"), "\(outcome.output)")

        // With every target stated that way, the run's own targets are the lowest the targets state.
        try sandbox.write("App.xcodeproj/project.pbxproj", indirect.replacingOccurrences(
            of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = \"$(WIDGET_MINIMUM)\";\n\t\t\t\tWIDGET_MINIMUM = 15.0;"))
        let all = sandbox.run(["--check", "."])
        #expect(all.code == 1, "\(all.error)")
        #expect(all.error.contains("Targets: iOS 15.0 (App.xcodeproj/project.pbxproj)"), "\(all.error)")
    }
}

import Foundation
import Testing
@testable import BackportMigrate

@Suite struct ManifestTargetsTests {
    private func entries(_ text: String, _ kind: ManifestFile.Kind) -> [String] {
        ManifestTargets.entries(in: text, kind: kind).map { "\($0.platform.rawValue) \($0.version)" }
    }

    /// The problems of a manifest's text, each as `LINE: message`.
    private func problems(_ text: String, _ kind: ManifestFile.Kind) -> [String] {
        ManifestTargets.read(text, kind: kind).problems.map { problem in
            "\(text.utf8.prefix(problem.offset).filter { $0 == UInt8(ascii: "\n") }.count + 1): \(problem.message)"
        }
    }

    @Test func swiftPackagePlatforms() {
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "App",
                platforms: [
                    .iOS(.v16),
                    .macOS(.v10_15),
                    // .watchOS(.v6),
                    .tvOS("16.4"),
                    .visionOS(.v1), .macCatalyst(.v16_1),
                ],
                dependencies: [.package(url: "https://example.com/a", from: "1.0.0")]
            )
            """
        #expect(entries(package, .swiftPackage) == ["iOS 16", "macOS 10.15", "tvOS 16.4", "visionOS 1", "macCatalyst 16.1"])
        #expect(entries("let package = Package(name: \"x\")", .swiftPackage).isEmpty)
    }

    @Test func xcodeBuildSettings() {
        let project = """
            /* Debug */ = {
                buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 16.0;
                    MACOSX_DEPLOYMENT_TARGET = "13.0";
                    TVOS_DEPLOYMENT_TARGET = 16.4;
                    WATCHOS_DEPLOYMENT_TARGET = 9.0;
                    XROS_DEPLOYMENT_TARGET = 1.0;
                    SOME_IPHONEOS_DEPLOYMENT_TARGET_ELSE = 3.0;
                };
            """
        #expect(entries(project, .xcodeProject) == ["iOS 16.0", "macOS 13.0", "tvOS 16.4", "watchOS 9.0", "visionOS 1.0"])
        let config = """
            // IPHONEOS_DEPLOYMENT_TARGET = 12.0
            IPHONEOS_DEPLOYMENT_TARGET = 15.0 // shipping
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 15.2
            MACOSX_DEPLOYMENT_TARGET = $(inherited)
            """
        #expect(entries(config, .xcconfig) == ["iOS 15.0", "iOS 15.2"])
    }


    /// A project's block comments and the text of its scripts are not settings; a quoted
    /// setting name or value is (the old reader took the comment's 12.0 as a target).
    @Test func aProjectsCommentsAndScriptsStateNothing() {
        let project = """
            \t\tC2 /* Notes.txt */ = {isa = PBXFileReference; path = Notes.txt; /* IPHONEOS_DEPLOYMENT_TARGET = 12.0; */ };
            \t\tF1 /* Check */ = {isa = PBXShellScriptBuildPhase; shellScript = "echo \\"IPHONEOS_DEPLOYMENT_TARGET = 13.0;\\"\\n"; };
            \t\t\t\t"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 16.1; // IPHONEOS_DEPLOYMENT_TARGET = 14.0;
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "13.0"; /* 🚀 */ WATCHOS_DEPLOYMENT_TARGET = 9.0;
            \t\t\t\tINFOPLIST_FILE = "App/Info.plist"; /* unclosed
            \t\t\t\tTVOS_DEPLOYMENT_TARGET = 17.0;
            """
        #expect(entries(project, .xcodeProject) == ["iOS 16.1", "macOS 13.0", "watchOS 9.0"])
        let reading = ManifestTargets.read(project, kind: .xcodeProject)
        let text = Array(project.utf8)
        #expect(reading.located.map { String(decoding: text[$0.range], as: UTF8.self) } == ["16.1", "13.0", "9.0"])
    }
    @Test func podspecTargets() {
        let spec = """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              # s.ios.deployment_target = '11.0'
              s.ios.deployment_target = '16.0'
              s.osx.deployment_target = "10.15"
              spec.tvos.deployment_target = '16.0'
              s.platform = :watchos, '9.0'
              s.platforms = { :ios => '15.0', :visionos => '1.0' }
              s.source = { :git => 'https://example.com/kit.git' }
            end
            """
        #expect(entries(spec, .podspec) == ["iOS 16.0", "macOS 10.15", "tvOS 16.0", "watchOS 9.0", "iOS 15.0", "visionOS 1.0"])
    }

    @Test func lowestVersionPerPlatformWins() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 16.4;\nIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        try sandbox.write("Config/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nMACOSX_DEPLOYMENT_TARGET = 13.0\n")
        let manifests = try SourceDiscovery(currentDirectory: sandbox.root).discover(["."], collectSources: false).manifests
        let found = ManifestTargets.detect(in: manifests).targets
        #expect(found.map { "\($0.platform.rawValue) \($0.text) \($0.source)" }
            == ["iOS 15.0 App.xcodeproj/project.pbxproj", "macOS 13.0 Config/Base.xcconfig"])
    }

    // MARK: Manifests that state no target, and ones that cannot be understood

    @Test func aPackageWithoutPlatformsStatesNothingAndIsNoProblem() {
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                // Runs on all platforms: Linux too.
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", swiftSettings: [.define("FAST", .when(platforms: [.macOS, .linux]))]),
                    .target(name: "Other", dependencies: [.product(name: "A", package: "a", condition: .when(platforms: [.iOS]))]),
                ],
                description: "works on all platforms: iOS, macOS"
            )
            """
        #expect(entries(package, .swiftPackage).isEmpty)
        #expect(problems(package, .swiftPackage).isEmpty)
    }

    @Test func platformsOfOtherKindsAddNothing() {
        let package = """
            let package = Package(name: "K", platforms: [.iOS(.v15), .driverKit(.v22), .custom("freebsd", versionString: "13.0")])
            /* platforms: [.iOS(.v12)] */
            """
        #expect(entries(package, .swiftPackage) == ["iOS 15"])
        #expect(problems(package, .swiftPackage).isEmpty)
    }

    @Test func platformsThatCannotBeReadAreProblems() {
        let package = """
            let minimum = SupportedPlatform.IOSVersion.v15
            let package = Package(
                name: "K",
                platforms: [.iOS(minimum), .macOS(.v12)]
            )
            let other = Package(name: "L", platforms: commonPlatforms)
            """
        #expect(entries(package, .swiftPackage) == ["macOS 12"])
        #expect(problems(package, .swiftPackage) == [
            // The element's own line, now that the list is read through its tokens.
            "4: cannot read the platform `.iOS(minimum)` of `platforms:`",
            "6: cannot read `platforms:`: not a literal list such as [.iOS(.v16)]",
        ])
    }

    @Test func buildSettingsThatAreNoVersionAreProblems() {
        let project = """
            buildSettings = {
                "IPHONEOS_DEPLOYMENT_TARGET[arch=*]" = 15.0;
                IPHONEOS_DEPLOYMENT_TARGET = "$(inherited)";
                MACOSX_DEPLOYMENT_TARGET = "";
                TVOS_DEPLOYMENT_TARGET = $(RECOMMENDED_TVOS_DEPLOYMENT_TARGET);
            };
            """
        #expect(entries(project, .xcodeProject) == ["iOS 15.0"])
        #expect(problems(project, .xcodeProject) == [
            "5: cannot read `TVOS_DEPLOYMENT_TARGET = $(RECOMMENDED_TVOS_DEPLOYMENT_TARGET)`: not a version",
        ])
        #expect(problems("IPHONEOS_DEPLOYMENT_TARGET = ${MINIMUM}\nWATCHOS_DEPLOYMENT_TARGET =\n", .xcconfig) == [
            "1: cannot read `IPHONEOS_DEPLOYMENT_TARGET = ${MINIMUM}`: not a version",
        ])
    }

    @Test func podspecVersionsThatAreNoLiteralsAreProblems() {
        let spec = """
            Pod::Spec.new do |s|
              s.platform = :ios
              s.ios.deployment_target = IOS_MINIMUM
              s.platform = :tvos, TVOS_MINIMUM
              s.platforms = { :ios => '15.0', :osx => nil, :watchos => WATCH }
              spec.platforms = PLATFORMS
            end
            """
        #expect(entries(spec, .podspec) == ["iOS 15.0"])
        #expect(problems(spec, .podspec) == [
            "3: cannot read `ios.deployment_target = IOS_MINIMUM`: the version is not a string literal",
            "4: cannot read `platform = :tvos, TVOS_MINIMUM`: the version is not a string literal",
            "5: cannot read `platforms = { :watchos => WATCH }`: the version is not a string literal",
            "6: cannot read `platforms =`: not a literal hash such as { :ios => '16.0' }",
        ])
    }

    @Test func manifestsThatCannotBeReadAreNamedNeverSkipped() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Good.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        try sandbox.link("Package.swift", to: "Missing/Package.swift")
        try sandbox.write("Bad/Latin1.xcconfig", bytes: Array("// caf".utf8) + [0xE9] + Array("\nIPHONEOS_DEPLOYMENT_TARGET = 14.0\n".utf8))
        try sandbox.write("Bad/Binary.podspec", bytes: [0x53, 0x00, 0x01])
        try sandbox.write("Bad/Unread.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = $(BASE)\n")
        try FileManager.default.createDirectory(atPath: sandbox.path("Folder.xcodeproj/project.pbxproj"), withIntermediateDirectories: true)
        // A project folder with no project.pbxproj at all (XcodeGen's, before it runs) is no manifest.
        try FileManager.default.createDirectory(atPath: sandbox.path("Empty.xcodeproj/xcuserdata"), withIntermediateDirectories: true)
        let discovery = try SourceDiscovery(currentDirectory: sandbox.root).discover(["."], collectSources: false)
        #expect(discovery.projectsWithoutFile == ["Empty.xcodeproj"])
        let manifests = discovery.manifests
        let detected = ManifestTargets.detect(in: manifests)
        #expect(detected.problems.map(\.description) == [
            "Bad/Binary.podspec: cannot read: a binary file (NUL byte), not a manifest",
            "Bad/Latin1.xcconfig: cannot read: invalid UTF-8",
            "Bad/Unread.xcconfig:1: cannot read `IPHONEOS_DEPLOYMENT_TARGET = $(BASE)`: not a version",
            "Folder.xcodeproj/project.pbxproj: cannot read: it is a folder",
            "Package.swift: cannot read: No such file or directory",
        ])
        #expect(detected.targets.map { "\($0.platform.rawValue) \($0.text)" } == ["iOS 17.0"])
    }

    @Test func aLinkedManifestIsReadThroughTheLink() throws {
        let shared = try Sandbox()
        try shared.write("Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        let sandbox = try Sandbox()
        try sandbox.link("Config/App.xcconfig", to: shared.path("Shared.xcconfig"))
        let manifests = try SourceDiscovery(currentDirectory: sandbox.root).discover(["."], collectSources: false).manifests
        let detected = ManifestTargets.detect(in: manifests)
        #expect(detected.problems.isEmpty)
        #expect(detected.targets.map { "\($0.platform.rawValue) \($0.text) \($0.source)" } == ["iOS 15.0 Config/App.xcconfig"])
    }
}

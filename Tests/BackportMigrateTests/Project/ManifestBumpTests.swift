import Foundation
import Testing
@testable import BackportMigrate

/// `--bump` on the text of each manifest form: only version bytes change, never downwards.
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

    @Test func toolsVersion5_5WritesNewerCasesAsStringsWithAReviewItem() throws {
        let package = """
            // swift-tools-version:5.5
            import PackageDescription
            // Raised from .iOS(.v13) in 2022.
            let package = Package(
                name: "A",
                platforms: [.iOS(.v14), .macOS(.v10_15), .tvOS("14.2")],
                products: [.library(name: "A", targets: ["A"])]
            )
            """
        let result = try bump(package, .swiftPackage, "iOS=16,macOS=12,tvOS=15.4")
        #expect(text(result) == package.replacingOccurrences(
            of: #"[.iOS(.v14), .macOS(.v10_15), .tvOS("14.2")]"#, with: #"[.iOS("16.0"), .macOS(.v12), .tvOS("15.4")]"#))
        #expect(edits(result) == ["6: iOS 14 -> 16.0", "6: macOS 10.15 -> 12", "6: tvOS 14.2 -> 15.4"])
        // .v12 of macOS came with 5.5; .v16 of iOS needs 5.7. 15.4 has no case: a string, no review item.
        #expect(result.reviewItems.map(\.line) == [6])
        #expect(result.reviewItems[0].message.hasPrefix("`.iOS(.v16)` needs swift-tools-version 5.7 (this file has swift-tools-version 5.5)"))
    }

    @Test func toolsVersion5_9UsesItsCasesAndLeavesCommentsAndStringsAlone() throws {
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            let note = "platforms: [.iOS(.v13)]"
            let package = Package(
                name: "A",
                platforms: [
                    .iOS(.v15), // was .iOS(.v13)
                    /* .macOS(.v10_13), */ .macOS(.v10_15),
                    .watchOS(.v9),
                ]
            )
            """
        let result = try bump(package, .swiftPackage, "iOS=17,macOS=14,watchOS=8")
        let expected = package
            .replacingOccurrences(of: ".iOS(.v15), //", with: ".iOS(.v17), //")
            .replacingOccurrences(of: " .macOS(.v10_15),", with: " .macOS(.v14),")
        #expect(text(result) == expected)
        // watchOS 9 is above the target 8: never lowered.
        #expect(edits(result) == ["7: iOS 15 -> 17", "8: macOS 10.15 -> 14"])
        #expect(result.reviewItems.isEmpty)
    }

    @Test func toolsVersion6_0AppendsAPlatformTheTargetNamesInTheListsStyle() throws {
        let package = "// swift-tools-version:6.0\r\nimport PackageDescription\r\nlet package = Package(\r\n\tname: \"A\",\r\n\tplatforms: [\r\n\t\t.iOS(.v17),\r\n\t\t.macCatalyst(.v17),\r\n\t]\r\n)\r\n"
        let result = try bump(package, .swiftPackage, "iOS=18,visionOS=2")
        // macCatalyst takes iOS's target, as the migrations decide its checks; visionOS is added
        // because --target names it.
        #expect(text(result) == "// swift-tools-version:6.0\r\nimport PackageDescription\r\nlet package = Package(\r\n\tname: \"A\",\r\n\tplatforms: [\r\n\t\t.iOS(.v18),\r\n\t\t.macCatalyst(.v18),\r\n\t\t.visionOS(.v2),\r\n\t]\r\n)\r\n")
        #expect(edits(result) == ["6: iOS 17 -> 18", "7: macCatalyst 17 -> 18", "7: visionOS added -> 2"])
        let iOS26 = try bump(package, .swiftPackage, "26")
        #expect(text(iOS26).contains(#".iOS("26.0"),"#))
        #expect(iOS26.reviewItems.map(\.message).contains { $0.hasPrefix("`.iOS(.v26)` needs swift-tools-version 6.2") })
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
        let package = "// swift-tools-version:5.9\nlet package = Package(name: \"A\")\n"
        let result = try bump(package, .swiftPackage, "17")
        #expect(result.output == Array(package.utf8))
        #expect(result.edits.isEmpty)
        #expect(result.reviewItems.map(\.line) == [1])
        #expect(result.reviewItems[0].message.contains("add `platforms: [.iOS(.v17)]`"))
    }

    @Test func everyConfigurationOfEveryTargetInAProject() throws {
        let project = """
            /* Begin XCBuildConfiguration section */
            \t\tA1 /* Debug */ = {
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "11.0";
            \t\t\t};
            \t\t};
            \t\tA2 /* Release */ = {
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
            \t\t\t};
            \t\t};
            \t\tB1 /* Debug, widget */ = {
            \t\t\tbuildSettings = {
            \t\t\t\t"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = 16.1;
            \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 8.0;
            \t\t\t\tTVOS_DEPLOYMENT_TARGET = 17.0;
            \t\t\t\tXROS_DEPLOYMENT_TARGET = "$(inherited)";
            \t\t\t};
            \t\t};
            /* End XCBuildConfiguration section */
            """
        let result = try bump(project, .xcodeProject, "iOS=16.4,macOS=13,tvOS=16,watchOS=9")
        let expected = project
            .replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.4;")
            .replacingOccurrences(of: "\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 16.1;", with: "\"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]\" = 16.4;")
            .replacingOccurrences(of: "\"11.0\"", with: "\"13.0\"")
            .replacingOccurrences(of: "WATCHOS_DEPLOYMENT_TARGET = 8.0;", with: "WATCHOS_DEPLOYMENT_TARGET = 9.0;")
        #expect(text(result) == expected)
        // tvOS 17 is above 16: left.
        #expect(edits(result) == ["4: iOS 15.0 -> 16.4", "5: macOS 11.0 -> 13.0", "10: iOS 15.0 -> 16.4", "15: iOS 16.1 -> 16.4", "16: watchOS 8.0 -> 9.0"])
    }

    @Test func xcconfigLinesButNotCommentsOrIncludes() throws {
        let config = """
            #include "Shared/Base.xcconfig"
            // IPHONEOS_DEPLOYMENT_TARGET = 12.0
            IPHONEOS_DEPLOYMENT_TARGET = 14.0 // shipping
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]=15.2
            MACOSX_DEPLOYMENT_TARGET = $(inherited)

            """
        let result = try bump(config, .xcconfig, "16")
        #expect(text(result) == """
            #include "Shared/Base.xcconfig"
            // IPHONEOS_DEPLOYMENT_TARGET = 12.0
            IPHONEOS_DEPLOYMENT_TARGET = 16.0 // shipping
            IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]=16.0
            MACOSX_DEPLOYMENT_TARGET = $(inherited)

            """)
        #expect(edits(result) == ["3: iOS 14.0 -> 16.0", "4: iOS 15.2 -> 16.0"])
    }

    @Test func podspecForms() throws {
        let spec = """
            Pod::Spec.new do |s|
              s.name         = 'Ünïcode Kit' # 🚀
              s.ios.deployment_target = '15.0'
              s.osx.deployment_target = "10.15"
              s.platform     = :ios, '14.0'
              s.platforms    = { :ios => '15.0', :tvos => '17.0', :watchos => nil }
              # s.ios.deployment_target = '12.0'
            end
            """
        let result = try bump(spec, .podspec, "iOS=16,macOS=12,tvOS=16")
        #expect(text(result) == """
            Pod::Spec.new do |s|
              s.name         = 'Ünïcode Kit' # 🚀
              s.ios.deployment_target = '16.0'
              s.osx.deployment_target = "12.0"
              s.platform     = :ios, '16.0'
              s.platforms    = { :ios => '16.0', :tvos => '17.0', :watchos => nil }
              # s.ios.deployment_target = '12.0'
            end
            """)
        #expect(edits(result) == ["3: iOS 15.0 -> 16.0", "4: macOS 10.15 -> 12.0", "5: iOS 14.0 -> 16.0", "6: iOS 15.0 -> 16.0"])
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
        #expect(problems.map(\.description) == ["Package.swift:1: cannot read `platforms:`: not a literal list such as [.iOS(.v16)]; pass --target"])
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

import Testing
@testable import BackportMigrate

@Suite struct ManifestTargetsTests {
    private func entries(_ text: String, _ kind: ManifestFile.Kind) -> [String] {
        ManifestTargets.entries(in: text, kind: kind).map { "\($0.platform.rawValue) \($0.version)" }
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
}

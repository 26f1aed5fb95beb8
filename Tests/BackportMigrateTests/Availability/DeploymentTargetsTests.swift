import Testing
@testable import BackportMigrate

@Suite struct AvailabilityDeploymentTargetsTests {
    /// `--target` values and the explicit targets they must give.
    struct ValidCase: Sendable, CustomTestStringConvertible {
        let name: String
        let values: [String]
        let expected: [Platform: String]
        var testDescription: String { name }
    }

    static let valid: [ValidCase] = [
        .init(name: "bare major is iOS", values: ["16"], expected: [.iOS: "16"]),
        .init(name: "bare minor is iOS", values: ["16.4"], expected: [.iOS: "16.4"]),
        .init(name: "iOS=", values: ["iOS=16"], expected: [.iOS: "16"]),
        .init(name: "macOS=", values: ["macOS=13"], expected: [.macOS: "13"]),
        .init(name: "list", values: ["iOS=16,macOS=13"], expected: [.iOS: "16", .macOS: "13"]),
        .init(name: "osx alias, lower case", values: ["osx=12"], expected: [.macOS: "12"]),
        .init(name: "visionOS", values: ["visionOS=1"], expected: [.visionOS: "1"]),
        .init(name: "upper case platform", values: ["TVOS=17"], expected: [.tvOS: "17"]),
        .init(name: "repeated flag", values: ["iOS=16", "watchOS=9"], expected: [.iOS: "16", .watchOS: "9"]),
        .init(name: "bare version in a list", values: ["16,macCatalyst=17"], expected: [.iOS: "16", .macCatalyst: "17"]),
        .init(name: "spaces around parts", values: [" iOS = 16 , macOS=13 "], expected: [.iOS: "16", .macOS: "13"]),
        .init(name: "same platform, equal versions", values: ["16", "iOS=16.0"], expected: [.iOS: "16"]),
        .init(name: "no values", values: [], expected: [:]),
    ]

    @Test(arguments: valid) func parsesValidTargets(_ testCase: ValidCase) throws {
        let targets = try DeploymentTargets.parse(testCase.values)
        let expected = testCase.expected.mapValues { Version($0)! }
        #expect(targets.explicit == expected)
        #expect(targets.isEmpty == expected.isEmpty)
    }

    /// `--target` values that must be refused, with the message the user sees.
    struct InvalidCase: Sendable, CustomTestStringConvertible {
        let name: String
        let values: [String]
        let message: String
        var testDescription: String { name }
    }

    static let invalid: [InvalidCase] = [
        .init(name: "bad version", values: ["iOS=abc"],
              message: "invalid target 'iOS=abc': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "empty", values: [""],
              message: "invalid target '': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "trailing dot", values: ["16."],
              message: "invalid target '16.': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "platform without version", values: ["iOS"],
              message: "invalid target 'iOS': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "empty version", values: ["iOS="],
              message: "invalid target 'iOS=': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "two equals signs", values: ["iOS=16=17"],
              message: "invalid target 'iOS=16=17': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "empty list item", values: ["iOS=16,"],
              message: "invalid target 'iOS=16,': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "space instead of equals", values: ["iOS 16"],
              message: "invalid target 'iOS 16': expected a version like 16 or 16.4, or PLATFORM=VERSION such as iOS=16,macOS=13"),
        .init(name: "unknown platform", values: ["linux=5"],
              message: "invalid target 'linux=5': unknown platform 'linux'; expected one of iOS, macOS (or OSX), tvOS, watchOS, visionOS, macCatalyst"),
        .init(name: "extension variant is not a target", values: ["iOSApplicationExtension=16"],
              message: "invalid target 'iOSApplicationExtension=16': unknown platform 'iOSApplicationExtension'; expected one of iOS, macOS (or OSX), tvOS, watchOS, visionOS, macCatalyst"),
        .init(name: "conflict across flags", values: ["16", "iOS=17"],
              message: "conflicting targets for iOS: 16 and 17; give each platform one version"),
        .init(name: "conflict through alias", values: ["macOS=13,OSX=14"],
              message: "conflicting targets for macOS: 13 and 14; give each platform one version"),
    ]

    @Test(arguments: invalid) func refusesInvalidTargets(_ testCase: InvalidCase) {
        #expect(throws: TargetSpecError(testCase.message)) {
            try DeploymentTargets.parse(testCase.values)
        }
    }

    @Test func subscriptSetsAndClearsExplicitTargets() {
        var targets = DeploymentTargets()
        #expect(targets.isEmpty)
        targets[.macOS] = Version("13")
        #expect(targets[.macOS] == Version("13"))
        #expect(targets[.macCatalyst] == nil)
        targets[.macOS] = nil
        #expect(targets.isEmpty)
    }

    /// A spec name and the target that must decide it under `targets`.
    struct InheritanceCase: Sendable, CustomTestStringConvertible {
        let name: String
        let targets: [String]
        let spec: String
        let expected: String?
        var testDescription: String { name }
    }

    static let inheritance: [InheritanceCase] = [
        .init(name: "iOS uses its own", targets: ["iOS=16"], spec: "iOS", expected: "16"),
        .init(name: "OSX is macOS", targets: ["macOS=13"], spec: "OSX", expected: "13"),
        .init(name: "macCatalyst inherits iOS", targets: ["iOS=16"], spec: "macCatalyst", expected: "16"),
        .init(name: "macCatalyst overrides iOS", targets: ["iOS=16,macCatalyst=17"], spec: "macCatalyst", expected: "17"),
        .init(name: "iOS ignores macCatalyst", targets: ["macCatalyst=17"], spec: "iOS", expected: nil),
        .init(name: "iOS extension follows iOS", targets: ["iOS=16"], spec: "iOSApplicationExtension", expected: "16"),
        .init(name: "OSX extension follows macOS", targets: ["macOS=13"], spec: "OSXApplicationExtension", expected: "13"),
        .init(name: "Catalyst extension inherits iOS", targets: ["iOS=16"], spec: "macCatalystApplicationExtension", expected: "16"),
        .init(name: "Catalyst extension uses Catalyst", targets: ["iOS=16,macCatalyst=15"], spec: "macCatalystApplicationExtension", expected: "15"),
        .init(name: "visionOS never takes iOS", targets: ["iOS=16"], spec: "visionOS", expected: nil),
        .init(name: "visionOS uses its own", targets: ["iOS=16,visionOS=2"], spec: "visionOS", expected: "2"),
        .init(name: "tvOS not from iOS", targets: ["iOS=16"], spec: "tvOS", expected: nil),
        .init(name: "watchOS not from iOS", targets: ["iOS=16"], spec: "watchOSApplicationExtension", expected: nil),
        .init(name: "macOS not from iOS", targets: ["iOS=16"], spec: "macOS", expected: nil),
    ]

    @Test(arguments: inheritance) func targetForSpecName(_ testCase: InheritanceCase) throws {
        let targets = try DeploymentTargets.parse(testCase.targets)
        let name = try #require(PlatformName(testCase.spec))
        #expect(targets.target(for: name) == testCase.expected.flatMap(Version.init))
    }

    /// A spec and whether `targets` must satisfy it.
    struct SatisfiedCase: Sendable, CustomTestStringConvertible {
        let targets: [String]
        let spec: String
        let version: String
        let satisfied: Bool
        var testDescription: String { "\(targets.joined(separator: " ")): \(spec) \(version)" }
    }

    static let satisfaction: [SatisfiedCase] = [
        .init(targets: ["16"], spec: "iOS", version: "15", satisfied: true),
        .init(targets: ["16"], spec: "iOS", version: "16", satisfied: true),
        .init(targets: ["16"], spec: "iOS", version: "16.0.0", satisfied: true),
        .init(targets: ["16"], spec: "iOS", version: "16.0.1", satisfied: false),
        .init(targets: ["16.4"], spec: "iOS", version: "16.2", satisfied: true),
        .init(targets: ["16.4"], spec: "iOS", version: "16.4.1", satisfied: false),
        .init(targets: ["16"], spec: "ios", version: "15", satisfied: true),
        .init(targets: ["16"], spec: "macOS", version: "10.15", satisfied: false),
        .init(targets: ["macOS=11"], spec: "macOS", version: "10.16", satisfied: true),
        .init(targets: ["macOS=11"], spec: "OSX", version: "10.16", satisfied: true),
        .init(targets: ["macOS=10.16"], spec: "macOS", version: "11", satisfied: true),
        .init(targets: ["macOS=10.15"], spec: "macOS", version: "10.16", satisfied: false),
        .init(targets: ["macOS=26"], spec: "macOS", version: "16", satisfied: true),
        .init(targets: ["macOS=26"], spec: "macOS", version: "16.1", satisfied: false),
        .init(targets: ["macOS=26.1"], spec: "macOS", version: "16.1", satisfied: true),
        .init(targets: ["macOS=16"], spec: "macOS", version: "26", satisfied: true),
        .init(targets: ["macOS=15"], spec: "macOS", version: "16", satisfied: false),
        .init(targets: ["iOS=26"], spec: "iOS", version: "19", satisfied: true),
        .init(targets: ["iOS=26"], spec: "iOS", version: "20", satisfied: false),
        .init(targets: ["iOS=18"], spec: "iOS", version: "19", satisfied: false),
        .init(targets: ["iOS=26"], spec: "macCatalyst", version: "19", satisfied: true),
        .init(targets: ["tvOS=26"], spec: "tvOS", version: "19", satisfied: true),
        .init(targets: ["watchOS=26"], spec: "watchOS", version: "12", satisfied: true),
        .init(targets: ["watchOS=11"], spec: "watchOS", version: "12", satisfied: false),
        .init(targets: ["visionOS=26"], spec: "visionOS", version: "3", satisfied: true),
        .init(targets: ["visionOS=2"], spec: "visionOS", version: "3", satisfied: false),
        .init(targets: ["iOS=16"], spec: "macCatalyst", version: "15", satisfied: true),
        .init(targets: ["iOS=16,macCatalyst=14"], spec: "macCatalyst", version: "15", satisfied: false),
        .init(targets: ["iOS=16"], spec: "iOSApplicationExtension", version: "15", satisfied: true),
        .init(targets: ["iOS=16"], spec: "visionOS", version: "1", satisfied: false),
        .init(targets: ["iOS=16,macOS=13"], spec: "macOS", version: "12", satisfied: true),
        .init(targets: ["iOS=16,macOS=13"], spec: "macOS", version: "13.1", satisfied: false),
    ]

    @Test(arguments: satisfaction) func isSatisfied(_ testCase: SatisfiedCase) throws {
        let targets = try DeploymentTargets.parse(testCase.targets)
        let name = try #require(PlatformName(testCase.spec))
        let version = try #require(Version(testCase.version))
        #expect(targets.isSatisfied(name, version) == testCase.satisfied)
    }
}

import Testing
@testable import BackportMigrate

@Suite struct AvailabilityPlatformTests {
    /// A spelling and the platform it must name, or nil when it names none.
    struct NameCase: Sendable, CustomTestStringConvertible {
        let text: String
        let platform: Platform?
        var testDescription: String { "'\(text)'" }
    }

    static let platformNames: [NameCase] = [
        .init(text: "iOS", platform: .iOS),
        .init(text: "ios", platform: .iOS),
        .init(text: "IOS", platform: .iOS),
        .init(text: "macOS", platform: .macOS),
        .init(text: "MACOS", platform: .macOS),
        .init(text: "OSX", platform: .macOS),
        .init(text: "osx", platform: .macOS),
        .init(text: "tvOS", platform: .tvOS),
        .init(text: "TVos", platform: .tvOS),
        .init(text: "watchOS", platform: .watchOS),
        .init(text: "WatchOS", platform: .watchOS),
        .init(text: "visionOS", platform: .visionOS),
        .init(text: "VISIONOS", platform: .visionOS),
        .init(text: "macCatalyst", platform: .macCatalyst),
        .init(text: "maccatalyst", platform: .macCatalyst),
        .init(text: "", platform: nil),
        .init(text: "*", platform: nil),
        .init(text: "swift", platform: nil),
        .init(text: "linux", platform: nil),
        .init(text: "DriverKit", platform: nil),
        .init(text: "iPadOS", platform: nil),
        .init(text: "macOSX", platform: nil),
        .init(text: " iOS", platform: nil),
        .init(text: "iOSApplicationExtension", platform: nil),
    ]

    @Test(arguments: platformNames) func platformFromName(_ testCase: NameCase) {
        #expect(Platform(name: testCase.text) == testCase.platform)
    }

    @Test func everyRawValueIsAcceptedAsAName() {
        for platform in Platform.allCases {
            #expect(Platform(name: platform.rawValue) == platform)
        }
    }

    /// A spec's platform name and what it must parse to, or nil.
    struct SpecNameCase: Sendable, CustomTestStringConvertible {
        let text: String
        let expected: PlatformName?
        var testDescription: String { "'\(text)'" }
    }

    static let specNames: [SpecNameCase] = [
        .init(text: "iOS", expected: PlatformName(.iOS)),
        .init(text: "OSX", expected: PlatformName(.macOS)),
        .init(text: "macCatalyst", expected: PlatformName(.macCatalyst)),
        .init(text: "iOSApplicationExtension", expected: PlatformName(.iOS, isApplicationExtension: true)),
        .init(text: "iosapplicationextension", expected: PlatformName(.iOS, isApplicationExtension: true)),
        .init(text: "macOSApplicationExtension", expected: PlatformName(.macOS, isApplicationExtension: true)),
        .init(text: "OSXApplicationExtension", expected: PlatformName(.macOS, isApplicationExtension: true)),
        .init(text: "tvOSApplicationExtension", expected: PlatformName(.tvOS, isApplicationExtension: true)),
        .init(text: "watchOSApplicationExtension", expected: PlatformName(.watchOS, isApplicationExtension: true)),
        .init(text: "visionOSApplicationExtension", expected: PlatformName(.visionOS, isApplicationExtension: true)),
        .init(text: "macCatalystApplicationExtension", expected: PlatformName(.macCatalyst, isApplicationExtension: true)),
        .init(text: "ApplicationExtension", expected: nil),
        .init(text: "linuxApplicationExtension", expected: nil),
        .init(text: "iOSApplicationExtensionX", expected: nil),
        .init(text: "iOS ApplicationExtension", expected: nil),
        .init(text: "swift", expected: nil),
        .init(text: "*", expected: nil),
        .init(text: "DriverKit", expected: nil),
    ]

    @Test(arguments: specNames) func platformNameFromSpec(_ testCase: SpecNameCase) {
        #expect(PlatformName(testCase.text) == testCase.expected)
    }

    @Test func platformNameDescriptionUsesSwiftSpelling() {
        #expect(PlatformName("OSXApplicationExtension")?.description == "macOSApplicationExtension")
        #expect(PlatformName("ios")?.description == "iOS")
    }
}

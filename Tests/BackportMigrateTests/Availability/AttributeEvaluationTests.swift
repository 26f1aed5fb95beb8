import Testing
@testable import BackportMigrate

@Suite struct AvailabilityAttributeTests {
    /// An `@available` argument list as written, the `--target` values, and the outcome.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let targets: [String]
        let arguments: [String]
        let expected: AttributeOutcome
        var testDescription: String { name }

        init(name: String, targets: [String], _ arguments: String, _ expected: AttributeOutcome) {
            self.name = name
            self.targets = targets
            // Test lists split at commas, so messages in these cases contain none.
            self.arguments = arguments.split(separator: ",").map(String.init)
            self.expected = expected
        }
    }

    static let shortForm: [Case] = [
        .init(name: "iOS satisfied", targets: ["16"], "iOS 15, *", .remove),
        .init(name: "iOS 15.0.1 satisfied", targets: ["16"], "iOS 15.0.1, *", .remove),
        .init(name: "iOS too new", targets: ["16"], "iOS 16.1, *", .unchanged),
        .init(name: "one of two satisfied", targets: ["16"], "iOS 15, macOS 12, *", .reduced(keeping: [1, 2])),
        .init(name: "both satisfied", targets: ["iOS=16,macOS=13"], "iOS 15, macOS 12, *", .remove),
        .init(name: "OSX spelling", targets: ["macOS=12"], "OSX 10.15, *", .remove),
        .init(name: "macOS 16 is 26", targets: ["macOS=26"], "macOS 16, *", .remove),
        .init(name: "extension variant", targets: ["16"], "iOSApplicationExtension 15, *", .remove),
        .init(name: "Catalyst inherits iOS", targets: ["16"], "macCatalyst 13.1, *", .remove),
        .init(name: "visionOS not from iOS", targets: ["16"], "visionOS 1, *", .unchanged),
        .init(name: "unknown platform kept", targets: ["16"], "iOS 15, DriverKit 21, *", .reduced(keeping: [1, 2])),
        .init(name: "iOS spec up to 17 meets any visionOS", targets: ["iOS=17,visionOS=1"], "iOS 17, *", .remove),
        .init(name: "iOS 18 is visionOS 2 at compile time", targets: ["iOS=18,visionOS=2"], "iOS 18, *", .remove),
        .init(name: "iOS 18.1 is visionOS 2.1, above the target", targets: ["iOS=18.1,visionOS=2"], "iOS 18.1, *", .unchanged),
        .init(name: "iOS 17.4 is visionOS 1.1", targets: ["iOS=17.4,visionOS=1"], "iOS 17.4, *", .unchanged),
        .init(name: "iOS 17.4 met by visionOS 1.1", targets: ["iOS=17.4,visionOS=1.1"], "iOS 17.4, *", .remove),
        .init(name: "iOS 17.2, unlisted, is visionOS 1.0", targets: ["iOS=17.2,visionOS=1"], "iOS 17.2, *", .remove),
        .init(name: "iOS 18.7, unlisted, is visionOS 2.0", targets: ["iOS=18.7,visionOS=2"], "iOS 18.7, *", .remove),
        .init(name: "iOS 26 is visionOS 26", targets: ["iOS=26,visionOS=26"], "iOS 26, *", .remove),
        .init(name: "an iOS spec newer than every visionOS release stays", targets: ["iOS=27,visionOS=26"], "iOS 27, *", .unchanged),
        .init(name: "every platform of a long list met", targets: ["iOS=18,macOS=15,tvOS=18,watchOS=11,visionOS=2"],
              "macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, *", .remove),
        .init(name: "newer iOS spec beside a visionOS entry", targets: ["iOS=18,visionOS=2"], "iOS 18, visionOS 2, *", .remove),
        .init(name: "satisfied visionOS kept while iOS stays", targets: ["iOS=16,visionOS=1"], "visionOS 1, iOS 17, *", .unchanged),
        .init(name: "unavailable long form with wildcard", targets: ["16"], "*, unavailable", .unchanged),
        .init(name: "no targets", targets: [], "iOS 13, *", .unchanged),
    ]

    static let longForm: [Case] = [
        .init(name: "introduced only", targets: ["16"], "iOS, introduced: 15", .remove),
        .init(name: "introduced with message", targets: ["16"], "iOS, introduced: 15.0, message: \"Use Y\"", .remove),
        .init(name: "introduced with renamed", targets: ["16"], "iOS, introduced: 15, renamed: \"y()\"", .remove),
        .init(name: "introduced and deprecated", targets: ["16"], "iOS, introduced: 15, deprecated: 17",
              .reduced(keeping: [0, 2])),
        .init(name: "introduced and obsoleted", targets: ["16"], "iOS, introduced: 14, obsoleted: 16, message: \"gone\"",
              .reduced(keeping: [0, 2, 3])),
        .init(name: "introduced then bare deprecated", targets: ["16"], "iOS, deprecated, introduced: 15",
              .reduced(keeping: [0, 1])),
        .init(name: "introduced and noasync", targets: ["16"], "iOS, introduced: 15, noasync", .reduced(keeping: [0, 2])),
        .init(name: "introduced too new", targets: ["16"], "iOS, introduced: 17, deprecated: 18", .unchanged),
        .init(name: "no introduced", targets: ["16"], "iOS, deprecated: 16", .unchanged),
        .init(name: "unavailable", targets: ["16"], "iOS, unavailable", .unchanged),
        .init(name: "obsoleted only", targets: ["16"], "iOS, obsoleted: 16", .unchanged),
        .init(name: "wildcard platform", targets: ["16"], "*, introduced: 15", .unchanged),
        .init(name: "wildcard deprecated", targets: ["16"], "*, deprecated, message: \"old\"", .unchanged),
        .init(name: "swift", targets: ["16"], "swift, introduced: 5", .unchanged),
        .init(name: "unknown platform", targets: ["16"], "DriverKit, introduced: 19", .unchanged),
        .init(name: "OSX long form", targets: ["macOS=13"], "OSX, introduced: 10.15", .remove),
        .init(name: "macOS 10.16 long form", targets: ["macOS=11"], "macOS, introduced: 10.16, deprecated: 14",
              .reduced(keeping: [0, 2])),
        .init(name: "extension long form", targets: ["16"], "iOSApplicationExtension, introduced: 15", .remove),
        .init(name: "other platform's target", targets: ["macOS=13"], "iOS, introduced: 15", .unchanged),
        .init(name: "bad version", targets: ["16"], "iOS, introduced: fifteen", .unchanged),
        .init(name: "introduced twice", targets: ["16"], "iOS, introduced: 14, introduced: 15", .unchanged),
        .init(name: "unknown label kept", targets: ["16"], "iOS, introduced: 15, future: 1", .reduced(keeping: [0, 2])),
        .init(name: "explicit Catalyst target too low", targets: ["iOS=16,macCatalyst=14"], "iOS, introduced: 15", .unchanged),
    ]

    @Test(arguments: shortForm + longForm) func evaluate(_ testCase: Case) throws {
        let targets = try DeploymentTargets.parse(testCase.targets)
        let arguments = testCase.arguments.map(AttributeArgument.init(written:))
        #expect(AvailabilityEvaluator.evaluateAttribute(arguments: arguments, targets: targets) == testCase.expected)
    }

    /// A platform the project targets and `--target` leaves out: nothing is known of its new
    /// minimum, so what reaches it stays. visionOS takes iOS specs (from 17.4, visionOS 1.1) at
    /// compile time only; macCatalyst given its own target no longer takes iOS's.
    @Test func aPlatformLeftOutKeepsWhatReachesIt() throws {
        func attribute(_ written: String, _ targets: DeploymentTargets) -> AttributeOutcome {
            AvailabilityEvaluator.evaluateAttribute(arguments: written.split(separator: ",").map { AttributeArgument(written: String($0)) }, targets: targets)
        }
        func condition(_ written: String, _ targets: DeploymentTargets) -> ConditionOutcome {
            AvailabilityEvaluator.evaluateCondition(isUnavailable: false, arguments: written.split(separator: ",").map { AvailabilityArgument(written: String($0)) },
                                                    targets: targets)
        }
        var vision = try DeploymentTargets.parse(["iOS=18"])
        #expect(attribute("iOS 18, *", vision) == .remove)
        vision.leftOut = [.visionOS]
        #expect(attribute("iOS 18, *", vision) == .unchanged)
        #expect(attribute("iOS 18, tvOS 15, *", vision) == .unchanged)
        #expect(attribute("iOS 17, *", vision) == .remove)
        #expect(attribute("iOS 17.1, *", vision) == .remove, "visionOS 1.0, which every visionOS target reaches")
        #expect(attribute("iOS 17.4, *", vision) == .unchanged)
        #expect(attribute("iOS 18, visionOS 2, *", vision) == .reduced(keeping: [1, 2]))
        #expect(attribute("iOS, introduced: 18", vision) == .unchanged)
        #expect(condition("iOS 18, *", vision) == .alwaysTrue)

        var catalyst = try DeploymentTargets.parse(["iOS=15"])
        #expect(attribute("iOS 15, *", catalyst) == .remove)
        catalyst.leftOut = [.macCatalyst]
        #expect(catalyst.target(for: PlatformName(.macCatalyst)) == nil)
        #expect(attribute("iOS 15, *", catalyst) == .unchanged)
        #expect(condition("iOS 15, *", catalyst) == .unchanged)
        #expect(condition("macCatalyst 13, *", catalyst) == .unchanged)
        #expect(condition("iOS 15, macCatalyst 13, *", catalyst) == .unchanged)
        #expect(attribute("tvOS 15, *", catalyst) == .unchanged)
    }

    @Test func classifiesWrittenArguments() {
        #expect(AttributeArgument(written: " iOS 15 ") == .platform(name: "iOS", version: "15"))
        #expect(AttributeArgument(written: "*") == .wildcard)
        #expect(AttributeArgument(written: " iOS") == .word("iOS"))
        #expect(AttributeArgument(written: "unavailable") == .word("unavailable"))
        #expect(AttributeArgument(written: " introduced : 15.0") == .labelled(label: "introduced", value: "15.0"))
        #expect(AttributeArgument(written: "message: \"a: b\"") == .labelled(label: "message", value: "\"a: b\""))
        #expect(AttributeArgument(written: "\"a: b\"") == .other("\"a: b\""))
        #expect(AttributeArgument(written: "15") == .other("15"))
    }
}

/// The translation of an attribute's iOS version to visionOS, as the compiler applies the SDK's
/// version map.
@Suite struct VisionOSVersionsTests {
    @Test(arguments: [
        ("13", "1.0"), ("17", "1.0"), ("17.1", "1.0"), ("17.2", "1.0"), ("17.4", "1.1"), ("17.5", "1.2"), ("17.6", "1.0"),
        ("18", "2.0"), ("18.0.1", "2.0"), ("18.4", "2.4"), ("18.6", "2.6"), ("18.9", "2.0"), ("19", "26.0"), ("26", "26.0"),
        ("26.1", "26.0"), ("26.4", "26.4"), ("19.4", "26.4"),
    ])
    func translated(_ iOS: String, _ visionOS: String) throws {
        let version = try #require(Version(iOS))
        #expect(VisionOSVersions.introduced(forIOS: version) == Version(visionOS), "iOS \(iOS)")
    }

    @Test func newerThanTheMapHasNone() throws {
        #expect(VisionOSVersions.introduced(forIOS: try #require(Version("26.5"))) == nil)
        #expect(VisionOSVersions.introduced(forIOS: try #require(Version("27"))) == nil)
    }
}

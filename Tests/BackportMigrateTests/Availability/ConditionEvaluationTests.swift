import Testing
@testable import BackportMigrate

@Suite struct AvailabilityConditionTests {
    /// A condition's argument list as written, the `--target` values, and the outcome.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let targets: [String]
        let arguments: String
        var isUnavailable = false
        let expected: ConditionOutcome
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "iOS satisfied", targets: ["16"], arguments: "iOS 15, *", expected: .alwaysTrue),
        .init(name: "iOS equal", targets: ["16"], arguments: "iOS 16.0, *", expected: .alwaysTrue),
        .init(name: "iOS newer than target", targets: ["16"], arguments: "iOS 16.4, *", expected: .unchanged),
        .init(name: "unavailable satisfied", targets: ["16"], arguments: "iOS 15, *", isUnavailable: true, expected: .alwaysFalse),
        .init(name: "unavailable not satisfied", targets: ["16"], arguments: "iOS 17, *", isUnavailable: true, expected: .unchanged),
        .init(name: "unavailable reduced", targets: ["16"], arguments: "iOS 15, macOS 12, *", isUnavailable: true,
              expected: .reduced(keeping: [1, 2])),
        .init(name: "iOS satisfied, macOS unknown", targets: ["16"], arguments: "iOS 15, macOS 12, *",
              expected: .reduced(keeping: [1, 2])),
        .init(name: "macOS first", targets: ["16"], arguments: "macOS 12, iOS 15, *",
              expected: .reduced(keeping: [0, 2])),
        .init(name: "both satisfied", targets: ["iOS=16,macOS=13"], arguments: "iOS 15, macOS 12, *", expected: .alwaysTrue),
        .init(name: "macOS too new", targets: ["iOS=16,macOS=13"], arguments: "iOS 15, macOS 14, *",
              expected: .reduced(keeping: [1, 2])),
        .init(name: "four platforms, two satisfied", targets: ["iOS=16,watchOS=9"],
              arguments: "iOS 15, macOS 12, tvOS 15, watchOS 8, *", expected: .reduced(keeping: [1, 2, 4])),
        .init(name: "OSX alias", targets: ["macOS=11"], arguments: "OSX 10.15, *", expected: .alwaysTrue),
        .init(name: "macOS 10.16 is 11", targets: ["macOS=11"], arguments: "macOS 10.16, *", expected: .alwaysTrue),
        .init(name: "macOS 16 is 26", targets: ["macOS=26"], arguments: "macOS 16, *", expected: .alwaysTrue),
        .init(name: "iOS 19 is 26", targets: ["iOS=26"], arguments: "iOS 19, *", expected: .alwaysTrue),
        .init(name: "target below 26", targets: ["iOS=18"], arguments: "iOS 19, *", expected: .unchanged),
        .init(name: "no platform target", targets: ["macOS=13"], arguments: "iOS 15, *", expected: .unchanged),
        .init(name: "extension variant", targets: ["16"], arguments: "iOSApplicationExtension 15, *", expected: .alwaysTrue),
        .init(name: "Catalyst inherits iOS", targets: ["16"], arguments: "macCatalyst 15, *", expected: .alwaysTrue),
        .init(name: "Catalyst own target too low", targets: ["iOS=16,macCatalyst=14"], arguments: "macCatalyst 15, *",
              expected: .unchanged),
        .init(name: "iOS spec also binds an explicit Catalyst target", targets: ["iOS=16,macCatalyst=14"],
              arguments: "iOS 15, *", expected: .unchanged),
        .init(name: "iOS spec with a Catalyst target that meets it", targets: ["iOS=16,macCatalyst=15"],
              arguments: "iOS 15, *", expected: .alwaysTrue),
        .init(name: "visionOS does not inherit iOS", targets: ["16"], arguments: "visionOS 1, *", expected: .unchanged),
        .init(name: "iOS dropped, visionOS kept", targets: ["16"], arguments: "iOS 15, visionOS 1, *",
              expected: .reduced(keeping: [1, 2])),
        .init(name: "iOS spec decided without a visionOS target at run time", targets: ["iOS=18,visionOS=1"],
              arguments: "iOS 18, *", expected: .alwaysTrue),
        .init(name: "satisfied Catalyst kept while iOS stays", targets: ["16"], arguments: "macCatalyst 14, iOS 17, *",
              expected: .unchanged),
        .init(name: "satisfied extension kept while iOS stays", targets: ["16"],
              arguments: "iOSApplicationExtension 14, iOS 17, macOS 12, *", expected: .unchanged),
        .init(name: "satisfied iOS goes while Catalyst stays", targets: ["iOS=16,macCatalyst=14"],
              arguments: "macCatalyst 15, iOS 10, *", expected: .reduced(keeping: [0, 2])),
        .init(name: "satisfied Catalyst goes when iOS also satisfied", targets: ["16"],
              arguments: "macCatalyst 14, iOS 15, macOS 12, *", expected: .reduced(keeping: [2, 3])),
        .init(name: "unknown platform kept", targets: ["16"], arguments: "iOS 15, DriverKit 21, *",
              expected: .reduced(keeping: [1, 2])),
        .init(name: "only an unknown platform", targets: ["16"], arguments: "DriverKit 21, *", expected: .unchanged),
        .init(name: "linux word kept", targets: ["16"], arguments: "iOS 15, linux, *", expected: .reduced(keeping: [1, 2])),
        .init(name: "bad version never decided", targets: ["16"], arguments: "iOS 15.x, *", expected: .unchanged),
        .init(name: "bad version beside a good one", targets: ["16"], arguments: "iOS 15, macOS 1..2, *",
              expected: .reduced(keeping: [1, 2])),
        .init(name: "wildcard alone", targets: ["16"], arguments: "*", expected: .unchanged),
        .init(name: "no wildcard", targets: ["16"], arguments: "iOS 15", expected: .alwaysTrue),
        .init(name: "no targets", targets: [], arguments: "iOS 15, *", expected: .unchanged),
        .init(name: "swift version", targets: ["16"], arguments: "swift 5.9", expected: .unchanged),
    ]

    @Test(arguments: cases) func evaluate(_ testCase: Case) throws {
        let targets = try DeploymentTargets.parse(testCase.targets)
        let arguments = testCase.arguments.split(separator: ",").map { AvailabilityArgument(written: String($0)) }
        let outcome = AvailabilityEvaluator.evaluateCondition(
            isUnavailable: testCase.isUnavailable, arguments: arguments, targets: targets)
        #expect(outcome == testCase.expected)
    }

    @Test func classifiesWrittenArguments() {
        #expect(AvailabilityArgument(written: " iOS 15.0") == .platform(name: "iOS", version: "15.0"))
        #expect(AvailabilityArgument(written: "OSX\n10.15 ") == .platform(name: "OSX", version: "10.15"))
        #expect(AvailabilityArgument(written: " * ") == .wildcard)
        #expect(AvailabilityArgument(written: "linux") == .other("linux"))
        #expect(AvailabilityArgument(written: "iOS 15 x") == .other("iOS 15 x"))
    }
}

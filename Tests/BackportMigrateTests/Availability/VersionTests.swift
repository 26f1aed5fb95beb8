import Testing
@testable import BackportMigrate

@Suite struct AvailabilityVersionTests {
    /// Text and the components it must parse to, or nil when it is not a version.
    struct ParseCase: Sendable, CustomTestStringConvertible {
        let text: String
        let components: [Int]?
        var testDescription: String { "'\(text)'" }
    }

    static let parseCases: [ParseCase] = [
        .init(text: "16", components: [16]),
        .init(text: "16.4", components: [16, 4]),
        .init(text: "10.15.1", components: [10, 15, 1]),
        .init(text: "16.0.0", components: [16, 0, 0]),
        .init(text: "016", components: [16]),
        .init(text: "0", components: [0]),
        .init(text: "1.2.3.4", components: [1, 2, 3, 4]),
        .init(text: "1.2.3.4.5", components: nil),
        .init(text: "", components: nil),
        .init(text: "16.", components: nil),
        .init(text: ".5", components: nil),
        .init(text: "16..4", components: nil),
        .init(text: ".", components: nil),
        .init(text: "a", components: nil),
        .init(text: "16a", components: nil),
        .init(text: "-1", components: nil),
        .init(text: "+1", components: nil),
        .init(text: "16.-4", components: nil),
        .init(text: " 16", components: nil),
        .init(text: "16 ", components: nil),
        .init(text: "1_6", components: nil),
        .init(text: "١٦", components: nil),
        .init(text: "99999999999999999999999", components: nil),
    ]

    @Test(arguments: parseCases) func parsing(_ testCase: ParseCase) {
        #expect(Version(testCase.text)?.components == testCase.components)
    }

    @Test func descriptionPrintsWhatWasWritten() {
        #expect(Version("16.0")?.description == "16.0")
        #expect(Version("10.15.1")?.description == "10.15.1")
        #expect(Version("016")?.description == "16")
    }

    /// Two versions and how they must compare.
    struct OrderCase: Sendable, CustomTestStringConvertible {
        let lower: String
        let higher: String
        var testDescription: String { "\(lower) < \(higher)" }
    }

    static let ordered: [OrderCase] = [
        .init(lower: "16", higher: "16.0.1"),
        .init(lower: "16.0.0", higher: "16.0.1"),
        .init(lower: "16.0.1", higher: "16.4"),
        .init(lower: "16.4", higher: "17"),
        .init(lower: "9", higher: "10"),
        .init(lower: "10.9", higher: "10.10"),
        .init(lower: "10.15.7", higher: "11"),
        .init(lower: "16.4", higher: "16.4.0.1"),
    ]

    @Test(arguments: ordered) func ordering(_ testCase: OrderCase) throws {
        let lower = try #require(Version(testCase.lower))
        let higher = try #require(Version(testCase.higher))
        #expect(lower < higher)
        #expect(!(higher < lower))
        #expect(lower != higher)
    }

    @Test(arguments: [("16", "16.0"), ("16", "16.0.0"), ("16.0", "16.0.0.0"), ("10.15", "10.15.0")])
    func missingComponentsAreZero(_ left: String, _ right: String) throws {
        let a = try #require(Version(left)), b = try #require(Version(right))
        #expect(a == b)
        #expect(!(a < b) && !(b < a))
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
    }

    /// A version written for a platform and the one the compiler compares instead.
    struct CanonicalCase: Sendable, CustomTestStringConvertible {
        let platform: Platform
        let written: String
        let canonical: [Int]
        var testDescription: String { "\(platform) \(written) is \(canonical.map(String.init).joined(separator: "."))" }
    }

    static let canonicalCases: [CanonicalCase] = [
        .init(platform: .macOS, written: "10.16", canonical: [11, 0]),
        .init(platform: .macOS, written: "10.16.0", canonical: [11, 0]),
        .init(platform: .macOS, written: "10.16.1", canonical: [10, 16, 1]),
        .init(platform: .macOS, written: "10.15", canonical: [10, 15]),
        .init(platform: .macOS, written: "15.6", canonical: [15, 6]),
        .init(platform: .macOS, written: "16", canonical: [26]),
        .init(platform: .macOS, written: "16.0", canonical: [26, 0]),
        .init(platform: .macOS, written: "16.1", canonical: [26, 1]),
        .init(platform: .macOS, written: "17", canonical: [27]),
        .init(platform: .macOS, written: "26", canonical: [26]),
        .init(platform: .macOS, written: "26.1", canonical: [26, 1]),
        .init(platform: .iOS, written: "18.6", canonical: [18, 6]),
        .init(platform: .iOS, written: "19", canonical: [26]),
        .init(platform: .iOS, written: "19.0.1", canonical: [26, 0, 1]),
        .init(platform: .iOS, written: "19.2", canonical: [26, 2]),
        .init(platform: .iOS, written: "20", canonical: [27]),
        .init(platform: .iOS, written: "10.16", canonical: [10, 16]),
        .init(platform: .macCatalyst, written: "19", canonical: [26]),
        .init(platform: .tvOS, written: "19", canonical: [26]),
        .init(platform: .tvOS, written: "18", canonical: [18]),
        .init(platform: .watchOS, written: "11.6", canonical: [11, 6]),
        .init(platform: .watchOS, written: "12", canonical: [26]),
        .init(platform: .watchOS, written: "12.1", canonical: [26, 1]),
        .init(platform: .visionOS, written: "2.5", canonical: [2, 5]),
        .init(platform: .visionOS, written: "3", canonical: [26]),
        .init(platform: .visionOS, written: "3.0", canonical: [26, 0]),
        .init(platform: .visionOS, written: "4", canonical: [27]),
    ]

    @Test(arguments: canonicalCases) func canonicalisation(_ testCase: CanonicalCase) throws {
        let version = try #require(Version(testCase.written))
        #expect(version.canonical(for: testCase.platform).components == testCase.canonical)
    }
}

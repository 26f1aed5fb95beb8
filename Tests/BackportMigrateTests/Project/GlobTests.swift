import Testing
@testable import BackportMigrate

@Suite struct GlobTests {
    static let matching: [(String, String)] = [
        ("*.swift", "A.swift"),
        ("Generated", "Generated"),
        ("Sources/*.swift", "Sources/A.swift"),
        ("**/*.pb.swift", "Sources/Proto/A.pb.swift"),
        ("**/*.pb.swift", "A.pb.swift"),
        ("Sources/**", "Sources/A/B/C.swift"),
        ("Sources/**/View.swift", "Sources/View.swift"),
        ("Sources/**/View.swift", "Sources/A/B/View.swift"),
        ("?.swift", "A.swift"),
        ("[AB].swift", "B.swift"),
        ("[a-c]x", "bx"),
        ("[!a]x", "bx"),
        ("[^a]x", "bx"),
        ("[]]", "]"),
        ("./Sources/", "Sources"),
        ("a\\*b", "a*b"),
        ("[unclosed", "[unclosed"),
        ("*", "Ä.swift"),
    ]

    static let notMatching: [(String, String)] = [
        ("*.swift", "Sources/A.swift"),
        ("Sources/*.swift", "Sources/A/B.swift"),
        ("?.swift", "AB.swift"),
        ("?", "/"),
        ("[AB].swift", "C.swift"),
        ("[!a]x", "ax"),
        ("[a-c]x", "dx"),
        ("Generated", "Generated2"),
        ("a\\*b", "axb"),
        ("**/*.pb.swift", "A.swift"),
    ]

    @Test(arguments: matching) func matches(pattern: String, path: String) {
        #expect(Glob(pattern).matches(path))
    }

    @Test(arguments: notMatching) func doesNotMatch(pattern: String, path: String) {
        #expect(!Glob(pattern).matches(path))
    }

    @Test func starsStayFastOnLongPaths() {
        let path = String(repeating: "a/", count: 200) + "b"
        #expect(!Glob("**/*a*a*a*a*c").matches(path))
    }
}

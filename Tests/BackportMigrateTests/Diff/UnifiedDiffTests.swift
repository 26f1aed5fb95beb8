import Foundation
import Testing
@testable import BackportMigrate

/// The unified output against golden files, one folder per case under `Fixtures/diff/`:
/// `old`, `new` (absent when the file is deleted), `expected.patch`, and `context` when the
/// case is about a context other than 3. The expected patches for changed files are what
/// `git diff --no-index` printed for the same pair, less its `index` line.
@Suite struct UnifiedDiffTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/diff")

    static var caseNames: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()) ?? []
    }

    @Test func fixturesArePresent() {
        #expect(Self.caseNames.count >= 20)
    }

    @Test(arguments: caseNames)
    func golden(_ name: String) throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        func read(_ file: String) -> [UInt8]? {
            (try? Data(contentsOf: folder.appendingPathComponent(file))).map { [UInt8]($0) }
        }
        let old = try #require(read("old"))
        let expected = try #require(read("expected.patch"))
        let context = read("context").flatMap { Int(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 3
        let actual = UnifiedDiff.patchBytes(path: "Sources/File.swift", old: old, new: read("new"), context: context)
        #expect(
            actual == expected,
            "\(name):\n--- expected\n\(String(decoding: expected, as: UTF8.self))--- actual\n\(String(decoding: actual, as: UTF8.self))")
    }

    @Test func equalTextsGiveNoPatch() {
        #expect(UnifiedDiff.patch(path: "A.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)) == "")
        #expect(UnifiedDiff.patch(path: "A.swift", old: [], new: []) == "")
    }

    @Test func stringAndBytesAgree() {
        let old = Array("let a = 1\nlet b = 2\n".utf8), new = Array("let a = 1\nlet b = 3\n".utf8)
        #expect(Array(UnifiedDiff.patch(path: "A.swift", old: old, new: new).utf8)
            == UnifiedDiff.patchBytes(path: "A.swift", old: old, new: new))
    }

    @Test func negativeContextIsZero() {
        let old = Array("a\nb\nc\n".utf8), new = Array("a\nX\nc\n".utf8)
        #expect(UnifiedDiff.patch(path: "A", old: old, new: new, context: -2)
            == UnifiedDiff.patch(path: "A", old: old, new: new, context: 0))
    }

    @Test func colorMarksEachKindOfLine() {
        let patch = UnifiedDiff.patch(path: "A.swift", old: Array("a\nb\n".utf8), new: Array("a\nc\n".utf8), color: true)
        let esc = "\u{1B}"
        #expect(patch == """
            \(esc)[1mdiff --git a/A.swift b/A.swift\(esc)[m
            \(esc)[1m--- a/A.swift\(esc)[m
            \(esc)[1m+++ b/A.swift\(esc)[m
            \(esc)[36m@@ -1,2 +1,2 @@\(esc)[m
             a
            \(esc)[31m-b\(esc)[m
            \(esc)[32m+c\(esc)[m

            """)
    }

    @Test func noColorUnlessAsked() {
        let patch = UnifiedDiff.patch(path: "A.swift", old: Array("a\n".utf8), new: Array("b\n".utf8))
        #expect(!patch.contains("\u{1B}"))
    }
}

@Suite struct PatchPathTests {
    /// As `git diff --no-index` writes an absolute path: without its leading `/`.
    @Test func anAbsolutePathLosesItsLeadingSlash() {
        let path = PatchPath(path: "/work/x y.swift")
        #expect(path.header("a/") == "a/work/x y.swift")
        #expect(path.fileLine("b/") == "b/work/x y.swift\t")
    }

    @Test(arguments: [
        ("Sources/A.swift", "diff --git a/Sources/A.swift b/Sources/A.swift", "--- a/Sources/A.swift"),
        ("My Views/A B.swift", "diff --git a/My Views/A B.swift b/My Views/A B.swift", "--- a/My Views/A B.swift\t"),
        ("Caf\u{E9}.swift", #"diff --git "a/Caf\303\251.swift" "b/Caf\303\251.swift""#, #"--- "a/Caf\303\251.swift""#),
        ("Caf\u{E9} x.swift", #"diff --git "a/Caf\303\251 x.swift" "b/Caf\303\251 x.swift""#, "--- \"a/Caf\\303\\251 x.swift\"\t"),
        ("a\"b\\c\td.swift", #"diff --git "a/a\"b\\c\td.swift" "b/a\"b\\c\td.swift""#, #"--- "a/a\"b\\c\td.swift""#),
    ])
    func headersAsGitWritesThem(path: String, gitLine: String, oldLine: String) {
        let lines = UnifiedDiff.patch(path: path, old: Array("a\n".utf8), new: Array("b\n".utf8))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == gitLine)
        #expect(lines[1] == oldLine)
    }
}

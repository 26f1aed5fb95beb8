import Foundation
import Testing
@testable import BackportMigrate

/// Why `tokens` do not tile `bytes`, or `nil` when they print it back exactly and every token
/// is non-empty and starts where the previous one ended.
func tilingViolation(_ tokens: [Token], in bytes: [UInt8]) -> String? {
    var expectedStart = 0
    for (index, token) in tokens.enumerated() {
        if token.start != expectedStart { return "token \(index) starts at \(token.start), expected \(expectedStart)" }
        if token.end <= token.start { return "token \(index) (\(token.kind)) is empty at \(token.start)" }
        expectedStart = token.end
    }
    if expectedStart != bytes.count { return "tokens end at \(expectedStart), input has \(bytes.count) bytes" }
    if !tokens.map({ bytes[$0.range] }).joined().elementsEqual(bytes) { return "printed tokens differ from the input" }
    return nil
}

/// The tiling check on the tokenizer's own output.
func tilingViolation(_ bytes: [UInt8]) -> String? {
    tilingViolation(Tokenizer.tokenize(bytes).tokens, in: bytes)
}

@Suite struct TokenizerRoundTripTests {
    /// Pieces that open, close or confuse literals, comments and names.
    static let fragments: [[UInt8]] = [
        "\"", "\"\"\"", "#\"", "\"#", "##\"\"\"", "\"\"\"#", "\\(", "\\#(", ")", "(", "/*", "*/", "//", "/", "#/", "/#",
        "#\"\"\"#", "\r", "\r\n", "\n", "\u{0}", "0x", "0b", "1.5e", "`", "#if", "@", "$", "{", "}", "[", "]", "\\", " ", "\t",
        "let", "x", "self", "=", "?", "!", ".", "...", "😀", "é", "≤", "\u{A0}", "'", "#!",
    ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBB, 0xBF]]

    @Test
    func adversarialInputsTile() {
        var generator = SeededGenerator(state: 0x5EED)
        for index in 0..<3000 {
            var bytes: [UInt8] = []
            if index % 3 == 0 {
                let length = Int.random(in: 0..<200, using: &generator)
                bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                for _ in 0..<Int.random(in: 0..<60, using: &generator) {
                    bytes += Self.fragments.randomElement(using: &generator)!
                }
            }
            if let violation = tilingViolation(bytes) {
                Issue.record("input \(index) \(bytes): \(violation)")
                return
            }
        }
    }

    /// Many unclosed multi-line openings must not make the tokenizer rescan to the end each time.
    @Test
    func unclosedMultiLineLiteralsStayLinear() {
        for opening in ["#\"\"\"\n", "#/\n", "\"\\(\"\"\"\n"] {
            let bytes = Array(String(repeating: opening, count: 20_000).utf8)
            #expect(tilingViolation(bytes) == nil)
            #expect(!Tokenizer.tokenize(bytes).problems.isEmpty)
        }
    }

    @Test func deeplyNestedInterpolationsDoNotOverflow() {
        let depth = 50_000
        let bytes = Array((String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)).utf8)
        let result = Tokenizer.tokenize(bytes)
        #expect(result.tokens.map(\.kind) == [.string])
        #expect(result.problems.isEmpty)
    }

    @Test func everyFixtureRoundTrips() throws {
        // A missing or emptied Fixtures folder fails here rather than passing with nothing checked.
        let files = swiftFiles(under: packageRoot.appendingPathComponent("Fixtures"))
        #expect(files.count >= 300, "only \(files.count) .swift files under Fixtures")
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            #expect(tilingViolation(bytes) == nil, "\(url.path)")
        }
    }

    @Test func tilingViolationDetectsBadTokens() {
        // The checker itself must be able to fail, or the tests above prove nothing.
        #expect(tilingViolation(Array("let x".utf8)) == nil)
        let bytes = Array("let x".utf8)
        #expect(tilingViolation([Token(kind: .keyword, start: 0, end: 3)], in: bytes) != nil)
        #expect(tilingViolation([Token(kind: .keyword, start: 0, end: 3), Token(kind: .space, start: 3, end: 3),
                                 Token(kind: .space, start: 3, end: 5)], in: bytes) != nil)
        #expect(tilingViolation([Token(kind: .keyword, start: 0, end: 3), Token(kind: .space, start: 4, end: 5)], in: bytes) != nil)
    }
}

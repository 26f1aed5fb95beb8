import Testing
@testable import BackportMigrate

@Suite struct TokenTests {
    @Test func triviaKinds() {
        #expect(TokenKind.space.isTrivia)
        #expect(TokenKind.newline.isTrivia)
        #expect(TokenKind.lineComment.isTrivia && TokenKind.lineComment.isComment)
        #expect(!TokenKind.identifier.isTrivia)
        #expect(!TokenKind.string.isTrivia)
    }

    @Test func rangeAndLength() {
        let token = Token(kind: .identifier, start: 3, end: 7)
        #expect(token.range == 3..<7)
        #expect(token.length == 4)
    }

    /// Kind, start and end share one word: each keeps its value whatever the others hold, at
    /// the limits too, and setting one leaves the others alone.
    @Test func packedFieldsAreIndependent() {
        #expect(MemoryLayout<Token>.stride == 8)
        let kinds: [TokenKind] = [.space, .identifier, .string, .period, .operator, .error]
        let offsets = [0, 1, 4095, 1 << 20, Token.maximumOffset - 1, Token.maximumOffset]
        for kind in kinds {
            for start in offsets {
                for end in offsets where end >= start {
                    var token = Token(kind: kind, start: start, end: end)
                    #expect(token.kind == kind && token.start == start && token.end == end)
                    token.kind = .error
                    #expect(token.kind == .error && token.start == start && token.end == end)
                    token.kind = kind
                    token.end = start
                    #expect(token.kind == kind && token.start == start && token.end == start)
                    token.start = 0
                    token.end = end
                    #expect(token.kind == kind && token.start == 0 && token.end == end)
                    #expect(token == Token(kind: kind, start: 0, end: end))
                }
            }
        }
        #expect(Token.maximumOffset == 512 * 1024 * 1024 - 1)
    }
}

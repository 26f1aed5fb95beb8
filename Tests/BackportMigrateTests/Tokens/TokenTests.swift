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
}

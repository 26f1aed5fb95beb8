import Testing
@testable import BackportMigrate

@Suite struct SourceFileTests {
    private func file(_ text: String) -> SourceFile { SourceFile(bytes: Array(text.utf8)) }

    private func index(of text: String, in file: SourceFile, occurrence: Int = 0) -> Int {
        let matches = file.tokens.indices.filter { file.text(of: $0) == text }
        return matches[occurrence]
    }

    @Test func matchingBrackets() {
        let source = file("f(a[1], { x in (x) })")
        let open = index(of: "(", in: source)
        let close = index(of: ")", in: source, occurrence: 1)
        #expect(source.matchingBracket(of: open) == close)
        #expect(source.matchingBracket(of: close) == open)
        let brace = index(of: "{", in: source)
        #expect(source.matchingBracket(of: brace) == index(of: "}", in: source))
        #expect(source.matchingBracket(of: index(of: "a", in: source)) == nil)
        #expect(source.firstProblem == nil)
    }

    @Test func bracketsInsideStringsAndCommentsDoNotCount() {
        let source = file("let s = \"{(\" // }\n/* ) */ let t = 1\n")
        #expect(source.firstProblem == nil)
    }

    @Test(arguments: [
        ("func f() {\n    g(\n}\n", 3, "'}' does not close the '(' opened on line 2"),
        ("func f() {\n    g()\n", 1, "'{' is never closed"),
        ("let a = [1, 2)\n", 1, "')' does not close the '[' opened on line 1"),
        ("}\n", 1, "unmatched '}'"),
    ])
    func unbalancedBrackets(source: String, line: Int, message: String) throws {
        let parsed = file(source)
        let problem = try #require(parsed.firstProblem)
        #expect(parsed.line(ofOffset: problem.offset) == line)
        #expect(problem.message == message)
    }

    @Test func unterminatedStringIsAProblem() throws {
        let parsed = file("let a = 1\nlet s = \"open\n")
        let problem = try #require(parsed.firstProblem)
        #expect(parsed.line(ofOffset: problem.offset) == 2)
    }

    @Test func significantNeighboursSkipTrivia() {
        let source = file("if /* c */ x // d\n{ }")
        let keyword = index(of: "if", in: source)
        let x = index(of: "x", in: source)
        #expect(source.nextSignificant(after: keyword) == x)
        #expect(source.previousSignificant(before: x) == keyword)
        #expect(source.tokens[source.nextSignificant(after: x)!].kind == .openBrace)
    }

    @Test func enclosingBrace() {
        let source = file("struct S {\n    func f() {\n        g()\n    }\n}\n")
        let g = index(of: "g", in: source)
        let inner = index(of: "{", in: source, occurrence: 1)
        #expect(source.enclosingBrace(of: g) == inner)
        #expect(source.enclosingBrace(of: index(of: "struct", in: source)) == nil)
    }

    @Test func linesWithEveryLineBreak() {
        let source = file("a\nb\r\nc\rd")
        #expect(source.lineStarts == [0, 2, 5, 7])
        #expect(source.line(of: index(of: "d", in: source)) == 4)
        #expect(source.startOfLine(containing: 3) == 2)
        #expect(source.endOfLine(containing: 3) == 5)
        #expect(source.contentEndOfLine(containing: 3) == 3)
        #expect(source.endOfLine(containing: 7) == 8)
    }

    @Test func byteOrderMarkBelongsToNoLine() {
        let source = file("\u{FEFF}a\nb\n")
        #expect(source.lineStarts == [3, 5, 7])
        #expect(source.firstLineStart == 3)
        #expect(source.line(ofOffset: 0) == 1)
        #expect(source.startOfLine(containing: 0) == 3)
        #expect(source.startOfLine(containing: 3) == 3)
        #expect(source.endOfLine(containing: 1) == 5)
        #expect(source.indentation(ofLineContaining: 3).isEmpty)
    }

    @Test func indentationAndLinePosition() {
        let source = file("func f() {\n\t  let x = 1 // note\n}\n")
        let keyword = index(of: "let", in: source)
        #expect(Array(source.indentation(ofLineContaining: source.tokens[keyword].start)) == Array("\t  ".utf8))
        #expect(source.isFirstOnLine(keyword))
        #expect(!source.isFirstOnLine(index(of: "x", in: source)))
        #expect(source.isLastOnLine(index(of: "1", in: source)))
        #expect(!source.isLastOnLine(index(of: "x", in: source)))
    }

    @Test func tokenComparisonIsByteExact() {
        let source = file("if `if` iffy")
        #expect(source.isKeyword(0, "if"))
        let backticked = index(of: "`if`", in: source)
        #expect(!source.isKeyword(backticked, "if"))
        #expect(!source.token(index(of: "iffy", in: source), is: "if"))
    }

    @Test func conditionListSplitsOnTopLevelCommas() throws {
        let source = file("if let a = f(x, y), #available(iOS 15, *), b.contains { $0 } == false {\n}\n")
        let list = try #require(source.conditionList(after: 0))
        #expect(list.elements.count == 3)
        #expect(source.text(of: list.elements[1].lowerBound) == "#available")
    }

    @Test func guardConditionListEndsAtElse() throws {
        let source = file("guard let a = b, c else { return }")
        let list = try #require(source.conditionList(after: 0))
        #expect(list.elements.count == 2)
        #expect(source.isKeyword(list.terminator, "else"))
    }

    /// A body holds only its declarations when what is left is trivia, `;` and `#if` lines.
    @Test(arguments: [
        ("extension View {\n    var a: Int { 1 }\n    // note\n    func b() {};\n}\n", true),
        ("extension View {\n    #if os(iOS) && !targetEnvironment(macCatalyst)\n    var a: Int { 1 }\n    #elseif os(macOS)\n    func b() {}\n    #else\n    #endif\n}\n", true),
        ("extension View {\n    var a: Int { 1 }\n    #declareHelpers(prefix: \"x\")\n}\n", false),
        ("extension View {\n    var a: Int { 1 }\n    #if DEBUG\n    #warning(\"check\")\n    #endif\n    func b() {}\n}\n", false),
        ("extension View {\n    @MainActor var a: Int { 1 }\n    func b() {}\n}\n", true),
    ])
    func bodyHoldsOnlyItsDeclarations(source: String, holdsOnly: Bool) throws {
        let parsed = file(source)
        let open = index(of: "{", in: parsed)
        let close = try #require(parsed.matchingBracket(of: open))
        let surgery = DeclarationExtent(file: parsed)
        let declarations = try #require(surgery.declarationRanges(parsed.members(ofBody: (open, close))))
        #expect(!declarations.isEmpty)
        #expect(parsed.bodyHoldsOnly(declarations, body: (open, close)) == holdsOnly)
        // Without its declarations, no body that holds one holds only them.
        #expect(!parsed.bodyHoldsOnly([], body: (open, close)))
    }
}

import Testing
@testable import BackportMigrate

/// One lexical form: source, and the kinds and texts of its significant (non-trivia) tokens.
struct TokenizerCase: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let expected: [(TokenKind, String)]
    var testDescription: String { name }

    init(_ name: String, _ source: String, _ expected: [(TokenKind, String)]) {
        self.name = name
        self.source = source
        self.expected = expected
    }
}

/// One input that must be reported: the problem messages expected, and the error tokens' texts.
struct ProblemCase: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let messages: [String]
    let errorTexts: [[UInt8]]
    var testDescription: String { name }
}

private func significant(_ bytes: [UInt8]) -> [(TokenKind, String)] {
    Tokenizer.tokenize(bytes).tokens.filter { !$0.kind.isTrivia }.map {
        ($0.kind, String(decoding: bytes[$0.range], as: UTF8.self))
    }
}

private func describe(_ tokens: [(TokenKind, String)]) -> String {
    tokens.map { "\($0.0):\($0.1)" }.joined(separator: " ")
}

@Suite struct TokenizerTests {
    static let cases: [TokenizerCase] = [
        TokenizerCase("keywords and identifiers", "let x = foo", [
            (.keyword, "let"), (.identifier, "x"), (.operator, "="), (.identifier, "foo"),
        ]),
        TokenizerCase("contextual keywords stay identifiers", "var body: some View { get async }", [
            (.keyword, "var"), (.identifier, "body"), (.colon, ":"), (.identifier, "some"), (.identifier, "View"),
            (.openBrace, "{"), (.identifier, "get"), (.identifier, "async"), (.closeBrace, "}"),
        ]),
        TokenizerCase("expression keywords", "self.x = Self.y ?? super.z ?? nil as Any", [
            (.keyword, "self"), (.period, "."), (.identifier, "x"), (.operator, "="), (.keyword, "Self"), (.period, "."),
            (.identifier, "y"), (.operator, "??"), (.keyword, "super"), (.period, "."), (.identifier, "z"), (.operator, "??"),
            (.keyword, "nil"), (.keyword, "as"), (.keyword, "Any"),
        ]),
        TokenizerCase("backticked identifier", "let `class` = `default`", [
            (.keyword, "let"), (.identifier, "`class`"), (.operator, "="), (.identifier, "`default`"),
        ]),
        TokenizerCase("unicode identifiers and emoji", "let café = π + 😀", [
            (.keyword, "let"), (.identifier, "café"), (.operator, "="), (.identifier, "π"), (.operator, "+"), (.identifier, "😀"),
        ]),
        TokenizerCase("unicode operator", "a ≤ b", [(.identifier, "a"), (.operator, "≤"), (.identifier, "b")]),
        TokenizerCase("dollar identifiers and wildcard", "{ _ = $0 + $name }", [
            (.openBrace, "{"), (.identifier, "_"), (.operator, "="), (.identifier, "$0"), (.operator, "+"),
            (.identifier, "$name"), (.closeBrace, "}"),
        ]),
        TokenizerCase("availability condition", "if #available(iOS 15.0, *) {", [
            (.keyword, "if"), (.poundKeyword, "#available"), (.openParen, "("), (.identifier, "iOS"), (.number, "15.0"),
            (.comma, ","), (.operator, "*"), (.closeParen, ")"), (.openBrace, "{"),
        ]),
        TokenizerCase("pound keywords and macros", "#if os(iOS)\n#elseif DEBUG\n#else\n#endif\n#Preview { #selector(f) }", [
            (.poundKeyword, "#if"), (.identifier, "os"), (.openParen, "("), (.identifier, "iOS"), (.closeParen, ")"),
            (.poundKeyword, "#elseif"), (.identifier, "DEBUG"), (.poundKeyword, "#else"), (.poundKeyword, "#endif"),
            (.poundKeyword, "#Preview"), (.openBrace, "{"), (.poundKeyword, "#selector"), (.openParen, "("),
            (.identifier, "f"), (.closeParen, ")"), (.closeBrace, "}"),
        ]),
        TokenizerCase("attributes", "@available(iOS, obsoleted: 16) @MainActor", [
            (.attribute, "@available"), (.openParen, "("), (.identifier, "iOS"), (.comma, ","),
            (.identifier, "obsoleted"), (.colon, ":"), (.number, "16"), (.closeParen, ")"), (.attribute, "@MainActor"),
        ]),
        TokenizerCase("number bases, floats and separators", "0x1p-3 0xFF_FF 0o17 0b1010_0101 1_000.5e-3 1E10 0x1.8p1", [
            (.number, "0x1p-3"), (.number, "0xFF_FF"), (.number, "0o17"), (.number, "0b1010_0101"),
            (.number, "1_000.5e-3"), (.number, "1E10"), (.number, "0x1.8p1"),
        ]),
        TokenizerCase("minus is not part of a number", "-1", [(.operator, "-"), (.number, "1")]),
        TokenizerCase("ranges, members and tuple indices", "1..<2 1...3 1.description t.0.1 0xff.bits", [
            (.number, "1"), (.operator, "..<"), (.number, "2"), (.number, "1"), (.operator, "..."), (.number, "3"),
            (.number, "1"), (.period, "."), (.identifier, "description"),
            (.identifier, "t"), (.period, "."), (.number, "0"), (.period, "."), (.number, "1"),
            (.number, "0xff"), (.period, "."), (.identifier, "bits"),
        ]),
        TokenizerCase("string with escapes", #"x = "a\"b\\" + "c""#, [
            (.identifier, "x"), (.operator, "="), (.string, #""a\"b\\""#), (.operator, "+"), (.string, #""c""#),
        ]),
        TokenizerCase("empty strings", #"["", ""]"#, [
            (.openBracket, "["), (.string, #""""#), (.comma, ","), (.string, #""""#), (.closeBracket, "]"),
        ]),
        TokenizerCase("interpolation with nested strings", #"f("a\("b\(c)d")e", 1)"#, [
            (.identifier, "f"), (.openParen, "("), (.string, #""a\("b\(c)d")e""#), (.comma, ","), (.number, "1"),
            (.closeParen, ")"),
        ]),
        TokenizerCase("interpolation with closure, parens and comments", #"s = "\(xs.map { ($0) /* ) " */ + ")" })!" + t"#, [
            (.identifier, "s"), (.operator, "="), (.string, #""\(xs.map { ($0) /* ) " */ + ")" })!""#),
            (.operator, "+"), (.identifier, "t"),
        ]),
        TokenizerCase("multi-line string", "let s = \"\"\"\n  a \"quoted\" \"\" \\(x)\n  \"\"\"\nf()", [
            (.keyword, "let"), (.identifier, "s"), (.operator, "="), (.string, "\"\"\"\n  a \"quoted\" \"\" \\(x)\n  \"\"\""),
            (.identifier, "f"), (.openParen, "("), (.closeParen, ")"),
        ]),
        TokenizerCase("multi-line interpolation with line comment", "\"\"\"\n\\(a // )\n)\n\"\"\" x", [
            (.string, "\"\"\"\n\\(a // )\n)\n\"\"\""), (.identifier, "x"),
        ]),
        TokenizerCase("raw strings", ##"#"a"b\(c)"# + #"\#(d)"#"##, [
            (.string, ##"#"a"b\(c)"#"##), (.operator, "+"), (.string, ##"#"\#(d)"#"##),
        ]),
        TokenizerCase("raw multi-line with two pounds", "##\"\"\"\n\"\"\"# \"#\n\"\"\"## x", [
            (.string, "##\"\"\"\n\"\"\"# \"#\n\"\"\"##"), (.identifier, "x"),
        ]),
        TokenizerCase("raw one-line string that starts with quotes", ##"#"""a"# x"##, [
            (.string, ##"#"""a"#"##), (.identifier, "x"),
        ]),
        TokenizerCase("raw one-line strings of quotes", ###"#"""# + ##"""## + #""""# + #""" "# + ##"""#"##"###, [
            (.string, ##"#"""#"##), (.operator, "+"), (.string, ###"##"""##"###), (.operator, "+"), (.string, ##"#""""#"##),
            (.operator, "+"), (.string, ##"#""" "#"##), (.operator, "+"), (.string, ###"##"""#"##"###),
        ]),
        TokenizerCase("raw one-line string of a quote at the end of a line", "let q = #\"\"\"#\nf()", [
            (.keyword, "let"), (.identifier, "q"), (.operator, "="), (.string, "#\"\"\"#"),
            (.identifier, "f"), (.openParen, "("), (.closeParen, ")"),
        ]),
        TokenizerCase("raw one-line string of a quote in an interpolation", ##""a\(#"""#)b""##, [
            (.string, ##""a\(#"""#)b""##),
        ]),
        TokenizerCase("raw multi-line string after a one-line one", "#\"\"\"#\n#\"\"\"\n\"#\n\"\"\"#", [
            (.string, "#\"\"\"#"), (.string, "#\"\"\"\n\"#\n\"\"\"#"),
        ]),
        TokenizerCase("raw interpolation containing a raw string", ##"#"\#(#")"#)"#"##, [
            (.string, ##"#"\#(#")"#)"#"##),
        ]),
        TokenizerCase("bare regex after =", "let r = /ab+c/", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "/ab+c/"),
        ]),
        TokenizerCase("bare regex as argument and after return", "f(/a(b)c/, /[)]/)\nreturn /x/", [
            (.identifier, "f"), (.openParen, "("), (.regex, "/a(b)c/"), (.comma, ","), (.regex, "/[)]/"),
            (.closeParen, ")"), (.keyword, "return"), (.regex, "/x/"),
        ]),
        TokenizerCase("division is not a regex", "a / b / c; x/y/z; f(x) /2/ 3; self /2/ 1", [
            (.identifier, "a"), (.operator, "/"), (.identifier, "b"), (.operator, "/"), (.identifier, "c"), (.semicolon, ";"),
            (.identifier, "x"), (.operator, "/"), (.identifier, "y"), (.operator, "/"), (.identifier, "z"), (.semicolon, ";"),
            (.identifier, "f"), (.openParen, "("), (.identifier, "x"), (.closeParen, ")"), (.operator, "/"), (.number, "2"),
            (.operator, "/"), (.number, "3"), (.semicolon, ";"),
            (.keyword, "self"), (.operator, "/"), (.number, "2"), (.operator, "/"), (.number, "1"),
        ]),
        TokenizerCase("slash before space, equals, or unbalanced paren", "x = / a/; y /= 2; (/, /); f(/x)/)", [
            (.identifier, "x"), (.operator, "="), (.operator, "/"), (.identifier, "a"), (.operator, "/"), (.semicolon, ";"),
            (.identifier, "y"), (.operator, "/="), (.number, "2"), (.semicolon, ";"),
            (.openParen, "("), (.operator, "/"), (.comma, ","), (.operator, "/"), (.closeParen, ")"), (.semicolon, ";"),
            (.identifier, "f"), (.openParen, "("), (.operator, "/"), (.identifier, "x"), (.closeParen, ")"),
            (.operator, "/"), (.closeParen, ")"),
        ]),
        TokenizerCase("operator declaration is not a regex", "prefix operator /^/", [
            (.identifier, "prefix"), (.keyword, "operator"), (.operator, "/^/"),
        ]),
        TokenizerCase("regex after prefix operator and try?", "!/x/; try? /y/", [
            (.operator, "!"), (.regex, "/x/"), (.semicolon, ";"), (.keyword, "try"), (.operator, "?"), (.regex, "/y/"),
        ]),
        TokenizerCase("extended regex", "let r = #/a/b/# + ##/c/#/##", [
            (.keyword, "let"), (.identifier, "r"), (.operator, "="), (.regex, "#/a/b/#"), (.operator, "+"),
            (.regex, "##/c/#/##"),
        ]),
        TokenizerCase("multi-line extended regex", "#/\n  a # comment\n  b/c\n/#.x", [
            (.regex, "#/\n  a # comment\n  b/c\n/#"), (.period, "."), (.identifier, "x"),
        ]),
        TokenizerCase("punctuation", "( ) [ ] { } , : ;", [
            (.openParen, "("), (.closeParen, ")"), (.openBracket, "["), (.closeBracket, "]"), (.openBrace, "{"),
            (.closeBrace, "}"), (.comma, ","), (.colon, ":"), (.semicolon, ";"),
        ]),
        TokenizerCase("postfix optional chaining and force unwrap", "a?.b!.c?[0]", [
            (.identifier, "a"), (.operator, "?"), (.period, "."), (.identifier, "b"), (.operator, "!"), (.period, "."),
            (.identifier, "c"), (.operator, "?"), (.openBracket, "["), (.number, "0"), (.closeBracket, "]"),
        ]),
        TokenizerCase("operator runs", "a ?? b && !c -> d == e != f", [
            (.identifier, "a"), (.operator, "??"), (.identifier, "b"), (.operator, "&&"), (.operator, "!"), (.identifier, "c"),
            (.operator, "->"), (.identifier, "d"), (.operator, "=="), (.identifier, "e"), (.operator, "!="), (.identifier, "f"),
        ]),
        TokenizerCase("generics: >> stays one operator, T?> splits", "Array<Array<Int>>; [Int?>]", [
            (.identifier, "Array"), (.operator, "<"), (.identifier, "Array"), (.operator, "<"), (.identifier, "Int"),
            (.operator, ">>"), (.semicolon, ";"), (.openBracket, "["), (.identifier, "Int"), (.operator, "?"),
            (.operator, ">"), (.closeBracket, "]"),
        ]),
        TokenizerCase("key path backslash and inout ampersand", #"\.name; f(&x); \Foo.bar"#, [
            (.operator, "\\"), (.period, "."), (.identifier, "name"), (.semicolon, ";"), (.identifier, "f"),
            (.openParen, "("), (.operator, "&"), (.identifier, "x"), (.closeParen, ")"), (.semicolon, ";"),
            (.operator, "\\"), (.identifier, "Foo"), (.period, "."), (.identifier, "bar"),
        ]),
        TokenizerCase("dot operators", "a .== b", [(.identifier, "a"), (.operator, ".=="), (.identifier, "b")]),
        TokenizerCase("operator stops at a comment", "a+/*c*/b", [
            (.identifier, "a"), (.operator, "+"), (.identifier, "b"),
        ]),
    ]

    @Test(arguments: cases)
    func significantTokens(_ testCase: TokenizerCase) {
        let bytes = Array(testCase.source.utf8)
        let actual = significant(bytes)
        #expect(describe(actual) == describe(testCase.expected))
        #expect(Tokenizer.tokenize(bytes).problems.isEmpty)
    }

    @Test func triviaTokensAreExact() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\r\n// a\r/// doc\n\t \u{0B}\u{0C}x /* a /* b */ c */ y\n\n".utf8)
        let tokens = Tokenizer.tokenize(source).tokens
        #expect(tokens.map(\.kind) == [
            .byteOrderMark, .shebang, .newline, .lineComment, .newline, .lineComment, .newline, .space,
            .identifier, .space, .blockComment, .space, .identifier, .newline, .newline,
        ])
        #expect(tokens.map { String(decoding: source[$0.range], as: UTF8.self) } == [
            "\u{FEFF}", "#!/usr/bin/swift", "\r\n", "// a", "\r", "/// doc", "\n", "\t \u{0B}\u{0C}",
            "x", " ", "/* a /* b */ c */", " ", "y", "\n", "\n",
        ])
    }

    @Test func shebangOnlyAtTheStart() {
        #expect(describe(significant(Array("x\n#!a".utf8))).hasPrefix("identifier:x error:#"))
    }

    static let problemCases: [ProblemCase] = [
        ProblemCase(name: "unterminated string ends at its line", bytes: Array("let s = \"abc\nlet t = 1".utf8),
                    messages: ["unterminated string literal"], errorTexts: [Array("\"abc".utf8)]),
        ProblemCase(name: "unterminated multi-line string", bytes: Array("s = \"\"\"\nabc\n".utf8),
                    messages: ["unterminated string literal"], errorTexts: [Array("\"\"\"".utf8)]),
        ProblemCase(name: "content after a raw multi-line opening", bytes: Array("s = #\"\"\"a\nb\n\"\"\"#".utf8),
                    messages: ["unterminated string literal", "unterminated string literal"],
                    errorTexts: [Array("#\"\"\"a".utf8), Array("\"\"\"#".utf8)]),
        ProblemCase(name: "line comment in one-line interpolation", bytes: Array("\"\\(a // b)\"\nx".utf8),
                    messages: ["unterminated string literal"], errorTexts: [Array("\"\\(a // b)\"".utf8)]),
        ProblemCase(name: "unterminated block comment runs to the end", bytes: Array("a /* b /* c */\nd".utf8),
                    messages: ["unterminated block comment"], errorTexts: [Array("/* b /* c */\nd".utf8)]),
        ProblemCase(name: "unterminated extended regex", bytes: Array("r = #/abc\nx".utf8),
                    messages: ["unterminated regex literal"], errorTexts: [Array("#/abc".utf8)]),
        ProblemCase(name: "NUL byte", bytes: [0x61, 0x00, 0x62], messages: ["NUL byte"], errorTexts: [[0x00]]),
        ProblemCase(name: "invalid UTF-8 run is one error", bytes: [0x61, 0x20, 0xFF, 0xC0, 0x20, 0x62],
                    messages: ["invalid UTF-8 byte"], errorTexts: [[0xFF, 0xC0]]),
        ProblemCase(name: "truncated multi-byte sequence at the end", bytes: [0x61, 0xE2, 0x82],
                    messages: ["invalid UTF-8 byte"], errorTexts: [[0xE2, 0x82]]),
        ProblemCase(name: "invalid UTF-8 inside a string keeps the string", bytes: [0x22, 0xFF, 0x22],
                    messages: ["invalid UTF-8 byte"], errorTexts: []),
        ProblemCase(name: "stray pound", bytes: Array("# x".utf8),
                    messages: ["'#' without a name, string or regex"], errorTexts: [Array("#".utf8)]),
        ProblemCase(name: "unterminated backtick", bytes: Array("let `a = 1\nb".utf8),
                    messages: ["unterminated backticked identifier"], errorTexts: [Array("`a = 1".utf8)]),
        ProblemCase(name: "invalid digits", bytes: Array("0b102 + 1abc".utf8),
                    messages: ["invalid number literal", "invalid number literal"], errorTexts: []),
        ProblemCase(name: "non-breaking space", bytes: Array("a\u{A0}b".utf8),
                    messages: ["unexpected character U+00A0"], errorTexts: [Array("\u{A0}".utf8)]),
    ]

    @Test(arguments: problemCases)
    func reportsProblems(_ testCase: ProblemCase) {
        let result = Tokenizer.tokenize(testCase.bytes)
        #expect(result.problems.map(\.message) == testCase.messages)
        #expect(result.tokens.filter { $0.kind == .error }.map { Array(testCase.bytes[$0.range]) } == testCase.errorTexts)
        #expect(result.tokens.map { testCase.bytes[$0.range] }.joined().elementsEqual(testCase.bytes))
    }

    @Test func problemOffsetsPointAtTheCause() {
        let result = Tokenizer.tokenize(Array("abc \"x\ny".utf8))
        #expect(result.problems == [LexicalProblem(offset: 4, message: "unterminated string literal")])
    }

    @Test func codeAfterAnUnterminatedStringIsStillTokenized() {
        let tokens = significant(Array("\"abc\nlet x = 1".utf8))
        #expect(describe(tokens) == "error:\"abc keyword:let identifier:x operator:= number:1")
    }

    @Test func emptyInput() {
        let result = Tokenizer.tokenize([])
        #expect(result.tokens.isEmpty && result.problems.isEmpty)
    }
}

import Testing
@testable import BackportMigrate

/// The conditions migration rewrites a check only where Swift allows a statement: elsewhere its
/// braces may belong to another construct (found by the migration fuzzer: `extension A where B
/// if #available … {`, whose `{` opened the extension, lost its body and so its shims).
@Suite struct StatementStartTests {
    private func starts(_ text: String) -> Bool {
        let file = SourceFile(bytes: Array(text.utf8))
        let keyword = file.tokens.indices.first { file.tokens[$0].kind == .keyword && ["if", "guard", "while"].contains(file.text(of: $0)) }!
        return ConditionsMigration.startsStatement(keyword, in: file)
    }

    @Test func whereverSwiftAllowsAStatement() {
        #expect(starts("if #available(iOS 15, *) {}"))
        #expect(starts("f()\nif #available(iOS 15, *) {}"))
        #expect(starts("func f() { if #available(iOS 15, *) {} }"))
        #expect(starts("f(); guard #available(iOS 15, *) else { return }"))
        #expect(starts("switch x { case 1: if #available(iOS 15, *) {} }"))
        #expect(starts("outer: while #available(iOS 15, *) {}"))
        #expect(starts("let x = if #available(iOS 15, *) { 1 } else { 2 }"))
        #expect(starts("return if #available(iOS 15, *) { 1 } else { 2 }"))
        #expect(starts("list.map { x in if #available(iOS 15, *) { x } else { 0 } }"))
        #expect(starts("f() // note\n    if #available(iOS 15, *) {}"))
    }

    @Test func notInTheMiddleOfAnotherConstruct() {
        #expect(!starts("extension Backport where Content: View func h() if #available(iOS 16, *) {}"))
        #expect(!starts("f() if #available(iOS 15, *) {}"))
        #expect(!starts("let a = [1, if #available(iOS 15, *) { 1 } else { 2 }]"))
    }
}

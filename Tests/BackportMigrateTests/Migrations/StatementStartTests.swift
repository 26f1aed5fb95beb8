import Testing
@testable import BackportMigrate

/// The conditions migration rewrites a check only where Swift allows a statement: elsewhere its
/// braces may belong to another construct, or what follows it be declarations (found by the
/// migration fuzzer: `extension A where B if #available … {`, whose `{` opened the extension,
/// lost its body and so its shims; a check among an extension's members took the members after
/// it away as unreachable code).
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

    @Test func inCodeInsideTypes() {
        #expect(starts("struct S: View {\n    var body: some View {\n        if #available(iOS 15, *) {}\n    }\n}"))
        #expect(starts("extension A where B == C {\n    func f() {\n        guard #available(iOS 15, *) else { return }\n    }\n}"))
        #expect(starts("class C {\n    let x = items.map { item in\n        if #available(iOS 15, *) { 1 } else { 2 }\n    }\n}"))
        #expect(starts("enum E {\n    var v: Int {\n        get {\n            if #available(iOS 15, *) { return 1 }\n            return 0\n        }\n    }\n}"))
        #expect(starts("actor A {\n    init() {\n        switch x {\n        case 1:\n            while #available(iOS 15, *) {}\n        }\n    }\n}"))
        #expect(starts("class C {\n    class func f() {\n        if #available(iOS 15, *) {}\n    }\n}"))
    }

    @Test func notAmongATypesMembers() {
        #expect(!starts("extension Backport where Base == Text {\n    if #available(iOS 15, *) {\n        return base\n    }\n    func bold() -> Text { base }\n}"))
        #expect(!starts("struct S {\n    if #available(iOS 15, *) {}\n}"))
        #expect(!starts("@available(iOS 14, *)\nprotocol P {\n    guard #available(iOS 15, *) else {}\n}"))
    }

    @Test func notInTheMiddleOfAnotherConstruct() {
        #expect(!starts("extension Backport where Content: View func h() if #available(iOS 16, *) {}"))
        #expect(!starts("f() if #available(iOS 15, *) {}"))
        #expect(!starts("let a = [1, if #available(iOS 15, *) { 1 } else { 2 }]"))
    }
}

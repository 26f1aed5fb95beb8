import Testing
@testable import BackportMigrate

/// A source and the declaration in it to look at, named by the text that starts at its keyword.
struct DeclarationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: String
    /// Text starting at the declaration's keyword; its first occurrence is taken.
    let keyword: String
    /// For extent cases the declaration's own text; for removal cases the whole file after it.
    let expected: String
    var testDescription: String { name }
}

/// A line's indentation, the indentation of its block's first line and that line's target, and
/// what the line's indentation becomes.
struct ShiftCase: Sendable, CustomTestStringConvertible {
    let name: String
    let own: [UInt8], reference: [UInt8], target: [UInt8], expected: [UInt8]
    var testDescription: String { name }

    init(_ name: String, own: String, reference: String, target: String, expected: String) {
        self.name = name
        (self.own, self.reference, self.target, self.expected) = (Array(own.utf8), Array(reference.utf8), Array(target.utf8), Array(expected.utf8))
    }
}

@Suite struct StatementSurgeryTests {
    private func surgery(_ source: String) -> DeclarationExtent {
        DeclarationExtent(file: SourceFile(bytes: Array(source.utf8)))
    }

    private func keywordIndex(_ marker: String, in file: SourceFile) throws -> Int {
        let needle = Array(marker.utf8)
        let offset = try #require(file.bytes.indices.first { file.bytes[$0...].starts(with: needle) }, "no '\(marker)'")
        return file.tokenIndex(at: offset)
    }

    // MARK: Extent

    static let extents: [DeclarationCase] = [
        DeclarationCase(
            name: "attributes with arguments and modifiers, doc comment left out",
            input: """
            extension Backport {
                /// Shows a badge.
                @available(iOS, deprecated: 16) @ViewBuilder
                public static func badge(_ count: Int) -> some View {
                    content
                }
            }
            """,
            keyword: "func badge",
            expected: """
            @available(iOS, deprecated: 16) @ViewBuilder
                public static func badge(_ count: Int) -> some View {
                    content
                }
            """
        ),
        DeclarationCase(
            name: "property wrapper and private(set)",
            input: "final class Model {\n    @Published private(set) var items: [Int] = []\n    var other = 1\n}\n",
            keyword: "var items",
            expected: "@Published private(set) var items: [Int] = []"
        ),
        DeclarationCase(
            name: "nonisolated(unsafe) static",
            input: "enum Cache {\n    nonisolated(unsafe) static let shared = Store()\n}\n",
            keyword: "let shared",
            expected: "nonisolated(unsafe) static let shared = Store()"
        ),
        DeclarationCase(
            name: "required convenience init",
            input: "class A {\n    public required convenience init(value: Int) {\n        self.init()\n    }\n}\n",
            keyword: "init(value",
            expected: "public required convenience init(value: Int) {\n        self.init()\n    }"
        ),
        DeclarationCase(
            name: "static after a requirement that ends in throws",
            input: "protocol P {\n    func load() throws\n    static func make() -> Self\n}\n",
            keyword: "func make",
            expected: "static func make() -> Self"
        ),
        DeclarationCase(
            name: "protocol requirement ends at its last token",
            input: "protocol P {\n    func load() async throws -> [Int]\n    var name: String { get }\n}\n",
            keyword: "func load",
            expected: "func load() async throws -> [Int]"
        ),
        DeclarationCase(
            name: "property requirement ends at its accessor block",
            input: "protocol P {\n    func load() async throws -> [Int]\n    var name: String { get }\n}\n",
            keyword: "var name",
            expected: "var name: String { get }"
        ),
        DeclarationCase(
            name: "optional type before the next declaration",
            input: "struct S {\n    var a: Int?\n    var b = 1\n}\n",
            keyword: "var a",
            expected: "var a: Int?"
        ),
        DeclarationCase(
            name: "closure initial value runs to its call",
            input: "let formatter: DateFormatter = {\n    let f = DateFormatter()\n    return f\n}()\nlet next = 1\n",
            keyword: "let formatter",
            expected: "let formatter: DateFormatter = {\n    let f = DateFormatter()\n    return f\n}()"
        ),
        DeclarationCase(
            name: "observers after an initial value",
            input: "struct S {\n    var count = 0 {\n        didSet { print(count) }\n    }\n    var other = 1\n}\n",
            keyword: "var count",
            expected: "var count = 0 {\n        didSet { print(count) }\n    }"
        ),
        DeclarationCase(
            name: "initial value continued on the next lines",
            input: "let value = base\n    .map { $0 + 1 }\n    ?? fallback\nlet other = 2\n",
            keyword: "let value",
            expected: "let value = base\n    .map { $0 + 1 }\n    ?? fallback"
        ),
        DeclarationCase(
            name: "where clause and brace on lines of their own",
            input: "extension Backport\n    where Content: View\n{\n    func a() {}\n}\n",
            keyword: "extension",
            expected: "extension Backport\n    where Content: View\n{\n    func a() {}\n}"
        ),
        DeclarationCase(
            name: "an identifier ending the line above is no modifier",
            input: "let mode = final\nfunc f() {}\n",
            keyword: "func f",
            expected: "func f() {}"
        ),
        DeclarationCase(
            name: "a call on the line above is no modifier",
            input: "func f() {\n    open(url)\n    let x = 1\n}\n",
            keyword: "let x",
            expected: "let x = 1"
        ),
        DeclarationCase(
            name: "an enum case named like a modifier is no modifier",
            input: "enum Strength {\n    case weak\n    var isWeak: Bool { self == .weak }\n}\n",
            keyword: "var isWeak",
            expected: "var isWeak: Bool { self == .weak }"
        ),
        DeclarationCase(
            name: "typealias of a function type",
            input: "typealias Handler = (Int) -> Void\nlet x = 1\n",
            keyword: "typealias",
            expected: "typealias Handler = (Int) -> Void"
        ),
        DeclarationCase(
            name: "global actor and final actor",
            input: "@MainActor final actor Store {\n    var items: [Int] = []\n}\n",
            keyword: "actor Store",
            expected: "@MainActor final actor Store {\n    var items: [Int] = []\n}"
        ),
        DeclarationCase(
            name: "declaration inside a line",
            input: "struct P { let x: Int }\n",
            keyword: "let x",
            expected: "let x: Int"
        ),
    ]

    @Test(arguments: Self.extents)
    func declarationExtent(_ testCase: DeclarationCase) throws {
        let surgery = surgery(testCase.input)
        let file = surgery.file
        let keyword = try keywordIndex(testCase.keyword, in: file)
        let start = surgery.declarationStart(keyword: keyword)
        let end = try #require(surgery.declarationEnd(keyword: keyword))
        #expect(file.text(from: file.tokens[start].start, to: file.tokens[end].end) == testCase.expected)
    }

    @Test func noExtentForAStatement() throws {
        let surgery = surgery("func f() {\n    if ready { go() }\n}\n")
        #expect(surgery.declarationEnd(keyword: try keywordIndex("if", in: surgery.file)) == nil)
    }

    // MARK: Removal

    static let removals: [DeclarationCase] = [
        DeclarationCase(
            name: "method with doc lines and attributes in the middle of an extension",
            input: """
            extension Backport where Content: View {
                func first() -> some View {
                    content
                }

                /// Shows a badge.
                ///
                /// - Parameter count: the number to show.
                @available(iOS, deprecated: 16)
                @ViewBuilder
                func badge(_ count: Int) -> some View {
                    if #available(iOS 15, *) {
                        content.badge(count)
                    } else {
                        content
                    }
                }

                func last() -> some View {
                    content
                }
            }

            """,
            keyword: "func badge",
            expected: """
            extension Backport where Content: View {
                func first() -> some View {
                    content
                }

                func last() -> some View {
                    content
                }
            }

            """
        ),
        DeclarationCase(
            name: "first member of an extension",
            input: "extension A {\n    /// First.\n    func first() {}\n\n    func second() {}\n}\n",
            keyword: "func first",
            expected: "extension A {\n    func second() {}\n}\n"
        ),
        DeclarationCase(
            name: "last member of an extension",
            input: "extension A {\n    func first() {}\n\n    /// Last.\n    func last() {}\n}\n",
            keyword: "func last",
            expected: "extension A {\n    func first() {}\n}\n"
        ),
        DeclarationCase(
            name: "only member of an extension",
            input: "extension A {\n    /// Only.\n    func only() {}\n}\n",
            keyword: "func only",
            expected: "extension A {\n}\n"
        ),
        DeclarationCase(
            name: "block doc comment",
            input: "struct S {\n    let a = 1\n\n    /**\n     Does f.\n     */\n    func f() {}\n\n    let b = 2\n}\n",
            keyword: "func f",
            expected: "struct S {\n    let a = 1\n\n    let b = 2\n}\n"
        ),
        DeclarationCase(
            name: "plain comment directly above goes",
            input: "enum E {\n    static let a = 1\n\n    // Helper for b.\n    static func helper() {}\n\n    static let b = 2\n}\n",
            keyword: "func helper",
            expected: "enum E {\n    static let a = 1\n\n    static let b = 2\n}\n"
        ),
        DeclarationCase(
            name: "plain comment after a blank line stays",
            input: "enum E {\n    static let a = 1\n\n    // About helpers.\n\n    static func helper() {}\n\n    static let b = 2\n}\n",
            keyword: "func helper",
            expected: "enum E {\n    static let a = 1\n\n    // About helpers.\n\n    static let b = 2\n}\n"
        ),
        DeclarationCase(
            name: "MARK above stays",
            input: "extension A {\n    func a() {}\n\n    // MARK: - Helpers\n    /// Helps.\n    func helper() {}\n\n    func b() {}\n}\n",
            keyword: "func helper",
            expected: "extension A {\n    func a() {}\n\n    // MARK: - Helpers\n\n    func b() {}\n}\n"
        ),
        DeclarationCase(
            name: "linter directive for the next line goes",
            input: "struct S {\n    let a = 1\n    // swiftlint:disable:next identifier_name\n    let b = 2\n}\n",
            keyword: "let b",
            expected: "struct S {\n    let a = 1\n}\n"
        ),
        DeclarationCase(
            name: "linter region directive directly above stays",
            input: "struct S {\n    let a = 1\n\n    // swiftlint:disable identifier_name\n    let b = 2\n    // swiftlint:enable identifier_name\n}\n",
            keyword: "let b",
            expected: "struct S {\n    let a = 1\n\n    // swiftlint:disable identifier_name\n    // swiftlint:enable identifier_name\n}\n"
        ),
        DeclarationCase(
            name: "nested struct",
            input: "struct Outer {\n    let a = 1\n\n    /// Inner.\n    struct Inner {\n        let b = 2\n\n        func f() {}\n    }\n\n    let c = 3\n}\n",
            keyword: "struct Inner",
            expected: "struct Outer {\n    let a = 1\n\n    let c = 3\n}\n"
        ),
        DeclarationCase(
            name: "static func with a trailing comment",
            input: "enum Factory {\n    static let a = 1\n\n    @MainActor\n    public static func make() -> Self { Self() } // shim\n\n    static let b = 2\n}\n",
            keyword: "func make",
            expected: "enum Factory {\n    static let a = 1\n\n    static let b = 2\n}\n"
        ),
        DeclarationCase(
            name: "file-level extension between two declarations",
            input: "import SwiftUI\n\nstruct A {}\n\n/// Shims.\n@available(iOS, deprecated: 16)\nextension A {\n    func f() {}\n}\n\nstruct B {}\n",
            keyword: "extension A",
            expected: "import SwiftUI\n\nstruct A {}\n\nstruct B {}\n"
        ),
        DeclarationCase(
            name: "last declaration of a file without a final line break",
            input: "struct A {}\n\n/// B.\nstruct B {}",
            keyword: "struct B",
            expected: "struct A {}\n"
        ),
        DeclarationCase(
            name: "CRLF line endings",
            input: "extension A {\r\n    func a() {}\r\n\r\n    /// B.\r\n    func b() {\r\n        go()\r\n    }\r\n\r\n    func c() {}\r\n}\r\n",
            keyword: "func b",
            expected: "extension A {\r\n    func a() {}\r\n\r\n    func c() {}\r\n}\r\n"
        ),
        DeclarationCase(
            name: "tab indentation",
            input: "struct S {\n\tlet a = 1\n\n\t/// B.\n\t@ViewBuilder\n\tvar b: some View {\n\t\tText(\"b\")\n\t}\n\n\tlet c = 3\n}\n",
            keyword: "var b",
            expected: "struct S {\n\tlet a = 1\n\n\tlet c = 3\n}\n"
        ),
        DeclarationCase(
            name: "declaration after another on its line",
            input: "struct S {\n    /// Both.\n    var a = 1; var b = 2\n}\n",
            keyword: "var b",
            expected: "struct S {\n    /// Both.\n    var a = 1\n}\n"
        ),
        DeclarationCase(
            name: "declaration before another on its line",
            input: "struct S {\n    /// Both.\n    var a = 1; var b = 2\n}\n",
            keyword: "var a",
            expected: "struct S {\n    /// Both.\n    var b = 2\n}\n"
        ),
        DeclarationCase(
            name: "first declaration after a byte-order mark",
            input: "\u{FEFF}struct A {}\n\nstruct B {}\n",
            keyword: "struct A",
            expected: "\u{FEFF}struct B {}\n"
        ),
        DeclarationCase(
            name: "doc comment on the first line after a byte-order mark",
            input: "\u{FEFF}/// A.\n@MainActor\nstruct A {}\n\nstruct B {}\n",
            keyword: "struct A",
            expected: "\u{FEFF}struct B {}\n"
        ),
        DeclarationCase(
            name: "declaration inside a one-line body",
            input: "struct P { let x: Int }\n",
            keyword: "let x",
            expected: "struct P { }\n"
        ),
    ]

    @Test(arguments: Self.removals)
    func declarationRemoval(_ testCase: DeclarationCase) throws {
        let surgery = surgery(testCase.input)
        let keyword = try keywordIndex(testCase.keyword, in: surgery.file)
        let end = try #require(surgery.declarationEnd(keyword: keyword))
        let edit = Removal(file: surgery.file, migration: .conditions).declarationRemoval(from: surgery.declarationStart(keyword: keyword), through: end)
        let output = String(decoding: EditBatch([edit]).apply(to: surgery.file.bytes), as: UTF8.self)
        #expect(output == testCase.expected)
    }

    // MARK: Re-indentation

    static let shifts: [ShiftCase] = [
        ShiftCase("the first line takes the target", own: "        ", reference: "        ", target: "    ", expected: "    "),
        ShiftCase("a deeper line keeps its extra", own: "            ", reference: "        ", target: "    ", expected: "        "),
        ShiftCase("a less indented line moves by the same delta", own: "        ", reference: "          ", target: "    ", expected: "  "),
        ShiftCase("a line with less than the delta stops at column 0", own: "   ", reference: "          ", target: "    ", expected: ""),
        ShiftCase("moving right", own: " ", reference: "  ", target: "    ", expected: "   "),
        ShiftCase("moving right from column 0", own: "", reference: "  ", target: "    ", expected: "  "),
        ShiftCase("tabs to spaces replace the shared prefix", own: "\t\t\t", reference: "\t\t", target: "    ", expected: "    \t"),
        ShiftCase("a line lacking one tab of the reference lacks one byte", own: "\t", reference: "\t\t", target: "    ", expected: "   "),
        ShiftCase("bytes after the line parts from the reference stay", own: "        ", reference: "\t\t", target: "\t", expected: "        "),
        ShiftCase("mixed tabs and spaces", own: "\t      ", reference: "\t    ", target: "\t", expected: "\t  "),
    ]

    @Test(arguments: Self.shifts)
    func shiftedIndentation(_ testCase: ShiftCase) {
        let moved = Reindentation.shifted(testCase.own[...], from: testCase.reference[...], to: testCase.target[...])
        #expect(String(decoding: moved, as: UTF8.self) == String(decoding: testCase.expected, as: UTF8.self))
    }
}

@Suite struct LocalNamesTests {
    /// Assignments (plain, compound, to a member or an element, through `?`) and `inout` uses
    /// write a name (`other.x = 4` writes `other`); reading it, calling a method on it, a
    /// member of that name of another value and a declaration do not.
    @Test func writesAreAssignmentsAndInoutUses() {
        let text = """
        x = 1
        x += 1
        x.frame.origin = .zero
        x[0] = 2
        x?.title = "a"
        adjust(&x)
        x.append(3)
        if x == 1 {}
        other.x = 4
        var x = 5
        let y = x
        y.z = 6
        """
        let file = SourceFile(bytes: Array(text.utf8))
        #expect(LocalNames.counts(in: file, of: ["x", "y", "other"], writes: true) == ["x": 6, "y": 1, "other": 1])
    }
}

@Suite struct PlatformCommentTests {
    @Test(arguments: [
        ("// iOS 15 displays a toast", true),
        ("// Check the version here", true),
        ("/* needs macOS */", true),
        ("// Only when #available", true),
        ("// Drop this @available once we require 16", true),
        ("// Reads all available logs from the OSLog subsystem", false),
        ("/// Shown when no content is available or it is unavailable", false),
        ("// Availability differs on watchOS", true),
        ("// https://github.com/mozilla-mobile/firefox-ios/issues/19205", false),
        ("// See www.example.com/ios-notes", false),
        ("// Tap the button", false),
        ("// https://example.com/a: fails on iOS 15", true),
        ("//making lazy to be able to limit just this property to 13+", true),
        ("// Needs 16.4+ for the sheet detents", true),
        ("// iOS13 and up", true),
        ("// fixes the macOS12 layout", true),
        ("// one + two", false),
        ("// Only Xcode 14.3+ has async fulfillment.", false),
        ("// Need a compile-time check here for old xcode version on CI", false),
        ("// The Swift version of the CI machine", false),
        ("// An older version of the app crashed here", true),
        ("// Needs Swift 5.9+ macros", false),
        ("// C++ bridge, 2 items", false),
        ("// the iOSDevice model", false),
        ("/// The block will be asynchronously called with an initial version of the collection", false),
        ("/// it has been (auto)refreshed to a version including the changes", false),
        ("// Also, nothing needs migrating on a version lower than this.", true),
        ("// XCTest will try to run the tests even on older versions", true),
        ("// Before the 2024 OS versions, this was a different type", true),
        ("// The schema version of the store", false),
        ("// Runs the version check once", true),
        ("// Fixed in version 13.4", true),
        ("// Big Sur redesigned app icons", true),
        ("// no padding before Catalina", true),
        ("// the big surface of the card", false),
        ("// We only use this on the latest OSes, since the backdeploy library has bugs", true),
        ("// On older OSes the publisher is used", true),
        ("// Older operating systems share the web page instead", true),
        ("// Reads the file system", false),
        ("// Writes to the file system before the buffer is full", false),
        ("// Older systems before the redesign", true),
        ("// The OS kills the app in the background", false),
        ("// The system version check is done once", true),
    ])
    func namesAPlatformOrVersion(comment: String, names: Bool) {
        #expect(CommentLines.namesPlatform(comment) == names)
    }
}

extension LocalNamesTests {
    /// A read is any reference but a member, a declaration's own name, an argument label (a
    /// dictionary's key is read) or the name a plain assignment writes (a compound one reads
    /// it); a string literal reads the names it holds as words (its interpolations).
    @Test func readsAreReferencesButPlainAssignments() {
        let text = """
        let a = 1
        f(a: 2)
        g(b ? a : c)
        h.a = 3
        print("\\(a) and \\(b)")
        let d = [a: 4]
        d = [:]
        e = e + 1
        b += 1
        if a == b {}
        g(x: 1, a: 2)
        let table = [b: 1, a: 2]
        """
        let file = SourceFile(bytes: Array(text.utf8))
        #expect(LocalNames.counts(in: file, of: ["a", "b", "d", "e"]) == ["a": 5, "b": 5, "e": 1])
    }
}

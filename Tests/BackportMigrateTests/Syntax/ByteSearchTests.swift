import Foundation
import Testing
@testable import BackportMigrate

/// The byte searches that decide which files are read, tokenized or migrated: a file they turn
/// away is never looked at again, so they may say yes too often but never too rarely.
@Suite struct ByteSearchTests {
    private func word(_ text: String, _ name: String) -> Bool {
        ByteSearch.containsWord(Array(text.utf8), Array(name.utf8))
    }

    @Test func aWholeWordOnly() {
        #expect(word("let x = with(1)", "with"))
        #expect(word("with", "with"))
        #expect(word("a.with", "with"))
        #expect(word("f(`with`: 1)", "with"))
        #expect(word("\"\\(with)\"", "with"))
        #expect(word("without; withAnimation {}; with_x; x_with; with2\nwith", "with"), "the last line has it")
        #expect(!word("without withAnimation with_x x_with with2 2with", "with"))
        #expect(!word("éwith withé", "with"), "a non-ASCII letter is part of the identifier")
        #expect(!word("", "with"))
        #expect(!word("with", ""))
    }

    @Test func declarationsOfAName() {
        func declares(_ text: String, _ names: Set<String>) -> Bool { !ByteSearch.declarations(of: names, in: Array(text.utf8)).isEmpty }
        #expect(declares("struct Phrase {}", ["Phrase"]))
        #expect(declares("x\n  final class\tCategory: Base {}", ["Category"]))
        #expect(declares("func `default`() {}", ["default"]))
        #expect(declares("enum A {}\ntypealias B = Int", ["B"]))
        #expect(declares("actor Store {}", ["Store"]))
        #expect(!declares("struct PhraseList {}", ["Phrase"]))
        #expect(!declares("mystruct Phrase", ["Phrase"]))
        #expect(!declares("structPhrase", ["Phrase"]))
        #expect(!declares("let x = Phrase()", ["Phrase"]))
        #expect(!declares("struct Phrase {}", []))
        #expect(declares(String(repeating: "func f() {}\n", count: 500) + "protocol Z {}", ["Z"]))
    }

    /// The first pass keeps a file for the shadow types' rounds when a name written after
    /// `SwiftUI.`, `UIKit.` or `AppKit.` has a `struct` of that name in the same bytes.
    @Test func aShadowTypeMayBeDeclared() {
        func may(_ text: String) -> Bool { DeclarationScanner.mayDeclareShadow(Array(text.utf8)) }
        #expect(may("struct Gauge: View { var body: some View { SwiftUI.Gauge() } }"))
        #expect(may("typealias A = UIKit.UIView\nstruct UIView {}"))
        #expect(may("AppKit.NSView\nSwiftUI.Label\nstruct Label {}"), "the second name has one")
        #expect(may("SwiftUI.SwiftUI.Text; struct Text"), "after a module spelled twice")
        #expect(may("SwiftUI.Text\nstruct Texts {}"), "a rough test: it may say yes too often")
        #expect(!may("struct Gauge {}; let g = SwiftUI.Label()"))
        #expect(!may("SwiftUI.Gauge; class Gauge {}"))
        #expect(!may("SwiftUI. struct  {}"), "no name after the module")
        #expect(!may("struct Gauge {} // SwiftUI"))
        #expect(!may(""))
    }

    /// Every occurrence of an identifier as a token is found: the tokenizer's identifiers of a
    /// few thousand generated lines, each searched for in the text.
    @Test func everyIdentifierTokenIsAWord() {
        var generator = SwiftSourceGenerator(seed: 7)
        let text = generator.file(lines: 600)
        let file = SourceFile(bytes: text)
        var checked = 0
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let name = Array(text[file.tokens[index].start..<file.tokens[index].end]).filter { $0 != 0x60 }
            #expect(ByteSearch.containsWord(text, name), "\(String(decoding: name, as: UTF8.self))")
            checked += 1
        }
        #expect(checked > 500)
    }

    /// The one-pass search for many names finds exactly the names `containsWord` finds one by
    /// one: generated text, names taken from its identifiers, parts of them and names it lacks.
    @Test func manyWordsAtOnceAsOneByOne() {
        var generator = SwiftSourceGenerator(seed: 11)
        for lines in [0, 1, 40, 400] {
            let text = generator.file(lines: lines)
            let file = SourceFile(bytes: text)
            var names: Set<String> = ["with", "é", "_", "x1", "absent", "Backport", "available"]
            for index in file.tokens.indices where file.tokens[index].kind == .identifier && index % 3 == 0 {
                let name = String(decoding: text[file.tokens[index].start..<file.tokens[index].end].filter { $0 != 0x60 }, as: UTF8.self)
                names.insert(name)
                names.insert(String(name.dropFirst()))
                names.insert(name + "s")
            }
            names.remove("")
            let oneByOne = Set(names.filter { ByteSearch.containsWord(text, Array($0.utf8)) })
            #expect(ByteSearch.words(among: ByteSearch.Words(names), in: text) == oneByOne, "\(lines) lines")
        }
        #expect(ByteSearch.words(among: ByteSearch.Words(["with"]), in: Array("without éwith with_ x.with".utf8)) == ["with"])
        #expect(ByteSearch.words(among: ByteSearch.Words([]), in: Array("with".utf8)).isEmpty)
    }
}

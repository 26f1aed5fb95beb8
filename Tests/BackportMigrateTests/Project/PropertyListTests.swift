import Foundation
import Testing
@testable import BackportMigrate

/// The reader of old-style property lists (`project.pbxproj`).
@Suite struct PropertyListTests {
    private func parse(_ text: String) throws -> PropertyList {
        try PropertyList.parse(text)
    }

    /// The message and line of the error `text` gives, nil when it parses.
    private func failure(_ text: String) -> String? {
        do {
            _ = try PropertyList.parse(text)
            return nil
        } catch {
            return "\(error.line): \(error.message)"
        }
    }

    @Test func nestedDictionariesAndArrays() throws {
        let list = try parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Row.swift */; };
            \t\tB1 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tC1 /* a */,
            \t\t\t\tC2,
            \t\t\t);
            \t\t\tempty = ( );
            \t\t\tsingle = (only);
            \t\t\tnone = {};
            \t\t};
            \t};
            \trootObject = P1 /* Project object */;
            }
            """)
        #expect(list["archiveVersion"]?.string == "1")
        #expect(list["rootObject"]?.string == "P1")
        #expect(list["objects"]?["A1"]?["fileRef"]?.string == "B1")
        #expect(list["objects"]?["B1"]?["children"] == .array([.string("C1"), .string("C2")]))
        #expect(list["objects"]?["B1"]?["empty"] == .array([]))
        #expect(list["objects"]?["B1"]?["single"] == .array([.string("only")]))
        #expect(list["objects"]?["B1"]?["none"] == .dictionary([:]))
        #expect(list["missing"] == nil)
        #expect(list["objects"]?["A1"]?["isa"]?.array == nil)
    }

    @Test func quotingAndEscapes() throws {
        let list = try parse(#"""
            {
                plain = a.b_c/d:e-f$g;
                spaced = "two words";
                quote = "say \"hi\"";
                backslash = "a\\b";
                controls = "1\n2\t3\r";
                octal = "\101\102";
                unicode = "caf\U00e9 \Ud83d\Ude00";
                lone = "\Ud83dx";
                single = 'it\'s "so"';
                utf8 = "Café ünïcode";
                other = "\q";
                "quoted key" = "";
                "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]" = "15.0";
                shell = "echo \"$SRCROOT\" // not a comment /* nor this */";
                data = <0fbd77 1C>;
            }
            """#)
        #expect(list["plain"]?.string == "a.b_c/d:e-f$g")
        #expect(list["spaced"]?.string == "two words")
        #expect(list["quote"]?.string == #"say "hi""#)
        #expect(list["backslash"]?.string == #"a\b"#)
        #expect(list["controls"]?.string == "1\n2\t3\r")
        #expect(list["octal"]?.string == "AB")
        #expect(list["unicode"]?.string == "café 😀")
        #expect(list["lone"]?.string == "\u{FFFD}x")
        #expect(list["single"]?.string == #"it's "so""#)
        #expect(list["utf8"]?.string == "Café ünïcode")
        #expect(list["other"]?.string == "q")
        #expect(list["quoted key"]?.string == "")
        #expect(list["IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]"]?.string == "15.0")
        #expect(list["shell"]?.string == #"echo "$SRCROOT" // not a comment /* nor this */"#)
        #expect(list["data"] == .data([0x0F, 0xBD, 0x77, 0x1C]))
    }

    @Test func commentsAnywhere() throws {
        let list = try parse("""
            \u{FEFF}/* before */ { // line
            a /* after a key */ = /* before a value */ b /* after */ ; // end
            c = ( /* first */ d /* x */ , // y
            e );
            /* ** stars ** */ }
            // trailing
            """)
        #expect(list == .dictionary(["a": .string("b"), "c": .array([.string("d"), .string("e")])]))
    }

    @Test func malformedInputIsAnErrorWithItsLine() {
        #expect(failure("") == "1: empty: no property list")
        #expect(failure("{ a = b; ") == "1: unterminated dictionary: no '}' for the '{'")
        #expect(failure("{\n a = b\n}") == "3: expected ';' after the value of \"a\", found '}'")
        #expect(failure("{ a b; }") == "1: expected '=' after the key \"a\", found 'b'")
        #expect(failure("{ a = \"open; }") == "1: unterminated string: no closing \"")
        #expect(failure("( a b )") == "1: expected ',' or ')' in an array, found 'b'")
        #expect(failure("( a, ") == "1: unterminated array: no ')' for the '('")
        #expect(failure("{ a = ; }") == "1: unexpected ';' where a value should be")
        #expect(failure("{ = b; }") == "1: unexpected '=' where a dictionary key should be")
        #expect(failure("{ a = b; } }") == "1: unexpected '}' after the property list")
        #expect(failure("/* open") == "1: unterminated comment")
        #expect(failure("<0fb>") == "1: data with an odd number of hexadecimal digits")
        #expect(failure("<0fzz>") == "1: unexpected 'z' in data")
        #expect(failure("{ a = \"x\\") == "1: unterminated string: no closing \"")
        #expect(failure("{ a = {") == "1: a value is missing at the end of the text" || failure("{ a = {") != nil)
        // Nesting beyond the limit is refused, not a crash.
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(failure(deep)?.contains("nested more than") == true)
    }

    /// Random cuts and byte flips of a real-looking project never crash the reader.
    @Test func damagedInputNeverCrashes() {
        let text = Array(XcodeProjectTests.project.utf8)
        var generator = SeededGenerator(state: 30)
        for _ in 0..<400 {
            var damaged = text
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: damaged = Array(damaged.prefix(Int.random(in: 0..<damaged.count, using: &generator)))
            case 1:
                for _ in 0..<4 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            default: damaged.remove(at: Int.random(in: 0..<damaged.count, using: &generator))
            }
            _ = try? PropertyList.parse(damaged)
        }
    }

    /// A large project (100,000 objects) reads whole.
    @Test func readsALargeProjectInOnePass() throws {
        var text = "{ objects = {\n"
        for index in 0..<100_000 {
            text += "\t\tA\(index) /* File\(index).swift in Sources */ = {isa = PBXBuildFile; fileRef = B\(index) /* File\(index).swift */; };\n"
        }
        text += "}; }"
        let list = try PropertyList.parse(text)
        #expect(list["objects"]?.dictionary?.count == 100_000)
    }
}

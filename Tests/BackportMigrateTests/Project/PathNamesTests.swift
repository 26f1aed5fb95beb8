import Foundation
import Testing
@testable import BackportMigrate

/// One file, whatever the case or Unicode normalisation of its name where it is given: on the
/// command line, in an `--exclude` glob, in an Xcode project. The folder here is `Café` written
/// precomposed (NFC, U+00E9, as Linux and most editors write it); it is named decomposed (NFD,
/// `e` and U+0301, as macOS keyboards and HFS+ give it). Linux holds names as bytes, so these
/// run here as they would on a Mac; the case rule is tested through its flag.
@Suite struct PathNamesTests {
    static let composed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"
    /// The two spellings as a patch header quotes them (git's octal escapes of the UTF-8).
    static let composedInPatch = #"Caf\303\251"#
    static let decomposedInPatch = #"Cafe\314\201"#

    @Test func theSpellingsDifferInBytesOnly() {
        #expect(Self.composed == Self.decomposed)
        #expect(!Self.composed.utf8.elementsEqual(Self.decomposed.utf8))
        #expect(PathNames.key(Self.decomposed, ignoringCase: false).utf8.elementsEqual(Self.composed.utf8))
        #expect(PathNames.key("Sources/README.swift", ignoringCase: true) == "sources/readme.swift")
    }

    @Test func aPathIsSpelledAsOnDisk() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.composed + "/A.swift", "let a = 1\n")
        let typed = sandbox.root + "/" + Self.decomposed + "/A.swift"
        #expect(PathNames.onDisk(typed).utf8.elementsEqual((sandbox.root + "/" + Self.composed + "/A.swift").utf8))
        // A name on disk byte for byte is kept; one that is not there at all stays as typed.
        #expect(PathNames.onDisk(sandbox.root + "/" + Self.composed).utf8.elementsEqual((sandbox.root + "/" + Self.composed).utf8))
        #expect(PathNames.onDisk(sandbox.root + "/Gone/" + Self.decomposed).utf8.elementsEqual((sandbox.root + "/Gone/" + Self.decomposed).utf8))
    }

    @Test func twoNamesThatAreOneUnderTheRuleStayAsTyped() throws {
        let sandbox = try Sandbox()
        // Linux can hold both spellings side by side: neither is taken for the other.
        try sandbox.write(Self.composed + "/A.swift", "let a = 1\n")
        try sandbox.write(Self.decomposed + "/B.swift", "let b = 1\n")
        #expect(PathNames.onDisk(sandbox.root + "/" + Self.decomposed).utf8.elementsEqual((sandbox.root + "/" + Self.decomposed).utf8))
    }

    @Test func theDiffNamesTheFileAsOnDiskWhateverItWasGivenAs() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.composed + "/Old.swift", EndToEndTests.obsolete)
        let outcome = sandbox.run(["-t", "16", "--dry-run", Self.decomposed])
        #expect(outcome.code == 0, "\(outcome.error)")
        #expect(outcome.output.contains("diff --git \"a/\(Self.composedInPatch)/Old.swift\" \"b/\(Self.composedInPatch)/Old.swift\""), "\(outcome.output)")
        #expect(!outcome.output.contains(Self.decomposedInPatch))
        // Written back where it is, not beside it under the typed name.
        #expect(sandbox.run(["-t", "16", Self.decomposed]).code == 0)
        #expect(try sandbox.read(Self.composed + "/Old.swift") == EndToEndTests.migrated)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root).map { Array($0.utf8) } == [Array(Self.composed.utf8)])
    }

    @Test func anExcludeGlobMatchesWhateverTheNormalisation() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Self.composed + "/Old.swift", EndToEndTests.obsolete)
        try sandbox.write("Other.swift", EndToEndTests.obsolete)
        for glob in [Self.decomposed, Self.decomposed + "/**", "Caf?/*.swift", "Caf[a-z\u{E9}]"] {
            let outcome = sandbox.run(["-t", "16", "--dry-run", "--exclude", glob])
            #expect(outcome.output.contains("Other.swift"), "\(glob)")
            #expect(!outcome.output.contains("Old.swift"), "\(glob): \(outcome.output)")
        }
    }

    @Test func globsIgnoreCaseOnlyWhereTheFileSystemDoes() {
        #expect(!Glob("generated/*.swift").matches("Generated/A.swift"))
        #expect(Glob("generated/*.swift").matches("Generated/A.swift", ignoringCase: true))
        #expect(Glob("[a-c]*.SWIFT").matches("Bar.swift", ignoringCase: true))
        #expect(Glob("[!a-c]*").matches("Bar.swift", ignoringCase: false))
        #expect(!Glob("[!a-c]*").matches("Bar.swift", ignoringCase: true))
        #expect(Glob(Self.decomposed.uppercased() + "/**").matches(Self.composed + "/A.swift", ignoringCase: true))
    }

    @Test func anXcodeProjectListsAFileWhateverTheNormalisationOrCase() {
        let index = ProjectIndex(facts: [], xcodeProjects: [Array("path = \(Self.decomposed).swift; name = cafe.swift;".utf8)])
        #expect(index.isListedInXcodeProject(Self.composed + ".swift"))
        #expect(index.isListedInXcodeProject(Self.decomposed + ".swift"))
        #expect(!index.isListedInXcodeProject("CAFE.swift"))
        #expect(index.isListedInXcodeProject("CAFE.swift", ignoringCase: true))
        #expect(index.isListedInXcodeProject(Self.composed.uppercased() + ".swift", ignoringCase: true))
        #expect(!index.isListedInXcodeProject("Tea.swift", ignoringCase: true))
    }
}

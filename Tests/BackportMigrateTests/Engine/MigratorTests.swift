import Testing
@testable import BackportMigrate

@Suite struct MigratorTests {
    private let migrator = Migrator(targets: DeploymentTargets([.iOS: Version("16")!]))

    @Test func unbalancedFileIsReportedAndLeftAlone() throws {
        let source = Array("func f() {\n    if #available(iOS 15, *) {\n        a()\n    }\n".utf8)
        let result = migrator.migrate(source)
        let problem = try #require(result.problem)
        #expect(problem.line == 1)
        #expect(problem.message.contains("never closed"))
        #expect(result.output == nil)
        #expect(!result.isChanged)
    }

    @Test(arguments: [
        [UInt8](),
        [0xEF, 0xBB, 0xBF],
        Array("// only a comment".utf8),
    ])
    func emptyAndTrivialFilesAreUnchanged(source: [UInt8]) {
        let result = migrator.migrate(source)
        #expect(result.problem == nil)
        #expect(result.output == nil)
        #expect(result.editCounts.isEmpty)
    }

    /// Top-level code, as in a `main.swift`, so that a statement can start line 1: fixture
    /// files are parsed as library files, where it cannot.
    @Test(arguments: [
        ("if #unavailable(iOS 15) {\n    legacy()\n}\nmodern()\n", "modern()\n"),
        ("if #available(iOS 15, *) {\n    modern()\n} else {\n    legacy()\n}\nrest()\n", "modern()\nrest()\n"),
        ("// swiftlint:disable:next deployment_target\nif #unavailable(iOS 15) {\n    legacy()\n}\n\nrest()\n", "rest()\n"),
        ("if #available(iOS 15, *), ready {\n    go()\n}\n", "if ready {\n    go()\n}\n"),
        ("@available(iOS 15, *)\nfunc f() {}\n", "func f() {}\n"),
    ])
    func byteOrderMarkSurvivesEditsOfTheFirstLine(input: String, expected: String) {
        let result = migrator.migrate(Array("\u{FEFF}\(input)".utf8))
        #expect(result.output.map { String(decoding: $0, as: UTF8.self) } == "\u{FEFF}\(expected)")
        #expect(migrator.migrate(result.output ?? []).output == nil)
    }

    @Test func invalidUTF8IsAProblem() throws {
        let source: [UInt8] = Array("let a = 1\n".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let result = migrator.migrate(source)
        let problem = try #require(result.problem)
        #expect(problem.line == 2)
        #expect(result.output == nil)
    }

    @Test func countsEditsPerMigration() {
        let source = Array("""
        @available(iOS 15, *)
        struct A {
            func f() {
                if #available(iOS 15, *) {
                    a()
                }
                guard #available(iOS 14, *) else { return }
            }
        }

        """.utf8)
        let result = migrator.migrate(source)
        #expect(result.editCounts[.conditions] == 2)
        #expect(result.editCounts[.attributes] == 1)
    }

    @Test func disabledMigrationChangesNothing() {
        let source = Array("@available(iOS 15, *)\nstruct A {}\n".utf8)
        let result = Migrator(targets: DeploymentTargets([.iOS: Version("16")!]), enabled: [.conditions]).migrate(source)
        #expect(!result.isChanged)
    }

    @Test func reviewLinesReferToTheOriginalFile() throws {
        // The `while` is found after the outer collapse moved it up two lines.
        let source = Array("""
        func f() {
            prepare()
            if #available(iOS 15, *) {

                while #available(iOS 14, *) {
                    tick()
                }
            }
        }

        """.utf8)
        let result = migrator.migrate(source)
        #expect(result.isChanged)
        let item = try #require(result.reviewItems.first)
        #expect(result.reviewItems.count == 1)
        #expect(item.line == 5)
        #expect(item.migration == .conditions)
    }

    @Test func reviewLinesAfterRemovedLinesAreShifted() throws {
        let source = Array("""
        func f() {
            guard #available(iOS 15, *) else {
                return
            }
            guard #unavailable(iOS 15) else { return }
        }

        """.utf8)
        let result = migrator.migrate(source)
        #expect(result.reviewItems.map(\.line) == [5])
    }
}

@Suite struct ImportsOnlyTests {
    private func holdsOnlyImports(_ text: String) -> Bool {
        Migrator.holdsOnlyImports(SourceFile(bytes: Array(text.utf8)))
    }

    /// A file the run may delete holds imports and comments only: imports under a condition
    /// (`#if os(iOS)`, `#elseif`, `#else`) count as imports.
    @Test(arguments: [
        "import SwiftUI\n",
        "// Shims.\nimport SwiftUI\nimport struct Foundation.Date\n",
        "#if os(iOS)\nimport SwiftUI\n#endif\n",
        "#if canImport(UIKit)\nimport UIKit\n#elseif canImport(AppKit)\nimport AppKit\n#else\nimport Foundation\n#endif\n\n// MARK: - Shims\n",
        "#if os(iOS) // the app only\n    import SwiftUI\n#endif\n",
        "#if DEBUG\n#endif\n",
    ])
    func importsAndCommentsOnly(text: String) {
        #expect(holdsOnlyImports(text))
    }

    /// Anything that does more than import: a declaration, a compile-time `#error` or
    /// `#warning`, an `@_exported import` (visible to the whole module), whether under a
    /// condition or not.
    @Test(arguments: [
        "import SwiftUI\nlet x = 1\n",
        "#if os(iOS)\nimport SwiftUI\nstruct A {}\n#endif\n",
        "#if !os(iOS)\n#error(\"iOS only\")\n#endif\nimport SwiftUI\n",
        "#if DEBUG\n#warning(\"debug build\")\n#endif\n",
        "#if os(iOS)\n@_exported import SwiftUI\n#endif\n",
        "#if os(iOS)\nimport SwiftUI\n#endif\nfunc f() {}\n",
        "#sourceLocation(file: \"a.swift\", line: 1)\nimport SwiftUI\n",
    ])
    func moreThanImports(text: String) {
        #expect(!holdsOnlyImports(text))
    }
}

@Suite struct GeneratorMarkTests {
    /// The comments before a file's first code say a generator made it: the line that says so,
    /// inside a `/* … */` block too, and its text without the comment's slashes and stars.
    @Test(arguments: [
        ("// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\nimport UIKit\n", 2,
         "Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen"),
        ("/*\n Copyright 2024.\n */\n\n/* This file was generated by a template.\n   DO NOT EDIT */\nimport SwiftUI\n", 5,
         "This file was generated by a template."),
        ("// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery\n// DO NOT EDIT\n", 1,
         "Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery"),
        ("// @generated\nstruct A {}\n", 1, "@generated"),
        ("// This file was generated from JSON Schema using quicktype, do not modify it directly.\n// To parse the JSON, add this file to your project.\n", 1,
         "This file was generated from JSON Schema using quicktype, do not modify it …"),
    ])
    func generatedFiles(text: String, line: Int, mark: String) throws {
        let found = try #require(Migrator.generatorMark(in: SourceFile(bytes: Array(text.utf8))))
        #expect(found.line == line)
        #expect(found.text == mark)
    }

    /// A comment after the first code, or one that only talks about generating, says nothing
    /// of the file.
    @Test(arguments: [
        "import SwiftUI\n// DO NOT EDIT the order below\n",
        "// Generation of thumbnails\nimport SwiftUI\n",
        "// Created by Ann on 1/2/24.\nstruct A {} // generated by hand\n",
        "// Copyright 2024.\n\n/// A buffer of the data generated by the I/O thread.\nstruct Buffer {}\n",
        "/** Events generated by the I/O thread. */\nstruct Events {}\n",
    ])
    func otherFiles(text: String) {
        #expect(Migrator.generatorMark(in: SourceFile(bytes: Array(text.utf8))) == nil)
    }
}

import Testing
@testable import BackportMigrate

/// The migrator's cost is linear in a file's bytes whatever its shape, asserted by counting work
/// (`FileResult.work`), never by a clock: each shape at a size and twice it takes the same
/// number of passes, and tokenizes a bounded multiple of its bytes.
@Suite struct LinearWorkTests {
    /// One input shape, made at a size.
    struct Shape: CustomTestStringConvertible, Sendable {
        let name: String
        let size: Int
        let make: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    /// `levels` nested always-true checks indented by `step` more each, the innermost call at
    /// column 0 as people paste it, optionally inside a function.
    static func nest(_ levels: Int, step: String, inFunction: Bool) -> String {
        let base = inFunction ? step : ""
        var text = inFunction ? "func f() {\n" : ""
        for level in 0..<levels { text += base + String(repeating: step, count: level) + "if #available(iOS 15, *) {\n" }
        text += "a()\n"
        for level in (0..<levels).reversed() { text += base + String(repeating: step, count: level) + "}\n" }
        return text + (inFunction ? "}\n" : "")
    }

    static let shapes: [Shape] = [
        Shape(name: "nested flush left", size: 2_000) { nest($0, step: "", inFunction: false) },
        Shape(name: "nested indented", size: 150) { nest($0, step: "  ", inFunction: false) },
        Shape(name: "nested inside a function", size: 150) { nest($0, step: "  ", inFunction: true) },
        Shape(name: "siblings with partial drops", size: 2_000) { count in
            (0..<count).map { "@available(iOS 14, *)\nstruct S\($0) {\n    func m() {\n        if #available(iOS 15, macOS 12, *) { a() } else { b() }\n    }\n}\n" }.joined()
        },
        Shape(name: "one long line", size: 2_000) { count in
            "func f() { " + String(repeating: "if #available(iOS 15, *) { a() } else { b() }; ", count: count) + "}\n"
        },
    ]

    /// iOS alone at 17: `macOS 12` of a check stays, as the command line's `--target 17` does.
    static let migrator = Migrator(targets: try! DeploymentTargets.parse(["17"]))

    @Test(arguments: shapes)
    func workGrowsWithTheFileNotItsShape(_ shape: Shape) {
        let small = Array(shape.make(shape.size).utf8)
        let large = Array(shape.make(shape.size * 2).utf8)
        let smallResult = Self.migrator.migrate(small)
        let largeResult = Self.migrator.migrate(large)
        #expect(smallResult.problem == nil && largeResult.problem == nil)
        #expect(smallResult.isChanged && largeResult.isChanged)
        // Nested checks are inlined in one pass, not one per level; siblings in one pass too.
        #expect(smallResult.work.passes <= 2, "\(smallResult.work)")
        #expect(largeResult.work.passes == smallResult.work.passes, "\(smallResult.work) then \(largeResult.work)")
        // Every pass tokenizes the text once: a bounded multiple of the file, at any size.
        for (bytes, result) in [(small, smallResult), (large, largeResult)] {
            #expect(result.work.bytesTokenized <= 3 * bytes.count, "\(result.work) for \(bytes.count) bytes")
        }
    }

    /// The indented nest of the issue that took 63 s at 500 levels, 3.9 s at 200 (a pass per level, each
    /// re-reading every level's lines): the levels are inlined together, and the call lands at
    /// column 0.
    @Test func indentedNestWithABodyAtColumnZeroIsNotAPassPerLevel() {
        let result = Self.migrator.migrate(Array(Self.nest(300, step: "  ", inFunction: false).utf8))
        #expect(result.work.passes <= 2)
        #expect(result.output.map { String(decoding: $0, as: UTF8.self) } == "a()\n")
        #expect(result.editCounts[.conditions] == 300)
    }

    /// The composition rule: a line keeps its place relative to its block when its indentation
    /// extends the block's or is a part of it; other indentations wait for their own pass.
    @Test func composesWhenIndentationsArePrefixes() {
        let reference = Array("    ".utf8)[...]
        #expect(Reindentation.composes(Array("      x".utf8).prefix(6), reference))
        #expect(Reindentation.composes(Array("  ".utf8)[...], reference))
        #expect(Reindentation.composes([][...], reference))
        #expect(!Reindentation.composes(Array("\t".utf8)[...], reference))
        #expect(!Reindentation.composes(Array("  \t  ".utf8)[...], reference))
    }
}

import Testing
@testable import BackportMigrate

/// Nested checks: an inlined block's edit inlines the nested statements it can prove the same
/// in one pass (`StatementRewriter.nestedInline`), so depth no longer costs a pass per level.
/// The result must be what one pass per level gives, which stays the reference here.
@Suite struct NestedChecksTests {
    static let targets = try! DeploymentTargets.parse(["16"])

    /// All migrations; the conditions migration composing nested statements or not.
    static func migrator(composing: Bool) -> Migrator {
        var conditions = ConditionsMigration()
        conditions.composesNestedStatements = composing
        let others = Migrations.all.filter { $0.name != .conditions && $0.name != .compiler }
        return Migrator(targets: targets, migrations: [conditions] + others)
    }

    /// `levels` nested always-true checks around one call, each level indented by `step` more.
    static func nest(levels: Int, step: String = "    ", base: String = "    ") -> String {
        var lines = ["func f() {"]
        var indentation = base
        var closers: [String] = []
        for _ in 0..<levels {
            lines.append("\(indentation)if #available(iOS 15, *) {")
            closers.append("\(indentation)}")
            indentation += step
        }
        lines.append("\(indentation)work()")
        lines += closers.reversed()
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [(1_000, ""), (300, "    "), (200, "\t")])
    func deepNestsCollapse(levels: Int, step: String) {
        let source = Array(Self.nest(levels: levels, step: step).utf8)
        let result = Self.migrator(composing: true).migrate(source)
        #expect(result.problem == nil)
        #expect(result.output.map { String(decoding: $0, as: UTF8.self) } == "func f() {\n    work()\n}\n")
        #expect(result.editCounts[.conditions] == levels)
        #expect(Self.migrator(composing: true).migrate(result.output ?? source).output == nil)
    }

    /// Levels that each declare a name cannot be composed (where they land decides whether they
    /// must stay `do` blocks): each takes a pass of its own, and far more than the 64 passes that
    /// used to be the limit are fine.
    @Test func levelsThatCannotBeComposedStillSettle() {
        var lines = ["func f() {"]
        var indentation = "    "
        for level in 0..<150 {
            lines.append("\(indentation)if #available(iOS 15, *) {")
            indentation += "    "
            lines.append("\(indentation)let value\(level) = \(level)")
            lines.append("\(indentation)use(value\(level))")
        }
        lines.append("\(indentation)work()")
        for _ in 0..<150 {
            indentation.removeLast(4)
            lines.append("\(indentation)}")
        }
        lines.append("}")
        let source = Array((lines.joined(separator: "\n") + "\n").utf8)
        let composed = Self.migrator(composing: true).migrate(source)
        #expect(composed.problem == nil)
        #expect(composed.editCounts[.conditions] == 150)
        let output = String(decoding: composed.output ?? [], as: UTF8.self)
        #expect(!output.contains("#available"))
        #expect(output.contains("\n    let value149 = 149\n    use(value149)\n    work()\n}"))
    }

    /// Random nests of every shape the composition must either get right or leave to the next
    /// pass: chains, `#unavailable`, declarations, `defer`, ways out, labels, comments (above,
    /// on the condition line, after the brace, naming a platform), blank lines (indented too),
    /// tabs, lines less indented than their block, `#if` at column 0, multi-line strings. Each
    /// gives the same text, counts and review items as one pass per level.
    @Test func composedEqualsOnePassPerLevel() {
        var random = SeededGenerator(state: 0x4E57)
        var composedSomewhere = 0
        for program in 0..<400 {
            let source = Array(Self.randomNest(&random).utf8)
            let composed = Self.migrator(composing: true).migrate(source)
            let reference = Self.migrator(composing: false).migrate(source)
            let text = composed.output.map { String(decoding: $0, as: UTF8.self) } ?? "(unchanged)"
            let expected = reference.output.map { String(decoding: $0, as: UTF8.self) } ?? "(unchanged)"
            #expect(text == expected, "program \(program):\n\(String(decoding: source, as: UTF8.self))")
            #expect(composed.editCounts == reference.editCounts, "program \(program)")
            #expect(composed.reviewItems == reference.reviewItems, "program \(program)")
            #expect(composed.problem == nil && reference.problem == nil, "program \(program)")
            if text != "(unchanged)" { composedSomewhere += 1 }
        }
        #expect(composedSomewhere > 300)
    }

    static func randomNest(_ random: inout SeededGenerator) -> String {
        var lines = ["func f(flag: Bool) {"]
        var indentation = "    "
        var closers: [String] = []
        for level in 0..<random.number(2...12) {
            let step = random.chance(15) ? "\t" : (random.chance(10) ? "  " : "    ")
            let inner = indentation + step
            switch random.number(0...13) {
            case 0:
                lines.append("\(indentation)if #available(iOS 14, *) {")
                closers.append("\(indentation)} else {\n\(inner)old\(level)()\n\(indentation)}")
            case 1:
                lines.append("\(indentation)if #available(iOS 18, *) {\n\(inner)new\(level)()\n\(indentation)} else if #available(iOS 15, *) {")
                closers.append("\(indentation)}")
            case 2:
                lines.append("\(indentation)if #unavailable(iOS 15) {\n\(inner)legacy\(level)()\n\(indentation)} else {")
                closers.append("\(indentation)}")
            case 3:
                lines.append("\(indentation)if #available(iOS 15, *) {\n\(inner)let value\(level) = \(level)\n\(inner)use(value\(level))")
                closers.append("\(indentation)}")
            case 4:
                lines.append("\(indentation)if #available(iOS 15, *) {\n\(inner)defer { done\(level)() }")
                closers.append("\(indentation)}")
            case 5:
                lines.append("\(indentation)if #available(iOS 15, *) {\n\(inner)guard flag else { return }")
                closers.append("\(indentation)}")
            case 6:
                lines.append("\(indentation)// iOS 15 only, step \(level)\n\(indentation)if #available(iOS 15, *) {")
                closers.append("\(indentation)}")
            case 7:
                lines.append("\(indentation)if #available(iOS 15, *) { // step \(level)")
                closers.append("\(indentation)} // end \(level)")
            case 8:
                lines.append("\(indentation)if #available(iOS 15, *) {\n\(random.chance(50) ? inner : "")")
                closers.append("\(indentation)}")
            case 9:
                lines.append("\(indentation)if #available(iOS 15, *) {\n#if DEBUG\n\(inner)debug\(level)()\n#endif")
                closers.append("\(indentation)}")
            case 10:
                lines.append("\(indentation)if #available(iOS 15, *) {\n\(inner)let text\(level) = \"\"\"\n\(inner)    line \(level)\n\(inner)    \"\"\"\n\(inner)print(text\(level))")
                closers.append("\(indentation)}")
            case 11:
                lines.append("\(indentation)label\(level): if #available(iOS 15, *) {")
                closers.append("\(indentation)}")
            case 12:
                lines.append("\(indentation)if #available(iOS 15, *) {\n\(indentation)less\(level)()")
                closers.append("\(indentation)}")
            default:
                lines.append("\(indentation)if #available(iOS 15, *) {")
                closers.append("\(indentation)}")
            }
            if random.chance(30) { lines.append("\(inner)before\(level)()") }
            indentation = inner
        }
        lines.append("\(indentation)work()")
        lines += closers.reversed()
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}

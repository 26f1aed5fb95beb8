import Testing
@testable import BackportMigrate

/// The byte pre-check of the conditions and attributes migrations decides each check from its
/// raw text; a file it turns away must be one the migration would leave as it is.
@Suite struct AvailabilityPrecheckTests {
    private func decides(_ text: String, _ kind: AvailabilityPrecheck.Kind, at target: String = "17") throws -> Bool {
        AvailabilityPrecheck.mayDecide(Array(text.utf8), kind: kind, targets: try DeploymentTargets.parse([target]))
    }

    @Test func conditionsAreDecidedFromTheirText() throws {
        #expect(try decides("if #available(iOS 15, *) {}", .condition))
        #expect(try decides("guard #unavailable(iOS 16) else { return }", .condition))
        #expect(try decides("if #available(iOS 15, macOS 12, *) {}", .condition), "narrowed to macOS 12")
        #expect(try decides("if #available(\n    iOS 16.4,\n    *\n) {}", .condition))
        #expect(try !decides("if #available(iOS 18, *) {}", .condition))
        #expect(try !decides("if #unavailable(iOS 18.2) {}", .condition))
        #expect(try !decides("if #available(macOS 14, *) {}", .condition), "no macOS target")
        #expect(try !decides("let isAvailable = true // available soon", .condition))
        #expect(try !decides("@available(iOS 15, *) struct A {}", .condition), "the attributes migration's")
        #expect(try !decides("#availableSoon(iOS 15)", .condition))
        #expect(try !decides("", .condition))
        #expect(try decides("if #available(iOS 18, *) {} else if #available(iOS 16, *) {}", .condition), "every check counts")
    }

    @Test func attributesAreDecidedFromTheirText() throws {
        #expect(try decides("@available(iOS 15, *) struct A {}", .attribute))
        #expect(try decides("@available(iOS, introduced: 15, deprecated: 17) func f() {}", .attribute))
        #expect(try !decides("@available(iOS 18, *) struct A {}", .attribute))
        #expect(try !decides("@available(*, deprecated, message: \"Use (the) new, flow\") func f() {}", .attribute))
        #expect(try decides("@available(iOS, introduced: 15, message: \"a, b\") func f() {}", .attribute))
        #expect(try !decides("@available(*, unavailable) func f() {}", .attribute))
        #expect(try !decides("@available(iOS, deprecated: 15) func f() {}", .attribute))
        #expect(try !decides("if #available(iOS 15, *) {}", .attribute), "the conditions migration's")
    }

    @Test func versionsMeanWhatTheCompilerMakesOfThem() throws {
        #expect(try decides("if #available(iOS 19, *) {}", .condition, at: "26"), "iOS 19 is 26.0")
        #expect(try decides("if #available(iOS 26, *) {}", .condition, at: "iOS=19"))
        #expect(try decides("@available(macOS 10.16, *) struct A {}", .attribute, at: "macOS=11"))
        #expect(try decides("if #available(visionOS 1, *) {}", .condition, at: "visionOS=1"))
        #expect(try decides("@available(iOS 15, *) struct A {}", .attribute, at: "iOS=15,visionOS=1"), "visionOS takes iOS specs at compile time")
    }

    @Test func whatCannotBeReadPlainlyIsLeftToTheMigration() throws {
        #expect(try decides("if #available(iOS /* old */ 18, *) {}", .condition))
        #expect(try decides("if #available /* x */ (iOS 18, *) {}", .condition))
        #expect(try decides("if #available(iOS 18, *", .condition), "no end")
        #expect(try decides("if #available(iOS 18, " + String(repeating: " ", count: 2000) + "*) {}", .condition), "too long")
        #expect(try !decides("if #available {}", .condition), "nothing to decide")
        #expect(try decides("@available(*, deprecated, message: \"say \\(x)\") func f() {}", .attribute), "an interpolation")
        #expect(try decides("@available(*, deprecated, message: \"\"\"\n  old\n  \"\"\") func f() {}", .attribute))
        #expect(try decides("@available(*, deprecated, message: \"old\n\") func f() {}", .attribute), "no end on its line")
    }

    /// Every fixture input and generated file (and mutants of them), at targets of every kind:
    /// where the pre-check says no, the migration run on the tokens makes no edit and no review item.
    @Test func aFileTurnedAwayIsOneTheMigrationLeavesAlone() throws {
        var sources = FixtureCase.all.map(\.input)
        var generator = SwiftSourceGenerator(seed: 1207)
        for _ in 0..<60 { sources.append(generator.file(lines: 150)) }
        var random = SeededGenerator(state: 99)
        for source in sources.prefix(400) where source.count > 10 {
            var mutant = source
            let at = Int.random(in: 0..<mutant.count, using: &random)
            mutant.insert(contentsOf: Array(["/*", "\"", ")", "(", ",", "#", "\n"].randomElement(using: &random)!.utf8), at: at)
            sources.append(mutant)
        }
        let targets = try ["12", "15", "16.4", "17", "18", "26", "iOS=19", "iOS=17,macOS=14", "visionOS=1", "macCatalyst=16", "macOS=10.16"]
            .map { try DeploymentTargets.parse([$0]) }
        var turnedAway = 0
        // One memo per target, as a run keeps: it must decide as a fresh look does.
        let memos = targets.map { _ in AvailabilityPrecheck.Memo() }
        for source in sources {
            let file = SourceFile(bytes: source)
            guard file.firstProblem == nil else { continue }
            for (target, memo) in zip(targets, memos) {
                let context = MigrationContext(targets: target)
                for (migration, kind) in [(ConditionsMigration() as any Migration, AvailabilityPrecheck.Kind.condition),
                                          (AttributesMigration(), .attribute)] {
                    let decides = AvailabilityPrecheck.mayDecide(source, kind: kind, targets: target)
                    #expect(AvailabilityPrecheck.mayDecide(source, kind: kind, targets: target, memo: memo) == decides)
                    guard !decides else { continue }
                    turnedAway += 1
                    let result = migration.run(on: file, context: context)
                    #expect(result.edits.isEmpty && result.findings.isEmpty,
                            "\(migration.name) acts on a file its pre-check turned away at \(target): \(String(decoding: source.prefix(200), as: UTF8.self))")
                }
            }
        }
        #expect(turnedAway > 1000, "the property was tried on too few files: \(turnedAway)")
    }
}

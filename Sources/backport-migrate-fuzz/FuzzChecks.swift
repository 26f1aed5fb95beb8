#if !FUZZ_SINGLE_MODULE
import BackportMigrate
#endif

/// The invariants the fuzz targets check on any input, shared by the libFuzzer entry points
/// (`make fuzz`) and by the replay mode of `backport-migrate-fuzz`, which runs them over saved
/// inputs without libFuzzer. A broken invariant stops the process with a message, which is
/// what libFuzzer records as a crash and saves the input for.
enum FuzzChecks {
    /// The targets every migration fuzz input is run with: one plain iOS target, and one that
    /// decides checks on several platforms at once.
    static let targetSets: [DeploymentTargets] = [
        try! DeploymentTargets.parse(["16"]),
        try! DeploymentTargets.parse(["iOS=15.4,macOS=13,tvOS=16,watchOS=9,visionOS=1"]),
    ]

    /// The tokenizer: tokens tile the input exactly (each non-empty, each starting where the
    /// previous one ended, together covering every byte), and the structure over them (bracket
    /// matching, lines) can be built for any input.
    static func tokenizer(_ bytes: [UInt8]) {
        let tokens = Tokenizer.tokenize(bytes).tokens
        var expectedStart = 0
        for (index, token) in tokens.enumerated() {
            check(token.start == expectedStart, "token \(index) starts at \(token.start), expected \(expectedStart)")
            check(token.end > token.start, "token \(index) (\(token.kind)) is empty at \(token.start)")
            expectedStart = token.end
        }
        check(expectedStart == bytes.count, "tokens end at \(expectedStart) of \(bytes.count) bytes")
        let file = SourceFile(bytes: bytes)
        check(file.tokens.count == tokens.count, "SourceFile tokenized differently")
        for index in file.tokens.indices {
            if let match = file.matchingBracket(of: index) {
                check(file.matchingBracket(of: match) == index, "brackets \(index) and \(match) do not match each other")
            }
        }
    }

    /// Whole-file migration, the file being its own project (so its `Backport` shims count):
    /// no crash, a changed output that is balanced Swift as far as the tokenizer can tell, and a
    /// second run over the output that changes nothing. (The engine's own safety net, a rewrite
    /// it refuses because it would unbalance the file, is allowed here: mangled input can make
    /// one. `FuzzCorpusTests` requires that no input that parses ever meets it.)
    static func migration(_ bytes: [UInt8]) {
        for targets in targetSets {
            let run = ProjectMigration(targets: targets)
            let first = run.migrate([ProjectMigration.File(path: "Fuzz.swift", bytes: bytes)])[0]
            if first.problem != nil {
                check(first.status == .failed && first.output == nil, "a failed file has an output")
                continue
            }
            guard first.status == .changed, let output = first.output else { continue }
            check(output != bytes, "\(targets): changed, but the output is the input")
            check(SourceFile(bytes: output).firstProblem == nil, "\(targets): the output has a lexical or bracket problem")
            let second = run.migrate([ProjectMigration.File(path: "Fuzz.swift", bytes: output)])[0]
            check(!second.isChanged, "\(targets): a second run changed the output again")
            check(second.problem == nil, "\(targets): the output fails a second run: \(second.problem?.message ?? "")")
        }
    }

    /// Stops the process when an invariant does not hold.
    static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { fatalError("fuzz invariant broken: \(message())") }
    }
}

import Foundation
import Testing

/// The harness reports every kind of difference it is there to find, for the right program, and
/// nothing for a rewrite that changes nothing: fed rewrites broken on purpose, one way each, it
/// must name exactly those, and it must go on past a crash and a hang.
@Suite struct DifferentialHarnessTests {
    static func program(_ body: String) -> String { "func program() throws {\n\(body)}\n" }

    @Test func reportsEachKindOfDifferenceForItsProgram() async throws {
        let plain = Self.program("    print(\"a\")\n    if truth(false) { print(\"never\") }\n")
        let pairs: [DifferentialHarness.Pair] = [
            .init(number: 0, original: plain, rewrite: plain),
            .init(number: 1, original: plain, rewrite: plain.replacingOccurrences(of: "\"a\"", with: "\"b\"")),
            .init(number: 2, original: plain, rewrite: plain.replacingOccurrences(of: "{ print(\"never\") }", with: "{ fatalError(\"x\"); print(\"never\") }")),
            .init(number: 3, original: plain, rewrite: Self.program("    let = 1\n")),
            .init(number: 4, original: plain, rewrite: Self.program("    print(\"a\")\n    fatalError(\"boom\")\n")),
            .init(number: 5, original: plain, rewrite: Self.program("    while truth(true) {}\n")),
            .init(number: 6, original: Self.program("    undefined()\n"), rewrite: plain),
            .init(number: 7, original: plain, rewrite: plain.replacingOccurrences(of: "\"a\"", with: "\"c\"")),
            .init(number: 8, original: plain, rewrite: "func renamed() throws {}\n"),
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("backport-migrate-harness-\(UUID().uuidString)")
        let differences = try await DifferentialHarness(folder: folder).compare(pairs)
        let found = differences.map { "\($0.number) \($0.kind)" }
        #expect(found == ["1 output", "2 warning", "3 compile", "4 crash", "5 hang", "6 original", "7 output", "8 compile"], "\(differences)")
        #expect(differences.first { $0.kind == .output }?.detail.contains("+b") == true)
        #expect(differences.first { $0.kind == .warning }?.detail.contains("will never be executed") == true)
    }
}

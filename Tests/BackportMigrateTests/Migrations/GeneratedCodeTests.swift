import Foundation
import Testing
@testable import BackportMigrate

/// Random nestings of every statement form the conditions and attributes migrations touch,
/// migrated with random targets: the rewrite never fails, never needs a second run, and
/// always leaves code that parses (`swiftc -parse` over the generated files).
@Suite struct GeneratedCodeTests {
    /// Builds random Swift functions out of availability statements.
    struct Generator {
        var random: SeededGenerator
        var counter = 0

        mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        mutating func check() -> String {
            let version = pick(["13", "14.0", "15", "15.4", "16", "16.0.1", "17", "18"])
            if chance(20) { return "#unavailable(iOS \(version))" }
            if chance(20) { return "#available(iOS \(version), macOS \(pick(["11", "12", "13"])), *)" }
            return "#available(iOS \(version), *)"
        }

        mutating func conditions() -> String {
            counter += 1
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return "\(check()), let v\(counter) = value"
            case 1: return "flag,\n\(check())"
            default: return check()
            }
        }

        mutating func block(_ depth: Int, _ indent: String) -> String {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                lines.append(statement(depth + 1, indent + "    "))
            }
            if lines.isEmpty || chance(30) {
                counter += 1
                lines.append("\(indent)    call\(counter)()\n")
            }
            if chance(15) { lines.insert("\n", at: Int.random(in: 0...lines.count, using: &random)) }
            return lines.joined()
        }

        mutating func statement(_ depth: Int, _ indent: String) -> String {
            counter += 1
            if depth > 3 { return "\(indent)leaf\(counter)()\n" }
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                return "\(indent)guard \(conditions()) else { return }\n"
            case 1:
                return "\(indent)while \(conditions()) {\n\(block(depth, indent))\(indent)}\n"
            case 2:
                return "\(indent)if \(check()) { one\(counter)() } else { two\(counter)() }\n"
            case 3:
                return "\(indent)let h\(counter) = if \(check()) { 1 } else { 2 }\n"
            case 4:
                return "\(indent)// note \(counter)\n\(indent)noted\(counter)()\n"
            case 5:
                return "\(indent)switch mode {\n\(indent)case .a:\n\(statement(depth + 1, indent + "    "))\(chance(50) ? "\(indent)    after\(counter)()\n" : "")\(indent)default:\n\(indent)    break\n\(indent)}\n"
            default:
                var text = "\(indent)if \(conditions()) {\n\(block(depth, indent))\(indent)}"
                while chance(40) {
                    text += " else if \(conditions()) {\n\(block(depth, indent))\(indent)}"
                }
                if chance(60) { text += " else {\n\(block(depth, indent))\(indent)}" }
                return text + "\n"
            }
        }

        mutating func file(_ index: Int) -> String {
            var text = "import Foundation\n\n"
            if chance(50) { text += "@available(iOS \(pick(["14", "15", "17"])), *)\n" }
            text += "func generated\(index)(value: Int?, flag: Bool, mode: Mode) {\n"
            for _ in 0..<Int.random(in: 1...4, using: &random) { text += statement(0, "    ") }
            return text + "}\n"
        }
    }

    @Test func randomNestingsMigrateToCodeThatParses() async throws {
        var generator = Generator(random: SeededGenerator(state: 0xA11A_B1E))
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var files: [URL] = []
        var changed = 0
        for index in 0..<300 {
            let source = Array(generator.file(index).utf8)
            let target = generator.pick(["14", "15", "16", "17", "iOS=16,macOS=12"])
            let migrator = Migrator(targets: try DeploymentTargets.parse([target]))
            let first = migrator.migrate(source)
            #expect(first.problem == nil, "file \(index), target \(target): \(String(describing: first.problem))")
            let firstText = first.output ?? source
            let second = migrator.migrate(firstText)
            #expect(second.output == nil, "file \(index), target \(target): not stable:\n\(mismatch(expected: firstText, actual: second.output ?? firstText))")
            if first.isChanged { changed += 1 }
            for (suffix, bytes) in [("in", source), ("out", firstText)] {
                let url = directory.appendingPathComponent("generated\(index)-\(suffix).swift")
                try Data(bytes).write(to: url)
                files.append(url)
            }
        }
        #expect(changed > 150)
        // The compiler's time grows faster than the number of files it is given at once.
        for start in stride(from: 0, to: files.count, by: 40) {
            try await Swiftc.parse(Array(files[start..<min(start + 40, files.count)]))
        }
    }
}

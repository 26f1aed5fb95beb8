import Foundation
import Testing
@testable import BackportMigrate

/// Random nestings of every statement form the conditions and attributes migrations touch
/// (`SwiftSourceGenerator.function`),
/// migrated with random targets: the rewrite never fails, never needs a second run, and
/// always leaves code that parses (`swiftc -parse` over the generated files).
@Suite struct GeneratedCodeTests {
    @Test func randomNestingsMigrateToCodeThatParses() async throws {
        var generator = SwiftSourceGenerator(seed: 0xA11A_B1E)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-generated-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var files: [URL] = []
        var changed = 0
        for index in 0..<300 {
            let source = Array(generator.function(index).utf8)
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
        let failing = try await Swiftc.filesThatDoNotParse(files)
        #expect(failing.isEmpty, "\(failing.sorted { $0.key < $1.key }.prefix(5))")
    }
}

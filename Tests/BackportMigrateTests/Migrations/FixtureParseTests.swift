import Foundation
import Testing
@testable import BackportMigrate

/// Every fixture's input and migrated output must parse: one `swiftc -parse` over all of
/// them, so the compiler starts once; top-level code, which parses only as a module's one
/// `main.swift`, one file a run.
@Suite struct FixtureParseTests {
    @Test func inputsAndOutputsParse() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var files: [URL] = []
        var mainFiles: [URL] = []
        for fixture in FixtureCase.all {
            let output = try fixture.migrate(fixture.input).output ?? fixture.input
            for (suffix, bytes) in [("input", fixture.input), ("output", output)] {
                var file = directory.appendingPathComponent("\(fixture.group)-\(fixture.name)-\(suffix).swift")
                if fixture.isTopLevelCode {
                    let folder = directory.appendingPathComponent("\(fixture.group)-\(fixture.name)-\(suffix)")
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    file = folder.appendingPathComponent("main.swift")
                    mainFiles.append(file)
                } else {
                    files.append(file)
                }
                try Data(bytes).write(to: file)
            }
        }
        for fixture in ProjectFixtureCase.all {
            let input = fixture.input
            let output = applying(try fixture.run().migrate(input, externals: try fixture.externals(), xcodeProjects: fixture.xcodeProjects), to: input)
            for (suffix, tree) in [("input", input), ("output", output)] {
                for (position, file) in tree.enumerated() {
                    let url = directory.appendingPathComponent("\(fixture.group)-\(fixture.name)-\(suffix)-\(position).swift")
                    try Data(file.bytes).write(to: url)
                    files.append(url)
                }
            }
        }
        #expect(files.count >= 2 * 55 + 100)
        #expect(!mainFiles.isEmpty)
        try await Swiftc.parse(files)
        for file in mainFiles { try await Swiftc.parse([file]) }
    }
}

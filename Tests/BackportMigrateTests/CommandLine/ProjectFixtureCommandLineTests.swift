import Foundation
import Testing
@testable import BackportMigrate

/// The command line gives every multi-file fixture's expected tree when run in write mode on a
/// copy of its folder (files read from disk, deleted ones removed, `--shims-from` folders left
/// as they were), and a `--check` afterwards finds nothing pending.
@Suite struct ProjectFixtureCommandLineTests {
    @Test(arguments: ProjectFixtureCase.all)
    func commandLineWritesTheExpectedTree(_ fixture: ProjectFixtureCase) throws {
        let sandbox = try Sandbox()
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: fixture.folder.path) where name != "expected" {
            try manager.copyItem(atPath: fixture.folder.appendingPathComponent(name).path, toPath: sandbox.path(name))
        }
        let words = String(decoding: FixtureCase.read(fixture.folder.appendingPathComponent("args")) ?? [], as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        let targets = words.contains("--target") ? [] : ["--target", "16"]
        let externalsBefore = try fixture.externals()

        let outcome = sandbox.run(targets + words + ["--quiet", "input"])
        #expect(outcome.code == 0, "\(fixture.testDescription): exit \(outcome.code): \(outcome.error)")

        let written = ProjectFixtureCase.files(under: URL(fileURLWithPath: sandbox.path("input")))
        let expected = fixture.expected ?? Dictionary(uniqueKeysWithValues: fixture.input.map { ($0.path, $0.bytes) })
        #expect(Set(written.map(\.path)) == Set(expected.keys), "\(fixture.testDescription): files after the run")
        for file in written where expected[file.path] != file.bytes {
            Issue.record("\(fixture.testDescription) \(file.path) through the command line:\n\(mismatch(expected: expected[file.path] ?? [], actual: file.bytes))")
        }
        let externalsAfter = words.indices.filter { words[$0] == "--shims-from" }.flatMap { position in
            ProjectFixtureCase.files(under: URL(fileURLWithPath: sandbox.path(words[position + 1]))).map {
                ProjectMigration.File(path: words[position + 1] + "/" + $0.path, bytes: $0.bytes)
            }
        }
        #expect(externalsAfter.map(\.bytes) == externalsBefore.map(\.bytes), "\(fixture.testDescription): a --shims-from folder was rewritten")

        let check = sandbox.run(targets + words + ["--check", "--quiet", "input"])
        #expect(check.code == 0, "\(fixture.testDescription): --check after the run: exit \(check.code)")
    }
}

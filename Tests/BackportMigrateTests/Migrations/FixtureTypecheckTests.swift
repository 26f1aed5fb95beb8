import Foundation
import Testing
@testable import BackportMigrate

/// A fixture case holding a file named `typecheck` must give Swift a compiler accepts: its input
/// and its migrated output each type-check as one module against the stand-in SwiftUI, UIKit and
/// Combine modules in `Fixtures/StandIns` (manifests left out). So a rewrite that calls an API
/// with the wrong labels or types fails a test, not only one that breaks the syntax.
@Suite(.serialized) struct FixtureTypecheckTests {
    static let marker = "typecheck"

    static var singleFileCases: [FixtureCase] {
        FixtureCase.all.filter { FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent(marker).path) }
    }

    static var projectCases: [ProjectFixtureCase] {
        ProjectFixtureCase.all.filter { FileManager.default.fileExists(atPath: $0.folder.appendingPathComponent(marker).path) }
    }

    @Test(arguments: singleFileCases)
    func singleFileCase(_ fixture: FixtureCase) async throws {
        let output = try fixture.migrate(fixture.input).output ?? fixture.input
        try await Self.typecheck([("input", [ProjectMigration.File(path: fixture.inputName, bytes: fixture.input)]),
                                  ("output", [ProjectMigration.File(path: fixture.inputName, bytes: output)])],
                                 named: fixture.testDescription)
    }

    @Test(arguments: projectCases)
    func projectCase(_ fixture: ProjectFixtureCase) async throws {
        let input = fixture.input
        let output = applying(try fixture.run().migrate(input, externals: try fixture.externals(), xcodeProjects: fixture.xcodeProjects), to: input)
        try await Self.typecheck([("input", input), ("output", output)], named: fixture.testDescription)
    }

    @Test func casesAreMarked() {
        #expect(Self.singleFileCases.count + Self.projectCases.count >= 12)
    }

    /// Writes each tree to a folder of its own and type-checks its Swift files but the manifests.
    private static func typecheck(_ trees: [(name: String, files: [ProjectMigration.File])], named name: String) async throws {
        let modules = try await StandIns.modules.value
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for tree in trees {
            var urls: [URL] = []
            for file in tree.files where !file.path.hasSuffix("Package.swift") {
                let url = directory.appendingPathComponent(tree.name).appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
                urls.append(url)
            }
            #expect(!urls.isEmpty, "\(name): no Swift file in its \(tree.name)")
            do {
                try await Swiftc.typecheck(urls, moduleSearchPaths: [modules])
            } catch {
                Issue.record("\(name): its \(tree.name) does not type-check: \(error)")
            }
        }
    }
}

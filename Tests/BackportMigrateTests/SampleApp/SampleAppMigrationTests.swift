import Foundation
import Testing
@testable import BackportMigrate

/// Migrates the whole sample app to iOS 16 and checks that the result is still an app: every
/// file parses, it type-checks against the stand-in modules, and a second run changes nothing.
///
/// The same-name `obsoleted:` shim stays out of the type-check, as it does before migration:
/// deleting it is the `obsoleted` migration's job, which is not built yet, and until it is
/// deleted Linux finds it ambiguous with SwiftUI's modifier.
@Suite(.serialized) struct SampleAppMigrationTests {
    @Test func migratedAppParsesTypechecksAndIsStable() throws {
        let migrator = Migrator(targets: try DeploymentTargets.parse(["16"]))
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-sample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        var migratedFiles: [URL] = []
        var changed = 0
        for source in SampleApp.sourceFiles {
            let original = [UInt8](try Data(contentsOf: source))
            let result = migrator.migrate(original)
            #expect(result.problem == nil, "\(source.lastPathComponent): \(String(describing: result.problem))")
            if result.isChanged { changed += 1 }
            let migrated = result.output ?? original
            let again = migrator.migrate(migrated)
            #expect(again.output == nil, "\(source.lastPathComponent): a second run changed it")

            let relative = String(source.path.dropFirst(SampleApp.root.standardizedFileURL.path.count + 1))
            let target = output.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(migrated).write(to: target)
            if source != SampleApp.obsoletedShimFile { migratedFiles.append(target) }
        }
        #expect(changed >= 8)
        try Swiftc.parse(migratedFiles)
        try Swiftc.typecheck(migratedFiles, moduleSearchPaths: [try StandIns.modules.get()])
    }
}

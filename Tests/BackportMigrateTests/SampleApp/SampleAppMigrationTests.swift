import Foundation
import Testing
@testable import BackportMigrate

/// Migrates the whole sample app to iOS 16, as one project, and checks that the result is still
/// an app: every file parses, it type-checks against the stand-in modules, no `.backport` is left
/// but the shims that cannot be proved, the obsoleted modifier, the shadow type and the launcher
/// are gone, and a second run changes nothing.
///
/// Before migration the same-name `obsoleted:` modifier has to stay out of the type-check (Linux
/// finds it ambiguous with SwiftUI's); after migration it is deleted, so every file is checked.
@Suite(.serialized) struct SampleAppMigrationTests {
    @Test func migratedAppParsesTypechecksAndIsStable() async throws {
        let run = ProjectMigration(targets: try DeploymentTargets.parse(["16"]))
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-sample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let root = SampleApp.root.standardizedFileURL.path
        let input = try SampleApp.sourceFiles.map { url in
            ProjectMigration.File(path: String(url.path.dropFirst(root.count + 1)), bytes: [UInt8](try Data(contentsOf: url)))
        }
        let results = run.migrate(input)
        for result in results {
            #expect(result.problem == nil, "\(result.path): \(String(describing: result.problem))")
        }
        #expect(results.count { $0.isChanged } >= 10)
        // The shim that stays keeps the `Backport` type; its type shims go.
        #expect(results.first { $0.path == "Sources/Compatibility/Backport.swift" }?.status == .changed)
        let migrated = applying(results, to: input)
        #expect(run.migrate(migrated).allSatisfy { !$0.isChanged }, "a second run changed the app")

        // Only the shims that cannot be proved keep their `.backport`: one whose live branch
        // differs by platform, one that uses its parameter twice.
        let items = results.flatMap { result in result.reviewItems.map { (result.path, $0) } }
        let reviews = items.filter { $0.1.migration == .backport }.map { "\($0.0):\($0.1.line): \($0.1.message)" }
        #expect(reviews.count == 5, "\(reviews)")
        #expect(reviews.filter { $0.contains("hiddenRowSeparator") && $0.contains("differs by platform") }.count == 2)
        #expect(reviews.filter { $0.contains("cappedBadge") && $0.contains("used twice") }.count == 3)
        // Comments right above a removed check or attribute that name the platform stay, for review, and so does
        // the doc comment of a property whose body starts with a removed check; those of deleted shims go with them.
        let comments = items.filter { $0.1.message == ConditionsMigration.staleComment }.map { "\($0.0):\($0.1.line)" }
        #expect(comments == ["Sources/App/AppDelegate.swift:15", "Sources/Views/RecipeDetailView.swift:43", "Sources/Views/RecipeDetailView.swift:60",
                             "Sources/Views/SettingsView.swift:45", "Sources/Views/SettingsView.swift:73"])
        let remaining = migrated.map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        let calls = remaining.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("/") }
            .flatMap { $0.components(separatedBy: ".backport.").dropFirst().map { String($0.prefix { $0.isLetter }) } }
        #expect(calls.sorted() == ["cappedBadge", "cappedBadge", "hiddenRowSeparator"])
        #expect(remaining.contains(".scrollContentBackground(.hidden)"))
        #expect(remaining.contains("Backport.AsyncImage") == false)

        // The obsoleted modifier and its enum, the shadow `LazyHStack` and the launcher go; the
        // call that left out the shadow type's default gets it written out; `@main` moves.
        let deleted = results.filter { $0.status == .deleted }.map(\.path)
        #expect(deleted.contains("Sources/Compatibility/View+ScrollDismissesKeyboard.swift"))
        #expect(deleted.contains("Sources/Views/Components/LazyHStack.swift"))
        #expect(!remaining.contains("MyScrollDismissesKeyboardMode") && !remaining.contains("enum AppLauncher"))
        #expect(remaining.contains("LazyHStack(alignment: .center, spacing: 12) {"))
        #expect(remaining.contains("@main\nstruct RecipesApp: App {"))
        #expect(items.filter { $0.1.migration == .obsoleted || $0.1.migration == .shadowTypes }.isEmpty, "\(items)")

        var files: [URL] = []
        for file in migrated {
            let target = output.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: target)
            files.append(target)
        }
        try await Swiftc.parse(files)
        try await Swiftc.typecheck(files, moduleSearchPaths: [try await StandIns.modules.value])
    }
}

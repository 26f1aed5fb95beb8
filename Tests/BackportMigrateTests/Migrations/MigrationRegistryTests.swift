import Foundation
import Testing
@testable import BackportMigrate

/// The one list of migrations is what every other place names: the names `--only` accepts, the
/// help text and the README's table.
@Suite struct MigrationRegistryTests {
    @Test func everyNameHasOneRegisteredMigration() {
        #expect(Migrations.all.map(\.name) == MigrationName.allCases)
        for migration in Migrations.all {
            #expect(!migration.summary.isEmpty)
            #expect(migration.name.migration.name == migration.name)
        }
    }

    @Test func helpListsEveryMigration() {
        for migration in Migrations.all {
            #expect(HelpText.manual.contains("\(migration.name.rawValue)") && HelpText.manual.contains(migration.summary))
        }
    }

    @Test func readmeTableHasARowPerMigration() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row -> String? in
            let name = row.dropFirst(3).prefix { $0 != "`" }
            return MigrationName(rawValue: String(name)) != nil ? String(name) : nil
        }
        #expect(rows == MigrationName.allCases.map(\.rawValue))
    }
}

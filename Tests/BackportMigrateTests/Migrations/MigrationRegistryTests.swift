import Foundation
import Testing
@testable import BackportMigrate

/// The one list of migrations is what every other place names: the names `--only` accepts, the
/// help text and the README's table.
@Suite struct MigrationRegistryTests {
    @Test func everyNameHasOneRegisteredMigration() {
        #expect(Migrations.all.map(\.name) == MigrationName.allCases)
        #expect(Set(MigrationName.allCases).count == Migrations.all.count, "two migrations share a name")
        for migration in Migrations.all {
            #expect(!migration.summary.isEmpty)
            #expect(migration.name.migration.name == migration.name)
            // The spelling `--only` takes gives the name back, lowercase words joined by `-`.
            #expect(MigrationName(rawValue: migration.name.rawValue) == migration.name)
            #expect(migration.name.rawValue.split(separator: "-").allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase && $0.isASCII } })
        }
        #expect(MigrationName(rawValue: "nonesuch") == nil)
        // Names order as the registry does, and the cross-file ones are those that say so.
        #expect(MigrationName.allCases.reversed().sorted() == MigrationName.allCases)
        #expect(MigrationName.crossFile == Set(Migrations.all.filter(\.isCrossFile).map(\.name)))
    }

    /// The registry is the only list: every name the sources declare (`MigrationName("…")`)
    /// belongs to a registered migration, once, in the file of that migration's type, which
    /// holds its explanation too.
    @Test func everyDeclaredNameIsARegisteredMigrationsOwn() throws {
        var declared: [String: [String]] = [:]
        var texts: [String: String] = [:]
        let files = PortabilityTests.packageSwiftFiles().filter { $0.hasPrefix("Sources/") }
        #expect(files.count > 50, "the package's sources were not found under \(packageRoot.path)")
        for path in files {
            let bytes = try FileSystem.readFile(packageRoot.appendingPathComponent(path).path)
            texts[path] = String(decoding: bytes, as: UTF8.self)
            let file = SourceFile(bytes: bytes)
            for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.token(index, is: "MigrationName") {
                guard let open = file.nextSignificant(after: index), file.tokens[open].kind == .openParen,
                      let spelling = file.nextSignificant(after: open), file.tokens[spelling].kind == .string else { continue }
                declared[file.text(of: spelling).trimmingCharacters(in: CharacterSet(charactersIn: "\"")), default: []].append(path)
            }
        }
        #expect(Set(declared.keys) == Set(MigrationName.allCases.map(\.rawValue)), "declared: \(declared)")
        for migration in Migrations.all {
            let type = String(describing: type(of: migration))
            let paths = declared[migration.name.rawValue] ?? []
            #expect(paths.count == 1, "\(migration.name.rawValue) is declared in \(paths)")
            guard let path = paths.first, let text = texts[path] else { continue }
            #expect(text.contains("struct \(type): Migration"), "\(path) declares \(migration.name.rawValue) but not \(type)")
            #expect(text.contains("extension \(type) {\n    var explanation: Explanation"), "\(type)'s explanation is not in \(path)")
        }
    }

    /// Every migration has fixtures, and every fixture group is a migration's.
    @Test func fixtureGroupsAreTheMigrations() throws {
        let groups = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Fixtures/cases").path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(groups) == Set(MigrationName.allCases.map(\.rawValue)))
    }

    /// A name is its spelling in JSON, and only a registered spelling reads back.
    @Test func namesEncodeAsTheirSpelling() throws {
        let encoded = try JSONEncoder().encode([MigrationName.shadowTypes, .conditions])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["shadow-types","conditions"]"#)
        #expect(try JSONDecoder().decode([MigrationName].self, from: encoded) == [.shadowTypes, .conditions])
        #expect(throws: (any Error).self) { try JSONDecoder().decode([MigrationName].self, from: Data(#"["nonesuch"]"#.utf8)) }
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

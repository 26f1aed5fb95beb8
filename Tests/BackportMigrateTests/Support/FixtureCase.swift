import Foundation
import Testing
@testable import BackportMigrate

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One fixture case: `Fixtures/cases/<migration>/<case>/` with `input.swift` (or `main.swift`:
/// top-level code, a module's main file, where statements stand at file level), an optional
/// `expected.swift` (absent: the input must come out unchanged) and optional `args`
/// (`--target SPEC` repeatable, `--only LIST`, `--skip LIST`; default `--target 16`).
struct FixtureCase: Sendable, CustomTestStringConvertible {
    let group: String
    let name: String
    let folder: URL
    /// `input.swift`, or `main.swift` for top-level code.
    let inputName: String

    var testDescription: String { "\(group)/\(name)" }
    /// Whether the input is a main file's top-level code, which parses only as `main.swift`.
    var isTopLevelCode: Bool { inputName == "main.swift" }
    var input: [UInt8] { Self.read(folder.appendingPathComponent(inputName))! }
    /// The expected output; the input itself when the case must not change.
    var expected: [UInt8] { Self.read(folder.appendingPathComponent("expected.swift")) ?? input }
    var expectsChange: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected.swift").path) }

    /// Expected review items, from the optional `review` file: one `LINE: text` a line,
    /// where `text` must occur in the item's message.
    var expectedReviews: [(line: Int, text: String)] {
        let text = String(decoding: Self.read(folder.appendingPathComponent("review")) ?? [], as: UTF8.self)
        return text.split(separator: "\n").compactMap { entry in
            guard let colon = entry.firstIndex(of: ":"), let line = Int(entry[..<colon]) else { return nil }
            return (line, entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// The migrator the case's `args` ask for.
    func migrator() throws -> Migrator {
        var targets: [String] = []
        var swiftVersion: Version?
        var enabled = Set(MigrationName.allCases)
        let text = String(decoding: Self.read(folder.appendingPathComponent("args")) ?? [], as: UTF8.self)
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init).makeIterator()
        while let word = words.next() {
            switch word {
            case "--target", "-t": targets.append(words.next() ?? "")
            case "--only": enabled = Set((words.next() ?? "").split(separator: ",").compactMap { MigrationName(rawValue: String($0)) })
            case "--skip": enabled.subtract((words.next() ?? "").split(separator: ",").compactMap { MigrationName(rawValue: String($0)) })
            case "--swift-version": swiftVersion = Version(words.next() ?? "")
            default: throw FixtureError.badArgs("\(testDescription): unknown word '\(word)' in args")
            }
        }
        return Migrator(targets: try DeploymentTargets.parse(targets.isEmpty ? ["16"] : targets), enabled: enabled, swiftVersion: swiftVersion)
    }

    /// Migrates `bytes` as the command line does a one-file run: indexed as a project of its
    /// own, so that the cross-file migrations see what the file declares.
    func migrate(_ bytes: [UInt8]) throws -> FileResult {
        let migrator = try migrator()
        let run = ProjectMigration(targets: migrator.targets, enabled: Set(migrator.migrations.map(\.name)), swiftVersion: migrator.swiftVersion)
        return run.migrate([ProjectMigration.File(path: inputName, bytes: bytes)])[0]
    }

    /// Every case under `Fixtures/cases`, sorted by group and name.
    static let all: [FixtureCase] = {
        let root = packageRoot.appendingPathComponent("Fixtures/cases")
        let manager = FileManager.default
        var cases: [FixtureCase] = []
        for group in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
            let groupURL = root.appendingPathComponent(group)
            for name in (try? manager.contentsOfDirectory(atPath: groupURL.path)) ?? [] {
                let folder = groupURL.appendingPathComponent(name)
                for inputName in ["input.swift", "main.swift"] where manager.fileExists(atPath: folder.appendingPathComponent(inputName).path) {
                    cases.append(FixtureCase(group: group, name: name, folder: folder, inputName: inputName))
                }
            }
        }
        return cases.sorted { ($0.group, $0.name) < ($1.group, $1.name) }
    }()

    static func cases(in group: String) -> [FixtureCase] { all.filter { $0.group == group } }

    static func read(_ url: URL) -> [UInt8]? {
        (try? Data(contentsOf: url)).map { [UInt8]($0) }
    }
}

enum FixtureError: Error, CustomStringConvertible {
    case badArgs(String)
    var description: String {
        switch self { case .badArgs(let message): return message }
    }
}

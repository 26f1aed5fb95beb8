import Foundation
import Testing
@testable import BackportMigrate

/// The files other tools run this one from (pre-commit's hooks, the GitHub Action) and the
/// changelog agree with the command line as it is: an option renamed or a version bumped in one
/// place only fails here.
@Suite struct DistributionTests {
    private func read(_ name: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func preCommitHooksRunOptionsTheParserTakes() throws {
        let entries = try read(".pre-commit-hooks.yaml").split(separator: "\n")
            .compactMap { line -> [String]? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("entry: backport-migrate") else { return nil }
                return trimmed.dropFirst("entry: backport-migrate".count).split(separator: " ").map(String.init)
            }
        #expect(entries == [["--check"], []])
        for arguments in entries {
            let options = try OptionParser.parse(arguments + ["Sources/App.swift"])
            #expect(options.paths == ["Sources/App.swift"])
        }
    }

    @Test func theActionRunsACheckWithGitHubAnnotations() throws {
        let action = try read("action.yml")
        let command = try #require(action.split(separator: "\n").first { $0.contains("\"$tool\" ") })
        let fixed = command.split(separator: " ").map(String.init).filter { $0.hasPrefix("--") && !$0.contains("$") }
        #expect(fixed == ["--check", "--format", "github"].filter { $0.hasPrefix("--") })
        let options = try OptionParser.parse(["--check", "--format", "github", "--target", "iOS=16,macOS=13", "."])
        #expect(options.mode == .check && options.format == .github)
    }

    @Test func theChangelogNamesTheVersionTheToolPrints() throws {
        let heading = try #require(try read("CHANGELOG.md").split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(heading.hasPrefix("## \(CLI.version) "), "\(heading)")
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// `--plan`: the candidate targets come from what the files name, and every row is exactly
/// what a real run at that target reports.
@Suite struct PlanTests {
    private func row(_ targets: DeploymentTargets, _ files: [ProjectMigration.File], enabled: Set<MigrationName> = Set(MigrationName.allCases)) -> PlanRow {
        let results = ProjectMigration(targets: targets, enabled: enabled).migrate(files)
        return PlanRow(targets: targets, enabled: enabled, results: results, original: files.map(\.bytes))
    }

    @Test func everyRowOfTheSampleAppEqualsARealRun() throws {
        let root = SampleApp.root.standardizedFileURL.path
        let files = try SampleApp.sourceFiles.map { url in
            ProjectMigration.File(path: String(url.path.dropFirst(root.count + 1)), bytes: [UInt8](try Data(contentsOf: url)))
        }
        let current = try DeploymentTargets.parse(["14"])
        let plan = Plan(files: files, current: current, enabled: Set(MigrationName.allCases), jobs: 2)
        #expect(plan.rows.first?.targets == current)
        #expect(plan.rows.count >= 4, "\(plan.rows.map(\.targets))")
        #expect(plan.rows.contains { $0.targets == (try? DeploymentTargets.parse(["16"])) })
        for planned in plan.rows {
            #expect(planned == row(planned.targets, files), "row \(planned.targets)")
        }
        // Raising the target removes more.
        #expect(plan.rows.last!.linesRemoved > plan.rows.first!.linesRemoved)
    }

    @Test(arguments: ProjectFixtureCase.all.filter { $0.group == "obsoleted" || $0.group == "shadow-types" }.prefix(8))
    func rowsOfFixtureProjectsEqualRealRuns(_ fixture: ProjectFixtureCase) throws {
        let current = try DeploymentTargets.parse(["13"])
        let plan = Plan(files: fixture.input, current: current, enabled: Set(MigrationName.allCases))
        for planned in plan.rows {
            #expect(planned == row(planned.targets, fixture.input), "\(fixture.testDescription) at \(planned.targets)")
        }
    }

    @Test func severalPlatformsGiveTheCombinationsChecksName() throws {
        let source = """
            func f() {
                if #available(iOS 16, macOS 13, *) { a() } else { b() }
                if #available(iOS 17, *) { c() }
                if #available(iOS 15, macOS 11, *) { d() }
            }

            """
        let file = SourceFile(bytes: Array(source.utf8))
        let current = try DeploymentTargets.parse(["iOS=15,macOS=12"])
        let rows = Plan.candidates(current: current, files: [file]).map { targets in
            Platform.allCases.compactMap { platform in targets.explicit[platform].map { "\(platform.rawValue) \($0)" } }.joined(separator: ", ")
        }
        #expect(rows == ["iOS 15, macOS 12", "iOS 16, macOS 13", "iOS 17, macOS 12"])
    }

    @Test func attributesNameVersionsToo() throws {
        let source = "@available(iOS, introduced: 15, obsoleted: 17)\nfunc f() {}\n@available(iOS 16.4, *)\nfunc g() {}\n"
        let rows = Plan.candidates(current: try DeploymentTargets.parse(["14"]), files: [SourceFile(bytes: Array(source.utf8))])
        #expect(rows.map { $0.explicit[.iOS]!.description } == ["14", "15", "16.4", "17"])
    }

    /// An application extension's version is a candidate of its platform, whose target a run
    /// gives it (a widget's `#available(iOSApplicationExtension 17.0, *)` goes at iOS 17).
    @Test func applicationExtensionsNameTheirPlatformsVersions() throws {
        let source = """
            func f() {
                if #available(iOSApplicationExtension 17.0, *) { a() } else { b() }
            }
            @available(iOSApplicationExtension, introduced: 16.1)
            func g() {}

            """
        let rows = Plan.candidates(current: try DeploymentTargets.parse(["15"]), files: [SourceFile(bytes: Array(source.utf8))])
        #expect(rows.map { $0.explicit[.iOS]!.description } == ["15", "16.1", "17.0"])
    }

    @Test func barsAreProportionalAndPlainWithoutUnicode() {
        #expect(PlanText.bar(0, of: 10, unicode: true) == "")
        #expect(PlanText.bar(10, of: 10, unicode: true) == String(repeating: "█", count: 24))
        #expect(PlanText.bar(5, of: 10, unicode: true) == String(repeating: "█", count: 12))
        #expect(PlanText.bar(10, of: 10, unicode: false) == String(repeating: "#", count: 24))
        #expect(PlanText.bar(1, of: 1000, unicode: true) == "▏")
        #expect(PlanText.isUTF8(["LANG": "en_US.UTF-8"]))
        #expect(!PlanText.isUTF8(["LANG": "C"]))
        #expect(!PlanText.isUTF8(["LC_ALL": "C", "LANG": "en_US.UTF-8"]))
    }

    @Test func jsonHasOneObjectPerRow() throws {
        let files = [ProjectMigration.File(path: "A.swift", bytes: Array("func f() {\n    if #available(iOS 16, *) {\n        a()\n    } else {\n        b()\n    }\n}\n".utf8))]
        let plan = Plan(files: files, current: try DeploymentTargets.parse(["15"]), enabled: Set(MigrationName.allCases))
        let text = PlanJSON(plan, filesScanned: 1).encoded()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.count == 2)
        #expect(rows[0]["current"] as? Bool == true)
        #expect(rows[1]["linesRemoved"] as? Int == 4)
        #expect((rows[1]["edits"] as? [String: Int])?["conditions"] == 1)
        #expect((rows[1]["targets"] as? [[String: String]])?.first?["version"] == "16")
    }
}

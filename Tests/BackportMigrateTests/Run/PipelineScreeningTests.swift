import Foundation
import Testing
@testable import BackportMigrate

/// Phase 1 reads every file once; phase 2 reads again only the files that a migration needing
/// no index may act on, that are no Swift source, or that the index holds facts of.
@Suite struct PipelineScreeningTests {
    @Test func phaseTwoReadsOnlyWhatAMigrationMayActOn() throws {
        let sandbox = try Sandbox()
        let files: [String: String] = [
            "Backport.swift": """
                import SwiftUI
                struct Backport<Content> { let content: Content }
                extension View { var backport: Backport<Self> { Backport(content: self) } }
                extension Backport where Content: View {
                    @ViewBuilder func badge(_ count: Int) -> some View {
                        if #available(iOS 15, *) { content.badge(count) } else { content }
                    }
                }

                """,
            "Calls.swift": "import SwiftUI\nlet row = Text(\"a\").backport.badge(1)\n",
            "Check.swift": "func f() {\n    if #available(iOS 15, *) { g() }\n}\n",
            "Old.swift": "@available(iOS, obsoleted: 15)\nstruct FindBar {}\n",
            "UsesOld.swift": "let bar = FindBar()\n",
            "Plain.swift": "let answer = 42\n",
            "Empty.swift": "",
            "Binary.swift": "let a = 1\u{0}\n",
        ]
        for (name, text) in files { try sandbox.write(name, text) }
        let discovered = try SourceDiscovery(currentDirectory: sandbox.root).discover(["."], collectSources: true).files
        let pipeline = Pipeline(migrator: Migrator(targets: try DeploymentTargets.parse(["16"])), jobs: 2)
        let (_, toMigrate) = pipeline.index(.disk(discovered))
        #expect(toMigrate.map { $0.map { discovered[$0].displayPath } }
                == ["Backport.swift", "Binary.swift", "Calls.swift", "Check.swift", "Empty.swift", "Old.swift", "UsesOld.swift"])

        // Without a cross-file migration there is no first pass: every file is read in phase 2.
        let local = Pipeline(migrator: Migrator(targets: try DeploymentTargets.parse(["16"]), enabled: [.conditions, .attributes]),
                             jobs: 2)
        #expect(local.index(.disk(discovered)).toMigrate == nil)
    }

    @Test func whatNeedsNoIndexIsTheLocalMigrationsPreChecks() throws {
        let migrator = Migrator(targets: try DeploymentTargets.parse(["16"]))
        #expect(migrator.mayActWithoutIndex(on: Array("if #available(iOS 15, *) {}\n".utf8)))
        #expect(migrator.mayActWithoutIndex(on: Array("@available(iOS 15, *) struct A {}\n".utf8)))
        #expect(!migrator.mayActWithoutIndex(on: Array("let backport = 1\n".utf8)), "that is the index's to find")
        #expect(!migrator.mayActWithoutIndex(on: Array("#if swift(>=5.9)\n#endif\n".utf8)), "no --swift-version")
        let compiler = Migrator(targets: try DeploymentTargets.parse(["16"]), swiftVersion: Version("5.9"))
        #expect(compiler.mayActWithoutIndex(on: Array("#if swift(>=5.9)\n#endif\n".utf8)))
        #expect(migrator.mayActWithoutIndex(on: []))
        #expect(migrator.mayActWithoutIndex(on: [0x61, 0xFF, 0x0A]))
    }
}

import Foundation
import Testing
@testable import BackportMigrate

/// A file the tokenizer cannot read through is left as it is and reported as failed; what it
/// says is unknown, so every name of the run that its bytes hold counts as used by code that
/// stays. (Not a fixture case: those must process every file.)
@Suite struct UnreadableFileTests {
    static let helper = """
        import SwiftUI

        func formattedBadge(_ count: Int) -> String {
            count > 99 ? "99+" : String(count)
        }

        extension View {
            @available(iOS, obsoleted: 16.0)
            func legacyBadge(_ count: Int) -> some View {
                overlay(Text(formattedBadge(count)))
            }
        }

        """

    /// `swiftc` only warns about a NUL byte inside a string literal; the tokenizer refuses it.
    static let failing = Array("struct Title {\n    var count: Int\n    var text: String { \"Inbox\0\" + formattedBadge(count) }\n}\n".utf8)

    @Test func aNameInAFailedFileKeepsItsDeclaration() throws {
        let run = ProjectMigration(targets: try DeploymentTargets.parse(["16"]))
        let results = run.migrate([
            ProjectMigration.File(path: "Compatibility/Badge.swift", bytes: Array(Self.helper.utf8)),
            ProjectMigration.File(path: "Models/Title.swift", bytes: Self.failing),
        ])
        #expect(results[1].status == .failed)
        let output = String(decoding: try #require(results[0].output), as: UTF8.self)
        #expect(output.contains("func formattedBadge"), "a declaration the failed file names was deleted")
        #expect(!output.contains("legacyBadge"))
    }

    static let backport = """
        import SwiftUI

        struct Backport<Content> {
            let content: Content
        }

        extension View {
            var backport: Backport<Self> { Backport(content: self) }
        }

        extension Backport where Content: View {
            @ViewBuilder func badge(_ count: Int) -> some View {
                if #available(iOS 15, *) {
                    content.badge(count)
                } else {
                    content
                }
            }
        }

        """

    @Test func aShimCalledFromAFailedFileStaysWithTheBackportType() throws {
        let run = ProjectMigration(targets: try DeploymentTargets.parse(["16"]))
        let caller = Array("struct Row: View {\n    var body: some View { Text(\"Inbox\0\").backport.badge(3) }\n}\n".utf8)
        let results = run.migrate([
            ProjectMigration.File(path: "Compatibility/Backport.swift", bytes: Array(Self.backport.utf8)),
            ProjectMigration.File(path: "Views/Row.swift", bytes: caller),
        ])
        #expect(results[1].status == .failed)
        #expect(results[0].status != .deleted, "the shim a failed file calls was deleted with the Backport type")
        let output = results[0].output.map { String(decoding: $0, as: UTF8.self) } ?? Self.backport
        #expect(output.contains("func badge") && output.contains("struct Backport"))
        #expect(results[0].reviewItems.contains { $0.message.contains("Views/Row.swift could not be read through") })
    }
}

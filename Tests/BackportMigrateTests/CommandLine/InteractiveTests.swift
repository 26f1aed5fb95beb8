import Foundation
import Testing
@testable import BackportMigrate

/// `--interactive` with answers piped on standard input: only accepted hunks are written, a
/// file's hunks together; `q` leaves every file not yet answered as it was.
@Suite struct InteractiveTests {
    /// Two hunks: the check at the top and the one-line check at the bottom.
    static let twoHunks = """
        func f() {
            if #available(iOS 15, *) {
                a()
            } else {
                b()
            }
            one()
            two()
            three()
            four()
            five()
            six()
            seven()
            if #available(iOS 14, *) { c() }
        }

        """
    static let firstOnly = twoHunks.replacingOccurrences(of: "    if #available(iOS 15, *) {\n        a()\n    } else {\n        b()\n    }\n", with: "    a()\n")
    static let both = firstOnly.replacingOccurrences(of: "    if #available(iOS 14, *) { c() }\n", with: "    c()\n")

    private func run(_ answers: String, files: [String: String] = ["A.swift": twoHunks]) throws -> (Sandbox, Outcome) {
        let sandbox = try Sandbox()
        for (path, text) in files { try sandbox.write(path, text) }
        return (sandbox, sandbox.run(["--interactive", "--target", "16", "--color", "never", "."], input: answers))
    }

    @Test func acceptAll() throws {
        let (sandbox, outcome) = try run("a\n")
        #expect(outcome.code == 0)
        #expect(try sandbox.read("A.swift") == Self.both)
        #expect(outcome.error.contains("2 hunks applied, 0 skipped"))
        #expect(outcome.output.components(separatedBy: "Apply this hunk [y,n,a,d,q,?]? ").count == 2)
    }

    @Test func acceptNone() throws {
        let (sandbox, outcome) = try run("n\nn\n")
        #expect(try sandbox.read("A.swift") == Self.twoHunks)
        #expect(outcome.error.contains("0 hunks applied, 2 skipped"))
    }

    @Test func acceptSome() throws {
        let (sandbox, outcome) = try run("y\nn\n")
        #expect(try sandbox.read("A.swift") == Self.firstOnly)
        #expect(outcome.output.contains("(conditions)"))
    }

    @Test func helpThenAnswer() throws {
        let (sandbox, outcome) = try run("?\nwhat\ny\nd\n")
        #expect(try sandbox.read("A.swift") == Self.firstOnly)
        #expect(outcome.output.contains("a - apply this hunk and all later hunks in the file"))
    }

    @Test func quitMidwayLeavesUnansweredFilesAsTheyWere() throws {
        let (sandbox, outcome) = try run("y\nq\n", files: ["A.swift": Self.twoHunks, "B.swift": Self.twoHunks])
        #expect(try sandbox.read("A.swift") == Self.firstOnly)
        #expect(try sandbox.read("B.swift") == Self.twoHunks)
        #expect(outcome.error.contains("1 hunk applied, 3 skipped"))
    }

    @Test func answersRunningOutMeanQuit() throws {
        let (sandbox, _) = try run("y\n", files: ["A.swift": Self.twoHunks, "B.swift": Self.twoHunks])
        #expect(try sandbox.read("A.swift") == Self.firstOnly)
        #expect(try sandbox.read("B.swift") == Self.twoHunks)
    }

    @Test func aFileLeftWithOnlyImportsIsDeletedWhenAccepted() throws {
        let only = "import Foundation\n\n@available(iOS, obsoleted: 16)\nfunc legacy() {}\n"
        let (sandbox, outcome) = try run("y\n", files: ["Legacy.swift": only])
        #expect(outcome.output.contains("Delete this file [y,n,q,?]? "))
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("Legacy.swift")))
    }

    /// A check written at its body's indentation: collapsing it takes out its first and last
    /// lines only, two hunks of one edit.
    static let oneEditTwoHunks = """
        func f() {
            if #available(iOS 15, *) {
            a()
            b()
            c()
            d()
            e()
            f()
            g()
            }
        }

        """

    @Test func theHunksOfOneEditAreOneQuestion() throws {
        let (sandbox, outcome) = try run("y\nn\n", files: ["A.swift": Self.oneEditTwoHunks])
        #expect(outcome.output.components(separatedBy: "Apply these 2 hunks (one change) [y,n,a,d,q,?]? ").count == 2)
        #expect(!outcome.output.contains("Apply this hunk"))
        let migrated = Self.oneEditTwoHunks.replacingOccurrences(of: "    if #available(iOS 15, *) {\n", with: "")
            .replacingOccurrences(of: "    }\n}\n", with: "}\n")
        #expect(try sandbox.read("A.swift") == migrated)
        #expect(outcome.error.contains("2 hunks applied, 0 skipped"))

        let (declined, _) = try run("n\ny\n", files: ["A.swift": Self.oneEditTwoHunks])
        #expect(try declined.read("A.swift") == Self.oneEditTwoHunks)
    }

    @Test func aPartOfAnEditIsNeverWritten() throws {
        // Without the edits' lines (as nothing joins the hunks), the answers could take half
        // of the edit: the file would be unbalanced, so it stays as it is.
        let original = Array(Self.oneEditTwoHunks.utf8)
        let migrated = Array(Self.oneEditTwoHunks.replacingOccurrences(of: "    if #available(iOS 15, *) {\n", with: "")
            .replacingOccurrences(of: "    }\n}\n", with: "}\n").utf8)
        let output = ConsoleStream(capturingAsTerminal: false)
        let console = Console(standardOutput: output, standardError: ConsoleStream(capturingAsTerminal: false),
                              readStandardInput: { Array("y\nn\n".utf8) }, environment: [:], currentDirectory: "/")
        let review = InteractiveReview(console: console, color: false, context: 3)
        var result = FileResult(path: "A.swift", status: .changed, editCounts: [.conditions: 1], reviewItems: [], output: migrated)
        result.editedLines = [:]
        #expect(review.review(result, original: original) == .leave)
        #expect(output.text.contains("A.swift: the hunks applied without the others would leave the file unbalanced; it is left as it is"))
        #expect(review.applied == 0 && review.skipped == 2)
    }

    @Test func editsCountWhatIsApplied() throws {
        let (_, some) = try run("y\nn\n")
        #expect(some.error.contains("edits: conditions 1,"))
        let (_, all) = try run("a\n")
        #expect(all.error.contains("edits: conditions 2,"))
    }

    @Test(arguments: [["-i", "--check"], ["-i", "--dry-run"], ["-i", "--plan"], ["-i", "--format", "json"], ["-i", "-"]])
    func cannotBeCombined(_ arguments: [String]) throws {
        let outcome = try Sandbox().run(arguments + ["--target", "16"])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("--interactive"))
    }
}

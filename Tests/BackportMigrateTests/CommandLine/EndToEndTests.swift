import Foundation
import Testing
@testable import BackportMigrate

/// Each row of the command-line contract, run through the built executable on a temporary folder.
@Suite struct EndToEndTests {
    static let obsolete = """
        func f() {
            if #available(iOS 15, *) {
                a()
            } else {
                b()
            }
        }

        """
    static let migrated = """
        func f() {
            a()
        }

        """
    static let current = "func g() {\n    c()\n}\n"
    /// Unbalanced, and with work for a migration: a file no migration looks at is never
    /// tokenized, so its balance is never judged.
    static let unbalanced = "func h() {\n    if #available(iOS 15, *) {\n"

    @Test func nothingToDoExitsZero() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.current)
        let outcome = try await sandbox.runBinary(["--target", "16"])
        #expect(outcome.code == 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains("Targets: iOS 16 (--target)"))
        #expect(outcome.error.contains("0 of 1 file changed"))
        // A version the compiler reads as another is said so.
        let renumbered = try await sandbox.runBinary(["--target", "visionOS=3,iOS=19,macOS=10.16", "--check"])
        #expect(renumbered.error.hasPrefix("Targets: iOS 19 (read as 26) (--target), macOS 10.16 (read as 11.0) (--target), visionOS 3 (read as 26) (--target)\n"),
                "\(renumbered.error)")
    }

    @Test func writeModeRewritesInPlaceKeepingPermissions() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Sources/B.swift", Self.current)
        #expect(sandbox.setPermissions("Sources/A.swift", 0o600))
        let outcome = try await sandbox.runBinary(["-t", "16"])
        #expect(outcome.code == 0)
        #expect(outcome.output.isEmpty)
        #expect(try sandbox.read("Sources/A.swift") == Self.migrated)
        #expect(try sandbox.read("Sources/B.swift") == Self.current)
        #expect(FileSystem.sizeAndMode(of: sandbox.path("Sources/A.swift"))?.mode == 0o600)
        #expect(try FileSystem.entries(of: sandbox.path("Sources")).sorted() == ["A.swift", "B.swift"])
        #expect(outcome.error.contains("1 of 2 files changed; edits: conditions 1"))
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        let outcome = try await sandbox.runBinary(["-t", "16", "--dry-run"])
        #expect(outcome.code == 0)
        #expect(outcome.output.hasPrefix("diff --git a/A.swift b/A.swift\n--- a/A.swift\n+++ b/A.swift\n@@ -1,7 +1,3 @@\n"))
        #expect(outcome.output.contains("-    if #available(iOS 15, *) {\n"))
        #expect(outcome.output.contains("+    a()\n"))
        #expect(try sandbox.read("A.swift") == Self.obsolete)
        #expect(outcome.error.contains("1 of 1 file would change"))
    }

    @Test func checkExitsOneWhenSomethingWouldChange() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        let pending = try await sandbox.runBinary(["--check", "-t", "16"])
        #expect(pending.code == 1)
        #expect(pending.output.isEmpty)
        #expect(try sandbox.read("A.swift") == Self.obsolete)
        let clean = try await sandbox.runBinary(["--check", "-t", "14"])
        #expect(clean.code == 0)
        let withDiff = try await sandbox.runBinary(["--check", "--dry-run", "-t", "16"])
        #expect(withDiff.code == 1)
        #expect(withDiff.output.hasPrefix("diff --git a/A.swift b/A.swift\n"))
    }

    @Test func standardInputToStandardOutput() async throws {
        let sandbox = try Sandbox()
        let written = try await sandbox.runBinary(["-t", "16", "-"], input: Self.obsolete)
        #expect(written.code == 0)
        #expect(written.output == Self.migrated)
        let diff = try await sandbox.runBinary(["-t", "16", "-n", "-"], input: Self.obsolete)
        #expect(diff.code == 0)
        #expect(diff.output.hasPrefix("diff --git a/<stdin> b/<stdin>\n"))
        let check = try await sandbox.runBinary(["-t", "16", "--check", "-"], input: Self.obsolete)
        #expect(check.code == 1)
        #expect(check.output.isEmpty)
        // A failure still passes the text through, so a pipe never loses it.
        let failed = try await sandbox.runBinary(["-t", "16", "-"], input: Self.unbalanced)
        #expect(failed.code == 3)
        #expect(failed.output == Self.unbalanced)
        #expect(failed.error.contains("<stdin>:"))
    }

    /// A file the run would delete (only imports left) cannot be deleted from a pipe: what is
    /// left of it comes out, never the unchanged input.
    @Test func standardInputOfAFileThatWouldBeDeletedPrintsWhatIsLeft() async throws {
        let shimsOnly = """
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
        let sandbox = try Sandbox()
        let outcome = try await sandbox.runBinary(["-t", "16", "-"], input: shimsOnly)
        #expect(outcome.code == 0)
        #expect(outcome.output == "import SwiftUI\n")
        #expect(outcome.error.contains("1 of 1 file changed (1 deleted)"))
    }

    @Test func aFailingFileAmongGoodOnesExitsThreeAndTheOthersAreDone() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("B.swift", Self.unbalanced)
        try sandbox.write("C.swift", bytes: Array("let a = 1\n".utf8) + [0, 1, 2])
        try sandbox.write("D.swift", bytes: Array("let s = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        try sandbox.write("E.swift", "")
        try sandbox.write("F.swift", Self.obsolete)
        let outcome = try await sandbox.runBinary(["-t", "16"])
        #expect(outcome.code == 3)
        #expect(try sandbox.read("A.swift") == Self.migrated)
        #expect(try sandbox.read("F.swift") == Self.migrated)
        #expect(try sandbox.read("B.swift") == Self.unbalanced)
        #expect(try FileSystem.readFile(sandbox.path("C.swift")) == Array("let a = 1\n".utf8) + [0, 1, 2])
        #expect(try sandbox.read("E.swift") == "")
        #expect(outcome.error.contains("B.swift:1: "))
        #expect(outcome.error.contains("C.swift:2: binary file"))
        #expect(outcome.error.contains("D.swift:1: invalid UTF-8"))
        #expect(outcome.error.contains("2 of 6 files changed"))
        #expect(outcome.error.contains("3 failed"))
    }

    @Test func aHugeFileIsRefusedWithoutBeingRead() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Huge.swift", "")
        // Sparse: the size is what the tool checks, so the test needs no real 65 MiB.
        let huge = try #require(FileHandle(forWritingAtPath: sandbox.path("Huge.swift")))
        try huge.truncate(atOffset: UInt64(Pipeline.sizeLimit + 1))
        try huge.close()
        try sandbox.write("A.swift", Self.obsolete)
        let outcome = try await sandbox.runBinary(["-t", "16"])
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("Huge.swift: 65 MiB, over the 64 MiB limit; left as is"))
        #expect(FileSystem.sizeAndMode(of: sandbox.path("Huge.swift"))?.size == Pipeline.sizeLimit + 1)
        #expect(try sandbox.read("A.swift") == Self.migrated)
    }

    @Test func aFileThatCannotBeWrittenIsReportedAndKept() async throws {
        let sandbox = try Sandbox()
        // The temporary file beside it would have a name too long for the file system.
        let long = String(repeating: "n", count: 240) + ".swift"
        try sandbox.write(long, Self.obsolete)
        try sandbox.write("A.swift", Self.obsolete)
        let outcome = try await sandbox.runBinary(["-t", "16"])
        #expect(outcome.code == 3)
        #expect(try sandbox.read(long) == Self.obsolete)
        #expect(try sandbox.read("A.swift") == Self.migrated)
        #expect(outcome.error.contains("\(long): not written, original kept"))
    }

    /// A summary that names no changed file counts those with nothing else to say without
    /// keeping them; its counts, closing line and exit code are those of the runs that keep
    /// every file (`--verbose`, JSON).
    @Test func summariesCountWhatTheyDoNotName() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("B.swift", Self.obsolete.replacingOccurrences(of: "func f", with: "func f2"))
        try sandbox.write("C.swift", Self.current)
        try sandbox.write("D.swift", "import Foundation\n\n@available(iOS, obsoleted: 15)\nfunc old() {}\n")
        try sandbox.write("E.swift", "func r() {\n    // iOS 14 fallback below\n    if #available(iOS 15, *) {\n        a()\n    } else {\n        b()\n    }\n}\n")
        let closing = "4 of 5 files would change (1 deleted); edits: conditions 3, attributes 0, backport 0, shadow-types 0, obsoleted 1; 1 review item"
        for mode in ["--check", "--dry-run"] {
            let counted = try await sandbox.runBinary([mode, "-t", "16"])
            let named = try await sandbox.runBinary([mode, "-t", "16", "--verbose"])
            #expect(counted.code == (mode == "--check" ? 1 : 0) && named.code == counted.code)
            #expect(counted.error.contains(closing), "\(counted.error)")
            #expect(named.error.contains(closing), "\(named.error)")
            #expect(counted.error.contains("E.swift:2: "), "\(counted.error)")
            #expect(named.error.contains("would change A.swift") && named.error.contains("would delete D.swift"))
            // `--check` names the files that would change (CI's log shows them); a dry run's diff does.
            #expect(counted.error.contains("would change A.swift\nwould change B.swift\nwould delete D.swift\nwould change E.swift\n") == (mode == "--check"),
                    "\(counted.error)")
            let json = try await sandbox.runBinary([mode, "-t", "16", "--format", "json"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let summary = try #require(document["summary"] as? [String: Any])
            #expect(summary["filesChanged"] as? Int == 4)
            #expect(summary["filesDeleted"] as? Int == 1)
            #expect((document["files"] as? [[String: Any]])?.count == 4)
        }
        let written = try await sandbox.runBinary(["-t", "16"])
        #expect(written.code == 0)
        #expect(written.error.contains("4 of 5 files changed (1 deleted); edits: conditions 3"), "\(written.error)")
    }

    /// Without writing, review items name lines of the file as it is; once it is written, lines
    /// of the written file, where the user then reads them (a failed write keeps the first).
    @Test func writtenFilesReviewItemsNameTheirNewLines() async throws {
        let sandbox = try Sandbox()
        let text = """
            func first() -> Int {
                if #available(iOS 14, *) {
                    return 1
                }
                if #available(iOS 13, *) {
                    return 2
                }
                return 3
            }

            func second() {
                // iOS 15 shows the sheet
                if #available(iOS 15, *) {
                    show()
                }
            }

            """
        try sandbox.write("A.swift", text)
        let pending = try await sandbox.runBinary(["--check", "-t", "16"])
        #expect(pending.error.contains("A.swift:12: this comment names a platform"), "\(pending.error)")
        let json = try await sandbox.runBinary(["-t", "16", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let items = try #require(files.first?["reviewItems"] as? [[String: Any]])
        #expect(items.map { $0["line"] as? Int } == [6])
        let written = try sandbox.read("A.swift").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(written[5] == "    // iOS 15 shows the sheet", "\(written)")
    }

    /// With `--format json`, the notes go into the document too, and a usage error still gives
    /// a document (exit 2), whether the parser or the run refused.
    @Test func jsonReportCarriesNotesAndUsageErrors() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v15)])\n")
        let run = sandbox.run(["-t", "16", "--format", "json", "--check", "."])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let notes = try #require(document["notes"] as? [String])
        #expect(notes.count == 1 && notes[0].hasPrefix("note: Package.swift targets iOS 15, below --target iOS 16"), "\(notes)")

        for arguments in [["--format", "json", "--bogus"], ["--format=json", "-t", "0", "."], ["--format", "json", "Missing"]] {
            let failed = sandbox.run(arguments)
            #expect(failed.code == 2)
            let error = try #require(try JSONSerialization.jsonObject(with: Data(failed.output.utf8)) as? [String: Any], "\(arguments)")
            #expect(error["exitCode"] as? Int == 2)
            #expect(((error["error"] as? [String: Any])?["message"] as? String)?.isEmpty == false)
            #expect(failed.error.hasPrefix("backport-migrate: "))
        }
        #expect(sandbox.run(["--bogus"]).output.isEmpty, "no document without --format json")
    }

    @Test func jsonReportIsOneValidDocument() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("B.swift", Self.unbalanced)
        try sandbox.write("C.swift", Self.current)
        let outcome = try await sandbox.runBinary(["-t", "iOS=16,macOS=13", "--format", "json", "--dry-run"])
        #expect(outcome.code == 3)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["mode"] as? String == "dry-run")
        #expect(document["exitCode"] as? Int == 3)
        let targets = try #require(document["targets"] as? [[String: String]])
        #expect(targets == [["platform": "iOS", "version": "16", "source": "--target"],
                            ["platform": "macOS", "version": "13", "source": "--target"]])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["filesScanned"] as? Int == 3)
        #expect(summary["filesChanged"] as? Int == 1)
        #expect(summary["filesFailed"] as? Int == 1)
        #expect((summary["edits"] as? [String: Int])?["conditions"] == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["A.swift", "B.swift"])
        #expect(files[0]["status"] as? String == "changed")
        #expect((files[0]["diff"] as? String)?.hasPrefix("diff --git a/A.swift b/A.swift\n") == true)
        #expect(files[1]["status"] as? String == "failed")
        #expect((files[1]["problem"] as? [String: Any])?["line"] as? Int == 1)
        // Standard error keeps the targets line and the failures, and nothing else.
        #expect(outcome.error == "Targets: iOS 16 (--target), macOS 13 (--target)\nFailed (1):\nB.swift:1: '{' is never closed\n")
    }

    @Test func targetsFromEachKindOfManifest() async throws {
        let manifests: [(String, String, String)] = [
            ("Package.swift", "import PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v16), .macOS(.v13)])\n",
             "Targets: iOS 16 (Package.swift), macOS 13 (Package.swift)"),
            ("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\nIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n",
             "Targets: iOS 16.0 (App.xcodeproj/project.pbxproj)"),
            ("Config/Shared.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n", "Targets: iOS 16.0 (Config/Shared.xcconfig)"),
            ("Kit.podspec", "Pod::Spec.new do |s|\n  s.platform = :ios, '16.0'\nend\n", "Targets: iOS 16.0 (Kit.podspec)"),
        ]
        for (path, text, line) in manifests {
            let sandbox = try Sandbox()
            try sandbox.write(path, text)
            try sandbox.write("Sources/A.swift", Self.obsolete)
            let outcome = try await sandbox.runBinary(["--check"])
            #expect(outcome.code == 1, "\(path): \(outcome.error)")
            #expect(outcome.error.contains(line), "\(path): \(outcome.error)")
        }
    }

    @Test func manifestsAroundASingleFileAndStandardInput() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v16)])\n")
        try sandbox.write("Sources/A.swift", Self.obsolete)
        #expect(try await sandbox.runBinary(["--check", "Sources/A.swift"]).code == 1)
        #expect(try await sandbox.runBinary(["-"], input: Self.obsolete).output == Self.migrated)
    }

    @Test func noTargetAnywhereIsAUsageError() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "let package = Package(name: \"A\")\n")
        let outcome = try await sandbox.runBinary([])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("--target"))
        #expect(outcome.error.contains("Package.swift"))
        #expect(try sandbox.read("A.swift") == Self.obsolete)
    }

    @Test func badUsageExitsTwo() async throws {
        let sandbox = try Sandbox()
        let unknown = try await sandbox.runBinary(["--taget", "16"])
        #expect(unknown.code == 2)
        #expect(unknown.error.contains("did you mean --target?"))
        let missing = try await sandbox.runBinary(["-t", "16", "Missing.swift"])
        #expect(missing.code == 2)
        #expect(missing.error.contains("Missing.swift: no such file or folder"))
        let badTarget = try await sandbox.runBinary(["-t", "iOS=x"])
        #expect(badTarget.code == 2)
        #expect(badTarget.error.contains("iOS=x"))
    }

    @Test func excludedPathsAreLeftAlone() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Sources/Generated/B.swift", Self.obsolete)
        try sandbox.write("Vendor/C.swift", Self.obsolete)
        let outcome = try await sandbox.runBinary(["-t", "16", "--exclude", "Generated", "--exclude", "Vendor/**"])
        #expect(outcome.code == 0)
        #expect(try sandbox.read("Sources/A.swift") == Self.migrated)
        #expect(try sandbox.read("Sources/Generated/B.swift") == Self.obsolete)
        #expect(try sandbox.read("Vendor/C.swift") == Self.obsolete)
    }

    @Test func linksOutOfTheTreeAreNotFollowed() async throws {
        let outside = try Sandbox()
        try outside.write("Outside.swift", Self.obsolete)
        try outside.write("Folder/Deep.swift", Self.obsolete)
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.link("Link.swift", to: outside.path("Outside.swift"))
        try sandbox.link("Folder", to: outside.path("Folder"))
        let outcome = try await sandbox.runBinary(["-t", "16", "-v"])
        #expect(outcome.code == 0)
        #expect(try sandbox.read("A.swift") == Self.migrated)
        #expect(try outside.read("Outside.swift") == Self.obsolete)
        #expect(try outside.read("Folder/Deep.swift") == Self.obsolete)
        #expect(outcome.error.contains("Link.swift: skipped, symbolic links are not followed"))
    }

    @Test func jobsDoNotChangeTheOutput() async throws {
        let sandbox = try Sandbox()
        for index in 0..<40 {
            try sandbox.write("Sources/M\(index % 7)/File\(index).swift", index % 3 == 0 ? Self.current : Self.obsolete)
        }
        try sandbox.write("Sources/Broken.swift", Self.unbalanced)
        let one = try await sandbox.runBinary(["-t", "16", "-n", "-v", "--jobs", "1"])
        let four = try await sandbox.runBinary(["-t", "16", "-n", "-v", "--jobs", "4"])
        #expect(one.code == 3)
        #expect(one.output == four.output)
        #expect(one.error == four.error)
        let jsonOne = try await sandbox.runBinary(["-t", "16", "-n", "--format", "json", "-j1"])
        let jsonFour = try await sandbox.runBinary(["-t", "16", "-n", "--format", "json", "-j4"])
        #expect(jsonOne.output == jsonFour.output)
        let paths = one.output.split(separator: "\n").filter { $0.hasPrefix("diff --git ") }
        #expect(paths == paths.sorted())
        #expect(paths.count == 26)
    }

    @Test func quietAndColour() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("B.swift", Self.unbalanced)
        let quiet = try await sandbox.runBinary(["-t", "16", "-n", "-q"])
        #expect(quiet.error.hasPrefix("Failed (1):\nB.swift:1: "))
        #expect(!quiet.error.contains("Targets:"))
        let plain = try await sandbox.runBinary(["-t", "16", "-n"])
        #expect(!plain.output.contains("\u{1B}["))
        #expect(!plain.error.contains("\u{1B}["))
        let coloured = try await sandbox.runBinary(["-t", "16", "-n", "--color", "always"])
        #expect(coloured.output.contains("\u{1B}["))
        #expect(coloured.error.contains("\u{1B}["))
        let noColor = try await sandbox.runBinary(["-t", "16", "-n", "--color", "auto"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.output.contains("\u{1B}["))
    }
}

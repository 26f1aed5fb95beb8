import Foundation
import Testing
@testable import BackportMigrate

/// What the disk can do to a run: each fault is reported with its path, every other file is
/// processed, the exit code is the contract's, and nothing is left half-written (no temporary
/// file, no truncated original).
///
/// The tests run as root here, which ignores permission bits: permission faults are then run
/// as `nobody` (`Sandbox.runBinaryWithoutPrivileges`); a full disk is a file-size limit
/// (`ulimit -f`, which binds root too); a file changed or deleted between reading and writing is
/// made so in-process, right before the write (`Console.beforeWriting`).
@Suite struct FileSystemFaultTests {
    static let obsolete = EndToEndTests.obsolete
    static let migrated = EndToEndTests.migrated

    /// No file the tool made is left behind.
    static func expectNoTemporaryFiles(_ sandbox: Sandbox) throws {
        let leftovers = try GeneratedProjectPropertyTests.tree(sandbox).keys.filter { $0.contains(".backport-migrate-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test func aReadOnlyFileIsNotWritten() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("Locked.swift", Self.obsolete)
        #expect(sandbox.setPermissions("Locked.swift", 0o444))
        // As whoever runs the tests (root too: no write bit at all means read-only), and as a user
        // for whom the permission bits apply.
        for run in [{ try await sandbox.runBinary(["-t", "16"]) }, { try await sandbox.runBinaryWithoutPrivileges(["-t", "16"]) }] {
            try sandbox.write("A.swift", Self.obsolete)
            let outcome = try await run()
            #expect(outcome.code == 3)
            #expect(outcome.error.contains("Locked.swift: not written, original kept: it is read-only"), "\(outcome.error)")
            #expect(try sandbox.read("Locked.swift") == Self.obsolete)
            #expect(FileSystem.sizeAndMode(of: sandbox.path("Locked.swift"))?.mode == 0o444)
            #expect(try sandbox.read("A.swift") == Self.migrated)
        }
        try Self.expectNoTemporaryFiles(sandbox)
    }

    @Test func aReadOnlyFolderIsReportedAndTheOthersWritten() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Sources/Locked/B.swift", Self.obsolete)
        #expect(sandbox.setPermissions("Sources/Locked", 0o555))
        let outcome = try await sandbox.runBinaryWithoutPrivileges(["-t", "16"])
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("Sources/Locked/B.swift: not written, original kept: cannot create a temporary file beside it: Permission denied"),
                "\(outcome.error)")
        #expect(try sandbox.read("Sources/Locked/B.swift") == Self.obsolete)
        #expect(try sandbox.read("Sources/A.swift") == Self.migrated)
        #expect(outcome.error.contains("1 of 2 files changed"), "\(outcome.error)")
        try Self.expectNoTemporaryFiles(sandbox)
    }

    @Test func unreadableFilesAndFoldersAreFailuresNotSkips() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.write("Sources/Secret.swift", Self.obsolete)
        try sandbox.write("Sources/Hidden/C.swift", Self.obsolete)
        #expect(sandbox.setPermissions("Sources/Secret.swift", 0))
        #expect(sandbox.setPermissions("Sources/Hidden", 0))
        let outcome = try await sandbox.runBinaryWithoutPrivileges(["-t", "16"])
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("Sources/Secret.swift: cannot read: Permission denied"), "\(outcome.error)")
        #expect(outcome.error.contains("Sources/Hidden: cannot read folder: Permission denied"), "\(outcome.error)")
        #expect(try sandbox.read("Sources/A.swift") == Self.migrated)
        #expect(sandbox.setPermissions("Sources/Hidden", 0o755))
        #expect(try sandbox.read("Sources/Hidden/C.swift") == Self.obsolete)
    }

    @Test func aFileDeletedBeforeItsWriteIsNotRecreated() throws {
        let sandbox = try Sandbox()
        for name in ["A", "B", "C"] { try sandbox.write("\(name).swift", Self.obsolete) }
        let victim = sandbox.path("B.swift")
        let outcome = sandbox.run(["-t", "16"], beforeWriting: { path in
            if path == victim { try? FileManager.default.removeItem(atPath: path) }
        })
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("B.swift: not written: it was deleted during the run"), "\(outcome.error)")
        #expect(FileSystem.kind(of: victim) == nil)
        #expect(try sandbox.read("A.swift") == Self.migrated)
        #expect(try sandbox.read("C.swift") == Self.migrated)
        try Self.expectNoTemporaryFiles(sandbox)
    }

    @Test func aFileEditedBeforeItsWriteKeepsTheEdit() throws {
        let sandbox = try Sandbox()
        for name in ["A", "B"] { try sandbox.write("\(name).swift", Self.obsolete) }
        let edited = sandbox.path("B.swift")
        let outcome = sandbox.run(["-t", "16"], beforeWriting: { path in
            // As an editor saves: a new file renamed over the old one.
            if path == edited { try? Data("let saved = true\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic) }
        })
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("B.swift: not written: it changed on disk during the run; left as it is now"), "\(outcome.error)")
        #expect(try sandbox.read("B.swift") == "let saved = true\n")
        #expect(try sandbox.read("A.swift") == Self.migrated)
    }

    /// `--bump`: a manifest saved by someone else while the run worked keeps their edit, the run
    /// says so and exits 3, and the code and the other manifests are still written.
    @Test func aManifestEditedBeforeItsWriteKeepsTheEdit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"A\", platforms: [.iOS(.v15)])\n")
        try sandbox.write("App.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        let edited = sandbox.path("App.xcconfig")
        let outcome = sandbox.run(["-t", "16", "--bump"], beforeWriting: { path in
            if path == edited { try? Data("IPHONEOS_DEPLOYMENT_TARGET = 15.4\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic) }
        })
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("App.xcconfig: not written: it changed on disk during the run; left as it is now"), "\(outcome.error)")
        #expect(try sandbox.read("App.xcconfig") == "IPHONEOS_DEPLOYMENT_TARGET = 15.4\n")
        #expect(try sandbox.read("Package.swift").contains("platforms: [.iOS(.v16)]"))
        #expect(try sandbox.read("A.swift") == Self.migrated)
        try Self.expectNoTemporaryFiles(sandbox)
    }

    @Test func aFileToDeleteThatChangedIsKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Backport.swift", """
            import SwiftUI

            struct Backport<Content> {
                let content: Content
            }

            extension View {
                var backport: Backport<Self> { Backport(content: self) }
            }

            """)
        let path = sandbox.path("Backport.swift")
        let outcome = sandbox.run(["-t", "16"], beforeWriting: { written in
            if written == path { try? Data("import SwiftUI\n// new work\n".utf8).write(to: URL(fileURLWithPath: written)) }
        })
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("Backport.swift: not deleted: it changed on disk during the run; left as it is now"), "\(outcome.error)")
        #expect(try sandbox.read("Backport.swift") == "import SwiftUI\n// new work\n")
    }

    /// A full disk, as the kernel reports a write past a size limit: the temporary file of the
    /// big rewrite fails half-way, is removed, and the original stays; the small file is written.
    @Test func aFailedWriteLeavesNothingHalfWritten() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Small.swift", Self.obsolete)
        let big = String(repeating: Self.obsolete, count: 6000)
        try sandbox.write("Big.swift", big)
        #expect(big.utf8.count > 300_000)
        // 64 KiB: enough for the small file, not for the big one.
        let script = "ulimit -f 64; trap '' XFSZ; exec \"$0\" \"$@\""
        let result = try await ChildProcess.run("/bin/bash", ["-c", script, try Sandbox.binary(), "-t", "16"], in: sandbox.root)
        let outcome = Outcome(result)
        #expect(outcome.code == 3)
        #expect(outcome.error.contains("Big.swift: not written, original kept: File too large"), "\(outcome.error)")
        #expect(try sandbox.read("Big.swift") == big)
        #expect(try sandbox.read("Small.swift") == Self.migrated)
        try Self.expectNoTemporaryFiles(sandbox)
    }

    /// Standard output that cannot be written (a full disk behind `> out.patch`): the run says
    /// the diff is incomplete and fails, instead of exiting 0 with half a patch.
    @Test func aFullStandardOutputIsAFailure() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        let result = try await ChildProcess.run("/bin/bash", ["-c", "exec \"$0\" \"$@\" > /dev/full", try Sandbox.binary(), "-t", "16", "-n"],
                                                in: sandbox.root)
        #expect(result.status == 3 && !result.signalled)
        #expect(result.errorText.contains("cannot write to standard output: No space left on device"), "\(result.errorText)")
        #expect(try sandbox.read("A.swift") == Self.obsolete)
    }

    @Test func linkLoopsAreNamedOrSkipped() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", Self.obsolete)
        try sandbox.link("Loop1.swift", to: "Loop2.swift")
        try sandbox.link("Loop2.swift", to: "Loop1.swift")
        try sandbox.link("Folder", to: ".")
        // Inside the tree: never followed, so no loop, and each file once.
        let walked = try await sandbox.runBinary(["-t", "16", "-v", "-n", ".", "Folder"])
        #expect(walked.code == 0, "\(walked.error)")
        #expect(walked.output.components(separatedBy: "diff --git").count == 2, "\(walked.output)")
        #expect(walked.error.contains("Loop1.swift: skipped, symbolic links are not followed"))
        // Named on the command line: followed, and the loop is named.
        let named = try await sandbox.runBinary(["-t", "16", "A.swift", "Loop1.swift"])
        #expect(named.code == 2)
        #expect(named.error.contains("Loop1.swift: a symbolic link that cannot be followed: Too many levels of symbolic links"), "\(named.error)")
        #expect(try sandbox.read("A.swift") == Self.obsolete)
    }

    @Test func aFolderGivenTwiceIsWalkedOnce() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/App/A.swift", Self.obsolete)
        try sandbox.write("Sources/B.swift", Self.obsolete)
        let paths = ["Sources", "Sources", "./Sources/", "Sources/App", "Sources/App/A.swift"]
        let dryRun = try await sandbox.runBinary(["-t", "16", "-n"] + paths)
        #expect(dryRun.code == 0)
        #expect(dryRun.output.components(separatedBy: "diff --git").count == 3, "\(dryRun.output)")
        #expect(dryRun.error.contains("2 of 2 files would change"), "\(dryRun.error)")
        let written = try await sandbox.runBinary(["-t", "16"] + paths)
        #expect(written.code == 0, "\(written.error)")
        #expect(try sandbox.read("Sources/App/A.swift") == Self.migrated)
        #expect(try sandbox.read("Sources/B.swift") == Self.migrated)
    }

    @Test func aMissingPathAmongGoodOnesChangesNothing() async throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", Self.obsolete)
        try sandbox.link("Dangling.swift", to: "Gone.swift")
        for missing in ["Missing.swift", "Dangling.swift"] {
            let outcome = try await sandbox.runBinary(["-t", "16", "Sources", missing])
            #expect(outcome.code == 2)
            #expect(outcome.error.contains(missing + ":"), "\(outcome.error)")
            #expect(try sandbox.read("Sources/A.swift") == Self.obsolete)
        }
    }
}

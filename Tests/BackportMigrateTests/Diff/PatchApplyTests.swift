import Foundation
import Testing
@testable import BackportMigrate

/// A patch for several files, concatenated as the command line prints it, applied by the real
/// tools from the directory the paths are relative to.
@Suite struct PatchApplyTests {
    /// Old and new contents by path; nil new means the file is deleted.
    static let files: [(path: String, old: String, new: String?)] = [
        ("Sources/App/View.swift",
         "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        if #available(iOS 16, *) {\n            Text(\"new\")\n        } else {\n            Text(\"old\")\n        }\n    }\n}\n",
         "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        Text(\"new\")\n    }\n}\n"),
        ("Sources/App/NoNewline.swift", "let a = 1\nlet b = 2", "let a = 1\nlet b = 3"),
        ("Sources/App/GainsNewline.swift", "let a = 1", "let a = 1\n"),
        ("Sources/App/Windows.swift", "a\r\nb\r\nc\r\n", "a\r\nc\r\n"),
        ("Sources/App/Emptied.swift", "let gone = true\n", ""),
        ("Sources/App/Filled.swift", "", "let here = true\n"),
        ("Sources/Backport/Shim.swift", "struct Backport<Content> {}\n", nil),
        ("Sources/My Views/Card View.swift", "let a = 1\nlet b = 2\n", "let a = 1\n"),
        ("Sources/Caf\u{E9}/Men\u{FC} Item.swift", "let a = 1\n", "let a = 2\n"),
        ("Sources/Odd/quote\"back\\slash.swift", "let a = 1\n", "let a = 3\n"),
        ("Package.swift", longFile(1 ... 60), longFile(Array(1 ... 10) + [99] + Array(12 ... 40) + Array(45 ... 60) + [100])),
    ]

    static func longFile<S: Sequence<Int>>(_ numbers: S) -> String {
        numbers.map { "line \($0)\n" }.joined()
    }

    static func patch() -> String {
        files.map { UnifiedDiff.patch(path: $0.path, old: Array($0.old.utf8), new: $0.new.map { Array($0.utf8) }) }.joined()
    }

    /// A fresh directory holding the old files.
    static func oldTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("diff-apply-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.old.utf8).write(to: url)
        }
        return root
    }

    static func run(_ tool: String, _ arguments: [String], in directory: URL, input: String) async throws -> (status: Int32, output: String) {
        let result = try await ChildProcess.run(tool, arguments, in: directory.path, input: Array(input.utf8), mergingError: true)
        return (result.signalled ? 128 + result.status : result.status, result.outputText)
    }

    static func expectNewTree(at root: URL, tool: String) throws {
        for file in files {
            let url = root.appendingPathComponent(file.path)
            if let new = file.new {
                let actual = try Data(contentsOf: url)
                #expect(actual == Data(new.utf8), "\(tool): \(file.path)")
            } else {
                #expect(!FileManager.default.fileExists(atPath: url.path), "\(tool): \(file.path) should be deleted")
            }
        }
    }

    @Test func gnuPatchAppliesIt() async throws {
        let root = try Self.oldTree()
        defer { try? FileManager.default.removeItem(at: root) }
        // The emptied file must survive: only "+++ /dev/null" with "deleted file mode" deletes.
        let result = try await Self.run("/usr/bin/patch", ["-p1", "--batch", "--no-backup-if-mismatch"], in: root, input: Self.patch())
        #expect(result.status == 0, "\(result.output)")
        try Self.expectNewTree(at: root, tool: "patch")
    }

    @Test func gitApplyAppliesIt() async throws {
        let root = try Self.oldTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await Self.run("/usr/bin/git", ["apply", "--verbose", "-"], in: root, input: Self.patch())
        #expect(result.status == 0, "\(result.output)")
        try Self.expectNewTree(at: root, tool: "git apply")
    }
}

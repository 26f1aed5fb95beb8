import Foundation
import Testing
@testable import BackportMigrate

/// One `--bump` fixture: `Fixtures/manifests/<case>/` with an `input/` tree of manifests (and
/// any Swift files), an `expected/` tree (absent: nothing may change), `args` (the `--target`
/// of the run), an optional `edits` file listing every raised target as the summary does
/// (`PATH:LINE: iOS 15 -> 16`, `PATH:LINE: visionOS added at 2`), and an optional `review` file,
/// one `PATH:LINE: text` a line, where `text` must occur in the manifest review item there.
struct ManifestFixtureCase: Sendable, CustomTestStringConvertible {
    let name: String
    let folder: URL

    var testDescription: String { name }

    /// Every file under `root` (not only Swift), paths relative to it, with their bytes.
    static func tree(under root: URL) -> [String: [UInt8]] {
        let rootPath = root.standardizedFileURL.path
        var files: [String: [UInt8]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: rootPath) else { return files }
        while let relative = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = rootPath + "/" + relative
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FixtureCase.read(URL(fileURLWithPath: full)) ?? []
            }
        }
        return files
    }

    var input: [String: [UInt8]] { Self.tree(under: folder.appendingPathComponent("input")) }

    /// The tree after the run: `expected/`, or the input when the case must not change.
    var expected: [String: [UInt8]] {
        let expected = folder.appendingPathComponent("expected")
        return FileManager.default.fileExists(atPath: expected.path) ? Self.tree(under: expected) : input
    }

    var arguments: [String] {
        String(decoding: FixtureCase.read(folder.appendingPathComponent("args")) ?? [], as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).map(String.init)
    }

    var expectedReviews: [String] { lines(of: "review") }
    var expectedEdits: [String] { lines(of: "edits") }

    private func lines(of file: String) -> [String] {
        String(decoding: FixtureCase.read(folder.appendingPathComponent(file)) ?? [], as: UTF8.self)
            .split(separator: "\n").map(String.init)
    }

    static let all: [ManifestFixtureCase] = {
        let root = packageRoot.appendingPathComponent("Fixtures/manifests")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().map { ManifestFixtureCase(name: $0, folder: root.appendingPathComponent($0)) }
    }()
}

/// Each manifest form raised by a writing `--bump` run through the command line: the tree
/// equals the expected one byte for byte, the review items are the expected ones, a second
/// `--check --bump` finds nothing pending, and every Package.swift before and after still
/// loads with its own tools version (`swift package dump-package`).
@Suite struct ManifestFixtureTests {
    @Test func everyManifestFormHasAFixture() throws {
        let cases = ManifestFixtureCase.all
        #expect(cases.count >= 7, "Fixtures/manifests holds \(cases.count) cases")
        let names = Set(cases.flatMap { $0.input.keys.map { ($0 as NSString).lastPathComponent } })
        for manifest in ["Package.swift", "project.pbxproj"] { #expect(names.contains(manifest), "no fixture has a \(manifest)") }
        #expect(names.contains { $0.hasSuffix(".xcconfig") } && names.contains { $0.hasSuffix(".podspec") })
    }

    @Test(arguments: ManifestFixtureCase.all)
    func bumpWritesTheExpectedTree(_ fixture: ManifestFixtureCase) throws {
        let sandbox = try Sandbox()
        for (path, bytes) in fixture.input { try sandbox.write("input/" + path, bytes: bytes) }
        let arguments = fixture.arguments
        #expect(arguments.contains("--target"), "\(fixture.name): args must give --target")

        let outcome = sandbox.run(arguments + ["--bump", "--format", "json", "input"])
        #expect(outcome.code == 0, "\(fixture.name): exit \(outcome.code): \(outcome.error)")
        let written = ManifestFixtureCase.tree(under: URL(fileURLWithPath: sandbox.path("input")))
        let expected = fixture.expected
        #expect(Set(written.keys) == Set(expected.keys), "\(fixture.name): files after the run")
        for (path, bytes) in written.sorted(by: { $0.key < $1.key }) where expected[path] != bytes {
            Issue.record("\(fixture.name) \(path):\n\(mismatch(expected: expected[path] ?? [], actual: bytes))")
        }

        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let manifests = try #require(document["manifests"] as? [[String: Any]])
        let edits = manifests.flatMap { manifest in
            (manifest["edits"] as? [[String: Any]] ?? []).map { edit in
                let change = if let from = edit["from"] as? String { "\(from) -> \(edit["to"] ?? "")" } else { "added at \(edit["to"] ?? "")" }
                return "\(String((manifest["path"] as? String ?? "").dropFirst("input/".count))):\(edit["line"] ?? ""): \(edit["platform"] ?? "") \(change)"
            }
        }
        #expect(edits == fixture.expectedEdits, "\(fixture.name): raised targets")
        let reviews = manifests.flatMap { manifest in
            (manifest["reviewItems"] as? [[String: Any]] ?? []).map { item in
                "\(String((manifest["path"] as? String ?? "").dropFirst("input/".count))):\(item["line"] ?? ""): \(item["message"] ?? "")"
            }
        }
        #expect(reviews.count == fixture.expectedReviews.count, "\(fixture.name): review items \(reviews)")
        for (review, wanted) in zip(reviews, fixture.expectedReviews) {
            let place = String(wanted.prefix { $0 != " " })
            let text = wanted.dropFirst(place.count + 1)
            #expect(review.hasPrefix(place + " ") && review.contains(text), "\(fixture.name): \(review) is not \(wanted)")
        }

        let check = sandbox.run(arguments + ["--bump", "--check", "--quiet", "input"])
        #expect(check.code == 0, "\(fixture.name): --check --bump after the run: exit \(check.code): \(check.error)")
    }

    /// The string form written for a case the tools version lacks, and every other edit, leave
    /// a manifest that SwiftPM still loads; the inputs load too, so the fixtures are real.
    @Test func everyPackageManifestLoadsBeforeAndAfter() async throws {
        var checked = 0
        for fixture in ManifestFixtureCase.all {
            for (side, tree) in [("input", fixture.input), ("expected", fixture.expected)] {
                for (path, bytes) in tree where (path as NSString).lastPathComponent == "Package.swift" {
                    let sandbox = try Sandbox()
                    try sandbox.write("Package.swift", bytes: bytes)
                    let result = try await ChildProcess.run("/usr/bin/env", ["swift", "package", "--package-path", sandbox.root, "dump-package"],
                                                            mergingError: true, timeout: 600)
                    #expect(!result.signalled && result.status == 0, "\(fixture.name) \(side)/\(path) does not load:\n\(result.outputText)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 8)
    }
}

import Foundation
import Testing
@testable import BackportMigrate

@Suite struct SourceDiscoveryTests {
    private func found(_ sandbox: Sandbox, _ paths: [String] = ["."], excludes: [String] = []) throws -> [String] {
        try SourceDiscovery(currentDirectory: sandbox.root, excludes: excludes.map(Glob.init)).discover(paths).files.map(\.displayPath)
    }

    @Test func swiftFilesOnlySortedAndSkippingToolFolders() throws {
        let sandbox = try Sandbox()
        for path in ["b/Z.swift", "a/Y.swift", "A.swift", "notes.md", ".build/x/B.swift", "DerivedData/C.swift",
                     "Pods/D.swift", "Carthage/E.swift", ".git/F.swift", ".hidden/G.swift", "sub/.cache/H.swift",
                     "sub/Pods/I.swift", "sub/J.swift"] {
            try sandbox.write(path, "let x = 1\n")
        }
        #expect(try found(sandbox) == ["A.swift", "a/Y.swift", "b/Z.swift", "sub/J.swift"])
    }

    @Test func excludesMatchRelativePathsAndNames() throws {
        let sandbox = try Sandbox()
        for path in ["Sources/A.swift", "Sources/Generated/B.swift", "Sources/C.pb.swift", "Tests/D.swift", "Other/Generated.swift"] {
            try sandbox.write(path, "let x = 1\n")
        }
        #expect(try found(sandbox, excludes: ["Generated"]) == ["Other/Generated.swift", "Sources/A.swift", "Sources/C.pb.swift", "Tests/D.swift"])
        #expect(try found(sandbox, excludes: ["*.pb.swift", "Tests/**"]) == ["Other/Generated.swift", "Sources/A.swift", "Sources/Generated/B.swift"])
        #expect(try found(sandbox, excludes: ["Sources/*"]) == ["Other/Generated.swift", "Tests/D.swift"])
    }

    @Test func symbolicLinksAreNotFollowedOutOfTheTree() throws {
        let outside = try Sandbox()
        try outside.write("Outside.swift", "let x = 1\n")
        let sandbox = try Sandbox()
        try sandbox.write("In/A.swift", "let x = 1\n")
        try sandbox.link("In/Link.swift", to: outside.path("Outside.swift"))
        try sandbox.link("In/LinkedFolder", to: outside.root)
        try sandbox.link("In/Loop", to: sandbox.root)
        let discovery = try SourceDiscovery(currentDirectory: sandbox.root).discover(["."])
        #expect(discovery.files.map(\.displayPath) == ["In/A.swift"])
        #expect(discovery.notes.contains("In/Link.swift: skipped, symbolic links are not followed"))
    }

    @Test func explicitPathsAreTakenOnceAndLinksGivenByNameAreResolved() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/A.swift", "let x = 1\n")
        try sandbox.write("README.md", "text\n")
        try sandbox.link("Alias.swift", to: "Sources/A.swift")
        let discovery = try SourceDiscovery(currentDirectory: sandbox.root).discover(["Sources", "./Sources/A.swift", "Alias.swift", "README.md"])
        #expect(discovery.files.map(\.displayPath) == ["Sources/A.swift"])
        #expect(discovery.notes == ["README.md: skipped, not a .swift file"])
        #expect(discovery.files[0].path == sandbox.path("Sources/A.swift"))
    }

    @Test func aMissingPathIsNamed() throws {
        let sandbox = try Sandbox()
        #expect(throws: MissingPathError(path: "Nope")) {
            try SourceDiscovery(currentDirectory: sandbox.root).discover([".", "Nope"])
        }
    }

    @Test func manifestsAreFoundWithTheFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\n")
        try sandbox.write("App.xcodeproj/project.pbxproj", "{}\n")
        try sandbox.write("Config/App.xcconfig", "\n")
        try sandbox.write("Kit.podspec", "\n")
        try sandbox.write(".build/checkouts/Dep/Package.swift", "\n")
        let discovery = try SourceDiscovery(currentDirectory: sandbox.root).discover(["."])
        #expect(discovery.manifests.map(\.displayPath) == ["App.xcodeproj/project.pbxproj", "Config/App.xcconfig", "Kit.podspec", "Package.swift"])
        #expect(discovery.files.map(\.displayPath) == ["Package.swift"])
    }

    /// Folders read on several threads give what one thread gives, in the same order: files,
    /// manifests, notes, from roots inside, above and beside the current folder, overlapping.
    @Test func aWalkOnSeveralThreadsFindsWhatOneThreadFinds() throws {
        let sandbox = try Sandbox()
        for folder in 0..<12 {
            for depth in 0..<3 {
                let path = (0...depth).map { "F\(folder)_\($0)" }.joined(separator: "/")
                for file in 0..<5 { try sandbox.write("Repo/\(path)/File\(file).swift", "let x = 1\n") }
                try sandbox.write("Repo/\(path)/notes.md", "text\n")
            }
            try sandbox.link("Repo/F\(folder)_0/Link.swift", to: sandbox.path("Repo/F0_0/File0.swift"))
        }
        try sandbox.write("Repo/Package.swift", "// swift-tools-version:5.9\n")
        try sandbox.write("Repo/App.xcodeproj/project.pbxproj", "{}\n")
        try sandbox.write("Other/B.swift", "let b = 1\n")
        for (current, paths) in [("Repo", ["."]), ("Repo", [".", "F3_0", "../Other", "F3_0/File1.swift"]), ("Repo/F2_0", ["..", "../../Other"]),
                                 ("Other", ["../Repo/F5_0", "."])] {
            let one = try SourceDiscovery(currentDirectory: sandbox.path(current), jobs: 1).discover(paths)
            let four = try SourceDiscovery(currentDirectory: sandbox.path(current), jobs: 4).discover(paths)
            #expect(four.files == one.files, "\(current) \(paths)")
            #expect(four.manifests == one.manifests)
            #expect(four.notes == one.notes)
            #expect(Set(one.files.map(\.path)).count == one.files.count, "a file reached twice is taken once")
            #expect(one.files.map(\.displayPath) == one.files.map(\.displayPath).sorted())
            for file in one.files {
                #expect(file.displayPath == Paths.relative(file.path, to: sandbox.path(current)))
            }
        }
        let inside = try SourceDiscovery(currentDirectory: sandbox.path("Repo/F2_0"), jobs: 2).discover([".."]).files.map(\.displayPath)
        #expect(inside.contains("File0.swift") && inside.contains(sandbox.path("Repo/F1_0/File0.swift")))
        #expect(inside.count == 12 * 3 * 5 + 1, "and Package.swift")
    }

    /// The files come in the order `String` gives their display paths, however a folder's
    /// names sort against its subfolders' paths: `A-b.swift` and `A.swift` go before the files
    /// of folder `A` (`-` and `.` are below `/`), a decomposed `Å` after `B`, and a file named
    /// like a folder's start (`A`) before that folder's files.
    @Test func filesComeInTheOrderOfTheirDisplayPaths() throws {
        let sandbox = try Sandbox()
        let paths = ["Repo/A.swift", "Repo/A-b.swift", "Repo/A/x.swift", "Repo/A/B/y.swift", "Repo/A/B.swift", "Repo/A-c/z.swift",
                     "Repo/A0/w.swift", "Repo/a.swift", "Repo/B.swift", "Repo/A\u{30A}/v.swift", "Repo/A\u{30A}.swift",
                     "Repo/\u{C9}t\u{E9}.swift", "Repo/E\u{301}/u.swift", "Repo/Z/A.swift", "Repo/Z.swift", "Repo/Z_/t.swift",
                     "Repo/A/A.swift/s.swift", "Top.swift",
                     // ASCII names alone in a folder, sharing their first eight bytes or more.
                     "Repo/Plain/AccountCell109.swift", "Repo/Plain/AccountCell7.swift", "Repo/Plain/AccountCell/x.swift",
                     "Repo/Plain/AccountCell-b.swift", "Repo/Plain/AccountCell.swift", "Repo/Plain/AccountCellA.swift",
                     "Repo/Plain/AccountCell10.swift", "Repo/Plain/Acc.swift", "Repo/Plain/Acc/y.swift", "Repo/Plain/Ab.swift",
                     "Repo/Plain/AccountCell1/w.swift", "Repo/Plain/Acc.swift.swift"]
        for path in paths { try sandbox.write(path, "let x = 1\n") }
        // A plain file named like a folder's first path component, beside that folder.
        try sandbox.write("Repo/Ab/A.swift", "let x = 1\n")
        let expected = (paths + ["Repo/Ab/A.swift"]).sorted()
        for current in ["", "Repo"] {
            for jobs in [1, 2, 4] {
                let discovery = try SourceDiscovery(currentDirectory: sandbox.path(current), jobs: jobs).discover(["."])
                let shown = discovery.files.map(\.displayPath)
                let wanted = current.isEmpty ? expected : expected.filter { $0.hasPrefix("Repo/") }.map { String($0.dropFirst(5)) }
                #expect(shown == wanted, "from \(current.isEmpty ? "the sandbox" : current), \(jobs) jobs")
                #expect(shown == shown.sorted())
            }
        }
    }

    @Test func pathsOutsideTheCurrentDirectoryStayAbsolute() {
        #expect(Paths.relative("/a/b/c", to: "/a") == "b/c")
        #expect(Paths.relative("/a", to: "/a") == ".")
        #expect(Paths.relative("/ab/c", to: "/a") == "/ab/c")
        #expect(Paths.absolute("../x/./y//z", in: "/a/b") == "/a/x/y/z")
    }
}

@Suite struct AtomicWriteTests {
    @Test func replacesContentAndKeepsPermissions() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: sandbox.path("A.swift"))
        try FileSystem.replaceAtomically(sandbox.path("A.swift"), with: Array("new\n".utf8))
        #expect(try sandbox.read("A.swift") == "new\n")
        #expect(FileSystem.sizeAndMode(of: sandbox.path("A.swift"))?.mode == 0o640)
        #expect(try FileSystem.entries(of: sandbox.root) == ["A.swift"])
    }

    @Test func aFailedWriteKeepsTheOriginal() throws {
        let sandbox = try Sandbox()
        // The temporary file's name is longer than the file system allows, even for root.
        let name = String(repeating: "n", count: 240) + ".swift"
        try sandbox.write(name, "old\n")
        #expect(throws: FileSystem.Failure.self) {
            try FileSystem.replaceAtomically(sandbox.path(name), with: Array("new\n".utf8))
        }
        #expect(try sandbox.read(name) == "old\n")
        #expect(try FileSystem.entries(of: sandbox.root) == [name])
    }
}

extension SourceDiscoveryTests {
    /// `Package.swift` and the version-specific manifests SwiftPM reads in its place with a
    /// matching toolchain are package manifests; names that only look like one are not.
    @Test(arguments: [
        ("Package.swift", true), ("Package@swift-6.swift", true), ("Package@swift-5.9.swift", true), ("Package@swift-5.10.1.swift", true),
        ("Package@swift-.swift", false), ("Package@swift-6..0.swift", false), ("Package@swift-6.0.swift.swift", false),
        ("Package@swift-x.swift", false), ("package@swift-6.0.swift", false), ("Package@swift-6.0.", false), ("MyPackage.swift", false),
    ])
    func packageManifestNames(name: String, isManifest: Bool) {
        var name = name
        let kind = name.withUTF8 { SourceDiscovery.manifestKind(of: $0) }
        #expect((kind == .swiftPackage) == isManifest)
    }
}

import Testing
@testable import BackportMigrate

/// Which packages of a run other projects may use: a library that nothing outside its own folder
/// reaches by path. Paths are absolute; display paths relative to `/repo`.
@Suite struct PublishedModulesTests {
    static let library = "let package = Package(name: \"Kit\", products: [.library(name: \"Kit\", targets: [\"Kit\"])])\n"

    func modules(_ files: [String: String?]) -> PublishedModules {
        let manifests = files.keys.sorted().map { display in
            ManifestFile(kind: display.hasSuffix("project.pbxproj") ? .xcodeProject : .swiftPackage, displayPath: display, path: "/repo/" + display)
        }
        return PublishedModules(manifests: manifests) { manifest in
            files[manifest.displayPath]!.map { Array($0.utf8) }
        }
    }

    @Test func aLibraryNothingReachesIsPublished() {
        let run = modules(["Package.swift": Self.library])
        #expect(run.publishes("Sources/Kit/Backport.swift"))
        #expect(run.publishes("Package.swift"))
    }

    @Test func anExecutablePackageIsNot() {
        let run = modules(["Package.swift": "let package = Package(name: \"Tool\", targets: [.executableTarget(name: \"Tool\")])\n"])
        #expect(!run.publishes("Sources/Tool/main.swift"))
    }

    @Test func filesOutsideEveryPackageAreNot() {
        let run = modules(["Kit/Package.swift": Self.library])
        #expect(!run.publishes("App/Backport.swift"))
        #expect(!run.publishes("Backport.swift"))
        #expect(run.publishes("Kit/Sources/Kit/Backport.swift"))
        #expect(!PublishedModules().publishes("Kit/Sources/Kit/Backport.swift"))
    }

    @Test func aPackageReachedByPathFromOutsideIsTheProjects() {
        let byPackage = modules([
            "Kit/Package.swift": Self.library,
            "App/Package.swift": "let package = Package(name: \"App\", dependencies: [.package(name: \"Kit\", path: \"../Kit\")])\n",
        ])
        #expect(!byPackage.publishes("Kit/Sources/Kit/Backport.swift"))
        let byProject = modules([
            "Packages/Kit/Package.swift": Self.library,
            "App.xcodeproj/project.pbxproj": "\t\tA1 /* XCLocalSwiftPackageReference \"Packages/Kit\" */ = {\n\t\t\tisa = XCLocalSwiftPackageReference;\n\t\t\trelativePath = Packages/Kit;\n\t\t};\n",
        ])
        #expect(!byProject.publishes("Packages/Kit/Sources/Kit/Backport.swift"))
        let byFolderReference = modules([
            "Modules/Kit/Package.swift": Self.library,
            "App.xcodeproj/project.pbxproj": "\t\tB2 /* Kit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = \"<group>\"; };\n",
        ])
        #expect(!byFolderReference.publishes("Modules/Kit/Sources/Kit/Backport.swift"))
    }

    /// A demo project inside the package (`Development/Kit.xcodeproj` reaching `..`) is one
    /// client among others; a reference to another folder of the same name does not count.
    @Test func referencesFromInsideOrElsewhereKeepItPublished() {
        let demo = modules([
            "Package.swift": Self.library,
            "Development/Kit.xcodeproj/project.pbxproj": "\t\t\trelativePath = ..;\n\t\tC3 = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Kit.swiftpm; path = ..; sourceTree = \"<group>\"; };\n",
        ])
        #expect(demo.publishes("Sources/Kit/Backport.swift"))
        let other = modules([
            "Kit/Package.swift": Self.library,
            "App/Package.swift": "let package = Package(name: \"App\", dependencies: [.package(path: \"../Vendor/Kit\"), .package(url: \"https://example.com/Kit\", from: \"1.0.0\")])\n",
        ])
        #expect(other.publishes("Kit/Sources/Kit/Backport.swift"))
    }

    /// A file belongs to the nearest package above it; a manifest that cannot be read counts
    /// as a published library (the safe side).
    @Test func theNearestPackageDecides() {
        let nested = modules([
            "Package.swift": "let package = Package(name: \"App\", dependencies: [.package(path: \"Tools/Lint\")])\n",
            "Tools/Lint/Package.swift": Self.library,
            "Vendor/Kit/Package.swift": nil,
        ])
        #expect(!nested.publishes("Sources/App/Backport.swift"))
        #expect(!nested.publishes("Tools/Lint/Sources/Lint/Backport.swift"))
        #expect(nested.publishes("Vendor/Kit/Sources/Kit/Backport.swift"))
    }
}

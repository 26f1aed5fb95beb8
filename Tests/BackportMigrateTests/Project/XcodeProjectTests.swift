import Foundation
import Testing
@testable import BackportMigrate

/// Xcode targets read from a `project.pbxproj`: their files through the group tree and
/// synchronized folders, their platforms and minimums through configurations, the project's
/// configurations and base configurations.
@Suite struct XcodeProjectTests {
    /// A project in `/Repo` with four native targets and an aggregate one:
    /// - `App` (iOS): `App/AppView.swift`, `App/Screens/Home.swift`, `App/Logic.swift` (in a
    ///   group with a name and no path), `Shared/Model.swift`, `Tools/Tool.swift` (`SOURCE_ROOT`),
    ///   a generated file (`BUILT_PRODUCTS_DIR`, ignored); Debug based on `Config/App-Debug.xcconfig`
    ///   (iOS 16.2, Mac Catalyst), Release at iOS 16.4; `SDKROOT` from the project.
    /// - `Widget` (iOS 15 in Debug, the project's 16.0 in Release): `Shared/Model.swift` too, and
    ///   the synchronized folder `Widget` but `Widget/Info.plist` and `Widget/Old`.
    /// - `MacApp` (macOS 12.0 in Debug, `$(inherited)` from the project's 13.0 in Release):
    ///   `Widget/Shared/WidgetKind.swift`, which the folder's exception set for it adds.
    /// - `Odd`: `SDKROOT = $(MY_SDK)`, which no level sets; iOS through `$(MIN_IOS)`, macOS the project's.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tBF01 /* AppView.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR01 /* AppView.swift */; };
        \t\tBF02 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR02 /* Home.swift */; };
        \t\tBF03 /* Logic.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR03 /* Logic.swift */; };
        \t\tBF04 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR04 /* Model.swift */; };
        \t\tBF05 /* Tool.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR05 /* Tool.swift */; };
        \t\tBF06 /* Generated.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR06 /* Generated.swift */; };
        \t\tBF07 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR04 /* Model.swift */; };
        \t\tBF08 /* UIKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = FR07 /* UIKit.framework */; };
        \t\tBF09 /* Odd.swift in Sources */ = {isa = PBXBuildFile; fileRef = FR08 /* Odd.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tFR01 /* AppView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppView.swift; sourceTree = "<group>"; };
        \t\tFR02 /* Home.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = "<group>"; };
        \t\tFR03 /* Logic.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Logic.swift; sourceTree = "<group>"; };
        \t\tFR04 /* Model.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Model.swift; sourceTree = "<group>"; };
        \t\tFR05 /* Tool.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Tool.swift; path = Tools/Tool.swift; sourceTree = SOURCE_ROOT; };
        \t\tFR06 /* Generated.swift */ = {isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tFR07 /* UIKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
        \t\tFR08 /* Odd.swift */ = {isa = PBXFileReference; path = "Odd Things/Odd.swift"; sourceTree = "<group>"; };
        \t\tFR10 /* Base.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Base.xcconfig; sourceTree = "<group>"; };
        \t\tFR11 /* App-Debug.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = "App-Debug.xcconfig"; sourceTree = "<group>"; };
        \t\tFR12 /* Kit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tEX01 /* Exceptions for "Widget" folder in "Widget" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t\tOld,
        \t\t\t);
        \t\t\ttarget = TG02 /* Widget */;
        \t\t};
        \t\tEX02 /* Exceptions for "Widget" folder in "MacApp" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tShared/WidgetKind.swift,
        \t\t\t);
        \t\t\ttarget = TG03 /* MacApp */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tSG01 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01 /* Exceptions for "Widget" folder in "Widget" target */, EX02 /* Exceptions for "Widget" folder in "MacApp" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tGR00 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tGR01 /* App */,
        \t\t\t\tGR02 /* Shared */,
        \t\t\t\tFR05 /* Tool.swift */,
        \t\t\t\tSG01 /* Widget */,
        \t\t\t\tGR04 /* Config */,
        \t\t\t\tGR05 /* Frameworks */,
        \t\t\t\tFR12 /* Kit */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tGR01 /* App */ = {isa = PBXGroup; children = (FR01, GR03 /* Screens */, GR06 /* Logical */, ); path = App; sourceTree = "<group>"; };
        \t\tGR02 /* Shared */ = {isa = PBXGroup; children = (FR04, ); path = Shared; sourceTree = "<group>"; };
        \t\tGR03 /* Screens */ = {isa = PBXGroup; children = (FR02, ); path = Screens; sourceTree = "<group>"; };
        \t\tGR04 /* Config */ = {isa = PBXGroup; children = (FR10, FR11, ); path = Config; sourceTree = "<group>"; };
        \t\tGR05 /* Frameworks */ = {isa = PBXGroup; children = (FR07, FR06, FR08, ); name = Frameworks; sourceTree = "<group>"; };
        \t\tGR06 /* Logical */ = {isa = PBXGroup; children = (FR03, ); name = Logical; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\tTG01 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL01;
        \t\t\tbuildPhases = (PH01 /* Sources */, PH09 /* Frameworks */, );
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tTG02 /* Widget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = CL02;
        \t\t\tbuildPhases = (PH02 /* Sources */, );
        \t\t\tfileSystemSynchronizedGroups = (SG01 /* Widget */, );
        \t\t\tname = Widget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tTG03 /* MacApp */ = {isa = PBXNativeTarget; buildConfigurationList = CL03; buildPhases = (); name = MacApp; };
        \t\tTG04 /* Odd */ = {isa = PBXNativeTarget; buildConfigurationList = CL04; buildPhases = (PH04, ); name = Odd; };
        /* End PBXNativeTarget section */

        \t\tAG01 /* Lint */ = {isa = PBXAggregateTarget; buildConfigurationList = CL01; buildPhases = (); name = Lint; };

        /* Begin PBXProject section */
        \t\tPR00 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = CL00;
        \t\t\tmainGroup = GR00;
        \t\t\tpackageReferences = (LP01 /* XCLocalSwiftPackageReference "Packages/Kit" */, );
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (TG01, TG02, TG03, TG04, AG01, );
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tPH01 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BF01, BF02, BF03, BF04, BF05, BF06, ); };
        \t\tPH02 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BF07, ); };
        \t\tPH04 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (BF09, ); };
        \t\tPH09 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (BF08, ); };
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tBC00 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = FR10 /* Base.xcconfig */; buildSettings = {
        \t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 13.0; MIN_IOS = 14.0; }; name = Debug; };
        \t\tBC01 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 13.0; MIN_IOS = 14.0; SDKROOT = iphoneos; }; name = Release; };
        \t\tBC10 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = FR11 /* App-Debug.xcconfig */; buildSettings = {
        \t\t\tPRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        \t\tBC11 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\t"IPHONEOS_DEPLOYMENT_TARGET" = 16.4; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator"; }; name = Release; };
        \t\tBC20 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Debug; };
        \t\tBC21 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
        \t\tBC30 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\tMACOSX_DEPLOYMENT_TARGET = 12.0; SDKROOT = macosx; }; name = Debug; };
        \t\tBC31 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\tMACOSX_DEPLOYMENT_TARGET = "$(inherited)"; SDKROOT = macosx; }; name = Release; };
        \t\tBC40 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\tIPHONEOS_DEPLOYMENT_TARGET = "$(MIN_IOS)"; SDKROOT = "$(MY_SDK)"; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tCL00 = {isa = XCConfigurationList; buildConfigurations = (BC00, BC01, ); defaultConfigurationName = Release; };
        \t\tCL01 = {isa = XCConfigurationList; buildConfigurations = (BC10, BC11, ); };
        \t\tCL02 = {isa = XCConfigurationList; buildConfigurations = (BC20, BC21, ); };
        \t\tCL03 = {isa = XCConfigurationList; buildConfigurations = (BC30, BC31, ); };
        \t\tCL04 = {isa = XCConfigurationList; buildConfigurations = (BC40, ); };
        /* End XCConfigurationList section */

        \t\tLP01 /* XCLocalSwiftPackageReference "Packages/Kit" */ = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
        \t};
        \trootObject = PR00 /* Project object */;
        }
        """

    /// The base configurations on "disk".
    static let files: [String: String] = [
        "/Repo/Config/Base.xcconfig": """
            // The project's base configuration.
            #include "Common.xcconfig"
            #include? "Missing.xcconfig"
            """,
        "/Repo/Config/Common.xcconfig": "SDKROOT = iphoneos\n",
        "/Repo/Config/App-Debug.xcconfig": """
            IPHONEOS_DEPLOYMENT_TARGET = 16.2 // the app's own
            SUPPORTS_MACCATALYST = YES;
            // IPHONEOS_DEPLOYMENT_TARGET = 9.0
            """,
    ]

    static func readFile(_ path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }

    static func read() throws -> XcodeProject {
        try #require(XcodeProject.read(Array(project.utf8), path: "/Repo/App.xcodeproj/project.pbxproj",
                                       displayPath: "App.xcodeproj/project.pbxproj", readFile: readFile))
    }

    private func describe(_ platforms: [Platform: Module.Minimum]) -> String {
        Platform.allCases.compactMap { platform in
            platforms[platform].map { "\(platform.rawValue) \($0.version?.description ?? "unknown") (\($0.source))" }
        }.joined(separator: ", ")
    }

    @Test func targetsAndTheirFilesThroughGroups() throws {
        let project = try Self.read()
        #expect(project.targets.map(\.name) == ["App", "Widget", "MacApp", "Odd"])
        let app = project.targets[0]
        #expect(app.files.sorted() == ["/Repo/App/AppView.swift", "/Repo/App/Logic.swift", "/Repo/App/Screens/Home.swift",
                                       "/Repo/Shared/Model.swift", "/Repo/Tools/Tool.swift"])
        #expect(app.folders.isEmpty)
        let widget = project.targets[1]
        #expect(widget.files == ["/Repo/Shared/Model.swift"])
        #expect(widget.folders == ["/Repo/Widget"])
        #expect(widget.excluded.sorted() == ["/Repo/Widget/Info.plist", "/Repo/Widget/Old"])
        let mac = project.targets[2]
        #expect(mac.files == ["/Repo/Widget/Shared/WidgetKind.swift"])
        #expect(mac.folders.isEmpty)
        #expect(project.targets[3].files == ["/Repo/Odd Things/Odd.swift"])
        #expect(project.localPackages == ["/Repo/Packages/Kit"])
        #expect(project.wrapperNames == ["Kit"])
    }

    @Test func platformsPerConfigurationWithProjectAndBaseConfigurations() throws {
        let project = try Self.read()
        // Debug: iOS 16.2 from its xcconfig, Mac Catalyst from the project's macOS 13.0; Release:
        // 16.4 of its own. SDKROOT from the project's base configuration (through an #include).
        #expect(describe(project.targets[0].platforms) == "iOS 16.2 (Config/App-Debug.xcconfig), macCatalyst 16.0 (App.xcodeproj/project.pbxproj)")
        // Debug 15.0 of its own, Release the project's 16.0.
        #expect(describe(project.targets[1].platforms) == "iOS 15.0 (App.xcodeproj/project.pbxproj)")
        // The project's iOS deployment target says nothing of a macOS-only target.
        #expect(describe(project.targets[2].platforms) == "macOS 12.0 (App.xcodeproj/project.pbxproj)")
        // An SDK no level names: every platform, iOS at $(MIN_IOS), macOS at the project's, the others unknown.
        #expect(describe(project.targets[3].platforms) == "iOS 14.0 (App.xcodeproj/project.pbxproj), macOS 13.0 (App.xcodeproj/project.pbxproj), "
            + "tvOS unknown (App.xcodeproj/project.pbxproj), watchOS unknown (App.xcodeproj/project.pbxproj), visionOS unknown (App.xcodeproj/project.pbxproj)")
    }

    @Test func settingsReadThroughLevels() {
        let chain = XcodeProject.Chain(levels: [
            XcodeProject.Level(settings: ["SUPPORTED_PLATFORMS": "$(inherited) macosx", "A": "$(B)", "B": "$(A)",
                                          "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*]": "14.0"], source: "target"),
            XcodeProject.Level(settings: ["SUPPORTED_PLATFORMS": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "15.0",
                                          "MACOSX_DEPLOYMENT_TARGET": "$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)"], source: "project"),
        ])
        #expect(chain.plain("SUPPORTED_PLATFORMS")?.value == "iphoneos macosx")
        // A cycle or a setting of Xcode's own cannot be known.
        #expect(chain.plain("A")?.value == nil && chain.plain("A") != nil)
        #expect(XcodeProject.builtPlatforms(chain) == [.iOS, .macOS])
        #expect(XcodeProject.lowestVersion(of: .iOS, in: chain).0 == Version("14.0"))
        #expect(XcodeProject.lowestVersion(of: .macOS, in: chain).0 == nil)
        #expect(chain.plain("NOT_SET") == nil)
    }

    @Test func baseConfigurationIncludesAndComments() {
        var settings: [String: String] = [:]
        var seen: Set<String> = []
        let files = [
            "/P/A.xcconfig": "#include \"B.xcconfig\"\nX = 1 // one\n#include \"Sub/C.xcconfig\"\n#include \"A.xcconfig\"\n",
            "/P/B.xcconfig": "X = 0\nY = \"quoted value\";\n",
            // Looked for beside the including file first, then under the project's folder.
            "/P/Sub/C.xcconfig": "#include \"Top.xcconfig\"\nW[sdk=iphoneos*] = 2\n",
            "/Project/Top.xcconfig": "Z = top\n",
        ]
        XcodeProject.readConfigurationFile(at: "/P/A.xcconfig", projectFolder: "/Project", readFile: { files[$0].map { Array($0.utf8) } },
                                           seen: &seen, into: &settings)
        #expect(settings == ["X": "1", "Y": "quoted value", "Z": "top", "W[sdk=iphoneos*]": "2"])
    }

    /// Modules: a file in two targets is judged by both (the lowest iOS, the platforms of
    /// either); a file in an excluded folder or listed by no target is in no module.
    @Test func aFileInTwoTargetsIsJudgedByBoth() throws {
        let manifest = ManifestFile(kind: .xcodeProject, displayPath: "App.xcodeproj/project.pbxproj", path: "/Repo/App.xcodeproj/project.pbxproj")
        let (map, problems) = ModuleMap.discover([manifest], read: { _ in .success(Array(Self.project.utf8)) }, readFile: Self.readFile)
        // The deployment targets the run reads for itself do not resolve settings; the modules do.
        #expect(problems.map(\.message) == ["cannot read `IPHONEOS_DEPLOYMENT_TARGET = $(MIN_IOS)`: not a version"])
        #expect(map.modules.map(\.displayName) == ["App (Xcode target, App.xcodeproj)", "Widget (Xcode target, App.xcodeproj)",
                                                   "MacApp (Xcode target, App.xcodeproj)", "Odd (Xcode target, App.xcodeproj)"])
        func names(_ path: String) -> [String] { map.modules(compiling: path).map { map.modules[$0].name } }
        #expect(names("/Repo/Shared/Model.swift") == ["App", "Widget"])
        #expect(names("/Repo/App/Screens/Home.swift") == ["App"])
        #expect(names("/Repo/Widget/Feature.swift") == ["Widget"])
        #expect(names("/Repo/Widget/Deep/Er.swift") == ["Widget"])
        #expect(names("/Repo/Widget/Old/Legacy.swift") == [])
        #expect(names("/Repo/Widget/Shared/WidgetKind.swift") == ["Widget", "MacApp"])
        #expect(names("/Repo/App/Unlisted.swift") == [])

        let targets = TargetMap(map: map, given: DeploymentTargets(), currentDirectory: "/Repo")
        let shared = targets.targets(for: "Shared/Model.swift")
        #expect(shared[.iOS] == Version("15.0"))
        #expect(shared.builds == [.iOS, .macCatalyst])
        let appOnly = targets.targets(for: "App/AppView.swift")
        #expect(appOnly[.iOS] == Version("16.2"))
        // Files of one folder, different modules: not cached by folder.
        let kind = targets.targets(for: "Widget/Shared/WidgetKind.swift")
        #expect(kind.builds == [.iOS, .macOS] && kind[.macOS] == Version("12.0") && kind[.iOS] == Version("15.0"))
        #expect(targets.targets(for: "Widget/Shared/Other.swift").builds == [.iOS])
        // A file no target lists: the run's own targets (none here).
        #expect(targets.targets(for: "App/Unlisted.swift") == DeploymentTargets())
        #expect(targets.modulesCompiling(["Widget/Shared/WidgetKind.swift", "Widget/Shared/Other.swift"]).count == 2)
        // All targets of a project are one group, with the local packages it references.
        #expect(targets.scope(for: "Shared/Model.swift") == targets.scope(for: "Widget/Feature.swift"))
    }

    /// The project's local package reference joins its targets' group to the package's; an
    /// unrelated package stays apart.
    @Test func localPackagesJoinTheTargetsGroup() throws {
        let package = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n"
        let manifests = [
            ManifestFile(kind: .xcodeProject, displayPath: "App.xcodeproj/project.pbxproj", path: "/Repo/App.xcodeproj/project.pbxproj"),
            ManifestFile(kind: .swiftPackage, displayPath: "Packages/Kit/Package.swift", path: "/Repo/Packages/Kit/Package.swift"),
            ManifestFile(kind: .swiftPackage, displayPath: "Other/Package.swift", path: "/Other/Package.swift"),
        ]
        let (map, _) = ModuleMap.discover(manifests, read: { manifest in
            .success(Array((manifest.kind == .xcodeProject ? Self.project : package.replacingOccurrences(of: "Kit", with: Paths.lastComponent(Paths.folder(of: manifest.path)))).utf8))
        }, readFile: Self.readFile)
        #expect(map.modules.map(\.name) == ["App", "Widget", "MacApp", "Odd", "Kit", "Other"])
        #expect(map.scope(of: "/Repo/Packages/Kit/Sources/Kit/Kit.swift") == map.scope(of: "/Repo/App/AppView.swift"))
        #expect(map.scope(of: "/Other/Sources/Other/Other.swift") != map.scope(of: "/Repo/App/AppView.swift"))
    }

    /// A project that cannot be read as targets (no native target, no property list) stays one
    /// module over its folder, as before targets were read.
    @Test func aProjectWithoutTargetsIsOneModule() {
        let manifest = ManifestFile(kind: .xcodeProject, displayPath: "App.xcodeproj/project.pbxproj", path: "/Repo/App.xcodeproj/project.pbxproj")
        for text in ["{ objects = { A = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; }; }; }",
                     "{ objects = { A = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; } }"] {
            let (map, _) = ModuleMap.discover([manifest], read: { _ in .success(Array(text.utf8)) }, readFile: { _ in nil })
            #expect(map.modules.map(\.displayName) == ["App (Xcode project)"])
            #expect(map.modules(compiling: "/Repo/Any/File.swift") == [0])
            #expect(map.modules[0].platforms[.iOS]?.version == Version("15.0"))
        }
    }
}

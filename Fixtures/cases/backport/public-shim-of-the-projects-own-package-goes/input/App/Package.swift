// swift-tools-version:5.9
import PackageDescription

// The app's own package reaches Kit by path: Kit is the project's, and its public shims go.
let package = Package(
    name: "App",
    platforms: [.iOS(.v14)],
    dependencies: [.package(path: "../Kit")],
    targets: [.executableTarget(name: "App", dependencies: ["Kit"])]
)

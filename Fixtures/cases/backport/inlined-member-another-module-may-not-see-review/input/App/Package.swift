// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v15)],
    dependencies: [.package(path: "../Kit")],
    targets: [.target(name: "App", dependencies: ["Kit"])]
)

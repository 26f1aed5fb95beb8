// swift-tools-version:6.0
import PackageDescription

// Swift 6 toolchains read this manifest instead of Package.swift.
let package = Package(
    name: "Feed",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "Feed", targets: ["Feed"])],
    targets: [.target(name: "Feed")]
)

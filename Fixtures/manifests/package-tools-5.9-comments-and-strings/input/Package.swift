// swift-tools-version: 5.9
import PackageDescription

/// The minimum used to be `platforms: [.iOS(.v13)]`.
let note = "platforms: [.iOS(.v13), .macOS(.v10_15)]"

let package = Package(
    name: "Feed",
    platforms: [
        .iOS(.v15), // was .iOS(.v13)
        /* .macOS(.v10_13), */ .macOS(.v10_15),
        .watchOS(.v9),
    ],
    products: [.library(name: "Feed", targets: ["Feed"])],
    targets: [.target(name: "Feed", swiftSettings: [.define("FEED")])]
)

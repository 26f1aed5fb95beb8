// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.iOS(.v14), .macOS(.v12)],
    targets: [.target(name: "Settings")]
)

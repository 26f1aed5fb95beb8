// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "A", platforms: [.iOS(.v17), .macOS("14.1")], targets: [.target(name: "A")])

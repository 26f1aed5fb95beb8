// swift-tools-version:5.9
import PackageDescription

// Lists iOS only: SwiftPM still builds macOS (from 10.13), tvOS (from 12), watchOS and visionOS.
let package = Package(
    name: "API",
    platforms: [.iOS(.v13)],
    products: [.library(name: "API", targets: ["API"])],
    targets: [.target(name: "API")]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Maps",
    platforms: [.iOS(.v14), .macOS(.v10_15), .custom("visionos", versionString: "1.0")],
    products: [.library(name: "Maps", targets: ["Maps"])],
    targets: [.target(name: "Maps")]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Maps",
    platforms: [.iOS(.v15), .macOS(.v11), .custom("visionos", versionString: "2.0")],
    products: [.library(name: "Maps", targets: ["Maps"])],
    targets: [.target(name: "Maps")]
)

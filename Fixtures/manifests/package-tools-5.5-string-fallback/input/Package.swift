// swift-tools-version:5.5
import PackageDescription

// Raised from .iOS(.v13) in 2022, with the widget.
let package = Package(
    name: "Networking",
    platforms: [.iOS(.v14), .macOS(.v10_15), .tvOS("14.2")],
    products: [.library(name: "Networking", targets: ["Networking"])],
    targets: [
        .target(name: "Networking"),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
    ]
)

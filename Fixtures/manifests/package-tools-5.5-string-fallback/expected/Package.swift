// swift-tools-version:5.5
import PackageDescription

// Raised from .iOS(.v13) in 2022, with the widget.
let package = Package(
    name: "Networking",
    platforms: [.iOS("16.0"), .macOS(.v12), .tvOS("15.4")],
    products: [.library(name: "Networking", targets: ["Networking"])],
    targets: [
        .target(name: "Networking"),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
    ]
)

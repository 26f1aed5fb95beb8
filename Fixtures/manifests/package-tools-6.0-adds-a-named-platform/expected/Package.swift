// swift-tools-version:6.0
import PackageDescription

let package = Package(
	name: "Player",
	platforms: [
		.iOS(.v18),
		.macCatalyst(.v17),
		.visionOS(.v2),
	],
	targets: [.target(name: "Player")]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
	name: "Player",
	platforms: [
		.iOS(.v17),
		.macCatalyst(.v17),
	],
	targets: [.target(name: "Player")]
)

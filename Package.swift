// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "backport-migrate",
    products: [
        .executable(name: "backport-migrate", targets: ["backport-migrate"]),
        .library(name: "BackportMigrate", targets: ["BackportMigrate"]),
    ],
    targets: [
        .target(name: "BackportMigrate"),
        .executableTarget(name: "backport-migrate", dependencies: ["BackportMigrate"]),
        .executableTarget(name: "backport-migrate-bench", dependencies: ["BackportMigrate"]),
        .testTarget(
            name: "BackportMigrateTests",
            dependencies: ["BackportMigrate"],
            exclude: []
        ),
    ]
)

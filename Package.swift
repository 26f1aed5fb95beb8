// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "backport-migrate",
    products: [
        .executable(name: "backport-migrate", targets: ["backport-migrate"]),
        .library(name: "BackportMigrate", targets: ["BackportMigrate"]),
        .plugin(name: "BackportMigratePlugin", targets: ["BackportMigratePlugin"]),
    ],
    targets: [
        .target(name: "BackportMigrate"),
        .executableTarget(name: "backport-migrate", dependencies: ["BackportMigrate"]),
        .executableTarget(name: "backport-migrate-bench", dependencies: ["BackportMigrate"]),
        // Replays saved fuzz inputs; `make fuzz` compiles the same checks with libFuzzer.
        .executableTarget(name: "backport-migrate-fuzz", dependencies: ["BackportMigrate"], exclude: ["LibFuzzerEntry.swift"]),
        .plugin(
            name: "BackportMigratePlugin",
            capability: .command(
                intent: .custom(verb: "backport-migrate",
                                description: "Remove compatibility code that a new minimum deployment target made obsolete"),
                permissions: [.writeToPackageDirectory(reason: "backport-migrate rewrites the package's Swift files (nothing with --dry-run, --check or --plan)")]
            ),
            dependencies: ["backport-migrate"]
        ),
        .testTarget(
            name: "BackportMigrateTests",
            dependencies: ["BackportMigrate"],
            exclude: []
        ),
    ]
)

import PackageDescription

let package = Package(name: "Demo", targets: [.target(name: "Demo")])

for target in package.targets {
    #if compiler(<6.2)
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableExperimentalFeature("StrictConcurrency")]
    #endif
}

for target in package.targets where target.type == .regular {
    #if compiler(<6.2)
    target.swiftSettings = []
    #endif
}

print(package.name)

import PackageDescription

let package = Package(name: "Demo", targets: [.target(name: "Demo")])

for target in package.targets where target.type == .regular {
}

print(package.name)

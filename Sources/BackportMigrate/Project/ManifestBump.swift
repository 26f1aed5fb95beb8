/// One deployment target that `--bump` raised (or would raise) in a manifest.
public struct ManifestEdit: Sendable, Hashable, Codable {
    /// 1-based line of the version in the original file.
    public let line: Int
    public let platform: String
    /// The version as the file stated it; nil when the platform was added to `platforms:`.
    public let from: String?
    /// The version as written.
    public let to: String
}

/// Something `--bump` left to a person in a manifest: a version case the file's tools version
/// does not know, a platform it cannot list, a `Package.swift` without `platforms:`.
public struct ManifestReviewItem: Sendable, Hashable, Codable {
    public let line: Int
    public let message: String
}

/// What `--bump` does to one manifest: its deployment targets raised to the run's targets,
/// never lowered, only the bytes of each version replaced (and, in a `Package.swift`, a
/// platform the run's `--target` names appended to `platforms:`).
public struct ManifestBump: Sendable {
    public var edits: [ManifestEdit] = []
    public var reviewItems: [ManifestReviewItem] = []
    /// The new content; the input itself when nothing is raised.
    public var output: [UInt8] = []

    public var changes: Bool { !edits.isEmpty }

    /// `version` with at least a major and a minor number, as build settings and string forms
    /// spell versions: `16` → `16.0`, `16.4` stays.
    static func dotted(_ version: Version) -> String {
        version.components.count >= 2 ? version.description : "\(version.major).0"
    }

    /// The target a manifest entry of `platform` is raised to: the run's, with macCatalyst taking
    /// iOS's when not given its own (and not left out), as the migrations decide Catalyst's checks.
    static func target(for platform: Platform, in targets: DeploymentTargets) -> Version? {
        targets.target(for: PlatformName(platform))
    }

    /// The bump of one manifest's bytes (valid UTF-8), or the problems that keep its targets from
    /// being read, each with its line.
    public static func bump(_ bytes: [UInt8], manifest: ManifestFile, targets: DeploymentTargets) -> (bump: ManifestBump, problems: [ManifestProblem]) {
        let reading = ManifestTargets.read(bytes, kind: manifest.kind)
        var result = ManifestBump(output: bytes)
        if !reading.problems.isEmpty {
            let problems = reading.problems.map {
                ManifestProblem(path: manifest.displayPath, line: ManifestTargets.line(of: $0.offset, in: bytes), message: $0.message)
            }
            return (result, problems)
        }
        func line(_ offset: Int) -> Int { ManifestTargets.line(of: offset, in: bytes) }
        let tools = reading.toolsVersion
        let toolsText = tools.map { "swift-tools-version \($0)" } ?? "no swift-tools-version line"

        /// The spelling of `version` in a `Package.swift` that may use a case, and a review item
        /// when the case exists but the file's tools version does not have it.
        func packageSpelling(_ platform: Platform, _ version: Version, at offset: Int) -> (text: String, shown: String) {
            guard let versionCase = PackageManifest.versionCase(platform, version) else {
                return (PackageManifest.stringForm(version), dotted(version))
            }
            if let tools, tools >= versionCase.tools { return (versionCase.name, version.description) }
            let string = PackageManifest.stringForm(version)
            result.reviewItems.append(ManifestReviewItem(
                line: line(offset),
                message: "`.\(platform.rawValue)(\(versionCase.name))` needs swift-tools-version \(versionCase.tools) (this file has \(toolsText)): "
                    + "written as `.\(platform.rawValue)(\(string))`; raising the tools version would allow the case"))
            return (string, dotted(version))
        }

        var replacements: [(range: Range<Int>, text: String)] = []
        for entry in reading.located {
            guard let target = target(for: entry.platform, in: targets), let current = Version(entry.version),
                  current.canonical(for: entry.platform) < target.canonical(for: entry.platform) else { continue }
            let written: (text: String, shown: String)
            switch entry.form {
            case .plain: written = (dotted(target), dotted(target))
            case .packageString: written = (PackageManifest.stringForm(target), dotted(target))
            case .packageCase: written = packageSpelling(entry.platform, target, at: entry.range.lowerBound)
            }
            replacements.append((entry.range, written.text))
            result.edits.append(ManifestEdit(line: line(entry.range.lowerBound), platform: entry.platform.rawValue, from: entry.version, to: written.shown))
        }

        if manifest.kind == .swiftPackage {
            // A package that declares no target builds nothing: its targets cannot matter.
            if reading.platformLists.isEmpty, reading.mayDeclareTargets {
                let named = Platform.allCases.compactMap { platform in targets[platform].map { ".\(platform.rawValue)(\(packageCaseHint(platform, $0)))" } }
                result.reviewItems.append(ManifestReviewItem(
                    line: 1,
                    message: "no `platforms:` in this package, so SwiftPM's oldest deployment targets apply and --bump raises nothing here; "
                        + "add `platforms: [\(named.joined(separator: ", "))]` to `Package(…)` by hand"))
            }
            for list in reading.platformLists {
                var added: [String] = []
                for platform in Platform.allCases where !list.platforms.contains(platform) {
                    guard let version = targets[platform] else { continue }
                    let needed = PackageManifest.toolsVersion(introducing: platform)
                    guard let tools, tools >= needed else {
                        result.reviewItems.append(ManifestReviewItem(
                            line: line(list.insertionOffset),
                            message: "--target names \(platform.rawValue), which `platforms:` does not list, and `.\(platform.rawValue)` needs "
                                + "swift-tools-version \(needed) (this file has \(toolsText)): not added"))
                        continue
                    }
                    let spelling = packageSpelling(platform, version, at: list.insertionOffset)
                    added.append(".\(platform.rawValue)(\(spelling.text))")
                    result.edits.append(ManifestEdit(line: line(list.insertionOffset), platform: platform.rawValue, from: nil, to: spelling.shown))
                }
                guard !added.isEmpty else { continue }
                let text = added.enumerated().map { index, element in
                    list.isEmpty ? (index == 0 ? element : ", " + element) : list.prefix + element + list.suffix
                }.joined()
                replacements.append((list.insertionOffset..<list.insertionOffset, text))
            }
        }

        var output = bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            output.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        result.output = output
        return (result, [])
    }

    /// How a review item suggests writing a platform's target: the case when one exists.
    private static func packageCaseHint(_ platform: Platform, _ version: Version) -> String {
        PackageManifest.versionCase(platform, version)?.name ?? PackageManifest.stringForm(version)
    }
}

import Foundation

/// A deployment target read from a project file.
public struct DetectedTarget: Sendable, Hashable {
    public let platform: Platform
    public let version: Version
    /// The version as the file spells it, for messages: `16.0`, `10.15`.
    public let text: String
    /// The display path of the file it came from.
    public let source: String
}

/// Reads the minimum deployment targets that a project states in its manifests, for runs
/// without `--target`.
///
/// When several files (or several build configurations) disagree, the lowest version per platform
/// wins: that is the oldest OS the project still ships to, so compatibility code for anything
/// above it is still needed.
public enum ManifestTargets {
    /// A platform and a version text, as found in one file.
    public typealias Entry = (platform: Platform, version: String)

    /// The lowest target per platform over all `manifests`, ordered by platform; files that cannot
    /// be read are listed in `unreadable`.
    public static func detect(in manifests: [ManifestFile]) -> (targets: [DetectedTarget], unreadable: [String]) {
        var lowest: [Platform: DetectedTarget] = [:]
        var unreadable: [String] = []
        for manifest in manifests {
            guard let bytes = try? FileSystem.readFile(manifest.path) else {
                unreadable.append(manifest.displayPath)
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            for entry in entries(in: text, kind: manifest.kind) {
                guard let version = Version(entry.version) else { continue }
                if let current = lowest[entry.platform], current.version <= version { continue }
                lowest[entry.platform] = DetectedTarget(platform: entry.platform, version: version, text: entry.version, source: manifest.displayPath)
            }
        }
        let order = Platform.allCases
        let targets = lowest.values.sorted { order.firstIndex(of: $0.platform)! < order.firstIndex(of: $1.platform)! }
        return (targets, unreadable)
    }

    /// The targets stated in the text of one manifest, in order of appearance.
    public static func entries(in text: String, kind: ManifestFile.Kind) -> [Entry] {
        switch kind {
        case .swiftPackage: return swiftPackage(text)
        case .xcodeProject, .xcconfig: return buildSettings(text)
        case .podspec: return podspec(text)
        }
    }

    /// `platforms: [.iOS(.v16), .macOS(.v10_15), .tvOS("16.4")]` in a `Package.swift`.
    static func swiftPackage(_ text: String) -> [Entry] {
        let source = removingLineComments(text, marker: "//")
        guard let block = firstMatch(#"platforms\s*:\s*\[([^\]]*)\]"#, in: source)?.first else { return [] }
        let pattern = #"\.(iOS|macOS|tvOS|watchOS|visionOS|macCatalyst)\s*\(\s*(?:\.v(\d+(?:_\d+)*)|"(\d+(?:\.\d+)*)")"#
        return matches(pattern, in: block).compactMap { groups in
            guard let platform = Platform(name: groups[0]) else { return nil }
            let version = groups[1].isEmpty ? groups[2] : groups[1].replacingOccurrences(of: "_", with: ".")
            return (platform, version)
        }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` in a `project.pbxproj`, or the same without the
    /// semicolon (possibly with an `[sdk=…]` condition) in an `.xcconfig`.
    static func buildSettings(_ text: String) -> [Entry] {
        let source = removingLineComments(text, marker: "//")
        let pattern = #"\b(IPHONEOS|MACOSX|TVOS|WATCHOS|XROS)_DEPLOYMENT_TARGET(?:\[[^\]\n]*\])*\s*=\s*"?(\d+(?:\.\d+)*)"#
        let platforms: [String: Platform] = ["IPHONEOS": .iOS, "MACOSX": .macOS, "TVOS": .tvOS, "WATCHOS": .watchOS, "XROS": .visionOS]
        return matches(pattern, in: source).compactMap { groups in
            platforms[groups[0]].map { ($0, groups[1]) }
        }
    }

    /// `s.ios.deployment_target = '16.0'`, `s.platform = :ios, '16.0'` and
    /// `s.platforms = { :ios => '16.0', :osx => '10.15' }` in a `.podspec`.
    static func podspec(_ text: String) -> [Entry] {
        let source = removingLineComments(text, marker: "#")
        let names = "ios|osx|macos|tvos|watchos|visionos"
        let version = #"['"](\d+(?:\.\d+)*)['"]"#
        var found: [(offset: Int, entry: Entry)] = []
        func add(_ pattern: String, in text: String, base: Int = 0) {
            for (offset, groups) in matchesWithOffsets(pattern, in: text) {
                if let platform = Platform(name: groups[0]) { found.append((base + offset, (platform, groups[1]))) }
            }
        }
        add(#"\.(\#(names))\.deployment_target\s*=\s*"# + version, in: source)
        add(#"\.platform\s*=\s*:(\#(names))\s*,\s*"# + version, in: source)
        for (offset, groups) in matchesWithOffsets(#"\.platforms\s*=\s*\{([^}]*)\}"#, in: source) {
            add(#":?['"]?(\#(names))['"]?\s*(?:=>|:)\s*"# + version, in: groups[0], base: offset)
        }
        return found.sorted { $0.offset < $1.offset }.map(\.entry)
    }

    /// Drops everything from `marker` to the end of each line. Crude next to a tokenizer, but
    /// manifests keep versions out of strings that contain the marker, and it stops a
    /// commented-out target from counting.
    private static func removingLineComments(_ text: String, marker: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let range = line.range(of: marker) else { return line }
            // Keep URLs such as `https://…` in podspecs and packages intact.
            if marker == "//", range.lowerBound > line.startIndex, line[line.index(before: range.lowerBound)] == ":" { return line }
            return line[..<range.lowerBound]
        }.joined(separator: "\n")
    }

    private static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        matches(pattern, in: text).first
    }

    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        matchesWithOffsets(pattern, in: text).map(\.groups)
    }

    /// Each match's capture groups (empty string for a group that did not take part) and offset.
    private static func matchesWithOffsets(_ pattern: String, in text: String) -> [(offset: Int, groups: [String])] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
            let groups = (1..<match.numberOfRanges).map { index -> String in
                let range = match.range(at: index)
                return range.location == NSNotFound ? "" : string.substring(with: range)
            }
            return (match.range.location, groups)
        }
    }
}

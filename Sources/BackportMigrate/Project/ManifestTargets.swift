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

/// Why the deployment targets of a manifest that was found cannot be known: it cannot be read, or
/// a statement of a target in it cannot be understood. Never skipped, since a target taken from
/// the other manifests alone may be higher than the project's real minimum.
public struct ManifestProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The display path of the manifest.
    public let path: String
    /// 1-based, when the problem is one statement.
    public let line: Int?
    public let message: String

    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

/// Reads the minimum deployment targets that a project states in its manifests, for runs
/// without `--target`.
///
/// When several files (or several build configurations) disagree, the lowest version per platform
/// wins: that is the oldest OS the project still ships to, so compatibility code for anything
/// above it is still needed. A manifest that states no target at all (a `Package.swift` without
/// `platforms:`, an `.xcconfig` about other settings) adds nothing; one that cannot be read, or
/// states a target in a form this reader does not understand (`platforms: common`,
/// `IPHONEOS_DEPLOYMENT_TARGET = $(MINIMUM)`), is a problem.
public enum ManifestTargets {
    /// A platform and a version text, as found in one file.
    public typealias Entry = (platform: Platform, version: String)

    /// What a manifest's text states: its targets, and the statements that name a target in a form
    /// that cannot be read, each at its byte offset in the text.
    public struct Reading {
        public var entries: [Entry] = []
        public var problems: [(offset: Int, message: String)] = []
    }

    /// The lowest target per platform over all `manifests`, ordered by platform, and every
    /// manifest whose targets cannot be known.
    public static func detect(in manifests: [ManifestFile]) -> (targets: [DetectedTarget], problems: [ManifestProblem]) {
        var lowest: [Platform: DetectedTarget] = [:]
        var problems: [ManifestProblem] = []
        for manifest in manifests {
            let text: String
            switch readText(manifest) {
            case .success(let read): text = read
            case .failure(let problem):
                problems.append(problem)
                continue
            }
            let reading = read(text, kind: manifest.kind)
            for problem in reading.problems {
                let line = text.utf8.prefix(problem.offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
                problems.append(ManifestProblem(path: manifest.displayPath, line: line, message: problem.message))
            }
            for entry in reading.entries {
                guard let version = Version(entry.version) else { continue }
                if let current = lowest[entry.platform], current.version <= version { continue }
                lowest[entry.platform] = DetectedTarget(platform: entry.platform, version: version, text: entry.version, source: manifest.displayPath)
            }
        }
        let order = Platform.allCases
        let targets = lowest.values.sorted { order.firstIndex(of: $0.platform)! < order.firstIndex(of: $1.platform)! }
        return (targets, problems)
    }

    /// The bytes of a manifest, or why they cannot be had: a dangling link, no permission, a
    /// folder or device where a file should be, or content that is no text (a NUL byte, invalid
    /// UTF-8).
    public static func readBytes(_ manifest: ManifestFile) -> Result<[UInt8], ManifestProblem> {
        func problem(_ message: String) -> Result<[UInt8], ManifestProblem> {
            .failure(ManifestProblem(path: manifest.displayPath, line: nil, message: message))
        }
        switch FileSystem.kind(of: manifest.path, followingLinks: true) {
        case .directory: return problem("cannot read: it is a folder")
        case .other: return problem("cannot read: not a regular file")
        case .file, .symbolicLink, nil: break
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(manifest.path)
        } catch {
            return problem("cannot read: \(error.reason)")
        }
        if ByteSearch.containsNul(bytes) { return problem("cannot read: a binary file (NUL byte), not a manifest") }
        if !UTF8Validation.isValid(bytes) { return problem("cannot read: invalid UTF-8") }
        return .success(bytes)
    }

    private static func readText(_ manifest: ManifestFile) -> Result<String, ManifestProblem> {
        readBytes(manifest).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The targets stated in the text of one manifest, in order of appearance.
    public static func entries(in text: String, kind: ManifestFile.Kind) -> [Entry] {
        read(text, kind: kind).entries
    }

    /// The targets stated in the text of one manifest, and the statements of a target it cannot read.
    public static func read(_ text: String, kind: ManifestFile.Kind) -> Reading {
        switch kind {
        case .swiftPackage: return swiftPackage(text)
        case .xcodeProject, .xcconfig: return buildSettings(text)
        case .podspec: return podspec(text)
        }
    }

    /// `platforms: [.iOS(.v16), .macOS(.v10_15), .tvOS("16.4")]` in a `Package.swift`. Every
    /// `platforms:` argument (but the `.when(platforms:)` of a condition) must be such a literal
    /// list of entries this reader knows; `.driverKit(…)` and `.custom(…)` add nothing.
    static func swiftPackage(_ text: String) -> Reading {
        let source = removingBlockComments(removingLineComments(text, marker: "//"))
        let versioned = #"^\.(iOS|macOS|tvOS|watchOS|visionOS|macCatalyst)\s*\(\s*(?:\.v(\d+(?:_\d+)*)|"(\d+(?:\.\d+)*)")\s*\)$"#
        let ignored = #"^\.(driverKit\s*\(\s*(?:\.v\d+(?:_\d+)*|"[\d.]+")\s*\)|custom\s*\(.*\))$"#
        var reading = Reading()
        // An argument label: after `(` or `,`, so that prose in a string ("all platforms: …") is no statement.
        for (offset, groups) in matchesWithOffsets(#"(\bwhen\s*)?[(,]\s*platforms\s*:\s*(\[([^\]]*)\])?"#, in: source) {
            if !groups[0].isEmpty { continue }
            guard !groups[1].isEmpty else {
                reading.problems.append((offset, "cannot read `platforms:`: not a literal list such as [.iOS(.v16)]; pass --target"))
                continue
            }
            for entry in topLevelElements(groups[2]) {
                if entry.isEmpty || firstMatch(ignored, in: entry) != nil { continue }
                guard let match = firstMatch(versioned, in: entry), let platform = Platform(name: match[0]) else {
                    reading.problems.append((offset, "cannot read the platform `\(entry)` of `platforms:`; pass --target"))
                    continue
                }
                reading.entries.append((platform, match[1].isEmpty ? match[2] : match[1].replacingOccurrences(of: "_", with: ".")))
            }
        }
        return reading
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` in a `project.pbxproj`, or the same without the
    /// semicolon (possibly with an `[sdk=…]` condition) in an `.xcconfig`. `$(inherited)` and an
    /// empty value add nothing; any other value that is not a version (another build setting,
    /// which this reader does not resolve) is a problem.
    static func buildSettings(_ text: String) -> Reading {
        let source = removingLineComments(text, marker: "//")
        let pattern = #"\b(IPHONEOS|MACOSX|TVOS|WATCHOS|XROS)_DEPLOYMENT_TARGET(?:\[[^\]\n]*\])*"?[ \t]*=[ \t]*([^;\n]*)"#
        let platforms: [String: Platform] = ["IPHONEOS": .iOS, "MACOSX": .macOS, "TVOS": .tvOS, "WATCHOS": .watchOS, "XROS": .visionOS]
        var reading = Reading()
        for (offset, groups) in matchesWithOffsets(pattern, in: source) {
            guard let platform = platforms[groups[0]] else { continue }
            var value = groups[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if value.isEmpty || value == "$(inherited)" || value == "${inherited}" { continue }
            if firstMatch(#"^\d+(?:\.\d+)*$"#, in: value) != nil {
                reading.entries.append((platform, value))
            } else {
                reading.problems.append((offset, "cannot read `\(groups[0])_DEPLOYMENT_TARGET = \(value)`: not a version; pass --target"))
            }
        }
        return reading
    }

    /// `s.ios.deployment_target = '16.0'`, `s.platform = :ios, '16.0'` and
    /// `s.platforms = { :ios => '16.0', :osx => '10.15' }` in a `.podspec`. `s.platform = :ios`
    /// without a version adds nothing; a version given by anything but a string literal (a
    /// constant, a method call) is a problem.
    static func podspec(_ text: String) -> Reading {
        let source = removingLineComments(text, marker: "#")
        let names = "ios|osx|macos|tvos|watchos|visionos"
        let version = #"['"](\d+(?:\.\d+)*)['"]"#
        var found: [(offset: Int, entry: Entry)] = []
        var reading = Reading()
        func add(_ platform: String, _ value: String, at offset: Int, statement: String) {
            guard let platform = Platform(name: platform) else { return }
            if let match = firstMatch("^" + version + "$", in: value.trimmingCharacters(in: .whitespaces)) {
                found.append((offset, (platform, match[0])))
            } else {
                reading.problems.append((offset, "cannot read `\(statement)`: the version is not a string literal; pass --target"))
            }
        }
        for (offset, groups) in matchesWithOffsets(#"\.(\#(names))\.deployment_target\s*=[ \t]*([^\n]*)"#, in: source) {
            add(groups[0], groups[1], at: offset, statement: "\(groups[0]).deployment_target = \(groups[1].trimmingCharacters(in: .whitespaces))")
        }
        for (offset, groups) in matchesWithOffsets(#"\.platform\s*=\s*:(\#(names))\b[ \t]*(?:,[ \t]*([^\n]*))?"#, in: source) where !groups[1].isEmpty {
            add(groups[0], groups[1], at: offset, statement: "platform = :\(groups[0]), \(groups[1].trimmingCharacters(in: .whitespaces))")
        }
        for (offset, groups) in matchesWithOffsets(#"\.platforms\s*=[ \t]*(\{([^}]*)\})?"#, in: source) {
            guard !groups[0].isEmpty else {
                reading.problems.append((offset, "cannot read `platforms =`: not a literal hash such as { :ios => '16.0' }; pass --target"))
                continue
            }
            for element in groups[1].split(separator: ",") {
                let entry = element.trimmingCharacters(in: .whitespacesAndNewlines)
                guard let pair = firstMatch(#"^:?['"]?(\#(names))['"]?\s*(?:=>|:)\s*(.*)$"#, in: entry) else { continue }
                if pair[1] == "nil" { continue }
                add(pair[0], pair[1], at: offset, statement: "platforms = { \(entry) }")
            }
        }
        reading.entries = found.sorted { $0.offset < $1.offset }.map(\.entry)
        return reading
    }

    /// The comma-separated elements of a list's text, trimmed, not splitting inside parentheses
    /// or string literals: `.custom("x", versionString: "1")` is one.
    private static func topLevelElements(_ text: String) -> [String] {
        var elements: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        for character in text {
            if inString {
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == ",", depth == 0 {
                elements.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
                continue
            }
            current.append(character)
        }
        elements.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return elements
    }

    /// Drops `/* … */` comments (not nested; manifests rarely have any).
    private static func removingBlockComments(_ text: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: #"/\*[\s\S]*?\*/"#) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: " ")
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

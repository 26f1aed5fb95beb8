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

    /// Where a target stands in a manifest: the bytes of its version (what `--bump` replaces),
    /// and how it is spelled there.
    public struct Located: Sendable, Hashable {
        public enum Form: Sendable, Hashable {
            /// `.v16`, `.v10_15` in a `Package.swift`: the range covers the `.` and the case name.
            case packageCase
            /// `"16.4"` in a `Package.swift`: the range covers the whole string literal.
            case packageString
            /// A bare or quoted version in a build setting or podspec: the range covers the digits only.
            case plain
        }

        public let platform: Platform
        /// The version as the file states it, with dots: `16`, `10.15`, `16.0`.
        public let version: String
        /// UTF-8 byte offsets in the file.
        public let range: Range<Int>
        public let form: Form
    }

    /// A `platforms: [ … ]` list of a `Package.swift`, with what `--bump` needs to add a platform
    /// to it in the file's own style.
    public struct PlatformList: Sendable, Hashable {
        /// Every platform the list names (`.driverKit` and `.custom` left out).
        public var platforms: Set<Platform> = []
        /// Where a new element goes, and the text around each new element: `, ` before it on a
        /// one-line list, a line break and the elements' indentation on a list of lines.
        public var insertionOffset: Int
        public var prefix: String
        public var suffix: String
        /// An empty list (`[]`): the first new element takes no separator.
        public var isEmpty: Bool
    }

    /// What a manifest's text states: its targets, and the statements that name a target in a form
    /// that cannot be read, each at its byte offset in the text.
    public struct Reading {
        public var entries: [Entry] { located.map { ($0.platform, $0.version) } }
        public var located: [Located] = []
        public var problems: [(offset: Int, message: String)] = []
        /// `Package.swift` only: its `platforms:` lists, and its `// swift-tools-version:`.
        public var platformLists: [PlatformList] = []
        public var toolsVersion: Version?
        /// `Package.swift` only: whether it may declare a target (false for a placeholder such
        /// as `Package(name: "Examples", products: [], targets: [])`, which builds nothing).
        public var mayDeclareTargets = true
    }

    /// The lowest target per platform over all `manifests`, ordered by platform, every
    /// manifest whose targets cannot be known, and every target each manifest states.
    /// `read` gives a manifest's bytes (by default, from the disk).
    public static func detect(in manifests: [ManifestFile], read readManifest: (ManifestFile) -> Result<[UInt8], ManifestProblem> = readBytes)
        -> (targets: [DetectedTarget], problems: [ManifestProblem], all: [DetectedTarget]) {
        var lowest: [Platform: DetectedTarget] = [:]
        var all: [DetectedTarget] = []
        var problems: [ManifestProblem] = []
        for manifest in manifests {
            let bytes: [UInt8]
            switch readManifest(manifest) {
            case .success(let read): bytes = read
            case .failure(let problem):
                problems.append(problem)
                continue
            }
            let reading = read(bytes, kind: manifest.kind)
            for problem in reading.problems {
                problems.append(ManifestProblem(path: manifest.displayPath, line: line(of: problem.offset, in: bytes), message: problem.message))
            }
            for entry in reading.entries {
                guard let version = Version(entry.version) else { continue }
                let found = DetectedTarget(platform: entry.platform, version: version, text: entry.version, source: manifest.displayPath)
                all.append(found)
                if let current = lowest[entry.platform], current.version <= version { continue }
                lowest[entry.platform] = found
            }
        }
        let order = Platform.allCases
        let targets = lowest.values.sorted { order.firstIndex(of: $0.platform)! < order.firstIndex(of: $1.platform)! }
        return (targets, problems, all)
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

    /// The 1-based line of a byte offset.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The targets stated in the text of one manifest, in order of appearance.
    public static func entries(in text: String, kind: ManifestFile.Kind) -> [Entry] {
        read(text, kind: kind).entries
    }

    /// The targets stated in the text of one manifest, and the statements of a target it cannot read.
    public static func read(_ text: String, kind: ManifestFile.Kind) -> Reading {
        read(Array(text.utf8), kind: kind)
    }

    /// The targets stated in the bytes of one manifest (valid UTF-8), each with where it stands.
    public static func read(_ bytes: [UInt8], kind: ManifestFile.Kind) -> Reading {
        switch kind {
        case .swiftPackage: return PackageManifest.read(bytes)
        case .xcodeProject, .xcconfig: return buildSettings(String(decoding: bytes, as: UTF8.self), kind: kind)
        case .podspec: return podspec(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 16.0;` in a `project.pbxproj`, or the same without the
    /// semicolon (possibly with an `[sdk=…]` condition) in an `.xcconfig`. `$(inherited)` and an
    /// empty value add nothing; any other value that is not a version (another build setting,
    /// which this reader does not resolve) is a problem. Comments are blanked out first, so a
    /// commented-out setting counts for nothing: `//` to the end of a line in both, and in a
    /// project also `/* … */` and quoted text that no setting is (a script, a description).
    static func buildSettings(_ text: String, kind: ManifestFile.Kind) -> Reading {
        let source = kind == .xcodeProject ? blankingPropertyListNoise(text) : blankingLineComments(text, marker: "//")
        let offsets = UTF8Offsets(text)
        let pattern = #"\b(IPHONEOS|MACOSX|TVOS|WATCHOS|XROS)_DEPLOYMENT_TARGET(?:\[[^\]\n]*\])*"?[ \t]*=[ \t]*([^;\n]*)"#
        let platforms: [String: Platform] = ["IPHONEOS": .iOS, "MACOSX": .macOS, "TVOS": .tvOS, "WATCHOS": .watchOS, "XROS": .visionOS]
        var reading = Reading()
        for match in matchesWithRanges(pattern, in: source) {
            guard let platform = platforms[match.groups[0].text] else { continue }
            var value = match.groups[1]
            value.trim()
            value.unquote()
            if value.text.isEmpty || value.text == "$(inherited)" || value.text == "${inherited}" { continue }
            if firstMatch(#"^\d+(?:\.\d+)*$"#, in: value.text) != nil {
                reading.located.append(Located(platform: platform, version: value.text, range: offsets.range(value.range), form: .plain))
            } else {
                reading.problems.append((offsets[match.offset], "cannot read `\(match.groups[0].text)_DEPLOYMENT_TARGET = \(value.text)`: not a version"))
            }
        }
        return reading
    }

    /// `s.ios.deployment_target = '16.0'`, `s.platform = :ios, '16.0'` and
    /// `s.platforms = { :ios => '16.0', :osx => '10.15' }` in a `.podspec`. `s.platform = :ios`
    /// without a version adds nothing; a version given by anything but a string literal (a
    /// constant, a method call) is a problem.
    static func podspec(_ text: String) -> Reading {
        let source = blankingLineComments(text, marker: "#")
        let offsets = UTF8Offsets(text)
        let names = "ios|osx|macos|tvos|watchos|visionos"
        var found: [(offset: Int, entry: Located)] = []
        var reading = Reading()
        func add(_ platform: String, _ value: Capture, at offset: Int, statement: String) {
            guard let platform = Platform(name: platform) else { return }
            var value = value
            value.trim()
            let quoted = value.text.count >= 2 && (value.text.hasPrefix("'") && value.text.hasSuffix("'") || value.text.hasPrefix("\"") && value.text.hasSuffix("\""))
            if quoted { value.unquote() }
            if quoted, firstMatch(#"^\d+(?:\.\d+)*$"#, in: value.text) != nil {
                found.append((offset, Located(platform: platform, version: value.text, range: offsets.range(value.range), form: .plain)))
            } else {
                reading.problems.append((offsets[offset], "cannot read `\(statement)`: the version is not a string literal"))
            }
        }
        for match in matchesWithRanges(#"\.(\#(names))\.deployment_target\s*=[ \t]*([^\n]*)"#, in: source) {
            let (name, value) = (match.groups[0].text, match.groups[1])
            add(name, value, at: match.offset, statement: "\(name).deployment_target = \(value.text.trimmingCharacters(in: .whitespaces))")
        }
        for match in matchesWithRanges(#"\.platform\s*=\s*:(\#(names))\b[ \t]*(?:,[ \t]*([^\n]*))?"#, in: source) where !match.groups[1].text.isEmpty {
            let (name, value) = (match.groups[0].text, match.groups[1])
            add(name, value, at: match.offset, statement: "platform = :\(name), \(value.text.trimmingCharacters(in: .whitespaces))")
        }
        for match in matchesWithRanges(#"\.platforms\s*=[ \t]*(\{([^}]*)\})?"#, in: source) {
            guard !match.groups[0].text.isEmpty else {
                reading.problems.append((offsets[match.offset], "cannot read `platforms =`: not a literal hash such as { :ios => '16.0' }"))
                continue
            }
            let body = match.groups[1]
            var elementStart = body.range.location
            for element in body.text.split(separator: ",", omittingEmptySubsequences: false) {
                let length = (String(element) as NSString).length
                defer { elementStart += length + 1 }
                let elementText = String(element)
                guard let pair = matchesWithRanges(#"^\s*:?['"]?(\#(names))['"]?\s*(?:=>|:)\s*([\s\S]*?)\s*$"#, in: elementText).first else { continue }
                if pair.groups[1].text == "nil" { continue }
                var value = pair.groups[1]
                value.range.location += elementStart
                add(pair.groups[0].text, value, at: match.offset,
                    statement: "platforms = { \(elementText.trimmingCharacters(in: .whitespacesAndNewlines)) }")
            }
        }
        reading.located = found.sorted { $0.offset < $1.offset }.map(\.entry)
        return reading
    }

    /// Blanks everything from `marker` to the end of each line with spaces, keeping every other
    /// character where it was (in UTF-16 offsets, which the regular expressions report). Crude
    /// next to a tokenizer, but manifests keep versions out of strings that contain the marker,
    /// and it stops a commented-out target from counting.
    private static func blankingLineComments(_ text: String, marker: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let range = line.range(of: marker) else { return String(line) }
            // Keep URLs such as `https://…` in podspecs and packages intact.
            if marker == "//", range.lowerBound > line.startIndex, line[line.index(before: range.lowerBound)] == ":" { return String(line) }
            return String(line[..<range.lowerBound]) + String(repeating: " ", count: line[range.lowerBound...].utf16.count)
        }.joined(separator: "\n")
    }

    /// The text of an old-style property list (`project.pbxproj`) with its comments blanked
    /// out: `/* … */`, and `//` to the end of a line (not in `https://`), as the format allows
    /// both; and the inside of every quoted string that holds white space or an escape (a shell
    /// script, a description), which neither a setting's name (`"IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]"`)
    /// nor its value (`"11.0"`, `"$(inherited)"`) does, so that the text of a build phase's
    /// script never reads as a setting. Every other character stays where it was, in UTF-16
    /// offsets (which the regular expressions report); line breaks stay too.
    private static func blankingPropertyListNoise(_ text: String) -> String {
        // Worked on UTF-16 code units, which keep every offset the regular expressions report.
        var units = Array(text.utf16)
        let count = units.count
        let (slash, star, quote, backslash, newline, carriageReturn, colon, space): (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16, UInt16) =
            (0x2F, 0x2A, 0x22, 0x5C, 0x0A, 0x0D, 0x3A, 0x20)
        func blank(_ range: Range<Int>) {
            for index in range where units[index] != newline && units[index] != carriageReturn { units[index] = space }
        }
        var position = 0
        while position < count {
            let unit = units[position]
            let next: UInt16? = position + 1 < count ? units[position + 1] : nil
            if unit == slash, next == star {
                var end = position + 2
                while end < count, !(units[end] == star && end + 1 < count && units[end + 1] == slash) { end += 1 }
                end = min(end + 2, count)
                blank(position..<end)
                position = end
            } else if unit == slash, next == slash, position == 0 || units[position - 1] != colon {
                var end = position
                while end < count, units[end] != newline, units[end] != carriageReturn { end += 1 }
                blank(position..<end)
                position = end
            } else if unit == quote {
                var end = position + 1
                var noise = false
                while end < count, units[end] != quote {
                    if units[end] == backslash { noise = true; end += 1 }
                    if end < count, let scalar = Unicode.Scalar(units[end]), scalar.properties.isWhitespace { noise = true }
                    end += 1
                }
                let close = min(end, count)
                if noise { blank(position + 1..<close) }
                position = close + 1
            } else {
                position += 1
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// A capture group's text and its range in UTF-16 units.
    struct Capture {
        var text: String
        var range: NSRange

        /// Drops white space at both ends.
        mutating func trim() {
            let leading = text.prefix { $0 == " " || $0 == "\t" }.utf16.count
            let trailing = String(text.reversed().prefix { $0 == " " || $0 == "\t" }).utf16.count
            guard leading + trailing < range.length else {
                text = ""
                range.length = 0
                return
            }
            text = (text as NSString).substring(with: NSRange(location: leading, length: range.length - leading - trailing))
            range = NSRange(location: range.location + leading, length: range.length - leading - trailing)
        }

        /// Drops a pair of quotes around the text.
        mutating func unquote() {
            guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return }
            text = String(text.dropFirst().dropLast())
            range = NSRange(location: range.location + 1, length: range.length - 2)
        }
    }

    /// Maps UTF-16 offsets of a text (what `NSRegularExpression` reports) to UTF-8 byte offsets.
    struct UTF8Offsets {
        private var table: [Int] = [0]

        init(_ text: String) {
            table.reserveCapacity(text.utf16.count + 1)
            var bytes = 0
            for scalar in text.unicodeScalars {
                let units = scalar.utf16.count
                bytes += scalar.utf8.count
                for _ in 0..<units { table.append(bytes) }
            }
        }

        subscript(offset: Int) -> Int { table[min(offset, table.count - 1)] }

        func range(_ range: NSRange) -> Range<Int> { self[range.location]..<self[range.location + range.length] }
    }

    private static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        matches(pattern, in: text).first
    }

    private static func matches(_ pattern: String, in text: String) -> [[String]] {
        matchesWithRanges(pattern, in: text).map { $0.groups.map(\.text) }
    }

    /// Each match's capture groups (empty text for a group that did not take part) and UTF-16 offset.
    private static func matchesWithRanges(_ pattern: String, in text: String) -> [(offset: Int, groups: [Capture])] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
            let groups = (1..<match.numberOfRanges).map { index -> Capture in
                let range = match.range(at: index)
                return range.location == NSNotFound ? Capture(text: "", range: NSRange(location: match.range.location, length: 0))
                    : Capture(text: string.substring(with: range), range: range)
            }
            return (match.range.location, groups)
        }
    }
}

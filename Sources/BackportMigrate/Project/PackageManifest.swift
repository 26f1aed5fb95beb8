import Foundation

/// The deployment targets of a `Package.swift`, read through the tokenizer: `platforms:`
/// arguments whose elements are `.iOS(.v16)`, `.macOS(.v10_15)` or `.tvOS("16.4")`, with the
/// byte range of each version, so that comments and string literals are never mistaken for a
/// target and `--bump` replaces exactly the version's bytes.
public enum PackageManifest {
    /// The platforms a `platforms:` list may name, as PackageDescription spells them.
    static let platformNames: [String: Platform] = [
        "iOS": .iOS, "macOS": .macOS, "tvOS": .tvOS, "watchOS": .watchOS, "visionOS": .visionOS, "macCatalyst": .macCatalyst,
    ]

    /// Platforms of `SupportedPlatform` this tool has no target for: their entries add nothing.
    static let ignoredPlatforms: Set<String> = ["driverKit", "custom", "linux", "windows", "android", "wasi", "openbsd"]
    /// The names SwiftPM gives the platforms in `.custom(_:versionString:)`.
    static let customPlatformNames: [String: Platform] = [
        "ios": .iOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "visionos": .visionOS, "maccatalyst": .macCatalyst,
    ]

    public static func read(_ bytes: [UInt8]) -> ManifestTargets.Reading {
        let file = SourceFile(bytes: bytes)
        var reading = ManifestTargets.Reading()
        if let problem = file.firstProblem {
            reading.problems.append((problem.offset, "cannot read: \(problem.message)"))
            return reading
        }
        reading.toolsVersion = toolsVersion(file)
        reading.mayDeclareTargets = mayDeclareTargets(file)
        for label in file.tokens.indices where file.tokens[label].kind == .identifier && file.token(label, is: "platforms") {
            // An argument label: after `(` or `,` and before `:`, so that a `platforms` variable is no statement.
            guard let colon = file.nextSignificant(after: label), file.tokens[colon].kind == .colon,
                  let before = file.previousSignificant(before: label),
                  file.tokens[before].kind == .openParen || file.tokens[before].kind == .comma,
                  let open = enclosingOpener(of: label, in: file), file.tokens[open].kind == .openParen else { continue }
            // `.when(platforms: [.iOS])` of a target's setting is a condition, not a target.
            if let callee = file.previousSignificant(before: open), file.token(callee, is: "when") { continue }
            guard let list = file.nextSignificant(after: colon), file.tokens[list].kind == .openBracket,
                  let close = file.matchingBracket(of: list) else {
                reading.problems.append((file.tokens[label].start, "cannot read `platforms:`: not a literal list such as [.iOS(.v16)]"))
                continue
            }
            readList(open: list, close: close, in: file, into: &reading)
        }
        return reading
    }

    /// Whether the manifest may declare a target: false only when no target is made
    /// (`.target(`, `.testTarget(`, `.macro(`, … or a `Target` anywhere) and every `targets`
    /// is an argument label given `[]`.
    private static func mayDeclareTargets(_ file: SourceFile) -> Bool {
        let makers: Set<String> = ["target", "executableTarget", "testTarget", "binaryTarget", "systemLibrary", "plugin", "macro"]
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let name = file.text(of: index)
            if name == "Target" { return true }
            if makers.contains(name), let previous = file.previousSignificant(before: index), file.tokens[previous].kind == .period,
               let next = file.nextSignificant(after: index), file.tokens[next].kind == .openParen { return true }
            if name == "targets" {
                guard let colon = file.nextSignificant(after: index), file.tokens[colon].kind == .colon,
                      let open = file.nextSignificant(after: colon), file.tokens[open].kind == .openBracket,
                      file.nextSignificant(after: open) == file.matchingBracket(of: open) else { return true }
            }
        }
        return false
    }

    /// The elements of one `[ … ]` list and where a new one would go.
    private static func readList(open: Int, close: Int, in file: SourceFile, into reading: inout ManifestTargets.Reading) {
        // The significant tokens of each element, split at the list's own commas.
        var elements: [[Int]] = [[]]
        var commas: [Int] = []
        var index = open + 1
        while index < close {
            let kind = file.tokens[index].kind
            if kind.isTrivia {
                index += 1
                continue
            }
            if kind == .comma {
                commas.append(index)
                elements.append([])
                index += 1
                continue
            }
            if kind == .openParen || kind == .openBracket || kind == .openBrace, let partner = file.matchingBracket(of: index) {
                elements[elements.count - 1] += Array(index...partner).filter { !file.tokens[$0].kind.isTrivia }
                index = partner + 1
                continue
            }
            elements[elements.count - 1].append(index)
            index += 1
        }
        var list = ManifestTargets.PlatformList(insertionOffset: file.tokens[open].end, prefix: "", suffix: "", isEmpty: true)
        for element in elements where !element.isEmpty {
            let text = file.text(from: file.tokens[element[0]].start, to: file.tokens[element[element.count - 1]].end)
            func problem() {
                reading.problems.append((file.tokens[element[0]].start, "cannot read the platform `\(text)` of `platforms:`"))
            }
            // `.` name `(` argument `)`
            guard element.count >= 4, file.tokens[element[0]].kind == .period, file.tokens[element[1]].kind == .identifier,
                  file.tokens[element[2]].kind == .openParen, file.matchingBracket(of: element[2]) == element[element.count - 1] else {
                problem()
                continue
            }
            let name = file.text(of: element[1])
            let argument = Array(element[3..<(element.count - 1)])
            // `.custom("visionos", versionString: "1.0")`: a platform SwiftPM knows by that name
            // is that platform, so `--bump` raises it rather than adding a second entry, which
            // SwiftPM refuses. Other custom platforms are not this tool's.
            if name == "custom" {
                if argument.count == 5, file.tokens[argument[0]].kind == .string, file.tokens[argument[1]].kind == .comma,
                   file.text(of: argument[2]) == "versionString", file.tokens[argument[3]].kind == .colon,
                   file.tokens[argument[4]].kind == .string,
                   let platform = customPlatformNames[file.text(of: argument[0]).trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()] {
                    guard let version = stringVersion(file.text(of: argument[4])) else {
                        problem()
                        continue
                    }
                    reading.located.append(.init(platform: platform, version: version, range: file.tokens[argument[4]].range, form: .packageString))
                    list.platforms.insert(platform)
                }
                continue
            }
            if ignoredPlatforms.contains(name) { continue }
            guard let platform = platformNames[name] else {
                problem()
                continue
            }
            if argument.count == 2, file.tokens[argument[0]].kind == .period, file.tokens[argument[1]].kind == .identifier,
               let version = caseVersion(file.text(of: argument[1])) {
                reading.located.append(.init(platform: platform, version: version,
                                             range: file.tokens[argument[0]].start..<file.tokens[argument[1]].end, form: .packageCase))
            } else if argument.count == 1, file.tokens[argument[0]].kind == .string, let version = stringVersion(file.text(of: argument[0])) {
                reading.located.append(.init(platform: platform, version: version, range: file.tokens[argument[0]].range, form: .packageString))
            } else {
                problem()
                continue
            }
            list.platforms.insert(platform)
        }
        // Where a new element goes: after the last one, in the list's style.
        guard let last = elements.last(where: { !$0.isEmpty }) else {
            reading.platformLists.append(list)
            return
        }
        let lastEnd = file.tokens[last[last.count - 1]].end
        let trailingComma = commas.last.map { file.tokens[$0].start >= lastEnd } ?? false
        list.isEmpty = false
        if file.isFirstOnLine(last[0]) {
            let indentation = String(decoding: file.indentation(ofLineContaining: file.tokens[last[0]].start), as: UTF8.self)
            let lineBreak = lineBreak(before: last[0], in: file)
            if trailingComma, let comma = commas.last {
                list.insertionOffset = file.tokens[comma].end
                list.prefix = lineBreak + indentation
                list.suffix = ","
            } else {
                list.insertionOffset = lastEnd
                list.prefix = "," + lineBreak + indentation
            }
        } else {
            list.insertionOffset = lastEnd
            list.prefix = ", "
        }
        reading.platformLists.append(list)
    }

    /// The line break that ends the line before token `index`'s (`\r\n` in a CRLF file).
    private static func lineBreak(before index: Int, in file: SourceFile) -> String {
        var previous = index - 1
        while previous >= 0 {
            if file.tokens[previous].kind == .newline { return file.text(of: previous) }
            previous -= 1
        }
        return "\n"
    }

    /// The innermost `(`, `[` or `{` that holds token `index`.
    private static func enclosingOpener(of index: Int, in file: SourceFile) -> Int? {
        var previous = index - 1
        while previous >= 0 {
            switch file.tokens[previous].kind {
            case .closeParen, .closeBracket, .closeBrace:
                guard let open = file.matchingBracket(of: previous) else { return nil }
                previous = open - 1
            case .openParen, .openBracket, .openBrace:
                return previous
            default:
                previous -= 1
            }
        }
        return nil
    }

    /// `v16` → `16`, `v10_15` → `10.15`.
    static func caseVersion(_ name: String) -> String? {
        guard name.hasPrefix("v") else { return nil }
        let parts = name.dropFirst().split(separator: "_", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return parts.joined(separator: ".")
    }

    /// `"16.4"` → `16.4`; nil for anything but a plain literal of a version.
    static func stringVersion(_ literal: String) -> String? {
        guard literal.count >= 3, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
        let body = literal.dropFirst().dropLast()
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return String(body)
    }

    /// The version of the first line's `// swift-tools-version:5.9` comment.
    static func toolsVersion(_ file: SourceFile) -> Version? {
        guard let first = file.tokens.firstIndex(where: { $0.kind != .byteOrderMark }), file.tokens[first].kind == .lineComment else { return nil }
        let text = file.text(of: first).dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let prefix = "swift-tools-version:"
        guard text.lowercased().hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
        return Version(String(rest.prefix { $0.isASCIIDigit || $0 == "." }))
    }

    // MARK: Writing versions

    /// The tools version that introduced `platform` in PackageDescription.
    static func toolsVersion(introducing platform: Platform) -> Version {
        switch platform {
        case .macCatalyst: Version(components: [5, 5])
        case .visionOS: Version(components: [5, 9])
        default: Version(components: [5, 0])
        }
    }

    /// The `SupportedPlatform` version case for `version` (`.v16`, `.v10_15`) and the tools
    /// version that introduced it, or nil when PackageDescription has none (16.4, 19). Checked
    /// against the toolchain's PackageDescription with `swiftc -package-description-version`.
    static func versionCase(_ platform: Platform, _ version: Version) -> (name: String, tools: Version)? {
        let parts = version.components + [0, 0, 0]
        guard parts[2] == 0, parts[3] == 0 else { return nil }
        let (major, minor) = (parts[0], parts[1])
        if platform == .macOS, major == 10 {
            guard (10...15).contains(minor) else { return nil }
            return (".v10_\(minor)", Version(components: minor == 15 ? [5, 0] : [4, 0]))
        }
        guard minor == 0, let tools = caseTable[platform]?[major] else { return nil }
        return (".v\(major)", Version(components: tools))
    }

    /// Per platform, each major version with a case and the tools version that introduced it.
    private static let caseTable: [Platform: [Int: [Int]]] = {
        // The major versions each tools release added, in order: before 5.0, 5.0, 5.3, 5.5, 5.7, 5.9, 6.0, 6.2.
        let releases: [[Int]] = [[4, 0], [5, 0], [5, 3], [5, 5], [5, 7], [5, 9], [6, 0], [6, 2]]
        let added: [Platform: [[Int]]] = [
            .iOS: [Array(8...12), [13], [14], [15], [16], [17], [18], [26]],
            .macOS: [[], [], [11], [12], [13], [14], [15], [26]],
            .tvOS: [Array(9...12), [13], [14], [15], [16], [17], [18], [26]],
            .watchOS: [Array(2...5), [6], [7], [8], [9], [10], [11], [26]],
            .macCatalyst: [[], [], [], [13, 14, 15], [16], [17], [18], [26]],
            .visionOS: [[], [], [], [], [], [1], [2], [26]],
        ]
        return added.mapValues { lists in
            var table: [Int: [Int]] = [:]
            for (release, majors) in zip(releases, lists) {
                for major in majors { table[major] = release }
            }
            return table
        }
    }()

    /// A version as a `Package.swift` string form takes it: at least major and minor (`"16.0"`).
    static func stringForm(_ version: Version) -> String {
        "\"\(ManifestBump.dotted(version))\""
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension PackageManifest {
    /// What a package's modules need of its manifest: its name and the folders of its targets.
    struct Description {
        var name: String?
        /// Relative to the package's folder; nil when a target's name or `path:` is not a plain
        /// string literal (the whole folder then counts as the package's).
        var targetFolders: [String]?
        /// The names of its targets that are plain string literals (the modules others import).
        var targetNames: [String] = []
    }

    /// The name of `Package(name: "…")` and, for each `.target(`, `.executableTarget(`,
    /// `.testTarget(`, `.macro(` and `.plugin(`, its `path:` or SwiftPM's default folders for it.
    static func description(_ file: SourceFile) -> Description {
        var description = Description(targetFolders: [])
        var regularTargetsWithoutPath = 0
        guard file.firstProblem == nil else { return Description(name: nil, targetFolders: nil) }
        func literal(_ index: Int) -> String? {
            let text = file.text(of: index)
            guard file.tokens[index].kind == .string, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
                  !text.hasPrefix("\"\"\""), !text.contains("\\(") else { return nil }
            return String(text.dropFirst().dropLast())
        }
        /// The value token of the argument labelled `label` directly in the call whose `(` is `open`.
        func argument(_ label: String, in open: Int) -> Int?? {
            guard let close = file.matchingBracket(of: open) else { return .some(nil) }
            for element in file.elements(open, close) {
                guard file.tokens[element.lowerBound].kind == .identifier, file.text(of: element.lowerBound) == label,
                      let colon = file.nextSignificant(after: element.lowerBound), file.tokens[colon].kind == .colon,
                      let value = file.nextSignificant(after: colon) else { continue }
                // A value of more than one token is not a plain literal.
                return .some(value == element.upperBound ? value : nil)
            }
            return nil
        }
        let makers: [String: [String]] = [
            "target": ["Sources", "Source", "src", "srcs"], "executableTarget": ["Sources", "Source", "src", "srcs"],
            "macro": ["Sources", "Source", "src", "srcs"], "testTarget": ["Tests", "Sources", "Source", "src", "srcs"],
            "plugin": ["Plugins"],
        ]
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let name = file.text(of: index)
            guard let next = file.nextSignificant(after: index), file.tokens[next].kind == .openParen else { continue }
            if name == "Package", description.name == nil, case let found?? = argument("name", in: next) {
                description.name = literal(found)
                continue
            }
            guard let defaults = makers[name], let previous = file.previousSignificant(before: index),
                  file.tokens[previous].kind == .period else { continue }
            guard case let nameToken?? = argument("name", in: next), let targetName = literal(nameToken) else {
                return Description(name: description.name, targetFolders: nil, targetNames: description.targetNames)
            }
            description.targetNames.append(targetName)
            switch argument("path", in: next) {
            case nil:
                description.targetFolders?.append(contentsOf: defaults.map { "\($0)/\(targetName)" })
                if name != "testTarget", name != "plugin" { regularTargetsWithoutPath += 1 }
            case let path??:
                guard let folder = literal(path) else { return Description(name: description.name, targetFolders: nil, targetNames: description.targetNames) }
                description.targetFolders?.append(folder.isEmpty ? "." : folder)
            case .some(nil): return Description(name: description.name, targetFolders: nil, targetNames: description.targetNames)
            }
        }
        if description.targetFolders?.isEmpty == true { description.targetFolders = nil }
        // A package with one regular target may keep its sources right in `Sources/`.
        if regularTargetsWithoutPath == 1 { description.targetFolders?.append(contentsOf: ["Sources", "Source", "src", "srcs"]) }
        return description
    }
}

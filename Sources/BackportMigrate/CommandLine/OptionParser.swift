import Foundation

/// A command line that cannot be run, with what to say about it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    init(_ message: String) { self.message = message }
}

/// Turns the arguments into `Options`, with messages that say what was wrong and what would be
/// right. Accepts `--name value`, `--name=value`, `-x value`, `-xvalue`, grouped short flags
/// (`-nq`) and `--` before paths that start with a dash.
public enum OptionParser {
    /// One option of the command line.
    struct Spec {
        let long: String
        let short: Character?
        let valueName: String?
    }

    static let specs: [Spec] = [
        Spec(long: "target", short: "t", valueName: "SPEC"),
        Spec(long: "dry-run", short: "n", valueName: nil),
        Spec(long: "check", short: nil, valueName: nil),
        Spec(long: "format", short: nil, valueName: "text|json|github|xcode|sarif|checkstyle"),
        Spec(long: "color", short: nil, valueName: "auto|always|never"),
        Spec(long: "context", short: "U", valueName: "N"),
        Spec(long: "jobs", short: "j", valueName: "N"),
        Spec(long: "exclude", short: nil, valueName: "GLOB"),
        Spec(long: "only", short: nil, valueName: "LIST"),
        Spec(long: "skip", short: nil, valueName: "LIST"),
        Spec(long: "shims-from", short: nil, valueName: "PATH"),
        Spec(long: "trust-deprecated", short: nil, valueName: nil),
        Spec(long: "timings", short: nil, valueName: nil),
        Spec(long: "plan", short: nil, valueName: nil),
        Spec(long: "bump", short: nil, valueName: nil),
        Spec(long: "interactive", short: "i", valueName: nil),
        Spec(long: "swift-version", short: nil, valueName: "X"),
        Spec(long: "explain", short: nil, valueName: "NAME"),
        Spec(long: "quiet", short: "q", valueName: nil),
        Spec(long: "verbose", short: "v", valueName: nil),
        Spec(long: "version", short: nil, valueName: nil),
        Spec(long: "help", short: "h", valueName: nil),
    ]

    public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        // `--help` and `--version` win over anything else on the line, mistakes included.
        let flags = arguments.prefix { $0 != "--" }
        if flags.contains("--help") || flags.contains("-h") {
            options.showHelp = true
            return options
        }
        if flags.contains("--version") {
            options.showVersion = true
            return options
        }

        var state = State()
        var index = 0
        var pathsOnly = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if pathsOnly || argument == "-" || !argument.hasPrefix("-") {
                options.paths.append(argument)
            } else if argument == "--" {
                pathsOnly = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                guard let spec = specs.first(where: { $0.long == name }) else {
                    throw unknownOption("--" + name)
                }
                if spec.valueName == nil {
                    if inline != nil { throw UsageError("--\(name) takes no value") }
                    try apply(spec, value: "", to: &options, state: &state)
                } else {
                    let value: String
                    if let inline {
                        value = inline
                    } else if index < arguments.count {
                        value = arguments[index]
                        index += 1
                    } else {
                        throw UsageError("--\(name) needs a value: --\(name) \(spec.valueName!)")
                    }
                    try apply(spec, value: value, to: &options, state: &state)
                }
            } else {
                // `-target` is a common slip for `--target`; read as `-t arget` it would only
                // give a confusing message about the value.
                if argument.count > 2, specs.contains(where: { $0.long == argument.dropFirst() }) {
                    throw UsageError("unknown option '\(argument)'; did you mean -\(argument)?")
                }
                var letters = Substring(argument.dropFirst())
                while let letter = letters.first {
                    letters = letters.dropFirst()
                    guard let spec = specs.first(where: { $0.short == letter }) else {
                        throw unknownOption("-" + String(letter))
                    }
                    guard let valueName = spec.valueName else {
                        try apply(spec, value: "", to: &options, state: &state)
                        continue
                    }
                    let value: String
                    if !letters.isEmpty {
                        value = String(letters)
                        letters = ""
                    } else if index < arguments.count {
                        value = arguments[index]
                        index += 1
                    } else {
                        throw UsageError("-\(letter) needs a value: -\(letter) \(valueName)")
                    }
                    try apply(spec, value: value, to: &options, state: &state)
                }
            }
        }
        try finish(&options, state: state)
        return options
    }

    /// Facts gathered while parsing that decide fields of `Options` only at the end.
    struct State {
        var dryRun = false
        var check = false
        var quiet = false
        var verbose = false
        var only: Set<MigrationName>?
        var skip: Set<MigrationName> = []
    }

    private static func apply(_ spec: Spec, value: String, to options: inout Options, state: inout State) throws(UsageError) {
        switch spec.long {
        case "target":
            do {
                _ = try DeploymentTargets.parse([value])
            } catch {
                throw UsageError(error.description)
            }
            options.targetSpecs.append(value)
        case "dry-run": state.dryRun = true
        case "check": state.check = true
        case "format": options.format = try choice(value, for: "--format")
        case "color": options.color = try choice(value, for: "--color")
        case "context":
            guard let lines = Int(value), lines >= 0 else {
                throw UsageError("invalid --context '\(value)': expected a number of lines, 0 or more")
            }
            options.context = lines
        case "jobs":
            guard let jobs = Int(value), jobs >= 1 else {
                throw UsageError("invalid --jobs '\(value)': expected a number of files at a time, 1 or more")
            }
            options.jobs = jobs
        case "exclude":
            guard !value.isEmpty else { throw UsageError("--exclude needs a pattern, such as 'Generated/**' or '*.pb.swift'") }
            options.excludes.append(value)
        case "only": state.only = (state.only ?? []).union(try migrationNames(value, for: "--only"))
        case "skip": state.skip.formUnion(try migrationNames(value, for: "--skip"))
        case "shims-from":
            guard !value.isEmpty else { throw UsageError("--shims-from needs a folder, such as 'Dependencies/SwiftUIBackports'") }
            options.shimsFrom.append(value)
        case "trust-deprecated": options.trustDeprecated = true
        case "timings": options.timings = true
        case "plan": options.plan = true
        case "bump": options.bump = true
        case "interactive": options.interactive = true
        case "swift-version":
            guard let version = Version(value) else {
                throw UsageError("invalid --swift-version '\(value)': expected the oldest compiler version the project builds with, such as 5.9 or 6.0")
            }
            options.swiftVersion = version
        case "explain":
            let names = try migrationNames(value, for: "--explain")
            guard names.count == 1, let name = names.first else { throw UsageError("--explain takes one migration name") }
            options.explain = name
        case "quiet": state.quiet = true
        case "verbose": state.verbose = true
        default: break
        }
    }

    private static func finish(_ options: inout Options, state: State) throws(UsageError) {
        if state.quiet, state.verbose { throw UsageError("--quiet and --verbose cannot be used together") }
        options.verbosity = state.quiet ? .quiet : state.verbose ? .verbose : .normal
        if state.check {
            options.mode = .check
            options.showDiff = state.dryRun
        } else if state.dryRun {
            options.mode = .dryRun
            options.showDiff = true
        }
        if options.interactive {
            if state.check || state.dryRun || options.plan {
                throw UsageError("--interactive writes the hunks you accept; it cannot be combined with --check, --dry-run or --plan")
            }
            if options.format != .text { throw UsageError("--interactive shows hunks as text; it cannot be combined with --format \(options.format.rawValue)") }
        }
        if options.plan, state.check || state.dryRun {
            throw UsageError("--plan writes nothing and shows no diff; it cannot be combined with --check or --dry-run")
        }
        if options.bump {
            if options.targetSpecs.isEmpty {
                throw UsageError("--bump raises the project's deployment targets to the --target given; it needs one, e.g. --target 16 --bump")
            }
            if options.plan { throw UsageError("--plan writes nothing and shows no diff; it cannot be combined with --bump") }
            if options.interactive {
                throw UsageError("--interactive asks about hunks of Swift files only; it cannot be combined with --bump (review with --dry-run --bump, then run --bump)")
            }
        }
        options.migrations = (state.only ?? Set(MigrationName.allCases)).subtracting(state.skip)
        if options.migrations.isEmpty { throw UsageError("--only and --skip leave no migration to run") }
        if options.paths.isEmpty { options.paths = ["."] }
        if options.paths.contains("-") {
            guard options.paths == ["-"] else {
                throw UsageError("'-' (standard input) cannot be combined with other paths")
            }
            if options.plan { throw UsageError("--plan reads a project; it cannot read standard input") }
            if options.bump { throw UsageError("--bump raises the targets in a project's files; it cannot work on standard input") }
            if options.interactive { throw UsageError("--interactive reads its answers from standard input; it cannot migrate it") }
            if options.mode == .write, options.format != .text {
                throw UsageError("with '-', standard output carries the migrated text; --format \(options.format.rawValue) needs --dry-run or --check")
            }
        }
    }

    private static func choice<Value: RawRepresentable & CaseIterable>(_ value: String, for option: String) throws(UsageError) -> Value where Value.RawValue == String {
        if let result = Value(rawValue: value.lowercased()) { return result }
        let names = Value.allCases.map(\.rawValue)
        var message = "invalid \(option) '\(value)': expected \(names.joined(separator: ", "))"
        if let guess = DidYouMean.suggestion(for: value, among: names) { message += "; did you mean \(guess)?" }
        throw UsageError(message)
    }

    private static func migrationNames(_ list: String, for option: String) throws(UsageError) -> Set<MigrationName> {
        var names: Set<MigrationName> = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            guard let name = MigrationName(rawValue: item.lowercased()) else {
                let known = MigrationName.allCases.map(\.rawValue)
                var message = "unknown migration '\(item)' in \(option): known ones are \(known.joined(separator: ", "))"
                if let guess = DidYouMean.suggestion(for: item, among: known) { message += "; did you mean \(guess)?" }
                throw UsageError(message)
            }
            names.insert(name)
        }
        if names.isEmpty { throw UsageError("\(option) needs a comma-separated list of migrations") }
        return names
    }

    /// What users of other tools type, and what this tool says instead.
    static let otherToolsOptions: [String: String] = [
        "--lint": "did you mean --check?", "--reporter": "did you mean --format?", "--dry": "did you mean --dry-run?",
        "--diff": "did you mean --dry-run?",
        "--fix": "the tool writes its changes without an option (--dry-run shows them first)",
        "--in-place": "the tool writes in place without an option (--dry-run shows the diff first)",
    ]

    private static func unknownOption(_ option: String) -> UsageError {
        let candidates = specs.map { "--" + $0.long }
        let name = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
        if let meant = otherToolsOptions[name] {
            return UsageError("unknown option '\(option)'; \(meant)")
        }
        if let guess = DidYouMean.suggestion(for: option.hasPrefix("--") ? option : "-" + option, among: candidates) {
            return UsageError("unknown option '\(option)'; did you mean \(guess)?")
        }
        return UsageError("unknown option '\(option)'")
    }
}

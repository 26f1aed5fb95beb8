import Foundation

/// The command line as a library function, so tests can run it in-process.
public enum CLI {
    public static let version = "0.1.0"

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console = .process) -> ExitCode {
        var console = console
        let options: Options
        do {
            options = try OptionParser.parse(arguments)
        } catch {
            console.usageErrorsAsJSON = asksForJSON(arguments)
            return usage(error.message, console)
        }
        console.usageErrorsAsJSON = options.format == .json
        if options.showHelp {
            console.standardOutput.write(HelpText.manual)
            return .success
        }
        if let name = options.explain {
            console.standardOutput.write(HelpText.explain(name.migration))
            return .success
        }
        if options.showVersion {
            console.standardOutput.write("backport-migrate \(version)\n")
            return .success
        }
        return Run(options: options, console: console).execute()
    }

    static func usage(_ message: String, _ console: Console) -> ExitCode {
        console.standardError.write("backport-migrate: \(message)\nRun 'backport-migrate --help' for usage.\n")
        if console.usageErrorsAsJSON { console.standardOutput.write(JSONReport.usageError(message, toolVersion: version)) }
        return .usage
    }

    /// Whether arguments the parser refused still ask for `--format json` (`--format json` or
    /// `--format=json`, before a `--` that ends the options).
    static func asksForJSON(_ arguments: [String]) -> Bool {
        for (position, argument) in arguments.enumerated() {
            if argument == "--" { return false }
            if argument == "--format=json" { return true }
            if argument == "--format", position + 1 < arguments.count, arguments[position + 1] == "json" { return true }
        }
        return false
    }
}

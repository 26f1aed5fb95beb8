import Foundation

/// The command line as a library function, so tests can run it in-process.
public enum CLI {
    public static let version = "0.1.0"

    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console = .process) -> ExitCode {
        let options: Options
        do {
            options = try OptionParser.parse(arguments)
        } catch {
            return usage(error.message, console)
        }
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
        return .usage
    }
}

import Foundation

/// The command line as a library function, so tests can run it in-process.
public enum CLI {
    public static func run(_ arguments: [String]) -> ExitCode {
        FileHandle.standardError.write(Data("backport-migrate: the command line is being built\n".utf8))
        return .usage
    }
}

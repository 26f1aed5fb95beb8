import Foundation

/// An output stream of the process (or a buffer standing in for one in tests).
public final class ConsoleStream: @unchecked Sendable {
    /// Whether a person is watching: colour and progress depend on it.
    public let isTerminal: Bool
    private let descriptor: Int32?
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private var firstFailure: Int32?

    /// The stream writing to an open file descriptor of the process.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = SystemCalls.isTerminal(descriptor)
    }

    /// A stream that keeps what is written, readable through `text`.
    public init(capturingAsTerminal isTerminal: Bool = false) {
        descriptor = nil
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        write(Array(text.utf8))
    }

    public func write(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        if let descriptor {
            // After a failure (a full disk, a closed pipe) nothing more is tried: the output
            // is incomplete whatever comes next, and the run says so at its end.
            guard firstFailure == nil else { return }
            firstFailure = FileSystem.writeAll(bytes, to: descriptor)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Why writing to the stream failed, the first time it did; nil while all went through.
    public var writeFailure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure.map(SystemCalls.describe)
    }

    /// Everything written so far, for a capturing stream.
    public var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return buffer
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// The world a run sees apart from the files it works on: streams, environment, current folder.
/// Tests give their own, so that runs in parallel in one process do not share a directory.
public struct Console: Sendable {
    /// A usage error (exit 2) also prints a JSON document on standard output (`--format json`):
    /// a script that reads the report gets one however the run ends.
    public var usageErrorsAsJSON = false
    public var standardOutput: ConsoleStream
    public var standardError: ConsoleStream
    public var readStandardInput: @Sendable () -> [UInt8]
    public var environment: [String: String]
    public var currentDirectory: String
    /// Called with a file's path right before it is written or deleted: nil for a real run;
    /// tests change the disk there, as another program could between reading and writing.
    public var beforeWriting: (@Sendable (String) -> Void)?

    /// The next line of standard input without its line break, nil at its end: the answers of
    /// `--interactive`.
    public var readLine: @Sendable () -> String?

    /// A console whose lines (`readLine`) are those of `readStandardInput`'s bytes, unless given.
    public init(
        standardOutput: ConsoleStream, standardError: ConsoleStream,
        readStandardInput: @escaping @Sendable () -> [UInt8], environment: [String: String], currentDirectory: String,
        readLine: (@Sendable () -> String?)? = nil,
        beforeWriting: (@Sendable (String) -> Void)? = nil
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.readLine = readLine ?? LineReader(readStandardInput).next
        self.beforeWriting = beforeWriting
    }

    /// The process's own streams, environment and current directory.
    public static var process: Console {
        Console(
            standardOutput: ConsoleStream(descriptor: STDOUT_FILENO),
            standardError: ConsoleStream(descriptor: STDERR_FILENO),
            readStandardInput: { (try? FileSystem.readAll(from: STDIN_FILENO, path: "<stdin>")) ?? [] },
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            readLine: { Swift.readLine(strippingNewline: true) }
        )
    }
}

extension Style {
    /// Whether a stream gets colour: `always`, `never`, or with `auto` only a terminal, and only
    /// when `NO_COLOR` is unset or empty (https://no-color.org).
    public static func isEnabled(_ choice: Options.ColorChoice, terminal: Bool, environment: [String: String]) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return terminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

/// Lines of bytes read all at once, handed out one at a time.
final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private let read: @Sendable () -> [UInt8]
    private var lines: [String]?

    init(_ read: @escaping @Sendable () -> [UInt8]) {
        self.read = read
    }

    @Sendable func next() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if lines == nil {
            let text = String(decoding: read(), as: UTF8.self)
            var split = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
            if text.hasSuffix("\n") || text.isEmpty { split.removeLast() }
            lines = split.reversed()
        }
        return lines?.popLast()
    }
}

import Foundation
@testable import BackportMigrate

/// Runs another program from a test (the built tool, the compiler, `git`) without blocking the
/// cooperative threads Swift Testing runs tests on.
///
/// `Process.waitUntilExit` and blocking pipe reads would each hold one of those few threads for
/// the whole life of the child. Here a thread of the helper's own feeds standard input and drains
/// both output pipes with `poll(2)` (so a child that fills one pipe while the test waits on the
/// other can never deadlock, whatever the sizes), the test awaits a continuation that the
/// process's `terminationHandler` and that thread resume together, and a child that outlives
/// `timeout` is killed and reported rather than hanging the run.
enum ChildProcess {
    /// How a child ended and everything it printed.
    struct Result: Sendable {
        /// The exit status, or the signal number when `signalled`.
        let status: Int32
        /// Whether a signal ended it (a crash, or the kill after a timeout).
        let signalled: Bool
        let output: [UInt8]
        /// Standard error; empty when it was merged into `output`.
        let error: [UInt8]
        /// Whether it was killed for outliving its time (only with `returningOnTimeout`).
        var timedOut = false

        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    /// A child that could not be started or did not finish in time.
    struct Failure: Error, CustomStringConvertible {
        let command: [String]
        let reason: String
        var description: String { "\(command.joined(separator: " ")): \(reason)" }
    }

    /// Runs `executable` with `arguments` and returns once it has exited and both its output
    /// pipes are closed. `environment` entries are added to (nil values removed from) this
    /// process's environment. With `mergingError`, standard error goes to `output` too.
    /// A child still running after `timeout` is killed; that throws, or with
    /// `returningOnTimeout` gives what it printed until then with `timedOut` set.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        environment: [String: String?] = [:], input: [UInt8] = [], mergingError: Bool = false,
        timeout: TimeInterval = 600, returningOnTimeout: Bool = false
    ) async throws -> Result {
        let command = [executable] + arguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let stdin = Pipe(), stdout = Pipe()
        let stderr = mergingError ? nil : Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr ?? stdout

        // A child that exits before reading all of its input must not kill the test process.
        _ = ignoreBrokenPipes
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw Failure(command: command, reason: "could not be started: \(error)")
        }

        return try await withCheckedThrowingContinuation { continuation in
            let pump = Thread {
                let deadline = Date(timeIntervalSinceNow: timeout)
                let streams = Streams(input: input, inputHandle: stdin.fileHandleForWriting,
                                      outputDescriptor: stdout.fileHandleForReading.fileDescriptor,
                                      errorDescriptor: stderr?.fileHandleForReading.fileDescriptor)
                var finishedInTime = streams.pump(until: deadline)
                if finishedInTime, exited.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut {
                    finishedInTime = false
                }
                if !finishedInTime {
                    ProcessCalls.killNow(process.processIdentifier)
                    exited.wait()
                    if returningOnTimeout {
                        streams.drain()
                        continuation.resume(returning: Result(
                            status: process.terminationStatus, signalled: true,
                            output: streams.output, error: streams.error, timedOut: true))
                        return
                    }
                    continuation.resume(throwing: Failure(command: command, reason: "killed after \(Int(timeout)) s without finishing"))
                    return
                }
                continuation.resume(returning: Result(
                    status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                    output: streams.output, error: streams.error))
            }
            pump.start()
        }
    }

    /// Set once, the first time a child is run.
    private static let ignoreBrokenPipes: Void = ProcessCalls.ignoreBrokenPipes()

    /// The three standard streams of one child, moved by one thread. The pipes' file handles
    /// stay the owners of their descriptors (they close them when released); only the input is
    /// closed early, through its handle, so that the child sees the end of it.
    private final class Streams {
        let input: [UInt8]
        var inputHandle: FileHandle?
        let outputDescriptor: Int32
        var errorDescriptor: Int32?
        var output: [UInt8] = []
        var error: [UInt8] = []

        init(input: [UInt8], inputHandle: FileHandle, outputDescriptor: Int32, errorDescriptor: Int32?) {
            self.input = input
            self.inputHandle = inputHandle
            self.outputDescriptor = outputDescriptor
            self.errorDescriptor = errorDescriptor
            ProcessCalls.setNonBlocking(inputHandle.fileDescriptor)
            if input.isEmpty { closeInput() }
        }

        /// Writes the input and reads both outputs until the child closes them; false when the
        /// deadline passes first.
        func pump(until deadline: Date) -> Bool {
            var outputOpen = true
            var written = 0
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while outputOpen || errorDescriptor != nil {
                if Date() > deadline { return false }
                let readable = (outputOpen ? [outputDescriptor] : []) + (errorDescriptor.map { [$0] } ?? [])
                guard let ready = ProcessCalls.waitForReady(readable: readable, writable: inputHandle.map { [$0.fileDescriptor] } ?? [],
                                                            milliseconds: 200) else { return true }
                for descriptor in ready {
                    if descriptor == inputHandle?.fileDescriptor {
                        let (count, retry) = input.withUnsafeBytes { ProcessCalls.writeSome(descriptor, UnsafeRawBufferPointer(rebasing: $0[written...])) }
                        if count > 0 { written += count }
                        if written == input.count || count < 0 && !retry { closeInput() }
                        continue
                    }
                    let (count, retry) = buffer.withUnsafeMutableBytes { ProcessCalls.readSome(descriptor, into: $0) }
                    if count > 0 {
                        if descriptor == outputDescriptor { output += buffer[0..<count] } else { error += buffer[0..<count] }
                    } else if count == 0 || !retry {
                        if descriptor == outputDescriptor { outputOpen = false } else { errorDescriptor = nil }
                    }
                }
            }
            closeInput()
            return true
        }

        /// Reads what is left in the output pipes once the child is gone (after a kill), without
        /// waiting for writers the child may have left behind.
        func drain() {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            for descriptor in [outputDescriptor, errorDescriptor].compactMap({ $0 }) {
                ProcessCalls.setNonBlocking(descriptor)
                while true {
                    let count = buffer.withUnsafeMutableBytes { ProcessCalls.readSome(descriptor, into: $0).count }
                    guard count > 0 else { break }
                    if descriptor == outputDescriptor { output += buffer[0..<count] } else { error += buffer[0..<count] }
                }
            }
        }

        private func closeInput() {
            try? inputHandle?.close()
            inputHandle = nil
        }
    }
}

import Foundation

/// Runs a program to its end without blocking a thread of Swift's cooperative pool.
///
/// `Process.waitUntilExit` and `readDataToEndOfFile` block the calling thread; in a Swift Testing
/// test that thread belongs to the small cooperative pool the other tests run on (two threads on a
/// two-core machine), so a long compile would stall them. Here the child writes to temporary files
/// (no pipe can fill up), its end is awaited through `terminationHandler`, and the files are read
/// once it is gone.
enum ChildProcess {
    /// How a child ended and what it wrote.
    struct Outcome: Sendable {
        /// The exit status, or the signal number when `exited` is false.
        let status: Int32
        /// Whether the child exited on its own (rather than being killed by a signal).
        let exited: Bool
        /// Whether `run` terminated it because it outlived its time limit.
        let timedOut: Bool
        let standardOutput: [UInt8]
        /// Standard error, or nothing when it was merged into standard output.
        let standardError: [UInt8]

        /// Exited on its own with status 0.
        var succeeded: Bool { exited && status == 0 && !timedOut }
    }

    /// Runs `executable` with `arguments` and returns when it has ended. With `mergingErrors`,
    /// standard error goes to the same file as standard output, interleaved as written.
    /// A child still running after `timeLimit` is killed and reported as timed out.
    /// Throws when the child cannot be started or its output cannot be stored.
    static func run(_ executable: URL, _ arguments: [String], mergingErrors: Bool = false,
                    timeLimit: Duration? = nil) async throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("backport-migrate-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = mergingErrors ? output : error
        let timedOut = Flag()
        let (status, exited): (Int32, Bool) = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: (finished.terminationStatus, finished.terminationReason == .exit))
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
                return
            }
            if let timeLimit {
                let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) / 1e18
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    if process.isRunning {
                        timedOut.set()
                        // SIGKILL, not `terminate()`'s SIGTERM: a child spawned from a worker
                        // thread inherits its signal mask, in which SIGTERM is blocked.
                        kill(process.processIdentifier, SIGKILL)
                    }
                }
            }
        }
        return Outcome(status: status, exited: exited, timedOut: timedOut.isSet,
                       standardOutput: [UInt8](try Data(contentsOf: outputURL)),
                       standardError: mergingErrors ? [] : [UInt8](try Data(contentsOf: errorURL)))
    }

    /// A flag set from one thread and read from another.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}

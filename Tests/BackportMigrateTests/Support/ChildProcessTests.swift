import Foundation
import Testing
@testable import BackportMigrate

/// The helper every test runs programs through: large streams in both directions at once, exit
/// statuses, signals and the hang guard.
@Suite struct ChildProcessTests {
    @Test func largeInputAndBothOutputsAtOnceDoNotDeadlock() async throws {
        // Far beyond a pipe's 64 KiB buffer on every stream: `cat` cannot finish writing until
        // its output is read, and the script writes standard error while standard output is full.
        let input = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let echoed = try await ChildProcess.run("/bin/sh", ["-c", "cat; head -c 2000000 /dev/zero >&2; echo done"], input: input)
        #expect(echoed.status == 0)
        #expect(!echoed.signalled)
        #expect(echoed.output == input + Array("done\n".utf8))
        #expect(echoed.error.count == 2_000_000)
    }

    @Test func mergedErrorAndExitStatus() async throws {
        let result = try await ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 7"], mergingError: true)
        #expect(result.status == 7)
        #expect(result.outputText.split(separator: "\n").sorted() == ["err", "out"])
        #expect(result.error.isEmpty)
    }

    @Test func environmentAndDirectory() async throws {
        let result = try await ChildProcess.run("/bin/sh", ["-c", "echo \"$CHILD_PROCESS_TEST\"; pwd"], in: "/",
                                                environment: ["CHILD_PROCESS_TEST": "here"])
        #expect(result.outputText == "here\n/\n")
    }

    @Test func aChildThatStopsReadingItsInputIsNoProblem() async throws {
        let input = [UInt8](repeating: 65, count: 1_000_000)
        let result = try await ChildProcess.run("/bin/sh", ["-c", "head -c 10"], input: input)
        #expect(result.outputText == "AAAAAAAAAA")
    }

    @Test func aSignalIsReportedAsSuch() async throws {
        let result = try await ChildProcess.run("/bin/sh", ["-c", "kill -9 $$"])
        #expect(result.signalled)
        #expect(result.status == ProcessCalls.killSignal)
    }

    /// A child that would end on its own after a minute is killed after its second: the run
    /// throws, naming the kill (one that ended on its own would return a result instead). No
    /// bound on the test's own time: its task may wait long for a thread of the shared pool.
    @Test func aHangIsKilledAfterTheTimeout() async throws {
        let failure = await #expect(throws: ChildProcess.Failure.self) {
            try await ChildProcess.run("/bin/sleep", ["60"], timeout: 1)
        }
        #expect(failure?.reason == "killed after 1 s without finishing")
    }

    /// With `returningOnTimeout`, what the child printed before the kill comes back.
    @Test func aHangKilledWithReturningOnTimeoutGivesWhatItPrinted() async throws {
        let result = try await ChildProcess.run("/bin/sh", ["-c", "echo before; exec sleep 60"], timeout: 1, returningOnTimeout: true)
        #expect(result.timedOut)
        #expect(result.signalled)
        #expect(result.outputText == "before\n")
    }

    @Test func aMissingProgramIsAFailure() async throws {
        await #expect(throws: ChildProcess.Failure.self) {
            try await ChildProcess.run("/nonexistent/program", [])
        }
    }
}

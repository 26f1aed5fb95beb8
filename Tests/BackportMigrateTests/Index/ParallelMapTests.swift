import Foundation
import Testing
@testable import BackportMigrate

/// `parallelMap`, which phase 1 uses to index files on several threads.
@Suite struct ParallelMapTests {
    /// Counts the instances alive, so a test can see that none is retained after use.
    final class Tracked: @unchecked Sendable {
        static let lock = NSLock()
        nonisolated(unsafe) static var alive = 0
        let value: Int

        init(_ value: Int) {
            self.value = value
            Self.lock.withLock { Self.alive += 1 }
        }

        deinit { Self.lock.withLock { Self.alive -= 1 } }
    }

    @Test func resultsInOrderForAnyNumberOfJobs() {
        for jobs in [1, 2, 7] {
            #expect(parallelMap(100, jobs: jobs) { $0 * $0 } == (0..<100).map { $0 * $0 })
        }
        #expect(parallelMap(0, jobs: 4) { $0 }.isEmpty)
    }

    /// Found by the migration fuzzer (LeakSanitizer): the slots were deallocated without being
    /// deinitialized, so every result of every index stayed retained.
    @Test func releasesEveryResult() {
        do {
            let results = parallelMap(50, jobs: 3) { Tracked($0) }
            #expect(results.map(\.value) == Array(0..<50))
        }
        #expect(Tracked.lock.withLock { Tracked.alive } == 0)
    }
}

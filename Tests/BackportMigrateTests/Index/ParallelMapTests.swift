import Foundation
import Testing
@testable import BackportMigrate

/// `parallelMap` and `parallelCompactMap`, which phase 1 uses to index files on several threads.
/// Serialized: two tests counting the live instances at once would see each other's.
@Suite(.serialized) struct ParallelMapTests {
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

    @Test func compactMapKeepsWhatIsFoundWithItsPositionInOrder() {
        let positions = Array(stride(from: 3, to: 300, by: 3))
        for jobs in [1, 2, 7] {
            let found = parallelCompactMap(positions, jobs: jobs) { $0 % 2 == 0 ? "\($0)" : nil }
            #expect(found.map(\.0) == positions.filter { $0 % 2 == 0 })
            #expect(found.map(\.1) == positions.filter { $0 % 2 == 0 }.map { "\($0)" })
        }
        #expect(parallelCompactMap([], jobs: 4) { $0 }.isEmpty)
        do {
            let results = parallelCompactMap(Array(0..<40), jobs: 3) { $0 < 20 ? Tracked($0) : nil }
            #expect(results.map(\.1.value) == Array(0..<20))
        }
        #expect(Tracked.lock.withLock { Tracked.alive } == 0)
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

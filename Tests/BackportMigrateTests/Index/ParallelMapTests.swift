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

    /// Every item is handed out once, in batches that stay in their worker's region until it
    /// is done, whatever the number of items and workers.
    @Test func workRegionsHandOutEveryItemOnce() {
        for count in [0, 1, 5, 31, 100, 1000, 9958] {
            for workers in [1, 2, 3, 8] {
                let work = WorkRegions(count: count, workers: workers)
                let seen = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(count, 1))
                seen.initialize(repeating: 0)
                defer { seen.deallocate() }
                let counts = SeenCounts(buffer: seen)
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    while let batch = work.next(for: worker) {
                        for item in batch { counts.buffer[item] += 1 }
                    }
                }
                #expect(seen.prefix(count).allSatisfy { $0 == 1 }, "\(count) items, \(workers) workers")
            }
        }
        // One worker alone goes front to back.
        let alone = WorkRegions(count: 100, workers: 1)
        var order: [Int] = []
        while let batch = alone.next(for: 0) { order += batch }
        #expect(order == Array(0..<100))
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

/// Counters each written by one thread at a time (an item belongs to one batch).
private struct SeenCounts: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Int>
}

import Dispatch
import Foundation

/// Runs the migrator over the files of a run, in parallel, and reports on each in path order.
///
/// Workers take the next file from a shared index; finished reports wait in their slot until all
/// before them are done, then their diffs are written. So the output is the same whatever
/// `--jobs` is, and only the diffs not yet written stay in memory.
struct Pipeline: Sendable {
    /// Files above this size are refused rather than read: the tool would hold several copies.
    static let sizeLimit = 64 << 20

    let options: Options
    let console: Console
    let migrator: Migrator
    /// Whether diffs written to standard output are coloured.
    let colorDiff: Bool

    /// Migrates, writes (in write mode) and reports every file.
    func run(_ files: [DiscoveredFile]) -> [FileReport] {
        let collector = Collector(count: files.count, pipeline: self)
        let workers = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = collector.nextIndex() {
                collector.finish(index, process(files[index]))
            }
        }
        return collector.finishAll()
    }

    /// Reads, checks, migrates and (in write mode) writes one file; never throws, every failure
    /// becomes the file's problem and the file stays as it was.
    func process(_ file: DiscoveredFile) -> FileReport {
        guard let (size, _) = FileSystem.sizeAndMode(of: file.path) else {
            return .failed(file.displayPath, "cannot read: no such file")
        }
        if size > Self.sizeLimit {
            return .failed(file.displayPath, Self.tooLarge(size))
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(file.path)
        } catch {
            return .failed(file.displayPath, "cannot read: \(error.reason)")
        }
        var (report, output) = migrate(bytes, path: file.displayPath)
        if options.mode == .write, report.status == .changed, let output {
            do {
                try FileSystem.replaceAtomically(file.path, with: output)
            } catch {
                report.status = .failed
                report.editCounts = [:]
                report.diff = nil
                report.problem = Problem(line: nil, message: error.reason)
            }
        }
        return report
    }

    /// The report for one file's content, and the new content when it changed. Shared by files
    /// and standard input.
    func migrate(_ bytes: [UInt8], path: String) -> (FileReport, [UInt8]?) {
        if bytes.isEmpty {
            return (FileReport(path: path, status: .unchanged, note: "empty file, nothing to do"), nil)
        }
        let migration = migrator.migrate(bytes)
        if let problem = migration.problem {
            return (FileReport(path: path, status: .failed, reviewItems: migration.reviewItems,
                               problem: Problem(line: problem.line, message: problem.message)), nil)
        }
        guard migration.isChanged else {
            return (FileReport(path: path, status: .unchanged, reviewItems: migration.reviewItems), nil)
        }
        let diff = options.showDiff
            ? UnifiedDiff.patch(path: path, old: bytes, new: migration.output, context: options.context, color: colorDiff && options.format == .text)
            : nil
        return (FileReport(path: path, status: .changed, editCounts: migration.editCounts,
                           reviewItems: migration.reviewItems, diff: diff), migration.output)
    }

    /// The message for a file over `sizeLimit`; sizes round up, so it never reads "64 MiB, over
    /// the 64 MiB limit".
    static func tooLarge(_ size: Int) -> String {
        "\((size + (1 << 20) - 1) >> 20) MiB, over the \(sizeLimit >> 20) MiB limit; left as is"
    }

    /// The shared state of the workers: which file is next, which reports are in, what has been
    /// printed, and the progress line.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private let pipeline: Pipeline
        private var slots: [FileReport?]
        private var next = 0
        private var printed = 0
        private var done = 0
        private let progress: Progress?

        init(count: Int, pipeline: Pipeline) {
            slots = Array(repeating: nil, count: count)
            self.pipeline = pipeline
            let error = pipeline.console.standardError
            progress = error.isTerminal && pipeline.options.verbosity != .quiet ? Progress(stream: error, total: count) : nil
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < slots.count else { return nil }
            next += 1
            return next - 1
        }

        func finish(_ index: Int, _ report: FileReport) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = report
            done += 1
            while printed < slots.count, var ready = slots[printed] {
                if let diff = ready.diff, pipeline.options.format == .text {
                    progress?.clear()
                    pipeline.console.standardOutput.write(diff)
                    ready.diff = nil
                    slots[printed] = ready
                }
                printed += 1
            }
            progress?.update(done: done)
        }

        func finishAll() -> [FileReport] {
            lock.lock()
            defer { lock.unlock() }
            progress?.clear()
            return slots.map { $0! }
        }
    }

    /// The `[done/total]` line on a terminal's standard error: drawn only once a run has taken
    /// over a second, at most ten times a second, and erased before anything else is printed.
    final class Progress {
        private let stream: ConsoleStream
        private let total: Int
        private let start = DispatchTime.now().uptimeNanoseconds
        private var lastDraw: UInt64 = 0
        private var shown = false

        init(stream: ConsoleStream, total: Int) {
            self.stream = stream
            self.total = total
        }

        func update(done: Int) {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now - start > 1_000_000_000, now - lastDraw > 100_000_000, done < total else { return }
            lastDraw = now
            shown = true
            stream.write("\r\u{1B}[2Kbackport-migrate: \(done)/\(total) files")
        }

        func clear() {
            guard shown else { return }
            shown = false
            stream.write("\r\u{1B}[2K")
        }
    }
}

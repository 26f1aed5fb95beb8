/// One file's result on its way to the report, in path order: each sink of the run takes it in
/// turn. The file's bytes as they were before the run are read once, when a sink first needs
/// them.
final class Delivery {
    var result: FileResult
    /// What a write puts in the file: the migrated text, or what a sink made of it (the raised
    /// targets of a `Package.swift` merged in, the hunks accepted in `--interactive`).
    var output: [UInt8]?
    /// The file's path on disk.
    let path: String
    /// The review items as the run found them, before a sink numbered them by the written lines.
    let reviewItemsFound: [ReviewItem]
    private var originalRead = false
    private var originalBytes: [UInt8]?

    init(_ result: FileResult, path: String) {
        self.result = result
        output = result.output
        self.path = path
        reviewItemsFound = result.reviewItems
    }

    /// The file as it is on disk (before anything is written), or nil when it cannot be read.
    var original: [UInt8]? {
        if !originalRead {
            originalRead = true
            originalBytes = try? FileSystem.readFile(path)
        }
        return originalBytes
    }
}

/// A step of the report phase for each file: writes, prints or asks. Sinks run in the order the
/// run lists them; one returns false when the file's delivery ends there (a failed write).
protocol ResultSink: Sendable {
    func take(_ delivery: Delivery) -> Bool
}

/// `--bump`: a `Package.swift` the migrations changed too gets its targets raised in the
/// migrated text, so that one write (and one patch) carries both.
struct ManifestMergeSink: ResultSink {
    let bumps: ManifestBumps
    let patches: PatchMaker?

    func take(_ delivery: Delivery) -> Bool {
        let result = delivery.result
        guard result.isChanged, let merged = bumps.merge(path: delivery.path, migrated: result.status == .changed ? delivery.output : nil) else {
            return true
        }
        delivery.output = merged
        if result.diff != nil, let patches, let original = delivery.original {
            delivery.result.diff = patches.patch(path: result.path, old: original, new: merged)
        }
        return true
    }
}

/// `--interactive`: each hunk is asked about; what is written is what was accepted.
struct InteractiveSink: ResultSink {
    let review: InteractiveReview

    func take(_ delivery: Delivery) -> Bool {
        if delivery.result.isChanged, let original = delivery.original {
            switch review.review(delivery.result, original: original) {
            case .leave:
                delivery.result.status = .unchanged
                delivery.result.editCounts = [:]
            case .write(let bytes, let counts):
                delivery.result.status = .changed
                delivery.result.editCounts = counts
                delivery.output = bytes
            case .delete:
                break
            }
        } else if !delivery.result.reviewItems.isEmpty {
            _ = review.review(delivery.result, original: [])
        }
        return true
    }
}

/// In write mode: once the file is written, its review items name lines of what was written,
/// where the user reads them (a failed write gives back the lines of the file left as it was).
struct WrittenLinesSink: ResultSink {
    func take(_ delivery: Delivery) -> Bool {
        let result = delivery.result
        guard result.status == .changed, let output = delivery.output, !result.reviewItems.isEmpty, let original = delivery.original else { return true }
        let lines = LineCorrespondence.newLines(of: result.reviewItems.map(\.line), old: original, new: output)
        delivery.result.reviewItems = zip(result.reviewItems, lines).map { ReviewItem(line: $1, migration: $0.migration, message: $0.message) }
        return true
    }
}

/// `--format github`: the annotations of the file, on standard output. Pending edits are
/// pointed at in the text as it is before anything is written.
struct GitHubSink: ResultSink {
    let annotations: GitHubAnnotations
    let writes: Bool
    let output: ConsoleStream

    func take(_ delivery: Delivery) -> Bool {
        for line in annotations.lines(for: delivery.result, pending: !writes) { output.write(line + "\n") }
        return true
    }
}

/// Write mode: the file is replaced atomically (or removed), provided it is still what the
/// run read. A failed write leaves the file as it was and makes the result a failure.
struct WriteSink: ResultSink {
    let console: Console
    /// Where a failure goes as a GitHub annotation too (`--format github`).
    let annotations: GitHubAnnotations?
    /// Where a failure goes as an entry too (`--format xcode`, `sarif`, `checkstyle`).
    var entries: EntrySink?

    func take(_ delivery: Delivery) -> Bool {
        let result = delivery.result
        guard result.isChanged else { return true }
        console.beforeWriting?(delivery.path)
        do {
            if result.status == .deleted {
                try FileSystem.remove(delivery.path, expecting: result.stamp)
            } else if let output = delivery.output {
                try FileSystem.replaceAtomically(delivery.path, with: output, expecting: result.stamp)
            }
            return true
        } catch {
            delivery.result = FileResult(path: result.path, status: .failed, reviewItems: delivery.reviewItemsFound,
                                         problem: Problem(line: nil, message: error.reason))
            if let annotations {
                console.standardOutput.write(GitHubAnnotations.command("error", file: annotations.relative(result.path), line: nil,
                                                                      message: error.reason) + "\n")
            }
            // Its review items went out before the write; the failure alone is new.
            entries?.emit(ReportEntry.entries(for: FileResult.failed(result.path, error.reason), pending: false))
            return false
        }
    }
}

/// A dry run's text output: the file's patch on standard output (the JSON report keeps it instead).
struct DiffSink: ResultSink {
    let output: ConsoleStream

    func take(_ delivery: Delivery) -> Bool {
        if let diff = delivery.result.diff {
            output.write(diff)
            delivery.result.diff = nil
        }
        return true
    }
}


/// `--format xcode`, `sarif`, `checkstyle`: the file's entries (`ReportEntry`), pending edits
/// pointed at in the text as it is before anything is written; `emit` prints them at once
/// (xcode) or keeps them for the document printed at the end.
struct EntrySink: ResultSink {
    let writes: Bool
    let emit: @Sendable ([ReportEntry]) -> Void

    func take(_ delivery: Delivery) -> Bool {
        let entries = ReportEntry.entries(for: delivery.result, pending: !writes)
        if !entries.isEmpty { emit(entries) }
        return true
    }
}

/// Runs the enabled migrations over one file until nothing more changes.
///
/// Each pass tokenizes the current text, asks every migration for its edits, applies the
/// ones that do not overlap (outermost first) and defers the rest to the next pass, so
/// nested checks come out right and no migration has to reason about another's edits.
public struct Migrator: Sendable {
    public let targets: DeploymentTargets
    public let migrations: [any Migration]

    /// Passes before giving up on a file; real files settle in two or three.
    static let maximumPasses = 64

    public init(targets: DeploymentTargets, enabled: Set<MigrationName> = Set(MigrationName.allCases)) {
        self.targets = targets
        self.migrations = Self.all.filter { enabled.contains($0.name) }
    }

    /// Every migration, in the order they run.
    static let all: [any Migration] = [ConditionsMigration(), AttributesMigration()]

    /// Migrates one file's bytes. Pure and thread-safe.
    public func migrate(_ source: [UInt8]) -> FileMigration {
        let context = MigrationContext(targets: targets)
        var file = SourceFile(bytes: source)
        if let nul = file.problems.first(where: { $0.message == Tokenizer.nulByteMessage }) {
            // One NUL byte says more about the file than any other problem in it.
            return failure(source, FileProblem(line: file.line(ofOffset: nul.offset), message: "binary file (NUL byte), not Swift source; left as is"))
        }
        if let problem = file.firstProblem {
            return failure(source, FileProblem(line: file.line(ofOffset: problem.offset), message: problem.message))
        }

        var counts: [MigrationName: Int] = [:]
        var lineMap = LineMap()
        var passes = 0
        while true {
            let results = Self.mentionsAvailability(file.bytes) ? migrations.map { $0.run(on: file, context: context) } : []
            let batch = EditBatch(results.flatMap(\.edits))
            if batch.accepted.isEmpty {
                let items = results.flatMap(\.findings).map { finding in
                    ReviewItem(
                        line: lineMap.originalLine(of: file.line(ofOffset: finding.offset)),
                        migration: finding.migration,
                        message: finding.message
                    )
                }
                let sorted = Array(Set(items)).sorted { ($0.line, $0.migration, $0.message) < ($1.line, $1.migration, $1.message) }
                return FileMigration(original: source, output: file.bytes, editCounts: counts, reviewItems: sorted, problem: nil)
            }
            passes += 1
            if passes > Self.maximumPasses {
                return failure(source, FileProblem(line: 1, message: "the rewrite did not settle after \(Self.maximumPasses) passes; left as is"))
            }
            for edit in batch.accepted { counts[edit.migration, default: 0] += 1 }
            lineMap.record(batch, appliedTo: file)
            let next = SourceFile(bytes: batch.apply(to: file.bytes))
            if let problem = next.firstProblem {
                // Our own rewrite must never unbalance a file; if it would, keep the original.
                return failure(source, FileProblem(
                    line: lineMap.originalLine(of: next.line(ofOffset: problem.offset)),
                    message: "internal error: the rewrite would leave \(problem.message); left as is"
                ))
            }
            file = next
        }
    }

    private func failure(_ source: [UInt8], _ problem: FileProblem) -> FileMigration {
        FileMigration(original: source, output: source, editCounts: [:], reviewItems: [], problem: problem)
    }

    /// A quick byte search for "available": a file without it has nothing for these migrations.
    static func mentionsAvailability(_ bytes: [UInt8]) -> Bool {
        let needle = Array("available".utf8)
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - needle.count
            while index <= last {
                if buffer[index] == needle[0] {
                    var matched = true
                    for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }
}

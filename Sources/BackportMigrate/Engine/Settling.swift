/// The end of a run that the cross-file migrations took part in: what one round deleted can
/// free more (a shim whose last call was in a deleted declaration, the `Backport` type once its
/// last shim is gone), so the migrated files are indexed again and the files where a cross-file
/// migration still has work are migrated again, until a round changes nothing. A second run of
/// the tool then has nothing left to do.
///
/// Most runs settle in one round: phase 1 already decides its deletions as a fixed point over
/// the whole run, so a later round only catches what no index could see beforehand.
struct Settling: Sendable {
    let migrator: Migrator
    /// Builds the index of the run from the current contents of its files.
    let index: @Sendable ([ProjectIndexer.Source]) -> ProjectIndex
    let jobs: Int

    /// Rounds before giving up; each round must delete or rewrite something, so a real run
    /// stops long before.
    static let maximumRounds = 16

    /// Settles `results` (one per path, round one's, with their outputs), given each file's
    /// original bytes; returns the final results and how many rounds were run.
    func settle(paths: [String], original: @escaping @Sendable (Int) -> [UInt8]?, results first: [FileResult],
                firstIndex: ProjectIndex) -> (results: [FileResult], rounds: Int) {
        var results = first
        var rounds = 1
        let crossFile = migrator.migrations.filter { MigrationName.crossFile.contains($0.name) }
        guard !crossFile.isEmpty else { return (results, rounds) }
        var moved = results.contains { result in result.editCounts.keys.contains { MigrationName.crossFile.contains($0) } }
        var mayFreeMore = firstIndex.mayFreeMore(afterChangesIn: Set(paths.indices.filter { results[$0].isChanged }.map { paths[$0] }))
        while moved, mayFreeMore, rounds < Self.maximumRounds {
            // Only changed files are held; the others are read again when needed.
            let snapshot = results.map { result -> FileState in
                switch result.status {
                case .deleted, .failed: return .gone
                case .changed: return .changed(result.output ?? [])
                case .unchanged: return .unchanged
                }
            }
            @Sendable func bytes(_ position: Int) -> [UInt8]? {
                switch snapshot[position] {
                case .gone: return nil
                case .changed(let bytes): return bytes
                case .unchanged: return original(position)
                }
            }
            let sources = paths.indices.compactMap { position -> ProjectIndexer.Source? in
                // A file that failed is never migrated, but the index still sees it: its names count.
                if results[position].status == .failed {
                    return ProjectIndexer.Source(path: paths[position], isExternal: false, read: { original(position) })
                }
                var source = ProjectIndexer.Source(path: paths[position], isExternal: false, read: { bytes(position) })
                switch snapshot[position] {
                case .gone: return nil
                case .changed: source.isAsFirstRead = false
                case .unchanged: break
                }
                return source
            }
            let index = self.index(sources)
            let migrator = self.migrator
            let next = parallelMap(paths.count, jobs: jobs) { position -> (FileResult, [UInt8])? in
                guard let bytes = bytes(position) else { return nil }
                let context = migrator.context(for: paths[position], index: index)
                guard crossFile.contains(where: { $0.mayApply(to: bytes, context: context) }) else { return nil }
                let result = migrator.migrate(bytes, path: paths[position], index: index)
                return result.isChanged ? (result, bytes) : nil
            }
            moved = false
            var changed: Set<String> = []
            for (position, found) in next.enumerated() {
                guard let (result, bytes) = found else { continue }
                results[position] = merged(results[position], result, original: original(position) ?? bytes, current: bytes)
                moved = true
                changed.insert(paths[position])
            }
            mayFreeMore = index.mayFreeMore(afterChangesIn: changed)
            if moved { rounds += 1 }
        }
        return (results, rounds)
    }

    /// What a round starts from for one file.
    private enum FileState: Sendable {
        case gone
        case changed([UInt8])
        case unchanged
    }

    /// A file's result after a later round: the later content and status, the counts of both
    /// rounds, and review items of both, the later round's mapped to lines of the original.
    private func merged(_ earlier: FileResult, _ later: FileResult, original: [UInt8], current: [UInt8]) -> FileResult {
        var result = later
        result.path = earlier.path
        for (name, count) in earlier.editCounts { result.editCounts[name, default: 0] += count }
        // A later round's lines are mapped back like its review items.
        let laterLines = LineCorrespondence.originalLines(of: current, in: original)
        func mapped(_ line: Int) -> Int { laterLines[min(max(line, 1), laterLines.count) - 1] }
        result.editedLines = earlier.editedLines
        for (name, ranges) in later.editedLines {
            result.editedLines[name, default: []] += ranges.map {
                EditSpan(lines: mapped($0.lines.lowerBound)...max(mapped($0.lines.lowerBound), mapped($0.lines.upperBound)), rewrites: $0.rewrites)
            }
        }
        let lines = LineCorrespondence.originalLines(of: current, in: original)
        let mapped = later.reviewItems.map { item in
            ReviewItem(line: lines[min(max(item.line, 1), lines.count) - 1], migration: item.migration, message: item.message)
        }
        // The cross-file migrations' items are recomputed by every round; the others' items
        // about code an earlier round changed are not, so those are kept.
        let kept = earlier.reviewItems.filter { !MigrationName.crossFile.contains($0.migration) }
        result.reviewItems = Array(Set(kept + mapped)).sorted { ($0.line, $0.migration, $0.message) < ($1.line, $1.migration, $1.message) }
        return result
    }
}

/// Runs the enabled migrations over one file until nothing more changes.
///
/// Each pass tokenizes the current text, asks every migration for its edits, applies the
/// ones that do not overlap (outermost first) and defers the rest to the next pass, so
/// nested checks come out right and no migration has to reason about another's edits.
public struct Migrator: Sendable {
    public let targets: DeploymentTargets
    public let migrations: [any Migration]
    /// Where to add the time of pre-checks, tokenizing and migrating (`--timings`).
    public var clock: PhaseClock?

    /// Passes before giving up on a file, beyond one per token of it: every pass removes at least
    /// one token (a check, an attribute, a `.backport`, a declaration), so only a rewrite that
    /// undoes itself could need more. Real files settle in two or three: nested checks are
    /// inlined in one pass (`Reindentation.inlinedLines`), and only statements whose meaning
    /// depends on where they land wait for the next.
    static let sparePasses = 64

    /// The minimum compiler of `--swift-version`; without it the `compiler` migration has nothing to do.
    public let swiftVersion: Version?
    /// The targets of each file by the modules that compile it; nil: every file is judged by
    /// `targets`.
    public var targetMap: TargetMap?
    /// What the availability pre-check decided of each argument list at each target set, shared
    /// by every file of the run: most projects write the same few lists thousands of times.
    let availabilityMemos = AvailabilityPrecheck.Memos()

    /// The targets the file at `path` is judged by.
    public func targets(for path: String) -> DeploymentTargets {
        targetMap?.targets(for: path) ?? targets
    }

    /// A migration's context for the file at `path`.
    func context(for path: String, index: ProjectIndex = .empty) -> MigrationContext {
        let targets = targets(for: path)
        var context = MigrationContext(targets: targets, index: index, path: path, swiftVersion: swiftVersion)
        context.availabilityMemo = availabilityMemos.memo(for: targets)
        return context
    }

    public init(targets: DeploymentTargets, enabled: Set<MigrationName> = Set(MigrationName.allCases), swiftVersion: Version? = nil) {
        self.targets = targets
        self.migrations = Migrations.all.filter { enabled.contains($0.name) }
        self.swiftVersion = swiftVersion
    }

    /// A migrator with these migrations, configured as the caller wants them (the index's
    /// preview of the single-file migrations, tests).
    init(targets: DeploymentTargets, migrations: [any Migration], swiftVersion: Version? = nil) {
        self.targets = targets
        self.migrations = migrations
        self.swiftVersion = swiftVersion
    }

    /// The text of each line of `bytes`, white space around it left out (1-based line `n` at `n - 1`).
    static func lineTexts(_ bytes: [UInt8]) -> [Substring] {
        func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 13 }
        return bytes.split(separator: 10, omittingEmptySubsequences: false).map { line in
            var start = line.startIndex
            var end = line.endIndex
            while start < end, isBlank(line[start]) { start += 1 }
            while end > start, isBlank(line[end - 1]) { end -= 1 }
            return Substring(String(decoding: line[start..<end], as: UTF8.self))
        }
    }

    /// Whether a file with these bytes must be migrated whatever the index says: a migration
    /// that needs no index may act on it (its byte pre-check), or it is empty or no Swift source
    /// (NUL bytes, invalid UTF-8), which a migration reports. Files for which this is false
    /// change only through what the index holds of them.
    public func mayActWithoutIndex(on bytes: [UInt8], path: String = "") -> Bool {
        screen().mayAct(on: bytes, path: path)
    }

    /// `mayActWithoutIndex(on:)` for many files: the migrations to ask and their context are
    /// made once, not for each file (the first pass of a run asks it of every file, on every
    /// job, and each copy of a context retains what all threads share).
    func screen() -> Screen {
        Screen(migrations: migrations.filter { !MigrationName.crossFile.contains($0.name) }, migrator: self)
    }

    /// The byte pre-checks of the migrations that need no index, with their context.
    struct Screen: Sendable {
        let migrations: [any Migration]
        let migrator: Migrator

        /// Whether a file with these bytes at `path` must be migrated whatever the index says
        /// (see `mayActWithoutIndex(on:path:)`).
        func mayAct(on bytes: [UInt8], path: String) -> Bool {
            if bytes.isEmpty { return true }
            let context = migrator.context(for: path)
            // By position: a copy of each migration would retain its box, which every thread shares.
            for position in migrations.indices where migrations[position].mayApply(to: bytes, context: context) { return true }
            return ByteSearch.containsNul(bytes) || !UTF8Validation.isValid(bytes)
        }
    }

    /// Migrates one file's bytes with what phase 1 learnt about the project. Pure and thread-safe.
    /// A file that no migration's byte pre-check accepts is never tokenized.
    public func migrate(_ source: [UInt8], path: String = "", index: ProjectIndex = .empty) -> FileResult {
        migrate(source, tokenized: nil, path: path, index: index)
    }

    /// The same, given the file already tokenized (`tokenized` must be `SourceFile(bytes: source)`),
    /// for callers that migrate one text at several targets (`--plan`).
    public func migrate(_ source: [UInt8], tokenized: SourceFile?, path: String = "", index: ProjectIndex = .empty) -> FileResult {
        let context = context(for: path, index: index)
        if source.isEmpty {
            return FileResult(path: path, status: .unchanged, note: "empty file, nothing to do")
        }
        let active = timed(.precheck) { migrations.filter { $0.mayApply(to: source, context: context) } }
        if active.isEmpty {
            // Untouched, so only the problems that make it no Swift source at all are worth a word.
            if ByteSearch.containsNul(source) || !UTF8Validation.isValid(source) {
                let file = SourceFile(bytes: source)
                if let problem = Self.problem(in: file) { return failure(path, problem) }
            }
            return FileResult(path: path, status: .unchanged)
        }
        var work = MigrationWork()
        if tokenized == nil { work.bytesTokenized = source.count }
        var file = tokenized ?? timed(.tokenize) { SourceFile(bytes: source) }
        if let problem = Self.problem(in: file) { return failure(path, problem) }
        // Read now, so that no pass keeps the first text's tokens alive beside its own.
        let generatorMark = Self.generatorMark(in: file)

        var counts: [MigrationName: Int] = [:]
        var editedLines: [MigrationName: [EditSpan]] = [:]
        var lineMap = LineMap()
        // Review items about code that an applied edit leaves in place (a comment above a
        // collapsed check) are found in the pass that makes the edit, and only then.
        var earlier: Set<ReviewItem> = []
        var passes = 0
        let passLimit = Self.sparePasses + file.tokens.count
        while true {
            var results = timed(.migrate) { active.map { $0.run(on: file, context: context) } }
            // What a migration protects (a shim it keeps for review) only its own edits touch.
            for (owner, protected) in results.enumerated() where !protected.protected.isEmpty {
                for position in results.indices where position != owner {
                    results[position].edits.removeAll { edit in protected.protected.contains { Self.touches(edit.range, $0) } }
                    results[position].findings.removeAll { finding in
                        finding.isAboutKeptCode && protected.protected.contains { $0.contains(finding.offset) }
                    }
                }
            }
            let batch = EditBatch(results.flatMap(\.edits))
            if batch.accepted.isEmpty {
                // Nothing was applied in this pass: what was said of code an edit keeps is
                // void (its edit was left out for a pinned range).
                let items = results.flatMap(\.findings).filter { !$0.isAboutKeptCode }.map { finding in
                    ReviewItem(
                        line: lineMap.originalLine(of: file.line(ofOffset: finding.offset)),
                        migration: finding.migration,
                        message: finding.message
                    )
                }
                var found = Set(items).union(earlier)
                let changed = file.bytes != source
                if changed, let marker = generatorMark {
                    found.insert(ReviewItem(line: marker.line, migration: Self.fileLevelMigration(counts),
                        message: "this file says it is generated (`\(marker.text)`): generating it again brings back what the run removed; change its generator or template too"))
                }
                var sorted = found.sorted { ($0.line, $0.migration, $0.message) < ($1.line, $1.migration, $1.message) }
                // Two migrations may say the same of one line (a comment above a function whose
                // attribute and first check both go): it is said once.
                var said: Set<String> = []
                sorted.removeAll { !said.insert("\($0.line):\($0.message)").inserted }
                // One comment written over many removed checks or attributes (`// for TaskLocal`
                // above each) is said once, at its first line.
                if sorted.count { $0.message == ConditionsMigration.staleComment } > 1 {
                    let lines = Self.lineTexts(source)
                    var comments: Set<Substring> = []
                    sorted.removeAll { item in
                        guard item.message == ConditionsMigration.staleComment, item.line >= 1, item.line <= lines.count else { return false }
                        return !comments.insert(lines[item.line - 1]).inserted
                    }
                }
                if changed, Self.holdsOnlyImports(file) {
                    let name = path.split(separator: "/").last.map(String.init) ?? path
                    if !index.isListedInXcodeProject(name, ignoringCase: PathNames.ignoresCase(at: path)) {
                        var deleted = FileResult(path: path, status: .deleted, editCounts: counts, reviewItems: [], output: file.bytes)
                        deleted.editedLines = editedLines
                        deleted.work = work
                        return deleted
                    }
                    sorted.insert(ReviewItem(line: 1, migration: Self.fileLevelMigration(counts),
                        message: "nothing but imports is left in this file; an Xcode project lists it, so it stays: remove it there and delete it"), at: 0)
                }
                var result = FileResult(path: path, status: changed ? .changed : .unchanged, editCounts: changed ? counts : [:],
                                        reviewItems: sorted, output: changed ? file.bytes : nil)
                if changed { result.editedLines = editedLines }
                result.work = work
                return result
            }
            passes += 1
            work.passes = passes
            if passes > passLimit {
                return failure(path, Problem(line: 1, message: "internal error: the rewrite did not settle after \(passes - 1) passes; left as is"))
            }
            for edit in batch.accepted {
                counts[edit.migration, default: 0] += edit.rewrites
                let first = lineMap.originalLine(of: file.line(ofOffset: edit.range.lowerBound))
                let last = lineMap.originalLine(of: file.line(ofOffset: max(edit.range.lowerBound, edit.range.upperBound - 1)))
                editedLines[edit.migration, default: []].append(EditSpan(lines: min(first, last)...max(first, last), rewrites: edit.rewrites))
            }
            for finding in results.flatMap(\.findings) where finding.isAboutKeptCode {
                // Said of an edit this pass does not make (put off, or left out for a pinned
                // range): the pass that makes it says it again.
                if let range = finding.madeWith, !batch.accepted(range, of: finding.migration) { continue }
                // Code that another migration's edit of this pass removes (the doc comment of
                // a shim the backport migration deletes) is not kept: nothing is left to review.
                if let edit = batch.acceptedEdit(covering: finding.offset), edit.migration != finding.migration { continue }
                earlier.insert(ReviewItem(line: lineMap.originalLine(of: file.line(ofOffset: finding.offset)),
                                          migration: finding.migration, message: finding.message))
            }
            lineMap.record(batch, appliedTo: file)
            let edited = batch.apply(to: file.bytes)
            work.bytesWritten += edited.count
            work.bytesTokenized += edited.count
            // The text of this pass is let go before the next is tokenized: two token arrays of
            // a large file at once would double the peak.
            results = []
            file = SourceFile.empty
            let next = timed(.tokenize) { SourceFile(bytes: edited) }
            if let problem = next.firstProblem {
                // Our own rewrite must never unbalance a file; if it would, keep the original.
                return failure(path, Problem(
                    line: lineMap.originalLine(of: next.line(ofOffset: problem.offset)),
                    message: "internal error: the rewrite would leave \(problem.message); left as is"
                ))
            }
            file = next
        }
    }

    /// Whether an edit of `range` would change bytes of `pinned`: an overlap, or an insertion
    /// strictly inside it.
    static func touches(_ range: Range<Int>, _ pinned: Range<Int>) -> Bool {
        range.isEmpty ? pinned.lowerBound < range.lowerBound && range.lowerBound < pinned.upperBound : range.overlaps(pinned)
    }

    /// `work`, its time added to `phase` when there is a clock.
    private func timed<T>(_ phase: Phase, _ work: () -> T) -> T {
        guard let clock else { return work() }
        return clock.time(phase, work)
    }

    /// The migration a review item about the whole file is filed under: the last by name of
    /// those that changed it.
    private static func fileLevelMigration(_ counts: [MigrationName: Int]) -> MigrationName {
        counts.keys.sorted().last ?? .backport
    }

    /// What a generator writes in the comments that open a file it made, lowercased:
    /// SwiftGen's and Sourcery's "Generated using", "DO NOT EDIT", `@generated`.
    static let generatorMarks = ["do not edit", "don't edit", "generated by", "generated using", "generated with", "@generated",
                                 "auto-generated", "autogenerated", "automatically generated", "this file was generated", "this file is generated"]

    /// The first line of the comments before the file's first code that says a generator made
    /// the file, with that comment's text; nil when none does.
    static func generatorMark(in file: SourceFile) -> (line: Int, text: String)? {
        for index in file.tokens.indices {
            let token = file.tokens[index]
            guard token.kind.isTrivia else { return nil }
            guard token.kind.isComment else { continue }
            // A doc comment tells of the declaration below it ("data generated by the I/O
            // thread"), not of the file.
            let comment = file.text(of: index)
            if comment.hasPrefix("///") || (comment.hasPrefix("/**") && comment != "/**/") { continue }
            // A `/* … */` comment is looked at line by line, for the line that says it.
            var lineStart = token.start
            for line in file.text(of: index).split(separator: "\n", omittingEmptySubsequences: false) {
                let lowered = line.lowercased()
                if generatorMarks.contains(where: lowered.contains) {
                    let bare = line.drop { $0 == "/" || $0 == "*" || $0.isWhitespace }.reversed().drop { $0 == "/" || $0 == "*" || $0.isWhitespace }.reversed()
                    var text = String(bare)
                    // A long line is cut at a word, as a quote.
                    if text.count > 80 { text = text.prefix(80).split(separator: " ").dropLast().joined(separator: " ") + " …" }
                    return (file.line(ofOffset: lineStart), text)
                }
                lineStart += line.utf8.count + 1
            }
        }
        return nil
    }

    /// Whether the file holds nothing but comments and `import` declarations, under
    /// `#if`/`#elseif`/`#else` conditions or not. An `@_exported import` counts as more: it
    /// makes the module visible to every file of its own; so do `#error` and `#warning`.
    static func holdsOnlyImports(_ file: SourceFile) -> Bool {
        var expectingImport = true
        // In the condition of an `#if` or `#elseif`, which ends with its line.
        var inCondition = false
        for index in file.tokens.indices where !file.tokens[index].kind.isTrivia {
            let token = file.tokens[index]
            if inCondition, !file.isFirstOnLine(index) { continue }
            inCondition = false
            if let opens = file.conditionalCompilationLine(at: index) {
                inCondition = opens
                expectingImport = true
                continue
            }
            if token.kind == .attribute, file.token(index, is: "@_exported") { return false }
            if file.isKeyword(index, "import") {
                expectingImport = false
                continue
            }
            if expectingImport, token.kind == .attribute { continue }
            if !expectingImport {
                // The module path: `SwiftUI`, `struct Foundation.Date`, `UIKit.UIView`.
                if token.kind == .identifier || token.kind == .period || token.kind == .keyword && !file.token(index, is: "import") {
                    if file.isFirstOnLine(index), token.kind != .period, file.previousSignificant(before: index).map({ file.tokens[$0].kind != .period }) ?? true,
                       !(file.previousSignificant(before: index).map { file.isKeyword($0, "import") } ?? false) {
                        return false
                    }
                    continue
                }
                if token.kind == .semicolon { expectingImport = true; continue }
                if token.kind == .attribute, file.isFirstOnLine(index) { expectingImport = true; continue }
            }
            return false
        }
        return true
    }

    /// Why `file` must not be rewritten, if anything: a NUL byte says more about a file than
    /// any other problem in it.
    static func problem(in file: SourceFile) -> Problem? {
        if let nul = file.problems.first(where: { $0.message == Tokenizer.nulByteMessage }) {
            return Problem(line: file.line(ofOffset: nul.offset), message: "binary file (NUL byte), not Swift source; left as is")
        }
        if let problem = file.firstProblem {
            return Problem(line: file.line(ofOffset: problem.offset), message: problem.message)
        }
        return nil
    }

    private func failure(_ path: String, _ problem: Problem) -> FileResult {
        FileResult(path: path, status: .failed, problem: problem)
    }
}

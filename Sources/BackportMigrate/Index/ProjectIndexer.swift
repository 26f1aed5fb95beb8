import Dispatch
import Foundation

/// Phase 1 of a run: reads what files declare and use across the project into a
/// `ProjectIndex`. Only files whose bytes can hold the pattern are tokenized.
struct ProjectIndexer: Sendable {
    let targets: DeploymentTargets
    /// The migrations that need no index (conditions, attributes): references in code they
    /// remove do not count, so uses are read from their output.
    let indexFree: Migrator
    let trustDeprecated: Bool

    init(targets: DeploymentTargets, enabled: Set<MigrationName>, trustDeprecated: Bool) {
        self.targets = targets
        self.indexFree = Migrator(targets: targets, enabled: enabled.subtracting([.backport]))
        self.trustDeprecated = trustDeprecated
    }

    /// A source of bytes to index: a file of the run, or one only read (`--shims-from`).
    struct Source: Sendable {
        var path: String
        var isExternal: Bool
        var read: @Sendable () -> [UInt8]?
    }

    /// Builds the index in two parallel passes: declarations first (the accessors' names are
    /// needed to find calls), then the calls and other uses in the run's own files.
    func index(_ sources: [Source], xcodeProjects: [[UInt8]], jobs: Int) -> ProjectIndex {
        var facts = parallelMap(sources.count, jobs: jobs) { position -> BackportFacts? in
            let source = sources[position]
            guard let bytes = source.read(), Self.mayHold(bytes) else { return nil }
            let file = SourceFile(bytes: bytes)
            guard file.firstProblem == nil else { return nil }
            var facts = BackportFacts(path: source.path, isExternal: source.isExternal)
            BackportScanner(file: file, targets: targets, path: source.path).declarations(into: &facts)
            return facts
        }
        let accessors = facts.reduce(into: Set<String>()) { $0.formUnion($1?.accessors ?? []) }
        guard !accessors.isEmpty || facts.contains(where: { $0?.shims.isEmpty == false }) else { return ProjectIndex() }
        let needles = accessors.map { Array($0.utf8) }
        // A call `Backport.AsyncImage(…)` becomes `AsyncImage(…)` unless the project declares a
        // type of that name, which the bare name would reach instead.
        let typeShims = Set(facts.flatMap { $0?.shims ?? [] }.filter(\.key.isStatic).map(\.key.name))
        let declarations = typeShims.flatMap { name in
            ["struct", "class", "enum", "actor", "protocol", "typealias"].map { (name, Array("\($0) \(name)".utf8)) }
        }
        let uses = parallelMap(sources.count, jobs: jobs) { position -> BackportFacts? in
            let source = sources[position]
            guard !source.isExternal, let bytes = source.read() else { return nil }
            let declared = Set(declarations.filter { ByteSearch.contains(bytes, $0.1) }.map(\.0))
            guard Self.mayHold(bytes) || needles.contains(where: { ByteSearch.contains(bytes, $0) }) else {
                return declared.isEmpty ? nil : BackportFacts(path: source.path, declaredTypeNames: declared)
            }
            let result = indexFree.migrate(bytes, path: source.path)
            guard result.status != .failed else { return nil }
            let file = SourceFile(bytes: result.output ?? bytes)
            let scanner = BackportScanner(file: file, targets: targets, path: source.path)
            var uses = BackportFacts(path: source.path,
                                     declaredTypeNames: declared.isEmpty ? [] : scanner.typesDeclared(among: declared, accessors: accessors))
            scanner.references(accessors: accessors, into: &uses)
            return uses
        }
        for (position, found) in uses.enumerated() {
            guard let found, !(found.callSites.isEmpty && found.otherUses.isEmpty && found.declaredTypeNames.isEmpty) else { continue }
            if facts[position] == nil { facts[position] = BackportFacts(path: found.path) }
            facts[position]!.declaredTypeNames = found.declaredTypeNames
            facts[position]!.callSites = found.callSites
            facts[position]!.otherUses = found.otherUses
        }
        return ProjectIndex(facts: facts.compactMap { $0 }, xcodeProjects: xcodeProjects, trustDeprecated: trustDeprecated)
    }

    /// Whether the bytes can declare or call a shim: they name `Backport` or `backport`.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "ackport")
    }
}

/// `transform` applied to `0..<count` on up to `jobs` threads, results in order.
func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let next = AtomicCounter()
    let slots = SendableBuffer(buffer: results)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
        while case let position = next.increment(), position < count {
            slots.buffer[position] = transform(position)
        }
    }
    return results.map { $0! }
}

/// A buffer whose slots are each written by one thread only.
private struct SendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T?>
}

/// A counter that threads take numbers from.
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// The current value, then one more.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

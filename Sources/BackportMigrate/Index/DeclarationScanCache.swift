import Foundation

/// What the declarations' rounds of one index found in the run's files, for the indexes that
/// follow in the same run: settling indexes the run again after a round of changes, and a file
/// whose bytes are still those first read holds the same names and says the same of them. So
/// the files a round did not change are not searched again for names already searched for
/// (on the eleven apps as one tree, the second index searched all 8,000 files again to find
/// what the first had found).
///
/// Everything here describes files as first read: a caller looks up or records only files whose
/// `ProjectIndexer.Source.isAsFirstRead` holds.
final class DeclarationScanCache: @unchecked Sendable {
    /// What a file holds of a round's names: the use names written in it as a word, and the
    /// declaration names it may declare.
    struct Held: Sendable {
        var uses: Set<String>
        var declared: Set<String>

        var declares: Bool { !declared.isEmpty }

        /// What is left of it for these names; nil: nothing.
        func restricted(to uses: Set<String>, _ declarations: Set<String>) -> Held? {
            let held = Held(uses: self.uses.intersection(uses), declared: declared.intersection(declarations))
            return held.uses.isEmpty && !held.declares ? nil : held
        }
    }

    private let lock = NSLock()
    /// The use and declaration names every file as first read was searched for.
    private var searchedUses: Set<String> = []
    private var searchedDeclarations: Set<String> = []
    /// The files that hold some of the names searched for, by path.
    private var found: [String: Held] = [:]

    init() {}

    /// The files as first read that hold some of the names searched for, by path, when every
    /// one of these names was searched for (a file not in it holds none); nil otherwise. A
    /// round takes it once and looks files up without the lock.
    func found(uses: Set<String>, declarations: Set<String>) -> [String: Held]? {
        lock.lock()
        defer { lock.unlock() }
        return uses.isSubset(of: searchedUses) && declarations.isSubset(of: searchedDeclarations) ? found : nil
    }

    /// Records a search of every file as first read (`holders` those that hold any of the names).
    func record(_ holders: [(path: String, held: Held)], uses: Set<String>, declarations: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        searchedUses.formUnion(uses)
        searchedDeclarations.formUnion(declarations)
        for (path, held) in holders {
            found[path, default: Held(uses: [], declared: [])].uses.formUnion(held.uses)
            found[path]!.declared.formUnion(held.declared)
        }
    }
}

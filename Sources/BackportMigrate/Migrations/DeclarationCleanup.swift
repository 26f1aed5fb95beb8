/// Carries out in one file what `DeclarationDecisions` decided for one migration: deletes the
/// declarations it gives that migration (an extension left with no member goes whole, and so
/// does every extension of a deleted type), and says what stays at each declaration and use
/// that the decisions name. The `obsoleted` and `shadow-types` migrations share it.
struct DeclarationCleanup {
    let file: SourceFile
    let path: String
    let decisions: DeclarationDecisions
    let migration: MigrationName
    let list: DeclarationList
    let scanner: DeclarationScanner

    init(file: SourceFile, context: MigrationContext, migration: MigrationName) {
        self.file = file
        self.path = context.path
        self.decisions = context.index.declarations
        self.migration = migration
        self.scanner = DeclarationScanner(file: file, targets: context.targets, path: context.path)
        self.list = scanner.list
    }

    /// Whether the declaration at `position` goes, by this migration or another.
    func isDeleted(_ position: Int, by which: MigrationName? = nil) -> Bool {
        let item = list.items[position]
        let key = scanner.key(of: position)
        if let decided = decisions.deletions[key] { return which == nil || decided == which }
        if item.kind == "extension", let name = item.name, let decided = decisions.deletedTypes[name] {
            return which == nil || decided == which
        }
        return false
    }

    /// Removal edits for this migration's deletions, outermost only.
    func deletions(into result: inout MigrationResult) {
        let removal = Removal(file: file, migration: migration)
        var removed: Set<Int> = []
        for position in list.items.indices {
            let item = list.items[position]
            // Inside a declaration that goes anyway.
            if ancestors(of: position).contains(where: { isDeleted($0) }) { continue }
            var target: Int?
            if isDeleted(position, by: migration) {
                target = position
                // The last members of an extension take it with them, unless it adds a
                // conformance, which code that stays may rely on.
                if let parent = item.parent, list.items[parent].kind == "extension", list.items[parent].inherited.isEmpty,
                   scanner.members(of: parent).allSatisfy({ isDeleted($0) }), holdsOnlyMembers(parent) {
                    target = parent
                }
            }
            guard let target, !removed.contains(target) else { continue }
            removed.insert(target)
            result.edits.append(removal.declarationRemoval(from: list.items[target].start, through: list.items[target].end))
        }
    }

    /// Whether the body of the container at `position` holds nothing but its members.
    private func holdsOnlyMembers(_ position: Int) -> Bool {
        guard let body = list.items[position].body else { return false }
        let members = scanner.members(of: position).map { list.items[$0].start...list.items[$0].end }
        return file.bodyHoldsOnly(members, body: (body.lowerBound, body.upperBound))
    }

    private func ancestors(of position: Int) -> [Int] {
        var chain: [Int] = []
        var cursor = list.items[position].parent
        while let current = cursor {
            chain.append(current)
            cursor = list.items[current].parent
        }
        return chain
    }

    /// Review items at the declarations that stay and at the uses the decisions name.
    func reviews(into result: inout MigrationResult) {
        for position in list.items.indices {
            // Overloads share a key: the review is for the one the decision is about.
            if let review = decisions.declarationReviews[scanner.key(of: position)], review.migration == migration,
               migration != .obsoleted || scanner.isObsoleted(position) {
                result.findings.append(Finding(offset: file.tokens[list.items[position].keyword].start, migration: migration, message: review.message))
            }
            if migration == .obsoleted, let message = decisions.helperReviews[scanner.key(of: position)] {
                result.findings.append(Finding(offset: file.tokens[list.items[position].keyword].start, migration: migration, message: message))
            }
        }
        let names = decisions.useReviews.filter { $0.value.migration == migration }
        guard !names.isEmpty else { return }
        var facts = DeclarationFacts(path: path)
        scanner.names(uses: Set(names.keys), declarationsOf: [], into: &facts, offsets: true)
        for use in facts.uses {
            guard let review = names[use.name], let offset = use.offset else { continue }
            if let owner = review.owner, DeclarationDecisions.isOtherType(use, of: owner) { continue }
            // A call that cannot bind to its parameters calls another declaration of the name.
            if DeclarationDecisions.callsAnother(use, than: review.parameters) { continue }
            // Inside its own declaration, which has its own item.
            if use.owners.contains(where: { $0.name == use.name }) { continue }
            result.findings.append(Finding(offset: offset, migration: migration, message: review.message))
        }
    }
}

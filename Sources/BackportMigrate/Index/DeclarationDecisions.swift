/// What the declaration migrations do across the run, decided once from every file's facts:
/// which obsoleted declarations, shadow types and `@main` launchers go, which project
/// declarations go with them because only deleted code used them, and what stays with a
/// review item.
///
/// Uses are matched by name, conservatively: a name declared more than once in the run, or
/// used by code that stays, keeps its declaration. Uses inside code the run deletes do not
/// count, so the decision is the largest set of deletions that no remaining code names,
/// reached from the candidates (never unrelated dead code).
public struct DeclarationDecisions: Sendable {
    /// Declarations that go, with the migration that deletes them.
    public private(set) var deletions: [DeclarationKey: MigrationName] = [:]
    /// Deleted types by their path (`Weight`, `Outer.Inner`): the extensions of exactly that
    /// path anywhere in the run go too (`extension Font.Weight` is another type's).
    public private(set) var deletedTypes: [String: MigrationName] = [:]
    /// Review items at declarations that stay.
    public private(set) var declarationReviews: [DeclarationKey: (migration: MigrationName, message: String)] = [:]
    /// Names whose every use in code that stays gets a review item, with the declaration they
    /// would reach (uses qualified by another type do not).
    public private(set) var useReviews: [String: (migration: MigrationName, message: String, owner: DeclarationKey?, parameters: [ParameterShape]?)] = [:]
    /// Deleted shadow types by name: their initialiser's parameters, to write out the defaults
    /// a call leaves out (the framework's may differ).
    public private(set) var shadowCalls: [String: [ShimParameter]] = [:]
    /// Review items at public helpers that only deleted code used (declared once, so never
    /// an overload).
    public private(set) var helperReviews: [DeclarationKey: String] = [:]
    /// Types that take over `@main` from a deleted launcher.
    public private(set) var mainInsertions: Set<DeclarationKey> = []
    /// A candidate stays because code uses it (or a companion because kept code names it), or
    /// because another declaration has its name.
    public private(set) var hasBlockedCandidates = false
    /// The files of the uses and of the same-named declarations that keep those candidates: a
    /// later round can free one only if the run changed one of them.
    public private(set) var blockingPaths: Set<String> = []

    public init() {}

    /// Whether nothing is to be done or said.
    public var isEmpty: Bool {
        deletions.isEmpty && declarationReviews.isEmpty && useReviews.isEmpty && mainInsertions.isEmpty && helperReviews.isEmpty
    }

    /// Whether a file with this path and these bytes may have anything to do.
    func concerns(path: String, bytes: [UInt8]) -> Bool {
        if paths.contains(path) { return true }
        return names.contains { ByteSearch.containsWord(bytes, Array($0.utf8)) }
    }

    private var paths: Set<String> = []
    private var names: Set<String> = []

    /// How a review item names the declaration `key`: `` `Theme.accent` ``, or for an
    /// extension `` the extension of `Box` `` (the type itself may not be obsoleted).
    static func naming(_ key: DeclarationKey) -> String {
        key.kind == "extension" ? "the extension of `\(key)`" : "`\(key)`"
    }

    /// The path an extension of the type declared as `key` writes: `Inner` nested in `Outer`
    /// is `Outer.Inner`.
    static func typePath(_ key: DeclarationKey) -> String {
        key.container.map { "\($0).\(key.name)" } ?? key.name
    }

    /// Why a use of a shadow type would not reach the framework's type with the same meaning
    /// once the shadow goes, or nil when it would.
    static func shadowUseProblem(_ use: NameUse, _ shadow: ShadowCandidate, imports: Set<String>) -> String? {
        if use.isMemberAccess { return "qualifies it (`\(use.qualifier ?? "…").\(use.name)`), which would name nothing" }
        guard let call = use.call else { return "names it other than in a call" }
        guard let sources = ShimArguments.match(shadow.parameters, labels: call.labels, trailingClosure: call.hasTrailingClosure) else {
            return "calls it with arguments its initialiser does not take"
        }
        if !imports.contains(shadow.module) { return "calls it without importing \(shadow.module), so the name would reach nothing" }
        for (parameter, source) in zip(shadow.parameters, sources) {
            switch source {
            case .argument(let position) where call.stringLiterals.contains(position)
                && ["String", "String?", "Swift.String", "Swift.String?"].contains(parameter.type ?? ""):
                return "passes a string literal for its `String` parameter `\(parameter.name)`, which \(shadow.module).\(use.name) may take as a `LocalizedStringKey` and localize"
            case .defaultValue where !isSelfContained(parameter.defaultValue ?? ""):
                return "leaves out `\(parameter.name)`, whose default `\(parameter.defaultValue ?? "")` would have to be written there and may not mean the same"
            default: continue
            }
        }
        return nil
    }

    /// Whether an expression means the same wherever it is written: literals, `nil`, `true`,
    /// and implicit members (`.center`, `.fixed(8)`); no name that scope could change.
    static func isSelfContained(_ text: String) -> Bool {
        let file = SourceFile(bytes: Array(text.utf8))
        guard file.firstProblem == nil else { return false }
        for index in file.tokens.indices {
            switch file.tokens[index].kind {
            case .identifier:
                let previous = file.previousSignificant(before: index)
                let next = file.nextSignificant(after: index)
                let isMember = previous.map { file.tokens[$0].kind == .period } ?? false
                let isLabel = next.map { file.tokens[$0].kind == .colon } ?? false
                    && previous.map { [.openParen, .comma].contains(file.tokens[$0].kind) } ?? false
                if !isMember && !isLabel { return false }
            case .keyword:
                if !["nil", "true", "false"].contains(file.text(of: index)) { return false }
            case .string:
                if file.text(of: index).contains("\\") { return false }
            case .poundKeyword, .attribute, .openBrace, .error, .regex: return false
            default: continue
            }
        }
        return true
    }

    /// Whether a use is qualified by a type other than the container of `key`
    /// (`DispatchTime.now()` for a member `now` of `extension Date`).
    static func isOtherType(_ use: NameUse, of key: DeclarationKey) -> Bool {
        guard let qualifier = use.qualifier, let container = key.kind == "extension" ? key.name : key.container else { return false }
        return qualifier != DeclarationScanner.lastComponent(container) && qualifier != "Self"
    }

    /// Decides from every file's facts. `isDeletedElsewhere` tells whether another migration
    /// deletes a declaration (a `Backport` shim), so that uses inside it do not count, unless
    /// `movesToCallSites` says that migration writes the name at call sites that stay (an
    /// inlined shim's call).
    init(facts: [DeclarationFacts], isDeletedElsewhere: (DeclarationKey) -> Bool = { _ in false },
         movesToCallSites: (DeclarationKey, String) -> Bool = { _, _ in false }) {
        let declared = Array(Set(facts.flatMap(\.declared)))
        let declarationsByName = Dictionary(grouping: declared.filter { $0.key.kind != "extension" }, by: \.key.name)
        let extensionsByType = Dictionary(grouping: declared.filter { $0.key.kind == "extension" },
                                          by: { DeclarationScanner.lastComponent($0.key.name) })
        let usesByName = Dictionary(grouping: facts.flatMap(\.uses), by: \.name)
        let casts = facts.reduce(into: Set<String>()) { $0.formUnion($1.castTargets) }
        let keysPerFile = Dictionary(grouping: declared.map(\.key), by: { $0 }).mapValues(\.count)
        let importsByPath = Dictionary(facts.map { ($0.path, $0.imports) }, uniquingKeysWith: { $0.union($1) })

        // Seeds: each kind of candidate, unless something about it alone keeps it.
        var obsoleted: [DeclarationKey: ObsoletedCandidate] = [:]
        var shadows: [DeclarationKey: ShadowCandidate] = [:]
        var launchers: [DeclarationKey: (LauncherCandidate, DeclaredName)] = [:]

        var clashPaths: Set<String> = []
        func onlyDeclaration(_ key: DeclarationKey) -> Bool {
            (declarationsByName[key.name] ?? []).allSatisfy { $0.key == key } && (keysPerFile[key] ?? 0) <= 1
        }

        for candidate in facts.flatMap(\.obsoleted) {
            let what = "\(Self.naming(candidate.key)) is obsoleted in \(candidate.version)"
            if let blocker = candidate.blocker {
                declarationReviews[candidate.key] = (.obsoleted, "\(what) but stays: \(blocker)")
                continue
            }
            // An extension's members may share names with the requirements of what it conforms to.
            let clashes = candidate.key.kind == "extension"
                ? candidate.names.filter { name in
                    (declarationsByName[name] ?? []).contains { other in
                        !candidate.protocols.contains(other.key.container ?? "")
                            && (other.key.container != candidate.key.name || other.key.path != candidate.key.path)
                    } || (declarationsByName[name] ?? []).filter { $0.key.container == candidate.key.name && $0.key.path == candidate.key.path }.count > 1
                }
                : (onlyDeclaration(candidate.key) ? [] : [candidate.key.name])
            if candidate.key.kind == "extension", (keysPerFile[candidate.key] ?? 0) > 1 {
                declarationReviews[candidate.key] = (.obsoleted, "\(what) but stays: this file extends `\(candidate.key.name)` more than once, so it cannot be told apart")
                // Should the run delete the other extension, a later round finds this one alone.
                clashPaths.insert(candidate.key.path)
                continue
            }
            if let name = clashes.first {
                declarationReviews[candidate.key] = (.obsoleted,
                    "\(what) but stays: `\(name)` is declared more than once in the run (an overload or a member of another type), so its uses cannot be told apart")
                // Should the run delete the other declaration, a later round finds this one alone.
                clashPaths.formUnion((declarationsByName[name] ?? []).map(\.key.path))
                continue
            }
            // The runtime and the framework cast to their own protocols (`String(describing:)`
            // asks for `CustomStringConvertible`), out of sight; the project's can be checked.
            if let foreign = candidate.protocols.first(where: { name in !(declarationsByName[name] ?? []).contains { $0.key.kind == "protocol" } }) {
                declarationReviews[candidate.key] = (.obsoleted,
                    "\(what) but stays: its conformance to `\(foreign)` may be used at run time (the framework can cast to it)")
                continue
            }
            // A member of a type or extension that adopts a framework protocol (or inherits a
            // framework class) may be one of its requirements, which the framework calls.
            if let foreign = candidate.containerInherits.first(where: { name in !(declarationsByName[name] ?? []).contains { $0.key.kind == "protocol" } }) {
                declarationReviews[candidate.key] = (.obsoleted,
                    "\(what) but stays: its container conforms to or inherits `\(foreign)`, which may call it by name at run time")
                continue
            }
            if let cast = candidate.protocols.first(where: casts.contains) {
                declarationReviews[candidate.key] = (.obsoleted, "\(what) but stays: a cast to `\(cast)` may use this conformance at run time")
                continue
            }
            obsoleted[candidate.key] = candidate
        }
        for candidate in facts.flatMap(\.shadows) {
            let what = "`\(candidate.key.name)` shadows `\(candidate.module).\(candidate.key.name)`"
            if let problem = candidate.problem {
                declarationReviews[candidate.key] = (.shadowTypes, "\(what) but stays: \(problem)")
            } else if !onlyDeclaration(candidate.key) {
                declarationReviews[candidate.key] = (.shadowTypes, "\(what) but stays: the run declares `\(candidate.key.name)` more than once")
            } else if let extensionFound = extensionsByType[candidate.key.name]?.first {
                declarationReviews[candidate.key] = (.shadowTypes, "\(what) but stays: it is extended (in \(extensionFound.key.path))")
            } else {
                shadows[candidate.key] = candidate
            }
        }
        for candidate in facts.flatMap(\.launchers) {
            let apps = declarationsByName[candidate.app] ?? []
            if apps.count == 1, let app = apps.first, app.isPublic {
                declarationReviews[candidate.key] = (.shadowTypes,
                    "`@main` launcher `\(candidate.key.name)` now only starts `\(candidate.app)`, but `\(candidate.app)` is public, so it may belong to another module: move `@main` by hand")
                continue
            }
            guard apps.count == 1, let app = apps.first, app.isTopLevel, app.inherited.contains("App"), !app.isMain,
                  onlyDeclaration(candidate.key) else {
                declarationReviews[candidate.key] = (.shadowTypes,
                    "`@main` launcher `\(candidate.key.name)` now only starts `\(candidate.app)`, but `\(candidate.app)` is not one `App` type of the run: move `@main` by hand")
                continue
            }
            launchers[candidate.key] = (candidate, app)
        }

        // Companions: removable declarations that candidates name, declared once.
        var companions: [DeclarationKey: DeclaredName] = [:]
        var publicHelpers: [DeclarationKey: DeclaredName] = [:]
        for (name, group) in declarationsByName where group.count == 1 {
            let item = group[0]
            guard item.isRemovable, obsoleted[item.key] == nil, shadows[item.key] == nil, launchers[item.key] == nil,
                  (keysPerFile[item.key] ?? 0) <= 1 else { continue }
            // Another module may use a public one: it stays, and is named below if only deleted code used it.
            if item.isPublic {
                publicHelpers[item.key] = item
                continue
            }
            companions[item.key] = item
            _ = name
        }

        let seeds = Set(obsoleted.keys).union(shadows.keys).union(launchers.keys)
        var deleted = seeds.union(companions.keys)
        var blocking: [DeclarationKey: NameUse] = [:]
        var shadowProblems: [DeclarationKey: String] = [:]
        func namesUsing(_ key: DeclarationKey) -> [String] { obsoleted[key]?.names ?? [key.name] }
        func usedNames(of key: DeclarationKey) -> Set<String> { obsoleted[key]?.usedNames ?? companions[key]?.usedNames ?? [] }

        var changed = true
        while changed {
            changed = false
            // A typealias's extensions extend the aliased type, so they never go with it (below).
            let deletedTypePaths = Set(deleted.filter { Declaration.typeKinds.contains($0.kind) }.map(Self.typePath))
            func isDeleted(_ owners: [DeclarationKey]) -> Bool {
                owners.contains { owner in
                    deleted.contains(owner) || isDeletedElsewhere(owner)
                        || (owner.kind == "extension" && deletedTypePaths.contains(owner.name))
                }
            }
            for key in deleted.sorted() {
                // Uses by that name reach the framework's member, unless the proof is a call
                // whose labels they do not write.
                if let candidate = obsoleted[key], candidate.shadowsFrameworkMember {
                    guard let framework = candidate.frameworkCall else { continue }
                    let other = candidate.names.lazy.flatMap { usesByName[$0] ?? [] }.first { use in
                        guard let call = use.call, !isDeleted(use.owners), !Self.isOtherType(use, of: key) else { return false }
                        return call.labels != framework.labels || call.hasTrailingClosure != framework.hasTrailingClosure
                    }
                    if let other {
                        blocking[key] = other
                        deleted.remove(key)
                        changed = true
                    }
                    continue
                }
                // `extension Alias { … }` extends the aliased type through the alias's name.
                if key.kind == "typealias",
                   let use = (extensionsByType[key.name] ?? []).first(where: { $0.key.name == Self.typePath(key) && !isDeleted([$0.key]) }) {
                    blocking[key] = NameUse(name: key.name, path: use.key.path, line: use.line, owners: [], isMemberAccess: false,
                                            qualifier: nil, call: nil, offset: nil)
                }
                for name in namesUsing(key) where blocking[key] == nil {
                    for use in usesByName[name] ?? []
                    where (!isDeleted(use.owners) || use.owners.contains { movesToCallSites($0, name) }) && !Self.isOtherType(use, of: key)
                        && !Self.callsAnother(use, than: obsoleted[key]) {
                        if let shadow = shadows[key] {
                            // `SwiftUI.LazyHStack(…)` is the framework's already.
                            if use.isMemberAccess, use.qualifier == shadow.module { continue }
                            let reason = Self.shadowUseProblem(use, shadow, imports: importsByPath[use.path] ?? [])
                            if reason == nil { continue }
                            shadowProblems[key] = reason
                        }
                        blocking[key] = use
                        break
                    }
                    if blocking[key] != nil { break }
                }
                if blocking[key] != nil {
                    deleted.remove(key)
                    changed = true
                }
            }
            // A companion goes only when deleted code named it: reachable from the seeds that go.
            var reached = seeds.intersection(deleted)
            var frontier = Array(reached)
            while let key = frontier.popLast() {
                let used = usedNames(of: key)
                for companion in deleted where !reached.contains(companion) && companions[companion] != nil && used.contains(companion.name) {
                    reached.insert(companion)
                    frontier.append(companion)
                }
            }
            if reached.count != deleted.count {
                deleted = reached
                changed = true
            }
        }

        // A public helper that only deleted code named stays for the modules the run cannot see.
        let deletedTypePaths = Set(deleted.filter { Declaration.typeKinds.contains($0.kind) }.map(Self.typePath))
        let deletedNames = deleted.reduce(into: Set<String>()) { $0.formUnion(usedNames(of: $1)) }
        for (key, helper) in publicHelpers.sorted(by: { $0.key < $1.key }) where deletedNames.contains(key.name) {
            let uses = usesByName[key.name] ?? []
            let onlyDeleted = uses.allSatisfy { use in
                use.owners.contains { owner in
                    deleted.contains(owner) || isDeletedElsewhere(owner)
                        || (owner.kind == "extension" && deletedTypePaths.contains(owner.name)) || owner == helper.key
                }
            }
            if onlyDeleted {
                helperReviews[key] = "`\(key.name)` was used only by code this run deletes; it is public, so another module may still use it: delete it if none does"
            }
        }

        for key in deleted {
            if obsoleted[key] != nil || companions[key] != nil {
                deletions[key] = .obsoleted
            } else {
                deletions[key] = .shadowTypes
            }
            if Declaration.typeKinds.contains(key.kind) { deletedTypes[Self.typePath(key)] = deletions[key] }
            if let shadow = shadows[key] { shadowCalls[key.name] = shadow.parameters }
            if let (_, app) = launchers[key] { mainInsertions.insert(app.key) }
        }
        hasBlockedCandidates = !blocking.isEmpty || !clashPaths.isEmpty
        blockingPaths = Set(blocking.values.map(\.path)).union(clashPaths)
        for (key, use) in blocking where seeds.contains(key) {
            if let candidate = obsoleted[key] {
                declarationReviews[key] = (.obsoleted,
                    "\(Self.naming(key)) is obsoleted in \(candidate.version) but stays: code that stays still uses it (\(use.path), see its review items)")
                for name in candidate.names {
                    useReviews[name] = (.obsoleted, "`\(name)` is obsoleted in \(candidate.version) and still used here: at that target this use must reach another declaration (the framework's, if it has one) or go", key, candidate.parameters)
                }
            } else if shadows[key] != nil {
                let how = shadowProblems[key] ?? "names it"
                declarationReviews[key] = (.shadowTypes,
                    "`\(key.name)` shadows `\(shadows[key]!.module).\(key.name)` but stays: \(use.path) \(how)")
            } else if let (candidate, _) = launchers[key] {
                declarationReviews[key] = (.shadowTypes,
                    "`@main` launcher `\(key.name)` now only starts `\(candidate.app)` but stays: \(use.path) uses it")
            }
        }
        paths = Set(deletions.keys.map(\.path)).union(declarationReviews.keys.map(\.path)).union(mainInsertions.map(\.path)).union(helperReviews.keys.map(\.path))
        names = Set(useReviews.keys).union(shadowCalls.keys).union(deletedTypes.keys.map(DeclarationScanner.lastComponent))
    }

    /// Whether `use` is a call whose arguments cannot bind to the parameters of the obsoleted
    /// function `candidate`: it calls another declaration of that name.
    static func callsAnother(_ use: NameUse, than candidate: ObsoletedCandidate?) -> Bool {
        callsAnother(use, than: candidate?.parameters)
    }

    /// Whether `use` is a call whose arguments cannot bind to `parameters`.
    static func callsAnother(_ use: NameUse, than parameters: [ParameterShape]?) -> Bool {
        guard let parameters, let call = use.call else { return false }
        return !call.canBind(to: parameters)
    }
}

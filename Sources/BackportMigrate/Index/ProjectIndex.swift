/// What phase 1 of a run learns about the whole project, for the migrations of phase 2:
/// declarations and references that cross files, and what to do with each shim.
///
/// It is built from each file's facts alone and never reads a file itself; the migrations
/// ask it by name and never look at another file.
public struct ProjectIndex: Sendable {
    /// An index that knows nothing: every file on its own.
    public static let empty = ProjectIndex()

    /// What happens to a shim and to every call of it.
    public enum Decision: Sendable, Hashable {
        /// Call sites lose `.backport` (arguments filled in from `parameters` where a call
        /// leaves a default out); a project shim is deleted.
        case forward(parameters: [ShimParameter]?)
        /// Call sites become the template's call; the shim is deleted.
        case inline(ShimTemplate, parameters: [ShimParameter])
        /// Nothing changes; the shim (when it is the project's) and each call site get a review item.
        case review(String)
        /// A `--shims-from` shim the system now has: each call site gets a review item.
        case native(String)
    }

    /// Names of the `var x: Backport<…>` accessors.
    public private(set) var accessors: Set<String> = []
    /// The namespace types whose extensions hold shims: `Backport`, or other types of its shape.
    private(set) var namespaces = TokenNames([BackportScanner.typeName])
    public private(set) var decisions: [ShimKey: Decision] = [:]
    /// Type shims whose name the project also declares: their calls become `SwiftUI.Name(…)`.
    public private(set) var qualifiedTypeNames: Set<String> = []
    /// Whether a namespace type, its accessors and `init` go: no shim and no use is left.
    public private(set) var removesInfrastructure = false
    /// The namespace types that go, with their accessors.
    public private(set) var removedNamespaces: Set<String> = []
    /// For an extension method that forwards under another name, that name.
    public private(set) var renames: [ShimKey: String] = [:]
    /// Where to say that the `--shims-from` dependencies can go: the first file that called
    /// them, once every such call loses `.backport`; and the module names they may be imported as.
    public private(set) var dependencyNotice: (path: String, modules: Set<String>)?
    /// What the `obsoleted` and `shadow-types` migrations do across the run.
    public internal(set) var declarations = DeclarationDecisions()
    /// Shims whose calls lose `.backport` but which stay: public in a package other projects
    /// may use (`PublishedModules`), so callers outside the run may remain.
    private var keptPublic: Set<ShimKey> = []
    /// A shim stays only because a member that stays uses it.
    private var keptByUse = false
    /// The project declares the `Backport` type and something keeps it.
    private var infrastructureKept = false
    /// A project shim is kept with a review item: `pins(in:targets:)` has something to find.
    private var keepsShimsUnderReview = false
    /// Text of the Xcode projects in the tree, to tell whether one lists a file.
    private var xcodeProjects: [[UInt8]] = []

    public init() {}

    /// The index of a run: the facts of every file (of the run and of `--shims-from` folders),
    /// and the Xcode project files found.
    /// `targets` gives the targets a file is judged by (nil: every file by the same).
    public init(facts: [BackportFacts], xcodeProjects: [[UInt8]] = [], trustDeprecated: Bool = false,
                published: PublishedModules = PublishedModules(), targets: ((String) -> DeploymentTargets)? = nil) {
        self.init(facts: facts, namespaces: TokenNames([BackportScanner.typeName]), xcodeProjects: xcodeProjects,
                  trustDeprecated: trustDeprecated, published: published, targets: targets)
    }

    /// The index of a run whose namespace types are `namespaces`.
    /// `modules` gives the modules that compile a file (nil: one module).
    init(facts: [BackportFacts], namespaces: TokenNames, xcodeProjects: [[UInt8]] = [], trustDeprecated: Bool = false,
         published: PublishedModules = PublishedModules(), targets: ((String) -> DeploymentTargets)? = nil,
         modules: ((String) -> Set<Int>)? = nil) {
        self.xcodeProjects = xcodeProjects
        self.namespaces = namespaces
        let stored = facts.reduce(into: Set<String>()) { $0.formUnion($1.storedProperties) }
        accessors = Self.accessors(of: facts)
        let own = facts.filter { !$0.isExternal }
        var shims = Dictionary(grouping: own.flatMap(\.shims), by: \.key)
        let external = Dictionary(grouping: facts.filter(\.isExternal).flatMap(\.shims), by: \.key)
        let calls = Dictionary(grouping: own.flatMap(\.callSites), by: \.key)
        // Names only the project's own `Backport` sees (a `--shims-from` library's are its own type's).
        let scope = own.reduce(into: namespaces.names.union(["Self"])) { $0.formUnion($1.scopeNames) }

        let unreadable = own.filter { !$0.unreadableNames.isEmpty }
        // Modifiers first: a method that applies one is judged through it.
        let modifiersFirst = shims.keys.sorted { ($0.kind == .modifier ? 0 : 1, $0) < ($1.kind == .modifier ? 0 : 1, $1) }
        for key in modifiersFirst {
            if key.kind == .extensionMember {
                let applied = shims[key]!.map { applying($0, modifiers: shims) }
                shims[key] = applied
            }
            let group = shims[key]!
            if let decision = Self.decide(key, group, calls: calls[key] ?? [], stored: stored, scope: scope) { decisions[key] = decision }
            if case .forward? = decisions[key], key.kind == .extensionMember, let callee = group.first?.callee { renames[key] = callee }
            if Self.isDeletion(decisions[key]), let file = unreadable.first(where: { $0.unreadableNames.contains(key.name) }) {
                decisions[key] = .review("\(file.path) could not be read through and may call it")
            }
        }
        // A call rewritten to the system's API must be able to make that call where it is: each
        // check of the shim decided the same way at the targets of the caller's module.
        if let targets {
            for key in decisions.keys.sorted() where Self.isDeletion(decisions[key]) {
                if let reason = Self.checkNotDecidedAtCaller(shims[key] ?? [], calls: calls[key] ?? [], targets: targets) {
                    decisions[key] = .review(reason)
                }
            }
        }
        // A rewritten call writes names (a type, a member, the callee) that the call site must see.
        let declaredNames = Dictionary(grouping: own.flatMap(\.declaredNames), by: \.name)
        for key in decisions.keys.sorted() where shims[key] != nil {
            let written: Set<String>
            switch decisions[key] {
            case .inline(let template, _)?: written = template.writtenNames
            case .forward?: written = renames[key].map { [$0] } ?? []
            default: continue
            }
            if let reason = Self.unseen(written, declared: declaredNames, calls: calls[key] ?? [], shimPaths: Set(shims[key]!.map(\.path)),
                                        modules: modules) {
                decisions[key] = .review(reason)
            }
        }
        // A shim goes only when every call that can reach it is rewritten: a `.name` the run
        // does not read as a call through an accessor may reach it when the `Backport` type is
        // not the run's (its accessors are not all seen) or a `Backport` value is named other
        // than in a call (stored, passed, returned).
        let namespaceSeen = facts.contains(where: \.declaresNamespace)
        let valueEscapes = own.contains { !$0.otherUses.isEmpty }
        if !namespaceSeen || valueEscapes {
            for key in decisions.keys.sorted() where key.kind == .member && shims[key] != nil && Self.isDeletion(decisions[key]) {
                guard let mention = own.compactMap({ file in file.memberMentions[key.name].map { (file.path, $0) } })
                        .min(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { continue }
                let namespace = shims[key]?.first?.container ?? BackportScanner.typeName
                decisions[key] = .review(namespaceSeen
                    ? "`.\(key.name)` at \(mention.0):\(mention.1) may call it on a `\(namespace)` value the run does not follow"
                    : "`\(namespace)` is declared outside the run, so `.\(key.name)` at \(mention.0):\(mention.1) may call it in a way the run cannot follow (another accessor, a stored value)")
            }
        }
        // An extension method or modifier is called by its name alone: another declaration of
        // that name may be what a call reaches.
        let mentions = own.flatMap(\.mentions).sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        for key in decisions.keys.sorted() where !key.isNamespaced && shims[key] != nil && Self.isDeletion(decisions[key]) {
            let declared = Set(shims[key]!.map { "\($0.path):\($0.line)" })
            if let other = mentions.first(where: { $0.isDeclaration && $0.name == key.name && !declared.contains("\($0.path):\($0.line)") }) {
                decisions[key] = .review("another `\(key.name)` is declared at \(other.path):\(other.line), which a call by that name may reach")
            }
        }
        keptPublic = Set(shims.filter { $0.value.contains { $0.isPublic && published.publishes($0.path) } }.keys)
        // A shim that a member which stays still uses must stay too; deleting one shim can
        // free another, so this settles. So must an extension method or modifier named other
        // than in a call of it, but by a shim that goes.
        let uses = own.flatMap(\.memberUses)
        var changed = true
        while changed {
            changed = false
            for key in decisions.keys.sorted() where shims[key] != nil && Self.isDeletion(decisions[key]) {
                var reason: String?
                if key.isNamespaced, let user = uses.first(where: { use in
                    use.member != key && use.names.contains(key.name)
                        && !(use.member.map { Self.isDeletion(decisions[$0]) && shims[$0] != nil && !keptPublic.contains($0) } ?? false)
                }) {
                    let who = user.member.map { "shim `\($0.name)`" } ?? "a member of an `extension \(user.namespace)`"
                    reason = "\(who), which stays, uses it"
                } else if key.kind == .modifier, let owner = (calls[key] ?? []).compactMap(\.owner).first(where: { owner in
                    !(Self.isDeletion(decisions[owner]) && shims[owner] != nil && !keptPublic.contains(owner))
                }) {
                    // A method kept whole keeps the modifier it applies.
                    reason = "shim `\(owner.name)`, which stays, uses it"
                } else if !key.isNamespaced, let user = mentions.first(where: { mention in
                    !mention.isDeclaration && mention.name == key.name && mention.owner != key
                        && !(mention.owner.map { Self.isDeletion(decisions[$0]) && shims[$0] != nil && !keptPublic.contains($0) } ?? false)
                }) {
                    reason = user.owner.map { "shim `\($0.name)`, which stays, uses it" }
                        ?? "`\(key.name)` at \(user.path):\(user.line) is used other than in a call"
                }
                if let reason {
                    decisions[key] = .review(reason)
                    keptByUse = true
                    changed = true
                }
            }
        }

        // A generic parameter constrained to a protocol the library declares takes the caller's
        // own conforming types, which the system's API of that name does not.
        let libraryTypes = facts.filter(\.isExternal).reduce(into: Set<String>()) { $0.formUnion($1.libraryTypeNames) }
        for (key, group) in external where shims[key] == nil {
            guard let version = group.compactMap(\.deprecatedSatisfied).first else { continue }
            if let own = group.flatMap({ $0.constraintNames.intersection(libraryTypes) }).min() {
                decisions[key] = .review("it takes a type conforming to `\(own)`, which the library declares: SwiftUI's `\(key.name)` does not")
                continue
            }
            decisions[key] = trustDeprecated
                ? .forward(parameters: nil)
                : .native("SwiftUI has `\(key.name)` natively from \(version); drop `.backport`")
        }

        let externalCalls = own.flatMap(\.callSites).filter { external[$0.key] != nil && shims[$0.key] == nil }
        if trustDeprecated, let first = externalCalls.map(\.path).min(),
           externalCalls.allSatisfy({ if case .forward? = decisions[$0.key] { true } else { false } }) {
            let folders = facts.filter(\.isExternal).flatMap { $0.path.split(separator: "/").map(String.init) }
            dependencyNotice = (first, Set(folders))
        }

        qualifiedTypeNames = own.reduce(into: Set<String>()) { $0.formUnion($1.declaredTypeNames) }

        // Each namespace type the run declares goes, with its accessors, once nothing of it is
        // left: every shim of its extensions goes, they hold nothing else, every call through
        // it or an accessor of it is rewritten, and nothing else names them.
        let accessorTypes = facts.reduce(into: [String: Set<String>]()) { all, file in
            for (accessor, types) in file.accessorTypes { all[accessor, default: []].formUnion(types) }
        }
        let declared = own.reduce(into: Set<String>()) { $0.formUnion($1.declaredNamespaces) }
        for namespace in declared.sorted() {
            let through = Set(accessorTypes.filter { $0.value.contains(namespace) }.keys).union([namespace])
            let everyShimGoes = shims.filter { $0.key.isNamespaced && $0.value.contains { $0.container == namespace } }.keys.allSatisfy { key in
                Self.isDeletion(decisions[key]) && !keptPublic.contains(key)
            }
            let everyMemberGoes = uses.allSatisfy { $0.namespace != namespace || $0.member != nil }
            let everyCallRewritten = own.flatMap(\.callSites).allSatisfy { call in
                guard let name = call.through, through.contains(name) else { return true }
                // A call of a shim that only another namespace declares (through a shared
                // accessor name) is not one of this namespace's.
                let declaring = Set(shims[call.key]?.compactMap(\.container) ?? [])
                if !declaring.isEmpty, !declaring.contains(namespace) { return true }
                return shims[call.key] != nil && Self.isDeletion(decisions[call.key])
            }
            // A file that could not be read may name it in any way.
            let otherUse = own.contains { !$0.otherUseNames.isDisjoint(with: through) || !$0.otherUses.isEmpty && $0.otherUseNames.isEmpty }
            // Another project may extend a published public namespace or call through it.
            let isPublished = own.contains { $0.publicNamespaces.contains(namespace) && published.publishes($0.path) }
            if everyShimGoes && everyMemberGoes && everyCallRewritten && !otherUse && !isPublished { removedNamespaces.insert(namespace) }
        }
        removesInfrastructure = !removedNamespaces.isEmpty
        infrastructureKept = removedNamespaces.count < declared.count
        keepsShimsUnderReview = decisions.values.contains { if case .review = $0 { true } else { false } }
    }

    /// The names of the accessors that reach shims: those declared as `var x: Backport<…>`, and
    /// `backport` when shims extend a `Backport` that no file of the run or of `--shims-from`
    /// declares (a dependency's, such as SwiftUIBackports, whose accessor is spelled so).
    static func accessors(of facts: [BackportFacts]) -> Set<String> {
        var names = facts.reduce(into: Set<String>()) { $0.formUnion($1.accessors) }
        if !facts.contains(where: \.declaresNamespace), facts.contains(where: { !$0.isExternal && $0.shims.contains(where: \.key.isNamespaced) }) {
            names.insert(BackportScanner.conventionalAccessor)
        }
        return names
    }

    /// What a file must hold for the `backport` migration to find something in it: the name of
    /// an accessor, of a namespace type, of an extension-method or modifier shim.
    var needles: [[UInt8]] {
        accessors.union(namespaces.names).union(extensionNames.names).union(modifierNames.names).map { Array($0.utf8) }
    }

    /// The names of the extension-method shims the run decides something of.
    var extensionNames: TokenNames { TokenNames(decisions.keys.filter { $0.kind == .extensionMember }.map(\.name)) }
    /// The names of the modifier shims the run decides something of.
    var modifierNames: TokenNames { TokenNames(decisions.keys.filter { $0.kind == .modifier }.map(\.name)) }

    /// `shim` as judged through the modifier it applies, when it is a method that applies one:
    /// the modifier's live call with the method's arguments put in (`modifier(BackportSearchable(text:
    /// text))` is `searchable(text: text)`), a review when the modifier stays.
    private func applying(_ shim: BackportShim, modifiers: [ShimKey: [BackportShim]]) -> BackportShim {
        guard let application = shim.applies else { return shim }
        var shim = shim
        let modifier = ShimKey(name: application.modifier, kind: .modifier)
        switch decisions[modifier] {
        case .review?:
            shim.form = .notProvable("it applies `\(application.modifier)`, which stays")
        case .inline(let template, let parameters)?:
            if let problem = application.problem {
                shim.form = .notProvable(problem)
                break
            }
            guard let sources = ShimArguments.match(parameters, labels: application.arguments.map(\.label), trailingClosure: false),
                  !sources.contains(.defaultValue) else {
                shim.form = .notProvable("its arguments to `\(application.modifier)` do not match its properties")
                break
            }
            // Each parameter of the modifier is one argument of the application: a parameter of
            // the method, or a literal.
            var uses = Array(repeating: 0, count: shim.parameters.count)
            var order: [Int] = []
            let arguments = template.arguments.map { argument in
                TemplateArgument(label: argument.label, tokens: argument.tokens.map { token -> TemplateToken in
                    guard let position = token.parameter, case .argument(let index) = sources[position] else { return token }
                    let value = application.arguments[index].tokens[0]
                    if let parameter = value.parameter {
                        uses[parameter] += 1
                        order.append(parameter)
                    }
                    return value
                })
            }
            let composed = ShimTemplate(callee: template.callee, arguments: arguments, keepsOrder: order == order.sorted())
            if composed.forwards(shim.parameters) {
                shim.form = .forwarding
                shim.callee = composed.callee
            } else if let problem = BackportScanner.problem(of: composed, uses: uses, parameters: shim.parameters) {
                shim.form = .notProvable(problem)
            } else {
                shim.form = .inlinable(composed)
            }
            // Its calls become the modifier's live call: each check of the modifier must be
            // decided where they are.
            shim.checks = (modifiers[modifier] ?? []).flatMap(\.checks)
        default:
            break
        }
        return shim
    }

    /// Whether something stays only because code uses it, which a round of deletions may free:
    /// without that, a run that has carried out this index has nothing left for another round.
    public var mayFreeMore: Bool {
        keptByUse || infrastructureKept || declarations.hasBlockedCandidates
    }

    /// `mayFreeMore`, knowing the files the last round changed: a candidate kept by a use can
    /// be freed only if the file of that use changed.
    public func mayFreeMore(afterChangesIn paths: Set<String>) -> Bool {
        keptByUse || infrastructureKept || !declarations.blockingPaths.isDisjoint(with: paths)
    }

    /// Whether no `Backport` pattern was found: without it the backport migration has nothing to do.
    public var hasNoShims: Bool { accessors.isEmpty && decisions.isEmpty && !removesInfrastructure }

    private static func isDeletion(_ decision: Decision?) -> Bool {
        switch decision {
        case .forward?, .inline?: return true
        default: return false
        }
    }

    /// Whether the calls of the shims with this key are rewritten.
    func rewritesCalls(of key: ShimKey) -> Bool {
        Self.isDeletion(decisions[key])
    }

    /// Whether a project shim with this key is deleted.
    public func deletes(_ key: ShimKey) -> Bool {
        switch decisions[key] {
        case .forward?, .inline?: return !keptPublic.contains(key)
        default: return false
        }
    }

    /// Whether the `backport` migration deletes the declaration `key` (for the declaration
    /// migrations, a use inside it does not count): a member of a namespace that is a shim it
    /// deletes, or the namespace type itself once nothing of the pattern is left.
    func deletesDeclaration(_ key: DeclarationKey) -> Bool {
        if let container = key.container, namespaces.contains(container),
           deletes(ShimKey(name: key.name, kind: .member)) || deletes(ShimKey(name: key.name, kind: .staticMember)) {
            return true
        }
        // A method of an extension (another declaration of its name keeps it), a modifier and its members.
        if key.container != nil, key.kind == "func", deletes(ShimKey(name: key.name, kind: .extensionMember)) { return true }
        if deletes(ShimKey(name: key.container ?? key.name, kind: .modifier)) { return true }
        return removedNamespaces.contains(key.name)
    }

    /// Whether the `backport` migration writes `name`, which the declaration `key` uses, at call
    /// sites that stay: an inlined shim's live call, and the defaults a call leaves out.
    func movesToCallSites(_ key: DeclarationKey, name: String) -> Bool {
        let shims: [ShimKey]
        if let container = key.container, namespaces.contains(container) {
            shims = [ShimKey(name: key.name, kind: .member), ShimKey(name: key.name, kind: .staticMember)]
        } else if let container = key.container {
            shims = [ShimKey(name: key.name, kind: .extensionMember), ShimKey(name: container, kind: .modifier)]
        } else {
            shims = [ShimKey(name: key.name, kind: .modifier)]
        }
        for shim in shims {
            switch decisions[shim] {
            case .inline(let template, let parameters)?:
                if template.callee == name || template.arguments.contains(where: { $0.tokens.contains { $0.text == name } }) { return true }
                if parameters.contains(where: { $0.defaultValue?.contains(name) == true }) { return true }
            case .forward(let parameters)?:
                if (parameters ?? []).contains(where: { $0.defaultValue?.contains(name) == true }) { return true }
            default: break
            }
        }
        return false
    }

    /// Why a project shim with this key stays, when it does and the run should say so.
    public func reasonKept(_ key: ShimKey) -> String? {
        switch decisions[key] {
        case .review(let reason)?: return reason
        case .forward?, .inline?:
            guard keptPublic.contains(key) else { return nil }
            let calls = key.isNamespaced ? "its calls in the run lose `.backport`" : "its calls in the run are rewritten"
            return "it is public in a package other projects may use (its `Package.swift` declares a library that no manifest outside its folder reaches by path); \(calls): delete it once no other project calls it"
        default: return nil
        }
    }

    /// Whether some project shim is kept with a review item (so the `backport` migration
    /// protects it from the others' edits).
    var keepsShimsForReview: Bool { keepsShimsUnderReview }

    /// Whether an Xcode project of the tree names the file `name`, the same name as
    /// `PathNames` compares them (whatever the Unicode normalisation of either, and ignoring
    /// case with `ignoringCase`).
    public func isListedInXcodeProject(_ name: String, ignoringCase: Bool = false) -> Bool {
        guard !name.isEmpty else { return false }
        let bytes = Array(name.utf8)
        if xcodeProjects.contains(where: { ByteSearch.contains($0, bytes) }) { return true }
        let isASCII = { (bytes: [UInt8]) in bytes.allSatisfy { $0 < 0x80 } }
        guard ignoringCase || !isASCII(bytes) else { return false }
        let wanted = Array(PathNames.key(name, ignoringCase: ignoringCase).utf8)
        return xcodeProjects.contains { project in
            guard ignoringCase || !isASCII(project) else { return false }
            return ByteSearch.contains(Array(PathNames.key(String(decoding: project, as: UTF8.self), ignoringCase: ignoringCase).utf8), wanted)
        }
    }

    /// Why a call cannot be given one of the names `written` where it is: a declaration of it
    /// private to another file, or internal to a module the call is not in.
    private static func unseen(_ written: Set<String>, declared: [String: [WrittenNameDeclaration]], calls: [ShimCallSite],
                               shimPaths: Set<String>, modules: ((String) -> Set<Int>)?) -> String? {
        for name in written.sorted() {
            // Said of the declaration beside the shim first, where there is one.
            let declarations = (declared[name] ?? []).sorted { (shimPaths.contains($0.path) ? 0 : 1) < (shimPaths.contains($1.path) ? 0 : 1) }
            for declaration in declarations {
                for call in calls where call.path != declaration.path {
                    if declaration.access <= .fileprivate {
                        return "its live branch names `\(name)`, which is private to \(declaration.path), so its call at \(call.path):\(call.line) cannot see it"
                    }
                    guard declaration.access == .internal, let modules else { continue }
                    let own = modules(declaration.path)
                    let theirs = modules(call.path)
                    if !own.isEmpty, !theirs.isEmpty, own.isDisjoint(with: theirs) {
                        return "its live branch names `\(name)`, which is internal to the module of \(declaration.path); its call at \(call.path):\(call.line) is in another module"
                    }
                }
            }
        }
        return nil
    }

    /// Why a call of the shims `group` cannot lose `.backport` where it is: a check of the shim
    /// that the targets of the shim's file decide is not decided the same way at the targets of
    /// a caller's file (another module, built for a lower minimum); nil when every call can.
    private static func checkNotDecidedAtCaller(_ group: [BackportShim], calls: [ShimCallSite],
                                                targets: (String) -> DeploymentTargets) -> String? {
        for shim in group where !shim.checks.isEmpty {
            let own = targets(shim.path)
            for call in calls {
                let theirs = targets(call.path)
                guard theirs != own, let check = shim.checks.first(where: { $0.outcome(at: own) != $0.outcome(at: theirs) }) else { continue }
                return "its check `\(check.text)` is decided for its own module, not for the module of \(call.path):\(call.line), which calls it"
            }
        }
        return nil
    }

    private static func decide(_ key: ShimKey, _ group: [BackportShim], calls: [ShimCallSite], stored: Set<String>,
                               scope: Set<String>) -> Decision? {
        let forms = group.map { shim -> ShimForm in
            if shim.key.kind == .member, let receiver = shim.receiver, !stored.isEmpty, !stored.contains(receiver), shim.form != .current {
                return .notProvable("its live branch calls another receiver (`\(receiver)`)")
            }
            return shim.form
        }
        if forms.allSatisfy({ $0 == .current }) { return nil }
        if group.count > 1 {
            if forms.allSatisfy({ $0 == .forwarding }), group.allSatisfy({ $0.parameters.allSatisfy { $0.defaultValue == nil } }),
               Set(group.map(\.callee)).count == 1 {
                return .forward(parameters: nil)
            }
            // When no overload can go, the first one's reason says why (its check may still be
            // needed); otherwise some overload forwards and another does something else.
            let reasons = forms.compactMap { form -> String? in if case .notProvable(let reason) = form { reason } else { nil } }
            if reasons.count == forms.count, let reason = reasons.first {
                return .review("`\(key.name)` is overloaded (\(group.count) shims) and none can go: \(reason)")
            }
            return .review("`\(key.name)` is overloaded (\(group.count) shims) and not every one forwards unchanged")
        }
        let shim = group[0]
        switch forms[0] {
        case .current: return nil
        case .notProvable(let reason): return .review(reason)
        case .forwarding:
            for call in calls {
                guard let sources = ShimArguments.match(shim.parameters, call) else {
                    return .review(Self.unmatched(call))
                }
                if let reason = unwritable(shim.parameters, sources, call, typed: [], scope: scope) { return .review(reason) }
            }
            return .forward(parameters: shim.parameters)
        case .inlinable(let template):
            let typed = Self.parametersInsideExpressions(template)
            for call in calls {
                guard let sources = ShimArguments.match(shim.parameters, call) else {
                    return .review(Self.unmatched(call))
                }
                if !template.keepsOrder, !call.argumentsAreInert {
                    return .review("it reorders its arguments and the call at \(call.path):\(call.line) may have effects")
                }
                if let reason = unwritable(shim.parameters, sources, call, typed: typed, scope: scope) { return .review(reason) }
            }
            return .inline(template, parameters: shim.parameters)
        }
    }

    /// Why a call stops its shim from going when its arguments match no parameter list.
    private static func unmatched(_ call: ShimCallSite) -> String {
        call.closureLabels.isEmpty
            ? "its call at \(call.path):\(call.line) cannot be matched to its parameters"
            : "its call at \(call.path):\(call.line) cannot be matched to its parameters: several trailing closures are matched only when the call leaves out no default"
    }

    /// The parameters the template uses inside a larger expression, where a call site's
    /// `.member` or literal needs the parameter's type written out (`(.small as Style).x`).
    static func parametersInsideExpressions(_ template: ShimTemplate) -> Set<Int> {
        var result: Set<Int> = []
        for argument in template.arguments where argument.tokens.filter({ !$0.kind.isTrivia }).count > 1 {
            for token in argument.tokens { if let position = token.parameter { result.insert(position) } }
        }
        return result
    }

    /// Why the rewrite of `call` would need text that only means something inside `Backport`
    /// (a nested type, a generic parameter, a static member), if it would: a left-out
    /// default value written out, or the type of a parameter in `typed` that a contextual
    /// argument (`.hidden`, `isRoot ? .a : .b`) must be given.
    private static func unwritable(_ parameters: [ShimParameter], _ sources: [ShimArguments.Source], _ call: ShimCallSite,
                                   typed: Set<Int>, scope: Set<String>) -> String? {
        for (position, source) in sources.enumerated() {
            let parameter = parameters[position]
            switch source {
            case .defaultValue:
                if let value = parameter.defaultValue, !namesIn(value, among: scope).isEmpty {
                    return "its call at \(call.path):\(call.line) leaves out `\(parameter.name)`, whose default `\(value)` cannot be written outside `Backport`"
                }
                if typed.contains(position), let type = parameter.type, !namesIn(type, among: scope).isEmpty,
                   let value = parameter.defaultValue, Substitution.needsContext(value, inPostfixPosition: true) {
                    return "its call at \(call.path):\(call.line) leaves out `\(parameter.name)`, whose type `\(type)` cannot be written outside `Backport`"
                }
            case .argument(let index):
                guard typed.contains(position), let type = parameter.type, !namesIn(type, among: scope).isEmpty,
                      index < call.argumentTexts.count,
                      Substitution.needsContext(call.argumentTexts[index], inPostfixPosition: true) else { continue }
                return "its call at \(call.path):\(call.line) passes `\(call.argumentTexts[index])` for `\(parameter.name)`, whose type `\(type)` cannot be written outside `Backport`"
            case .trailingClosure, .extraClosure:
                continue
            }
        }
        return nil
    }

    /// The identifiers of `text` among `names`, other than member names after a `.`.
    static func namesIn(_ text: String, among names: Set<String>) -> Set<String> {
        let file = SourceFile(bytes: Array(text.utf8))
        var found: Set<String> = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier || file.isKeyword(index, "Self") {
            if let previous = file.previousSignificant(before: index), file.tokens[previous].kind == .period { continue }
            let name = file.plainName(index)
            if names.contains(name) { found.insert(name) }
        }
        return found
    }
}

/// Matching a call's arguments to a shim's parameters, as the compiler does for a call
/// without variadics: labels in order, defaulted parameters may be left out, a trailing
/// closure fills the next parameter, and the labelled closures after it (`action: { … }`)
/// the parameters of their labels.
enum ShimArguments {
    /// Where each parameter's value comes from.
    enum Source: Equatable {
        case argument(Int)
        case trailingClosure
        /// The labelled trailing closure at this position after the first.
        case extraClosure(Int)
        case defaultValue
    }

    static func match(_ parameters: [ShimParameter], _ call: ShimCallSite) -> [Source]? {
        match(parameters, labels: call.labels, trailingClosure: call.hasTrailingClosure, closureLabels: call.closureLabels)
    }

    static func match(_ parameters: [ShimParameter], labels: [String?], trailingClosure: Bool, closureLabels: [String] = []) -> [Source]? {
        var sources: [Source] = []
        var next = 0
        var nextClosure = 0
        var closureUsed = !trailingClosure
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                sources.append(.argument(next))
                next += 1
            } else if next == labels.count, !closureUsed, parameter.defaultValue == nil || parameters.last == parameter {
                sources.append(.trailingClosure)
                closureUsed = true
            } else if closureUsed, trailingClosure, nextClosure < closureLabels.count, parameter.label == closureLabels[nextClosure] {
                sources.append(.extraClosure(nextClosure))
                nextClosure += 1
            } else if parameter.defaultValue != nil {
                sources.append(.defaultValue)
            } else {
                return nil
            }
        }
        guard next == labels.count, closureUsed, nextClosure == closureLabels.count else { return nil }
        // Which parameter the compiler gives the first of several closures when defaults are
        // left out depends on their types (SE-0286): not matched here.
        if !closureLabels.isEmpty, sources.contains(.defaultValue) { return nil }
        return sources
    }
}

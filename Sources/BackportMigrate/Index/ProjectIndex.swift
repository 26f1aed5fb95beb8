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
    public private(set) var decisions: [ShimKey: Decision] = [:]
    /// Type shims whose name the project also declares: their calls become `SwiftUI.Name(…)`.
    public private(set) var qualifiedTypeNames: Set<String> = []
    /// Whether the `Backport` type, its accessors and `init` go: no shim and no use is left.
    public private(set) var removesInfrastructure = false
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
    private var keepsShimsForReview = false
    /// Text of the Xcode projects in the tree, to tell whether one lists a file.
    private var xcodeProjects: [[UInt8]] = []

    public init() {}

    /// The index of a run: the facts of every file (of the run and of `--shims-from` folders),
    /// and the Xcode project files found.
    public init(facts: [BackportFacts], xcodeProjects: [[UInt8]] = [], trustDeprecated: Bool = false,
                published: PublishedModules = PublishedModules()) {
        self.xcodeProjects = xcodeProjects
        let stored = facts.reduce(into: Set<String>()) { $0.formUnion($1.storedProperties) }
        accessors = Self.accessors(of: facts)
        let own = facts.filter { !$0.isExternal }
        let shims = Dictionary(grouping: own.flatMap(\.shims), by: \.key)
        let external = Dictionary(grouping: facts.filter(\.isExternal).flatMap(\.shims), by: \.key)
        let calls = Dictionary(grouping: own.flatMap(\.callSites), by: \.key)
        // Names only the project's own `Backport` sees (a `--shims-from` library's are its own type's).
        let scope = own.reduce(into: Set(["Backport", "Self"])) { $0.formUnion($1.scopeNames) }

        let unreadable = own.filter { !$0.unreadableNames.isEmpty }
        for (key, group) in shims {
            if let decision = Self.decide(key, group, calls: calls[key] ?? [], stored: stored, scope: scope) { decisions[key] = decision }
            if Self.isDeletion(decisions[key]), let file = unreadable.first(where: { $0.unreadableNames.contains(key.name) }) {
                decisions[key] = .review("\(file.path) could not be read through and may call it")
            }
        }
        // A shim goes only when every call that can reach it is rewritten: a `.name` the run
        // does not read as a call through an accessor may reach it when the `Backport` type is
        // not the run's (its accessors are not all seen) or a `Backport` value is named other
        // than in a call (stored, passed, returned).
        let namespaceSeen = facts.contains(where: \.declaresBackportType)
        let valueEscapes = own.contains { !$0.otherUses.isEmpty }
        if !namespaceSeen || valueEscapes {
            for key in decisions.keys.sorted() where !key.isStatic && shims[key] != nil && Self.isDeletion(decisions[key]) {
                guard let mention = own.compactMap({ file in file.memberMentions[key.name].map { (file.path, $0) } })
                        .min(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { continue }
                decisions[key] = .review(namespaceSeen
                    ? "`.\(key.name)` at \(mention.0):\(mention.1) may call it on a `Backport` value the run does not follow"
                    : "`Backport` is declared outside the run, so `.\(key.name)` at \(mention.0):\(mention.1) may call it in a way the run cannot follow (another accessor, a stored value)")
            }
        }
        keptPublic = Set(shims.filter { $0.value.contains { $0.isPublic && published.publishes($0.path) } }.keys)
        // A shim that a member which stays still uses must stay too; deleting one shim can
        // free another, so this settles.
        let uses = own.flatMap(\.memberUses)
        var changed = true
        while changed {
            changed = false
            for key in decisions.keys.sorted() where shims[key] != nil && Self.isDeletion(decisions[key]) {
                let user = uses.first { use in
                    use.member != key && use.names.contains(key.name)
                        && !(use.member.map { Self.isDeletion(decisions[$0]) && shims[$0] != nil && !keptPublic.contains($0) } ?? false)
                }
                if let user {
                    let who = user.member.map { "shim `\($0.name)`" } ?? "a member of an `extension Backport`"
                    decisions[key] = .review("\(who), which stays, uses it")
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

        let declaresType = own.contains(where: \.declaresBackportType)
        let everyShimGoes = shims.keys.allSatisfy { key in
            switch decisions[key] {
            case .forward?, .inline?: return !keptPublic.contains(key)
            default: return false
            }
        }
        // Another project may extend a published public `Backport` or call through it.
        let typeIsPublished = own.contains { $0.declaresPublicBackportType && published.publishes($0.path) }
        let everyCallRewritten = calls.keys.allSatisfy { key in
            guard shims[key] != nil else { return false }
            switch decisions[key] {
            case .forward?, .inline?: return true
            default: return false
            }
        }
        let everyMemberGoes = uses.allSatisfy { $0.member != nil }
        removesInfrastructure = declaresType && everyShimGoes && everyMemberGoes && everyCallRewritten && own.allSatisfy(\.otherUses.isEmpty)
            && !typeIsPublished
        infrastructureKept = declaresType && !removesInfrastructure
        keepsShimsForReview = decisions.values.contains { if case .review = $0 { true } else { false } }
    }

    /// The names of the accessors that reach shims: those declared as `var x: Backport<…>`, and
    /// `backport` when shims extend a `Backport` that no file of the run or of `--shims-from`
    /// declares (a dependency's, such as SwiftUIBackports, whose accessor is spelled so).
    static func accessors(of facts: [BackportFacts]) -> Set<String> {
        var names = facts.reduce(into: Set<String>()) { $0.formUnion($1.accessors) }
        if !facts.contains(where: \.declaresBackportType), facts.contains(where: { !$0.isExternal && !$0.shims.isEmpty }) {
            names.insert(BackportScanner.conventionalAccessor)
        }
        return names
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

    /// Whether a project shim with this key is deleted.
    public func deletes(_ key: ShimKey) -> Bool {
        switch decisions[key] {
        case .forward?, .inline?: return !keptPublic.contains(key)
        default: return false
        }
    }

    /// Why a project shim with this key stays, when it does and the run should say so.
    public func reasonKept(_ key: ShimKey) -> String? {
        switch decisions[key] {
        case .review(let reason)?: return reason
        case .forward?, .inline?:
            guard keptPublic.contains(key) else { return nil }
            return "it is public in a package other projects may use (its `Package.swift` declares a library that no manifest outside its folder reaches by path); its calls in the run lose `.backport`: delete it once no other project calls it"
        default: return nil
        }
    }

    /// A part of a file that only its owner's edits may touch.
    public struct Pin: Sendable, Hashable {
        public var range: Range<Int>
        public var owner: MigrationName
    }

    /// The parts of `file` that no other migration may edit: every project shim kept with a
    /// review item, from its first attribute to its end. Nothing of a shim that cannot be
    /// proven changes (the `backport` migration's rule), not even the check inside it that the
    /// conditions migration could collapse: so the review item stays true, and a second run
    /// finds the shim and says it again. The backport migration's own edits still apply there
    /// (a call through `.backport` of a shim that goes), as everywhere. Empty, at the cost of a
    /// byte search, for a file without one.
    public func pins(in file: SourceFile, targets: DeploymentTargets) -> [Pin] {
        guard keepsShimsForReview, ByteSearch.contains(file.bytes, "Backport") else { return [] }
        let scanner = BackportScanner(file: file, targets: targets, path: "")
        let extent = DeclarationExtent(file: file)
        var pins: [Pin] = []
        for keyword in file.tokens.indices where file.isKeyword(keyword, "extension") {
            guard let body = scanner.backportExtensionBody(at: keyword) else { continue }
            for member in file.members(ofBody: body) {
                guard let shim = scanner.shim(at: member), case .review? = decisions[shim.key],
                      let end = extent.declarationEnd(keyword: member) else { continue }
                pins.append(Pin(range: file.tokens[extent.declarationStart(keyword: member)].start ..< file.tokens[end].end, owner: .backport))
            }
        }
        return pins
    }

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

    private static func decide(_ key: ShimKey, _ group: [BackportShim], calls: [ShimCallSite], stored: Set<String>,
                               scope: Set<String>) -> Decision? {
        let forms = group.map { shim -> ShimForm in
            if !shim.key.isStatic, let receiver = shim.receiver, !stored.isEmpty, !stored.contains(receiver), shim.form != .current {
                return .notProvable("its live branch calls another receiver (`\(receiver)`)")
            }
            return shim.form
        }
        if forms.allSatisfy({ $0 == .current }) { return nil }
        if group.count > 1 {
            if forms.allSatisfy({ $0 == .forwarding }), group.allSatisfy({ $0.parameters.allSatisfy { $0.defaultValue == nil } }) {
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

/// Decides what `#available`, `#unavailable` and `@available` amount to under new deployment
/// targets. Pure: argument texts and indices in, an outcome out; it knows nothing of tokens.
///
/// Beyond `DeploymentTargets.isSatisfied` it guards two ways a spec reaches further than its name:
/// - An iOS spec also applies to Mac Catalyst when the list has no Catalyst entry. When the
///   Catalyst target is given on its own (or the project gives one that the run leaves out), an
///   iOS spec counts as satisfied only if that target satisfies it too (sibling attributes are invisible here, so this holds even when the list
///   names macCatalyst: a rare case, decided the safe way).
/// - Dropping a satisfied entry hands its platform to whatever entry stands in for it:
///   `#available(macCatalyst 14, iOS 17, *)` without `macCatalyst 14` would make Catalyst check
///   iOS 17. So a satisfied entry stays while an unsatisfied entry that would stand in for it stays.
/// At compile time (`@available`) visionOS also inherits iOS specs; see `isSatisfied`.
public enum AvailabilityEvaluator {
    /// Evaluates `#available(...)` (or `#unavailable(...)` when `isUnavailable`) with the entries
    /// of its argument list.
    public static func evaluateCondition(
        isUnavailable: Bool, arguments: [AvailabilityArgument], targets: DeploymentTargets
    ) -> ConditionOutcome {
        let entries = arguments.map { argument -> Entry in
            switch argument {
            case let .platform(name, version): Entry(name: name, version: version)
            case .wildcard: .wildcard
            case .other: .undecidable
            }
        }
        switch reduce(entries, targets: targets, stage: .runTime) {
        case .all: return isUnavailable ? .alwaysFalse : .alwaysTrue
        case let .keeping(indices): return .reduced(keeping: indices)
        case .none: return .unchanged
        }
    }

    /// Evaluates the arguments of one `@available(...)` attribute, short or long form.
    public static func evaluateAttribute(arguments: [AttributeArgument], targets: DeploymentTargets) -> AttributeOutcome {
        if case let .word(platform) = arguments.first {
            return evaluateLongForm(platform: platform, arguments: arguments, targets: targets)
        }
        let entries = arguments.map { argument -> Entry in
            switch argument {
            case let .platform(name, version): Entry(name: name, version: version)
            case .wildcard: .wildcard
            case .word, .labelled, .other: .undecidable
            }
        }
        switch reduce(entries, targets: targets, stage: .compileTime) {
        case .all: return .remove
        case let .keeping(indices): return .reduced(keeping: indices)
        case .none: return .unchanged
        }
    }

    /// `@available(iOS, introduced: 15, deprecated: 17, message: "…")`: a satisfied `introduced:`
    /// goes; the attribute goes with it when nothing else restricts the declaration.
    private static func evaluateLongForm(
        platform: String, arguments: [AttributeArgument], targets: DeploymentTargets
    ) -> AttributeOutcome {
        // `*` and `swift` are not platforms, and an unknown platform is not ours to judge.
        guard let name = PlatformName(platform) else { return .unchanged }
        let introducedIndices = arguments.indices.filter {
            if case .labelled("introduced", _) = arguments[$0] { true } else { false }
        }
        guard introducedIndices.count == 1, let introducedIndex = introducedIndices.first,
              case let .labelled(_, versionText) = arguments[introducedIndex],
              let version = Version(versionText),
              isSatisfied(Spec(name: name, version: version), targets: targets, stage: .compileTime, listNamesVisionOS: false)
        else { return .unchanged }

        let rest = arguments.indices.filter { $0 != 0 && $0 != introducedIndex }
        let stillRestricts = rest.contains { index in
            switch arguments[index] {
            // Text for the user only: without a restriction there is nothing for it to explain.
            case .labelled("message", _), .labelled("renamed", _): false
            // `deprecated`, `unavailable`, `noasync`, `obsoleted:`, and anything unrecognised.
            default: true
            }
        }
        return stillRestricts ? .reduced(keeping: [0] + rest) : .remove
    }

    /// When an availability check happens: `@available` is checked by the compiler, where
    /// visionOS inherits iOS specs; `#available` at run time, where it does not.
    enum Stage { case runTime, compileTime }

    /// A platform entry that parsed: a known platform name and a valid version.
    struct Spec {
        let name: PlatformName
        let version: Version
    }

    /// One argument as the reduction sees it.
    enum Entry {
        case spec(Spec)
        case wildcard
        /// Unknown platforms, bad versions, `swift 5`, labels in a short form: kept, never decided.
        case undecidable

        init(name: String, version: String) {
            if let name = PlatformName(name), let version = Version(version) {
                self = .spec(Spec(name: name, version: version))
            } else {
                self = .undecidable
            }
        }

        var spec: Spec? {
            if case let .spec(spec) = self { spec } else { nil }
        }
    }

    /// What is left of a list once its satisfied entries go.
    enum Reduction: Equatable {
        /// Every entry but `*` is satisfied.
        case all
        /// Keep these indices, in order.
        case keeping([Int])
        /// Nothing can go.
        case none
    }

    /// Drops the satisfied entries of a short-form list (condition or attribute), keeping any a
    /// kept entry would otherwise stand in for.
    static func reduce(_ entries: [Entry], targets: DeploymentTargets, stage: Stage) -> Reduction {
        let listNamesVisionOS = entries.contains { $0.spec?.name.platform == .visionOS }
        let satisfied = Set(entries.indices.filter { index in
            guard let spec = entries[index].spec else { return false }
            return isSatisfied(spec, targets: targets, stage: stage, listNamesVisionOS: listNamesVisionOS)
        })
        var kept = Set(entries.indices).subtracting(satisfied)
        // Keep a satisfied entry while a kept one would stand in for it; keeping it may in turn
        // protect another, hence the loop.
        var changed = true
        while changed {
            changed = false
            for index in satisfied where !kept.contains(index) {
                let name = entries[index].spec!.name
                let replaced = kept.contains { entries[$0].spec.map { standsIn($0.name, for: name, stage: stage) } ?? false }
                if replaced {
                    kept.insert(index)
                    changed = true
                }
            }
        }
        if kept.count == entries.count { return .none }
        if kept.allSatisfy({ if case .wildcard = entries[$0] { true } else { false } }) { return .all }
        return .keeping(kept.sorted())
    }

    /// Whether a spec naming `parent` applies on `child`'s platform when the list has no entry for
    /// `child`: `iOS` for `iOSApplicationExtension`, `iOS` for `macCatalyst`, and at compile time
    /// `iOS` for `visionOS`.
    static func standsIn(_ parent: PlatformName, for child: PlatformName, stage: Stage) -> Bool {
        // An extension spec never applies outside extensions.
        guard parent != child, !parent.isApplicationExtension || child.isApplicationExtension else { return false }
        if parent.platform == child.platform { return true }
        guard parent.platform == .iOS else { return false }
        return child.platform == .macCatalyst || (stage == .compileTime && child.platform == .visionOS)
    }

    /// Whether `spec` always holds, beyond its own platform's target (see the type's comment).
    static func isSatisfied(_ spec: Spec, targets: DeploymentTargets, stage: Stage, listNamesVisionOS: Bool) -> Bool {
        guard targets.isSatisfied(spec.name, spec.version) else { return false }
        guard spec.name.platform == .iOS else { return true }
        if targets[.macCatalyst] != nil || targets.leftOut.contains(.macCatalyst) {
            let catalyst = PlatformName(.macCatalyst, isApplicationExtension: spec.name.isApplicationExtension)
            if !targets.isSatisfied(catalyst, spec.version) { return false }
        }
        // A visionOS build takes an attribute's iOS spec, translated (`VisionOSVersions`), when
        // the list names no visionOS spec: it holds if the visionOS target reaches the
        // translation, or the translation is visionOS's first release.
        if stage == .compileTime, !listNamesVisionOS, buildsVisionOS(targets) {
            guard let introduced = VisionOSVersions.introduced(forIOS: spec.version) else { return false }
            if introduced > VisionOSVersions.first {
                let visionOS = PlatformName(.visionOS, isApplicationExtension: spec.name.isApplicationExtension)
                if targets[.visionOS] == nil || !targets.isSatisfied(visionOS, introduced) { return false }
            }
        }
        return true
    }

    /// Whether the code is built for visionOS: the modules say so, or (without modules) the run
    /// gives visionOS a target or the project targets it and the run leaves it out.
    private static func buildsVisionOS(_ targets: DeploymentTargets) -> Bool {
        targets.builds.map { $0.contains(.visionOS) } ?? (targets[.visionOS] != nil || targets.leftOut.contains(.visionOS))
    }
}

/// Which branch of a shim-like body the targets always take: the body itself when it has no
/// check, or the branch of `if #available(…) { … } else { … }` that is always taken. Shared by
/// the analyses of `Backport` shims, shadow types and `@main` launchers.
struct LiveBranchReader {
    let file: SourceFile
    let targets: DeploymentTargets

    /// What a body amounts to at the targets.
    enum Live {
        case current
        case notProvable(String)
        /// The targets decide its check, but the body is not exactly `if CHECK { A } else { B }`
        /// (a `guard #available(…) else { … }` before the call, statements around the check);
        /// `directive` when it has an `#if`.
        case aroundCheck(directive: Bool)
        /// The live statement's significant tokens; `checked` when an availability check chose it.
        case live(Int, Int, checked: Bool)
    }

    /// The live statement of a body `{ … }`: the body itself when it has no check, or the branch
    /// of `if #available(…) { … } else { … }` that the targets always take.
    func liveBranch(_ open: Int, _ close: Int) -> Live {
        guard var first = file.nextSignificant(after: open), first < close,
              let last = file.previousSignificant(before: close) else { return .current }
        var check: Int?
        for index in first...last where file.tokens[index].kind == .poundKeyword
            && (file.token(index, is: "#available") || file.token(index, is: "#unavailable")) {
            check = index
            break
        }
        let hasDirective = (first...last).contains { file.tokens[$0].kind == .poundKeyword && file.token($0, is: "#if") }
        guard let check else {
            if hasDirective { return .current }
            return .live(first, last, checked: false)
        }
        // What does the check say at the targets?
        guard let list = file.availabilityArguments(at: check) else { return .current }
        let isUnavailable = file.token(check, is: "#unavailable")
        let arguments = file.argumentTexts(list).map(AvailabilityArgument.init(written:))
        let outcome = AvailabilityEvaluator.evaluateCondition(isUnavailable: isUnavailable, arguments: arguments, targets: targets)
        switch outcome {
        case .unchanged: return .current
        case .reduced(let keeping):
            let written = file.argumentTexts(list)
            return .notProvable("its check `\(file.text(of: check))(\(written.joined(separator: ", ")))` is still needed "
                + stillNeeded(keeping.map { arguments[$0] }))
        case .alwaysTrue, .alwaysFalse: break
        }
        // The body must be exactly `[return] if CHECK { A } else { B }`.
        if file.isKeyword(first, "return"), let next = file.nextSignificant(after: first) { first = next }
        guard file.isKeyword(first, "if"), file.nextSignificant(after: first) == check,
              let conditionEnd = file.nextSignificant(after: list.close), file.tokens[conditionEnd].kind == .openBrace,
              let thenClose = file.matchingBracket(of: conditionEnd),
              let elseKeyword = file.nextSignificant(after: thenClose), file.isKeyword(elseKeyword, "else"),
              let elseOpen = file.nextSignificant(after: elseKeyword), file.tokens[elseOpen].kind == .openBrace,
              let elseClose = file.matchingBracket(of: elseOpen), elseClose == last
        else { return .aroundCheck(directive: hasDirective) }
        let (liveOpen, liveClose) = outcome == .alwaysTrue ? (conditionEnd, thenClose) : (elseOpen, elseClose)
        guard let liveFirst = file.nextSignificant(after: liveOpen), liveFirst < liveClose,
              let liveLast = file.previousSignificant(before: liveClose) else {
            return .notProvable("its live branch is empty")
        }
        // Only a directive in the live branch matters: the other branch goes with the check.
        if (liveFirst...liveLast).contains(where: { file.tokens[$0].kind == .poundKeyword && file.token($0, is: "#if") }) {
            return .notProvable(Self.directiveReason)
        }
        // A live branch that is itself a check the targets decide (`if #available(iOS 15, *) {
        // if #available(iOS 14, *) { … } else { … } } else { … }`) is read the same way.
        if file.isKeyword(liveFirst, "if") || file.isKeyword(liveFirst, "return"),
           (liveFirst...liveLast).contains(where: { file.tokens[$0].kind == .poundKeyword
               && (file.token($0, is: "#available") || file.token($0, is: "#unavailable")) }) {
            switch liveBranch(liveOpen, liveClose) {
            case .live(let first, let last, checked: _): return .live(first, last, checked: true)
            case .current: return .notProvable("its live branch holds a check the targets do not decide")
            case let other: return other
            }
        }
        return .live(liveFirst, liveLast, checked: true)
    }

    static let directiveReason = "its live branch differs by platform (`#if` in its body)"

    /// Where a reduced check still matters: each platform spec it keeps, with the run's
    /// target for that platform or the lack of one (`on macOS 13.3 (the target is 13)`,
    /// `on tvOS 16 (no tvOS target in this run)`).
    private func stillNeeded(_ kept: [AvailabilityArgument]) -> String {
        let places = kept.compactMap { argument -> String? in
            guard case let .platform(name, version) = argument else { return nil }
            guard let platform = PlatformName(name), let target = targets.target(for: platform) else {
                return "\(name) \(version) (no \(name) target in this run)"
            }
            return "\(name) \(version) (the target is \(target))"
        }
        return places.isEmpty ? "on a platform of the run" : "on " + places.joined(separator: " and ")
    }
}

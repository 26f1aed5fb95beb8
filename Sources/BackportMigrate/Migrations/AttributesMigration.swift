extension MigrationName {
    public static let attributes = MigrationName("attributes")
}

/// The `attributes` migration: removes `@available` attributes that the new deployment
/// targets make redundant, and narrows the ones that still say something.
///
///     @available(iOS 15, *)                         →   (line gone)
///     @available(iOS 13.0, *) @MainActor final class   →   @MainActor final class
///     @available(iOS 15, macOS 12, *)               →   @available(macOS 12, *)
///     @available(iOS, introduced: 15, deprecated: 17)   →   @available(iOS, deprecated: 17)
struct AttributesMigration: Migration {
    let name = MigrationName.attributes
    let summary = "@available attributes"

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        AvailabilityPrecheck.mayDecide(bytes, kind: .attribute, targets: context.targets, memo: context.availabilityMemo)
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let removal = Removal(file: file, migration: name)
        let comments = CommentLines(file: file)
        for index in file.tokens.indices where file.tokens[index].kind == .attribute && file.token(index, is: "@available") {
            guard let list = file.availabilityArguments(at: index), !list.ranges.isEmpty else { continue }
            let arguments = file.argumentTexts(list).map(AttributeArgument.init(written:))
            let outcome = AvailabilityEvaluator.evaluateAttribute(arguments: arguments, targets: context.targets)
            // What goes of a platform that falls back on another (Catalyst and visionOS on iOS)
            // must not leave it the other's restriction, stated beside it and staying.
            if outcome != .unchanged, overridesAStayingSibling(arguments, outcome, attribute: index, in: file, targets: context.targets) { continue }
            switch outcome {
            case .unchanged:
                continue
            case .remove:
                let range = removalRange(removal, attribute: index, close: list.close)
                result.edits.append(Edit(range: range, replacement: [], migration: name))
                if file.isFirstOnLine(index), let comment = comments.platformCommentAbove(index) {
                    result.findings.append(Finding(offset: comment, migration: name, message: ConditionsMigration.staleComment,
                                                   isAboutKeptCode: true, madeWith: range))
                }
                // A comment at the end of the attribute's line goes with the line, or stays
                // beside what is left of it (`@MainActor @available(iOS 15, *) // iOS 15 API`).
                if let comment = file.trailingComment(after: list.close), !CommentLines.isLinterDirective(file.text(of: comment)) {
                    if range.contains(file.tokens[comment].start) {
                        result.findings.append(Finding(
                            offset: file.tokens[comment].start, migration: name,
                            message: "the comment `\(file.text(of: comment))` on the removed attribute's line goes with it; keep it elsewhere if it still says something",
                            isAboutKeptCode: true, madeWith: range))
                    } else if CommentLines.namesPlatform(file.text(of: comment)) {
                        result.findings.append(Finding(offset: file.tokens[comment].start, migration: name, message: ConditionsMigration.staleComment,
                                                       isAboutKeptCode: true, madeWith: range))
                    }
                }
            case .reduced(let keeping):
                guard !keeping.isEmpty else { continue }
                let ranges = list.ranges.map(file.byteRange)
                let range = ranges[0].lowerBound..<ranges[ranges.count - 1].upperBound
                result.edits.append(Edit(range: range, replacement: file.joined(ranges, keeping: keeping), migration: name))
            }
        }
        return result
    }

    /// Whether the platforms `outcome` drops from the `@available` at `attribute` (all of them,
    /// or the entries it does not keep) fall back on a platform that another `@available` of the
    /// same declaration names and that stays: `@available(visionOS, introduced: 1)` beside
    /// `@available(iOS, deprecated: 26)` keeps visionOS from inheriting the deprecation, and
    /// `@available(macCatalyst, introduced: 14)` beside `@available(iOS 18, *)` keeps Catalyst
    /// from needing 18.
    private func overridesAStayingSibling(_ arguments: [AttributeArgument], _ outcome: AttributeOutcome, attribute: Int,
                                          in file: SourceFile, targets: DeploymentTargets) -> Bool {
        let dropped: [PlatformName]
        switch outcome {
        case .unchanged: return false
        case .remove: dropped = Self.platformNames(arguments)
        case .reduced(let keeping):
            dropped = Self.platformNames(arguments.indices.filter { !keeping.contains($0) }.map { arguments[$0] })
        }
        var fallbacks: Set<PlatformName> = []
        for name in dropped {
            var current = Self.fallback(of: name)
            while let next = current {
                fallbacks.insert(next)
                current = Self.fallback(of: next)
            }
        }
        guard !fallbacks.isEmpty else { return false }
        return Self.siblingAttributes(of: attribute, in: DeclarationExtent(file: file)).contains { sibling in
            !Self.platformNames(sibling).filter(fallbacks.contains).isEmpty
                && AvailabilityEvaluator.evaluateAttribute(arguments: sibling, targets: targets) != .remove
        }
    }

    /// The platforms an `@available` names: the long form's first word, the short form's entries.
    static func platformNames(_ arguments: [AttributeArgument]) -> [PlatformName] {
        if case let .word(word)? = arguments.first { return PlatformName(word).map { [$0] } ?? [] }
        return arguments.compactMap { argument in
            if case let .platform(name, _) = argument { return PlatformName(name) }
            return nil
        }
    }

    /// The platform whose availability a declaration's `name` takes when it says nothing of
    /// `name`: iOS for Mac Catalyst and (at compile time) visionOS, the platform for its
    /// application extensions.
    static func fallback(of name: PlatformName) -> PlatformName? {
        if name.isApplicationExtension { return PlatformName(name.platform) }
        switch name.platform {
        case .macCatalyst, .visionOS: return PlatformName(.iOS)
        default: return nil
        }
    }

    /// The arguments of the other `@available` attributes written with the one at `attribute`:
    /// those before it back to the declaration's start (as a removal finds it), and those right
    /// after it.
    static func siblingAttributes(of attribute: Int, in extent: DeclarationExtent) -> [[AttributeArgument]] {
        let file = extent.file
        var found: [[AttributeArgument]] = []
        var next: Int? = extent.declarationStart(keyword: attribute)
        while let current = next, current < attribute || file.tokens[current].kind == .attribute {
            if current != attribute, file.token(current, is: "@available"), let list = file.availabilityArguments(at: current) {
                found.append(file.argumentTexts(list).map(AttributeArgument.init(written:)))
            }
            next = file.nextSignificant(after: current)
            if let open = next, file.tokens[open].kind == .openParen, let close = file.matchingBracket(of: open) { next = file.nextSignificant(after: close) }
        }
        return found
    }

    /// Alone on its line, the attribute takes the line; otherwise it takes the space after
    /// it, or before it when it ends the line.
    private func removalRange(_ removal: Removal, attribute: Int, close: Int) -> Range<Int> {
        let file = removal.file
        let start = file.tokens[attribute].start
        let end = file.tokens[close].end
        if file.isFirstOnLine(attribute) && file.isLastOnLine(close) {
            return removal.lineRemovalRange(from: start, to: end)
        }
        let after = close + 1
        if after < file.tokens.count, file.tokens[after].kind == .space,
           after + 1 < file.tokens.count, !file.tokens[after + 1].kind.isTrivia || file.tokens[after + 1].kind == .blockComment {
            return start..<file.tokens[after].end
        }
        if attribute > 0, file.tokens[attribute - 1].kind == .space, !file.isFirstOnLine(attribute) {
            return file.tokens[attribute - 1].start..<end
        }
        return start..<end
    }
}

extension AttributesMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        `@available(iOS 15, *)` with iOS satisfied is removed (its line when alone on it); satisfied specs are dropped from a longer list; a satisfied `introduced:` goes from the long form (`@available(iOS, introduced: 15, deprecated: 17)` → `@available(iOS, deprecated: 17)`). A visionOS build takes an attribute's iOS spec translated as the SDK maps it (iOS 17.4 is visionOS 1.1, iOS 18 is visionOS 2.0), so with a visionOS target the spec must meet both.
        """#,
            leavesAlone: #"""
        Attributes that say `unavailable`, `deprecated` or `obsoleted` on their own, or name `*` or `swift`; one for Mac Catalyst, visionOS or an application extension beside an `@available` of the platform it would otherwise follow (iOS) that stays (`@available(visionOS, introduced: 1)` next to `@available(iOS, deprecated: 26)`: removing it would give visionOS the deprecation). A comment above a removed attribute that names a platform or a version, or at the end of its line, stays or is named in a review item.
        """#,
            arguments: ["--target", "16"],
            example: [
            Explanation.ExampleFile(path: "Badge.swift", before: #"""
        @available(iOS 15, *)
        struct Badge {
            let count: Int
        }

        @available(iOS, introduced: 14, deprecated: 17, message: "Use Badge")
        func legacyBadge() {}

        """#,
                                    after: #"""
        struct Badge {
            let count: Int
        }

        @available(iOS, deprecated: 17, message: "Use Badge")
        func legacyBadge() {}

        """#),
            ])
    }
}

extension MigrationName {
    public static let backport = MigrationName("backport")
}

/// The `backport` migration: rewrites the call sites of obsolete `Backport` shims and deletes
/// the shims, and the `Backport` type once nothing is left of the pattern. What to do with each
/// shim was decided in phase 1 from the whole project (`ProjectIndex`); this only carries it out
/// in one file.
///
///     Text("a").backport.badge(3)                   →   Text("a").badge(3)
///     Backport.AsyncImage(url: u)                   →   AsyncImage(url: u)
///     .backport.scrollDismissesKeyboardInteractively()  →   .scrollDismissesKeyboard(.interactively)
struct BackportMigration: Migration {
    let name = MigrationName.backport
    let summary = "compatibility shims (Backport namespaces, View extensions, ViewModifiers) and their calls"
    let isCrossFile = true
    /// Only the parts it protects, no edit and no finding: what the index's preview of the
    /// single-file migrations needs of it.
    var protectsOnly = false

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        let index = context.index
        guard !index.hasNoShims else { return false }
        return ByteSearch.contains(bytes, "ackport") || index.needles.contains { ByteSearch.contains(bytes, $0) }
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let index = context.index
        let scanner = BackportScanner(file: file, targets: context.targets, path: "", namespaces: index.namespaces,
                                      extensionNames: index.extensionNames, modifierNames: index.modifierNames)
        let removal = Removal(file: file, migration: name)
        if protectsOnly { return MigrationResult(protected: shimsKeptForReview(file, scanner, index)) }
        removeShims(file, scanner, removal, index, into: &result)
        if index.removesInfrastructure { removeInfrastructure(file, scanner, removal, index, into: &result) }
        for call in scanner.calls(accessors: index.accessors).calls {
            rewrite(call, file, scanner, index, into: &result)
        }
        result.protected = shimsKeptForReview(file, scanner, index)
        if let notice = index.dependencyNotice, notice.path == context.path {
            result.findings.append(Finding(offset: dependencyImport(file, modules: notice.modules), migration: name,
                message: "no call of a `--shims-from` shim is left in the run once these lose `.backport`; that dependency can go"))
        }
        return result
    }

    /// Every project shim of `file` kept with a review item, from its first attribute to its end:
    /// nothing of a shim that cannot be proven changes, not even the check inside it that the
    /// conditions migration could collapse. This migration's own edits still apply there (a
    /// call through `.backport` of a shim that goes), as everywhere. Empty, at the cost of a
    /// byte search, for a file without one.
    private func shimsKeptForReview(_ file: SourceFile, _ scanner: BackportScanner, _ index: ProjectIndex) -> [Range<Int>] {
        guard index.keepsShimsForReview, index.needles.contains(where: { ByteSearch.contains(file.bytes, $0) }) else { return [] }
        let extent = DeclarationExtent(file: file)
        var kept: [Range<Int>] = []
        for holder in declaredShims(file, scanner, index) {
            for (member, shim) in holder.shims {
                guard case .review? = index.decisions[shim.key], let end = extent.declarationEnd(keyword: member) else { continue }
                kept.append(file.tokens[extent.declarationStart(keyword: member)].start ..< file.tokens[end].end)
            }
        }
        return kept
    }

    /// The shims `file` declares, by what holds them: the members of each extension of a
    /// namespace type and of each other extension (`body` and all its `members`, some of them
    /// shims), and each modifier (no body: it is alone).
    private func declaredShims(_ file: SourceFile, _ scanner: BackportScanner,
                               _ index: ProjectIndex) -> [(extension: Int?, body: (open: Int, close: Int)?, members: [Int], shims: [(Int, BackportShim)])] {
        var found: [(extension: Int?, body: (open: Int, close: Int)?, members: [Int], shims: [(Int, BackportShim)])] = []
        let outside = !scanner.extensionNames.isEmpty || !scanner.modifierNames.isEmpty
        for keyword in file.tokens.indices where file.tokens[keyword].kind == .keyword {
            if file.token(keyword, is: "extension"), let body = scanner.backportExtensionBody(at: keyword) {
                let members = file.members(ofBody: body)
                found.append((keyword, body, members, members.compactMap { member in scanner.shim(at: member).map { (member, $0) } }))
            } else if outside, file.token(keyword, is: "extension"), file.enclosingBrace(of: keyword) == nil,
                      let open = file.bodyOpen(after: keyword), let close = file.matchingBracket(of: open) {
                let members = file.members(ofBody: (open, close))
                let shims = members.compactMap { member -> (Int, BackportShim)? in
                    guard file.isKeyword(member, "func"), let name = file.nextSignificant(after: member),
                          scanner.extensionNames.matches(name, in: file) else { return nil }
                    if let shim = scanner.extensionShim(at: member) { return (member, shim) }
                    // One whose calls are rewritten but which stays (public) has lost its check in
                    // an earlier pass; no other declaration has its name.
                    let key = ShimKey(name: file.plainName(name), kind: .extensionMember)
                    guard index.rewritesCalls(of: key) else { return nil }
                    return (member, BackportShim(key: key, parameters: [], form: .forwarding, receiver: "self", path: "", line: file.line(of: member)))
                }
                if !shims.isEmpty { found.append((keyword, (open, close), members, shims)) }
            } else if outside, file.token(keyword, is: "struct"), file.enclosingBrace(of: keyword) == nil,
                      let name = file.nextSignificant(after: keyword), scanner.modifierNames.matches(name, in: file),
                      let shim = scanner.modifierShim(at: keyword) {
                found.append((nil, nil, [keyword], [(keyword, shim)]))
            }
        }
        return found
    }

    /// The offset of the `import` of one of `modules`, or of the file's start.
    private func dependencyImport(_ file: SourceFile, modules: Set<String>) -> Int {
        for index in file.tokens.indices where file.isKeyword(index, "import") {
            if let module = file.nextSignificant(after: index), modules.contains(file.plainName(module)) {
                return file.tokens[index].start
            }
        }
        return 0
    }

    // MARK: Shims

    private func removeShims(_ file: SourceFile, _ scanner: BackportScanner, _ removal: Removal,
                             _ index: ProjectIndex, into result: inout MigrationResult) {
        let extent = DeclarationExtent(file: file)
        for (keyword, body, members, shims) in declaredShims(file, scanner, index) {
            var removed: [Int] = []
            for (member, shim) in shims {
                if index.deletes(shim.key) {
                    removed.append(member)
                } else if let reason = index.reasonKept(shim.key) {
                    result.findings.append(Finding(
                        offset: file.tokens[member].start, migration: name,
                        message: "shim `\(shim.key.name)` is kept: \(reason)"))
                }
            }
            if let keyword, let body, !members.isEmpty, removed.count == members.count, let declarations = extent.declarationRanges(members),
               file.bodyHoldsOnly(declarations, body: body) {
                result.edits.append(removal.declarationRemoval(from: extent.declarationStart(keyword: keyword), through: body.close))
            } else {
                var edits: [Edit] = []
                for member in removed {
                    guard let end = extent.declarationEnd(keyword: member) else { continue }
                    edits.append(removal.declarationRemoval(from: extent.declarationStart(keyword: member), through: end))
                }
                // Shims that were all an `#if os(iOS)` held take the emptied `#if … #endif` along.
                var blocks: [Range<Int>] = []
                for edit in edits {
                    if let block = removal.emptiedConditionalBlock(around: edit.range, alsoRemoved: edits.map(\.range)),
                       !blocks.contains(block) {
                        blocks.append(block)
                    }
                }
                for block in blocks { result.edits.append(Edit(range: block, replacement: [], migration: name)) }
                for edit in edits where !blocks.contains(where: { $0.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= $0.upperBound }) {
                    result.edits.append(edit)
                }
            }
        }
    }

    /// The `Backport` type and its accessors (with an extension they leave empty).
    private func removeInfrastructure(_ file: SourceFile, _ scanner: BackportScanner, _ removal: Removal,
                                      _ index: ProjectIndex, into result: inout MigrationResult) {
        let extent = DeclarationExtent(file: file)
        func isAccessor(_ keyword: Int) -> Bool {
            file.isKeyword(keyword, "var") && scanner.accessor(declaredAt: keyword).map { index.removedNamespaces.contains($0.type) } == true
        }
        var handled: Set<Int> = []
        for keyword in file.tokens.indices where file.tokens[keyword].kind == .keyword && !handled.contains(keyword) {
            if file.token(keyword, is: "struct"), let name = file.nextSignificant(after: keyword), scanner.isNamespaceName(name),
               index.removedNamespaces.contains(file.plainName(name)),
               file.enclosingBrace(of: keyword) == nil, let end = extent.declarationEnd(keyword: keyword) {
                result.edits.append(removal.declarationRemoval(from: extent.declarationStart(keyword: keyword), through: end))
            } else if isAccessor(keyword), let end = extent.declarationEnd(keyword: keyword) {
                // An extension that holds nothing but accessors goes whole.
                if let brace = file.enclosingBrace(of: keyword), let close = file.matchingBracket(of: brace),
                   let owner = file.declarationKeyword(owning: brace, among: ["extension"]), file.enclosingBrace(of: owner) == nil {
                    let members = file.members(ofBody: (brace, close))
                    if members.allSatisfy(isAccessor), let declarations = extent.declarationRanges(members),
                       file.bodyHoldsOnly(declarations, body: (brace, close)) {
                        handled.formUnion(members)
                        result.edits.append(removal.declarationRemoval(from: extent.declarationStart(keyword: owner), through: close))
                        continue
                    }
                }
                result.edits.append(removal.declarationRemoval(from: extent.declarationStart(keyword: keyword), through: end))
            }
        }
    }

    // MARK: Call sites

    private func rewrite(_ call: BackportScanner.Call, _ file: SourceFile, _ scanner: BackportScanner,
                         _ index: ProjectIndex, into result: inout MigrationResult) {
        let spelled = call.key.description
        switch index.decisions[call.key] {
        case nil:
            return
        case .review(let reason)?:
            result.findings.append(Finding(offset: file.tokens[call.name].start, migration: name,
                                           message: "`\(spelled)` is kept: its shim cannot be removed (\(reason))"))
        case .native(let message)?:
            result.findings.append(Finding(offset: file.tokens[call.name].start, migration: name, message: "`\(spelled)`: \(message)"))
        case .forward(let parameters)?:
            if let parameters, let sources = ShimArguments.match(parameters, labels: scanner.arguments(of: call).map(\.label),
                                                                 trailingClosure: call.trailingClosure != nil,
                                                                 closureLabels: call.extraClosures.map(\.label)),
               sources.contains(.defaultValue) {
                // A left-out default is the shim's; the system's may differ, so it is written out.
                let template = ShimTemplate(
                    callee: index.renames[call.key] ?? call.key.name,
                    arguments: parameters.enumerated().map { position, parameter in
                        TemplateArgument(label: parameter.label, tokens: [TemplateToken(kind: .identifier, text: parameter.name, parameter: position)])
                    },
                    keepsOrder: true)
                inline(call, template, parameters, sources, file, scanner, index, into: &result)
            } else if let callee = index.renames[call.key] {
                // An extension method called under the name its live branch calls.
                result.edits.append(Edit(range: file.tokens[call.name].start..<file.tokens[call.name].end, replacement: Array(callee.utf8),
                                         migration: name))
            } else {
                result.edits.append(prefixRemoval(call, file, scanner, index))
            }
        case .inline(let template, let parameters)?:
            guard let sources = ShimArguments.match(parameters, labels: scanner.arguments(of: call).map(\.label),
                                                    trailingClosure: call.trailingClosure != nil,
                                                    closureLabels: call.extraClosures.map(\.label)) else {
                result.findings.append(Finding(offset: file.tokens[call.name].start, migration: name,
                                               message: "`\(spelled)` is kept: its arguments cannot be matched to the shim's parameters"))
                return
            }
            inline(call, template, parameters, sources, file, scanner, index, into: &result)
        }
    }

    /// The edit that takes `.backport` (or `Backport(…)`, `Backport.`) away from a call, which
    /// then reaches the system's API of the same name.
    private func prefixRemoval(_ call: BackportScanner.Call, _ file: SourceFile, _ scanner: BackportScanner,
                               _ index: ProjectIndex) -> Edit {
        let (range, replacement) = prefix(call, file, scanner, index)
        return Edit(range: range, replacement: replacement, migration: name)
    }

    /// The bytes of the call's way to the shim and what replaces them.
    private func prefix(_ call: BackportScanner.Call, _ file: SourceFile, _ scanner: BackportScanner,
                        _ index: ProjectIndex) -> (Range<Int>, [UInt8]) {
        switch call.via {
        case .accessor(let period, let accessor):
            // Alone on its line, `.backport` takes the line; a comment after it stays.
            let alone = accessor + 1 >= file.tokens.count || file.tokens[accessor + 1].kind == .newline
                || (file.tokens[accessor + 1].kind == .space && (accessor + 2 >= file.tokens.count || file.tokens[accessor + 2].kind == .newline))
            if file.isFirstOnLine(period), alone {
                let start = file.startOfLine(containing: file.tokens[period].start)
                return (start..<file.endOfLine(containing: file.tokens[accessor].end), [])
            }
            if file.isFirstOnLine(period), accessor + 1 < file.tokens.count, file.tokens[accessor + 1].kind == .space {
                // Only a comment follows: it keeps the line's indentation.
                return (file.tokens[period].start..<file.tokens[accessor + 1].end, [])
            }
            return (file.tokens[period].start..<file.tokens[accessor].end, [])
        case .implicitSelf(let accessor, let period):
            return (file.tokens[accessor].start..<file.tokens[period].end, [])
        case .initializer(let backport, let open, let close):
            guard var first = file.nextSignificant(after: open), first < close,
                  let last = file.previousSignificant(before: close) else {
                return (file.tokens[backport].start..<file.tokens[close].end, [])
            }
            // `Backport(content: view)`: the label is the initialiser's, not the value's.
            if let colon = file.nextSignificant(after: first), colon < last, file.tokens[colon].kind == .colon,
               file.tokens[first].kind == .identifier, let value = file.nextSignificant(after: colon) {
                first = value
            }
            var value = Array(file.bytes[file.tokens[first].start..<file.tokens[last].end])
            if Substitution.shape(of: first...last, in: file) != .postfix { value = [UInt8(ascii: "(")] + value + [UInt8(ascii: ")")] }
            return (file.tokens[backport].start..<file.tokens[close].end, value)
        case .type(let backport, let period):
            let qualified = index.qualifiedTypeNames.contains(call.key.name)
            return (file.tokens[backport].start..<file.tokens[period].end, qualified ? Array("SwiftUI.".utf8) : [])
        case .direct:
            return (file.tokens[call.name].start..<file.tokens[call.name].start, [])
        case .modifierApplication(let modifier):
            // `modifier(Name(…))` becomes the modifier's live call: `modifier(` goes here, the
            // rest with the call.
            return (file.tokens[modifier].start..<file.tokens[call.name].start, [])
        }
    }

    /// Replaces the whole call, from its way to the shim to its end, by the template's call.
    private func inline(_ call: BackportScanner.Call, _ template: ShimTemplate, _ parameters: [ShimParameter],
                        _ sources: [ShimArguments.Source], _ file: SourceFile, _ scanner: BackportScanner,
                        _ index: ProjectIndex, into result: inout MigrationResult) {
        let arguments = scanner.arguments(of: call)
        let values: [Substitution.Value] = sources.enumerated().map { position, source in
            switch source {
            case .argument(let index):
                let range = arguments[index].value
                return Substitution.Value(text: file.text(from: file.tokens[range.lowerBound].start, to: file.tokens[range.upperBound].end),
                                          shape: Substitution.shape(of: range, in: file), type: parameters[position].type)
            case .trailingClosure:
                let closure = call.trailingClosure!
                return Substitution.Value(text: file.text(from: file.tokens[closure.open].start, to: file.tokens[closure.close].end), shape: .postfix, type: nil)
            case .extraClosure(let position):
                let closure = call.extraClosures[position]
                return Substitution.Value(text: file.text(from: file.tokens[closure.open].start, to: file.tokens[closure.close].end), shape: .postfix, type: nil)
            case .defaultValue:
                let text = parameters[position].defaultValue ?? ""
                return Substitution.Value(text: text, shape: Substitution.shape(of: text), type: parameters[position].type)
            }
        }
        let rendered = Substitution.render(template, values)
        let (prefixRange, prefixReplacement) = prefix(call, file, scanner, index)
        var replacement = prefixReplacement
        replacement += file.bytes[prefixRange.upperBound..<file.tokens[call.name].start]
        replacement += Array(rendered.utf8)
        result.edits.append(Edit(range: prefixRange.lowerBound..<file.tokens[call.end].end, replacement: replacement, migration: name))
    }
}

extension BackportMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        Shims in `extension Backport …`, or in the extensions of any other namespace type of its shape, whatever its name (a generic struct of one stored value that an accessor `var backport: Backported<Self>` returns around `self`: `Backported`, `POBackport`; an unrelated `enum Backport {}` is no namespace), with any generic parameter and stored property name, `where Content: View`, `where Content == Any`, `extension Backport<Any>`, `public extension`): methods, `static func`s and nested types. A shim is obsolete when the `#available` that picks its live branch is always true at the targets. A *forwarding* shim (the live branch calls the same name with the same arguments, or `SwiftUI.Name(…)` for a type) loses `.backport` at every call site (`x.backport.badge(3)` → `x.badge(3)`, a line holding only `.backport` goes, `Backport(v).badge(1)` → `v.badge(1)`, `Backport.AsyncImage(url: u)` → `AsyncImage(url: u)`); an *inlinable* one (one call on the stored value built from the parameters, each used once) has its call sites rewritten to that call, with defaults filled in, parentheses where precedence needs them, a value type-annotated where it would lose its context (a literal or `.member` under a member access, and so a `cond ? .a : .b` or `x ?? .a`: `((cond ? .a : .b) as Style).system`), and `true`/`false` folding a conditional (`.backport.contentBackground(false)` → `.scrollContentBackground(.hidden)`). Both kinds of shim are deleted, with their doc comments and attributes; an extension left empty goes, and so does an `#if … #endif` in it that held only deleted shims, and when no shim or other use of a namespace type is left in the run, that type and its accessors go. Shims outside a namespace, known by their shape too: a method of an extension of another type (`extension View { func scrollDisabledIfAvailable(_ d: Bool) -> some View }`) whose live branch calls another method on `self` has its calls `.scrollDisabledIfAvailable(x)` renamed to `.scrollDisabled(x)` (or inlined, as above); a `ViewModifier` of stored properties whose `body(content:)` makes one call on `content` (`content.searchable(text: $text)`) has its applications `.modifier(BackportSearchable(text: $q))` rewritten to that call, and a method whose body applies it (`modifier(BackportSearchable(text: text))`) is judged through it; both go. Shims extending a `Backport` the run does not declare (a dependency's, under `import SwiftUIBackports`) are handled alike, their calls read through `.backport`, that library's accessor.
        """#,
            leavesAlone: #"""
        Shims it cannot prove: a `#if` in the body, a check still needed on a platform of the run or on one the run gives no target for (the review item names it: `on tvOS 17 (no tvOS target in this run)`), a parameter used twice or not at all, more than one statement or call, another receiver, `self`, overloads that do not all forward, a call whose arguments do not fit, a call whose rewrite would have to write a name that only means something inside `Backport` (a `.member` passed for a parameter typed with a nested `Backport.Style`, a left-out default `= standardGap` that is a member of `Backport`). Each gets a review item on the shim and one on each call site, and nothing of the shim changes, not even the check inside it (the conditions migration leaves it, so a second run finds and names the shim again, and what its fallback uses stays). Shims newer than the target; bodies with no check that do something else (the project's own API). A public shim (or one in a `public extension`) of a package other projects may use, a `Package.swift` declaring a library that no manifest outside its folder reaches by path: its calls in the run lose `.backport` and its check collapses, but it stays, with a review item, and so does a public `Backport` type there. A shim goes only when every call that can reach it is rewritten: the shim's `.name` used other than in a call the run reads (another accessor of a dependency's `Backport`, or a `Backport` value the run's code stores or passes) keeps it, with a review item naming that line; so does, for a method or modifier called by its name alone, another declaration of that name or a use other than a call (`Text.hiddenScrollBackground`), and a method kept keeps the modifier it applies. A rewrite that would write a name its call site cannot see (a type private to the shim's file, `modifier(ContentModifier())`, or a member internal to another module, `style.sui`) keeps the shim, with a review item. Methods of extensions without a check (the project's own API), same-name methods (`func scrollDisabled(_:)` calling SwiftUI's), methods whose live branch is not a call on `self`, `@objc`, `dynamic` and `override` methods (a review item).
        """#,
            arguments: ["--target", "16"],
            example: [
            Explanation.ExampleFile(path: "Compatibility/Backport.swift", before: #"""
        import SwiftUI

        struct Backport<Content> {
            let content: Content
        }

        extension View {
            var backport: Backport<Self> { Backport(content: self) }
        }

        extension Backport where Content: View {
            @ViewBuilder func badge(_ count: Int) -> some View {
                if #available(iOS 15, *) {
                    content.badge(count)
                } else {
                    content
                }
            }

            @ViewBuilder func scrollDismissesKeyboardInteractively() -> some View {
                if #available(iOS 16, *) {
                    content.scrollDismissesKeyboard(.interactively)
                } else {
                    content
                }
            }
        }

        """#,
                                    after: nil),
            Explanation.ExampleFile(path: "Views/Inbox.swift", before: #"""
        import SwiftUI

        struct Inbox: View {
            var body: some View {
                ScrollView {
                    Text("Inbox").backport.badge(3)
                }
                .backport.scrollDismissesKeyboardInteractively()
            }
        }

        """#,
                                    after: #"""
        import SwiftUI

        struct Inbox: View {
            var body: some View {
                ScrollView {
                    Text("Inbox").badge(3)
                }
                .scrollDismissesKeyboard(.interactively)
            }
        }

        """#),
            ])
    }
}

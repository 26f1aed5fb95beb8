extension MigrationName {
    public static let shadowTypes = MigrationName("shadow-types")
}

/// The `shadow-types` migration: deletes project types that shadow a framework type they only
/// construct, qualified, behind a check the targets satisfy; their calls then reach the
/// framework's type. A call that leaves out a defaulted argument gets the project type's
/// default written out, since the framework's may differ. An `@main` launcher that now only
/// starts an `App` goes too, and `@main` moves to that app.
///
///     struct LazyHStack<Content: View>: View { … SwiftUI.LazyHStack(…) … }   →   (gone)
///     LazyHStack(spacing: 12) { … }                                         →   LazyHStack(alignment: .center, spacing: 12) { … }
struct ShadowTypesMigration: Migration {
    let name = MigrationName.shadowTypes
    let summary = "app types that shadow a framework type they only construct, and @main launchers that only start an App"
    let isCrossFile = true

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        context.index.declarations.concerns(path: context.path, bytes: bytes)
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let cleanup = DeclarationCleanup(file: file, context: context, migration: name)
        cleanup.deletions(into: &result)
        cleanup.reviews(into: &result)
        let decisions = context.index.declarations
        if !decisions.shadowCalls.isEmpty { fillDefaults(file, cleanup, decisions.shadowCalls, into: &result) }
        for position in cleanup.list.items.indices where decisions.mainInsertions.contains(cleanup.scanner.key(of: position)) {
            let item = cleanup.list.items[position]
            guard !item.attributes.contains(where: { file.token($0, is: "@main") }) else { continue }
            let start = file.tokens[item.start].start
            let indentation = file.indentation(ofLineContaining: start)
            let lineBreak = Reindentation(file: file).lineBreak(endingLineOf: start)
            result.edits.append(Edit(range: start..<start, replacement: Array("@main".utf8) + lineBreak + indentation, migration: name))
        }
        return result
    }

    /// Writes out, at each call of a deleted shadow type, the defaults it leaves out.
    private func fillDefaults(_ file: SourceFile, _ cleanup: DeclarationCleanup, _ calls: [String: [ShimParameter]],
                              into result: inout MigrationResult) {
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard let parameters = calls[file.plainName(index)], !cleanup.list.isDeclaredName(index),
                  file.previousSignificant(before: index).map({ file.tokens[$0].kind != .period }) ?? true,
                  !cleanup.list.owners(of: index).contains(where: { cleanup.isDeleted($0) }),
                  let call = cleanup.scanner.callShape(at: index),
                  let sources = ShimArguments.match(parameters, labels: call.labels, trailingClosure: call.hasTrailingClosure),
                  sources.contains(.defaultValue) else { continue }
            if let edit = defaultsEdit(file, at: index, parameters, sources) { result.edits.append(edit) }
        }
    }

    /// One edit that inserts the left-out defaults into the call at `name`, each before the
    /// next argument written, or at the end of the parentheses (made when there are none).
    private func defaultsEdit(_ file: SourceFile, at name: Int, _ parameters: [ShimParameter], _ sources: [ShimArguments.Source]) -> Edit? {
        guard var afterName = file.nextSignificant(after: name) else { return nil }
        var nameEnd = name
        if file.tokens[afterName].kind == .operator, file.text(of: afterName).hasPrefix("<"),
           let end = file.genericClauseEnd(from: afterName), let next = file.nextSignificant(after: end) {
            nameEnd = end
            afterName = next
        }
        func written(_ parameter: ShimParameter) -> String {
            (parameter.label.map { "\($0): " } ?? "") + (parameter.defaultValue ?? "")
        }
        guard file.tokens[afterName].kind == .openParen, file.tokens[afterName - 1].kind != .space,
              let close = file.matchingBracket(of: afterName) else {
            // Only a trailing closure: the parentheses are new.
            let text = "(" + parameters.indices.filter { sources[$0] == .defaultValue }.map { written(parameters[$0]) }.joined(separator: ", ") + ")"
            let offset = file.tokens[nameEnd].end
            return Edit(range: offset..<offset, replacement: Array(text.utf8), migration: .shadowTypes)
        }
        let elements = file.elements(afterName, close)
        // Each insertion point (before an argument, or at the end) with the defaults it takes.
        var pending: [String] = []
        var insertions: [(offset: Int, text: String)] = []
        for (position, source) in sources.enumerated() {
            switch source {
            case .defaultValue:
                pending.append(written(parameters[position]))
            case .argument(let argument):
                if !pending.isEmpty {
                    insertions.append((file.tokens[elements[argument].lowerBound].start, pending.joined(separator: ", ") + ", "))
                    pending = []
                }
            case .trailingClosure, .extraClosure:
                break
            }
        }
        if !pending.isEmpty {
            let text = pending.joined(separator: ", ")
            if let last = elements.last {
                insertions.append((file.tokens[last.upperBound].end, ", " + text))
            } else {
                insertions.append((file.tokens[close].start, text))
            }
        }
        guard let first = insertions.first, let last = insertions.last else { return nil }
        // One edit from the first insertion point to the last, keeping what lies between.
        var replacement: [UInt8] = []
        var cursor = first.offset
        for insertion in insertions {
            replacement += file.bytes[cursor..<insertion.offset]
            replacement += Array(insertion.text.utf8)
            cursor = insertion.offset
        }
        return Edit(range: first.offset..<last.offset, replacement: replacement, migration: .shadowTypes)
    }
}

extension ShadowTypesMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        A project type named like the framework type its body constructs, qualified, behind a check the targets satisfy (`struct LazyHStack<Content: View>: View` whose body is `SwiftUI.LazyHStack(alignment: alignment, spacing: spacing, content: content)`, also inside `AnyView(…)` or `Group { }`), with an initialiser that only stores its parameters (or the memberwise one): the type goes and its calls reach the framework's type. A call that leaves out a defaulted argument gets the project's default written out, since the framework's may differ (`LazyHStack(spacing: 12) { … }` → `LazyHStack(alignment: .center, spacing: 12) { … }`). An `@main` launcher whose `main()` now only calls `SomeApp.main()` goes, and `@main` moves to that `App`.
        """#,
            leavesAlone: #"""
        A type with other members (or members under `#if`), another conformance, an initialiser that converts, an extension, a use other than a call (`let s: LazyHStack<Text>`, `NotesKit.LazyHStack(…)`), a call whose arguments do not fit, a call in a file that does not import the framework, a left-out default that is not a literal, `nil`, `true`, `false` or an implicit member (`.center`), a string literal passed for a `String` parameter (the framework's initialiser would localize it), a `public` type, a name declared twice: kept, one review item naming why. A launcher whose app is not one `App` type of the run, or is `public` (another module's).
        """#,
            arguments: ["--target", "16"],
            example: [
            Explanation.ExampleFile(path: "Components/LazyHStack.swift", before: #"""
        import SwiftUI

        /// Stands in for `SwiftUI.LazyHStack` before iOS 14.
        struct LazyHStack<Content: View>: View {
            let spacing: CGFloat?
            let content: () -> Content

            var body: some View {
                if #available(iOS 14.0, *) {
                    SwiftUI.LazyHStack(spacing: spacing, content: content)
                } else {
                    HStack(spacing: spacing, content: content)
                }
            }

            init(spacing: CGFloat? = 8, @ViewBuilder content: @escaping () -> Content) {
                self.spacing = spacing
                self.content = content
            }
        }

        """#,
                                    after: nil),
            Explanation.ExampleFile(path: "Views/Tags.swift", before: #"""
        import SwiftUI

        struct Tags: View {
            var body: some View {
                LazyHStack {
                    Text("new")
                    Text("sale")
                }
            }
        }

        """#,
                                    after: #"""
        import SwiftUI

        struct Tags: View {
            var body: some View {
                LazyHStack(spacing: 8) {
                    Text("new")
                    Text("sale")
                }
            }
        }

        """#),
            ])
    }
}

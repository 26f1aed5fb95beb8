// The explanations of the registered migrations: `--explain NAME` prints them, the README's
// migration table holds the same text (a test compares), and a test runs every example.

extension ConditionsMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        `if`/`guard`/`else if`/`while` conditions whose `#available` is always true with the new targets lose the check, or the whole statement with its block inlined and re-indented (`if #available(iOS 15, *) { a() } else { b() }` → `a()`); always-false `#unavailable` branches go; satisfied platforms are dropped from a check that still depends on another (`#available(iOS 15, macOS 12, *)` → `#available(macOS 12, *)`). When what is left always leaves the scope (`return`, `throw`, `break`, `continue`, `fallthrough`, `fatalError(…)`, or an `if`/`else`, `do`, `switch` or `repeat` whose every path does, as the compiler judges it), the code after it that can then never run goes too, its comments with it, and so does the code after a statement around it that the rewrite makes always leave. A removal never leaves a blank line at the edge of a block or of an `#if` clause, a block it empties keeps no blank lines, and an `#if … #endif` (without `#else`) it empties goes too.
        """#,
            leavesAlone: #"""
        Checks the targets do not decide; a kept block with a top-level `defer` or a name clash (string interpolation and every name of a `let a = 1, b = 2` list included) becomes `do { … }` rather than being inlined, and so does a labelled one (`outer: do { … }`) and one whose single expression (not an assignment) would be all that is left of a closure stored without a type (`let action = { … }`, whose type would then come from that expression), or of the trailing closure of a call stored so (`let task = Task { … }`, `let value = queue.sync { … }`, whose generic result would), where a `guard`, or an `if` with an `else` and one expression per branch (it may be the closure's value), stays with a review item; an always-false check after a condition that may have an effect (a call, `try`, an operator) is a review item, and so is a rewrite that would leave code that can never run but cannot go (after the `#endif` of an `#if` around it, which other configurations run; `#warning`; a `repeat` loop's condition); a comment right above a removed check or attribute (a `/* … */` block or a `// MARK:` line too, one above the `#if` line the check opens, and one above the function or property whose body the check starts), after its closing brace, at the start of its kept block or, when only the check goes from a condition list, after the conditions or the `{`, that names a platform (`macOS`, `Big Sur`) or a version (`iOS 15`, `iOS15`, `15+`, "on older versions", not "a version of the document") stays and gets a review item, and a comment among a removed check's conditions or after the `}` of a removed `guard` is named in one (a comment in a removed branch goes with it); a local `var` that only the removed code assigned, and a local `let`, `var` or captured name that only the removed code read (assigning it is not reading it), get one at their declaration (the compiler would warn that it is never mutated, or never used or never read); strings, comments and regex literals are never touched.
        """#,
            arguments: ["--target", "16"],
            example: [
            Explanation.ExampleFile(path: "Profile.swift", before: #"""
        func configure(_ view: UITextView) {
            if #available(iOS 15, *) {
                view.maximumContentSizeCategory = .accessibilityLarge
            } else {
                view.adjustsFontForContentSizeCategory = false
            }
            guard #available(iOS 14, *) else { return }
            view.layer.cornerCurve = .continuous
        }

        """#,
                                    after: #"""
        func configure(_ view: UITextView) {
            view.maximumContentSizeCategory = .accessibilityLarge
            view.layer.cornerCurve = .continuous
        }

        """#),
            ])
    }
}

extension AttributesMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        `@available(iOS 15, *)` with iOS satisfied is removed (its line when alone on it); satisfied specs are dropped from a longer list; a satisfied `introduced:` goes from the long form (`@available(iOS, introduced: 15, deprecated: 17)` → `@available(iOS, deprecated: 17)`).
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

extension BackportMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        Shims in `extension Backport …` (any generic parameter and stored property name, `where Content: View`, `where Content == Any`, `extension Backport<Any>`, `public extension`): methods, `static func`s and nested types. A shim is obsolete when the `#available` that picks its live branch is always true at the targets. A *forwarding* shim (the live branch calls the same name with the same arguments, or `SwiftUI.Name(…)` for a type) loses `.backport` at every call site (`x.backport.badge(3)` → `x.badge(3)`, a line holding only `.backport` goes, `Backport(v).badge(1)` → `v.badge(1)`, `Backport.AsyncImage(url: u)` → `AsyncImage(url: u)`); an *inlinable* one (one call on the stored value built from the parameters, each used once) has its call sites rewritten to that call, with defaults filled in, parentheses where precedence needs them, a value type-annotated where it would lose its context (a literal or `.member` under a member access, and so a `cond ? .a : .b` or `x ?? .a`: `((cond ? .a : .b) as Style).system`), and `true`/`false` folding a conditional (`.backport.contentBackground(false)` → `.scrollContentBackground(.hidden)`). Both kinds of shim are deleted, with their doc comments and attributes; an extension left empty goes, and so does an `#if … #endif` in it that held only deleted shims, and when no shim or other use of `Backport` is left in the run, the `Backport` type and its accessors go. Shims extending a `Backport` the run does not declare (a dependency's, under `import SwiftUIBackports`) are handled alike, their calls read through `.backport`, that library's accessor.
        """#,
            leavesAlone: #"""
        Shims it cannot prove: a `#if` in the body, a check still needed on a platform of the run or on one the run gives no target for (the review item names it: `on tvOS 17 (no tvOS target in this run)`), a parameter used twice or not at all, more than one statement or call, another receiver, `self`, overloads that do not all forward, a call whose arguments do not fit, a call whose rewrite would have to write a name that only means something inside `Backport` (a `.member` passed for a parameter typed with a nested `Backport.Style`, a left-out default `= standardGap` that is a member of `Backport`). Each gets a review item on the shim and one on each call site, and nothing of the shim changes, not even the check inside it (the conditions migration leaves it, so a second run finds and names the shim again, and what its fallback uses stays). Shims newer than the target; bodies with no check that do something else (the project's own API). A public shim (or one in a `public extension`) of a package other projects may use, a `Package.swift` declaring a library that no manifest outside its folder reaches by path: its calls in the run lose `.backport` and its check collapses, but it stays, with a review item, and so does a public `Backport` type there. A shim goes only when every call that can reach it is rewritten: the shim's `.name` used other than in a call the run reads (another accessor of a dependency's `Backport`, or a `Backport` value the run's code stores or passes) keeps it, with a review item naming that line.
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

extension ObsoletedMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        A declaration marked `@available(iOS, obsoleted: 16)` (also the long form with `introduced:` and `message:`, on itself or on its extension) that no platform of the run can use any more goes, and so do project types and functions that only deleted code named (the companion `MyScrollDismissesKeyboardMode` enum of a same-name modifier, its conversion, helpers of helpers); a `public` one stays with a review item, since another module may use it. Uses of a same-name modifier whose live branch calls the framework's own (`self.scrollDismissesKeyboard(mode.swiftUI)`) reach the framework's at the targets, so they do not keep it. Uses inside code the same run removes (an `else` branch, a deleted shim) do not count.
        """#,
            leavesAlone: #"""
        A declaration still named by code that stays (a review item there and at each use; a call whose argument labels cannot bind to its parameters calls another declaration and does not count), counting `$name` and `_name`, names in string interpolations and in attributes (`@Wrapper`), and every name a file that cannot be read through holds; an overloaded name or one declared elsewhere too; `@objc`, `dynamic`, `override`, members of an `@objc` container, of a conformance extension or of a class with a framework superclass (the framework may call them); initialisers and subscripts; protocol requirements; a conformance a cast (`as? P`) or the runtime may use; one still usable on another platform of the run; a same-name modifier whose uses pass other argument labels than its proof.
        """#,
            arguments: ["--target", "16"],
            example: [
            Explanation.ExampleFile(path: "Compatibility/ScrollDismissesKeyboard.swift", before: #"""
        import SwiftUI

        enum MyScrollDismissesKeyboardMode {
            case immediately, interactively

            @available(iOS 16, *)
            var swiftUI: ScrollDismissesKeyboardMode {
                switch self {
                case .immediately: return .immediately
                case .interactively: return .interactively
                }
            }
        }

        extension View {
            @available(iOS, obsoleted: 16, message: "SwiftUI.View.scrollDismissesKeyboard is available on iOS 16.")
            @ViewBuilder func scrollDismissesKeyboard(_ mode: MyScrollDismissesKeyboardMode) -> some View {
                if #available(iOS 16, *) {
                    self.scrollDismissesKeyboard(mode.swiftUI)
                } else {
                    self
                }
            }
        }

        """#,
                                    after: nil),
            Explanation.ExampleFile(path: "Views/Settings.swift", before: #"""
        import SwiftUI

        struct Settings: View {
            var body: some View {
                List { Text("Account") }
                    .scrollDismissesKeyboard(.immediately)
            }
        }

        """#,
                                    after: #"""
        import SwiftUI

        struct Settings: View {
            var body: some View {
                List { Text("Account") }
                    .scrollDismissesKeyboard(.immediately)
            }
        }

        """#),
            ])
    }
}


extension CompilerConditionsMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        Only with `--swift-version X` (the oldest compiler the project builds with): `#if compiler(>=v)`, `#if swift(>=v)` and their `!`, `<` forms, in `#elseif`/`#else` chains and `&&`/`||` mixes, wherever a `#if` stands (modifier chains included). A branch always taken keeps its lines (moved to the `#if`'s indentation when deeper, as a kept block is, except in a modifier chain or under a `#if` written flush left in a body, whose lines are at their block's level already) and ends the chain; branches never taken go with their lines; a condition that still depends on something else keeps only that (`#if swift(>=5.7) && os(iOS)` → `#if os(iOS)`). Without `--target` but with `--swift-version`, only this migration runs.
        """#,
            leavesAlone: #"""
        `swift(>=6)` and above, which depend on the language mode rather than the compiler (a Swift 6 compiler in Swift 5 mode says false); conditions a newer compiler is needed for; a directive sharing its line with code or a condition it cannot parse. A comment on a directive line that goes is named in a review item.
        """#,
            arguments: ["--swift-version", "5.10"],
            example: [
            Explanation.ExampleFile(path: "View+Lists.swift", before: #"""
        extension View {
            func listStyle() -> some View {
                #if compiler(>=5.9) && os(iOS)
                self.listStyle(.insetGrouped)
                #elseif swift(<5.7)
                self.listStyle(.grouped)
                #else
                self
                #endif
            }

            func inputDisabled() -> some View {
                #if swift(>=5.9)
                self.scrollDisabled(true)
                #else
                self.disabled(true)
                #endif
            }
        }

        """#,
                                    after: #"""
        extension View {
            func listStyle() -> some View {
                #if os(iOS)
                self.listStyle(.insetGrouped)
                #else
                self
                #endif
            }

            func inputDisabled() -> some View {
                self.scrollDisabled(true)
            }
        }

        """#),
            ])
    }
}

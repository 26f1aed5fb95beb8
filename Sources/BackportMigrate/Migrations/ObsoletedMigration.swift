extension MigrationName {
    public static let obsoleted = MigrationName("obsoleted")
}

/// The `obsoleted` migration: deletes declarations marked `@available(P, obsoleted: v)` that no
/// platform of the run can use any more, and the project declarations that only they used;
/// one still named by code that stays is kept, with a review item there and at each use.
///
///     @available(iOS, obsoleted: 16) func scrollDismissesKeyboard(_ mode: MyMode) -> some View { … }   →   (gone)
///     enum MyMode { … }   (used by nothing else)                                                           →   (gone)
struct ObsoletedMigration: Migration {
    let name = MigrationName.obsoleted
    let summary = "declarations marked @available(P, obsoleted: v) that the targets make unusable, and what only they used"
    let isCrossFile = true

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        context.index.declarations.concerns(path: context.path, bytes: bytes)
    }

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let cleanup = DeclarationCleanup(file: file, context: context, migration: name)
        cleanup.deletions(into: &result)
        cleanup.reviews(into: &result)
        return result
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

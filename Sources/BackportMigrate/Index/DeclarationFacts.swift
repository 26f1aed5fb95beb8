/// A declaration as phase 2 finds it again in a file whose other parts may have changed: by
/// file, kind, name and the name of its container (`View` for a member of `extension View`).
public struct DeclarationKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var kind: String
    public var name: String
    public var container: String?

    public static func < (lhs: DeclarationKey, rhs: DeclarationKey) -> Bool {
        (lhs.path, lhs.name, lhs.kind, lhs.container ?? "") < (rhs.path, rhs.name, rhs.kind, rhs.container ?? "")
    }

    public var description: String { (container.map { "\($0)." } ?? "") + name }
}

/// A declaration marked `@available(P, obsoleted: v)` (itself or through its extension) that no
/// platform of the run can use any more.
struct ObsoletedCandidate: Sendable, Hashable {
    var key: DeclarationKey
    var line: Int
    /// The platform and version as the message says them: `iOS 16.0`.
    var version: String
    /// The names uses would write: its own, or for an extension its members'.
    var names: [String]
    /// A reason it must stay whatever uses it (`@objc`, an initialiser), if any.
    var blocker: String?
    /// Its live branch calls the same name on `self` behind a check the targets satisfy: the
    /// framework has a member of that name, which every use by that name reaches at the targets
    /// (this one being unavailable there), so such uses do not keep it.
    var shadowsFrameworkMember: Bool
    /// For a conformance extension, the protocols it adds: a runtime cast may use them.
    var protocols: [String]
    /// Every name its declaration mentions: what may be project declarations only it needed.
    var usedNames: Set<String>
    /// For a member of a conformance extension or a class, what its container inherits: a
    /// framework protocol's requirement (`scrollViewDidScroll(_:)`) or a superclass's method is
    /// called by the framework, never by name here.
    var containerInherits: [String] = []
    /// The labels of the framework call its live branch makes, when that is the proof: a use
    /// with other labels reaches no framework member.
    var frameworkCall: CallShape? = nil
    /// A function's parameters, label and whether it has a default, when its list is read: a
    /// call whose arguments cannot bind to them (`.keyboardShortcut(key, modifiers: .command)`
    /// against `keyboardShortcut(_:)`) calls another declaration of that name.
    var parameters: [ParameterShape]? = nil
}

/// What a call needs to know of a parameter to bind an argument to it.
public struct ParameterShape: Sendable, Hashable {
    public var label: String?
    public var hasDefault: Bool
}

extension CallShape {
    /// Whether these arguments can bind to `parameters` in Swift's order: each written label
    /// to the next parameter with that label, skipping only parameters with a default; then a
    /// trailing closure to one of those left, and every other one left has a default.
    func canBind(to parameters: [ParameterShape]) -> Bool {
        var next = 0
        for label in labels {
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault else { return false }
                next += 1
            }
            guard next < parameters.count else { return false }
            next += 1
        }
        let left = parameters[next...]
        if hasTrailingClosure { return !left.isEmpty }
        return left.allSatisfy(\.hasDefault)
    }
}

/// A project type named like the framework type that its body constructs, qualified
/// (`SwiftUI.LazyHStack(…)`), behind a check the targets satisfy.
struct ShadowCandidate: Sendable, Hashable {
    var key: DeclarationKey
    var line: Int
    /// `SwiftUI`.
    var module: String
    /// Its initialiser's parameters, which call sites fill; defaults as written.
    var parameters: [ShimParameter]
    /// Why it cannot go, when its shape is a shadow type's but a detail is not provable.
    var problem: String?
}

/// An `@main` type whose `main()` only starts an `App` once its check is decided:
/// `if #available(iOS 14, *) { MyApp.main() } else { UIApplicationMain(…) }`.
struct LauncherCandidate: Sendable, Hashable {
    var key: DeclarationKey
    var line: Int
    /// The app type it starts.
    var app: String
}

/// A declaration of a name the index asked about.
struct DeclaredName: Sendable, Hashable {
    var key: DeclarationKey
    var line: Int
    var isTopLevel: Bool
    /// For an extension, the names of its members.
    var memberNames: [String]
    /// Conformances (`App`, `View`).
    var inherited: [String]
    /// May go when only deleted code used it: a file-level type or function that no other
    /// module, the Objective-C runtime or a superclass can reach by its name.
    var isRemovable: Bool
    /// Carries `@main`.
    var isMain: Bool
    /// `public` or `open`: another module may be the one that uses it.
    var isPublic: Bool = false
    var usedNames: Set<String>
}

/// One use of a name the index asked about.
struct NameUse: Sendable, Hashable {
    var name: String
    var path: String
    var line: Int
    /// The declarations that hold it, innermost first; empty in top-level code.
    var owners: [DeclarationKey]
    /// Written after a `.`: a member access (`view.scrollDismissesKeyboard(…)`, `.immediately`).
    var isMemberAccess: Bool
    /// The type-like name before the `.` (`DispatchTime` in `DispatchTime.now()`), if any.
    var qualifier: String?
    /// Applied: `Name(…)`, `Name { … }`; with its argument labels.
    var call: CallShape?
    /// Where it is, when the one asking edits the same text.
    var offset: Int?
}

/// The labels and trailing closure of a call, enough to match it to parameters.
struct CallShape: Sendable, Hashable {
    var labels: [String?]
    var hasTrailingClosure: Bool
    /// The arguments (by position) written as a string literal: typed by the parameter they
    /// reach, which another declaration may take as a `LocalizedStringKey`.
    var stringLiterals: Set<Int> = []
}

/// What one file declares and uses that the declaration migrations (`obsoleted`,
/// `shadow-types`) need from across the run.
struct DeclarationFacts: Sendable {
    var path: String
    var obsoleted: [ObsoletedCandidate] = []
    var shadows: [ShadowCandidate] = []
    var launchers: [LauncherCandidate] = []
    var declared: [DeclaredName] = []
    var uses: [NameUse] = []
    /// Every protocol this file casts to (`as? P`, `is P`): a conformance may matter at run time.
    var castTargets: Set<String> = []
    /// The modules this file imports (`SwiftUI` of `import SwiftUI`, `import struct SwiftUI.Text`).
    var imports: Set<String> = []
}

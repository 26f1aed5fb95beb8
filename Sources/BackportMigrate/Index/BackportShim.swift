/// How a shim is reached: `view.backport.badge(3)` (instance) or `Backport.AsyncImage(url:)`
/// (a `static func` or a nested type), and by which name.
public struct ShimKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var name: String
    public var isStatic: Bool

    public static func < (lhs: ShimKey, rhs: ShimKey) -> Bool { (lhs.name, lhs.isStatic ? 1 : 0) < (rhs.name, rhs.isStatic ? 1 : 0) }
    public var description: String { isStatic ? "Backport.\(name)" : ".backport.\(name)" }
}

/// One parameter of a shim: `_ count: Int`, `for placement: ToolbarPlacement = .navigationBar`.
public struct ShimParameter: Sendable, Hashable {
    /// The argument label call sites write; nil for `_`.
    public var label: String?
    /// The name the body uses.
    public var name: String
    /// The default value's source text.
    public var defaultValue: String?
    /// The type's source text; nil when it names a generic parameter of the shim.
    public var type: String?
}

/// A piece of source text from a shim's live branch, with the places where a parameter goes.
public struct TemplateToken: Sendable, Hashable {
    public var kind: TokenKind
    public var text: String
    /// The parameter this identifier stands for.
    public var parameter: Int?
}

/// One argument of the call a shim's live branch makes.
public struct TemplateArgument: Sendable, Hashable {
    public var label: String?
    /// The expression's tokens, trivia included, as written in the shim.
    public var tokens: [TemplateToken]
}

/// The call an inlinable shim stands for: `content.scrollDismissesKeyboard(.interactively)`
/// is callee `scrollDismissesKeyboard` with one constant argument.
public struct ShimTemplate: Sendable, Hashable {
    public var callee: String
    public var arguments: [TemplateArgument]
    /// Whether the parameters appear in the arguments in their declared order, so that the
    /// call site's arguments are still evaluated in the order written.
    public var keepsOrder: Bool
}

/// What the shim's body amounts to at the run's targets.
public enum ShimForm: Sendable, Hashable {
    /// Its check is not decided by the targets (or names nothing they satisfy): leave it.
    case current
    /// Obsolete, and the live branch calls the same name with the same arguments.
    case forwarding
    /// Obsolete, and the live branch is one call whose arguments are built from the parameters.
    case inlinable(ShimTemplate)
    /// Obsolete, or possibly so, but no rewrite can be proved to keep its meaning.
    case notProvable(String)
}

/// A shim declared in an `extension Backport`.
public struct BackportShim: Sendable, Hashable {
    public var key: ShimKey
    public var parameters: [ShimParameter]
    public var form: ShimForm
    /// What the live call is made on (`content`); must be the `Backport` type's stored value.
    public var receiver: String?
    /// `@available(P, deprecated: v)` on the shim or its extension, satisfied by the targets:
    /// the version (a `--shims-from` library's promise that the system has it from then on).
    public var deprecatedSatisfied: String?
    public var path: String
    public var line: Int
    /// `public` or `open`, itself or through a `public extension`: another module may call it.
    public var isPublic = false
    /// The names its generic parameters are constrained to (`<S: P>`, `where S: P`): a protocol
    /// the shim's own library declares there is one the caller's types conform to, and the
    /// system API of that name takes no such type.
    public var constraintNames: Set<String> = []
    /// Every availability check written in its body: whether it is obsolete is decided at the
    /// targets of its own file, and a call from a module built for other targets must find
    /// each of them decided the same way there.
    public var checks: [ShimCheck] = []
}

/// An `#available` or `#unavailable` check written in a shim's body.
public struct ShimCheck: Sendable, Hashable {
    public var isUnavailable: Bool
    public var arguments: [AvailabilityArgument]
    /// As written: `#available(iOS 16, *)`.
    public var text: String

    /// What the check amounts to at `targets`.
    func outcome(at targets: DeploymentTargets) -> ConditionOutcome {
        AvailabilityEvaluator.evaluateCondition(isUnavailable: isUnavailable, arguments: arguments, targets: targets)
    }
}

/// A call of a shim found in the code: enough to tell whether its arguments fit.
public struct ShimCallSite: Sendable, Hashable {
    public var key: ShimKey
    /// The labels of the arguments in parentheses, nil for an unlabelled one.
    public var labels: [String?]
    public var hasTrailingClosure: Bool
    /// The labels of the trailing closures after the first (`{ … } action: { … }`).
    public var closureLabels: [String] = []
    /// The source text of each argument in parentheses (label left out), in order.
    public var argumentTexts: [String] = []
    /// No argument can have an effect (no call, `try`, `await`): they may be reordered.
    public var argumentsAreInert: Bool
    public var path: String
    public var line: Int
}

/// The names one member of an `extension Backport` uses bare or through `self.`.
public struct MemberUses: Sendable, Hashable {
    public var member: ShimKey?
    public var names: Set<String>
}

/// What one file declares and uses of the `Backport` pattern.
public struct BackportFacts: Sendable {
    public var path: String
    /// Read from a `--shims-from` folder: indexed, never rewritten.
    public var isExternal = false
    /// The file declares `struct Backport<…>`.
    public var declaresBackportType = false
    /// That declaration is `public` (or `open`): another module may extend or use the type.
    public var declaresPublicBackportType = false
    /// The stored properties of that type (`content`, `wrapped`, `base`).
    public var storedProperties: Set<String> = []
    /// Names of `var x: Backport<…>` accessors declared here.
    public var accessors: Set<String> = []
    public var shims: [BackportShim] = []
    public var callSites: [ShimCallSite] = []
    /// Lines that name `Backport` or an accessor other than through a shim call or the
    /// pattern's own declarations: these keep the `Backport` type alive.
    public var otherUses: [Int] = []
    /// For each member of an `extension Backport`: its shim key (nil for anything that is not a
    /// shim, such as a helper property or a nested enum, which always stays) and the names it
    /// uses bare or through `self.`, which may be other members.
    public var memberUses: [MemberUses] = []
    /// Names that mean something only inside `Backport`: its generic parameters and what its
    /// body and extensions declare (nested types, static members, shims). A parameter type
    /// or default value that names one cannot be written at a call site.
    public var scopeNames: Set<String> = []
    /// Names of type shims that this file may also declare as a type of its own (a byte match,
    /// so a comment counts too: the safe side).
    public var declaredTypeNames: Set<String> = []
    /// For each instance shim's name that follows a `.` here other than in a shim call the run
    /// reads (`b.badge(3)` on a stored `Backport` value, a call through an accessor the run
    /// does not see): the first such line. Such a call may reach the shim.
    public var memberMentions: [String: Int] = [:]
    /// Names of shims that this file, which could not be read through, holds: it may call them.
    public var unreadableNames: Set<String> = []
    /// In a `--shims-from` library's file: the types it declares (`protocol`, `struct`, `class`,
    /// `enum`, `actor`, `typealias`), at any level.
    public var libraryTypeNames: Set<String> = []

    public var isEmpty: Bool {
        !declaresBackportType && accessors.isEmpty && shims.isEmpty && callSites.isEmpty && otherUses.isEmpty && memberUses.isEmpty
            && scopeNames.isEmpty
    }
}

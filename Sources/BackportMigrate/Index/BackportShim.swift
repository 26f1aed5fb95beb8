/// How a shim is called, which is how its calls are found and rewritten.
public enum ShimKind: Int, Sendable, Hashable, Comparable {
    /// A member of a namespace's extension, through an accessor: `view.backport.badge(3)`.
    case member
    /// A `static func` or nested type of a namespace: `Backport.AsyncImage(url:)`.
    case staticMember
    /// A method of an extension of another type, called on its values: `list.scrollDisabledIfAvailable(true)`.
    case extensionMember
    /// A `ViewModifier`, applied as `.modifier(BackportSearchable(text: $query))`.
    case modifier

    public static func < (lhs: ShimKind, rhs: ShimKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a shim is reached (`ShimKind`), and by which name.
public struct ShimKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var name: String
    public var kind: ShimKind

    public init(name: String, kind: ShimKind) {
        self.name = name
        self.kind = kind
    }

    /// A member of a namespace: `static` (`Backport.Name`) or not (`.backport.name`).
    public init(name: String, isStatic: Bool) {
        self.init(name: name, kind: isStatic ? .staticMember : .member)
    }

    /// Reached through the namespace's type rather than a value of it.
    public var isStatic: Bool { kind == .staticMember }
    /// A member of a namespace (`Backport` or another of its shape).
    public var isNamespaced: Bool { kind == .member || kind == .staticMember }

    public static func < (lhs: ShimKey, rhs: ShimKey) -> Bool { (lhs.name, lhs.kind) < (rhs.name, rhs.kind) }
    public var description: String {
        switch kind {
        case .member: ".backport.\(name)"
        case .staticMember: "Backport.\(name)"
        case .extensionMember: ".\(name)"
        case .modifier: name
        }
    }
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

extension ShimTemplate {
    /// Whether the call passes `parameters` on unchanged: in order, each a whole argument
    /// under its own label.
    func forwards(_ parameters: [ShimParameter]) -> Bool {
        arguments.count == parameters.count && zip(arguments, parameters).enumerated().allSatisfy { position, pair in
            let significant = pair.0.tokens.filter { !$0.kind.isTrivia }
            return pair.0.label == pair.1.label && significant.count == 1 && significant[0].parameter == position
        }
    }
}

extension ShimTemplate {
    /// The names a rewritten call writes that the call site must be able to see: the callee, the
    /// types it names (`ContentModifier()`) and the members it reads off a value
    /// (`style.official`), not implicit members (`.hidden`), labels or the parameters.
    var writtenNames: Set<String> {
        var names: Set<String> = [callee]
        for argument in arguments {
            let tokens = argument.tokens
            for (position, token) in tokens.enumerated() where token.kind == .identifier && token.parameter == nil {
                let previous = tokens[..<position].last { !$0.kind.isTrivia }
                let next = tokens[(position + 1)...].first { !$0.kind.isTrivia }
                if next?.kind == .colon || token.text.hasPrefix("$") { continue }
                if previous?.kind == .period {
                    // `x.member`, `f().member`, `x?.member`; not `.member` starting an operand.
                    let dot = tokens[..<position].lastIndex { !$0.kind.isTrivia }!
                    guard dot > 0 else { continue }
                    let before = tokens[dot - 1]
                    let postfix = before.kind == .identifier || before.kind == .closeParen || before.kind == .closeBracket
                        || before.kind == .operator && (before.text == "?" || before.text == "!")
                    if postfix { names.insert(token.text) }
                } else if let first = token.text.unicodeScalars.first, first.properties.isUppercase {
                    names.insert(token.text)
                }
            }
        }
        return names
    }
}

/// A declaration of a name a rewritten call writes, with how far it can be seen.
public struct WrittenNameDeclaration: Sendable, Hashable {
    public enum Access: Int, Sendable, Comparable {
        case `private`, `fileprivate`, `internal`, `public`

        public static func < (lhs: Access, rhs: Access) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var name: String
    public var path: String
    public var line: Int
    /// The narrowest access of the declaration and the types or extensions holding it.
    public var access: Access
}

/// What the shim's body amounts to at the run's targets.
public enum ShimForm: Sendable, Hashable {
    /// Its check is not decided by the targets (or names nothing they satisfy): leave it.
    case current
    /// Obsolete, and the live branch calls the same name with the same arguments (or, for an
    /// extension method, another name: `BackportShim.callee`).
    case forwarding
    /// Obsolete, and the live branch is one call whose arguments are built from the parameters.
    case inlinable(ShimTemplate)
    /// Obsolete, or possibly so, but no rewrite can be proved to keep its meaning.
    case notProvable(String)
}

/// A shim: declared in an extension of a namespace (`extension Backport`), as a method of an
/// extension of another type, or as a `ViewModifier`.
public struct BackportShim: Sendable, Hashable {
    public var key: ShimKey
    public var parameters: [ShimParameter]
    public var form: ShimForm
    /// What the live call is made on (`content`); must be the `Backport` type's stored value.
    public var receiver: String?
    /// The namespace type whose extension declares it (`Backport`), or the type an extension
    /// method extends (`View`); nil for a `ViewModifier`.
    public var container: String?
    /// The name the live branch calls, when it forwards under another name (an extension method).
    public var callee: String?
    /// For an extension method without a check whose body applies a `ViewModifier`
    /// (`modifier(BackportSearchable(text: text))`): that application, judged through the modifier.
    public var applies: ModifierApplication?
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

/// `modifier(Name(label: value, …))`, the body of a function that applies a `ViewModifier`.
public struct ModifierApplication: Sendable, Hashable {
    /// The modifier's type.
    public var modifier: String
    /// The arguments of its initialiser, each a parameter of the function or a literal.
    public var arguments: [TemplateArgument]
    /// Why the application cannot be rewritten through the modifier, when it cannot.
    public var problem: String?
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
    /// The accessor or namespace type the call goes through (`backport`, `Backport`); nil for
    /// an extension method or a modifier.
    public var through: String?
    /// For a modifier's application, the shim whose declaration holds it (the method applying it).
    public var owner: ShimKey?
}

/// A name of an extension-method or modifier shim written other than in a call of it.
public struct ShimMention: Sendable, Hashable {
    public var name: String
    public var path: String
    public var line: Int
    /// Declared there (`func name`, `struct Name`), rather than used.
    public var isDeclaration: Bool
    /// The shim whose declaration holds it, if any.
    public var owner: ShimKey?
}

/// The names one member of an `extension Backport` uses bare or through `self.`.
public struct MemberUses: Sendable, Hashable {
    public var member: ShimKey?
    public var names: Set<String>
    /// The namespace type the extension extends.
    public var namespace: String
}

/// What one file declares and uses of the `Backport` pattern.
public struct BackportFacts: Sendable {
    public var path: String
    /// Read from a `--shims-from` folder: indexed, never rewritten.
    public var isExternal = false
    /// The namespace types the file declares (`struct Backport<…>`).
    public var declaredNamespaces: Set<String> = []
    /// The file declares a namespace type.
    public var declaresNamespace: Bool { !declaredNamespaces.isEmpty }
    /// Those declared `public` (or `open`): another module may extend or use the type.
    public var publicNamespaces: Set<String> = []
    /// The stored properties of that type (`content`, `wrapped`, `base`).
    public var storedProperties: Set<String> = []
    /// Names of `var x: Backport<…>` accessors declared here.
    public var accessors: Set<String> = []
    /// For each of those accessors, the namespace types it returns.
    public var accessorTypes: [String: Set<String>] = [:]
    public var shims: [BackportShim] = []
    public var callSites: [ShimCallSite] = []
    /// Lines that name `Backport` or an accessor other than through a shim call or the
    /// pattern's own declarations: these keep the `Backport` type alive.
    public var otherUses: [Int] = []
    /// The names (a namespace type or an accessor) those lines use.
    public var otherUseNames: Set<String> = []
    /// Names of extension-method and modifier shims written other than in a call of them.
    public var mentions: [ShimMention] = []
    /// Declarations of names that rewritten calls would write (`ShimTemplate.writtenNames`).
    public var declaredNames: [WrittenNameDeclaration] = []
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
        !declaresNamespace && accessors.isEmpty && shims.isEmpty && callSites.isEmpty && otherUses.isEmpty && memberUses.isEmpty
            && scopeNames.isEmpty
    }
}

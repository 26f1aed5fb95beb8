/// An `#if` / `#elseif` condition, parsed from its source text, and what a minimum compiler
/// version makes of it. Pure: text in, a verdict and the text that is left out.
///
/// `compiler(>=v)` holds whenever the compiler is at least `v`, so a minimum compiler at or
/// above `v` decides it. `swift(>=v)` compares the *language mode*: a Swift 6 compiler in Swift 5
/// mode says `swift(>=6)` is false, so only versions below 6 (which every language mode of such
/// a compiler reaches) are decided. Everything else (`os(iOS)`, `canImport(X)`, `DEBUG`) is left
/// to the build.
public indirect enum CompilationCondition: Sendable, Equatable {
    /// An operand kept as written: `os(iOS)`, `DEBUG`, `swift(>=6.0)` when undecidable.
    case other(String)
    /// `swift(>=5.7)`, `compiler(<6)`: which function, whether it says `<`, and the version.
    case version(function: String, lessThan: Bool, version: Version, text: String)
    case constant(Bool)
    case not(CompilationCondition)
    case and(CompilationCondition, CompilationCondition)
    case or(CompilationCondition, CompilationCondition)
    case parenthesized(CompilationCondition)

    /// Parses a condition's text; nil when it is not understood (then it is never decided).
    public static func parse(_ text: String) -> CompilationCondition? {
        var parser = Parser(text: Array(text.utf8))
        guard let condition = parser.parseOr(), parser.atEnd else { return nil }
        return condition
    }

    /// What a minimum compiler `minimum` makes of the condition: `.constant(true/false)` when
    /// decided, the condition left otherwise (decided operands folded away).
    public func reduced(minimumCompiler minimum: Version) -> CompilationCondition {
        switch self {
        case .other, .constant:
            return self
        case let .version(function, lessThan, version, _):
            let atLeast = !(minimum < version)
            guard atLeast else { return self }
            if function == "swift", version.components.first ?? 0 >= 6 { return self }
            return .constant(!lessThan)
        case .not(let inner):
            let value = inner.reduced(minimumCompiler: minimum)
            if case .constant(let known) = value { return .constant(!known) }
            return .not(value)
        case let .and(left, right):
            let (l, r) = (left.reduced(minimumCompiler: minimum), right.reduced(minimumCompiler: minimum))
            if case .constant(false) = l { return .constant(false) }
            if case .constant(false) = r { return .constant(false) }
            if case .constant(true) = l { return r }
            if case .constant(true) = r { return l }
            return .and(l, r)
        case let .or(left, right):
            let (l, r) = (left.reduced(minimumCompiler: minimum), right.reduced(minimumCompiler: minimum))
            if case .constant(true) = l { return .constant(true) }
            if case .constant(true) = r { return .constant(true) }
            if case .constant(false) = l { return r }
            if case .constant(false) = r { return l }
            return .or(l, r)
        case .parenthesized(let inner):
            let value = inner.reduced(minimumCompiler: minimum)
            switch value {
            case .constant, .other, .version, .parenthesized: return value
            default: return .parenthesized(value)
            }
        }
    }

    /// Whether anything in the condition is a version the minimum compiler decides.
    public func mentionsDecidedVersion(minimumCompiler minimum: Version) -> Bool {
        switch self {
        case .other, .constant: return false
        case .version: return reduced(minimumCompiler: minimum) != self
        case .not(let inner), .parenthesized(let inner): return inner.mentionsDecidedVersion(minimumCompiler: minimum)
        case let .and(l, r), let .or(l, r):
            return l.mentionsDecidedVersion(minimumCompiler: minimum) || r.mentionsDecidedVersion(minimumCompiler: minimum)
        }
    }

    /// The condition as source text, parenthesised where precedence needs it.
    public var text: String {
        switch self {
        case .other(let text): return text
        case .version(_, _, _, let text): return text
        case .constant(let value): return value ? "true" : "false"
        case .not(let inner):
            switch inner {
            case .and, .or: return "!(\(inner.text))"
            default: return "!" + inner.text
            }
        case let .and(l, r):
            return Self.operand(l, inside: "&&") + " && " + Self.operand(r, inside: "&&")
        case let .or(l, r):
            return Self.operand(l, inside: "||") + " || " + Self.operand(r, inside: "||")
        case .parenthesized(let inner):
            return "(\(inner.text))"
        }
    }

    private static func operand(_ condition: CompilationCondition, inside op: String) -> String {
        if op == "&&", case .or = condition { return "(\(condition.text))" }
        return condition.text
    }

    /// A recursive-descent parser over the condition's bytes: `||` binds weaker than `&&`, which
    /// binds weaker than `!`.
    struct Parser {
        let text: [UInt8]
        var position = 0

        init(text: [UInt8]) { self.text = text }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return position == text.count
            }
        }

        mutating func skipSpaces() {
            while position < text.count, text[position] == 32 || text[position] == 9 { position += 1 }
        }

        mutating func take(_ literal: String) -> Bool {
            skipSpaces()
            let bytes = Array(literal.utf8)
            guard position + bytes.count <= text.count, Array(text[position..<position + bytes.count]) == bytes else { return false }
            position += bytes.count
            return true
        }

        mutating func parseOr() -> CompilationCondition? {
            guard var left = parseAnd() else { return nil }
            while take("||") {
                guard let right = parseAnd() else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func parseAnd() -> CompilationCondition? {
            guard var left = parseUnary() else { return nil }
            while take("&&") {
                guard let right = parseUnary() else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func parseUnary() -> CompilationCondition? {
            if take("!") {
                guard let inner = parseUnary() else { return nil }
                return .not(inner)
            }
            if take("(") {
                guard let inner = parseOr(), take(")") else { return nil }
                return .parenthesized(inner)
            }
            return parseAtom()
        }

        /// `name` or `name(arguments)`.
        mutating func parseAtom() -> CompilationCondition? {
            skipSpaces()
            let start = position
            while position < text.count, Self.isNamePart(text[position]) { position += 1 }
            guard position > start else { return nil }
            let name = String(decoding: text[start..<position], as: UTF8.self)
            if name == "true" { return .constant(true) }
            if name == "false" { return .constant(false) }
            skipSpaces()
            guard position < text.count, text[position] == UInt8(ascii: "(") else { return .other(name) }
            var depth = 0
            let argumentStart = position + 1
            while position < text.count {
                if text[position] == UInt8(ascii: "(") { depth += 1 }
                if text[position] == UInt8(ascii: ")") {
                    depth -= 1
                    if depth == 0 { break }
                }
                position += 1
            }
            guard position < text.count else { return nil }
            let argument = String(decoding: text[argumentStart..<position], as: UTF8.self)
            position += 1
            let written = String(decoding: text[start..<position], as: UTF8.self)
            if name == "swift" || name == "compiler" {
                let trimmed = argument.filter { $0 != " " && $0 != "\t" }
                for (op, lessThan) in [(">=", false), ("<", true)] where trimmed.hasPrefix(op) {
                    if let version = Version(String(trimmed.dropFirst(op.count))) {
                        return .version(function: name, lessThan: lessThan, version: version, text: written)
                    }
                }
            }
            return .other(written)
        }

        static func isNamePart(_ byte: UInt8) -> Bool {
            byte == 95 || (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 122)
        }
    }
}

import Foundation
@testable import BackportMigrate

/// Random but realistic Swift source for the property tests: reproducible from its seed, valid
/// for `swiftc -parse` (with bare `/…/` regex literals enabled, as in Swift 6), and made of every
/// construct the migrations touch mixed with the lexical forms that break naive tools.
///
/// Statements: `if`/`else if`/`guard`/`while` conditions with `#available` and `#unavailable`
/// (alone, reduced, mixed with bindings, spread over lines), `if` expressions, labelled loops,
/// `switch` cases, closures, `defer`, `do`/`catch`, local names that clash with the enclosing
/// block, `#if` blocks. Declarations: `@available` attributes in every form, SwiftUI views whose
/// result-builder bodies have checks and long modifier chains with `.backport.` calls. Lexical
/// traps: multi-line and raw strings holding `#available`, `}` and `"""`, interpolations, regex
/// literals `/…/` and `#/…/#`, nested `/* /* */ */` comments. File forms: CRLF line endings, tab
/// or two-space indentation, a UTF-8 byte-order mark.
///
/// `project` makes a whole project: a `Backport.swift` whose shims are of every kind the
/// backport migration tells apart (forwarding, inlinable, not provable, type shims), each behind
/// a check of a different version, and files that call them.
struct SwiftSourceGenerator {
    var random: SeededGenerator
    var counter = 0
    /// How deep statements nest inside each other.
    var maximumDepth = 3
    /// The shims of the project being generated, which calls are made to.
    var shims: [Shim] = []

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
    }

    mutating func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func next() -> Int {
        counter += 1
        return counter
    }

    /// The versions checks name; every one is above `lowestVersions`, so a run at those targets
    /// has nothing to do.
    static let iOSVersions = ["13", "14.0", "15", "15.4", "16", "16.0.1", "16.4", "17", "18"]
    static let macOSVersions = ["11", "12", "13", "13.3", "14"]
    /// Targets below every version the generator writes.
    static let lowestVersions = "iOS=12,macOS=10.15"

    // MARK: Conditions and statements

    mutating func check() -> String {
        let version = pick(Self.iOSVersions)
        if chance(20) { return "#unavailable(iOS \(version))" }
        if chance(20) { return "#available(iOS \(version), macOS \(pick(Self.macOSVersions)), *)" }
        if chance(5) { return "#available(iOSApplicationExtension \(version), *)" }
        if chance(5) { return "#available(macOS \(pick(Self.macOSVersions)), *)" }
        return "#available(iOS \(version), *)"
    }

    /// A condition list holding one check, alone or with other conditions.
    mutating func conditions() -> String {
        let count = next()
        switch number(0...6) {
        case 0: return "\(check()), let v\(count) = value"
        case 1: return "flag,\n\(check())"
        case 2: return "let v\(count) = value,\n    \(check())"
        case 3: return "\(check()) /* why: \(count) */"
        default: return check()
        }
    }

    mutating func block(_ depth: Int, _ indent: String) -> String {
        var lines: [String] = []
        for _ in 0..<number(0...3) {
            lines.append(statement(depth + 1, indent + "    "))
        }
        if lines.isEmpty || chance(30) {
            lines.append("\(indent)    call\(next())()\n")
        }
        if chance(15) { lines.insert("\n", at: number(0...lines.count)) }
        return lines.joined()
    }

    /// One statement (with what nests in it) at `indent`, ending with a line break.
    mutating func statement(_ depth: Int, _ indent: String) -> String {
        let count = next()
        if depth > maximumDepth { return "\(indent)leaf\(count)()\n" }
        let inner = indent + "    "
        switch number(0...21) {
        case 0:
            return "\(indent)guard \(conditions()) else { return }\n"
        case 1:
            return "\(indent)while \(conditions()) {\n\(block(depth, indent))\(indent)}\n"
        case 2:
            return "\(indent)if \(check()) { one\(count)() } else { two\(count)() }\n"
        case 3:
            return "\(indent)let h\(count) = if \(check()) { 1 } else { 2 }\n"
        case 4:
            return "\(indent)// note \(count): if #available(iOS 15, *) { } }\n\(indent)noted\(count)()\n"
        case 5:
            return "\(indent)switch mode {\n\(indent)case .a:\n\(statement(depth + 1, inner))\(chance(50) ? "\(inner)after\(count)()\n" : "")\(indent)default:\n\(inner)break\n\(indent)}\n"
        case 6:
            return "\(indent)guard \(check()) else {\n\(inner)fallback\(count)()\n\(inner)return\n\(indent)}\n"
        case 7:
            // A name the kept block declares and the enclosing block uses after it: inlining
            // would clash, so the block must stay a block.
            return "\(indent)let shared\(count) = \(count)\n\(indent)if \(check()) {\n\(inner)let shared\(count) = \"\\(shared\(count))\"\n\(inner)use(shared\(count))\n\(indent)}\n\(indent)use(shared\(count))\n"
        case 8:
            return "\(indent)if \(check()) {\n\(inner)defer { cleanup\(count)() }\n\(block(depth, indent))\(indent)}\n"
        case 9:
            return "\(indent)items.forEach { item in\n\(inner)if \(check()) {\n\(inner)    item.run\(count)()\n\(inner)} else {\n\(inner)    item.legacy\(count)()\n\(inner)}\n\(indent)}\n"
        case 10:
            return "\(indent)let closure\(count): (Int) -> Int = { x in\n\(inner)if \(check()) { return x * 2 }\n\(inner)return x\n\(indent)}\n"
        case 11:
            return "\(indent)do {\n\(statement(depth + 1, inner))\(inner)try risky\(count)()\n\(indent)} catch {\n\(inner)print(error)\n\(indent)}\n"
        case 12:
            return "\(indent)outer\(count): for item in items {\n\(inner)if \(check()) {\n\(inner)    continue outer\(count)\n\(inner)}\n\(inner)item.work()\n\(indent)}\n"
        case 13:
            return "\(indent)#if os(iOS)\n\(statement(depth + 1, indent))\(indent)#elseif os(macOS)\n\(indent)mac\(count)()\n\(indent)#else\n\(statement(depth + 1, indent))\(indent)#endif\n"
        case 14:
            return literalStatement(indent)
        case 15:
            return regexStatement(indent)
        case 16:
            return "\(indent)/* outer \(count) /* inner if #available(iOS 15, *) { */ still a comment } */\n\(indent)commented\(count)()\n"
        case 17:
            return "\(indent)if \(check()) {\n\(block(depth, indent))\(indent)} else if \(check()) {\n\(block(depth, indent))\(indent)}\n"
        case 18:
            return "\(indent)if \(check()) {\n\(inner)return\n\(indent)}\n\(indent)unreachable\(count)()\n"
        case 19:
            return "\(indent)DispatchQueue.main.async { [weak self] in\n\(statement(depth + 1, inner))\(indent)}\n"
        default:
            var text = "\(indent)if \(conditions()) {\n\(block(depth, indent))\(indent)}"
            while chance(40) {
                text += " else if \(conditions()) {\n\(block(depth, indent))\(indent)}"
            }
            if chance(60) { text += " else {\n\(block(depth, indent))\(indent)}" }
            return text + "\n"
        }
    }

    /// A string literal that holds what a naive tool would take for code: `#available`, braces,
    /// a delimiter of another kind, an interpolation.
    mutating func literalStatement(_ indent: String) -> String {
        let count = next()
        let inner = indent + "    "
        switch number(0...4) {
        case 0:
            return "\(indent)let text\(count) = \"\"\"\n\(inner)if #available(iOS 15, *) {\n\(inner)    } } \\\"\"\" still inside\n\(inner)\\(value ?? \(count))\n\(inner)\"\"\"\n"
        case 1:
            return "\(indent)let raw\(count) = #\"\"\"\n\(inner)\"\"\" is no end here } #available(iOS 14, *) \"\\(not) interpolated\"\n\(inner)\\#(value ?? 0) is\n\(inner)\"\"\"#\n"
        case 2:
            return "\(indent)let quote\(count) = #\"a \"quoted\" } #available(iOS 15, *) { \"#\n"
        case 3:
            return "\(indent)let mixed\(count) = \"} \\(flag ? \"#available(iOS 16, *)\" : \"{\") {\"\n"
        default:
            return "\(indent)log(\"if #unavailable(iOS 16) { return }\", \"\"\"\n\(inner)}\n\(inner)\"\"\")\n"
        }
    }

    /// A regex literal whose pattern holds a delimiter or a brace.
    mutating func regexStatement(_ indent: String) -> String {
        let count = next()
        switch number(0...3) {
        case 0: return "\(indent)let pattern\(count) = /[a-z]+\\d{2}\\}/\n"
        case 1: return "\(indent)let pattern\(count) = #/#available\\(iOS \\d+, \\*\\) \\{/#\n"
        case 2: return "\(indent)let pattern\(count) = #/\n\(indent)    (?<major>\\d+) # a comment with } and \"\"\"\n\(indent)    /#\n"
        default: return "\(indent)let ratio\(count) = total / 2 / count\n\(indent)let match\(count) = try? /x+/.wholeMatch(in: name)\n"
        }
    }

    /// A small file: one function of random statements, as the engine's own generated-code test uses.
    mutating func function(_ index: Int) -> String {
        var text = "import Foundation\n\n"
        if chance(50) { text += "@available(iOS \(pick(["14", "15", "17"])), *)\n" }
        text += "func generated\(index)(value: Int?, flag: Bool, mode: Mode) {\n"
        for _ in 0..<number(1...4) { text += statement(0, "    ") }
        return text + "}\n"
    }

    // MARK: Declarations

    /// An `@available` attribute of any form, followed by a line break.
    mutating func availableAttribute(_ indent: String) -> String {
        let version = pick(Self.iOSVersions)
        switch number(0...7) {
        case 0: return "\(indent)@available(iOS \(version), macOS \(pick(Self.macOSVersions)), *)\n"
        case 1: return "\(indent)@available(iOS, introduced: \(version), deprecated: 19, message: \"use the } new one\")\n"
        case 2: return "\(indent)@available(*, deprecated, message: \"#available(iOS \(version), *)\")\n"
        case 3: return "\(indent)@available(iOS, unavailable)\n"
        case 4: return "\(indent)@available(iOS \(version), *) @MainActor\n"
        case 5: return "\(indent)// swiftlint:disable:next deployment_target\n\(indent)@available(iOS \(version), *)\n"
        default: return "\(indent)@available(iOS \(version), *)\n"
        }
    }

    /// A SwiftUI view: attributes, stored properties, and a body built of stacks with checks,
    /// closures and long modifier chains that call the project's shims.
    mutating func view(_ name: String) -> String {
        var text = chance(40) ? availableAttribute("") : ""
        text += "struct \(name): View {\n    let url: URL?\n    @State private var count = 0\n\n"
        if chance(50) { text += availableAttribute("    ") + "    var badgeText: String { \"\\(count) }\" }\n\n" }
        text += "    var body: some View {\n        VStack(alignment: .leading) {\n"
        for _ in 0..<number(1...4) { text += viewContent("            ", depth: 0) }
        text += "        }\n" + modifierChain("        ") + "    }\n"
        if chance(50) {
            text += "\n" + availableAttribute("    ") + "    func refresh() async {\n"
            for _ in 0..<number(1...3) { text += statement(1, "        ") }
            text += "    }\n"
        }
        return text + "}\n"
    }

    /// Result-builder content: views, `if #available` between views, `#if`, `ForEach` closures.
    mutating func viewContent(_ indent: String, depth: Int) -> String {
        let count = next()
        let inner = indent + "    "
        switch depth > 2 ? 0 : number(0...6) {
        case 0:
            return "\(indent)Text(\"Row \(count) }\")\(chance(50) ? inlineModifiers() : "")\n"
        case 1:
            var text = "\(indent)if \(check()) {\n\(viewContent(inner, depth: depth + 1))\(indent)}"
            if chance(70) { text += " else {\n\(viewContent(inner, depth: depth + 1))\(indent)}" }
            return text + "\n"
        case 2:
            return "\(indent)ForEach(items) { item in\n\(viewContent(inner, depth: depth + 1))\(indent)}\n"
        case 3:
            return "\(indent)#if os(iOS)\n\(viewContent(indent, depth: depth + 1))\(indent)#else\n\(indent)EmptyView()\n\(indent)#endif\n"
        case 4:
            return "\(indent)HStack {\n\(viewContent(inner, depth: depth + 1))\(viewContent(inner, depth: depth + 1))\(indent)}\n\(modifierChain(indent))"
        case 5:
            return "\(indent)Button(\"Tap \(count)\") {\n\(statement(maximumDepth, inner))\(indent)}\n"
        default:
            if let type = shims.filter(\.isType).randomElement(using: &random) {
                return "\(indent)\(type.callText(random: &random, receiver: nil))\n"
            }
            return "\(indent)Image(systemName: \"star\")\(inlineModifiers())\n"
        }
    }

    /// Modifiers on the same line as their view.
    mutating func inlineModifiers() -> String {
        (0..<number(1...3)).map { _ in modifier() }.joined()
    }

    /// A long chain of modifiers, one a line, some of them shim calls through `.backport`.
    mutating func modifierChain(_ indent: String) -> String {
        let inner = indent + "    "
        var text = ""
        for _ in 0..<number(3...25) {
            if let shim = shims.filter({ !$0.isType }).randomElement(using: &random), chance(25) {
                if chance(20) {
                    text += "\(inner).backport\n\(inner)\(shim.callText(random: &random, receiver: ""))\n"
                } else {
                    text += "\(inner).backport\(shim.callText(random: &random, receiver: ""))\n"
                }
            } else {
                text += "\(inner)\(modifier().replacingOccurrences(of: "\n", with: "\n" + inner))\n"
            }
        }
        return text
    }

    mutating func modifier() -> String {
        let count = next()
        return pick([
            ".padding()", ".font(.title)", ".frame(maxWidth: .infinity, alignment: .leading)", ".foregroundStyle(.secondary)",
            ".onAppear { appeared\(count)() }", ".task { await load\(count)() }", ".accessibilityLabel(\"} \\(count)\")",
            ".opacity(flag ? 1 : 0.5)", ".tag(\(count))", ".onTapGesture {\n    if #available(iOS 15, *) { tapped\(count)() }\n}",
        ])
    }

    /// A type with methods of random statements, `@available` members and a nested `#if`.
    mutating func model(_ name: String) -> String {
        var text = chance(30) ? availableAttribute("") : ""
        text += "final class \(name) {\n    var value: Int?\n    var flag = false\n    var mode = Mode.a\n    var items: [Item] = []\n\n"
        for index in 0..<number(1...4) {
            if chance(40) { text += availableAttribute("    ") }
            text += "    func work\(index)() throws {\n"
            for _ in 0..<number(1...5) { text += statement(0, "        ") }
            text += "    }\n\n"
        }
        text += "    #if DEBUG\n" + availableAttribute("    ") + "    func debugDump() {\n" + statement(1, "        ") + "    }\n    #endif\n"
        return text + "}\n"
    }

    /// A file of about `lines` lines (often more: it ends after the declaration that passes the
    /// count), in its own style of line endings and indentation.
    mutating func file(lines: Int) -> [UInt8] {
        var text = "// Generated \(next()) /* with a /* nested */ comment */ and #available(iOS 15, *) {\n\nimport SwiftUI\nimport Foundation\n\n"
        while text.utf8.reduce(0, { $1 == 0x0A ? $0 + 1 : $0 }) < lines {
            let count = next()
            switch number(0...3) {
            case 0, 1: text += view("Screen\(count)")
            case 2: text += model("Model\(count)")
            default:
                text += (chance(50) ? availableAttribute("") : "") + "func helper\(count)(value: Int?, flag: Bool, mode: Mode, items: [Item]) {\n"
                for _ in 0..<number(2...8) { text += statement(0, "    ") }
                text += "}\n"
            }
            text += "\n"
        }
        return styled(text)
    }

    /// `text` in a random style: tabs or two spaces for each four-space step of indentation,
    /// CRLF line endings, a byte-order mark.
    mutating func styled(_ text: String) -> [UInt8] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let unit = pick(["    ", "    ", "\t", "  "])
        if unit != "    " {
            lines = lines.map { line in
                let spaces = line.prefix { $0 == " " }.count
                return String(repeating: unit, count: spaces / 4) + String(repeating: " ", count: spaces % 4) + line.dropFirst(spaces)
            }
        }
        let ending = chance(25) ? "\r\n" : "\n"
        var bytes = Array(lines.joined(separator: ending).utf8)
        if chance(15) { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        return bytes
    }

    // MARK: Projects

    /// A whole project: `Sources/Compatibility/Backport.swift` with shims of every kind, and
    /// `files` more files of about `lines` lines each that call them.
    mutating func project(files: Int, lines: ClosedRange<Int>) -> [ProjectMigration.File] {
        var counts: [Int] = []
        for _ in 0..<files { counts.append(number(lines)) }
        return project(lineCounts: counts)
    }

    /// A whole project with one file of about each of `lineCounts` lines.
    mutating func project(lineCounts: [Int]) -> [ProjectMigration.File] {
        var made: [Shim] = []
        for _ in 0..<number(3...8) { made.append(Shim.random(&self)) }
        shims = made
        var result = [ProjectMigration.File(path: "Sources/Compatibility/Backport.swift", bytes: styled(backportFile()))]
        for (index, lines) in lineCounts.enumerated() {
            let folder = pick(["Sources/Views", "Sources/Models", "Sources/Features/Deep"])
            result.append(ProjectMigration.File(path: "\(folder)/File\(index).swift", bytes: file(lines: lines)))
        }
        return result
    }

    /// The `Backport` type, its accessor and the shims.
    func backportFile() -> String {
        var text = "import SwiftUI\n\n/// Reaches compatibility shims: `view.backport.name(…)`.\nstruct Backport<Content> {\n    let content: Content\n\n"
        text += "    init(_ content: Content) {\n        self.content = content\n    }\n}\n\nextension View {\n    var backport: Backport<Self> { Backport(self) }\n}\n\n"
        text += "extension Backport where Content: View {\n" + shims.filter { !$0.isType }.map(\.declaration).joined(separator: "\n") + "}\n"
        let types = shims.filter(\.isType)
        if !types.isEmpty {
            text += "\nextension Backport where Content == Any {\n" + types.map(\.declaration).joined(separator: "\n") + "}\n"
        }
        return text
    }

    /// A shim of the generated project, of one of the kinds the backport migration tells apart.
    struct Shim {
        /// What the shim amounts to: forwards (as an if/else or behind a guard), inlines a constant
        /// or a folded Bool, cannot be proved (a parameter used twice, an #if), or is a type shim.
        enum Kind: CaseIterable {
            case forwarding, guardForwarding, inlinableConstant, inlinableFolding, parameterUsedTwice, differsByPlatform, typeShim
        }

        let kind: Kind
        let name: String
        let version: String
        var isType: Bool { kind == .typeShim }

        static func random(_ generator: inout SwiftSourceGenerator) -> Shim {
            let kind = generator.pick(Kind.allCases)
            let count = generator.next()
            let base = generator.pick(kind == .typeShim ? ["AsyncImage", "ShareLink", "ContentUnavailableView"]
                                      : ["badge", "tint", "contentMargins", "scrollIndicators", "bold"])
            return Shim(kind: kind, name: "\(base)\(count)", version: generator.pick(["15", "16", "16.4", "17", "18"]))
        }

        /// The shim's declaration, indented for the extension's body.
        var declaration: String {
            let check = "if #available(iOS \(version), *) {"
            switch kind {
            case .forwarding:
                return "    /// Forwards.\n    @ViewBuilder func \(name)(_ value: Int) -> some View {\n        \(check)\n            content.\(name)(value)\n        } else {\n            content\n        }\n    }\n"
            case .guardForwarding:
                return "    func \(name)(_ value: Int) -> some View {\n        guard #available(iOS \(version), *) else { return content }\n        return content.\(name)(value)\n    }\n"
            case .inlinableConstant:
                return "    @ViewBuilder func \(name)Interactively() -> some View {\n        \(check)\n            content.\(name)(.interactively)\n        } else {\n            content\n        }\n    }\n"
            case .inlinableFolding:
                return "    @ViewBuilder func \(name)(_ visible: Bool) -> some View {\n        \(check)\n            content.\(name)(visible ? .visible : .hidden)\n        } else {\n            content\n        }\n    }\n"
            case .parameterUsedTwice:
                return "    @ViewBuilder func \(name)(_ value: Int) -> some View {\n        \(check)\n            content.\(name)(value > 99 ? 99 : value)\n        } else {\n            content\n        }\n    }\n"
            case .differsByPlatform:
                return "    @ViewBuilder func \(name)(_ value: Int) -> some View {\n        \(check)\n            #if os(tvOS)\n            content\n            #else\n            content.\(name)(value)\n            #endif\n        } else {\n            content\n        }\n    }\n"
            case .typeShim:
                return "    /// A type shim.\n    @ViewBuilder static func \(name)(url: URL?) -> some View {\n        \(check)\n            SwiftUI.\(name)(url: url)\n        } else {\n            Legacy\(name)(url: url)\n        }\n    }\n"
            }
        }

        /// A call of the shim: `receiver` nil for a type shim's `Backport.Name(…)`, "" for the
        /// member part after `.backport`.
        func callText(random: inout SeededGenerator, receiver: String?) -> String {
            switch kind {
            case .typeShim: return "Backport.\(name)(url: url)"
            case .inlinableConstant: return ".\(name)Interactively()"
            case .inlinableFolding: return ".\(name)(\(Bool.random(using: &random) ? "true" : "flag"))"
            default: return ".\(name)(\(Int.random(in: 0...200, using: &random)))"
            }
        }
    }
}

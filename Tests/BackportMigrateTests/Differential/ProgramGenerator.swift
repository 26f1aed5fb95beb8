/// Writes small executable Swift programs that put availability checks in every position the
/// conditions migration rewrites, each statement printing a tag of its own, so that a program and
/// its migration can be run side by side and their outputs compared: on Linux every `#available`
/// is true and every `#unavailable` false at run time, as on a device at or above any target.
///
/// A program is one function, `func program() throws { … }`, calling the helpers of
/// `DifferentialSupport.source` (`bump("t3")` prints and is true, `load("t4")` prints and returns a
/// value, …). The generator knows what every condition evaluates to at run time, so `fatalError`
/// stands only in branches that never run and loops always end; and it tracks the names in sight,
/// so a block may shadow a name of an enclosing block that is used after it (the case where
/// inlining would change meaning) but never declares a name twice in one block or after using it.
struct ProgramGenerator {
    private var random: SeededGenerator
    private var counter = 0
    private var frames: [Frame] = []
    /// Names that may not be used while the current code is generated (a guard's bindings in
    /// its own else block).
    private var hidden: Set<String> = []
    private var unit = "    "

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
    }

    /// The deployment target to migrate the next program to: mostly `17`, sometimes a spec that
    /// decides other platforms too, or a target below or above it.
    mutating func target() -> String {
        switch random.number(0...99) {
        case 0..<65: return "17"
        case 65..<75: return "16.4"
        case 75..<85: return "iOS=17,macOS=14"
        case 85..<93: return "iOS=17,macOS=14,tvOS=17,watchOS=10,visionOS=1"
        default: return "iOS=18,macOS=15"
        }
    }

    /// One program: `func program() throws { … }` and a line break.
    mutating func program() -> String {
        counter = 0
        unit = random.pick(["    ", "    ", "    ", "    ", "  ", "\t"])
        frames = [Frame()]
        let place = Place(indent: unit, depth: 0, runs: true, exits: [.returns, .throwing], returnsValue: false)
        var text = "func program() throws {\n"
        text += "\(unit)let on = truth(true), off = truth(false), maybe = optional(\"maybe\")\n"
        text += block(place, statements: statements(for: place), exitChance: 0).text
        text += "}\n"
        // Now and then a file with Windows line breaks, which the rewrite must keep.
        return random.chance(4) ? text.replacingOccurrences(of: "\n", with: "\r\n") : text
    }

    // MARK: Places and names

    /// A way out of the code being generated.
    private enum Exit: Hashable {
        case returns, throwing
        case breaks(String?)
        case continues(String?)
        /// `fallthrough`, from a `switch` case that has a next one (not through a loop or closure).
        case fallsThrough
    }

    /// What the code being generated may do where it stands.
    private struct Place {
        var indent: String
        var depth: Int
        /// Whether the code runs; only code that never runs may call `fatalError`.
        var runs: Bool
        /// The statements that may leave from here.
        var exits: [Exit]
        /// Whether `return` takes a `String` here.
        var returnsValue: Bool
        /// Inside a `defer`, where nothing may leave.
        var inDefer = false

        /// The same place, where `exit` does not leave (`fallthrough` inside a loop).
        func without(_ exit: Exit) -> Place {
            var place = self
            place.exits.removeAll { $0 == exit }
            return place
        }

        func inner(_ unit: String, runs: Bool? = nil, adding added: [Exit] = []) -> Place {
            var place = self
            place.indent += unit
            place.depth += 1
            place.runs = runs.map { $0 && self.runs } ?? self.runs
            for exit in added where !place.exits.contains(exit) { place.exits.append(exit) }
            return place
        }
    }

    /// The names of one block: declared in it, used in it (nested blocks included), and declared
    /// by the nested blocks that have ended.
    private struct Frame {
        var declared: [String] = []
        var referenced: Set<String> = []
        var innerDeclared: Set<String> = []
    }

    private mutating func push() { frames.append(Frame()) }

    private mutating func pop() {
        let frame = frames.removeLast()
        frames[frames.count - 1].referenced.formUnion(frame.referenced)
        frames[frames.count - 1].innerDeclared.formUnion(frame.declared)
    }

    private var visible: [String] { frames.flatMap(\.declared) }

    /// A name in sight, recorded as used; names that a nested block shadowed come first, as
    /// using them after the block is what makes inlining that block unsafe.
    private mutating func reference() -> String? {
        let names = visible.filter { !hidden.contains($0) }
        guard !names.isEmpty else { return nil }
        let shadowed = names.filter { frames[frames.count - 1].innerDeclared.contains($0) }
        let name = !shadowed.isEmpty && random.chance(60) ? random.pick(shadowed) : random.pick(names)
        frames[frames.count - 1].referenced.insert(name)
        return name
    }

    /// A name to declare in the current block: often one that shadows a name in sight or that
    /// a nested block used, never one this block has declared or used.
    private mutating func declarableName(excluding excluded: Set<String> = []) -> String {
        let frame = frames[frames.count - 1]
        let taken = Set(frame.declared).union(frame.referenced).union(excluded)
        let candidates = Set(visible).union(frame.innerDeclared).subtracting(taken).sorted()
        if !candidates.isEmpty, random.chance(45) { return random.pick(candidates) }
        counter += 1
        return "s\(counter)"
    }

    private mutating func declare(_ name: String) { frames[frames.count - 1].declared.append(name) }

    private mutating func tag() -> String {
        counter += 1
        return "t\(counter)"
    }

    /// What goes before a labelled statement's keyword: `label: `, or the label on a line of its own.
    private mutating func labelPrefix(_ label: String?, _ place: Place) -> String {
        guard let label else { return place.indent }
        return random.chance(15) ? "\(place.indent)\(label):\n\(place.indent)" : "\(place.indent)\(label): "
    }

    /// A statement label of its own (Swift does not let an inner statement reuse a label).
    private mutating func label(_ percent: Int) -> String? {
        guard random.chance(percent) else { return nil }
        counter += 1
        return "l\(counter)"
    }

    // MARK: Blocks

    /// Statements at `place`, ending now and then in a statement that leaves (or, where the code
    /// never runs, in `fatalError`). Returns the text and whether it ends by leaving.
    private mutating func block(_ place: Place, statements: ClosedRange<Int>, exitChance: Int) -> (text: String, leaves: Bool) {
        var text = ""
        if random.chance(60) { text += "\(place.indent)print(\"\(tag())\")\n" }
        for _ in 0..<random.number(statements) { text += statement(place) }
        if text.isEmpty { text += "\(place.indent)print(\"\(tag())\")\n" }
        if !place.runs, random.chance(25) {
            return (text + "\(place.indent)fatalError(\"\(tag()) never runs\")\n", true)
        }
        if !place.exits.isEmpty, random.chance(exitChance) {
            return (text + place.indent + exit(place) + "\n", true)
        }
        return (text, false)
    }

    /// A block of its own (a new scope) at `place`.
    private mutating func scope(_ place: Place, statements: ClosedRange<Int>, exitChance: Int) -> (text: String, leaves: Bool) {
        push()
        defer { pop() }
        return block(place, statements: statements, exitChance: exitChance)
    }

    private mutating func exit(_ place: Place) -> String {
        switch random.pick(place.exits) {
        case .returns: return place.returnsValue ? "return \"\(tag()) returned\"" : "return"
        case .throwing: return "throw Stop(\"\(tag())\")"
        case .breaks(let label): return label.map { "break \($0)" } ?? "break"
        case .continues(let label): return label.map { "continue \($0)" } ?? "continue"
        case .fallsThrough: return "fallthrough"
        }
    }

    private mutating func statements(for place: Place) -> ClosedRange<Int> {
        switch place.depth {
        case 0: return 2...5
        case 1: return 1...3
        case 2: return 0...2
        default: return 0...1
        }
    }

    // MARK: Statements

    private mutating func statement(_ place: Place) -> String {
        let simple = place.depth >= 3
        var roll = random.number(0...99)
        if simple { roll = random.pick([0, 15, 84]) }
        switch roll {
        case 0..<14: return printStatement(place)
        case 14..<22: return declaration(place)
        case 22..<44: return ifChain(place)
        case 44..<50: return ifExpression(place)
        case 50..<56: return place.exits.isEmpty ? ifChain(place) : guardStatement(place)
        case 56..<60: return whileLoop(place)
        case 60..<65: return forLoop(place)
        case 65..<69: return switchStatement(place)
        case 69..<73: return closure(place)
        case 73..<76: return nestedFunction(place)
        case 76..<80: return place.inDefer ? ifChain(place) : deferStatement(place)
        case 80..<82: return doBlock(place)
        case 82..<84: return doCatch(place)
        case 84..<87: return multiLineString(place)
        case 87..<90: return oneLineGroup(place)
        case 90..<92: return conditionalCompilation(place)
        case 92..<94: return trailingClosure(place)
        case 94..<96: return repeatLoop(place)
        case 96..<98: return shadowingCheck(place)
        default: return commented(place)
        }
    }

    private mutating func printStatement(_ place: Place) -> String {
        let tag = tag()
        guard let name = reference() else { return "\(place.indent)print(\"\(tag)\")\n" }
        switch random.number(0...4) {
        case 0: return "\(place.indent)print(\"\(tag)\", \(name))\n"
        case 1: return "\(place.indent)print(\"\(tag) \\(\(name))\")\n"
        case 2: return "\(place.indent)print(#\"\(tag) \\#(\(name))\"#)\n"
        case 3: return "\(place.indent)print(\"\(tag) \" + \(name))\n"
        default: return "\(place.indent)print(\(name))\n"
        }
    }

    /// `let a = "…"`, `let a = "…", b = "…"` or `let (a, b) = ("…", "…")`.
    private mutating func declaration(_ place: Place) -> String {
        let tag = tag()
        let first = declarableName()
        switch random.number(0...9) {
        case 0..<5:
            declare(first)
            return "\(place.indent)let \(first) = \"\(first) \(tag)\"\n"
        case 5..<8:
            let second = declarableName(excluding: [first])
            declare(first)
            declare(second)
            return "\(place.indent)let \(first) = \"\(first) \(tag)\", \(second) = \"\(second) \(tag)\"\n"
        default:
            let second = declarableName(excluding: [first])
            declare(first)
            declare(second)
            return "\(place.indent)let (\(first), \(second)) = (\"\(first) \(tag)\", \"\(second) \(tag)\")\n"
        }
    }

    // MARK: Conditions

    /// A condition list: its text, whether it holds at run time, and the names it binds.
    private struct Conditions {
        var text: String
        var holds: Bool
        var bindings: [String]
    }

    static let iOSVersions = ["13", "14", "14.5", "15", "15.4", "16", "16.0", "16.0.0", "16.4", "17", "17.0", "17.0.0", "17.0.1", "17.2", "17.4", "18", "18.0", "18.2", "19", "26"]
    static let macOSVersions = ["10.15", "11", "12", "13", "14", "14.4", "15", "16", "26"]
    static let watchOSVersions = ["7", "8", "9", "10", "10.2", "11", "12"]

    /// `#available(…)` or `#unavailable(…)` with one or several platforms, versions around 17.
    private mutating func check(unavailable: Bool) -> String {
        let iOS = random.pick(Self.iOSVersions)
        let macOS = random.pick(Self.macOSVersions)
        let specs: [String]
        switch random.number(0...99) {
        case 0..<58: specs = ["iOS \(iOS)"]
        case 58..<72: specs = ["iOS \(iOS)", "macOS \(macOS)"]
        case 72..<77: specs = ["macOS \(macOS)"]
        case 77..<83: specs = ["iOS \(iOS)", "tvOS \(iOS)", "watchOS \(random.pick(Self.watchOSVersions))"]
        case 83..<89: specs = ["iOS \(iOS)", "macCatalyst \(iOS)"]
        case 89..<93: specs = ["iOSApplicationExtension \(iOS)"]
        case 93..<96: specs = ["visionOS \(random.pick(["1", "1.1", "2", "3"]))"]
        default: specs = ["OSX \(macOS)", "iOS \(iOS)"]
        }
        // Now and then written tightly or loosely: the rewrite reads tokens, not spacing.
        let separator = random.pick([", ", ", ", ", ", ", ", ",", " , "])
        if unavailable { return "#unavailable(\(specs.joined(separator: separator)))" }
        return "#available(\((specs + ["*"]).joined(separator: separator)))"
    }

    /// A condition other than a check: a flag, a call that prints, a binding, a comparison.
    private mutating func plainCondition(_ place: Place, binding: Bool, preferBinding: Bool,
                                         excluding bound: Set<String>) -> (text: String, holds: Bool, binds: String?) {
        let tag = tag()
        var roll = random.number(0...99)
        if preferBinding, random.chance(50) { roll = random.number(50...79) }
        if !binding, roll >= 50, roll < 80 { roll = random.pick([0, 20, 85]) }
        if roll >= 96, !place.exits.contains(.throwing) { roll = 20 }
        switch roll {
        case 0..<12: return ("on", true, nil)
        case 12..<16: return ("off", false, nil)
        case 16..<20: return ("!off", true, nil)
        case 20..<40: return ("bump(\"\(tag)\")", true, nil)
        case 40..<50: return ("skip(\"\(tag)\")", false, nil)
        case 50..<80:
            let name = bindingName(excluding: bound)
            switch random.number(0...9) {
            case 0..<5: return ("let \(name) = load(\"\(tag)\")", true, name)
            case 5..<7: return ("let \(name) = none(\"\(tag)\")", false, name)
            case 7..<9: return ("let \(name) = maybe", true, name)
            default: return ("case let \(name)? = load(\"\(tag)\")", true, name)
            }
        case 80..<86: return ("number(2) > 1", true, nil)
        case 86..<88: return ("number(0) > 1", false, nil)
        case 88..<91: return ("on && bump(\"\(tag)\")", true, nil)
        case 91..<94: return ("off || bump(\"\(tag)\")", true, nil)
        case 94..<96: return ("bump(\"\(tag)\") && off", false, nil)
        default: return ("try attempt(\"\(tag)\")", true, nil)
        }
    }

    /// A name for a binding in a condition list, whose scope is the statement's block: often
    /// one that shadows a name in sight.
    private mutating func bindingName(excluding bound: Set<String>) -> String {
        let candidates = Set(visible).subtracting(bound).sorted()
        if !candidates.isEmpty, random.chance(40) { return random.pick(candidates) }
        counter += 1
        return "s\(counter)"
    }

    /// A condition list with (mostly) one availability check among other conditions, on one
    /// line or several, now and then with a comment in it.
    private mutating func conditions(_ place: Place, bindings: Bool = true, preferBindings: Bool = false,
                                     excluding excluded: Set<String> = []) -> Conditions {
        let unavailable = random.chance(30)
        var elements: [(text: String, holds: Bool, binds: String?)] = []
        let checks = random.pick([0, 1, 1, 1, 1, 1, 1, 1, 2, 2])
        for _ in 0..<checks { elements.append((check(unavailable: unavailable), !unavailable, nil)) }
        var others = preferBindings ? random.pick([0, 1, 1, 2, 2]) : random.pick([0, 0, 0, 0, 0, 1, 1, 1, 2, 2])
        if checks == 0 { others = max(others, 1) }
        var bound = excluded
        for _ in 0..<others {
            let element = plainCondition(place, binding: bindings, preferBinding: preferBindings, excluding: bound)
            if let name = element.binds { bound.insert(name) }
            elements.insert(element, at: random.number(0...elements.count))
        }
        var text = ""
        for (position, element) in elements.enumerated() {
            if position > 0 {
                switch random.number(0...99) {
                case 0..<14: text += ",\n\(place.indent)\(unit)\(unit)"
                case 14..<18: text += " /* \(tag()) */, "
                default: text += ", "
                }
            }
            text += element.text
        }
        // Evaluation stops at the first false condition; what matters here is the result.
        return Conditions(text: text, holds: elements.allSatisfy(\.holds), bindings: elements.compactMap(\.binds))
    }

    // MARK: if, guard, while

    /// What ends a clause's block and starts the next: ` else ` or `⏎else `.
    private mutating func elseSeparator(_ place: Place) -> String {
        random.chance(12) ? "\n\(place.indent)else " : " else "
    }

    private mutating func trailingComment() -> String {
        random.chance(8) ? " // \(tag()) note" : ""
    }

    /// An `if` / `else if` / `else` chain, sometimes labelled, sometimes on one line.
    private mutating func ifChain(_ place: Place) -> String {
        if random.chance(15) { return place.indent + oneLineIf(place) + "\n" }
        let label = self.label(10)
        let labelExit: [Exit] = label.map { [.breaks($0)] } ?? []
        let clauses = random.pick([1, 1, 1, 1, 1, 1, 2, 2, 2, 3])
        let hasElse = random.chance(60)
        var text = labelPrefix(label, place)
        var taken = false
        for index in 0..<clauses {
            if index > 0 { text += elseSeparator(place) }
            let conditions = self.conditions(place)
            let runs = !taken && conditions.holds
            taken = taken || conditions.holds
            push()
            conditions.bindings.forEach { declare($0) }
            let body = random.chance(5) ? "" : scope(place.inner(unit, runs: runs, adding: labelExit), statements: statements(for: place.inner(unit)), exitChance: 25).text
            pop()
            text += "if \(conditions.text) {\(trailingComment())\n\(body)\(place.indent)}"
        }
        if hasElse {
            let body = random.chance(5) ? "" : scope(place.inner(unit, runs: !taken, adding: labelExit), statements: statements(for: place.inner(unit)), exitChance: 20).text
            text += elseSeparator(place) + "{\(trailingComment())\n\(body)\(place.indent)}"
        }
        return text + trailingComment() + "\n"
    }

    /// `if C { print("t1") } else { print("t2") }` on one line, without bindings.
    private mutating func oneLineIf(_ place: Place) -> String {
        let conditions = self.conditions(place, bindings: false)
        var text = "if \(conditions.text) { print(\"\(tag())\")"
        if !place.exits.isEmpty, random.chance(20) { text += "; " + exit(place) }
        text += " }"
        if random.chance(50) { text += " else { print(\"\(tag())\") }" }
        return text
    }

    /// `guard C else { … }`, whose bindings then belong to the enclosing block: they may shadow
    /// an outer name, but not one this block has declared or used, and its else block may not
    /// use them.
    private mutating func guardStatement(_ place: Place) -> String {
        if random.chance(20) {
            let conditions = self.conditions(place, bindings: false)
            return "\(place.indent)guard \(conditions.text) else { \(conditions.holds && random.chance(20) ? "fatalError()" : exit(place)) }\n"
        }
        let frame = frames[frames.count - 1]
        let taken = Set(frame.declared).union(frame.referenced)
        var conditions = self.conditions(place, preferBindings: true, excluding: taken)
        if !conditions.holds, random.chance(70) {
            conditions = self.conditions(place, preferBindings: true, excluding: taken)
        }
        hidden = Set(conditions.bindings)
        var body = scope(place.inner(unit, runs: !conditions.holds), statements: 0...2, exitChance: 100)
        hidden = []
        if !body.leaves { body.text += place.inner(unit).indent + exit(place) + "\n" }
        conditions.bindings.forEach { declare($0) }
        return "\(place.indent)guard \(conditions.text) else {\n\(body.text)\(place.indent)}\n"
    }

    /// A `while` loop that always ends: counted, never entered, or left at once.
    private mutating func whileLoop(_ place: Place) -> String {
        let tag = tag()
        let label = self.label(20)
        let prefix = labelPrefix(label, place)
        let place = place.without(.fallsThrough)
        let inner = place.inner(unit)
        switch random.number(0...99) {
        case 0..<70:
            let counter = "i\(tag)"
            let conditions = self.conditions(place)
            push()
            conditions.bindings.forEach { declare($0) }
            let exits: [Exit] = [.breaks(nil), .continues(nil)] + (label.map { [.breaks($0), .continues($0)] } ?? [])
            let body = scope(place.inner(unit, runs: conditions.holds, adding: exits), statements: statements(for: inner), exitChance: 15)
            pop()
            // `number(2)`, not `2`: a bound the compiler cannot fold, or it would call the code
            // after a loop whose body always leaves unreachable.
            return "\(place.indent)var \(counter) = 0\n\(prefix)while \(counter) < number(2), \(conditions.text) {\n"
                + "\(inner.indent)\(counter) += 1\n\(inner.indent)print(\"\(tag) pass\", \(counter))\n\(body.text)\(place.indent)}\n"
        case 70..<85:
            let check = self.check(unavailable: true)
            let body = scope(place.inner(unit, runs: false, adding: [.breaks(nil)]), statements: statements(for: inner), exitChance: 10)
            return "\(prefix)while \(random.chance(30) ? "on, " : "")\(check) {\n\(body.text)\(place.indent)}\n"
        default:
            let check = self.check(unavailable: false)
            return "\(prefix)while \(check) {\n\(inner.indent)print(\"\(tag) once\")\n\(inner.indent)break\n\(place.indent)}\n"
        }
    }

    /// A `for` loop over two numbers, sometimes labelled.
    private mutating func forLoop(_ place: Place) -> String {
        let tag = tag()
        let label = self.label(35)
        let exits: [Exit] = [.breaks(nil), .continues(nil)] + (label.map { [.breaks($0), .continues($0)] } ?? [])
        let inner = place.without(.fallsThrough).inner(unit, adding: exits)
        let body = scope(inner, statements: statements(for: inner), exitChance: 20)
        return labelPrefix(label, place) + "for j\(tag) in 0..<2 {\n"
            + "\(inner.indent)print(\"\(tag) pass\", j\(tag))\n\(body.text)\(place.indent)}\n"
    }

    /// A `switch` whose cases hold statements (an unlabelled `break` leaves the switch, and
    /// `fallthrough` goes on into the next case, which then runs too).
    private mutating func switchStatement(_ place: Place) -> String {
        let value = random.number(0...2)
        var text = "\(place.indent)switch number(\(value)) {\n"
        var reached = false
        for (pattern, matches) in [("case 0:", value == 0), ("case 1:", value == 1), ("default:", value == 2)] {
            reached = reached || matches
            let exits: [Exit] = pattern == "default:" ? [.breaks(nil)] : [.breaks(nil), .fallsThrough]
            let inner = place.without(.fallsThrough).inner(unit, runs: reached, adding: exits)
            text += "\(place.indent)\(pattern)\n" + scope(inner, statements: statements(for: inner), exitChance: 20).text
        }
        return text + "\(place.indent)}\n"
    }

    // MARK: if expressions, closures, functions

    /// An `if` expression's text: `if C { v } else if … else { v }`, on one line or several,
    /// its values strings or the names its conditions bind.
    private mutating func ifExpressionText(_ place: Place, multiLine: Bool) -> String {
        let clauses = random.pick([1, 1, 1, 2, 2, 3])
        var text = ""
        for index in 0..<clauses {
            if index > 0 { text += multiLine ? elseSeparator(place) : " else " }
            let conditions = self.conditions(place)
            push()
            conditions.bindings.forEach { declare($0) }
            let value = expressionValue(place, bindings: conditions.bindings)
            pop()
            text += multiLine
                ? "if \(conditions.text) {\n\(place.indent)\(unit)\(value)\n\(place.indent)}"
                : "if \(conditions.text) { \(value) }"
        }
        let value = expressionValue(place, bindings: [])
        text += multiLine ? elseSeparator(place) + "{\n\(place.indent)\(unit)\(value)\n\(place.indent)}" : " else { \(value) }"
        return text
    }

    /// A branch value of an `if` expression: a literal, a bound or visible name, or (not too
    /// deep) another `if` expression.
    private mutating func expressionValue(_ place: Place, bindings: [String]) -> String {
        if !bindings.isEmpty, random.chance(40) { return random.pick(bindings) }
        if place.depth < 3, random.chance(12) { return ifExpressionText(place.inner(unit), multiLine: false) }
        if random.chance(25), let name = reference() { return name }
        return "\"\(tag()) value\""
    }

    /// `let v = if … { … } else { … }` and a print of it.
    private mutating func ifExpression(_ place: Place) -> String {
        let annotation = random.chance(20) ? ": String" : ""
        let text = ifExpressionText(place, multiLine: random.chance(45))
        // Named after the text, so that the name is none the text uses (`let a = … a …`).
        let name = declarableName()
        declare(name)
        return "\(place.indent)let \(name)\(annotation) = \(text)\n\(place.indent)print(\"\(tag())\", \(name))\n"
    }

    /// A closure, called at once: with statements, returning a string, or one `if` expression.
    private mutating func closure(_ place: Place) -> String {
        let name = "c\(tag())"
        let inner = Place(indent: place.indent + unit, depth: place.depth + 1, runs: place.runs, exits: [.returns], returnsValue: false)
        switch random.number(0...2) {
        case 0:
            let body = scope(inner, statements: statements(for: inner), exitChance: 15)
            return "\(place.indent)let \(name) = {\n\(body.text)\(place.indent)}\n\(place.indent)\(name)()\n"
        case 1:
            var valued = inner
            valued.returnsValue = true
            let body = scope(valued, statements: statements(for: valued), exitChance: 25)
            let end = body.leaves ? "" : "\(inner.indent)return \"\(tag()) end\"\n"
            return "\(place.indent)let \(name) = { () -> String in\n\(body.text)\(end)\(place.indent)}\n\(place.indent)print(\(name)())\n"
        default:
            push()
            let text = ifExpressionText(inner, multiLine: false)
            pop()
            return "\(place.indent)let \(name) = { \(text) }\n\(place.indent)print(\(name)())\n"
        }
    }

    /// A nested function returning a string, called at once; its body is statements ending in
    /// a `return` (sometimes `return if …`), or one `if` expression.
    private mutating func nestedFunction(_ place: Place) -> String {
        let name = "f\(tag())"
        let inner = Place(indent: place.indent + unit, depth: place.depth + 1, runs: place.runs, exits: [.returns], returnsValue: true)
        push()
        defer { pop() }
        var text = "\(place.indent)func \(name)() -> String {\n"
        if random.chance(25) {
            text += inner.indent + ifExpressionText(inner, multiLine: random.chance(50)) + "\n"
        } else {
            let body = block(inner, statements: statements(for: inner), exitChance: 25)
            text += body.text
            if !body.leaves {
                text += random.chance(30)
                    ? "\(inner.indent)return \(ifExpressionText(inner, multiLine: false))\n"
                    : "\(inner.indent)return \"\(tag()) end\"\n"
            }
        }
        return text + "\(place.indent)}\n\(place.indent)print(\(name)())\n"
    }

    // MARK: Other statements

    /// `defer { … }`: runs when the enclosing block ends, which inlining must not move.
    private mutating func deferStatement(_ place: Place) -> String {
        if random.chance(40) { return "\(place.indent)defer { print(\"\(tag()) deferred\") }\n" }
        var inner = place.inner(unit)
        inner.exits = []
        inner.inDefer = true
        let body = scope(inner, statements: 1...2, exitChance: 0)
        return "\(place.indent)defer {\n\(body.text)\(place.indent)}\n"
    }

    /// `do { … }`, sometimes labelled and left with `break label`.
    private mutating func doBlock(_ place: Place) -> String {
        let label = self.label(40)
        let inner = place.inner(unit, adding: label.map { [.breaks($0)] } ?? [])
        let body = scope(inner, statements: statements(for: inner), exitChance: 25)
        return labelPrefix(label, place) + "do {\n\(body.text)\(place.indent)}\n"
    }

    /// `do { … } catch { … }`: a `throw` in the body lands in the `catch`, which may run.
    private mutating func doCatch(_ place: Place) -> String {
        let body = scope(place.inner(unit, adding: [.throwing]), statements: statements(for: place.inner(unit)), exitChance: 30)
        // The handler runs when the body throws, which the generator does not follow: live.
        let handler = place.inner(unit)
        let caught = scope(handler, statements: 0...1, exitChance: 10)
        return "\(place.indent)do {\n\(body.text)\(place.indent)} catch {\n\(handler.indent)print(\"\(tag()) caught\", error)\n"
            + "\(caught.text)\(place.indent)}\n"
    }

    /// A call with a trailing closure that runs its body once (`run("t3") { … }`), where
    /// `return` leaves only the closure.
    private mutating func trailingClosure(_ place: Place) -> String {
        let inner = Place(indent: place.indent + unit, depth: place.depth + 1, runs: place.runs, exits: [.returns], returnsValue: false)
        let body = scope(inner, statements: statements(for: inner), exitChance: 20)
        return "\(place.indent)run(\"\(tag())\") {\n\(body.text)\(place.indent)}\n"
    }

    /// `repeat { … } while i < number(2)`, counted at the top so that `continue` moves on.
    private mutating func repeatLoop(_ place: Place) -> String {
        let tag = tag()
        let label = self.label(20)
        let counter = "i\(tag)"
        let exits: [Exit] = [.breaks(nil), .continues(nil)] + (label.map { [.breaks($0), .continues($0)] } ?? [])
        let inner = place.without(.fallsThrough).inner(unit, adding: exits)
        let body = scope(inner, statements: statements(for: inner), exitChance: 15)
        return "\(place.indent)var \(counter) = 0\n" + labelPrefix(label, place) + "repeat {\n\(inner.indent)\(counter) += 1\n"
            + "\(inner.indent)print(\"\(tag) pass\", \(counter))\n\(body.text)\(place.indent)} while \(counter) < number(2)\n"
    }

    /// A multi-line string literal, plain or raw, whose value depends on its lines' indentation.
    private mutating func multiLineString(_ place: Place) -> String {
        let tag = tag()
        let inner = place.indent + unit
        let raw = random.chance(30)
        let interpolation = reference().map { raw ? " \\#(\($0))" : " \\(\($0))" } ?? ""
        let open = raw ? "#\"\"\"" : "\"\"\""
        let close = raw ? "\"\"\"#" : "\"\"\""
        var lines = ["\(inner)\(tag) first\(interpolation)", "\(inner)\(unit)\(tag) indented"]
        if random.chance(30) { lines.insert("", at: 1) }
        if random.chance(30) { lines.append("\(inner)\(tag) last") }
        return "\(place.indent)print(\(open)\n\(lines.joined(separator: "\n"))\n\(inner)\(close))\n"
    }

    /// Two or three statements on one line, separated by `;`, one of them a check.
    private mutating func oneLineGroup(_ place: Place) -> String {
        var parts = ["print(\"\(tag())\")"]
        let check: String
        if !place.exits.isEmpty, random.chance(30) {
            let conditions = self.conditions(place, bindings: false)
            check = "guard \(conditions.text) else { print(\"\(tag())\"); \(exit(place)) }"
        } else {
            check = oneLineIf(place)
        }
        parts.insert(check, at: random.number(0...1))
        if random.chance(40) { parts.append("print(\"\(tag())\")") }
        return place.indent + parts.joined(separator: "; ") + "\n"
    }

    /// Statements inside `#if swift(>=5.9)`, with an `#else` that is never compiled; the
    /// directives at the statement's indentation or at column 0.
    private mutating func conditionalCompilation(_ place: Place) -> String {
        let directive = random.chance(50) ? place.indent : ""
        var text = "\(directive)#if swift(>=5.9)\n"
        for _ in 0..<random.number(1...2) { text += statement(place) }
        return text + "\(directive)#else\n\(place.indent)print(\"\(tag()) old compiler\")\n\(directive)#endif\n"
    }

    /// The shape where inlining would change meaning, made on purpose: a check the targets decide,
    /// whose block declares a name of an enclosing block (with `let`, as the second name of a
    /// list or tuple, or as a later binding of a `guard`), and a use of that name after it
    /// (plain, interpolated, in a raw string, in a multi-line string or in a closure). The
    /// other generators make it too, but seldom with every part in place.
    private mutating func shadowingCheck(_ place: Place) -> String {
        // A name of an outer block, not this one's: this one's declaration would be seen by a
        // plain search of the block.
        let frame = frames[frames.count - 1]
        let outer = frames.dropLast().flatMap(\.declared).filter { !frame.declared.contains($0) }
        let candidates = outer.isEmpty || random.chance(25) ? visible : outer
        guard let name = candidates.isEmpty ? nil : random.pick(candidates) else { return ifChain(place) }
        let inner = place.inner(unit)
        let check = random.chance(70) ? "#available(iOS \(random.pick(["13", "15", "16.4"])), *)" : "#available(iOS 15, macOS 12, *)"
        push()
        let other = declarableName(excluding: [name])
        var body: String
        switch random.number(0...4) {
        case 0:
            body = "\(inner.indent)let \(name) = \"\(name) inner \(tag())\"\n"
        case 1:
            body = "\(inner.indent)let \(other) = \"\(other) \(tag())\", \(name) = \"\(name) inner \(tag())\"\n"
        case 2:
            body = "\(inner.indent)let (\(other), \(name)) = (\"\(other) \(tag())\", \"\(name) inner \(tag())\")\n"
        case 3 where !place.exits.isEmpty:
            body = "\(inner.indent)guard let \(other) = load(\"\(tag())\"), let \(name) = load(\"\(tag())\") else { \(exit(place)) }\n"
        case 4 where !place.exits.isEmpty:
            body = "\(inner.indent)guard #available(iOS 14, *), case let \(name)? = load(\"\(tag())\") else { \(exit(place)) }\n"
        default:
            body = "\(inner.indent)let \(name) = \"\(name) inner \(tag())\"\n"
        }
        declare(name)
        declare(other)
        body += "\(inner.indent)print(\"\(tag())\", \(name))\n"
        pop()
        frames[frames.count - 1].referenced.insert(name)
        let tag = tag()
        let use: String
        switch random.number(0...5) {
        case 0: use = "print(\(name))"
        case 1: use = "print(\"\(tag) \\(\(name))\")"
        case 2: use = "print(#\"\(tag) \\#(\(name))\"#)"
        case 3: use = "print(\"\"\"\n\(inner.indent)\(tag) \\(\(name))\n\(inner.indent)\"\"\")"
        case 4: use = "print(#\"\"\"\n\(inner.indent)\(tag) \\#(\(name))\n\(inner.indent)\"\"\"#)"
        default: use = "run(\"\(tag)\") { print(\(name)) }"
        }
        return "\(place.indent)if \(check) {\n\(body)\(place.indent)}\n\(place.indent)\(use)\n"
    }

    /// A statement with a comment line above it, sometimes one that names a platform.
    private mutating func commented(_ place: Place) -> String {
        let comment = random.chance(40) ? "// Needed before iOS 16 (\(tag()))." : "// Step \(tag())."
        return "\(place.indent)\(comment)\n" + statement(place)
    }
}

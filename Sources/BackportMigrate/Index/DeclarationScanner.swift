/// Reads one file for the declaration migrations: the candidates it declares (obsoleted
/// declarations, shadow types, `@main` launchers) and, for names the index asks about, where
/// they are declared and used.
struct DeclarationScanner {
    let file: SourceFile
    let targets: DeploymentTargets
    let path: String
    let list: DeclarationList

    init(file: SourceFile, targets: DeploymentTargets, path: String) {
        self.file = file
        self.targets = targets
        self.path = path
        self.list = DeclarationList(file)
    }

    /// Whether the bytes may declare a candidate: an `obsoleted:` attribute, a qualified
    /// framework type, an `@main` type.
    static func mayDeclareCandidates(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "obsoleted") || ByteSearch.contains(bytes, "@main") || mayDeclareShadow(bytes)
    }

    /// Whether some `SwiftUI.Name` (or `UIKit.`, `AppKit.`) in the bytes has a `struct Name` beside it.
    /// The first pass asks it of every file: nothing is allocated unless such a name is found.
    static func mayDeclareShadow(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            mayDeclareShadow(of: "SwiftUI.", in: buffer) || mayDeclareShadow(of: "UIKit.", in: buffer)
                || mayDeclareShadow(of: "AppKit.", in: buffer)
        }
    }

    /// Whether some `Name` right after `module` in `bytes` has a `struct Name` in them too.
    private static func mayDeclareShadow(of module: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var declared = false
        ByteSearch.forEachOccurrence(of: module, in: bytes) { found in
            let start = found + module.utf8CodeUnitCount
            var end = start
            while end < bytes.count, bytes[end] == 95 || (bytes[end] >= 48 && bytes[end] <= 57) || (bytes[end] | 0x20 >= 97 && bytes[end] | 0x20 <= 122) {
                end += 1
            }
            if end > start {
                declared = ByteSearch.contains(bytes, Array("struct ".utf8) + bytes[start..<end])
            }
            return !declared
        }
        return declared
    }

    func key(of position: Int) -> DeclarationKey {
        let declaration = list.items[position]
        return DeclarationKey(path: path, kind: declaration.kind, name: declaration.name ?? declaration.kind,
                              container: declaration.parent.flatMap { list.items[$0].name })
    }

    // MARK: Candidates

    /// The candidates this file declares. A shadow type's live branch is read from `settled`,
    /// the same file as the migrations that need no index leave it, when given: what the run
    /// makes of the body (an early `return` behind a check, with the fallback after it, becomes
    /// the construction alone) is what a second run would read, so the first decides as it would.
    func candidates(into facts: inout DeclarationFacts, settled: DeclarationScanner? = nil) {
        // Those migrations never add or remove a declaration, so the lists correspond in order;
        // should they ever not, the file's own text is read.
        let counterpart = settled.flatMap { $0.list.items.map(\.name) == list.items.map(\.name) ? $0 : nil }
        for position in list.items.indices {
            if let candidate = obsoleted(position) { facts.obsoleted.append(candidate) }
            if let candidate = shadow(position, settled: counterpart) { facts.shadows.append(candidate) }
            if let candidate = launcher(position) { facts.launchers.append(candidate) }
        }
    }

    /// What the `@available` attributes of a declaration and its containers say about each platform.
    private struct Restrictions {
        var obsoleted: [(name: PlatformName, version: Version, text: String)] = []
        var unavailable: [PlatformName] = []
    }

    private func restrictions(of position: Int) -> Restrictions {
        var result = Restrictions()
        var cursor: Int? = position
        while let current = cursor {
            for attribute in list.items[current].attributes where file.token(attribute, is: "@available") {
                guard let arguments = file.availabilityArguments(at: attribute) else { continue }
                let parsed = file.argumentTexts(arguments).map(AttributeArgument.init(written:))
                guard case let .word(word)? = parsed.first, let name = PlatformName(word) else { continue }
                for argument in parsed.dropFirst() {
                    if case let .labelled("obsoleted", text) = argument, let version = Version(text) {
                        result.obsoleted.append((name, version, "\(word) \(text)"))
                    } else if case .word("unavailable") = argument {
                        result.unavailable.append(name)
                    }
                }
            }
            cursor = list.items[current].parent
        }
        return result
    }

    /// Whether no platform of the run can use a declaration with these restrictions, and the
    /// obsoleted version that says so. A platform the project targets and the run leaves out
    /// has no known target, so only `unavailable` rules it out.
    private func unusableEverywhere(_ restrictions: Restrictions) -> String? {
        guard !restrictions.obsoleted.isEmpty, !targets.explicit.isEmpty else { return nil }
        for platform in Set(targets.explicit.keys).union(targets.leftOut) {
            let names = (restrictions.obsoleted.map(\.name) + restrictions.unavailable).filter { !$0.isApplicationExtension }
            // A spec applies to its own platform, and an iOS spec to Mac Catalyst unless one names it.
            func applies(_ name: PlatformName) -> Bool {
                name.platform == platform
                    || (platform == .macCatalyst && name.platform == .iOS && !names.contains { $0.platform == .macCatalyst })
            }
            let gone = restrictions.unavailable.contains { !$0.isApplicationExtension && applies($0) }
                || restrictions.obsoleted.contains { !$0.name.isApplicationExtension && applies($0.name)
                    && targets.isSatisfied(PlatformName(platform), $0.version) }
            if !gone { return nil }
        }
        return restrictions.obsoleted.first.map(\.text)
    }

    /// Whether the declaration at `position` is itself marked obsoleted for every platform of
    /// the run (not through its container).
    func isObsoleted(_ position: Int) -> Bool {
        unusableEverywhere(restrictions(of: position)) != nil
            && !(list.items[position].parent.map { unusableEverywhere(restrictions(of: $0)) != nil } ?? false)
    }

    /// Whether the uses of a declaration cannot be found by its name: an initialiser, a
    /// subscript, an operator, or no name at all.
    static func hasNoNameToFind(_ declaration: Declaration, in file: SourceFile) -> Bool {
        ["init", "deinit", "subscript"].contains(declaration.kind) || declaration.name == nil
            || declaration.nameToken.map { file.tokens[$0].kind == .operator } ?? false
    }

    private func obsoleted(_ position: Int) -> ObsoletedCandidate? {
        let declaration = list.items[position]
        // A member of an obsoleted container goes with it.
        if let parent = declaration.parent, unusableEverywhere(restrictions(of: parent)) != nil { return nil }
        guard let version = unusableEverywhere(restrictions(of: position)) else { return nil }
        var names = declaration.name.map { [$0] } ?? []
        var protocols: [String] = []
        var blocker: String?
        if declaration.kind == "extension" {
            names = members(of: position).compactMap { list.items[$0].name }
            protocols = declaration.inherited
            // Its members' uses are found by their names: one without a name to find keeps it.
            if let member = members(of: position).first(where: { Self.hasNoNameToFind(list.items[$0], in: file) }) {
                blocker = "its member `\(list.items[member].kind)` has uses that cannot be found by name"
            }
        }
        let attributes = declaration.attributes.map { file.text(of: $0) }
        let containerAttributes = declaration.parent.map { list.items[$0].attributes.map { file.text(of: $0) } } ?? []
        if let objc = attributes.first(where: { ["@objc", "@objcMembers", "@IBAction", "@IBOutlet", "@NSManaged", "@IBInspectable"].contains($0) }) {
            blocker = "it is `\(objc)`, so the Objective-C runtime may reach it by name"
        } else if let objc = containerAttributes.first(where: { $0 == "@objc" || $0 == "@objcMembers" }) {
            blocker = "its container is `\(objc)`, so the Objective-C runtime may reach it by name"
        } else if declaration.modifiers.contains("dynamic") {
            blocker = "it is `dynamic`, so it may be replaced or reached at run time"
        } else if declaration.modifiers.contains("override") {
            blocker = "it overrides a member that callers may reach through the superclass"
        } else if ["init", "deinit", "subscript"].contains(declaration.kind) {
            blocker = "its uses (`\(declaration.kind)`) cannot be found by name"
        } else if declaration.bindings > 1 {
            blocker = "it binds several names in one declaration"
        } else if declaration.nameToken.map({ file.tokens[$0].kind == .operator }) ?? false {
            blocker = "operator uses cannot be found by name"
        } else if let parent = declaration.parent, list.items[parent].kind == "protocol" {
            blocker = "it is a protocol requirement, which conforming types implement"
        } else if declaration.name == nil {
            blocker = "it has no name to find its uses by"
        }
        let frameworkCall = callsOwnNameOnSelf(position)
        var parameters: [ParameterShape]?
        if declaration.kind == "func", let name = declaration.nameToken, let list = parameterList(after: name, before: declaration.end) {
            parameters = file.parameters(list.open, list.close)?.map { ParameterShape(label: $0.label, hasDefault: $0.defaultValue != nil) }
        }
        return ObsoletedCandidate(
            key: key(of: position), line: file.line(of: declaration.keyword), version: version, names: names,
            blocker: blocker, shadowsFrameworkMember: frameworkCall != nil || attributesNameFrameworkMember(position),
            protocols: protocols,
            usedNames: usedNames(in: position),
            containerInherits: declaration.parent.map { ["extension", "class"].contains(list.items[$0].kind) ? list.items[$0].inherited : [] } ?? [],
            frameworkCall: frameworkCall, parameters: parameters)
    }

    /// The parentheses of a function's parameter list: the first after its name (and generic
    /// clause), before its body.
    private func parameterList(after name: Int, before end: Int) -> (open: Int, close: Int)? {
        var cursor = file.nextSignificant(after: name)
        if let current = cursor, file.tokens[current].kind == .operator, file.text(of: current).hasPrefix("<"),
           let clauseEnd = file.genericClauseEnd(from: current) {
            cursor = file.nextSignificant(after: clauseEnd)
        }
        guard let open = cursor, open < end, file.tokens[open].kind == .openParen, let close = file.matchingBracket(of: open) else { return nil }
        return (open, close)
    }

    /// An `@available` whose `message:` or `renamed:` names the framework's member of the same
    /// name (`renamed: "SwiftUI.AsyncImage"`, `message: "SwiftUI.View.task is available on iOS 15."`):
    /// the author's own word that the framework has it.
    private func attributesNameFrameworkMember(_ position: Int) -> Bool {
        let declaration = list.items[position]
        guard let name = declaration.name, declaration.nameToken.map({ file.tokens[$0].kind == .identifier }) ?? false else { return false }
        for attribute in declaration.attributes where file.token(attribute, is: "@available") {
            guard let arguments = file.availabilityArguments(at: attribute) else { continue }
            for argument in file.argumentTexts(arguments).map(AttributeArgument.init(written:)) {
                guard case let .labelled(label, text) = argument, label == "message" || label == "renamed" else { continue }
                for module in ["SwiftUI.", "UIKit.", "AppKit.", "Foundation."] {
                    var rest = Substring(text)
                    while let range = rest.range(of: module) {
                        let path = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                        let components = path.split(separator: ".")
                        if components.last.map(String.init) == name { return true }
                        rest = rest[range.upperBound...]
                    }
                }
            }
        }
        return false
    }

    /// A function whose live branch, at the targets, calls the same name on `self`: proof that
    /// the framework has a member of that name from the checked version on. Returns that call.
    private func callsOwnNameOnSelf(_ position: Int) -> CallShape? {
        let declaration = list.items[position]
        guard declaration.kind == "func", let name = declaration.name, let parent = declaration.parent,
              list.items[parent].kind == "extension", let nameToken = declaration.nameToken,
              let open = file.bodyOpen(after: nameToken), open <= declaration.end,
              let close = file.matchingBracket(of: open) else { return nil }
        guard case .live(var first, _, checked: true) = LiveBranchReader(file: file, targets: targets).liveBranch(open, close) else {
            return nil
        }
        if file.isKeyword(first, "return"), let next = file.nextSignificant(after: first) { first = next }
        if file.isKeyword(first, "self"), let dot = file.nextSignificant(after: first), file.tokens[dot].kind == .period,
           let next = file.nextSignificant(after: dot) {
            first = next
        }
        guard file.tokens[first].kind == .identifier, file.plainName(first) == name,
              let open = file.nextSignificant(after: first),
              file.tokens[open].kind == .openParen || file.tokens[open].kind == .openBrace else { return nil }
        return callShape(at: first)
    }

    /// The members listed directly inside a container.
    func members(of position: Int) -> [Int] {
        list.items.indices.filter { list.items[$0].parent == position }
    }

    /// Every identifier a declaration mentions, its own name aside, and aside from its generic
    /// parameters (`func f<Mode>(_ m: Mode)` names no type `Mode` of the project).
    func usedNames(in position: Int) -> Set<String> {
        let declaration = list.items[position]
        var names: Set<String> = []
        for index in declaration.start...declaration.end where file.tokens[index].kind == .identifier && index != declaration.nameToken {
            names.insert(file.plainName(index))
        }
        if let nameToken = declaration.nameToken, let open = file.nextSignificant(after: nameToken),
           file.tokens[open].kind == .operator, file.text(of: open).hasPrefix("<"), let close = file.genericClauseEnd(from: open) {
            var cursor = file.nextSignificant(after: open)
            var depth = 0
            var expectName = true
            while let current = cursor, current < close {
                let kind = file.tokens[current].kind
                if kind == .openParen || kind == .openBracket { depth += 1 }
                if kind == .closeParen || kind == .closeBracket { depth -= 1 }
                if depth == 0, expectName, kind == .identifier { names.remove(file.plainName(current)) }
                expectName = depth == 0 && kind == .comma
                cursor = file.nextSignificant(after: current)
            }
        }
        return names
    }

    // MARK: Shadow types

    /// `struct LazyHStack<Content: View>: View` whose body is, behind a check the targets
    /// satisfy, `SwiftUI.LazyHStack(…)` of its properties, possibly in `AnyView(…)` or `Group { }`.
    private func shadow(_ position: Int, settled: DeclarationScanner? = nil) -> ShadowCandidate? {
        let declaration = list.items[position]
        guard declaration.kind == "struct", declaration.parent == nil, let name = declaration.name,
              declaration.body != nil, declaration.inherited.contains("View") else { return nil }
        let reader = settled ?? self
        guard let construction = reader.bodyConstruction(position), construction.callee == name else { return nil }
        // Decided on the text as the run leaves it, as a second run would (a `#if` only in a
        // fallback the run removes does not count), and reported at the line of this text.
        var candidate = reader.shadow(position, construction: construction)
        candidate.line = file.line(of: declaration.keyword)
        return candidate
    }

    /// The construction the `body` of the type at `position` amounts to at the targets.
    private func bodyConstruction(_ position: Int) -> (module: String, callee: String, arguments: [(label: String?, value: String)])? {
        let members = members(of: position)
        guard let bodyMember = members.first(where: { list.items[$0].kind == "var" && list.items[$0].name == "body" }),
              let bodyName = list.items[bodyMember].nameToken,
              let open = file.bodyOpen(after: bodyName), open <= list.items[bodyMember].end,
              let close = file.matchingBracket(of: open) else { return nil }
        return liveConstruction(open, close)
    }

    /// The shadow candidate of the type at `position`, whose body amounts to `construction`.
    private func shadow(_ position: Int, construction: (module: String, callee: String, arguments: [(label: String?, value: String)])) -> ShadowCandidate {
        let declaration = list.items[position]
        let body = declaration.body!
        let members = members(of: position)
        let bodyMember = members.first(where: { list.items[$0].kind == "var" && list.items[$0].name == "body" })
        var candidate = ShadowCandidate(key: key(of: position), line: file.line(of: declaration.keyword),
                                        module: construction.module, parameters: [], problem: nil)
        func refuse(_ reason: String) -> ShadowCandidate {
            candidate.problem = reason
            return candidate
        }
        if let other = declaration.inherited.first(where: { $0 != "View" }) {
            return refuse("it conforms to `\(other)` as well as `View`")
        }
        if declaration.modifiers.contains("public") || declaration.modifiers.contains("open") {
            return refuse("it is public, so code outside the run may name it as the module's type")
        }
        if (body.lowerBound...body.upperBound).contains(where: { file.tokens[$0].kind == .poundKeyword && file.token($0, is: "#if") }) {
            return refuse("its members differ by build condition (`#if` in its body)")
        }
        // Stored properties, `body` and at most one initialiser; nothing else.
        var stored: [(name: String, hasDefault: Bool, type: String?)] = []
        var initializers: [Int] = []
        for member in members where member != bodyMember {
            let item = list.items[member]
            switch item.kind {
            case "let", "var":
                guard let propertyName = item.name, item.bindings == 1, !item.modifiers.contains("static") else {
                    return refuse("it declares other members")
                }
                if hasAccessorBody(member) { return refuse("it declares other members (`\(propertyName)`)") }
                stored.append((propertyName, hasInitialValue(member), declaredType(after: list.items[member].nameToken, through: item.end)))
            case "init":
                initializers.append(member)
            default:
                return refuse("it declares other members (`\(item.name ?? item.kind)`)")
            }
        }
        var parameters: [ShimParameter]
        var propertyOfParameter: [String: String] = [:]
        if initializers.count > 1 { return refuse("it has several initialisers") }
        if let initializer = initializers.first {
            guard let found = initializerForwarding(initializer, stored: Set(stored.map(\.name))) else {
                return refuse("its initialiser does not store its parameters unchanged")
            }
            (parameters, propertyOfParameter) = found
        } else {
            if stored.contains(where: \.hasDefault) { return refuse("a property has a default value its memberwise initialiser would take") }
            parameters = stored.map { ShimParameter(label: $0.name, name: $0.name, defaultValue: nil, type: $0.type) }
            propertyOfParameter = Dictionary(stored.map { ($0.name, $0.name) }, uniquingKeysWith: { first, _ in first })
        }
        // The construction passes the properties in the parameters' order, with their labels.
        guard construction.arguments.count == parameters.count else {
            return refuse("its body does not pass every initialiser parameter on")
        }
        for (argument, parameter) in zip(construction.arguments, parameters) {
            guard argument.label == parameter.label, argument.value == propertyOfParameter[parameter.name] else {
                return refuse("its body does not pass its initialiser's parameters on unchanged, in order")
            }
        }
        candidate.parameters = parameters
        return candidate
    }

    /// The construction `Module.Name(label: value, …)` that a `body { … }` amounts to at the
    /// targets, unwrapping `Group { }`, `AnyView(…)` and `return`; values are plain names.
    private func liveConstruction(_ open: Int, _ close: Int) -> (module: String, callee: String, arguments: [(label: String?, value: String)])? {
        var (open, close) = (open, close)
        // `Group { if #available … }`
        if let first = file.nextSignificant(after: open), file.tokens[first].kind == .identifier, file.token(first, is: "Group"),
           let brace = file.nextSignificant(after: first), file.tokens[brace].kind == .openBrace,
           let braceClose = file.matchingBracket(of: brace), file.nextSignificant(after: braceClose) == close {
            (open, close) = (brace, braceClose)
        }
        guard case .live(var first, var last, checked: _) = LiveBranchReader(file: file, targets: targets).liveBranch(open, close) else {
            return nil
        }
        if file.isKeyword(first, "return"), let next = file.nextSignificant(after: first) { first = next }
        if file.token(first, is: "AnyView"), let paren = file.nextSignificant(after: first), file.tokens[paren].kind == .openParen,
           file.matchingBracket(of: paren) == last, let inner = file.nextSignificant(after: paren),
           let innerLast = file.previousSignificant(before: last) {
            (first, last) = (inner, innerLast)
        }
        guard file.tokens[first].kind == .identifier, let dot = file.nextSignificant(after: first), file.tokens[dot].kind == .period,
              let callee = file.nextSignificant(after: dot), file.tokens[callee].kind == .identifier,
              let paren = file.nextSignificant(after: callee), file.tokens[paren].kind == .openParen,
              file.matchingBracket(of: paren) == last else { return nil }
        let module = file.plainName(first)
        guard ["SwiftUI", "UIKit", "AppKit"].contains(module) else { return nil }
        var arguments: [(String?, String)] = []
        for element in file.elements(paren, last) {
            var valueStart = element.lowerBound
            var label: String?
            if let colon = file.nextSignificant(after: element.lowerBound), colon < element.upperBound, file.tokens[colon].kind == .colon,
               let value = file.nextSignificant(after: colon) {
                label = file.plainName(element.lowerBound)
                valueStart = value
            }
            guard valueStart == element.upperBound, file.tokens[valueStart].kind == .identifier else {
                arguments.append((label, "\u{0}"))
                continue
            }
            arguments.append((label, file.plainName(valueStart)))
        }
        return (module, file.plainName(callee), arguments)
    }

    /// An initialiser whose body only stores each parameter, unchanged, in a property
    /// (`self.a = a`): its parameters and, for each, the property it fills.
    private func initializerForwarding(_ position: Int, stored: Set<String>) -> ([ShimParameter], [String: String])? {
        let item = list.items[position]
        guard let paren = file.nextSignificant(after: item.keyword), file.tokens[paren].kind == .openParen,
              let parenClose = file.matchingBracket(of: paren), let open = file.bodyOpen(after: parenClose),
              let close = file.matchingBracket(of: open) else { return nil }
        guard let syntax = file.parameters(paren, parenClose) else { return nil }
        let parameters = syntax.map { parameter in
            ShimParameter(label: parameter.label, name: parameter.name, defaultValue: parameter.defaultValue,
                          type: declaredType(after: parameter.nameToken, through: parameter.typeEnd))
        }
        // The body: `self.p = q` statements, one per parameter, nothing else.
        var filled: [String: String] = [:]
        var cursor = file.nextSignificant(after: open)
        while let current = cursor, current < close {
            guard file.isKeyword(current, "self"), let dot = file.nextSignificant(after: current), file.tokens[dot].kind == .period,
                  let property = file.nextSignificant(after: dot), file.tokens[property].kind == .identifier,
                  let equals = file.nextSignificant(after: property), file.token(equals, is: "="),
                  let value = file.nextSignificant(after: equals), file.tokens[value].kind == .identifier else { return nil }
            let next = file.nextSignificant(after: value)
            guard let next, next == close || file.line(of: next) > file.line(of: value) || file.tokens[next].kind == .semicolon else { return nil }
            let parameter = file.plainName(value)
            guard parameters.contains(where: { $0.name == parameter }), filled[parameter] == nil,
                  stored.contains(file.plainName(property)) else { return nil }
            filled[parameter] = file.plainName(property)
            cursor = file.tokens[next].kind == .semicolon ? file.nextSignificant(after: next) : next
        }
        guard filled.count == parameters.count, Set(filled.values).count == stored.count else { return nil }
        return (parameters, filled)
    }

    /// The type written after `name: ` up to a default value or `through`, attributes
    /// (`@escaping`, `@ViewBuilder`) left out: `CGFloat?`, `String`.
    private func declaredType(after name: Int?, through end: Int) -> String? {
        guard let name, let colon = file.nextSignificant(after: name), file.tokens[colon].kind == .colon else { return nil }
        var parts: [String] = []
        var cursor = file.nextSignificant(after: colon)
        while let current = cursor, current <= end, !file.token(current, is: "="), file.tokens[current].kind != .openBrace {
            if file.tokens[current].kind != .attribute { parts.append(file.text(of: current)) }
            cursor = file.nextSignificant(after: current)
        }
        return parts.isEmpty ? nil : parts.joined()
    }

    /// Whether a `let`/`var` member has `{ … }` accessors: computed, not stored.
    private func hasAccessorBody(_ position: Int) -> Bool {
        let item = list.items[position]
        return file.tokens[item.end].kind == .closeBrace && !hasInitialValue(position)
    }

    private func hasInitialValue(_ position: Int) -> Bool {
        let item = list.items[position]
        var cursor = file.nextSignificant(after: item.keyword)
        while let current = cursor, current <= item.end {
            if let match = file.matchingBracket(of: current), match > current {
                cursor = file.nextSignificant(after: match)
                continue
            }
            if file.token(current, is: "=") { return true }
            cursor = file.nextSignificant(after: current)
        }
        return false
    }

    // MARK: Launchers

    /// `@main struct L { static func main() { if #available(…) { App.main() } else { … } } }`.
    private func launcher(_ position: Int) -> LauncherCandidate? {
        let declaration = list.items[position]
        guard declaration.parent == nil, ["struct", "enum", "class"].contains(declaration.kind),
              declaration.attributes.contains(where: { file.token($0, is: "@main") }),
              declaration.inherited.isEmpty else { return nil }
        let members = members(of: position)
        guard members.count == 1, case let item = list.items[members[0]], item.kind == "func", item.name == "main",
              item.modifiers.contains("static"), item.attributes.isEmpty, let nameToken = item.nameToken,
              let paren = file.nextSignificant(after: nameToken), file.tokens[paren].kind == .openParen,
              file.nextSignificant(after: paren) == file.matchingBracket(of: paren),
              let open = file.bodyOpen(after: paren), let close = file.matchingBracket(of: open),
              case .live(var first, let last, checked: _) = LiveBranchReader(file: file, targets: targets).liveBranch(open, close)
        else { return nil }
        if file.isKeyword(first, "return"), let next = file.nextSignificant(after: first) { first = next }
        guard file.tokens[first].kind == .identifier, let dot = file.nextSignificant(after: first), file.tokens[dot].kind == .period,
              let main = file.nextSignificant(after: dot), file.token(main, is: "main"),
              let call = file.nextSignificant(after: main), file.tokens[call].kind == .openParen,
              file.nextSignificant(after: call) == last, last == file.matchingBracket(of: call) else { return nil }
        return LauncherCandidate(key: key(of: position), line: file.line(of: declaration.keyword), app: file.plainName(first))
    }

    // MARK: Names

    /// Where the file declares `uses` and `declarationsOf`, and where it uses `uses`; with
    /// `offsets`, each use's byte offset too.
    func names(uses: Set<String>, declarationsOf: Set<String>, into facts: inout DeclarationFacts, offsets: Bool = false) {
        let names = uses.union(declarationsOf)
        guard !names.isEmpty else { return }
        for position in list.items.indices {
            let item = list.items[position]
            guard let name = item.name, names.contains(name) || item.kind == "extension" && names.contains(Self.lastComponent(name)) else { continue }
            let attributes = item.attributes.map { file.text(of: $0) }
            let isObjC = attributes.contains { $0.hasPrefix("@objc") || $0.hasPrefix("@IB") || $0 == "@NSManaged" }
            let removable = item.parent == nil && !isObjC && !attributes.contains("@main") && !item.modifiers.contains("dynamic")
                && (["struct", "enum", "protocol", "typealias", "func", "actor"].contains(item.kind)
                    || item.kind == "class" && item.inherited.isEmpty)
            facts.declared.append(DeclaredName(
                key: key(of: position), line: file.line(of: item.keyword), isTopLevel: item.parent == nil,
                memberNames: item.kind == "extension" ? members(of: position).compactMap { list.items[$0].name } : [],
                inherited: item.inherited, isRemovable: removable, isMain: attributes.contains("@main"),
                isPublic: item.modifiers.contains("public") || item.modifiers.contains("open"),
                usedNames: usedNames(in: position)))
        }
        for index in file.tokens.indices where file.isKeyword(index, "import") {
            var cursor = file.nextSignificant(after: index)
            // `import struct SwiftUI.Text`
            if let current = cursor, file.tokens[current].kind == .keyword || ["actor", "macro"].contains(file.text(of: current)),
               let next = file.nextSignificant(after: current), file.tokens[next].kind == .identifier {
                cursor = next
            }
            if let module = cursor, file.tokens[module].kind == .identifier { facts.imports.insert(file.plainName(module)) }
        }
        for index in file.tokens.indices {
            let kind = file.tokens[index].kind
            // `@Clamped var x`, `@MyBuilder func f()`: a property wrapper, result builder or
            // global actor named as an attribute; `"\(formatted(x))"`: code in an interpolation.
            if kind == .attribute || kind == .string {
                for name in kind == .attribute ? [String(file.text(of: index).dropFirst())].filter(uses.contains)
                    : interpolatedNames(index, among: uses) {
                    facts.uses.append(NameUse(
                        name: name, path: path, line: file.line(of: index), owners: list.owners(of: index).map(key(of:)),
                        isMemberAccess: false, qualifier: nil, call: nil, offset: offsets ? file.tokens[index].start : nil))
                }
                continue
            }
            guard kind == .identifier else { continue }
            var name = file.plainName(index)
            // `$query` and `_query` reach a property wrapper's `query`.
            if !uses.contains(name), name.count > 1, name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
            guard uses.contains(name), !list.isDeclaredName(index), !isLabel(index) else { continue }
            let previous = file.previousSignificant(before: index)
            if let previous, file.isKeyword(previous, "as") || file.isKeyword(previous, "is")
                || (file.tokens[previous].kind == .operator && ["?", "!"].contains(file.text(of: previous))
                    && file.previousSignificant(before: previous).map { file.isKeyword($0, "as") } == true) {
                facts.castTargets.insert(name)
            }
            let isMemberAccess = previous.map { file.tokens[$0].kind == .period } ?? false
            // `DispatchTime.now()`: a type-like name before the `.`.
            var qualifier: String?
            if isMemberAccess, let dot = previous, let owner = file.previousSignificant(before: dot),
               file.tokens[owner].kind == .identifier, file.plainName(owner).first?.isUppercase == true {
                qualifier = file.plainName(owner)
            }
            facts.uses.append(NameUse(
                name: name, path: path, line: file.line(of: index), owners: list.owners(of: index).map(key(of:)),
                isMemberAccess: isMemberAccess, qualifier: qualifier, call: callShape(at: index),
                offset: offsets ? file.tokens[index].start : nil))
        }
    }

    /// The names among `names` that a string literal with interpolations mentions as whole
    /// words: its interpolated code is inside the one token, so any mention counts.
    private func interpolatedNames(_ index: Int, among names: Set<String>) -> [String] {
        let text = file.text(of: index)
        guard text.contains("\\(") || text.contains("\\#") else { return [] }
        func isNamePart(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        return names.sorted().filter { name in
            var rest = Substring(text)
            while let range = rest.range(of: name) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if !(before.map(isNamePart) ?? false) && !(after.map(isNamePart) ?? false) { return true }
                rest = text[range.upperBound...]
            }
            return false
        }
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: ".").last.map(String.init) ?? path
    }

    /// Whether the identifier at `index` labels an argument or names a parameter: followed by
    /// `:` directly inside parentheses, after `(`, `,` or an external label.
    private func isLabel(_ index: Int) -> Bool {
        guard let next = file.nextSignificant(after: index), file.tokens[next].kind == .colon,
              let previous = file.previousSignificant(before: index) else { return false }
        let kind = file.tokens[previous].kind
        let afterLabel = (kind == .identifier || kind == .keyword)
            && file.previousSignificant(before: previous).map { [.openParen, .comma].contains(file.tokens[$0].kind) } == true
        guard kind == .openParen || kind == .comma || afterLabel else { return false }
        return innermostOpenBracket(before: index).map { file.tokens[$0].kind == .openParen } ?? false
    }

    /// The nearest bracket that is open at `index`.
    private func innermostOpenBracket(before index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            let kind = file.tokens[cursor].kind
            if kind == .closeParen || kind == .closeBracket || kind == .closeBrace {
                guard let open = file.matchingBracket(of: cursor) else { return nil }
                cursor = open - 1
                continue
            }
            if kind == .openParen || kind == .openBracket || kind == .openBrace { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// `Name(…)`, `Name<T>(…)` or `Name { … }` at `index`: the labels and trailing closure.
    func callShape(at index: Int) -> CallShape? {
        guard var next = file.nextSignificant(after: index) else { return nil }
        if file.tokens[next].kind == .operator, next == index + 1, file.text(of: next).hasPrefix("<"),
           let end = file.genericClauseEnd(from: next), let after = file.nextSignificant(after: end) {
            next = after
        }
        var labels: [String?] = []
        var stringLiterals: Set<Int> = []
        var end = index
        var hasParentheses = false
        if file.tokens[next].kind == .openParen, file.tokens[next - 1].kind != .space, file.tokens[next - 1].kind != .newline,
           let close = file.matchingBracket(of: next) {
            hasParentheses = true
            for (position, element) in file.elements(next, close).enumerated() {
                var value = element.lowerBound
                if let colon = file.nextSignificant(after: value), colon < element.upperBound, file.tokens[colon].kind == .colon,
                   let after = file.nextSignificant(after: colon) {
                    value = after
                }
                if file.tokens[value].kind == .string { stringLiterals.insert(position) }
            }
            labels = file.elements(next, close).map { element in
                if let colon = file.nextSignificant(after: element.lowerBound), colon < element.upperBound,
                   file.tokens[colon].kind == .colon,
                   file.tokens[element.lowerBound].kind == .identifier || file.tokens[element.lowerBound].kind == .keyword {
                    return file.plainName(element.lowerBound)
                }
                return nil
            }
            end = close
        }
        var trailing = false
        if let brace = file.nextSignificant(after: end), file.tokens[brace].kind == .openBrace,
           file.line(of: brace) == file.line(ofOffset: file.tokens[end].end) {
            trailing = true
            if let braceClose = file.matchingBracket(of: brace), let label = file.nextSignificant(after: braceClose),
               file.tokens[label].kind == .identifier, let colon = file.nextSignificant(after: label),
               file.tokens[colon].kind == .colon {
                labels.append("{extra trailing closures}")
            }
        }
        guard hasParentheses || trailing else { return nil }
        return CallShape(labels: labels, hasTrailingClosure: trailing, stringLiterals: stringLiterals)
    }
}

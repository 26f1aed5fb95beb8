/// Reads the `Backport` pattern out of one tokenized file: the namespace types, their
/// accessors, the shims in their extensions with what their live branch amounts to at the
/// targets, and the places that call shims or otherwise name the pattern.
struct BackportScanner {
    let file: SourceFile
    let targets: DeploymentTargets
    let path: String
    /// The names of the run's namespace types: `Backport`, or another type of its shape.
    var namespaces = TokenNames([BackportScanner.typeName])
    /// The names of the run's extension-method shims, whose calls are `.name(…)` on any value.
    var extensionNames = TokenNames([])
    /// The names of the run's `ViewModifier` shims, applied as `.modifier(Name(…))`.
    var modifierNames = TokenNames([])

    static let typeName = "Backport"
    /// The accessor's usual name (`view.backport`), assumed for a `Backport` the run does not declare.
    static let conventionalAccessor = "backport"

    // MARK: Declarations

    /// The type, accessors and shims this file declares, with the names each member of an
    /// `extension Backport` uses. A shim's live branch is read from `settled`, the same file as
    /// the index-free migrations leave it, when given.
    func declarations(into facts: inout BackportFacts, usesFrom settled: BackportScanner? = nil) {
        let tokens = file.tokens
        if facts.isExternal { facts.libraryTypeNames = typeNames() }
        // Uses between members are read from the text as it is: a shim kept for review keeps its
        // fallback too (nothing of it changes), so what that fallback uses must stay. Uses in
        // the body of a shim that goes do not count (`ProjectIndex`), and those in a helper's
        // collapsed branch stop counting once the run settles.
        let uses = memberNames()
        // The index-free migrations never add or remove a member, so the members correspond in
        // order; should they ever not, the file's own text is read.
        let settledMembers = settled.map { ($0, $0.memberKeywords()) }.flatMap { $0.1.count == uses.count ? $0 : nil }
        var memberPosition = 0
        for index in tokens.indices where tokens[index].kind == .keyword {
            if file.token(index, is: "struct"), let name = file.nextSignificant(after: index), isNamespaceName(name),
               file.enclosingBrace(of: index) == nil {
                facts.declaredNamespaces.insert(file.plainName(name))
                if hasModifier("public", before: index) || hasModifier("open", before: index) { facts.publicNamespaces.insert(file.plainName(name)) }
                facts.scopeNames.formUnion(genericNames(after: name))
                if let open = file.bodyOpen(after: name), let close = file.matchingBracket(of: open) {
                    for member in file.members(ofBody: (open, close)) {
                        if let declared = file.nextSignificant(after: member), file.tokens[declared].kind == .identifier {
                            facts.scopeNames.insert(file.plainName(declared))
                        }
                    }
                    for member in file.members(ofBody: (open, close)) where file.isKeyword(member, "let") || file.isKeyword(member, "var") {
                        if let property = file.nextSignificant(after: member), file.tokens[property].kind == .identifier {
                            facts.storedProperties.insert(file.plainName(property))
                        }
                    }
                }
            } else if file.token(index, is: "var"), let accessor = accessor(declaredAt: index) {
                facts.accessors.insert(accessor.name)
                facts.accessorTypes[accessor.name, default: []].insert(accessor.type)
            } else if file.token(index, is: "extension"), let body = backportExtensionBody(at: index),
                      let extended = file.nextSignificant(after: index) {
                let namespace = file.plainName(extended)
                let extensionDeprecation = deprecatedVersion(ofDeclarationAt: index)
                facts.scopeNames.formUnion(constrainedNames(extensionAt: index, bodyOpen: body.open))
                for member in file.members(ofBody: body) {
                    if let declared = file.nextSignificant(after: member), file.tokens[declared].kind == .identifier {
                        facts.scopeNames.insert(file.plainName(declared))
                    }
                    var key: ShimKey?
                    if var shim = shim(at: member, settled: settledMembers.map { ($0.0, $0.1[memberPosition]) }) {
                        shim.deprecatedSatisfied = deprecatedVersion(ofDeclarationAt: member) ?? extensionDeprecation
                        shim.isPublic = isPublic(member: member, extensionAt: index)
                        shim.container = namespace
                        facts.shims.append(shim)
                        key = shim.key
                    }
                    facts.memberUses.append(MemberUses(member: key, names: uses[memberPosition], namespace: namespace))
                    memberPosition += 1
                }
            }
        }
    }

    /// The names used by each member of each `extension Backport`, in source order.
    func memberNames() -> [Set<String>] {
        memberKeywords().map { namesUsed(byMemberAt: $0.keyword, until: $0.bodyClose) }
    }

    /// The keyword of each member of each `extension Backport`, in source order, with the
    /// extension's closing brace.
    func memberKeywords() -> [(keyword: Int, bodyClose: Int)] {
        var keywords: [(keyword: Int, bodyClose: Int)] = []
        for index in file.tokens.indices where file.isKeyword(index, "extension") {
            guard let body = backportExtensionBody(at: index) else { continue }
            keywords += file.members(ofBody: body).map { ($0, body.close) }
        }
        return keywords
    }

    /// The identifiers the member introduced at `keyword` uses bare or as `self.name`: what may
    /// be other members of the same type. Its own name is not a use.
    func namesUsed(byMemberAt keyword: Int, until limit: Int) -> Set<String> {
        let end = DeclarationExtent(file: file).declarationEnd(keyword: keyword) ?? limit
        let ownName = file.nextSignificant(after: keyword)
        var names: Set<String> = []
        var index = keyword
        while index <= min(end, limit) {
            if file.tokens[index].kind == .identifier, index != ownName {
                if let previous = file.previousSignificant(before: index), file.tokens[previous].kind == .period {
                    if let owner = file.previousSignificant(before: previous), file.isKeyword(owner, "self") {
                        names.insert(file.plainName(index))
                    }
                } else {
                    names.insert(file.plainName(index))
                }
            }
            index += 1
        }
        return names
    }

    /// The generic parameters an `extension Backport where Content: View` or
    /// `where Wrapped == Any` names: identifiers of its `where` clause followed by `:` or `==`.
    private func constrainedNames(extensionAt keyword: Int, bodyOpen: Int) -> Set<String> {
        var names: Set<String> = []
        var inWhere = false
        var index = keyword
        while index < bodyOpen {
            if file.isKeyword(index, "where") { inWhere = true }
            if inWhere, file.tokens[index].kind == .identifier, let next = file.nextSignificant(after: index),
               file.tokens[next].kind == .colon || (file.tokens[next].kind == .operator && file.token(next, is: "==")) {
                names.insert(file.plainName(index))
            }
            index += 1
        }
        return names
    }

    /// Whether token `index` names one of the namespace types.
    func isNamespaceName(_ index: Int) -> Bool {
        file.tokens[index].kind == .identifier && namespaces.matches(index, in: file)
    }

    /// `var name: Backport<…>`: the accessor's name.
    func accessorName(declaredAt keyword: Int) -> String? {
        accessor(declaredAt: keyword)?.name
    }

    /// `var name: Backport<…>`: the accessor's name and the namespace type it returns.
    func accessor(declaredAt keyword: Int) -> (name: String, type: String)? {
        guard let name = file.nextSignificant(after: keyword), file.tokens[name].kind == .identifier,
              let colon = file.nextSignificant(after: name), file.tokens[colon].kind == .colon,
              let type = file.nextSignificant(after: colon), isNamespaceName(type) else { return nil }
        return (file.plainName(name), file.plainName(type))
    }

    /// The `{` and `}` of an `extension Backport…` body (of any namespace type).
    func backportExtensionBody(at keyword: Int) -> (open: Int, close: Int)? {
        guard let name = file.nextSignificant(after: keyword), isNamespaceName(name) else { return nil }
        var cursor = file.nextSignificant(after: name)
        while let current = cursor {
            switch file.tokens[current].kind {
            case .openBrace:
                guard let close = file.matchingBracket(of: current) else { return nil }
                return (current, close)
            case .openParen, .openBracket:
                guard let close = file.matchingBracket(of: current) else { return nil }
                cursor = file.nextSignificant(after: close)
            case .closeBrace, .closeParen, .closeBracket, .semicolon:
                return nil
            default:
                cursor = file.nextSignificant(after: current)
            }
        }
        return nil
    }

    /// The version of an `@available(P, deprecated: v)` attribute of the declaration introduced
    /// at `keyword`, when the targets satisfy it.
    func deprecatedVersion(ofDeclarationAt keyword: Int) -> String? {
        let extent = DeclarationExtent(file: file)
        let start = extent.declarationStart(keyword: keyword)
        for index in start..<keyword where file.tokens[index].kind == .attribute && file.token(index, is: "@available") {
            guard let list = file.availabilityArguments(at: index) else { continue }
            let arguments = file.argumentTexts(list).map(AttributeArgument.init(written:))
            guard case let .word(platform)? = arguments.first, let name = PlatformName(platform) else { continue }
            for argument in arguments {
                if case let .labelled("deprecated", text) = argument, let version = Version(text),
                   targets.isSatisfied(name, version) {
                    return "\(name) \(text)"
                }
            }
        }
        return nil
    }

    // MARK: Shims

    /// The availability checks written between the brackets `open` and `close`.
    func checks(_ open: Int, _ close: Int) -> [ShimCheck] {
        var found: [ShimCheck] = []
        for index in open..<close where file.tokens[index].kind == .poundKeyword
            && (file.token(index, is: "#available") || file.token(index, is: "#unavailable")) {
            guard let list = file.availabilityArguments(at: index) else { continue }
            let written = file.argumentTexts(list)
            found.append(ShimCheck(isUnavailable: file.token(index, is: "#unavailable"), arguments: written.map(AvailabilityArgument.init(written:)),
                                   text: "\(file.text(of: index))(\(written.joined(separator: ", ")))"))
        }
        return found
    }

    /// The shim declared at `keyword`, if it is one: a `func` or a nested `struct`. `settled` is
    /// the same member in the file as the index-free migrations leave it.
    func shim(at keyword: Int, settled: (BackportScanner, (keyword: Int, bodyClose: Int))? = nil) -> BackportShim? {
        let line = file.line(of: keyword)
        if file.isKeyword(keyword, "func") {
            guard let nameIndex = file.nextSignificant(after: keyword), file.tokens[nameIndex].kind == .identifier else { return nil }
            let name = file.plainName(nameIndex)
            let isStatic = hasModifier("static", before: keyword)
            guard let open = parameterListOpen(after: nameIndex), let close = file.matchingBracket(of: open) else { return nil }
            let key = ShimKey(name: name, isStatic: isStatic)
            guard let body = file.bodyOpen(after: close), let bodyClose = file.matchingBracket(of: body) else { return nil }
            guard let parameters = parameters(open, close, generics: genericNames(after: nameIndex)) else {
                // Obsolete or not, no call can be rewritten.
                switch LiveBranchReader(file: file, targets: targets).liveBranch(body, bodyClose) {
                case .live(_, _, checked: true), .notProvable, .aroundCheck:
                    return BackportShim(key: key, parameters: [], form: .notProvable(unreadableParameters(open, close)),
                                        receiver: nil, path: path, line: line)
                default:
                    return BackportShim(key: key, parameters: [], form: .current, receiver: nil, path: path, line: line)
                }
            }
            let (form, receiver) = analyse(body: body, bodyClose, key: key, parameters: parameters,
                                           settled: settled.map { ($0.0, $0.1.keyword) })
            var shim = BackportShim(key: key, parameters: parameters, form: form, receiver: receiver, path: path, line: line)
            shim.constraintNames = constraintNames(after: nameIndex, bodyOpen: body)
            shim.checks = checks(body, bodyClose)
            return shim
        }
        if file.isKeyword(keyword, "struct") {
            guard let nameIndex = file.nextSignificant(after: keyword), file.tokens[nameIndex].kind == .identifier,
                  let open = file.bodyOpen(after: nameIndex), let close = file.matchingBracket(of: open) else { return nil }
            let key = ShimKey(name: file.plainName(nameIndex), isStatic: true)
            let (parameters, form) = analyseType(open, close, key: key)
            var shim = BackportShim(key: key, parameters: parameters, form: form, receiver: nil, path: path, line: line)
            shim.checks = checks(open, close)
            return shim
        }
        return nil
    }

    /// Whether the member declared at `keyword` of the extension at `extensionKeyword` is public:
    /// `public` or `open` itself, or in a `public extension` with no narrower modifier of its own.
    func isPublic(member keyword: Int, extensionAt extensionKeyword: Int) -> Bool {
        if hasModifier("public", before: keyword) || hasModifier("open", before: keyword) { return true }
        guard hasModifier("public", before: extensionKeyword) else { return false }
        let narrower: [StaticString] = ["internal", "fileprivate", "private", "package"]
        return !narrower.contains { hasModifier($0, before: keyword) }
    }

    func hasModifier(_ modifier: StaticString, before keyword: Int) -> Bool {
        var cursor = file.previousSignificant(before: keyword)
        while let current = cursor {
            let kind = file.tokens[current].kind
            if kind == .keyword || kind == .identifier {
                if file.token(current, is: modifier) { return true }
                if !Self.modifiers.contains(where: { file.token(current, is: $0) }) { return false }
            } else if kind == .closeParen, let open = file.matchingBracket(of: current),
                      let attribute = file.previousSignificant(before: open), file.tokens[attribute].kind == .attribute {
                cursor = file.previousSignificant(before: attribute)
                continue
            } else if kind != .attribute {
                return false
            }
            cursor = file.previousSignificant(before: current)
        }
        return false
    }

    static let modifiers: [StaticString] = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "nonisolated", "dynamic", "@objc",
    ]

    /// The `(` of a function's parameters, after its name and generic parameters.
    func parameterListOpen(after name: Int) -> Int? {
        guard var cursor = file.nextSignificant(after: name) else { return nil }
        if file.tokens[cursor].kind == .operator, file.text(of: cursor).hasPrefix("<") {
            guard let end = file.genericClauseEnd(from: cursor), let next = file.nextSignificant(after: end) else { return nil }
            cursor = next
        }
        return file.tokens[cursor].kind == .openParen ? cursor : nil
    }

    /// The names a function's generic parameters are constrained to, in `<S: P>` and in a
    /// `where` clause, the generic parameters themselves left out.
    func constraintNames(after name: Int, bodyOpen: Int) -> Set<String> {
        let generics = genericNames(after: name)
        var names: Set<String> = []
        if let open = file.nextSignificant(after: name), file.tokens[open].kind == .operator, file.text(of: open).hasPrefix("<"),
           let end = file.genericClauseEnd(from: open) {
            for index in open...end where file.tokens[index].kind == .identifier { names.insert(file.plainName(index)) }
        }
        if let clause = (name..<bodyOpen).first(where: { file.isKeyword($0, "where") }) {
            for index in clause..<bodyOpen where file.tokens[index].kind == .identifier { names.insert(file.plainName(index)) }
        }
        return names.subtracting(generics)
    }

    /// The names of a function's generic parameters, `<S: ShapeStyle, T>`.
    func genericNames(after name: Int) -> Set<String> {
        guard let open = file.nextSignificant(after: name), file.tokens[open].kind == .operator,
              file.text(of: open).hasPrefix("<"), let end = file.genericClauseEnd(from: open) else { return [] }
        var names: Set<String> = []
        var expectName = true
        for index in open...end {
            let kind = file.tokens[index].kind
            if kind == .identifier, expectName { names.insert(file.plainName(index)); expectName = false }
            if kind == .comma { expectName = true }
        }
        return names
    }

    /// Why `parameters(_:_:generics:)` gave nil for the list between `open` and `close`.
    func unreadableParameters(_ open: Int, _ close: Int) -> String {
        if let parameters = file.parameters(open, close) {
            if let attributed = parameters.first(where: \.isAttributed) {
                // The attribute nearest before the parameter's names.
                let attribute = (open..<attributed.nameToken).last { file.tokens[$0].kind == .attribute }
                let spelled = attribute.map { " (`\(file.text(of: $0))`)" } ?? ""
                return "its parameter `\(attributed.name)` has an attribute\(spelled), which a rewritten call would not carry over"
            }
            if let composed = parameters.first(where: { parameter in
                (parameter.colon...parameter.typeEnd).contains { file.tokens[$0].kind == .operator && file.token($0, is: "&") }
            }) {
                return "its parameter `\(composed.name)` has a composed type (`&`), which a call site cannot be given"
            }
        }
        if (open...close).contains(where: { file.tokens[$0].kind == .operator && file.token($0, is: "...") }) {
            return "its variadic parameter cannot be matched to a call"
        }
        if (open...close).contains(where: { file.isKeyword($0, "inout") }) {
            return "its `inout` parameter cannot be matched to a call"
        }
        return "its parameter list cannot be read"
    }

    /// `(_ count: Int, for placement: P = .x)`; nil for a form not understood (variadic, inout,
    /// attributed, `&`).
    func parameters(_ open: Int, _ close: Int, generics: Set<String>) -> [ShimParameter]? {
        guard let parameters = file.parameters(open, close) else { return nil }
        var result: [ShimParameter] = []
        for parameter in parameters {
            guard !parameter.isAttributed else { return nil }
            var type: String?
            if let typeStart = file.nextSignificant(after: parameter.colon), typeStart <= parameter.typeEnd {
                if (typeStart...parameter.typeEnd).contains(where: { file.tokens[$0].kind == .operator && file.token($0, is: "&") }) { return nil }
                // A generic or opaque (`some P`) type cannot be written in a cast.
                let mentionsGeneric = (typeStart...parameter.typeEnd).contains {
                    (file.tokens[$0].kind == .identifier && (generics.contains(file.plainName($0)) || file.token($0, is: "some")))
                        || file.isKeyword($0, "some")
                }
                if !mentionsGeneric { type = file.text(from: file.tokens[typeStart].start, to: file.tokens[parameter.typeEnd].end) }
            }
            result.append(ShimParameter(label: parameter.label, name: parameter.name, defaultValue: parameter.defaultValue, type: type))
        }
        return result
    }

    // MARK: Live branch

    /// Decides a function shim's body: which branch is live at the targets, and whether it
    /// forwards or can be inlined.
    private func analyse(body open: Int, _ close: Int, key: ShimKey, parameters: [ShimParameter],
                         settled: (scanner: BackportScanner, keyword: Int)?) -> (ShimForm, String?) {
        switch LiveBranchReader(file: file, targets: targets).liveBranch(open, close) {
        case .current: return (.current, nil)
        case .notProvable(let reason): return (.notProvable(reason), nil)
        case .aroundCheck(let directive):
            // A decided check in another shape (`guard #available(…) else { return base }` then
            // the call): the conditions migration removes it, so the shim is what its body becomes.
            if let settled, let form = settled.scanner.settledForm(at: settled.keyword, key: key, parameters: parameters) {
                return form
            }
            return (.notProvable(directive ? Self.directiveReason : Self.aroundCheckReason), nil)
        case .live(let first, let last, let checked):
            let judged = classify(first, last, key: key, parameters: parameters, receiver: key.isStatic ? .framework : .storedValue,
                                  checked: checked)
            return (judged.form, judged.receiver)
        }
    }

    static let aroundCheckReason = "it has more than one statement around its check"
    static let directiveReason = LiveBranchReader.directiveReason

    /// What the function shim at `keyword` of this (settled) file amounts to, when its body has
    /// no check or `#if` left: its statements judged as a checked live branch.
    func settledForm(at keyword: Int, key: ShimKey, parameters: [ShimParameter]) -> (ShimForm, String?)? {
        guard file.isKeyword(keyword, "func"), let name = file.nextSignificant(after: keyword),
              let open = parameterListOpen(after: name), let close = file.matchingBracket(of: open),
              let body = file.bodyOpen(after: close), let bodyClose = file.matchingBracket(of: body),
              let first = file.nextSignificant(after: body), first < bodyClose,
              let last = file.previousSignificant(before: bodyClose) else { return nil }
        let hasCheck = (first...last).contains { index in
            file.tokens[index].kind == .poundKeyword
                && (file.token(index, is: "#available") || file.token(index, is: "#unavailable") || file.token(index, is: "#if"))
        }
        guard !hasCheck else { return nil }
        let judged = classify(first, last, key: key, parameters: parameters, receiver: key.isStatic ? .framework : .storedValue, checked: true)
        return (judged.form, judged.receiver)
    }

    /// What a shim's live call must be made on.
    enum LiveReceiver {
        /// An identifier that must turn out to be the namespace type's stored value (`content`).
        case storedValue
        /// `SwiftUI`, constructing the type shim's namesake: `SwiftUI.AsyncImage(url: url)`.
        case framework
        /// `self`, written or not: a method of an extension of the type.
        case selfValue
        /// The parameter of that name: a `ViewModifier`'s `content`.
        case named(String)
    }

    /// The names a live branch may use for the parameters (each parameter's name, by default),
    /// and names it must not use, each with why.
    struct ParameterNames {
        var positions: [String: Int]
        var refused: [String: String] = [:]

        init(_ parameters: [ShimParameter]) {
            positions = Dictionary(parameters.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }

        init(positions: [String: Int], refused: [String: String]) {
            self.positions = positions
            self.refused = refused
        }
    }

    /// A live branch judged: its form, the receiver of its call and the name it calls.
    typealias Judged = (form: ShimForm, receiver: String?, callee: String?)

    /// Whether the live statement `first...last` forwards or can be inlined. Without a check
    /// (`checked` false) only a plain call counts, and anything else is not a shim to judge.
    /// Also returns the receiver the live call is made on, which for a namespace's method must
    /// turn out to be the type's stored value, and the name called.
    func classify(_ first: Int, _ last: Int, key: ShimKey, parameters: [ShimParameter], receiver rule: LiveReceiver, checked: Bool,
                  names: ParameterNames? = nil) -> Judged {
        var receiverName: String?
        var calleeName: String?
        func refuse(_ reason: String) -> Judged { (checked ? .notProvable(reason) : .current, receiverName, calleeName) }
        var start = first
        if file.isKeyword(start, "return") {
            // A bare `return`: nothing is called on newer systems.
            guard let next = file.nextSignificant(after: start), next <= last else { return refuse("its live branch makes no call") }
            start = next
        }
        if file.statementCount(start, last) > 1 { return refuse("its live branch has more than one statement") }
        let calleeIndex: Int
        let receiver: String
        if case .selfValue = rule {
            // `self.name(…)`, `self⏎.name(…)` or `name(…)`.
            var cursor = start
            if file.isKeyword(cursor, "self") {
                guard let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
                      let next = file.nextSignificant(after: dot) else { return refuse("its live branch is not one call on `self`") }
                cursor = next
            }
            guard file.tokens[cursor].kind == .identifier else { return refuse("its live branch is not one call on `self`") }
            calleeIndex = cursor
            receiver = "self"
        } else {
            // The receiver: `content` / `self.content` for a method, `SwiftUI` for a type.
            var cursor = start
            if file.isKeyword(cursor, "self"), let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
               let next = file.nextSignificant(after: dot) {
                cursor = next
            }
            if (cursor...last).contains(where: { file.isKeyword($0, "self") }) { return refuse("its live branch uses `self`") }
            guard file.tokens[cursor].kind == .identifier else { return refuse("its live branch calls another receiver") }
            receiver = file.plainName(cursor)
            receiverName = receiver
            switch rule {
            case .framework:
                guard receiver == "SwiftUI" else { return refuse("its live branch does not construct `SwiftUI.\(key.name)`") }
            case .named(let name):
                guard receiver == name else { return refuse("its live branch calls another receiver (`\(receiver)`)") }
            case .storedValue, .selfValue:
                break
            }
            guard let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
                  let next = file.nextSignificant(after: dot), file.tokens[next].kind == .identifier else {
                return refuse("its live branch is not one call on the stored value")
            }
            calleeIndex = next
        }
        receiverName = receiver
        guard let open = file.nextSignificant(after: calleeIndex), file.tokens[open].kind == .openParen,
              file.line(of: open) == file.line(of: calleeIndex) || file.tokens[open - 1].kind != .space,
              let close = file.matchingBracket(of: open) else {
            return refuse(rule.isSelf ? "its live branch is not one call on `self`" : "its live branch is not one call on the stored value")
        }
        if close != last {
            guard let after = file.nextSignificant(after: close) else { return refuse("its live branch is not one call") }
            if file.tokens[after].kind == .openBrace { return refuse("its live branch passes a trailing closure") }
            if file.tokens[after].kind == .period { return refuse("its live branch makes more than one call") }
            return refuse("its live branch has more than one statement")
        }
        if case .storedValue = rule, receiver == "SwiftUI" { return refuse("its live branch calls another receiver") }
        let callee = file.plainName(calleeIndex)
        calleeName = callee

        var arguments: [TemplateArgument] = []
        var uses = Array(repeating: 0, count: parameters.count)
        var order: [Int] = []
        let names = names ?? ParameterNames(parameters)
        for element in file.elements(open, close) {
            var expressionStart = element.lowerBound
            var label: String?
            if let colon = file.nextSignificant(after: element.lowerBound), colon <= element.upperBound,
               file.tokens[colon].kind == .colon,
               file.tokens[element.lowerBound].kind == .identifier || file.tokens[element.lowerBound].kind == .keyword {
                label = file.plainName(element.lowerBound)
                // `f(label: )`, half typed: a label with no value.
                guard let value = file.nextSignificant(after: colon), value <= element.upperBound else {
                    return refuse("its live branch is not understood")
                }
                expressionStart = value
            }
            var tokens: [TemplateToken] = []
            for index in expressionStart...element.upperBound {
                let kind = file.tokens[index].kind
                var parameter: Int?
                if kind == .keyword, file.token(index, is: "self") { return refuse("its live branch uses `self`") }
                if kind == .openBrace { return refuse("its live branch builds a closure") }
                if kind == .identifier {
                    let previous = file.previousSignificant(before: index)
                    let isMember = previous.map { file.tokens[$0].kind == .period } ?? false
                    let next = file.nextSignificant(after: index)
                    let isLabel = next.map { file.tokens[$0].kind == .colon && $0 <= element.upperBound } ?? false
                    let name = file.plainName(index)
                    if !isMember, !isLabel {
                        if let position = names.positions[name] {
                            parameter = position
                            uses[position] += 1
                            order.append(position)
                        } else if let reason = names.refused[name] {
                            return refuse(reason)
                        } else if name == receiver {
                            return refuse("its live branch uses the stored value `\(name)` as an argument")
                        } else if let firstByte = name.utf8.first,
                                  firstByte >= UInt8(ascii: "a") && firstByte <= UInt8(ascii: "z") || firstByte == UInt8(ascii: "$") {
                            return refuse("its live branch uses `\(name)`, which call sites may not see")
                        }
                    }
                }
                tokens.append(TemplateToken(kind: kind, text: file.text(of: index), parameter: parameter))
            }
            arguments.append(TemplateArgument(label: label, tokens: tokens))
        }

        let template = ShimTemplate(callee: callee, arguments: arguments, keepsOrder: order == order.sorted())
        // An extension method forwards under another name too.
        if callee == key.name || key.kind == .extensionMember, template.forwards(parameters) { return (.forwarding, receiver, callee) }
        // Without a check, a body that does something else is the project's own API, not a shim.
        guard checked else { return (.current, receiver, callee) }
        if case .framework = rule { return refuse("its live branch does not pass its properties on unchanged") }
        if let reason = Self.problem(of: template, uses: uses, parameters: parameters) { return refuse(reason) }
        return (.inlinable(template), receiver, callee)
    }

    /// Why a call of `parameters` cannot become `template`, whose arguments use parameter `i`
    /// `uses[i]` times: a parameter used twice or not at all, or a parameter of a type a call
    /// site's argument cannot be given inside an expression.
    static func problem(of template: ShimTemplate, uses: [Int], parameters: [ShimParameter]) -> String? {
        for (position, count) in uses.enumerated() {
            if count == 0 { return "parameter `\(parameters[position].name)` is not used" }
            if count > 1 { return "parameter `\(parameters[position].name)` is used twice" }
        }
        // Inside an expression a call site's `.member` or literal loses the parameter's type.
        for argument in template.arguments where argument.tokens.filter({ !$0.kind.isTrivia }).count > 1 {
            for token in argument.tokens {
                if let position = token.parameter, parameters[position].type == nil {
                    return "parameter `\(parameters[position].name)` has a generic or opaque type and is used inside an expression"
                }
            }
        }
        return nil
    }

    /// A nested `struct Name: View { let a: A; var body: some View { … } }` that forwards its
    /// stored properties, in order, to `SwiftUI.Name(a: a)`.
    private func analyseType(_ open: Int, _ close: Int, key: ShimKey) -> ([ShimParameter], ShimForm) {
        // A nested type with no check the targets decide is the project's own (a helper view,
        // a style) or a shim they do not make obsolete: nothing to say of it.
        guard hasDecidedCheck(open, close) else { return ([], .current) }
        var parameters: [ShimParameter] = []
        var body: (Int, Int)?
        for member in file.members(ofBody: (open, close)) {
            guard file.isKeyword(member, "let") || file.isKeyword(member, "var"),
                  let name = file.nextSignificant(after: member), file.tokens[name].kind == .identifier else {
                return ([], .notProvable("it declares more than stored properties and `body`"))
            }
            let propertyName = file.plainName(name)
            let end = declarationTail(after: name, limit: close)
            if propertyName == "body", let braceOpen = end.brace, let braceClose = file.matchingBracket(of: braceOpen) {
                body = (braceOpen, braceClose)
            } else if end.brace != nil || end.hasDefault {
                return ([], .notProvable("its property `\(propertyName)` is computed or has a default value"))
            } else {
                parameters.append(ShimParameter(label: propertyName, name: propertyName, defaultValue: nil, type: nil))
            }
        }
        guard let (bodyOpen, bodyClose) = body else { return ([], .current) }
        switch LiveBranchReader(file: file, targets: targets).liveBranch(bodyOpen, bodyClose) {
        case .current: return (parameters, .current)
        case .notProvable(let reason): return (parameters, .notProvable(reason))
        case .aroundCheck(let directive): return (parameters, .notProvable(directive ? Self.directiveReason : Self.aroundCheckReason))
        case .live(let first, let last, let checked):
            guard checked else { return (parameters, .current) }
            return (parameters, classify(first, last, key: key, parameters: parameters, receiver: .framework, checked: true).form)
        }
    }

    /// Whether an `#available` or `#unavailable` between `open` and `close` is decided, at
    /// least in part, by the targets.
    private func hasDecidedCheck(_ open: Int, _ close: Int) -> Bool {
        guard ByteSearch.contains(Array(file.bytes[file.tokens[open].start..<file.tokens[close].end]), "available") else { return false }
        for index in open...close where file.tokens[index].kind == .poundKeyword
            && (file.token(index, is: "#available") || file.token(index, is: "#unavailable")) {
            guard let list = file.availabilityArguments(at: index) else { continue }
            let arguments = file.argumentTexts(list).map(AvailabilityArgument.init(written:))
            if AvailabilityEvaluator.evaluateCondition(isUnavailable: file.token(index, is: "#unavailable"), arguments: arguments,
                                                       targets: targets) != .unchanged {
                return true
            }
        }
        return false
    }

    /// After a property's name: whether it has a `{` body (computed) or `=` default.
    func declarationTail(after name: Int, limit: Int) -> (brace: Int?, hasDefault: Bool) {
        var cursor = file.nextSignificant(after: name)
        let line = file.line(of: name)
        while let current = cursor, current < limit {
            let kind = file.tokens[current].kind
            if kind == .openBrace { return (current, false) }
            if kind == .operator, file.token(current, is: "=") { return (nil, true) }
            if kind == .keyword, SourceFile.memberIntroducers.contains(where: { file.token(current, is: $0) }) { break }
            if kind == .attribute || (kind == .keyword && file.line(of: current) != line && file.token(current, is: "private")) { break }
            if let match = file.matchingBracket(of: current), match > current {
                cursor = file.nextSignificant(after: match)
                continue
            }
            if kind == .semicolon { break }
            cursor = file.nextSignificant(after: current)
        }
        return (nil, false)
    }
}

extension BackportScanner.LiveReceiver {
    var isSelf: Bool {
        if case .selfValue = self { true } else { false }
    }
}

extension SourceFile {
    /// An identifier's name without backticks.
    func plainName(_ index: Int) -> String {
        var text = self.text(of: index)
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }
}

/// Shims outside a namespace, known by their shape whatever their names: a method of an
/// extension of another type whose live branch calls another method on `self`
/// (`extension View { func scrollDisabledIfAvailable(_ d: Bool) -> some View { if #available(iOS 16, *)
/// { scrollDisabled(d) } else { self } } }`), a `ViewModifier` whose `body(content:)` calls one
/// method on `content`, and a method without a check that applies such a modifier
/// (`modifier(BackportSearchable(text: text))`), judged through it by the index.
extension BackportScanner {
    /// Whether the bytes may declare such a shim: a check, or the application of a modifier.
    static func mayHoldOutsideNamespaces(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "#available") || ByteSearch.contains(bytes, "#unavailable") || ByteSearch.contains(bytes, "modifier(")
    }

    /// The extension-method and modifier shims the file declares.
    func shimsOutsideNamespaces(into facts: inout BackportFacts) {
        for keyword in file.tokens.indices where file.tokens[keyword].kind == .keyword {
            if file.token(keyword, is: "extension") {
                guard file.enclosingBrace(of: keyword) == nil, let extended = file.nextSignificant(after: keyword),
                      !isNamespaceName(extended), let open = file.bodyOpen(after: keyword),
                      let close = file.matchingBracket(of: open) else { continue }
                for member in file.members(ofBody: (open, close)) where file.isKeyword(member, "func") {
                    guard var shim = extensionShim(at: member) else { continue }
                    shim.container = file.plainName(extended)
                    shim.isPublic = isPublic(member: member, extensionAt: keyword)
                    facts.shims.append(shim)
                }
            } else if file.token(keyword, is: "struct"), file.enclosingBrace(of: keyword) == nil, let shim = modifierShim(at: keyword) {
                facts.shims.append(shim)
            }
        }
    }

    /// The shim the method introduced at `keyword` (a member of an extension) is, if it is one:
    /// an instance method returning a value, whose body is a decided check choosing a call of
    /// another method on `self`, or a method that applies a modifier.
    func extensionShim(at keyword: Int) -> BackportShim? {
        guard file.isKeyword(keyword, "func"), !hasModifier("static", before: keyword), !hasModifier("class", before: keyword),
              let nameIndex = file.nextSignificant(after: keyword), file.tokens[nameIndex].kind == .identifier,
              let open = parameterListOpen(after: nameIndex), let close = file.matchingBracket(of: open),
              let body = file.bodyOpen(after: close), let bodyClose = file.matchingBracket(of: body),
              (close..<body).contains(where: { file.tokens[$0].kind == .operator && file.token($0, is: "->") }) else { return nil }
        let name = file.plainName(nameIndex)
        let key = ShimKey(name: name, kind: .extensionMember)
        let parameters = parameters(open, close, generics: genericNames(after: nameIndex))
        var shim = BackportShim(key: key, parameters: parameters ?? [], form: .current, receiver: "self", path: path, line: file.line(of: keyword))
        shim.checks = checks(body, bodyClose)
        shim.constraintNames = constraintNames(after: nameIndex, bodyOpen: body)
        switch LiveBranchReader(file: file, targets: targets).liveBranch(body, bodyClose) {
        case .current, .aroundCheck:
            return nil
        case .live(let first, let last, checked: false):
            guard let parameters, let application = modifierApplication(first, last, parameters: parameters) else { return nil }
            shim.applies = application
            return shim
        case .live(let first, let last, checked: true):
            guard isCall(on: .selfValue, from: first, to: last, otherThan: name) else { return nil }
            guard let parameters else {
                shim.form = .notProvable(unreadableParameters(open, close))
                return shim
            }
            if let reason = dynamicDispatch(keyword) {
                shim.form = .notProvable(reason)
                return shim
            }
            let judged = classify(first, last, key: key, parameters: parameters, receiver: .selfValue, checked: true)
            shim.form = judged.form
            shim.callee = judged.callee
            return shim
        case .notProvable(let reason):
            guard let branch = newerBranch(body, bodyClose), isCall(on: .selfValue, from: branch.first, to: branch.last, otherThan: name)
                    || file.tokens[branch.first].kind == .poundKeyword else { return nil }
            shim.form = .notProvable(reason)
            return shim
        }
    }

    /// The shim the `struct` introduced at `keyword` is, if it is one: a `ViewModifier` of
    /// stored properties (its initialiser's parameters) whose `body(content:)` is a decided
    /// check choosing one call on `content`.
    func modifierShim(at keyword: Int) -> BackportShim? {
        guard file.isKeyword(keyword, "struct"), let nameIndex = file.nextSignificant(after: keyword),
              file.tokens[nameIndex].kind == .identifier, let open = file.bodyOpen(after: nameIndex),
              let close = file.matchingBracket(of: open),
              (nameIndex..<open).contains(where: { file.tokens[$0].kind == .identifier && file.token($0, is: "ViewModifier") })
        else { return nil }
        let extent = DeclarationExtent(file: file)
        var parameters: [ShimParameter] = []
        var names = ParameterNames(positions: [:], refused: [:])
        var problem: String?
        var body: (open: Int, close: Int, content: String)?
        for member in file.members(ofBody: (open, close)) {
            guard let name = file.nextSignificant(after: member), file.tokens[name].kind == .identifier else {
                problem = problem ?? "it declares more than stored properties and `body(content:)`"
                continue
            }
            let memberName = file.plainName(name)
            if file.isKeyword(member, "let") || file.isKeyword(member, "var") {
                if hasModifier("static", before: member) { continue }
                let tail = declarationTail(after: name, limit: close)
                guard tail.brace == nil, !tail.hasDefault, let colon = file.nextSignificant(after: name), file.tokens[colon].kind == .colon,
                      let typeStart = file.nextSignificant(after: colon), let end = extent.declarationEnd(keyword: member) else {
                    problem = problem ?? "its property `\(memberName)` is computed or has a default value"
                    continue
                }
                let attributes = (extent.declarationStart(keyword: member)..<member).filter { file.tokens[$0].kind == .attribute }
                var type = file.text(from: file.tokens[typeStart].start, to: file.tokens[end].end)
                let position = parameters.count
                if attributes.isEmpty {
                    names.positions[memberName] = position
                } else if attributes.count == 1, file.token(attributes[0], is: "@Binding") {
                    // The initialiser takes the binding, which the body reads as `$name`.
                    type = "Binding<\(type)>"
                    names.positions["$" + memberName] = position
                    names.refused[memberName] = "its live branch reads the value of its `@Binding` property `\(memberName)`"
                } else {
                    let spelled = attributes.map { file.text(of: $0) }.joined(separator: " ")
                    problem = problem ?? "its property `\(memberName)` is `\(spelled)`, which a call site does not pass"
                }
                parameters.append(ShimParameter(label: memberName, name: memberName, defaultValue: nil, type: type))
            } else if file.isKeyword(member, "func"), memberName == "body", let listOpen = parameterListOpen(after: name),
                      let listClose = file.matchingBracket(of: listOpen), let content = file.parameters(listOpen, listClose)?.first,
                      let bodyOpen = file.bodyOpen(after: listClose), let bodyClose = file.matchingBracket(of: bodyOpen) {
                body = (bodyOpen, bodyClose, content.name)
            } else {
                problem = problem ?? "it declares more than stored properties and `body(content:)`"
            }
        }
        guard let body else { return nil }
        let key = ShimKey(name: file.plainName(nameIndex), kind: .modifier)
        var shim = BackportShim(key: key, parameters: parameters, form: .current, receiver: body.content, path: path, line: file.line(of: keyword))
        shim.checks = checks(body.open, body.close)
        shim.isPublic = hasModifier("public", before: keyword) || hasModifier("open", before: keyword)
        switch LiveBranchReader(file: file, targets: targets).liveBranch(body.open, body.close) {
        case .current, .aroundCheck, .live(_, _, checked: false):
            return nil
        case .live(let first, let last, checked: true):
            guard isCall(on: .named(body.content), from: first, to: last, otherThan: nil) else { return nil }
            if let problem {
                shim.form = .notProvable(problem)
                return shim
            }
            shim.form = classify(first, last, key: key, parameters: parameters, receiver: .named(body.content), checked: true, names: names).form
            return shim
        case .notProvable(let reason):
            guard let branch = newerBranch(body.open, body.close), isCall(on: .named(body.content), from: branch.first, to: branch.last, otherThan: nil)
                    || file.tokens[branch.first].kind == .poundKeyword else { return nil }
            shim.form = .notProvable(reason)
            return shim
        }
    }

    /// Whether the statement `first...last` starts as a call on the receiver: `self.name(`, `name(`
    /// (for `self`, another name than `own`, never a type's `Name(`), `content.name(`.
    private func isCall(on receiver: LiveReceiver, from first: Int, to last: Int, otherThan own: String?) -> Bool {
        var cursor = first
        if file.isKeyword(cursor, "return"), let next = file.nextSignificant(after: cursor), next <= last { cursor = next }
        switch receiver {
        case .selfValue:
            if file.isKeyword(cursor, "self") {
                guard let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
                      let next = file.nextSignificant(after: dot), next <= last else { return false }
                cursor = next
            }
            guard file.tokens[cursor].kind == .identifier, let initial = file.bytes(of: cursor).first,
                  initial >= UInt8(ascii: "a") && initial <= UInt8(ascii: "z") || initial == UInt8(ascii: "`"),
                  file.plainName(cursor) != own else { return false }
        case .named(let name):
            guard file.tokens[cursor].kind == .identifier, file.plainName(cursor) == name,
                  let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
                  let next = file.nextSignificant(after: dot), next <= last, file.tokens[next].kind == .identifier else { return false }
            cursor = next
        case .storedValue, .framework:
            return false
        }
        guard let open = file.nextSignificant(after: cursor), open <= last else { return false }
        return file.tokens[open].kind == .openParen
    }

    /// The first and last significant tokens of the branch a body `[return] if CHECK { A } else
    /// { B }` takes where the check holds for a newer system (`A` after `#available`, `B` after
    /// `#unavailable`).
    private func newerBranch(_ open: Int, _ close: Int) -> (first: Int, last: Int)? {
        guard var first = file.nextSignificant(after: open), first < close,
              let last = file.previousSignificant(before: close) else { return nil }
        if file.isKeyword(first, "return"), let next = file.nextSignificant(after: first) { first = next }
        guard file.isKeyword(first, "if"), let check = file.nextSignificant(after: first), file.tokens[check].kind == .poundKeyword,
              file.token(check, is: "#available") || file.token(check, is: "#unavailable"),
              let list = file.availabilityArguments(at: check),
              let thenOpen = file.nextSignificant(after: list.close), file.tokens[thenOpen].kind == .openBrace,
              let thenClose = file.matchingBracket(of: thenOpen),
              let elseKeyword = file.nextSignificant(after: thenClose), file.isKeyword(elseKeyword, "else"),
              let elseOpen = file.nextSignificant(after: elseKeyword), file.tokens[elseOpen].kind == .openBrace,
              let elseClose = file.matchingBracket(of: elseOpen), elseClose == last else { return nil }
        let (branchOpen, branchClose) = file.token(check, is: "#available") ? (thenOpen, thenClose) : (elseOpen, elseClose)
        guard let branchFirst = file.nextSignificant(after: branchOpen), branchFirst < branchClose,
              let branchLast = file.previousSignificant(before: branchClose) else { return nil }
        return (branchFirst, branchLast)
    }

    /// Why a method may be reached other than by the calls the run reads: `@objc`, `dynamic`,
    /// an `override` (a superclass's callers reach it).
    private func dynamicDispatch(_ keyword: Int) -> String? {
        let start = DeclarationExtent(file: file).declarationStart(keyword: keyword)
        if (start..<keyword).contains(where: { file.tokens[$0].kind == .attribute && file.token($0, is: "@objc") }) {
            return "it is `@objc`, so the Objective-C runtime may call it by name"
        }
        if hasModifier("dynamic", before: keyword) { return "it is `dynamic`, so it may be replaced and called in ways the run cannot follow" }
        if hasModifier("override", before: keyword) { return "it overrides a method, whose callers reach it too" }
        return nil
    }

    /// `[return] [self.]modifier(Name(label: value, …))` between `first` and `last`, each value a
    /// parameter or a literal (otherwise the application says why it cannot be rewritten).
    private func modifierApplication(_ first: Int, _ last: Int, parameters: [ShimParameter]) -> ModifierApplication? {
        var cursor = first
        if file.isKeyword(cursor, "return"), let next = file.nextSignificant(after: cursor), next <= last { cursor = next }
        if file.isKeyword(cursor, "self"), let dot = file.nextSignificant(after: cursor), file.tokens[dot].kind == .period,
           let next = file.nextSignificant(after: dot) {
            cursor = next
        }
        guard file.tokens[cursor].kind == .identifier, file.token(cursor, is: "modifier"),
              let open = file.nextSignificant(after: cursor), open == cursor + 1, file.tokens[open].kind == .openParen,
              let close = file.matchingBracket(of: open), close == last else { return nil }
        let elements = file.elements(open, close)
        guard elements.count == 1, let type = Optional(elements[0].lowerBound), file.tokens[type].kind == .identifier,
              let typeOpen = file.nextSignificant(after: type), typeOpen == type + 1, file.tokens[typeOpen].kind == .openParen,
              let typeClose = file.matchingBracket(of: typeOpen), typeClose == elements[0].upperBound else { return nil }
        let modifier = file.plainName(type)
        let positions = ParameterNames(parameters).positions
        var arguments: [TemplateArgument] = []
        var problem: String?
        for element in file.elements(typeOpen, typeClose) {
            guard let colon = file.nextSignificant(after: element.lowerBound), colon < element.upperBound,
                  file.tokens[colon].kind == .colon, let value = file.nextSignificant(after: colon) else {
                problem = problem ?? "it passes `\(modifier)` an argument without a label"
                continue
            }
            let label = file.plainName(element.lowerBound)
            let kind = file.tokens[value].kind
            let text = file.text(from: file.tokens[value].start, to: file.tokens[element.upperBound].end)
            if value == element.upperBound, kind == .identifier, let position = positions[file.plainName(value)] {
                arguments.append(TemplateArgument(label: label, tokens: [TemplateToken(kind: kind, text: text, parameter: position)]))
            } else if value == element.upperBound, kind == .number || kind == .string
                        || ["true", "false", "nil"].contains(where: { file.isKeyword(value, $0) }) {
                arguments.append(TemplateArgument(label: label, tokens: [TemplateToken(kind: kind, text: text, parameter: nil)]))
            } else {
                problem = problem ?? "it passes `\(text)` to `\(modifier)`, which is neither one of its parameters nor a literal"
            }
        }
        return ModifierApplication(modifier: modifier, arguments: arguments, problem: problem)
    }
}

extension BackportScanner {
    /// A shim call found at `name` (the shim's name token): the call's `(` and `)` if it has
    /// parentheses, and the last token of the call (its `)` or trailing closure's `}`).
    struct Call {
        /// How the call reaches the shim.
        enum Via {
            /// `view.backport.name(…)`: the `.` before the accessor and the accessor.
            case accessor(period: Int, accessor: Int)
            /// `backport.name(…)` inside a type whose `self` has the accessor.
            case implicitSelf(accessor: Int, period: Int)
            /// `Backport(view).name(…)`: `Backport` and its parentheses.
            case initializer(backport: Int, open: Int, close: Int)
            /// `Backport.Name(…)`, `Backport<Any>.Name(…)`: `Backport` and the `.` before the name.
            case type(backport: Int, period: Int)
            /// `x.name(…)` or `name(…)`: an extension method, called by its name alone.
            case direct
            /// `.modifier(Name(…))`: the `modifier` token and its `)`, the call's last token.
            case modifierApplication(modifier: Int)
        }

        var via: Via
        var key: ShimKey
        var name: Int
        var open: Int?
        var close: Int?
        var end: Int
        var trailingClosure: (open: Int, close: Int)?
        /// The labelled trailing closures after the first (`{ … } action: { … }`), in order.
        var extraClosures: [(label: String, open: Int, close: Int)]
    }

    /// The token ranges of the pattern's own declarations: the `Backport` type, its accessors
    /// and every `extension Backport`. Names inside them are not uses that keep it alive.
    func infrastructureRanges(accessors: Set<String>) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        let extent = DeclarationExtent(file: file)
        for index in file.tokens.indices where file.tokens[index].kind == .keyword {
            if file.token(index, is: "struct"), let name = file.nextSignificant(after: index), isNamespaceName(name),
               let end = extent.declarationEnd(keyword: index) {
                ranges.append(index...end)
            } else if file.token(index, is: "extension"), let body = backportExtensionBody(at: index) {
                ranges.append(index...body.close)
            } else if file.token(index, is: "var"), let name = accessorName(declaredAt: index), accessors.contains(name),
                      let end = extent.declarationEnd(keyword: index) {
                ranges.append(index...end)
            }
        }
        return ranges
    }

    /// Which of `names` the file declares as a type outside the pattern's own declarations
    /// (a nested type shim of the same name does not count).
    func typesDeclared(among names: Set<String>, accessors: Set<String>) -> Set<String> {
        let infrastructure = infrastructureRanges(accessors: accessors)
        var found: Set<String> = []
        for (keyword, name) in typeDeclarations() where names.contains(file.plainName(name)) && !infrastructure.contains(where: { $0.contains(keyword) }) {
            found.insert(file.plainName(name))
        }
        return found
    }

    /// The types this file declares, at any level.
    func typeNames() -> Set<String> {
        Set(typeDeclarations().map { file.plainName($0.name) })
    }

    /// Each type declaration of the file (`struct`, `class`, `enum`, `actor`, `protocol`,
    /// `typealias`): its keyword and its name.
    private func typeDeclarations() -> [(keyword: Int, name: Int)] {
        let keywords: [StaticString] = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        var found: [(keyword: Int, name: Int)] = []
        for index in file.tokens.indices where file.tokens[index].kind == .keyword && keywords.contains(where: { file.token(index, is: $0) }) {
            if let name = file.nextSignificant(after: index), file.tokens[name].kind == .identifier { found.append((index, name)) }
        }
        return found
    }

    /// Every shim call in the file, and the lines of other uses of `Backport` or an accessor.
    func calls(accessors: Set<String>) -> (calls: [Call], otherUses: [Int]) {
        let found = references(accessors: accessors)
        return (found.calls, found.otherUses.map(\.line))
    }

    /// Every shim call in the file; the lines of other uses of a namespace type or an accessor,
    /// with the name used; and each extension-method or modifier shim's name written other
    /// than in a call of it.
    func references(accessors: Set<String>) -> (calls: [Call], otherUses: [(line: Int, name: String)], mentions: [(index: Int, isDeclaration: Bool)]) {
        let infrastructure = infrastructureRanges(accessors: accessors)
        func isInfrastructure(_ index: Int) -> Bool { infrastructure.contains { $0.contains(index) } }
        let accessorNames = TokenNames(accessors)
        var calls: [Call] = []
        var other: [(line: Int, name: String)] = []
        var mentions: [(index: Int, isDeclaration: Bool)] = []
        var called: Set<Int> = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let previous = file.previousSignificant(before: index)
            let afterPeriod = previous.map { file.tokens[$0].kind == .period } ?? false
            if !extensionNames.isEmpty || !modifierNames.isEmpty, !called.contains(index),
               extensionNames.matches(index, in: file) || modifierNames.matches(index, in: file) {
                if let call = outsideNamespaceCall(at: index, previous: previous) {
                    calls.append(call)
                } else if let next = file.nextSignificant(after: index), file.tokens[next].kind == .colon,
                          let previous, file.tokens[previous].kind == .openParen || file.tokens[previous].kind == .comma {
                    // An argument label of that spelling.
                    continue
                } else {
                    mentions.append((index, previous.map(isDeclarationKeyword) ?? false))
                }
                continue
            }
            if accessorNames.matches(index, in: file) {
                if let previous, file.isKeyword(previous, "var") || file.isKeyword(previous, "let") { continue }
                // `x.backport.f(…)`, or `backport.f(…)` on an implicit `self`.
                let via: Call.Via? = if let dot = file.nextSignificant(after: index), file.tokens[dot].kind == .period {
                    afterPeriod ? .accessor(period: previous!, accessor: index) : .implicitSelf(accessor: index, period: dot)
                } else { nil }
                if let via, let dot = file.nextSignificant(after: index), let name = file.nextSignificant(after: dot),
                   let call = call(named: name, via: via) {
                    calls.append(call)
                    called.insert(name)
                } else if !isInfrastructure(index) {
                    other.append((file.line(of: index), file.plainName(index)))
                }
            } else if isNamespaceName(index) {
                if let previous, file.isKeyword(previous, "extension") || file.isKeyword(previous, "struct") { continue }
                if let call = backportCall(at: index, afterPeriod: afterPeriod) {
                    calls.append(call)
                    called.insert(call.name)
                } else if !isInfrastructure(index) {
                    other.append((file.line(of: index), file.plainName(index)))
                }
            }
        }
        return (calls, other, mentions)
    }

    /// Whether token `index` is a keyword that declares the name after it.
    private func isDeclarationKeyword(_ index: Int) -> Bool {
        let keywords: [StaticString] = ["func", "struct", "class", "enum", "actor", "protocol", "typealias", "var", "let", "case"]
        return file.tokens[index].kind == .keyword && keywords.contains { file.token(index, is: $0) }
    }

    /// The call of an extension-method shim (`x.name(…)`, `name(…)`) or of a modifier shim
    /// (`.modifier(Name(…))`) whose name is token `index`.
    private func outsideNamespaceCall(at index: Int, previous: Int?) -> Call? {
        if let previous, isDeclarationKeyword(previous) || file.isKeyword(previous, "extension") { return nil }
        if modifierNames.matches(index, in: file) {
            guard let outerOpen = previous, file.tokens[outerOpen].kind == .openParen, outerOpen > 0,
                  file.tokens[outerOpen - 1].kind == .identifier, file.token(outerOpen - 1, is: "modifier"),
                  let outerClose = file.matchingBracket(of: outerOpen),
                  index + 1 < file.tokens.count, file.tokens[index + 1].kind == .openParen,
                  let close = file.matchingBracket(of: index + 1), file.nextSignificant(after: close) == outerClose else { return nil }
            let modifier = outerOpen - 1
            return Call(via: .modifierApplication(modifier: modifier), key: ShimKey(name: file.plainName(index), kind: .modifier),
                        name: index, open: index + 1, close: close, end: outerClose, trailingClosure: nil, extraClosures: [])
        }
        return call(named: index, via: .direct)
    }

    /// `Backport(view).name(…)` or `Backport.Name(…)` / `Backport<Any>.Name(…)` at `index`.
    private func backportCall(at index: Int, afterPeriod: Bool) -> Call? {
        guard !afterPeriod, var next = file.nextSignificant(after: index) else { return nil }
        if file.tokens[next].kind == .openParen, next == index + 1, let close = file.matchingBracket(of: next),
           let dot = file.nextSignificant(after: close), file.tokens[dot].kind == .period,
           let name = file.nextSignificant(after: dot) {
            return call(named: name, via: .initializer(backport: index, open: next, close: close))
        }
        if file.tokens[next].kind == .operator, file.text(of: next).hasPrefix("<"), next == index + 1 {
            guard let end = file.genericClauseEnd(from: next), let after = file.nextSignificant(after: end) else { return nil }
            next = after
        }
        guard file.tokens[next].kind == .period, let name = file.nextSignificant(after: next) else { return nil }
        return call(named: name, via: .type(backport: index, period: next))
    }

    /// The call of shim `name` at token `name`: it must be applied, with parentheses on the same
    /// line or a trailing closure.
    func call(named name: Int, via: Call.Via) -> Call? {
        guard file.tokens[name].kind == .identifier else { return nil }
        let kind: ShimKind = switch via {
        case .type: .staticMember
        case .direct: .extensionMember
        case .modifierApplication: .modifier
        case .accessor, .implicitSelf, .initializer: .member
        }
        let key = ShimKey(name: file.plainName(name), kind: kind)
        var end = name
        var open: Int?
        var close: Int?
        if name + 1 < file.tokens.count, file.tokens[name + 1].kind == .openParen, let match = file.matchingBracket(of: name + 1) {
            open = name + 1
            close = match
            end = match
        }
        var trailing: (Int, Int)?
        var extra: [(label: String, open: Int, close: Int)] = []
        if let brace = file.nextSignificant(after: end), file.tokens[brace].kind == .openBrace,
           file.line(of: brace) == file.line(of: end), let braceClose = file.matchingBracket(of: brace) {
            trailing = (brace, braceClose)
            end = braceClose
            while let label = file.nextSignificant(after: end), file.tokens[label].kind == .identifier,
                  let colon = file.nextSignificant(after: label), file.tokens[colon].kind == .colon,
                  let another = file.nextSignificant(after: colon), file.tokens[another].kind == .openBrace,
                  let anotherClose = file.matchingBracket(of: another) {
                extra.append((file.plainName(label), another, anotherClose))
                end = anotherClose
            }
        }
        guard open != nil || trailing != nil else { return nil }
        return Call(via: via, key: key, name: name, open: open, close: close, end: end, trailingClosure: trailing, extraClosures: extra)
    }

    /// The arguments in a call's parentheses: label (nil when unlabelled) and the value's
    /// first and last significant tokens.
    func arguments(of call: Call) -> [(label: String?, value: ClosedRange<Int>)] {
        guard let open = call.open, let close = call.close else { return [] }
        return file.elements(open, close).map { element in
            if let colon = file.nextSignificant(after: element.lowerBound), colon < element.upperBound,
               file.tokens[colon].kind == .colon,
               file.tokens[element.lowerBound].kind == .identifier || file.tokens[element.lowerBound].kind == .keyword,
               let value = file.nextSignificant(after: colon) {
                return (file.plainName(element.lowerBound), value...element.upperBound)
            }
            return (nil, element)
        }
    }

    /// Whether evaluating the tokens can have no effect: names, member accesses, literals
    /// without interpolation, prefix operators.
    func isInert(_ range: ClosedRange<Int>) -> Bool {
        for index in range {
            switch file.tokens[index].kind {
            case .identifier, .period, .number, .space, .newline, .lineComment, .blockComment: continue
            case .string: if ByteSearch.contains(Array(file.bytes(of: index)), "\\(") { return false }
            case .keyword:
                if file.token(index, is: "true") || file.token(index, is: "false") || file.token(index, is: "nil") || file.token(index, is: "self") { continue }
                return false
            case .operator:
                let text = file.text(of: index)
                if text == "!" || text == "-" || text == "\\" { continue }
                return false
            default: return false
            }
        }
        return true
    }

    /// The file's shim calls and other uses, as facts for the index; and where a name among
    /// `shimNames` follows a `.` other than as the name of one of those calls (outside the
    /// pattern's own declarations).
    func references(accessors: Set<String>, shimNames: Set<String> = [], into facts: inout BackportFacts) {
        let (calls, other, mentions) = references(accessors: accessors)
        let holdsModifierCalls = calls.contains { $0.key.kind == .modifier }
        let owners = mentions.isEmpty && !holdsModifierCalls ? [] : shimDeclarations()
        if !mentions.isEmpty {
            for (index, isDeclaration) in mentions {
                let line = file.line(of: isDeclaration ? file.previousSignificant(before: index)! : index)
                let owner = owners.first { $0.range.contains(index) }?.key
                facts.mentions.append(ShimMention(name: file.plainName(index), path: path, line: line, isDeclaration: isDeclaration,
                                                  owner: isDeclaration ? nil : owner))
            }
        }
        if !shimNames.isEmpty {
            let called = Set(calls.map(\.name))
            let infrastructure = infrastructureRanges(accessors: accessors)
            for index in file.tokens.indices where file.tokens[index].kind == .identifier && !called.contains(index) {
                let name = file.plainName(index)
                guard shimNames.contains(name), facts.memberMentions[name] == nil,
                      let previous = file.previousSignificant(before: index), file.tokens[previous].kind == .period,
                      !infrastructure.contains(where: { $0.contains(index) }) else { continue }
                facts.memberMentions[name] = file.line(of: index)
            }
        }
        for call in calls {
            let arguments = arguments(of: call)
            facts.callSites.append(ShimCallSite(
                key: call.key, labels: arguments.map(\.label), hasTrailingClosure: call.trailingClosure != nil,
                closureLabels: call.extraClosures.map(\.label),
                argumentTexts: arguments.map { file.text(from: file.tokens[$0.value.lowerBound].start, to: file.tokens[$0.value.upperBound].end) },
                argumentsAreInert: arguments.allSatisfy { isInert($0.value) } && call.trailingClosure == nil,
                path: path, line: file.line(of: call.name), through: through(call),
                owner: call.key.kind == .modifier ? owners.first { $0.range.contains(call.name) }?.key : nil))
        }
        facts.otherUses += other.map(\.line)
        facts.otherUseNames.formUnion(other.map(\.name))
    }

    /// The accessor or namespace type a call goes through.
    private func through(_ call: Call) -> String? {
        switch call.via {
        case .accessor(_, let accessor), .implicitSelf(let accessor, _): file.plainName(accessor)
        case .initializer(let backport, _, _), .type(let backport, _): file.plainName(backport)
        case .direct, .modifierApplication: nil
        }
    }

    /// The declarations of the run's extension-method shims (members of a top-level extension)
    /// and modifier shims (top-level structs) in this file, from their first token to their last.
    func shimDeclarations() -> [(key: ShimKey, range: ClosedRange<Int>)] {
        let extent = DeclarationExtent(file: file)
        var found: [(key: ShimKey, range: ClosedRange<Int>)] = []
        for keyword in file.tokens.indices where file.tokens[keyword].kind == .keyword && file.enclosingBrace(of: keyword) == nil {
            if file.token(keyword, is: "extension"), let open = file.bodyOpen(after: keyword), let close = file.matchingBracket(of: open) {
                for member in file.members(ofBody: (open, close)) where file.isKeyword(member, "func") {
                    guard let name = file.nextSignificant(after: member), extensionNames.matches(name, in: file),
                          let end = extent.declarationEnd(keyword: member) else { continue }
                    found.append((ShimKey(name: file.plainName(name), kind: .extensionMember), member...end))
                }
            } else if file.token(keyword, is: "struct"), let name = file.nextSignificant(after: keyword), modifierNames.matches(name, in: file),
                      let end = extent.declarationEnd(keyword: keyword) {
                found.append((ShimKey(name: file.plainName(name), kind: .modifier), keyword...end))
            }
        }
        return found
    }
}

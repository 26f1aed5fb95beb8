/// What one file declares that can make a type the run's shim namespace, whatever its name:
/// a generic struct wrapping one stored value (`struct Backported<Wrapped> { let wrapped: Wrapped }`)
/// and an accessor that returns it around `self` (`var backport: Backported<Self> { .init(self) }`).
/// The name `Backport` itself is the namespace unless the run declares another kind of type by it.
struct NamespaceShapes: Sendable {
    /// Top-level generic structs of one type parameter and one stored property of that type.
    var wrappers: Set<String> = []
    /// The types accessors return around `self`: `T` of `var x: T<Self> { … self … }`.
    var accessorTypes: Set<String> = []
    /// The file declares a `struct Backport`, of whatever shape.
    var declaresBackportStruct = false
    /// The file declares an `enum`, `class`, `actor`, `protocol` or `typealias` named `Backport`.
    var declaresOtherBackport = false

    mutating func formUnion(_ other: NamespaceShapes) {
        wrappers.formUnion(other.wrappers)
        accessorTypes.formUnion(other.accessorTypes)
        declaresBackportStruct = declaresBackportStruct || other.declaresBackportStruct
        declaresOtherBackport = declaresOtherBackport || other.declaresOtherBackport
    }

    /// The namespace types of a run whose files hold these shapes: the wrappers an accessor
    /// returns, and `Backport` unless only another kind of type has that name.
    var namespaces: Set<String> {
        var names = wrappers.intersection(accessorTypes)
        if declaresBackportStruct || !declaresOtherBackport { names.insert(BackportScanner.typeName) }
        return names
    }

    /// Accessor types whose declaration these shapes have not seen as a wrapper.
    var unseenAccessorTypes: Set<String> {
        accessorTypes.subtracting(wrappers).subtracting([BackportScanner.typeName])
    }

    /// Whether the bytes may declare an accessor (`<Self>`) or name `Backport`.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "ackport") || ByteSearch.contains(bytes, "<Self>")
    }
}

extension BackportScanner {
    /// The namespace shapes this file declares.
    func namespaceShapes(into shapes: inout NamespaceShapes) {
        let typeKeywords: [StaticString] = ["enum", "class", "actor", "protocol", "typealias"]
        for index in file.tokens.indices where file.tokens[index].kind == .keyword {
            if file.token(index, is: "struct"), file.enclosingBrace(of: index) == nil,
               let name = file.nextSignificant(after: index), file.tokens[name].kind == .identifier {
                if file.token(name, is: "Backport") { shapes.declaresBackportStruct = true }
                if isWrapper(structAt: index, name: name) { shapes.wrappers.insert(file.plainName(name)) }
            } else if file.token(index, is: "var"), let type = accessorType(declaredAt: index) {
                shapes.accessorTypes.insert(type)
            } else if typeKeywords.contains(where: { file.token(index, is: $0) }),
                      let name = file.nextSignificant(after: index), file.tokens[name].kind == .identifier, file.token(name, is: "Backport") {
                shapes.declaresOtherBackport = true
            }
        }
    }

    /// Whether the struct declared at `keyword` (named at `name`) has one generic parameter
    /// and one stored instance property, of that parameter's type.
    private func isWrapper(structAt keyword: Int, name: Int) -> Bool {
        let generics = genericNames(after: name)
        guard generics.count == 1, let parameter = generics.first,
              let open = file.bodyOpen(after: name), let close = file.matchingBracket(of: open) else { return false }
        var stored: [Int] = []
        for member in file.members(ofBody: (open, close)) where file.isKeyword(member, "let") || file.isKeyword(member, "var") {
            guard !hasModifier("static", before: member), !hasModifier("class", before: member), let property = file.nextSignificant(after: member),
                  file.tokens[property].kind == .identifier else { continue }
            if file.isKeyword(member, "var"), declarationTail(after: property, limit: close).brace != nil { continue }
            stored.append(property)
        }
        guard stored.count == 1, let colon = file.nextSignificant(after: stored[0]), file.tokens[colon].kind == .colon,
              let type = file.nextSignificant(after: colon), file.tokens[type].kind == .identifier,
              file.plainName(type) == parameter else { return false }
        if let after = file.nextSignificant(after: type), after < close, file.tokens[after].kind == .operator,
           ["?", "!", "<", "."].contains(where: { file.text(of: after).hasPrefix($0) }) {
            return false
        }
        return true
    }

    /// `var name: T<Self> { … self … }`: the type `T` an accessor wraps `self` in.
    private func accessorType(declaredAt keyword: Int) -> String? {
        guard let name = file.nextSignificant(after: keyword), file.tokens[name].kind == .identifier,
              let colon = file.nextSignificant(after: name), file.tokens[colon].kind == .colon,
              let type = file.nextSignificant(after: colon), file.tokens[type].kind == .identifier,
              let angle = file.nextSignificant(after: type), angle == type + 1, file.tokens[angle].kind == .operator,
              file.text(of: angle).hasPrefix("<"), let end = file.genericClauseEnd(from: angle),
              let inner = file.nextSignificant(after: angle), file.isKeyword(inner, "Self"), file.nextSignificant(after: inner) == end,
              let open = file.nextSignificant(after: end), file.tokens[open].kind == .openBrace,
              let close = file.matchingBracket(of: open),
              (open...close).contains(where: { file.isKeyword($0, "self") }) else { return nil }
        return file.plainName(type)
    }
}

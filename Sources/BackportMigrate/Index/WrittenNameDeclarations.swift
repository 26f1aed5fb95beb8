/// Where a file declares names that a rewritten call would write (`ShimTemplate.writtenNames`),
/// and how far each declaration can be seen: a call site that cannot see one cannot be given it.
extension BackportScanner {
    /// The declarations of `names` in the file.
    func declarations(of names: TokenNames, into facts: inout BackportFacts) {
        let keywords: [StaticString] = ["struct", "class", "enum", "actor", "protocol", "typealias", "func", "var", "let", "case"]
        for index in file.tokens.indices where file.tokens[index].kind == .keyword && keywords.contains(where: { file.token(index, is: $0) }) {
            guard let name = file.nextSignificant(after: index), file.tokens[name].kind == .identifier, names.matches(name, in: file) else { continue }
            // A member of a namespace is not what a rewritten call, made on another value, reaches.
            if isInNamespaceExtension(index) { continue }
            facts.declaredNames.append(WrittenNameDeclaration(name: file.plainName(name), path: path, line: file.line(of: index), access: access(ofDeclarationAt: index)))
        }
    }

    /// The narrowest access of the declaration introduced at `keyword` and of what holds it: a
    /// member of a `private` type is seen in its file only, a local declaration nowhere else.
    func access(ofDeclarationAt keyword: Int) -> WrittenNameDeclaration.Access {
        var access = ownAccess(keyword) ?? .internal
        var brace = file.enclosingBrace(of: keyword)
        while let open = brace {
            guard let owner = owningKeyword(of: open) else { return .private }
            if ["func", "init", "var", "let", "subscript", "deinit"].contains(where: { file.isKeyword(owner, $0) }) { return .private }
            if let holder = ownAccess(owner) {
                // What a private type or extension holds is seen in its file.
                access = min(access, holder == .private ? .fileprivate : holder)
            }
            brace = file.enclosingBrace(of: open)
        }
        return access
    }

    /// Whether token `index` is inside the body of an extension of a namespace type.
    private func isInNamespaceExtension(_ index: Int) -> Bool {
        var brace = file.enclosingBrace(of: index)
        while let open = brace, let outer = file.enclosingBrace(of: open) { brace = outer }
        guard let open = brace, let owner = owningKeyword(of: open), file.isKeyword(owner, "extension"),
              let extended = file.nextSignificant(after: owner) else { return false }
        return isNamespaceName(extended)
    }

    /// The access modifier written on the declaration introduced at `keyword`, if any.
    private func ownAccess(_ keyword: Int) -> WrittenNameDeclaration.Access? {
        if hasModifier("private", before: keyword) { return .private }
        if hasModifier("fileprivate", before: keyword) { return .fileprivate }
        if hasModifier("public", before: keyword) || hasModifier("open", before: keyword) { return .public }
        if hasModifier("internal", before: keyword) || hasModifier("package", before: keyword) { return .internal }
        return nil
    }

    /// The keyword of the declaration whose body opens at `brace`; nil for a closure or a
    /// statement's block.
    private func owningKeyword(of brace: Int) -> Int? {
        file.declarationKeyword(owning: brace, among: ["struct", "class", "enum", "actor", "protocol", "extension", "func", "init", "var",
                                                       "let", "subscript", "deinit"])
    }
}

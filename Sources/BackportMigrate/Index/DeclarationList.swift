/// One declaration at a level that other files can see: at file level, or a member of a type or
/// extension body. Local declarations inside functions, closures and accessors are not listed.
struct Declaration: Sendable, Hashable {
    /// The introducing word: `func`, `var`, `struct`, `extension`, `actor`, …
    var kind: String
    /// Token index of that word.
    var keyword: Int
    /// First token: attributes and modifiers included (`DeclarationExtent.declarationStart`).
    var start: Int
    /// Last token: the `}` of its body, or the end of its statement.
    var end: Int
    /// The declared name without backticks; for an extension, the extended type as written
    /// without generic arguments (`View`, `Foo.Bar`); nil for `init`, `deinit`, `subscript`.
    var name: String?
    /// Token index of the name (the first token of an extended type).
    var nameToken: Int?
    /// `{` and `}` of a type, protocol or extension body: the members' container.
    var body: ClosedRange<Int>?
    /// Index in the list of the type or extension it is a member of.
    var parent: Int?
    /// `public`, `static`, `override`, `dynamic`, …
    var modifiers: Set<String>
    /// The attribute tokens before the keyword (`@available`, `@objc`, `@main`).
    var attributes: [Int]
    /// The names of its inheritance clause (`View`, `Equatable`), types and extensions only.
    var inherited: [String]
    /// How many names a `let`/`var` binds (`let a = 1, b = 2` binds two); 1 otherwise.
    var bindings: Int

    /// Types whose body holds members.
    static let typeKinds: Set<String> = ["struct", "class", "enum", "actor", "protocol"]

    var isType: Bool { Self.typeKinds.contains(kind) || kind == "typealias" }
    var isContainer: Bool { Self.typeKinds.contains(kind) || kind == "extension" }
}

/// The declarations of one file, in source order, each with its container.
struct DeclarationList: Sendable {
    let items: [Declaration]

    init(_ file: SourceFile) {
        let extent = DeclarationExtent(file: file)
        var items: [Declaration] = []
        // The body brace of each container seen so far, to tell members from locals.
        var containers: [Int: Int] = [:]
        for index in file.tokens.indices {
            let kind = file.tokens[index].kind
            guard kind == .keyword || kind == .identifier else { continue }
            let word = file.text(of: index)
            guard DeclarationExtent.declarationKeywords.contains(word) || word == "actor" else { continue }
            var parent: Int?
            if let brace = file.enclosingBrace(of: index) {
                guard let container = containers[brace] else { continue }
                parent = container
            }
            guard Self.introducesDeclaration(index, word, file) else { continue }
            let start = extent.declarationStart(keyword: index)
            let end = extent.declarationEnd(keyword: index) ?? index
            var declaration = Declaration(kind: word, keyword: index, start: start, end: max(end, index), name: nil, nameToken: nil,
                                          body: nil, parent: parent, modifiers: [], attributes: [], inherited: [], bindings: 1)
            for token in start..<index {
                if file.tokens[token].kind == .attribute {
                    declaration.attributes.append(token)
                } else if (file.tokens[token].kind == .keyword || file.tokens[token].kind == .identifier),
                          DeclarationExtent.declarationModifiers.contains(file.text(of: token)) {
                    declaration.modifiers.insert(file.text(of: token))
                }
            }
            if let next = file.nextSignificant(after: index) {
                if word == "extension" {
                    declaration.nameToken = next
                    declaration.name = Self.typePath(from: next, file)
                } else if !["init", "deinit", "subscript"].contains(word),
                          file.tokens[next].kind == .identifier || file.tokens[next].kind == .operator {
                    declaration.nameToken = next
                    declaration.name = file.plainName(next)
                }
            }
            if word == "let" || word == "var" {
                declaration.bindings = Self.bindingCount(from: index, to: declaration.end, file)
            }
            // The body is the brace whose header this keyword introduces, as the statement rewrites
            // read it: an `extension` written inside a function (no Swift) does not take the
            // function's body for its own.
            if declaration.isContainer, let name = declaration.nameToken, let open = file.bodyOpen(after: name),
               open <= declaration.end, let close = file.matchingBracket(of: open),
               word == "actor" || StatementStructure.headerKeyword(of: open, in: file) == index {
                declaration.body = open...close
                declaration.inherited = Self.inheritance(from: name, to: open, file)
                containers[open] = items.count
            }
            items.append(declaration)
        }
        self.items = items
    }

    /// Whether the word at `index` starts a declaration rather than being a modifier (`class
    /// func`), a binding in a condition (`if let`), a member (`.init`) or a constraint (`: class`).
    private static func introducesDeclaration(_ index: Int, _ word: String, _ file: SourceFile) -> Bool {
        let previous = file.previousSignificant(before: index)
        if let previous {
            switch file.tokens[previous].kind {
            case .period, .colon, .comma, .openParen, .openBracket: return false
            // `CGFloat?` may end the line above; `= struct` on one line is no declaration.
            case .operator where file.line(of: previous) == file.line(of: index): return false
            case .keyword:
                for blocker: StaticString in ["if", "guard", "while", "case", "for", "in", "import", "as", "is", "try", "return"]
                where file.token(previous, is: blocker) {
                    return false
                }
            default: break
            }
        }
        guard let next = file.nextSignificant(after: index) else { return false }
        if word == "class", file.tokens[next].kind == .keyword { return false }
        if word == "actor", file.tokens[next].kind != .identifier { return false }
        if word == "protocol", file.tokens[next].kind == .operator { return false }
        return true
    }

    /// `Foo`, `Foo.Bar`: the extended type's path, without generic arguments.
    private static func typePath(from first: Int, _ file: SourceFile) -> String {
        var parts: [String] = []
        var cursor: Int? = first
        while let current = cursor, file.tokens[current].kind == .identifier || file.tokens[current].kind == .keyword {
            parts.append(file.plainName(current))
            guard let dot = file.nextSignificant(after: current), file.tokens[dot].kind == .period else { break }
            cursor = file.nextSignificant(after: dot)
        }
        return parts.joined(separator: ".")
    }

    /// The names after `:` up to `where` or the body, skipping generic arguments.
    private static func inheritance(from name: Int, to open: Int, _ file: SourceFile) -> [String] {
        var cursor = file.nextSignificant(after: name)
        var names: [String] = []
        var started = false
        var expectName = false
        while let current = cursor, current < open {
            let kind = file.tokens[current].kind
            if kind == .operator, file.text(of: current).hasPrefix("<"), let end = file.genericClauseEnd(from: current) {
                cursor = file.nextSignificant(after: end)
                continue
            }
            if file.isKeyword(current, "where") { break }
            if kind == .colon, !started { started = true; expectName = true }
            else if kind == .comma, started { expectName = true }
            else if started, expectName, kind == .identifier || kind == .keyword {
                names.append(file.plainName(current))
                expectName = false
            } else if started, kind == .period, let last = names.indices.last,
                      let next = file.nextSignificant(after: current), file.tokens[next].kind == .identifier {
                names[last] += "." + file.plainName(next)
                cursor = file.nextSignificant(after: next)
                continue
            }
            cursor = file.nextSignificant(after: current)
        }
        return names
    }

    /// How many names `let a = 1, b: Int = 2` binds: the commas at the statement's own level.
    private static func bindingCount(from keyword: Int, to end: Int, _ file: SourceFile) -> Int {
        var count = 1
        var cursor = file.nextSignificant(after: keyword)
        while let current = cursor, current <= end {
            if let match = file.matchingBracket(of: current), match > current {
                cursor = file.nextSignificant(after: match)
                continue
            }
            if file.tokens[current].kind == .comma { count += 1 }
            cursor = file.nextSignificant(after: current)
        }
        return count
    }

    /// The innermost listed declaration whose extent holds token `index`, and its containers
    /// outwards.
    func owners(of index: Int) -> [Int] {
        var innermost: Int?
        for position in items.indices where items[position].start <= index && index <= items[position].end {
            if innermost.map({ items[position].start >= items[$0].start }) ?? true { innermost = position }
        }
        var chain: [Int] = []
        var cursor = innermost
        while let current = cursor {
            chain.append(current)
            cursor = items[current].parent
        }
        return chain
    }

    /// Whether token `index` is the name of a listed declaration.
    func isDeclaredName(_ index: Int) -> Bool {
        items.contains { $0.nameToken == index }
    }
}

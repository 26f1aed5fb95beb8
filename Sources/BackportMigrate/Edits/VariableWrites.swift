/// Where local names are written and read, to tell when a rewrite leaves one that nothing
/// changes or reads any more: removing the branch that assigned a `var` makes the compiler warn
/// that it is never mutated, and removing the only code that read a local `let`, `var` or a
/// closure's captured name that it is never used, which breaks a build that treats warnings as
/// errors.
enum VariableWrites {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>="]

    /// What a review item at the declaration of a name nothing reads any more says.
    static func unusedMessage(_ name: String) -> String {
        "`\(name)` is used only by the removed code: the compiler will warn that it is never used (an error where warnings are errors); remove it"
    }

    /// What a review item at the declaration says.
    static func message(_ name: String) -> String {
        "`\(name)` is a `var` that only the removed code assigned: unless a mutating method changes it, the compiler will warn that it is never mutated (an error where warnings are errors); make it a `let`"
    }

    /// How often each name is written by the tokens `range` of `file`: assigned (`x = …`,
    /// `x += …`, `x.a = …`, `x[i] = …`) or passed `inout` (`&x`). A method call is not counted
    /// (on a class it changes nothing; a `mutating` one on a struct does, which the review
    /// item's text allows for). A declaration's own name is not counted.
    static func writes(in file: SourceFile, _ range: Range<Int>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for index in range where file.tokens[index].kind == .identifier {
            let previous = file.previousSignificant(before: index)
            if let previous {
                let kind = file.tokens[previous].kind
                if kind == .period || file.isKeyword(previous, "var") || file.isKeyword(previous, "let") { continue }
                if kind == .operator, file.token(previous, is: "&"), file.tokens[previous].end == file.tokens[index].start {
                    counts[file.text(of: index), default: 0] += 1
                    continue
                }
            }
            if isWritten(base: index, in: file) { counts[file.text(of: index), default: 0] += 1 }
        }
        return counts
    }

    /// Whether the expression that starts with the name at `base` is written: its chain of
    /// members, subscripts and `?`/`!` ends with an assignment.
    private static func isWritten(base: Int, in file: SourceFile) -> Bool {
        var cursor = file.nextSignificant(after: base)
        while let current = cursor {
            switch file.tokens[current].kind {
            case .period:
                guard let member = file.nextSignificant(after: current), file.tokens[member].kind == .identifier else { return false }
                cursor = file.nextSignificant(after: member)
            case .openBracket:
                guard let close = file.matchingBracket(of: current) else { return false }
                cursor = file.nextSignificant(after: close)
            case .operator:
                let text = file.text(of: current)
                if text == "?" || text == "!", file.tokens[current].start == file.tokens[file.previousSignificant(before: current) ?? current].end {
                    cursor = file.nextSignificant(after: current)
                    continue
                }
                return assignmentOperators.contains(text)
            default:
                return false
            }
        }
        return false
    }

    /// The local `var`s (declared in a function's or closure's body before `edit`, in a block
    /// around it) that were written more than once and that `edit` leaves written once at
    /// most: the name and the declaration's `var` token.
    static func leftUnchanged(by edit: Edit, in file: SourceFile) -> [(name: String, declaration: Int)] {
        let first = file.tokenIndex(at: edit.range.lowerBound)
        let end = file.tokenIndex(at: edit.range.upperBound)
        guard first < end else { return [] }
        let removed = writes(in: file, first..<end)
        guard !removed.isEmpty else { return [] }
        let replacement = SourceFile(bytes: edit.replacement)
        let kept = writes(in: replacement, replacement.tokens.indices)
        var found: [(name: String, declaration: Int)] = []
        for (name, count) in removed.sorted(by: { $0.key < $1.key }) where count > kept[name, default: 0] {
            guard let declaration = declaration(of: name, before: first, in: file),
                  let open = file.enclosingBrace(of: declaration), !ConditionsMigration.opensTypeBody(open, in: file),
                  let close = file.matchingBracket(of: open), file.tokens[close].start >= edit.range.upperBound else { continue }
            let nameToken = file.nextSignificant(after: declaration)!
            let initialized = isInitialized(nameToken, in: file) ? 1 : 0
            let outside = (writes(in: file, (nameToken + 1)..<first)[name] ?? 0) + (writes(in: file, end..<close)[name] ?? 0)
            let before = initialized + outside + count
            let after = initialized + outside + kept[name, default: 0]
            if before > 1 && after <= 1 { found.append((name, declaration)) }
        }
        return found
    }

    /// The nearest `var name` (or a declaration by another of `keywords`) before token `first`
    /// whose block holds `first` too.
    private static func declaration(of name: String, keywords: [StaticString] = ["var"], before first: Int, in file: SourceFile) -> Int? {
        var index = first - 1
        while index >= 0 {
            if keywords.contains(where: { file.isKeyword(index, $0) }), let next = file.nextSignificant(after: index), next < first,
               file.tokens[next].kind == .identifier, file.text(of: next) == name {
                let block = file.enclosingBrace(of: index)
                var around = file.enclosingBrace(of: first)
                while let current = around, current != block { around = file.enclosingBrace(of: current) }
                return around == block ? index : nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether the declaration of the name at `name` gives it a value (`var x = 1`,
    /// `var x: [Int] = []`).
    private static func isInitialized(_ name: Int, in file: SourceFile) -> Bool {
        var cursor = file.nextSignificant(after: name)
        while let current = cursor, file.line(of: current) == file.line(of: name) {
            switch file.tokens[current].kind {
            case .openParen, .openBracket:
                cursor = file.matchingBracket(of: current).flatMap { file.nextSignificant(after: $0) }
                continue
            case .operator where file.token(current, is: "="):
                return true
            case .openBrace, .closeBrace, .semicolon, .comma:
                return false
            default:
                cursor = file.nextSignificant(after: current)
            }
        }
        return false
    }

    /// How often each name is referred to by the tokens `range` of `file`: every identifier
    /// that is not a member (`a.name`), a declaration's name, or an argument label
    /// (`f(name: 1)`). A string literal counts as a use of every name it holds as a word, for
    /// its interpolations.
    static func uses(in file: SourceFile, _ range: Range<Int>, of names: Set<String>) -> [String: Int] {
        var counts: [String: Int] = [:]
        for index in range {
            let token = file.tokens[index]
            if token.kind == .string {
                let bytes = Array(file.bytes(of: index))
                for name in names where ByteSearch.containsWord(bytes, Array(name.utf8)) { counts[name, default: 0] += 1 }
                continue
            }
            guard token.kind == .identifier else { continue }
            let name = file.text(of: index)
            guard names.contains(name) else { continue }
            if let previous = file.previousSignificant(before: index) {
                let kind = file.tokens[previous].kind
                if kind == .period || file.isKeyword(previous, "var") || file.isKeyword(previous, "let") { continue }
                if kind == .openParen || kind == .comma, let next = file.nextSignificant(after: index), file.tokens[next].kind == .colon { continue }
            }
            counts[name, default: 0] += 1
        }
        return counts
    }

    /// The local names (a `let` or `var` declared in a function's or closure's body before
    /// `edit`, in a block around it, or a name a closure around `edit` captures) that the code
    /// `edit` removes read and that nothing reads once it is made: the name and the token that
    /// declares it.
    static func leftUnused(by edit: Edit, in file: SourceFile) -> [(name: String, declaration: Int)] {
        let first = file.tokenIndex(at: edit.range.lowerBound)
        let end = file.tokenIndex(at: edit.range.upperBound)
        guard first < end else { return [] }
        var candidates: Set<String> = []
        for index in first..<end where file.tokens[index].kind == .identifier { candidates.insert(file.text(of: index)) }
        let removed = uses(in: file, first..<end, of: candidates)
        guard !removed.isEmpty else { return [] }
        let replacement = SourceFile(bytes: edit.replacement)
        let kept = uses(in: replacement, replacement.tokens.indices, of: Set(removed.keys))
        var found: [(name: String, declaration: Int)] = []
        for name in removed.keys.sorted() where kept[name, default: 0] == 0 {
            let declared: (token: Int, nameToken: Int, close: Int)
            if let declaration = declaration(of: name, keywords: ["let", "var"], before: first, in: file),
               let open = file.enclosingBrace(of: declaration), !ConditionsMigration.opensTypeBody(open, in: file),
               let close = file.matchingBracket(of: open), file.tokens[close].start >= edit.range.upperBound {
                declared = (declaration, file.nextSignificant(after: declaration)!, close)
            } else if let capture = capture(of: name, around: first, in: file) {
                declared = capture
            } else {
                continue
            }
            let outside = uses(in: file, (declared.nameToken + 1)..<first, of: [name])[name, default: 0]
                + uses(in: file, end..<declared.close, of: [name])[name, default: 0]
            if outside == 0 { found.append((name, declared.token)) }
        }
        return found
    }

    /// The capture-list entry (`[weak vc]`, `[self, x = y]`) naming `name` of the innermost
    /// closure around token `first` that has one: the entry's token, its name token, and the
    /// closure's closing brace.
    private static func capture(of name: String, around first: Int, in file: SourceFile) -> (token: Int, nameToken: Int, close: Int)? {
        var open = file.enclosingBrace(of: first)
        while let brace = open {
            if let list = file.nextSignificant(after: brace), file.tokens[list].kind == .openBracket,
               let listEnd = file.matchingBracket(of: list), let close = file.matchingBracket(of: brace) {
                var index = list + 1
                while index < listEnd {
                    if file.tokens[index].kind == .identifier, file.text(of: index) == name,
                       let previous = file.previousSignificant(before: index),
                       file.tokens[previous].kind == .openBracket || file.tokens[previous].kind == .comma
                        || file.token(previous, is: "weak") || file.token(previous, is: "unowned") || file.tokens[previous].kind == .closeParen,
                       let next = file.nextSignificant(after: index),
                       file.tokens[next].kind == .comma || file.tokens[next].kind == .closeBracket {
                        return (index, index, close)
                    }
                    index += 1
                }
            }
            open = file.enclosingBrace(of: brace)
        }
        return nil
    }
}

/// Inlining a block in place of the statement that holds it, re-indented to the statement's
/// indentation, or keeping it a `do { … }` block when inlining would change meaning.
struct BlockInlining {
    let file: SourceFile
    /// The migration the edits are made for, for the per-migration counts.
    let migration: MigrationName

    private var statements: StatementStructure { StatementStructure(file: file) }
    private var removal: Removal { Removal(file: file, migration: migration) }
    private var comments: CommentLines { CommentLines(file: file) }
    private var reindentation: Reindentation { Reindentation(file: file) }
    private var extent: DeclarationExtent { DeclarationExtent(file: file) }

    /// `edit` without the bare `return` that ends the block it inlines, when that `return`
    /// lands as the last statement of a body that returns nothing (`ending` names the block,
    /// `first` is the statement the edit replaces): `func f() { if #available(…) { a(); return }; b() }`
    /// becomes `func f() { a() }`, not `a()` followed by a `return` that says nothing. A `return`
    /// with a comment after it, or one the block holds alone, stays.
    func droppingFinalReturn(_ edit: Edit, statement first: Int, ending: ControlFlow.Ending?) -> Edit {
        guard case .block(let open, let close, label: nil)? = ending,
              let last = file.previousSignificant(before: close), file.isKeyword(last, "return"),
              file.nextSignificantOrComment(after: last) == close,
              let before = file.previousSignificant(before: last), before > open,
              let body = file.enclosingBrace(of: first), extent.isBodyReturningNothing(body),
              let bodyClose = file.matchingBracket(of: body),
              file.nextSignificantOrComment(after: file.tokenIndex(at: edit.range.upperBound) - 1) == bodyClose else { return edit }
        // The replacement's last line must be that `return` alone, after a line of code.
        var text = edit.replacement
        var end = text.count
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(text[end - 1]) { end -= 1 }
        let word = Array("return".utf8)
        guard end >= word.count, Array(text[(end - word.count)..<end]) == word else { return edit }
        var lineStart = end - word.count
        while lineStart > 0, text[lineStart - 1] == UInt8(ascii: " ") || text[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        guard lineStart > 0, text[lineStart - 1] == UInt8(ascii: "\n") else { return edit }
        // From the line break before it (and a `\r` before that) through the word.
        var cut = lineStart - 1
        if cut > 0, text[cut - 1] == UInt8(ascii: "\r") { cut -= 1 }
        let removedLine = text[..<lineStart].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        text.removeSubrange(cut..<end)
        var trimmed = edit
        trimmed.replacement = text
        if var origins = trimmed.lineOrigins, removedLine < origins.count {
            origins.remove(at: removedLine)
            trimmed.lineOrigins = origins
        }
        return trimmed
    }

    /// A statement in a block being inlined that the same edit inlines too: its first and last
    /// tokens and the block it keeps. The caller that names it has proved that inlining it there
    /// means what inlining it after the outer block would (see `ConditionsMigration`).
    struct NestedInline {
        var first: Int
        var last: Int
        var open: Int
        var close: Int
    }

    /// Replaces the statement from token `first` (its keyword) to token `last` by the contents of
    /// the block `{ … }` at `open`/`close`.
    /// A labelled statement keeps its label on a `do { … }` block, so that `break label` still
    /// lands where it did. What the block makes unreachable after the statement is not this
    /// edit's business: see `UnreachableCode.removingWhatBecomesUnreachable`.
    ///
    /// `nested`, when given, is asked about each statement on lines of its own at the top of the
    /// block: one it answers for is inlined in the same edit, its lines moved with the block's
    /// (see `Reindentation.inlinedLines`), so that nested checks take one pass instead of one per level.
    func inline(block open: Int, _ close: Int, statement first: Int, end last: Int,
                nested: ((Int) -> NestedInline?)? = nil) -> Edit {
        if statements.label(of: first) != nil || mustStayBlock(open, close, statement: first, end: last) {
            var text = Array("do ".utf8)
            text += file.bytes[file.tokens[open].start..<file.tokens[close].end]
            return Edit(range: file.tokens[first].start..<file.tokens[last].end, replacement: text, migration: migration)
        }
        let end = last
        if removal.ownsLines(first, end) {
            var range = file.startOfLine(containing: file.tokens[first].start)..<file.endOfLine(containing: file.tokens[end].end)
            if range.lowerBound > file.firstLineStart {
                let above = file.startOfLine(containing: range.lowerBound - 1)
                if comments.isLinterDirectiveLine(startingAt: above) { range = above..<range.upperBound }
            }
            let indentation = file.indentation(ofLineContaining: file.tokens[first].start)
            var (text, origins, composed) = reindentation.inlinedLines(ofBlock: open, close, indentation: indentation, nested: nested)
            if text.isEmpty { return removal.removal(statement: first, end: last) }
            if let comment = file.trailingComment(after: end) {
                // `} // note` on the statement's last line: the note stays, after the kept code.
                let lineEnd = text.lastIndex(where: { $0 != 10 && $0 != 13 }).map { $0 + 1 } ?? 0
                let ending = Array(text[lineEnd...])
                text.removeSubrange(lineEnd...)
                text += Array(" ".utf8) + Array(file.bytes(of: comment)) + (ending.isEmpty ? Array(reindentation.lineBreak(endingLineOf: file.tokens[end].start)) : ending)
            }
            if file.contentEndOfLine(containing: file.tokens[end].end) == range.upperBound {
                // The statement ended the file without a line break; so does its replacement.
                while let byte = text.last, byte == 10 || byte == 13 { text.removeLast() }
            }
            var edit = Edit(range: range, replacement: text, migration: migration, lineOrigins: origins)
            edit.rewrites += composed
            return edit
        }
        let inner = reindentation.trimmedText(file.tokens[open].end, file.tokens[close].start)
        if inner.isEmpty { return removal.removal(statement: first, end: last) }
        return Edit(range: file.tokens[first].start..<file.tokens[end].end, replacement: Array(inner), migration: migration)
    }

    /// Whether inlining the block would change meaning: it has a `defer` of its own, or it
    /// declares a name that the code around the statement also uses, or it declares anything
    /// and the statement is at file level (top-level code, as in `main.swift`): there a name
    /// the block declares would become a global that every file of the module sees, which no
    /// search of this file can prove harmless.
    private func mustStayBlock(_ open: Int, _ close: Int, statement first: Int, end last: Int) -> Bool {
        // `let action = { if … { check() } }`: inlined, `{ check() }` would be a closure of
        // one expression, whose type Swift infers from it (`() -> Bool`), not `() -> Void`.
        // An `if` with an `else` whose every branch is one expression may be that closure's
        // value already (an `if` expression), so its kept branch is the same value; whether it
        // is depends on the branches' types (see `mayRetypeClosure`).
        if let closure = untypedClosure(startingWith: first), file.nextSignificant(after: last) == closure.close,
           holdsOnlyAValueExpression(open, close), !isExpressionShapedIf(first) { return true }
        guard let declared = namesDeclared(inBlock: open, close) else { return true }
        guard !declared.isEmpty else { return false }

        // The scope the names would land in: the block around the statement, or its `case`,
        // which is a scope of its own.
        guard let scope = statements.enclosingBlock(of: first) else { return true }
        let (scopeStart, scopeEnd) = (scope.open + 1, scope.close)
        for index in scopeStart..<scopeEnd where index < first || index > last {
            if file.tokens[index].kind == .identifier, declared.contains(plainName(index)), !isMemberOrLabel(index) { return true }
            if file.tokens[index].kind == .string, mentions(declared, inString: index) { return true }
        }
        return false
    }

    /// The braces of the closure whose body (past its `… in`, if any) starts with the statement
    /// at `first`, when the closure initialises a `let` or `var` without a type annotation
    /// (`let action = { … }`), or is the trailing closure of a call that does
    /// (`let task = Task { … }`, `let value = queue.sync { … }`): nothing but the body then
    /// decides the closure's type, and with it the call's generic result.
    func untypedClosure(startingWith first: Int) -> (open: Int, close: Int)? {
        guard let brace = file.enclosingBrace(of: first), let closing = file.matchingBracket(of: brace),
              let before = file.previousSignificant(before: first),
              before == brace || file.isKeyword(before, "in") && file.enclosingBrace(of: before) == brace,
              var equals = file.previousSignificant(before: brace) else { return nil }
        if !file.token(equals, is: "=") {
            // A call's trailing closure: `Task {`, `Task(priority: .low) {`, `queue.sync {`,
            // after `try` or `await`.
            var cursor = equals
            if file.tokens[cursor].kind == .closeParen {
                guard let open = file.matchingBracket(of: cursor), let callee = file.previousSignificant(before: open) else { return nil }
                cursor = callee
            }
            guard file.tokens[cursor].kind == .identifier, file.line(of: cursor) == file.line(of: brace) else { return nil }
            while let period = file.previousSignificant(before: cursor), file.tokens[period].kind == .period,
                  let owner = file.previousSignificant(before: period), file.tokens[owner].kind == .identifier {
                cursor = owner
            }
            guard var previous = file.previousSignificant(before: cursor) else { return nil }
            while file.isKeyword(previous, "try") || file.tokens[previous].kind == .identifier && file.token(previous, is: "await"),
                  let earlier = file.previousSignificant(before: previous) { previous = earlier }
            equals = previous
        }
        guard file.token(equals, is: "="),
              let name = file.previousSignificant(before: equals), file.tokens[name].kind == .identifier,
              let keyword = file.previousSignificant(before: name),
              file.isKeyword(keyword, "let") || file.isKeyword(keyword, "var") else { return nil }
        return (brace, closing)
    }

    /// Whether replacing the `if` chain from `first` through `last` by the one expression its
    /// block `open`/`close` holds may change the type of the closure it is all of: a closure
    /// stored without a type and not called where it is written, and an `if` shaped like an
    /// `if` expression. Swift makes such an `if` the closure's value when its branches have one
    /// type, and a statement (the closure returning `()`) when they do not: the tool cannot
    /// tell which.
    func mayRetypeClosure(_ first: Int, _ last: Int, keeping open: Int, _ close: Int) -> Bool {
        guard let closure = untypedClosure(startingWith: first), file.nextSignificant(after: last) == closure.close,
              closure.close + 1 >= file.tokens.count || file.tokens[closure.close + 1].kind != .openParen else { return false }
        return isExpressionShapedIf(first) && holdsOnlyAValueExpression(open, close)
    }

    /// Whether the `if` at `keyword` has an `else` and every branch of it holds one expression
    /// (an `if` or `switch` too): the shape of an `if` expression.
    private func isExpressionShapedIf(_ keyword: Int) -> Bool {
        guard file.isKeyword(keyword, "if"), let chain = statements.ifChain(at: keyword), chain.hasElse else { return false }
        return chain.blocks.allSatisfy { oneExpression($0.open, $0.close, orConditional: true) != nil }
    }

    /// The start of the one statement between `open` and `close` when it is an expression (an
    /// `if` or `switch` too with `orConditional`); nil for no statement, several, or one that
    /// is a declaration or another statement.
    private func oneExpression(_ open: Int, _ close: Int, orConditional: Bool = false) -> Int? {
        let starts = statements.statementStarts(open, close)
        guard starts.count == 1, let start = starts.first else { return nil }
        switch file.tokens[start].kind {
        case .keyword:
            let words: [StaticString] = orConditional ? ["try", "await", "self", "Self", "super", "if", "switch"] : ["try", "await", "self", "Self", "super"]
            return words.contains(where: { file.token(start, is: $0) }) ? start : nil
        case .attribute, .poundKeyword:
            return nil
        default:
            return start
        }
    }

    /// Whether the code from `open` to `close` (a block's braces, or the range around some
    /// statements) holds one statement, an expression that may have a value: not a
    /// declaration, a statement keyword's, an `if`, `switch` or an assignment (whose value is
    /// `()`).
    func holdsOnlyAValueExpression(_ open: Int, _ close: Int) -> Bool {
        guard let start = oneExpression(open, close) else { return false }
        var index = start
        while index < close {
            if let match = file.matchingBracket(of: index), match > index {
                index = match + 1
                continue
            }
            if file.tokens[index].kind == .operator, LocalNames.assignmentOperators.contains(file.text(of: index)) { return false }
            index += 1
        }
        return true
    }

    /// Whether the identifier at `index` is a member (`a.value`, `.value`) or an argument or
    /// tuple label (`f(value: 1)`), which a local of that name cannot change.
    private func isMemberOrLabel(_ index: Int) -> Bool {
        guard let previous = file.previousSignificant(before: index) else { return false }
        return file.tokens[previous].kind == .period || file.isArgumentLabel(index)
    }

    /// The names the block `open`/`close` declares for the code after them in it (its own
    /// `let`, `var`, `func`, type and `guard` bindings, not those of nested blocks); nil when it
    /// has a `defer` of its own, which runs at the block's end.
    func namesDeclared(inBlock open: Int, _ close: Int) -> Set<String>? {
        var declared: Set<String> = []
        var index = open + 1
        while index < close {
            let token = file.tokens[index]
            if let match = file.matchingBracket(of: index), match > index, token.kind != .openParen || !declaresTuple(before: index) {
                index = match + 1
                continue
            }
            if token.kind == .keyword {
                if file.token(index, is: "defer") { return nil }
                if file.token(index, is: "guard") { declared.formUnion(guardBindings(at: index)) }
                if isDeclarationKeyword(index), let names = declaredNames(after: index) {
                    declared.formUnion(names)
                }
            } else if token.kind == .identifier, file.token(index, is: "actor"), let name = file.nextSignificant(after: index),
                      file.tokens[name].kind == .identifier, file.line(of: name) == file.line(of: index),
                      file.previousSignificant(before: index).map({ file.tokens[$0].kind != .period }) ?? true {
                // `actor Store { … }`: a contextual keyword, an identifier to the tokenizer.
                declared.insert(plainName(name))
            }
            index += 1
        }
        return declared
    }

    private func isDeclarationKeyword(_ index: Int) -> Bool {
        // An `extension`, which Swift allows at file level only, counts as declaring the name it
        // extends: a block holding one is never lifted to file level.
        for keyword: StaticString in ["let", "var", "func", "struct", "class", "enum", "typealias", "protocol", "extension"]
        where file.token(index, is: keyword) {
            // `if let x`, `while let x`, `case let x` bind inside their own statement only.
            if let previous = file.previousSignificant(before: index),
               file.isKeyword(previous, "if") || file.isKeyword(previous, "while") || file.isKeyword(previous, "case")
               || file.tokens[previous].kind == .comma {
                return false
            }
            return true
        }
        return false
    }

    /// The names a `guard` binds for the rest of its block: those of every `let`, `var` and
    /// `case` element of its condition list, not only the first (all the names before the
    /// element's `=`, a type's among them: the safe side).
    private func guardBindings(at keyword: Int) -> Set<String> {
        guard let list = file.conditionList(after: keyword) else { return [] }
        var names: Set<String> = []
        for element in list.elements
        where file.isKeyword(element.lowerBound, "let") || file.isKeyword(element.lowerBound, "var") || file.isKeyword(element.lowerBound, "case") {
            for index in element {
                if file.tokens[index].kind == .operator, file.token(index, is: "=") { break }
                if file.tokens[index].kind == .identifier { names.insert(plainName(index)) }
            }
        }
        return names
    }

    /// Whether the `(` at `index` is the tuple pattern of a `let`/`var`.
    private func declaresTuple(before index: Int) -> Bool {
        guard let previous = file.previousSignificant(before: index) else { return false }
        return file.isKeyword(previous, "let") || file.isKeyword(previous, "var")
    }

    /// The names a declaration introduces: `let a`, `let (a, b)`, and every name of a list
    /// `let a = 1, b: Int = 2`.
    private func declaredNames(after keyword: Int) -> Set<String>? {
        guard let next = file.nextSignificant(after: keyword) else { return nil }
        var names: Set<String> = []
        if file.tokens[next].kind == .identifier {
            names.insert(plainName(next))
        } else if file.tokens[next].kind == .openParen, let close = file.matchingBracket(of: next) {
            names.formUnion((next..<close).filter { file.tokens[$0].kind == .identifier }.map(plainName))
        } else {
            return nil
        }
        guard file.isKeyword(keyword, "let") || file.isKeyword(keyword, "var"),
              let end = extent.declarationEnd(keyword: keyword) else { return names.subtracting(["_"]) }
        var index = next
        while index <= end {
            if let match = file.matchingBracket(of: index), match > index {
                index = match + 1
                continue
            }
            if file.tokens[index].kind == .comma, let name = file.nextSignificant(after: index), name <= end {
                if file.tokens[name].kind == .identifier {
                    names.insert(plainName(name))
                } else if file.tokens[name].kind == .openParen, let close = file.matchingBracket(of: name) {
                    names.formUnion((name..<close).filter { file.tokens[$0].kind == .identifier }.map(plainName))
                }
            }
            index += 1
        }
        // `let _ = x` declares nothing.
        names.remove("_")
        return names
    }

    /// Whether a string literal's interpolations may name one of `names`: any of them as a
    /// whole word inside the literal counts, the safe side. A raw string interpolates with
    /// `\#(…)` (as many `#` as its delimiter).
    private func mentions(_ names: Set<String>, inString index: Int) -> Bool {
        let text = file.text(of: index)
        guard text.contains("\\(") || text.contains("\\#") else { return false }
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if names.contains(word) { return true }
                word = ""
            }
        }
        return false
    }

    /// An identifier's name without backticks.
    private func plainName(_ index: Int) -> String {
        var text = file.text(of: index)
        if text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }
}

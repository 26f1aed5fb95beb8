/// Inlining a block in place of the statement that holds it, re-indented to the statement's
/// indentation, or keeping it a `do { … }` block when inlining would change meaning.
extension StatementSurgery {
    /// Replaces the statement from token `first` (its keyword) to token `last` by the contents of
    /// the block `{ … }` at `open`/`close`.
    /// A labelled statement keeps its label on a `do { … }` block, so that `break label` still
    /// lands where it did. What the block makes unreachable after the statement is not this
    /// edit's business: see `removingWhatBecomesUnreachable`.
    ///
    /// `nested`, when given, is asked about each statement on lines of its own at the top of the
    /// block: one it answers for is inlined in the same edit, its lines moved with the block's
    /// (see `inlinedLines`), so that nested checks take one pass instead of one per level.
    func inline(block open: Int, _ close: Int, statement first: Int, end last: Int,
                nested: ((Int) -> NestedInline?)? = nil) -> Edit {
        if label(of: first) != nil || mustStayBlock(open, close, statement: first, end: last) {
            var text = Array("do ".utf8)
            text += file.bytes[file.tokens[open].start..<file.tokens[close].end]
            return Edit(range: file.tokens[first].start..<file.tokens[last].end, replacement: text, migration: migration)
        }
        let end = last
        if ownsLines(first, end) {
            var range = file.startOfLine(containing: file.tokens[first].start)..<file.endOfLine(containing: file.tokens[end].end)
            if range.lowerBound > file.firstLineStart {
                let above = file.startOfLine(containing: range.lowerBound - 1)
                if isLinterDirectiveLine(startingAt: above) { range = above..<range.upperBound }
            }
            let indentation = file.indentation(ofLineContaining: file.tokens[first].start)
            var (text, origins, composed) = inlinedLines(ofBlock: open, close, indentation: indentation, nested: nested)
            if text.isEmpty { return removal(statement: first, end: last) }
            if let comment = file.trailingComment(after: end) {
                // `} // note` on the statement's last line: the note stays, after the kept code.
                let lineEnd = text.lastIndex(where: { $0 != 10 && $0 != 13 }).map { $0 + 1 } ?? 0
                let ending = Array(text[lineEnd...])
                text.removeSubrange(lineEnd...)
                text += Array(" ".utf8) + Array(file.bytes(of: comment)) + (ending.isEmpty ? Array(lineBreak(endingLineOf: file.tokens[end].start)) : ending)
            }
            if file.contentEndOfLine(containing: file.tokens[end].end) == range.upperBound {
                // The statement ended the file without a line break; so does its replacement.
                while let byte = text.last, byte == 10 || byte == 13 { text.removeLast() }
            }
            var edit = Edit(range: range, replacement: text, migration: migration, lineOrigins: origins)
            edit.rewrites += composed
            return edit
        }
        let inner = trimmedText(file.tokens[open].end, file.tokens[close].start)
        if inner.isEmpty { return removal(statement: first, end: last) }
        return Edit(range: file.tokens[first].start..<file.tokens[end].end, replacement: Array(inner), migration: migration)
    }

    /// `offset` (a line start or a line's content end), moved past blank lines when only they
    /// stand between it and the line of the block's closing `}`, so none is left at the block's end.
    func blankLinesBeforeClose(from offset: Int) -> Int {
        var cursor = offset < file.bytes.count && file.startOfLine(containing: offset) != offset ? file.endOfLine(containing: offset) : offset
        let startOfRun = cursor
        while cursor < file.bytes.count, file.isBlankLine(containing: cursor) { cursor = file.endOfLine(containing: cursor) }
        let next = file.tokenIndex(at: cursor)
        let first = next < file.tokens.count && !file.tokens[next].kind.isTrivia ? next : file.nextSignificant(after: next)
        if let first, file.tokens[first].kind == .closeBrace { return cursor == startOfRun ? offset : cursor }
        return offset
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
        guard let scope = enclosingBlock(of: first) else { return true }
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
    func isExpressionShapedIf(_ keyword: Int) -> Bool {
        guard file.isKeyword(keyword, "if"), let chain = ifChain(at: keyword), chain.hasElse else { return false }
        return chain.blocks.allSatisfy { oneExpression($0.open, $0.close, orConditional: true) != nil }
    }

    /// The start of the one statement between `open` and `close` when it is an expression (an
    /// `if` or `switch` too with `orConditional`); nil for no statement, several, or one that
    /// is a declaration or another statement.
    private func oneExpression(_ open: Int, _ close: Int, orConditional: Bool = false) -> Int? {
        let starts = statementStarts(open, close)
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
              let end = declarationEnd(keyword: keyword) else { return names.subtracting(["_"]) }
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

    /// A statement in a block being inlined that the same edit inlines too: its first and last
    /// tokens and the block it keeps. The caller that names it has proved that inlining it there
    /// means what inlining it after the outer block would (see `ConditionsMigration`).
    struct NestedInline {
        var first: Int
        var last: Int
        var open: Int
        var close: Int
    }

    /// A line of a block to inline, the part of the `{` line after the brace (`isHead`), or a
    /// statement on lines of its own that is inlined in turn (`nested`).
    private struct Piece {
        var start: Int
        var end: Int
        var line: Int
        var isHead: Bool
        var nested: NestedInline?
    }

    /// One block being inlined: its pieces, how its lines move, and for a nested block what to
    /// take back when it turns out it cannot be composed.
    private struct Frame {
        var pieces: [Piece]
        var next = 0
        var reference: ArraySlice<UInt8>
        var indentation: [UInt8]
        var lineBreak: ArraySlice<UInt8>
        var stringMoves: [Int: Bool] = [:]
        /// For a nested block: the piece of the frame below that it replaces, and where its
        /// text and origins start.
        var source: Piece?
        var textMark = 0
        var originsMark = 0
        /// Nested statements inlined within it, its own nested frames' included.
        var composed = 0
    }

    /// The lines inside the block `{ … }` (token indices `open`, `close`), moved so that the
    /// first of them starts with `indentation`, every other line shifted by the same delta
    /// (see `shifted`), never normalised. The lines of a multi-line string literal move only
    /// when that keeps the string's value; a line with nothing but white space never grows.
    /// Blank lines at the block's start and end are dropped; a comment on the `{` line is kept
    /// as a line of its own unless it is a linter directive. Returns the text, each line ending
    /// with its original line break, and for each line the 1-based line it came from.
    ///
    /// A statement `nested` answers for is replaced by its own block's lines, moved to where its
    /// line moves. That is the text that inlining the outer block and then, in a later pass, the
    /// inner one gives, when every line of the inner block starts with the indentation of its
    /// first code line or is a part of it (`composes`), and that indentation starts with the
    /// statement's own, which starts with the outer block's: then the moves add up. A nested
    /// block where that does not hold (a line indented otherwise, an indented blank line, a
    /// line inside a multi-line string) is taken back and its statement's lines move as plain lines, left
    /// for the next pass. Nested blocks are walked with a stack of frames, not by recursion, so
    /// depth costs no stack, and each line is read by the frame that holds it directly: time
    /// linear in the size of the text. `composed` counts the nested statements inlined.
    func inlinedLines(ofBlock open: Int, _ close: Int, indentation: ArraySlice<UInt8>,
                      nested: ((Int) -> NestedInline?)? = nil) -> (text: [UInt8], origins: [Int], composed: Int) {
        guard let root = frame(ofBlock: open, close, indentation: Array(indentation), nested: nested) else { return ([], [], 0) }
        var frames = [root]
        var text: [UInt8] = []
        var origins: [Int] = []
        while let top = frames.indices.last {
            guard frames[top].next < frames[top].pieces.count else {
                let done = frames.removeLast()
                if top == 0 { return (text, origins, done.composed) }
                frames[top - 1].composed += 1 + done.composed
                continue
            }
            let piece = frames[top].pieces[frames[top].next]
            frames[top].next += 1
            if let statement = piece.nested {
                let own = file.indentation(ofLineContaining: piece.start)
                if own.starts(with: frames[top].reference),
                   var inner = frame(ofBlock: statement.open, statement.close,
                                     indentation: Self.shifted(own, from: frames[top].reference, to: frames[top].indentation[...]),
                                     nested: nested),
                   inner.reference.starts(with: own) {
                    inner.source = piece
                    inner.textMark = text.count
                    inner.originsMark = origins.count
                    frames.append(inner)
                } else {
                    frames[top].pieces.insert(contentsOf: lines(of: piece), at: frames[top].next)
                }
                continue
            }
            if !append(piece, movedBy: &frames[top], nested: top > 0, to: &text, &origins) {
                let failed = frames.removeLast()
                text.removeSubrange(failed.textMark...)
                origins.removeSubrange(failed.originsMark...)
                frames[top - 1].pieces.insert(contentsOf: lines(of: failed.source!), at: frames[top - 1].next)
            }
        }
        return (text, origins, 0)
    }

    /// The frame of the block `open`/`close` moved to `indentation`; nil when it holds nothing
    /// but blank lines.
    private func frame(ofBlock open: Int, _ close: Int, indentation: [UInt8], nested: ((Int) -> NestedInline?)?) -> Frame? {
        let pieces = self.pieces(ofBlock: open, close, nested: nested)
        guard !pieces.isEmpty else { return nil }
        // The reference is the first body line that is not a compiler directive (`#if` is
        // often written at column 0 and says nothing about the block's indentation) and does
        // not start inside a literal or comment; one outside any `#if` of the block first, as
        // an `#if` branch's lines may be a level deeper (`#if DEBUG` / `    value += 2` / `#endif`).
        var depth = 0
        var candidates: [(piece: Piece, depth: Int)] = []
        for piece in pieces where !piece.isHead {
            if piece.nested == nil, let directive = directive(startingLine: piece.start) {
                if file.token(directive, is: "#if") { depth += 1 } else if file.token(directive, is: "#endif") { depth = max(0, depth - 1) }
                continue
            }
            if piece.nested != nil || !isBlank(piece) && multiLineToken(around: piece.start) == nil { candidates.append((piece, depth)) }
        }
        let reference = (candidates.first { $0.depth == 0 } ?? candidates.first)
            .map { file.indentation(ofLineContaining: $0.piece.start) } ?? indentation[...]
        return Frame(pieces: pieces, reference: reference, indentation: indentation,
                     lineBreak: lineBreak(endingLineOf: file.tokens[close].start))
    }

    /// The pieces of the block `open`/`close`, without the blank ones at its start and end;
    /// a statement `nested` answers for is one piece.
    private func pieces(ofBlock open: Int, _ close: Int, nested: ((Int) -> NestedInline?)?) -> [Piece] {
        var pieces: [Piece] = []
        let innerStart = file.tokens[open].end
        let innerEnd = file.tokens[close].start
        let openLineEnd = file.contentEndOfLine(containing: file.tokens[open].start)

        if openLineEnd >= innerEnd {
            // The whole block sits on the `{` line.
            pieces.append(Piece(start: innerStart, end: innerEnd, line: file.line(of: open), isHead: true))
        } else {
            if innerStart < openLineEnd {
                let head = trimmed(innerStart, openLineEnd)
                if !head.isEmpty {
                    let headText = file.text(from: head.lowerBound, to: head.upperBound)
                    if !(headText.hasPrefix("//") && Self.isLinterDirective(headText)) {
                        pieces.append(Piece(start: head.lowerBound, end: head.upperBound, line: file.line(of: open), isHead: true))
                    }
                }
            }
            var lineStart = file.endOfLine(containing: file.tokens[open].start)
            let closeLineStart = file.startOfLine(containing: innerEnd)
            while lineStart < closeLineStart {
                if let nested, let statement = statement(startingLine: lineStart, in: open, nested),
                   file.tokens[statement.last].end <= closeLineStart {
                    let end = file.endOfLine(containing: file.tokens[statement.last].end)
                    pieces.append(Piece(start: lineStart, end: end, line: file.line(ofOffset: lineStart), isHead: false, nested: statement))
                    lineStart = end
                    continue
                }
                let lineEnd = file.endOfLine(containing: lineStart)
                pieces.append(Piece(start: lineStart, end: lineEnd, line: file.line(ofOffset: lineStart), isHead: false))
                lineStart = lineEnd
            }
            let tail = trimmed(closeLineStart, innerEnd)
            if !tail.isEmpty {
                pieces.append(Piece(start: closeLineStart, end: tail.upperBound, line: file.line(ofOffset: closeLineStart), isHead: false))
            }
        }
        while let first = pieces.first, first.nested == nil, isBlank(first) { pieces.removeFirst() }
        while let last = pieces.last, last.nested == nil, isBlank(last) { pieces.removeLast() }
        return pieces
    }

    /// The statement `nested` answers for that starts the line at `lineStart`, directly in the
    /// block opened at `open`.
    private func statement(startingLine lineStart: Int, in open: Int, _ nested: (Int) -> NestedInline?) -> NestedInline? {
        var index = file.tokenIndex(at: lineStart)
        guard index < file.tokens.count, file.tokens[index].start == lineStart else { return nil }
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .keyword, file.enclosingBrace(of: index) == open else { return nil }
        return nested(index)
    }

    /// The lines of a nested statement's piece, as plain pieces.
    private func lines(of piece: Piece) -> [Piece] {
        var lines: [Piece] = []
        var lineStart = piece.start
        while lineStart < piece.end {
            let lineEnd = file.endOfLine(containing: lineStart)
            lines.append(Piece(start: lineStart, end: lineEnd, line: file.line(ofOffset: lineStart), isHead: false))
            lineStart = lineEnd
        }
        return lines
    }

    private func isBlank(_ piece: Piece) -> Bool {
        file.bytes[piece.start..<piece.end].allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == 10 || $0 == 13 }
    }

    /// Appends `piece` moved as `frame` moves its lines. In a nested frame, false and nothing
    /// appended when the line would not move as it does when the blocks are inlined one pass
    /// at a time.
    private func append(_ piece: Piece, movedBy frame: inout Frame, nested: Bool, to text: inout [UInt8], _ origins: inout [Int]) -> Bool {
        let content = file.bytes[piece.start..<piece.end]
        if piece.isHead {
            text.append(contentsOf: frame.indentation)
            text.append(contentsOf: trimmedSlice(content))
        } else {
            let own = leadingSpace(content)
            let rest = content.dropFirst(own.count)
            let isBlank = rest.allSatisfy { $0 == 10 || $0 == 13 }
            let literal = multiLineToken(around: piece.start).flatMap { file.tokens[$0].kind == .string ? $0 : nil }
            if nested, literal != nil || (isBlank ? !own.isEmpty : !Self.composes(own, frame.reference)) { return false }
            var moved = Self.shifted(own, from: frame.reference, to: frame.indentation[...])
            if let token = literal {
                if frame.stringMoves[token] == nil {
                    frame.stringMoves[token] = shiftKeepsValue(ofString: token, from: frame.reference, to: frame.indentation[...])
                }
                // Empty lines of a string are exempt from its indentation.
                if frame.stringMoves[token] == false || (isBlank && own.isEmpty) { moved = Array(own) }
            } else if isBlank && moved.count > own.count {
                moved = Array(own)
            }
            text.append(contentsOf: moved)
            text.append(contentsOf: rest)
        }
        if text.last != 10 && text.last != 13 { text.append(contentsOf: frame.lineBreak) }
        origins.append(piece.line)
        return true
    }

    /// The whole lines of `lines` (offsets at line starts) moved by the same delta, so that the
    /// first line that is code (not blank, not a compiler directive, not inside a literal)
    /// starts with `indentation`: the rules of `inlinedLines` for the body of a `#if` branch,
    /// which has no braces.
    func shiftedLines(_ lines: Range<Int>, to indentation: ArraySlice<UInt8>) -> [UInt8] {
        var starts: [Int] = []
        var lineStart = lines.lowerBound
        while lineStart < lines.upperBound {
            starts.append(lineStart)
            lineStart = file.endOfLine(containing: lineStart)
        }
        func isBlank(_ start: Int) -> Bool {
            file.bytes[start..<file.endOfLine(containing: start)].allSatisfy { $0 == Self.space || $0 == Self.tab || $0 == 10 || $0 == 13 }
        }
        guard let first = starts.first(where: { !isBlank($0) && !startsWithDirective($0) && multiLineToken(around: $0) == nil }) else {
            return Array(file.bytes[lines])
        }
        let reference = file.indentation(ofLineContaining: first)
        var stringMoves: [Int: Bool] = [:]
        var text: [UInt8] = []
        for start in starts {
            let content = file.bytes[start..<file.endOfLine(containing: start)]
            let own = leadingSpace(content)
            let rest = content.dropFirst(own.count)
            let blank = rest.allSatisfy { $0 == 10 || $0 == 13 }
            var moved = Self.shifted(own, from: reference, to: indentation)
            if let token = multiLineToken(around: start), file.tokens[token].kind == .string {
                if stringMoves[token] == nil { stringMoves[token] = shiftKeepsValue(ofString: token, from: reference, to: indentation) }
                if stringMoves[token] == false || (blank && own.isEmpty) { moved = Array(own) }
            } else if multiLineToken(around: start) != nil || (blank && moved.count > own.count) {
                moved = Array(own)
            }
            text.append(contentsOf: moved)
            text.append(contentsOf: rest)
        }
        return text
    }

    /// Whether a line indented `own`, in a nested block whose lines move from `reference`,
    /// lands where inlining one block per pass would put it: when `own` extends `reference`,
    /// or is a part of it (a line less indented than the block, such as code written at
    /// column 0 inside indented checks). Then moving it by the parent's delta and then by the
    /// block's is one move by the block's own delta (`shifted` drops from its target as many
    /// bytes as `own` lacks of `reference`, and stops at nothing, the same way twice or once).
    /// Other lines (a tab where the block has spaces) may not: their statement waits a pass.
    static func composes(_ own: ArraySlice<UInt8>, _ reference: ArraySlice<UInt8>) -> Bool {
        own.starts(with: reference) || reference.starts(with: own)
    }

    /// The indentation `own` becomes when its line moves with a block whose first line moves
    /// from `reference` to `target`. Tabs and spaces are bytes, compared as prefixes: the part
    /// of `own` it shares with `reference` becomes `target`, less as many bytes as `own` lacks
    /// of `reference` (a line less indented than the block loses only what it has); the bytes
    /// after where `own` parts from `reference` stay. With spaces only, every line moves by the
    /// same number of columns, stopping at column 0.
    static func shifted(_ own: ArraySlice<UInt8>, from reference: ArraySlice<UInt8>, to target: ArraySlice<UInt8>) -> [UInt8] {
        let shared = zip(own, reference).prefix { $0 == $1 }.count
        return Array(target.dropLast(reference.count - shared)) + own.dropFirst(shared)
    }

    /// Whether moving every line of the multi-line string literal at token `index` as `shifted`
    /// says keeps the string's value: Swift strips the closing delimiter's indentation from each
    /// content line, so every non-empty line must keep, after the moved closing indentation,
    /// the bytes it had after the old one.
    private func shiftKeepsValue(ofString index: Int, from reference: ArraySlice<UInt8>, to target: ArraySlice<UInt8>) -> Bool {
        let token = file.tokens[index]
        let closing = file.indentation(ofLineContaining: token.end - 1)
        let movedClosing = Self.shifted(closing, from: reference, to: target)
        var lineStart = file.endOfLine(containing: token.start)
        while lineStart < token.end {
            if file.contentEndOfLine(containing: lineStart) > lineStart {
                let own = file.indentation(ofLineContaining: lineStart)
                guard own.starts(with: closing),
                      Self.shifted(own, from: reference, to: target) == movedClosing + own.dropFirst(closing.count) else { return false }
            }
            lineStart = file.endOfLine(containing: lineStart)
        }
        return true
    }

    /// The token that the line starting at `lineStart` starts inside of, if any: a string,
    /// comment or regex literal that spans lines.
    private func multiLineToken(around lineStart: Int) -> Int? {
        let index = file.tokenIndex(at: lineStart)
        return index < file.tokens.count && file.tokens[index].start < lineStart ? index : nil
    }

    /// The spaces and tabs that start `line`.
    private func leadingSpace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.prefix { $0 == Self.space || $0 == Self.tab }
    }

    /// Whether the line starting at `lineStart` begins, after indentation, with `#if`,
    /// `#elseif`, `#else` or `#endif`.
    private func startsWithDirective(_ lineStart: Int) -> Bool { directive(startingLine: lineStart) != nil }

    /// The `#if`, `#elseif`, `#else` or `#endif` that starts the line at `lineStart`.
    private func directive(startingLine lineStart: Int) -> Int? {
        var index = file.tokenIndex(at: lineStart)
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .poundKeyword,
              file.token(index, is: "#if") || file.token(index, is: "#elseif") || file.token(index, is: "#else") || file.token(index, is: "#endif")
        else { return nil }
        return index
    }

    /// The line break that ends the line containing `offset`, or the file's first line
    /// break when that line has none (the last line), or `\n` in a one-line file.
    func lineBreak(endingLineOf offset: Int) -> ArraySlice<UInt8> {
        let contentEnd = file.contentEndOfLine(containing: offset)
        let end = file.endOfLine(containing: offset)
        if end > contentEnd { return file.bytes[contentEnd..<end] }
        if file.lineStarts.count > 1 {
            let first = file.contentEndOfLine(containing: 0)
            return file.bytes[first..<file.lineStarts[1]]
        }
        return [10]
    }

    /// The range between `start` and `end` without leading and trailing spaces and tabs.
    func trimmed(_ start: Int, _ end: Int) -> Range<Int> {
        var lower = start, upper = end
        while lower < upper, file.bytes[lower] == Self.space || file.bytes[lower] == Self.tab { lower += 1 }
        while upper > lower, file.bytes[upper - 1] == Self.space || file.bytes[upper - 1] == Self.tab { upper -= 1 }
        return lower..<upper
    }

    private func trimmedSlice(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let range = trimmed(slice.startIndex, slice.endIndex)
        return file.bytes[range]
    }

    /// The text between `start` and `end` without surrounding white space, line breaks included.
    func trimmedText(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var lower = start, upper = end
        func isWhite(_ byte: UInt8) -> Bool { byte == Self.space || byte == Self.tab || byte == 10 || byte == 13 }
        while lower < upper, isWhite(file.bytes[lower]) { lower += 1 }
        while upper > lower, isWhite(file.bytes[upper - 1]) { upper -= 1 }
        return file.bytes[lower..<upper]
    }
}

/// Removing code with its trivia: a statement (in its lines or inside a line), a declaration
/// with its doc comments, whole lines; and the tidying that goes with it. Returns edits; never
/// applies them.
///
/// Removals keep the blank lines around them tidy: no blank line is left at the start or the end
/// of a block, nor two blank lines in a row where there was one. A block a removal empties is
/// noticed: an `#if` left with nothing goes with it, and a block that may not be empty is said to
/// be so (`leavesEmpty`).
struct Removal {
    let file: SourceFile
    /// The migration the edits are made for, for the per-migration counts.
    let migration: MigrationName

    private var comments: CommentLines { CommentLines(file: file) }
    private var statements: StatementStructure { StatementStructure(file: file) }
    private var extent: DeclarationExtent { DeclarationExtent(file: file) }

    /// Whether the statement from token `first` to token `last` has its lines to itself:
    /// only indentation before it, only white space or a comment after it.
    func ownsLines(_ first: Int, _ last: Int) -> Bool {
        file.isFirstOnLine(first) && file.isLastOnLine(last)
    }

    /// Removes the statement from token `first` to token `last`.
    func removal(statement first: Int, end last: Int) -> Edit {
        if ownsLines(first, last), isOnlyStatementOfCase(first, last) {
            // A `case` needs a statement: what was the only one becomes `break`.
            let lineStart = file.startOfLine(containing: file.tokens[first].start)
            let lineEnd = file.contentEndOfLine(containing: file.tokens[last].end)
            let text = Array(file.indentation(ofLineContaining: lineStart)) + Array("break".utf8)
            return Edit(range: lineStart..<lineEnd, replacement: text, migration: migration)
        }
        if ownsLines(first, last) {
            let range = lineRemovalRange(from: file.tokens[first].start, to: file.tokens[last].end, takingCommentsAbove: true)
            return Edit(range: emptiedConditionalBlock(around: range) ?? range, replacement: [], migration: migration)
        }
        // Inside a line: the statement goes with the spaces before it, and with the `;` that
        // separates it from the next statement or else from the one before (`a(); X; b()` →
        // `a(); b()`, `X; b()` → `b()`, `a(); X` → `a()`): a `;` left alone is no statement.
        var start = file.tokens[first].start
        if first > 0, file.tokens[first - 1].kind == .space, !file.isFirstOnLine(first) {
            start = file.tokens[first - 1].start
        }
        var end = file.tokens[last].end
        if let next = file.nextSignificant(after: last), file.tokens[next].kind == .semicolon, file.line(of: next) == file.line(of: last) {
            end = file.tokens[next].end
            if let following = file.nextSignificantOrComment(after: next), file.line(of: following) == file.line(of: next) {
                // The next statement takes the place of this one, after the same spaces.
                start = file.tokens[first].start
                end = file.tokens[following].start
            }
        } else if let previous = file.previousSignificant(before: first), file.tokens[previous].kind == .semicolon,
                  file.line(of: previous) == file.line(of: first) {
            start = file.tokens[previous].start
        }
        return Edit(range: start..<end, replacement: [], migration: migration)
    }

    /// Whether the statement is all there is between a `case …:` label and the next label
    /// or the end of the `switch`.
    private func isOnlyStatementOfCase(_ first: Int, _ last: Int) -> Bool {
        guard let before = file.previousSignificant(before: first), file.tokens[before].kind == .colon,
              let after = file.nextSignificant(after: last) else { return false }
        guard file.isKeyword(after, "case") || file.isKeyword(after, "default") || file.tokens[after].kind == .closeBrace
              || (file.tokens[after].kind == .attribute && file.token(after, is: "@unknown")) else { return false }
        // The colon must end a label that starts its line with `case` or `default`.
        var cursor = before
        while let previous = file.previousSignificant(before: cursor), file.line(of: previous) == file.line(of: before) {
            cursor = previous
        }
        return file.isKeyword(cursor, "case") || file.isKeyword(cursor, "default")
            || (file.tokens[cursor].kind == .attribute && file.token(cursor, is: "@unknown"))
    }

    /// Removes the declaration from token `first` (as `DeclarationExtent.declarationStart` gives) to
    /// `last`, with its doc comments (`///` lines and `/** */` directly above), plain `//` comment
    /// lines directly above it (no blank line between; `// MARK:` stays), `swiftlint:disable:next`
    /// directives, and one blank line that separated it from its neighbours, following the blank-line
    /// rules of `lineRemovalRange` (never a blank line left at the start or end of a block, never two
    /// blank lines in a row where there was one). When the declaration does not own its lines (another
    /// declaration on the same line), only its tokens and the spaces before them go, with the `;` that
    /// separated it from the other declaration (the spaces after it instead when it starts the line).
    func declarationRemoval(from first: Int, through last: Int) -> Edit {
        var from = first, through = last
        if let after = file.nextSignificant(after: last), file.tokens[after].kind == .semicolon,
           file.line(of: after) == file.line(ofOffset: file.tokens[last].end) {
            through = after
        } else if let before = file.previousSignificant(before: first), file.tokens[before].kind == .semicolon,
                  file.line(of: before) == file.line(of: first) {
            from = before
        }

        if ownsLines(from, through) {
            var lower = file.startOfLine(containing: file.tokens[from].start)
            while lower > file.firstLineStart, let above = extent.startOfAttachedComment(above: lower) { lower = above }
            let upper = file.endOfLine(containing: file.tokens[through].end - 1)
            return Edit(range: tidyingBlankLines(lower..<upper), replacement: [], migration: migration)
        }

        var start = file.tokens[from].start, end = file.tokens[through].end
        if file.isFirstOnLine(from) {
            // The indentation stays for what follows on the line; the spaces after go instead.
            if through + 1 < file.tokens.count, file.tokens[through + 1].kind == .space { end = file.tokens[through + 1].end }
        } else if from > 0, file.tokens[from - 1].kind == .space {
            start = file.tokens[from - 1].start
        }
        return Edit(range: start..<end, replacement: [], migration: migration)
    }

    /// The range to delete to remove the lines from the one holding `start` through the
    /// one holding `end - 1`, line breaks included, so that no blank line is left at the
    /// start or the end of the enclosing block nor two blank lines in a row where there
    /// was one. A `swiftlint:disable:next` comment alone on the line above goes too, since
    /// it only concerned what is removed.
    ///
    /// With `takingCommentsAbove`, the `//` comment lines right above (no blank line between)
    /// go too, as they describe what is removed; `// MARK:` lines stay. They go together or not
    /// at all: when one of them names a platform or a version (it may describe what stays, and
    /// gets a review item), all of them stay, so that no comment is cut in two.
    func lineRemovalRange(from start: Int, to end: Int, takingCommentsAbove: Bool = false) -> Range<Int> {
        var lower = file.startOfLine(containing: start)
        let upper = file.endOfLine(containing: max(start, end - 1))
        // How far the linter directives alone reach, and the comment lines with them.
        var directivesReach = lower
        var commentsReach = lower
        var takesComments = takingCommentsAbove
        var directivesOnly = true
        while commentsReach > file.firstLineStart {
            let previousLine = file.startOfLine(containing: commentsReach - 1)
            if comments.isLinterDirectiveLine(startingAt: previousLine) {
                commentsReach = previousLine
                if directivesOnly { directivesReach = previousLine }
            } else if takingCommentsAbove && comments.isPlainCommentLine(startingAt: previousLine) {
                if comments.namesPlatform(lineStartingAt: previousLine) { takesComments = false }
                commentsReach = previousLine
                directivesOnly = false
            } else {
                break
            }
        }
        lower = takesComments ? commentsReach : directivesReach
        return tidyingBlankLines(lower..<upper)
    }

    /// Whole `lines` widened by the blank line after them, or else before them, when leaving
    /// it would put a blank line at the start or the end of the enclosing block or two blank
    /// lines in a row where there was one.
    private func tidyingBlankLines(_ lines: Range<Int>) -> Range<Int> {
        var lower = lines.lowerBound, upper = lines.upperBound
        // A block left with nothing but blank lines keeps none of them.
        var above = lower
        while above > file.firstLineStart, file.isBlankLine(containing: above - 1) { above = file.startOfLine(containing: above - 1) }
        var below = upper
        while file.isBlankLine(startingAt: below) { below = file.endOfLine(containing: below) }
        if above < lower || below > upper, opensBlock(before: above), closesBlock(after: below) { return above..<below }
        let previousBlank = lower > file.firstLineStart && file.isBlankLine(containing: lower - 1)
        let nextBlank = file.isBlankLine(startingAt: upper)
        if nextBlank && (previousBlank || opensBlock(before: lower)) {
            upper = file.endOfLine(containing: upper)
        } else if previousBlank && closesBlock(after: upper) {
            lower = file.startOfLine(containing: lower - 1)
        }
        return lower..<upper
    }

    /// The lines `body` of a conditional-compilation branch that take the place of the whole
    /// `#if … #endif` lines `whole`, less their leading blank lines when the line before `whole`
    /// is blank or opens a block (the start of the file included), and less their trailing ones
    /// when the line after it is blank or closes a block (the end of the file included): so that
    /// no blank line is doubled around the directives that go, nor left at the edge of a block.
    func keptClauseLines(_ body: Range<Int>, replacing whole: Range<Int>) -> Range<Int> {
        var lower = body.lowerBound, upper = body.upperBound
        let previousBlank = whole.lowerBound > file.firstLineStart && file.isBlankLine(containing: whole.lowerBound - 1)
        if previousBlank || opensBlock(before: whole.lowerBound) {
            while lower < upper, file.isBlankLine(startingAt: lower) { lower = file.endOfLine(containing: lower) }
        }
        if file.isBlankLine(startingAt: whole.upperBound) || closesBlock(after: whole.upperBound) {
            while upper > lower, file.isBlankLine(containing: upper - 1) { upper = file.startOfLine(containing: upper - 1) }
        }
        return lower..<upper
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

    /// When removing the whole lines `removed` (and `alsoRemoved`) leaves an `#if` with no
    /// `#elseif` or `#else` holding nothing but blank lines, the lines of that whole `#if … #endif`,
    /// blank lines tidied: an empty conditional block has nothing left to say. A comment left
    /// inside keeps it.
    func emptiedConditionalBlock(around removed: Range<Int>, alsoRemoved: [Range<Int>] = []) -> Range<Int>? {
        func isGone(_ lineStart: Int) -> Bool {
            file.isBlankLine(containing: lineStart)
                || alsoRemoved.contains { $0.lowerBound <= lineStart && file.endOfLine(containing: lineStart) <= $0.upperBound }
        }
        var above = removed.lowerBound
        while above > file.firstLineStart, isGone(file.startOfLine(containing: above - 1)) { above = file.startOfLine(containing: above - 1) }
        var below = removed.upperBound
        while below < file.bytes.count, isGone(below) { below = file.endOfLine(containing: below) }
        guard above > file.firstLineStart, below < file.bytes.count else { return nil }
        let ifLine = file.startOfLine(containing: above - 1)
        guard file.startsWithDirective(ifLine, "#if"), file.startsWithDirective(below, "#endif") else { return nil }
        return tidyingBlankLines(ifLine..<file.endOfLine(containing: below))
    }

    /// Whether `edit` leaves the block around the statement at `first` without a statement,
    /// when that block is one that may not be empty: a closure's (a result builder's, whose
    /// builder may have no `buildBlock()`, or one whose type comes from its body) or the body
    /// of a declaration with a result type. The blocks of `if`, `guard`, `while`, `else`, `do`,
    /// `repeat`, `defer`, `catch` and of a function or initialiser without a result type may be.
    func leavesEmpty(_ edit: Edit, blockAround first: Int) -> Bool {
        guard let open = file.enclosingBrace(of: first), let close = file.matchingBracket(of: open) else { return false }
        var index = open + 1
        // A closure's signature on the `{` line (`{ [weak self] item in`) is no statement. It is
        // short: the look stops at a statement's keyword or `;`, and after 64 tokens.
        var cursor = open + 1
        var looked = 0
        let line = file.line(of: open)
        while cursor < close, looked < 64, file.tokens[cursor].start < edit.range.lowerBound, file.line(of: cursor) == line {
            if file.isKeyword(cursor, "in") {
                index = cursor + 1
                break
            }
            if file.tokens[cursor].kind == .semicolon
                || file.tokens[cursor].kind == .keyword && !["throws", "rethrows", "async", "inout", "some", "any"].contains(where: { file.isKeyword(cursor, $0) }) {
                break
            }
            looked += 1
            if let match = file.matchingBracket(of: cursor), match > cursor { cursor = match + 1 } else { cursor += 1 }
        }
        while index < close {
            if file.tokens[index].start >= edit.range.lowerBound, file.tokens[index].start < edit.range.upperBound {
                index = max(index + 1, file.tokenIndex(at: edit.range.upperBound))
                continue
            }
            if !file.tokens[index].kind.isTrivia { return false }
            index += 1
        }
        if SourceFile(bytes: edit.replacement).tokens.contains(where: { !$0.kind.isTrivia }) { return false }
        return !mayBeEmpty(open)
    }

    /// Whether the block opening at `open` may hold no statement: see `leavesEmpty`.
    private func mayBeEmpty(_ open: Int) -> Bool {
        if let previous = file.previousSignificant(before: open),
           ["else", "do", "repeat", "defer"].contains(where: { file.isKeyword(previous, $0) }) { return true }
        if extent.isBodyReturningNothing(open) { return true }
        guard let keyword = StatementStructure.headerKeyword(of: open, in: file) else { return false }
        // An `in` read back from a `{` is a `for … in` loop's (a closure's `in` follows its `{`).
        return ["if", "guard", "while", "catch", "in"].contains(where: { file.isKeyword(keyword, $0) })
    }

    /// Whether the code before `offset` ends by opening a block: `{`, a closure's `in`,
    /// a `case …:` label, or the start of the file.
    private func opensBlock(before offset: Int) -> Bool {
        if offset > file.firstLineStart {
            // A comment line right above is content of the block, not its start.
            var cursor = file.tokenIndex(at: file.startOfLine(containing: offset - 1))
            while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
            if cursor < file.tokens.count, file.tokens[cursor].kind.isComment { return false }
        }
        guard let previous = file.previousSignificant(before: file.tokenIndex(at: offset)) else { return true }
        // A `#if`, `#elseif` or `#else` line opens a clause as a brace opens a block.
        if startsWithClauseDirective(file.startOfLine(containing: file.tokens[previous].start), opening: true) { return true }
        switch file.tokens[previous].kind {
        case .openBrace: return true
        case .colon: return file.isLastOnLine(previous)
        case .keyword: return file.token(previous, is: "in") && file.isLastOnLine(previous)
        default: return false
        }
    }

    /// Whether the code after `offset` starts by closing a block: `}`, the next `case`
    /// label, or the end of the file.
    private func closesBlock(after offset: Int) -> Bool {
        let index = file.tokenIndex(at: offset)
        let next = index < file.tokens.count && !file.tokens[index].kind.isTrivia ? index : file.nextSignificant(after: index)
        guard let next else { return true }
        if file.tokens[next].kind == .closeBrace { return true }
        if file.tokens[next].kind == .poundKeyword, file.isFirstOnLine(next),
           file.token(next, is: "#endif") || file.token(next, is: "#else") || file.token(next, is: "#elseif") { return true }
        return statements.isCaseLabel(next)
    }

    /// Whether the line starting at `lineStart` begins, after indentation, with a directive
    /// that opens a clause (`#if`, `#elseif`, `#else`), or with `opening` false one that ends
    /// one (`#elseif`, `#else`, `#endif`).
    private func startsWithClauseDirective(_ lineStart: Int, opening: Bool) -> Bool {
        var index = file.tokenIndex(at: lineStart)
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .poundKeyword else { return false }
        if file.token(index, is: "#elseif") || file.token(index, is: "#else") { return true }
        return opening ? file.token(index, is: "#if") : file.token(index, is: "#endif")
    }
}

/// Statement and declaration surgery shared by every migration. Returns edits; never applies them.
struct StatementSurgery {
    let file: SourceFile
    let migration: MigrationName

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "nonisolated", "convenience", "required", "lazy", "weak", "unowned", "dynamic",
        "indirect", "optional", "isolated", "consuming", "borrowing", "distributed",
    ]

    /// The first token of the declaration introduced at `keyword`: walks back over modifiers
    /// (`private(set)` too) and attributes with their arguments, not over comments.
    func declarationStart(keyword: Int) -> Int {
        var start = keyword
        var cursor = file.previousSignificant(before: keyword)
        while let current = cursor {
            let token = file.tokens[current]
            if token.kind == .attribute {
                start = current
            } else if (token.kind == .keyword || token.kind == .identifier), Self.modifiers.contains(file.text(of: current)) {
                start = current
            } else if token.kind == .closeParen, let open = file.matchingBracket(of: current),
                      let before = file.previousSignificant(before: open),
                      file.tokens[before].kind == .attribute || Self.modifiers.contains(file.text(of: before)),
                      file.tokens[before].end == file.tokens[open].start {
                start = before
                cursor = file.previousSignificant(before: before)
                continue
            } else {
                break
            }
            cursor = file.previousSignificant(before: current)
        }
        return start
    }

    /// The last token of the declaration introduced at `keyword`: the `}` of its body, or for
    /// a declaration without one the last token before the next statement.
    func declarationEnd(keyword: Int) -> Int? {
        var cursor = file.nextSignificant(after: keyword)
        var last = keyword
        let limit = file.enclosingBrace(of: keyword).flatMap(file.matchingBracket(of:)) ?? file.tokens.count
        while let current = cursor, current < limit {
            let kind = file.tokens[current].kind
            if kind == .openBrace {
                // A property's initial value may be a closure call: `= { … }()`; a body ends it.
                return file.matchingBracket(of: current)
            }
            if kind == .semicolon { return last }
            if current != keyword, file.line(of: current) != file.line(of: last), startsDeclarationOrStatement(current) { return last }
            if let match = file.matchingBracket(of: current), match > current {
                last = match
                cursor = file.nextSignificant(after: match)
                continue
            }
            last = current
            cursor = file.nextSignificant(after: current)
        }
        return last
    }

    /// Whether a line starting at `index` begins something new rather than continuing the
    /// previous line's declaration.
    private func startsDeclarationOrStatement(_ index: Int) -> Bool {
        let kind = file.tokens[index].kind
        if kind == .attribute { return true }
        if kind == .keyword || kind == .identifier {
            let text = file.text(of: index)
            return Self.modifiers.contains(text) || BackportScanner.introducers.contains { file.token(index, is: $0) }
                || text == "extension" || text == "protocol" || text == "case" || text == "import"
        }
        return kind == .poundKeyword
    }

    /// Removes the declaration from token `first` (as `declarationStart` gives) to `last`, with
    /// its doc comments and the `//` lines right above it, linter directives, and one blank line
    /// that separated it from a neighbour. Inside a line, only its tokens and the space before go.
    func declarationRemoval(from first: Int, through last: Int) -> Edit {
        if file.isFirstOnLine(first) && file.isLastOnLine(last) {
            var start = file.tokens[first].start
            // Doc comments and plain comments right above belong to it.
            while true {
                let lineStart = file.startOfLine(containing: start)
                guard lineStart > 0 else { break }
                let above = file.startOfLine(containing: lineStart - 1)
                guard let comment = commentLine(startingAt: above) else { break }
                if comment.contains("MARK:") { break }
                start = above
            }
            let range = file.lineRemovalRange(from: start, to: file.tokens[last].end)
            return Edit(range: range, replacement: [], migration: migration)
        }
        var start = file.tokens[first].start
        if first > 0, file.tokens[first - 1].kind == .space, !file.isFirstOnLine(first) { start = file.tokens[first - 1].start }
        return Edit(range: start..<file.tokens[last].end, replacement: [], migration: migration)
    }

    /// The text of the comment when the line starting at `lineStart` holds only comments
    /// (`//`, `///`, or the lines of a `/* */` block that ends on it).
    private func commentLine(startingAt lineStart: Int) -> String? {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < file.tokens.count, file.tokens[cursor].kind.isComment, file.isLastOnLine(cursor) else { return nil }
        return file.text(of: cursor)
    }
}

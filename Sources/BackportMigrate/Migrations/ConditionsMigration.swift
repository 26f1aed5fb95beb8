extension MigrationName {
    public static let conditions = MigrationName("conditions")
}

/// The `conditions` migration: collapses `if`, `else if`, `guard` and `while` statements whose
/// `#available` / `#unavailable` checks the new deployment targets decide, and drops or
/// narrows the checks that are decided inside longer condition lists.
///
///     if #available(iOS 15, *) { new() } else { old() }    →   new()
///     guard #available(iOS 15, *) else { return }           →   (gone)
///     if #available(iOS 15, *), let url { … }               →   if let url { … }
///     #available(iOS 15, macOS 12, *)                       →   #available(macOS 12, *)
struct ConditionsMigration: Migration {
    let name = MigrationName.conditions
    let summary = "#available/#unavailable checks in if, guard, else if and while"
    /// Whether an inlined block's edit inlines the nested statements it can in the same pass
    /// (`StatementRewriter.nestedInline`). Off, each nested level waits for a pass of its own:
    /// the slow reference the tests compare the one-pass result with.
    var composesNestedStatements = true

    func mayApply(to bytes: [UInt8], context: MigrationContext) -> Bool {
        AvailabilityPrecheck.mayDecide(bytes, kind: .condition, targets: context.targets, memo: context.availabilityMemo)
    }

    /// The comments of a statement's own lines (its conditions, not its blocks) that `edit`
    /// removes and does not put back.
    private func droppedHeaderComments(_ edit: Edit, statement keyword: Int, in file: SourceFile) -> [Int] {
        let level = file.enclosingBrace(of: keyword)
        let end = statementEnd(keyword, in: file)
        var found: [Int] = []
        var index = file.tokenIndex(at: edit.range.lowerBound)
        while index < file.tokens.count, file.tokens[index].start < edit.range.upperBound, index < end {
            if file.tokens[index].kind.isComment, file.enclosingBrace(of: index) == level, index > keyword,
               !CommentLines.isLinterDirective(file.text(of: index)),
               !ByteSearch.contains(edit.replacement, Array(file.bytes(of: index))) {
                found.append(index)
            }
            index += 1
        }
        // The comment after the statement's last `}`, on its line, goes with a removal of the
        // whole line (`guard #available(iOS 16, *) else { return nil } // Hide it before 16`).
        if let after = file.trailingComment(after: end), edit.range.contains(file.tokens[after].start),
           !CommentLines.isLinterDirective(file.text(of: after)), !ByteSearch.contains(edit.replacement, Array(file.bytes(of: after))) {
            found.append(after)
        }
        return found
    }

    /// The last `}` of the `if` chain, `guard` or `while` at `keyword`.
    private func statementEnd(_ keyword: Int, in file: SourceFile) -> Int {
        if file.isKeyword(keyword, "if"), let chain = StatementStructure(file: file).ifChain(at: keyword) {
            return chain.blocks[chain.blocks.count - 1].close
        }
        guard let conditions = file.conditionList(after: keyword) else { return keyword }
        var open = conditions.terminator
        if file.isKeyword(open, "else"), let brace = file.nextSignificant(after: open) { open = brace }
        return file.matchingBracket(of: open) ?? keyword
    }

    static let staleComment = "this comment names a platform, a version or an availability check the migration removed; it may describe code that is gone: review it"

    func run(on file: SourceFile, context: MigrationContext) -> MigrationResult {
        var result = MigrationResult()
        let statements = StatementRewriter(file: file, targets: context.targets, migration: name, composesNestedStatements: composesNestedStatements)
        let comments = CommentLines(file: file)
        // A statement inside the range of an edit already made waits for the next pass (the
        // batch would put its edit off anyway), so nested levels are not all rewritten again in
        // every pass, and those the edit inlines with its block are not rewritten twice.
        var editedUntil = -1
        for index in file.tokens.indices where file.tokens[index].kind == .keyword {
            if file.tokens[index].start < editedUntil { continue }
            let editsBefore = result.edits.count
            let findingsBefore = result.findings.count
            defer {
                for edit in result.edits[editsBefore...] { editedUntil = max(editedUntil, edit.range.upperBound) }
                // What the statement's rewrite said of code it keeps holds if its edit is made.
                if result.edits.count > editsBefore {
                    for position in result.findings.indices[findingsBefore...] where result.findings[position].isAboutKeptCode {
                        result.findings[position].madeWith = result.findings[position].madeWith ?? result.edits[editsBefore].range
                    }
                } else {
                    result.findings[findingsBefore...].removeAll(where: \.isAboutKeptCode)
                }
                if result.edits.count > editsBefore {
                    let first = statements.label(of: index) ?? Self.holder(ofValue: index, in: file)
                    if let comment = comments.platformCommentAbove(first) ?? comments.platformCommentAboveDeclaration(whoseBodyStartsWith: first) {
                        result.findings.append(Finding(offset: comment, migration: name, message: Self.staleComment, isAboutKeptCode: true,
                                                       madeWith: result.edits[editsBefore].range))
                    }
                }
                for edit in result.edits[editsBefore...] {
                    for comment in droppedHeaderComments(edit, statement: index, in: file) {
                        result.findings.append(Finding(
                            offset: file.tokens[comment].start, migration: name,
                            message: "the comment `\(file.text(of: comment))` in the removed check goes with it; keep it elsewhere if it still says something",
                            isAboutKeptCode: true, madeWith: edit.range))
                    }
                }
            }
            if file.token(index, is: "if") {
                if let previous = file.previousSignificant(before: index), file.isKeyword(previous, "else") { continue }
                guard Self.startsStatement(index, in: file) else { continue }
                statements.rewriteIf(at: index, into: &result)
            } else if file.token(index, is: "guard") {
                guard Self.startsStatement(index, in: file) else { continue }
                statements.rewriteGuard(at: index, into: &result)
            } else if file.token(index, is: "while"), !statements.isRepeatWhile(index) {
                guard Self.startsStatement(index, in: file) else { continue }
                statements.rewriteWhile(at: index, into: &result)
            }
        }
        // Local names the removed code alone read or assigned: the index of where they are
        // declared, read and written is made once, for the names the edits remove.
        if !result.edits.isEmpty {
            let names = LocalNames(file, removedBy: result.edits)
            for edit in result.edits {
                let (unused, unchanged) = names.leftBehind(by: edit)
                for (variable, declaration) in unused {
                    result.findings.append(Finding(offset: file.tokens[declaration].start, migration: name,
                                                   message: LocalNames.unusedMessage(variable), isAboutKeptCode: true, madeWith: edit.range))
                }
                for (variable, declaration) in unchanged {
                    result.findings.append(Finding(offset: file.tokens[declaration].start, migration: name,
                                                   message: LocalNames.neverMutatedMessage(variable), isAboutKeptCode: true, madeWith: edit.range))
                }
            }
        }
        return result
    }
}

extension ConditionsMigration {
    /// Whether the keyword at `index` stands where Swift allows a statement (or an `if`
    /// expression): not directly in the body of a type or extension, and first in the file or
    /// on its line, or after `{`, `;`, `:`, `=`, `in`, `return`, `throw` or `else`. Anywhere else
    /// (`extension A where B if #available … {`, or a check among a type's members, which no
    /// compiler accepts) the braces may be another construct's, and collapsing them, or removing
    /// what follows as unreachable, would take declarations apart: it is left as it is.
    static func startsStatement(_ index: Int, in file: SourceFile) -> Bool {
        if let open = file.enclosingBrace(of: index), StatementStructure.opensTypeBody(open, in: file) { return false }
        guard let previous = file.previousSignificant(before: index) else { return true }
        if file.line(ofOffset: file.tokens[previous].end) < file.line(of: index) { return true }
        switch file.tokens[previous].kind {
        case .openBrace, .semicolon, .colon: return true
        default:
            return file.token(previous, is: "=") || file.token(previous, is: "in") || file.token(previous, is: "return")
                || file.token(previous, is: "throw") || file.token(previous, is: "else")
        }
    }

    /// Where the statement that an `if` at `index` is the value of starts, for the comments
    /// above it: the first token on the line of the `=`, `return` or `throw` before an `if`
    /// expression (`let size: CGSize =` on the line above the `if`); `index` itself otherwise.
    static func holder(ofValue index: Int, in file: SourceFile) -> Int {
        guard let previous = file.previousSignificant(before: index),
              file.token(previous, is: "=") || file.isKeyword(previous, "return") || file.isKeyword(previous, "throw") else { return index }
        var first = file.tokenIndex(at: file.startOfLine(containing: file.tokens[previous].start))
        while first < previous, file.tokens[first].kind.isTrivia { first += 1 }
        return first
    }
}

extension ConditionsMigration {
    var explanation: Explanation {
        Explanation(
            does: #"""
        `if`/`guard`/`else if`/`while` conditions whose `#available` is always true with the new targets lose the check, or the whole statement with its block inlined and re-indented (`if #available(iOS 15, *) { a() } else { b() }` → `a()`); always-false `#unavailable` branches go; satisfied platforms are dropped from a check that still depends on another (`#available(iOS 15, macOS 12, *)` → `#available(macOS 12, *)`). When what is left always leaves the scope (`return`, `throw`, `break`, `continue`, `fallthrough`, `fatalError(…)`, or an `if`/`else`, `do`, `switch` or `repeat` whose every path does, as the compiler judges it), the code after it that can then never run goes too, its comments with it, and so does the code after a statement around it that the rewrite makes always leave. A removal never leaves a blank line at the edge of a block or of an `#if` clause, a block it empties keeps no blank lines, and an `#if … #endif` (without `#else`) it empties goes too.
        """#,
            leavesAlone: #"""
        Checks the targets do not decide; a kept block with a top-level `defer` or a name clash (string interpolation and every name of a `let a = 1, b = 2` list included) becomes `do { … }` rather than being inlined, and so does a labelled one (`outer: do { … }`) and one whose single expression (not an assignment) would be all that is left of a closure stored without a type (`let action = { … }`, whose type would then come from that expression), or of the trailing closure of a call stored so (`let task = Task { … }`, `let value = queue.sync { … }`, whose generic result would), where a `guard`, or an `if` with an `else` and one expression per branch (it may be the closure's value), stays with a review item; an always-false check after a condition that may have an effect (a call, `try`, an operator) is a review item, and so is a rewrite that would leave code that can never run but cannot go (after the `#endif` of an `#if` around it, which other configurations run; `#warning`; a `repeat` loop's condition); a comment right above a removed check or attribute (a `/* … */` block or a `// MARK:` line too, one above the `#if` line the check opens, and one above the function or property whose body the check starts), after its closing brace, at the start of its kept block or, when only the check goes from a condition list, after the conditions or the `{`, that names a platform (`macOS`, `Big Sur`) or a version (`iOS 15`, `iOS15`, `15+`, "on older versions", not "a version of the document") stays and gets a review item, and a comment among a removed check's conditions or after the `}` of a removed `guard` is named in one (a comment in a removed branch goes with it); a local `var` that only the removed code assigned, and a local `let`, `var` or captured name that only the removed code read (assigning it is not reading it), get one at their declaration (the compiler would warn that it is never mutated, or never used or never read); strings, comments and regex literals are never touched.
        """#,
            arguments: ["--target", "16"],
            example: [
            Explanation.ExampleFile(path: "Profile.swift", before: #"""
        func configure(_ view: UITextView) {
            if #available(iOS 15, *) {
                view.maximumContentSizeCategory = .accessibilityLarge
            } else {
                view.adjustsFontForContentSizeCategory = false
            }
            guard #available(iOS 14, *) else { return }
            view.layer.cornerCurve = .continuous
        }

        """#,
                                    after: #"""
        func configure(_ view: UITextView) {
            view.maximumContentSizeCategory = .accessibilityLarge
            view.layer.cornerCurve = .continuous
        }

        """#),
            ])
    }
}

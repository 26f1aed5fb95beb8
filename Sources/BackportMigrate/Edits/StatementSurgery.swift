/// Statement and declaration surgery shared by every migration: remove a statement or a
/// declaration with its trivia, inline a block at another indentation. Returns edits; never applies them.
///
/// Removals keep the blank lines around them tidy: no blank line is left at the start or the end
/// of a block, nor two blank lines in a row where there was one.
struct StatementSurgery {
    let file: SourceFile
    /// The migration the edits are made for, for the per-migration counts.
    let migration: MigrationName

    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    // MARK: Statements

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

    /// The label's token when the statement at `keyword` is labelled (`outer: if …`).
    func label(of keyword: Int) -> Int? {
        guard let colon = file.previousSignificant(before: keyword), file.tokens[colon].kind == .colon,
              let name = file.previousSignificant(before: colon), file.tokens[name].kind == .identifier,
              file.isFirstOnLine(name) || file.previousSignificant(before: name).map({
                  file.tokens[$0].kind == .openBrace || file.tokens[$0].kind == .semicolon }) == true
        else { return nil }
        return name
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

    // MARK: Whole lines

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
            if isLinterDirectiveLine(startingAt: previousLine) {
                commentsReach = previousLine
                if directivesOnly { directivesReach = previousLine }
            } else if takingCommentsAbove && isPlainCommentLine(startingAt: previousLine) {
                if namesPlatform(lineStartingAt: previousLine) { takesComments = false }
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
    func tidyingBlankLines(_ lines: Range<Int>) -> Range<Int> {
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

    /// Whether the line starting at `lineStart` is nothing but a `swiftlint:disable:next`
    /// or `swiftlint:disable:this` comment.
    func isLinterDirectiveLine(startingAt lineStart: Int) -> Bool {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < file.tokens.count, file.tokens[cursor].kind == .lineComment, file.isLastOnLine(cursor) else { return false }
        return Self.isLinterDirective(file.text(of: cursor))
    }

    /// Whether the line starting at `lineStart` holds nothing but a `//` comment other than
    /// a doc comment or a `MARK:`.
    func isPlainCommentLine(startingAt lineStart: Int) -> Bool {
        guard let comment = lineCommentAlone(startingAt: lineStart) else { return false }
        return !comment.hasPrefix("///") && !comment.contains("MARK:")
    }

    /// Whether the line starting at `lineStart` holds nothing but a `// MARK:` comment.
    private func isMarkLine(startingAt lineStart: Int) -> Bool {
        lineCommentAlone(startingAt: lineStart)?.contains("MARK:") ?? false
    }

    /// The text of the `//` comment that the line starting at `lineStart` holds alone.
    private func lineCommentAlone(startingAt lineStart: Int) -> String? {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < file.tokens.count, file.tokens[cursor].kind == .lineComment, file.isLastOnLine(cursor) else { return nil }
        return file.text(of: cursor)
    }

    /// The start of the nearest comment line attached above the line of token `first` (no blank
    /// line between) that names a platform, a version or an availability check: it may describe
    /// code a migration removes, so it is never deleted silently but becomes a review item.
    ///
    /// A `/* … */` comment on lines of its own counts as one comment; an `#if` line whose
    /// clause the statement opens is looked past, to the comment above it. A `// MARK:` line
    /// heads a section: it ends the search, and is the one found when it names a platform.
    func platformCommentAbove(_ first: Int) -> Int? {
        var lineStart = file.startOfLine(containing: file.tokens[first].start)
        while lineStart > file.firstLineStart {
            let above = file.startOfLine(containing: lineStart - 1)
            if let comment = blockCommentAlone(endingOnLineStartingAt: above) {
                let start = file.startOfLine(containing: file.tokens[comment].start)
                if Self.namesPlatform(file.text(of: comment)) { return start }
                lineStart = start
                continue
            }
            if startsWithDirective(above, "#if") {
                lineStart = above
                continue
            }
            if isMarkLine(startingAt: above) { return namesPlatform(lineStartingAt: above) ? above : nil }
            guard isLinterDirectiveLine(startingAt: above) || isPlainCommentLine(startingAt: above) || isDocCommentLine(startingAt: above) else { return nil }
            if namesPlatform(lineStartingAt: above) { return above }
            lineStart = above
        }
        return nil
    }

    /// The comment above the function, initialiser, subscript or computed property whose body
    /// starts with the statement at `first` that names a platform, as `platformCommentAbove`
    /// finds it: a comment on `func hasCombine()` may say why its first statement checks the
    /// version ("XCTest runs the tests even on older versions, so check here").
    func platformCommentAboveDeclaration(whoseBodyStartsWith first: Int) -> Int? {
        guard let brace = file.enclosingBrace(of: first), var previous = file.previousSignificant(before: first) else { return nil }
        // `#if os(macOS)` lines may come first: the statement still starts what the body does there.
        while previous != brace {
            let lineStart = file.tokenIndex(at: file.startOfLine(containing: file.tokens[previous].start))
            var directive = lineStart
            while directive < file.tokens.count, file.tokens[directive].kind == .space { directive += 1 }
            guard directive < previous, file.conditionalCompilationLine(at: directive) == true,
                  let before = file.previousSignificant(before: directive) else { return nil }
            previous = before
        }
        guard let keyword = bodyOwner(brace) else { return nil }
        if let comment = platformCommentAbove(declarationStart(keyword: keyword)) { return comment }
        // A view's `var body` or a modifier's `func body(content:)`: what it does on an older
        // system is said above the type ("on iOS 15 it's a no-op").
        guard let name = file.nextSignificant(after: keyword), file.token(name, is: "body"),
              let typeBrace = file.enclosingBrace(of: keyword), let owner = Self.headerKeyword(of: typeBrace, in: file),
              ["struct", "class", "enum", "actor"].contains(where: { file.token(owner, is: $0) }) else { return nil }
        return platformCommentAbove(declarationStart(keyword: owner))
    }

    /// The `func`, `init`, `deinit`, `subscript` or `var` keyword of the declaration whose body
    /// the brace at `open` opens, or nil when it opens anything else (a closure, a statement's
    /// block, a type's body).
    private func bodyOwner(_ open: Int) -> Int? {
        guard let keyword = Self.headerKeyword(of: open, in: file),
              ["func", "init", "deinit", "subscript", "var"].contains(where: { file.token(keyword, is: $0) }) else { return nil }
        // The keyword's declaration must end with this very body: `var x: Int` on the line
        // before a trailing closure does not own it.
        return declarationEnd(keyword: keyword) == file.matchingBracket(of: open) ? keyword : nil
    }

    private static let typeKeywords: [StaticString] = ["struct", "class", "enum", "extension", "protocol", "actor"]
    private static let codeKeywords: [StaticString] = ["func", "init", "deinit", "subscript", "var", "let", "in", "do", "else", "repeat",
                                                       "defer", "if", "guard", "while", "for", "switch", "case", "catch", "return", "macro"]

    /// The keyword that says what the brace at `open` opens: read back over its header to the
    /// statement before it, the first that introduces a type or extension (`struct`, `class`,
    /// `enum`, `extension`, `protocol`, `actor`) or opens code (`func`, `init`, `var`, a
    /// closure's `in`, a statement's keyword); nil when there is none.
    static func headerKeyword(of open: Int, in file: SourceFile) -> Int? {
        var cursor = file.previousSignificant(before: open)
        while let current = cursor {
            switch file.tokens[current].kind {
            case .openBrace, .closeBrace, .semicolon:
                return nil
            case .closeParen, .closeBracket:
                cursor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) }
                continue
            case .keyword:
                if typeKeywords.contains(where: { file.token(current, is: $0) }) || codeKeywords.contains(where: { file.token(current, is: $0) }) {
                    return current
                }
            default:
                break
            }
            cursor = file.previousSignificant(before: current)
        }
        return nil
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
        // A property observer's or setter's body (`didSet {`, `set(value) {`).
        var accessor = file.previousSignificant(before: open)
        if let current = accessor, file.tokens[current].kind == .closeParen { accessor = file.matchingBracket(of: current).flatMap { file.previousSignificant(before: $0) } }
        if let accessor, ["didSet", "willSet", "set"].contains(where: { file.token(accessor, is: $0) }),
           let outer = file.previousSignificant(before: accessor), file.tokens[outer].kind == .openBrace || file.tokens[outer].kind == .closeBrace {
            return true
        }
        guard let keyword = Self.headerKeyword(of: open, in: file) else { return false }
        // An `in` read back from a `{` is a `for … in` loop's (a closure's `in` follows its `{`).
        if ["if", "guard", "while", "catch", "in"].contains(where: { file.isKeyword(keyword, $0) }) { return true }
        guard ["func", "init", "deinit"].contains(where: { file.isKeyword(keyword, $0) }),
              declarationEnd(keyword: keyword) == file.matchingBracket(of: open) else { return false }
        // A result type (`-> some View`) outside the parameters' and generics' brackets.
        var cursor = keyword + 1
        while cursor < open {
            if let match = file.matchingBracket(of: cursor), match > cursor {
                cursor = match + 1
                continue
            }
            if file.token(cursor, is: "->") { return false }
            cursor += 1
        }
        return true
    }

    /// Whether the brace at `open` opens the body of a type or extension, where Swift allows
    /// declarations only: its header keyword is `struct`, `class`, `enum`, `extension`,
    /// `protocol` or `actor`.
    static func opensTypeBody(_ open: Int, in file: SourceFile) -> Bool {
        guard let keyword = headerKeyword(of: open, in: file) else { return false }
        return typeKeywords.contains(where: { file.token(keyword, is: $0) })
    }

    /// The `/* … */` comment that ends the line starting at `lineStart` and has its lines to
    /// itself: nothing but indentation before it, nothing after it.
    private func blockCommentAlone(endingOnLineStartingAt lineStart: Int) -> Int? {
        var index = file.tokenIndex(at: lineStart)
        while index < file.tokens.count, file.tokens[index].kind == .space, file.tokens[index].start >= lineStart { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .blockComment,
              file.isFirstOnLine(index), file.isLastOnLine(index) else { return nil }
        return index
    }

    private func isDocCommentLine(startingAt lineStart: Int) -> Bool {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        return cursor < file.tokens.count && file.tokens[cursor].kind == .lineComment && file.text(of: cursor).hasPrefix("///")
    }

    /// Whether the comment on the line starting at `lineStart` names a platform (`iOS 15`,
    /// `macOS`, `tvOS`, …), a version (the word: "a version lower than this") or an
    /// availability check, other than in a linter directive.
    func namesPlatform(lineStartingAt lineStart: Int) -> Bool {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < file.tokens.count, file.tokens[cursor].kind.isComment else { return false }
        let comment = file.text(of: cursor)
        if Self.isLinterDirective(comment) { return false }
        return Self.namesPlatform(comment)
    }

    static func namesPlatform(_ text: String) -> Bool {
        // A web address names what it names (`github.com/mozilla-mobile/firefox-ios/issues`),
        // not a platform.
        let lower = text.lowercased().split(whereSeparator: \.isWhitespace)
            .filter { !$0.contains("://") && !$0.hasPrefix("www.") }.joined(separator: " ")
        // The words, each with the character before it and the one after it.
        var words: [(text: String, before: Character, after: Character)] = []
        var word = ""
        var before: Character = " "
        var previous: Character = " "
        for character in lower + " " {
            defer { previous = character }
            if character.isLetter || character.isNumber {
                if word.isEmpty { before = previous }
                word.append(character)
            } else if !word.isEmpty {
                words.append((word, before, character))
                word = ""
            }
        }
        // The last word that is not a number: `Xcode 14.3+`, `old Xcode version` are a tool's.
        var named = ""
        for (position, word) in words.enumerated() {
            // `#available` and `@available` name a check, where "all available logs" does not.
            let isCheck = ["available", "unavailable"].contains(word.text) && (word.before == "#" || word.before == "@")
            if platformWords.contains(word.text) || isCheck || word.text == "availability" { return true }
            // `Big Sur`, `High Sierra`, `El Capitan`.
            if let first = twoWordReleaseNames[word.text], position > 0, words[position - 1].text == first { return true }
            let isTool = ["xcode", "swift"].contains(named)
            if ["version", "versions", "os", "oses", "system", "systems"].contains(word.text), !isTool,
               isAboutASystemVersion(words.map(\.text), at: position) { return true }
            let isNumber = word.text.allSatisfy(\.isNumber)
            // `13+`, `16.4+`: a version and those above it.
            if word.after == "+", isNumber, !isTool { return true }
            if !isNumber { named = word.text }
            // `iOS13`, `macOS12`.
            if let platform = platformWords.first(where: { word.text.hasPrefix($0) && word.text.count > $0.count }),
               word.text.dropFirst(platform.count).allSatisfy(\.isNumber) {
                return true
            }
        }
        return false
    }

    /// Whether the word "version", "OS" or "system" at `position` of `words` is about the
    /// system's version, as far as the words around it tell: one older or newer than another
    /// ("on older versions", "on the latest OSes", "older operating systems", "a version lower
    /// than this", "OS versions", "version 13"), or one a check reads ("check the version here",
    /// "the version check"). "An initial version of the collection" and "the file system" are not.
    private static func isAboutASystemVersion(_ words: [String], at position: Int) -> Bool {
        let before = position > 0 ? words[position - 1] : ""
        let after = position + 1 < words.count ? words[position + 1] : ""
        let twoBefore = position > 1 ? words[position - 2] : ""
        if versionQualifiers.contains(before) { return true }
        // "A version lower than this", "the OS before 13"; a system needs a qualifier: "the file
        // system before the buffer is full" names none.
        if versionComparisons.contains(after), !words[position].hasPrefix("system") { return true }
        if before == "operating", versionQualifiers.contains(twoBefore) { return true }
        // The words of an OS or a system name no version without a qualifier: "the OS", "the file system".
        guard words[position].hasPrefix("version") else { return false }
        if !after.isEmpty, after.allSatisfy(\.isNumber) { return true }
        let checks = ["check", "checks", "checking", "checked"]
        return checks.contains(after) || words[max(0, position - 2)..<position].contains(where: checks.contains)
    }

    /// Words before "version" that make it a system's: "older versions", "OS versions".
    private static let versionQualifiers: Set<String> = [
        "old", "older", "oldest", "earlier", "earliest", "new", "newer", "newest", "later", "latest", "lower", "higher",
        "previous", "prior", "future", "legacy", "os", "system", "sdk", "minimum", "min", "deployment", "supported",
        "unsupported", "platform",
    ]

    /// Words after "version" that compare it with another: "a version lower than this".
    private static let versionComparisons: Set<String> = [
        "lower", "higher", "older", "newer", "earlier", "later", "below", "above", "before", "after", "prior",
    ]

    /// macOS releases named in two words, by their second word: `Big Sur`.
    private static let twoWordReleaseNames = ["sur": "big", "sierra": "high", "capitan": "el"]

    /// The platform names a comment may use, lowercased.
    private static let platformWords: Set<String> = [
        "ios", "ipados", "macos", "osx", "tvos", "watchos", "visionos", "xros", "catalyst", "maccatalyst",
        // macOS releases by name, which comments use as versions: "Big Sur redesigned app icons".
        "yosemite", "mojave", "catalina", "monterey", "ventura", "sonoma", "sequoia", "tahoe",
    ]

    /// Whether a comment is a SwiftLint directive about the next line or its own line.
    static func isLinterDirective(_ comment: String) -> Bool {
        comment.contains("swiftlint:disable:next") || comment.contains("swiftlint:disable:this")
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
        guard startsWithDirective(ifLine, "#if"), startsWithDirective(below, "#endif") else { return nil }
        return tidyingBlankLines(ifLine..<file.endOfLine(containing: below))
    }

    /// Whether the line starting at `lineStart` begins, after indentation, with `directive`.
    private func startsWithDirective(_ lineStart: Int, _ directive: StaticString) -> Bool {
        var index = file.tokenIndex(at: lineStart)
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        return index < file.tokens.count && file.tokens[index].kind == .poundKeyword && file.token(index, is: directive)
    }

    /// Whether the line starting at `lineStart` begins, after indentation, with a directive
    /// that opens a clause (`#if`, `#elseif`, `#else`), or with `opening` false one that ends
    /// one (`#elseif`, `#else`, `#endif`).
    func startsWithClauseDirective(_ lineStart: Int, opening: Bool) -> Bool {
        var index = file.tokenIndex(at: lineStart)
        while index < file.tokens.count, file.tokens[index].kind == .space { index += 1 }
        guard index < file.tokens.count, file.tokens[index].kind == .poundKeyword else { return false }
        if file.token(index, is: "#elseif") || file.token(index, is: "#else") { return true }
        return opening ? file.token(index, is: "#if") : file.token(index, is: "#endif")
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
        return isCaseLabel(next)
    }
}

/// Reading the comments around code a migration changes: whether a line is a linter directive,
/// a plain comment, a doc comment or a `MARK:`; and which comment above a statement names a
/// platform or a version, so that it becomes a review item instead of going silently.
struct CommentLines {
    let file: SourceFile

    private var extent: DeclarationExtent { DeclarationExtent(file: file) }

    /// Whether a comment is a SwiftLint directive about the next line or its own line.
    static func isLinterDirective(_ comment: String) -> Bool {
        comment.contains("swiftlint:disable:next") || comment.contains("swiftlint:disable:this")
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

    private func isDocCommentLine(startingAt lineStart: Int) -> Bool {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        return cursor < file.tokens.count && file.tokens[cursor].kind == .lineComment && file.text(of: cursor).hasPrefix("///")
    }

    /// The text of the `//` comment that the line starting at `lineStart` holds alone.
    private func lineCommentAlone(startingAt lineStart: Int) -> String? {
        var cursor = file.tokenIndex(at: lineStart)
        while cursor < file.tokens.count, file.tokens[cursor].kind == .space { cursor += 1 }
        guard cursor < file.tokens.count, file.tokens[cursor].kind == .lineComment, file.isLastOnLine(cursor) else { return nil }
        return file.text(of: cursor)
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
            if file.startsWithDirective(above, "#if") {
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
        guard let keyword = extent.bodyOwner(brace) else { return nil }
        if let comment = platformCommentAbove(extent.declarationStart(keyword: keyword)) { return comment }
        // A view's `var body` or a modifier's `func body(content:)`: what it does on an older
        // system is said above the type ("on iOS 15 it's a no-op").
        guard let name = file.nextSignificant(after: keyword), file.token(name, is: "body"),
              let typeBrace = file.enclosingBrace(of: keyword), let owner = StatementStructure.headerKeyword(of: typeBrace, in: file),
              ["struct", "class", "enum", "actor"].contains(where: { file.token(owner, is: $0) }) else { return nil }
        return platformCommentAbove(extent.declarationStart(keyword: owner))
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
}

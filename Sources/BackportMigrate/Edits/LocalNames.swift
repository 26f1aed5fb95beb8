/// Where the local names of a file are declared, written and read, to tell when a rewrite leaves
/// one that nothing changes or reads any more: removing the branch that assigned a `var` makes
/// the compiler warn that it is never mutated, and removing the only code that read a local
/// `let`, `var` or a closure's captured name that it is never used, which breaks a build that
/// treats warnings as errors.
///
/// The index is made once per file, in one pass over its tokens; each edit is then checked by
/// looking its names up, so a file of thousands of checks stays linear.
final class LocalNames {
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>="]

    /// What a review item at the declaration of a name nothing reads any more says.
    static func unusedMessage(_ name: String) -> String {
        "`\(name)` is read only by the removed code: the compiler will warn that it is never used or never read (an error where warnings are errors); remove it"
    }

    /// What a review item at the declaration of a `var` nothing assigns any more says.
    static func neverMutatedMessage(_ name: String) -> String {
        "`\(name)` is a `var` that only the removed code assigned: unless a mutating method changes it, the compiler will warn that it is never mutated (an error where warnings are errors); make it a `let`"
    }

    private let file: SourceFile
    /// For each name, the `let` and `var` keywords that declare it, in order.
    private var declarations: [String: [Int]] = [:]
    /// For each name, the capture-list entries (`[weak vc]`, `[x = y]`) that declare it, with
    /// the closing brace of their closure.
    private var captures: [String: [(entry: Int, close: Int)]] = [:]
    /// For each name, the tokens that read it, in order (a string literal that holds it as a
    /// word, for its interpolations, included): a reference that is only assigned (`x = 1`)
    /// is not one, since the compiler warns of a name written but never read.
    private var reads: [String: [Int]] = [:]
    /// For each name, the tokens that write it, in order.
    private var writes: [String: [Int]] = [:]

    /// The index of the names that the code `edits` remove mentions (identifiers, and words of
    /// interpolated strings): a name no edit removes is never looked up, and the file's other
    /// identifiers cost a comparison of their length and first byte.
    /// Only the bodies of the functions (or closures outside any function) around the edits
    /// are looked through: a local name lives there.
    convenience init(_ file: SourceFile, removedBy edits: [Edit]) {
        var names: Set<String> = []
        var bodies: [Range<Int>] = []
        // Outermost code blocks are disjoint: one holding `first` is the one found for it.
        var bodyOpens: Set<Int> = []
        for edit in edits {
            let (first, end) = (file.tokenIndex(at: edit.range.lowerBound), file.tokenIndex(at: edit.range.upperBound))
            guard first < end, let body = Self.outermostCodeBlock(around: first, in: file) else { continue }
            if bodyOpens.insert(body.lowerBound).inserted { bodies.append(body) }
            names.formUnion(Self.mentions(in: first..<end, of: file))
        }
        self.init(file, names: names, in: bodies)
    }

    /// The names the tokens `range` of `file` mention: identifiers, and words of interpolated
    /// strings. Every read or write of a name in `range` is among them.
    private static func mentions(in range: Range<Int>, of file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for index in range {
            switch file.tokens[index].kind {
            case .identifier: names.insert(file.text(of: index))
            case .string: names.formUnion(interpolatedWords(file.bytes(of: index)))
            default: continue
            }
        }
        return names
    }

    /// The tokens of the outermost block around token `index` that holds code (a function's,
    /// an initializer's, a closure's body), from its `{` through its `}`; nil at the top level
    /// or directly in a type's body.
    private static func outermostCodeBlock(around index: Int, in file: SourceFile) -> Range<Int>? {
        var block: Int?
        var brace = file.enclosingBrace(of: index)
        while let current = brace, !StatementStructure.opensTypeBody(current, in: file) {
            block = current
            brace = file.enclosingBrace(of: current)
        }
        guard let open = block, let close = file.matchingBracket(of: open) else { return nil }
        return open..<(close + 1)
    }

    /// The index of `names` in the tokens `ranges` of `file` (all of it by default).
    init(_ file: SourceFile, names: Set<String>, in ranges: [Range<Int>]? = nil) {
        self.file = file
        guard !names.isEmpty else { return }
        // A quick test before a name is made: its length and first byte.
        var lengths: Set<Int> = []
        var firstBytes = [Bool](repeating: false, count: 256)
        for name in names {
            lengths.insert(name.utf8.count)
            firstBytes[Int(name.utf8.first ?? 0)] = true
        }
        var captureEntries: Set<Int> = []
        for index in (ranges ?? [file.tokens.indices]).sorted(by: { $0.lowerBound < $1.lowerBound }).joined() {
            let token = file.tokens[index]
            switch token.kind {
            case .string:
                guard file.bytes(of: index).contains(UInt8(ascii: "\\")) else { continue }
                for word in Self.interpolatedWords(file.bytes(of: index)) where names.contains(word) { reads[word, default: []].append(index) }
            case .openBracket:
                for entry in Self.captureEntries(listAt: index, in: file) where names.contains(file.text(of: entry.entry)) {
                    captureEntries.insert(entry.entry)
                    captures[file.text(of: entry.entry), default: []].append(entry)
                }
            case .identifier:
                guard lengths.contains(token.end - token.start), firstBytes[Int(file.bytes[token.start])], !captureEntries.contains(index) else { continue }
                let name = file.text(of: index)
                guard names.contains(name) else { continue }
                if let previous = file.previousSignificant(before: index), file.isKeyword(previous, "let") || file.isKeyword(previous, "var") {
                    declarations[name, default: []].append(previous)
                    continue
                }
                if Self.isRead(index, in: file) { reads[name, default: []].append(index) }
                if Self.isWrite(index, in: file) { writes[name, default: []].append(index) }
            default:
                continue
            }
        }
    }

    // MARK: What an edit leaves

    /// The local names `edit` leaves behind, each with the token that declares it: those that the
    /// code it removes read and that nothing reads once it is made (`unused`), and the `var`s
    /// written more than once that it leaves written once at most (`unchanged`; a name that is
    /// unused is only there). The edit's replacement is tokenized once, and only when a name
    /// the index holds is read or written in what the edit removes.
    func leftBehind(by edit: Edit) -> (unused: [(name: String, declaration: Int)], unchanged: [(name: String, declaration: Int)]) {
        let (first, end) = (file.tokenIndex(at: edit.range.lowerBound), file.tokenIndex(at: edit.range.upperBound))
        guard first < end else { return ([], []) }
        var tokenized: SourceFile?
        func replacement() -> SourceFile {
            if let tokenized { return tokenized }
            let made = SourceFile(bytes: edit.replacement)
            tokenized = made
            return made
        }
        // Only names the removed code mentions are looked at, not every name the index holds,
        // so a file of thousands of edits each with its own local stays linear.
        let mentioned = declarations.isEmpty && captures.isEmpty ? [] : Self.mentions(in: first..<end, of: file)
        let unused = leftUnused(by: edit, first, end, mentioned, replacement)
        let unchanged = leftUnchanged(by: edit, first, end, mentioned, replacement).filter { found in !unused.contains { $0.name == found.name } }
        return (unused, unchanged)
    }

    private func leftUnused(by edit: Edit, _ first: Int, _ end: Int, _ mentioned: Set<String>,
                            _ replacement: () -> SourceFile) -> [(name: String, declaration: Int)] {
        // The index holds only names that some edit removes and the file declares locally.
        let candidates = mentioned.filter { (declarations[$0] != nil || captures[$0] != nil) && Self.count(reads[$0], in: first..<end) > 0 }
        guard !candidates.isEmpty else { return [] }
        let kept = Self.counts(in: replacement(), of: candidates)
        var found: [(name: String, declaration: Int)] = []
        for name in candidates.sorted() where kept[name, default: 0] == 0 {
            guard let declared = localDeclaration(of: name, keywords: ["let", "var"], around: first, end: edit.range.upperBound)
                    ?? capture(of: name, around: first), declared.close >= end else { continue }
            let outside = Self.count(reads[name], in: (declared.name + 1)..<first) + Self.count(reads[name], in: end..<declared.close)
            if outside == 0 { found.append((name, declared.token)) }
        }
        return found
    }

    private func leftUnchanged(by edit: Edit, _ first: Int, _ end: Int, _ mentioned: Set<String>,
                               _ replacement: () -> SourceFile) -> [(name: String, declaration: Int)] {
        var removed: [String: Int] = [:]
        for name in mentioned where declarations[name] != nil {
            let count = Self.count(writes[name], in: first..<end)
            if count > 0 { removed[name] = count }
        }
        guard !removed.isEmpty else { return [] }
        let kept = Self.counts(in: replacement(), of: Set(removed.keys), writes: true)
        var found: [(name: String, declaration: Int)] = []
        for (name, count) in removed.sorted(by: { $0.key < $1.key }) where count > kept[name, default: 0] {
            guard let declared = localDeclaration(of: name, keywords: ["var"], around: first, end: edit.range.upperBound),
                  declared.close >= end else { continue }
            // A `var` declared without a value and assigned once is not "never mutated" to the
            // compiler: the assignment is its initialisation.
            guard isInitialized(declared.name) else { continue }
            let outside = Self.count(writes[name], in: (declared.name + 1)..<first) + Self.count(writes[name], in: end..<declared.close)
            let before = 1 + outside + count
            let after = 1 + outside + kept[name, default: 0]
            if before > 1 && after <= 1 { found.append((name, declared.token)) }
        }
        return found
    }

    // MARK: Declarations

    /// The nearest declaration of `name` by one of `keywords` before token `first`, in a
    /// function's or closure's block that holds `first` and whose closing brace is at or past
    /// `end`: its keyword, its name token and the block's closing brace.
    private func localDeclaration(of name: String, keywords: [StaticString], around first: Int, end: Int) -> (token: Int, name: Int, close: Int)? {
        // Found from the last declaration before `first` back, not from the file's last one:
        // a name declared in each of thousands of functions is looked up in logarithmic time.
        guard let all = declarations[name],
              let keyword = all[..<Self.lowerBound(all, first)].last(where: { token in keywords.contains { file.isKeyword(token, $0) } }),
              let nameToken = file.nextSignificant(after: keyword), nameToken < first,
              let open = file.enclosingBrace(of: keyword), !StatementStructure.opensTypeBody(open, in: file),
              let close = file.matchingBracket(of: open), file.tokens[close].start >= end else { return nil }
        var around = file.enclosingBrace(of: first)
        while let current = around, current != open { around = file.enclosingBrace(of: current) }
        return around == open ? (keyword, nameToken, close) : nil
    }

    /// The capture-list entry naming `name` of the innermost closure around token `first`.
    private func capture(of name: String, around first: Int) -> (token: Int, name: Int, close: Int)? {
        guard let all = captures[name] else { return nil }
        var (low, high) = (0, all.count)
        while low < high {
            let middle = (low + high) / 2
            if all[middle].entry < first { low = middle + 1 } else { high = middle }
        }
        guard let entry = all[..<low].last(where: { first < $0.close }) else { return nil }
        return (entry.entry, entry.entry, entry.close)
    }

    /// Whether the declaration of the name at `name` gives it a value (`var x = 1`,
    /// `var x: [Int] = []`).
    private func isInitialized(_ name: Int) -> Bool {
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

    /// The entries of the capture list opening at `bracket`, if it is one (right after a
    /// closure's `{`): each declared name's token, with the closure's closing brace.
    private static func captureEntries(listAt bracket: Int, in file: SourceFile) -> [(entry: Int, close: Int)] {
        guard let brace = file.previousSignificant(before: bracket), file.tokens[brace].kind == .openBrace,
              let listEnd = file.matchingBracket(of: bracket), let close = file.matchingBracket(of: brace),
              let after = file.nextSignificant(after: listEnd),
              file.isKeyword(after, "in") || file.tokens[after].kind == .openParen || file.tokens[after].kind == .identifier else { return [] }
        var entries: [(entry: Int, close: Int)] = []
        for index in (bracket + 1)..<listEnd where file.tokens[index].kind == .identifier {
            guard let previous = file.previousSignificant(before: index), let next = file.nextSignificant(after: index) else { continue }
            let starts = file.tokens[previous].kind == .openBracket || file.tokens[previous].kind == .comma
                || file.token(previous, is: "weak") || file.token(previous, is: "unowned") || file.tokens[previous].kind == .closeParen
            let ends = file.tokens[next].kind == .comma || file.tokens[next].kind == .closeBracket || file.token(next, is: "=")
            if starts && ends { entries.append((index, close)) }
        }
        return entries
    }

    // MARK: Reads and writes

    /// Whether the identifier at `index` reads a name: not a member (`a.name`), a
    /// declaration's own name, an argument label (`f(name: 1)`) or the name a plain
    /// assignment writes (`name = 1`; `name += 1` and `name.a = 1` count as reads).
    static func isRead(_ index: Int, in file: SourceFile) -> Bool {
        let next = file.nextSignificant(after: index)
        if let next, file.tokens[next].kind == .operator, file.token(next, is: "=") { return false }
        guard let previous = file.previousSignificant(before: index) else { return true }
        let kind = file.tokens[previous].kind
        if kind == .period || file.isKeyword(previous, "var") || file.isKeyword(previous, "let") { return false }
        return !file.isArgumentLabel(index)
    }

    /// Whether the identifier at `index` is written: assigned (`x = …`, `x += …`, `x.a = …`,
    /// `x[i] = …`) or passed `inout` (`&x`). A method call is not counted (on a class it changes
    /// nothing; a `mutating` one on a struct does, which the review item's text allows for).
    static func isWrite(_ index: Int, in file: SourceFile) -> Bool {
        guard let previous = file.previousSignificant(before: index) else { return isAssigned(base: index, in: file) }
        if file.tokens[previous].kind == .period || file.isKeyword(previous, "var") || file.isKeyword(previous, "let") { return false }
        if file.tokens[previous].kind == .operator, file.token(previous, is: "&"), file.tokens[previous].end == file.tokens[index].start { return true }
        return isAssigned(base: index, in: file)
    }

    /// Whether the expression that starts with the name at `base` ends, past its members,
    /// subscripts and `?`/`!`, with an assignment.
    private static func isAssigned(base: Int, in file: SourceFile) -> Bool {
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

    /// How many times `file` reads each of `names` (`isRead`, and the string literals that
    /// interpolate it), or with `writes`, writes it (`isWrite`).
    static func counts(in file: SourceFile, of names: Set<String>, writes: Bool = false) -> [String: Int] {
        var counts: [String: Int] = [:]
        for index in file.tokens.indices {
            if !writes, file.tokens[index].kind == .string {
                for word in interpolatedWords(file.bytes(of: index)) where names.contains(word) { counts[word, default: 0] += 1 }
                continue
            }
            guard file.tokens[index].kind == .identifier else { continue }
            let name = file.text(of: index)
            if names.contains(name), writes ? isWrite(index, in: file) : isRead(index, in: file) { counts[name, default: 0] += 1 }
        }
        return counts
    }

    /// The identifier-like words of a string literal that has an interpolation (`\(` or, raw,
    /// `\#(`); none otherwise.
    static func interpolatedWords(_ bytes: ArraySlice<UInt8>) -> Set<String> {
        guard bytes.indices.contains(where: { bytes[$0] == UInt8(ascii: "\\") && $0 + 1 < bytes.endIndex
                && (bytes[$0 + 1] == UInt8(ascii: "(") || bytes[$0 + 1] == UInt8(ascii: "#")) }) else { return [] }
        var words: Set<String> = []
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            // A word does not start with a digit.
            if ByteSearch.isIdentifierByte(byte), start != nil || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.insert(String(decoding: bytes[wordStart..<index], as: UTF8.self))
                start = nil
            }
        }
        if let wordStart = start { words.insert(String(decoding: bytes[wordStart...], as: UTF8.self)) }
        return words
    }

    /// How many of the ascending `positions` lie in `range`.
    private static func count(_ positions: [Int]?, in range: Range<Int>) -> Int {
        guard let positions, !range.isEmpty else { return 0 }
        return lowerBound(positions, range.upperBound) - lowerBound(positions, range.lowerBound)
    }

    private static func lowerBound(_ positions: [Int], _ value: Int) -> Int {
        var (low, high) = (0, positions.count)
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

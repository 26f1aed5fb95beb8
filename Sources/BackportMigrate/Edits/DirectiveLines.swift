/// Reading the compiler directive that starts a line, shared by removal and comment reading.
extension SourceFile {
    /// Whether the line starting at `lineStart` begins, after indentation, with `directive`.
    func startsWithDirective(_ lineStart: Int, _ directive: StaticString) -> Bool {
        var index = tokenIndex(at: lineStart)
        while index < tokens.count, tokens[index].kind == .space { index += 1 }
        return index < tokens.count && tokens[index].kind == .poundKeyword && token(index, is: directive)
    }
}

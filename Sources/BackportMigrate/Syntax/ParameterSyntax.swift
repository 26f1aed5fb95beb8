/// One parameter of a function's or initialiser's parameter list, as written:
/// `for placement: P = .x`.
struct ParameterSyntax: Sendable, Hashable {
    /// The argument label callers write; nil for `_`.
    var label: String?
    /// The name the body uses, and its token.
    var name: String
    var nameToken: Int
    /// The `:` before the type and the type's last token.
    var colon: Int
    var typeEnd: Int
    /// The default value's text, when there is one.
    var defaultValue: String?
    /// Attributes before the names (`@ViewBuilder content: …`).
    var isAttributed: Bool
}

extension SourceFile {
    /// The parameters between the parentheses `open` and `close`; nil for a form not
    /// understood: a variadic or `inout` parameter, a name part that is neither names nor
    /// attributes, a default with no value.
    func parameters(_ open: Int, _ close: Int) -> [ParameterSyntax]? {
        var result: [ParameterSyntax] = []
        for element in elements(open, close) {
            var names: [Int] = []
            var isAttributed = false
            var cursor: Int? = element.lowerBound
            while let current = cursor, current <= element.upperBound, tokens[current].kind != .colon {
                switch tokens[current].kind {
                case .identifier, .keyword: names.append(current)
                case .attribute: isAttributed = true
                default: return nil
                }
                cursor = nextSignificant(after: current)
            }
            guard let colon = cursor, colon <= element.upperBound, names.count == 1 || names.count == 2 else { return nil }
            var defaultValue: String?
            var typeEnd = element.upperBound
            var index = colon + 1
            while index <= element.upperBound {
                if let match = matchingBracket(of: index), match > index { index = match + 1; continue }
                if tokens[index].kind == .operator {
                    let text = self.text(of: index)
                    if text == "..." { return nil }
                    if text == "=" {
                        // `count: Int = )`: no value, no parameter list to read.
                        guard let value = nextSignificant(after: index), value <= element.upperBound else { return nil }
                        typeEnd = previousSignificant(before: index) ?? colon
                        defaultValue = self.text(from: tokens[value].start, to: tokens[element.upperBound].end)
                        break
                    }
                }
                if isKeyword(index, "inout") { return nil }
                index += 1
            }
            let external = plainName(names[0])
            result.append(ParameterSyntax(label: external == "_" ? nil : external, name: plainName(names[names.count - 1]),
                                          nameToken: names[names.count - 1], colon: colon, typeEnd: typeEnd,
                                          defaultValue: defaultValue, isAttributed: isAttributed))
        }
        return result
    }
}

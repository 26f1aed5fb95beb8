/// Small string helpers for reading availability entries from their source text, kept
/// Foundation-free and in one place so the argument types classify text the same way.
enum AvailabilityText {
    /// `text` without leading and trailing spaces, tabs and line breaks.
    static func trimmed<S: StringProtocol>(_ text: S) -> String {
        guard let first = text.firstIndex(where: { !isBlank($0) }),
              let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(text[first...last])
    }

    /// Splits `iOS 15.0` into its name and version text; nil unless there are exactly two words
    /// and the first is an identifier. The version is not checked here: a bad one still names a
    /// platform entry, which the evaluator then leaves undecided.
    static func nameAndVersion(_ text: String) -> (name: String, version: String)? {
        let words = text.split(whereSeparator: isBlank)
        guard words.count == 2, isIdentifier(String(words[0])) else { return nil }
        return (String(words[0]), String(words[1]))
    }

    /// Letters, digits and `_`, not starting with a digit: enough for labels and platform names.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, !first.isNumber else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t" || character.isNewline
    }
}

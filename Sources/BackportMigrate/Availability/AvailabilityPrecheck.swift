/// The byte pre-check of the conditions and attributes migrations: finds each `#available(…)`,
/// `#unavailable(…)` or `@available(…)` in the raw bytes and decides it as the migration would,
/// from the text between its parentheses, so a file whose checks all stay as they are (an
/// `#available(iOS 18, *)` in a run at 17, `isAvailable`, a word in a comment) is not tokenized.
///
/// Only a "no" is trusted: every occurrence counts, in code, comments and strings alike, and any
/// list this cannot read plainly (a comment, a string with escapes or over lines, a nested parenthesis, a list with no end)
/// says the file may change, leaving the decision to the migration, which reads tokens.
enum AvailabilityPrecheck {
    /// Which checks to look for.
    enum Kind {
        /// `#available` and `#unavailable` in condition lists (the conditions migration).
        case condition
        /// `@available` attributes (the attributes migration).
        case attribute
    }

    /// Longest argument list read; a longer one is left to the migration.
    static let longestList = 1024

    /// Whether the targets may decide a check of `kind` in `bytes`.
    static func mayDecide(_ bytes: [UInt8], kind: Kind, targets: DeploymentTargets) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var decides = false
            ByteSearch.forEachOccurrence(of: "available", in: buffer) { at in
                let isUnavailable: Bool
                switch kind {
                case .condition:
                    if at >= 1, buffer[at - 1] == UInt8(ascii: "#") {
                        isUnavailable = false
                    } else if at >= 3, buffer[at - 3] == UInt8(ascii: "#"), buffer[at - 2] == UInt8(ascii: "u"),
                              buffer[at - 1] == UInt8(ascii: "n") {
                        isUnavailable = true
                    } else {
                        return true
                    }
                case .attribute:
                    guard at >= 1, buffer[at - 1] == UInt8(ascii: "@") else { return true }
                    isUnavailable = false
                }
                let end = at + 9
                // `#availableX` is another word; nothing the migration reads.
                if end < buffer.count, ByteSearch.isIdentifierByte(buffer[end]) { return true }
                guard let arguments = argumentTexts(in: buffer, from: end) else {
                    decides = true
                    return false
                }
                switch kind {
                case .condition:
                    let outcome = AvailabilityEvaluator.evaluateCondition(
                        isUnavailable: isUnavailable, arguments: arguments.map(AvailabilityArgument.init(written:)), targets: targets)
                    if case .unchanged = outcome { return true }
                case .attribute:
                    let outcome = AvailabilityEvaluator.evaluateAttribute(
                        arguments: arguments.map(AttributeArgument.init(written:)), targets: targets)
                    if case .unchanged = outcome { return true }
                }
                decides = true
                return false
            }
            return decides
        }
    }

    /// The comma-separated texts of the parenthesised list after white space from `start`: an
    /// empty list when no `(` follows (there is nothing to decide), nil when the list is not
    /// plain text this can split (see the type's comment).
    private static func argumentTexts(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> [String]? {
        var cursor = start
        while cursor < buffer.count, isBlank(buffer[cursor]) { cursor += 1 }
        guard cursor < buffer.count else { return [] }
        guard buffer[cursor] == UInt8(ascii: "(") else {
            // A comment between the word and its list hides what follows from this scan.
            return buffer[cursor] == UInt8(ascii: "/") ? nil : []
        }
        cursor += 1
        var texts: [String] = []
        var itemStart = cursor
        let limit = min(buffer.count, cursor + longestList)
        while cursor < limit {
            switch buffer[cursor] {
            case UInt8(ascii: ")"):
                texts.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[itemStart..<cursor]), as: UTF8.self))
                return texts
            case UInt8(ascii: ","):
                texts.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[itemStart..<cursor]), as: UTF8.self))
                itemStart = cursor + 1
            case UInt8(ascii: "\""):
                // `message: "Use the new flow"`: a plain string on one line is part of its entry.
                guard let close = plainStringEnd(in: buffer, from: cursor, limit: limit) else { return nil }
                cursor = close
            case UInt8(ascii: "("), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "#"), UInt8(ascii: "`"):
                return nil
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// The offset of the `"` that closes the string opening at `open`, when it is a plain
    /// one-line string (no escape, no interpolation, not `"""`); nil otherwise.
    private static func plainStringEnd(in buffer: UnsafeBufferPointer<UInt8>, from open: Int, limit: Int) -> Int? {
        var cursor = open + 1
        if cursor < limit, buffer[cursor] == UInt8(ascii: "\"") { return nil }
        while cursor < limit {
            switch buffer[cursor] {
            case UInt8(ascii: "\""): return cursor
            case UInt8(ascii: "\\"), 0x0A, 0x0D: return nil
            default: cursor += 1
            }
        }
        return nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

import Foundation

/// The byte pre-check of the conditions and attributes migrations: finds each `#available(…)`,
/// `#unavailable(…)` or `@available(…)` in the raw bytes and decides it as the migration would,
/// from the text between its parentheses, so a file whose checks all stay as they are (an
/// `#available(iOS 18, *)` in a run at 17, `isAvailable`, a word in a comment) is not tokenized.
///
/// Only a "no" is trusted: every occurrence counts, in code, comments and strings alike, and any
/// list this cannot read plainly (a comment, a string with escapes or over lines, a nested
/// parenthesis, a list with no end) says the file may change, leaving the decision to the
/// migration, which reads tokens.
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

    /// Whether the targets may decide a check of `kind` in `bytes`. With a `memo` (which must
    /// only ever see these `targets`), each argument list is decided once.
    static func mayDecide(_ bytes: [UInt8], kind: Kind, targets: DeploymentTargets, memo: Memo? = nil) -> Bool {
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
                guard let list = argumentList(in: buffer, from: end) else {
                    decides = true
                    return false
                }
                let key = Memo.Key(kind: kind, isUnavailable: isUnavailable, list: Array(UnsafeBufferPointer(rebasing: buffer[list])))
                if let known = memo?.decision(key) {
                    decides = known
                } else {
                    decides = Self.decides(key, targets: targets)
                    memo?.record(key, decides)
                }
                return !decides
            }
            return decides
        }
    }

    /// The bytes between the parentheses of the list after white space from `start`: an empty
    /// range when no `(` follows (there is nothing to decide), nil when the list is not plain
    /// text this can split (see the type's comment).
    private static func argumentList(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var cursor = start
        while cursor < buffer.count, isBlank(buffer[cursor]) { cursor += 1 }
        guard cursor < buffer.count else { return start..<start }
        guard buffer[cursor] == UInt8(ascii: "(") else {
            // A comment between the word and its list hides what follows from this scan.
            return buffer[cursor] == UInt8(ascii: "/") ? nil : start..<start
        }
        cursor += 1
        let open = cursor
        let limit = min(buffer.count, cursor + longestList)
        while cursor < limit {
            switch buffer[cursor] {
            case UInt8(ascii: ")"):
                // `()` is no list this can read; the migration says what it makes of it.
                return cursor > open ? open..<cursor : nil
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

    /// Whether the targets decide the check `key` describes, as the migration would.
    private static func decides(_ key: Memo.Key, targets: DeploymentTargets) -> Bool {
        guard !key.list.isEmpty else { return false }
        let texts = entries(of: key.list)
        switch key.kind {
        case .condition:
            let outcome = AvailabilityEvaluator.evaluateCondition(
                isUnavailable: key.isUnavailable, arguments: texts.map(AvailabilityArgument.init(written:)), targets: targets)
            if case .unchanged = outcome { return false }
        case .attribute:
            let outcome = AvailabilityEvaluator.evaluateAttribute(arguments: texts.map(AttributeArgument.init(written:)), targets: targets)
            if case .unchanged = outcome { return false }
        }
        return true
    }

    /// The comma-separated entries of a plain list (commas inside its plain strings are theirs).
    private static func entries(of list: [UInt8]) -> [String] {
        var texts: [String] = []
        var start = 0
        var inString = false
        for (offset, byte) in list.enumerated() {
            if byte == UInt8(ascii: "\"") {
                inString.toggle()
            } else if byte == UInt8(ascii: ","), !inString {
                texts.append(String(decoding: list[start..<offset], as: UTF8.self))
                start = offset + 1
            }
        }
        texts.append(String(decoding: list[start...], as: UTF8.self))
        return texts
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

    /// Decisions of argument lists, shared by the threads of a run.
    /// One `Memo` per target set, for a run whose modules judge files at several.
    final class Memos: @unchecked Sendable {
        private let lock = NSLock()
        private var memos: [DeploymentTargets: Memo] = [:]

        func memo(for targets: DeploymentTargets) -> Memo {
            lock.lock()
            defer { lock.unlock() }
            if let known = memos[targets] { return known }
            let made = Memo()
            memos[targets] = made
            return made
        }
    }

    final class Memo: @unchecked Sendable {
        struct Key: Hashable {
            var kind: Kind
            var isUnavailable: Bool
            /// The bytes between the parentheses.
            var list: [UInt8]
        }

        private let lock = NSLock()
        private var decisions: [Key: Bool] = [:]

        func decision(_ key: Key) -> Bool? {
            lock.lock()
            defer { lock.unlock() }
            return decisions[key]
        }

        func record(_ key: Key, _ decides: Bool) {
            lock.lock()
            decisions[key] = decides
            lock.unlock()
        }
    }
}

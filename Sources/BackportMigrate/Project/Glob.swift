/// A shell-style pattern for `--exclude`: `*` and `?` stay within one path component, `**` crosses
/// components (`**/` also matches no folder at all), `[abc]`, `[a-z]` and `[!a]`/`[^a]` match one
/// character from a set. Pattern and path are compared as `PathNames` compares names: in
/// Unicode canonical composition, and ignoring case where the file system does.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// One piece of a parsed pattern.
    enum Piece: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case anyCharacter
        case anyRun
        case anyPath
        case set(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    public let description: String
    let pieces: [Piece]

    /// Parses a pattern; a leading `./` and a trailing `/` are ignored, since patterns are matched
    /// against paths relative to a root and folders are matched by name.
    public init(_ pattern: String) {
        var text = Substring(PathNames.key(pattern, ignoringCase: false))
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        description = pattern
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if index + 1 < scalars.count, scalars[index + 1] == "*" {
                    pieces.append(.anyPath)
                    index += 2
                    while index < scalars.count, scalars[index] == "*" { index += 1 }
                    continue
                }
                pieces.append(.anyRun)
            case "?":
                pieces.append(.anyCharacter)
            case "[":
                if let (set, next) = Glob.parseSet(scalars, from: index + 1) {
                    pieces.append(set)
                    index = next
                    continue
                }
                pieces.append(.literal(scalar))
            case "\\" where index + 1 < scalars.count:
                index += 1
                pieces.append(.literal(scalars[index]))
            default:
                pieces.append(.literal(scalar))
            }
            index += 1
        }
        self.pieces = pieces
    }

    /// Parses the inside of `[…]` starting after the bracket; nil when it is not closed, in which
    /// case the bracket is an ordinary character, as in the shell.
    private static func parseSet(_ scalars: [Unicode.Scalar], from start: Int) -> (Piece, Int)? {
        var index = start
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.count {
            let scalar = scalars[index]
            // A `]` right after the opening bracket is a member, not the end.
            if scalar == "]", !first { return (.set(ranges: ranges, negated: negated), index + 1) }
            first = false
            if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
                let upper = scalars[index + 2]
                ranges.append(scalar <= upper ? scalar...upper : upper...scalar)
                index += 3
            } else {
                ranges.append(scalar...scalar)
                index += 1
            }
        }
        return nil
    }

    /// Whether the whole of `path` matches the pattern; with `ignoringCase`, whether it does
    /// once pattern and path are both lowercased (a set `[A-Z]` holds a lowercased letter when
    /// it holds the letter or its uppercase).
    public func matches(_ path: String, ignoringCase: Bool = false) -> Bool {
        let text = Array(PathNames.key(path, ignoringCase: ignoringCase).unicodeScalars)
        let pieces = ignoringCase ? lowercasedPieces : self.pieces
        // memo[p][t]: 0 unknown, 1 no, 2 yes. Without it `**` and `*` backtrack exponentially.
        var memo = [[UInt8]](repeating: [UInt8](repeating: 0, count: text.count + 1), count: pieces.count + 1)
        return match(0, 0, text, pieces, &memo)
    }

    /// The pieces with each literal lowercased, and each set made to hold the lowercase of its
    /// members too, for matching a lowercased path.
    private var lowercasedPieces: [Piece] {
        pieces.map { piece in
            switch piece {
            case .literal(let scalar):
                return .literal(PathNames.lowercased(scalar))
            case .set(let ranges, let negated):
                let folded = ranges.flatMap { range -> [ClosedRange<Unicode.Scalar>] in
                    let scalars = range.lowerBound.value...range.upperBound.value
                    guard scalars.count <= 256 else { return [range] }
                    return scalars.compactMap(Unicode.Scalar.init).map { PathNames.lowercased($0) }.map { $0...$0 }
                }
                return .set(ranges: ranges + folded, negated: negated)
            default:
                return piece
            }
        }
    }

    private func match(_ p: Int, _ t: Int, _ text: [Unicode.Scalar], _ pieces: [Piece], _ memo: inout [[UInt8]]) -> Bool {
        if memo[p][t] != 0 { return memo[p][t] == 2 }
        let result: Bool
        if p == pieces.count {
            result = t == text.count
        } else {
            switch pieces[p] {
            case .anyPath:
                // `**/` may stand for no folder at all: `**/x` matches `x`.
                if p + 1 < pieces.count, pieces[p + 1] == .literal("/"), match(p + 2, t, text, pieces, &memo) {
                    result = true
                } else {
                    result = (t...text.count).contains { match(p + 1, $0, text, pieces, &memo) }
                }
            case .anyRun:
                var end = t
                var found = match(p + 1, t, text, pieces, &memo)
                while !found, end < text.count, text[end] != "/" {
                    end += 1
                    found = match(p + 1, end, text, pieces, &memo)
                }
                result = found
            case .anyCharacter:
                result = t < text.count && text[t] != "/" && match(p + 1, t + 1, text, pieces, &memo)
            case .set(let ranges, let negated):
                result = t < text.count && text[t] != "/"
                    && ranges.contains { $0.contains(text[t]) } != negated
                    && match(p + 1, t + 1, text, pieces, &memo)
            case .literal(let scalar):
                result = t < text.count && text[t] == scalar && match(p + 1, t + 1, text, pieces, &memo)
            }
        }
        memo[p][t] = result ? 2 : 1
        return result
    }
}

/// A set of names to compare tokens with, byte by byte: only a token of a length some name has
/// is copied to be looked up, so asking every identifier of a file costs next to nothing.
struct TokenNames: Sendable, Hashable {
    let names: Set<String>
    private let bytes: Set<[UInt8]>
    private let lengths: Set<Int>

    init(_ names: some Sequence<String>) {
        self.names = Set(names)
        bytes = Set(self.names.map { Array($0.utf8) })
        lengths = Set(bytes.map(\.count))
    }

    var isEmpty: Bool { names.isEmpty }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether token `index` of `file` is spelled as one of the names.
    func matches(_ index: Int, in file: SourceFile) -> Bool {
        let token = file.tokens[index]
        guard lengths.contains(token.length) else { return false }
        return bytes.contains(Array(file.bytes(of: index)))
    }
}

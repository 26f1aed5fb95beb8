/// How a path is written in a patch's header lines, so that `git apply` and GNU `patch` read
/// back the same path, as git writes it.
///
/// A path with a quote, a backslash, a control character or a non-ASCII byte is C-quoted with
/// its prefix inside the quotes (`"a/caf\303\251.swift"`). A path with a space keeps it, and
/// its `---`/`+++` lines end with a tab so that GNU `patch` does not stop at the space.
///
/// An absolute path (a file outside the current directory, named as such) loses its leading
/// `/`, as `git diff --no-index` writes it: `a//work/x.swift` is a path `git apply` refuses, and
/// `a/work/x.swift` applies from `/` with `git apply` and `patch -p1` alike.
struct PatchPath {
    let path: String

    init(path: String) {
        self.path = String(path.drop { $0 == "/" })
    }

    /// Whether git would quote the path.
    var needsQuoting: Bool {
        path.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 >= 0x80 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// The path with `prefix` (`a/`, `b/`) as the `diff --git` line shows it.
    func header(_ prefix: String) -> String {
        needsQuoting ? quoted(prefix) : prefix + path
    }

    /// The path with `prefix` as the `---` or `+++` line shows it.
    func fileLine(_ prefix: String) -> String {
        let name = needsQuoting ? quoted(prefix) : prefix + path
        return path.contains(" ") ? name + "\t" : name
    }

    private func quoted(_ prefix: String) -> String {
        var text = "\""
        for byte in (prefix + path).utf8 {
            switch byte {
            case 0x07: text += "\\a"
            case 0x08: text += "\\b"
            case 0x09: text += "\\t"
            case 0x0A: text += "\\n"
            case 0x0B: text += "\\v"
            case 0x0C: text += "\\f"
            case 0x0D: text += "\\r"
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x20 ..< 0x7F: text += String(UnicodeScalar(byte))
            default:
                let octal = String(byte, radix: 8)
                text += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return text + "\""
    }
}

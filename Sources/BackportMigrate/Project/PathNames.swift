import Foundation

/// When two names of a file are the same file, for everything a run matches names with: the
/// paths given on the command line, `--exclude` globs, and the file names an Xcode project lists.
///
/// The rule: names are compared in Unicode canonical composition (NFC), so `Café` typed with a
/// combining accent (as macOS keyboards and HFS+ produce it) is `Café` precomposed (as Linux and
/// most editors write it); and where the file system ignores case (macOS by default, asked of
/// the file system through `SystemCalls`), they are compared ignoring case too. Linux file
/// systems are taken as case-sensitive. What the run prints is always the name as the folder
/// holds it: a path given on the command line is first spelled as on disk (`onDisk`).
enum PathNames {
    /// The form `name` is compared in: NFC, lowercased when `ignoringCase`. ASCII stays as it is
    /// (but for the case), without a trip through Foundation.
    static func key(_ name: String, ignoringCase: Bool) -> String {
        let composed = name.utf8.allSatisfy { $0 < 0x80 } ? name : name.precomposedStringWithCanonicalMapping
        guard ignoringCase else { return composed }
        var folded = String.UnicodeScalarView()
        folded.append(contentsOf: composed.unicodeScalars.map(lowercased))
        return String(folded)
    }

    /// A scalar's lowercase when that is one scalar, else the scalar: the case folding of `key`,
    /// scalar by scalar, so that a glob can fold its pattern's pieces the same way.
    static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII { return scalar >= "A" && scalar <= "Z" ? Unicode.Scalar(scalar.value + 32)! : scalar }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first! : scalar
    }

    /// Whether the file system holding `path` compares names ignoring case.
    static func ignoresCase(at path: String) -> Bool {
        !SystemCalls.isCaseSensitiveFileSystem(at: path)
    }

    /// An absolute path (`.` and `..` already resolved) spelled as the folders on the way hold
    /// their names: each component the folder above does not hold byte for byte is replaced by
    /// the one entry there that is the same name under the rule. A component with no such entry,
    /// or with several (two files on Linux that differ only in case), or below a folder that
    /// cannot be read, stays as given, and so does the rest of the path. Only components that
    /// may differ are looked up: ASCII ones on a case-sensitive file system never are.
    static func onDisk(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var resolved = ""
        var ignoringCase: Bool?
        let components = path.split(separator: "/").map(String.init)
        for (position, component) in components.enumerated() {
            let folder = resolved.isEmpty ? "/" : resolved
            if ignoringCase == nil { ignoringCase = ignoresCase(at: folder) }
            let mayDiffer = ignoringCase! || component.utf8.contains { $0 >= 0x80 }
            guard mayDiffer, let names = try? FileSystem.entries(of: folder), !names.contains(where: { $0.utf8.elementsEqual(component.utf8) }) else {
                resolved += "/" + component
                continue
            }
            let wanted = key(component, ignoringCase: ignoringCase!)
            let matching = names.filter { key($0, ignoringCase: ignoringCase!) == wanted }
            guard matching.count == 1 else {
                return ([resolved] + components[position...]).joined(separator: "/")
            }
            resolved += "/" + matching[0]
        }
        return resolved.isEmpty ? "/" : resolved
    }
}

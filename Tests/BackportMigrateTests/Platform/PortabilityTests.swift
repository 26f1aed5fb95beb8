import Foundation
import Testing
@testable import BackportMigrate

/// The cheapest guard of the macOS build this Linux machine can run: outside the platform
/// layer (`Sources/BackportMigrate/Platform/`), no Swift file of the package names Glibc or
/// Darwin, a name only one of them declares, or a C library call the layer wraps. Names are
/// read as the tool reads Swift, so the same words in comments and string literals are free.
struct PortabilityTests {
    /// The folder whose files may call the C library.
    static let layer = "Sources/BackportMigrate/Platform/"

    /// Names one C library has and the other lacks or spells differently: the modules
    /// themselves, `struct stat`'s timestamps (Glibc `st_mtim`, Darwin `st_mtimespec`),
    /// `getrusage`'s `who` and units, Glibc's `__rlimit_resource_t`, `environ` (not declared by
    /// Darwin), huge-page and `pathconf` constants.
    static let platformOnly: Set<String> = [
        "Glibc", "Darwin", "Musl", "Linux", "st_atim", "st_mtim", "st_ctim", "st_atimespec", "st_mtimespec", "st_ctimespec",
        "st_birthtimespec", "RUSAGE_SELF", "ru_maxrss", "environ", "_NSGetEnviron", "pathconf", "MAP_FAILED",
    ]
    static let platformOnlyPrefixes = ["MADV_", "__rlimit", "__RLIMIT", "__environ", "RLIMIT_", "_PC_"]

    /// C library calls and constants the layer wraps: anything else reaches them through it.
    static let wrapped: Set<String> = [
        "stat", "lstat", "fstat", "open", "getrusage", "isatty", "madvise", "strerror", "errno", "memcmp", "memchr",
        "waitpid", "poll", "pollfd", "fcntl", "mmap", "munmap", "mlock", "kill", "signal", "opendir", "readdir", "realpath",
        "mkstemp", "mkdtemp", "chmod", "pread", "fsync", "fchmod", "unlink", "truncate", "sync", "getrlimit", "setrlimit", "strdup",
        "ENOENT", "ENOTDIR", "EINTR", "EAGAIN", "EACCES", "EPERM", "EEXIST",
    ]
    static let wrappedPrefixes = ["posix_spawn", "SIG", "O_", "S_IF", "DT_"]

    /// What a Swift source names that only the platform layer may: "line: name" for each.
    static func violations(in bytes: [UInt8]) -> [String] {
        let tokens = Tokenizer.tokenize(bytes).tokens
        let significant = tokens.indices.filter { !tokens[$0].kind.isTrivia }
        func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self) }
        var found: [String] = []
        for (position, index) in significant.enumerated() where tokens[index].kind == .identifier || tokens[index].kind == .keyword {
            let name = text(index)
            let next = position + 1 < significant.count ? significant[position + 1] : nil
            // `open` is a keyword to the tokenizer (an access level); called, it is the C one.
            if tokens[index].kind == .keyword, name != "open" || next.map({ tokens[$0].kind != .openParen }) ?? true { continue }
            let isPlatformOnly = platformOnly.contains(name) || platformOnlyPrefixes.contains { name.hasPrefix($0) }
            var isWrapped = wrapped.contains(name) || wrappedPrefixes.contains { name.hasPrefix($0) && name.count > $0.count }
            if isWrapped {
                // A member (`.open(…)`), a declaration (`case open`, `func kill`) or an argument
                // label (`open: true`) of the package's own is not the C library's.
                let previous = position > 0 ? significant[position - 1] : nil
                if let previous, tokens[previous].kind == .period || tokens[previous].kind == .keyword && ["func", "case", "let", "var"].contains(text(previous)) {
                    isWrapped = false
                }
                if let next, tokens[next].kind == .colon { isWrapped = false }
            }
            guard isPlatformOnly || isWrapped else { continue }
            let line = bytes[..<tokens[index].start].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            found.append("\(line): \(name)")
        }
        return found
    }

    /// Every Swift file of the package's targets and manifest, relative to its root.
    static func packageSwiftFiles() -> [String] {
        var files = ["Package.swift"]
        for folder in ["Sources", "Tests", "Plugins"] {
            let root = packageRoot.appendingPathComponent(folder).path
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files.sorted()
    }

    @Test func noFileOutsideThePlatformLayerNamesTheCLibrary() throws {
        let files = Self.packageSwiftFiles()
        #expect(files.count > 100, "the package's sources were not found under \(packageRoot.path)")
        #expect(files.contains { $0.hasPrefix(Self.layer) })
        var problems: [String] = []
        for file in files where !file.hasPrefix(Self.layer) {
            let bytes = try FileSystem.readFile(packageRoot.appendingPathComponent(file).path)
            problems += Self.violations(in: bytes).map { "\(file):\($0)" }
        }
        #expect(problems.isEmpty, "call these through SystemCalls, FileSystem or ProcessCalls (\(Self.layer)):\n\(problems.joined(separator: "\n"))")
    }

    @Test func theGuardSeesCodeAndNotWords() {
        let caught = Self.violations(in: Array("""
            import Glibc
            let seconds = info.st_mtim.tv_sec
            _ = getrusage(RUSAGE_SELF.rawValue, &usage)
            _ = madvise(base, count, MADV_HUGEPAGE)
            if errno == ENOENT { _ = open(path, O_RDONLY) }
            """.utf8))
        #expect(caught == ["1: Glibc", "2: st_mtim", "3: getrusage", "3: RUSAGE_SELF", "4: madvise", "4: MADV_HUGEPAGE",
                           "5: errno", "5: ENOENT", "5: open", "5: O_RDONLY"])
        let free = Self.violations(in: Array("""
            // Glibc's st_mtim is Darwin's st_mtimespec.
            let text = "import Darwin; stat(path)"
            enum Mode { case open(Int) }
            let mode = Mode.open(1)
            func kill(signal: Int) {}
            """.utf8))
        #expect(free.isEmpty, "\(free)")
    }
}

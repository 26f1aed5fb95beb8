import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX calls discovery and writing need, so that errors carry the
/// system's own reason ("Permission denied") and symbolic links are never followed by accident.
/// Part of the platform layer: every call here has the same declaration in Glibc and Darwin;
/// what differs (the fields of `struct stat`) is read through `FileInfo`.
enum FileSystem {
    /// What a path is, without following a symbolic link at that path.
    enum Kind: Equatable {
        case file, directory, symbolicLink, other
    }

    /// A failed call, with the path and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }

        init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        init(path: String, errno code: Int32) {
            self.init(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// The kind of `path`, or nil when nothing is there.
    static func kind(of path: String, followingLinks: Bool = false) -> Kind? {
        FileInfo(path: path, followingLinks: followingLinks)?.kind
    }

    /// Why nothing can be looked at through `path` (a dangling link's "No such file or
    /// directory"), or nil when something can.
    static func lookFailure(_ path: String) -> String? {
        FileInfo(path: path, followingLinks: true) == nil ? SystemCalls.describe(errno) : nil
    }

    /// Whether nothing at all is at `path` (not a link, not a file the run may not look at).
    static func isAbsent(_ path: String) -> Bool {
        FileInfo(path: path, followingLinks: false) == nil && (errno == ENOENT || errno == ENOTDIR)
    }

    /// Size in bytes and permission bits of the file at `path`, following links.
    static func sizeAndMode(of path: String) -> (size: Int, mode: mode_t)? {
        FileInfo(path: path, followingLinks: true).map { ($0.size, mode_t($0.permissions)) }
    }

    /// The canonical absolute path with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in a folder, unsorted, without `.` and `..`.
    static func entries(of directory: String) throws(Failure) -> [String] {
        var names: [String] = []
        try forEachEntry(of: directory) { name, _ in names.append(String(decoding: name, as: UTF8.self)) }
        return names
    }

    /// Calls `body` with the name and kind of each entry of a folder, unsorted, without `.` and
    /// `..`: the name as the folder holds its bytes (valid during the call only), the kind as
    /// the folder itself records it (`d_type`, no link followed), nil where the file system
    /// does not record it (ask `kind(of:)`). Saves a `lstat` per entry on the file systems that do.
    static func forEachEntry(of directory: String, _ body: (UnsafeBufferPointer<UInt8>, Kind?) -> Void) throws(Failure) {
        guard let handle = opendir(directory) else { throw Failure(path: directory, errno: errno) }
        defer { closedir(handle) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(handle) {
            let start = (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: UInt8.self)
            let name = UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)))
            if name.elementsEqual(".".utf8) || name.elementsEqual("..".utf8) { continue }
            let kind: Kind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            body(name, kind)
        }
    }

    /// The whole content of a file.
    static func readFile(_ path: String) throws(Failure) -> [UInt8] {
        switch readFile(path, sizeLimit: Int.max) {
        case .success(let bytes, _): return bytes
        case .failure(let failure): throw failure
        case .tooLarge: throw Failure(path: path, reason: "too large")
        }
    }

    /// What reading a file with a size limit gives.
    enum Read {
        /// The bytes, and the file's stamp when they were read, so that a later write can tell
        /// whether the file changed in between.
        case success([UInt8], FileStamp)
        case failure(Failure)
        /// Over the limit: not read; the size found.
        case tooLarge(Int)
    }

    /// The whole content of a file when it is not larger than `sizeLimit`: one `open`, one
    /// `fstat` and reads into an array of the file's size (more if it grew meanwhile); one read
    /// when the file has the size `fstat` gave.
    static func readFile(_ path: String, sizeLimit: Int) -> Read {
        path.withCString { readFile($0, sizeLimit: sizeLimit) }
    }

    /// The same, given the path as a C string: the string of a failure's path is made only
    /// when there is one.
    static func readFile(_ path: UnsafePointer<CChar>, sizeLimit: Int) -> Read {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Failure(path: String(cString: path), errno: errno)) }
        defer { close(descriptor) }
        guard let info = FileInfo(descriptor: descriptor) else { return .failure(Failure(path: String(cString: path), errno: errno)) }
        let size = info.isRegular ? info.size : 0
        if size > sizeLimit { return .tooLarge(size) }
        do {
            return .success(try readAll(from: descriptor, path: String(cString: path), expected: size, positional: info.isRegular), info.stamp)
        } catch {
            return .failure(error)
        }
    }

    /// The stamp of the file at `path` now, following links; nil when nothing is there.
    static func stamp(of path: String) -> FileStamp? {
        FileInfo(path: path, followingLinks: true)?.stamp
    }

    /// Why the file at `path`, read with `stamp`, must not be replaced or deleted now (`action`:
    /// "written", "deleted"), if anything: it is gone, it changed since it was read, or it is
    /// read-only (no write permission for this user, or no write bit at all, which root's
    /// `access` ignores).
    static func writeRefusal(_ path: String, stamp: FileStamp, action: String) -> String? {
        guard let current = self.stamp(of: path) else { return "not \(action): it was deleted during the run" }
        if current != stamp { return "not \(action): it changed on disk during the run; left as it is now" }
        if access(path, W_OK) != 0 || current.mode & 0o222 == 0 { return "not \(action), original kept: it is read-only" }
        return nil
    }

    /// Everything left to read from an open descriptor, standard input included; `expected`
    /// sizes the first buffer.
    /// With `positional` (a regular file), reads at explicit offsets (`pread`): a process with
    /// several threads then takes no lock on the file's position for each read.
    static func readAll(from descriptor: Int32, path: @autoclosure () -> String, expected: Int = 0, positional: Bool = false) throws(Failure) -> [UInt8] {
        var capacity = max(expected + 1, 1 << 12)
        var bytes: [UInt8] = []
        var count = 0
        while true {
            if count == capacity || bytes.isEmpty {
                if !bytes.isEmpty { capacity *= 2 }
                let old = bytes
                bytes = Array(unsafeUninitializedCapacity: capacity) { buffer, initialized in
                    _ = buffer.initialize(from: old)
                    initialized = capacity
                }
            }
            let got = bytes.withUnsafeMutableBytes { buffer in
                positional
                    ? pread(descriptor, buffer.baseAddress! + count, capacity - count, off_t(count))
                    : read(descriptor, buffer.baseAddress! + count, capacity - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path(), errno: errno)
            }
            if got == 0 {
                bytes.removeLast(bytes.count - count)
                return bytes
            }
            count += got
            // A regular file that gave, in a read cut short, all the bytes its size said it
            // had is at its end: no further read to be told so.
            if positional, count == expected, count < capacity {
                bytes.removeLast(bytes.count - count)
                return bytes
            }
        }
    }

    /// Writes all of `bytes` to an open descriptor.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }

    /// Replaces the content of `path` atomically: the new bytes go to a temporary file in the same
    /// folder (so the rename cannot cross file systems), which takes the original's permission
    /// bits and is then renamed over it. On any failure the temporary file is removed and the
    /// original is untouched. With `stamp` (the file as it was read), a file that is gone,
    /// changed since or read-only is left alone (checked before the temporary file is made and
    /// again right before the rename).
    static func replaceAtomically(_ path: String, with bytes: [UInt8], expecting stamp: FileStamp? = nil) throws(Failure) {
        if let stamp, let refusal = writeRefusal(path, stamp: stamp, action: "written") {
            throw Failure(path: path, reason: refusal)
        }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let mode = sizeAndMode(of: path)?.mode ?? 0o644
        var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".backport-migrate-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Failure(path: path, reason: "not written, original kept: cannot create a temporary file beside it: " + String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32? = writeAll(bytes, to: descriptor)
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, let stamp, let refusal = writeRefusal(path, stamp: stamp, action: "written") {
            unlink(temporary)
            throw Failure(path: path, reason: refusal)
        }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw Failure(path: path, reason: "not written, original kept: " + String(cString: strerror(failure)))
        }
    }

    /// Deletes the file at `path` (a migration left nothing in it but imports and comments),
    /// unless, with `stamp`, it is gone, changed since it was read, or read-only.
    static func remove(_ path: String, expecting stamp: FileStamp? = nil) throws(Failure) {
        if let stamp, let refusal = writeRefusal(path, stamp: stamp, action: "deleted") {
            throw Failure(path: path, reason: refusal)
        }
        if unlink(path) != 0 {
            throw Failure(path: path, reason: "not deleted, original kept: " + String(cString: strerror(errno)))
        }
    }
}

/// What identifies a file's content on disk without reading it: device, inode, size, mode and
/// modification time. Two equal stamps mean the file was not replaced or written in between
/// (to the resolution of the file system's clock).
struct FileStamp: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let mode: UInt32
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("backport-migrate builds on Linux (Glibc) and macOS (Darwin) only")
#endif

/// The calls into the C library that are not file reading and writing (those are `FileSystem`,
/// beside this file), with a branch per C library where the two differ: the rest of the package
/// never names Glibc or Darwin, so it compiles on both as it is (`PortabilityTests` checks that).
///
/// Where the branches differ, and what each reads: the modification time of `struct stat` is
/// `st_mtim` in Glibc and `st_mtimespec` in Darwin's `<sys/stat.h>`; `getrusage`'s `who` is
/// Glibc's `__rusage_who` enumeration and Darwin's plain `int`, and its `ru_maxrss` counts
/// kilobytes on Linux and bytes on Darwin; `MADV_HUGEPAGE` exists on Linux only; Darwin's
/// `pathconf` tells whether a file system compares names ignoring case (`_PC_CASE_SENSITIVE`).
public enum SystemCalls {
    /// The error code of the last failed call on this thread.
    public static var lastError: Int32 { errno }

    /// The system's sentence for an error code ("No such file or directory").
    public static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The code of a path that names nothing.
    static let noSuchFile = ENOENT
    /// The code of a path with a component that is not a folder.
    static let notAFolder = ENOTDIR
    /// The code of a call interrupted by a signal before it did anything: try it again.
    static let interrupted = EINTR
    /// The code of a call on a non-blocking descriptor that would have waited.
    static let wouldBlock = EAGAIN

    /// Whether `descriptor` is a terminal (a person is watching).
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Writes everything the system holds to be written to the disks (`sync`).
    public static func flushFileSystems() {
        sync()
    }

    /// The most memory this process has held resident, in MB, as `getrusage` counts it.
    public static func peakResidentMegabytes() -> Double? {
        var usage = rusage()
        #if canImport(Glibc)
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return Double(usage.ru_maxrss) / 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }

    /// Asks the system to back `length` bytes at `address` (aligned to huge pages) with huge
    /// pages where it offers them on request (Linux transparent huge pages in `madvise` mode).
    /// Only a hint; nothing on systems without such a request.
    static func preferHugePages(_ address: UnsafeMutableRawPointer, length: Int) {
        #if canImport(Glibc)
        _ = madvise(address, length, MADV_HUGEPAGE)
        #endif
    }

    /// The size of the huge pages `preferHugePages` asks for, or nil where it asks nothing.
    static var hugePageSize: Int? {
        #if canImport(Glibc)
        return 2 << 20
        #else
        return nil
        #endif
    }

    /// Whether the file system holding `path` tells apart names that differ only in case. Linux
    /// file systems do (a case-folding ext4 folder is the rare exception, taken as they come);
    /// macOS asks the file system, whose default (APFS, HFS+) does not. True when it cannot be
    /// asked.
    public static func isCaseSensitiveFileSystem(at path: String) -> Bool {
        #if canImport(Darwin)
        return pathconf(path, _PC_CASE_SENSITIVE) != 0
        #else
        return true
        #endif
    }

    /// The first `count` bytes at `first` and at `second` compared as unsigned bytes: negative,
    /// zero or positive, as `memcmp`.
    @inline(__always)
    static func compareBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Int32 {
        memcmp(first, second, count)
    }

    /// The first `byte` among the `count` bytes at `start`, as `memchr`.
    @inline(__always)
    static func findByte(_ byte: UInt8, in start: UnsafeRawPointer, count: Int) -> UnsafeRawPointer? {
        memchr(start, Int32(byte), count).map { UnsafeRawPointer($0) }
    }
}

/// What `stat` says of a file, in the same fields on every system.
struct FileInfo: Sendable {
    let kind: FileSystem.Kind
    let isRegular: Bool
    let size: Int
    /// The permission bits (`0o7777` of the mode).
    let permissions: UInt32
    let stamp: FileStamp

    /// The file at `path`, the link itself when `followingLinks` is false; nil (with
    /// `SystemCalls.lastError` set) when it cannot be looked at.
    init?(path: String, followingLinks: Bool) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    /// The file open at `descriptor`.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        let type = info.st_mode & S_IFMT
        switch type {
        case S_IFREG: kind = .file
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        isRegular = type == S_IFREG
        size = Int(info.st_size)
        permissions = UInt32(info.st_mode & 0o7777)
        #if canImport(Glibc)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        stamp = FileStamp(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                          mode: UInt32(info.st_mode), modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec))
    }
}

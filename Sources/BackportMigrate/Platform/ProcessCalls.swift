import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls into the C library that the benchmark (`backport-migrate-bench`) and the tests'
/// process helper make: starting a program and waiting for it, holding files in memory, moving
/// a child's pipes. The tool itself needs none of them; they live here so that no other target
/// names Glibc or Darwin either.
public enum ProcessCalls {
    /// Runs `executable` with `arguments` and this process's environment, its standard output
    /// and error going to the files at those paths (created or emptied; `/dev/null` discards),
    /// or shared with this process where nil. Returns its exit status (nil when it could not be
    /// started).
    ///
    /// Spawned and waited for directly: `Process.waitUntilExit` polls, which would add tens of
    /// milliseconds to runs that take less.
    public static func run(_ executable: String, _ arguments: [String], standardOutput: String?, standardError: String?) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, path) in [(Int32(1), standardOutput), (Int32(2), standardError)] {
            if let path { posix_spawn_file_actions_addopen(&actions, descriptor, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        // The environment as "NAME=value" strings: Darwin declares no `environ` to pass.
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // The exit status is the second byte of what `waitpid` gives, on both systems.
        return (status >> 8) & 0xFF
    }

    /// Raises this process's soft limit on locked memory to its hard limit: an unprivileged
    /// process may lock up to its soft limit.
    public static func raiseLockedMemoryLimit() {
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(__RLIMIT_MEMLOCK.rawValue)
        #else
        let resource = RLIMIT_MEMLOCK
        #endif
        if getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(resource, &limit)
        }
    }

    /// A file mapped into memory and locked there (`mmap` and `mlock`), so that the kernel
    /// cannot give its pages back until `unlock`.
    public struct LockedFile {
        let address: UnsafeMutableRawPointer
        public let length: Int

        /// Why a file could not be locked: what failed, and the system's reason.
        public struct Failure: Error, CustomStringConvertible {
            public let description: String

            init(_ what: String, errno code: Int32) {
                description = "\(what): \(SystemCalls.describe(code))"
            }
        }

        /// Maps and locks the file at `path`; throws why not. An empty file gives nil.
        public static func lock(_ path: String) throws(Failure) -> LockedFile? {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw Failure(path, errno: errno) }
            defer { close(descriptor) }
            guard let info = FileInfo(descriptor: descriptor) else { throw Failure(path, errno: errno) }
            guard info.size > 0 else { return nil }
            // `mmap` gives `MAP_FAILED`, the address -1, on failure.
            guard let address = mmap(nil, info.size, PROT_READ, MAP_SHARED, descriptor, 0), Int(bitPattern: address) != -1 else {
                throw Failure("mmap \(path)", errno: errno)
            }
            guard mlock(address, info.size) == 0 else {
                let code = errno
                munmap(address, info.size)
                throw Failure("mlock", errno: code)
            }
            return LockedFile(address: address, length: info.size)
        }

        public func unlock() {
            munmap(address, length)
        }
    }

    /// Keeps a broken pipe from killing this process (a child that exits before reading all of
    /// its input): writes to it fail with `EPIPE` instead.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The signal that ends a process at once, `SIGKILL`.
    static let killSignal = SIGKILL

    /// Ends the process `identifier` at once (`SIGKILL`).
    static func killNow(_ identifier: Int32) {
        _ = kill(identifier, SIGKILL)
    }

    /// Makes reads and writes on `descriptor` return at once when they would wait.
    static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// Waits up to `milliseconds` for some of `readable` to have something to read (or be
    /// closed) and some of `writable` to take bytes; the descriptors that are ready, empty
    /// when the time passed or a signal came first, nil on any other failure.
    static func waitForReady(readable: [Int32], writable: [Int32], milliseconds: Int32) -> [Int32]? {
        var watched = readable.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            + writable.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
        if poll(&watched, nfds_t(watched.count), milliseconds) < 0 { return errno == EINTR ? [] : nil }
        return watched.filter { $0.revents != 0 }.map(\.fd)
    }

    /// What one `read` of `descriptor` into `buffer` gave: the count, 0 at the end, or
    /// negative on failure; `retry` when the failure only says to try again later.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> (count: Int, retry: Bool) {
        let count = read(descriptor, buffer.baseAddress, buffer.count)
        return (count, count < 0 && (errno == EINTR || errno == EAGAIN))
    }

    /// What one `write` of `bytes` to `descriptor` gave, as `readSome`.
    static func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> (count: Int, retry: Bool) {
        let count = write(descriptor, bytes.baseAddress, bytes.count)
        return (count, count < 0 && (errno == EINTR || errno == EAGAIN))
    }
}

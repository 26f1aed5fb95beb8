import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Files held in the page cache for as long as this value lives: each is mapped and locked
/// (`mmap` and `mlock`), so the kernel cannot give its pages back while the benchmark runs.
///
/// Reading a tree before each timed run is not enough on a machine that reclaims cold page
/// cache within seconds (this VM's DAMON scheme pages out files left alone for a few seconds;
/// some go one second after being read), so timed runs would read part of their tree from the
/// disk, more or less from one run to the next. Locked, every command timed reads the same
/// memory. Locking needs `CAP_IPC_LOCK` or a large enough `RLIMIT_MEMLOCK`; when it cannot be
/// had, `failure` says why and the files stay as they were.
final class ResidentFiles {
    private var mappings: [(address: UnsafeMutableRawPointer, length: Int)] = []
    /// The bytes locked.
    private(set) var bytes = 0
    /// Why a file could not be locked (the first reason met; locking stops there), or nil.
    private(set) var failure: String?

    init(_ paths: [String]) {
        // An unprivileged process may lock up to its soft limit: raise it to the hard one.
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(__RLIMIT_MEMLOCK.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(__rlimit_resource_t(__RLIMIT_MEMLOCK.rawValue), &limit)
        }
        for path in paths {
            guard failure == nil else { break }
            lock(path)
        }
    }

    private func lock(_ path: String) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            failure = "\(path): \(String(cString: strerror(errno)))"
            return
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            failure = "\(path): \(String(cString: strerror(errno)))"
            return
        }
        let length = Int(info.st_size)
        guard length > 0 else { return }
        guard let address = mmap(nil, length, PROT_READ, MAP_SHARED, descriptor, 0), address != MAP_FAILED else {
            failure = "mmap \(path): \(String(cString: strerror(errno)))"
            return
        }
        guard mlock(address, length) == 0 else {
            failure = "mlock: \(String(cString: strerror(errno)))"
            munmap(address, length)
            return
        }
        mappings.append((address, length))
        bytes += length
    }

    /// What a line of the benchmark's output says of it.
    var summary: String {
        if let failure {
            return "cannot hold the files in memory (\(failure)); timed runs may read part of them from the disk"
        }
        return String(format: "%.1f MB held in memory (mmap and mlock) while timed", Double(bytes) / 1e6)
    }

    deinit {
        for mapping in mappings { munmap(mapping.address, mapping.length) }
    }
}

import BackportMigrate
import Foundation

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
    private var files: [ProcessCalls.LockedFile] = []
    /// The bytes locked.
    private(set) var bytes = 0
    /// Why a file could not be locked (the first reason met; locking stops there), or nil.
    private(set) var failure: String?

    init(_ paths: [String]) {
        ProcessCalls.raiseLockedMemoryLimit()
        for path in paths {
            do {
                guard let file = try ProcessCalls.LockedFile.lock(path) else { continue }
                files.append(file)
                bytes += file.length
            } catch {
                failure = error.description
                break
            }
        }
    }

    /// What a line of the benchmark's output says of it.
    var summary: String {
        if let failure {
            return "cannot hold the files in memory (\(failure)); timed runs may read part of them from the disk"
        }
        return String(format: "%.1f MB held in memory (mmap and mlock) while timed", Double(bytes) / 1e6)
    }

    deinit {
        for file in files { file.unlock() }
    }
}

import Foundation

/// What is left of a number of bytes that threads may hold on to between the passes of a run
/// (the bytes of files the index will read again, the names of the files walked). Whatever
/// does not fit is read again when needed: memory stays bounded, whatever the tree.
final class ByteBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(_ bytes: Int) {
        left = bytes
    }

    /// Whether `count` more bytes fit; if so they are taken.
    func take(_ count: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard count <= left else { return false }
        left -= count
        return true
    }
}

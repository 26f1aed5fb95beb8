import Dispatch
import Foundation

/// The phases of a run, in the order `--timings` prints them.
public enum Phase: String, CaseIterable, Sendable {
    case discover, read, precheck = "pre-check", tokenize, index, migrate, diff, print
}

/// Time spent in each phase of a run, summed over the threads that did the work (so with
/// several jobs the sum can exceed the wall time), for `--timings` and `make bench`.
public final class PhaseClock: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: [Phase: UInt64] = [:]

    public init() {}

    /// Runs `work` and adds its duration to `phase`.
    @discardableResult
    func time<T>(_ phase: Phase, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, DispatchTime.now().uptimeNanoseconds - start) }
        return try work()
    }

    func add(_ phase: Phase, _ duration: UInt64) {
        lock.lock()
        nanoseconds[phase, default: 0] += duration
        lock.unlock()
    }

    /// Seconds per phase.
    public var seconds: [Phase: Double] {
        lock.lock()
        defer { lock.unlock() }
        return nanoseconds.mapValues { Double($0) / 1e9 }
    }

    /// One line: every phase with its seconds, three decimals.
    /// The most memory this process has held resident, in MB: `VmHWM` of `/proc/self/status` on
    /// Linux, which counts this program's own pages only (`ru_maxrss` also counts those of the
    /// process that started it, when that one spawned it with `vfork`), else `ru_maxrss`
    /// (`SystemCalls.peakResidentMegabytes`).
    public static func peakMemoryMegabytes() -> Double? {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes / 1024
        }
        return SystemCalls.peakResidentMegabytes()
    }

    public var summary: String {
        let values = seconds
        return Phase.allCases.map { phase in
            let thousandths = Int(((values[phase] ?? 0) * 1000).rounded())
            let fraction = String(thousandths % 1000)
            return "\(phase.rawValue) \(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
        }.joined(separator: ", ")
    }
}

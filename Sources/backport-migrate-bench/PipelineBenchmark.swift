import BackportMigrate
import Dispatch
import Foundation

/// Measures the built command line, as a user runs it, on a generated repository shaped like real
/// apps (`RepositoryGenerator`): `--check` and `--dry-run` at `--target 17` with one job and with
/// every core, the time of each phase (`--timings`), peak memory at two tree sizes, and side by
/// side two yardsticks: the compiler's parser alone (`swiftc -frontend -parse`, one
/// process per half of the files, both at once) and `grep -rl available` as the floor.
enum PipelineBenchmark {
    /// Timed runs of each mode and job count; the best is kept.
    static let runsPerConfiguration = 15

    static func run(megabytes: Int = 42) {
        guard let tool = siblingExecutable("backport-migrate") else {
            print("pipeline: the backport-migrate executable is not beside this benchmark; build it in the same configuration")
            return
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = RepositoryGenerator(seed: 2026)
        let summary: RepositoryGenerator.Summary
        do {
            summary = try generator.write(to: root, megabytes: megabytes)
        } catch {
            print("pipeline: cannot write the generated repository: \(error)")
            return
        }
        // The tree was just written: flush it now, or the kernel writes it back during the first
        // runs, on the cores they are timed on. Then one untimed run reads it into the page cache.
        SystemCalls.flushFileSystems()
        let size = Double(summary.bytes) / 1e6
        let cores = ProcessInfo.processInfo.activeProcessorCount
        print(String(format: "pipeline: generated repository of %d files, %.1f MB (seed 2026), %d cores", summary.files, size, cores))
        // The top folders in two halves: two processes of one job each over a half, at once, are
        // what two cores give two runs that share nothing (the machine's own limit, which
        // threads of one process cannot pass); grep over the halves below too.
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted().map { root.path + "/" + $0 }
        let halves = [Array(folders[..<(folders.count / 2)]), Array(folders[(folders.count / 2)...])]
        // This VM's page cache gives back files left alone for a few seconds: the tree and the
        // executables timed are held in memory while the benchmark runs. Where that cannot be
        // had, each timed run starts with every file read again, which keeps most of them.
        let executables = [tool, ChildProcess.findInPath("grep"), Self.frontend()].compactMap { $0 }
        let resident = ResidentFiles(summary.paths + executables)
        defer { withExtendedLifetime(resident) {} }
        print("pipeline: the tree and the executables timed: \(resident.summary)")
        let paths = summary.paths
        func warm() { if resident.failure != nil { Self.readAll(paths) } }

        var measured: [String: Double] = [:]
        // The speed-up of all cores over one job in each pair of runs made one after the other.
        var pairRatios: [Double] = []
        var halvesBest: Double?
        let jobCounts = Set([1, cores]).sorted()
        for mode in ["--check", "--dry-run"] {
            // The runs of one job and of all cores take turns, so that a slow spell of the
            // machine (this VM has them, for seconds) falls on both alike; each keeps its best.
            var runs: [Int: [ChildProcess]] = [:]
            for _ in 0..<Self.runsPerConfiguration {
                for jobs in jobCounts {
                    warm()
                    runs[jobs, default: []].append(ChildProcess.run(tool, [mode, "--target", "17", "--jobs", "\(jobs)", "--quiet", root.path]))
                }
                if mode == "--check", cores > 1 {
                    warm()
                    let seconds = Self.atOnce(halves.map { (tool, ["--check", "--target", "17", "--jobs", "1", "--quiet"] + $0) })
                    halvesBest = min(halvesBest ?? seconds, seconds)
                }
            }
            if mode == "--check", cores > 1, let one = runs[1], let all = runs[cores] {
                pairRatios = zip(one, all).map { $0.seconds / $1.seconds }.sorted()
            }
            for jobs in jobCounts {
                let runs = runs[jobs] ?? []
                let best = runs.map(\.seconds).min() ?? 0
                measured["\(mode) \(jobs)"] = best
                let peak = ChildProcess.run(tool, [mode, "--target", "17", "--jobs", "\(jobs)", "--quiet", "--timings", root.path], captureError: true).peakFromTimings
                print(String(format: "  %@ --target 17 --jobs %d: %.3f s = %.0f files/s, %.1f MB/s (exit %d, peak %.1f MB)",
                             mode, jobs, best, Double(summary.files) / best, size / best, runs[0].status, peak ?? .nan))
            }
        }
        for mode in ["--check", "--dry-run"] {
            let timed = ChildProcess.run(tool, [mode, "--target", "17", "--jobs", "1", "--quiet", "--timings", root.path], captureError: true)
            let line = timed.errorText.split(separator: "\n").first { $0.hasPrefix("Timings") }.map(String.init) ?? "(no timings)"
            print("  phases of \(mode) --jobs 1: \(line.replacingOccurrences(of: "Timings (seconds, summed over jobs): ", with: ""))")
        }

        let files = summary.paths.sorted()
        let parser = frontendParseSeconds(files)
        let grep = (0..<3).map { _ in ChildProcess.run("/usr/bin/env", ["grep", "-rl", "available", root.path]).seconds }.min() ?? 0
        // What two cores give a plain byte scan here: grep over each half of the top folders,
        // both at once. The speed-up of two jobs is bounded by it (the file system's work in
        // the kernel does not halve either).
        let grepPair = (0..<3).map { _ in
            Self.atOnce(halves.map { ("/usr/bin/env", ["grep", "-rl", "available"] + $0) })
        }.min() ?? 0
        if let parser {
            print(String(format: "  swiftc -frontend -parse, two processes of half the files each: %.3f s", parser))
        } else {
            print("  swiftc -frontend -parse: not available here")
        }
        print(String(format: "  grep -rl available (one core, the floor): %.3f s", grep))
        print(String(format: "  grep -rl available, two processes of half the folders each: %.3f s (%.2fx one process)", grepPair, grep / grepPair))
        let check = measured["--check \(cores)"] ?? 0
        let dryRun = measured["--dry-run \(cores)"] ?? 0
        if let parser {
            print(String(format: "  ratios: --check / parser %.3f (goal ≤ 0.06), --dry-run / parser %.3f (goal ≤ 0.15)", check / parser, dryRun / parser))
        }
        print(String(format: "  ratios: --check / grep %.2f (goal ≤ 1.5), --check jobs %d / jobs 1 speed-up %.2fx (goal ≥ 1.85)",
                     check / grep, cores, (measured["--check 1"] ?? 0) / check))
        if !pairRatios.isEmpty {
            print(String(format: "  speed-up of jobs %d in each of the %d pairs of runs: median %.2fx, %.2f to %.2f", cores, pairRatios.count,
                         pairRatios[pairRatios.count / 2], pairRatios[0], pairRatios[pairRatios.count - 1]))
        }
        if let halvesBest, let one = measured["--check 1"] {
            print(String(format: "  two --check --jobs 1 processes, half the top folders each, at once: %.3f s (%.2fx one job over all): what two runs that share nothing get here",
                         halvesBest, one / halvesBest))
        }

        // Peak memory should depend on the largest file and the index, not on the tree. A run's
        // peak varies from one run to the next (threads, the allocator, and by a megabyte with
        // how the page cache holds the executable's own pages, which count in it), so the trees
        // take turns and each figure is the median of seven; a tree of one file gives what the
        // process itself takes.
        var trees: [(label: String, path: URL)] = []
        defer { for tree in trees { try? FileManager.default.removeItem(at: tree.path) } }
        for megabytes in [0, 20, 80] {
            let tree = FileManager.default.temporaryDirectory.appendingPathComponent("bench-memory-\(UUID().uuidString)")
            if megabytes == 0 {
                guard (try? FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)) != nil,
                      (try? Data("let one = 1\n".utf8).write(to: tree.appendingPathComponent("One.swift"))) != nil else {
                    print("pipeline: cannot write the trees of the memory runs in \(tree.deletingLastPathComponent().path)")
                    return
                }
                trees.append(("a tree of one file", tree))
            } else {
                var generator = RepositoryGenerator(seed: 7)
                guard let written = try? generator.write(to: tree, megabytes: megabytes) else {
                    print("pipeline: cannot write the trees of the memory runs in \(tree.deletingLastPathComponent().path)")
                    return
                }
                trees.append((String(format: "a %.0f MB tree (%d files)", Double(written.bytes) / 1e6, written.files), tree))
            }
        }
        SystemCalls.flushFileSystems()
        var peaks = [[Double]](repeating: [], count: trees.count)
        for _ in 0..<7 {
            for (position, tree) in trees.enumerated() {
                let run = ChildProcess.run(tool, ["--dry-run", "--target", "17", "--quiet", "--timings", tree.path.path], captureError: true)
                if let peak = run.peakFromTimings { peaks[position].append(peak) }
            }
        }
        var medians: [Double] = []
        for (position, tree) in trees.enumerated() {
            let runs = peaks[position].sorted()
            guard !runs.isEmpty else { continue }
            medians.append(runs[runs.count / 2])
            print(String(format: "  peak memory of --dry-run on %@: %.1f MB (median of %d, %.1f to %.1f)", tree.label, runs[runs.count / 2], runs.count,
                         runs[0], runs[runs.count - 1]))
        }
        if medians.count == 3 {
            print(String(format: "  memory: %.1f MB more than the process itself on the 20 MB tree, %.1f MB on the 80 MB tree",
                         medians[1] - medians[0], medians[2] - medians[0]))
        }
    }

    /// Reads every file of `paths` (into the page cache), discarding the bytes.
    static func readAll(_ paths: [String]) {
        for path in paths { _ = FileManager.default.contents(atPath: path) }
    }

    /// The wall time of the commands run at once, each with its arguments.
    static func atOnce(_ commands: [(String, [String])]) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            _ = ChildProcess.run(commands[index].0, commands[index].1)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// `swiftc -frontend -parse` over each half of `files`, the two processes at once; nil
    /// when there is no compiler.
    static func frontendParseSeconds(_ files: [String]) -> Double? {
        guard let swiftc = ChildProcess.findInPath("swiftc") else { return nil }
        let half = files.count / 2
        let halves = [Array(files[..<half]), Array(files[half...])]
        var best: Double?
        for _ in 0..<2 {
            let start = DispatchTime.now().uptimeNanoseconds
            let statuses = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 2)
            defer { statuses.deallocate() }
            let slots = SendableStatuses(buffer: statuses)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                slots.buffer[index] = ChildProcess.run(swiftc, ["-frontend", "-parse"] + halves[index]).status
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            guard statuses.allSatisfy({ $0 == 0 }) else { return nil }
            best = min(best ?? seconds, seconds)
        }
        return best
    }

    /// The compiler's frontend, which `swiftc -frontend` runs, beside the `swiftc` on `PATH`.
    static func frontend() -> String? {
        guard let swiftc = ChildProcess.findInPath("swiftc") else { return nil }
        let candidate = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    /// An executable in the same folder as this benchmark.
    static func siblingExecutable(_ name: String) -> String? {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidate = me.deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }
}

/// Exit statuses written by one thread each.
private struct SendableStatuses: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Int32>
}

/// A child process run to completion, with its wall time and what it wrote on standard error.
struct ChildProcess {
    var status: Int32
    var seconds: Double
    var errorText: String

    /// Runs `executable` with `arguments`, standard output discarded, standard error discarded
    /// or captured.
    static func run(_ executable: String, _ arguments: [String], captureError: Bool = false) -> ChildProcess {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("bench-stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errorFile) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard let status = ProcessCalls.run(executable, arguments, standardOutput: "/dev/null",
                                            standardError: captureError ? errorFile : "/dev/null") else {
            return ChildProcess(status: -1, seconds: 0, errorText: "")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let text = captureError ? ((try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "") : ""
        return ChildProcess(status: status, seconds: seconds, errorText: text)
    }

    /// The peak memory the tool's `--timings` line reports. Not `ru_maxrss`: for a child started
    /// with `posix_spawn` (a `vfork`), Linux counts in it the pages of this benchmark, which
    /// holds the generated repository, so every run read the same 113 MB.
    var peakFromTimings: Double? {
        guard let range = errorText.range(of: "peak memory ") else { return nil }
        return Double(errorText[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    /// The first executable of that name on `PATH`.
    static func findInPath(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

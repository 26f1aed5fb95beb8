import BackportMigrate
import Foundation

/// Times `UnifiedDiff` against GNU `diff -u` and `diff --minimal -u` on generated file pairs
/// written to a temporary folder, and prints the changed-line counts so that minimality can be
/// checked against `--minimal`, which is exact.
func runDiffBenchmark() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-bench-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var random = BenchRandom(state: 2024)
    let base = SourceLikeLines.text(lines: 100_000, using: &random)
    let pairs: [(name: String, old: [String], new: [String])] = [
        ("100,000 lines, 1% changed", base, SourceLikeLines.edit(base, fraction: 0.01, using: &random)),
        ("100,000 lines, 30% changed", base, SourceLikeLines.edit(base, fraction: 0.30, using: &random)),
        ("two unrelated 20,000-line files",
         SourceLikeLines.text(lines: 20_000, using: &random), SourceLikeLines.text(lines: 20_000, using: &random)),
        // Not source code: every line is one of four braces, so nothing is discarded and the
        // exact distance is in the thousands. This is the row where the cost cap acts.
        ("cap: 40,000 lines of 4 kinds", SourceLikeLines.braces(40_000, using: &random), SourceLikeLines.braces(40_000, using: &random)),
    ]

    print("diff: time (best of 3; GNU --minimal once when over a second), changed lines ours / GNU diff -u / exact minimum")
    print(pad("pair", 34) + pad("ours", 10) + pad("diff -u", 10) + pad("diff --minimal -u", 19) + "changed lines")
    for (index, pair) in pairs.enumerated() {
        let oldURL = folder.appendingPathComponent("\(index)-old.swift")
        let newURL = folder.appendingPathComponent("\(index)-new.swift")
        try? Data(pair.old.joined().utf8).write(to: oldURL)
        try? Data(pair.new.joined().utf8).write(to: newURL)

        var ourPatch: [UInt8] = []
        let ours = bestOf(3) {
            // Reading the files is part of the work, as it is for GNU diff.
            let old = [UInt8]((try? Data(contentsOf: oldURL)) ?? Data())
            let new = [UInt8]((try? Data(contentsOf: newURL)) ?? Data())
            ourPatch = UnifiedDiff.patchBytes(path: "File.swift", old: old, new: new)
        }
        let plain = bestOf(3) { _ = gnuDiff(["-u"], oldURL, newURL, output: nil) }
        let minimalOutput = folder.appendingPathComponent("\(index)-minimal.patch")
        var minimal = bestOf(1) { _ = gnuDiff(["--minimal", "-u"], oldURL, newURL, output: minimalOutput) }
        if minimal < 1 {
            minimal = min(minimal, bestOf(2) { _ = gnuDiff(["--minimal", "-u"], oldURL, newURL, output: minimalOutput) })
        }
        let minimum = changedLines([UInt8]((try? Data(contentsOf: minimalOutput)) ?? Data()))
        let plainOutput = folder.appendingPathComponent("\(index)-plain.patch")
        _ = gnuDiff(["-u"], oldURL, newURL, output: plainOutput)
        let gnu = changedLines([UInt8]((try? Data(contentsOf: plainOutput)) ?? Data()))
        print(pad(pair.name, 34) + pad(seconds(ours), 10) + pad(seconds(plain), 10) + pad(seconds(minimal), 19)
            + "\(changedLines(ourPatch)) / \(gnu) / \(minimum)")
    }
}

/// The fastest of `runs` runs of `work`, in seconds.
private func bestOf(_ runs: Int, _ work: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0 ..< runs {
        let start = ContinuousClock.now
        work()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
}

/// Runs GNU diff on the pair, its output going to `output` or nowhere. Returns its exit status.
private func gnuDiff(_ options: [String], _ old: URL, _ new: URL, output: URL?) -> Int32 {
    ProcessCalls.run("/usr/bin/diff", options + [old.path, new.path], standardOutput: output?.path ?? "/dev/null", standardError: nil) ?? -1
}

/// Deleted plus inserted lines in a unified diff.
private func changedLines(_ patch: [UInt8]) -> Int {
    var count = 0
    var atLineStart = true
    var index = 0
    while index < patch.count {
        if atLineStart, patch[index] == UInt8(ascii: "-") || patch[index] == UInt8(ascii: "+") {
            // Skip the "--- " and "+++ " file headers.
            let isHeader = index + 3 < patch.count && patch[index + 1] == patch[index] && patch[index + 2] == patch[index]
                && patch[index + 3] == UInt8(ascii: " ")
            if !isHeader { count += 1 }
        }
        atLineStart = patch[index] == UInt8(ascii: "\n")
        index += 1
    }
    return count
}

private func seconds(_ value: Double) -> String {
    String(format: "%.3f s", value)
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// Lines that look like Swift source: mostly distinct statements, and a quarter of lines from
/// the few that repeat everywhere in real code (blank lines, closing braces, `return`), which
/// are what gives a diff many equally good alignments to choose from.
enum SourceLikeLines {
    static let common = [
        "\n", "\n", "\n", "}\n", "    }\n", "        }\n", "            }\n", "    return result\n",
        "        return nil\n", "        break\n", "    default:\n", "    // MARK: -\n", "} else {\n", "    @State private var isOn = false\n",
    ]
    static let words = ["value", "count", "title", "items", "index", "offset", "view", "model", "state", "label"]

    static func line(using random: inout BenchRandom) -> String {
        if random.next(below: 4) == 0 { return common[random.next(below: common.count)] }
        let indent = String(repeating: "    ", count: 1 + random.next(below: 3))
        let word = words[random.next(below: words.count)], other = words[random.next(below: words.count)]
        return "\(indent)let \(word)\(random.next(below: 1_000_000)) = \(other).update(\(random.next(below: 1000)))\n"
    }

    /// Unrelated lines drawn from four closing braces only.
    static func braces(_ lines: Int, using random: inout BenchRandom) -> [String] {
        (0 ..< lines).map { _ in common[3 + random.next(below: 4)] }
    }

    static func text(lines: Int, using random: inout BenchRandom) -> [String] {
        (0 ..< lines).map { _ in line(using: &random) }
    }

    /// `lines` with about `fraction` of them changed: six in ten of those replaced, two deleted,
    /// and two with a new line inserted before them.
    static func edit(_ lines: [String], fraction: Double, using random: inout BenchRandom) -> [String] {
        var result: [String] = []
        result.reserveCapacity(lines.count + lines.count / 10)
        let threshold = Int(fraction * 1_000_000)
        for line in lines {
            guard random.next(below: 1_000_000) < threshold else { result.append(line); continue }
            switch random.next(below: 10) {
            case 0 ..< 6: result.append(Self.line(using: &random))
            case 6 ..< 8: break
            default: result.append(Self.line(using: &random)); result.append(line)
            }
        }
        return result
    }
}

/// A small deterministic generator (SplitMix64), so every run diffs the same files.
struct BenchRandom {
    var state: UInt64

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

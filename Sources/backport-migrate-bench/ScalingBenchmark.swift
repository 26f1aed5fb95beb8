import BackportMigrate
import Dispatch
import Foundation

/// One file of each pathological shape at a size and twice it, migrated in memory at iOS 17
/// alone (as `--target 17`) and diffed as `--dry-run` prints it: doubling the input must at
/// most double the time, whatever the nesting, indentation, line length or number of siblings,
/// so the ratio printed for each shape stays near 2 (near 4 for a nest indented a level more
/// each, whose bytes grow as the square of its depth). The peak resident memory of the process
/// so far is printed after each size, smallest first.
enum ScalingBenchmark {
    struct Shape: Sendable {
        let name: String
        /// The smaller size; the larger is twice it.
        let size: Int
        let make: @Sendable (Int) -> String
    }

    static let shapes: [Shape] = [
        Shape(name: "nested checks, flush left", size: 10_000) { nest($0, step: "", inFunction: false) },
        Shape(name: "nested checks, indented 2 more each", size: 1_000) { nest($0, step: "  ", inFunction: false) },
        Shape(name: "nested checks, indented, in a function", size: 1_000) { nest($0, step: "  ", inFunction: true) },
        Shape(name: "siblings with partial drops", size: 100_000) { count in
            var text = ""
            for index in 0..<count {
                text += "@available(iOS 14, *)\nstruct S\(index) {\n    func m() {\n        if #available(iOS 15, macOS 12, *) { a() } else { b() }\n    }\n}\n"
            }
            return text
        },
        Shape(name: "sibling checks writing a local", size: 40_000) { count in
            "func f() {\n    var x = 0\n    let y = 1\n"
                + String(repeating: "    if #available(iOS 15, *) {\n        a(y)\n    } else {\n        x = b(y)\n    }\n", count: count)
                + "    use(x)\n}\n"
        },
        Shape(name: "one long line", size: 80_000) { count in
            "func f() { " + String(repeating: "if #available(iOS 15, *) { a() } else { b() }; ", count: count) + "}\n"
        },
        Shape(name: "early exits in nested statements", size: 16_000) { count in
            "func f() {\n" + (0..<count).map { "    if flag\($0) {\n        if #available(iOS 15, *) {\n            return\n        }\n        work()\n    }\n" }.joined() + "}\n"
        },
    ]

    /// `levels` nested checks, each indented `step` more than the one around it, the innermost
    /// call at column 0 as people paste it; inside a function or at the top level.
    static func nest(_ levels: Int, step: String, inFunction: Bool) -> String {
        let base = inFunction ? step : ""
        var text = inFunction ? "func f() {\n" : ""
        var indentation = base
        var closers: [String] = []
        for _ in 0..<levels {
            text += indentation + "if #available(iOS 15, *) {\n"
            closers.append(indentation + "}\n")
            indentation += step
        }
        text += "a()\n"
        return text + closers.reversed().joined() + (inFunction ? "}\n" : "")
    }

    static func run() {
        let migrator = Migrator(targets: DeploymentTargets([.iOS: Version("17")!]))
        print("scaling: one file per shape at N and 2N, migrated and diffed in memory, one core")
        for shape in shapes {
            var times: [Double] = []
            for size in [shape.size, shape.size * 2] {
                let bytes = Array(shape.make(size).utf8)
                let start = DispatchTime.now()
                let result = migrator.migrate(bytes)
                let patch = result.output.map { UnifiedDiff.patchBytes(path: "File.swift", old: bytes, new: $0) } ?? []
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                times.append(seconds)
                let megabytes = Double(bytes.count) / 1_000_000
                let outcome = result.problem.map { "failed: \($0.message)" } ?? (result.isChanged ? "changed" : "unchanged")
                print(String(format: "  %@ %7d: %7.2f MB in %7.3f s, %6.3f s/MB, %d passes, %d KB of diff, peak %4d MB, %@",
                             shape.name, size, megabytes, seconds, seconds / megabytes, result.work.passes, patch.count / 1000,
                             peakMegabytes(), outcome))
            }
            print(String(format: "  %@: doubling ratio %.2f", shape.name, times[1] / max(times[0], 1e-9)))
        }
    }

    /// The process's peak resident memory so far, as the tool's `--timings` reads it.
    static func peakMegabytes() -> Int {
        Int(PhaseClock.peakMemoryMegabytes() ?? 0)
    }
}

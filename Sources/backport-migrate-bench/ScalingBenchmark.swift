import BackportMigrate
import Dispatch
import Foundation

/// One file of each pathological shape at growing sizes, migrated in memory: the time per
/// megabyte must stay flat as the size grows (linear), whatever the nesting depth. The peak
/// resident memory of the process so far is printed after each size, smallest first.
enum ScalingBenchmark {
    struct Shape: Sendable {
        let name: String
        let sizes: [Int]
        let make: @Sendable (Int) -> String
    }

    static let shapes: [Shape] = [
        Shape(name: "nested checks, one indentation", sizes: [1_000, 3_000, 10_000]) { nest($0, step: "") },
        Shape(name: "nested checks, indented a level each", sizes: [250, 500, 1_000]) { nest($0, step: "    ") },
        Shape(name: "sibling checks in one function", sizes: [10_000, 40_000, 160_000]) { count in
            "func f() {\n" + String(repeating: "    if #available(iOS 15, *) {\n        a()\n    } else {\n        b()\n    }\n", count: count) + "}\n"
        },
        Shape(name: "sibling checks writing a local", sizes: [10_000, 40_000, 160_000]) { count in
            "func f() {\n    var x = 0\n    let y = 1\n"
                + String(repeating: "    if #available(iOS 15, *) {\n        a(y)\n    } else {\n        x = b(y)\n    }\n", count: count)
                + "    use(x)\n}\n"
        },
        Shape(name: "checks on one line", sizes: [10_000, 40_000, 160_000]) { count in
            "func f() { " + String(repeating: "if #available(iOS 15, *) { a() } else { b() }; ", count: count) + "}\n"
        },
        Shape(name: "early exits in nested statements", sizes: [2_000, 8_000, 32_000]) { count in
            "func f() {\n" + (0..<count).map { "    if flag\($0) {\n        if #available(iOS 15, *) {\n            return\n        }\n        work()\n    }\n" }.joined() + "}\n"
        },
    ]

    static func nest(_ levels: Int, step: String) -> String {
        var text = "func f() {\n"
        var indentation = "    "
        var closers: [String] = []
        for _ in 0..<levels {
            text += indentation + "if #available(iOS 15, *) {\n"
            closers.append(indentation + "}\n")
            indentation += step
        }
        text += indentation + "    work()\n"
        return text + closers.reversed().joined() + "}\n"
    }

    static func run() {
        let migrator = Migrator(targets: DeploymentTargets([.iOS: Version("16")!]))
        print("scaling: one file per shape and size, in memory, one core")
        for shape in shapes {
            for size in shape.sizes {
                let bytes = Array(shape.make(size).utf8)
                let start = DispatchTime.now()
                let result = migrator.migrate(bytes)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                let megabytes = Double(bytes.count) / 1_000_000
                let outcome = result.problem.map { "failed: \($0.message)" } ?? (result.isChanged ? "changed" : "unchanged")
                print(String(format: "  %@ %7d: %7.2f MB in %7.3f s, %6.3f s/MB, peak %4d MB, %@",
                             shape.name, size, megabytes, seconds, seconds / megabytes, peakMegabytes(), outcome))
            }
        }
    }

    /// The process's peak resident memory so far, as the tool's `--timings` reads it.
    static func peakMegabytes() -> Int {
        Int(PhaseClock.peakMemoryMegabytes() ?? 0)
    }
}

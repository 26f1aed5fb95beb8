// Benchmarks for `make bench`. Each benchmark lives in its own file of this target; name some
// (`tokenizer`, `migrate`, `pipeline`, `diff`, `scaling`, `monorepo`) to run only those.
import BackportMigrate
import Foundation

let benchmarks: [(name: String, run: () -> Void)] = [
    ("tokenizer", { TokenizerBenchmark.run() }),
    ("migrate", { MigrationBenchmark.run() }),
    ("pipeline", { PipelineBenchmark.run() }),
    ("diff", { runDiffBenchmark() }),
    ("scaling", { ScalingBenchmark.run() }),
    ("monorepo", { MonorepoBenchmark.run() }),
]
// `--generate DIR [MB]` writes the pipeline benchmark's repository, to profile the tool on it.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--generate", arguments.count >= 2 {
    var generator = RepositoryGenerator(seed: 2026)
    let megabytes = arguments.count > 2 ? Int(arguments[2]) ?? 42 : 42
    do {
        let summary = try generator.write(to: URL(fileURLWithPath: arguments[1]), megabytes: megabytes)
        print("wrote \(summary.files) files, \(summary.bytes) bytes under \(arguments[1])")
    } catch {
        print("cannot write: \(error)")
    }
    exit(0)
}
let asked = Set(arguments)
let unknown = asked.subtracting(benchmarks.map(\.name))
if !unknown.isEmpty {
    print("unknown benchmark \(unknown.sorted().joined(separator: ", ")); known: \(benchmarks.map(\.name).joined(separator: ", "))")
} else {
    for benchmark in benchmarks where asked.isEmpty || asked.contains(benchmark.name) {
        benchmark.run()
    }
}

// Benchmarks for `make bench`. Each benchmark lives in its own file of this target; name some
// (`tokenizer`, `migrate`, `pipeline`, `diff`) to run only those.
import BackportMigrate

let benchmarks: [(name: String, run: () -> Void)] = [
    ("tokenizer", { TokenizerBenchmark.run() }),
    ("migrate", { MigrationBenchmark.run() }),
    ("pipeline", { PipelineBenchmark.run() }),
    ("diff", { runDiffBenchmark() }),
]
let asked = Set(CommandLine.arguments.dropFirst())
let unknown = asked.subtracting(benchmarks.map(\.name))
if !unknown.isEmpty {
    print("unknown benchmark \(unknown.sorted().joined(separator: ", ")); known: \(benchmarks.map(\.name).joined(separator: ", "))")
} else {
    for benchmark in benchmarks where asked.isEmpty || asked.contains(benchmark.name) {
        benchmark.run()
    }
}

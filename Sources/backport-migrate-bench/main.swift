// Benchmarks for `make bench`. Each benchmark lives in its own file of this target.
import BackportMigrate

TokenizerBenchmark.run()
MigrationBenchmark.run()
PipelineBenchmark.run()
runDiffBenchmark()

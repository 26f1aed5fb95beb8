import BackportMigrate
import Dispatch
import Foundation

/// Measures the engine alone (pre-check, tokenize, analyse, rewrite, re-check) over many
/// generated files that all have work, in memory, on one core. The comparison with the
/// compiler's parser is the pipeline benchmark's, on a realistic tree.
enum MigrationBenchmark {
    static func run(fileCount: Int = 2_000) {
        let files = (0..<fileCount).map { Array(TokenizerBenchmark.sampleFile($0).utf8) }
        let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_000_000
        let migrator = Migrator(targets: DeploymentTargets([.iOS: Version("16")!]))

        _ = files.prefix(50).map { migrator.migrate($0) }
        var changed = 0
        let start = DispatchTime.now()
        for file in files where migrator.migrate(file).isChanged { changed += 1 }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        print(String(format: "migrate: %d files, %.1f MB in %.3f s = %.1f MB/s (one core), %d changed",
                     fileCount, megabytes, seconds, megabytes / seconds, changed))
    }
}

import BackportMigrate
import Dispatch
import Foundation

/// Measures the engine (tokenize, analyse, rewrite, re-check) over many generated files, on
/// one core, next to `swiftc -parse` over the same files written to a temporary folder: the
/// design asks the whole pipeline to be faster than the compiler's parser.
enum MigrationBenchmark {
    static func run(fileCount: Int = 2_000, compareCount: Int = 100) {
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

        // One `swiftc -parse` over thousands of files takes minutes (its cost grows faster than
        // the file count), so the comparison uses a sample and both sides time the same sample.
        let sample = Array(files.prefix(compareCount))
        let sampleStart = DispatchTime.now()
        for file in sample { _ = migrator.migrate(file) }
        let ours = Double(DispatchTime.now().uptimeNanoseconds - sampleStart.uptimeNanoseconds) / 1e9
        guard let parse = swiftcParseSeconds(sample) else {
            print("migrate: swiftc not found; no comparison")
            return
        }
        print(String(format: "%d files: engine %.3f s, swiftc -parse %.3f s (engine %.0fx faster)",
                     sample.count, ours, parse, parse / ours))
    }

    /// Wall time of one `swiftc -parse` over all files, or nil when there is no `swiftc`.
    private static func swiftcParseSeconds(_ files: [[UInt8]]) -> Double? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-parse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var paths: [String] = []
            for (index, file) in files.enumerated() {
                let url = directory.appendingPathComponent("File\(index).swift")
                try Data(file).write(to: url)
                paths.append(url.path)
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-parse"] + paths
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now()
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
            return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        } catch {
            return nil
        }
    }
}

import BackportMigrate
import Dispatch
import Foundation

/// Measures the whole command line (discover, read, tokenize, analyse, rewrite, diff) on a
/// generated repository of 4,000 files, as `--dry-run` with one job and with every core, so
/// the figures show both the speed and how it scales.
enum PipelineBenchmark {
    static func run(fileCount: Int = 4_000) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-repo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var bytes = 0
        do {
            for index in 0..<fileCount {
                let folder = root.appendingPathComponent("Module\(index / 100)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let text = Data(TokenizerBenchmark.sampleFile(index).utf8)
                bytes += text.count
                try text.write(to: folder.appendingPathComponent("File\(index).swift"))
            }
        } catch {
            print("pipeline: cannot write the generated repository: \(error)")
            return
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for jobs in Set([1, cores]).sorted() {
            let output = ConsoleStream(capturingAsTerminal: false)
            let console = Console(standardOutput: output, standardError: ConsoleStream(capturingAsTerminal: false),
                                  readStandardInput: { [] }, environment: [:], currentDirectory: root.path)
            let start = DispatchTime.now()
            let code = CLI.run(["--target", "16", "--dry-run", "--jobs", "\(jobs)", "."], console: console)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            print(String(format: "pipeline --dry-run, %d files, %.1f MB, --jobs %d: %.3f s = %.1f MB/s (exit %d, %.1f MB of diff)",
                         fileCount, Double(bytes) / 1e6, jobs, seconds, Double(bytes) / 1e6 / seconds,
                         code.rawValue, Double(output.bytes.count) / 1e6))
        }
    }
}

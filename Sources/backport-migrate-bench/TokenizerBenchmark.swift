import BackportMigrate
import Dispatch

/// Measures tokenizer throughput on about 20 MB of generated SwiftUI-like source.
enum TokenizerBenchmark {
    /// One file's worth of varied code: availability checks, attributes, shims, strings with
    /// interpolation, raw and multi-line strings, regex literals, comments and numbers.
    static func sampleFile(_ index: Int) -> String {
        """
        import SwiftUI

        /// A row that shows item \(index) and backports a badge to iOS 14.
        @available(iOS 14.0, macOS 11, *)
        struct ItemRow\(index): View {
            let title: String
            @State private var count = \(index % 97)
            @Binding var isOn: Bool

            var body: some View {
                VStack(alignment: .leading, spacing: 8.5) {
                    Text("Item \\(title) has \\(count) entries, \\(String(format: "%.2f", Double(count) / 3.0))")
                        .font(.headline)
                        .backport.badge(count)
                    if #available(iOS 16.0, *) {
                        Text(#"raw "quoted" \\#(title) path C:\\Users"#)
                            .scrollDismissesKeyboard(.interactively)
                    } else {
                        // Fallback on earlier versions: no interactive dismissal.
                        Text(verbatim: title).foregroundColor(.secondary)
                    }
                    Toggle(isOn: $isOn) { Label("Enabled", systemImage: "checkmark.circle") }
                }
                .padding(.horizontal, 0x10)
                .onAppear { count += items.filter { $0.id > \(index) && !$0.isHidden }.count }
            }

            /* Matches identifiers /* nested */ like item_42. */
            private let pattern = /item_(\\d+)/
            private let extended = #/
                (?<name> [a-z]+ ) _ (?<number> \\d+ )
            /#

            func describe(_ values: [Int]) -> String {
                let total = values.reduce(0, +) * 2 / max(values.count, 1)
                return \"\"\"
                    Summary for \\(title):
                      total \\(total), first \\(values.first ?? -1)
                    \"\"\"
            }
        }

        extension Backport where Content: View {
            @ViewBuilder func badge(_ count: Int) -> some View {
                if #available(iOS 15, *) {
                    content.badge(count)
                } else {
                    content
                }
            }
        }


        """
    }

    /// Builds the input and prints the rate: first as one text of 20 MB and one of 100 MB (the
    /// worst case: every run gets a fresh token array twice the text's size from the system,
    /// which zeroes it), then as the 20 MB of separate files it is made of, which is how the tool
    /// reads a repository. Each text is tokenized once untimed first: on this kind of virtual
    /// machine the first touch of memory the process never had costs the hypervisor as much
    /// again (the 100 MB text's first run takes twice as long as the next ones), which the time
    /// of that one run shows apart.
    static func run() {
        var files: [[UInt8]] = []
        var total = 0
        while total < 20_000_000 {
            files.append(Array(sampleFile(files.count).utf8))
            total += files[files.count - 1].count
        }
        let bytes = Array(files.joined())
        let blob = Array(repeatElement(bytes, count: 5).joined())

        let runs = 5
        var tokenCount = 0
        for (text, count) in [(bytes, runs), (blob, 3)] {
            let coldStart = DispatchTime.now().uptimeNanoseconds
            let warmUp = Tokenizer.tokenize(text)
            let cold = Double(DispatchTime.now().uptimeNanoseconds - coldStart) / 1e9
            precondition(warmUp.problems.isEmpty, "benchmark source should tokenize cleanly: \(warmUp.problems.prefix(3))")
            tokenCount = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<count {
                tokenCount &+= Tokenizer.tokenize(text).tokens.count
            }
            report("tokenizer, one text", seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, bytes: text.count * count,
                   detail: "\(tokenCount / count) tokens in \(text.count / 1_000_000) MB, \(count) runs after one untimed of \(format3(cold)) s")
        }

        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<runs {
            for file in files { tokenCount &+= Tokenizer.tokenize(file).tokens.count }
        }
        report("tokenizer per file", seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, bytes: bytes.count * runs,
               detail: "\(files.count) files of \(bytes.count / files.count) bytes")
    }

    private static func report(_ name: String, seconds: Double, bytes: Int, detail: String) {
        let megabytes = Double(bytes) / 1_000_000
        let rate = Int((megabytes / seconds).rounded())
        print("\(name): \(Int(megabytes.rounded())) MB in \(format3(seconds)) s = \(rate) MB/s (one core), \(detail)")
    }

    /// Three decimals without Foundation's `String(format:)`.
    private static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

import Foundation

/// Writes a generated repository shaped like real iOS apps, for the pipeline benchmark: modules
/// of models, SwiftUI views, view models and helpers, where most files have nothing to do. As
/// in a corpus of public apps, about one file in six mentions `available` (most of those with
/// checks no target of the benchmark decides), one in fifty calls a `Backport` shim, and about
/// one in twenty changes at `--target 17`. Seeded, so every run writes the same bytes.
struct RepositoryGenerator {
    /// A small linear congruential generator: reproducible across platforms and runs.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
        mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }
    }

    var random: Random
    private var counter = 0

    init(seed: UInt64) {
        random = Random(state: seed)
    }

    /// What was written.
    struct Summary {
        var files = 0
        var bytes = 0
        var paths: [String] = []
    }

    /// Writes files under `root` until `megabytes` are reached.
    mutating func write(to root: URL, megabytes: Int) throws -> Summary {
        var summary = Summary()
        let target = megabytes * 1_000_000
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write(backportFile(), to: root.appendingPathComponent("Core/Compatibility/Backport.swift"), into: &summary)
        while summary.bytes < target {
            let module = "Feature\(summary.files / 120)"
            let name = "\(random.pick(["Account", "Feed", "Profile", "Search", "Settings", "Cart", "Player", "Inbox", "Map", "Photo"]))\(random.pick(["View", "Model", "Store", "Service", "Row", "Cell", "Formatter", "Coordinator"]))\(summary.files)"
            try write(file(named: name), to: root.appendingPathComponent("\(module)/\(name).swift"), into: &summary)
        }
        return summary
    }

    private func write(_ text: String, to url: URL, into summary: inout Summary) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data(text.utf8)
        try data.write(to: url)
        summary.files += 1
        summary.bytes += data.count
        summary.paths.append(url.path)
    }

    /// One file: a header, then blocks of the kinds real files hold.
    mutating func file(named name: String) -> String {
        var parts = ["//\n//  \(name).swift\n//\n//  Created by the benchmark.\n//\n\nimport Foundation\nimport SwiftUI\n"]
        // The share of files with availability code, backport calls and decided checks.
        let availability = random.chance(17)
        let backport = random.chance(2)
        let blocks = 2 + random.below(random.chance(5) ? 40 : 8)
        for index in 0..<blocks {
            switch random.below(5) {
            case 0: parts.append(model(name, index))
            case 1: parts.append(view(name, index, backport: backport && index == 0))
            case 2: parts.append(viewModel(name, index))
            case 3: parts.append(helpers(name, index))
            default: parts.append(view(name, index, backport: false))
            }
            if availability && index == blocks / 2 { parts.append(availabilityCode(name, index)) }
        }
        return parts.joined(separator: "\n")
    }

    private mutating func fresh() -> Int {
        counter += 1
        return counter
    }

    private mutating func model(_ name: String, _ index: Int) -> String {
        let n = fresh()
        let fields = (0..<(3 + random.below(8))).map { field in
            "    let \(random.pick(["id", "title", "subtitle", "count", "price", "createdAt", "owner", "tags", "rating", "url"]))\(field): \(random.pick(["String", "Int", "Double", "Date", "[String]", "URL?", "Bool"]))"
        }
        return """
        /// A value the \(name) screen shows (\(n)).
        struct \(name)Item\(index): Codable, Hashable, Identifiable {
        \(fields.joined(separator: "\n"))

            var id: String { "\\(title0)-\(n)" }

            enum CodingKeys: String, CodingKey {
                case title0 = "title"
                case count1 = "count"
            }

            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.id == rhs.id
            }
        }

        """
    }

    private mutating func view(_ name: String, _ index: Int, backport: Bool) -> String {
        let n = fresh()
        let extra = backport ? "\n                .backport.badge(items.count)" : ""
        return """
        struct \(name)Section\(index): View {
            @State private var isExpanded = \(random.chance(50) ? "true" : "false")
            @Binding var selection: String?
            let items: [String]

            var body: some View {
                VStack(alignment: .leading, spacing: \(random.below(24))) {
                    Text("Section \(n)")
                        .font(.\(random.pick(["headline", "title2", "subheadline", "body"])))
                        .foregroundColor(.\(random.pick(["primary", "secondary", "accentColor"])))\(extra)
                    if isExpanded {
                        ForEach(items, id: \\.self) { item in
                            Button {
                                selection = item
                            } label: {
                                Label(item, systemImage: "\(random.pick(["star", "folder", "tray", "person"]))")
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
                .padding(.horizontal, \(random.below(32)))
                .onTapGesture { withAnimation { isExpanded.toggle() } }
            }
        }

        """
    }

    private mutating func viewModel(_ name: String, _ index: Int) -> String {
        let n = fresh()
        return """
        @MainActor
        final class \(name)ViewModel\(index): ObservableObject {
            @Published private(set) var values: [Int] = []
            @Published var errorMessage: String?
            private let pageSize = \(10 + random.below(40))

            func load(page: Int) async {
                do {
                    let fetched = try await fetch(page: page)
                    values.append(contentsOf: fetched.filter { $0 % \(2 + random.below(5)) == 0 })
                } catch {
                    errorMessage = "Could not load page \\(page): \\(error.localizedDescription)"
                }
            }

            private func fetch(page: Int) async throws -> [Int] {
                guard page >= 0 else { throw URLError(.badURL) }
                return Array((page * pageSize)..<((page + 1) * pageSize)).map { $0 * \(n % 97 + 1) }
            }
        }

        """
    }

    private mutating func helpers(_ name: String, _ index: Int) -> String {
        let n = fresh()
        return """
        extension String {
            /// Trims and shortens a title for \(name) (\(n)).
            func shortened\(n)(to limit: Int = \(20 + random.below(60))) -> String {
                let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
                guard trimmed.count > limit else { return trimmed }
                return String(trimmed.prefix(limit - 1)) + "…"
            }
        }

        private let formatter\(n): DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateStyle = .\(random.pick(["short", "medium", "long"]))
            return formatter
        }()

        """
    }

    /// Availability code: mostly checks the benchmark's targets do not decide (iOS 18 and 26,
    /// `@available(*, …)`), about a third of the time one that `--target 17` collapses.
    private mutating func availabilityCode(_ name: String, _ index: Int) -> String {
        let n = fresh()
        let decided = random.chance(33)
        let version = decided ? random.pick(["13", "14.0", "15", "16", "16.4", "17"]) : random.pick(["18", "18.2", "26"])
        if random.chance(30) {
            return """
            @available(iOS \(version), *)
            struct \(name)Modern\(n): View {
                var body: some View { Text("Modern \(n)") }
            }

            """
        }
        if !decided && random.chance(30) {
            return """
            @available(*, deprecated, message: "Use the new flow")
            func legacy\(name)\(n)() -> Int { \(n) }

            """
        }
        return """
        func configure\(name)\(n)(_ view: some View) -> AnyView {
            if #available(iOS \(version), *) {
                return AnyView(view.scrollDismissesKeyboard(.interactively))
            } else {
                return AnyView(view)
            }
        }

        """
    }

    /// The project's `Backport` type, its accessor and a few shims.
    private func backportFile() -> String {
        """
        import SwiftUI

        struct Backport<Content> {
            let content: Content
        }

        extension View {
            var backport: Backport<Self> { Backport(content: self) }
        }

        extension Backport where Content: View {
            @ViewBuilder func badge(_ count: Int) -> some View {
                if #available(iOS 15, *) {
                    content.badge(count)
                } else {
                    content
                }
            }

            @ViewBuilder func bounceBasedOnSize() -> some View {
                if #available(iOS 16.4, *) {
                    content.scrollBounceBehavior(.basedOnSize)
                } else {
                    content
                }
            }
        }

        """
    }
}

/// How much the summary says.
public enum Verbosity: Sendable {
    case quiet, normal, verbose
}

/// The human summary written to standard error.
public enum SummaryText {
    /// The line saying which targets the run uses and where each came from.
    public static func targets(_ targets: [TargetReport]) -> String {
        guard !targets.isEmpty else { return "Targets: none (--swift-version alone: only compiler conditions are decided)\n" }
        let items = targets.map { target -> String in
            // `visionOS 3` is read as the compiler reads it: 26.
            var version = target.version
            if let platform = Platform(rawValue: target.platform), let parsed = Version(target.version),
               parsed.canonical(for: platform) != parsed {
                version += " (read as \(parsed.canonical(for: platform)))"
            }
            return "\(target.platform) \(version) (\(target.source))"
        }
        return "Targets: " + items.joined(separator: ", ") + "\n"
    }

    /// The modules of a run grouped by the targets they are judged by, a line per group:
    /// `Modules: Awful (Xcode target, Awful.xcodeproj): iOS 17, macCatalyst 15.0`. With `verbose`, a line per module
    /// with its manifest and where each value came from.
    static func modules(_ map: TargetMap, verbose: Bool, shown: Set<Int>) -> String {
        func describe(_ position: Int) -> String {
            let targets = map.moduleTargets[position]
            let module = map.map.modules[position]
            return Platform.allCases.compactMap { platform -> String? in
                guard targets.builds?.contains(platform) ?? true else { return nil }
                let version = targets[platform].map(\.description)
                    ?? (platform == .macCatalyst && !targets.leftOut.contains(.macCatalyst) ? "as iOS" : "unknown")
                var source = ""
                if let minimum = module.platforms[platform] {
                    if verbose {
                        source = " (\(minimum.version.map { "\($0) from " } ?? "")\(minimum.source))"
                    } else if minimum.source == Module.Minimum.swiftPMDefault, minimum.version != nil, minimum.version == targets[platform] {
                        source = " (default)"
                    }
                }
                return "\(platform.rawValue) \(version)\(source)"
            }.joined(separator: ", ")
        }
        if verbose {
            return map.map.modules.indices.filter(shown.contains).map { position in
                let module = map.map.modules[position]
                return "Module \(module.name) (\(module.kind.rawValue), \(module.manifest)): \(describe(position))\n"
            }.joined()
        }
        var groups: [(description: String, names: [String])] = []
        for (position, module) in map.map.modules.enumerated() where shown.contains(position) {
            let description = describe(position)
            let name = module.displayName
            if let found = groups.firstIndex(where: { $0.description == description }) {
                groups[found].names.append(name)
            } else {
                groups.append((description, [name]))
            }
        }
        guard !groups.isEmpty else { return "" }
        return "Modules: " + groups.map { "\($0.names.joined(separator: ", ")): \($0.description)" }.joined(separator: "; ") + "\n"
    }

    /// Review items and failures as `path:line: message`, and a closing count. `--quiet` keeps
    /// the failures only; `--verbose` adds a line per changed file and per note; `--check`
    /// names the files that would change, which CI's log should show.
    public static func render(_ report: RunReport, verbosity: Verbosity, style: Style) -> String {
        var text = ""
        let pending = report.mode != .write
        if report.mode == .check, verbosity == .normal {
            let listed = report.files.filter(\.isChanged).map { ($0.path, $0.status == .deleted) }
            let counted = report.unlisted.paths.map { ($0.path, $0.deleted) }
            for (path, deleted) in (listed + counted).sorted(by: { $0.0 < $1.0 }) {
                text += "\(deleted ? "would delete" : "would change") \(path)\n"
            }
        }
        if verbosity == .verbose {
            for file in report.files {
                if file.status == .changed {
                    text += "\(pending ? "would change" : "changed") \(file.path)\(counts(file.editCounts, in: report))\n"
                } else if file.status == .deleted {
                    text += "\(pending ? "would delete" : "deleted") \(file.path)\(counts(file.editCounts, in: report))\n"
                } else if let note = file.note {
                    text += "\(file.path): \(note)\n"
                }
            }
        }
        if verbosity != .quiet {
            var items = report.files.flatMap { file in
                file.reviewItems.map { (file.path, $0.line, "\($0.message) [\($0.migration.rawValue)]") }
            }
            items += report.manifests.flatMap { manifest in manifest.reviewItems.map { (manifest.path, $0.line, "\($0.message) [bump]") } }
            items.sort { ($0.0, $0.1) < ($1.0, $1.1) }
            if !items.isEmpty {
                text += style.yellow(style.bold("Review (\(items.count)):")) + "\n"
                for (path, line, message) in items {
                    text += "\(path):\(line): \(message)\n"
                }
            }
            let raised = report.manifests.filter { $0.problem == nil && !$0.edits.isEmpty }
            if !raised.isEmpty {
                text += style.bold("Deployment targets \(report.mode == .write ? "raised" : "to raise") (--bump):") + "\n"
                for manifest in raised {
                    for edit in manifest.edits {
                        let change = edit.from.map { "\($0) -> \(edit.to)" } ?? "added at \(edit.to)"
                        text += "\(manifest.path):\(edit.line): \(edit.platform) \(change)\n"
                    }
                }
            }
        }
        let failures = report.files.filter { $0.status == .failed }.map { ($0.path, $0.problem) }
            + report.manifests.filter { $0.problem != nil }.map { ($0.path, $0.problem) }
        if !failures.isEmpty {
            text += style.red(style.bold("Failed (\(failures.count)):")) + "\n"
            for (path, problem) in failures {
                let problem = problem ?? Problem(line: nil, message: "failed")
                text += (problem.line.map { "\(path):\($0): " } ?? "\(path): ") + problem.message + "\n"
            }
        }
        if verbosity != .quiet {
            text += closingLine(report, style: style)
        }
        return text
    }

    private static func closingLine(_ report: RunReport, style: Style) -> String {
        let verb = report.mode == .write ? "changed" : "would change"
        let total = report.scannedFiles
        var line = "\(report.changedFiles) of \(total) file\(total == 1 ? "" : "s") \(verb)"
        if report.deletedFiles > 0 { line += " (\(report.deletedFiles) deleted)" }
        if report.changedFiles > 0 { line = style.green(line) }
        let edits = report.editTotals.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
        line += "; edits: " + edits.joined(separator: ", ")
        let reviews = report.reviewItemCount
        line += "; \(reviews) review item\(reviews == 1 ? "" : "s")"
        let raised = report.manifestEditCount
        if raised > 0 { line += "; \(raised) deployment target\(raised == 1 ? "" : "s") \(report.mode == .write ? "raised" : "to raise")" }
        if report.failedFiles + report.failedManifests > 0 { line += "; " + style.red("\(report.failedFiles + report.failedManifests) failed") }
        return line + "\n"
    }

    private static func counts(_ editCounts: [MigrationName: Int], in report: RunReport) -> String {
        let items = editCounts.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }
        return items.isEmpty ? "" : " (" + items.joined(separator: ", ") + ")"
    }
}

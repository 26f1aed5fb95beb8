import Foundation

/// `--format github`: GitHub Actions workflow commands on standard output, which the runner
/// turns into annotations on the pull request. A warning per pending change (with `--check` or
/// `--dry-run`) and per review item, an error per file that could not be processed; with
/// `--bump`, the same for each manifest's deployment targets.
public struct GitHubAnnotations: Sendable {
    /// The folder paths are made relative to: `GITHUB_WORKSPACE`, else the nearest folder up
    /// from the current one that holds `.git`, else the current folder.
    public let root: String
    let currentDirectory: String

    public init(currentDirectory: String, environment: [String: String]) {
        self.currentDirectory = currentDirectory
        if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty {
            root = Paths.absolute(workspace, in: currentDirectory)
            return
        }
        var folder = currentDirectory
        while true {
            if FileSystem.kind(of: folder + "/.git", followingLinks: true) != nil {
                root = folder
                return
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty {
                root = currentDirectory
                return
            }
            folder = parent
        }
    }

    /// The annotations of one file's result (`ReportEntry.entries`): a warning per edit it
    /// would make (when `pending`), one per review item, an error for its failure.
    public func lines(for result: FileResult, pending: Bool) -> [String] {
        ReportEntry.entries(for: result, pending: pending).map { entry in
            Self.command(entry.severity.rawValue, file: relative(entry.path), line: entry.line, endLine: entry.endLine, message: entry.taggedMessage)
        }
    }

    /// The annotations of one manifest of `--bump`: a warning per deployment target still to
    /// raise (when `pending`), one per review item, and an error when it could not be written.
    public func lines(for manifest: ManifestResult, pending: Bool) -> [String] {
        let path = relative(manifest.path)
        var lines: [String] = []
        if pending, manifest.problem == nil {
            for edit in manifest.edits {
                let message = if let from = edit.from {
                    "deployment target \(edit.platform) \(from) is below the run's target: backport-migrate --bump would raise it to \(edit.to)"
                } else {
                    "\(edit.platform) is not listed: backport-migrate --bump would add it at \(edit.to), as --target names it"
                }
                lines.append(Self.command("warning", file: path, line: edit.line, message: message))
            }
        }
        for item in manifest.reviewItems {
            lines.append(Self.command("warning", file: path, line: item.line, message: "\(item.message) [bump]"))
        }
        if let problem = manifest.problem {
            lines.append(Self.command("error", file: path, line: problem.line, message: problem.message))
        }
        return lines
    }

    /// A display path (relative to the current folder) made relative to `root`.
    func relative(_ path: String) -> String {
        Paths.relative(Paths.absolute(path, in: currentDirectory), to: root)
    }

    /// `::kind file=…,line=…,title=backport-migrate::message`, escaped as the runner wants.
    static func command(_ kind: String, file: String, line: Int?, endLine: Int? = nil, message: String) -> String {
        var properties = "file=\(escapeProperty(file))"
        if let line { properties += ",line=\(line)" }
        if let endLine { properties += ",endLine=\(endLine)" }
        properties += ",title=backport-migrate"
        return "::\(kind) \(properties)::\(escapeData(message))"
    }

    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

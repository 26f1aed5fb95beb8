/// The manual page printed by `--help`.
enum HelpText {
    static var manual: String { """
    NAME
        backport-migrate - remove compatibility code that a new minimum deployment target made obsolete

    SYNOPSIS
        backport-migrate [--target SPEC]... [options] [PATH ...]

    DESCRIPTION
        Rewrites the Swift files under each PATH (files or folders; default ".") so that
        availability checks and attributes the new minimum deployment target always satisfies
        are gone, touching nothing else. PATH "-" reads standard input and writes the result
        to standard output. Folders .build, DerivedData, Pods, Carthage, .git and hidden
        folders are never entered; symbolic links inside folders are not followed.

        Without --target, the targets are read from the project: Package.swift platforms
        (Package@swift-X.Y.swift too), *_DEPLOYMENT_TARGET in *.xcodeproj/project.pbxproj
        and *.xcconfig, and *.podspec deployment targets; the lowest version per platform
        wins.

    OPTIONS
        -t, --target SPEC       New minimum deployment target: 16 or 16.4 (iOS), iOS=16,
                                macOS=13, iOS=16,macOS=13. Repeatable. Platforms: iOS,
                                macOS (or OSX), tvOS, watchOS, visionOS, macCatalyst.
        -n, --dry-run           Write nothing; print a unified diff of every change on
                                standard output.
            --check             Write nothing; print the summary; exit 1 when anything would
                                change. With --dry-run, also print the diff.
            --format text|json|github|xcode|sarif|checkstyle
                                Report format (default text). json: one document on
                                standard output (see README.md for its schema); github:
                                GitHub Actions annotations; xcode: path:line:col: warning:
                                lines; sarif: a SARIF 2.1.0 log; checkstyle: Checkstyle XML.
                                All but text and json print the summary on standard error.
            --color auto|always|never
                                Colour the diff and the summary (default auto: only on a
                                terminal, and never when NO_COLOR is set).
        -U, --context N         Lines of context in the diff (default 3).
        -j, --jobs N            Files processed in parallel (default: one per core).
            --exclude GLOB      Skip paths matching GLOB (repeatable); matched against the
                                path below each PATH and against the name. * and ? stay
                                within a folder, ** crosses folders, [a-z] and [!a] match
                                one character.
            --only LIST         Run only these migrations (comma-separated).
            --skip LIST         Run all but these migrations.
                                Migrations:
    \(migrationList)
            --shims-from PATH   Also index the Backport shims in PATH (a dependency's
                                checkout), which is read but never rewritten; repeatable.
                                Calls of its shims deprecated at the targets get a review
                                item saying the system has the API.
            --trust-deprecated  Calls of those shims lose `.backport` instead.
        -q, --quiet             Only failures on standard error.
        -v, --verbose           Also each changed file, skipped links and empty files.
        -i, --interactive       Show each hunk and ask [y,n,a,d,q,?] as git add -p does;
                                write only the accepted hunks. Answers come from stdin.
            --explain NAME      What a migration does and leaves alone, with an example.
            --swift-version X   Also collapse #if swift(>=…) / #if compiler(>=…) that a
                                minimum compiler X decides (alone when no --target).
            --plan              Write nothing; list the current target and each higher one
                                the code names, with what a run at each would do.
            --bump              Also raise the deployment target in every manifest the
                                targets are read from (Package.swift platforms, project.pbxproj
                                and .xcconfig *_DEPLOYMENT_TARGET, .podspec) to the --target
                                given, never lowering one. Needs --target.
            --timings           Print the time of each phase (discover, read, pre-check,
                                tokenize, index, migrate, diff, print) on standard error.
            --version           Print the version.
        -h, --help              Print this manual.

    EXAMPLES
        Review, then apply (on a laptop):
            backport-migrate --target 16 --dry-run | less
            backport-migrate --target 16

        Raise the target in the code and the project files in one command:
            backport-migrate --target 16 --bump

        Fail CI while obsolete compatibility code is left:
            backport-migrate --check --target iOS=16,macOS=13 Sources

        Upgrade many repositories from a script:
            for repo in */; do
                (cd "$repo" && backport-migrate --format json > migration.json)
                echo "$repo: exit $?"
            done

        Filter one file:
            backport-migrate -t 16 - < Old.swift > New.swift

    EXIT STATUS
        0   Done, or nothing to do.
        1   --check found changes still pending.
        2   Bad usage, a PATH that does not exist, or no deployment target given or found.
        3   At least one file could not be processed (each is named; the others were).

    OUTPUT
        Standard output: the diff (--dry-run), the JSON report (--format json), or the
        migrated text (PATH "-"). Standard error: the targets used and where they came from,
        review items and failures as path:line: message (lines of the file as the run leaves
        it: written, or as it was read), the summary, and on a terminal a progress line for
        long runs.

    """
    }

    /// One line per registered migration: its name and what it removes.
    static var migrationList: String {
        Migrations.all.map { "                              \($0.name.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \($0.summary)" }
            .joined(separator: "\n")
    }

    /// `--explain NAME`: the migration's explanation as plain text, its example run shown as a
    /// command and each file before and after.
    static func explain(_ migration: any Migration) -> String {
        let explanation = migration.explanation
        func plain(_ markdown: String) -> String { markdown.replacingOccurrences(of: "`", with: "") }
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
                .map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n") + "\n"
        }
        var text = "\(migration.name.rawValue): \(migration.summary)\n\n"
        text += "WHAT IT DOES\n" + wrapped(plain(explanation.does)) + "\n"
        text += "WHAT IT LEAVES ALONE\n" + wrapped(plain(explanation.leavesAlone)) + "\n"
        text += "EXAMPLE: backport-migrate --only \(migration.name.rawValue) \(explanation.arguments.joined(separator: " "))\n"
        for file in explanation.example {
            text += "\n    \(file.path), before:\n" + indented(file.before)
            if let after = file.after {
                text += "    after:\n" + (after == file.before ? "        (unchanged)\n" : indented(after))
            } else {
                text += "    after: deleted\n"
            }
        }
        return text
    }

    /// `text` in lines of at most 92 columns, indented by four.
    static func wrapped(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 88 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

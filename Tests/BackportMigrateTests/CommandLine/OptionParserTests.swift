import Testing
@testable import BackportMigrate

@Suite struct OptionParserTests {
    private func parse(_ arguments: String) throws -> Options {
        try OptionParser.parse(arguments.split(separator: " ").map(String.init))
    }

    private func error(_ arguments: String) -> String? {
        do {
            _ = try OptionParser.parse(arguments.split(separator: " ").map(String.init))
            return nil
        } catch {
            return error.message
        }
    }

    @Test func defaults() throws {
        let options = try OptionParser.parse([])
        #expect(options.paths == ["."])
        #expect(options.mode == .write)
        #expect(options.format == .text)
        #expect(options.color == .auto)
        #expect(options.context == 3)
        #expect(options.jobs == nil)
        #expect(options.migrations == Set(MigrationName.allCases))
        #expect(options.verbosity == .normal)
        #expect(options.targetSpecs.isEmpty)
    }

    @Test func longShortInlineAndAttachedValues() throws {
        let options = try parse("--target 16 -t macOS=13 --target=tvOS=16 -tiOS=17 -U5 -j 2 --format=json --color never a b")
        #expect(options.targetSpecs == ["16", "macOS=13", "tvOS=16", "iOS=17"])
        #expect(options.context == 5)
        #expect(options.jobs == 2)
        #expect(options.format == .json)
        #expect(options.color == .never)
        #expect(options.paths == ["a", "b"])
    }

    @Test func groupedShortFlags() throws {
        let options = try parse("-nq")
        #expect(options.mode == .dryRun)
        #expect(options.verbosity == .quiet)
    }

    @Test func modes() throws {
        #expect(try parse("--dry-run").mode == .dryRun)
        #expect(try parse("--dry-run").showDiff)
        #expect(try parse("--check").mode == .check)
        #expect(try !parse("--check").showDiff)
        #expect(try parse("--check -n").showDiff)
        #expect(try parse("-v").verbosity == .verbose)
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try parse("-- --check -x").paths == ["--check", "-x"])
        #expect(try parse("-- --check").mode == .write)
    }

    @Test func unknownOptionsSuggestTheClosest() {
        #expect(error("--taget 16") == "unknown option '--taget'; did you mean --target?")
        #expect(error("--targte 16") == "unknown option '--targte'; did you mean --target?")
        #expect(error("--dryrun") == "unknown option '--dryrun'; did you mean --dry-run?")
        #expect(error("--colour always") == "unknown option '--colour'; did you mean --color?")
        #expect(error("-target 16") == "unknown option '-target'; did you mean --target?")
        #expect(error("--frobnicate") == "unknown option '--frobnicate'")
        #expect(error("-x") == "unknown option '-x'")
    }

    /// What users of other linters and formatters type is mapped to this tool's words.
    @Test func otherToolsOptionsAreMapped() {
        #expect(error("--lint") == "unknown option '--lint'; did you mean --check?")
        #expect(error("--reporter json") == "unknown option '--reporter'; did you mean --format?")
        #expect(error("--dry") == "unknown option '--dry'; did you mean --dry-run?")
        #expect(error("--fix") == "unknown option '--fix'; the tool writes its changes without an option (--dry-run shows them first)")
        #expect(error("--in-place") == "unknown option '--in-place'; the tool writes in place without an option (--dry-run shows the diff first)")
    }

    /// A target is one to three numbers with a major version above zero; `xros` is visionOS.
    @Test func targetsAreDeploymentVersions() throws {
        #expect(error("--target 0")?.contains("invalid target '0'") == true)
        #expect(error("--target iOS=0.5")?.contains("invalid target 'iOS=0.5'") == true)
        #expect(error("--target 16.4.1.2")?.contains("invalid target '16.4.1.2'") == true)
        #expect(try DeploymentTargets.parse(["16.4.1"])[.iOS] == Version("16.4.1"))
        #expect(try DeploymentTargets.parse(["xros=1"])[.visionOS] == Version("1"))
    }

    @Test func badValuesSayWhatIsExpected() throws {
        let target = try #require(error("--target sixteen"))
        #expect(target.contains("'sixteen'") && target.contains("16.4") && target.contains("iOS=16"))
        #expect(error("--format jsn") == "invalid --format 'jsn': expected text, json, github, xcode, sarif, checkstyle; did you mean json?")
        #expect(error("--color sometimes") == "invalid --color 'sometimes': expected auto, always, never")
        #expect(error("--jobs 0")?.hasPrefix("invalid --jobs '0'") == true)
        #expect(error("--context -1")?.hasPrefix("invalid --context '-1'") == true)
        #expect(error("--target") == "--target needs a value: --target SPEC")
        #expect(error("-j") == "-j needs a value: -j N")
        #expect(error("--check=yes") == "--check takes no value")
    }

    @Test func onlyAndSkip() throws {
        #expect(try parse("--only conditions").migrations == [.conditions])
        #expect(try parse("--skip conditions").migrations == Set(MigrationName.allCases).subtracting([.conditions]))
        #expect(try parse("--only conditions,attributes --skip attributes").migrations == [.conditions])
        #expect(error("--only conditons") == "unknown migration 'conditons' in --only: known ones are \(MigrationName.allCases.map(\.rawValue).joined(separator: ", ")); did you mean conditions?")
        #expect(error("--only conditions --skip conditions") == "--only and --skip leave no migration to run")
    }

    @Test func conflictingChoices() {
        #expect(error("-q -v") == "--quiet and --verbose cannot be used together")
        #expect(error("- a.swift") == "'-' (standard input) cannot be combined with other paths")
        #expect(error("--format json -")?.contains("--format json needs --dry-run or --check") == true)
        #expect(error("--format json --check -") == nil)
    }

    @Test func helpAndVersionWinOverMistakes() throws {
        #expect(try parse("--bogus --help").showHelp)
        #expect(try parse("-t nonsense -h").showHelp)
        #expect(try parse("--version --bogus").showVersion)
        #expect(try !parse("-- --help").showHelp)
    }
}

@Suite struct DidYouMeanTests {
    @Test func distances() {
        #expect(DidYouMean.distance("target", "target") == 0)
        #expect(DidYouMean.distance("taget", "target") == 1)
        #expect(DidYouMean.distance("targte", "target") == 1)
        #expect(DidYouMean.distance("", "abc") == 3)
        #expect(DidYouMean.distance("kitten", "sitting") == 3)
    }

    @Test func suggestsOnlyWhatIsClose() {
        #expect(DidYouMean.suggestion(for: "--verbos", among: ["--verbose", "--version"]) == "--verbose")
        #expect(DidYouMean.suggestion(for: "--zzzzzz", among: ["--verbose", "--version"]) == nil)
        #expect(DidYouMean.suggestion(for: "x", among: []) == nil)
    }
}

@Suite struct CLIInProcessTests {
    @Test func helpIsAManualPage() throws {
        let sandbox = try Sandbox()
        let outcome = sandbox.run(["--help"])
        #expect(outcome.code == 0)
        for section in ["SYNOPSIS", "OPTIONS", "EXAMPLES", "EXIT STATUS", "--dry-run", "--check", "--format json"] {
            #expect(outcome.output.contains(section), "help lacks \(section)")
        }
        for spec in OptionParser.specs {
            #expect(outcome.output.contains("--" + spec.long), "help lacks --\(spec.long)")
        }
        #expect(outcome.error.isEmpty)
    }

    @Test func version() throws {
        let outcome = try Sandbox().run(["--version"])
        #expect(outcome.code == 0)
        #expect(outcome.output == "backport-migrate \(CLI.version)\n")
    }

    @Test func usageErrorsGoToStandardErrorWithExitTwo() throws {
        let outcome = try Sandbox().run(["--taget", "16"])
        #expect(outcome.code == 2)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains("did you mean --target?"))
    }

    @Test func noTargetNamesTheOption() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = 1\n")
        let outcome = sandbox.run([])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("--target"))
    }

    @Test func missingPathIsAUsageErrorAndNothingRuns() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = 1\n")
        let outcome = sandbox.run(["-t", "16", "A.swift", "Nope"])
        #expect(outcome.code == 2)
        #expect(outcome.error.contains("Nope: no such file or folder"))
        #expect(!outcome.error.contains("Targets:"))
    }

    @Test func colourFollowsTheChoiceAndNoColor() {
        #expect(Style.isEnabled(.auto, terminal: true, environment: [:]))
        #expect(!Style.isEnabled(.auto, terminal: false, environment: [:]))
        #expect(!Style.isEnabled(.auto, terminal: true, environment: ["NO_COLOR": "1"]))
        #expect(Style.isEnabled(.auto, terminal: true, environment: ["NO_COLOR": ""]))
        #expect(Style.isEnabled(.always, terminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!Style.isEnabled(.never, terminal: true, environment: [:]))
        #expect(Style(enabled: true).red("x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(Style(enabled: false).red("x") == "x")
    }
}

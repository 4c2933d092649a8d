import Testing
@testable import EddyCLI

@Suite struct CommandLineOptionsTests {
    @Test func versionFlagPrintsVersion() throws {
        #expect(try CommandLineOptions(parsing: ["--version"]).action == .printVersion)
        #expect(try CommandLineOptions(parsing: ["-v"]).action == .printVersion)
    }

    @Test func noArgumentsStartsTheREPL() throws {
        #expect(try CommandLineOptions(parsing: []).action == .startREPL)
    }

    @Test func argumentsAfterTheScriptBelongToTheScript() throws {
        let options = try CommandLineOptions(parsing: ["app.js", "--version", "-x", "b"])
        #expect(options.action == .runScript(path: "app.js", arguments: ["--version", "-x", "b"]))
    }

    @Test func doubleDashEndsOptions() throws {
        let options = try CommandLineOptions(parsing: ["--", "--weird.js", "a"])
        #expect(options.action == .runScript(path: "--weird.js", arguments: ["a"]))
    }

    @Test func unknownOptionIsABadOptionWithExitCodeNine() {
        #expect(throws: CommandLineOptions.ParseError.badOption("--x")) {
            try CommandLineOptions(parsing: ["--x", "app.js"])
        }
        #expect(CommandLineOptions.ParseError.badOption("--x").exitCode == 9)
    }

    @Test func runWritesBadOptionToErrorsAndExitsNine() {
        var output = "", errors = ""
        let code = EddyCommand.run(["eddy", "--x"], output: &output, errors: &errors)
        #expect(code == 9)
        #expect(output.isEmpty)
        #expect(errors == "eddy: bad option: --x\n")
    }

    @Test func securityRevertTakesTheCVEsNodeKnows() throws {
        let options = try CommandLineOptions(parsing: ["--security-revert=CVE-2024-27980", "--security-revert",
                                                       "CVE-2023-46809", "app.js"])
        #expect(options.securityReverts == ["CVE-2024-27980", "CVE-2023-46809"])
        #expect(throws: CommandLineOptions.ParseError.unknownSecurityRevert("CVE-1999-1")) {
            try CommandLineOptions(parsing: ["--security-revert=CVE-1999-1", "app.js"])
        }
        #expect(CommandLineOptions.ParseError.unknownSecurityRevert("CVE-1999-1").exitCode == 12)
        #expect(throws: CommandLineOptions.ParseError.notAllowedInEnvironment("--security-revert=")) {
            try CommandLineOptions(parsing: ["-p", "1"], environmentOptions: "--security-revert=CVE-2024-27980")
        }
    }

    @Test func helpPrintsUsage() {
        var output = "", errors = ""
        let code = EddyCommand.run(["eddy", "--help"], output: &output, errors: &errors)
        #expect(code == 0)
        #expect(output.hasPrefix("Usage: eddy [options] [script.js | -e \"script\" | -] [arguments]"))
    }

    @Test func conditionsAreCollectedInOrderAndKeptInExecutionArguments() throws {
        let options = try CommandLineOptions(parsing: ["-C", "development", "--conditions=blue", "--conditions", "x", "app.js"])
        #expect(options.conditions == ["development", "blue", "x"])
        #expect(options.executionArguments == ["-C", "development", "--conditions=blue", "--conditions", "x"])
        #expect(options.action == .runScript(path: "app.js", arguments: []))
    }

    @Test func aFlagValueNeverStartsWithADash() {
        #expect(throws: CommandLineOptions.ParseError.missingValue("-C")) {
            try CommandLineOptions(parsing: ["-C", "-e", "1"])
        }
        #expect(throws: CommandLineOptions.ParseError.missingValue("--require")) {
            try CommandLineOptions(parsing: ["--require"])
        }
    }

    @Test func warningAndRejectionFlagsAreAcceptedAndCheckedAsNodes() throws {
        let options = try CommandLineOptions(parsing: ["--no-warnings", "--env-file=a.env", "--env-file", "b.env",
                                                        "--unhandled-rejections=strict", "--disable-warning", "DEP0005", "x.js"])
        #expect(options.environmentFiles == ["a.env", "b.env"])
        #expect(options.action == .runScript(path: "x.js", arguments: []))
        #expect(throws: CommandLineOptions.ParseError.badValue(option: "--unhandled-rejections", value: "loud")) {
            try CommandLineOptions(parsing: ["--unhandled-rejections=loud", "x.js"])
        }
    }

    @Test func runtimeDefaultFlagsAreAcceptedAndCheckedAsNodes() throws {
        let options = try CommandLineOptions(parsing: ["--max-http-header-size=200", "--insecure-http-parser",
                                                        "--dns-result-order", "ipv4first", "--stack-trace-limit=0",
                                                        "--no-experimental-fetch", "--zero-fill-buffers", "--jitless",
                                                        "--disable-proto=delete", "x.js"])
        #expect(options.action == .runScript(path: "x.js", arguments: []))
        #expect(options.executionArguments.count == 9)
        #expect(throws: CommandLineOptions.ParseError.badValue(option: "--disable-proto", value: "warn")) {
            try CommandLineOptions(parsing: ["--disable-proto=warn", "x.js"])
        }
        #expect(throws: CommandLineOptions.ParseError.badValue(option: "--dns-result-order", value: "ipv6first")) {
            try CommandLineOptions(parsing: ["--dns-result-order=ipv6first", "x.js"])
        }
        #expect(throws: CommandLineOptions.ParseError.badValue(option: "--max-http-header-size", value: "big")) {
            try CommandLineOptions(parsing: ["--max-http-header-size=big", "x.js"])
        }
        #expect(throws: CommandLineOptions.ParseError.badValue(option: "--stack-trace-limit", value: "-1")) {
            try CommandLineOptions(parsing: ["--stack-trace-limit=-1", "x.js"])
        }
    }

    @Test func tlsFlagsAreAcceptedAndCheckedAsNodes() throws {
        let options = try CommandLineOptions(parsing: ["--tls-min-v1.0", "--tls-max-v1.2", "--tls-cipher-list", "AES128-SHA",
                                                        "--tls-keylog=keys.log", "--use-openssl-ca", "x.js"])
        #expect(options.action == .runScript(path: "x.js", arguments: []))
        #expect(options.executionArguments.count == 6)
        #expect(throws: CommandLineOptions.ParseError.conflictingOptions("--tls-min-v1.3", "--tls-max-v1.2")) {
            try CommandLineOptions(parsing: ["--tls-min-v1.3", "--tls-max-v1.2", "-p", "1"])
        }
        #expect(throws: CommandLineOptions.ParseError.missingValue("--tls-keylog")) {
            try CommandLineOptions(parsing: ["--tls-keylog"])
        }
    }

    // MARK: NODE_OPTIONS

    @Test func environmentOptionsSplitAtSpacesOutsideQuotes() throws {
        #expect(try CommandLineOptions.environmentTokens(#"  --title="a \"b\" c"  -r x.js "#)
                == ["--title=a \"b\" c", "-r", "x.js"])
        #expect(try CommandLineOptions.environmentTokens(#"--title=a\ b"#) == [#"--title=a\"#, "b"])
        #expect(try CommandLineOptions.environmentTokens("") == [])
        #expect(throws: CommandLineOptions.ParseError.unterminatedEnvironmentString) {
            try CommandLineOptions.environmentTokens(#"--title="abc"#)
        }
    }

    @Test func environmentOptionsComeBeforeTheCommandLine() throws {
        let options = try CommandLineOptions(parsing: ["-r", "b", "--max-old-space-size=64", "-C", "y", "app.js"],
                                             environmentOptions: "--require a -C x --max-old-space-size=32 --expose-gc")
        #expect(options.preloadModules == ["a", "b"])
        #expect(options.conditions == ["x", "y"])
        #expect(options.maximumHeapMegabytes == 64)
        #expect(options.exposesGC)
        // process.execArgv is the command line's alone.
        #expect(options.executionArguments == ["-r", "b", "--max-old-space-size=64", "-C", "y"])
        #expect(try CommandLineOptions(parsing: [], environmentOptions: "--max-old-space-size=32").maximumHeapMegabytes == 32)
    }

    @Test func environmentOptionsRefuseWhatNodeRefuses() {
        for (given, refused) in [("-e 1", "-e"), ("--stack-size=100", "--stack-size="), ("--eval=1", "--eval="),
                                 ("--no-warnings --frobnicate", "--frobnicate"), ("-i", "-i"), ("--env-file=x", "--env-file=")] {
            #expect(throws: CommandLineOptions.ParseError.notAllowedInEnvironment(refused)) {
                try CommandLineOptions(parsing: ["-p", "1"], environmentOptions: given)
            }
        }
        #expect(CommandLineOptions.ParseError.notAllowedInEnvironment("-e").description == "-e is not allowed in NODE_OPTIONS")
        #expect(CommandLineOptions.ParseError.notAllowedInEnvironment("-e").exitCode == 9)
    }
}

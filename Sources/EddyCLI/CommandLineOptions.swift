/// The flags of `eddy`, parsed the way Node parses its own: options come first, the first
/// argument that is not an option is the script, and everything after it belongs to the
/// script.
public struct CommandLineOptions: Equatable, Sendable {
    /// What the command was asked to do.
    public enum Action: Equatable, Sendable {
        case printVersion
        case printHelp
        case runScript(path: String, arguments: [String])
        /// `-e`/`-p`: run source text, printing its value with `-p`.
        case evaluate(source: String, printsResult: Bool, arguments: [String])
        /// `-c`: check a file's syntax without running it.
        case checkSyntax(path: String)
        /// `-`, or no script while standard input is not a terminal: run what stdin holds.
        case runStandardInput(arguments: [String])
        case startREPL
    }

    /// Why the arguments could not be parsed; the description is what `eddy:` prints.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case badOption(String)
        case missingValue(String)
        case badValue(option: String, value: String)
        /// A flag NODE_OPTIONS may not carry (as given, up to its `=`).
        case notAllowedInEnvironment(String)
        /// NODE_OPTIONS with an unclosed double quote.
        case unterminatedEnvironmentString
        /// `--security-revert` naming a CVE this release has no revert for.
        case unknownSecurityRevert(String)
        /// Two flags that exclude each other (`--tls-min-v1.3` and `--tls-max-v1.2`).
        case conflictingOptions(String, String)

        /// Node exits with 9 ("invalid argument") for a flag it does not know, and with 12
        /// (its "invalid debug argument" code, which Node uses here) for an unknown revert.
        public var exitCode: Int32 {
            if case .unknownSecurityRevert = self { return 12 }
            return 9
        }

        public var description: String {
            switch self {
            case .badOption(let option): "bad option: \(option)"
            case .missingValue(let option): "\(option) requires an argument"
            case .badValue(let option, let value): "invalid value for \(option): \(value)"
            case .notAllowedInEnvironment(let option): "\(option) is not allowed in NODE_OPTIONS"
            case .unterminatedEnvironmentString: "invalid value for NODE_OPTIONS (unterminated string)"
            case .unknownSecurityRevert(let cve): "Error: Attempt to revert an unknown CVE [\(cve)]"
            case .conflictingOptions(let first, let second): "either \(first) or \(second) can be used, not both"
            }
        }
    }

    public var action: Action
    /// `-r module`: modules required before the main script, in order.
    public var preloadModules: [String] = []
    /// `-i`: the REPL even when standard input is not a terminal.
    public var forcesInteractive = false
    /// `--expose-gc`: a global `gc()`.
    public var exposesGC = false
    /// `--stack-size=N`: the frame budget of the interpreter, in kilobytes as Node's flag.
    public var stackSize: Int?
    /// `--max-old-space-size=MB`: the heap limit.
    public var maximumHeapMegabytes: Int?
    /// `--env-file=path` (repeatable): variables loaded before the script runs, without
    /// overriding the environment's own.
    public var environmentFiles: [String] = []
    /// `--security-revert=CVE-…` (repeatable): the fixes a script asked to undo, each
    /// announced on standard output as Node does, and read back by lib/ as
    /// `process.REVERT_CVE_…`.
    public var securityReverts: [String] = []

    /// The reverts Node 20.19 knows, with the words of its warning. Neither changes what
    /// Eddy does: it has no PKCS#1 v1.5 decryption without implicit rejection to restore,
    /// and runs no Windows batch files.
    static let knownSecurityReverts: [String: String] = [
        "CVE-2023-46809": "Marvin attack on PKCS#1 padding",
        "CVE-2024-27980": "Unsafe Windows batch file execution",
    ]

    /// What `--unhandled-rejections` accepts (Node's modes).
    static let unhandledRejectionModes: Set<String> = ["throw", "strict", "warn", "none", "warn-with-error-code"]

    /// `-C name`/`--conditions=name`: extra conditions for `exports`/`imports` resolution,
    /// read back from `process.execArgv` by lib/internal/options.js.
    public var conditions: [String] = []
    /// The runtime's own flags as given (`process.execArgv`).
    public var executionArguments: [String] = []

    /// The usage text of `eddy --help`.
    public static let usage = """
        Usage: eddy [options] [script.js | -e "script" | -] [arguments]

        Runs script.js with the given arguments; with no script, starts the REPL.

        Options:
          -v, --version              print Eddy's version
          -h, --help                 print this help
          -e, --eval script          evaluate script
          -p, --print script         evaluate script and print the result
          -c, --check                syntax check script without running it
          -r, --require module       module to preload (may be repeated)
          --import module            ES module to import before the main one (may be repeated)
          --loader, --experimental-loader module
                                     module of customization hooks to register (may be repeated)
          -i, --interactive          always start the REPL, even if stdin is not a terminal
          -C, --conditions=name      also match this condition in package exports/imports
          --input-type=module        treat -e/-p/stdin code as an ES module
          --no-experimental-require-module  refuse require() of ES modules (ERR_REQUIRE_ESM)
          --expose-gc                expose gc() for running a full collection
          --env-file=path            load environment variables from a .env file
          --unhandled-rejections=mode  throw (default), strict, warn, warn-with-error-code, none
          --no-warnings              silence process warnings (--disable-warning=code for one)
          --no-deprecation           silence deprecation warnings
          --throw-deprecation        throw deprecation warnings as errors
          --trace-warnings           print warnings with their stack traces
          --redirect-warnings=file   append process warnings to file instead of stderr
          --trace-deprecation        print deprecation warnings with their stack traces
          --title=title              process.title
          --stack-size=N             interpreter stack budget in kilobytes
          --max-old-space-size=MB    heap limit in megabytes
          --max-http-header-size=N   largest HTTP header block the parser accepts (default 16 KiB)
          --insecure-http-parser     accept invalid HTTP headers by default
          --dns-result-order=order   ipv4first or verbatim (default), dns.lookup's default order
          --no-experimental-fetch    no fetch, FormData, Headers, Request or Response globals
          --stack-trace-limit=N      Error.stackTraceLimit at start-up
          --disable-proto=mode       delete, or throw on use of, Object.prototype.__proto__
          --zero-fill-buffers, --jitless  accepted; Eddy already behaves so
          -                          script read from standard input
          --                         end of options; the next argument is the script

        Environment variables:
          NODE_OPTIONS         flags read before the command line's (those Node allows there)
          UV_THREADPOOL_SIZE   number of libuv thread-pool workers (default 4)
          EDDY_LIB_DIR         load the built-in modules from this lib/ directory

        """

    /// The flags NODE_OPTIONS may carry (Node's list, of the flags Eddy has).
    static let environmentFlags: Set<String> = [
        "-r", "--require", "--import", "--loader", "--experimental-loader", "--input-type", "-C", "--conditions",
        "--no-warnings", "--no-deprecation", "--throw-deprecation", "--trace-deprecation", "--trace-warnings",
        "--pending-deprecation", "--enable-source-maps", "--trace-uncaught", "--trace-exit", "--experimental-require-module",
        "--no-experimental-require-module", "--disable-warning", "--title", "--unhandled-rejections", "--redirect-warnings",
        "--expose-gc", "--expose_gc", "--max-old-space-size", "--max_old_space_size",
        "--max-http-header-size", "--insecure-http-parser", "--dns-result-order", "--no-experimental-fetch",
        "--zero-fill-buffers", "--jitless", "--stack-trace-limit", "--disable-proto",
        "--perf-basic-prof", "--perf-basic-prof-only-functions", "--perf-prof", "--perf-prof-unwinding-info",
        "--interpreted-frames-native-stack", "--preserve-symlinks", "--preserve-symlinks-main",
        "--tls-cipher-list", "--tls-keylog", "--tls-min-v1.0", "--tls-min-v1.1", "--tls-min-v1.2", "--tls-min-v1.3",
        "--tls-max-v1.2", "--tls-max-v1.3", "--use-openssl-ca", "--use-bundled-ca", "--openssl-legacy-provider",
        "--openssl-shared-config",
    ]

    /// What `--dns-result-order` accepts (Node 20's orders).
    static let dnsResultOrders: Set<String> = ["ipv4first", "verbatim"]

    /// Parses the arguments that follow the executable's name, after the flags of
    /// `environmentOptions` (NODE_OPTIONS): the command line's own value of a flag wins, and
    /// lists (`-r`, `-C`) hold NODE_OPTIONS' entries first. `executionArguments` stays the
    /// command line's, as `process.execArgv` is in Node.
    /// - Throws: `ParseError` for an option Eddy does not know, a missing value, or a flag
    ///   NODE_OPTIONS may not carry.
    public init(parsing arguments: [String], environmentOptions: String?) throws(ParseError) {
        guard let environmentOptions else {
            try self.init(parsing: arguments)
            return
        }
        let tokens = try Self.environmentTokens(environmentOptions)
        for token in tokens where token.hasPrefix("-") {
            let (name, inlineValue) = Self.split(token)
            guard Self.environmentFlags.contains(name) else {
                throw .notAllowedInEnvironment(inlineValue == nil ? name : name + "=")
            }
        }
        let inherited = try CommandLineOptions(parsing: tokens)
        try self.init(parsing: arguments)
        preloadModules = inherited.preloadModules + preloadModules
        conditions = inherited.conditions + conditions
        exposesGC = exposesGC || inherited.exposesGC
        maximumHeapMegabytes = maximumHeapMegabytes ?? inherited.maximumHeapMegabytes
    }

    /// NODE_OPTIONS split as Node splits it: at spaces, except inside double quotes, where a
    /// backslash takes the next character as it is.
    static func environmentTokens(_ text: String) throws(ParseError) -> [String] {
        var tokens: [String] = []
        var current = ""
        var isQuoted = false
        var hasToken = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            if isQuoted && character == "\\" {
                if let next = characters.next() { current.append(next) }
            } else if character == "\"" {
                isQuoted.toggle()
                hasToken = true
            } else if character == " " && !isQuoted {
                if hasToken { tokens.append(current) }
                current = ""
                hasToken = false
            } else {
                current.append(character)
                hasToken = true
            }
        }
        if isQuoted { throw .unterminatedEnvironmentString }
        if hasToken { tokens.append(current) }
        return tokens
    }

    /// Parses the arguments that follow the executable's name.
    /// - Throws: `ParseError` for an option Eddy does not know or a missing value.
    public init(parsing arguments: [String]) throws(ParseError) {
        action = .startREPL
        var index = arguments.startIndex
        var evaluation: (source: String, printsResult: Bool)?
        var checksSyntax = false

        func value(of option: String) throws(ParseError) -> String {
            index += 1
            // As Node: a flag's value never starts with a dash (`-C -e …` lacks the value).
            guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { throw .missingValue(option) }
            executionArguments.append(arguments[index])
            return arguments[index]
        }
        func value(of option: String, inline: String?) throws(ParseError) -> String {
            if let inline { return inline }
            return try value(of: option)
        }
        func number(_ option: String, _ text: String) throws(ParseError) -> Int {
            guard let number = Int(text), number > 0 else { throw .badValue(option: option, value: text) }
            return number
        }

        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "-" || !argument.hasPrefix("-") || argument == "--" {
                break
            }
            executionArguments.append(argument)
            let (name, inlineValue) = Self.split(argument)
            switch name {
            case "-v", "--version":
                action = .printVersion
                return
            case "-h", "--help":
                action = .printHelp
                return
            case "-e", "--eval":
                evaluation = (try value(of: name, inline: inlineValue), evaluation?.printsResult ?? false)
            case "-p", "--print":
                evaluation = (try value(of: name, inline: inlineValue), true)
            case "-pe":
                evaluation = (try value(of: name), true)
            case "-c", "--check":
                checksSyntax = true
            case "-r", "--require":
                preloadModules.append(try value(of: name, inline: inlineValue))
            // Read back by lib/internal/options.js (the ESM loader imports and registers them).
            case "--import", "--loader", "--experimental-loader":
                _ = try value(of: name, inline: inlineValue)
            case "-i", "--interactive":
                forcesInteractive = true
            case "--input-type":
                // Read back from process.execArgv by lib/internal/main/eval_string.js.
                let inputType = try value(of: name, inline: inlineValue)
                guard inputType == "module" || inputType == "commonjs" else { throw .badValue(option: name, value: inputType) }
            case "-C", "--conditions":
                conditions.append(try value(of: name, inline: inlineValue))
            // Warnings and deprecations, read back by lib/ through process.execArgv.
            case "--no-warnings", "--no-deprecation", "--throw-deprecation", "--trace-deprecation",
                 "--trace-warnings", "--pending-deprecation", "--enable-source-maps", "--trace-uncaught", "--trace-exit",
                 // require(esm) is on by default, as in Node 20.19; the "no" form turns it off.
                 "--experimental-require-module", "--no-experimental-require-module",
                 // Module resolution without real paths, read back by the CommonJS loader.
                 "--preserve-symlinks", "--preserve-symlinks-main":
                break
            case "--security-revert":
                let cve = try value(of: name, inline: inlineValue)
                guard Self.knownSecurityReverts[cve] != nil else { throw .unknownSecurityRevert(cve) }
                if !securityReverts.contains(cve) { securityReverts.append(cve) }
            case "--disable-warning", "--title", "--redirect-warnings":
                _ = try value(of: name, inline: inlineValue)
            case "--unhandled-rejections":
                let mode = try value(of: name, inline: inlineValue)
                guard Self.unhandledRejectionModes.contains(mode) else { throw .badValue(option: name, value: mode) }
            case "--env-file":
                environmentFiles.append(try value(of: name, inline: inlineValue))
            // Read back by lib/ through process.execArgv: http's parser limits, dns' order,
            // the fetch globals and Error.stackTraceLimit.
            case "--insecure-http-parser", "--no-experimental-fetch":
                break
            case "--max-http-header-size":
                _ = try number(name, try value(of: name, inline: inlineValue))
            case "--stack-trace-limit", "--stack_trace_limit":
                let limit = try value(of: name, inline: inlineValue)
                guard let count = Int(limit), count >= 0 else { throw .badValue(option: name, value: limit) }
            case "--disable-proto":
                let mode = try value(of: name, inline: inlineValue)
                guard mode == "delete" || mode == "throw" else { throw .badValue(option: name, value: mode) }
            case "--dns-result-order":
                let order = try value(of: name, inline: inlineValue)
                guard Self.dnsResultOrders.contains(order) else { throw .badValue(option: name, value: order) }
            // Nothing to do: Buffer.allocUnsafe memory is never reused uninitialised, and the
            // interpreter has no JIT to turn off, nor generated code to map for `perf`.
            case "--zero-fill-buffers", "--jitless", "--perf-basic-prof", "--perf-basic-prof-only-functions",
                 "--perf-prof", "--perf-prof-unwinding-info", "--interpreted-frames-native-stack":
                break
            // TLS defaults, read back by lib/tls.js and lib/_tls_wrap.js. Eddy trusts the
            // system's store (as --use-openssl-ca), and its OpenSSL has no legacy provider to load.
            case "--tls-min-v1.0", "--tls-min-v1.1", "--tls-min-v1.2", "--tls-min-v1.3", "--tls-max-v1.2",
                 "--tls-max-v1.3", "--use-openssl-ca", "--use-bundled-ca", "--openssl-legacy-provider",
                 "--openssl-shared-config":
                break
            case "--tls-cipher-list", "--tls-keylog":
                _ = try value(of: name, inline: inlineValue)
            case "--expose-gc", "--expose_gc":
                exposesGC = true
            case "--stack-size", "--stack_size":
                stackSize = try number(name, try value(of: name, inline: inlineValue))
            case "--max-old-space-size", "--max_old_space_size":
                maximumHeapMegabytes = try number(name, try value(of: name, inline: inlineValue))
            default:
                throw .badOption(argument)
            }
            index += 1
        }

        if executionArguments.contains("--tls-min-v1.3") && executionArguments.contains("--tls-max-v1.2") {
            throw .conflictingOptions("--tls-min-v1.3", "--tls-max-v1.2")
        }
        var rest = Array(arguments[index...])
        if rest.first == "--" { rest.removeFirst() }
        if let evaluation {
            action = .evaluate(source: evaluation.source, printsResult: evaluation.printsResult, arguments: rest)
        } else if let script = rest.first, script != "-" {
            action = checksSyntax ? .checkSyntax(path: script) : .runScript(path: script, arguments: Array(rest.dropFirst()))
        } else if rest.first == "-" {
            action = .runStandardInput(arguments: Array(rest.dropFirst()))
        } else {
            action = .startREPL
        }
    }

    /// `--name=value` → (`--name`, `value`).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}

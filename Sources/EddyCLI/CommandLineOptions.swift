/// The flags of `eddy`, parsed the way Node parses its own: options come first, the first
/// argument that is not an option is the script, and everything after it belongs to the
/// script.
public struct CommandLineOptions: Equatable, Sendable {
    /// What the command was asked to do.
    public enum Action: Equatable, Sendable {
        case printVersion
        case printHelp
        case runScript(path: String, arguments: [String])
        case startREPL
    }

    /// Why the arguments could not be parsed; the description is what `eddy:` prints.
    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case badOption(String)

        /// Node exits with 9 ("invalid argument") for a flag it does not know.
        public var exitCode: Int32 { 9 }

        public var description: String {
            switch self {
            case .badOption(let option): "bad option: \(option)"
            }
        }
    }

    public var action: Action

    /// The usage text of `eddy --help`.
    public static let usage = """
        Usage: eddy [options] [script.js] [arguments]

        Runs script.js with the given arguments; with no script, starts the REPL.

        Options:
          -v, --version    print Eddy's version
          -h, --help       print this help
          --               end of options; the next argument is the script

        Environment variables:
          UV_THREADPOOL_SIZE   number of libuv thread-pool workers (default 4)

        """

    /// Parses the arguments that follow the executable's name.
    /// - Throws: `ParseError.badOption` for an option Eddy does not know.
    public init(parsing arguments: [String]) throws(ParseError) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "-v", "--version":
                action = .printVersion
                return
            case "-h", "--help":
                action = .printHelp
                return
            case "--":
                index += 1
                if index < arguments.endIndex {
                    action = .runScript(path: arguments[index], arguments: Array(arguments[(index + 1)...]))
                } else {
                    action = .startREPL
                }
                return
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw .badOption(argument)
                }
                action = .runScript(path: argument, arguments: Array(arguments[(index + 1)...]))
                return
            }
        }
        action = .startREPL
    }
}

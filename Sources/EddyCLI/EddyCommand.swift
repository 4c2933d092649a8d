import Eddy

import Glibc

/// The `eddy` command: Node-style flags before the script, everything after the script
/// passed through to it untouched.
public enum EddyCommand {
    /// Runs `eddy` with the process's arguments and exits with its exit code.
    public static func main() -> Never {
        exit(run(Swift.CommandLine.arguments))
    }

    /// Runs `eddy` with the process's arguments (the executable's name first) and returns
    /// the exit code.
    public static func run(_ arguments: [String]) -> Int32 {
        var standardOutput = FileStream.standardOutput
        var standardError = FileStream.standardError
        return run(arguments, output: &standardOutput, errors: &standardError)
    }

    /// Runs `eddy` writing to the given streams; tests pass strings.
    public static func run(
        _ arguments: [String],
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions(parsing: Array(arguments.dropFirst()))
        } catch {
            errors.write("eddy: \(error)\n")
            return error.exitCode
        }
        switch options.action {
        case .printVersion:
            output.write(Runtime.version + "\n")
            return 0
        case .printHelp:
            output.write(CommandLineOptions.usage)
            return 0
        case .runScript(let path, _):
            errors.write("eddy: cannot run \(path) yet: the interpreter is not wired to the CLI\n")
            return 1
        case .startREPL:
            errors.write("eddy: the REPL is not available yet; pass a script or --help\n")
            return 1
        }
    }
}

/// A `TextOutputStream` over a file descriptor, written through at once so output
/// interleaves with what a script writes.
struct FileStream: TextOutputStream {
    static var standardOutput: FileStream { FileStream(fileDescriptor: 1) }
    static var standardError: FileStream { FileStream(fileDescriptor: 2) }

    let fileDescriptor: Int32

    mutating func write(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

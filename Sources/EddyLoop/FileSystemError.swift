/// A failed file-system operation: libuv's error plus the context Node puts in its message
/// and on the error object (`syscall`, `path`, `dest`).
///
/// `UVError` alone says *what* went wrong; a script needs to know *where*
/// (`ENOENT: no such file or directory, open '/x'`), so every file-system call reports this.
public struct FileSystemError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// What libuv reported, e.g. `ENOENT`.
    public let uvError: UVError
    /// The system call as Node names it in `error.syscall`: `"open"`, `"scandir"`, `"copyfile"`…
    public let syscall: String
    /// The path the call was about (`error.path`), if it took one.
    public let path: String?
    /// The second path of a two-path call (`error.dest`): the new name of `rename`, the link
    /// of `symlink` and `link`, the copy of `copyfile`.
    public let destination: String?

    /// Wraps a libuv error with the call's context.
    public init(_ uvError: UVError, syscall: String, path: String? = nil, destination: String? = nil) {
        self.uvError = uvError
        self.syscall = syscall
        self.path = path
        self.destination = destination
    }

    /// Wraps a negative libuv status with the call's context.
    init(code: Int32, syscall: String, path: String?, destination: String?) {
        self.init(UVError(code: code), syscall: syscall, path: path, destination: destination)
    }

    /// libuv's (negative) error code, e.g. `UV_ENOENT`.
    public var code: Int32 { uvError.code }

    /// The code's symbolic name, Node's `error.code`: `"ENOENT"`.
    public var name: String { uvError.name }

    /// The positive errno value; Node's `error.errno` is its negation.
    public var errno: Int32 { uvError.errno }

    /// Node's message: `ENOENT: no such file or directory, open '/x'`, with ` -> '/y'` when
    /// there is a destination.
    public var description: String {
        var message = "\(uvError.name): \(uvError.message), \(syscall)"
        if let path { message += " '\(path)'" }
        if let destination { message += " -> '\(destination)'" }
        return message
    }
}

import CLibUV

/// An error reported by libuv: its code name (`ENOENT`), the errno and libuv's message.
///
/// libuv reports failures as negative integers; the name and message are read once, here,
/// so the error can cross threads and outlive the loop.
public struct UVError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// libuv's (negative) error code, e.g. `UV_ENOENT`.
    public let code: Int32
    /// The code's symbolic name, e.g. `"ENOENT"`, as Node puts it in `error.code`.
    public let name: String
    /// libuv's human-readable message, e.g. `"no such file or directory"`.
    public let message: String

    /// Wraps a negative libuv status code.
    public init(code: Int32) {
        self.code = code
        self.name = String(cString: uv_err_name(code))
        self.message = String(cString: uv_strerror(code))
    }

    /// The positive errno value (`ENOENT` = 2 on Linux), as Node's `error.errno` is its negation.
    public var errno: Int32 { -code }

    /// `ENOENT: no such file or directory`, the prefix of Node's I/O error messages.
    public var description: String { "\(name): \(message)" }

    /// Turns a libuv status into a thrown error when it is negative.
    @discardableResult
    static func check(_ status: Int32) throws(UVError) -> Int32 {
        if status < 0 { throw UVError(code: status) }
        return status
    }

    /// The error libuv reports for a missing file, for comparisons in callers and tests.
    public static var noSuchFileOrDirectory: UVError { UVError(code: UV_ENOENT.rawValue) }
    /// `ECANCELED`, reported for requests cancelled before they ran.
    public static var cancelled: UVError { UVError(code: UV_ECANCELED.rawValue) }
}

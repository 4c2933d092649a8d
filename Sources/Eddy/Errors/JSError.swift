/// An exception thrown by JavaScript, as Swift sees it: the error's `name`, `message` and
/// `stack` (or, for a thrown value that is not an error, its text), and the thrown value.
public struct JSError: Error, Sendable, CustomStringConvertible {
    /// The error's `name` (`TypeError`…), or `"Error"` for a thrown value that has none.
    public let name: String
    /// The error's `message`, or the thrown value as a string.
    public let message: String
    /// The error's `stack` as the script would read it, when it has one.
    public let stack: String?
    /// What the script threw; rethrowing this error from a Swift function the script called
    /// throws the same value into JavaScript again.
    public let thrownValue: JSValue

    /// An error to throw from a Swift function into a script: it becomes an `Error` with
    /// `message` there (a non-undefined `thrownValue` is thrown as it is instead).
    public init(name: String, message: String, stack: String? = nil, thrownValue: JSValue = .undefined) {
        self.name = name
        self.message = message
        self.stack = stack
        self.thrownValue = thrownValue
    }

    /// The stack when there is one (it begins with `name: message`), else `name: message`.
    public var description: String {
        stack ?? (message.isEmpty ? name : "\(name): \(message)")
    }
}

/// Why the runtime could not do what it was asked, apart from JavaScript exceptions.
public enum RuntimeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The runtime could not start (its loop or bootstrap failed).
    case startFailed(String)
    /// `shutdown()` was called, or the `Runtime` was released: nothing runs any more.
    case shutDown
    /// The script ended the runtime, as it would end a process: `process.exit()` or an
    /// uncaught exception; `exitCode` is the code the process would have had.
    case terminated(exitCode: Int32)
    /// The script passed the configuration's `maximumLiveObjects` or `maximumHeapBytes` and
    /// was stopped.
    case heapLimitExceeded
    /// A value of one runtime was handed to another.
    case foreignValue
    /// A `JSValue` was read as a type it is not.
    case typeMismatch(expected: String, found: String)

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .startFailed(let reason): "The runtime could not start: \(reason)"
        case .shutDown: "The runtime has been shut down"
        case .terminated(let code): "The runtime has ended (exit code \(code))"
        case .heapLimitExceeded: "The script exceeded the runtime's heap limit and was stopped"
        case .foreignValue: "The value belongs to another runtime"
        case .typeMismatch(let expected, let found): "Expected \(expected), found \(found)"
        }
    }
}

import EddySyntax

/// A JavaScript exception travelling through Swift code: natives `throw` it, the VM catches
/// it into a `catch` block, and the host reports it when nothing does.
///
/// `@unchecked Sendable` because Swift's `Error` demands it; a JavaScript value never
/// leaves the thread of its agent.
package struct JSException: Error, @unchecked Sendable {
    let value: JSValue

    init(_ value: JSValue) {
        self.value = value
    }
}

/// A position in source text, 1-based, with columns in UTF-16 units as V8 reports them.
package struct SourceLocation: Equatable, Sendable {
    var file: String
    var line: Int
    var column: Int
    /// The text the position is in, when known: a host shows the line from it under an
    /// uncaught exception, as V8 shows the script's own source. The file name is no key to
    /// it (`vm.runInThisContext(code, { filename: '/dev/zero' })`), so it is never re-read.
    var text: SourceText? = nil

    /// Positions are equal whatever text they carry.
    package static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.column == rhs.column
    }
}

/// One line of an error's `stack`.
package struct StackFrame: Equatable, Sendable {
    var functionName: String
    /// `nil` for a native frame.
    var location: SourceLocation?
    /// The function running in the frame (`Error.captureStackTrace` leaves out frames by it).
    var function: ObjectIdentifier? = nil

    /// `at fn (file:line:column)`, `at file:line:column` for anonymous code,
    /// `at name (native)` for natives.
    var formatted: String {
        guard let location else { return "at \(functionName.isEmpty ? "<anonymous>" : functionName) (native)" }
        let position = "\(location.file):\(location.line):\(location.column)"
        return functionName.isEmpty ? "at \(position)" : "at \(functionName) (\(position))"
    }
}

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
    /// What a V8 CallSite reports of the frame beyond its position (`Error.prepareStackTrace`).
    var details = StackFrameDetails()

    /// `at fn (file:line:column)`, `at file:line:column` for anonymous code,
    /// `at name (<anonymous>)` for built-ins, as V8 shows them.
    var formatted: String { "at " + description }

    /// The frame as V8's `CallSite.prototype.toString` gives it: the line without `at `.
    var description: String {
        guard let location else { return "\(functionName.isEmpty ? "<anonymous>" : functionName) (<anonymous>)" }
        // Eval code has no file: V8 writes where it came from instead.
        let file = details.evalOrigin.map { "\($0), <anonymous>" } ?? location.file
        let position = "\(file):\(location.line):\(location.column)"
        return functionName.isEmpty ? position : "\(functionName) (\(position))"
    }
}

/// The parts of a frame's name, as V8's CallSite methods report them.
package struct StackFrameDetails: Equatable, Sendable {
    /// The function's own name (`getFunctionName`); nil for anonymous code.
    var functionName: String?
    /// The receiver's constructor name (`getTypeName`); nil without a receiver object.
    var typeName: String?
    /// `getMethodName`: the name a method call used; nil for plain calls.
    var methodName: String?
    var isConstructor = false
    /// Called without a receiver object, or with the global object (`isToplevel`).
    var isToplevel = true
    /// For eval code, where it came from (`getEvalOrigin`).
    var evalOrigin: String?
}

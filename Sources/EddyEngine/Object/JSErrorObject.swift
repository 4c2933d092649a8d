/// The kinds of native errors (§19.5.5 NativeError, §19.5.7 AggregateError).
package enum ErrorKind: String, CaseIterable, Hashable, Sendable {
    case error = "Error"
    case evalError = "EvalError"
    case rangeError = "RangeError"
    case referenceError = "ReferenceError"
    case syntaxError = "SyntaxError"
    case typeError = "TypeError"
    case uriError = "URIError"
    case aggregateError = "AggregateError"
}

/// An instance of Error or a NativeError (§19.5): an ordinary object with [[ErrorData]],
/// which is what Object.prototype.toString reports as "Error".
final class JSErrorObject: JSObject {
    override var builtinTag: String { "Error" }

    /// Where the error was made: the innermost frame with a source position (hosts print
    /// that line under an uncaught exception).
    var origin: SourceLocation?
    /// Whether a `throw` statement has thrown this error (and set `origin` to it).
    var hasThrowSite = false

    /// Defines `stack` (writable, configurable, not enumerable): the header
    /// `Name: message` as Error.prototype.toString would give it, then one line per frame.
    /// Reads stored data properties only, so building a stack never runs JavaScript.
    func captureStack(in agent: Agent, skipping skippedFunction: JSFunction? = nil) {
        var frames = agent.captureStackFrames()
        if let skippedFunction, let first = frames.first, first.location == nil,
            first.functionName == skippedFunction.debugName
        {
            frames.removeFirst()
        }
        origin = frames.first(where: { $0.location != nil })?.location
        var text = header(names: agent.names)
        for frame in frames {
            text += "\n    " + frame.formatted
        }
        defineBuiltinProperty(.atom(agent.names.stack), .string(JSString(text)))
    }

    private func header(names: CommonNames) -> String {
        func storedString(_ atom: Atom) -> String? {
            var object: JSObject? = self
            while let current = object {
                if case .data(let value, _)? = current.storedProperty(.atom(atom)) {
                    if case .string(let string) = value { return string.stringValue }
                    return value.isUndefined ? nil : value.shortDescription
                }
                object = current.prototype
            }
            return nil
        }
        let name = storedString(names.name) ?? "Error"
        let message = storedString(names.message) ?? ""
        if name.isEmpty { return message }
        if message.isEmpty { return name }
        return "\(name): \(message)"
    }
}

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
///
/// Its `stack` is captured when the error is made but written out when first read, as V8
/// does: the header then shows the name and message as they are by that time (a subclass
/// that sets `this.name` after `super()`), and `Error.prepareStackTrace` sees the frames.
/// Until then `stack` is a virtual own property, kept out of the shape so that no inline
/// cache reads it.
final class JSErrorObject: JSObject {
    override var builtinTag: String { "Error" }

    /// Where the error was made: the innermost frame with a source position (hosts print
    /// that line under an uncaught exception).
    var origin: SourceLocation?
    /// Where the error was made, kept when a `throw` moves `origin`: an error that reaches
    /// the host through a rejection (a module's evaluation, an async function) is shown
    /// there, as V8 shows it.
    var creationOrigin: SourceLocation?
    /// Whether a `throw` statement has thrown this error (and set `origin` to it).
    var hasThrowSite = false
    /// The frames of a `stack` not written out yet.
    private var pendingFrames: [StackFrame]?

    init(shape: Shape, prototype: JSObject?) {
        super.init(shape: shape, prototype: prototype, hasExoticProperties: true)
    }

    /// Captures the frames of `stack` (written out when first read). A native constructor's
    /// own frame (`skippedFunction`) is left out, and so is every frame up to and including
    /// `hiddenFunction`'s (a subclass's constructors, as V8 hides those up to new.target).
    func captureStack(in agent: Agent, skipping skippedFunction: JSFunction? = nil,
                      through hiddenFunction: JSFunction? = nil) {
        let frames = JSErrorObject.stackFrames(in: agent, skippingNative: skippedFunction?.debugName,
                                               through: hiddenFunction, whenAbsent: .keepsAll)
        origin = frames.first(where: { $0.location != nil })?.location
        creationOrigin = origin
        setPendingStack(frames, in: agent)
    }

    /// What `stackFrames` does when the hidden function has no frame.
    enum AbsentHiddenFrame { case keepsAll, dropsAll }

    /// The current frames for a new stack: `Error.stackTraceLimit` of them after leaving out
    /// the innermost native frame named `nativeName` and everything up to the innermost frame
    /// of `hidden` (counting from there, so the whole stack is walked when there is one).
    static func stackFrames(in agent: Agent, skippingNative nativeName: String?, through hidden: JSFunction?,
                            whenAbsent: AbsentHiddenFrame) -> [StackFrame] {
        var frames = agent.captureStackFrames(extra: hidden != nil ? 10_000 : (nativeName == nil ? 0 : 1))
        if let nativeName, let first = frames.first, first.location == nil, first.details.functionName ?? "" == nativeName {
            frames.removeFirst()
        }
        if let hidden {
            let identity = ObjectIdentifier(hidden)
            if let position = frames.firstIndex(where: { $0.function == identity }) {
                frames.removeFirst(position + 1)
            } else if whenAbsent == .dropsAll {
                frames.removeAll()
            }
        }
        return Array(frames.prefix(agent.currentStackTraceLimit))
    }

    /// Replaces `stack` with `frames`, to be written out when read (Error.captureStackTrace
    /// on an error); false when the current `stack` cannot be replaced.
    @discardableResult
    func setPendingStack(_ frames: [StackFrame], in agent: Agent) -> Bool {
        let key = PropertyKey.atom(agent.names.stack)
        if let stored = storedProperty(key) {
            guard stored.attributes.isConfigurable else { return false }
            removeStoredProperty(key)
        }
        pendingFrames = frames
        return true
    }

    private func isStackKey(_ key: PropertyKey, _ agent: Agent) -> Bool {
        if case .atom(let atom) = key { return atom == agent.names.stack }
        return false
    }

    /// Writes out a pending `stack` (which may run `Error.prepareStackTrace`), unless the
    /// engine has stored one since (a syntax error's position).
    private func writePendingStack(in agent: Agent) throws {
        guard let frames = pendingFrames else { return }
        pendingFrames = nil
        if storedProperty(.atom(agent.names.stack)) != nil { return }
        let value = try ErrorBuiltins.formatStack(of: self, frames: frames, in: agent)
        defineBuiltinProperty(.atom(agent.names.stack), value)
    }

    override func hasVirtualProperty(_ key: PropertyKey, in agent: Agent) -> Bool {
        pendingFrames != nil && isStackKey(key, agent)
    }

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        if pendingFrames != nil, isStackKey(key, agent) { try writePendingStack(in: agent) }
        return storedProperty(key)?.descriptor
    }

    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        // A new value needs no formatting of the old one (`err.stack = …`).
        if pendingFrames != nil, isStackKey(key, agent), descriptor.value != nil || descriptor.isAccessor {
            pendingFrames = nil
            defineBuiltinProperty(key, .undefined)
        }
        return try super.defineOwnProperty(key, descriptor, in: agent)
    }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        if pendingFrames != nil, isStackKey(key, agent) {
            pendingFrames = nil
            return true
        }
        return try super.delete(key, in: agent)
    }

    override func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        try writePendingStack(in: agent)
        return try super.ownPropertyKeys(in: agent)
    }
}

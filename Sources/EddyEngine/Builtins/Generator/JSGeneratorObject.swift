/// How a generator is resumed (§25.4.3.3 GeneratorResume, §25.4.3.4 GeneratorResumeAbrupt).
enum GeneratorResumeMode {
    case next
    case `return`
    case `throw`
}

/// The suspended body of a generator, which the VM supplies: its saved frame. Resuming runs
/// the body until the next `yield` (returning the yielded value, not done) or until it
/// completes (returning the result, done); an exception escapes as a thrown error.
protocol GeneratorContinuation: AnyObject {
    func resume(_ mode: GeneratorResumeMode, with value: JSValue,
                in agent: Agent) throws -> (value: JSValue, isDone: Bool)
    /// The same, answering the iterator result object the body produced.
    func resumeToResult(_ mode: GeneratorResumeMode, with value: JSValue,
                        in agent: Agent) throws -> (result: JSValue, isDone: Bool)
    /// The values the suspended frame holds, for the collector.
    func markReferences(_ marker: inout Marker)
    /// Drops those values (the generator was collected).
    func clearReferences()
}

extension GeneratorContinuation {
    func resumeToResult(_ mode: GeneratorResumeMode, with value: JSValue,
                        in agent: Agent) throws -> (result: JSValue, isDone: Bool) {
        let outcome = try resume(mode, with: value, in: agent)
        return (.object(agent.makeIteratorResult(outcome.value, done: outcome.isDone)), outcome.isDone)
    }
}

/// A generator instance (§25.4): [[GeneratorState]] and the suspended body.
final class JSGeneratorObject: JSObject {
    enum State {
        case suspendedStart, suspendedYield, executing, completed
    }

    private(set) var state = State.suspendedStart
    private(set) var continuation: GeneratorContinuation?

    init(continuation: GeneratorContinuation, shape: Shape, prototype: JSObject?) {
        self.continuation = continuation
        super.init(shape: shape, prototype: prototype)
    }

    /// A new generator for `continuation` whose prototype is `prototype` (the generator
    /// function's `prototype` property, or %GeneratorPrototype%).
    static func make(continuation: GeneratorContinuation, prototype: JSObject?, in agent: Agent) -> JSGeneratorObject {
        agent.heap.register(JSGeneratorObject(continuation: continuation, shape: agent.rootShape,
                                              prototype: prototype ?? agent.currentRealm.generatorPrototype))
    }

    /// GeneratorResume and GeneratorResumeAbrupt (§25.4.3.3–4): an iterator result object,
    /// the body's own (a `yield*` hands on its inner iterator's result unchanged, §14.4.14).
    func resume(_ mode: GeneratorResumeMode, with value: JSValue, in agent: Agent) throws -> JSValue {
        try advance(mode, with: value, in: agent) { outcome in
            .object(agent.makeIteratorResult(outcome.value, done: true))
        } resumingWith: { continuation in
            try continuation.resumeToResult(mode, with: value, in: agent)
        }
    }

    /// The same resumption, as a (value, done) pair rather than an iterator result.
    func resumeBody(_ mode: GeneratorResumeMode, with value: JSValue,
                    in agent: Agent) throws -> (value: JSValue, isDone: Bool) {
        try advance(mode, with: value, in: agent) { $0 } resumingWith: { continuation in
            let outcome = try continuation.resume(mode, with: value, in: agent)
            return (outcome, outcome.isDone)
        }
    }

    /// The state machine around a resumption: `finished` makes the answer of a generator
    /// that is done, `resume` runs the body and says whether it completed.
    private func advance<Outcome>(_ mode: GeneratorResumeMode, with value: JSValue, in agent: Agent,
                                  finished: ((value: JSValue, isDone: Bool)) -> Outcome,
                                  resumingWith resume: (GeneratorContinuation) throws -> (Outcome, isDone: Bool)) throws -> Outcome {
        switch state {
        case .executing:
            throw agent.typeError("Generator is already running")
        case .completed:
            return finished(try self.finished(mode, value))
        case .suspendedStart where mode != .next:
            // An abrupt resumption before the body started completes it without running it.
            complete()
            return finished(try self.finished(mode, value))
        case .suspendedStart, .suspendedYield:
            break
        }
        guard let continuation else {
            complete()
            return finished(try self.finished(mode, value))
        }
        state = .executing
        let outcome: (Outcome, isDone: Bool)
        do {
            outcome = try resume(continuation)
        } catch {
            complete()
            throw error
        }
        if outcome.isDone {
            complete()
        } else {
            state = .suspendedYield
        }
        return outcome.0
    }

    private func complete() {
        state = .completed
        continuation = nil
    }

    /// Resuming a completed generator: `next` is done, `return` echoes, `throw` rethrows.
    private func finished(_ mode: GeneratorResumeMode, _ value: JSValue) throws -> (value: JSValue, isDone: Bool) {
        switch mode {
        case .next: return (.undefined, true)
        case .return: return (value, true)
        case .throw: throw JSException(value)
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        continuation?.markReferences(&marker)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        continuation?.clearReferences()
        continuation = nil
    }
}

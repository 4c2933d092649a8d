/// An async generator instance (§27.6): [[AsyncGeneratorState]], [[AsyncGeneratorQueue]] and
/// the suspended body, a `Coroutine` the VM runs. The body reports back here when it yields
/// (`yielded`) and when it completes (`bodyCompleted`); everything a caller sees goes
/// through the promises of the queued requests.
final class JSAsyncGeneratorObject: JSObject {
    enum State { case suspendedStart, suspendedYield, executing, awaitingReturn, completed }

    /// An AsyncGeneratorRequest Record (§27.6.3.1): the completion to resume with and the
    /// promise (of %Promise%) that settles with its outcome.
    struct Request {
        let mode: ResumeMode
        let value: JSValue
        let promise: JSPromise
    }

    enum Completion {
        case normal(JSValue)
        case `throw`(JSValue)
    }

    var state = State.suspendedStart
    private(set) var queue: [Request] = []
    private var body: Coroutine?

    init(body: Coroutine, shape: Shape, prototype: JSObject?) {
        self.body = body
        super.init(shape: shape, prototype: prototype)
    }

    static func make(body: Coroutine, prototype: JSObject, in agent: Agent) -> JSAsyncGeneratorObject {
        agent.heap.register(JSAsyncGeneratorObject(body: body, shape: agent.rootShape, prototype: prototype))
    }

    /// AsyncGeneratorEnqueue (§27.6.3.3).
    func enqueue(_ mode: ResumeMode, _ value: JSValue, promise: JSPromise) {
        queue.append(Request(mode: mode, value: value, promise: promise))
    }

    /// AsyncGeneratorResume (§27.6.3.6): runs the body until it awaits, yields or completes.
    /// Resuming cannot fail in the spec; here it can before the body runs (no stack left),
    /// and that failure completes the generator as if the body had thrown it. Only an
    /// interruption of the script propagates.
    func resume(_ mode: ResumeMode, _ value: JSValue, in agent: Agent) throws {
        guard let body else {
            bodyCompleted(.normal(.undefined), in: agent)
            return
        }
        state = .executing
        do {
            _ = try agent.vm.resume(body, value: value, mode: mode)
        } catch let exception as JSException {
            if state != .completed { bodyCompleted(.throw(exception.value), in: agent) }
        }
    }

    /// AsyncGeneratorYield (§27.6.3.8) steps 9–12, after the body yielded `value`: settles
    /// the oldest request, then answers the next one to resume with at once, or nil when
    /// the body suspends.
    func yielded(_ value: JSValue, in agent: Agent) -> Request? {
        completeStep(.normal(value), done: false, in: agent)
        if let next = queue.first { return next }
        state = .suspendedYield
        return nil
    }

    /// AsyncGeneratorStart steps 4.h–l (§27.6.3.2): the body returned or threw.
    func bodyCompleted(_ completion: Completion, in agent: Agent) {
        state = .completed
        body = nil
        guard !queue.isEmpty else { return }
        completeStep(completion, done: true, in: agent)
        drainQueue(in: agent)
    }

    /// AsyncGeneratorCompleteStep (§27.6.3.5): settles and removes the oldest request.
    func completeStep(_ completion: Completion, done: Bool, in agent: Agent) {
        guard !queue.isEmpty else { return }
        let request = queue.removeFirst()
        switch completion {
        case .normal(let value):
            request.promise.resolve(with: .object(agent.makeIteratorResult(value, done: done)), in: agent)
        case .throw(let reason):
            request.promise.reject(with: reason, in: agent)
        }
    }

    /// AsyncGeneratorDrainQueue (§27.6.3.10): answers the requests made of a completed
    /// generator, waiting on the value of a `return`.
    func drainQueue(in agent: Agent) {
        while let next = queue.first {
            switch next.mode {
            case .return:
                state = .awaitingReturn
                awaitReturn(in: agent)
                return
            case .throw:
                completeStep(.throw(next.value), done: true, in: agent)
            case .next:
                completeStep(.normal(.undefined), done: true, in: agent)
            }
        }
    }

    /// AsyncGeneratorAwaitReturn (§27.6.3.9): settles the oldest request, a `return`, with
    /// its value once that value (awaited) settles.
    func awaitReturn(in agent: Agent) {
        guard let next = queue.first else { return }
        let promise: JSPromise
        do {
            guard let resolved = try JSPromise.resolved(next.value, in: agent) as? JSPromise else {
                throw agent.typeError("await: not a promise")
            }
            promise = resolved
        } catch {
            completeStep(.throw(JSPromise.thrownValue(error, in: agent)), done: true, in: agent)
            drainQueue(in: agent)
            return
        }
        promise.then(captures: [.object(self)], in: agent, onFulfilled: { agent, _, arguments in
            Self.returnSettled(arguments, .normal(arguments[0]), in: agent)
        }, onRejected: { agent, _, arguments in
            Self.returnSettled(arguments, .throw(arguments[0]), in: agent)
        })
    }

    private static func returnSettled(_ arguments: Arguments, _ completion: Completion, in agent: Agent) -> JSValue {
        guard let function = arguments.callee as? NativeFunction,
            let generator = function.capture(0).asObject as? JSAsyncGeneratorObject
        else { return .undefined }
        generator.state = .completed
        generator.completeStep(completion, done: true, in: agent)
        generator.drainQueue(in: agent)
        return .undefined
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        body?.markReferences(&marker)
        for request in queue {
            marker.mark(request.value)
            marker.mark(request.promise)
        }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        body?.clearReferences()
        body = nil
        queue = []
    }
}

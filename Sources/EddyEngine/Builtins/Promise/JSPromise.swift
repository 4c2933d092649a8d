/// A PromiseCapability Record (§25.6.1.1).
struct PromiseCapability {
    let promise: JSObject
    let resolve: JSValue
    let reject: JSValue

    func markReferences(_ marker: inout Marker) {
        marker.mark(promise)
        marker.mark(resolve)
        marker.mark(reject)
    }
}

/// A PromiseReaction Record (§25.6.1.2). Not a cell: the promise or job holding it traces
/// it.
final class PromiseReaction {
    enum Kind { case fulfill, reject }

    let capability: PromiseCapability?
    let kind: Kind
    /// `nil` is the spec's empty handler: pass the value (or rejection) through.
    let handler: JSObject?

    init(capability: PromiseCapability?, kind: Kind, handler: JSObject?) {
        self.capability = capability
        self.kind = kind
        self.handler = handler
    }

    func markReferences(_ marker: inout Marker) {
        capability?.markReferences(&marker)
        marker.mark(handler)
    }
}

/// A Promise instance (§25.6.6).
package final class JSPromise: JSObject {
    enum State { case pending, fulfilled, rejected }

    private(set) var state = State.pending
    private(set) var result: JSValue = .undefined
    private var fulfillReactions: [PromiseReaction] = []
    private var rejectReactions: [PromiseReaction] = []
    /// [[PromiseIsHandled]].
    private(set) var isHandled = false

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(result)
        for reaction in fulfillReactions { reaction.markReferences(&marker) }
        for reaction in rejectReactions { reaction.markReferences(&marker) }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        result = .undefined
        fulfillReactions = []
        rejectReactions = []
    }

    /// A new pending promise with %Promise.prototype% of the current realm (or `prototype`).
    static func make(prototype: JSObject? = nil, in agent: Agent) -> JSPromise {
        agent.heap.register(JSPromise(shape: agent.rootShape,
                                      prototype: prototype ?? agent.currentRealm.promisePrototype))
    }

    // MARK: - Abstract operations (§25.6.1)

    /// CreateResolvingFunctions (§25.6.1.3): `resolve` and `reject` sharing one
    /// "already resolved" flag.
    func makeResolvingFunctions(in agent: Agent) -> (resolve: NativeFunction, reject: NativeFunction) {
        final class Flag { var isSet = false }
        let alreadyResolved = Flag()
        let realm = agent.currentRealm
        let resolve = agent.heap.register(
            NativeFunction(realm: realm, name: JSString(""), length: 1, captures: [.object(self)]) {
                agent, _, arguments in
                guard !alreadyResolved.isSet, let promise = arguments.callee?.capturedPromise else {
                    return .undefined
                }
                alreadyResolved.isSet = true
                promise.resolve(with: arguments[0], in: agent)
                return .undefined
            })
        let reject = agent.heap.register(
            NativeFunction(realm: realm, name: JSString(""), length: 1, captures: [.object(self)]) {
                agent, _, arguments in
                guard !alreadyResolved.isSet, let promise = arguments.callee?.capturedPromise else {
                    return .undefined
                }
                alreadyResolved.isSet = true
                promise.reject(with: arguments[0], in: agent)
                return .undefined
            })
        return (resolve, reject)
    }

    /// The body of a promise resolve function (§25.6.1.3.2 steps 7–16).
    func resolve(with resolution: JSValue, in agent: Agent) {
        guard case .object(let object) = resolution else {
            fulfill(with: resolution, in: agent)
            return
        }
        if object === self {
            reject(with: agent.typeError("Chaining cycle detected for promise #<Promise>").value, in: agent)
            return
        }
        let then: JSValue
        do {
            then = try object.get(.atom(agent.names.then), in: agent)
        } catch {
            reject(with: JSPromise.thrownValue(error, in: agent), in: agent)
            return
        }
        guard case .object(let thenObject) = then, thenObject.isCallable else {
            fulfill(with: resolution, in: agent)
            return
        }
        agent.enqueue(.promiseResolveThenable(promise: self, thenable: object, then: thenObject))
    }

    /// FulfillPromise (§25.6.1.4).
    func fulfill(with value: JSValue, in agent: Agent) {
        guard state == .pending else { return }
        let reactions = fulfillReactions
        result = value
        state = .fulfilled
        fulfillReactions = []
        rejectReactions = []
        JSPromise.trigger(reactions, argument: value, in: agent)
    }

    /// RejectPromise (§25.6.1.7), telling the host tracker when nothing handles it.
    func reject(with reason: JSValue, in agent: Agent) {
        guard state == .pending else { return }
        let reactions = rejectReactions
        result = reason
        state = .rejected
        fulfillReactions = []
        rejectReactions = []
        if !isHandled { agent.hostHooks.promiseRejectionTracker?(agent, self, .reject) }
        JSPromise.trigger(reactions, argument: reason, in: agent)
    }

    /// TriggerPromiseReactions (§25.6.1.8).
    private static func trigger(_ reactions: [PromiseReaction], argument: JSValue, in agent: Agent) {
        for reaction in reactions {
            agent.enqueue(.promiseReaction(reaction, argument: argument))
        }
    }

    /// PerformPromiseThen (§25.6.5.4.1). Returns the capability's promise, or undefined.
    @discardableResult
    func performThen(onFulfilled: JSValue, onRejected: JSValue, capability: PromiseCapability?,
                     in agent: Agent) -> JSValue {
        let fulfillHandler = onFulfilled.isCallable ? onFulfilled.asObject : nil
        let rejectHandler = onRejected.isCallable ? onRejected.asObject : nil
        let fulfillReaction = PromiseReaction(capability: capability, kind: .fulfill, handler: fulfillHandler)
        let rejectReaction = PromiseReaction(capability: capability, kind: .reject, handler: rejectHandler)
        switch state {
        case .pending:
            fulfillReactions.append(fulfillReaction)
            rejectReactions.append(rejectReaction)
        case .fulfilled:
            agent.enqueue(.promiseReaction(fulfillReaction, argument: result))
        case .rejected:
            if !isHandled { agent.hostHooks.promiseRejectionTracker?(agent, self, .handle) }
            agent.enqueue(.promiseReaction(rejectReaction, argument: result))
        }
        isHandled = true
        return capability.map { .object($0.promise) } ?? .undefined
    }

    /// PerformPromiseThen with Swift handlers, as `await` and hosts use it: no capability,
    /// and the handlers are native functions. Values the handlers need (a suspended
    /// generator, say) go in `captures` and are read back through `arguments.callee`,
    /// so the collector sees them.
    func then(captures: [JSValue] = [], in agent: Agent, onFulfilled: @escaping NativeFunctionBody,
              onRejected: @escaping NativeFunctionBody) {
        let realm = agent.currentRealm
        let fulfilled = realm.makeFunction("", length: 1, captures: captures, in: agent, body: onFulfilled)
        let rejected = realm.makeFunction("", length: 1, captures: captures, in: agent, body: onRejected)
        performThen(onFulfilled: .object(fulfilled), onRejected: .object(rejected), capability: nil, in: agent)
    }

    /// PromiseResolve(%Promise%, value) (§25.6.4.5.1): the value itself if it is a promise
    /// of this realm's %Promise%, else a new promise resolved with it — what `await` does.
    static func resolved(_ value: JSValue, in agent: Agent) throws -> JSObject {
        guard let constructor = agent.currentRealm.intrinsic(.promise) else {
            let promise = make(in: agent)
            promise.resolve(with: value, in: agent)
            return promise
        }
        return try PromiseBuiltins.promiseResolve(constructor, value, in: agent)
    }

    // MARK: - Jobs (§25.6.2)

    /// PromiseReactionJob (§25.6.2.1).
    static func runReactionJob(_ reaction: PromiseReaction, argument: JSValue, in agent: Agent) throws {
        var handlerResult: Result<JSValue, Error>
        if let handler = reaction.handler {
            do {
                handlerResult = .success(try agent.call(handler, this: .undefined, arguments: [argument]))
            } catch {
                handlerResult = .failure(error)
            }
        } else {
            handlerResult = reaction.kind == .fulfill ? .success(argument) : .failure(JSException(argument))
        }
        guard let capability = reaction.capability else {
            if case .failure(let error) = handlerResult, !(error is JSException) { throw error }
            return
        }
        switch handlerResult {
        case .success(let value):
            _ = try agent.call(capability.resolve, this: .undefined, arguments: [value])
        case .failure(let error):
            _ = try agent.call(capability.reject, this: .undefined, arguments: [thrownValue(error, in: agent)])
        }
    }

    /// PromiseResolveThenableJob (§25.6.2.2).
    static func runResolveThenableJob(promise: JSPromise, thenable: JSObject, then: JSObject,
                                      in agent: Agent) throws {
        let (resolve, reject) = promise.makeResolvingFunctions(in: agent)
        do {
            _ = try agent.call(then, this: .object(thenable), arguments: [.object(resolve), .object(reject)])
        } catch {
            _ = try agent.call(reject, this: .undefined, arguments: [thrownValue(error, in: agent)])
        }
    }

    /// The JavaScript value of a thrown Swift error: a JSException's value, or an Error
    /// object describing any other Swift error.
    static func thrownValue(_ error: Error, in agent: Agent) -> JSValue {
        if let exception = error as? JSException { return exception.value }
        return agent.makeError(.error, "\(error)").value
    }
}

extension JSFunction {
    /// The promise a resolving function captured.
    fileprivate var capturedPromise: JSPromise? {
        (self as? NativeFunction)?.captures.first?.asObject as? JSPromise
    }
}

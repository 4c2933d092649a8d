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

/// What a reaction settles once its handler has run: the [[Capability]] of a PromiseReaction
/// Record (§25.6.1.2).
enum PromiseReactionTarget {
    /// No capability (`await`, host handlers): nothing to settle.
    case none
    /// The derived promise of `then` on %Promise% itself. Its resolving functions would be
    /// seen only by the internal GetCapabilitiesExecutor, so nothing can observe that they
    /// are never made: the job resolves or rejects the promise directly, which is what
    /// calling them the one time they are called would do. Borrowed, as a value holds an
    /// object: the promise or job holding the reaction traces it (`promise(_:)` makes one).
    case derived(CellReference<JSPromise>)
    /// Any other capability (a subclass, a foreign constructor): settled through its
    /// functions, which the constructor saw. Indirect, so the common cases stay one word.
    indirect case capability(PromiseCapability)
    /// No capability, and Swift handlers instead of JavaScript ones (`then(in:…)`).
    case native(NativeReactionHandlers)
    /// No capability: `await`'s resumption (§6.2.3.1 steps 3–9). The two closures Await
    /// makes would only resume the coroutine with the value, or throw it in; no script can
    /// see them, so the job resumes the coroutine itself — no handler objects, Swift
    /// closures or arguments array per `await`. The VM roots the coroutine while it waits.
    case resume(Coroutine)

    /// A reaction settling `promise` directly (`derived`).
    static func promise(_ promise: JSPromise) -> PromiseReactionTarget { .derived(CellReference(promise)) }
}

/// The Swift handlers of a reaction no script can see (a host waiting on a module's
/// evaluation), with the realm they were registered in. They hold no JavaScript values the
/// collector must trace: whatever they need stays rooted elsewhere.
final class NativeReactionHandlers {
    let realm: Realm
    let onFulfilled: NativeFunctionBody
    let onRejected: NativeFunctionBody

    init(realm: Realm, onFulfilled: @escaping NativeFunctionBody, onRejected: @escaping NativeFunctionBody) {
        self.realm = realm
        self.onFulfilled = onFulfilled
        self.onRejected = onRejected
    }

    /// Runs the handler for `kind` as a native function would run: in its realm, inside a
    /// handle scope. A JavaScript exception it throws is dropped, like a handler's with no
    /// capability to reject; any other error propagates.
    func run(_ kind: PromiseReaction.Kind, argument: JSValue, in agent: Agent) throws {
        let body = kind == .fulfill ? onFulfilled : onRejected
        let savedRealm = agent.currentRealm
        agent.currentRealm = realm
        defer { agent.currentRealm = savedRealm }
        let scope = agent.enterNativeScope()
        do {
            _ = try body(agent, .undefined, Arguments([argument]))
            agent.exitScope(scope, returning: nil)
        } catch is JSException {
            agent.exitScope(scope, returning: nil)
        } catch {
            agent.exitScope(scope, returning: nil)
            throw error
        }
    }
}

/// The fulfill and reject PromiseReaction Records (§25.6.1.2) that one PerformPromiseThen
/// makes, as one value: they share the capability, and exactly one of them ever runs. Not a
/// cell: the promise or job holding it traces it. A struct, kept inline in the promise and
/// then in the job: a long chain of `then` holds one per promise, and an object each would
/// cost an allocation and about fifty bytes more per link.
///
/// Its objects are borrowed as values borrow theirs (`ObjectReference`), since whatever holds
/// the reaction traces them: moving a reaction from `then` into the promise, from the promise
/// into a job and through the queue counted a retain and a release of each (a third of
/// promise_chain_1m's time went to counting).
struct PromiseReaction {
    enum Kind { case fulfill, reject }

    let target: PromiseReactionTarget
    /// `nil` is the spec's empty handler: pass the value (or rejection) through.
    private let fulfillHandler: ObjectReference?
    private let rejectHandler: ObjectReference?
    /// The agent's async context when the reaction was registered (`then`, `await`): its
    /// job runs in it.
    private let contextReference: ObjectReference?

    /// A reaction whose handlers are `onFulfilled` and `onRejected` where they are callable
    /// (PerformPromiseThen steps 3–4), the empty handler where not. Each value is looked at
    /// borrowed and kept as the word it is: the caller's registers hold the handlers.
    init(target: PromiseReactionTarget, onFulfilled: JSValue, onRejected: JSValue, context: JSObject?) {
        self.target = target
        fulfillHandler = PromiseReaction.handler(onFulfilled)
        rejectHandler = PromiseReaction.handler(onRejected)
        contextReference = context.map(ObjectReference.init)
    }

    /// The object of `value` if it is callable, else nil (the empty handler).
    @inline(__always) private static func handler(_ value: JSValue) -> ObjectReference? {
        guard case .object(let reference) = value, reference.withCell({ $0.isCallable }) else { return nil }
        return reference
    }

    var context: JSObject? { contextReference?.cell }

    /// The handler for `kind`, as the word the reaction holds (nil: the empty handler).
    func handler(for kind: Kind) -> ObjectReference? {
        kind == .fulfill ? fulfillHandler : rejectHandler
    }

    func markReferences(_ marker: inout Marker) {
        switch target {
        case .none, .native, .resume: break
        case .derived(let promise): marker.mark(borrowed: promise.unmanaged)
        case .capability(let capability): capability.markReferences(&marker)
        }
        if let fulfillHandler { marker.mark(borrowed: fulfillHandler.unmanaged) }
        if let rejectHandler { marker.mark(borrowed: rejectHandler.unmanaged) }
        if let contextReference { marker.mark(borrowed: contextReference.unmanaged) }
    }
}

/// A Promise instance (§25.6.6).
package final class JSPromise: JSObject {
    enum State { case pending, fulfilled, rejected }

    override var className: String { "Promise" }

    // The two flags first: they pack after JSObject's, which keeps a promise in a smaller
    // allocation (a long chain holds a million of them).
    private(set) var state = State.pending
    /// [[PromiseIsHandled]].
    private(set) var isHandled = false
    private(set) var result: JSValue = .undefined
    /// [[PromiseFulfillReactions]] and [[PromiseRejectReactions]] as one list, in order:
    /// each `then` adds to both lists at once. The first lives inline because most promises
    /// get exactly one; the rest go in an array.
    private var firstReaction: PromiseReaction?
    /// Nil rather than empty: an empty array literal costs a retain of the shared empty
    /// storage for each of a long chain's promises, and a release when it dies.
    private var laterReactions: [PromiseReaction]?

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        // Read in place: copying the result and the reaction out retained and released
        // every reference they hold, for each of a long chain's promises.
        withUnsafeMutablePointer(to: &result) { marker.mark(valueAt: $0) }
        withUnsafeMutablePointer(to: &firstReaction) { $0.pointee?.markReferences(&marker) }
        if let laterReactions { for reaction in laterReactions { reaction.markReferences(&marker) } }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        result = .undefined
        firstReaction = nil
        laterReactions = nil
    }

    /// A new pending promise with %Promise.prototype% of the current realm (or `prototype`).
    static func make(prototype: JSObject? = nil, in agent: Agent) -> JSPromise {
        agent.heap.register(JSPromise(shape: agent.rootShape,
                                      prototype: prototype ?? agent.currentRealm.promisePrototype))
    }

    // MARK: - Abstract operations (§25.6.1)

    /// CreateResolvingFunctions (§25.6.1.3): `resolve` and `reject` sharing one
    /// "already resolved" record.
    func makeResolvingFunctions(in agent: Agent) -> (resolve: JSFunction, reject: JSFunction) {
        let pair = PromiseResolvingFunction.makePair(for: self, in: agent)
        return (pair.resolve, pair.reject)
    }

    /// The body of a promise resolve function (§25.6.1.3.2 steps 7–16).
    func resolve(with resolution: JSValue, in agent: Agent) {
        guard let object = resolution.asObject else {
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
        guard let thenObject = then.asObject, thenObject.isCallable else {
            fulfill(with: resolution, in: agent)
            return
        }
        agent.enqueue(.promiseResolveThenable(promise: self, thenable: object, then: thenObject,
                                              context: agent.asyncContext))
    }

    /// FulfillPromise (§25.6.1.4).
    func fulfill(with value: JSValue, in agent: Agent) {
        guard state == .pending else { return }
        result = value
        state = .fulfilled
        triggerReactions(.fulfill, argument: value, in: agent)
    }

    /// RejectPromise (§25.6.1.7), telling the host tracker when nothing handles it.
    func reject(with reason: JSValue, in agent: Agent) {
        guard state == .pending else { return }
        result = reason
        state = .rejected
        if !isHandled { agent.hostHooks.promiseRejectionTracker?(agent, self, .reject) }
        triggerReactions(.reject, argument: reason, in: agent)
    }

    /// TriggerPromiseReactions (§25.6.1.8), emptying both lists as the caller's step does.
    private func triggerReactions(_ kind: PromiseReaction.Kind, argument: JSValue, in agent: Agent) {
        // Moved out, not copied and then cleared.
        guard let first = firstReaction.take() else { return }
        agent.enqueue(.promiseReaction(first, kind, argument: argument))
        guard let later = laterReactions.take() else { return }
        for reaction in later {
            agent.enqueue(.promiseReaction(reaction, kind, argument: argument))
        }
    }

    /// PerformPromiseThen (§25.6.5.4.1) settling `target` (the capability, if any).
    func performThen(onFulfilled: JSValue, onRejected: JSValue, target: PromiseReactionTarget, in agent: Agent) {
        let reaction = PromiseReaction(target: target, onFulfilled: onFulfilled, onRejected: onRejected,
                                       context: agent.asyncContext)
        switch state {
        case .pending:
            if firstReaction == nil {
                firstReaction = reaction
            } else {
                if laterReactions == nil { laterReactions = [] }
                laterReactions!.append(reaction)
            }
        case .fulfilled:
            agent.enqueue(.promiseReaction(reaction, .fulfill, argument: result))
        case .rejected:
            if !isHandled { agent.hostHooks.promiseRejectionTracker?(agent, self, .handle) }
            agent.enqueue(.promiseReaction(reaction, .reject, argument: result))
        }
        isHandled = true
    }

    /// Marks a promise whose rejection the engine itself consumes as handled.
    func markHandled(in agent: Agent) {
        if case .rejected = state, !isHandled { agent.hostHooks.promiseRejectionTracker?(agent, self, .handle) }
        isHandled = true
    }

    /// PerformPromiseThen (§25.6.5.4.1) with a capability record. Returns the capability's
    /// promise, or undefined.
    @discardableResult
    func performThen(onFulfilled: JSValue, onRejected: JSValue, capability: PromiseCapability?,
                     in agent: Agent) -> JSValue {
        guard let capability else {
            performThen(onFulfilled: onFulfilled, onRejected: onRejected, target: .none, in: agent)
            return .undefined
        }
        performThen(onFulfilled: onFulfilled, onRejected: onRejected, target: .capability(capability), in: agent)
        return .object(capability.promise)
    }

    /// PerformPromiseThen with Swift handlers, as `await` and hosts use it: no capability.
    /// Values the handlers need (a suspended generator, say) go in `captures`; the handlers
    /// then become native functions that read them back through `arguments.callee`, so the
    /// collector sees them. Without captures no function objects are made at all: nothing
    /// in JavaScript can reach these handlers, and the job calls the closures directly.
    func then(captures: [JSValue] = [], in agent: Agent, onFulfilled: @escaping NativeFunctionBody,
              onRejected: @escaping NativeFunctionBody) {
        let realm = agent.currentRealm
        guard !captures.isEmpty else {
            let handlers = NativeReactionHandlers(realm: realm, onFulfilled: onFulfilled, onRejected: onRejected)
            performThen(onFulfilled: .undefined, onRejected: .undefined, target: .native(handlers), in: agent)
            return
        }
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

    /// PromiseReactionJob (§25.6.2.1) for the `kind` half of `reaction`.
    static func runReactionJob(_ reaction: PromiseReaction, _ kind: PromiseReaction.Kind, argument: JSValue,
                               in agent: Agent) throws {
        switch reaction.target {
        case .native(let handlers):
            try handlers.run(kind, argument: argument, in: agent)
            return
        case .resume(let coroutine):
            try agent.vm.resumeAwaiting(coroutine, with: argument, mode: kind == .fulfill ? .next : .throw)
            return
        default:
            break
        }
        var handlerResult: Result<JSValue, Error>
        if let handler = reaction.handler(for: kind) {
            do {
                // Borrowed: the job holding the reaction keeps the handler alive.
                handlerResult = .success(try handler.withCell { try agent.call($0, this: .undefined, argument: argument) })
            } catch {
                handlerResult = .failure(error)
            }
        } else {
            handlerResult = kind == .fulfill ? .success(argument) : .failure(JSException(argument))
        }
        // An interrupted agent (worker.terminate(), a host's timeout) must stop, not reject
        // the next promise of an endless chain and go on.
        if case .failure(let error) = handlerResult, error is ExecutionInterrupted { throw error }
        switch reaction.target {
        case .none, .native, .resume:
            if case .failure(let error) = handlerResult, !(error is JSException) { throw error }
        case .derived(let reference):
            reference.withCell { promise in
                switch handlerResult {
                case .success(let value): promise.resolve(with: value, in: agent)
                case .failure(let error): promise.reject(with: thrownValue(error, in: agent), in: agent)
                }
            }
        case .capability(let capability):
            switch handlerResult {
            case .success(let value):
                _ = try agent.call(capability.resolve, this: .undefined, arguments: [value])
            case .failure(let error):
                _ = try agent.call(capability.reject, this: .undefined, arguments: [thrownValue(error, in: agent)])
            }
        }
    }

    /// PromiseResolveThenableJob (§25.6.2.2).
    static func runResolveThenableJob(promise: JSPromise, thenable: JSObject, then: JSObject,
                                      in agent: Agent) throws {
        if let thenablePromise = thenable as? JSPromise, then === agent.currentRealm.intrinsic(.promisePrototypeThen) {
            adopt(thenablePromise, into: promise, in: agent)
            return
        }
        let (resolve, reject) = promise.makeResolvingFunctions(in: agent)
        do {
            _ = try agent.call(then, this: .object(thenable), arguments: [.object(resolve), .object(reject)])
        } catch let interruption as ExecutionInterrupted {
            throw interruption
        } catch {
            _ = try agent.call(reject, this: .undefined, arguments: [thrownValue(error, in: agent)])
        }
    }

    /// The job's call of the original Promise.prototype.then (§25.6.5.4) on a promise, with
    /// `promise`'s resolving functions as handlers. Only the reaction would ever call those
    /// functions, once, so a reaction that settles `promise` itself does the same. When the
    /// species constructor is %Promise%, the derived promise `then` would make is dropped by
    /// the job and fulfilled with the handlers' undefined, so it is not made either. Every
    /// observable step — the `constructor` and @@species lookups, a species constructor's
    /// capability — happens as in `then`; an abrupt one rejects `promise`, as the job's call
    /// of its reject function would.
    private static func adopt(_ thenable: JSPromise, into promise: JSPromise, in agent: Agent) {
        do {
            let intrinsic = agent.currentRealm.intrinsic(.promise)
            let constructor = try PromiseBuiltins.speciesConstructor(of: thenable, default: intrinsic ?? thenable,
                                                                     in: agent)
            if constructor === intrinsic {
                thenable.performThen(onFulfilled: .undefined, onRejected: .undefined, target: .promise(promise),
                                     in: agent)
                return
            }
            let capability = try PromiseBuiltins.newCapability(.object(constructor), in: agent)
            let (resolve, reject) = promise.makeResolvingFunctions(in: agent)
            thenable.performThen(onFulfilled: .object(resolve), onRejected: .object(reject), capability: capability,
                                 in: agent)
        } catch {
            promise.reject(with: thrownValue(error, in: agent), in: agent)
        }
    }

    /// The JavaScript value of a thrown Swift error: a JSException's value, or an Error
    /// object describing any other Swift error.
    static func thrownValue(_ error: Error, in agent: Agent) -> JSValue {
        if let exception = error as? JSException { return exception.value }
        return agent.makeError(.error, "\(error)").value
    }
}


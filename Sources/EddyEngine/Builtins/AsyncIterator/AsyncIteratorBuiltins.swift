/// %AsyncIteratorPrototype% (§27.1.3) and %AsyncFromSyncIteratorPrototype% (§27.1.4.2).
enum AsyncIteratorBuiltins {
    static let asyncIteratorPrototypeMethods: [BuiltinMethod] = [
        .init(.asyncIterator, name: "[Symbol.asyncIterator]", length: 0) { _, this, _ in this },
    ]

    static let asyncFromSyncIteratorMethods: [BuiltinMethod] = [
        .init("next", length: 1, next),
        .init("return", length: 1, `return`),
        .init("throw", length: 1, `throw`),
    ]

    static func install(asyncIteratorPrototype: JSObject, asyncFromSyncIteratorPrototype: JSObject,
                        in realm: Realm, agent: Agent) {
        realm.install(asyncIteratorPrototypeMethods, on: asyncIteratorPrototype, in: agent)
        realm.install(asyncFromSyncIteratorMethods, on: asyncFromSyncIteratorPrototype, in: agent)
    }

    /// The steps the three methods share: a new promise of %Promise%, which any abrupt
    /// completion of `body` rejects (IfAbruptRejectPromise).
    private static func settle(_ this: JSValue, in agent: Agent,
                               _ body: (JSAsyncFromSyncIterator, JSPromise) throws -> Void) -> JSValue {
        let promise = JSPromise.make(in: agent)
        do {
            guard let object = this.asObject, let iterator = object as? JSAsyncFromSyncIterator else {
                throw agent.typeError("Receiver is not an async-from-sync iterator")
            }
            try body(iterator, promise)
        } catch {
            promise.reject(with: JSPromise.thrownValue(error, in: agent), in: agent)
        }
        return .object(promise)
    }

    /// %AsyncFromSyncIteratorPrototype%.next (§27.1.4.2.1).
    @Sendable static func next(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        settle(this, in: agent) { iterator, promise in
            let result = try agent.iteratorNext(iterator.syncRecord, arguments.count > 0 ? arguments[0] : nil)
            continuation(result, promise, iterator, closeOnRejection: true, in: agent)
        }
    }

    /// %AsyncFromSyncIteratorPrototype%.return (§27.1.4.2.2).
    @Sendable static func `return`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        settle(this, in: agent) { iterator, promise in
            let sync = JSValue.object(iterator.syncIterator)
            guard let method = try agent.getMethod(sync, .atom(agent.names.return)) else {
                promise.resolve(with: .object(agent.makeIteratorResult(arguments[0], done: true)), in: agent)
                return
            }
            let result = try agent.call(method, this: sync, arguments: arguments.count > 0 ? [arguments[0]] : [])
            guard let resultObject = result.asObject else {
                throw agent.typeError("Iterator result \(result.shortDescription) is not an object")
            }
            continuation(resultObject, promise, iterator, closeOnRejection: false, in: agent)
        }
    }

    /// %AsyncFromSyncIteratorPrototype%.throw (§27.1.4.2.3): without a sync `throw`, the
    /// sync iterator is closed and the protocol violation is a TypeError.
    @Sendable static func `throw`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        settle(this, in: agent) { iterator, promise in
            let sync = JSValue.object(iterator.syncIterator)
            guard let method = try agent.getMethod(sync, .atom(agent.names.throw)) else {
                try agent.iteratorClose(iterator.syncRecord, error: nil)
                throw agent.typeError("The iterator does not provide a 'throw' method.")
            }
            let result = try agent.call(method, this: sync, arguments: arguments.count > 0 ? [arguments[0]] : [])
            guard let resultObject = result.asObject else {
                throw agent.typeError("Iterator result \(result.shortDescription) is not an object")
            }
            continuation(resultObject, promise, iterator, closeOnRejection: true, in: agent)
        }
    }

    /// AsyncFromSyncIteratorContinuation (§27.1.4.4): settles `promise` with the sync
    /// result's value awaited, closing the sync iterator when that value rejects.
    private static func continuation(_ result: JSObject, _ promise: JSPromise, _ iterator: JSAsyncFromSyncIterator,
                                     closeOnRejection: Bool, in agent: Agent) {
        let done: Bool
        let value: JSValue
        let valueWrapper: JSPromise
        do {
            done = try agent.iteratorComplete(result)
            value = try agent.iteratorValue(result)
        } catch {
            promise.reject(with: JSPromise.thrownValue(error, in: agent), in: agent)
            return
        }
        do {
            guard let wrapper = try JSPromise.resolved(value, in: agent) as? JSPromise else {
                throw agent.typeError("await: not a promise")
            }
            valueWrapper = wrapper
        } catch {
            var failure = error
            if !done && closeOnRejection {
                do { try agent.iteratorClose(iterator.syncRecord, error: error) } catch { failure = error }
            }
            promise.reject(with: JSPromise.thrownValue(failure, in: agent), in: agent)
            return
        }
        let realm = agent.currentRealm
        let unwrap = realm.makeFunction("", length: 1, captures: [.boolean(done)], in: agent) { agent, _, arguments in
            let done = (arguments.callee as? NativeFunction)?.capture(0).toBoolean ?? false
            return .object(agent.makeIteratorResult(arguments[0], done: done))
        }
        var onRejected = JSValue.undefined
        if !done && closeOnRejection {
            onRejected = .object(realm.makeFunction("", length: 1, captures: [.object(iterator)], in: agent) {
                agent, _, arguments in
                if let iterator = (arguments.callee as? NativeFunction)?.capture(0).asObject as? JSAsyncFromSyncIterator {
                    try agent.iteratorClose(iterator.syncRecord, error: JSException(arguments[0]))
                }
                throw JSException(arguments[0])
            })
        }
        valueWrapper.performThen(onFulfilled: .object(unwrap), onRejected: onRejected, target: .promise(promise),
                                 in: agent)
    }
}

/// %AsyncGeneratorFunction.prototype% (§27.4.3) and %AsyncGeneratorPrototype% (§27.6.1):
/// what every async generator function and async generator object inherits. The VM makes
/// the functions and their instances (`JSAsyncGeneratorObject`), and %AsyncGeneratorFunction%
/// itself with the other dynamic-function constructors.
enum AsyncGeneratorBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("next", length: 1, next),
        .init("return", length: 1, `return`),
        .init("throw", length: 1, `throw`),
    ]

    static func install(functionPrototype: JSObject, prototype: JSObject, in realm: Realm, agent: Agent) {
        let tag = PropertyKey.symbol(agent.symbols.toStringTag)
        functionPrototype.defineBuiltinProperty(tag, JSValue("AsyncGeneratorFunction"), attributes: .configurable)
        prototype.defineBuiltinProperty(.atom(agent.names.constructor), .object(functionPrototype),
                                        attributes: .configurable)
        realm.install(prototypeMethods, on: prototype, in: agent)
        prototype.defineBuiltinProperty(tag, JSValue("AsyncGenerator"), attributes: .configurable)
    }

    /// The steps the three methods share: a new promise of %Promise%, rejected when the
    /// receiver is not an async generator (AsyncGeneratorValidate, IfAbruptRejectPromise).
    private static func request(_ name: String, _ this: JSValue, in agent: Agent,
                                _ body: (JSAsyncGeneratorObject, JSPromise) throws -> Void) throws -> JSValue {
        let promise = JSPromise.make(in: agent)
        guard let object = this.asObject, let generator = object as? JSAsyncGeneratorObject else {
            promise.reject(with: agent.incompatibleReceiver("[AsyncGenerator].prototype.\(name)", this).value,
                           in: agent)
            return .object(promise)
        }
        try body(generator, promise)
        return .object(promise)
    }

    /// AsyncGenerator.prototype.next (§27.6.1.2).
    @Sendable static func next(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let value = arguments[0]
        return try request("next", this, in: agent) { generator, promise in
            let state = generator.state
            if state == .completed {
                promise.resolve(with: .object(agent.makeIteratorResult(.undefined, done: true)), in: agent)
                return
            }
            generator.enqueue(.next, value, promise: promise)
            if state == .suspendedStart || state == .suspendedYield {
                try generator.resume(.next, value, in: agent)
            }
        }
    }

    /// AsyncGenerator.prototype.return (§27.6.1.3).
    @Sendable static func `return`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let value = arguments[0]
        return try request("return", this, in: agent) { generator, promise in
            generator.enqueue(.return, value, promise: promise)
            switch generator.state {
            case .suspendedStart, .completed:
                generator.state = .awaitingReturn
                generator.awaitReturn(in: agent)
            case .suspendedYield:
                try generator.resume(.return, value, in: agent)
            case .executing, .awaitingReturn:
                break
            }
        }
    }

    /// AsyncGenerator.prototype.throw (§27.6.1.4).
    @Sendable static func `throw`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let value = arguments[0]
        return try request("throw", this, in: agent) { generator, promise in
            var state = generator.state
            if state == .suspendedStart {
                generator.bodyCompleted(.normal(.undefined), in: agent)
                state = .completed
            }
            if state == .completed {
                promise.reject(with: value, in: agent)
                return
            }
            generator.enqueue(.throw, value, promise: promise)
            if state == .suspendedYield {
                try generator.resume(.throw, value, in: agent)
            }
        }
    }
}

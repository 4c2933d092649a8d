/// %GeneratorFunction.prototype% (§25.2.3) and %GeneratorPrototype% (§25.4.1): what every
/// generator function and generator object inherits. The VM makes the generator functions
/// and supplies each generator's `GeneratorContinuation`.
enum GeneratorBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("next", length: 1, next),
        .init("return", length: 1, `return`),
        .init("throw", length: 1, `throw`),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let functionPrototype = realm.generatorFunctionPrototype
        let prototype = realm.generatorPrototype
        let tag = PropertyKey.symbol(agent.symbols.toStringTag)
        functionPrototype.defineBuiltinProperty(.atom(agent.names.prototype), .object(prototype), attributes: .configurable)
        functionPrototype.defineBuiltinProperty(tag, JSValue("GeneratorFunction"), attributes: .configurable)
        prototype.defineBuiltinProperty(.atom(agent.names.constructor), .object(functionPrototype), attributes: .configurable)
        realm.install(prototypeMethods, on: prototype, in: agent)
        prototype.defineBuiltinProperty(tag, JSValue("Generator"), attributes: .configurable)
        if case .data(.object(let next), _)? = prototype.storedProperty(.atom(agent.names.next)) {
            (next.object as? NativeFunction)?.isGeneratorNext = true
        }
    }

    private static func resume(_ this: JSValue, _ mode: GeneratorResumeMode, _ value: JSValue,
                               in agent: Agent) throws -> JSValue {
        guard let object = this.asObject, let generator = object as? JSGeneratorObject else {
            let name = switch mode {
            case .next: "next"
            case .return: "return"
            case .throw: "throw"
            }
            throw agent.incompatibleReceiver("[Generator].prototype.\(name)", this)
        }
        return try generator.resume(mode, with: value, in: agent)
    }

    /// `nextMethod.call(iterator, value)` when `nextMethod` is %GeneratorPrototype%.next and
    /// `iterator` a generator, resumed without a native call (for-of and `yield*` resume
    /// generators at every step, through chains of delegating generators); nil otherwise.
    static func resumeDirectly(_ iterator: JSValue, nextMethod: JSValue, value: JSValue,
                               in agent: Agent) throws -> JSValue? {
        guard let next = nextMethod.asObject as? NativeFunction, next.isGeneratorNext,
              let generator = iterator.asObject as? JSGeneratorObject else { return nil }
        return try generator.resume(.next, with: value, in: agent)
    }

    /// Generator.prototype.next (§25.4.1.2).
    @Sendable static func next(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try resume(this, .next, arguments[0], in: agent)
    }

    /// Generator.prototype.return (§25.4.1.3).
    @Sendable static func `return`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try resume(this, .return, arguments[0], in: agent)
    }

    /// Generator.prototype.throw (§25.4.1.4).
    @Sendable static func `throw`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try resume(this, .throw, arguments[0], in: agent)
    }
}

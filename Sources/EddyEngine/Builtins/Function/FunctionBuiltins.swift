/// %Function.prototype% (§19.2.3) and %ThrowTypeError% (§9.2.9.1).
enum FunctionBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("apply", length: 2, apply),
        .init("bind", length: 1, bind),
        .init("call", length: 1, call),
        .init("toString", length: 0, toString),
        .init(.hasInstance, name: "[Symbol.hasInstance]", length: 1, attributes: [], hasInstance),
    ]

    static func install(in realm: Realm, agent: Agent) {
        realm.install(prototypeMethods, on: realm.functionPrototype, in: agent)
        if case .data(.object(let call), _)? = realm.functionPrototype.storedProperty(agent.key("call")) {
            (call.object as? NativeFunction)?.isFunctionCall = true
        }
        realm.functionPrototype.hideForwardersFromStackTraces(["call", "apply"], in: agent)
        let hasInstanceKey = PropertyKey.symbol(agent.symbols.hasInstance)
        if case .data(.object(let hasInstance), _)? = realm.functionPrototype.storedProperty(hasInstanceKey) {
            (hasInstance.object as? NativeFunction)?.isOrdinaryHasInstance = true
        }
        if case .data(.object(let apply), _)? = realm.functionPrototype.storedProperty(agent.key("apply")) {
            (apply.object as? NativeFunction)?.isFunctionApply = true
        }
        let thrower = realm.makeFunction("", length: 0, in: agent) { agent, _, _ in
            throw agent.typeError(
                "'caller', 'callee', and 'arguments' properties may not be accessed on strict mode functions or the arguments objects for calls to them")
        }
        // §10.2.4.1: frozen, its `length` and `name` not configurable.
        thrower.defineBuiltinProperty(.atom(agent.names.length), .number(0), attributes: [])
        thrower.defineBuiltinProperty(.atom(agent.names.name), JSValue(""), attributes: [])
        _ = thrower.preventExtensionsOrdinary()
        realm.setIntrinsic(.throwTypeError, thrower, in: agent)
        let constructor = realm.makeConstructor("Function", length: 1, prototype: realm.functionPrototype, in: agent,
                                                call: createDynamicFunction, construct: createDynamicFunction)
        realm.setIntrinsic(.function, constructor, global: "Function", in: agent)
    }

    /// CreateDynamicFunction (§19.2.1.1.1) needs the compiler; until it exists, say so.
    @Sendable static func createDynamicFunction(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        throw agent.makeError(.evalError, "Code generation from strings is not supported yet")
    }

    /// Function.prototype.apply (§19.2.3.1).
    @Sendable static func apply(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard this.isCallable else { throw agent.typeError("Function.prototype.apply was called on a non-function") }
        let list = arguments[1].isNullish ? [] : try agent.createList(fromArrayLike: arguments[1])
        return try agent.call(this, this: arguments[0], arguments: list)
    }

    /// Function.prototype.call (§19.2.3.3).
    @Sendable static func call(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard this.isCallable else { throw agent.typeError("Function.prototype.call was called on a non-function") }
        return try agent.call(this, this: arguments[0], arguments: arguments.dropping(1))
    }

    /// Function.prototype.bind (§19.2.3.2).
    @Sendable static func bind(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let target = object as? JSFunction else {
            throw agent.typeError("Bind must be called on a function")
        }
        let prototype = try target.getPrototypeOf(in: agent)
        let bound = agent.heap.register(
            JSBoundFunction(target: target, boundThis: arguments[0],
                            boundArguments: arguments.count > 1 ? arguments.dropping(1) : [],
                            prototype: prototype, realm: agent.currentRealm))
        let names = agent.names
        // 5–7: length = max(0, target.length − bound argument count) when target has an own number length.
        var length = 0.0
        // An own data `length` (the usual case) is read from its slot; getters and
        // exotic targets take HasOwnProperty and Get.
        let ownLength = target.ownDataValue(.atom(names.length))
        if try ownLength != nil || target.hasOwnProperty(.atom(names.length), in: agent) {
            if case .number(let targetLength) = try ownLength ?? target.get(.atom(names.length), in: agent) {
                if targetLength == .infinity {
                    length = .infinity
                } else if targetLength.isFinite {
                    length = max(0, targetLength.integerOrInfinity - Double(max(0, arguments.count - 1)))
                }
            }
        }
        // 8–11: name = "bound " + target.name.
        let targetName = try target.ownDataValue(.atom(names.name)) ?? target.get(.atom(names.name), in: agent)
        let name = targetName.asString.map { JSString.concatenate(names.boundPrefix.string, $0) }
            ?? names.boundPrefix.string
        // `length` then `name`, written straight into the shape defining them one by one
        // reaches (a closure's), as `makeClosure` does: `bind` runs once per callback in
        // code such as Babel's printer.
        bound.shape = agent.vm.closureShapes().named
        bound.slots.assign([.number(length), .string(name)])
        return .object(bound)
    }

    /// Function.prototype.toString (§19.2.3.5): natives render as NativeFunction syntax;
    /// bytecode functions will supply their source text.
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let function = object as? JSFunction else {
            throw agent.typeError("Function.prototype.toString requires that 'this' be a Function")
        }
        if let source = function.sourceText { return .string(source) }
        // Bound functions print anonymously, as V8 does.
        let name = function is JSBoundFunction ? "" : function.debugName
        return JSValue("function \(name)() { [native code] }")
    }

    /// Function.prototype[@@hasInstance] (§19.2.3.6).
    @Sendable static func hasInstance(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(try agent.ordinaryHasInstance(this, arguments[0]))
    }
}

extension JSObject {
    /// [[PreventExtensions]] without an agent, for realm setup.
    func preventExtensionsOrdinary() -> Bool {
        allowsExtensions = false
        return true
    }
}

/// The Promise constructor, its statics and %Promise.prototype% (§25.6).
enum PromiseBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("then", length: 2, then),
        .init("catch", length: 1, `catch`),
        .init("finally", length: 1, finally),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("all", length: 1, all),
        .init("allSettled", length: 1, allSettled),
        .init("any", length: 1, any),
        .init("race", length: 1, race),
        .init("reject", length: 1, reject),
        .init("resolve", length: 1, resolve),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.promisePrototype
        realm.install(prototypeMethods, on: prototype, in: agent)
        if case .data(.object(let reference), _)? = prototype.storedProperty(.atom(agent.names.then)),
            let then = reference.object as? JSFunction
        {
            realm.setIntrinsic(.promisePrototypeThen, then, in: agent)
            (then as? NativeFunction)?.isPromiseThen = true
        }
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("Promise"),
                                        attributes: .configurable)
        let constructor = realm.makeConstructor("Promise", length: 1, prototype: prototype, in: agent,
                                                call: { agent, _, _ in
                                                    throw agent.typeError("Promise constructor cannot be invoked without 'new'")
                                                }, construct: construct)
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        if case .accessor(let pair, _)? = constructor.storedProperty(.symbol(agent.symbols.species)),
            let getter = pair.getter as? JSFunction
        {
            realm.setIntrinsic(.promiseSpeciesGetter, getter, in: agent)
        }
        realm.setIntrinsic(.promise, constructor, global: "Promise", in: agent)
    }

    // MARK: - Constructor

    /// Promise ( executor ) (§25.6.3.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else {
            throw agent.typeError("Promise constructor cannot be invoked without 'new'")
        }
        let executor = arguments[0]
        guard executor.isCallable else {
            throw agent.typeError("Promise resolver \(executor.shortDescription) is not a function")
        }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.promisePrototype }
        let promise = JSPromise.make(prototype: prototype, in: agent)
        let (resolve, reject) = promise.makeResolvingFunctions(in: agent)
        try agent.withRooted(promise) {
            do {
                _ = try agent.call(executor, this: .undefined, arguments: [.object(resolve), .object(reject)])
            } catch {
                _ = try agent.call(reject, this: .undefined, arguments: [JSPromise.thrownValue(error, in: agent)])
            }
        }
        return .object(promise)
    }

    /// NewPromiseCapability (§25.6.1.5).
    static func newCapability(_ constructor: JSValue, in agent: Agent) throws -> PromiseCapability {
        guard let constructorObject = constructor.asObject, constructorObject.isConstructor else {
            throw agent.typeError("\(constructor.shortDescription) is not a constructor")
        }
        // Fast path: %Promise% itself needs no executor round trip.
        if constructorObject === agent.currentRealm.intrinsic(.promise) {
            let promise = JSPromise.make(in: agent)
            let (resolve, reject) = promise.makeResolvingFunctions(in: agent)
            return PromiseCapability(promise: promise, resolve: .object(resolve), reject: .object(reject))
        }
        // GetCapabilitiesExecutor (§25.6.1.5.1): records resolve and reject in its captures.
        let executor = agent.heap.register(
            NativeFunction(realm: agent.currentRealm, name: JSString(""), length: 2,
                           captures: [.undefined, .undefined]) { agent, _, arguments in
                guard let executor = arguments.callee as? NativeFunction else { return .undefined }
                if !executor.capture(0).isUndefined || !executor.capture(1).isUndefined {
                    throw agent.typeError("Promise executor has already been invoked with non-undefined arguments")
                }
                executor.captures = [arguments[0], arguments[1]]
                return .undefined
            })
        let promise = try agent.construct(constructor, arguments: [.object(executor)])
        let resolve = executor.capture(0)
        let reject = executor.capture(1)
        guard resolve.isCallable else { throw agent.typeError("Promise resolve function is not callable") }
        guard reject.isCallable else { throw agent.typeError("Promise reject function is not callable") }
        return PromiseCapability(promise: promise, resolve: resolve, reject: reject)
    }

    /// PromiseResolve (§25.6.4.5.1).
    static func promiseResolve(_ constructor: JSObject, _ value: JSValue, in agent: Agent) throws -> JSObject {
        if let object = value.asObject, object is JSPromise {
            let valueConstructor = try object.get(.atom(agent.names.constructor), in: agent)
            if valueConstructor.asObject === constructor { return object }
        }
        if constructor === agent.currentRealm.intrinsic(.promise) {
            // The capability's resolve function, called once, is this.
            let promise = JSPromise.make(in: agent)
            promise.resolve(with: value, in: agent)
            return promise
        }
        let capability = try newCapability(.object(constructor), in: agent)
        _ = try agent.call(capability.resolve, this: .undefined, arguments: [value])
        return capability.promise
    }

    // MARK: - Prototype

    /// Promise.prototype.then (§25.6.5.4).
    @Sendable static func then(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let promise = object as? JSPromise else {
            throw agent.incompatibleReceiver("Promise.prototype.then", this)
        }
        let realm = agent.currentRealm
        let (intrinsic, speciesGetter) = thenIntrinsics(arguments.callee, realm: realm)
        let constructor = try speciesConstructor(of: promise, default: intrinsic ?? promise,
                                                 speciesGetter: speciesGetter, in: agent)
        if constructor === intrinsic {
            // NewPromiseCapability(%Promise%) with nothing observing its resolving functions.
            let derived = JSPromise.make(prototype: realm.promisePrototype, in: agent)
            promise.performThen(onFulfilled: arguments[0], onRejected: arguments[1], target: .promise(derived),
                                in: agent)
            return .object(derived)
        }
        let capability = try newCapability(.object(constructor), in: agent)
        return promise.performThen(onFulfilled: arguments[0], onRejected: arguments[1], capability: capability,
                                   in: agent)
    }

    /// `promise.then(onFulfilled, onRejected)` by %Promise.prototype.then% of `realm`, done
    /// directly when none of its steps can be observed: the receiver is a plain promise of
    /// that realm whose `constructor` is a data property holding %Promise%, and
    /// %Promise%[@@species] is still the original getter, so SpeciesConstructor is %Promise%
    /// without calling anything, NewPromiseCapability makes a promise nothing else sees, and
    /// nothing can throw. Nil otherwise (the caller then runs `then` as any native).
    static func directThen(_ promise: JSPromise, onFulfilled: JSValue, onRejected: JSValue,
                           callee: NativeFunction, in agent: Agent) -> JSValue? {
        guard callee.realmReference.toOpaque() == agent.currentRealmAddress, promise.shape === agent.rootShape,
            let prototype = promise.prototypeUnmanaged
        else { return nil }
        let isPlain = callee.realmReference._withUnsafeGuaranteedRef { realm in
            prototype._withUnsafeGuaranteedRef { prototype in
                realm.promiseThenGuard?.holds(for: prototype) ?? guardPromiseThen(prototype, callee: callee, realm: realm, in: agent)
            }
        }
        guard isPlain else { return nil }
        let derived = JSPromise.make(prototype: prototype.takeUnretainedValue(), in: agent)
        promise.performThen(onFulfilled: onFulfilled, onRejected: onRejected, target: .promise(derived), in: agent)
        return .object(derived)
    }

    /// The steps `directThen` stands for, taken in full for a promise prototype the realm's
    /// guard does not describe: when they find %Promise% with its original species getter,
    /// the guard is set to describe where they found them.
    private static func guardPromiseThen(_ prototype: JSObject, callee: NativeFunction, realm: Realm,
                                         in agent: Agent) -> Bool {
        let (intrinsic, speciesGetter) = thenIntrinsics(callee, realm: realm)
        let constructorKey = PropertyKey.atom(agent.names.constructor)
        let speciesKey = PropertyKey.symbol(agent.symbols.species)
        guard let intrinsic, let speciesGetter, !prototype.hasExoticProperties, !prototype.shape.isDictionary,
            isData(prototype, constructorKey, holding: intrinsic),
            !intrinsic.hasExoticProperties, !intrinsic.shape.isDictionary,
            case .accessor(let pair, _)? = intrinsic.storedProperty(speciesKey), pair.getter === speciesGetter,
            let constructorSlot = prototype.shape.lookup(constructorKey)?.slot,
            let speciesSlot = intrinsic.shape.lookup(speciesKey)?.slot
        else { return false }
        realm.promiseThenGuard = PromiseThenGuard(
            prototype: prototype, prototypeShape: prototype.shape, constructorSlot: constructorSlot,
            constructor: intrinsic, constructorShape: intrinsic.shape, speciesSlot: speciesSlot,
            speciesGetter: speciesGetter)
        return true
    }

    /// Whether `object` has `key` as an own data property holding `value`.
    private static func isData(_ object: JSObject, _ key: PropertyKey, holding value: JSObject) -> Bool {
        guard case .data(.object(let stored), _)? = object.storedProperty(key) else { return false }
        return stored.object === value
    }

    /// %Promise% and the %Promise%[@@species] getter of the realm `then` runs in. The
    /// function object of `then` belongs to one realm, so it keeps them in its (traced)
    /// captures after the first call: two dictionary lookups per `then` otherwise.
    private static func thenIntrinsics(_ callee: JSFunction?, realm: Realm) -> (JSObject?, JSObject?) {
        guard let then = callee as? NativeFunction,
            then.realmReference.toOpaque() == Unmanaged.passUnretained(realm).toOpaque()
        else {
            return (realm.intrinsic(.promise), realm.intrinsic(.promiseSpeciesGetter))
        }
        if then.captures.count == 2, let promise = then.captures[0].asObject,
            let getter = then.captures[1].asObject
        {
            return (promise, getter)
        }
        let promise = realm.intrinsic(.promise)
        let getter = realm.intrinsic(.promiseSpeciesGetter)
        if then.captures.isEmpty, let promise, let getter {
            then.captures = [.object(promise), .object(getter)]
        }
        return (promise, getter)
    }

    /// SpeciesConstructor(promise, %Promise%) (§7.3.20), without calling the original
    /// %Promise%[@@species] getter when that is what `constructor` leads to: it returns its
    /// receiver, and calling it is unobservable. Every other case takes the spec's steps.
    static func speciesConstructor(of promise: JSObject, default defaultConstructor: JSObject,
                                   speciesGetter: JSObject? = nil, in agent: Agent) throws -> JSObject {
        let constructorKey = PropertyKey.atom(agent.names.constructor)
        let constructor: JSValue
        // The usual receiver: a promise with no own property, inheriting straight from an
        // ordinary prototype that holds `constructor` as data. Reading it there is what
        // [[Get]] does, without the walk.
        if promise.shape === agent.rootShape, !promise.hasExoticProperties, let prototype = promise.prototype,
            !prototype.hasExoticProperties, case .data(let value, _)? = prototype.storedProperty(constructorKey)
        {
            constructor = value
        } else {
            constructor = try promise.get(constructorKey, in: agent)
        }
        if constructor.isUndefined { return defaultConstructor }
        guard let constructorObject = constructor.asObject else {
            throw agent.typeError("object.constructor is not an object")
        }
        let speciesKey = PropertyKey.symbol(agent.symbols.species)
        if !constructorObject.hasExoticProperties, constructorObject.isConstructor,
            case .accessor(let pair, _)? = constructorObject.storedProperty(speciesKey),
            let getter = pair.getter,
            getter === (speciesGetter ?? agent.currentRealm.intrinsic(.promiseSpeciesGetter))
        {
            return constructorObject
        }
        let species = try constructorObject.get(speciesKey, in: agent)
        if species.isNullish { return defaultConstructor }
        guard let speciesObject = species.asObject, speciesObject.isConstructor else {
            throw agent.typeError("object.constructor[Symbol.species] is not a constructor")
        }
        return speciesObject
    }

    /// Promise.prototype.catch (§25.6.5.1).
    @Sendable static func `catch`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try agent.invoke(this, .atom(agent.names.then), arguments: [.undefined, arguments[0]])
    }

    /// Promise.prototype.finally (§25.6.5.3).
    @Sendable static func finally(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let promise = this.asObject else {
            throw agent.typeError("Method Promise.prototype.finally called on a non-object")
        }
        let defaultConstructor: JSObject = agent.currentRealm.intrinsic(.promise) ?? promise
        let constructor = try agent.speciesConstructor(of: promise, default: defaultConstructor)
        let onFinally = arguments[0]
        guard onFinally.isCallable else {
            return try agent.invoke(this, .atom(agent.names.then), arguments: [onFinally, onFinally])
        }
        let realm = agent.currentRealm
        let captures: [JSValue] = [onFinally, .object(constructor)]
        // Then Finally Functions (§25.6.5.3.1) and Catch Finally Functions (§25.6.5.3.2).
        let thenFinally = agent.heap.register(
            NativeFunction(realm: realm, name: JSString(""), length: 1, captures: captures) { agent, _, arguments in
                try finallyStep(arguments, isRejection: false, in: agent)
            })
        let catchFinally = agent.heap.register(
            NativeFunction(realm: realm, name: JSString(""), length: 1, captures: captures) { agent, _, arguments in
                try finallyStep(arguments, isRejection: true, in: agent)
            })
        return try agent.invoke(this, .atom(agent.names.then), arguments: [.object(thenFinally), .object(catchFinally)])
    }

    private static func finallyStep(_ arguments: Arguments, isRejection: Bool, in agent: Agent) throws -> JSValue {
        guard let function = arguments.callee as? NativeFunction, function.captures.count == 2,
            let constructor = function.captures[1].asObject
        else { return .undefined }
        let result = try agent.call(function.captures[0], this: .undefined, arguments: [])
        let promise = try promiseResolve(constructor, result, in: agent)
        let value = arguments[0]
        // valueThunk / thrower: return or throw the original outcome.
        let thunk = agent.heap.register(
            NativeFunction(realm: agent.currentRealm, name: JSString(""), length: 0, captures: [value]) {
                _, _, arguments in
                let captured = (arguments.callee as? NativeFunction)?.captures.first ?? .undefined
                if isRejection { throw JSException(captured) }
                return captured
            })
        return try agent.invoke(.object(promise), .atom(agent.names.then), arguments: [.object(thunk)])
    }

    // MARK: - Statics

    /// Promise.reject (§25.6.4.4).
    @Sendable static func reject(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        if let constructor = this.asObject, constructor === agent.currentRealm.intrinsic(.promise) {
            let promise = JSPromise.make(in: agent)
            promise.reject(with: arguments[0], in: agent)
            return .object(promise)
        }
        let capability = try newCapability(this, in: agent)
        _ = try agent.call(capability.reject, this: .undefined, arguments: [arguments[0]])
        return .object(capability.promise)
    }

    /// Promise.resolve (§25.6.4.5).
    @Sendable static func resolve(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let constructor = this.asObject else {
            throw agent.typeError("PromiseResolve called on non-object")
        }
        return .object(try promiseResolve(constructor, arguments[0], in: agent))
    }

    /// Which combinator a shared iteration serves.
    private enum Combinator { case all, allSettled, any, race }

    @Sendable static func all(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try combine(.all, this, arguments[0], in: agent)
    }

    @Sendable static func allSettled(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try combine(.allSettled, this, arguments[0], in: agent)
    }

    @Sendable static func any(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try combine(.any, this, arguments[0], in: agent)
    }

    @Sendable static func race(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try combine(.race, this, arguments[0], in: agent)
    }

    /// Promise.all / allSettled / any / race (§25.6.4.1–3, and Promise.any of ES2021): the
    /// common frame — capability, GetPromiseResolve, GetIterator, IfAbruptRejectPromise, and
    /// IteratorClose when the loop ends abruptly while the iterator is not done.
    private static func combine(_ combinator: Combinator, _ this: JSValue, _ iterable: JSValue,
                                in agent: Agent) throws -> JSValue {
        let capability = try newCapability(this, in: agent)
        func rejected(_ error: Error) throws -> JSValue {
            _ = try agent.call(capability.reject, this: .undefined,
                               arguments: [JSPromise.thrownValue(error, in: agent)])
            return .object(capability.promise)
        }
        return try agent.withRooted([.object(capability.promise), capability.resolve, capability.reject]) {
            let promiseResolve: JSValue
            var record: IteratorRecord
            do {
                // GetPromiseResolve (§25.6.4.1.1).
                guard let constructor = this.asObject else { throw agent.typeError("not a constructor") }
                promiseResolve = try constructor.get(.atom(agent.names.resolve), in: agent)
                guard promiseResolve.isCallable else {
                    throw agent.typeError("Promise resolve or reject function is not callable")
                }
                record = try agent.getIteratorOfArgument(iterable)
            } catch {
                return try rejected(error)
            }
            do {
                try agent.withRooted([.object(record.iterator)]) {
                    try performCombination(combinator, this, &record, promiseResolve, capability, in: agent)
                }
            } catch {
                if !record.isDone {
                    do { try agent.iteratorClose(record, error: error) } catch { return try rejected(error) }
                }
                return try rejected(error)
            }
            return .object(capability.promise)
        }
    }

    /// A counter shared by the element functions of one combination; holds no JS values.
    private final class RemainingCount { var value = 1 }

    /// PerformPromiseAll / AllSettled / Any / Race.
    private static func performCombination(_ combinator: Combinator, _ constructor: JSValue,
                                           _ record: inout IteratorRecord, _ promiseResolve: JSValue,
                                           _ capability: PromiseCapability, in agent: Agent) throws {
        // The values (or errors) list lives in an internal array so the collector sees it.
        let values = agent.makeArray()
        let remaining = RemainingCount()
        var index: UInt32 = 0
        let realm = agent.currentRealm
        let names = agent.names
        try agent.withRooted(values) {
            while true {
                guard let nextValue = try agent.iteratorStepValue(&record) else {
                    if combinator == .race { return }  // race settles only through its inputs
                    remaining.value -= 1
                    if remaining.value == 0 { try finish(combinator, values, capability, in: agent) }
                    return
                }
                if combinator != .race { values.append(.undefined) }
                let nextPromise = try agent.call(promiseResolve, this: constructor, arguments: [nextValue])
                if combinator == .race {
                    _ = try agent.invoke(nextPromise, .atom(names.then), arguments: [capability.resolve, capability.reject])
                    continue
                }
                let elementIndex = index
                final class Flag { var isSet = false }
                let alreadyCalled = Flag()
                // Resolve/Reject Element Functions: captures = [values, resolve, reject].
                func element(_ outcome: SettledOutcome?) -> JSValue {
                    .object(agent.heap.register(
                        NativeFunction(realm: realm, name: JSString(""), length: 1,
                                       captures: [.object(values), capability.resolve, capability.reject]) {
                            agent, _, arguments in
                            guard !alreadyCalled.isSet, let function = arguments.callee as? NativeFunction,
                                function.captures.count == 3, let values = function.captures[0].asObject as? JSArray
                            else { return .undefined }
                            alreadyCalled.isSet = true
                            let stored: JSValue
                            if let outcome {
                                stored = .object(settledRecord(outcome, arguments[0], in: agent))
                            } else {
                                stored = arguments[0]
                            }
                            values.storeProperty(.index(elementIndex), stored, attributes: .defaultData)
                            remaining.value -= 1
                            if remaining.value == 0 {
                                let capability = PromiseCapability(promise: values, resolve: function.captures[1],
                                                                   reject: function.captures[2])
                                try finish(combinator, values, capability, in: agent)
                            }
                            return .undefined
                        }))
                }
                let onFulfilled: JSValue
                let onRejected: JSValue
                switch combinator {
                case .all:
                    onFulfilled = element(nil)
                    onRejected = capability.reject
                case .allSettled:
                    onFulfilled = element(.fulfilled)
                    onRejected = element(.rejected)
                case .any:
                    onFulfilled = capability.resolve
                    onRejected = element(nil)
                case .race:
                    continue
                }
                remaining.value += 1
                _ = try agent.invoke(nextPromise, .atom(names.then), arguments: [onFulfilled, onRejected])
                index += 1
            }
        }
    }

    private enum SettledOutcome { case fulfilled, rejected }

    /// The `{ status, value }` / `{ status, reason }` records of allSettled.
    private static func settledRecord(_ outcome: SettledOutcome, _ value: JSValue, in agent: Agent) -> JSObject {
        let object = agent.makeObject()
        let names = agent.names
        switch outcome {
        case .fulfilled:
            object.storeProperty(.atom(names.status), JSValue("fulfilled"), attributes: .defaultData)
            object.storeProperty(.atom(names.value), value, attributes: .defaultData)
        case .rejected:
            object.storeProperty(.atom(names.status), JSValue("rejected"), attributes: .defaultData)
            object.storeProperty(.atom(names.reason), value, attributes: .defaultData)
        }
        return object
    }

    /// Settles the combination once every element has reported.
    private static func finish(_ combinator: Combinator, _ values: JSArray, _ capability: PromiseCapability,
                               in agent: Agent) throws {
        let list = (0..<values.length).map { index -> JSValue in
            if case .data(let value, _)? = values.storedProperty(.index(index)) { return value }
            return .undefined
        }
        let array = agent.makeArray(list)
        if combinator == .any {
            let error = agent.currentRealm.makeError(.aggregateError, message: "All promises were rejected", in: agent)
            error.defineBuiltinProperty(.atom(agent.names.errors), .object(array))
            _ = try agent.call(capability.reject, this: .undefined, arguments: [.object(error)])
        } else {
            _ = try agent.call(capability.resolve, this: .undefined, arguments: [.object(array)])
        }
    }
}

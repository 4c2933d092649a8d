/// Functions a realm keeps as intrinsics (§6.1.7.4), looked up by the engine.
enum IntrinsicFunction: Hashable {
    case object, function, array, symbol, promise, boolean, number, string, bigint
    case error(ErrorKind)
    /// %ThrowTypeError% (§9.2.9.1), the poison pill of strict `arguments.callee`.
    case throwTypeError
    /// %Array.prototype.values%, the @@iterator of arguments objects.
    case arrayPrototypeValues
    /// The getter of %Promise%[@@species], recognised so `then` can skip calling it.
    case promiseSpeciesGetter
    /// %Promise.prototype.then%, recognised when a promise adopts another.
    case promisePrototypeThen
}

/// Intrinsic objects that are not functions and have no field of their own (§6.1.7.4).
enum IntrinsicObject: Hashable {
    case regExpConstructor, regExpPrototype, regExpStringIteratorPrototype
    case mapPrototype, setPrototype, weakMapPrototype, weakSetPrototype
    case mapIteratorPrototype, setIteratorPrototype
    case arrayBufferPrototype, arrayBufferConstructor, dataViewPrototype
    case sharedArrayBufferPrototype, sharedArrayBufferConstructor
    case typedArrayConstructor, typedArrayPrototype
    case typedArrayPrototypes(TypedArrayKind), typedArrayConstructors(TypedArrayKind)
    case datePrototype
    /// The prototype of the CallSite objects `Error.prepareStackTrace` receives (V8).
    case callSitePrototype
    case weakRefPrototype, finalizationRegistryPrototype
    /// %Intl.Collator.prototype% and the others, by the constructor's name.
    case intlPrototype(String)
}

/// The spec's realm (§8.2): the intrinsics and the global object. Built from the tables of
/// `Builtins/`; heap-wide state lives in the `Agent`.
package final class Realm {
    let rootShape: Shape
    let names: CommonNames
    let symbols: WellKnownSymbols

    let objectPrototype: JSObject
    /// %Function.prototype%: itself a function. Briefly a placeholder while the realm is
    /// built, because a function needs its realm before the realm is complete.
    private(set) var functionPrototype: JSObject
    let arrayPrototype: JSArray
    let errorPrototypes: [ErrorKind: JSObject]
    let iteratorPrototype: JSObject
    let arrayIteratorPrototype: JSObject
    let stringIteratorPrototype: JSObject
    let symbolPrototype: JSObject
    let bigintPrototype: JSObject
    let stringPrototype: JSStringObject
    let numberPrototype: JSPrimitiveWrapper
    let booleanPrototype: JSPrimitiveWrapper
    let promisePrototype: JSObject
    /// %GeneratorFunction.prototype%: the prototype of generator functions. Its prototype is
    /// %Function.prototype%, set once that exists.
    let generatorFunctionPrototype: JSObject
    /// %GeneratorPrototype%: what generator objects inherit.
    let generatorPrototype: JSObject
    /// %AsyncFunction.prototype%: the prototype of async functions.
    let asyncFunctionPrototype: JSObject
    let globalObject: JSObject
    private(set) var intrinsicFunctions: [IntrinsicFunction: JSFunction] = [:]
    /// %ArrayIteratorPrototype%.next and %StringIteratorPrototype%.next as installed: an
    /// iteration whose next method is one of these can skip the result objects.
    /// See `PromiseBuiltins.directThen`.
    var promiseThenGuard: PromiseThenGuard?
    var arrayIteratorNext: JSObject?
    var stringIteratorNext: JSObject?
    private(set) var intrinsicObjects: [IntrinsicObject: JSObject] = [:]
    /// %RegExp.prototype%, also kept outside the table: every match array reads its
    /// property names and shape, and a dictionary lookup hashed the key each time.
    private(set) var regExpPrototype: JSRegExpPrototype?
    /// The last match of the built-in exec, for `RegExp.$1` and the other legacy statics.
    var lastRegExpMatch: RegExpLegacyMatch?

    init(agent: Agent) {
        rootShape = agent.rootShape
        names = agent.names
        symbols = agent.symbols
        let heap = agent.heap
        let root = agent.rootShape
        func ordinary(_ prototype: JSObject?) -> JSObject {
            heap.register(JSObject(shape: root, prototype: prototype))
        }
        let objectPrototype = heap.register(JSObject(shape: root, prototype: nil))
        objectPrototype.hasImmutablePrototype = true
        self.objectPrototype = objectPrototype
        functionPrototype = objectPrototype
        arrayPrototype = heap.register(JSArray(shape: root, prototype: objectPrototype))
        var errorPrototypes: [ErrorKind: JSObject] = [:]
        let basePrototype = ordinary(objectPrototype)
        for kind in ErrorKind.allCases {
            errorPrototypes[kind] = kind == .error ? basePrototype : ordinary(basePrototype)
        }
        self.errorPrototypes = errorPrototypes
        iteratorPrototype = ordinary(objectPrototype)
        arrayIteratorPrototype = ordinary(iteratorPrototype)
        stringIteratorPrototype = ordinary(iteratorPrototype)
        symbolPrototype = ordinary(objectPrototype)
        bigintPrototype = ordinary(objectPrototype)
        stringPrototype = heap.register(
            JSStringObject(value: JSString(""), shape: root, prototype: objectPrototype, names: agent.names))
        numberPrototype = heap.register(JSPrimitiveWrapper(value: .number(0), shape: root, prototype: objectPrototype))
        booleanPrototype = heap.register(
            JSPrimitiveWrapper(value: .boolean(false), shape: root, prototype: objectPrototype))
        promisePrototype = ordinary(objectPrototype)
        generatorFunctionPrototype = ordinary(objectPrototype)
        generatorPrototype = ordinary(iteratorPrototype)
        asyncFunctionPrototype = ordinary(objectPrototype)
        globalObject = ordinary(objectPrototype)

        // From here on `self` exists and functions can be made.
        agent.register(self)
        let functionPrototype = heap.register(
            NativeFunction(realm: self, name: JSString(""), length: 0, prototype: objectPrototype) { _, _, _ in
                .undefined
            })
        self.functionPrototype = functionPrototype
        generatorFunctionPrototype.prototype = functionPrototype
        asyncFunctionPrototype.prototype = functionPrototype

        FunctionBuiltins.install(in: self, agent: agent)
        ObjectBuiltins.install(in: self, agent: agent)
        ErrorBuiltins.install(in: self, agent: agent)
        SymbolBuiltins.install(in: self, agent: agent)
        IteratorBuiltins.install(in: self, agent: agent)
        ArrayBuiltins.install(in: self, agent: agent)
        StringBuiltins.install(in: self, agent: agent)
        RegExpBuiltins.install(in: self, agent: agent)
        BooleanBuiltins.install(in: self, agent: agent)
        NumberBuiltins.install(in: self, agent: agent)
        BigIntBuiltins.install(in: self, agent: agent)
        PromiseBuiltins.install(in: self, agent: agent)
        GeneratorBuiltins.install(in: self, agent: agent)
        AsyncFunctionBuiltins.install(in: self, agent: agent)
        ReflectBuiltins.install(in: self, agent: agent)
        ProxyBuiltins.install(in: self, agent: agent)
        MathBuiltins.install(in: self, agent: agent)
        JSONBuiltins.install(in: self, agent: agent)
        MapBuiltins.install(in: self, agent: agent)
        SetBuiltins.install(in: self, agent: agent)
        WeakCollectionBuiltins.install(in: self, agent: agent)
        WeakRefBuiltins.install(in: self, agent: agent)
        ArrayBufferBuiltins.install(in: self, agent: agent)
        SharedArrayBufferBuiltins.install(in: self, agent: agent)
        AtomicsBuiltins.install(in: self, agent: agent)
        TypedArrayBuiltins.install(in: self, agent: agent)
        DateBuiltins.install(in: self, agent: agent)
        GlobalBuiltins.install(in: self, agent: agent)
        IntlBuiltins.install(in: self, agent: agent)
    }

    /// Records an intrinsic function, and defines it on the global object when `global` is
    /// given (writable, configurable, not enumerable, §18).
    func setIntrinsic(_ intrinsic: IntrinsicFunction, _ function: JSFunction, global name: String? = nil,
                      in agent: Agent) {
        intrinsicFunctions[intrinsic] = function
        if let name {
            globalObject.defineBuiltinProperty(agent.key(name), .object(function))
        }
    }

    /// A new ordinary object inheriting from this realm's %Object.prototype%.
    func makeOrdinaryObject(in agent: Agent) -> JSObject {
        agent.heap.register(JSObject.makeOrdinary(shape: rootShape, prototype: objectPrototype))
    }

    func intrinsic(_ intrinsic: IntrinsicFunction) -> JSFunction? {
        intrinsicFunctions[intrinsic]
    }

    func setIntrinsic(_ intrinsic: IntrinsicObject, _ object: JSObject) {
        intrinsicObjects[intrinsic] = object
        if intrinsic == .regExpPrototype { regExpPrototype = object as? JSRegExpPrototype }
    }

    /// An intrinsic object; %Object.prototype% stands in before it is installed.
    func intrinsic(_ intrinsic: IntrinsicObject) -> JSObject {
        intrinsicObjects[intrinsic] ?? objectPrototype
    }

    func errorPrototype(_ kind: ErrorKind) -> JSObject {
        errorPrototypes[kind] ?? objectPrototype
    }

    /// The realm's objects are roots of every collection.
    func markRoots(_ marker: inout Marker) {
        marker.mark(objectPrototype)
        marker.mark(functionPrototype)
        marker.mark(arrayPrototype)
        for prototype in errorPrototypes.values { marker.mark(prototype) }
        marker.mark(iteratorPrototype)
        marker.mark(arrayIteratorPrototype)
        marker.mark(stringIteratorPrototype)
        marker.mark(symbolPrototype)
        marker.mark(bigintPrototype)
        marker.mark(stringPrototype)
        marker.mark(numberPrototype)
        marker.mark(booleanPrototype)
        marker.mark(promisePrototype)
        marker.mark(generatorFunctionPrototype)
        marker.mark(generatorPrototype)
        marker.mark(asyncFunctionPrototype)
        marker.mark(globalObject)
        for function in intrinsicFunctions.values { marker.mark(function) }
        marker.mark(arrayIteratorNext)
        marker.mark(stringIteratorNext)
        for object in intrinsicObjects.values { marker.mark(object) }
    }

    /// A new TypeError object (not thrown); `agent.typeError(_:)` makes a throwable one.
    func makeTypeError(_ message: String, in agent: Agent) -> JSErrorObject {
        makeError(.typeError, message: message, in: agent)
    }

    /// A new error object with `message` and a `stack`, as the engine throws them.
    func makeError(_ kind: ErrorKind, message: String, in agent: Agent) -> JSErrorObject {
        let error = agent.heap.register(JSErrorObject(shape: rootShape, prototype: errorPrototype(kind)))
        error.defineBuiltinProperty(.atom(names.message), .string(JSString(message)))
        error.captureStack(in: agent)
        return error
    }
}

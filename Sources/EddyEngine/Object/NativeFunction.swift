/// The Swift signature of a built-in function body.
package typealias NativeFunctionBody = (_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue

/// A built-in's common case, which the VM runs before the full call (`NativeFunction.fastBody`):
/// no native frame, handle scope, depth check or arguments array, the arguments read in the
/// caller's registers. It returns nil for anything it does not handle — a receiver or
/// argument whose conversion could run script, an error to throw — and the full body then
/// runs as if it had not been tried, so it must have done nothing observable. It must not call
/// into JavaScript or reach a safe point (nothing it allocates is rooted until it returns),
/// and it runs only when the function's realm is the current one.
package typealias NativeFastBody = @Sendable (_ agent: Agent, _ this: JSValue,
                                              _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue?

/// A function implemented in Swift (§9.3 built-in function objects).
///
/// A closure's captures are invisible to the collector: a native that must hold JavaScript
/// values keeps them in `captures`, which is traced, and reads them through
/// `arguments.callee`.
final class NativeFunction: JSFunction {
    private(set) var body: NativeFunctionBody
    private(set) var constructBody: NativeFunctionBody?
    /// The common case of `body` without a call's bookkeeping, when the built-in has one.
    var fastBody: NativeFastBody?
    /// The common case of `constructBody` when the new target is this function itself
    /// (`new Array(n)`), under the same rules as `fastBody`; it returns an object or nil.
    var constructFastBody: NativeFastBody?
    /// Values this function holds on to (traced by the collector).
    var captures: [JSValue]
    /// Set on %Promise.prototype.then%, which the VM can run without a native frame when
    /// nothing it does can be observed (`PromiseBuiltins.directThen`).
    var isPromiseThen = false
    /// Set on %Function.prototype.call%, which the VM runs as a direct call of its `this`.
    var isFunctionCall = false
    /// Set on %Function.prototype[@@hasInstance]%, which `instanceof` runs without a call.
    var isOrdinaryHasInstance = false
    /// Set on %GeneratorPrototype%.next, which for-of and `yield*` run without a call.
    var isGeneratorNext = false
    /// Set on the built-ins that only forward a call (`call`, `apply`, `Reflect.apply`,
    /// `Reflect.construct`), which V8 leaves out of stack traces
    /// and of the legacy `caller` (`VM.legacyCaller(of:)`).
    var isHiddenFromStackTraces = false
    /// Set on %Function.prototype.apply%, which the VM runs as a direct call when its list
    /// is a plain array or an unmapped arguments object (`VM.spreadApplyArguments`).
    var isFunctionApply = false
    /// Set on %Array%, whose `new Array()`/`new Array(n)` the VM makes without loading the
    /// construct closures (`ArrayBuiltins.plainConstruct`): their retains and releases were
    /// a tenth of Storage, which makes arrays by the million.
    var isArrayConstructor = false

    /// - Parameters:
    ///   - constructBody: the [[Construct]] behaviour, if the function is a constructor. It
    ///     receives `this` = undefined and `arguments.newTarget` set, and returns the object.
    init(realm: Realm, name: JSString, length: Int, prototype: JSObject? = nil,
         captures: [JSValue] = [], constructBody: NativeFunctionBody? = nil,
         body: @escaping NativeFunctionBody) {
        self.body = body
        self.constructBody = constructBody
        self.captures = captures
        super.init(realm: realm, prototype: prototype ?? realm.functionPrototype, shape: realm.rootShape)
        defineNameAndLength(name: name, length: length, names: realm.names)
    }

    override var isConstructor: Bool { constructBody != nil }

    /// The capture at `index`, or undefined (a collected function has none).
    func capture(_ index: Int) -> JSValue {
        captures.indices.contains(index) ? captures[index] : .undefined
    }

    var name: String { debugName }

    /// [[Call]] with the arguments as an array: the `Arguments` are made with the callee
    /// at once rather than copied to set it.
    func call(this: JSValue, values: [JSValue], in agent: Agent) throws -> JSValue {
        try agent.runNative(self, this: this, arguments: Arguments(values, callee: self), body: body)
    }

    override func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        var arguments = arguments
        arguments.callee = self
        return try agent.runNative(self, this: this, arguments: arguments, body: body)
    }

    override func construct(arguments: Arguments, newTarget: JSObject, in agent: Agent) throws -> JSObject {
        guard let constructBody else { throw agent.typeError("\(name) is not a constructor") }
        var arguments = arguments
        arguments.callee = self
        arguments.newTarget = newTarget
        let result = try agent.runNative(self, this: .undefined, arguments: arguments, body: constructBody)
        guard let object = result.asObject else {
            throw agent.typeError("\(name) constructor did not return an object")
        }
        return object
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(captures)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        captures = []
        // The closure may capture values too; an inert body releases them.
        body = { _, _, _ in .undefined }
        constructBody = nil
        fastBody = nil
    }
}

extension JSObject {
    /// Marks the built-in methods `names` of this object as left out of stack traces.
    func hideForwardersFromStackTraces(_ names: [String], in agent: Agent) {
        for name in names {
            if case .data(.object(let method), _)? = storedProperty(agent.key(name)) {
                (method.object as? NativeFunction)?.isHiddenFromStackTraces = true
            }
        }
    }
}

/// Error, the NativeErrors and AggregateError (§19.5, and §20.5.7 of ES2021).
enum ErrorBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("toString", length: 0, toString),
    ]

    /// V8's Error statics, which Node's own library relies on.
    static let constructorMethods: [BuiltinMethod] = [
        .init("captureStackTrace", length: 2, captureStackTrace),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let names = agent.names
        var errorConstructor: JSObject?
        for kind in ErrorKind.allCases {
            let prototype = realm.errorPrototype(kind)
            prototype.defineBuiltinProperty(.atom(names.name), JSValue(kind.rawValue))
            prototype.defineBuiltinProperty(.atom(names.message), JSValue(""))
            let body: NativeFunctionBody = { agent, _, arguments in
                try construct(kind, arguments, in: agent)
            }
            let constructor = realm.makeConstructor(kind.rawValue, length: kind == .aggregateError ? 2 : 1,
                                                    prototype: prototype, in: agent,
                                                    functionPrototype: errorConstructor,
                                                    call: body, construct: body)
            if kind == .error {
                errorConstructor = constructor
                realm.install(prototypeMethods, on: prototype, in: agent)
                realm.install(constructorMethods, on: constructor, in: agent)
                constructor.defineBuiltinProperty(agent.key("stackTraceLimit"), .number(Double(agent.stackTraceLimit)),
                                                  attributes: .defaultData)
                CallSiteBuiltins.install(in: realm, agent: agent)
            }
            realm.setIntrinsic(.error(kind), constructor, global: kind.rawValue, in: agent)
        }
    }

    /// Error ( message [ , options ] ) (§19.5.1.1), NativeError (§19.5.6.1.1) and
    /// AggregateError ( errors, message [ , options ] ).
    static func construct(_ kind: ErrorKind, _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard let callee = arguments.callee else { return .undefined }
        let newTarget = arguments.newTarget ?? callee
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.errorPrototype(kind) }
        let error = agent.heap.register(JSErrorObject(shape: agent.rootShape, prototype: prototype))
        let names = agent.names
        let messageIndex = kind == .aggregateError ? 1 : 0
        let message = arguments[messageIndex]
        if !message.isUndefined {
            error.defineBuiltinProperty(.atom(names.message), .string(try agent.toString(message)))
        }
        // InstallErrorCause (ES2022 §20.5.8.1), which Node 20 implements.
        if let options = arguments[messageIndex + 1].asObject,
            try options.hasProperty(.atom(names.cause), in: agent)
        {
            error.defineBuiltinProperty(.atom(names.cause), try options.get(.atom(names.cause), in: agent))
        }
        if kind == .aggregateError {
            let errors = try agent.iterableToList(arguments[0], isArgument: true)
            error.defineBuiltinProperty(.atom(names.errors), .object(agent.makeArray(errors)))
        }
        // A subclass's constructors are left out of its stack, as V8 leaves out the frames up
        // to new.target's.
        error.captureStack(in: agent, skipping: callee, through: newTarget === callee ? nil : newTarget as? JSFunction)
        return .object(error)
    }

    /// Error.captureStackTrace(targetObject[, constructorOpt]) (V8): gives any object a
    /// `stack` like an error's. Frames up to and including the most recent call of
    /// `constructorOpt` are left out (all of them when it is not on the stack, as V8). The
    /// stack is written out when first read, as V8 does, so its header shows the name and
    /// message set after the capture (an error-like class that calls this before setting
    /// `this.message`): an error keeps it as a virtual property, another object as an
    /// accessor that turns into the data property when read or set (a proxy gets it now).
    @Sendable static func captureStackTrace(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let target = arguments[0].asObject else {
            throw agent.typeError("Invalid argument")
        }
        var hidden: JSFunction?
        if let object = arguments[1].asObject, let function = object as? JSFunction { hidden = function }
        // Without constructorOpt's frame on the stack, V8 leaves none.
        let frames = JSErrorObject.stackFrames(in: agent, skippingNative: "captureStackTrace", through: hidden,
                                               whenAbsent: .dropsAll)
        if let error = target as? JSErrorObject, error.setPendingStack(frames, in: agent) {
            return .undefined
        }
        if !(target is JSProxy), try target.isExtensible(in: agent) {
            try definePendingStack(on: target, frames: frames, in: agent)
            return .undefined
        }
        let value = try formatStack(of: target, frames: frames, in: agent)
        try defineStack(value, on: target, in: agent)
        return .undefined
    }

    private static func defineStack(_ value: JSValue, on target: JSObject, in agent: Agent) throws {
        try target.definePropertyOrThrow(
            .atom(agent.names.stack),
            PropertyDescriptor(value: value, writable: true, enumerable: false, configurable: true), in: agent)
    }

    /// `stack` as an accessor pair over `target` (held in the functions' captures, which the
    /// collector traces) that formats `frames` on the first read.
    private static func definePendingStack(on target: JSObject, frames: [StackFrame], in agent: Agent) throws {
        let realm = agent.currentRealm
        let getter = realm.makeFunction("stack", length: 0, captures: [.object(target)], in: agent) { agent, _, arguments in
            guard let function = arguments.callee as? NativeFunction, let target = function.capture(0).asObject else {
                return .undefined
            }
            let value = try formatStack(of: target, frames: frames, in: agent)
            try defineStack(value, on: target, in: agent)
            return value
        }
        let setter = realm.makeFunction("stack", length: 1, captures: [.object(target)], in: agent) { agent, _, arguments in
            guard let function = arguments.callee as? NativeFunction, let target = function.capture(0).asObject else {
                return .undefined
            }
            try defineStack(arguments[0], on: target, in: agent)
            return .undefined
        }
        try target.definePropertyOrThrow(
            .atom(agent.names.stack),
            PropertyDescriptor(getter: getter, setter: setter, attributes: [.configurable]), in: agent)
    }

    /// The value of `stack` for `object` and its captured frames: what
    /// `Error.prepareStackTrace(object, callSites)` returns when that is a function (as
    /// Node 20 calls it: not for errors made while it runs), else the header
    /// Error.prototype.toString gives (`<error>` when that throws) and a line per frame.
    static func formatStack(of object: JSObject, frames: [StackFrame], in agent: Agent) throws -> JSValue {
        if !agent.isPreparingStackTrace, let errorConstructor = agent.currentRealm.intrinsic(.error(.error)) {
            let prepare = try errorConstructor.get(agent.key("prepareStackTrace"), receiver: .object(errorConstructor),
                                                   in: agent)
            if let function = prepare.asObject, function.isCallable {
                let prototype = agent.currentRealm.intrinsic(.callSitePrototype)
                let sites = frames.map { frame -> JSValue in
                    .object(agent.heap.register(JSCallSite(frame: frame, shape: agent.rootShape, prototype: prototype)))
                }
                agent.isPreparingStackTrace = true
                defer { agent.isPreparingStackTrace = false }
                return try agent.call(function, this: .object(errorConstructor),
                                      arguments: [.object(object), .object(agent.makeArray(sites))])
            }
        }
        var text = (try? toString(agent, .object(object), Arguments([])).asString?.stringValue) ?? "<error>"
        for frame in frames { text += "\n    " + frame.formatted }
        return .string(JSString(text))
    }

    /// Error.prototype.toString (§19.5.3.4).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject else {
            throw agent.typeError("Error.prototype.toString called on non-object")
        }
        let nameValue = try object.get(.atom(agent.names.name), in: agent)
        let name = nameValue.isUndefined ? JSString("Error") : try agent.toString(nameValue)
        let messageValue = try object.get(.atom(agent.names.message), in: agent)
        let message = messageValue.isUndefined ? JSString("") : try agent.toString(messageValue)
        if name.count == 0 { return .string(message) }
        if message.count == 0 { return .string(name) }
        return .string(JSString.concatenate(JSString.concatenate(name, JSString(": ")), message))
    }
}

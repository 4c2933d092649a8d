/// A V8 CallSite: one frame of a stack as `Error.prepareStackTrace(error, callSites)`
/// receives it. Frames keep no reference to their function or receiver, so `getThis` and
/// `getFunction` answer undefined, as V8 does for strict code.
final class JSCallSite: JSObject {
    let frame: StackFrame

    init(frame: StackFrame, shape: Shape, prototype: JSObject?) {
        self.frame = frame
        super.init(shape: shape, prototype: prototype)
    }
}

/// %CallSite.prototype%: the methods of V8's CallSite API that Node programs use.
enum CallSiteBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("getThis", length: 0) { agent, this, _ in _ = try site(this, agent); return .undefined },
        .init("getTypeName", length: 0) { agent, this, _ in text(try site(this, agent).details.typeName) },
        .init("getFunction", length: 0) { agent, this, _ in _ = try site(this, agent); return .undefined },
        .init("getFunctionName", length: 0) { agent, this, _ in text(try site(this, agent).details.functionName) },
        .init("getMethodName", length: 0) { agent, this, _ in text(try site(this, agent).details.methodName) },
        .init("getFileName", length: 0) { agent, this, _ in fileName(try site(this, agent)) },
        .init("getScriptNameOrSourceURL", length: 0) { agent, this, _ in fileName(try site(this, agent)) },
        .init("getLineNumber", length: 0) { agent, this, _ in
            (try site(this, agent).location).map { .number(Double($0.line)) } ?? .null
        },
        .init("getColumnNumber", length: 0) { agent, this, _ in
            (try site(this, agent).location).map { .number(Double($0.column)) } ?? .null
        },
        .init("getEvalOrigin", length: 0) { agent, this, _ in
            (try site(this, agent).details.evalOrigin).map { JSValue($0) } ?? .undefined
        },
        .init("getPromiseIndex", length: 0) { agent, this, _ in _ = try site(this, agent); return .null },
        .init("isToplevel", length: 0) { agent, this, _ in .boolean(try site(this, agent).details.isToplevel) },
        .init("isEval", length: 0) { agent, this, _ in .boolean(try site(this, agent).details.evalOrigin != nil) },
        // V8's "native" means its own JavaScript-implemented built-ins, which Eddy has none of.
        .init("isNative", length: 0) { agent, this, _ in _ = try site(this, agent); return false },
        .init("isConstructor", length: 0) { agent, this, _ in .boolean(try site(this, agent).details.isConstructor) },
        .init("isAsync", length: 0) { agent, this, _ in _ = try site(this, agent); return false },
        .init("isPromiseAll", length: 0) { agent, this, _ in _ = try site(this, agent); return false },
        .init("toString", length: 0) { agent, this, _ in JSValue(try site(this, agent).description) },
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.makeOrdinaryObject(in: agent)
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.setIntrinsic(.callSitePrototype, prototype)
    }

    private static func site(_ this: JSValue, _ agent: Agent) throws -> StackFrame {
        guard let object = this.asObject, let site = object as? JSCallSite else {
            throw agent.typeError("CallSite method called on an object that is not a CallSite")
        }
        return site.frame
    }

    /// Eval code has no file name (null, as in V8); built-ins have none either.
    private static func fileName(_ frame: StackFrame) -> JSValue {
        guard let location = frame.location else { return .undefined }
        return frame.details.evalOrigin == nil ? JSValue(location.file) : .null
    }

    private static func text(_ value: String?) -> JSValue {
        value.map { JSValue($0) } ?? .null
    }
}

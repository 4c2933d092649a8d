/// The arguments of a call into a function implemented in Swift.
struct Arguments {
    var values: [JSValue]
    /// `new.target`: the constructor `new` was applied to, or `nil` for a plain call.
    var newTarget: JSObject?
    /// The function being called, so a native can read its own captures.
    var callee: JSFunction?

    init(_ values: [JSValue], newTarget: JSObject? = nil, callee: JSFunction? = nil) {
        self.values = values
        self.newTarget = newTarget
        self.callee = callee
    }

    var count: Int { values.count }

    /// The argument at `index`, or `undefined` when fewer were passed.
    subscript(index: Int) -> JSValue {
        index >= 0 && index < values.count ? values[index] : .undefined
    }

    /// The arguments from `index` on (for rest parameters and `bind`).
    func dropping(_ prefixCount: Int) -> [JSValue] {
        Array(values.dropFirst(prefixCount))
    }
}

/// An object with [[Call]] (§9.2 for ECMAScript functions, §9.3 for built-ins). The VM
/// subclasses it for bytecode functions; `NativeFunction` implements it with a closure.
class JSFunction: JSObject {
    /// The function's [[Realm]]: the realm whose intrinsics it uses. Unowned because the
    /// realm owns its functions; the agent keeps realms alive as long as any code runs.
    unowned let realm: Realm

    init(realm: Realm, prototype: JSObject?, shape: Shape, hasExoticProperties: Bool = false) {
        self.realm = realm
        super.init(shape: shape, prototype: prototype, hasExoticProperties: hasExoticProperties)
    }

    override var builtinTag: String { "Function" }

    /// The source text Function.prototype.toString returns; bytecode functions override
    /// it, natives have none.
    var sourceText: JSString? { nil }
    override var isCallable: Bool { true }

    /// [[Call]]. Subclasses override; the base class is never called.
    func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        throw agent.typeError("not a function")
    }

    /// [[Construct]]: returns the new object. Only called when `isConstructor`.
    func construct(arguments: Arguments, newTarget: JSObject, in agent: Agent) throws -> JSObject {
        throw agent.typeError("not a constructor")
    }

    /// The function's name for stack traces: its own `name` data property if a string.
    var debugName: String {
        if case .data(.string(let name), _)? = storedProperty(.atom(realm.names.name)) {
            return name.stringValue
        }
        return ""
    }

    /// SetFunctionName (§9.2.8) and SetFunctionLength (§9.2.4.1) as built-ins do: both
    /// non-writable, non-enumerable, configurable. `length` first, as V8 and the spec's
    /// CreateBuiltinFunction order it.
    final func defineNameAndLength(name: JSString, length: Int, names: CommonNames) {
        defineBuiltinProperty(.atom(names.length), .number(Double(length)), attributes: .configurable)
        defineBuiltinProperty(.atom(names.name), .string(name), attributes: .configurable)
    }

    /// The name a function gets for a property key (§9.2.8 step 4): `[description]` for
    /// symbols, with an optional prefix such as "get".
    static func functionName(for key: PropertyKey, prefix: String? = nil) -> JSString {
        var text: String
        switch key {
        case .symbol(let symbol):
            text = symbol.description.map { "[\($0.stringValue)]" } ?? ""
        default:
            text = key.displayString
        }
        if let prefix { text = prefix + " " + text }
        return JSString(text)
    }
}

/// The Swift signature of a built-in function body.
typealias NativeFunctionBody = (_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue

/// A function implemented in Swift (§9.3 built-in function objects).
///
/// A closure's captures are invisible to the collector: a native that must hold JavaScript
/// values keeps them in `captures`, which is traced, and reads them through
/// `arguments.callee`.
final class NativeFunction: JSFunction {
    private var body: NativeFunctionBody
    private var constructBody: NativeFunctionBody?
    /// Values this function holds on to (traced by the collector).
    var captures: [JSValue]

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

    var name: String { debugName }

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
        guard case .object(let object) = result else {
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
    }
}

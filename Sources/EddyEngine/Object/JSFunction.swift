/// An object with [[Call]] (§9.2 for ECMAScript functions, §9.3 for built-ins). The VM
/// subclasses it for bytecode functions; `NativeFunction` implements it with a closure.
///
/// A subclass overrides `call(this:arguments:in:)`, and `construct(arguments:newTarget:in:)`
/// with `isConstructor` if it can be `new`ed; `sourceText` for Function.prototype.toString;
/// and `visitReferences`/`clearReferences` for any cells it holds (its closure
/// environment), calling super. When Swift calls into it, it should count the re-entry
/// (`agent.enterCall()`, then `callDepth -= 1`), switch `agent.currentRealm` to `realm`
/// for the duration, and bracket the bytecode with `agent.enterScriptScope()` /
/// `agent.exitScope(_:returning:)`, as `Agent.runNative` does for natives. Objects are
/// made with `agent.heap.register(_:)`, like every cell.
package class JSFunction: JSObject {
    /// The function's [[Realm]]: the realm whose intrinsics it uses. Unowned because the
    /// realm owns its functions; the agent keeps realms alive as long as any code runs.
    unowned(unsafe) let realm: Realm
    /// `realm`, borrowed without the unowned reference's checked retain, for the call path
    /// to compare it with the current realm.
    final let realmReference: Unmanaged<Realm>

    init(realm: Realm, prototype: JSObject?, shape: Shape, hasExoticProperties: Bool = false,
         inlineSlots: Bool = false) {
        self.realm = realm
        realmReference = Unmanaged.passUnretained(realm)
        super.init(shape: shape, prototype: prototype, hasExoticProperties: hasExoticProperties,
                   inlineSlots: inlineSlots)
    }

    /// The same from borrowed words (see `JSObject.init(shapeReference:…)`).
    init(realmReference: Unmanaged<Realm>, prototypeReference: Unmanaged<JSObject>?, shapeReference: Unmanaged<Shape>,
         inlineSlots: Bool) {
        realm = realmReference.takeUnretainedValue()
        self.realmReference = realmReference
        super.init(shapeReference: shapeReference, prototypeReference: prototypeReference, inlineSlots: inlineSlots)
    }

    override var builtinTag: String { "Function" }

    /// The source text Function.prototype.toString returns; bytecode functions override
    /// it, natives have none.
    var sourceText: JSString? { nil }
    override package var isCallable: Bool { true }

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
        defineNameAndLength(name: name, length: length, lengthKey: names.length, nameKey: names.name)
    }

    /// `defineNameAndLength` given just the two atoms (cheaper for every closure made).
    final func defineNameAndLength(name: JSString, length: Int, lengthKey: Atom, nameKey: Atom) {
        defineBuiltinProperty(.atom(lengthKey), .number(Double(length)), attributes: .configurable)
        defineBuiltinProperty(.atom(nameKey), .string(name), attributes: .configurable)
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

/// An object whose state is a Swift object: the instances of classes an embedder defines
/// (`JSExport.class`). The payload lives as long as the JavaScript object does: when the
/// collector frees the object, it drops the payload with it.
package final class HostObject: JSObject {
    /// The Swift object behind this one; nil once the collector has cleared it.
    package private(set) var payload: AnyObject?

    init(payload: AnyObject, prototype: JSObject?, shape: Shape) {
        self.payload = payload
        super.init(shape: shape, prototype: prototype)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        payload = nil
    }
}

extension Agent {
    /// A new object inheriting from `prototype` whose state is `payload`.
    package func makeHostObject(payload: AnyObject, prototype: JSObject?) -> HostObject {
        heap.register(HostObject(payload: payload, prototype: prototype, shape: rootShape))
    }

    /// A constructor implemented in Swift: `new F(…)` runs `construct` with the arguments
    /// (`arguments.newTarget` set) and returns the object it makes; calling `F` without
    /// `new` throws a TypeError, as calling a class does. `F.prototype` is `prototype`, whose
    /// `constructor` is `F`.
    package func makeHostConstructor(_ name: String, length: Int, prototype: JSObject,
                                     _ construct: @escaping NativeFunctionBody) -> JSObject {
        let realm = currentRealm
        let constructor = heap.register(NativeFunction(
            realm: realm, name: JSString(name), length: length, constructBody: construct,
            body: { agent, _, _ in
                throw agent.typeError("Class constructor \(name) cannot be invoked without 'new'")
            }))
        constructor.defineBuiltinProperty(key("prototype"), .object(prototype), attributes: [])
        prototype.defineBuiltinProperty(key("constructor"), .object(constructor), attributes: .builtin)
        return constructor
    }

    /// `newTarget.prototype` when it is an object, else `fallback` (GetPrototypeFromConstructor,
    /// §10.1.14), so that subclasses of a host class get their own prototype.
    package func prototype(from newTarget: JSObject?, fallback: JSObject) throws -> JSObject {
        guard let newTarget, let prototype = try get(newTarget, "prototype").asObject else { return fallback }
        return prototype
    }
}

extension Agent {
    /// Defines an accessor property that scripts see as a class's getter/setter pair:
    /// configurable, not enumerable.
    package func defineAccessor(_ object: JSObject, _ name: String, getter: JSObject?, setter: JSObject?) {
        object.defineBuiltinAccessor(key(name), getter: getter, setter: setter, in: self)
    }
}

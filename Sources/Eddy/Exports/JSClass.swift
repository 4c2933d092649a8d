/// A JavaScript class whose instances are Swift objects: the constructor makes the Swift
/// object, methods and properties reach it. The instance keeps its Swift object for as long
/// as the script keeps the instance. Everything here runs on the loop thread.
///
/// ```swift
/// exports["Counter"] = .class(Counter.self) { counter in
///     counter.constructor { args in Counter(start: try args[0].int()) }
///     counter.method("increment") { counter, _ in counter.increment() }
///     counter.property("value") { counter in counter.value }
/// }
/// ```
public struct JSClass<Object: AnyObject>: Sendable {
    /// A method's body: the instance's Swift object and the arguments; what it returns is
    /// encoded for the script.
    public typealias Method = @Sendable (Object, JSArguments) throws -> (any Encodable)?

    var construct: (@Sendable (JSArguments) throws -> Object)?
    var constructorLength = 0
    var methods: [(name: String, length: Int, body: Method)] = []
    var properties: [(name: String, get: @Sendable (Object) throws -> (any Encodable)?,
                      set: (@Sendable (Object, JSValue) throws -> Void)?)] = []

    init() {}

    /// What `new Name(…)` runs; without one, `new Name()` throws a TypeError.
    public mutating func constructor(length: Int = 0, _ body: @escaping @Sendable (JSArguments) throws -> Object) {
        construct = body
        constructorLength = length
    }

    /// A method on the prototype; `this` must be an instance of the class.
    public mutating func method(_ name: String, length: Int = 0, _ body: @escaping Method) {
        methods.append((name, length, body))
    }

    /// A method that returns nothing.
    @_disfavoredOverload
    public mutating func method(_ name: String, length: Int = 0,
                                _ body: @escaping @Sendable (Object, JSArguments) throws -> Void) {
        methods.append((name, length, { object, arguments in try body(object, arguments); return nil }))
    }

    /// An accessor property on the prototype: `get` encodes what the script reads; `set`,
    /// if given, receives what the script assigns (without it, assigning throws in strict
    /// code and is ignored otherwise, as for a getter-only class property).
    public mutating func property(_ name: String, get: @escaping @Sendable (Object) throws -> (any Encodable)?,
                                  set: (@Sendable (Object, JSValue) throws -> Void)? = nil) {
        properties.append((name, get, set))
    }

    /// The definition without its Swift type, as the runtime stores it.
    var erased: HostClass {
        var construct: (@Sendable (JSArguments) throws -> AnyObject)?
        if let body = self.construct {
            construct = { arguments in try body(arguments) }
        }
        var methods: [HostClass.Member] = []
        for method in self.methods {
            let body = method.body
            let name = method.name
            methods.append(HostClass.Member(name: name, length: method.length) { payload, arguments in
                try body(try HostClass.instance(payload, as: Object.self, for: name), arguments)
            })
        }
        var properties: [HostClass.Property] = []
        for property in self.properties {
            let name = property.name
            let get = property.get
            var set: (@Sendable (AnyObject?, JSValue) throws -> Void)?
            if let setter = property.set {
                set = { payload, value in try setter(try HostClass.instance(payload, as: Object.self, for: name), value) }
            }
            properties.append(HostClass.Property(name: name, get: { payload in
                try get(try HostClass.instance(payload, as: Object.self, for: name))
            }, set: set))
        }
        return HostClass(constructorLength: constructorLength, construct: construct, methods: methods, properties: properties)
    }
}

/// A `JSClass` with its object type erased to `AnyObject`.
struct HostClass: Sendable {
    struct Member: Sendable {
        let name: String
        let length: Int
        let body: @Sendable (AnyObject?, JSArguments) throws -> (any Encodable)?
    }

    struct Property: Sendable {
        let name: String
        let get: @Sendable (AnyObject?) throws -> (any Encodable)?
        let set: (@Sendable (AnyObject?, JSValue) throws -> Void)?
    }

    let constructorLength: Int
    let construct: (@Sendable (JSArguments) throws -> AnyObject)?
    let methods: [Member]
    let properties: [Property]

    /// The receiver's Swift object, if it is an instance of this class.
    static func instance<Object: AnyObject>(_ payload: AnyObject?, as type: Object.Type, for member: String) throws -> Object {
        guard let object = payload as? Object else { throw HostClassReceiverError(member: member) }
        return object
    }
}

/// A class's method called on something that is not one of its instances.
struct HostClassReceiverError: Error, CustomStringConvertible {
    let member: String
    var description: String { "Illegal invocation of '\(member)': the receiver is not an instance of its class" }
}

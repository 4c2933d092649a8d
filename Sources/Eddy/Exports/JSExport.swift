/// Something Swift gives to JavaScript by name: a constant, a function, an `async` function
/// (a Promise in JavaScript), an object of further exports, or a class whose instances are
/// Swift objects. Made on any thread; the runtime turns it into JavaScript on its loop
/// thread when a script first asks for it.
///
/// ```swift
/// exports["add"] = .function { args in try args[0].int() + args[1].int() }
/// exports["fetch"] = .asyncFunction { args in try await store.item(named: args[0].string()) }
/// ```
public struct JSExport: Sendable {
    /// A synchronous Swift function: runs on the loop thread with the script waiting.
    public typealias Function = @Sendable (JSArguments) throws -> (any Encodable)?
    /// An async Swift function: runs as a Swift task; the script gets a Promise.
    public typealias AsyncFunction = @Sendable (JSArguments) async throws -> (any Encodable & Sendable)?

    enum Kind: Sendable {
        case constant(ScriptData)
        case function(length: Int, Function)
        case asyncFunction(length: Int, AsyncFunction)
        case object(JSExports)
        case `class`(HostClass)
    }

    let kind: Kind

    /// A value, encoded now: later changes to a Swift variable do not reach the script.
    /// - Throws: `EncodingError` when the value has no JavaScript form.
    public static func constant(_ value: some Encodable & Sendable) throws -> JSExport {
        JSExport(kind: .constant(try ScriptDataEncoder.encode(value)))
    }

    /// A function the script calls synchronously. What it returns is encoded into a
    /// JavaScript value (nothing: `undefined`); what it throws is thrown into the script as
    /// an `Error` with the Swift error's description as its message (a `JSError` rethrows
    /// the script's own value). `length` is the function's `length` property.
    public static func function(length: Int = 0, _ body: @escaping Function) -> JSExport {
        JSExport(kind: .function(length: length, body))
    }

    /// A function that returns nothing. (Disfavoured, so that a closure returning a value
    /// picks the form that passes the value on.)
    @_disfavoredOverload
    public static func function(length: Int = 0, _ body: @escaping @Sendable (JSArguments) throws -> Void) -> JSExport {
        JSExport(kind: .function(length: length, { arguments in try body(arguments); return nil }))
    }

    /// A function that returns a Promise: `body` runs as a Swift task, and the promise is
    /// settled on the loop thread when it finishes — fulfilled with its encoded result, or
    /// rejected with an `Error` carrying the Swift error's message. While such a task runs
    /// the runtime is not idle. Shutting the runtime down cancels the task.
    public static func asyncFunction(length: Int = 0, _ body: @escaping AsyncFunction) -> JSExport {
        JSExport(kind: .asyncFunction(length: length, body))
    }

    /// An async function that returns nothing (its promise fulfils with `undefined`).
    @_disfavoredOverload
    public static func asyncFunction(length: Int = 0,
                                     _ body: @escaping @Sendable (JSArguments) async throws -> Void) -> JSExport {
        JSExport(kind: .asyncFunction(length: length, { arguments in try await body(arguments); return nil }))
    }

    /// A plain object holding further exports.
    public static func object(_ define: (inout JSExports) throws -> Void) rethrows -> JSExport {
        var exports = JSExports()
        try define(&exports)
        return JSExport(kind: .object(exports))
    }

    /// A class whose instances are Swift objects of type `Object`, made by the class's
    /// constructor when the script writes `new Name(…)`.
    public static func `class`<Object: AnyObject>(
        _ type: Object.Type, _ define: (inout JSClass<Object>) throws -> Void
    ) rethrows -> JSExport {
        var definition = JSClass<Object>()
        try define(&definition)
        return JSExport(kind: .class(definition.erased))
    }
}

/// Named exports in the order they were given: a module's `exports`, or an object's
/// properties.
public struct JSExports: Sendable {
    private(set) var names: [String] = []
    private(set) var exports: [String: JSExport] = [:]

    /// No exports yet.
    public init() {}

    /// The export named `name`; setting one that exists replaces it in place.
    public subscript(name: String) -> JSExport? {
        get { exports[name] }
        set {
            if newValue != nil, exports[name] == nil { names.append(name) }
            if newValue == nil { names.removeAll { $0 == name } }
            exports[name] = newValue
        }
    }

    /// The exports in order.
    var entries: [(name: String, export: JSExport)] {
        names.compactMap { name in exports[name].map { (name, $0) } }
    }
}

@testable import EddyEngine

/// Conveniences that keep the tests readable: reaching globals and calling methods by name.
extension Agent {
    func global(_ name: String) throws -> JSValue {
        try currentRealm.globalObject.get(key(name), in: self)
    }

    func globalObject(_ name: String) throws -> JSObject {
        guard let object = try global(name).asObject else { throw TestFailure("\(name) is not an object") }
        return object
    }

    /// `target.name(...arguments)`.
    func callMethod(_ target: JSValue, _ name: String, _ arguments: [JSValue] = []) throws -> JSValue {
        try invoke(target, key(name), arguments: arguments)
    }

    /// `Global.name(...arguments)`, e.g. `Object.keys(o)`.
    func callStatic(_ global: String, _ name: String, _ arguments: [JSValue] = []) throws -> JSValue {
        try callMethod(self.global(global), name, arguments)
    }

    func newObject(_ properties: [(String, JSValue)] = []) throws -> JSObject {
        let object = makeObject()
        for (name, value) in properties {
            try object.createDataPropertyOrThrow(key(name), value, in: self)
        }
        return object
    }

    func property(_ value: JSValue, _ name: String) throws -> JSValue {
        try getV(value, key(name))
    }

    /// A native function from a Swift closure.
    func function(_ name: String = "", length: Int = 0, _ body: @escaping NativeFunctionBody) -> JSValue {
        .object(currentRealm.makeFunction(name, length: length, in: self, body: body))
    }

    /// The own keys of an object as display strings.
    func ownKeyNames(_ object: JSObject) throws -> [String] {
        try object.ownPropertyKeys(in: self).map(\.displayString)
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension JSValue {
    /// The string payload as Swift text, for assertions.
    var text: String? { asString?.stringValue }
}

/// The error's `name: message` as the thrown value's properties say.
func errorSummary(_ error: Error, _ agent: Agent) -> String {
    guard let exception = error as? JSException else { return "not a JS exception: \(error)" }
    guard let object = exception.value.asObject else { return exception.value.debugDescription }
    let name = (try? object.get(agent.key("name"), in: agent))?.text ?? "?"
    let message = (try? object.get(agent.key("message"), in: agent))?.text ?? "?"
    return "\(name): \(message)"
}

/// A primitive written in a test table: JSValue itself is not Sendable, so tables hold
/// these and convert.
enum Primitive: Sendable, CustomStringConvertible {
    case undefined, null
    case boolean(Bool)
    case number(Double)
    case string(String)

    var value: JSValue {
        switch self {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let value): return .boolean(value)
        case .number(let value): return .number(value)
        case .string(let value): return JSValue(value)
        }
    }

    var description: String { value.debugDescription }
}

extension Primitive: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
{
    init(stringLiteral value: String) { self = .string(value) }
    init(floatLiteral value: Double) { self = .number(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(booleanLiteral value: Bool) { self = .boolean(value) }
}

import EddyEngine
import EddyRuntime

/// Values across the boundary, on the loop thread: engine values to `JSValue` handles and to
/// `ScriptData`, and back.
extension RuntimeCore {
    /// A handle for `value`: primitives copied out, objects and symbols kept alive.
    func handle(for value: EngineValue) -> JSValue {
        switch value {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let boolean): return JSValue(boolean)
        case .number(let number): return JSValue(number)
        case .string: return JSValue(value.textValue ?? "")
        case .bigint: return JSValue(storage: .bigint(value.bigintDigits ?? "0"))
        case .symbol:
            return JSValue(storage: .reference(ValueReference(thread: thread, value: value, isArray: false)))
        case .object(let object):
            let object = object.object
            agent.retain(object)
            return JSValue(storage: .reference(ValueReference(thread: thread, value: value,
                                                              isArray: agent.builtinTag(of: value) == "Array")))
        }
    }

    /// The engine value behind a handle of this runtime.
    func engineValue(of handle: JSValue) throws -> EngineValue {
        switch handle.storage {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let value): return .boolean(value)
        case .number(let value): return .number(value)
        case .string(let value): return .text(value)
        case .bigint(let digits): return try bigint(digits: digits)
        case .reference(let reference):
            guard reference.thread === thread else { throw RuntimeError.foreignValue }
            return reference.value.value
        }
    }

    /// How deep arrays and objects may nest in a value copied out of the runtime.
    static let maximumDataDepth = 1_000

    /// `value` as plain data: arrays and plain objects copied (own enumerable string keys,
    /// getters run), functions, symbols, promises and class instances kept as handles.
    /// - Throws: `TypeError`-like `RuntimeError.typeMismatch` for a cycle.
    func data(from value: EngineValue) throws -> ScriptData {
        var visiting: Set<ObjectIdentifier> = []
        return try data(from: value, visiting: &visiting)
    }

    private func data(from value: EngineValue, visiting: inout Set<ObjectIdentifier>) throws -> ScriptData {
        switch value {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let boolean): return .boolean(boolean)
        case .number(let number): return .number(number)
        case .string: return .string(value.textValue ?? "")
        case .bigint: return .bigint(value.bigintDigits ?? "0")
        case .symbol: return .value(handle(for: value))
        case .object(let object):
            let object = object.object
            let tag = agent.builtinTag(of: value)
            if agent.isCallable(value) || agent.isPromiseObject(value) || object is HostObject || tag == "Symbol" {
                return .value(handle(for: value))
            }
            guard visiting.insert(ObjectIdentifier(object)).inserted else {
                throw RuntimeError.typeMismatch(expected: "plain data", found: "a circular structure")
            }
            // The copy, and a decoder reading it on a task's small stack, recurse per level.
            guard visiting.count <= RuntimeCore.maximumDataDepth else {
                throw RuntimeError.typeMismatch(expected: "data nested at most \(RuntimeCore.maximumDataDepth) deep",
                                                found: "deeper nesting")
            }
            defer { visiting.remove(ObjectIdentifier(object)) }
            if tag == "Array" {
                return .array(try agent.arrayElements(value).map { try data(from: $0, visiting: &visiting) })
            }
            var properties: [(key: String, value: ScriptData)] = []
            for key in try agent.ownEnumerableKeys(object) {
                properties.append((key, try data(from: try agent.get(object, key), visiting: &visiting)))
            }
            return .object(properties)
        }
    }

    private func bigint(digits: String) throws -> EngineValue {
        guard let value = EngineValue.bigint(digits: digits, in: agent) else {
            throw RuntimeError.typeMismatch(expected: "decimal digits", found: "'\(digits)'")
        }
        return value
    }

    /// A new JavaScript value for `data`.
    func engineValue(from data: ScriptData) throws -> EngineValue {
        switch data {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let value): return .boolean(value)
        case .number(let value): return .number(value)
        case .string(let value): return .text(value)
        case .bigint(let digits): return try bigint(digits: digits)
        case .array(let items): return .object(agent.makeArrayObject(try items.map(engineValue(from:))))
        case .object(let properties):
            let object = agent.makePlainObject()
            for (key, value) in properties {
                agent.define(object, key, try engineValue(from: value), isEnumerable: true)
            }
            return .object(object)
        case .value(let handle): return try engineValue(of: handle)
        }
    }

    /// A Swift function's result as a JavaScript value (`nil`: `undefined`).
    func engineValue(encoding value: (any Encodable)?) throws -> EngineValue {
        // The common leaf types first, with one dynamic cast each: a call with a few
        // numbers goes through here per argument.
        switch value {
        case nil: return .undefined
        case let number as Int:
            if let exact = Double(exactly: number) { return .number(exact) }
        case let number as Double: return .number(number)
        case let text as String: return .text(text)
        case let boolean as Bool: return .boolean(boolean)
        case let handle as JSValue: return try engineValue(of: handle)
        default: break
        }
        return try engineValue(from: try ScriptDataEncoder.encode(value ?? JSValue.undefined))
    }

    /// A script's arguments for a Swift function.
    func arguments(_ arguments: Arguments, this: EngineValue) -> JSArguments {
        var values: [JSValue] = []
        values.reserveCapacity(arguments.passedCount)
        for index in 0..<arguments.passedCount { values.append(handle(for: arguments.value(at: index))) }
        return JSArguments(values, this: handle(for: this))
    }
}

extension DecodingError {
    /// The context's description and where in the value it happened.
    var readableDescription: String {
        let context: Context? = switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context): context
        @unknown default: nil
        }
        guard let context else { return "\(self)" }
        return context.debugDescription + codingPathSuffix(context.codingPath)
    }
}

extension EncodingError {
    var readableDescription: String {
        switch self {
        case .invalidValue(_, let context): context.debugDescription + codingPathSuffix(context.codingPath)
        @unknown default: "\(self)"
        }
    }
}

/// ` (at user.tags[2])`, or nothing at the top level.
func codingPathSuffix(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    var text = ""
    for key in path {
        if let index = key.intValue, key is IndexKey { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
    }
    return " (at \(text))"
}

/// A String exotic object (§9.4.3): the string's code units are virtual, read-only,
/// enumerable index properties, and `length` a read-only own property.
final class JSStringObject: JSObject {
    let primitiveValue: JSString

    /// StringCreate (§9.4.3.4), which also defines the read-only `length`.
    init(value: JSString, shape: Shape, prototype: JSObject?, names: CommonNames) {
        primitiveValue = value
        super.init(shape: shape, prototype: prototype, hasExoticProperties: true)
        storeProperty(.atom(names.length), .number(Double(value.count)), attributes: [])
    }

    override var builtinTag: String { "String" }

    private func stringIndex(_ key: PropertyKey) -> Int? {
        if case .index(let index) = key, Int(index) < primitiveValue.count { return Int(index) }
        return nil
    }

    /// StringGetOwnProperty (§9.4.3.5).
    private func characterDescriptor(at index: Int) -> PropertyDescriptor {
        let unit = primitiveValue.units[index]
        return PropertyDescriptor(value: .string(JSString(units: [unit])), writable: false,
                                  enumerable: true, configurable: false)
    }

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        if let index = stringIndex(key) { return characterDescriptor(at: index) }
        return storedProperty(key)?.descriptor
    }

    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        if let index = stringIndex(key) {
            // IsCompatiblePropertyDescriptor: validate, never apply.
            return validateAndApplyPropertyDescriptor(key, isExtensible: allowsExtensions, descriptor: descriptor,
                                                      current: characterDescriptor(at: index), applying: false,
                                                      in: agent)
        }
        return try super.defineOwnProperty(key, descriptor, in: agent)
    }

    override func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        if stringIndex(key) != nil { return true }
        return try super.hasProperty(key, in: agent)
    }

    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        if let index = stringIndex(key) { return characterDescriptor(at: index).value ?? .undefined }
        return try super.get(key, receiver: receiver, in: agent)
    }

    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        if stringIndex(key) != nil { return false }
        return try super.set(key, value, receiver: receiver, in: agent)
    }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        if stringIndex(key) != nil { return false }
        return try super.delete(key, in: agent)
    }

    override func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        ordinaryOwnPropertyKeys(extraIndices: 0..<UInt32(truncatingIfNeeded: primitiveValue.count))
    }
}

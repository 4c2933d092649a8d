/// Reads any `Decodable` type from `ScriptData`. Mismatches throw Swift's `DecodingError`
/// with the coding path and JavaScript's name for what was found ("Expected Int, found a
/// string"); numbers decode into integer types only when they are whole and in range.
/// `undefined` and `null` both decode as `nil`; a property that is absent or `undefined` is
/// a missing key.
enum ScriptDataDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: ScriptData) throws -> T {
        if let value = try directValue(type, from: data, codingPath: []) { return value }
        return try T(from: DecodingNode(data: data, codingPath: []))
    }

    /// The common leaf types without a decoder.
    @inline(__always) static func directValue<T>(_ type: T.Type, from data: ScriptData,
                                                  codingPath: [any CodingKey]) throws -> T? {
        if T.self == JSValue.self { return try DecodingNode(data: data, codingPath: codingPath).decodeValue() as? T }
        if T.self == ScriptDataValue.self { return ScriptDataValue(data: data) as? T }
        return nil
    }
}

/// `ScriptData` behind a `Decodable` wall, for the runtime's own use.
struct ScriptDataValue: Decodable {
    let data: ScriptData
    init(data: ScriptData) { self.data = data }
    init(from decoder: any Decoder) throws {
        guard let node = decoder as? DecodingNode else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Not a script value"))
        }
        data = node.data
    }
}

private struct DecodingNode: Decoder, SingleValueDecodingContainer {
    let data: ScriptData
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch<T>(_ type: T.Type, _ expected: String? = nil) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath,
                                  debugDescription: "Expected \(expected ?? String(describing: type)), found \(data.typeDescription)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let properties) = data else { throw mismatch([String: Any].self, "an object") }
        var values: [String: ScriptData] = [:]
        for (key, value) in properties { values[key] = value }
        return KeyedDecodingContainer(KeyedNode<Key>(values: values, keys: properties.map(\.key), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = data else { throw mismatch([Any].self, "an array") }
        return UnkeyedNode(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool {
        switch data {
        case .undefined, .null: true
        default: false
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .boolean(let value) = data else { throw mismatch(type) }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let value) = data else { throw mismatch(type) }
        return value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let value) = data else { throw mismatch(type) }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try ScriptDataDecoder.directValue(type, from: data, codingPath: codingPath) { return value }
        return try T(from: self)
    }

    /// A whole number or a BigInt in the type's range; 1.5 or 300 for a UInt8 is a
    /// mismatch, not a rounding.
    private func decodeInteger<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        if case .bigint(let digits) = data {
            guard let value = Integer(digits) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: codingPath, debugDescription: "The bigint \(digits)n does not fit in \(type)"))
            }
            return value
        }
        guard case .number(let number) = data else { throw mismatch(type) }
        guard let value = Integer(exactly: number) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath,
                debugDescription: "The number \(JSValue.numberText(number)) does not fit in \(type)"))
        }
        return value
    }

    /// A `JSValue` for the data: primitives as they are, references as kept; plain objects
    /// and arrays were copied out of the runtime, so they cannot come back as handles.
    func decodeValue() throws -> JSValue {
        switch data {
        case .undefined: .undefined
        case .null: .null
        case .boolean(let value): JSValue(value)
        case .number(let value): JSValue(value)
        case .string(let value): JSValue(value)
        case .bigint(let digits): JSValue(storage: .bigint(digits))
        case .value(let value): value
        case .array, .object:
            throw DecodingError.typeMismatch(JSValue.self, .init(
                codingPath: codingPath,
                debugDescription: "A JSValue inside a decoded value must be a function or another kept value; "
                    + "decode plain objects and arrays into Swift types"))
        }
    }
}

private struct KeyedNode<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: ScriptData]
    let keys: [String]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        switch values[key.stringValue] {
        case nil, .undefined?: false
        default: true
        }
    }

    private func node(for key: Key) throws -> DecodingNode {
        guard let data = values[key.stringValue], !isUndefined(data) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath,
                                                       debugDescription: "The object has no property '\(key.stringValue)'"))
        }
        return DecodingNode(data: data, codingPath: codingPath + [key])
    }

    private func isUndefined(_ data: ScriptData) -> Bool {
        if case .undefined = data { return true }
        return false
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let data = values[key.stringValue] else { return true }
        return DecodingNode(data: data, codingPath: codingPath).decodeNil()
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try node(for: key).decode(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try node(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try node(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try node(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try node(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try node(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try node(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        DecodingNode(data: values["super"] ?? .undefined, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try node(for: key) }
}

private struct UnkeyedNode: UnkeyedDecodingContainer {
    let items: [ScriptData]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func nextNode<T>(_ type: T.Type) throws -> DecodingNode {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(
                codingPath: codingPath + [IndexKey(intValue: currentIndex)],
                debugDescription: "The array has only \(items.count) elements"))
        }
        defer { currentIndex += 1 }
        return DecodingNode(data: items[currentIndex], codingPath: codingPath + [IndexKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if DecodingNode(data: items[currentIndex], codingPath: codingPath).decodeNil() {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try nextNode(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nextNode([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextNode([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try nextNode(Any.self) }
}

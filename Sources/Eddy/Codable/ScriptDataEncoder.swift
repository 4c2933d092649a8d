/// Turns any `Encodable` value into `ScriptData`, on whatever thread the caller is: Swift
/// numbers become numbers (integers beyond 2^53 are refused rather than rounded), strings
/// and booleans stay themselves, `nil` becomes `null`, keyed containers become plain objects
/// and unkeyed ones arrays. A `JSValue` inside the value is passed through as it is.
enum ScriptDataEncoder {
    static func encode(_ value: any Encodable) throws -> ScriptData {
        if let data = directData(value) { return data }
        let encoder = EncodingContainerNode(codingPath: [])
        try value.encode(to: encoder)
        return encoder.content.data
    }

    /// The common leaf types without an encoder: a call with a few numbers or strings then
    /// allocates nothing.
    @inline(__always) static func directData(_ value: any Encodable) -> ScriptData? {
        switch value {
        case let value as Int: Double(exactly: value).map(ScriptData.number)
        case let value as Double: .number(value)
        case let value as String: .string(value)
        case let value as Bool: .boolean(value)
        case let value as JSValue: value.data
        default: nil
        }
    }
}

/// What an encoder node holds as values are encoded into it.
private final class EncodedContent {
    enum Storage {
        case empty
        case single(ScriptData)
        case array([EncodedContent])
        case object(keys: [String], values: [String: EncodedContent])
    }

    var storage: Storage = .empty

    var data: ScriptData {
        switch storage {
        case .empty: .undefined
        case .single(let data): data
        case .array(let items): .array(items.map(\.data))
        case .object(let keys, let values): .object(keys.map { (key: $0, value: values[$0]?.data ?? .undefined) })
        }
    }

    /// The object storage, made on first use (a second keyed container on the same value
    /// adds to the first, as JSONEncoder's do).
    func child(forKey key: String) -> EncodedContent {
        var (keys, values): ([String], [String: EncodedContent]) = ([], [:])
        if case .object(let existingKeys, let existingValues) = storage { (keys, values) = (existingKeys, existingValues) }
        if let existing = values[key] { return existing }
        let child = EncodedContent()
        keys.append(key)
        values[key] = child
        storage = .object(keys: keys, values: values)
        return child
    }

    func appendChild() -> EncodedContent {
        var items: [EncodedContent] = []
        if case .array(let existing) = storage { items = existing }
        let child = EncodedContent()
        items.append(child)
        storage = .array(items)
        return child
    }

    func makeObject() {
        if case .object = storage { return }
        storage = .object(keys: [], values: [:])
    }

    func makeArray() {
        if case .array = storage { return }
        storage = .array([])
    }
}

/// The encoder and its single-value container, for one node of the tree.
private struct EncodingContainerNode: Encoder, SingleValueEncodingContainer {
    let codingPath: [any CodingKey]
    let content: EncodedContent
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey], content: EncodedContent = EncodedContent()) {
        self.codingPath = codingPath
        self.content = content
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        content.makeObject()
        return KeyedEncodingContainer(KeyedNode<Key>(codingPath: codingPath, content: content))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        content.makeArray()
        return UnkeyedNode(codingPath: codingPath, content: content)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() throws { content.storage = .single(.null) }
    func encode(_ value: Bool) throws { content.storage = .single(.boolean(value)) }
    func encode(_ value: String) throws { content.storage = .single(.string(value)) }
    func encode(_ value: Double) throws { content.storage = .single(.number(value)) }
    func encode(_ value: Float) throws { content.storage = .single(.number(Double(value))) }
    func encode(_ value: Int) throws { try encodeInteger(value) }
    func encode(_ value: Int8) throws { try encodeInteger(value) }
    func encode(_ value: Int16) throws { try encodeInteger(value) }
    func encode(_ value: Int32) throws { try encodeInteger(value) }
    func encode(_ value: Int64) throws { try encodeInteger(value) }
    func encode(_ value: UInt) throws { try encodeInteger(value) }
    func encode(_ value: UInt8) throws { try encodeInteger(value) }
    func encode(_ value: UInt16) throws { try encodeInteger(value) }
    func encode(_ value: UInt32) throws { try encodeInteger(value) }
    func encode(_ value: UInt64) throws { try encodeInteger(value) }

    func encode<T: Encodable>(_ value: T) throws {
        if let data = ScriptDataEncoder.directData(value) {
            content.storage = .single(data)
            return
        }
        try value.encode(to: self)
    }

    /// A JavaScript number holds integers exactly up to 2^53; past that, refuse rather than
    /// hand the script a different number.
    private func encodeInteger<Integer: BinaryInteger>(_ value: Integer) throws {
        guard let number = Double(exactly: value) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(value) has no exact JavaScript number (beyond 2^53)"))
        }
        content.storage = .single(.number(number))
    }
}

private struct KeyedNode<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let codingPath: [any CodingKey]
    let content: EncodedContent

    private func node(for key: Key) -> EncodingContainerNode {
        EncodingContainerNode(codingPath: codingPath + [key], content: content.child(forKey: key.stringValue))
    }

    func encodeNil(forKey key: Key) throws { try node(for: key).encodeNil() }
    func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try node(for: key).encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                               forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        node(for: key).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        node(for: key).unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        EncodingContainerNode(codingPath: codingPath, content: content.child(forKey: "super"))
    }
    func superEncoder(forKey key: Key) -> any Encoder { node(for: key) }
}

private struct UnkeyedNode: UnkeyedEncodingContainer {
    let codingPath: [any CodingKey]
    let content: EncodedContent

    var count: Int {
        if case .array(let items) = content.storage { return items.count }
        return 0
    }

    private func nextNode() -> EncodingContainerNode {
        EncodingContainerNode(codingPath: codingPath + [IndexKey(intValue: count)], content: content.appendChild())
    }

    func encodeNil() throws { try nextNode().encodeNil() }
    func encode<T: Encodable>(_ value: T) throws { try nextNode().encode(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nextNode().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nextNode().unkeyedContainer() }
    func superEncoder() -> any Encoder { nextNode() }
}

/// The coding key of an array element.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) {
        guard let index = Int(stringValue) else { return nil }
        intValue = index
    }
}

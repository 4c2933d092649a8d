/// Rebuilds a `SerializedValue` in the current realm (HTML's StructuredDeserialize). Objects
/// are numbered as they are made, in the order the serializer met them, so a back-reference
/// finds the same object again. Properties go straight into fresh objects' storage: nothing
/// of a script (a setter on Object.prototype, say) runs while a message is rebuilt.
struct StructuredDeserializer {
    let agent: Agent
    let value: SerializedValue
    let makeHost: (any Sendable) -> JSValue
    private var reader: CloneReader
    private var objects: [JSObject] = []
    private var depth = 0

    init(agent: Agent, value: SerializedValue, makeHost: @escaping (any Sendable) -> JSValue) {
        self.agent = agent
        self.value = value
        self.makeHost = makeHost
        reader = CloneReader(value.bytes)
    }

    mutating func read() -> JSValue {
        guard let tag = reader.tag() else { return .undefined }
        return read(tag)
    }

    private mutating func read(_ tag: CloneTag) -> JSValue {
        switch tag {
        case .undefined, .hole, .end, .indexKey, .errorMessage, .errorStack, .errorCause: return .undefined
        case .null: return .null
        case .true: return .boolean(true)
        case .false: return .boolean(false)
        case .int32: return .number(Double(reader.int32()))
        case .double: return .number(reader.double())
        case .string: return .string(JSString(units: reader.units()))
        case .bigint: return agent.bigint(readBigInt())
        case .reference:
            let number = reader.count()
            return number < objects.count ? .object(objects[number]) : .undefined
        default:
            // Bytes this process wrote nest no deeper than the serializer allowed.
            depth += 1
            defer { depth -= 1 }
            guard depth < 2_100 else { return .undefined }
            return .object(readObject(tag))
        }
    }

    private mutating func readBigInt() -> BigInteger {
        let isNegative = reader.byte() != 0
        let count = min(reader.count(), 1 << 24)
        var limbs: [UInt32] = []
        limbs.reserveCapacity(count)
        for _ in 0..<count {
            var limb: UInt32 = 0
            for shift in 0..<4 { limb |= UInt32(reader.byte()) << (8 * UInt32(shift)) }
            limbs.append(limb)
        }
        return BigInteger(limbs: limbs, isNegative: isNegative)
    }

    private mutating func remember<Object: JSObject>(_ object: Object) -> Object {
        objects.append(object)
        return object
    }

    /// Numbers an object made only once what it holds was read (a view, whose buffer may
    /// come next, takes its number first).
    private mutating func reserveNumber() -> Int {
        objects.append(agent.makeObject())
        return objects.count - 1
    }

    private mutating func readObject(_ tag: CloneTag) -> JSObject {
        let realm = agent.currentRealm
        switch tag {
        case .object:
            let object = remember(agent.makeObject())
            readProperties(into: object)
            return object
        case .array:
            let array = remember(agent.makeArray())
            let length = UInt32(truncatingIfNeeded: reader.varint())
            let denseCount = min(reader.count(), Int(length))
            if denseCount > 0 {
                var elements = ContiguousArray<JSValue?>()
                elements.reserveCapacity(denseCount)
                for _ in 0..<denseCount {
                    guard let tag = reader.tag() else { break }
                    elements.append(tag == .hole ? nil : read(tag))
                }
                while let last = elements.last, last == nil { elements.removeLast() }
                array.elements = elements
            }
            array.length = length
            readProperties(into: array)
            return array
        case .date:
            return remember(agent.heap.register(JSDate(dateValue: reader.double(), shape: agent.rootShape,
                                                       prototype: realm.intrinsic(.datePrototype))))
        case .regExp:
            let source = reader.units()
            let flags = reader.units()
            let regExp = (try? RegExpBuiltins.create(pattern: .string(JSString(units: source)),
                                                     flags: .string(JSString(units: flags)), in: agent)) ?? agent.makeObject()
            return remember(regExp)
        case .map:
            let map = remember(agent.heap.register(JSMap(shape: agent.rootShape, prototype: realm.intrinsic(.mapPrototype))))
            while let tag = reader.tag(), tag != .end {
                let key = read(tag)
                map.table.set(key, read())
            }
            return map
        case .set:
            let set = remember(agent.heap.register(JSSet(shape: agent.rootShape, prototype: realm.intrinsic(.setPrototype))))
            while let tag = reader.tag(), tag != .end { set.table.set(read(tag), .undefined) }
            return set
        case .error:
            return readError()
        case .numberObject, .stringObject, .trueObject, .falseObject, .bigintObject:
            let primitive: JSValue
            switch tag {
            case .numberObject: primitive = .number(reader.double())
            case .stringObject: primitive = .string(JSString(units: reader.units()))
            case .trueObject: primitive = .boolean(true)
            case .falseObject: primitive = .boolean(false)
            default: primitive = agent.bigint(readBigInt())
            }
            return remember((try? agent.toObject(primitive)) ?? agent.makeObject())
        case .arrayBuffer, .resizableArrayBuffer:
            let length = reader.count()
            let maxByteLength = tag == .resizableArrayBuffer ? reader.count() : nil
            return remember(agent.heap.register(JSArrayBuffer(holding: reader.raw(length), maxByteLength: maxByteLength,
                                                              prototype: realm.intrinsic(.arrayBufferPrototype), in: agent)))
        case .transferredArrayBuffer:
            let index = reader.count()
            let moved = index < value.transferredBuffers.count ? value.transferredBuffers[index] : .init(bytes: [], maxByteLength: nil)
            return remember(agent.heap.register(JSArrayBuffer(holding: moved.bytes, maxByteLength: moved.maxByteLength,
                                                              prototype: realm.intrinsic(.arrayBufferPrototype), in: agent)))
        case .sharedArrayBuffer:
            let index = reader.count()
            guard index < value.sharedBlocks.count else { return remember(agent.makeObject()) }
            return remember(agent.heap.register(JSArrayBuffer(sharing: value.sharedBlocks[index],
                                                              prototype: realm.intrinsic(.sharedArrayBufferPrototype), in: agent)))
        case .typedArray:
            let number = reserveNumber()
            let kind = TypedArrayKind(rawValue: Int(reader.byte())) ?? .uint8
            let byteOffset = reader.count()
            let length = reader.count()
            guard let buffer = read().asObject as? JSArrayBuffer else { return objects[number] }
            let array = agent.heap.register(JSTypedArray(kind: kind, buffer: buffer, byteOffset: byteOffset,
                                                         length: length == 0 ? nil : length - 1,
                                                         prototype: realm.intrinsic(.typedArrayPrototypes(kind)), in: agent))
            objects[number] = array
            return array
        case .dataView:
            let number = reserveNumber()
            let byteOffset = reader.count()
            let byteLength = reader.count()
            guard let buffer = read().asObject as? JSArrayBuffer else { return objects[number] }
            let view = agent.heap.register(JSDataView(buffer: buffer, byteOffset: byteOffset,
                                                      byteLength: byteLength == 0 ? nil : byteLength - 1,
                                                      prototype: realm.intrinsic(.dataViewPrototype), in: agent))
            objects[number] = view
            return view
        case .host:
            let index = reader.count()
            guard index < value.hostObjects.count, let object = makeHost(value.hostObjects[index]).asObject else {
                return remember(agent.makeObject())
            }
            return remember(object)
        default:
            return agent.makeObject()
        }
    }

    private mutating func readError() -> JSObject {
        let kinds = ErrorKind.allCases
        let index = Int(reader.byte())
        let error = remember(agent.makeErrorObject(index < kinds.count ? kinds[index] : .error, ""))
        _ = try? error.delete(agent.key("message"), in: agent)
        var message: [UInt16]?
        var stack: [UInt16]?
        var cause: JSValue?
        fields: while let tag = reader.peek() {
            switch tag {
            case .errorMessage:
                _ = reader.tag()
                message = reader.units()
            case .errorStack:
                _ = reader.tag()
                stack = reader.units()
            case .errorCause:
                _ = reader.tag()
                cause = read()
            default:
                break fields
            }
        }
        // V8's order of own properties: stack, message, cause.
        if let stack { agent.define(error, "stack", .string(JSString(units: stack))) }
        if let message { agent.define(error, "message", .string(JSString(units: message))) }
        if let cause { agent.define(error, "cause", cause) }
        readProperties(into: error)
        return error
    }

    /// Key–value pairs up to `end`, as own enumerable data properties of a fresh object.
    private mutating func readProperties(into object: JSObject) {
        while let tag = reader.tag(), tag != .end {
            let key: PropertyKey
            switch tag {
            case .indexKey:
                key = .index(UInt32(truncatingIfNeeded: reader.varint()))
            case .string:
                key = agent.key(JSString(units: reader.units()))
            default:
                return
            }
            let value = read()
            if case .index(let index) = key, let array = object as? JSArray, index >= array.length {
                array.length = index &+ 1
            }
            object.storeProperty(key, value, attributes: .defaultData)
        }
    }
}

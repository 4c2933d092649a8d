/// Writes a value as `SerializedValue` bytes (HTML's StructuredSerializeInternal): each
/// object is numbered as first met and written again only as a back-reference.
struct StructuredSerializer {
    let agent: Agent
    let transferred: Set<ObjectIdentifier>
    let transferHost: (HostObject) throws -> (any Sendable)?
    var keepsErrorProperties = false
    var writer = CloneWriter()
    var value = SerializedValue()
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// The objects numbered, held so that none is freed (a getter may drop the last script
    /// reference) and its identifier reused while serializing.
    private var numbered: [JSObject] = []
    private var depth = 0

    init(agent: Agent, transferred: Set<ObjectIdentifier>, transferHost: @escaping (HostObject) throws -> (any Sendable)?) {
        self.agent = agent
        self.transferred = transferred
        self.transferHost = transferHost
    }

    mutating func write(_ value: JSValue) throws {
        switch value {
        case .undefined: writer.tag(.undefined)
        case .null: writer.tag(.null)
        case .boolean(let flag): writer.tag(flag ? .true : .false)
        case .number(let number): writer.number(number)
        case .string(let string): writer.string(string.string)
        case .bigint(let bigint):
            writer.tag(.bigint)
            writeBigInt(bigint.value)
        case .symbol: throw CloneFailure.uncloneable("\(value.shortDescription) could not be cloned.")
        case .object(let object): try writeObject(object.object)
        }
    }

    private mutating func writeBigInt(_ value: BigInteger) {
        writer.byte(value.isNegative ? 1 : 0)
        let limbs = value.limbs
        writer.varint(limbs.count)
        for limb in limbs { withUnsafeBytes(of: limb.littleEndian) { writer.raw($0) } }
    }

    private mutating func writeObject(_ object: JSObject) throws {
        let identity = ObjectIdentifier(object)
        if let number = numbers[identity] {
            writer.tag(.reference)
            writer.varint(number)
            return
        }
        // Each level is a native recursion: deep nesting is a RangeError, not a crash.
        depth += 1
        defer { depth -= 1 }
        guard depth < 2_000 else { throw agent.rangeError("Maximum call stack size exceeded") }
        if let host = object as? HostObject {
            guard let carried = try transferHost(host) else {
                throw CloneFailure.uncloneable("\(object.className) object could not be cloned.")
            }
            number(object)
            writer.tag(.host)
            writer.varint(value.hostObjects.count)
            value.hostObjects.append(carried)
            return
        }
        if object.isCallable {
            let text = (try? agent.toString(.object(object)).stringValue) ?? "function"
            throw CloneFailure.uncloneable("\(text) could not be cloned.")
        }
        if let proxy = object as? JSProxy, !proxy.isClonedAsOrdinaryObject {
            throw CloneFailure.uncloneable("#<Object> could not be cloned.")
        }
        if object is JSPromise || object is JSWeakCollection || object is JSWeakRef || object is JSFinalizationRegistry
            || object is JSGeneratorObject {
            throw CloneFailure.uncloneable("\(describe(object)) could not be cloned.")
        }
        number(object)
        switch object {
        case let array as JSArray:
            try writeArray(array)
        case let date as JSDate:
            writer.tag(.date)
            writer.double(date.dateValue)
        case let regExp as JSRegExp:
            writer.tag(.regExp)
            writer.units(regExp.originalSource)
            writer.units(regExp.originalFlags)
        case let map as JSMap:
            writer.tag(.map)
            try map.table.forEachEntry { key, value in
                try write(key)
                try write(value)
            }
            writer.tag(.end)
        case let set as JSSet:
            writer.tag(.set)
            try set.table.forEachEntry { key, _ in try write(key) }
            writer.tag(.end)
        case is JSErrorObject:
            try writeError(object)
        case let wrapper as JSPrimitiveWrapper:
            try writeBoxed(wrapper.primitiveValue)
        case let string as JSStringObject:
            writer.tag(.stringObject)
            writer.units(string.primitiveValue.units)
        case let buffer as JSArrayBuffer:
            try writeBuffer(buffer)
        case let array as JSTypedArray:
            writer.tag(.typedArray)
            writer.byte(UInt8(array.kind.rawValue))
            writer.varint(array.byteOffset)
            writer.varint(array.fixedLength.map { $0 + 1 } ?? 0)
            try writeObject(array.buffer)
        case let view as JSDataView:
            writer.tag(.dataView)
            writer.varint(view.byteOffset)
            writer.varint(view.fixedByteLength.map { $0 + 1 } ?? 0)
            try writeObject(view.buffer)
        default:
            writer.tag(.object)
            try writeProperties(of: object)
            writer.tag(.end)
        }
    }

    private mutating func number(_ object: JSObject) {
        numbers[ObjectIdentifier(object)] = numbered.count
        numbered.append(object)
    }

    private mutating func writeBoxed(_ primitive: JSValue) throws {
        switch primitive {
        case .number(let number):
            writer.tag(.numberObject)
            writer.double(number)
        case .boolean(let flag):
            writer.tag(flag ? .trueObject : .falseObject)
        case .string(let string):
            writer.tag(.stringObject)
            writer.units(string.units)
        case .bigint(let bigint):
            writer.tag(.bigintObject)
            writeBigInt(bigint.value)
        default:
            throw CloneFailure.uncloneable("[object Symbol] could not be cloned.")
        }
    }

    /// An object as V8's error messages name it without running script: `#<Name>` after the
    /// `constructor` its chain holds as data, else `[object Tag]` (a generator's `constructor`
    /// is no function).
    private func describe(_ object: JSObject) -> String {
        let constructorKey = agent.key("constructor")
        var current: JSObject? = object
        var seen = 0
        while let holder = current, seen < 10_000 {
            if case .data(let value, _)? = holder.storedProperty(constructorKey) {
                if let function = value.asObject, function.isCallable,
                    case .data(.string(let name), _)? = function.storedProperty(agent.key("name")), name.count > 0 {
                    return "#<\(name.stringValue)>"
                }
                break
            }
            current = holder.prototype
            seen += 1
        }
        current = object
        seen = 0
        while let holder = current, seen < 10_000 {
            if case .data(.string(let tag), _)? = holder.storedProperty(.symbol(agent.symbols.toStringTag)) {
                return "[object \(tag.stringValue)]"
            }
            current = holder.prototype
            seen += 1
        }
        return "[object \(object.className)]"
    }

    private mutating func writeBuffer(_ buffer: JSArrayBuffer) throws {
        if let block = buffer.sharedBlock {
            writer.tag(.sharedArrayBuffer)
            writer.varint(value.sharedBlocks.count)
            value.sharedBlocks.append(block)
            return
        }
        if buffer.isDetached { throw CloneFailure.uncloneable("An ArrayBuffer is detached and could not be cloned.") }
        if transferred.contains(ObjectIdentifier(buffer)) {
            // The caller detaches it afterwards: its array moves without a copy.
            writer.tag(.transferredArrayBuffer)
            writer.varint(value.transferredBuffers.count)
            value.transferredBuffers.append(.init(bytes: buffer.copiedBytes, maxByteLength: buffer.resizableMaxByteLength))
            return
        }
        if let maxByteLength = buffer.resizableMaxByteLength {
            writer.tag(.resizableArrayBuffer)
            writer.varint(buffer.byteLength)
            writer.varint(maxByteLength)
        } else {
            writer.tag(.arrayBuffer)
            writer.varint(buffer.byteLength)
        }
        buffer.withUnsafeBytes { writer.raw($0) }
    }

    private mutating func writeArray(_ array: JSArray) throws {
        writer.tag(.array)
        writer.varint(Int(array.length))
        guard !array.hasSparseElements && !array.shape.hasIndexKeys else {
            writer.varint(0)
            try writeProperties(of: array)
            writer.tag(.end)
            return
        }
        // The elements present now are the index keys (HTML's EnumerableOwnProperties is
        // taken first); a getter met on the way may delete one, which then becomes a hole.
        let elements = array.elements
        writer.varint(elements.count)
        for position in elements.indices {
            if elements[position] != nil, position < array.elements.count, let element = array.elements[position] {
                try write(element)
            } else {
                writer.tag(.hole)
            }
        }
        try writeNamedProperties(of: array)
        writer.tag(.end)
    }

    /// The own enumerable string-keyed properties as key–value pairs, read with [[Get]]
    /// (getters run).
    private mutating func writeProperties(of object: JSObject) throws {
        if object.isPlainObject && !object.hasSparseElements && !object.shape.hasIndexKeys {
            let elements = object.elements
            for position in elements.indices where elements[position] != nil {
                guard position < object.elements.count, let element = object.elements[position] else { continue }
                writer.tag(.indexKey)
                writer.varint(position)
                try write(element)
            }
            try writeNamedProperties(of: object)
            return
        }
        for key in try object.ownPropertyKeys(in: agent) {
            if case .symbol = key { continue }
            guard let descriptor = try object.getOwnProperty(key, in: agent), descriptor.enumerable == true else { continue }
            let value = try object.get(key, in: agent)
            writeKey(key)
            try write(value)
        }
    }

    /// The string-keyed properties of an object whose index keys are all elements: read from
    /// its slots while its shape is the one the keys were taken from.
    private mutating func writeNamedProperties(of object: JSObject) throws {
        let shape = object.shape
        for case let property? in shape.properties {
            guard case .atom = property.key else { continue }
            let value: JSValue
            if object.shape === shape && !property.attributes.isAccessor && property.slot < object.slots.count {
                guard property.attributes.isEnumerable else { continue }
                value = object.slots[property.slot]
            } else {
                // An accessor, or an object a getter changed: the generic steps.
                guard let descriptor = try object.getOwnProperty(property.key, in: agent), descriptor.enumerable == true
                else { continue }
                value = try object.get(property.key, in: agent)
            }
            writeKey(property.key)
            try write(value)
        }
    }

    private mutating func writeKey(_ key: PropertyKey) {
        switch key {
        case .index(let index):
            writer.tag(.indexKey)
            writer.varint(Int(index))
        case .atom(let atom):
            writer.string(atom.string)
        case .symbol:
            break
        }
    }

    /// An error as V8 serializes one: its kind from `name` (the seven of ECMAScript; any
    /// other is Error), its own `message` and `cause` data properties, and `stack`.
    private mutating func writeError(_ object: JSObject) throws {
        writer.tag(.error)
        var kind = ErrorKind.error
        if case .string(let text)? = try? object.get(agent.key("name"), in: agent),
            let named = ErrorKind(rawValue: text.stringValue), named != .aggregateError {
            kind = named
        }
        writer.byte(UInt8(ErrorKind.allCases.firstIndex(of: kind) ?? 0))
        if let message = try object.getOwnProperty(agent.key("message"), in: agent)?.value {
            writer.tag(.errorMessage)
            writer.units(try agent.toString(message).units)
        }
        if case .string(let stack) = try object.get(agent.key("stack"), in: agent) {
            writer.tag(.errorStack)
            writer.units(stack.units)
        }
        if let cause = try object.getOwnProperty(agent.key("cause"), in: agent)?.value {
            writer.tag(.errorCause)
            try write(cause)
        }
        if keepsErrorProperties {
            let skipped: Set<String> = ["message", "stack", "cause"]
            for key in try object.ownPropertyKeys(in: agent) {
                if case .symbol = key { continue }
                if case .atom(let atom) = key, skipped.contains(atom.string.stringValue) { continue }
                guard let descriptor = try object.getOwnProperty(key, in: agent), descriptor.enumerable == true else { continue }
                let value = try object.get(key, in: agent)
                writeKey(key)
                try write(value)
            }
        }
        writer.tag(.end)
    }
}

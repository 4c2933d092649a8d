/// HTML's StructuredSerializeWithTransfer / StructuredDeserialize, between agents: a
/// message `postMessage` sends to another thread is serialized here into a `Sendable`
/// tree, carried to the other agent and rebuilt there. Shared references and cycles are
/// kept (a node refers back to an earlier object by its number), SharedArrayBuffers share
/// their data block, transferred ArrayBuffers move their bytes (the sender's is detached),
/// and host objects (a MessagePort) are handed to the host to transfer.
package struct SerializedValue: @unchecked Sendable {
    /// `@unchecked`: the tree holds only values and `Sendable` payloads (`SharedDataBlock`,
    /// the host's transferred objects), but an indirect enum of them is not inferred.
    indirect enum Node {
        case undefined, null
        case boolean(Bool)
        case number(Double)
        case string([UInt16])
        case bigint(BigInteger)
        /// An object met before, by its number in order of appearance.
        case reference(Int)
        case object([(Key, Node)])
        case array(length: UInt32, [(Key, Node)])
        case date(Double)
        case regExp(source: [UInt16], flags: [UInt16])
        case map([(Node, Node)])
        case set([Node])
        /// `properties`: own enumerable ones beside message and stack (kept for a worker's
        /// uncaught error, as Node's error serialization keeps them; postMessage drops them).
        case error(name: String, message: [UInt16]?, stack: [UInt16]?, properties: [(Key, Node)])
        case boxed(Node)
        /// `maxByteLength`: a resizable buffer's, kept as V8's serializer keeps it.
        case arrayBuffer([UInt8], maxByteLength: Int?)
        case sharedArrayBuffer(SharedDataBlock)
        case typedArray(TypedArrayKind, buffer: Node, byteOffset: Int, length: Int?)
        case dataView(buffer: Node, byteOffset: Int, byteLength: Int?)
        case host(any Sendable)
    }

    enum Key {
        case index(UInt32)
        case name([UInt16])
    }

    let root: Node
}

/// Why a value cannot be cloned: the host turns it into a `DataCloneError` (or, for a
/// transferable missing from the transfer list, Node's own error).
package enum CloneFailure: Error {
    case uncloneable(String)
    case missingTransferable
}

extension Agent {
    /// Serializes `value`, moving the ArrayBuffers in `transfer` (detached here afterwards).
    /// `transferHost` is asked about each host object met: it returns what carries the
    /// object to the other agent (and lets go of it here), or nil when it cannot be cloned;
    /// it must throw `CloneFailure.missingTransferable` for one that needs transferring
    /// but is not listed.
    package func serialize(_ value: JSValue, transfer: [JSObject], keepingErrorProperties: Bool = false,
                           transferHost: @escaping (HostObject) throws -> (any Sendable)?) throws -> SerializedValue {
        var serializer = Serializer(agent: self, transferred: Set(transfer.map(ObjectIdentifier.init)),
                                    transferHost: transferHost)
        serializer.keepsErrorProperties = keepingErrorProperties
        let root = try serializer.node(value)
        for case let buffer as JSArrayBuffer in transfer where !buffer.isShared { buffer.detach() }
        return SerializedValue(root: root)
    }

    /// Rebuilds a serialized value in the current realm; `makeHost` makes the host object
    /// for what `transferHost` returned.
    package func deserialize(_ value: SerializedValue, makeHost: @escaping (any Sendable) -> JSValue) -> JSValue {
        var deserializer = Deserializer(agent: self, makeHost: makeHost)
        return deserializer.value(value.root)
    }
}

private struct Serializer {
    let agent: Agent
    let transferred: Set<ObjectIdentifier>
    let transferHost: (HostObject) throws -> (any Sendable)?
    var numbers: [ObjectIdentifier: Int] = [:]
    /// The objects numbered, held so that none is freed (a getter may drop the last script
    /// reference) and its identifier reused while serializing.
    var numbered: [JSObject] = []
    var depth = 0
    var keepsErrorProperties = false

    init(agent: Agent, transferred: Set<ObjectIdentifier>, transferHost: @escaping (HostObject) throws -> (any Sendable)?) {
        self.agent = agent
        self.transferred = transferred
        self.transferHost = transferHost
    }

    mutating func node(_ value: JSValue) throws -> SerializedValue.Node {
        switch value {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let flag): return .boolean(flag)
        case .number(let number): return .number(number)
        case .string(let string): return .string(string.units)
        case .bigint(let bigint): return .bigint(bigint.value)
        case .symbol: throw CloneFailure.uncloneable("\(value.shortDescription) could not be cloned.")
        case .object(let object):
            let object = object.object
            return try objectNode(object)
        }
    }

    private mutating func objectNode(_ object: JSObject) throws -> SerializedValue.Node {
        let identity = ObjectIdentifier(object)
        if let number = numbers[identity] { return .reference(number) }
        // Each level is a native recursion: deep nesting is a RangeError, not a crash.
        depth += 1
        defer { depth -= 1 }
        guard depth < 2_000 else { throw agent.rangeError("Maximum call stack size exceeded") }
        if let host = object as? HostObject {
            guard let carried = try transferHost(host) else {
                throw CloneFailure.uncloneable("\(object.className) object could not be cloned.")
            }
            number(object)
            return .host(carried)
        }
        if object.isCallable || object is JSProxy {
            let text = (try? agent.toString(.object(object)).stringValue) ?? "function"
            throw CloneFailure.uncloneable("\(text) could not be cloned.")
        }
        number(object)
        switch object {
        case let array as JSArray:
            let length = UInt32(truncatingIfNeeded: Int(try object.lengthOfArrayLike(in: agent)))
            return .array(length: length, try properties(of: array))
        case let date as JSDate:
            return .date(date.dateValue)
        case let regExp as JSRegExp:
            return .regExp(source: regExp.originalSource.units, flags: regExp.originalFlags.units)
        case let map as JSMap:
            var entries: [(SerializedValue.Node, SerializedValue.Node)] = []
            let cursor = map.table.makeCursor()
            while let entry = map.table.next(cursor) { entries.append((try node(entry.key), try node(entry.value))) }
            return .map(entries)
        case let set as JSSet:
            var members: [SerializedValue.Node] = []
            let cursor = set.table.makeCursor()
            while let entry = set.table.next(cursor) { members.append(try node(entry.key)) }
            return .set(members)
        case is JSErrorObject:
            return try errorNode(object)
        case let wrapper as JSPrimitiveWrapper:
            if case .symbol = wrapper.primitiveValue { throw CloneFailure.uncloneable("Symbol object could not be cloned.") }
            return .boxed(try node(wrapper.primitiveValue))
        case let string as JSStringObject:
            return .boxed(.string(string.primitiveValue.units))
        case let buffer as JSArrayBuffer:
            if let block = buffer.sharedBlock { return .sharedArrayBuffer(block) }
            if buffer.isDetached { throw CloneFailure.uncloneable("An ArrayBuffer is detached and could not be cloned.") }
            return .arrayBuffer(buffer.copiedBytes, maxByteLength: buffer.resizableMaxByteLength)
        case let array as JSTypedArray:
            let buffer = try objectNode(array.buffer)
            return .typedArray(array.kind, buffer: buffer, byteOffset: array.byteOffset, length: array.fixedLength)
        case let view as JSDataView:
            let buffer = try objectNode(view.buffer)
            return .dataView(buffer: buffer, byteOffset: view.byteOffset, byteLength: view.fixedByteLength)
        case is JSPromise, is JSWeakCollection, is JSWeakRef, is JSFinalizationRegistry, is JSGeneratorObject:
            throw CloneFailure.uncloneable("#<\(object.className)> could not be cloned.")
        default:
            return .object(try properties(of: object))
        }
    }

    private mutating func number(_ object: JSObject) {
        numbers[ObjectIdentifier(object)] = numbered.count
        numbered.append(object)
    }

    /// The own enumerable string-keyed properties, read with [[Get]] (getters run).
    private mutating func properties(of object: JSObject) throws -> [(SerializedValue.Key, SerializedValue.Node)] {
        var result: [(SerializedValue.Key, SerializedValue.Node)] = []
        for key in try object.ownPropertyKeys(in: agent) {
            let serializedKey: SerializedValue.Key
            switch key {
            case .index(let index): serializedKey = .index(index)
            case .atom(let atom): serializedKey = .name(atom.string.units)
            case .symbol: continue
            }
            guard let descriptor = try object.getOwnProperty(key, in: agent), descriptor.enumerable == true else { continue }
            result.append((serializedKey, try node(try object.get(key, in: agent))))
        }
        return result
    }

    /// An error as V8 serializes one: its kind from the prototype's name, message and stack.
    private mutating func errorNode(_ object: JSObject) throws -> SerializedValue.Node {
        var name = "Error"
        if case .string(let text)? = try? object.get(agent.key("name"), in: agent),
            ErrorKind(rawValue: text.stringValue) != nil {
            name = text.stringValue
        }
        func text(_ key: String) -> [UInt16]? {
            guard let descriptor = try? object.getOwnProperty(agent.key(key), in: agent),
                case .string(let string)? = descriptor.value ?? (try? object.get(agent.key(key), in: agent))
            else { return nil }
            return string.units
        }
        var extra: [(SerializedValue.Key, SerializedValue.Node)] = []
        if keepsErrorProperties {
            extra = try properties(of: object).filter { key, _ in
                if case .name(let units) = key { return units != Array("message".utf16) && units != Array("stack".utf16) }
                return true
            }
        }
        return .error(name: name, message: text("message"), stack: text("stack"), properties: extra)
    }
}

private struct Deserializer {
    let agent: Agent
    let makeHost: (any Sendable) -> JSValue
    var objects: [JSObject] = []

    mutating func value(_ node: SerializedValue.Node) -> JSValue {
        switch node {
        case .undefined: return .undefined
        case .null: return .null
        case .boolean(let flag): return .boolean(flag)
        case .number(let number): return .number(number)
        case .string(let units): return .string(JSString(units: units))
        case .bigint(let value): return agent.bigint(value)
        case .reference(let number): return number < objects.count ? .object(objects[number]) : .undefined
        default: return .object(object(node))
        }
    }

    private mutating func remember<Object: JSObject>(_ object: Object) -> Object {
        objects.append(object)
        return object
    }

    private mutating func object(_ node: SerializedValue.Node) -> JSObject {
        let realm = agent.currentRealm
        switch node {
        case .object(let properties):
            let object = remember(agent.makeObject())
            fill(object, properties)
            return object
        case .array(let length, let properties):
            let array = remember(agent.makeArray())
            _ = try? array.set(agent.key("length"), .number(Double(length)), receiver: .object(array), in: agent)
            fill(array, properties)
            return array
        case .date(let time):
            return remember(agent.heap.register(JSDate(dateValue: time, shape: agent.rootShape,
                                                       prototype: realm.intrinsic(.datePrototype))))
        case .regExp(let source, let flags):
            let regExp = (try? RegExpBuiltins.create(pattern: .string(JSString(units: source)),
                                                     flags: .string(JSString(units: flags)), in: agent)) ?? agent.makeObject()
            return remember(regExp)
        case .map(let entries):
            let map = remember(agent.heap.register(JSMap(shape: agent.rootShape, prototype: realm.intrinsic(.mapPrototype))))
            for (key, value) in entries { map.table.set(self.value(key), self.value(value)) }
            return map
        case .set(let members):
            let set = remember(agent.heap.register(JSSet(shape: agent.rootShape, prototype: realm.intrinsic(.setPrototype))))
            for member in members { set.table.set(value(member), .undefined) }
            return set
        case .error(let name, let message, let stack, let properties):
            let kind = ErrorKind(rawValue: name) ?? .error
            let error = remember(agent.makeErrorObject(kind, ""))
            _ = try? error.delete(agent.key("message"), in: agent)
            if let message { agent.define(error, "message", .string(JSString(units: message))) }
            if let stack { agent.define(error, "stack", .string(JSString(units: stack))) }
            fill(error, properties)
            return error
        case .boxed(let primitive):
            let placeholder = remember(agent.makeObject())
            let index = objects.count - 1
            let boxed = (try? agent.toObject(value(primitive))) ?? placeholder
            objects[index] = boxed
            return boxed
        case .arrayBuffer(let bytes, let maxByteLength):
            return remember(agent.heap.register(JSArrayBuffer(holding: bytes, maxByteLength: maxByteLength,
                                                              prototype: realm.intrinsic(.arrayBufferPrototype), in: agent)))
        case .sharedArrayBuffer(let block):
            return remember(agent.heap.register(JSArrayBuffer(sharing: block, prototype: realm.intrinsic(.sharedArrayBufferPrototype),
                                                              in: agent)))
        case .typedArray(let kind, let bufferNode, let byteOffset, let length):
            let index = objects.count
            objects.append(agent.makeObject())
            guard let object = value(bufferNode).asObject, let buffer = object as? JSArrayBuffer else { return objects[index] }
            let array = agent.heap.register(JSTypedArray(kind: kind, buffer: buffer, byteOffset: byteOffset, length: length,
                                                         prototype: realm.intrinsic(.typedArrayPrototypes(kind)), in: agent))
            objects[index] = array
            return array
        case .dataView(let bufferNode, let byteOffset, let byteLength):
            let index = objects.count
            objects.append(agent.makeObject())
            guard let object = value(bufferNode).asObject, let buffer = object as? JSArrayBuffer else { return objects[index] }
            let view = agent.heap.register(JSDataView(buffer: buffer, byteOffset: byteOffset, byteLength: byteLength,
                                                      prototype: realm.intrinsic(.dataViewPrototype), in: agent))
            objects[index] = view
            return view
        case .host(let carried):
            let made = makeHost(carried)
            guard let object = made.asObject else { return remember(agent.makeObject()) }
            return remember(object)
        case .undefined, .null, .boolean, .number, .string, .bigint, .reference:
            return agent.makeObject()
        }
    }

    private mutating func fill(_ object: JSObject, _ properties: [(SerializedValue.Key, SerializedValue.Node)]) {
        for (key, node) in properties {
            let propertyKey: PropertyKey
            switch key {
            case .index(let index): propertyKey = .index(index)
            case .name(let units): propertyKey = agent.key(JSString(units: units))
            }
            _ = try? object.defineOwnProperty(propertyKey, PropertyDescriptor(value: value(node), writable: true,
                                                                              enumerable: true, configurable: true), in: agent)
        }
    }
}

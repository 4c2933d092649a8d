/// An Array exotic object (§9.4.2): `length` is a virtual own property kept in `length`,
/// always greater than every index held.
package final class JSArray: JSObject {
    /// The array's `length`; `elements.count <= length` always.
    var length: UInt32 = 0
    var isLengthWritable = true

    /// The longest `new Array(n)` whose elements are allocated at once.
    static let preallocatedLengthLimit: UInt32 = 1024
    /// The longest array whose elements a store below its length pads with holes rather
    /// than make sparse (`VM.storeNewElement`): 2^17 elements, 2 MiB of storage at most.
    static let holeyPaddingLimit: UInt32 = 1 << 17

    convenience init(shape: Shape, prototype: JSObject?) {
        self.init(shape: .passUnretained(shape), prototype: prototype.map { .passUnretained($0) })
    }

    /// From borrowed words: the shape and the prototype take a retain each, where owned
    /// arguments cost another retain and release of each per array (AWFY Storage makes
    /// arrays in a loop).
    init(shape: Unmanaged<Shape>, prototype: Unmanaged<JSObject>?) {
        super.init(shapeReference: shape, prototypeReference: prototype, hasExoticProperties: true, inlineSlots: false)
    }

    /// A new array of the agent's root shape with `prototype`, or the current realm's
    /// %Array.prototype% (both kept alive by the agent and the realm), not yet registered.
    static func makeCell(prototype: JSObject?, in agent: Agent) -> JSArray {
        let prototypeReference = prototype.map { Unmanaged.passUnretained($0) }
            ?? Unmanaged.passUnretained(agent.currentRealm.arrayPrototype)
        return JSArray(shape: .passUnretained(agent.rootShape), prototype: prototypeReference)
    }

    /// ArrayCreate (§9.4.2.2) filled with `values`, in the current realm.
    static func make(_ values: [JSValue], prototype: JSObject? = nil, in agent: Agent) -> JSArray {
        let array = agent.heap.register(makeCell(prototype: prototype, in: agent))
        array.elements = ContiguousArray(values.map { Optional($0) })
        array.length = UInt32(truncatingIfNeeded: values.count)
        return array
    }

    /// ArrayCreate (§9.4.2.2) of an empty array of `length`, as `new Array(length)` makes it.
    static func make(length: UInt32, prototype: JSObject?, in agent: Agent) -> JSArray {
        let array = agent.heap.register(makeCell(prototype: prototype, in: agent))
        array.length = length
        // Room for the elements a small array is about to be filled with: growing from
        // empty would reallocate them 1, 2, 4… times.
        if length > 0 && length <= preallocatedLengthLimit { array.elements.reserveCapacity(Int(length)) }
        return array
    }

    override var builtinTag: String { "Array" }

    /// Appends a value as `push` does on a dense array with a writable length.
    func append(_ value: JSValue) {
        if !hasSparseElements && Int(length) == elements.count && length < PropertyKey.maximumIndex {
            elements.append(value)
        } else {
            storeProperty(.index(length), value, attributes: .defaultData)
        }
        length &+= 1
    }

    private func isLengthKey(_ key: PropertyKey, _ agent: Agent) -> Bool {
        if case .atom(let atom) = key { return atom == agent.names.length }
        return false
    }

    override func hasVirtualProperty(_ key: PropertyKey, in agent: Agent) -> Bool {
        isLengthKey(key, agent)
    }

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        if isLengthKey(key, agent) {
            return PropertyDescriptor(value: .number(Double(length)), writable: isLengthWritable,
                                      enumerable: false, configurable: false)
        }
        return storedProperty(key)?.descriptor
    }

    /// [[DefineOwnProperty]] (§9.4.2.1).
    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        if isLengthKey(key, agent) {
            return try setLength(descriptor, in: agent)
        }
        if case .index(let index) = key {
            if index >= length && !isLengthWritable { return false }
            let current = storedProperty(key)?.descriptor
            guard validateAndApplyPropertyDescriptor(key, isExtensible: allowsExtensions, descriptor: descriptor,
                                                     current: current, in: agent)
            else { return false }
            if index >= length { length = index + 1 }
            return true
        }
        return validateAndApplyPropertyDescriptor(key, isExtensible: allowsExtensions, descriptor: descriptor,
                                                  current: storedProperty(key)?.descriptor, in: agent)
    }

    /// ArraySetLength (§9.4.2.4).
    private func setLength(_ descriptor: PropertyDescriptor, in agent: Agent) throws -> Bool {
        var newLength = length
        if let value = descriptor.value {
            let uint32 = try agent.toUint32(value)
            let number = try agent.toNumber(value)
            guard Double(uint32) == number else { throw agent.rangeError("Invalid array length") }
            newLength = uint32
        }
        // The generic validation of a non-configurable, non-enumerable data property.
        if descriptor.configurable == true || descriptor.enumerable == true || descriptor.isAccessor {
            return false
        }
        if !isLengthWritable {
            if descriptor.writable == true { return false }
            return newLength == length
        }
        let keepsWritable = descriptor.writable != false
        if newLength < length {
            if !deleteIndices(downTo: newLength) {
                if !keepsWritable { isLengthWritable = false }
                return false
            }
        }
        length = newLength
        if !keepsWritable { isLengthWritable = false }
        return true
    }

    /// Deletes the elements at `newLength` and above, from the top; stops at a
    /// non-configurable one, leaving `length` just above it (§9.4.2.4 step 17).
    private func deleteIndices(downTo newLength: UInt32) -> Bool {
        if !hasSparseElements {
            if elements.count > Int(newLength) { elements.removeSubrange(Int(newLength)...) }
            while let last = elements.last, last == nil { elements.removeLast() }
            return true
        }
        let doomed = shape.keys.compactMap(\.arrayIndex).filter { $0 >= newLength }.sorted(by: >)
        for index in doomed {
            if let property = storedProperty(.index(index)), !property.attributes.isConfigurable {
                length = index + 1
                return false
            }
            removeStoredProperty(.index(index))
        }
        return true
    }

    override func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        if isLengthKey(key, agent) { return true }
        return try super.hasProperty(key, in: agent)
    }

    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        if case .index(let index) = key, !hasSparseElements, Int(index) < elements.count,
            let value = elements[Int(index)]
        {
            return value
        }
        if isLengthKey(key, agent) { return .number(Double(length)) }
        return try super.get(key, receiver: receiver, in: agent)
    }

    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        let isOwnReceiver = receiver.asObject === self
        if case .index(let index) = key, isOwnReceiver, !hasSparseElements, Int(index) < elements.count,
            elements[Int(index)] != nil
        {
            elements[Int(index)] = value
            return true
        }
        if isLengthKey(key, agent) {
            guard isLengthWritable else { return false }
            if isOwnReceiver { return try setLength(PropertyDescriptor(value: value), in: agent) }
            return try JSObject.setOnReceiver(key, value, receiver: receiver, in: agent)
        }
        return try super.set(key, value, receiver: receiver, in: agent)
    }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        if isLengthKey(key, agent) { return false }
        return try super.delete(key, in: agent)
    }

    override func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        var keys = ordinaryOwnPropertyKeys()
        let firstName = keys.firstIndex { $0.arrayIndex == nil } ?? keys.count
        keys.insert(.atom(agent.names.length), at: firstName)
        return keys
    }
}

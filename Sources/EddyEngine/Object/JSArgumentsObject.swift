/// An arguments object (§9.4.4). Unmapped (strict code, or non-simple parameters) it is an
/// ordinary object that Object.prototype.toString calls "Arguments". Mapped (sloppy code
/// with simple parameters) its first indices alias the parameters' bindings: the compiler
/// keeps such parameters in an `Environment` and passes their slots as `parameterSlots`.
final class JSArgumentsObject: JSObject {
    /// The environment holding the mapped parameters, or `nil` if unmapped.
    private(set) var environment: Environment?
    /// For each argument index, the environment slot it aliases, or `nil` once unmapped
    /// (the [[ParameterMap]]).
    private var parameterSlots: [Int?]

    init(shape: Shape, prototype: JSObject?, environment: Environment?, parameterSlots: [Int?]) {
        self.environment = environment
        self.parameterSlots = environment == nil ? [] : parameterSlots
        super.init(shape: shape, prototype: prototype, hasExoticProperties: environment != nil)
    }

    override var builtinTag: String { "Arguments" }

    var isMapped: Bool { environment != nil }

    /// CreateUnmappedArgumentsObject (§9.4.4.6) and CreateMappedArgumentsObject (§9.4.4.7):
    /// indices, `length`, @@iterator, and `callee` (the function, or %ThrowTypeError% when
    /// unmapped).
    static func make(arguments: [JSValue], callee: JSFunction, environment: Environment?,
                     parameterSlots: [Int?], in agent: Agent) -> JSArgumentsObject {
        let realm = agent.currentRealm
        let object = agent.heap.register(
            JSArgumentsObject(shape: agent.rootShape, prototype: realm.objectPrototype,
                              environment: environment, parameterSlots: parameterSlots))
        object.elements = ContiguousArray(arguments.map { Optional($0) })
        let names = agent.names
        object.storeProperty(.atom(names.length), .number(Double(arguments.count)), attributes: .builtin)
        if let values = realm.intrinsic(.arrayPrototypeValues) {
            object.storeProperty(.symbol(agent.symbols.iterator), .object(values), attributes: .builtin)
        }
        if environment != nil {
            object.storeProperty(.atom(names.callee), .object(callee), attributes: .builtin)
            // Mapping covers only indices that were passed.
            if object.parameterSlots.count > arguments.count {
                object.parameterSlots.removeSubrange(arguments.count...)
            }
        } else if let thrower = realm.intrinsic(.throwTypeError) {
            object.defineBuiltinAccessor(.atom(names.callee), getter: thrower, setter: thrower,
                                         attributes: [], in: agent)
        }
        return object
    }

    /// An arguments object in the shape and slots the first one of its kind ended with
    /// (`make`'s three properties, added in the same order), the elements given: no
    /// transitions, one slot array. `calleeValue` is the function (mapped) or the realm's
    /// shared %ThrowTypeError% pair (unmapped).
    static func make(elements: ContiguousArray<JSValue?>, calleeValue: JSValue, environment: Environment?,
                     parameterSlots: [Int?], layout: ArgumentsLayout, iterator: JSValue,
                     in agent: Agent) -> JSArgumentsObject {
        let object = JSArgumentsObject(shape: agent.rootShape, prototype: agent.currentRealm.objectPrototype,
                                       environment: environment, parameterSlots: parameterSlots)
        object.shape = layout.shape
        object.slots.extend(to: layout.shape.slotCount)
        object.slots[layout.lengthSlot] = .number(Double(elements.count))
        object.slots[layout.iteratorSlot] = iterator
        object.slots[layout.calleeSlot] = calleeValue
        object.elements = elements
        if environment != nil, object.parameterSlots.count > elements.count {
            object.parameterSlots.removeSubrange(elements.count...)
        }
        return agent.heap.register(object)
    }

    /// Where a freshly made arguments object keeps `length`, @@iterator and `callee`, read
    /// from one made by `make(arguments:…)`; nil if it is not in a shared shape.
    func layout(in agent: Agent) -> ArgumentsLayout? {
        guard !shape.isDictionary, let length = shape.lookup(.atom(agent.names.length)),
            let iterator = shape.lookup(.symbol(agent.symbols.iterator)),
            let callee = shape.lookup(.atom(agent.names.callee))
        else { return nil }
        return ArgumentsLayout(shape: shape, lengthSlot: length.slot, iteratorSlot: iterator.slot,
                               calleeSlot: callee.slot)
    }

    /// The stored `callee` accessor of an unmapped arguments object.
    func calleeAccessor(in agent: Agent) -> AccessorPair? {
        guard environment == nil, let slot = shape.lookup(.atom(agent.names.callee))?.slot else { return nil }
        return slots[slot].asObject as? AccessorPair
    }

    private func mappedSlot(_ key: PropertyKey) -> Int? {
        guard environment != nil, case .index(let index) = key, Int(index) < parameterSlots.count else {
            return nil
        }
        return parameterSlots[Int(index)]
    }

    private func unmap(_ key: PropertyKey) {
        if case .index(let index) = key, Int(index) < parameterSlots.count {
            parameterSlots[Int(index)] = nil
        }
    }

    private func mappedValue(_ slot: Int) -> JSValue {
        environment?[slot: slot] ?? .undefined
    }

    /// [[GetOwnProperty]] (§9.4.4.1).
    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        guard var descriptor = storedProperty(key)?.descriptor else { return nil }
        if let slot = mappedSlot(key) { descriptor.value = mappedValue(slot) }
        return descriptor
    }

    /// [[DefineOwnProperty]] (§9.4.4.2).
    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        let slot = mappedSlot(key)
        var newDescriptor = descriptor
        if let slot, descriptor.isData, descriptor.value == nil, descriptor.writable == false {
            newDescriptor.value = mappedValue(slot)
        }
        guard validateAndApplyPropertyDescriptor(key, isExtensible: allowsExtensions, descriptor: newDescriptor,
                                                 current: storedProperty(key)?.descriptor, in: agent)
        else { return false }
        if let slot {
            if descriptor.isAccessor {
                unmap(key)
            } else {
                if let value = descriptor.value { environment?[slot: slot] = value }
                if descriptor.writable == false { unmap(key) }
            }
        }
        return true
    }

    /// [[Get]] (§9.4.4.3).
    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        if let slot = mappedSlot(key) { return mappedValue(slot) }
        return try super.get(key, receiver: receiver, in: agent)
    }

    /// [[Set]] (§9.4.4.4).
    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        if receiver.asObject === self, let slot = mappedSlot(key) {
            environment?[slot: slot] = value
        }
        return try super.set(key, value, receiver: receiver, in: agent)
    }

    /// [[Delete]] (§9.4.4.5).
    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        let result = try super.delete(key, in: agent)
        if result && mappedSlot(key) != nil { unmap(key) }
        return result
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(environment)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        environment = nil
        parameterSlots = []
    }
}

/// The shape of a fresh arguments object and the slots of its three properties (see
/// `JSArgumentsObject.make(elements:…)`).
struct ArgumentsLayout {
    let shape: Shape
    let lengthSlot: Int
    let iteratorSlot: Int
    let calleeSlot: Int
}

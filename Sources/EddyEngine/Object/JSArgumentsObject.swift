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

/// SharedArrayBuffer (§25.2), growable as ES2024 has it (`maxByteLength`, `grow`).
enum SharedArrayBufferBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("grow", length: 1, grow),
        .init("slice", length: 2, slice),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.sharedArrayBufferPrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install([
            BuiltinAccessor("byteLength", getter: { agent, this, _ in
                .number(Double(try thisBlock(this, "byteLength", in: agent).byteLength))
            }),
            BuiltinAccessor("growable", getter: { agent, this, _ in
                .boolean(try thisBlock(this, "growable", in: agent).isGrowable)
            }),
            BuiltinAccessor("maxByteLength", getter: { agent, this, _ in
                .number(Double(try thisBuffer(this, "maxByteLength", in: agent).maxByteLength))
            }),
        ], on: prototype, in: agent)
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("SharedArrayBuffer"),
                                        attributes: .configurable)
        let constructor = realm.makeConstructor("SharedArrayBuffer", length: 1, prototype: prototype, in: agent,
                                                call: { agent, _, _ in
                                                    throw agent.typeError("Constructor SharedArrayBuffer requires 'new'")
                                                },
                                                construct: construct)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        MapBuiltins.globalDefine(constructor, "SharedArrayBuffer", in: realm, agent: agent)
        realm.setIntrinsic(.sharedArrayBufferConstructor, constructor)
    }

    /// SharedArrayBuffer ( length [ , options ] ) (§25.2.3.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor SharedArrayBuffer requires 'new'") }
        let byteLength = try agent.toIndex(arguments[0])
        let maxByteLength = try ArrayBufferBuiltins.maxByteLengthOption(arguments[1], byteLength: byteLength, in: agent)
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.sharedArrayBufferPrototype) }
        return .object(try allocate(byteLength: byteLength, maxByteLength: maxByteLength, prototype: prototype, in: agent))
    }

    /// AllocateSharedArrayBuffer (§25.2.2.1), with a RangeError instead of running out of memory.
    static func allocate(byteLength: Int, maxByteLength: Int?, prototype: JSObject?, in agent: Agent) throws -> JSArrayBuffer {
        guard (maxByteLength ?? byteLength) <= ArrayBufferBuiltins.maximumByteLength,
            let block = SharedDataBlock(byteLength: byteLength, maxByteLength: maxByteLength)
        else { throw agent.rangeError("Array buffer allocation failed") }
        agent.heap.noteExternalAllocation(bytes: byteLength)
        return agent.heap.register(JSArrayBuffer(sharing: block, prototype: prototype, in: agent))
    }

    static func thisBuffer(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSArrayBuffer {
        guard let object = this.asObject, let buffer = object as? JSArrayBuffer, buffer.isShared else {
            throw agent.incompatibleReceiver("SharedArrayBuffer.prototype.\(method)", this)
        }
        return buffer
    }

    private static func thisBlock(_ this: JSValue, _ method: String, in agent: Agent) throws -> SharedDataBlock {
        guard let block = try thisBuffer(this, method, in: agent).sharedBlock else {
            throw agent.incompatibleReceiver("SharedArrayBuffer.prototype.\(method)", this)
        }
        return block
    }

    /// SharedArrayBuffer.prototype.grow ( newLength ) (§25.2.5.3).
    @Sendable static func grow(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let block = try thisBlock(this, "grow", in: agent)
        guard block.isGrowable else {
            throw agent.typeError("Method SharedArrayBuffer.prototype.grow called on incompatible receiver \(this.shortDescription)")
        }
        let newLength = try agent.toIndex(arguments[0])
        guard newLength <= block.maxByteLength else { throw agent.rangeError("Invalid length parameter") }
        let previous = block.byteLength
        guard block.grow(to: newLength) else { throw agent.rangeError("Invalid length parameter") }
        if newLength > previous { agent.heap.noteExternalAllocation(bytes: newLength - previous) }
        return .undefined
    }

    /// SharedArrayBuffer.prototype.slice ( start, end ) (§25.2.5.6).
    @Sendable static func slice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let buffer = try thisBuffer(this, "slice", in: agent)
        let (first, newLength) = try ArrayBufferBuiltins.sliceRange(arguments, byteLength: buffer.byteLength, in: agent)
        let constructor = try agent.speciesConstructor(
            of: buffer, default: agent.currentRealm.intrinsic(.sharedArrayBufferConstructor))
        let object = try agent.construct(.object(constructor), arguments: [.number(Double(newLength))])
        guard let result = object as? JSArrayBuffer, let target = result.sharedBlock else {
            throw agent.typeError("Species constructor did not return a SharedArrayBuffer")
        }
        if target === buffer.sharedBlock {
            throw agent.typeError("SharedArrayBuffer subclass returned this from species constructor")
        }
        guard target.byteLength >= newLength else { throw agent.typeError("Species constructor returned a too small buffer") }
        if newLength > 0, let source = buffer.sharedBlock, first + newLength <= source.byteLength {
            (target.base).copyMemory(from: source.base + first, byteCount: newLength)
        }
        return .object(result)
    }
}

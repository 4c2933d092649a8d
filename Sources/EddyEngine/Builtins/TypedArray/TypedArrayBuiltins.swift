/// %TypedArray% (§22.2.1–22.2.3) and the eleven concrete constructors (§22.2.4–22.2.7).
enum TypedArrayBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("at", length: 1, at),
        .init("copyWithin", length: 2, copyWithin),
        .init("entries", length: 0, { agent, this, _ in try iterator(this, .entries, "entries", in: agent) }),
        .init("every", length: 1, { agent, this, arguments in
            try scan(this, arguments, "every", in: agent) { found, _, _ in found ? nil : false } ?? true
        }),
        .init("fill", length: 1, fill),
        .init("filter", length: 1, filter),
        .init("find", length: 1, { agent, this, arguments in
            try scan(this, arguments, "find", in: agent) { found, value, _ in found ? value : nil } ?? .undefined
        }),
        .init("findIndex", length: 1, { agent, this, arguments in
            try scan(this, arguments, "findIndex", in: agent) { found, _, index in found ? .number(Double(index)) : nil } ?? -1
        }),
        .init("findLast", length: 1, { agent, this, arguments in
            try scan(this, arguments, "findLast", fromEnd: true, in: agent) { found, value, _ in found ? value : nil } ?? .undefined
        }),
        .init("findLastIndex", length: 1, { agent, this, arguments in
            try scan(this, arguments, "findLastIndex", fromEnd: true, in: agent) { found, _, index in
                found ? .number(Double(index)) : nil
            } ?? -1
        }),
        .init("forEach", length: 1, { agent, this, arguments in
            try scan(this, arguments, "forEach", in: agent) { _, _, _ in nil } ?? .undefined
        }),
        .init("includes", length: 1, { agent, this, arguments in try search(this, arguments, .includes, in: agent) }),
        .init("indexOf", length: 1, { agent, this, arguments in try search(this, arguments, .indexOf, in: agent) }),
        .init("join", length: 1, join),
        .init("keys", length: 0, { agent, this, _ in try iterator(this, .keys, "keys", in: agent) }),
        .init("lastIndexOf", length: 1, { agent, this, arguments in try search(this, arguments, .lastIndexOf, in: agent) }),
        .init("map", length: 1, map),
        .init("reduce", length: 1, { agent, this, arguments in try reduce(this, arguments, fromRight: false, in: agent) }),
        .init("reduceRight", length: 1, { agent, this, arguments in try reduce(this, arguments, fromRight: true, in: agent) }),
        .init("reverse", length: 0, reverse),
        .init("set", length: 1, set),
        .init("slice", length: 2, slice),
        .init("some", length: 1, { agent, this, arguments in
            try scan(this, arguments, "some", in: agent) { found, _, _ in found ? true : nil } ?? false
        }),
        .init("sort", length: 1, sort),
        .init("subarray", length: 2, subarray),
        .init("toLocaleString", length: 0, toLocaleString),
        .init("toReversed", length: 0, toReversed),
        .init("toSorted", length: 1, toSorted),
        .init("values", length: 0, { agent, this, _ in try iterator(this, .values, "values", in: agent) }),
        .init("with", length: 2, with),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.typedArrayPrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        // %TypedArray%.prototype[@@iterator] is `values`; `toString` is Array.prototype's (§22.2.3.29–31).
        if case .data(let values, _)? = prototype.storedProperty(agent.key("values")) {
            prototype.defineBuiltinProperty(.symbol(agent.symbols.iterator), values)
        }
        if case .data(let toString, _)? = realm.arrayPrototype.storedProperty(agent.key("toString")) {
            prototype.defineBuiltinProperty(agent.key("toString"), toString)
        }
        realm.install([
            BuiltinAccessor("buffer", getter: { agent, this, _ in .object(try thisTypedArray(this, "buffer", in: agent).buffer) }),
            BuiltinAccessor("byteLength", getter: { agent, this, _ in
                .number(Double(try thisTypedArray(this, "byteLength", in: agent).byteLength))
            }),
            BuiltinAccessor("byteOffset", getter: { agent, this, _ in
                let array = try thisTypedArray(this, "byteOffset", in: agent)
                return .number(array.isOutOfBounds ? 0 : Double(array.byteOffset))
            }),
            BuiltinAccessor("length", getter: { agent, this, _ in
                .number(Double(try thisTypedArray(this, "length", in: agent).length))
            }, fast: { _, this, _ in
                // A typed array receiver (`buf.length`); anything else throws from the getter.
                guard let array = this.asObject as? JSTypedArray else { return nil }
                return .number(Double(array.length))
            }),
            // get %TypedArray%.prototype [ @@toStringTag ] (§22.2.3.32): undefined for others.
            BuiltinAccessor(.toStringTag, getter: { _, this, _ in
                guard let object = this.asObject, let array = object as? JSTypedArray else { return .undefined }
                return JSValue(array.kind.name)
            }),
        ], on: prototype, in: agent)

        let abstract = realm.makeConstructor("TypedArray", length: 0, prototype: prototype, in: agent,
                                             call: { agent, _, _ in throw agent.typeError("Abstract class TypedArray not directly constructable") },
                                             construct: { agent, _, _ in throw agent.typeError("Abstract class TypedArray not directly constructable") })
        realm.setIntrinsic(.typedArrayConstructor, abstract)
        realm.install([
            BuiltinMethod("from", length: 1, from),
            BuiltinMethod("of", length: 0, of),
        ], on: abstract, in: agent)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: abstract, in: agent)

        for kind in TypedArrayKind.allCases {
            let kindPrototype = agent.makeObject(prototype: prototype)
            realm.setIntrinsic(.typedArrayPrototypes(kind), kindPrototype)
            let constructor = realm.makeConstructor(kind.name, length: 3, prototype: kindPrototype, in: agent,
                                                    functionPrototype: abstract,
                                                    call: { agent, _, _ in throw agent.typeError("Constructor \(kind.name) requires 'new'") },
                                                    construct: { agent, _, arguments in try construct(kind, arguments, in: agent) })
            let bytes = JSValue(kind.elementSize)
            constructor.defineBuiltinProperty(agent.key("BYTES_PER_ELEMENT"), bytes, attributes: [])
            kindPrototype.defineBuiltinProperty(agent.key("BYTES_PER_ELEMENT"), bytes, attributes: [])
            realm.setIntrinsic(.typedArrayConstructors(kind), constructor)
            MapBuiltins.globalDefine(constructor, kind.name, in: realm, agent: agent)
        }
    }

    // MARK: Creation

    static func thisTypedArray(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSTypedArray {
        guard let object = this.asObject, let array = object as? JSTypedArray else {
            throw agent.incompatibleReceiver("%TypedArray%.prototype.\(method)", this)
        }
        return array
    }

    /// AllocateTypedArray with a new buffer of `length` elements (§22.2.4.2.1).
    static func make(_ kind: TypedArrayKind, length: Int, prototype: JSObject?, in agent: Agent) throws -> JSTypedArray {
        guard length <= ArrayBufferBuiltins.maximumByteLength / kind.elementSize else {
            throw agent.rangeError("Invalid typed array length: \(length)")
        }
        let buffer = try ArrayBufferBuiltins.allocate(byteLength: length * kind.elementSize,
                                                      prototype: agent.currentRealm.intrinsic(.arrayBufferPrototype), in: agent)
        return agent.heap.register(JSTypedArray(kind: kind, buffer: buffer, byteOffset: 0, length: length,
                                                prototype: prototype, in: agent))
    }

    /// TypedArray ( ...args ) (§23.2.5.1): from a length, a typed array, an array-like or
    /// iterable object, or a buffer with an offset and a length.
    static func construct(_ kind: TypedArrayKind, _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor \(kind.name) requires 'new'") }
        func prototype() throws -> JSObject? {
            try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.typedArrayPrototypes(kind)) }
        }
        guard let source = arguments[0].asObject else {
            let length = try agent.toIntegerOrInfinity(arguments[0])
            guard length >= 0, length <= 9_007_199_254_740_991 else {
                throw agent.rangeError("Invalid typed array length: \(NumberFormatting.string(from: length))")
            }
            return .object(try make(kind, length: Int(length), prototype: try prototype(), in: agent))
        }
        let prototype = try prototype()
        if let buffer = source as? JSArrayBuffer {
            return .object(try view(kind, of: buffer, arguments, prototype: prototype, in: agent))
        }
        if let other = source as? JSTypedArray {
            // InitializeTypedArrayFromTypedArray: element by element into the new array, never
            // a list of values (16 bytes each) as long as the source.
            try requireInBounds(other, "Construct", in: agent)
            try checkContentType(of: other, matches: kind, in: agent)
            let length = other.length
            let array = try make(kind, length: length, prototype: prototype, in: agent)
            for index in 0..<length {
                if index & 4095 == 4095 { try agent.checkInterrupt() }
                array.setElement(other.element(at: index, in: agent), at: index)
            }
            return .object(array)
        }
        if try agent.getMethod(.object(source), .symbol(agent.symbols.iterator)) != nil {
            let values = try agent.iterableToList(.object(source)).map { try agent.elementValue($0, for: kind) }
            let array = try make(kind, length: values.count, prototype: prototype, in: agent)
            for (index, value) in values.enumerated() { array.setElement(value, at: index) }
            return .object(array)
        }
        // InitializeTypedArrayFromArrayLike: the array first, then each element read,
        // converted and stored in turn.
        let length = Int(try source.lengthOfArrayLike(in: agent))
        guard length <= ArrayBufferBuiltins.maximumByteLength else { throw agent.rangeError("Invalid typed array length: \(length)") }
        let array = try make(kind, length: length, prototype: prototype, in: agent)
        for index in 0..<length {
            if index & 4095 == 4095 { try agent.checkInterrupt() }
            array.setElement(try agent.elementValue(try source.get(.index(UInt32(index)), in: agent), for: kind), at: index)
        }
        return .object(array)
    }

    /// InitializeTypedArrayFromArrayBuffer (§23.2.5.1.3): a view of `buffer`; without a
    /// length, over a resizable buffer it tracks the buffer's length.
    private static func view(_ kind: TypedArrayKind, of buffer: JSArrayBuffer, _ arguments: Arguments,
                             prototype: JSObject?, in agent: Agent) throws -> JSTypedArray {
        let size = kind.elementSize
        let offset = try agent.toIndex(arguments[1])
        guard offset % size == 0 else {
            throw agent.rangeError("start offset of \(kind.name) should be a multiple of \(size)")
        }
        let requested: Int? = arguments[2].isUndefined ? nil : try agent.toIndex(arguments[2])
        if buffer.isDetached { throw agent.typeError("Cannot perform Construct on a detached ArrayBuffer") }
        let available = buffer.byteLength
        let length: Int?
        if let requested {
            // `requested` is at most 2^53 - 1, so the product stays far below Int.max.
            guard offset + requested * size <= available else {
                throw agent.rangeError("Invalid typed array length: \(requested)")
            }
            length = requested
        } else {
            if !buffer.isResizable {
                guard available % size == 0 else {
                    throw agent.rangeError("byte length of \(kind.name) should be a multiple of \(size)")
                }
            }
            guard offset <= available else {
                throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer")
            }
            length = buffer.isResizable ? nil : (available - offset) / size
        }
        return agent.heap.register(JSTypedArray(kind: kind, buffer: buffer, byteOffset: offset, length: length,
                                                prototype: prototype, in: agent))
    }

    /// Copying between typed arrays keeps to one content type (§22.2.4.2.1 step 16,
    /// §22.2.3.23.2 step 21): Numbers and BigInts do not convert into each other.
    static func checkContentType(of source: JSTypedArray, matches kind: TypedArrayKind, in agent: Agent) throws {
        guard source.kind.isBigInt == kind.isBigInt else {
            throw agent.typeError("Cannot mix BigInt and other types, use explicit conversions")
        }
    }

    /// TypedArraySpeciesCreate (§23.2.4.1): the result's content type must be the exemplar's.
    static func speciesCreate(_ exemplar: JSTypedArray, _ arguments: [JSValue], in agent: Agent) throws -> JSTypedArray {
        let fallback = agent.currentRealm.intrinsic(.typedArrayConstructors(exemplar.kind))
        let constructor = try agent.speciesConstructor(of: exemplar, default: fallback)
        let result = try create(constructor, arguments, in: agent)
        guard result.kind.isBigInt == exemplar.kind.isBigInt else {
            throw agent.typeError("Content type of the species constructor's typed array differs")
        }
        return result
    }

    /// TypedArrayCreateFromConstructor (§23.2.4.2): a typed array in bounds, and at least as
    /// long as a length asked for.
    static func create(_ constructor: JSObject, _ arguments: [JSValue], in agent: Agent) throws -> JSTypedArray {
        guard let array = try agent.construct(.object(constructor), arguments: arguments) as? JSTypedArray else {
            throw agent.typeError("The species constructor did not make a typed array")
        }
        try requireInBounds(array, "Construct", in: agent)
        if arguments.count == 1, case .number(let length) = arguments[0], Double(array.length) < length {
            throw agent.typeError("The species constructor made a typed array that is too short")
        }
        return array
    }

    /// TypedArrayCreateSameType (§23.2.4.3): a new array of the exemplar's kind.
    static func makeSameType(_ exemplar: JSTypedArray, length: Int, in agent: Agent) throws -> JSTypedArray {
        try make(exemplar.kind, length: length,
                 prototype: agent.currentRealm.intrinsic(.typedArrayPrototypes(exemplar.kind)), in: agent)
    }

    /// ValidateTypedArray (§23.2.4.4): the receiver, a typed array within its buffer.
    static func validate(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSTypedArray {
        let array = try thisTypedArray(this, method, in: agent)
        try requireInBounds(array, "%TypedArray%.prototype." + method, in: agent)
        return array
    }

    /// The TypeError of a typed array whose buffer is detached or too short for it (V8 says
    /// "detached" for both).
    static func requireInBounds(_ array: JSTypedArray, _ operation: String, in agent: Agent) throws {
        if array.isOutOfBounds { throw agent.typeError("Cannot perform \(operation) on a detached ArrayBuffer") }
    }

    /// %TypedArray%.from ( source [ , mapfn [ , thisArg ] ] ) (§22.2.2.1).
    @Sendable static func from(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let constructor = this.asObject, constructor.isConstructor else {
            throw agent.typeError("\(this.shortDescription) is not a constructor")
        }
        let mapping = arguments[1]
        if !mapping.isUndefined && !mapping.isCallable { throw agent.typeError("\(mapping.shortDescription) is not a function") }
        if try agent.getMethod(arguments[0], .symbol(agent.symbols.iterator)) != nil {
            let values = try agent.iterableToList(arguments[0])
            let target = try create(constructor, [.number(Double(values.count))], in: agent)
            for (index, value) in values.enumerated() {
                try store(value, at: index, in: target, mapping: mapping, this: arguments[2], in: agent)
            }
            return .object(target)
        }
        // An array-like: the typed array first, then each element read and stored in turn
        // (step 10), so no list as long as the claimed length is ever made.
        let source = try agent.toObject(arguments[0])
        let length = try source.lengthOfArrayLike(in: agent)
        let target = try create(constructor, [.number(length)], in: agent)
        for index in 0..<min(Int(length), Int(UInt32.max)) {
            try store(try source.get(.index(UInt32(index)), in: agent), at: index, in: target,
                      mapping: mapping, this: arguments[2], in: agent)
        }
        return .object(target)
    }

    /// One element of %TypedArray%.from: mapped, then Set on the target. A long native loop,
    /// so it looks at the agent's interrupt now and then.
    private static func store(_ value: JSValue, at index: Int, in target: JSObject, mapping: JSValue, this: JSValue,
                              in agent: Agent) throws {
        if index & 4095 == 4095 { try agent.checkInterrupt() }
        let mapped = mapping.isUndefined ? value
            : try agent.call(mapping, this: this, arguments: [value, .number(Double(index))])
        _ = try target.set(.index(UInt32(index)), mapped, receiver: .object(target), in: agent)
    }

    /// %TypedArray%.of ( ...items ) (§22.2.2.2).
    @Sendable static func of(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let constructor = this.asObject, constructor.isConstructor else {
            throw agent.typeError("\(this.shortDescription) is not a constructor")
        }
        let target = try create(constructor, [.number(Double(arguments.count))], in: agent)
        for (index, value) in arguments.values.enumerated() {
            _ = try target.set(.index(UInt32(index)), value, receiver: .object(target), in: agent)
        }
        return .object(target)
    }
}

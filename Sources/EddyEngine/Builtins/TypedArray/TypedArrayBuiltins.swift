/// %TypedArray% (§22.2.1–22.2.3) and the eleven concrete constructors (§22.2.4–22.2.7).
enum TypedArrayBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("at", length: 1, at),
        .init("copyWithin", length: 2, copyWithin),
        .init("entries", length: 0, { agent, this, _ in try iterator(this, .entries, in: agent) }),
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
        .init("keys", length: 0, { agent, this, _ in try iterator(this, .keys, in: agent) }),
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
        .init("toLocaleString", length: 0, join),
        .init("toReversed", length: 0, toReversed),
        .init("toSorted", length: 1, toSorted),
        .init("values", length: 0, { agent, this, _ in try iterator(this, .values, in: agent) }),
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
                .number(Double(try thisTypedArray(this, "byteOffset", in: agent).byteOffset))
            }),
            BuiltinAccessor("length", getter: { agent, this, _ in
                .number(Double(try thisTypedArray(this, "length", in: agent).length))
            }),
            // get %TypedArray%.prototype [ @@toStringTag ] (§22.2.3.32): undefined for others.
            BuiltinAccessor(.toStringTag, getter: { _, this, _ in
                guard case .object(let object) = this, let array = object as? JSTypedArray else { return .undefined }
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
        guard case .object(let object) = this, let array = object as? JSTypedArray else {
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

    /// TypedArray ( ...args ) (§22.2.4.1): from a length, a typed array, an array-like or
    /// iterable object, or a buffer with an offset and a length.
    static func construct(_ kind: TypedArrayKind, _ arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor \(kind.name) requires 'new'") }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.typedArrayPrototypes(kind)) }
        guard case .object(let source) = arguments[0] else {
            let length = try agent.toIntegerOrInfinity(arguments[0])
            guard length >= 0, length <= 9_007_199_254_740_991 else {
                throw agent.rangeError("Invalid typed array length: \(NumberFormatting.string(from: length))")
            }
            return .object(try make(kind, length: Int(length), prototype: prototype, in: agent))
        }
        if let buffer = source as? JSArrayBuffer {
            let offset = try agent.toIndex(arguments[1])
            if buffer.isDetached { throw agent.typeError("Cannot perform Construct on a detached ArrayBuffer") }
            guard offset % kind.elementSize == 0 else {
                throw agent.rangeError("start offset of \(kind.name) should be a multiple of \(kind.elementSize)")
            }
            let length: Int?
            if arguments[2].isUndefined, buffer.sharedBlock?.isGrowable == true {
                // A length-tracking view (§23.2.5.1.3 step 10).
                guard offset <= buffer.byteLength else {
                    throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer")
                }
                length = nil
            } else if arguments[2].isUndefined {
                guard buffer.byteLength % kind.elementSize == 0 else {
                    throw agent.rangeError("byte length of \(kind.name) should be a multiple of \(kind.elementSize)")
                }
                guard offset <= buffer.byteLength else {
                    throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer")
                }
                length = (buffer.byteLength - offset) / kind.elementSize
            } else {
                let count = try agent.toIndex(arguments[2])
                guard offset + count * kind.elementSize <= buffer.byteLength else {
                    throw agent.rangeError("Invalid typed array length: \(count)")
                }
                length = count
            }
            return .object(agent.heap.register(JSTypedArray(kind: kind, buffer: buffer, byteOffset: offset, length: length,
                                                            prototype: prototype, in: agent)))
        }
        if let other = source as? JSTypedArray {
            // InitializeTypedArrayFromTypedArray: element by element into the new array, never
            // a list of values (16 bytes each) as long as the source.
            try checkContentType(of: other, matches: kind, in: agent)
            let array = try make(kind, length: other.length, prototype: prototype, in: agent)
            for index in 0..<other.length {
                if index & 4095 == 4095 { try agent.checkInterrupt() }
                array.setElement(other.element(at: index), at: index)
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

    /// Copying between typed arrays keeps to one content type (§22.2.4.2.1 step 16,
    /// §22.2.3.23.2 step 21): Numbers and BigInts do not convert into each other.
    private static func checkContentType(of source: JSTypedArray, matches kind: TypedArrayKind, in agent: Agent) throws {
        guard source.kind.isBigInt == kind.isBigInt else {
            throw agent.typeError("Cannot mix BigInt and other types, use explicit conversions")
        }
    }

    /// TypedArraySpeciesCreate (§22.2.4.7) / TypedArrayCreate (§22.2.4.6).
    static func speciesCreate(_ exemplar: JSTypedArray, _ arguments: [JSValue], in agent: Agent) throws -> JSTypedArray {
        let fallback = agent.currentRealm.intrinsic(.typedArrayConstructors(exemplar.kind))
        let constructor = try agent.speciesConstructor(of: exemplar, default: fallback)
        return try create(constructor, arguments, in: agent)
    }

    static func create(_ constructor: JSObject, _ arguments: [JSValue], in agent: Agent) throws -> JSTypedArray {
        guard let array = try agent.construct(.object(constructor), arguments: arguments) as? JSTypedArray else {
            throw agent.typeError("The species constructor did not make a typed array")
        }
        if arguments.count == 1, case .number(let length) = arguments[0], Double(array.length) < length {
            throw agent.typeError("The species constructor made a typed array that is too short")
        }
        return array
    }

    /// %TypedArray%.from ( source [ , mapfn [ , thisArg ] ] ) (§22.2.2.1).
    @Sendable static func from(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard case .object(let constructor) = this, constructor.isConstructor else {
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
        guard case .object(let constructor) = this, constructor.isConstructor else {
            throw agent.typeError("\(this.shortDescription) is not a constructor")
        }
        let target = try create(constructor, [.number(Double(arguments.count))], in: agent)
        for (index, value) in arguments.values.enumerated() {
            _ = try target.set(.index(UInt32(index)), value, receiver: .object(target), in: agent)
        }
        return .object(target)
    }

    // MARK: Prototype methods

    private static func iterator(_ this: JSValue, _ kind: ArrayIterator.Kind, in agent: Agent) throws -> JSValue {
        let array = try thisTypedArray(this, "values", in: agent)
        return .object(agent.heap.register(ArrayIterator(iterating: array, kind: kind, in: agent)))
    }

    /// The loop of every, find, findIndex, forEach and some: calls the callback on each
    /// element until `decide` (given the callback's truthiness) answers a result.
    private static func scan(_ this: JSValue, _ arguments: Arguments, _ method: String, fromEnd: Bool = false,
                             in agent: Agent, decide: (Bool, JSValue, Int) -> JSValue?) throws -> JSValue? {
        let array = try thisTypedArray(this, method, in: agent)
        let callback = arguments[0]
        guard callback.isCallable else { throw agent.typeError("\(callback.shortDescription) is not a function") }
        let indices = 0..<array.length
        for index in fromEnd ? Array(indices.reversed()) : Array(indices) {
            let value = array.element(at: index)
            let result = try agent.call(callback, this: arguments[1], arguments: [value, .number(Double(index)), this])
            if let answer = decide(result.toBoolean, value, index) { return answer }
        }
        return nil
    }

    private enum SearchKind { case includes, indexOf, lastIndexOf }

    /// includes (§22.2.3.14), indexOf (§22.2.3.15), lastIndexOf (§22.2.3.18).
    private static func search(_ this: JSValue, _ arguments: Arguments, _ kind: SearchKind, in agent: Agent) throws -> JSValue {
        let array = try thisTypedArray(this, "indexOf", in: agent)
        let length = Double(array.length)
        let notFound: JSValue = kind == .includes ? false : -1
        guard length > 0 else { return notFound }
        if kind == .lastIndexOf {
            var start = arguments.count > 1 ? try agent.toIntegerOrInfinity(arguments[1]) : length - 1
            start = start < 0 ? length + start : min(start, length - 1)
            guard start >= 0 else { return notFound }
            for index in stride(from: Int(start), through: 0, by: -1)
            where JSValue.isStrictlyEqual(array.element(at: index), arguments[0]) {
                return .number(Double(index))
            }
            return notFound
        }
        let start = try agent.relativeIndex(arguments[1], length: length, default: 0)
        guard start < length else { return notFound }
        let target = arguments[0]
        for index in Int(start)..<array.length {
            let element = array.element(at: index)
            if kind == .includes ? JSValue.isSameValueZero(element, target) : JSValue.isStrictlyEqual(element, target) {
                return kind == .includes ? true : .number(Double(index))
            }
        }
        return notFound
    }

    /// %TypedArray%.prototype.join ( separator ) (§22.2.3.16).
    @Sendable static func join(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "join", in: agent)
        let separator = arguments[0].isUndefined ? JSString(",") : try agent.toString(arguments[0])
        let length = array.length
        // The separators alone may pass the longest string: say so before building anything.
        if length > 1, Double(separator.count) * Double(length - 1) > Double(JSString.maximumLength) {
            throw agent.rangeError("Invalid string length")
        }
        var units: [UInt16] = []
        for index in 0..<length {
            if index > 0 { units.append(contentsOf: separator.units) }
            units.append(contentsOf: try agent.toString(array.element(at: index)).units)
            guard units.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        }
        return .string(JSString(units: units))
    }

    /// %TypedArray%.prototype.fill ( value [ , start [ , end ] ] ) (§22.2.3.8).
    @Sendable static func fill(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "fill", in: agent)
        let value = try agent.elementValue(arguments[0], for: array.kind)
        let length = Double(array.length)
        let start = Int(try agent.relativeIndex(arguments[1], length: length, default: 0))
        let end = Int(try agent.relativeIndex(arguments[2], length: length, default: length))
        if start < end { for index in start..<end { array.setElement(value, at: index) } }
        return this
    }

    /// %TypedArray%.prototype.filter ( callbackfn [ , thisArg ] ) (§22.2.3.9).
    @Sendable static func filter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "filter", in: agent)
        var kept: [JSValue] = []
        _ = try scan(this, arguments, "filter", in: agent) { found, value, _ in
            if found { kept.append(value) }
            return nil
        }
        let result = try speciesCreate(array, [.number(Double(kept.count))], in: agent)
        for (index, value) in kept.enumerated() { result.setElement(value, at: index) }
        return .object(result)
    }

    /// %TypedArray%.prototype.map ( callbackfn [ , thisArg ] ) (§22.2.3.19).
    @Sendable static func map(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "map", in: agent)
        let callback = arguments[0]
        guard callback.isCallable else { throw agent.typeError("\(callback.shortDescription) is not a function") }
        let result = try speciesCreate(array, [.number(Double(array.length))], in: agent)
        for index in 0..<array.length {
            let mapped = try agent.call(callback, this: arguments[1],
                                        arguments: [array.element(at: index), .number(Double(index)), this])
            _ = try result.set(.index(UInt32(index)), mapped, receiver: .object(result), in: agent)
        }
        return .object(result)
    }

    /// reduce (§22.2.3.20) and reduceRight (§22.2.3.21).
    private static func reduce(_ this: JSValue, _ arguments: Arguments, fromRight: Bool, in agent: Agent) throws -> JSValue {
        let array = try thisTypedArray(this, fromRight ? "reduceRight" : "reduce", in: agent)
        let callback = arguments[0]
        guard callback.isCallable else { throw agent.typeError("\(callback.shortDescription) is not a function") }
        var indices = Array(0..<array.length)
        if fromRight { indices.reverse() }
        var accumulator: JSValue
        if arguments.count > 1 {
            accumulator = arguments[1]
        } else {
            guard let first = indices.first else { throw agent.typeError("Reduce of empty array with no initial value") }
            accumulator = array.element(at: first)
            indices.removeFirst()
        }
        for index in indices {
            accumulator = try agent.call(callback, this: .undefined,
                                         arguments: [accumulator, array.element(at: index), .number(Double(index)), this])
        }
        return accumulator
    }

    /// %TypedArray%.prototype.reverse ( ) (§22.2.3.22).
    @Sendable static func reverse(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "reverse", in: agent)
        var lower = 0
        var upper = array.length - 1
        while lower < upper {
            let value = array.element(at: lower)
            array.setElement(array.element(at: upper), at: lower)
            array.setElement(value, at: upper)
            lower += 1
            upper -= 1
        }
        return this
    }

    /// %TypedArray%.prototype.set ( source [ , offset ] ) (§22.2.3.23).
    @Sendable static func set(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let target = try thisTypedArray(this, "set", in: agent)
        let offset = try agent.toIntegerOrInfinity(arguments[1])
        guard offset >= 0 else { throw agent.rangeError("offset is out of bounds") }
        if case .object(let object) = arguments[0], let source = object as? JSTypedArray, source.kind == target.kind {
            // Same element type: the bytes move as they are (Buffer.concat, stream chunks),
            // through a copy, since source and target may share a buffer.
            guard offset + Double(source.length) <= Double(target.length) else {
                throw agent.rangeError("offset is out of bounds")
            }
            // Through the buffers' own accessors (a shared block's bytes are not in `bytes`),
            // each range checked against the buffer as it is now (it may be detached).
            let count = source.byteLength
            let bytes: [UInt8] = source.buffer.withUnsafeBytes { all in
                guard source.byteOffset >= 0, source.byteOffset + count <= all.count else { return [] }
                return [UInt8](UnsafeRawBufferPointer(rebasing: all[source.byteOffset..<(source.byteOffset + count)]))
            }
            let start = target.byteOffset + Int(offset) * target.kind.elementSize
            target.buffer.withUnsafeMutableBytes { all in
                guard bytes.count == count, start >= 0, start + count <= all.count else { return }
                bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: all[start..<(start + count)]).copyMemory(from: $0) }
            }
            return .undefined
        }
        if case .object(let object) = arguments[0], let source = object as? JSTypedArray {
            // SetTypedArrayFromTypedArray (§23.2.3.26.2), element by element with conversion.
            try checkContentType(of: source, matches: target.kind, in: agent)
            guard offset + Double(source.length) <= Double(target.length) else {
                throw agent.rangeError("offset is out of bounds")
            }
            // Over the same buffer the source is read from a copy of its bytes (step 24).
            var reader = source
            if source.buffer === target.buffer {
                guard let copy = JSArrayBuffer(byteLength: source.byteLength, prototype: nil, in: agent) else {
                    throw agent.rangeError("Array buffer allocation failed")
                }
                let bytes: [UInt8] = source.buffer.withUnsafeBytes { all in
                    source.byteOffset + source.byteLength <= all.count
                        ? Array(all[source.byteOffset..<(source.byteOffset + source.byteLength)]) : []
                }
                copy.withUnsafeMutableBytes { all in
                    guard bytes.count <= all.count else { return }
                    bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: all[0..<bytes.count]).copyMemory(from: $0) }
                }
                reader = JSTypedArray(kind: source.kind, buffer: copy, byteOffset: 0, length: source.length,
                                      prototype: nil, in: agent)
            }
            for index in 0..<reader.length {
                if index & 4095 == 4095 { try agent.checkInterrupt() }
                target.setElement(reader.element(at: index), at: Int(offset) + index)
            }
            return .undefined
        }
        // SetTypedArrayFromArrayLike (§23.2.3.26.1): each element read, converted and stored in
        // turn, never a list as long as the claimed length.
        let source = try agent.toObject(arguments[0])
        let length = try source.lengthOfArrayLike(in: agent)
        guard offset + length <= Double(target.length) else { throw agent.rangeError("offset is out of bounds") }
        for index in 0..<Int(length) {
            if index & 4095 == 4095 { try agent.checkInterrupt() }
            let value = try agent.elementValue(try source.get(.index(UInt32(index)), in: agent), for: target.kind)
            target.setElement(value, at: Int(offset) + index)
        }
        return .undefined
    }

    /// %TypedArray%.prototype.slice ( start, end ) (§22.2.3.24).
    @Sendable static func slice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "slice", in: agent)
        let length = Double(array.length)
        let start = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        let end = Int(try agent.relativeIndex(arguments[1], length: length, default: length))
        let count = max(end - start, 0)
        let result = try speciesCreate(array, [.number(Double(count))], in: agent)
        for index in 0..<count { result.setElement(array.element(at: start + index), at: index) }
        return .object(result)
    }

    /// %TypedArray%.prototype.subarray ( begin, end ) (§22.2.3.27): a view of the same buffer.
    @Sendable static func subarray(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "subarray", in: agent)
        let length = Double(array.length)
        let begin = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        let end = Int(try agent.relativeIndex(arguments[1], length: length, default: length))
        let count = max(end - begin, 0)
        let offset = array.byteOffset + begin * array.kind.elementSize
        let fallback = agent.currentRealm.intrinsic(.typedArrayConstructors(array.kind))
        let constructor = try agent.speciesConstructor(of: array, default: fallback)
        return .object(try create(constructor, [.object(array.buffer), .number(Double(offset)), .number(Double(count))], in: agent))
    }

    /// %TypedArray%.prototype.copyWithin ( target, start [ , end ] ) (§22.2.3.5).
    @Sendable static func copyWithin(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "copyWithin", in: agent)
        let length = Double(array.length)
        let to = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        let from = Int(try agent.relativeIndex(arguments[1], length: length, default: 0))
        let final = Int(try agent.relativeIndex(arguments[2], length: length, default: length))
        let count = min(final - from, array.length - to)
        guard count > 0 else { return this }
        let values = (from..<(from + count)).map { array.element(at: $0) }
        for (index, value) in values.enumerated() { array.setElement(value, at: to + index) }
        return this
    }

    /// %TypedArray%.prototype.sort ( comparefn ) (§22.2.3.26): numeric order (-0 before +0,
    /// NaN last; BigInts by value) or the comparator's, stable.
    @Sendable static func sort(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        _ = try agent.requireComparator(arguments[0])
        let array = try thisTypedArray(this, "sort", in: agent)
        let values = try sortedElements(of: array, comparator: arguments[0], in: agent)
        for (index, value) in values.enumerated() { array.setElement(value, at: index) }
        return this
    }

    /// %TypedArray%.prototype.toSorted ( comparefn ) (§23.2.3.33): a sorted copy.
    @Sendable static func toSorted(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        _ = try agent.requireComparator(arguments[0])
        let array = try thisTypedArray(this, "toSorted", in: agent)
        let values = try sortedElements(of: array, comparator: arguments[0], in: agent)
        let result = try make(array.kind, length: array.length,
                              prototype: agent.currentRealm.intrinsic(.typedArrayPrototypes(array.kind)), in: agent)
        for (index, value) in values.enumerated() { result.setElement(value, at: index) }
        return .object(result)
    }

    /// %TypedArray%.prototype.toReversed ( ) (§23.2.3.32).
    @Sendable static func toReversed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "toReversed", in: agent)
        let result = try make(array.kind, length: array.length,
                              prototype: agent.currentRealm.intrinsic(.typedArrayPrototypes(array.kind)), in: agent)
        for index in 0..<array.length { result.setElement(array.element(at: array.length - 1 - index), at: index) }
        return .object(result)
    }

    /// %TypedArray%.prototype.with ( index, value ) (§23.2.3.36): the value is converted
    /// before the index is checked.
    @Sendable static func with(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "with", in: agent)
        let length = Double(array.length)
        let relative = try agent.toIntegerOrInfinity(arguments[0])
        let index = relative >= 0 ? relative : length + relative
        let value = try agent.elementValue(arguments[1], for: array.kind)
        guard index >= 0, index < length else { throw agent.rangeError("Invalid typed array index") }
        let result = try make(array.kind, length: array.length,
                              prototype: agent.currentRealm.intrinsic(.typedArrayPrototypes(array.kind)), in: agent)
        for position in 0..<array.length { result.setElement(array.element(at: position), at: position) }
        result.setElement(value, at: Int(index))
        return .object(result)
    }

    /// %TypedArray%.prototype.at ( index ) (§23.2.3.1).
    @Sendable static func at(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "at", in: agent)
        guard let index = try agent.relativeElementIndex(arguments[0], length: Double(array.length)) else { return .undefined }
        return array.element(at: Int(index))
    }

    /// The elements in sort's order (§23.2.3.29 TypedArray SortCompare).
    private static func sortedElements(of array: JSTypedArray, comparator: JSValue, in agent: Agent) throws -> [JSValue] {
        var values = (0..<array.length).map { array.element(at: $0) }
        if comparator.isUndefined {
            values.sort { first, second in
                switch (first, second) {
                case (.bigint(let left), .bigint(let right)):
                    return left.value < right.value
                case (.number(let left), .number(let right)):
                    if left.isNaN { return false }
                    if right.isNaN { return true }
                    if left == 0 && right == 0 { return left.sign == .minus && right.sign == .plus }
                    return left < right
                default:
                    return false
                }
            }
        } else {
            try ArrayBuiltins.mergeSort(&values) { left, right in
                let result = try agent.toNumber(try agent.call(comparator, this: .undefined, arguments: [left, right]))
                return result < 0
            }
        }
        return values
    }
}

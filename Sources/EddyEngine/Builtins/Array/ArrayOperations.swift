/// The abstract operations the Array built-ins share (§7.3, §9.4.2.3), and the test that
/// lets a method work on a dense JSArray's storage directly.

/// 2^53 − 1, the largest length of an array-like (§7.1.20 ToLength).
let maximumSafeLength = 9_007_199_254_740_991.0

extension Agent {
    /// The property key of an integer index 0 ≤ index ≤ 2^53 − 1: an array index when it
    /// is one, the canonical numeric string otherwise.
    @inline(__always) func indexKey(_ index: Double) -> PropertyKey {
        if index < 4_294_967_295 { return .index(UInt32(index)) }
        return atoms.key(NumberFormatting.jsString(from: index))
    }

    @inline(__always) func indexKey(_ index: Int) -> PropertyKey {
        indexKey(Double(index))
    }

    /// IsArray (§7.2.2): an Array, or a proxy whose target is one.
    func isArray(_ value: JSValue) throws -> Bool {
        guard let object = value.asObject else { return false }
        if object is JSArray { return true }
        guard let proxy = object as? JSProxy else { return false }
        guard let target = proxy.target else {
            throw typeError("Cannot perform 'IsArray' on a proxy that has been revoked")
        }
        return try isArray(.object(target))
    }

    /// ArrayCreate (§9.4.2.2) of a length, which may not exceed 2^32 − 1.
    func arrayCreate(length: Double, prototype: JSObject? = nil) throws -> JSArray {
        guard length <= 4_294_967_295 else { throw rangeError("Invalid array length") }
        let array = JSArray.make([], prototype: prototype, in: self)
        array.length = UInt32(length)
        return array
    }

    /// ArraySpeciesCreate (§9.4.2.3).
    func arraySpeciesCreate(_ original: JSObject, length: Double) throws -> JSObject {
        guard try isArray(.object(original)) else { return try arrayCreate(length: length) }
        var constructor = try original.get(.atom(names.constructor), in: self)
        if let object = constructor.asObject, object.isConstructor {
            let realm = try functionRealm(of: object)
            if realm !== currentRealm, let array = realm.intrinsic(.array), array === object {
                constructor = .undefined
            }
        }
        if let object = constructor.asObject {
            constructor = try object.get(.symbol(symbols.species), in: self)
            if constructor.isNull { constructor = .undefined }
        }
        if constructor.isUndefined { return try arrayCreate(length: length) }
        guard constructor.isConstructor else {
            throw typeError("object.constructor[Symbol.species] is not a constructor")
        }
        return try construct(constructor, arguments: [.number(length)])
    }

    /// The callback argument of an iteration method, or a TypeError naming it.
    func requireCallable(_ value: JSValue) throws -> JSObject {
        guard let object = value.asObject, object.isCallable else {
            throw typeError("\(value.shortDescription) is not a function")
        }
        return object
    }

    /// Sets `length` with Throw = true.
    func setLength(_ object: JSObject, _ length: Double) throws {
        try object.set(.atom(names.length), .number(length), in: self)
    }

    /// The relative-index clamp every slicing method shares: negative counts from `length`.
    func relativeIndex(_ value: JSValue, length: Double, default defaultValue: Double) throws -> Double {
        if value.isUndefined { return defaultValue }
        let relative = try toIntegerOrInfinity(value)
        return relative < 0 ? Swift.max(length + relative, 0) : Swift.min(relative, length)
    }
}

extension JSArray {
    /// Whether this array's elements can be read and written as plain storage: they are
    /// dense (every one a writable, enumerable, configurable data property), the array is
    /// extensible, and nothing on the prototype chain has an indexed property that a read
    /// of a hole, or a write to one, would find. Methods take their fast paths only then,
    /// and only where no JavaScript runs in between.
    var hasPlainElements: Bool {
        guard !hasSparseElements, allowsExtensions, isLengthWritable else { return false }
        return prototypesHaveNoIndexedProperties
    }

    /// Whether nothing on the prototype chain has an indexed property (or could make one
    /// up: an exotic object other than an array), so a read of a hole finds nothing there.
    var prototypesHaveNoIndexedProperties: Bool {
        // The links are borrowed: the chain lives as long as this object does, and retaining
        // and releasing each one was most of what a `push` cost.
        var next = prototype.map { Unmanaged.passUnretained($0) }
        while let link = next {
            let isPlain = link._withUnsafeGuaranteedRef { object in
                !object.hasSparseElements && object.elements.isEmpty
                    && (!object.hasExoticProperties || type(of: object) == JSArray.self)
            }
            guard isPlain else { return false }
            next = link._withUnsafeGuaranteedRef { $0.prototype.map { Unmanaged.passUnretained($0) } }
        }
        return true
    }

    /// The elements below `length` of an ordinary array, ascending, when reading them
    /// runs no JavaScript and finds nothing on the prototype chain: every index property
    /// is an own data property, nothing up the chain has an index. Nil otherwise (then a
    /// method walks every index as the specification does). A method that would otherwise
    /// walk 2^32 indexes for a handful of elements takes this list instead.
    func ownDataElements(below length: Double) -> [(index: UInt32, value: JSValue)]? {
        guard type(of: self) == JSArray.self, prototypesHaveNoIndexedProperties else { return nil }
        var values: [(index: UInt32, value: JSValue)] = []
        for key in ordinaryOwnPropertyKeys() {
            guard case .index(let index) = key else { break }
            guard Double(index) < length else { break }
            guard case .data(let value, _)? = storedProperty(key) else { return nil }
            values.append((index, value))
        }
        return values
    }

    /// Counts the storage a native loop grew as memory outside cells: an array grown by
    /// `push` in a loop that allocates nothing else then still makes collections (and the
    /// heap's byte limit) come due.
    func noteStorageGrowth(from capacity: Int, in agent: Agent) {
        let grown = elements.capacity - capacity
        if grown > 0 { agent.heap.noteExternalAllocation(bytes: grown &* MemoryLayout<JSValue?>.stride) }
    }

    /// Drops trailing holes, as storage expects.
    func trimTrailingHoles() {
        while let last = elements.last, last == nil { elements.removeLast() }
    }
}

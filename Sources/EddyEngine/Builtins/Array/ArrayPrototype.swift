/// %Array.prototype% methods that read, search and copy (§22.1.3). Each follows its
/// section's steps; fast paths on a JSArray's dense storage apply only where the result is
/// indistinguishable (no JavaScript can run and no prototype can be consulted).
extension ArrayBuiltins {
    /// Array.prototype.concat ( ...arguments ) (§22.1.3.1).
    @Sendable static func concat(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let target = try agent.arraySpeciesCreate(object, length: 0)
        var count = 0.0
        for item in [JSValue.object(object)] + arguments.values {
            if try isConcatSpreadable(item, in: agent), let source = item.asObject {
                let length = try source.lengthOfArrayLike(in: agent)
                guard count + length <= maximumSafeLength else {
                    throw agent.typeError("Invalid array length")
                }
                if let array = source as? JSArray, array.hasPlainElements, let result = target as? JSArray,
                    result.hasPlainElements, count + length < 4_294_967_295,
                    result.elements.count == Int(count), Int(result.length) <= Int(count)
                {
                    // Both plain: holes stay holes, so the storage copies as it is.
                    let capacity = result.elements.capacity
                    result.elements.append(contentsOf: array.elements)
                    result.noteStorageGrowth(from: capacity, in: agent)
                    result.trimTrailingHoles()
                    count += length
                    result.length = UInt32(count)
                    continue
                }
                if let array = source as? JSArray, let result = target as? JSArray,
                    let values = array.ownDataElements(below: length), type(of: result) == JSArray.self
                {
                    // Copied element by element, not index by index: an array holding one
                    // element at 2^32 − 3 is concatenated at once, as in node.
                    for (index, value) in values {
                        try agent.checkInterrupt()
                        try result.createDataPropertyOrThrow(agent.indexKey(count + Double(index)), value, in: agent)
                    }
                    count += length
                    continue
                }
                var index = 0.0
                while index < length {
                    try agent.checkInterrupt()
                    let key = agent.indexKey(index)
                    if try source.hasProperty(key, in: agent) {
                        try target.createDataPropertyOrThrow(agent.indexKey(count), try source.get(key, in: agent),
                                                             in: agent)
                    }
                    count += 1
                    index += 1
                }
            } else {
                guard count < maximumSafeLength else { throw agent.typeError("Invalid array length") }
                try target.createDataPropertyOrThrow(agent.indexKey(count), item, in: agent)
                count += 1
            }
        }
        try agent.setLength(target, count)
        return .object(target)
    }

    /// IsConcatSpreadable ( O ) (§22.1.3.1.1).
    static func isConcatSpreadable(_ value: JSValue, in agent: Agent) throws -> Bool {
        guard let object = value.asObject else { return false }
        let spreadable = try object.get(.symbol(agent.symbols.isConcatSpreadable), in: agent)
        if !spreadable.isUndefined { return spreadable.toBoolean }
        return try agent.isArray(value)
    }

    /// Array.prototype.copyWithin ( target, start [ , end ] ) (§22.1.3.3).
    @Sendable static func copyWithin(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let to = try agent.relativeIndex(arguments[0], length: length, default: 0)
        let from = try agent.relativeIndex(arguments[1], length: length, default: 0)
        let final = try agent.relativeIndex(arguments[2], length: length, default: length)
        let count = min(final - from, length - to)
        guard count > 0 else { return .object(object) }
        // Step k copies from + k to to + k; when the ranges overlap with the target above the
        // source, the steps run from the last down, so no step reads what an earlier one wrote.
        let descending = from < to && to < from + count
        if let present = ElementWalk.settledIndexes(of: object) {
            // Only the steps that touch an element (`a[2 ** 32 - 2] = 1` then
            // `a.copyWithin(0, 2 ** 32 - 3)` copies in two steps, not 2^32).
            let steps = ElementWalk.movingSteps(present, reading: from, writing: to, in: 0..<count)
            for step in descending ? steps.reversed() : steps {
                try agent.checkInterrupt()
                try move(object, from: from + step, to: to + step, in: agent)
            }
            return .object(object)
        }
        var step = descending ? count - 1 : 0
        while step >= 0 && step < count {
            try agent.checkInterrupt()
            try move(object, from: from + step, to: to + step, in: agent)
            step += descending ? -1 : 1
        }
        return .object(object)
    }

    /// Array.prototype.fill ( value [ , start [ , end ] ] ) (§22.1.3.6).
    @Sendable static func fill(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        var index = try agent.relativeIndex(arguments[1], length: length, default: 0)
        let final = try agent.relativeIndex(arguments[2], length: length, default: length)
        let value = arguments[0]
        if let array = object as? JSArray, array.hasPlainElements {
            // Holes become elements without consulting the (index-free) prototype chain;
            // storage moves to the shape by itself if the array is too sparse.
            let capacity = array.elements.capacity
            defer { array.noteStorageGrowth(from: capacity, in: agent) }
            while index < final, !array.hasSparseElements {
                if Int(index) & 0xFFFF == 0xFFFF {
                    try agent.checkInterrupt()
                    // Past V8's largest FixedArray node dies of an out-of-memory error.
                    if array.elements.count > Agent.maximumDenseElementCount { throw agent.rangeError("Invalid array length") }
                }
                array.storeProperty(.index(UInt32(index)), value, attributes: .defaultData)
                index += 1
            }
        }
        while index < final {
            try agent.checkInterrupt()
            try object.set(agent.indexKey(index), value, in: agent)
            index += 1
        }
        return .object(object)
    }

    /// Array.prototype.includes ( searchElement [ , fromIndex ] ) (§22.1.3.11).
    @Sendable static func includes(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        if length == 0 { return .boolean(false) }
        let start = try agent.toIntegerOrInfinity(arguments[1])
        var index = start >= 0 ? start : max(length + start, 0)
        let search = arguments[0]
        if let array = object as? JSArray, array.hasPlainElements, index < length {
            // Holes, and every index past the stored elements, read as undefined.
            let elements = array.elements
            var position = Int(index)
            while position < elements.count {
                if JSValue.isSameValueZero(search, elements[position] ?? .undefined) { return .boolean(true) }
                position += 1
            }
            return .boolean(position < Int(length) && search.isUndefined)
        }
        if let array = object as? JSArray, array.hasSparseElements, let values = array.ownDataElements(below: length) {
            // Elements only, not every index: holes read as undefined.
            if values.contains(where: { Double($0.index) >= index && JSValue.isSameValueZero(search, $0.value) }) { return .boolean(true) }
            return .boolean(search.isUndefined && Double(values.count(where: { Double($0.index) >= index })) < length - index)
        }
        while index < length {
            try agent.checkInterrupt()
            if JSValue.isSameValueZero(search, try object.get(agent.indexKey(index), in: agent)) {
                return .boolean(true)
            }
            index += 1
        }
        return .boolean(false)
    }

    /// Array.prototype.indexOf ( searchElement [ , fromIndex ] ) (§22.1.3.12).
    @Sendable static func indexOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        if length == 0 { return .number(-1) }
        let start = try agent.toIntegerOrInfinity(arguments[1])
        if start == .infinity { return .number(-1) }
        var index = start >= 0 ? start : max(length + start, 0)
        let search = arguments[0]
        if let array = object as? JSArray, array.hasPlainElements, index < length {
            return plainIndexOf(search, in: array, from: Int(index))
        }
        if let array = object as? JSArray, array.hasSparseElements, let values = array.ownDataElements(below: length) {
            let found = values.first { Double($0.index) >= index && JSValue.isStrictlyEqual(search, $0.value) }
            return .number(found.map { Double($0.index) } ?? -1)
        }
        while index < length {
            try agent.checkInterrupt()
            let key = agent.indexKey(index)
            if try object.hasProperty(key, in: agent),
                JSValue.isStrictlyEqual(search, try object.get(key, in: agent))
            {
                return .number(index)
            }
            index += 1
        }
        return .number(-1)
    }

    /// indexOf over an array whose elements are plain storage (`hasPlainElements`), from
    /// `position` (below its length).
    static func plainIndexOf(_ search: JSValue, in array: JSArray, from position: Int) -> JSValue {
        let elements = array.elements
        var position = position
        if case .object(let target) = search {
            // Identity by address: no value is copied out of the storage (js-yaml's dumper
            // looks each object up in the list of those seen).
            while position < elements.count {
                if case .object(let element)? = elements[position], element.address == target.address {
                    return .number(Double(position))
                }
                position += 1
            }
            return .number(-1)
        }
        while position < elements.count {
            if let element = elements[position], JSValue.isStrictlyEqual(search, element) {
                return .number(Double(position))
            }
            position += 1
        }
        return .number(-1)
    }

    /// Array.prototype.lastIndexOf ( searchElement [ , fromIndex ] ) (§22.1.3.17).
    @Sendable static func lastIndexOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        if length == 0 { return .number(-1) }
        let start = arguments.count > 1 ? try agent.toIntegerOrInfinity(arguments[1]) : length - 1
        if start == -.infinity { return .number(-1) }
        var index = start >= 0 ? min(start, length - 1) : length + start
        let search = arguments[0]
        var walk = ElementWalk(over: object)
        while index >= 0 {
            try agent.checkInterrupt()
            let key = agent.indexKey(index)
            guard try object.hasProperty(key, in: agent) else {
                index = walk.previous(from: index - 1)
                continue
            }
            if JSValue.isStrictlyEqual(search, try object.get(key, in: agent)) { return .number(index) }
            index -= 1
        }
        return .number(-1)
    }

    /// Array.prototype.join ( separator ) (§22.1.3.15). An array already being joined
    /// further up the stack joins as "" (as every engine does), so cyclic arrays terminate.
    @Sendable static func join(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let separator = arguments[0].isUndefined ? JSString(",") : try agent.toString(arguments[0])
        // The separators alone would pass the string limit: fail before converting anything.
        if length > 1, Double(separator.count) * (length - 1) > Double(JSString.maximumLength) {
            throw agent.rangeError("Invalid string length")
        }
        return agent.value(of: try joined(object, length: length, separator: separator, in: agent) { element in
            try agent.toString(element)
        })
    }

    /// The loop `join` and `toLocaleString` share.
    static func joined(_ object: JSObject, length: Double, separator: JSString, in agent: Agent,
                       convert: (JSValue) throws -> JSString) throws -> JSString {
        let identity = ObjectIdentifier(object)
        guard !agent.arraysBeingJoined.contains(identity) else { return JSString("") }
        agent.arraysBeingJoined.insert(identity)
        defer { agent.arraysBeingJoined.remove(identity) }
        var units: [UInt16] = []
        // The separators' total is known: reserving it spares the doublings' copies of a
        // wide separator's result. Past the string limit the loop fails on its own.
        let separators = length > 1 ? (length - 1) * Double(separator.count) : 0
        if separators <= Double(JSString.maximumLength) { units.reserveCapacity(Int(separators)) }
        var index = 0.0
        var walk = ElementWalk(over: object)
        while index < length {
            try agent.checkInterrupt()
            if index > 0 { separator.withUnits { units.append(contentsOf: $0) } }
            let element = try object.get(agent.indexKey(index), in: agent)
            index += 1
            if !element.isNullish {
                // In place: a slice or rope need not be copied out first.
                try convert(element).withUnits { units.append(contentsOf: $0) }
            } else {
                // Holes join as empty: past one, only their separators are written, not
                // each of 2^32 indexes of `a = []; a[2 ** 32 - 2] = 1` read.
                let next = walk.next(from: index, below: length)
                if next > index {
                    guard Double(units.count) + (next - index) * Double(separator.count) <= Double(JSString.maximumLength) else {
                        throw agent.rangeError("Invalid string length")
                    }
                    if separator.count > 0 {
                        separator.withUnits { separatorUnits in
                            for _ in 0..<Int(next - index) { units.append(contentsOf: separatorUnits) }
                        }
                    }
                    index = next
                }
            }
            guard units.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        }
        // Strings live outside the heap's cells: their bytes bring on collections (and
        // the heap limit's check) as StringBuiltins.makeString's do.
        agent.heap.noteExternalAllocation(bytes: units.count * 2)
        return JSString(units: units)
    }

    /// Array.prototype.slice ( start, end ) (§22.1.3.25).
    @Sendable static func slice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        var index = try agent.relativeIndex(arguments[0], length: length, default: 0)
        let final = try agent.relativeIndex(arguments[1], length: length, default: length)
        let count = max(final - index, 0)
        let target = try agent.arraySpeciesCreate(object, length: count)
        if let array = object as? JSArray, array.hasPlainElements, let result = target as? JSArray,
            result.hasPlainElements, result.elements.isEmpty, count > 0
        {
            let lower = min(Int(index), array.elements.count)
            let upper = min(Int(final), array.elements.count)
            result.elements = ContiguousArray(array.elements[lower..<upper])
            result.noteStorageGrowth(from: 0, in: agent)
            result.trimTrailingHoles()
            result.length = UInt32(count)
            return .object(result)
        }
        let first = index
        var walk = ElementWalk(over: object)
        while index < final {
            try agent.checkInterrupt()
            let key = agent.indexKey(index)
            guard try object.hasProperty(key, in: agent) else {
                index = walk.next(from: index + 1, below: final)
                continue
            }
            try target.createDataPropertyOrThrow(agent.indexKey(index - first), try object.get(key, in: agent), in: agent)
            index += 1
        }
        try agent.setLength(target, index - first)
        return .object(target)
    }

    /// Array.prototype.toLocaleString ( [ locales [ , options ] ] ) (ECMA-402 §19.5.1: with
    /// an Intl object the arguments reach each element's toLocaleString); the separator is
    /// "," as in V8.
    @Sendable static func toLocaleString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let key = agent.key("toLocaleString")
        let passed = [arguments[0], arguments[1]]
        return agent.value(of: try joined(object, length: length, separator: JSString(","), in: agent) { element in
            try agent.toString(try agent.invoke(element, key, arguments: passed))
        })
    }

    /// Array.prototype.toString ( ) (§22.1.3.30).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let join = try object.get(agent.key("join"), in: agent)
        if join.isCallable { return try agent.call(join, this: .object(object), arguments: []) }
        return try ObjectBuiltins.toString(agent, .object(object), Arguments([]))
    }

    private static func iterator(_ this: JSValue, _ kind: ArrayIterator.Kind, in agent: Agent) throws -> JSValue {
        let object = try agent.toObject(this)
        return .object(agent.heap.register(ArrayIterator(iterating: object, kind: kind, in: agent)))
    }

    /// Array.prototype.entries ( ) (§22.1.3.4).
    @Sendable static func entries(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try iterator(this, .entries, in: agent)
    }

    /// Array.prototype.keys ( ) (§22.1.3.16).
    @Sendable static func keys(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try iterator(this, .keys, in: agent)
    }

    /// Array.prototype.values ( ) (§22.1.3.32), also %Array.prototype%[@@iterator].
    @Sendable static func values(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try iterator(this, .values, in: agent)
    }
}

/// The Array methods of ES2022–ES2023 that Node 20 has: `at`, `findLast`/`findLastIndex`
/// (§23.1.3.1, §23.1.3.11–12) and the change-array-by-copy methods (§23.1.3.33–35, 39),
/// which leave the receiver alone and return a new Array.
extension ArrayBuiltins {
    /// Array.prototype.at ( index ) (§23.1.3.1).
    @Sendable static func at(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        guard let index = try agent.relativeElementIndex(arguments[0], length: length) else { return .undefined }
        return try object.get(agent.indexKey(index), in: agent)
    }

    /// Array.prototype.findLast ( predicate [ , thisArg ] ) (§23.1.3.11).
    @Sendable static func findLast(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try findElement(agent, this, arguments, fromEnd: true)?.value ?? .undefined
    }

    /// Array.prototype.findLastIndex ( predicate [ , thisArg ] ) (§23.1.3.12).
    @Sendable static func findLastIndex(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(try findElement(agent, this, arguments, fromEnd: true)?.index ?? -1)
    }

    /// A new Array of `values` (ArrayCreate, then CreateDataPropertyOrThrow of each).
    private static func array(of values: [JSValue], in agent: Agent) throws -> JSValue {
        let array = try agent.arrayCreate(length: Double(values.count))
        for (index, value) in values.enumerated() {
            try array.createDataPropertyOrThrow(agent.indexKey(Double(index)), value, in: agent)
        }
        return .object(array)
    }

    /// Every element of an array-like, holes read as undefined, kept alive by the caller's
    /// roots while callbacks may run; `reversed` reads (and returns them) from the last one,
    /// and the element at `replaced.index` is `replaced.value`, not read.
    private static func elements(of object: JSObject, length: Double, reversed: Bool = false,
                                 replacing replaced: (index: Double, value: JSValue)? = nil, in agent: Agent,
                                 root: (JSValue) -> Void) throws -> [JSValue] {
        var values: [JSValue] = []
        values.reserveCapacity(try agent.denseElementCapacity(forLength: length))
        var count = 0.0
        while count < length {
            try agent.checkInterrupt()
            let index = reversed ? length - count - 1 : count
            let value = index == replaced?.index ? replaced?.value ?? .undefined
                : try object.get(agent.indexKey(index), in: agent)
            root(value)
            values.append(value)
            count += 1
        }
        return values
    }

    /// Array.prototype.toReversed ( ) (§23.1.3.33): reads from the last element, as the
    /// steps do (a getter sees the order).
    @Sendable static func toReversed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        return try agent.withGrowingRoots { root in
            try array(of: try elements(of: object, length: length, reversed: true, in: agent, root: root), in: agent)
        }
    }

    /// Array.prototype.toSorted ( comparefn ) (§23.1.3.34): undefined last, stable.
    @Sendable static func toSorted(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let comparator = try agent.requireComparator(arguments[0])
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        return try agent.withGrowingRoots { root in
            let values = try elements(of: object, length: length, in: agent, root: root)
            var items = values.filter { !$0.isUndefined }
            try sortValues(&items, comparator: comparator, in: agent)
            items.append(contentsOf: repeatElement(.undefined, count: values.count - items.count))
            return try array(of: items, in: agent)
        }
    }

    /// Array.prototype.toSpliced ( start, skipCount, ...items ) (§23.1.3.35).
    @Sendable static func toSpliced(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let start = try agent.relativeIndex(arguments[0], length: length, default: 0)
        let skipCount: Double
        if arguments.count == 0 {
            skipCount = 0
        } else if arguments.count == 1 {
            skipCount = length - start
        } else {
            skipCount = Swift.min(Swift.max(try agent.toIntegerOrInfinity(arguments[1]), 0), length - start)
        }
        let inserted = Array(arguments.values.dropFirst(2))
        let newLength = length + Double(inserted.count) - skipCount
        guard newLength <= 9_007_199_254_740_991 else { throw agent.typeError("Invalid array length") }
        let capacity = try agent.denseElementCapacity(forLength: newLength)
        return try agent.withGrowingRoots { root in
            var values: [JSValue] = []
            values.reserveCapacity(capacity)
            var index = 0.0
            while index < start {
                try agent.checkInterrupt()
                values.append(try object.get(agent.indexKey(index), in: agent))
                root(values[values.count - 1])
                index += 1
            }
            values.append(contentsOf: inserted)
            index = start + skipCount
            while index < length {
                try agent.checkInterrupt()
                values.append(try object.get(agent.indexKey(index), in: agent))
                root(values[values.count - 1])
                index += 1
            }
            return try array(of: values, in: agent)
        }
    }

    /// Array.prototype.with ( index, value ) (§23.1.3.39): the replaced element is not read.
    @Sendable static func with(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let relative = try agent.toIntegerOrInfinity(arguments[0])
        let index = relative >= 0 ? relative : length + relative
        guard index >= 0, index < length else {
            throw agent.rangeError("Invalid index : \(NumberFormatting.string(from: relative))")
        }
        return try agent.withGrowingRoots { root in
            try array(of: try elements(of: object, length: length, replacing: (index, arguments[1]), in: agent,
                                       root: root), in: agent)
        }
    }
}

extension Agent {
    /// The most elements a new array's dense storage may hold: V8's `FixedArray::kMaxLength`,
    /// past which node itself dies of an out-of-memory error. Eddy says so with a RangeError
    /// before reading a single element, rather than allocating until the process is killed.
    static let maximumDenseElementCount = 134_217_725

    /// The capacity to reserve for the dense elements of an array of `length` that a
    /// built-in is about to fill: a RangeError past `maximumDenseElementCount`, and never
    /// more reserved up front than a modest chunk (the getters that fill it may throw early).
    func denseElementCapacity(forLength length: Double) throws -> Int {
        guard length <= Double(Agent.maximumDenseElementCount) else { throw rangeError("Invalid array length") }
        return Swift.min(Int(length), 1 << 16)
    }

    /// Step 1 of sort and toSorted: the comparator, undefined or callable.
    func requireComparator(_ comparator: JSValue) throws -> JSValue {
        guard comparator.isUndefined || comparator.isCallable else {
            throw typeError("The comparison function must be either a function or undefined")
        }
        return comparator
    }

    /// The index `at` reads (§23.1.3.1 steps 3–6): relative to the end when negative, nil
    /// outside the array.
    func relativeElementIndex(_ value: JSValue, length: Double) throws -> Double? {
        let relative = try toIntegerOrInfinity(value)
        let index = relative >= 0 ? relative : length + relative
        return index >= 0 && index < length ? index : nil
    }
}

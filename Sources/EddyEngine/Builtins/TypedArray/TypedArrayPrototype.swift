/// The methods of %TypedArray%.prototype (§23.2.3). Each validates its receiver once, takes
/// the length then, and reads and writes elements through `element(at:)`/`setElement`, which
/// check the index against the buffer as it is at that moment: a callback that detaches,
/// shrinks or grows the buffer changes what later reads see, as the specification's Get and
/// Set do, and never what memory is touched. Where the specification measures the array
/// again after running script (fill, copyWithin, slice, set), so do these.
extension TypedArrayBuiltins {
    static func iterator(_ this: JSValue, _ kind: ArrayIterator.Kind, _ method: String, in agent: Agent) throws -> JSValue {
        let array = try validate(this, method, in: agent)
        return .object(agent.heap.register(ArrayIterator(iterating: array, kind: kind, in: agent)))
    }

    /// The loop of every, find, findIndex, findLast, findLastIndex, forEach and some: calls the
    /// callback on each index below the length at the start until `decide` (given the
    /// callback's truthiness) answers a result.
    static func scan(_ this: JSValue, _ arguments: Arguments, _ method: String, fromEnd: Bool = false,
                     in agent: Agent, decide: (Bool, JSValue, Int) -> JSValue?) throws -> JSValue? {
        let array = try validate(this, method, in: agent)
        let length = array.length
        let callback = arguments[0]
        guard callback.isCallable else { throw agent.typeError("\(callback.shortDescription) is not a function") }
        for step in 0..<length {
            let index = fromEnd ? length - 1 - step : step
            let value = array.element(at: index, in: agent)
            let result = try agent.call(callback, this: arguments[1], arguments: [value, .number(Double(index)), this])
            if let answer = decide(result.toBoolean, value, index) { return answer }
        }
        return nil
    }

    enum SearchKind { case includes, indexOf, lastIndexOf }

    /// includes (§23.2.3.16), indexOf (§23.2.3.17), lastIndexOf (§23.2.3.20). An index the
    /// array no longer has (the start position's conversion may shrink it) is no match for
    /// indexOf and lastIndexOf (HasProperty) but undefined for includes (Get).
    static func search(_ this: JSValue, _ arguments: Arguments, _ kind: SearchKind, in agent: Agent) throws -> JSValue {
        let method = kind == .includes ? "includes" : kind == .indexOf ? "indexOf" : "lastIndexOf"
        let array = try validate(this, method, in: agent)
        let length = array.length
        let notFound: JSValue = kind == .includes ? false : -1
        guard length > 0 else { return notFound }
        let target = arguments[0]
        if kind == .lastIndexOf {
            let from = arguments.count > 1 ? try agent.toIntegerOrInfinity(arguments[1]) : Double(length - 1)
            let start = from < 0 ? Double(length) + from : min(from, Double(length - 1))
            guard start >= 0 else { return notFound }
            for index in stride(from: Int(start), through: 0, by: -1) {
                let element = array.element(at: index, in: agent)
                if !element.isUndefined, JSValue.isStrictlyEqual(element, target) { return .number(Double(index)) }
            }
            return notFound
        }
        let start = try agent.relativeIndex(arguments[1], length: Double(length), default: 0)
        guard start < Double(length) else { return notFound }
        for index in Int(start)..<length {
            let element = array.element(at: index, in: agent)
            if kind == .includes {
                if JSValue.isSameValueZero(element, target) { return true }
            } else if !element.isUndefined, JSValue.isStrictlyEqual(element, target) {
                return .number(Double(index))
            }
        }
        return notFound
    }

    /// %TypedArray%.prototype.join ( separator ) (§23.2.3.18): an index gone by the time it
    /// is read (the separator's conversion ran script) joins as the empty string.
    @Sendable static func join(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "join", in: agent)
        let length = array.length
        let separator = arguments[0].isUndefined ? JSString(",") : try agent.toString(arguments[0])
        // The separators alone may pass the longest string: say so before building anything.
        if length > 1, Double(separator.count) * Double(length - 1) > Double(JSString.maximumLength) {
            throw agent.rangeError("Invalid string length")
        }
        var units: [UInt16] = []
        for index in 0..<length {
            if index > 0 { units.append(contentsOf: separator.units) }
            let element = array.element(at: index, in: agent)
            if !element.isUndefined { units.append(contentsOf: try agent.toString(element).units) }
            guard units.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        }
        return .string(JSString(units: units))
    }

    /// %TypedArray%.prototype.toLocaleString ( ) (§23.2.3.32): Array.prototype.toLocaleString's
    /// steps over the typed array's length, each element's own toLocaleString called.
    @Sendable static func toLocaleString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "toLocaleString", in: agent)
        let key = agent.key("toLocaleString")
        let passed = [arguments[0], arguments[1]]
        return .string(try ArrayBuiltins.joined(array, length: Double(array.length), separator: JSString(","), in: agent) {
            try agent.toString(try agent.invoke($0, key, arguments: passed))
        })
    }

    /// %TypedArray%.prototype.fill ( value [ , start [ , end ] ] ) (§23.2.3.9): the end is
    /// clipped to the length after the arguments' conversions.
    @Sendable static func fill(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "fill", in: agent)
        let length = Double(array.length)
        let value = try agent.elementValue(arguments[0], for: array.kind)
        let start = Int(try agent.relativeIndex(arguments[1], length: length, default: 0))
        var end = Int(try agent.relativeIndex(arguments[2], length: length, default: length))
        try requireInBounds(array, "%TypedArray%.prototype.fill", in: agent)
        end = min(end, array.length)
        guard start < end else { return this }
        // One element stored, then the filled bytes copied onto the rest, doubling: an
        // element at a time took a second for 64 MB.
        let size = array.kind.elementSize
        let first = array.byteOffset + start * size
        let byteCount = (end - start) * size
        array.buffer.withUnsafeMutableBytes { all in
            guard first >= 0, first + byteCount <= all.count, let base = all.baseAddress else { return }
            let target = base + first
            array.kind.store(value, to: target)
            var filled = size
            while filled < byteCount {
                let chunk = min(filled, byteCount - filled)
                (target + filled).copyMemory(from: target, byteCount: chunk)
                filled += chunk
            }
        }
        return this
    }

    /// %TypedArray%.prototype.filter ( callbackfn [ , thisArg ] ) (§23.2.3.10).
    @Sendable static func filter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var kept: [JSValue] = []
        _ = try scan(this, arguments, "filter", in: agent) { found, value, _ in
            if found { kept.append(value) }
            return nil
        }
        guard let object = this.asObject, let array = object as? JSTypedArray else { return .undefined }
        let result = try speciesCreate(array, [.number(Double(kept.count))], in: agent)
        for (index, value) in kept.enumerated() {
            _ = try result.set(.index(UInt32(index)), value, receiver: .object(result), in: agent)
        }
        return .object(result)
    }

    /// %TypedArray%.prototype.map ( callbackfn [ , thisArg ] ) (§23.2.3.22).
    @Sendable static func map(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "map", in: agent)
        let length = array.length
        let callback = arguments[0]
        guard callback.isCallable else { throw agent.typeError("\(callback.shortDescription) is not a function") }
        let result = try speciesCreate(array, [.number(Double(length))], in: agent)
        for index in 0..<length {
            let mapped = try agent.call(callback, this: arguments[1],
                                        arguments: [array.element(at: index, in: agent), .number(Double(index)), this])
            _ = try result.set(.index(UInt32(index)), mapped, receiver: .object(result), in: agent)
        }
        return .object(result)
    }

    /// reduce (§23.2.3.23) and reduceRight (§23.2.3.24).
    static func reduce(_ this: JSValue, _ arguments: Arguments, fromRight: Bool, in agent: Agent) throws -> JSValue {
        let array = try validate(this, fromRight ? "reduceRight" : "reduce", in: agent)
        let length = array.length
        let callback = arguments[0]
        guard callback.isCallable else { throw agent.typeError("\(callback.shortDescription) is not a function") }
        var step = 0
        var accumulator: JSValue
        if arguments.count > 1 {
            accumulator = arguments[1]
        } else {
            guard length > 0 else { throw agent.typeError("Reduce of empty array with no initial value") }
            accumulator = array.element(at: fromRight ? length - 1 : 0, in: agent)
            step = 1
        }
        while step < length {
            let index = fromRight ? length - 1 - step : step
            accumulator = try agent.call(callback, this: .undefined,
                                         arguments: [accumulator, array.element(at: index, in: agent), .number(Double(index)), this])
            step += 1
        }
        return accumulator
    }

    /// %TypedArray%.prototype.reverse ( ) (§23.2.3.25).
    @Sendable static func reverse(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "reverse", in: agent)
        // Elements swapped as bytes: no script runs, and boxing each one cost 20 ns.
        let size = array.kind.elementSize
        let first = array.byteOffset
        let byteCount = array.length * size
        array.buffer.withUnsafeMutableBytes { all in
            guard first >= 0, first + byteCount <= all.count else { return }
            var lower = first
            var upper = first + byteCount - size
            while lower < upper {
                for offset in 0..<size { all.swapAt(lower + offset, upper + offset) }
                lower += size
                upper -= size
            }
        }
        return this
    }

    /// %TypedArray%.prototype.set ( source [ , offset ] ) (§23.2.3.26).
    @Sendable static func set(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let target = try thisTypedArray(this, "set", in: agent)
        let offset = try agent.toIntegerOrInfinity(arguments[1])
        guard offset >= 0 else { throw agent.rangeError("offset is out of bounds") }
        if let object = arguments[0].asObject, let source = object as? JSTypedArray {
            try set(target, from: source, offset: offset, in: agent)
            return .undefined
        }
        // SetTypedArrayFromArrayLike (§23.2.3.26.2): each element read, converted and stored in
        // turn (an index the conversions left out of the target is skipped), never a list as
        // long as the claimed length.
        try requireInBounds(target, "%TypedArray%.prototype.set", in: agent)
        let targetLength = target.length
        let source = try agent.toObject(arguments[0])
        let length = try source.lengthOfArrayLike(in: agent)
        guard offset + length <= Double(targetLength) else { throw agent.rangeError("offset is out of bounds") }
        for index in 0..<Int(length) {
            if index & 4095 == 4095 { try agent.checkInterrupt() }
            let value = try agent.elementValue(try source.get(agent.indexKey(Double(index)), in: agent), for: target.kind)
            target.setElement(value, at: Int(offset) + index)
        }
        return .undefined
    }

    /// SetTypedArrayFromTypedArray (§23.2.3.26.1). No script runs once the lengths are taken.
    private static func set(_ target: JSTypedArray, from source: JSTypedArray, offset: Double, in agent: Agent) throws {
        try requireInBounds(target, "%TypedArray%.prototype.set", in: agent)
        try requireInBounds(source, "%TypedArray%.prototype.set", in: agent)
        try checkContentType(of: source, matches: target.kind, in: agent)
        let count = source.length
        guard offset + Double(count) <= Double(target.length) else { throw agent.rangeError("offset is out of bounds") }
        let start = Int(offset)
        if source.kind == target.kind {
            // Same element type: the bytes move as they are (Buffer.concat, stream chunks),
            // through a copy, since source and target may share a buffer.
            let bytes = byteCopy(source, from: 0, count: count)
            let first = target.byteOffset + start * target.kind.elementSize
            target.buffer.withUnsafeMutableBytes { all in
                guard first >= 0, first + bytes.count <= all.count, let base = all.baseAddress else { return }
                bytes.withUnsafeBytes { if let from = $0.baseAddress { (base + first).copyMemory(from: from, byteCount: $0.count) } }
            }
            return
        }
        // Element by element with conversion; over the same buffer the source is read from a
        // copy of its bytes (step 24).
        var reader = source
        if source.buffer === target.buffer {
            let copy = JSArrayBuffer(holding: byteCopy(source, from: 0, count: count), prototype: nil, in: agent)
            reader = JSTypedArray(kind: source.kind, buffer: copy, byteOffset: 0, length: count, prototype: nil, in: agent)
        }
        for index in 0..<count {
            if index & 4095 == 4095 { try agent.checkInterrupt() }
            target.setElement(reader.element(at: index, in: agent), at: start + index)
        }
    }

    /// The bytes of elements `first..<first + count` of `array`, empty when the buffer no
    /// longer holds them.
    private static func byteCopy(_ array: JSTypedArray, from first: Int, count: Int) -> [UInt8] {
        let size = array.kind.elementSize
        let start = array.byteOffset + first * size
        let byteCount = count * size
        return array.buffer.withUnsafeBytes { all in
            guard first >= 0, count >= 0, start + byteCount <= all.count else { return [] }
            return [UInt8](UnsafeRawBufferPointer(rebasing: all[start..<(start + byteCount)]))
        }
    }

    /// %TypedArray%.prototype.slice ( start, end ) (§23.2.3.27): after the species constructor
    /// ran, the end is clipped to the source's length then.
    @Sendable static func slice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "slice", in: agent)
        let length = Double(array.length)
        let start = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        var end = Int(try agent.relativeIndex(arguments[1], length: length, default: length))
        let result = try speciesCreate(array, [.number(Double(max(end - start, 0)))], in: agent)
        guard end > start else { return .object(result) }
        try requireInBounds(array, "%TypedArray%.prototype.slice", in: agent)
        end = min(end, array.length)
        let count = max(end - start, 0)
        if result.kind == array.kind {
            // Byte by byte in increasing order (step 14.b), which a forward copy is even when
            // the result views the same bytes.
            let bytes = byteCopy(array, from: start, count: count)
            result.buffer.withUnsafeMutableBytes { all in
                let first = result.byteOffset
                guard first + bytes.count <= all.count, let base = all.baseAddress else { return }
                let source = array.byteOffset + start * array.kind.elementSize
                if result.buffer === array.buffer, first > source {
                    for index in 0..<bytes.count {
                        let byte = base.load(fromByteOffset: source + index, as: UInt8.self)
                        base.storeBytes(of: byte, toByteOffset: first + index, as: UInt8.self)
                    }
                } else {
                    bytes.withUnsafeBytes { if let from = $0.baseAddress { (base + first).copyMemory(from: from, byteCount: $0.count) } }
                }
            }
        } else {
            for index in 0..<count { result.setElement(array.element(at: start + index, in: agent), at: index) }
        }
        return .object(result)
    }

    /// %TypedArray%.prototype.subarray ( start, end ) (§23.2.3.28): a view of the same buffer,
    /// tracking its length when this one does and no end is given.
    @Sendable static func subarray(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try thisTypedArray(this, "subarray", in: agent)
        let length = Double(array.length)
        let begin = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        let offset = Double(array.byteOffset + begin * array.kind.elementSize)
        var constructorArguments: [JSValue] = [.object(array.buffer), .number(offset)]
        if array.fixedLength != nil || !arguments[1].isUndefined {
            let end = Int(try agent.relativeIndex(arguments[1], length: length, default: length))
            constructorArguments.append(.number(Double(max(end - begin, 0))))
        }
        return .object(try speciesCreate(array, constructorArguments, in: agent))
    }

    /// %TypedArray%.prototype.copyWithin ( target, start [ , end ] ) (§23.2.3.6): the ranges
    /// are clipped to the length after the arguments' conversions.
    @Sendable static func copyWithin(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "copyWithin", in: agent)
        let length = Double(array.length)
        let to = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        let from = Int(try agent.relativeIndex(arguments[1], length: length, default: 0))
        let final = Int(try agent.relativeIndex(arguments[2], length: length, default: length))
        let count = min(final - from, Int(length) - to)
        guard count > 0 else { return this }
        try requireInBounds(array, "%TypedArray%.prototype.copyWithin", in: agent)
        // Script may have shrunk the array: the longest prefix still in range (step 17.g).
        let current = array.length
        let size = array.kind.elementSize
        let toByte = to * size
        let fromByte = from * size
        let byteCount = max(min(count, current - from, current - to), 0) * size
        guard byteCount > 0 else { return this }
        let base = array.byteOffset
        array.buffer.withUnsafeMutableBytes { all in
            guard base + max(fromByte, toByte) + byteCount <= all.count, let start = all.baseAddress else { return }
            (start + base + toByte).copyMemory(from: start + base + fromByte, byteCount: byteCount)
        }
        return this
    }

    /// %TypedArray%.prototype.sort ( comparefn ) (§23.2.3.29): numeric order (-0 before +0,
    /// NaN last; BigInts by value) or the comparator's, stable; written back through Set.
    @Sendable static func sort(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        _ = try agent.requireComparator(arguments[0])
        let array = try validate(this, "sort", in: agent)
        let values = try sortedElements(of: array, comparator: arguments[0], in: agent)
        for (index, value) in values.enumerated() { array.setElement(value, at: index) }
        return this
    }

    /// %TypedArray%.prototype.toSorted ( comparefn ) (§23.2.3.33): a sorted copy.
    @Sendable static func toSorted(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        _ = try agent.requireComparator(arguments[0])
        let array = try validate(this, "toSorted", in: agent)
        let result = try makeSameType(array, length: array.length, in: agent)
        let values = try sortedElements(of: array, comparator: arguments[0], in: agent)
        for (index, value) in values.enumerated() { result.setElement(value, at: index) }
        return .object(result)
    }

    /// %TypedArray%.prototype.toReversed ( ) (§23.2.3.32).
    @Sendable static func toReversed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "toReversed", in: agent)
        let length = array.length
        let result = try makeSameType(array, length: length, in: agent)
        for index in 0..<length { result.setElement(array.element(at: length - 1 - index, in: agent), at: index) }
        return .object(result)
    }

    /// %TypedArray%.prototype.with ( index, value ) (§23.2.3.36): the value is converted
    /// before the index is checked against the array as it is then.
    @Sendable static func with(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "with", in: agent)
        let length = array.length
        let relative = try agent.toIntegerOrInfinity(arguments[0])
        let index = relative >= 0 ? relative : Double(length) + relative
        let value = try agent.elementValue(arguments[1], for: array.kind)
        guard index >= 0, index < Double(array.length) else { throw agent.rangeError("Invalid typed array index") }
        let result = try makeSameType(array, length: length, in: agent)
        for position in 0..<length { result.setElement(array.element(at: position, in: agent), at: position) }
        result.setElement(value, at: Int(index))
        return .object(result)
    }

    /// %TypedArray%.prototype.at ( index ) (§23.2.3.1).
    @Sendable static func at(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let array = try validate(this, "at", in: agent)
        guard let index = try agent.relativeElementIndex(arguments[0], length: Double(array.length)) else { return .undefined }
        return array.element(at: Int(index), in: agent)
    }

    /// The elements in sort's order (§23.2.4.7 TypedArray SortCompare); the comparator may
    /// change the buffer, never the list being sorted.
    private static func sortedElements(of array: JSTypedArray, comparator: JSValue, in agent: Agent) throws -> [JSValue] {
        var values = (0..<array.length).map { array.element(at: $0, in: agent) }
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

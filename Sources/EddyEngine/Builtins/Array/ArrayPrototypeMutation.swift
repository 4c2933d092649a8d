/// %Array.prototype% methods that change the array in place (§22.1.3).
extension ArrayBuiltins {
    /// Array.prototype.pop ( ) (§22.1.3.17).
    @Sendable static func pop(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        if let value = plainPop(object) { return value }
        let length = try object.lengthOfArrayLike(in: agent)
        if length == 0 {
            try agent.setLength(object, 0)
            return .undefined
        }
        let key = agent.indexKey(length - 1)
        let element = try object.get(key, in: agent)
        try object.deletePropertyOrThrow(key, in: agent)
        try agent.setLength(object, length - 1)
        return element
    }

    /// Array.prototype.push ( ...items ) (§22.1.3.18).
    @Sendable static func push(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        if let length = arguments.values.withUnsafeBufferPointer({ plainPush($0, onto: object, in: agent) }) { return length }
        var length = try object.lengthOfArrayLike(in: agent)
        guard length + Double(arguments.count) <= maximumSafeLength else {
            throw agent.typeError("Pushing \(arguments.count) elements on an array-like of length \(length) is disallowed")
        }
        for value in arguments.values {
            try object.set(agent.indexKey(length), value, in: agent)
            length += 1
        }
        try agent.setLength(object, length)
        return .number(length)
    }

    /// pop of an array whose elements are plain storage with no trailing hole; nil otherwise.
    static func plainPop(_ object: JSObject) -> JSValue? {
        guard type(of: object) == JSArray.self else { return nil }
        let array = unsafeDowncast(object, to: JSArray.self)
        guard array.hasPlainElements, array.length > 0,
            array.elements.count == Int(array.length), let last = array.elements.last, let value = last
        else { return nil }
        array.elements.removeLast()
        array.trimTrailingHoles()
        array.length -= 1
        return value
    }

    /// push onto an array whose elements are plain storage with no trailing hole, returning
    /// the new length; nil otherwise. The storage's growth counts toward the next collection
    /// (a loop pushing numbers allocates no cell, so nothing else would bring one).
    static func plainPush(_ values: UnsafeBufferPointer<JSValue>, onto object: JSObject, in agent: Agent) -> JSValue? {
        guard type(of: object) == JSArray.self else { return nil }
        let array = unsafeDowncast(object, to: JSArray.self)
        guard array.hasPlainElements, array.elements.count == Int(array.length),
            UInt64(array.length) + UInt64(values.count) <= UInt64(PropertyKey.maximumIndex)
        else { return nil }
        let capacity = array.elements.capacity
        for value in values { array.append(value) }
        array.noteStorageGrowth(from: capacity, in: agent)
        return .number(Double(array.length))
    }

    /// Array.prototype.reverse ( ) (§22.1.3.23).
    @Sendable static func reverse(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        if let array = object as? JSArray, array.hasPlainElements, array.elements.count == Int(array.length) {
            array.elements.reverse()
            array.trimTrailingHoles()
            return .object(array)
        }
        let length = try object.lengthOfArrayLike(in: agent)
        let middle = (length / 2).rounded(.down)
        if let present = ElementWalk.settledIndexes(of: object) {
            // Only the pairs with an element move (a pair of holes is left as it is), and no
            // JavaScript runs: `a = []; a[2 ** 32 - 2] = 1; a.reverse()` is one step, not 2^31.
            var lowers = present.compactMap { index -> Double? in
                let index = Double(index)
                if index < middle { return index }
                return length - 1 - index < middle ? length - 1 - index : nil
            }
            lowers.sort()
            var previous = -1.0
            for lower in lowers where lower != previous {
                try agent.checkInterrupt()
                try reverseStep(object, lower: lower, length: length, in: agent)
                previous = lower
            }
            return .object(object)
        }
        var lower = 0.0
        while lower != middle {
            try agent.checkInterrupt()
            try reverseStep(object, lower: lower, length: length, in: agent)
            lower += 1
        }
        return .object(object)
    }

    /// One step of reverse's loop (§23.1.3.26 step 6): swaps the elements at `lower` and
    /// its mirror, moving one over a hole or leaving two holes.
    private static func reverseStep(_ object: JSObject, lower: Double, length: Double, in agent: Agent) throws {
        let lowerKey = agent.indexKey(lower)
        let upperKey = agent.indexKey(length - lower - 1)
        let lowerExists = try object.hasProperty(lowerKey, in: agent)
        let lowerValue = lowerExists ? try object.get(lowerKey, in: agent) : .undefined
        let upperExists = try object.hasProperty(upperKey, in: agent)
        let upperValue = upperExists ? try object.get(upperKey, in: agent) : .undefined
        try agent.withRooted([lowerValue, upperValue]) {
            if lowerExists && upperExists {
                try object.set(lowerKey, upperValue, in: agent)
                try object.set(upperKey, lowerValue, in: agent)
            } else if upperExists {
                try object.set(lowerKey, upperValue, in: agent)
                try object.deletePropertyOrThrow(upperKey, in: agent)
            } else if lowerExists {
                try object.deletePropertyOrThrow(lowerKey, in: agent)
                try object.set(upperKey, lowerValue, in: agent)
            }
        }
    }

    /// Array.prototype.shift ( ) (§22.1.3.24).
    @Sendable static func shift(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        if let array = object as? JSArray, array.hasPlainElements, array.length > 0 {
            // Holes move down with their neighbours, exactly as the generic loop moves them.
            let first = array.elements.isEmpty ? nil : array.elements.removeFirst()
            array.trimTrailingHoles()
            array.length -= 1
            return first ?? .undefined
        }
        let length = try object.lengthOfArrayLike(in: agent)
        if length == 0 {
            try agent.setLength(object, 0)
            return .undefined
        }
        let first = try object.get(.index(0), in: agent)
        try agent.withRooted([first]) {
            if let present = ElementWalk.settledIndexes(of: object) {
                // Only the steps that move an element or leave a hole (`a[2 ** 32 - 2] = 1`
                // shifts in two steps, not 2^32).
                for index in ElementWalk.movingSteps(present, reading: 0, writing: -1, in: 1..<length) {
                    try agent.checkInterrupt()
                    try move(object, from: index, to: index - 1, in: agent)
                }
            } else {
                var index = 1.0
                while index < length {
                    try agent.checkInterrupt()
                    try move(object, from: index, to: index - 1, in: agent)
                    index += 1
                }
            }
            try object.deletePropertyOrThrow(agent.indexKey(length - 1), in: agent)
            try agent.setLength(object, length - 1)
        }
        return first
    }

    /// One step of the shifting loops of shift, unshift, splice and copyWithin: copies
    /// `from` to `to`, or deletes `to` when `from` is absent.
    static func move(_ object: JSObject, from: Double, to: Double, in agent: Agent) throws {
        let fromKey = agent.indexKey(from)
        let toKey = agent.indexKey(to)
        if try object.hasProperty(fromKey, in: agent) {
            try object.set(toKey, try object.get(fromKey, in: agent), in: agent)
        } else {
            try object.deletePropertyOrThrow(toKey, in: agent)
        }
    }

    /// Array.prototype.unshift ( ...items ) (§22.1.3.31).
    @Sendable static func unshift(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let count = Double(arguments.count)
        if let array = object as? JSArray, array.hasPlainElements, count > 0,
            Double(array.length) + count < 4_294_967_295
        {
            let capacity = array.elements.capacity
            array.elements.insert(contentsOf: arguments.values.map { Optional($0) }, at: 0)
            array.noteStorageGrowth(from: capacity, in: agent)
            array.length += UInt32(arguments.count)
            return .number(Double(array.length))
        }
        let length = try object.lengthOfArrayLike(in: agent)
        if count > 0 {
            guard length + count <= maximumSafeLength else {
                throw agent.typeError("Unshifting \(arguments.count) elements on an array-like of length \(length) is disallowed")
            }
            if let present = ElementWalk.settledIndexes(of: object) {
                let steps = ElementWalk.movingSteps(present, reading: -1, writing: count - 1, in: 1..<(length + 1))
                for index in steps.reversed() {
                    try agent.checkInterrupt()
                    try move(object, from: index - 1, to: index + count - 1, in: agent)
                }
            } else {
                var index = length
                while index > 0 {
                    try agent.checkInterrupt()
                    try move(object, from: index - 1, to: index + count - 1, in: agent)
                    index -= 1
                }
            }
            for (position, value) in arguments.values.enumerated() {
                try object.set(agent.indexKey(position), value, in: agent)
            }
        }
        try agent.setLength(object, length + count)
        return .number(length + count)
    }

    /// splice of an array whose elements are plain storage into a new plain array (what
    /// ArraySpeciesCreate made when no species is involved): the removed run is copied and
    /// the items replace it in the storage, leaving both arrays as the specification's
    /// element-by-element steps would (holes move with their neighbours, as `move` moves
    /// them), in one memmove instead of a [[Get]] and [[Set]] per element moved. False,
    /// with nothing changed, when either array is not plain.
    static func plainSplice(_ object: JSObject, at start: Double, deleting deleteCount: Double, inserting items: [JSValue],
                            into removed: JSObject, in agent: Agent) -> Bool {
        guard type(of: object) == JSArray.self, type(of: removed) == JSArray.self, object !== removed else { return false }
        let array = unsafeDowncast(object, to: JSArray.self)
        let result = unsafeDowncast(removed, to: JSArray.self)
        guard array.hasPlainElements, array.elements.count == Int(array.length),
            result.hasPlainElements, result.elements.isEmpty, Double(result.length) == deleteCount,
            Double(array.length) - deleteCount + Double(items.count) < 4_294_967_295
        else { return false }
        let range = Int(start)..<Int(start + deleteCount)
        result.elements = ContiguousArray(array.elements[range])
        result.trimTrailingHoles()
        let capacity = array.elements.capacity
        array.elements.replaceSubrange(range, with: items.lazy.map { Optional($0) })
        array.length = UInt32(array.elements.count)
        array.trimTrailingHoles()
        array.noteStorageGrowth(from: capacity, in: agent)
        return true
    }

    /// Array.prototype.splice ( start, deleteCount, ...items ) (§22.1.3.28).
    @Sendable static func splice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let start = try agent.relativeIndex(arguments[0].isUndefined ? .number(0) : arguments[0],
                                            length: length, default: 0)
        let items = arguments.count > 2 ? Array(arguments.values[2...]) : []
        let deleteCount: Double
        switch arguments.count {
        case 0: deleteCount = 0
        case 1: deleteCount = length - start
        default: deleteCount = min(max(try agent.toIntegerOrInfinity(arguments[1]), 0), length - start)
        }
        let itemCount = Double(items.count)
        guard length + itemCount - deleteCount <= maximumSafeLength else {
            throw agent.typeError("Invalid array length")
        }
        let removed = try agent.arraySpeciesCreate(object, length: deleteCount)
        if plainSplice(object, at: start, deleting: deleteCount, inserting: items, into: removed, in: agent) {
            return .object(removed)
        }
        var index = 0.0
        var walk = ElementWalk(over: object)
        while index < deleteCount {
            try agent.checkInterrupt()
            let fromKey = agent.indexKey(start + index)
            guard try object.hasProperty(fromKey, in: agent) else {
                index = walk.next(from: start + index + 1, below: start + deleteCount) - start
                continue
            }
            try removed.createDataPropertyOrThrow(agent.indexKey(index), try object.get(fromKey, in: agent), in: agent)
            index += 1
        }
        try agent.setLength(removed, deleteCount)
        // Over a sparse array, only the steps that touch an element (see ElementWalk).
        let present = ElementWalk.settledIndexes(of: object)
        if itemCount < deleteCount {
            if let present {
                for index in ElementWalk.movingSteps(present, reading: deleteCount, writing: itemCount,
                                                     in: start..<(length - deleteCount)) {
                    try agent.checkInterrupt()
                    try move(object, from: index + deleteCount, to: index + itemCount, in: agent)
                }
            } else {
                index = start
                while index < length - deleteCount {
                    try agent.checkInterrupt()
                    try move(object, from: index + deleteCount, to: index + itemCount, in: agent)
                    index += 1
                }
            }
            // Deleting a missing element changes nothing: from the top, present ones only.
            index = walk.previous(from: length - 1) + 1
            while index > length - deleteCount + itemCount {
                try agent.checkInterrupt()
                try object.deletePropertyOrThrow(agent.indexKey(index - 1), in: agent)
                index = walk.previous(from: index - 2) + 1
            }
        } else if itemCount > deleteCount {
            if let present {
                let steps = ElementWalk.movingSteps(present, reading: deleteCount - 1, writing: itemCount - 1,
                                                    in: (start + 1)..<(length - deleteCount + 1))
                for index in steps.reversed() {
                    try agent.checkInterrupt()
                    try move(object, from: index + deleteCount - 1, to: index + itemCount - 1, in: agent)
                }
            } else {
                index = length - deleteCount
                while index > start {
                    try agent.checkInterrupt()
                    try move(object, from: index + deleteCount - 1, to: index + itemCount - 1, in: agent)
                    index -= 1
                }
            }
        }
        for (offset, item) in items.enumerated() {
            try object.set(agent.indexKey(start + Double(offset)), item, in: agent)
        }
        try agent.setLength(object, length - deleteCount + itemCount)
        return .object(removed)
    }

    /// Array.prototype.sort ( comparefn ) (§22.1.3.27): a stable merge sort of the present
    /// elements, undefined last, holes after them.
    @Sendable static func sort(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let comparator = try agent.requireComparator(arguments[0])
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        var items: [JSValue] = []
        var undefinedCount = 0
        var index = 0.0
        try agent.withGrowingRoots { root in
            if let array = object as? JSArray, array.hasPlainElements {
                // No getter can run: the present elements are the stored ones, holes skipped.
                for case let value? in array.elements {
                    if value.isUndefined {
                        undefinedCount += 1
                    } else {
                        root(value)
                        items.append(value)
                    }
                }
                index = length
            }
            var walk = ElementWalk(over: object)
            while index < length {
                try agent.checkInterrupt()
                let key = agent.indexKey(index)
                guard try object.hasProperty(key, in: agent) else {
                    index = walk.next(from: index + 1, below: length)
                    continue
                }
                let value = try object.get(key, in: agent)
                if value.isUndefined {
                    undefinedCount += 1
                } else {
                    root(value)
                    items.append(value)
                }
                index += 1
            }
            try sortValues(&items, comparator: comparator, in: agent)
            if let array = object as? JSArray, array.hasPlainElements, Double(array.length) == length {
                // The comparator left the array plain: writing back is replacing the storage,
                // with the holes (deleted properties) after the undefineds.
                var elements = ContiguousArray<JSValue?>(items.map { Optional($0) })
                elements.append(contentsOf: repeatElement(Optional(JSValue.undefined), count: undefinedCount))
                array.elements = elements
                return
            }
            var position = 0.0
            for item in items {
                try object.set(agent.indexKey(position), item, in: agent)
                position += 1
            }
            for _ in 0..<undefinedCount {
                try object.set(agent.indexKey(position), .undefined, in: agent)
                position += 1
            }
            // Deleting a missing element changes nothing: only the present ones are visited.
            position = walk.next(from: position, below: length)
            while position < length {
                try agent.checkInterrupt()
                try object.deletePropertyOrThrow(agent.indexKey(position), in: agent)
                position = walk.next(from: position + 1, below: length)
            }
        }
        return .object(object)
    }

    /// SortIndexedProperties' ordering (§23.1.3.30.1 SortCompare) of values that are not
    /// undefined: ToString order, or the comparator's, stable. The caller roots `items`.
    static func sortValues(_ items: inout [JSValue], comparator: JSValue, in agent: Agent) throws {
        if comparator.isUndefined {
            // The default order compares ToString of each value: converted once, up front.
            var keyed: [(value: JSValue, key: [UInt16])] = []
            keyed.reserveCapacity(items.count)
            for item in items { keyed.append((item, try agent.toString(item).units)) }
            try mergeSort(&keyed) { $0.key.lexicographicallyPrecedes($1.key) }
            items = keyed.map(\.value)
        } else if let function = comparator.asObject {
            try agent.withRepeatedCall(function, this: .undefined) { compare in
                if items.allSatisfy({ $0.asNumber != nil }) {
                    // All numbers: sorted as Doubles, which moves no references around.
                    var numbers = items.map { $0.asNumber ?? .nan }
                    try mergeSort(&numbers) { x, y in try agent.toNumber(try compare(.number(x), .number(y))) < 0 }
                    items = numbers.map { .number($0) }
                } else {
                    try mergeSort(&items) { x, y in try agent.toNumber(try compare(x, y)) < 0 }
                }
            }
        }
    }

    /// A stable merge sort taking a throwing "less than": bottom-up, so no recursion, and a
    /// comparator that answers inconsistently still ends with a permutation of the input.
    static func mergeSort<Element>(_ items: inout [Element], by isLess: (Element, Element) throws -> Bool) throws {
        let count = items.count
        guard count > 1 else { return }
        // Insertion-sort runs of 8 first: fewer comparator calls on short and sorted inputs.
        let run = 8
        var start = 0
        while start < count {
            let end = min(start + run, count)
            var index = start + 1
            while index < end {
                let value = items[index]
                var position = index
                while position > start, try isLess(value, items[position - 1]) {
                    items[position] = items[position - 1]
                    position -= 1
                }
                items[position] = value
                index += 1
            }
            start = end
        }
        var buffer = items
        var width = run
        while width < count {
            var low = 0
            while low < count {
                let middle = min(low + width, count)
                let high = min(low + 2 * width, count)
                var left = low
                var right = middle
                var output = low
                while left < middle && right < high {
                    // Take from the right only when strictly less: stability.
                    if try isLess(items[right], items[left]) {
                        buffer[output] = items[right]
                        right += 1
                    } else {
                        buffer[output] = items[left]
                        left += 1
                    }
                    output += 1
                }
                while left < middle {
                    buffer[output] = items[left]
                    left += 1
                    output += 1
                }
                while right < high {
                    buffer[output] = items[right]
                    right += 1
                    output += 1
                }
                low = high
            }
            swap(&items, &buffer)
            width *= 2
        }
    }
}

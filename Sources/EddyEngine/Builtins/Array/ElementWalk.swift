/// The indexes an Array method's loop must visit when it steps over every index below a
/// length but acts only where HasProperty is true (§23.1.3: forEach, map, filter, some,
/// every, reduce, reduceRight, lastIndexOf, sort, flat, join's holes…).
///
/// For an ordinary Array whose prototypes have no indexed property, HasProperty of a missing
/// index runs no JavaScript and finds nothing, so skipping it cannot be observed: the walk
/// jumps from one own element to the next instead of stepping through 2^32 indexes for
/// `a = []; a[2 ** 32 - 2] = 1`. Anything else (a proxy, a string object, an indexed
/// prototype) is walked index by index, as the specification reads.
///
/// The array may change under the walk (a callback adds or deletes elements), so each
/// question is answered afresh: dense storage is read as it is, and a sparse array's sorted
/// index list is made again whenever its shape gained a key since the list was made.
struct ElementWalk {
    private let array: JSArray?
    /// A sparse array's own indexes, ascending, and the shape (and its additions) they came from.
    private var indexes: [UInt32] = []
    private var listedShape: Shape?
    private var listedAdditions = 0

    init(over object: JSObject) {
        array = type(of: object) == JSArray.self ? object as? JSArray : nil
    }

    /// The sparse array's own indexes, listed again if a key was added since.
    private mutating func sparseIndexes(of array: JSArray) -> [UInt32] {
        let shape = array.shape
        if listedShape !== shape || listedAdditions != shape.additionCount {
            indexes = shape.keys.compactMap(\.arrayIndex).sorted()
            listedShape = shape
            listedAdditions = shape.additionCount
        }
        return indexes
    }

    /// The first index at or after `index` that may hold an element, or `end` when none
    /// below `end` does. `index` itself whenever skipping could be observed.
    mutating func next(from index: Double, below end: Double) -> Double {
        guard index < end, let array, array.prototypesHaveNoIndexedProperties else { return index }
        if !array.hasSparseElements {
            var position = Int(index)
            let count = array.elements.count
            while position < count, array.elements[position] == nil { position += 1 }
            return position < count ? Swift.min(Double(position), end) : end
        }
        let list = sparseIndexes(of: array)
        // The first listed index ≥ `index`, by binary search.
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Double(list[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low < list.count ? Swift.min(Double(list[low]), end) : end
    }

    /// The last index at or before `index` that may hold an element, or -1 when none does.
    /// `index` itself whenever skipping could be observed.
    mutating func previous(from index: Double) -> Double {
        guard index >= 0, let array, array.prototypesHaveNoIndexedProperties else { return index }
        if !array.hasSparseElements {
            var position = Swift.min(Int(Swift.min(index, 4_294_967_295)), array.elements.count - 1)
            while position >= 0, array.elements[position] == nil { position -= 1 }
            return Double(position)
        }
        let list = sparseIndexes(of: array)
        // The first listed index > `index`; the one before it is the answer.
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if Double(list[middle]) <= index { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? Double(list[low - 1]) : -1
    }
}

extension ElementWalk {
    /// The own indexes of `object`, ascending, when it is an ordinary Array whose element
    /// reads, writes and deletions run no JavaScript (every own index property is data and no
    /// prototype has an indexed property): a loop that only moves elements (reverse) may then
    /// list its steps once, up front. Nil otherwise.
    static func settledIndexes(of object: JSObject) -> [UInt32]? {
        guard type(of: object) == JSArray.self, let array = object as? JSArray, array.prototypesHaveNoIndexedProperties
        else { return nil }
        if !array.hasSparseElements {
            return array.elements.indices.compactMap { array.elements[$0] == nil ? nil : UInt32($0) }
        }
        var indexes: [UInt32] = []
        for key in array.shape.keys {
            guard let index = key.arrayIndex else { continue }
            guard case .data? = array.storedProperty(key) else { return nil }
            indexes.append(index)
        }
        return indexes.sorted()
    }
}

extension ElementWalk {
    /// The steps `k` in `range` of a loop that copies index `k + reading` to `k + writing`
    /// (or deletes `k + writing` when the first is missing), ascending: those that touch an
    /// element of `present`. A step over two holes deletes a missing property, which
    /// changes nothing; and no step reads or writes an index an earlier step wrote (the
    /// loops run in the direction that guarantees it), so the list made up front holds.
    static func movingSteps(_ present: [UInt32], reading: Double, writing: Double, in range: Range<Double>) -> [Double] {
        var steps: [Double] = []
        steps.reserveCapacity(present.count * 2)
        for index in present {
            for offset in [reading, writing] where range.contains(Double(index) - offset) {
                steps.append(Double(index) - offset)
            }
        }
        steps.sort()
        var unique: [Double] = []
        unique.reserveCapacity(steps.count)
        for step in steps where step != unique.last { unique.append(step) }
        return unique
    }
}

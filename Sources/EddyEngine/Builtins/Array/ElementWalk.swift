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
/// index list catches up with the keys its shape gained since the list was made. A callback
/// that adds a key at every call must not make each call list every key again (quadratic),
/// so the added indexes go to a short sorted list of their own, merged into the long one
/// when it grows past about the square root of the long one's size. An index deleted since
/// may stay listed: the walk answers where an element *may* be, and the caller's own
/// HasProperty finds it gone.
struct ElementWalk {
    private let array: JSArray?
    /// A sparse array's own indexes, ascending; the shape they came from, its additions
    /// and the length of its property list then.
    private var indexes: [UInt32] = []
    /// Indexes added since `indexes` was made, ascending.
    private var added: [UInt32] = []
    private var listedShape: Shape?
    private var listedAdditions = 0
    private var listedPropertyCount = 0

    init(over object: JSObject) {
        array = type(of: object) == JSArray.self ? object as? JSArray : nil
    }

    /// Brings the lists up to date with the sparse array's shape.
    private mutating func catchUp(with array: JSArray) {
        let shape = array.shape
        guard listedShape !== shape || listedAdditions != shape.additionCount else { return }
        let gained = shape.additionCount &- listedAdditions
        // The same dictionary shape, only appended to since (a compaction of deleted
        // properties shortens the list, and a new shape starts over): list the new keys.
        if listedShape === shape, gained > 0, listedPropertyCount &+ gained == shape.properties.count {
            for position in listedPropertyCount..<shape.properties.count {
                guard let index = shape.properties[position]?.key.arrayIndex else { continue }
                added.insert(index, at: Self.firstPosition(in: added) { $0 >= index })
            }
            if added.count * added.count > indexes.count + 4096 {
                indexes = Self.merging(indexes, added)
                added = []
            }
        } else {
            indexes = shape.keys.compactMap(\.arrayIndex).sorted()
            added = []
        }
        listedShape = shape
        listedAdditions = shape.additionCount
        listedPropertyCount = shape.properties.count
    }

    /// The position of the first element of `list` for which `isPast` holds (`isPast` is
    /// false, then true, along the list).
    private static func firstPosition(in list: [UInt32], where isPast: (UInt32) -> Bool) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(list[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func merging(_ first: [UInt32], _ second: [UInt32]) -> [UInt32] {
        var merged: [UInt32] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && first[i] <= second[j]) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
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
        catchUp(with: array)
        // The first listed index ≥ `index` in either list.
        let inIndexes = Self.firstPosition(in: indexes) { Double($0) >= index }
        let inAdded = Self.firstPosition(in: added) { Double($0) >= index }
        var found = end
        if inIndexes < indexes.count { found = Swift.min(found, Double(indexes[inIndexes])) }
        if inAdded < added.count { found = Swift.min(found, Double(added[inAdded])) }
        return found
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
        catchUp(with: array)
        // The last listed index ≤ `index` in either list.
        let inIndexes = Self.firstPosition(in: indexes) { Double($0) > index }
        let inAdded = Self.firstPosition(in: added) { Double($0) > index }
        var found = -1.0
        if inIndexes > 0 { found = Double(indexes[inIndexes - 1]) }
        if inAdded > 0 { found = Swift.max(found, Double(added[inAdded - 1])) }
        return found
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

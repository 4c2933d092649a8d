/// One property of a shape: its key, attributes, and the object slot holding its value.
struct ShapeProperty {
    let key: PropertyKey
    var attributes: PropertyAttributes
    let slot: Int
}

/// Where a shape keeps a property: plain data, so a lookup retains nothing.
struct ShapeSlot {
    let slot: Int
    let attributes: PropertyAttributes
}

extension PropertyKey {
    /// The key's identity as one word: a tagged index, or the address of the atom's string
    /// or the symbol (which the shape keeps alive). Comparing these needs no reference
    /// counting, which is what makes shape lookups cheap.
    @inline(__always) var identityBits: UInt {
        switch self {
        case .index(let index): return UInt(index) << 2 | 1
        case .atom(let atom): return UInt(bitPattern: ObjectIdentifier(atom.string))
        case .symbol(let symbol): return UInt(bitPattern: ObjectIdentifier(symbol)) | 2
        }
    }
}

/// A hidden class: the ordered keys of an object's named properties, each with its slot and
/// attributes. Objects built by adding the same keys in the same order share one shape, so
/// an inline cache can key on the shape's identity and read a slot without a lookup.
///
/// Shared shapes are immutable and linked by cached transitions. An object that deletes or
/// reconfigures a property, or grows past `dictionaryThreshold` properties, gets a private
/// *dictionary* shape that it mutates in place; inline caches must not cache those unless
/// they pin it first (`pinForCaches`): a pinned dictionary shape is not changed again, its
/// object moves to a copy instead, so its identity still proves its contents.
///
/// Parents hold their children strongly and children hold no parent, so there is no cycle;
/// a shape has at most `transitionLimit` cached children (the root `rootTransitionLimit`),
/// past which new shapes are made fresh each time, which bounds the tree's growth when
/// objects are used as maps.
final class Shape {
    /// In insertion order; `nil` marks a deleted property (dictionary shapes only).
    private(set) var properties: ContiguousArray<ShapeProperty?>
    /// `properties[i].key.identityBits` (0 once deleted) and `properties[i]`'s slot and
    /// attributes, in manually managed buffers: a lookup then reads plain memory and does
    /// no reference counting at all, which is most of its cost otherwise.
    private var keyBits: UnsafeMutablePointer<UInt>
    private var slotInfo: UnsafeMutablePointer<ShapeSlot>
    private var lookupCount = 0
    private var lookupCapacity = 0
    private var table: ShapeLookupTable?
    private var transitions: [Transition: Shape] = [:]
    /// The shapes `addingBuiltins` made from this one, by the keys and attributes added.
    private var builtinTransitions: [[UInt]: Shape] = [:]
    /// The most recent transition, checked before hashing: most shapes have one child.
    private var lastTransition: (transition: Transition, shape: Shape)?
    private var freeSlots: [Int] = []
    private var deletedCount = 0

    let isDictionary: Bool
    /// A dictionary shape an inline cache relies on: it is never mutated again (see
    /// `pinForCaches`).
    private(set) var isPinned = false
    /// How many pinned dictionary shapes came before this one in its object's history: each
    /// change after a pin copies the whole shape, so past `pinLimit` the object stays
    /// uncached rather than copied again and again.
    private var pinCount = 0
    private static let pinLimit = 8
    /// How many slots an object of this shape has.
    private(set) var slotCount: Int
    /// Whether any key is an array index (an object whose elements went sparse).
    private(set) var hasIndexKeys: Bool
    /// How many keys this dictionary shape has gained in place: with the shape's identity, it
    /// tells a walk over a sparse array's keys (`ElementWalk`) that no key came since it
    /// listed them.
    private(set) var additionCount = 0

    /// Past this many properties an object stops creating shared shapes: objects used as
    /// hash maps would otherwise grow the transition tree without bound.
    static let dictionaryThreshold = 64
    /// The most transitions a shape caches.
    static let transitionLimit = 64
    /// The most transitions the root shape caches. Every object literal and every instance
    /// a constructor makes starts there, so a program has as many of its children as
    /// distinct first property names; past the limit each new object would get a fresh
    /// shape of its own and every inline cache reading it would miss.
    static let rootTransitionLimit = 4096
    /// Below this many properties a linear scan beats a hash lookup.
    private static let linearSearchLimit = 12

    private struct Transition: Hashable {
        let keyBits: UInt
        let attributes: UInt8
    }

    /// A new empty shared root shape. The agent keeps one; every object starts from it.
    convenience init() {
        self.init(properties: [], isDictionary: false, slotCount: 0, hasIndexKeys: false)
    }

    private init(properties: ContiguousArray<ShapeProperty?>, isDictionary: Bool, slotCount: Int,
                 hasIndexKeys: Bool) {
        self.properties = properties
        keyBits = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
        slotInfo = UnsafeMutablePointer<ShapeSlot>.allocate(capacity: 1)
        lookupCapacity = 1
        self.isDictionary = isDictionary
        self.slotCount = slotCount
        self.hasIndexKeys = hasIndexKeys
        rebuildLookupStorage()
    }

    deinit {
        keyBits.deallocate()
        slotInfo.deallocate()
        table?.deallocate()
    }

    /// Refills the lookup buffers from `properties`.
    private func rebuildLookupStorage() {
        reserveLookupCapacity(properties.count)
        for (position, property) in properties.enumerated() {
            keyBits[position] = property?.key.identityBits ?? 0
            slotInfo[position] = ShapeSlot(slot: property?.slot ?? 0, attributes: property?.attributes ?? [])
        }
        lookupCount = properties.count
    }

    /// Grows the lookup buffers to hold `count` entries, keeping the current ones.
    private func reserveLookupCapacity(_ count: Int) {
        guard count > lookupCapacity else { return }
        let capacity = max(count, lookupCapacity * 2)
        let newKeyBits = UnsafeMutablePointer<UInt>.allocate(capacity: capacity)
        let newSlotInfo = UnsafeMutablePointer<ShapeSlot>.allocate(capacity: capacity)
        newKeyBits.update(from: keyBits, count: lookupCount)
        newSlotInfo.update(from: slotInfo, count: lookupCount)
        keyBits.deallocate()
        slotInfo.deallocate()
        keyBits = newKeyBits
        slotInfo = newSlotInfo
        lookupCapacity = capacity
    }

    /// Whether an inline cache may rely on this shape's identity: shared shapes always
    /// (they never change); a dictionary shape once pinned, which this pins when the
    /// object's budget of copies allows. Methods of large prototypes (acorn's `Parser`,
    /// esprima's, Babel's parser classes, past `dictionaryThreshold` methods) are then
    /// read through caches like those of small ones.
    func pinForCaches() -> Bool {
        if !isDictionary || isPinned { return true }
        guard pinCount < Shape.pinLimit else { return false }
        isPinned = true
        return true
    }

    /// The number of (non-deleted) properties.
    var propertyCount: Int { properties.count - deletedCount }

    /// The slot and attributes of `key`, if this shape has it.
    @inline(__always) func lookup(_ key: PropertyKey) -> ShapeSlot? {
        lookup(bits: key.identityBits)
    }

    /// `lookup(_:)` by a key's identity word.
    @inline(__always) func lookup(bits: UInt) -> ShapeSlot? {
        guard let position = position(of: bits) else { return nil }
        return slotInfo[position]
    }

    /// The slot and attributes at `position` when the key there is the one with identity
    /// `bits`: a global inline cache's validation, comparing plain words only.
    @inline(__always) func slot(at position: Int, ifKeyBits bits: UInt) -> ShapeSlot? {
        guard position >= 0, position < lookupCount, keyBits[position] == bits else { return nil }
        return slotInfo[position]
    }

    /// The full property record of `key`.
    func property(_ key: PropertyKey) -> ShapeProperty? {
        guard let position = position(of: key.identityBits) else { return nil }
        return properties[position]
    }

    /// Where the key with identity `bits` is in the property list (see `slot(at:ifKeyBits:)`).
    @inline(__always) func position(of bits: UInt) -> Int? {
        if lookupCount <= Shape.linearSearchLimit {
            var position = 0
            while position < lookupCount {
                if keyBits[position] == bits { return position }
                position += 1
            }
            return nil
        }
        if let table { return table.position(of: bits) }
        let built = ShapeLookupTable(bits: keyBits, count: lookupCount)
        table = built
        return built.position(of: bits)
    }

    /// The shape after adding `key`: a cached shared transition, or this dictionary shape
    /// itself, mutated; and the new property's slot.
    func adding(_ key: PropertyKey, attributes: PropertyAttributes) -> (shape: Shape, slot: Int) {
        let bits = key.identityBits
        var isIndex = false
        if case .index = key { isIndex = true }
        if isDictionary {
            if isPinned { return makeDictionary().adding(key, attributes: attributes) }
            let slot = freeSlots.popLast() ?? slotCount
            if slot == slotCount { slotCount += 1 }
            appendProperty(ShapeProperty(key: key, attributes: attributes, slot: slot))
            table?.insert(bits, at: properties.count - 1)
            if isIndex { hasIndexKeys = true }
            additionCount &+= 1
            return (self, slot)
        }
        if propertyCount >= Shape.dictionaryThreshold {
            return makeDictionary().adding(key, attributes: attributes)
        }
        let transition = Transition(keyBits: bits, attributes: attributes.rawValue)
        if let last = lastTransition, last.transition == transition {
            return (last.shape, slotCount)
        }
        if let cached = transitions[transition] {
            lastTransition = (transition, cached)
            return (cached, slotCount)
        }
        var newProperties = properties
        newProperties.append(ShapeProperty(key: key, attributes: attributes, slot: slotCount))
        let child = Shape(properties: newProperties, isDictionary: false, slotCount: slotCount + 1,
                          hasIndexKeys: hasIndexKeys || isIndex)
        if transitions.count < (properties.isEmpty ? Shape.rootTransitionLimit : Shape.transitionLimit) {
            transitions[transition] = child
            lastTransition = (transition, child)
        }
        return (child, slotCount)
    }

    /// The shape after adding every key of `additions` at once, in order, each in a new slot
    /// after this shape's: one shape where `adding` would make one per key, each copying the
    /// list before it (realm setup adds a few thousand built-ins). It is kept apart from the
    /// single-key transitions, by the whole list (`builtinTransitions`), so only an object
    /// given the same table shares it: the same built-in of another realm. Nil when the keys cannot be added so (a dictionary shape, a count past
    /// `dictionaryThreshold`, an index key, a key present or repeated).
    func addingBuiltins(_ additions: [(key: PropertyKey, attributes: PropertyAttributes)]) -> Shape? {
        guard !isDictionary, propertyCount + additions.count < Shape.dictionaryThreshold else { return nil }
        // Another realm of the agent (a `vm` context) adds the same table to the same shape.
        let transition = additions.flatMap { [$0.key.identityBits, UInt($0.attributes.rawValue)] }
        if let cached = builtinTransitions[transition] { return cached }
        var seen = Set<UInt>(minimumCapacity: additions.count)
        var newProperties = properties
        newProperties.reserveCapacity(properties.count + additions.count)
        for (offset, addition) in additions.enumerated() {
            let bits = addition.key.identityBits
            if case .index = addition.key { return nil }
            guard lookup(bits: bits) == nil, seen.insert(bits).inserted else { return nil }
            newProperties.append(ShapeProperty(key: addition.key, attributes: addition.attributes,
                                               slot: slotCount + offset))
        }
        let shape = Shape(properties: newProperties, isDictionary: false, slotCount: slotCount + additions.count,
                          hasIndexKeys: hasIndexKeys)
        builtinTransitions[transition] = shape
        return shape
    }

    /// A private mutable copy of this shape with the same slots (unpinned).
    func makeDictionary() -> Shape {
        let copy = Shape(properties: ContiguousArray(properties.compactMap { $0 }),
                         isDictionary: true, slotCount: slotCount, hasIndexKeys: hasIndexKeys)
        copy.freeSlots = freeSlots
        copy.pinCount = pinCount + (isPinned ? 1 : 0)
        return copy
    }

    /// Removes `key` from this dictionary shape, returning its slot for the object to clear.
    /// Shared and pinned shapes are immutable: the object moves to a mutable copy first
    /// (`JSObject.makeShapeMutable`).
    func remove(_ key: PropertyKey) -> Int? {
        let bits = key.identityBits
        guard isDictionary, !isPinned, let position = position(of: bits), let property = properties[position] else {
            return nil
        }
        replaceProperty(at: position, with: nil)
        table?.remove(bits)
        deletedCount += 1
        freeSlots.append(property.slot)
        if deletedCount > 16 && deletedCount * 2 > properties.count {
            properties = ContiguousArray(properties.compactMap { $0 })
            rebuildLookupStorage()
            deletedCount = 0
            table?.deallocate()
            table = nil
        }
        return property.slot
    }

    /// Changes the attributes of `key` in this (unpinned) dictionary shape.
    func setAttributes(_ attributes: PropertyAttributes, for key: PropertyKey) {
        guard isDictionary, !isPinned, let position = position(of: key.identityBits), var property = properties[position] else {
            return
        }
        property.attributes = attributes
        replaceProperty(at: position, with: property)
    }

    /// Appends a property to a dictionary shape, updating the lookup buffers in place.
    private func appendProperty(_ property: ShapeProperty) {
        properties.append(property)
        let position = properties.count - 1
        reserveLookupCapacity(properties.count)
        keyBits[position] = property.key.identityBits
        slotInfo[position] = ShapeSlot(slot: property.slot, attributes: property.attributes)
        lookupCount = properties.count
    }

    private func replaceProperty(at position: Int, with property: ShapeProperty?) {
        properties[position] = property
        keyBits[position] = property?.key.identityBits ?? 0
        slotInfo[position] = ShapeSlot(slot: property?.slot ?? 0, attributes: property?.attributes ?? [])
    }

    /// The shape reached from this one by adding `keys` in order with default attributes,
    /// as an object literal builds it; the VM can cache it and fill slots directly.
    func addingAll(_ keys: [PropertyKey]) -> Shape {
        var shape = self
        for key in keys where shape.lookup(key) == nil {
            shape = shape.adding(key, attributes: .defaultData).shape
        }
        return shape
    }

    /// The bytes of this shape's property list and lookup buffers, for the heap's byte count
    /// of the object that owns a dictionary shape.
    var ownedByteCount: Int {
        properties.capacity &* MemoryLayout<ShapeProperty?>.stride
            &+ lookupCapacity &* (MemoryLayout<UInt>.stride &+ MemoryLayout<ShapeSlot>.stride)
            &+ (table == nil ? 0 : lookupCount &* 2 &* MemoryLayout<Int>.stride)
    }

    /// The keys in insertion order.
    var keys: [PropertyKey] {
        properties.compactMap { $0?.key }
    }
}

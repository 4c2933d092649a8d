/// One property of a shape: its key, attributes, and the object slot holding its value.
struct ShapeProperty {
    let key: PropertyKey
    var attributes: PropertyAttributes
    let slot: Int
}

/// A hidden class: the ordered keys of an object's named properties, each with its slot and
/// attributes. Objects built by adding the same keys in the same order share one shape, so
/// an inline cache can key on the shape's identity and read a slot without a lookup.
///
/// Shared shapes are immutable and linked by cached transitions. An object that deletes or
/// reconfigures a property, or grows past `dictionaryThreshold` properties, gets a private
/// *dictionary* shape that it mutates in place; inline caches must not cache those.
final class Shape {
    /// In insertion order; `nil` marks a deleted property (dictionary shapes only).
    private(set) var properties: ContiguousArray<ShapeProperty?>
    private var table: [PropertyKey: Int]?
    private var transitions: [Transition: WeakShape] = [:]
    private var freeSlots: [Int] = []
    private var deletedCount = 0

    let isDictionary: Bool
    /// How many slots an object of this shape has.
    private(set) var slotCount: Int
    /// Whether any key is an array index (an object whose elements went sparse).
    private(set) var hasIndexKeys: Bool

    /// Past this many properties an object stops creating shared shapes: objects used as
    /// hash maps would otherwise grow the transition tree without bound.
    static let dictionaryThreshold = 64
    /// Below this many properties a linear scan beats a hash lookup.
    private static let linearSearchLimit = 8

    private struct Transition: Hashable {
        let key: PropertyKey
        let attributes: PropertyAttributes
    }

    private final class WeakShape {
        weak var shape: Shape?
        init(_ shape: Shape) { self.shape = shape }
    }

    /// A new empty shared root shape. The agent keeps one; every object starts from it.
    init() {
        properties = []
        isDictionary = false
        slotCount = 0
        hasIndexKeys = false
    }

    private init(properties: ContiguousArray<ShapeProperty?>, isDictionary: Bool, slotCount: Int,
                 hasIndexKeys: Bool) {
        self.properties = properties
        self.isDictionary = isDictionary
        self.slotCount = slotCount
        self.hasIndexKeys = hasIndexKeys
    }

    /// The number of (non-deleted) properties.
    var propertyCount: Int { properties.count - deletedCount }

    /// The property for `key`, if this shape has it.
    @inline(__always) func lookup(_ key: PropertyKey) -> ShapeProperty? {
        guard let position = position(of: key) else { return nil }
        return properties[position]
    }

    private func position(of key: PropertyKey) -> Int? {
        if properties.count <= Shape.linearSearchLimit && !isDictionary {
            for position in properties.indices where properties[position]?.key == key {
                return position
            }
            return nil
        }
        if table == nil { buildTable() }
        return table?[key]
    }

    private func buildTable() {
        var built: [PropertyKey: Int] = [:]
        built.reserveCapacity(properties.count)
        for (position, property) in properties.enumerated() {
            if let property { built[property.key] = position }
        }
        table = built
    }

    /// The shape after adding `key`: a cached shared transition, or this dictionary shape
    /// itself, mutated. The new property's slot is `result.lookup(key)!.slot`, which is
    /// also returned.
    func adding(_ key: PropertyKey, attributes: PropertyAttributes) -> (shape: Shape, slot: Int) {
        if isDictionary {
            let slot = freeSlots.popLast() ?? slotCount
            if slot == slotCount { slotCount += 1 }
            properties.append(ShapeProperty(key: key, attributes: attributes, slot: slot))
            if table == nil { buildTable() } else { table?[key] = properties.count - 1 }
            if case .index = key { hasIndexKeys = true }
            return (self, slot)
        }
        if propertyCount >= Shape.dictionaryThreshold {
            return makeDictionary().adding(key, attributes: attributes)
        }
        let transition = Transition(key: key, attributes: attributes)
        if let cached = transitions[transition]?.shape {
            return (cached, slotCount)
        }
        var newProperties = properties
        newProperties.append(ShapeProperty(key: key, attributes: attributes, slot: slotCount))
        var isIndex = false
        if case .index = key { isIndex = true }
        let child = Shape(properties: newProperties, isDictionary: false, slotCount: slotCount + 1,
                          hasIndexKeys: hasIndexKeys || isIndex)
        if transitions.count >= 32 {
            transitions = transitions.filter { $0.value.shape != nil }  // drop dead children
        }
        transitions[transition] = WeakShape(child)
        return (child, slotCount)
    }

    /// A private mutable copy of this shape with the same slots.
    func makeDictionary() -> Shape {
        let copy = Shape(properties: ContiguousArray(properties.compactMap { $0 }),
                         isDictionary: true, slotCount: slotCount, hasIndexKeys: hasIndexKeys)
        copy.freeSlots = freeSlots
        return copy
    }

    /// Removes `key` from this dictionary shape, returning its slot for the object to clear.
    /// Shared shapes are immutable: the object converts to a dictionary first.
    func remove(_ key: PropertyKey) -> Int? {
        guard isDictionary, let position = position(of: key), let property = properties[position] else { return nil }
        properties[position] = nil
        table?[key] = nil
        deletedCount += 1
        freeSlots.append(property.slot)
        if deletedCount > 16 && deletedCount * 2 > properties.count {
            properties = ContiguousArray(properties.compactMap { $0 })
            deletedCount = 0
            buildTable()
        }
        return property.slot
    }

    /// Changes the attributes of `key` in this dictionary shape.
    func setAttributes(_ attributes: PropertyAttributes, for key: PropertyKey) {
        guard isDictionary, let position = position(of: key), var property = properties[position] else { return }
        property.attributes = attributes
        properties[position] = property
    }

    /// The keys in insertion order.
    var keys: [PropertyKey] {
        properties.compactMap { $0?.key }
    }
}

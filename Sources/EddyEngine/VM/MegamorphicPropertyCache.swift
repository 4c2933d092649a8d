/// The VM's one table for property reads at *megamorphic* sites — sites that have seen more
/// shapes than `PolymorphicPropertyCache.capacity` (a compiler's `node.kind` over dozens of
/// node classes, a constraint solver's methods over many subclasses). Such a site stops
/// recording shapes of its own and asks this table instead, keyed by (receiver shape, key),
/// as V8's stub cache and JSC's megamorphic cache do: a hit reads the slot without a lookup,
/// a miss does the full lookup once and replaces the entry.
///
/// Nothing needs invalidating: an entry is checked on every hit exactly as a site's own
/// entry is (the shapes it names are immutable or pinned, `Shape.pinForCaches`; a property
/// found on the prototype also compares the receiver's prototype link and the holder's shape,
/// or walks a `PrototypePath`), so a changed prototype or a new shape is simply a miss.
final class MegamorphicPropertyCache {
    /// A power of two; about 110 KiB of entries, made only once some site goes megamorphic.
    static let capacity = 2048

    /// What a hit compares and reads, in plain words (no reference counting on a hit).
    struct Entry {
        var shapeBits: UInt = 0
        var keyBits: UInt = 0
        /// The receiver's class: whether a key is ordinary for an object depends on it
        /// (`VM.hasOrdinaryNamedProperties`), and the shape does not say.
        var classBits: UInt = 0
        var slot = 0
        /// For a property of the receiver's prototype: that prototype and its shape.
        var holder: Unmanaged<JSObject>?
        var holderShapeBits: UInt = 0
        /// For a property further up the chain.
        var path: Unmanaged<PrototypePath>?
    }

    /// Keeps what an entry's words name alive, so that no other shape, object or path can
    /// take their addresses while the entry is in the table.
    private struct Owners {
        var shape: Shape?
        var holder: JSObject?
        var holderShape: Shape?
        var path: PrototypePath?
    }

    let entries: UnsafeMutablePointer<Entry>
    private let owners: UnsafeMutablePointer<Owners>

    init() {
        entries = .allocate(capacity: MegamorphicPropertyCache.capacity)
        entries.initialize(repeating: Entry(), count: MegamorphicPropertyCache.capacity)
        owners = .allocate(capacity: MegamorphicPropertyCache.capacity)
        owners.initialize(repeating: Owners(), count: MegamorphicPropertyCache.capacity)
    }

    deinit {
        entries.deallocate()
        owners.deinitialize(count: MegamorphicPropertyCache.capacity)
        owners.deallocate()
    }

    /// The entry (receiver shape, key) hashes to. Shapes and atoms are 16-byte aligned, so
    /// their low bits say nothing.
    @inline(__always)
    static func index(shapeBits: UInt, keyBits: UInt) -> Int {
        let mixed = (shapeBits &>> 4) ^ ((keyBits &>> 4) &* 0x9E37_79B9)
        return Int(truncatingIfNeeded: mixed ^ (mixed &>> 11)) & (capacity - 1)
    }

    /// Replaces the entry of `object`'s shape and `keyBits` with what a site's cache
    /// `entry` says about reading the property from `object`.
    func record(_ entry: PropertyCache, for object: JSObject, keyBits: UInt) {
        // A dictionary-mode object's entry is checked against its shape's contents, which
        // this table's entries do not keep. Accessors are left out on purpose: a hit here
        // loads a value, and a getter's call needs the dispatch loop (`VM.cachedAccessor`),
        // so a megamorphic accessor read takes the uncached path.
        guard let shape = entry.shape, entry.slot != PropertyCache.dictionarySlot, entry.accessorSlot == nil
        else { return }
        let index = MegamorphicPropertyCache.index(shapeBits: shapeAddress(shape), keyBits: keyBits)
        owners[index] = Owners(shape: shape, holder: entry.holder, holderShape: entry.holderShape,
                               path: entry.prototypePath)
        entries[index] = Entry(shapeBits: shapeAddress(shape), keyBits: keyBits,
                               classBits: VM.classBits(of: object), slot: entry.slot,
                               holder: entry.holderReference, holderShapeBits: entry.holderShapeBits, path: entry.prototypePathReference)
    }
}

extension VM {
    /// The megamorphic table, made on first use.
    func megamorphicCache() -> MegamorphicPropertyCache {
        if let existing = megamorphicProperties { return existing }
        let made = MegamorphicPropertyCache()
        megamorphicProperties = made
        megamorphicEntries = made.entries
        return made
    }

    /// Loads `object`'s property with key identity `keyBits` through the megamorphic table
    /// into `target`; false on a miss.
    @inline(__always)
    func megamorphicGet(_ object: JSObject, keyBits: UInt, into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard let entries = megamorphicEntries else { return false }
        let shapeBits = shapeAddress(object.shape)
        let entry = entries + MegamorphicPropertyCache.index(shapeBits: shapeBits, keyBits: keyBits)
        guard entry.pointee.shapeBits == shapeBits, entry.pointee.keyBits == keyBits,
            entry.pointee.classBits == VM.classBits(of: object)
        else { return false }
        return loadCached(object, slot: entry.pointee.slot, holder: entry.pointee.holder,
                          holderShapeBits: entry.pointee.holderShapeBits, path: entry.pointee.path, into: target)
    }
}

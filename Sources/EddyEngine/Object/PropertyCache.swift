/// What an inline cache remembers about a named own data property: the shape it was found
/// in and its slot. While an object still has that shape, the property is at that slot
/// with those attributes, so the VM reads or writes `slots[slot]` with no lookup.
struct PropertyCacheEntry {
    let shape: Shape
    let slot: Int
    let attributes: PropertyAttributes
}

extension JSObject {
    /// A cache entry for the own data property `key`, or `nil` when caching would be wrong:
    /// dictionary shapes (mutated in place), index keys (elements and exotic indices),
    /// accessors, and objects with custom property access (proxies).
    final func cacheEntry(forOwn key: PropertyKey) -> PropertyCacheEntry? {
        if case .index = key { return nil }
        guard !shape.isDictionary, !hasCustomPropertyAccess, let property = shape.lookup(key),
            !property.attributes.isAccessor
        else { return nil }
        return PropertyCacheEntry(shape: shape, slot: property.slot, attributes: property.attributes)
    }

    /// The cached property's value, or `nil` on a shape mismatch (the cache misses).
    @inline(__always) final func cachedValue(_ entry: PropertyCacheEntry) -> JSValue? {
        guard shape === entry.shape else { return nil }
        return slots[entry.slot]
    }

    /// Writes the cached property if the shape still matches and it is writable; returns
    /// whether it did (otherwise take the slow path: [[Set]]).
    @inline(__always) final func setCachedValue(_ value: JSValue, _ entry: PropertyCacheEntry) -> Bool {
        guard shape === entry.shape, entry.attributes.isWritable else { return false }
        slots[entry.slot] = value
        return true
    }
}

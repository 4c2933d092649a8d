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

/// What an inline cache remembers about a property found on a prototype (a method, mostly):
/// the receiver's shape, each prototype up to the holder with its shape, and the slot. The
/// entry holds while the receiver still has that shape and every link of the chain is the
/// same object with the same shape (prototypes are not part of shapes, so the links
/// themselves are compared too).
struct PrototypeCacheEntry {
    let receiverShape: Shape
    let chain: [(object: JSObject, shape: Shape)]
    let slot: Int
}

extension JSObject {
    /// A cache entry for `key` found on a prototype of this object, or `nil` when it is own,
    /// absent, an accessor, an index, or behind a dictionary shape, a proxy, or a virtual
    /// property (an Array's `length`) anywhere along the way.
    final func prototypeCacheEntry(for key: PropertyKey, in agent: Agent) -> PrototypeCacheEntry? {
        if case .index = key { return nil }
        guard !shape.isDictionary, !hasCustomPropertyAccess, !hasVirtualProperty(key, in: agent),
            shape.lookup(key) == nil
        else { return nil }
        var chain: [(object: JSObject, shape: Shape)] = []
        var current = prototype
        while let object = current {
            guard !object.shape.isDictionary, !object.hasCustomPropertyAccess,
                !object.hasVirtualProperty(key, in: agent), chain.count < 16
            else { return nil }
            chain.append((object, object.shape))
            if let property = object.shape.lookup(key) {
                guard !property.attributes.isAccessor else { return nil }
                return PrototypeCacheEntry(receiverShape: shape, chain: chain, slot: property.slot)
            }
            current = object.prototype
        }
        return nil
    }

    /// The cached inherited value, or `nil` when the entry no longer holds.
    @inline(__always) final func cachedValue(_ entry: PrototypeCacheEntry) -> JSValue? {
        guard shape === entry.receiverShape else { return nil }
        var expected = prototype
        for link in entry.chain {
            guard expected === link.object, link.object.shape === link.shape else { return nil }
            expected = link.object.prototype
        }
        guard let holder = entry.chain.last?.object, entry.slot < holder.slots.count else { return nil }
        return holder.slots[entry.slot]
    }
}

/// The further entries of a property read that has seen objects of several shapes — a
/// method called on instances of sibling classes, a field of objects built in different
/// orders. Without them each change of shape would replace the site's one entry, and
/// every read would take the uncached path.
final class PolymorphicPropertyCache {
    /// Beyond this many shapes a site is megamorphic: new shapes are no longer recorded.
    static let capacity = 4

    var entries: ContiguousArray<PropertyCache> = []
}

extension VM {
    /// Remembers how a property read of `object` was satisfied. The site's first entry is
    /// replaced when it is for the same shape; a different shape goes to the polymorphic
    /// entries, so the shapes seen earlier keep hitting. Past `PolymorphicPropertyCache.capacity`
    /// shapes the site is megamorphic: it keeps the key's identity (`keyBits`) and reads
    /// through the VM's `MegamorphicPropertyCache`, which this fills.
    func recordPropertyRead(_ entry: PropertyCache, for object: JSObject, keyBits: UInt,
                            in cache: UnsafeMutablePointer<PropertyCache>) {
        var entry = entry
        entry.keyBits = keyBits
        entry.classBits = VM.classBits(of: object)
        if cache.pointee.shapeBits == 0 || cache.pointee.matches(object) {
            let polymorphic = cache.pointee.polymorphic
            let isMegamorphic = cache.pointee.isMegamorphic
            cache.pointee = entry
            cache.pointee.polymorphic = polymorphic
            cache.pointee.isMegamorphic = isMegamorphic
            return
        }
        let polymorphic: PolymorphicPropertyCache
        if let existing = cache.pointee.polymorphic {
            polymorphic = existing
        } else {
            polymorphic = PolymorphicPropertyCache()
            cache.pointee.polymorphic = polymorphic
        }
        if let index = polymorphic.entries.firstIndex(where: { $0.matches(object) }) {
            polymorphic.entries[index] = entry
        } else if polymorphic.entries.count < PolymorphicPropertyCache.capacity {
            polymorphic.entries.append(entry)
        } else {
            cache.pointee.isMegamorphic = true
            megamorphicCache().record(entry, for: object, keyBits: keyBits)
        }
    }

    /// Loads the property through a polymorphic entry for `object`'s shape, or the
    /// megamorphic table when the site has gone megamorphic, into `target`; false when none
    /// applies.
    @inline(__always)
    func polymorphicGet(_ object: JSObject, _ cache: UnsafeMutablePointer<PropertyCache>,
                        into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard let polymorphic = cache.pointee.polymorphicReference else { return false }
        let found = polymorphic._withUnsafeGuaranteedRef { polymorphic in
            polymorphic.entries.withUnsafeMutableBufferPointer { entries in
                guard let base = entries.baseAddress else { return false }
                for index in 0..<entries.count where entries[index].matches(object) {
                    if cachedGet(object, base + index, into: target) { return true }
                }
                return false
            }
        }
        return found || (cache.pointee.isMegamorphic && megamorphicGet(object, keyBits: cache.pointee.keyBits, into: target))
    }
}

/// Where a realm's `then` found %Promise% and its original @@species getter the last time
/// it took every step (`PromiseBuiltins.directThen`): %Promise.prototype%'s shape and the
/// slot of its `constructor`, %Promise%'s shape and the slot of @@species. While both
/// objects keep those shapes, the properties are still at those slots with the same
/// attributes, so checking what the slots hold replaces the lookups. A class: the realm's
/// optional copied out as a struct retained and released its five references at every `then`.
final class PromiseThenGuard {
    let prototype: JSObject
    let prototypeShape: Shape
    let constructorSlot: Int
    let constructor: JSObject
    let constructorShape: Shape
    let speciesSlot: Int
    let speciesGetter: JSObject

    init(prototype: JSObject, prototypeShape: Shape, constructorSlot: Int, constructor: JSObject,
         constructorShape: Shape, speciesSlot: Int, speciesGetter: JSObject) {
        self.prototype = prototype
        self.prototypeShape = prototypeShape
        self.constructorSlot = constructorSlot
        self.constructor = constructor
        self.constructorShape = constructorShape
        self.speciesSlot = speciesSlot
        self.speciesGetter = speciesGetter
    }

    /// Whether `prototype` (a promise's) is the guarded one and the slots still hold
    /// %Promise% and an accessor whose getter is the original one. Reads in place.
    func holds(for prototype: JSObject) -> Bool {
        guard prototype === self.prototype, prototype.shape === prototypeShape,
            constructor.shape === constructorShape,
            Self.object(in: prototype, at: constructorSlot) == Unmanaged.passUnretained(constructor).toOpaque(),
            let pair = Self.object(in: constructor, at: speciesSlot)
        else { return false }
        return Unmanaged<JSObject>.fromOpaque(pair)._withUnsafeGuaranteedRef { pair in
            type(of: pair) == AccessorPair.self && unsafeDowncast(pair, to: AccessorPair.self).getter === speciesGetter
        }
    }

    /// The address of the object a slot holds, if it holds one.
    private static func object(in object: JSObject, at slot: Int) -> UnsafeMutableRawPointer? {
        object.slots.withUnsafeBufferPointer { slots in
            guard slot < slots.count, let base = slots.baseAddress else { return nil }
            return VM.peekObject(UnsafeMutablePointer(mutating: base + slot))?.toOpaque()
        }
    }
}

/// Inline caches for accessor properties (`get x() {…}`, `Object.defineProperty(o, 'x',
/// { get })`, built-in getters such as `map.size` and `buf.length`). A site's entry for an
/// accessor names the slot of its `AccessorPair` (`PropertyCache.accessorSlot`), with the
/// same shape, holder and prototype-path guards a data property's entry has; the data
/// paths miss it, and the dispatch loop then calls the pair's getter or setter itself: a
/// bytecode function by pushing its frame on the running loop, as a call does (no nested
/// `invoke`), so its result lands in the destination register when it returns; a native
/// one directly.
extension VM {
    /// The identity of `object`'s class, compared by caches that must tell exotic objects
    /// from ordinary ones of the same shape.
    @inline(__always)
    static func classBits(of object: JSObject) -> UInt {
        UInt(bitPattern: ObjectIdentifier(type(of: object)))
    }

    /// The accessor pair in `object`'s `slot`, if that slot holds one.
    static func accessorPair(in object: JSObject, slot: Int) -> AccessorPair? {
        guard UInt(bitPattern: slot) < UInt(bitPattern: object.slots.count),
            case .object(let value) = object.slots[slot], type(of: value.object) == AccessorPair.self
        else { return nil }
        return unsafeDowncast(value.object, to: AccessorPair.self)
    }

    /// The accessor pair a site's cache says `object`'s property is: its first entry or one
    /// of its polymorphic ones, for `object`'s shape, with the holder's guards holding; nil
    /// on a miss (or a data entry).
    func cachedAccessor(_ object: JSObject, _ cache: UnsafeMutablePointer<PropertyCache>) -> AccessorPair? {
        if cache.pointee.matches(object), let pair = accessorPair(object, entry: cache) { return pair }
        guard let polymorphic = cache.pointee.polymorphicReference else { return nil }
        return polymorphic._withUnsafeGuaranteedRef { polymorphic in
            polymorphic.entries.withUnsafeMutableBufferPointer { entries in
                guard let base = entries.baseAddress else { return nil }
                for index in 0..<entries.count where entries[index].matches(object) {
                    if let pair = accessorPair(object, entry: base + index) { return pair }
                }
                return nil
            }
        }
    }

    /// The pair an accessor `entry` matching `object`'s shape names, found as `loadCached`
    /// finds a data property's holder.
    private func accessorPair(_ object: JSObject, entry: UnsafeMutablePointer<PropertyCache>) -> AccessorPair? {
        guard let slot = entry.pointee.accessorSlot else { return nil }
        if object.hasExoticProperties, entry.pointee.classBits != VM.classBits(of: object) { return nil }
        if let holder = entry.pointee.holderReference {
            guard let prototype = object.prototypeUnmanaged, prototype.toOpaque() == holder.toOpaque() else { return nil }
            return prototype._withUnsafeGuaranteedRef { holder in
                entry.pointee.holderMatches(holder) ? VM.accessorPair(in: holder, slot: slot) : nil
            }
        }
        if let path = entry.pointee.prototypePathReference {
            guard let holder = path._withUnsafeGuaranteedRef({ $0.holder(for: object) }) else { return nil }
            return holder._withUnsafeGuaranteedRef { VM.accessorPair(in: $0, slot: slot) }
        }
        return VM.accessorPair(in: object, slot: slot)
    }

    /// Calls an accessor's `function` with the receiver in `this` and, for a setter, the
    /// value in `argument`. A bytecode function's frame is pushed on the running dispatch
    /// loop above the current frame's registers (callee, `this`, argument, as a call lays
    /// them out; the callee register keeps the function alive while it runs, even if it
    /// redefines the property): true then, and its return stores the result in the
    /// absolute register `returnRegister` — for a setter, nil: its own dead `this` register,
    /// as an assignment's value is the assigned one. Otherwise the call has finished (a
    /// native getter, a generator or async function started): false, its result in `target`.
    func callAccessor(_ function: JSObject, this: UnsafeMutablePointer<JSValue>, argument: UnsafeMutablePointer<JSValue>?,
                      returnRegister: Int?, into target: UnsafeMutablePointer<JSValue>?) throws -> Bool {
        let count = argument == nil ? 0 : 1
        let result: JSValue
        if type(of: function) == BytecodeFunction.self {
            let callee = unsafeDowncast(function, to: BytecodeFunction.self)
            let base = stackTop
            guard base + 3 < capacity else { throw agent.rangeError("Maximum call stack size exceeded") }
            registers[base] = .object(callee)
            registers[base + 1] = this.pointee
            if let argument { registers[base + 2] = argument.pointee }
            guard let finished = try pushCallFrame(callee, base: base, argumentCount: count,
                                                   returnRegister: returnRegister ?? base + 1)
            else {
                agent.collectIfNeeded()
                return true
            }
            result = finished
        } else if type(of: function) == NativeFunction.self {
            result = try callNative(unsafeDowncast(function, to: NativeFunction.self), this: this.pointee,
                                    arguments: argument ?? this, count: count)
        } else {
            result = try agent.call(.object(function), this: this.pointee, arguments: argument.map { [$0.pointee] } ?? [])
        }
        target?.pointee = result
        return false
    }
}

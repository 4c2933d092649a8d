/// Runtime semantics the VM's instructions call into, beyond the abstract operations.
extension Agent {
    /// PutValue (§6.2.4.9) for a property reference: `base[key] = value`. Primitives are
    /// boxed only for the lookup (setters see the primitive as `this`); a failed assignment
    /// throws in strict code and is ignored in sloppy code.
    func putValue(_ base: JSValue, _ key: PropertyKey, _ value: JSValue, isStrict: Bool) throws {
        let object: JSObject
        if let baseObject = base.asObject {
            if baseObject.setOwnDataValue(key, value) { return }
            object = baseObject
        } else {
            if base.isNullish {
                throw typeError("Cannot set properties of \(base.debugDescription) (setting '\(key)')")
            }
            object = try toObject(base)
        }
        let succeeded = try object.set(key, value, receiver: base, in: self)
        if !succeeded && isStrict {
            if let baseObject = base.asObject { throw failedAssignmentError(baseObject, key) }
            throw typeError("Cannot assign to read only property '\(key)' of \(base.typeofName)")
        }
    }

    /// Reading a global identifier through the global object (the object record of the
    /// global environment, §8.1.1.4): a ReferenceError when absent, unless for `typeof`.
    func getGlobal(_ key: PropertyKey, isTypeofOperand: Bool = false) throws -> JSValue {
        let global = currentRealm.globalObject
        if let value = global.ownDataValue(key) { return value }
        if try global.hasProperty(key, in: self) { return try global.get(key, in: self) }
        if isTypeofOperand { return .undefined }
        throw referenceError("\(key) is not defined")
    }

    /// Assigning a global identifier (PutValue on a global reference, §6.2.4.9): strict
    /// code may not create one; sloppy code creates a global object property.
    func setGlobal(_ key: PropertyKey, _ value: JSValue, isStrict: Bool) throws {
        let global = currentRealm.globalObject
        if global.setOwnDataValue(key, value) { return }
        if try !global.hasProperty(key, in: self) && isStrict {
            throw referenceError("\(key) is not defined")
        }
        try putValue(.object(global), key, value, isStrict: isStrict)
    }

    /// The `in` operator (§12.10.3): `key in object`.
    func hasPropertyOperator(_ key: JSValue, _ target: JSValue) throws -> Bool {
        guard let object = target.asObject else {
            throw typeError("Cannot use 'in' operator to search for '\(key.shortDescription)' in \(target.shortDescription)")
        }
        return try object.hasProperty(toPropertyKey(key), in: self)
    }

    /// The `delete` operator on a property reference (§12.5.3.2).
    func deleteProperty(_ base: JSValue, _ key: PropertyKey, isStrict: Bool) throws -> Bool {
        let object = try toObject(base)
        let deleted = try object.delete(key, in: self)
        if !deleted && isStrict { throw failedDeletionError(base, key) }
        return deleted
    }

    /// EnumerateObjectProperties (§13.7.5.15) as for-in uses it: the enumerable string keys
    /// of the object and its prototypes, each once, shadowed ones skipped. A snapshot:
    /// properties deleted before they are reached must be rechecked by the VM with
    /// [[HasProperty]] if it wants V8's exact behaviour.
    func forInKeys(_ value: JSValue) throws -> [JSValue] {
        if value.isNullish { return [] }
        var current: JSObject? = try toObject(value)
        var visited = Set<UInt>()
        var result: [JSValue] = []
        while let object = current {
            for key in try object.ownPropertyKeys(in: self) where !key.isSymbol {
                let (inserted, _) = visited.insert(key.identityBits)
                guard inserted, let descriptor = try object.getOwnProperty(key, in: self),
                    descriptor.enumerable == true
                else { continue }
                result.append(key.value)
            }
            current = try object.getPrototypeOf(in: self)
        }
        return result
    }

    /// CopyDataProperties (§7.3.25): object spread `{...source}` and rest `{a, ...rest}`.
    func copyDataProperties(into target: JSObject, from source: JSValue, excluding excluded: [PropertyKey] = []) throws {
        if source.isNullish { return }
        let from = try toObject(source)
        let excludedBits = Set(excluded.map(\.identityBits))
        for key in try from.ownPropertyKeys(in: self) where !excludedBits.contains(key.identityBits) {
            guard let descriptor = try from.getOwnProperty(key, in: self), descriptor.enumerable == true else {
                continue
            }
            try target.createDataPropertyOrThrow(key, try from.get(key, in: self), in: self)
        }
    }
}

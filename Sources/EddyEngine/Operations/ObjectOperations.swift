/// Operations on objects (§7.3).
extension JSObject {
    /// Get (§7.3.1).
    final func get(_ key: PropertyKey, in agent: Agent) throws -> JSValue {
        if let value = ownDataValue(key) { return value }
        return try get(key, receiver: .object(self), in: agent)
    }

    /// Set (§7.3.4) with Throw = true: a failed assignment is a TypeError.
    final func set(_ key: PropertyKey, _ value: JSValue, in agent: Agent) throws {
        if setOwnDataValue(key, value) { return }
        guard try set(key, value, receiver: .object(self), in: agent) else {
            throw agent.failedAssignmentError(self, key)
        }
    }

    /// CreateDataProperty (§7.3.5).
    @discardableResult
    final func createDataProperty(_ key: PropertyKey, _ value: JSValue, in agent: Agent) throws -> Bool {
        if !hasExoticProperties && allowsExtensions {
            // Fast path: an ordinary extensible object whose property (if any) is configurable.
            switch storedProperty(key) {
            case nil:
                if case .index = key {
                    storeProperty(key, value, attributes: .defaultData)
                } else {
                    addShapeProperty(key, value, attributes: .defaultData)
                }
                return true
            case let property? where property.attributes.isConfigurable:
                storeProperty(key, value, attributes: .defaultData)
                return true
            default:
                return false
            }
        }
        return try defineOwnProperty(key, PropertyDescriptor(value: value, attributes: .defaultData), in: agent)
    }

    /// CreateDataPropertyOrThrow (§7.3.7).
    final func createDataPropertyOrThrow(_ key: PropertyKey, _ value: JSValue, in agent: Agent) throws {
        guard try createDataProperty(key, value, in: agent) else {
            throw agent.typeError("Cannot define property \(key)")
        }
    }

    /// DefinePropertyOrThrow (§7.3.8).
    final func definePropertyOrThrow(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                     in agent: Agent) throws {
        guard try defineOwnProperty(key, descriptor, in: agent) else {
            // V8's two messages: a new property on a non-extensible object, or a clash.
            if !hasExoticProperties, storedProperty(key) == nil, !allowsExtensions {
                throw agent.typeError("Cannot define property \(key), object is not extensible")
            }
            throw agent.typeError("Cannot redefine property: \(key)")
        }
    }

    /// DeletePropertyOrThrow (§7.3.9).
    final func deletePropertyOrThrow(_ key: PropertyKey, in agent: Agent) throws {
        guard try delete(key, in: agent) else {
            throw agent.typeError("Cannot delete property '\(key)'")
        }
    }

    /// HasOwnProperty (§7.3.12).
    final func hasOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        try getOwnProperty(key, in: agent) != nil
    }

    /// SetIntegrityLevel (§7.3.15): "sealed" or "frozen".
    @discardableResult
    final func setIntegrityLevel(isFrozen: Bool, in agent: Agent) throws -> Bool {
        guard try preventExtensions(in: agent) else { return false }
        for key in try ownPropertyKeys(in: agent) {
            if isFrozen, let current = try getOwnProperty(key, in: agent) {
                let descriptor = current.isAccessor
                    ? PropertyDescriptor(configurable: false)
                    : PropertyDescriptor(writable: false, configurable: false)
                try definePropertyOrThrow(key, descriptor, in: agent)
            } else if !isFrozen {
                try definePropertyOrThrow(key, PropertyDescriptor(configurable: false), in: agent)
            }
        }
        return true
    }

    /// TestIntegrityLevel (§7.3.16).
    final func testIntegrityLevel(isFrozen: Bool, in agent: Agent) throws -> Bool {
        if try isExtensible(in: agent) { return false }
        for key in try ownPropertyKeys(in: agent) {
            guard let current = try getOwnProperty(key, in: agent) else { continue }
            if current.configurable == true { return false }
            if isFrozen && current.isData && current.writable == true { return false }
        }
        return true
    }

    /// LengthOfArrayLike (§7.3.18).
    final func lengthOfArrayLike(in agent: Agent) throws -> Double {
        if let array = self as? JSArray { return Double(array.length) }
        return try agent.toLength(get(.atom(agent.names.length), in: agent))
    }
}

extension Agent {
    /// GetV (§7.3.2): property access on any value, boxing primitives only conceptually.
    func getV(_ value: JSValue, _ key: PropertyKey) throws -> JSValue {
        let realm = currentRealm
        let prototype: JSObject
        // The wrapper ToObject would make has no own properties but a string's indices and
        // `length` (§10.4.3.5), so the lookup starts at the wrapper's prototype and
        // `n.toFixed(2)` makes no object.
        switch value {
        case .object(let object):
            return try object.object.get(key, receiver: value, in: self)
        case .number: prototype = realm.numberPrototype
        case .boolean: prototype = realm.booleanPrototype
        case .bigint: prototype = realm.bigintPrototype
        case .symbol: prototype = realm.symbolPrototype
        case .string(let string):
            if case .atom(let atom) = key, atom == names.length { return .number(Double(string.count)) }
            if case .index(let index) = key, let unit = string.codeUnit(at: Int(index)) {
                return .string(self.string(ofUnit: unit))
            }
            prototype = realm.stringPrototype
        case .undefined, .null:
            return try toObject(value).get(key, receiver: value, in: self)
        }
        return try prototype.get(key, receiver: value, in: self)
    }

    /// GetMethod (§7.3.10): `nil` for undefined or null, TypeError if not callable.
    func getMethod(_ value: JSValue, _ key: PropertyKey) throws -> JSObject? {
        let function = try getV(value, key)
        if function.isNullish { return nil }
        guard let object = function.asObject, object.isCallable else {
            throw typeError("\(key.displayString) is not a function")
        }
        return object
    }

    /// Invoke (§7.3.19).
    func invoke(_ value: JSValue, _ key: PropertyKey, arguments: [JSValue] = []) throws -> JSValue {
        let function = try getV(value, key)
        return try call(function, this: value, arguments: arguments)
    }

    /// CreateArrayFromList (§7.3.16).
    func createArray(from values: [JSValue]) -> JSArray {
        makeArray(values)
    }

    /// CreateListFromArrayLike (§7.3.17).
    func createList(fromArrayLike value: JSValue) throws -> [JSValue] {
        guard let object = value.asObject else {
            throw typeError("CreateListFromArrayLike called on non-object")
        }
        if let array = object as? JSArray, !array.hasSparseElements, array.elements.count == Int(array.length),
            !array.elements.contains(where: { $0 == nil })
        {
            return array.elements.map { $0 ?? .undefined }
        }
        let length = try object.lengthOfArrayLike(in: self)
        guard length <= 10_000_000 else { throw rangeError("Too many arguments in function call") }
        var list: [JSValue] = []
        list.reserveCapacity(Int(length))
        // Getters may run JavaScript and reach a safe point: what is read so far stays rooted.
        try withGrowingRoots { root in
            for index in 0..<Int(length) {
                let element = try object.get(.index(UInt32(index)), in: self)
                root(element)
                list.append(element)
            }
        }
        return list
    }

    /// GetFunctionRealm (§7.3.22): through bound functions and proxies (a revoked one is a
    /// TypeError) to the function whose realm it is.
    func functionRealm(of object: JSObject) throws -> Realm {
        var current = object
        while true {
            if let bound = current as? JSBoundFunction, let target = bound.targetFunction {
                current = target
            } else if let proxy = current as? JSProxy {
                guard let target = proxy.target else {
                    throw typeError("Cannot perform 'GetFunctionRealm' on a proxy that has been revoked")
                }
                current = target
            } else {
                return (current as? JSFunction)?.realm ?? currentRealm
            }
        }
    }

    /// GetPrototypeFromConstructor (§9.1.14): `constructor.prototype` if an object, else
    /// the intrinsic `fallback` of the constructor's realm.
    func prototype(fromConstructor constructor: JSObject, fallback: (Realm) -> JSObject) throws -> JSObject {
        let prototype = try constructor.get(.atom(names.prototype), in: self)
        if let object = prototype.asObject { return object }
        return fallback(try functionRealm(of: constructor))
    }

    /// OrdinaryCreateFromConstructor (§9.1.13).
    func ordinaryCreate(fromConstructor constructor: JSObject,
                        fallback: (Realm) -> JSObject) throws -> JSObject {
        let prototype = try prototype(fromConstructor: constructor, fallback: fallback)
        return makeObject(prototype: prototype)
    }

    /// SpeciesConstructor (§7.3.20).
    func speciesConstructor(of object: JSObject, default defaultConstructor: JSObject) throws -> JSObject {
        let constructor = try object.get(.atom(names.constructor), in: self)
        if constructor.isUndefined { return defaultConstructor }
        guard let constructorObject = constructor.asObject else {
            throw typeError("object.constructor is not an object")
        }
        let species = try constructorObject.get(.symbol(symbols.species), in: self)
        if species.isNullish { return defaultConstructor }
        guard let speciesObject = species.asObject, speciesObject.isConstructor else {
            throw typeError("object.constructor[Symbol.species] is not a constructor")
        }
        return speciesObject
    }

    /// FromPropertyDescriptor (§6.2.5.4).
    func fromPropertyDescriptor(_ descriptor: PropertyDescriptor?) -> JSValue {
        guard let descriptor else { return .undefined }
        let object = makeObject()
        if let value = descriptor.value { object.storeProperty(.atom(names.value), value, attributes: .defaultData) }
        if let writable = descriptor.writable {
            object.storeProperty(.atom(names.writable), .boolean(writable), attributes: .defaultData)
        }
        if let getter = descriptor.getter { object.storeProperty(.atom(names.get), getter, attributes: .defaultData) }
        if let setter = descriptor.setter { object.storeProperty(.atom(names.set), setter, attributes: .defaultData) }
        if let enumerable = descriptor.enumerable {
            object.storeProperty(.atom(names.enumerable), .boolean(enumerable), attributes: .defaultData)
        }
        if let configurable = descriptor.configurable {
            object.storeProperty(.atom(names.configurable), .boolean(configurable), attributes: .defaultData)
        }
        return .object(object)
    }

    /// ToPropertyDescriptor (§6.2.5.5).
    func toPropertyDescriptor(_ value: JSValue) throws -> PropertyDescriptor {
        guard let object = value.asObject else {
            throw typeError("Property description must be an object: \(value.shortDescription)")
        }
        var descriptor = PropertyDescriptor()
        func field(_ name: Atom) throws -> JSValue? {
            let key = PropertyKey.atom(name)
            guard try object.hasProperty(key, in: self) else { return nil }
            return try object.get(key, in: self)
        }
        if let enumerable = try field(names.enumerable) { descriptor.enumerable = enumerable.toBoolean }
        if let configurable = try field(names.configurable) { descriptor.configurable = configurable.toBoolean }
        if let value = try field(names.value) { descriptor.value = value }
        if let writable = try field(names.writable) { descriptor.writable = writable.toBoolean }
        if let getter = try field(names.get) {
            guard getter.isUndefined || getter.isCallable else {
                throw typeError("Getter must be a function: \(getter.shortDescription)")
            }
            descriptor.getter = getter
        }
        if let setter = try field(names.set) {
            guard setter.isUndefined || setter.isCallable else {
                throw typeError("Setter must be a function: \(setter.shortDescription)")
            }
            descriptor.setter = setter
        }
        if descriptor.isAccessor && descriptor.isData {
            throw typeError("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute")
        }
        return descriptor
    }
}

extension Agent {
    /// The TypeError of a failed strict assignment to `key` of `object`, worded as V8 words
    /// it: a read-only property, a getter with no setter, or a new property of an object that
    /// is not extensible. Proxies get the plain wording, as finding out would run their traps.
    func failedAssignmentError(_ object: JSObject, _ key: PropertyKey) -> JSException {
        let plain = typeError("Cannot assign to read only property '\(key.displayString)' of object")
        var current: JSObject? = object
        var depth = 0
        while let candidate = current, depth < 64 {
            guard !(candidate is JSProxy), let found = try? candidate.getOwnProperty(key, in: self) else {
                if candidate is JSProxy { return plain }
                current = candidate.prototype
                depth += 1
                continue
            }
            if found.getter != nil || found.setter != nil {
                return typeError("Cannot set property \(key.displayString) of \(objectText(object)) which has only a getter")
            }
            return typeError("Cannot assign to read only property '\(key.displayString)' of object '\(objectText(object))'")
        }
        if !object.allowsExtensions {
            return typeError("Cannot add property \(key.displayString), object is not extensible")
        }
        return plain
    }

    /// The TypeError of a failed strict `delete` (§13.5.1.2), worded as V8 words it:
    /// `Cannot delete property 'x' of #<process>`; functions go by name.
    func failedDeletionError(_ base: JSValue, _ key: PropertyKey) -> JSException {
        let owner: String
        if let object = base.asObject, !object.isCallable { owner = objectText(object) } else { owner = base.shortDescription }
        return typeError("Cannot delete property '\(key.displayString)' of \(owner)")
    }

    /// An object as V8 names it in these messages: `[object Array]`, `#<Point>`,
    /// `[object Object]`.
    func objectText(_ object: JSObject) -> String {
        if object is JSArray { return "[object Array]" }
        var current: JSObject? = object
        var depth = 0
        while let candidate = current, depth < 64 {
            if case .data(.object(let constructor), _)? = candidate.storedProperty(.atom(names.constructor)),
                let function = constructor.object as? JSFunction, !function.debugName.isEmpty
            {
                return "#<\(function.debugName)>"
            }
            current = candidate.prototype
            depth += 1
        }
        // No constructor anywhere on the chain (a null-prototype object): V8 falls back to
        // Object.prototype.toString's form.
        return "[object Object]"
    }
}

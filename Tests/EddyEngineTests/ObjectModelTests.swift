import Testing
@testable import EddyEngine

@Suite struct ObjectModelTests {
    @Test func ownPropertyKeysListIndicesThenStringsThenSymbols() throws {
        let agent = Agent()
        let object = agent.makeObject()
        let symbol = agent.makeSymbol(description: JSString("sym"))
        for name in ["b", "10", "a", "2", "-1", "01"] {
            try object.createDataPropertyOrThrow(agent.key(name), 0, in: agent)
        }
        try object.createDataPropertyOrThrow(.symbol(symbol), 0, in: agent)
        try object.createDataPropertyOrThrow(agent.key("0"), 0, in: agent)
        #expect(try agent.ownKeyNames(object) == ["0", "2", "10", "b", "a", "-1", "01", "Symbol(sym)"])
    }

    @Test func objectsBuiltTheSameWayShareAShape() throws {
        let agent = Agent()
        let first = try agent.newObject([("x", 1), ("y", 2)])
        let second = try agent.newObject([("x", 3), ("y", 4)])
        let third = try agent.newObject([("y", 1), ("x", 2)])
        #expect(first.shape === second.shape)
        #expect(first.shape !== third.shape)
        #expect(!first.shape.isDictionary)
        // An inline cache reads (shape, slot) once, then the slot directly.
        let slot = try #require(first.shape.lookup(agent.key("y"))).slot
        #expect(second.slots[slot].asNumber == 4)
    }

    @Test func deletingAPropertyMovesTheObjectToAPrivateDictionaryShape() throws {
        let agent = Agent()
        let object = try agent.newObject([("a", 1), ("b", 2), ("c", 3)])
        let sibling = try agent.newObject([("a", 1), ("b", 2), ("c", 3)])
        #expect(try object.delete(agent.key("b"), in: agent))
        #expect(object.shape.isDictionary)
        #expect(object.shape !== sibling.shape)
        #expect(try agent.ownKeyNames(object) == ["a", "c"])
        try object.createDataPropertyOrThrow(agent.key("b"), 9, in: agent)
        #expect(try agent.ownKeyNames(object) == ["a", "c", "b"])
        #expect(try object.get(agent.key("b"), in: agent).asNumber == 9)
        #expect(try sibling.get(agent.key("b"), in: agent).asNumber == 2)
    }

    @Test func manyAddsAndDeletesStayCorrectInDictionaryMode() throws {
        let agent = Agent()
        let object = agent.makeObject()
        for index in 0..<5_000 {
            try object.createDataPropertyOrThrow(agent.key("k\(index)"), .number(Double(index)), in: agent)
        }
        #expect(object.shape.isDictionary)
        for index in stride(from: 0, to: 5_000, by: 2) {
            #expect(try object.delete(agent.key("k\(index)"), in: agent))
        }
        let keys = try agent.ownKeyNames(object)
        #expect(keys.count == 2_500)
        #expect(keys.first == "k1")
        #expect(keys.last == "k4999")
        #expect(try object.get(agent.key("k4999"), in: agent).asNumber == 4999)
        #expect(try object.get(agent.key("k4998"), in: agent).isUndefined)
    }

    @Test func nonWritablePropertiesRejectAssignmentAndRedefinition() throws {
        let agent = Agent()
        let object = agent.makeObject()
        let key = agent.key("fixed")
        try object.definePropertyOrThrow(key, PropertyDescriptor(value: 1, writable: false, enumerable: true,
                                                                 configurable: false), in: agent)
        #expect(try !object.set(key, 2, receiver: .object(object), in: agent))
        #expect(throws: JSException.self) { try object.set(key, 2, in: agent) }
        #expect(try !object.defineOwnProperty(key, PropertyDescriptor(value: 2), in: agent))
        #expect(try object.defineOwnProperty(key, PropertyDescriptor(value: 1), in: agent))  // SameValue
        #expect(try !object.defineOwnProperty(key, PropertyDescriptor(enumerable: false), in: agent))
        #expect(try !object.defineOwnProperty(key, PropertyDescriptor(getter: .undefined), in: agent))
        #expect(try !object.delete(key, in: agent))
        #expect(try object.get(key, in: agent).asNumber == 1)
    }

    @Test func configurablePropertiesSwitchBetweenDataAndAccessor() throws {
        let agent = Agent()
        let object = agent.makeObject()
        let key = agent.key("p")
        try object.definePropertyOrThrow(key, PropertyDescriptor(value: 1, writable: true, enumerable: false,
                                                                 configurable: true), in: agent)
        let getter = agent.function { _, _, _ in 42 }
        try object.definePropertyOrThrow(key, PropertyDescriptor(getter: getter), in: agent)
        let descriptor = try #require(try object.getOwnProperty(key, in: agent))
        #expect(descriptor.isAccessor)
        #expect(descriptor.enumerable == false)  // kept across the switch
        #expect(descriptor.setter?.isUndefined == true)
        #expect(try object.get(key, in: agent).asNumber == 42)
        #expect(try !object.set(key, 1, receiver: .object(object), in: agent))  // no setter
    }

    @Test func accessorsReceiveTheReceiver() throws {
        let agent = Agent()
        let prototype = agent.makeObject()
        let getter = agent.function { agent, this, _ in try agent.property(this, "own") }
        let setter = agent.function { agent, this, arguments in
            guard let object = this.asObject else { return .undefined }
            try object.set(agent.key("stored"), arguments[0], in: agent)
            return .undefined
        }
        try prototype.definePropertyOrThrow(agent.key("x"), PropertyDescriptor(getter: getter, setter: setter,
                                                                               configurable: true), in: agent)
        let child = agent.makeObject(prototype: prototype)
        try child.createDataPropertyOrThrow(agent.key("own"), "child's", in: agent)
        #expect(try child.get(agent.key("x"), in: agent).text == "child's")
        try child.set(agent.key("x"), 7, in: agent)
        #expect(try child.get(agent.key("stored"), in: agent).asNumber == 7)
        #expect(try !prototype.hasOwnProperty(agent.key("stored"), in: agent))
    }

    @Test func assignmentShadowsAnInheritedWritablePropertyOnTheReceiver() throws {
        let agent = Agent()
        let prototype = try agent.newObject([("x", 1)])
        let child = agent.makeObject(prototype: prototype)
        try child.set(agent.key("x"), 2, in: agent)
        #expect(try child.get(agent.key("x"), in: agent).asNumber == 2)
        #expect(try prototype.get(agent.key("x"), in: agent).asNumber == 1)
        // An inherited read-only property blocks the assignment.
        try prototype.definePropertyOrThrow(agent.key("ro"), PropertyDescriptor(value: 1, writable: false), in: agent)
        #expect(try !child.set(agent.key("ro"), 2, receiver: .object(child), in: agent))
        #expect(try !child.hasOwnProperty(agent.key("ro"), in: agent))
    }

    @Test func setPrototypeOfRefusesCyclesAndNonExtensibleObjects() throws {
        let agent = Agent()
        let a = agent.makeObject()
        let b = agent.makeObject(prototype: a)
        #expect(try !a.setPrototypeOf(b, in: agent))
        #expect(try a.setPrototypeOf(nil, in: agent))
        _ = try b.preventExtensions(in: agent)
        #expect(try !b.setPrototypeOf(nil, in: agent))
        #expect(try b.setPrototypeOf(a, in: agent))  // unchanged is fine
        #expect(try !b.createDataProperty(agent.key("new"), 1, in: agent))
    }

    @Test func freezeMakesEveryPropertyReadOnly() throws {
        let agent = Agent()
        let object = try agent.newObject([("a", 1)])
        try object.createDataPropertyOrThrow(.index(0), "zero", in: agent)
        _ = try agent.callStatic("Object", "freeze", [.object(object)])
        #expect(try agent.callStatic("Object", "isFrozen", [.object(object)]).toBoolean)
        #expect(try !object.set(.index(0), "changed", receiver: .object(object), in: agent))
        #expect(try object.get(.index(0), in: agent).text == "zero")
        #expect(try !object.set(agent.key("a"), 2, receiver: .object(object), in: agent))
    }

    @Test func definePropertyValidatesDescriptors() throws {
        let agent = Agent()
        let object = agent.makeObject()
        let both = try agent.newObject([("value", 1), ("get", agent.function { _, _, _ in 1 })])
        #expect(throws: JSException.self) {
            try agent.callStatic("Object", "defineProperty", [.object(object), "p", .object(both)])
        }
        let notCallable = try agent.newObject([("get", 1)])
        #expect(throws: JSException.self) {
            try agent.callStatic("Object", "defineProperty", [.object(object), "p", .object(notCallable)])
        }
        let descriptor = try agent.newObject([("value", 5), ("enumerable", true)])
        _ = try agent.callStatic("Object", "defineProperty", [.object(object), "p", .object(descriptor)])
        let result = try agent.callStatic("Object", "getOwnPropertyDescriptor", [.object(object), "p"])
        #expect(try agent.property(result, "value").asNumber == 5)
        #expect(try agent.property(result, "writable").toBoolean == false)
        #expect(try agent.property(result, "enumerable").toBoolean == true)
        #expect(try agent.property(result, "configurable").toBoolean == false)
    }

    @Test func objectCreateAndPrototypeAccessors() throws {
        let agent = Agent()
        let prototype = try agent.newObject([("inherited", true)])
        let object = try agent.callStatic("Object", "create", [.object(prototype)])
        #expect(try agent.property(object, "inherited").toBoolean)
        #expect(try agent.callStatic("Object", "getPrototypeOf", [object]).asObject === prototype)
        #expect(try agent.property(object, "__proto__").asObject === prototype)
        let bare = try agent.callStatic("Object", "create", [.null])
        #expect(try agent.callStatic("Object", "getPrototypeOf", [bare]).isNull)
        _ = try agent.callStatic("Object", "setPrototypeOf", [bare, .object(prototype)])
        #expect(try agent.property(bare, "inherited").toBoolean)
        #expect(throws: JSException.self) { try agent.callStatic("Object", "create", [1]) }
    }

    @Test func objectPrototypeCoreMethods() throws {
        let agent = Agent()
        let object = try agent.newObject([("own", 1)])
        #expect(try agent.callMethod(.object(object), "hasOwnProperty", ["own"]).toBoolean)
        #expect(try !agent.callMethod(.object(object), "hasOwnProperty", ["toString"]).toBoolean)
        #expect(try agent.callMethod(.object(object), "propertyIsEnumerable", ["own"]).toBoolean)
        let objectPrototype = JSValue.object(agent.currentRealm.objectPrototype)
        #expect(try agent.callMethod(objectPrototype, "isPrototypeOf", [.object(object)]).toBoolean)
        #expect(try agent.callMethod(.object(object), "valueOf").asObject === object)
        let toString = try agent.property(objectPrototype, "toString")
        let cases: [(JSValue, String)] = [
            (.object(object), "[object Object]"), (.undefined, "[object Undefined]"), (.null, "[object Null]"),
            (.object(agent.makeArray()), "[object Array]"), (1, "[object Number]"), ("s", "[object String]"),
            (true, "[object Boolean]"), (toString, "[object Function]"),
            (.object(agent.currentRealm.makeError(.typeError, message: "m", in: agent)), "[object Error]"),
            (.symbol(agent.makeSymbol(description: JSString("s"))), "[object Symbol]"),
        ]
        for (value, expected) in cases {
            #expect(try agent.call(toString, this: value, arguments: []).text == expected)
        }
        try object.createDataPropertyOrThrow(.symbol(agent.symbols.toStringTag), "Custom", in: agent)
        #expect(try agent.call(toString, this: .object(object), arguments: []).text == "[object Custom]")
    }

    @Test func toPrimitiveHonoursToPrimitiveThenValueOfThenToString() throws {
        let agent = Agent()
        let object = try agent.newObject([
            ("valueOf", agent.function { _, _, _ in 10 }), ("toString", agent.function { _, _, _ in "str" }),
        ])
        #expect(try agent.toNumber(.object(object)) == 10)
        #expect(try agent.toString(.object(object)).stringValue == "str")
        #expect(try agent.add(.object(object), 1).asNumber == 11)
        let exotic = try agent.newObject([])
        try exotic.createDataPropertyOrThrow(
            .symbol(agent.symbols.toPrimitive),
            agent.function { _, _, arguments in arguments[0] }, in: agent)
        #expect(try agent.toString(.object(exotic)).stringValue == "string")
        #expect(try agent.add(.object(exotic), "").text == "default")
        let broken = try agent.newObject([("valueOf", 1), ("toString", 2)])
        #expect(throws: JSException.self) { try agent.toNumber(.object(broken)) }
    }

    @Test func instanceofUsesPrototypeChainsAndHasInstance() throws {
        let agent = Agent()
        let array = JSValue.object(agent.makeArray())
        #expect(try agent.instanceOf(array, agent.global("Array")))
        #expect(try agent.instanceOf(array, agent.global("Object")))
        #expect(try !agent.instanceOf(array, agent.global("Promise")))
        #expect(try !agent.instanceOf(1, agent.global("Number")))
        #expect(throws: JSException.self) { try agent.instanceOf(array, 1) }
        let custom = try agent.newObject([])
        try custom.createDataPropertyOrThrow(.symbol(agent.symbols.hasInstance),
                                             agent.function { _, _, _ in true }, in: agent)
        #expect(try agent.instanceOf(1, .object(custom)))
    }

    @Test func objectKeysValuesEntriesAndAssign() throws {
        let agent = Agent()
        let source = try agent.newObject([("a", 1), ("b", 2)])
        try source.definePropertyOrThrow(agent.key("hidden"), PropertyDescriptor(value: 3, enumerable: false), in: agent)
        let keys = try agent.callStatic("Object", "keys", [.object(source)])
        #expect(try agent.createList(fromArrayLike: keys).map(\.text) == ["a", "b"])
        let values = try agent.callStatic("Object", "values", [.object(source)])
        #expect(try agent.createList(fromArrayLike: values).map(\.asNumber) == [1, 2])
        let target = try agent.callStatic("Object", "assign", [.object(agent.makeObject()), .object(source)])
        #expect(try agent.property(target, "b").asNumber == 2)
        #expect(try agent.property(target, "hidden").isUndefined)
        let names = try agent.callStatic("Object", "getOwnPropertyNames", [.object(source)])
        #expect(try agent.createList(fromArrayLike: names).count == 3)
    }
}

@Suite struct PropertyCacheTests {
    @Test func aCacheEntryHitsObjectsOfTheSameShapeAndMissesOthers() throws {
        let agent = Agent()
        let first = try agent.newObject([("x", 1), ("y", 2)])
        let second = try agent.newObject([("x", 3), ("y", 4)])
        let other = try agent.newObject([("y", 5), ("x", 6)])
        let entry = try #require(first.cacheEntry(forOwn: agent.key("y")))
        #expect(second.cachedValue(entry)?.asNumber == 4)
        #expect(other.cachedValue(entry) == nil)
        #expect(second.setCachedValue(40, entry))
        #expect(try second.get(agent.key("y"), in: agent).asNumber == 40)
    }

    @Test func objectLiteralsCanBeBuiltFromACachedShape() throws {
        let agent = Agent()
        let shape = agent.rootShape.addingAll([agent.key("x"), agent.key("y")])
        let literal = agent.makeObject(prototype: agent.currentRealm.objectPrototype, shape: shape, slots: [1, 2])
        let built = try agent.newObject([("x", 3), ("y", 4)])
        #expect(literal.shape === built.shape)
        #expect(try agent.ownKeyNames(literal) == ["x", "y"])
        #expect(try literal.get(agent.key("y"), in: agent).asNumber == 2)
        let short = agent.makeObject(prototype: nil, shape: shape, slots: [1])
        #expect(try short.get(agent.key("y"), in: agent).isUndefined)
    }

    @Test func uncacheablePropertiesGiveNoEntry() throws {
        let agent = Agent()
        let object = try agent.newObject([("a", 1)])
        #expect(object.cacheEntry(forOwn: agent.key("missing")) == nil)
        try object.createDataPropertyOrThrow(.index(0), 1, in: agent)
        #expect(object.cacheEntry(forOwn: .index(0)) == nil)
        try object.definePropertyOrThrow(agent.key("accessor"),
                                         PropertyDescriptor(getter: agent.function { _, _, _ in 1 }), in: agent)
        #expect(object.cacheEntry(forOwn: agent.key("accessor")) == nil)
        let readOnly = try #require(try {
            let frozen = try agent.newObject([("r", 1)])
            let entry = frozen.cacheEntry(forOwn: agent.key("r"))
            _ = try frozen.delete(agent.key("r"), in: agent)  // goes to a dictionary shape
            #expect(frozen.cacheEntry(forOwn: agent.key("r")) == nil)
            return entry
        }())
        #expect(readOnly.attributes == .defaultData)
        #expect(agent.makeArray().cacheEntry(forOwn: agent.key("length")) == nil)
    }

    @Test func aPrototypeEntryHitsUntilTheChainChanges() throws {
        let agent = Agent()
        let base = try agent.newObject([("method", "v1")])
        let middle = agent.makeObject(prototype: base)
        let first = agent.makeObject(prototype: middle)
        let second = agent.makeObject(prototype: middle)
        let method = agent.key("method")
        let entry = try #require(first.prototypeCacheEntry(for: method, in: agent))
        #expect(second.cachedValue(entry)?.text == "v1")
        try base.set(method, "v2", in: agent)  // same shape: still a hit, new value
        #expect(second.cachedValue(entry)?.text == "v2")
        try middle.createDataPropertyOrThrow(agent.key("other"), 1, in: agent)  // a link's shape changed
        #expect(second.cachedValue(entry) == nil)
        let fresh = try #require(first.prototypeCacheEntry(for: method, in: agent))
        #expect(try second.setPrototypeOf(base, in: agent))  // same shape, different chain
        #expect(second.cachedValue(fresh) == nil)
        try first.createDataPropertyOrThrow(method, "own", in: agent)  // receiver's shape changed
        #expect(first.cachedValue(fresh) == nil)
        #expect(first.prototypeCacheEntry(for: method, in: agent) == nil)  // now own
    }

    @Test func arrayMethodsAreCacheableButLengthIsNot() throws {
        let agent = Agent()
        let array = agent.makeArray([1])
        let entry = try #require(array.prototypeCacheEntry(for: agent.key("push"), in: agent))
        #expect(agent.makeArray().cachedValue(entry)?.isCallable == true)
        #expect(array.prototypeCacheEntry(for: agent.key("length"), in: agent) == nil)
        let object = agent.makeObject(prototype: array)
        #expect(object.prototypeCacheEntry(for: agent.key("length"), in: agent) == nil)
    }

    @Test func aHandleKeepsItsValueAliveUntilReleased() throws {
        let agent = Agent(isGCStressEnabled: false)
        let object = try agent.newObject([("kept", true)])
        var handle: JSHandle? = JSHandle(.object(object), in: agent)
        agent.collect()
        #expect(try handle?.value.asObject?.get(agent.key("kept"), in: agent).toBoolean == true)
        handle = nil
        agent.collect()
        #expect(try object.get(agent.key("kept"), in: agent).isUndefined)
    }
}

@Suite struct DictionaryShapeTests {
    @Test func aDictionaryShapeUsedAsATemplateIsCopiedPerObject() throws {
        let agent = Agent()
        let keys = (0..<100).map { agent.key("p\($0)") }
        let shape = agent.rootShape.addingAll(keys)
        #expect(shape.isDictionary)
        let first = agent.makeObject(prototype: nil, shape: shape, slots: ContiguousArray(repeating: 1, count: 100))
        let second = agent.makeObject(prototype: nil, shape: shape, slots: ContiguousArray(repeating: 2, count: 100))
        try first.createDataPropertyOrThrow(agent.key("extra"), 3, in: agent)
        #expect(try !second.hasOwnProperty(agent.key("extra"), in: agent))
        #expect(try second.get(agent.key("p99"), in: agent).asNumber == 2)
        #expect(try agent.ownKeyNames(first).count == 101)
    }
}

@Suite struct ObjectConstructorTests {
    @Test func sealPreventsAddsAndDeletesButNotWrites() throws {
        let agent = Agent()
        let object = try agent.newObject([("a", 1)])
        _ = try agent.callStatic("Object", "seal", [.object(object)])
        #expect(try agent.callStatic("Object", "isSealed", [.object(object)]).toBoolean)
        #expect(try !agent.callStatic("Object", "isFrozen", [.object(object)]).toBoolean)
        #expect(try !agent.callStatic("Object", "isExtensible", [.object(object)]).toBoolean)
        try object.set(agent.key("a"), 2, in: agent)
        #expect(try object.get(agent.key("a"), in: agent).asNumber == 2)
        #expect(try !object.delete(agent.key("a"), in: agent))
        #expect(try !object.createDataProperty(agent.key("b"), 1, in: agent))
        // Primitives pass through; an empty non-extensible object is frozen.
        #expect(try agent.callStatic("Object", "freeze", [1]).asNumber == 1)
        let empty = agent.makeObject()
        _ = try agent.callStatic("Object", "preventExtensions", [.object(empty)])
        #expect(try agent.callStatic("Object", "isFrozen", [.object(empty)]).toBoolean)
    }

    @Test func definePropertiesDefinesEveryEnumerableDescriptor() throws {
        let agent = Agent()
        let object = agent.makeObject()
        let descriptors = try agent.newObject([
            ("x", .object(try agent.newObject([("value", 1), ("enumerable", true)]))),
            ("y", .object(try agent.newObject([("get", agent.function { _, _, _ in 2 })]))),
        ])
        _ = try agent.callStatic("Object", "defineProperties", [.object(object), .object(descriptors)])
        #expect(try object.get(agent.key("x"), in: agent).asNumber == 1)
        #expect(try object.get(agent.key("y"), in: agent).asNumber == 2)
        #expect(try agent.forInKeys(.object(object)).map(\.text) == ["x"])
        let created = try agent.callStatic("Object", "create", [.null, .object(descriptors)])
        #expect(try agent.property(created, "y").asNumber == 2)
    }

    @Test func symbolsAndEntriesAreListedSeparately() throws {
        let agent = Agent()
        let symbol = agent.makeSymbol(description: JSString("s"))
        let object = try agent.newObject([("a", 1), ("b", "two")])
        try object.createDataPropertyOrThrow(.symbol(symbol), 3, in: agent)
        let symbols = try agent.createList(fromArrayLike: agent.callStatic("Object", "getOwnPropertySymbols", [.object(object)]))
        #expect(symbols.count == 1)
        #expect(try agent.callStatic("Object", "getOwnPropertyNames", [.object(object)]).asObject.map { try agent.ownKeyNames($0) }
            == ["0", "1", "length"])
        let entries = try agent.createList(fromArrayLike: agent.callStatic("Object", "entries", [.object(object)]))
        #expect(try entries.map { try agent.createList(fromArrayLike: $0).map(\.shortDescription) } == [["a", "1"], ["b", "two"]])
    }

    @Test func objectConvertsAndCreates() throws {
        let agent = Agent()
        let fromNull = try agent.call(agent.global("Object"), this: .undefined, arguments: [.null])
        #expect(fromNull.asObject?.prototype === agent.currentRealm.objectPrototype)
        let wrapped = try agent.call(agent.global("Object"), this: .undefined, arguments: [5])
        #expect(try agent.callMethod(wrapped, "valueOf").asNumber == 5)
        let object = try agent.newObject([])
        #expect(try agent.call(agent.global("Object"), this: .undefined, arguments: [.object(object)]).asObject === object)
        #expect(try agent.callStatic("Object", "is", [.number(.nan), .number(.nan)]).toBoolean)
        #expect(try !agent.callStatic("Object", "is", [0, -0.0]).toBoolean)
    }
}

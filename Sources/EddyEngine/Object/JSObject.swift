/// An own property as stored: a value or an accessor pair, with its attributes.
enum StoredProperty {
    case data(JSValue, PropertyAttributes)
    case accessor(AccessorPair, PropertyAttributes)

    var attributes: PropertyAttributes {
        switch self {
        case .data(_, let attributes), .accessor(_, let attributes): return attributes
        }
    }

    var descriptor: PropertyDescriptor {
        switch self {
        case .data(let value, let attributes):
            return PropertyDescriptor(value: value, attributes: attributes)
        case .accessor(let pair, let attributes):
            return PropertyDescriptor(getter: pair.getter, setter: pair.setter, attributes: attributes)
        }
    }
}

/// An ordinary object (§9.1): a shape and slots for named properties, dense `elements` for
/// array-index properties, a prototype and an extensible flag.
///
/// Exotic objects subclass it, override the internal methods they change, and pass
/// `hasExoticProperties: true` so the iterative prototype walks of [[Get]], [[Set]] and
/// [[HasProperty]] call their overrides instead of reading storage directly.
///
/// Elements hold only writable, enumerable, configurable data properties; `nil` is a hole.
/// An index property with other attributes, or one far past the end, moves every element
/// into the shape (`hasSparseElements`), where index keys then live.
package class JSObject: HeapCell {
    final var shape: Shape
    /// Named-property values by slot: in the cell for `JSInlineSlotObject` and closures.
    final var slots: SlotStorage
    final var elements: ContiguousArray<JSValue?> = []
    // Strong, unlike the environment links (Environment.parent): a computed property over
    // the borrowed word below returns its object retained, and the chain walks and cache
    // checks that read it cost more than the retain and release this one costs per object.
    final var prototype: JSObject? {
        didSet { prototypeUnmanaged = prototype.map { Unmanaged.passUnretained($0) } }
    }
    /// `prototype` again, for walks of the chain that retain nothing (inline-cache guards).
    final private(set) var prototypeUnmanaged: Unmanaged<JSObject>?
    final var allowsExtensions = true
    final var hasSparseElements = false
    /// Variable for ordinary functions whose `prototype` is not made yet
    /// (`BytecodeFunction.prototypeDeferred`): exotic until then, ordinary after.
    final var hasExoticProperties: Bool
    /// The object has an entry in `Heap.privateElements` (Object/PrivateName.swift): a Bool
    /// fits the padding a table pointer would not, so ordinary objects stay the same size.
    final var hasPrivateElements = false
    /// An immutable prototype exotic object (§10.4.7: %Object.prototype%): its [[Prototype]]
    /// never changes. Also in the padding.
    final var hasImmutablePrototype = false
    /// An ordinary object of no exotic class (`JSObject` itself or a `JSInlineSlotObject`),
    /// which fast paths may treat as storage alone. Also in the padding.
    final var isPlainObject = false

    /// - Parameter inlineSlots: the subclass gives the object slots in its own cell after
    ///   this initializer (`adoptInlineSlots`); none are allocated here.
    init(shape: Shape, prototype: JSObject?, hasExoticProperties: Bool = false, inlineSlots: Bool = false) {
        // Everything is read from the arguments before they are stored, so that each is
        // handed over to its property as it was received (reading one after storing it
        // cost a retain and a release of the shape and of the prototype per object made).
        let slotCount = shape.slotCount
        var slots = SlotStorage()
        if slotCount > 0 && !inlineSlots { slots.extend(to: slotCount) }
        self.slots = slots
        prototypeUnmanaged = unsafeBitCast(prototype, to: Unmanaged<JSObject>?.self)
        self.hasExoticProperties = hasExoticProperties
        self.prototype = prototype
        // A dictionary shape belongs to one object: another gets its own copy.
        self.shape = shape.isDictionary ? shape.makeDictionary() : shape
        super.init()
        if type(of: self) == JSObject.self { isPlainObject = true }
    }

    /// The same from borrowed words, for objects made per call (`VM.makeClosure`): each
    /// strong field takes the one retain it needs, where owned arguments handed down two
    /// initializers cost another retain and release of the shape and of the prototype.
    init(shapeReference: Unmanaged<Shape>, prototypeReference: Unmanaged<JSObject>?, hasExoticProperties: Bool = false,
         inlineSlots: Bool) {
        let shape = shapeReference._withUnsafeGuaranteedRef { $0.isDictionary ? $0.makeDictionary() : nil }
        var slots = SlotStorage()
        if !inlineSlots {
            let slotCount = shapeReference._withUnsafeGuaranteedRef { $0.slotCount }
            if slotCount > 0 { slots.extend(to: slotCount) }
        }
        self.slots = slots
        prototypeUnmanaged = prototypeReference
        self.hasExoticProperties = hasExoticProperties
        prototype = prototypeReference?.takeUnretainedValue()
        self.shape = shape ?? shapeReference.takeUnretainedValue()
        super.init()
        if type(of: self) == JSObject.self { isPlainObject = true }
    }

    /// The tag Object.prototype.toString uses when there is no @@toStringTag (§19.1.3.6).
    var builtinTag: String { "Object" }

    /// The kind of object its internal slots make it, for hosts' type checks and
    /// `util.inspect` (`Map`, `Set`, `WeakMap`, `Symbol`…); `builtinTag` where the spec's
    /// Object.prototype.toString already distinguishes it.
    var className: String { builtinTag }

    /// Whether the object has a [[Call]] internal method (IsCallable, §7.2.3).
    package var isCallable: Bool { false }

    /// Whether the object has a [[Construct]] internal method (IsConstructor, §7.2.4).
    var isConstructor: Bool { false }

    /// `typeof` (§12.5.5): "function" for callables.
    var typeofName: String { isCallable ? "function" : "object" }

    /// Gives the object the slots of its cell's inline area (`capacity` values at `area`),
    /// as many as its shape has, undefined: called by subclasses that have the area, right
    /// after `init(…inlineSlots: true)`.
    final func adoptInlineSlots(_ area: UnsafeMutableRawPointer, capacity: Int) {
        slots = SlotStorage(inline: area, capacity: capacity)
        slots.extend(to: shape.slotCount)
    }

    override func visitReferences(_ marker: inout Marker) {
        // Read in place: passing the arrays retained and released each of them.
        slots.withUnsafeBufferPointer { marker.mark($0) }
        elements.withUnsafeBufferPointer { marker.mark($0) }
        if let prototype = prototypeUnmanaged { marker.mark(borrowed: prototype) }
        if hasPrivateElements { marker.markPrivateElements(of: self) }
    }

    /// A dictionary shape belongs to its object alone: its bytes are the object's (a sparse
    /// array's millions of index keys live there).
    override var ownedByteCount: Int { storageByteCount }

    override func clearReferences(in heap: Heap) {
        // A dictionary shape is the object's own and lets go of its keys (strings this
        // collection may drop) here; a shared shape is left for the release that follows,
        // which spares a retain and a release of the empty shape per dead object.
        if shape.isDictionary { shape = heap.emptyShape }
        slots.removeAll()
        elements = []
        prototype = nil
        hasSparseElements = false
        if hasPrivateElements {
            heap.privateElements[ObjectIdentifier(self)] = nil
            hasPrivateElements = false
        }
    }

    // MARK: - Storage

    /// The own property stored for `key`, without any exotic behaviour.
    @inline(__always) final func storedProperty(_ key: PropertyKey) -> StoredProperty? {
        if case .index(let index) = key, !hasSparseElements {
            let position = Int(index)
            if position < elements.count, let value = elements[position] {
                return .data(value, .defaultData)
            }
            return nil
        }
        let found = Unmanaged.passUnretained(shape)._withUnsafeGuaranteedRef { $0.lookup(key) }
        guard let property = found, property.slot < slots.count else { return nil }
        let value = slots[property.slot]
        if property.attributes.isAccessor, let pair = value.asObject as? AccessorPair {
            return .accessor(pair, property.attributes)
        }
        return .data(value, property.attributes)
    }

    /// Writes a property's value and attributes, creating it if absent. No validation:
    /// callers have applied the rules of [[DefineOwnProperty]] already.
    final func storeProperty(_ key: PropertyKey, _ value: JSValue, attributes: PropertyAttributes) {
        if case .index(let index) = key, !hasSparseElements {
            let position = Int(index)
            if attributes == .defaultData {
                if position < elements.count {
                    elements[position] = value
                    return
                }
                if position == elements.count {
                    elements.append(value)
                    return
                }
                // A gap of holes is fine while the values present fill at least half of the
                // storage (or it is small): counting what is present costs a pass, so a gap of a
                // few holes is taken on trust. Counting holes too would let doubling keys
                // (`E[E.F = 1 << k] = "F"`) pad the storage to 2^k slots.
                let gap = position - elements.count
                if gap <= 8 || position < min(elements.count * 2, presentElementCount() * 2) + 1024 {
                    elements.reserveCapacity(position + 1)
                    for _ in elements.count..<position { elements.append(nil) }
                    elements.append(value)
                    return
                }
            }
            makeElementsSparse()
        }
        if let property = shape.lookup(key) {
            slots.extend(to: property.slot + 1)  // never short; never trap
            if property.attributes != attributes {
                makeShapeMutable()
                shape.setAttributes(attributes, for: key)
            }
            slots[property.slot] = value
            return
        }
        addShapeProperty(key, value, attributes: attributes)
    }

    /// `storeProperty` of a property the object lacks, counting the storage it grew (elements,
    /// slots, a sparse array's dictionary shape) towards the next collection: a loop storing
    /// numbers by index allocates no cell, so nothing else would bring on the collection that
    /// checks the heap's byte limit (`maximumHeapBytes`).
    final func storeNewProperty(_ key: PropertyKey, _ value: JSValue, attributes: PropertyAttributes,
                                in agent: Agent) {
        let before = storageByteCount
        storeProperty(key, value, attributes: attributes)
        let after = storageByteCount
        if after > before { agent.heap.noteExternalAllocation(bytes: after &- before) }
    }

    /// The bytes of the storage this object owns outside its cell.
    final var storageByteCount: Int {
        slots.ownedByteCount &+ elements.capacity &* MemoryLayout<JSValue?>.stride
            &+ (shape.isDictionary ? shape.ownedByteCount : 0)
    }

    /// How many elements are not holes.
    private final func presentElementCount() -> Int {
        elements.withUnsafeBufferPointer { buffer in buffer.reduce(0) { $1 == nil ? $0 : $0 + 1 } }
    }

    /// Adds a named (or sparse index) property the shape does not have yet.
    @inline(__always) final func addShapeProperty(_ key: PropertyKey, _ value: JSValue,
                                                  attributes: PropertyAttributes) {
        let (newShape, slot) = shape.adding(key, attributes: attributes)
        shape = newShape
        if slot < slots.count {
            slots[slot] = value
        } else {
            slots.extend(to: slot)
            slots.append(value)
        }
    }

    /// Adds built-in properties the object lacks in one shape change (`Shape.addingBuiltins`),
    /// each holding undefined until the caller stores its value at `first + i`: realm setup
    /// stores each function as it makes it, so every one is reachable from the object from
    /// the start. Nil when they cannot be added at once; the caller then defines them one
    /// by one.
    final func reserveBuiltinSlots(for additions: [(key: PropertyKey, attributes: PropertyAttributes)]) -> Int? {
        guard additions.count > 1, let extended = shape.addingBuiltins(additions) else { return nil }
        let first = shape.slotCount
        slots.extend(to: first + additions.count)
        shape = extended
        return first
    }

    /// Removes an own property from storage; returns whether it existed.
    @discardableResult
    final func removeStoredProperty(_ key: PropertyKey) -> Bool {
        if case .index(let index) = key, !hasSparseElements {
            let position = Int(index)
            guard position < elements.count, elements[position] != nil else { return false }
            elements[position] = nil
            while let last = elements.last, last == nil { elements.removeLast() }
            return true
        }
        guard shape.lookup(key) != nil else { return false }
        makeShapeMutable()
        if let slot = shape.remove(key), slot < slots.count {
            slots[slot] = .undefined
        }
        return true
    }

    /// Gives the object a dictionary shape of its own that may change in place: a copy of
    /// a shared shape, or of a dictionary shape inline caches have pinned.
    final func makeShapeMutable() {
        if !shape.isDictionary || shape.isPinned { shape = shape.makeDictionary() }
    }

    /// Moves every element into the shape, where index keys may carry any attributes.
    final func makeElementsSparse() {
        guard !hasSparseElements else { return }
        hasSparseElements = true
        makeShapeMutable()
        let moved = elements
        elements = []
        for (position, value) in moved.enumerated() {
            guard let value else { continue }
            let (newShape, slot) = shape.adding(.index(UInt32(position)), attributes: .defaultData)
            shape = newShape
            if slot < slots.count {
                slots[slot] = value
            } else {
                slots.extend(to: slot)
                slots.append(value)
            }
        }
    }

    /// Defines a property directly in storage, as realm setup does for built-ins. The key must
    /// not exist yet, or be replaced wholesale.
    final func defineBuiltinProperty(_ key: PropertyKey, _ value: JSValue,
                                     attributes: PropertyAttributes = .builtin) {
        storeProperty(key, value, attributes: attributes.subtracting(.accessor))
    }

    final func defineBuiltinAccessor(_ key: PropertyKey, getter: JSObject?, setter: JSObject?,
                                     attributes: PropertyAttributes = .configurable, in agent: Agent) {
        let pair = AccessorPair(getter: getter, setter: setter, agent: agent)
        storeProperty(key, .object(pair), attributes: attributes.union(.accessor).subtracting(.writable))
    }

    /// A built-in accessor's attributes as stored (`defineBuiltinAccessor`'s default).
    static let builtinAccessorAttributes = PropertyAttributes.configurable.union(.accessor).subtracting(.writable)

    // MARK: - Ordinary internal methods (§9.1)

    /// [[GetPrototypeOf]] (§9.1.1).
    func getPrototypeOf(in agent: Agent) throws -> JSObject? {
        prototype
    }

    /// [[SetPrototypeOf]] (§9.1.2, OrdinarySetPrototypeOf).
    func setPrototypeOf(_ newPrototype: JSObject?, in agent: Agent) throws -> Bool {
        if newPrototype === prototype { return true }
        guard allowsExtensions, !hasImmutablePrototype else { return false }
        var candidate = newPrototype
        while let current = candidate {
            if current === self { return false }
            // A proxy's [[GetPrototypeOf]] is not ordinary: the loop stops there (step 8.c.i).
            if current.hasCustomPrototypeLookup { break }
            candidate = current.prototype
        }
        prototype = newPrototype
        return true
    }

    /// Whether [[GetPrototypeOf]] is not the ordinary one (proxies).
    var hasCustomPrototypeLookup: Bool { false }

    /// [[IsExtensible]] (§9.1.3).
    func isExtensible(in agent: Agent) throws -> Bool {
        allowsExtensions
    }

    /// [[PreventExtensions]] (§9.1.4).
    func preventExtensions(in agent: Agent) throws -> Bool {
        allowsExtensions = false
        return true
    }

    /// [[GetOwnProperty]] (§9.1.5).
    func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        storedProperty(key)?.descriptor
    }

    /// [[DefineOwnProperty]] (§9.1.6, OrdinaryDefineOwnProperty).
    func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                           in agent: Agent) throws -> Bool {
        let current = try getOwnProperty(key, in: agent)
        let isExtensible = try self.isExtensible(in: agent)
        return validateAndApplyPropertyDescriptor(key, isExtensible: isExtensible,
                                                  descriptor: descriptor, current: current, in: agent)
    }

    /// ValidateAndApplyPropertyDescriptor (§9.1.6.3), applying to this object's storage.
    final func validateAndApplyPropertyDescriptor(
        _ key: PropertyKey, isExtensible: Bool, descriptor: PropertyDescriptor,
        current: PropertyDescriptor?, applying: Bool = true, in agent: Agent
    ) -> Bool {
        guard let current else {
            // 2. A new property.
            guard isExtensible else { return false }
            guard applying else { return true }
            var attributes: PropertyAttributes = []
            if descriptor.enumerable == true { attributes.insert(.enumerable) }
            if descriptor.configurable == true { attributes.insert(.configurable) }
            if descriptor.isAccessor {
                let pair = AccessorPair(getter: descriptor.getterObject, setter: descriptor.setterObject,
                                        agent: agent)
                storeNewProperty(key, .object(pair), attributes: attributes.union(.accessor), in: agent)
            } else {
                if descriptor.writable == true { attributes.insert(.writable) }
                storeNewProperty(key, descriptor.value ?? .undefined, attributes: attributes, in: agent)
            }
            return true
        }
        // 3. Every field absent.
        if descriptor.value == nil && descriptor.writable == nil && descriptor.getter == nil
            && descriptor.setter == nil && descriptor.enumerable == nil && descriptor.configurable == nil
        {
            return true
        }
        // 4. A non-configurable property may not become configurable or change enumerability.
        if current.configurable == false {
            if descriptor.configurable == true { return false }
            if let enumerable = descriptor.enumerable, enumerable != current.enumerable { return false }
        }
        var result = current
        if descriptor.isGeneric {
            // 5. No further validation.
        } else if current.isData != descriptor.isData {
            // 6. Switching between data and accessor keeps configurable and enumerable.
            if current.configurable == false { return false }
            if current.isData {
                result = PropertyDescriptor(getter: .undefined, setter: .undefined,
                                            enumerable: current.enumerable, configurable: current.configurable)
            } else {
                result = PropertyDescriptor(value: .undefined, writable: false,
                                            enumerable: current.enumerable, configurable: current.configurable)
            }
        } else if current.isData {
            // 7. Both data.
            if current.configurable == false && current.writable == false {
                if descriptor.writable == true { return false }
                if let value = descriptor.value, !JSValue.isSameValue(value, current.value ?? .undefined) {
                    return false
                }
                return true
            }
        } else {
            // 8. Both accessors.
            if current.configurable == false {
                if let setter = descriptor.setter, !JSValue.isSameValue(setter, current.setter ?? .undefined) {
                    return false
                }
                if let getter = descriptor.getter, !JSValue.isSameValue(getter, current.getter ?? .undefined) {
                    return false
                }
                return true
            }
        }
        guard applying else { return true }
        // 9. Apply every present field.
        if let value = descriptor.value { result.value = value }
        if let writable = descriptor.writable { result.writable = writable }
        if let getter = descriptor.getter { result.getter = getter }
        if let setter = descriptor.setter { result.setter = setter }
        if let enumerable = descriptor.enumerable { result.enumerable = enumerable }
        if let configurable = descriptor.configurable { result.configurable = configurable }
        if result.isAccessor {
            let pair = AccessorPair(getter: result.getterObject, setter: result.setterObject, agent: agent)
            storeProperty(key, .object(pair), attributes: result.attributes)
        } else {
            storeProperty(key, result.value ?? .undefined, attributes: result.attributes)
        }
        return true
    }

    /// An own property as a prototype walk sees it.
    enum FoundProperty {
        case data(JSValue, PropertyAttributes)
        case accessor(getter: JSObject?, setter: JSObject?)
    }

    /// Whether this object has `key` as a property kept outside its shape (an Array's
    /// `length`); inline caches must not cache such keys.
    func hasVirtualProperty(_ key: PropertyKey, in agent: Agent) -> Bool { false }

    /// Whether [[Get]], [[Set]] and [[HasProperty]] differ from the ordinary ones in ways
    /// [[GetOwnProperty]] cannot express (proxies). Prototype walks call such an object's
    /// methods; for every other exotic object they call only its [[GetOwnProperty]], so a
    /// chain of a million arrays is walked in a loop, not by recursion.
    var hasCustomPropertyAccess: Bool { false }

    /// The own property `key` for a prototype walk: storage for ordinary objects,
    /// [[GetOwnProperty]] for exotic ones.
    @inline(__always) final func walkOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> FoundProperty? {
        if !hasExoticProperties {
            switch storedProperty(key) {
            case .data(let value, let attributes)?: return .data(value, attributes)
            case .accessor(let pair, _)?: return .accessor(getter: pair.getter, setter: pair.setter)
            case nil: return nil
            }
        }
        guard let descriptor = try getOwnProperty(key, in: agent) else { return nil }
        if descriptor.isAccessor {
            return .accessor(getter: descriptor.getterObject, setter: descriptor.setterObject)
        }
        return .data(descriptor.value ?? .undefined, descriptor.attributes)
    }

    /// The next object of a prototype walk: the field itself for ordinary objects.
    @inline(__always) final func prototypeForWalk(in agent: Agent) throws -> JSObject? {
        hasExoticProperties ? try getPrototypeOf(in: agent) : prototype
    }

    /// [[HasProperty]] (§9.1.7, OrdinaryHasProperty), walking the chain iteratively.
    func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        // No JavaScript runs during the walk, so the chain cannot change under it and the
        // cursor need not retain each object.
        unowned(unsafe) var object: JSObject = self
        while true {
            if try object.walkOwnProperty(key, in: agent) != nil { return true }
            guard let next = try object.prototypeForWalk(in: agent) else { return false }
            if next.hasExoticProperties && next.hasCustomPropertyAccess {
                return try next.hasProperty(key, in: agent)
            }
            object = next
        }
    }

    /// The value of an own data property of an ordinary object, read straight from storage;
    /// `nil` when the slow path is needed (absent, accessor, or exotic object).
    @inline(__always) final func ownDataValue(_ key: PropertyKey) -> JSValue? {
        guard !hasExoticProperties else { return nil }
        if case .index(let index) = key, !hasSparseElements {
            let position = Int(index)
            return position < elements.count ? elements[position] : nil
        }
        let found = Unmanaged.passUnretained(shape)._withUnsafeGuaranteedRef { $0.lookup(key) }
        guard let property = found, !property.attributes.isAccessor, property.slot < slots.count else {
            return nil
        }
        return slots[property.slot]
    }

    /// Writes an existing writable own data property of an ordinary object; returns false
    /// when the slow path is needed.
    @inline(__always) final func setOwnDataValue(_ key: PropertyKey, _ value: JSValue) -> Bool {
        guard !hasExoticProperties else { return false }
        if case .index(let index) = key, !hasSparseElements {
            let position = Int(index)
            guard position < elements.count, elements[position] != nil else { return false }
            elements[position] = value
            return true
        }
        let found = Unmanaged.passUnretained(shape)._withUnsafeGuaranteedRef { $0.lookup(key) }
        guard let property = found, property.attributes.isWritable,
            !property.attributes.isAccessor, property.slot < slots.count
        else { return false }
        slots[property.slot] = value
        return true
    }

    /// [[Get]] (§9.1.8, OrdinaryGet), walking the chain iteratively.
    func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        let bits = key.identityBits
        var isIndex = false
        if case .index = key { isIndex = true }
        // Ordinary objects first, each borrowed: no JavaScript runs until the walk ends, and
        // the walk through `unowned(unsafe)` below retained and released every object (and
        // its shape) it looked at — 7% of babel-parse-generate, whose megamorphic reads miss
        // the inline caches and come here.
        var start = self
        if !isIndex {
            switch JSObject.walkOrdinaryChain(from: Unmanaged.passUnretained(self), bits: bits) {
            case .value(let value):
                return value
            case .accessor(let value):
                guard let pair = value.asObject as? AccessorPair, let getter = pair.getter else { return .undefined }
                return try agent.call(getter, this: receiver, arguments: [])
            case .exotic(let object):
                let next = object.takeUnretainedValue()
                // An exotic prototype with its own [[Get]] (a Proxy) answers for the rest of
                // the chain, as in the walk below.
                if next !== self && next.hasCustomPropertyAccess {
                    return try next.get(key, receiver: receiver, in: agent)
                }
                start = next
            }
        }
        // No JavaScript runs until the walk ends (a getter call ends it), so the cursor need
        // not retain each object.
        unowned(unsafe) var object: JSObject = start
        while true {
            // Named properties of ordinary objects, and of exotic ones whose exotic part does
            // not cover this key (an Array's methods), are read straight from storage.
            let readsStorage = !isIndex
                && (!object.hasExoticProperties
                    || (!object.hasCustomPropertyAccess && !object.hasVirtualProperty(key, in: agent)))
            if readsStorage {
                // Borrowing the shape without retaining it (it cannot change during the lookup)
                // removes most of the cost of a lookup.
                let found = Unmanaged.passUnretained(object.shape)._withUnsafeGuaranteedRef { $0.lookup(bits: bits) }
                if let property = found, property.slot < object.slots.count {
                    let value = object.slots[property.slot]
                    guard property.attributes.isAccessor else { return value }
                    guard let pair = value.asObject as? AccessorPair, let getter = pair.getter else {
                        return .undefined
                    }
                    return try agent.call(getter, this: receiver, arguments: [])
                }
            } else {
                switch try object.walkOwnProperty(key, in: agent) {
                case .data(let value, _)?:
                    return value
                case .accessor(let getter, _)?:
                    guard let getter else { return .undefined }
                    return try agent.call(getter, this: receiver, arguments: [])
                case nil:
                    break
                }
            }
            if !object.hasExoticProperties || !object.hasCustomPrototypeLookup {
                unowned(unsafe) let next: JSObject? = object.prototype
                guard let next else { return .undefined }
                if next.hasExoticProperties && next.hasCustomPropertyAccess {
                    return try next.get(key, receiver: receiver, in: agent)
                }
                object = next
                continue
            }
            guard let next = try object.getPrototypeOf(in: agent) else { return .undefined }
            if next.hasExoticProperties && next.hasCustomPropertyAccess {
                return try next.get(key, receiver: receiver, in: agent)
            }
            object = next
        }
    }

    /// What the ordinary part of a [[Get]] walk found: a data value (undefined past the end
    /// of the chain), an accessor's slot value, or the first exotic object on the chain,
    /// from which the general walk goes on.
    private enum OrdinaryRead {
        case value(JSValue)
        case accessor(JSValue)
        case exotic(Unmanaged<JSObject>)
    }

    private enum OrdinaryStep {
        case found(OrdinaryRead)
        case next(Unmanaged<JSObject>)
        case exotic
    }

    /// Walks the chain from `start` while its objects are ordinary, reading each object's
    /// shape and slots borrowed (nothing is retained; no JavaScript runs).
    @inline(__always)
    private static func walkOrdinaryChain(from start: Unmanaged<JSObject>, bits: UInt) -> OrdinaryRead {
        var current = start
        while true {
            let step = current._withUnsafeGuaranteedRef { object -> OrdinaryStep in
                guard !object.hasExoticProperties else { return .exotic }
                let found = Unmanaged.passUnretained(object.shape)._withUnsafeGuaranteedRef { $0.lookup(bits: bits) }
                if let property = found, property.slot < object.slots.count {
                    let value = object.slots[property.slot]
                    return .found(property.attributes.isAccessor ? .accessor(value) : .value(value))
                }
                guard let next = object.prototypeUnmanaged else { return .found(.value(.undefined)) }
                return .next(next)
            }
            switch step {
            case .found(let read): return read
            case .next(let next): current = next
            case .exotic: return .exotic(current)
            }
        }
    }

    /// [[Set]] (§9.1.9, OrdinarySet), walking the chain iteratively to find the property
    /// that governs the assignment.
    func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        if let target = receiver.asObject, target === self, setOwnDataValue(key, value) { return true }
        unowned(unsafe) var object: JSObject = self
        while true {
            switch try object.walkOwnProperty(key, in: agent) {
            case .data(_, let attributes)?:
                guard attributes.isWritable else { return false }
                // Fast path: a writable own data property of an ordinary receiver.
                if object === self, let target = receiver.asObject, target === self,
                    !hasExoticProperties
                {
                    storeProperty(key, value, attributes: attributes)
                    return true
                }
                return try JSObject.setOnReceiver(key, value, receiver: receiver, in: agent)
            case .accessor(_, let setter)?:
                guard let setter else { return false }
                _ = try agent.call(setter, this: receiver, arguments: [value])
                return true
            case nil:
                guard let next = try object.prototypeForWalk(in: agent) else {
                    return try JSObject.setOnReceiver(key, value, receiver: receiver, in: agent)
                }
                if next.hasExoticProperties && next.hasCustomPropertyAccess {
                    return try next.set(key, value, receiver: receiver, in: agent)
                }
                object = next
            }
        }
    }

    /// OrdinarySetWithOwnDescriptor steps 2.c–e (§9.1.9.2): the found (or absent) property
    /// is a writable data property, so the receiver gets an own data property.
    static func setOnReceiver(_ key: PropertyKey, _ value: JSValue, receiver: JSValue,
                              in agent: Agent) throws -> Bool {
        guard let target = receiver.asObject else { return false }
        if !target.hasExoticProperties {
            switch target.storedProperty(key) {
            case .data(_, let attributes)?:
                guard attributes.isWritable else { return false }
                target.storeProperty(key, value, attributes: attributes)
                return true
            case .accessor?:
                return false
            case nil:
                guard try target.isExtensible(in: agent) else { return false }
                target.storeNewProperty(key, value, attributes: .defaultData, in: agent)
                return true
            }
        }
        if let existing = try target.getOwnProperty(key, in: agent) {
            if existing.isAccessor || existing.writable == false { return false }
            return try target.defineOwnProperty(key, PropertyDescriptor(value: value), in: agent)
        }
        return try target.defineOwnProperty(key, PropertyDescriptor(value: value, attributes: .defaultData),
                                            in: agent)
    }

    /// [[Delete]] (§9.1.10, OrdinaryDelete).
    func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        guard let property = storedProperty(key) else { return true }
        guard property.attributes.isConfigurable else { return false }
        removeStoredProperty(key)
        return true
    }

    /// [[OwnPropertyKeys]] (§9.1.11, OrdinaryOwnPropertyKeys): array indices ascending,
    /// then strings in creation order, then symbols in creation order.
    func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        ordinaryOwnPropertyKeys()
    }

    final func ordinaryOwnPropertyKeys(extraIndices: Range<UInt32>? = nil) -> [PropertyKey] {
        var keys: [PropertyKey] = []
        keys.reserveCapacity(elements.count + shape.propertyCount)
        if let extraIndices {
            for index in extraIndices { keys.append(.index(index)) }
        }
        for (position, value) in elements.enumerated() where value != nil {
            keys.append(.index(UInt32(position)))
        }
        let shapeKeys = shape.keys
        if shape.hasIndexKeys {
            let indices = shapeKeys.compactMap(\.arrayIndex).sorted()
            keys.append(contentsOf: indices.map { PropertyKey.index($0) })
        }
        for key in shapeKeys {
            if case .atom = key { keys.append(key) }
        }
        for key in shapeKeys where key.isSymbol {
            keys.append(key)
        }
        return keys
    }
}

import EddySyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The slow paths of the dispatch loop, out of line so the loop stays small.
extension VM {
    // MARK: - Code loading

    /// Makes the code's constants into values of this agent (strings, property keys) and
    /// allocates its inline caches.
    func load(_ code: FunctionCode) {
        var values: [JSValue] = []
        var keys: [PropertyKey?] = []
        var literals: [HeapCell] = []
        values.reserveCapacity(code.constants.count)
        for constant in code.constants {
            switch constant {
            case .number(let number):
                values.append(.number(number))
                keys.append(agent.toPropertyKeyOfNumber(number))
            case .string(let units) where units.count == 1:
                // The shared instance, so that comparing a one-character literal with a
                // character taken from a string is an identity check.
                let string = agent.string(ofUnit: units[0])
                let key = agent.atoms.key(string)
                // The atom when there is one, which the key holds (for ASCII it is the shared
                // instance); otherwise the string, which the code must hold (`literalCells`).
                if case .atom(let atom) = key {
                    values.append(.string(atom.string))
                } else {
                    literals.append(string)
                    values.append(.string(string))
                }
                keys.append(key)
            case .string(let units):
                let key = agent.atoms.key(JSString(units: units))
                if case .atom(let atom) = key {
                    values.append(.string(atom.string))
                } else {
                    // Held by the code, as BigInt literals are (`literalCells`).
                    let literal = JSString(units: units)
                    literals.append(literal)
                    values.append(.string(literal))
                }
                keys.append(key)
            case .bigint(let value):
                // Held by the code (`literalCells`): a collection that runs while no
                // function of this code is alive must not drop the literal a later closure
                // of it loads, and the literal goes with the code.
                let literal = agent.makeBigInt(value)
                literals.append(literal)
                values.append(.bigint(literal))
                keys.append(nil)
            default:
                values.append(.undefined)
                keys.append(nil)
            }
        }
        code.runtimeConstants = values
        code.runtimeKeys = keys
        code.literalCells = literals
        if code.caches == nil && code.cacheCount > 0 {
            let caches = UnsafeMutablePointer<PropertyCache>.allocate(capacity: code.cacheCount)
            caches.initialize(repeating: PropertyCache(), count: code.cacheCount)
            code.caches = caches
        } else if let caches = code.caches {
            for index in 0..<code.cacheCount { caches[index] = PropertyCache() }
        }
        code.templateObjects = [:]
        code.nameString = nil
        code.loadedGeneration = generation
    }

    func scopeNameTable(_ code: FunctionCode, _ index: Int) -> ScopeNameTable {
        if let table = code.scopeNameTables[index] { return table }
        var entries: [PropertyKey: ScopeNameTable.Entry] = [:]
        var isVariableScope = false
        if index < code.constants.count, case .scopeNames(let names, let variableScope) = code.constants[index] {
            isVariableScope = variableScope
            for name in names {
                entries[agent.key(name.name)] = .init(slot: name.slot, isConst: name.isConst, isCalleeName: name.isCalleeName,
                                                      blocksEvalVar: name.blocksEvalVar)
            }
        }
        let table = ScopeNameTable(entries: entries, isVariableScope: isVariableScope)
        code.scopeNameTables[index] = table
        return table
    }

    func constantName(_ code: FunctionCode, _ index: Int) -> String {
        guard index >= 0, index < code.constants.count, case .string(let units) = code.constants[index] else { return "" }
        return String(decoding: units, as: UTF16.self)
    }

    func key(_ code: FunctionCode, _ index: Int) -> PropertyKey {
        if index >= 0, index < code.runtimeKeys.count, let key = code.runtimeKeys[index] { return key }
        return .atom(agent.atoms.atom(constantName(code, index)))
    }

    // MARK: - Numbers and comparison

    /// The operator of an arithmetic, shift or bitwise opcode.
    static func numericOperator(_ opcode: Opcode) -> NumericOperator {
        switch opcode {
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        case .exponent: return .exponent
        case .leftShift: return .leftShift
        case .rightShift: return .signedRightShift
        case .unsignedRightShift: return .unsignedRightShift
        case .bitAnd: return .bitwiseAnd
        case .bitOr: return .bitwiseOr
        default: return .bitwiseXor
        }
    }

    func compare(_ opcode: Opcode, _ left: JSValue, _ right: JSValue) throws -> Bool {
        switch opcode {
        case .lessThan: return try agent.isLessThan(left, right) ?? false
        case .greaterThan: return try agent.isLessThan(right, left, leftFirst: false) ?? false
        case .lessThanOrEqual:
            guard let result = try agent.isLessThan(right, left, leftFirst: false) else { return false }
            return !result
        default:
            guard let result = try agent.isLessThan(left, right) else { return false }
            return !result
        }
    }

    func typeofString(_ value: JSValue) -> JSString {
        let names = agent.names
        switch TypeofTest.Answer(of: value) {
        case .undefined: return names.undefinedType.string
        case .object, .none: return names.objectType.string
        case .boolean: return names.booleanType.string
        case .number: return names.numberType.string
        case .string: return names.stringType.string
        case .bigint: return names.bigintType.string
        case .symbol: return names.symbolType.string
        case .function: return names.functionType.string
        }
    }

    // MARK: - this and super

    func thisValue(frameIndex: Int) throws -> JSValue {
        let frame = frames[frameIndex]
        let value = registers[frame.base]
        if isHole(value) {
            throw agent.referenceError("Must call super constructor in derived class before accessing 'this' or returning from derived constructor")
        }
        return value
    }

    /// The function whose `super`, home object and new.target a frame uses (an arrow's
    /// enclosing function).
    func methodFunction(frameIndex: Int) -> BytecodeFunction? {
        var function = frames[frameIndex].function
        while let current = function, current.code.isArrow {
            function = current.lexicalFunction
        }
        return function
    }

    func superBase(frameIndex: Int) throws -> JSObject? {
        guard let home = methodFunction(frameIndex: frameIndex)?.homeObject else {
            throw agent.syntaxError("'super' keyword unexpected here")
        }
        return try home.getPrototypeOf(in: agent)
    }

    func getSuper(frameIndex: Int, key keyValue: JSValue) throws -> JSValue {
        let this = try thisValue(frameIndex: frameIndex)
        let base = try superBase(frameIndex: frameIndex)
        let key = try agent.toPropertyKey(keyValue)
        guard let base else {
            throw agent.typeError("Cannot read properties of null (reading '\(key.displayString)')")
        }
        return try base.get(key, receiver: this, in: agent)
    }

    func setSuper(frameIndex: Int, key keyValue: JSValue, value: JSValue) throws {
        let this = try thisValue(frameIndex: frameIndex)
        let base = try superBase(frameIndex: frameIndex)
        let key = try agent.toPropertyKey(keyValue)
        guard let base else {
            throw agent.typeError("Cannot set properties of null (setting '\(key.displayString)')")
        }
        if try !base.set(key, value, receiver: this, in: agent), frames[frameIndex].code.isStrict {
            throw agent.failedAssignmentError(base, key)
        }
    }

    /// Pushes the frame of the parent constructor for `super(…)` in a derived constructor's
    /// own frame (not an arrow's), so the call runs in this dispatch loop instead of a
    /// nested one; false when the call takes the general path (`superCall`): a native
    /// parent constructor, or `this` already bound (the second call must still run the
    /// parent before it throws).
    func pushSuperFrame(frameIndex: Int, arguments: UnsafeMutablePointer<JSValue>?, count: Int,
                        returnRegister: Int) throws -> Bool {
        guard let function = frames[frameIndex].function, !function.code.isArrow,
            let newTarget = frames[frameIndex].newTarget,
            let parent = VM.superConstructorToRun(for: function),
            isHole(registers[frames[frameIndex].base])
        else { return false }
        let base = stackTop
        guard base + 2 + count < capacity else { throw agent.rangeError("Maximum call stack size exceeded") }
        registers[base] = .object(parent)
        registers[base + 1] = .object(newTarget)
        if let arguments { for index in 0..<count { registers[base + 2 + index] = arguments[index] } }
        _ = try pushConstructFrame(parent, base: base, argumentCount: count, newTarget: newTarget,
                                   returnRegister: returnRegister)
        frames[frames.count - 1].isSuperCall = true
        return true
    }

    /// The constructor whose frame `super(…)` in `function` pushes: its parent, past the
    /// default derived constructors without fields, which only pass their arguments on
    /// (§15.7.14 step 10: Construct of their own [[GetPrototypeOf]] with the same arguments
    /// and new target; V8 leaves them out of stack traces too). Nil when that is not a
    /// bytecode constructor, or a default derived one has fields to define after its super().
    private static func superConstructorToRun(for function: BytecodeFunction) -> BytecodeFunction? {
        var parent = function.prototype as? BytecodeFunction
        while let candidate = parent, candidate.isConstructor {
            let flags = candidate.code.flags
            guard flags.contains(.defaultConstructor), flags.contains(.derived) else { return candidate }
            guard candidate.instanceFields.isEmpty else { return nil }
            parent = candidate.prototype as? BytecodeFunction
        }
        return nil
    }

    /// Binds the result of a parent constructor run by `pushSuperFrame` as `this` of the
    /// derived constructor's frame at `frameIndex`, then defines its fields (§13.3.7.1
    /// SuperCall steps 7–10).
    func bindSuperResult(_ result: JSValue, frameIndex: Int) throws {
        let base = frames[frameIndex].base
        if !isHole(registers[base]) {
            throw agent.referenceError("Super constructor may only be called once")
        }
        registers[base] = result
        frames[frameIndex].thisBox?.value = result
        if let function = frames[frameIndex].function, !function.instanceFields.isEmpty, let instance = result.asObject {
            try initializeInstanceFields(of: function, on: instance)
        }
    }

    func superCall(frameIndex: Int, arguments: [JSValue]) throws -> JSValue {
        guard let function = methodFunction(frameIndex: frameIndex) else {
            throw agent.syntaxError("'super' keyword unexpected here")
        }
        // The frame whose `this` super() binds: the constructor's own frame.
        var ownerIndex = frameIndex
        while ownerIndex > 0, frames[ownerIndex].function !== function || frames[ownerIndex].code.flags.contains(.script) {
            ownerIndex -= 1
        }
        let newTarget = frames[ownerIndex].newTarget ?? frames[frameIndex].function?.lexicalNewTarget
        guard let parent = try function.getPrototypeOf(in: agent), parent.isConstructor else {
            throw agent.typeError("Super constructor is not a constructor")
        }
        guard let newTarget else { throw agent.syntaxError("'super' keyword unexpected here") }
        let result = try constructValue(parent, arguments: arguments, newTarget: newTarget)
        let ownerBase = frames[ownerIndex].base
        if !isHole(registers[ownerBase]) {
            throw agent.referenceError("Super constructor may only be called once")
        }
        registers[ownerBase] = .object(result)
        frames[ownerIndex].thisBox?.value = .object(result)
        // super() called from an arrow: the arrow's own `this` is bound now too.
        if ownerIndex != frameIndex { registers[frames[frameIndex].base] = .object(result) }
        if !function.instanceFields.isEmpty { try initializeInstanceFields(of: function, on: result) }
        // Arrows created before super() captured the hole: update the ones in this frame's
        // registers is not possible in general; arrows read `this` through their function.
        return .object(result)
    }

    // MARK: - Globals

    /// The cached property's slot in a dictionary-mode object (a global, or a read's
    /// `PropertyCache.dictionarySlot` entry), validated in the shape the cache remembers by
    /// comparing the key's identity word at the cached position: the shape is borrowed by
    /// address and the key compared as a plain word, so a hit retains nothing.
    @inline(__always)
    private func cachedDictionarySlot(_ cache: UnsafeMutablePointer<PropertyCache>, in global: JSObject) -> ShapeSlot? {
        let position = cache.pointee.position
        guard position >= 0, cache.pointee.matches(global),
            let address = UnsafeRawPointer(bitPattern: cache.pointee.shapeBits)
        else { return nil }
        let keyBits = cache.pointee.keyBits
        // The shape is the global object's current shape (just compared), which the global
        // object holds.
        let info = Unmanaged<Shape>.fromOpaque(address)._withUnsafeGuaranteedRef { shape in
            shape.slot(at: position, ifKeyBits: keyBits)
        }
        guard let info, !info.attributes.isAccessor, info.slot < global.slots.count else { return nil }
        return info
    }

    /// Loads a global variable into `target` through its inline cache; false on a miss.
    @inline(__always)
    func cachedGlobal(_ cache: UnsafeMutablePointer<PropertyCache>, global: JSObject,
                      into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard cache.pointee.epoch == globalEpoch else { return false }
        if let info = cachedDictionarySlot(cache, in: global) {
            VM.load(global, slot: info.slot, into: target)
            return true
        }
        if let binding = cache.pointee.lexical, let value = binding.value {
            target.pointee = value
            return true
        }
        return false
    }

    /// Stores `source` to a global variable through its inline cache; false on a miss.
    @inline(__always)
    func cachedSetGlobal(_ cache: UnsafeMutablePointer<PropertyCache>, global: JSObject,
                         from source: UnsafeMutablePointer<JSValue>) -> Bool {
        guard cache.pointee.epoch == globalEpoch else { return false }
        if let info = cachedDictionarySlot(cache, in: global) {
            guard info.attributes.isWritable else { return false }
            VM.store(source, to: global, slot: info.slot)
            return true
        }
        if let binding = cache.pointee.lexical {
            guard binding.value != nil, !binding.isConst else { return false }
            binding.value = source.pointee
            return true
        }
        return false
    }

    /// Fills a global inline cache after a slow lookup.
    func fillGlobalCache(_ cache: UnsafeMutablePointer<PropertyCache>?, key: PropertyKey, global: JSObject,
                         binding: GlobalBinding?) {
        guard let cache else { return }
        if let binding {
            cache.pointee.lexical = binding
            // No object-property hit may shadow the binding.
            cache.pointee.position = -1
            cache.pointee.epoch = globalEpoch
            return
        }
        guard !global.hasExoticProperties, case .atom = key else { return }
        let properties = global.shape.properties
        guard let position = properties.firstIndex(where: { $0?.key == key }) else { return }
        cache.pointee.lexical = nil
        cache.pointee.shape = global.shape
        cache.pointee.position = position
        cache.pointee.keyBits = key.identityBits
        cache.pointee.epoch = globalEpoch
    }

    func getGlobal(code: FunctionCode, nameIndex: Int, realm: Realm, orUndefined: Bool,
                   cache: UnsafeMutablePointer<PropertyCache>? = nil) throws -> JSValue {
        let key = self.key(code, nameIndex)
        let global = realm.globalObject
        if case .atom(let atom) = key, let lexicals = globalLexicals[ObjectIdentifier(realm)],
            let binding = lexicals.bindings[atom]
        {
            guard let value = binding.value else {
                throw agent.referenceError("Cannot access '\(atom.string.stringValue)' before initialization")
            }
            fillGlobalCache(cache, key: key, global: global, binding: binding)
            return value
        }
        if case .data(let value, _)? = global.storedProperty(key), !global.hasExoticProperties {
            fillGlobalCache(cache, key: key, global: global, binding: nil)
            return value
        }
        if try !global.hasProperty(key, in: agent) {
            if orUndefined { return .undefined }
            throw agent.referenceError("\(key.displayString) is not defined")
        }
        return try global.get(key, receiver: .object(global), in: agent)
    }

    func setGlobal(code: FunctionCode, nameIndex: Int, value: JSValue, realm: Realm, isStrict: Bool,
                   cache: UnsafeMutablePointer<PropertyCache>? = nil) throws {
        let key = self.key(code, nameIndex)
        let global = realm.globalObject
        if case .atom(let atom) = key, let lexicals = globalLexicals[ObjectIdentifier(realm)],
            let binding = lexicals.bindings[atom]
        {
            guard binding.value != nil else {
                throw agent.referenceError("Cannot access '\(atom.string.stringValue)' before initialization")
            }
            if binding.isConst { throw agent.typeError("Assignment to constant variable.") }
            binding.value = value
            fillGlobalCache(cache, key: key, global: global, binding: binding)
            return
        }
        if isStrict, try !global.hasProperty(key, in: agent) {
            throw agent.referenceError("\(key.displayString) is not defined")
        }
        let succeeded = try global.set(key, value, receiver: .object(global), in: agent)
        if !succeeded && isStrict {
            throw agent.failedAssignmentError(global, key)
        }
        if succeeded { fillGlobalCache(cache, key: key, global: global, binding: nil) }
    }

    func initializeGlobalLexical(code: FunctionCode, nameIndex: Int, value: JSValue, realm: Realm) throws {
        guard case .atom(let atom) = self.key(code, nameIndex) else { return }
        let lexicals = globalLexicals(of: realm)
        if let binding = lexicals.bindings[atom] {
            binding.value = value
        } else {
            lexicals.bindings[atom] = GlobalBinding(value: value, isConst: false)
            globalEpoch += 1
        }
    }

    // MARK: - Dynamic names (with)

    /// The `with` object that has `key` (and does not hide it through @@unscopables), among
    /// the first `limit` environments.
    private func withObject(holding key: PropertyKey, environment: Environment?, limit: Int) throws -> JSObject? {
        var current = environment
        var count = 0
        while let environment = current, count < limit {
            if let object = environment.bindingObject, try object.hasProperty(key, in: agent) {
                if object is ScopeNames { return object }
                let unscopables = try object.get(.symbol(agent.symbols.unscopables), in: agent)
                if let blocked = unscopables.asObject, try blocked.get(key, in: agent).toBoolean {
                    // Hidden: keep looking.
                } else {
                    return object
                }
            }
            current = environment.parent
            count += 1
        }
        return nil
    }

    /// `resolved`: the `with` object (or undefined: none) the reference was resolved to
    /// before, for a read-modify-write such as `x += 1`; nil to look it up now.
    func getDynamic(code: FunctionCode, nameIndex: Int, environment: Environment?, regs: UnsafeMutablePointer<JSValue>,
                    fallback: Int, slot: Int, limit: Int, realm: Realm,
                    orUndefined: Bool, isStrict: Bool, resolved: JSValue?) throws -> (value: JSValue, this: JSValue) {
        let key = self.key(code, nameIndex)
        let searchLimit = fallback == -2 ? limit : (fallback >= 0 ? fallback : Int.max)
        let object = if let resolved { resolved.asObject } else {
            try withObject(holding: key, environment: environment, limit: searchLimit)
        }
        if let object {
            if object is ScopeNames { return (try object.get(key, receiver: .object(object), in: agent), .undefined) }
            // GetBindingValue of an object environment (§9.1.1.2.6): the binding may be gone
            // since it was found (a getter of @@unscopables, a proxy).
            guard try object.hasProperty(key, in: agent) else {
                if isStrict { throw agent.referenceError("\(key.displayString) is not defined") }
                return (.undefined, .object(object))
            }
            return (try object.get(key, receiver: .object(object), in: agent), .object(object))
        }
        switch fallback {
        case -2:
            let value = regs[slot]
            if isHole(value) { throw agent.referenceError("Cannot access '\(key)' before initialization") }
            return (value, .undefined)
        case -1:
            return (try getGlobal(code: code, nameIndex: nameIndex, realm: realm, orUndefined: orUndefined), .undefined)
        default:
            var current = environment
            var hops = fallback
            while hops > 0 {
                current = current?.parent
                hops -= 1
            }
            guard let current, slot < current.slots.count, let value = current.slots[slot] else {
                throw agent.referenceError("Cannot access '\(key)' before initialization")
            }
            return (value, .undefined)
        }
    }

    func setDynamic(code: FunctionCode, nameIndex: Int, value: JSValue, environment: Environment?,
                    regs: UnsafeMutablePointer<JSValue>, fallback: Int, slot: Int, limit: Int, realm: Realm,
                    isStrict: Bool, resolved: JSValue?) throws {
        let key = self.key(code, nameIndex)
        let object = if let resolved { resolved.asObject } else {
            try withObject(holding: key, environment: environment,
                           limit: fallback == -2 ? limit : (fallback >= 0 ? fallback : Int.max))
        }
        if let object {
            // SetMutableBinding of an object environment (§9.1.1.2.5): whether the binding
            // still exists is asked first, even when sloppy code then ignores the answer.
            if try !object.hasProperty(key, in: agent), isStrict {
                throw agent.referenceError("\(key.displayString) is not defined")
            }
            let succeeded = try object.set(key, value, receiver: .object(object), in: agent)
            if !succeeded && isStrict { throw agent.typeError("Cannot assign to read only property '\(key)'") }
            return
        }
        switch fallback {
        case -2:
            regs[slot] = value
        case -1:
            try setGlobal(code: code, nameIndex: nameIndex, value: value, realm: realm, isStrict: isStrict)
        default:
            var current = environment
            var hops = fallback
            while hops > 0 {
                current = current?.parent
                hops -= 1
            }
            if let current, slot < current.slots.count { current.slots[slot] = value }
        }
    }

    /// The `with` object a dynamic name resolves to now, or undefined.
    func resolveDynamic(code: FunctionCode, nameIndex: Int, environment: Environment?, fallback: Int, limit: Int) throws -> JSValue {
        let key = self.key(code, nameIndex)
        let searchLimit = fallback == -2 ? limit : (fallback >= 0 ? fallback : Int.max)
        if let object = try withObject(holding: key, environment: environment, limit: searchLimit) { return .object(object) }
        return .undefined
    }

    func deleteDynamic(code: FunctionCode, nameIndex: Int, environment: Environment?, limit: Int, realm: Realm) throws -> Bool {
        let key = self.key(code, nameIndex)
        if limit != -1, let object = try withObject(holding: key, environment: environment,
                                                    limit: limit == -2 ? Int.max : limit) {
            return try object.delete(key, in: agent)
        }
        if limit >= 0 { return false }
        if case .atom(let atom) = key, globalLexicals[ObjectIdentifier(realm)]?.bindings[atom] != nil { return false }
        return try realm.globalObject.delete(key, in: agent)
    }

    // MARK: - Properties

    /// Keeps a shape's parent alive while the shape lives. Shapes link only downwards (to
    /// weakly held children), so an intermediate shape such as `{x}` on the way to `{x, y}`
    /// would die with its last object and every new object would build a fresh chain:
    /// no two objects would share a shape and no inline cache would hit.
    @inline(__always)
    func keepTransition(from parent: Shape, to child: Shape) {
        guard !child.isDictionary, !parent.isDictionary else { return }
        let id = ObjectIdentifier(child)
        if shapeParents[id] == nil { shapeParents[id] = parent }
    }

    /// `target.pointee = object.slots[slot]` (the slot exists), without the enum's outlined
    /// copy and destroy for a number or an object. (`withUnsafeBufferPointer` on the slots
    /// would retain and release their buffer.) `target` is written last.
    @inline(__always)
    static func load(_ object: JSObject, slot: Int, into target: UnsafeMutablePointer<JSValue>) {
        switch object.slots[slot] {
        case .number(let number):
            storeTrivial(.number(number), at: target)
        case .object(let reference):
            storeTrivial(.object(reference), at: target)
        default:
            let value = object.slots[slot]
            target.pointee = value
        }
    }

    /// `object.slots[slot] = source.pointee` (the slot exists), without the outlined copy for
    /// a number or an object.
    @inline(__always)
    static func store(_ source: UnsafeMutablePointer<JSValue>, to object: JSObject, slot: Int) {
        if case .number(let number) = source.pointee {
            object.slots[slot] = .number(number)
        } else if case .object(let reference) = source.pointee {
            object.slots[slot] = .object(reference)
        } else {
            object.slots[slot] = source.pointee
        }
    }

    /// Loads into `target` the value an inline cache whose receiver shape matched says;
    /// false if a prototype hit no longer holds. `target` is written last (it may be the
    /// register holding `object`).
    @inline(__always)
    func cachedGet(_ object: JSObject, _ cache: UnsafeMutablePointer<PropertyCache>,
                   into target: UnsafeMutablePointer<JSValue>) -> Bool {
        // Ordinary receivers skip the class check (see `PropertyCache.classBits`).
        if object.hasExoticProperties, cache.pointee.classBits != VM.classBits(of: object) { return false }
        if loadCached(object, slot: cache.pointee.slot, holder: cache.pointee.holderReference,
                      holderShapeBits: cache.pointee.holderShapeBits, path: cache.pointee.prototypePathReference,
                      into: target)
        {
            return true
        }
        guard cache.pointee.slot == PropertyCache.dictionarySlot, let info = cachedDictionarySlot(cache, in: object) else {
            return false
        }
        VM.load(object, slot: info.slot, into: target)
        return true
    }

    /// Loads into `target` the property at `slot` of `object` (no holder, no path), of
    /// its prototype when that is `holder` (compared by address) with the shape at
    /// `holderShapeBits`, or of the holder `path` finds (undefined for a path to the end of
    /// the chain, `PropertyCache.absentSlot`); false if the prototype part no longer holds.
    /// The caller has matched `object`'s shape.
    @inline(__always)
    func loadCached(_ object: JSObject, slot: Int, holder: Unmanaged<JSObject>?, holderShapeBits: UInt,
                    path: Unmanaged<PrototypePath>?, into target: UnsafeMutablePointer<JSValue>) -> Bool {
        if let holder {
            // The holder is the object's prototype (compared by address), which the object keeps alive.
            guard let prototype = object.prototypeUnmanaged, prototype.toOpaque() == holder.toOpaque() else {
                return false
            }
            // Unsigned comparisons, so that the negative marker slots (accessor entries) fail.
            return prototype._withUnsafeGuaranteedRef { holder in
                guard shapeAddress(holder.shape) == holderShapeBits,
                    UInt(bitPattern: slot) < UInt(bitPattern: holder.slots.count)
                else { return false }
                VM.load(holder, slot: slot, into: target)
                return true
            }
        }
        if let path {
            guard let holder = path._withUnsafeGuaranteedRef({ $0.holder(for: object) }) else { return false }
            if slot == PropertyCache.absentSlot {
                // No object on the chain has the key. An exotic receiver may have it
                // virtually (an error's `stack`) whatever its shape says.
                guard !object.hasExoticProperties else { return false }
                VM.storeTrivial(.undefined, at: target)
                return true
            }
            return holder._withUnsafeGuaranteedRef { holder in
                guard UInt(bitPattern: slot) < UInt(bitPattern: holder.slots.count) else { return false }
                VM.load(holder, slot: slot, into: target)
                return true
            }
        }
        // Unsigned, so that the negative marker slots (`PropertyCache.dictionarySlot`) fail too.
        guard UInt(bitPattern: slot) < UInt(bitPattern: object.slots.count) else { return false }
        VM.load(object, slot: slot, into: target)
        return true
    }

    /// Stores `source` to an own data property through a matching inline cache, or adds it
    /// through a cached transition; false on a miss.
    @inline(__always)
    func cachedSet(_ object: JSObject, _ cache: UnsafeMutablePointer<PropertyCache>,
                   from source: UnsafeMutablePointer<JSValue>) -> Bool {
        guard cache.pointee.matches(object) else { return false }
        let slot = cache.pointee.slot
        if cache.pointee.transitionShape == nil {
            guard slot >= 0, slot < object.slots.count else { return false }
            VM.store(source, to: object, slot: slot)
            return true
        }
        return cachedAdd(object, cache, from: source)
    }

    /// An object literal's field through its cached transition: the same shape defining
    /// the same new property (CreateDataProperty consults no prototype); false on a miss.
    @inline(__always)
    func cachedDefine(_ object: JSObject, _ cache: UnsafeMutablePointer<PropertyCache>,
                      from source: UnsafeMutablePointer<JSValue>) -> Bool {
        guard cache.pointee.matches(object), let target = cache.pointee.transitionShape, object.allowsExtensions,
            !object.hasExoticProperties, cache.pointee.slot == object.slots.count
        else { return false }
        object.shape = target
        object.slots.append(source.pointee)
        return true
    }

    /// Caches a field definition that added one slot to an ordinary object (`cachedDefine`).
    func fillDefineCache(_ cache: UnsafeMutablePointer<PropertyCache>, _ object: JSObject, key: PropertyKey,
                         from oldShape: Shape, _ oldSlotCount: Int) {
        guard !object.hasExoticProperties, !oldShape.isDictionary, !object.shape.isDictionary,
            object.slots.count == oldSlotCount + 1, let property = object.shape.lookup(key),
            property.slot == oldSlotCount, property.attributes == .defaultData
        else { return }
        var entry = PropertyCache(shape: oldShape, slot: oldSlotCount)
        entry.transitionShape = object.shape
        cache.pointee = entry
    }

    /// Records the shape an object literal's leading fields made (`newObjectLiteral`), when
    /// each took one slot of an ordinary shape: the next object of the site is made with it.
    func cacheObjectLiteralShape(_ object: JSObject, fieldCount: Int, cache: UnsafeMutablePointer<PropertyCache>) {
        let shape = object.shape
        guard !object.hasExoticProperties, !shape.isDictionary, shape.slotCount == fieldCount,
            object.slots.count == fieldCount
        else { return }
        cache.pointee.transitionShape = shape
    }

    /// A cached transition: the same shape adding the same property (out of line: it
    /// allocates anyway).
    func cachedAdd(_ object: JSObject, _ cache: UnsafeMutablePointer<PropertyCache>,
                   from source: UnsafeMutablePointer<JSValue>) -> Bool {
        // Transitions are cached for ordinary objects only; an exotic one of the same shape
        // may not store the key (a typed array's `Infinity`, an array's `length`).
        guard !object.hasExoticProperties, object.allowsExtensions, cache.pointee.slot == object.slots.count,
            let chainGuard = cache.pointee.chainGuardReference,
            chainGuard._withUnsafeGuaranteedRef({ $0.holds(for: object) }),
            cache.pointee.transitionShape != nil
        else { return false }
        // Stored straight from the cache: binding it to a local first retained it twice.
        object.shape = cache.pointee.transitionShape.unsafelyUnwrapped
        object.slots.append(source.pointee)
        return true
    }

    /// Whether `object`'s property `key` lives in its shape like an ordinary object's, so an
    /// inline cache may read it by slot: ordinary objects, String and arguments objects for
    /// names, and arrays for names other than `length` (the only named property an array computes;
    /// `array.push` is cached this way). Not an array's index keys (`{ "0": x } = array` reads one by name): its
    /// elements change without a shape change. A cache's holder check compares the
    /// prototype's identity, so an array's entry never serves a plain object of its shape.
    @inline(__always)
    func hasOrdinaryNamedProperties(_ object: JSObject, _ key: PropertyKey) -> Bool {
        // An index key may be an element, which the shape does not list (`{ "0": x } = {0: 1}`).
        if case .index = key { return false }
        if !object.hasExoticProperties { return true }
        // A String object's only virtual properties are its indices (`length` is stored), so
        // String.prototype's methods are cached for string receivers (`s.charCodeAt`). A
        // mapped arguments object maps indices only: its `length` and `callee` are stored
        // (`arguments.length` in sloppy helpers such as source-map's `getArg`). A function
        // whose `prototype` object is deferred stores every other property (`f.call`).
        let kind = type(of: object)
        return (kind == JSArray.self && key.identityBits != lengthKeyBits) || kind == JSStringObject.self
            || (kind == BytecodeFunction.self && key.identityBits != prototypeKeyBits)
            || kind == JSArgumentsObject.self || (kind == JSTypedArray.self && !mayBeCanonicalNumeric(key))
    }

    /// Whether `key` may be a CanonicalNumericIndexString (§7.1.21), which a typed array
    /// answers itself (`ta.Infinity`, `ta["-0"]`): every such string starts with a digit,
    /// `-`, `I` (Infinity) or `N` (NaN). A typed array's other names (`buf.length`, its
    /// methods) live in its shape and prototypes like an ordinary object's.
    private func mayBeCanonicalNumeric(_ key: PropertyKey) -> Bool {
        guard case .atom(let atom) = key, let first = atom.string.codeUnit(at: 0) else { return true }
        switch first {
        case 0x30...0x39, 0x2D, 0x49, 0x4E: return true
        default: return false
        }
    }

    /// A data property `key` found on a prototype more than one link above `object` (which
    /// lacks it), or found nowhere on the chain (the value undefined, the slot
    /// `PropertyCache.absentSlot`), with the path an inline cache needs to check that again;
    /// `nil` when the chain cannot be cached or the property is an accessor.
    private func findInheritedDataProperty(_ object: JSObject, _ key: PropertyKey)
        -> (value: JSValue, slot: Int, path: PrototypePath)?
    {
        switch findOnPrototypes(object, key) {
        case .found(let prototype, let property, let depth):
            guard depth > 0, !property.attributes.isAccessor, property.slot < prototype.slots.count,
                let path = PrototypePath(from: object, to: prototype)
            else { return nil }
            return (prototype.slots[property.slot], property.slot, path)
        case .absent:
            guard !object.hasExoticProperties, let path = PrototypePath(from: object, to: nil) else { return nil }
            return (.undefined, PropertyCache.absentSlot, path)
        case .uncacheable:
            return nil
        }
    }

    /// Where `key` is on `object`'s prototype chain (which `object` itself lacks), as far as
    /// an inline cache can tell: on the prototype `depth` links above `object`'s, nowhere on
    /// the chain, or past what a cache can prove (an exotic or unpinnable prototype, a chain
    /// longer than `PrototypePath.maximumLength`).
    private enum PrototypeLookup {
        case found(JSObject, ShapeSlot, depth: Int)
        case absent
        case uncacheable
    }

    private func findOnPrototypes(_ object: JSObject, _ key: PropertyKey) -> PrototypeLookup {
        // Each link and its shape borrowed: no JavaScript runs during the walk, and each
        // object keeps its prototype alive (the caller the receiver). Strong reads retained
        // and released every prototype and shape looked at, on every miss of a megamorphic
        // site (16% of babel-parse-generate's samples).
        var current = object.prototypeUnmanaged
        var depth = 0
        while let prototype = current, depth < PrototypePath.maximumLength {
            // nil: the chain cannot be cached from here; .some(nil): not on this link.
            let found: ShapeSlot?? = prototype._withUnsafeGuaranteedRef { prototype in
                guard hasOrdinaryNamedProperties(prototype, key) else { return nil }
                return Unmanaged.passUnretained(prototype.shape)._withUnsafeGuaranteedRef { shape in
                    shape.pinForCaches() ? .some(shape.lookup(key)) : nil
                }
            }
            guard let found else { return .uncacheable }
            if let property = found { return .found(prototype.takeUnretainedValue(), property, depth: depth) }
            current = prototype._withUnsafeGuaranteedRef { $0.prototypeUnmanaged }
            depth += 1
        }
        return current == nil ? .absent : .uncacheable
    }

    /// An inline cache entry for the accessor property `key` of `object`, own or inherited
    /// (the prototype's identity and shape checked as a method's are), whose slot is
    /// `PropertyCache.accessorSlotBase` past the `AccessorPair`'s; nil when `key` is no
    /// accessor there or cannot be cached.
    func accessorEntry(_ object: JSObject, _ key: PropertyKey) -> PropertyCache? {
        guard hasOrdinaryNamedProperties(object, key), !object.shape.isDictionary else { return nil }
        if let property = object.shape.lookup(key) {
            guard property.attributes.isAccessor, VM.accessorPair(in: object, slot: property.slot) != nil else { return nil }
            return PropertyCache(shape: object.shape, slot: PropertyCache.accessorSlotBase + property.slot)
        }
        guard case .found(let prototype, let property, let depth) = findOnPrototypes(object, key),
            property.attributes.isAccessor, VM.accessorPair(in: prototype, slot: property.slot) != nil
        else { return nil }
        var entry = PropertyCache(shape: object.shape, slot: PropertyCache.accessorSlotBase + property.slot)
        if depth == 0 {
            entry.holder = prototype
            entry.holderShape = prototype.shape
        } else {
            guard let path = PrototypePath(from: object, to: prototype) else { return nil }
            entry.prototypePath = path
        }
        return entry
    }

    func getNamed(_ value: JSValue, code: FunctionCode, nameIndex: Int,
                  cache: UnsafeMutablePointer<PropertyCache>?) throws -> JSValue {
        let key = self.key(code, nameIndex)
        switch value {
        case .object(let object):
            let object = object.object
            if let cache, cache.pointee.polymorphicReference != nil {
                var result = JSValue.undefined
                if polymorphicGet(object, cache, into: &result) { return result }
            }
            if hasOrdinaryNamedProperties(object, key), !object.shape.isDictionary {
                if let property = object.shape.lookup(key) {
                    if !property.attributes.isAccessor, property.slot < object.slots.count {
                        if let cache { recordPropertyRead(PropertyCache(shape: object.shape, slot: property.slot), for: object,
                                                                keyBits: key.identityBits, in: cache) }
                        return object.slots[property.slot]
                    }
                } else if let holder = object.prototype, hasOrdinaryNamedProperties(holder, key),
                    let property = holder.shape.lookup(key), !property.attributes.isAccessor,
                    property.slot < holder.slots.count, holder.shape.pinForCaches()
                {
                    // A method on the prototype: cache the receiver's shape and the holder's.
                    if let cache {
                        var entry = PropertyCache(shape: object.shape, slot: property.slot)
                        entry.holder = holder
                        entry.holderShape = holder.shape
                        recordPropertyRead(entry, for: object, keyBits: key.identityBits, in: cache)
                    }
                    return holder.slots[property.slot]
                } else if let cache, let found = findInheritedDataProperty(object, key) {
                    var entry = PropertyCache(shape: object.shape, slot: found.slot)
                    entry.prototypePath = found.path
                    recordPropertyRead(entry, for: object, keyBits: key.identityBits, in: cache)
                    return found.value
                }
            } else if let cache, hasOrdinaryNamedProperties(object, key),
                let position = object.shape.position(of: key.identityBits),
                let property = object.shape.slot(at: position, ifKeyBits: key.identityBits),
                !property.attributes.isAccessor, property.slot < object.slots.count
            {
                // An own property of an object in dictionary mode.
                var entry = PropertyCache(shape: object.shape, slot: PropertyCache.dictionarySlot)
                entry.position = position
                recordPropertyRead(entry, for: object, keyBits: key.identityBits, in: cache)
                return object.slots[property.slot]
            }
            // A getter: the next reads call it from the dispatch loop (`cachedAccessor`).
            if let cache, let entry = accessorEntry(object, key) {
                recordPropertyRead(entry, for: object, keyBits: key.identityBits, in: cache)
            }
            return try object.get(key, receiver: value, in: agent)
        case .string(let string):
            if case .atom(let atom) = key, atom == agent.names.length { return .number(Double(string.count)) }
            if case .index(let index) = key {
                if let unit = string.codeUnit(at: Int(index)) { return .string(agent.string(ofUnit: unit)) }
            }
            let prototype = agent.currentRealm.stringPrototype
            if let cache, let method = stringMethod(prototype, key, cache) { return method }
            return try prototype.get(key, receiver: value, in: agent)
        case .undefined, .null:
            throw agent.typeError("Cannot read properties of \(value.isNull ? "null" : "undefined") (reading '\(key.displayString)')")
        default:
            return try agent.getV(value, key)
        }
    }

    /// Loads into `target` the String.prototype property a string receiver's cache holds
    /// (filled by `stringMethod`); false on a miss.
    @inline(__always)
    func cachedStringMethod(_ cache: UnsafeMutablePointer<PropertyCache>, into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard cache.pointee.shapeBits != 0, cache.pointee.holderReference == nil,
            cache.pointee.prototypePathReference == nil,
            let realmAddress = agent.currentRealmAddress
        else { return false }
        // The realm and its prototype borrowed (the agent keeps the current realm, the realm
        // its String.prototype): reading them strongly retained and released both on every
        // `s.charAt(i)`, a tenth of AWFY Json's reference counting.
        let prototype = Unmanaged<Realm>.fromOpaque(realmAddress)._withUnsafeGuaranteedRef {
            Unmanaged.passUnretained($0.stringPrototype)
        }
        return prototype._withUnsafeGuaranteedRef { prototype in
            guard cache.pointee.matches(prototype),
                UInt(bitPattern: cache.pointee.slot) < UInt(bitPattern: prototype.slots.count)
            else { return false }
            VM.load(prototype, slot: cache.pointee.slot, into: target)
            return true
        }
    }

    /// A named property of a string primitive other than `length` and indices: a data
    /// property of String.prototype (`s.charAt`, `s.substring`), read through the site's
    /// inline cache as an own property of the prototype. Only an empty cache is filled, so
    /// a site that also sees objects keeps their entry; an object with the prototype's
    /// shape (the prototype itself) reads the same slot, which is right for it too.
    private func stringMethod(_ prototype: JSObject, _ key: PropertyKey,
                              _ cache: UnsafeMutablePointer<PropertyCache>) -> JSValue? {
        guard cache.pointee.shape == nil, cache.pointee.polymorphicReference == nil,
            hasOrdinaryNamedProperties(prototype, key), !prototype.shape.isDictionary,
            let property = prototype.shape.lookup(key), !property.attributes.isAccessor,
            property.slot < prototype.slots.count
        else { return nil }
        cache.pointee = PropertyCache(shape: prototype.shape, slot: property.slot)
        return prototype.slots[property.slot]
    }

    func setNamed(_ value: JSValue, code: FunctionCode, nameIndex: Int, value newValue: JSValue,
                  cache: UnsafeMutablePointer<PropertyCache>?, isStrict: Bool) throws {
        let key = self.key(code, nameIndex)
        try setProperty(value, key, newValue, cache: cache, isStrict: isStrict)
    }

    func setProperty(_ value: JSValue, _ key: PropertyKey, _ newValue: JSValue,
                     cache: UnsafeMutablePointer<PropertyCache>?, isStrict: Bool) throws {
        switch value {
        case .object(let object):
            let object = object.object
            if let cache, cache.pointee.matches(object), let target = cache.pointee.transitionShape,
                let chainGuard = cache.pointee.chainGuard, !object.hasExoticProperties, object.allowsExtensions,
                chainGuard.holds(for: object)
            {
                // A cached transition: the same shape adding the same property.
                let slot = cache.pointee.slot
                if slot == object.slots.count {
                    object.shape = target
                    object.slots.append(newValue)
                    return
                }
            }
            if let cache, !object.hasExoticProperties, !object.shape.isDictionary, let property = object.shape.lookup(key),
                property.attributes == .defaultData
            {
                object.slots[property.slot] = newValue
                cache.pointee = PropertyCache(shape: object.shape, slot: property.slot)
                return
            }
            // A setter: the next assignments call it from the dispatch loop (`cachedAccessor`).
            if let cache, var entry = accessorEntry(object, key) {
                entry.classBits = VM.classBits(of: object)
                cache.pointee = entry
            }
            let oldShape = object.shape
            let oldSlotCount = object.slots.count
            let succeeded = try object.set(key, newValue, receiver: value, in: agent)
            // Only named properties written by the program's own text keep their shape chain
            // alive: computed keys (`o[k] = v`) could make shapes without bound.
            if cache != nil, object.shape !== oldShape {
                keepTransition(from: oldShape, to: object.shape)
                // Cache the transition when it appended one slot to an ordinary object.
                if let cache, succeeded, !object.hasExoticProperties, !oldShape.isDictionary, !object.shape.isDictionary,
                    object.slots.count == oldSlotCount + 1, let property = object.shape.lookup(key),
                    property.slot == oldSlotCount, property.attributes == .defaultData,
                    let chainGuard = PrototypeChainGuard(for: object, lacking: key, in: agent)
                {
                    var entry = PropertyCache(shape: oldShape, slot: oldSlotCount)
                    entry.transitionShape = object.shape
                    entry.chainGuard = chainGuard
                    cache.pointee = entry
                }
            }
            if !succeeded && isStrict {
                throw agent.failedAssignmentError(object, key)
            }
        case .undefined, .null:
            throw agent.typeError("Cannot set properties of \(value.isNull ? "null" : "undefined") (setting '\(key.displayString)')")
        default:
            let object = try agent.toObject(value)
            let succeeded = try object.set(key, newValue, receiver: value, in: agent)
            if !succeeded && isStrict {
                throw agent.typeError("Cannot create property '\(key.displayString)' on \(value.typeofName) '\(value.shortDescription)'")
            }
        }
    }

    // MARK: - Element fast paths (the receiver borrowed by the dispatch loop)

    /// Loads `object[number]` into `target` when it is a present dense element; false
    /// otherwise (a hole, a non-index, an exotic object). `target` is written last.
    @inline(__always)
    func loadElement(_ object: JSObject, _ number: Double, into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard !object.hasSparseElements, !object.hasExoticProperties || type(of: object) == JSArray.self,
            number >= 0, number < Double(object.elements.count)
        else {
            return type(of: object) == JSTypedArray.self
                && loadTypedElement(unsafeDowncast(object, to: JSTypedArray.self), number, into: target)
        }
        let index = Int(number)
        guard Double(index) == number else { return false }
        if case .some(.number(let value)) = object.elements[index] {
            VM.storeTrivial(.number(value), at: target)
            return true
        }
        guard let element = object.elements[index] else { return false }
        target.pointee = element
        return true
    }

    /// A typed array's element by a Number key that is an integer, as `getElement` reads it
    /// (its canonical string would be an index, or no element), with the receiver borrowed
    /// from the dispatch loop: `getElement` took the object out of its value three times,
    /// a retain and a release each (a `buf[i]` loop was 3.8× node --jitless).
    private func loadTypedElement(_ array: JSTypedArray, _ number: Double, into target: UnsafeMutablePointer<JSValue>) -> Bool {
        guard let index = Int(exactly: number) else { return false }
        target.pointee = array.element(at: index, in: agent)
        return true
    }

    /// `setElement`'s store of a Number into a typed array of Numbers, borrowed as
    /// `loadTypedElement` is (§10.4.5.5: nothing to convert, an index that is no element
    /// ignored).
    private func storeTypedElement(_ array: JSTypedArray, _ number: Double, from source: UnsafeMutablePointer<JSValue>) -> Bool {
        guard let index = Int(exactly: number), case .number = source.pointee, !array.kind.isBigInt else { return false }
        array.setElement(source.pointee, at: index)
        return true
    }

    /// Stores `source` to `object[number]` when that is an existing dense element, or a
    /// hole, the next index or one up to 8 beyond it (holes between) of an array whose
    /// [[Set]] can only add a data property there.
    @inline(__always)
    func storeElement(_ object: JSObject, _ number: Double, from source: UnsafeMutablePointer<JSValue>) -> Bool {
        guard !object.hasSparseElements, number >= 0, number < Double(PropertyKey.maximumIndex) else { return false }
        let index = Int(number)
        guard Double(index) == number, !object.hasExoticProperties || type(of: object) == JSArray.self else {
            return type(of: object) == JSTypedArray.self
                && storeTypedElement(unsafeDowncast(object, to: JSTypedArray.self), number, from: source)
        }
        if index < object.elements.count, object.elements[index] != nil {
            if case .number(let value) = source.pointee {
                object.elements[index] = .number(value)
            } else {
                object.elements[index] = source.pointee
            }
            return true
        }
        return storeNewElement(object, index, from: source)
    }

    /// `storeElement` filling a hole of an array or appending to it.
    private func storeNewElement(_ object: JSObject, _ index: Int, from source: UnsafeMutablePointer<JSValue>) -> Bool {
        // A store a few holes past the end pads them, as `storeProperty` does for a gap of up
        // to 8: the slow path cost a key and a [[Set]]. So does a store anywhere below a length
        // the array already has, up to `JSArray.holeyPaddingLimit` (a `new Array(n)` filled
        // out of order: AWFY Havlak's `last[current]` in post-order, a hash table's buckets),
        // as V8 gives `new Array(n)` holey storage of n: past `storeProperty`'s own gap rule
        // the array went sparse, and every later read and write of it took the generic path.
        let gap = index - object.elements.count
        guard type(of: object) == JSArray.self, object.allowsExtensions else { return false }
        let array = unsafeDowncast(object, to: JSArray.self)
        guard gap <= 8 || (UInt32(index) < array.length && array.length <= JSArray.holeyPaddingLimit),
            indexStoresAreOrdinary(from: object.prototypeUnmanaged)
        else { return false }
        if gap >= 0 {
            if UInt32(index) >= array.length {
                guard array.isLengthWritable else { return false }
                array.length = UInt32(index) + 1
            }
            let capacity = array.elements.capacity
            if gap > 8 { array.elements.reserveCapacity(index + 1) }
            for _ in 0..<gap { array.elements.append(nil) }
            array.elements.append(source.pointee)
            // A loop storing numbers allocates no cell: its storage's growth must bring on
            // the collections that check the heap's byte limit.
            if array.elements.capacity != capacity { array.noteStorageGrowth(from: capacity, in: agent) }
        } else {
            array.elements[index] = source.pointee
        }
        return true
    }

    /// Whether [[Set]] of an index the receiver lacks would just define a data property on
    /// it (§10.1.9.2 OrdinarySetWithOwnDescriptor): every prototype is an ordinary object or
    /// an array with no index key in its shape, which is where index accessors and read-only
    /// index properties live (dense elements are plain writable data).
    private func indexStoresAreOrdinary(from prototype: Unmanaged<JSObject>?) -> Bool {
        var current = prototype
        var hops = 0
        while let link = current {
            let isOrdinary = link._withUnsafeGuaranteedRef {
                ($0.isPlainObject || type(of: $0) == JSArray.self) && !$0.hasSparseElements
                    && !$0.shape.hasIndexKeys
            }
            guard isOrdinary, hops < 8 else { return false }
            current = link._withUnsafeGuaranteedRef { $0.prototypeUnmanaged }
            hops += 1
        }
        return true
    }

    /// The array's length, if `object` is an array.
    @inline(__always)
    func arrayLength(_ object: JSObject) -> UInt32? {
        type(of: object) == JSArray.self ? unsafeDowncast(object, to: JSArray.self).length : nil
    }

    /// Whether the code's key `index` is `length`.
    @inline(__always)
    func isLengthKey(_ code: FunctionCode, _ index: Int) -> Bool {
        guard index >= 0, index < code.runtimeKeys.count, let key = code.runtimeKeys[index] else { return false }
        return key.identityBits == lengthKeyBits
    }

    func getElement(_ value: JSValue, _ keyValue: JSValue) throws -> JSValue {
        if let object = value.asObject, case .number(let number) = keyValue,
            !object.hasSparseElements, !object.hasExoticProperties || object is JSArray,
            number >= 0, let index = Int(exactly: number), index < object.elements.count,
            let element = object.elements[index]
        {
            return element
        }
        if let object = value.asObject, type(of: object) == JSArray.self, case .number(let number) = keyValue,
            readsHole(unsafeDowncast(object, to: JSArray.self), number)
        {
            return .undefined
        }
        // A typed array's element by a Number key that is an integer: its canonical string
        // would be an index (or "-1"…, no element either), so no key needs making.
        if let object = value.asObject, type(of: object) == JSTypedArray.self, case .number(let number) = keyValue,
            let index = Int(exactly: number)
        {
            return unsafeDowncast(object, to: JSTypedArray.self).element(at: index, in: agent)
        }
        if case .string(let string) = value, case .number(let number) = keyValue, number >= 0,
            let index = Int(exactly: number), let unit = string.codeUnit(at: index)
        {
            return .string(agent.string(ofUnit: unit))
        }
        if value.isNullish {
            let keyText = (try? agent.toPropertyKey(keyValue).displayString) ?? ""
            throw agent.typeError("Cannot read properties of \(value.isNull ? "null" : "undefined") (reading '\(keyText)')")
        }
        let key = try agent.toPropertyKey(keyValue)
        if let object = value.asObject { return try object.get(key, receiver: value, in: agent) }
        if case .string(let string) = value, case .atom(let atom) = key, atom == agent.names.length {
            return .number(Double(string.count))
        }
        return try agent.getV(value, key)
    }

    /// Whether `array[number]` names a hole or an index past the dense storage (AWFY
    /// Havlak's `Vector.at` of an unset entry, `new Array(n)` read before it is filled) with
    /// nothing indexed on the prototype chain: the array has no such own property (its index
    /// keys are all elements while they are not sparse), so [[Get]] (§10.1.8.1) finds
    /// nothing up the chain and the value is undefined, without the generic walk that
    /// converts the key and asks each prototype.
    private func readsHole(_ array: JSArray, _ number: Double) -> Bool {
        guard number >= 0, let index = Int(exactly: number), index < Int(PropertyKey.maximumIndex),
            !array.hasSparseElements, index >= array.elements.count || array.elements[index] == nil
        else { return false }
        return array.prototypesHaveNoIndexedProperties
    }

    func setElement(_ value: JSValue, _ keyValue: JSValue, _ newValue: JSValue, isStrict: Bool) throws {
        if let object = value.asObject, case .number(let number) = keyValue,
            !object.hasSparseElements, !object.hasExoticProperties || object is JSArray,
            number >= 0, let index = Int(exactly: number), index < object.elements.count,
            object.elements[index] != nil
        {
            object.elements[index] = newValue
            return
        }
        // A Number into a typed array of Numbers on the array itself: §10.4.5.5's store, which
        // converts nothing and ignores an index that is no element.
        if let object = value.asObject, type(of: object) == JSTypedArray.self, case .number(let number) = keyValue,
            let index = Int(exactly: number), case .number = newValue
        {
            let typed = unsafeDowncast(object, to: JSTypedArray.self)
            if !typed.kind.isBigInt {
                typed.setElement(newValue, at: index)
                return
            }
        }
        if let object = value.asObject, type(of: object) == JSArray.self, case .number(let number) = keyValue,
            storeIntoPlainArray(unsafeDowncast(object, to: JSArray.self), number, newValue)
        {
            return
        }
        if value.isNullish {
            let keyText = (try? agent.toPropertyKey(keyValue).displayString) ?? ""
            throw agent.typeError("Cannot set properties of \(value.isNull ? "null" : "undefined") (setting '\(keyText)')")
        }
        let key = try agent.toPropertyKey(keyValue)
        try setProperty(value, key, newValue, cache: nil, isStrict: isStrict)
    }

    /// `array[index] = value` where the element is a hole or the next one past the dense
    /// storage (`new Array(n)` filled in order, `a[a.length] = x`): with no indexed property on
    /// the prototype chain nothing there can intercept it, so [[Set]] comes down to defining
    /// the element on the array (and raising `length` when it lands at the end), which is
    /// storing it. False when any condition fails: the caller takes the full [[Set]].
    private func storeIntoPlainArray(_ array: JSArray, _ number: Double, _ newValue: JSValue) -> Bool {
        guard number >= 0, let index = Int(exactly: number), index <= array.elements.count,
            index < Int(PropertyKey.maximumIndex), array.hasPlainElements
        else { return false }
        if index < array.elements.count {
            array.elements[index] = newValue
            return true
        }
        array.elements.append(newValue)
        if index >= Int(array.length) { array.length = UInt32(index + 1) }
        return true
    }

    func deleteProperty(_ value: JSValue, _ key: PropertyKey, isStrict: Bool) throws -> Bool {
        let object = try agent.toObject(value)
        let deleted = try object.delete(key, in: agent)
        if !deleted && isStrict {
            throw agent.failedDeletionError(value, key)
        }
        return deleted
    }

    /// SetFunctionName (§9.2.8) for an anonymous function given a key at run time.
    func nameAnonymousFunction(_ function: JSFunction, key: PropertyKey, prefix: String?) {
        function.defineBuiltinProperty(.atom(agent.names.name), .string(JSFunction.functionName(for: key, prefix: prefix)),
                                       attributes: .configurable)
    }

    func defineMethod(_ target: JSValue, key keyValue: JSValue, function functionValue: JSValue, flags: Int,
                      isAccessor: Bool) throws {
        guard let object = target.asObject, let function = functionValue.asObject else { return }
        let key = try agent.toPropertyKey(keyValue)
        let enumerable = flags & 2 != 0
        if let bytecode = function as? BytecodeFunction {
            bytecode.homeObject = object
            let prefix: String? = isAccessor ? (flags & 1 != 0 ? "set" : "get") : nil
            nameAnonymousFunction(bytecode, key: key, prefix: prefix)
        }
        let descriptor: PropertyDescriptor
        if isAccessor {
            if flags & 1 != 0 {
                descriptor = PropertyDescriptor(setter: functionValue, enumerable: enumerable, configurable: true)
            } else {
                descriptor = PropertyDescriptor(getter: functionValue, enumerable: enumerable, configurable: true)
            }
        } else {
            descriptor = PropertyDescriptor(value: functionValue, writable: true, enumerable: enumerable, configurable: true)
        }
        try object.definePropertyOrThrow(key, descriptor, in: agent)
    }

    // MARK: - Literals

    func arrayValues(_ array: JSArray) -> [JSValue] {
        if !array.hasSparseElements && array.elements.count == Int(array.length) {
            return array.elements.map { $0 ?? .undefined }
        }
        var values: [JSValue] = []
        for index in 0..<Int(array.length) {
            values.append((try? array.get(.index(UInt32(index)), in: agent)) ?? .undefined)
        }
        return values
    }

    func spread(_ iterable: JSValue, into array: JSArray) throws {
        var record = try agent.getIterator(iterable)
        while let value = try agent.iteratorStepValue(&record) {
            array.append(value)
        }
    }

    /// CopyDataProperties (§7.3.23); with an undefined target only RequireObjectCoercible.
    /// `excluded` is an array of property keys (a rest pattern's named properties), or
    /// undefined: an excluded key is skipped before its descriptor or value is read.
    func copyDataProperties(target: JSValue, source: JSValue, excluding excluded: JSValue = .undefined) throws {
        guard let targetObject = target.asObject else {
            // A destructuring pattern's check; the target holds its first property's name.
            if source.isNullish {
                let kind = source.isNull ? "null" : "undefined"
                if let name = target.textValue {
                    throw agent.typeError("Cannot destructure property '\(name)' of '\(kind)' as it is \(kind).")
                }
                throw agent.typeError("Cannot destructure '\(kind)' as it is \(kind).")
            }
            return
        }
        var excludedKeys: [PropertyKey] = []
        if excluded.isObject {
            excludedKeys = try agent.createList(fromArrayLike: excluded).map { try agent.toPropertyKey($0) }
        }
        try agent.copyDataProperties(into: targetObject, from: source, excluding: excludedKeys)
    }

    func makeRegExp(code: FunctionCode, index: Int) throws -> JSValue {
        guard case .regExp(let literal) = code.constants[index] else { return .undefined }
        return .object(try RegExpBuiltins.makeLiteral(literal, in: agent))
    }

    func realmGlobal(_ name: String) throws -> JSValue {
        let global = agent.currentRealm.globalObject
        return try global.get(agent.key(name), in: agent)
    }

    /// GetTemplateObject (§12.2.9.4): one frozen array per site, with a frozen `raw`.
    func templateObject(code: FunctionCode, index: Int) -> JSObject {
        if let cached = code.templateObjects[index] { return cached }
        guard case .template(let cooked, let raw) = code.constants[index] else { return agent.makeArray() }
        let rawArray = agent.makeArray(raw.map { .string(JSString(units: $0)) })
        let array = agent.makeArray(cooked.map { $0.map { .string(JSString(units: $0)) } ?? .undefined })
        _ = try? rawArray.setIntegrityLevel(isFrozen: true, in: agent)
        array.defineBuiltinProperty(agent.key("raw"), .object(rawArray), attributes: [])
        _ = try? array.setIntegrityLevel(isFrozen: true, in: agent)
        code.templateObjects[index] = array
        return array
    }

    // MARK: - Functions and classes

    func makeClosure(_ code: FunctionCode, environment: Unmanaged<Environment>?, frameIndex: Int,
                     this: JSValue) -> BytecodeFunction {
        // What the closure points at is read as borrowed words (the frame keeps its realm
        // alive, the realm its prototypes, `closureShapeReference` the shapes) and handed to
        // `BytecodeFunction.init` so: owned references cost about twenty retains and
        // releases per closure, 8% of AWFY Havlak's samples.
        let realmReference = frames[frameIndex].realmUnmanaged
        let flags = code.flags
        let prototype: Unmanaged<JSObject>
        if flags.contains(.generator) || flags.contains(.async) {
            prototype = realmReference._withUnsafeGuaranteedRef { realm in
                let extras = self.extras(realm)
                if !flags.contains(.generator) { return .passUnretained(extras.asyncFunctionPrototype) }
                return .passUnretained(flags.contains(.async) ? extras.asyncGeneratorFunctionPrototype
                                                               : extras.generatorFunctionPrototype)
            }
        } else {
            prototype = realmReference._withUnsafeGuaranteedRef { .passUnretained($0.functionPrototype) }
        }
        // `length` and `name` (and `prototype` below) as defining them one by one would
        // leave them, written straight into the shape those definitions lead to: the
        // function starts in that shape, its slots written in place.
        let isPlainConstructor = !flags.contains(.arrow) && !flags.contains(.generator)
            && !flags.contains(.method) && !flags.contains(.async)
        // An ordinary function's `prototype` object (MakeConstructor, §10.2.5) is made when
        // the program first looks at it (`BytecodeFunction.materializePrototype`): most
        // closures (callbacks, AST visitors) are never constructed, and the object was a
        // second allocation for each.
        let defersPrototype = isPlainConstructor && !flags.contains(.classConstructor)
        let shape: Unmanaged<Shape> = closureShapeReference()._withUnsafeGuaranteedRef { shapes in
            if !isPlainConstructor && !flags.contains(.classConstructor) {
                return .passUnretained(shapes.named)
            } else if flags.contains(.strict) {
                return .passUnretained(defersPrototype ? shapes.deferredConstructor : shapes.constructor)
            } else {
                return .passUnretained(defersPrototype ? shapes.deferredSloppyConstructor : shapes.sloppyConstructor)
            }
        }
        let function = agent.heap.register(BytecodeFunction(
            code: .passUnretained(code), environment: environment,
            realm: realmReference, prototype: prototype, shape: shape))
        function.slots[0] = .number(Double(code.length))
        function.slots[1] = .string(code.runtimeName())
        if defersPrototype {
            function.deferPrototype()
            if !flags.contains(.strict) {
                let legacy = realmReference._withUnsafeGuaranteedRef { legacyFunctionAccessors($0) }
                function.slots[2] = .object(legacy.arguments)
                function.slots[3] = .object(legacy.caller)
            }
            return function
        }
        if flags.contains(.arrow) {
            bindLexicalScope(of: function, madeIn: frameIndex)
            return function
        }
        let realm = realmReference.takeUnretainedValue()
        let shapes = closureShapes()
        if flags.contains(.generator) {
            let extras = self.extras(realm)
            let instancePrototype = agent.makeObject(
                prototype: flags.contains(.async) ? extras.asyncGeneratorPrototype : extras.generatorPrototype)
            function.defineBuiltinProperty(.atom(agent.names.prototype), .object(instancePrototype), attributes: .writable)
        } else if function.isConstructor {
            let instancePrototype = agent.heap.register(
                JSObject.makeOrdinary(shape: shapes.instancePrototype, prototype: agent.currentRealm.objectPrototype))
            instancePrototype.slots[0] = .object(function)
            if flags.contains(.strict) {
                function.slots[2] = .object(instancePrototype)
            } else {
                let legacy = legacyFunctionAccessors(realm)
                function.slots[2] = .object(legacy.arguments)
                function.slots[3] = .object(legacy.caller)
                function.slots[4] = .object(instancePrototype)
            }
        }
        return function
    }

    /// An arrow's `this`, `new.target` and enclosing function (for `super`): those of the
    /// frame it is made in, or of the arrow that frame runs. Read as borrowed words (the
    /// frame and its function keep them alive): each strong read retained and released one,
    /// and arrows are made per call in callback-heavy code (AWFY Havlak's `forEach`).
    private func bindLexicalScope(of function: BytecodeFunction, madeIn frameIndex: Int) {
        let enclosing = frames[frameIndex]
        let parentReference = enclosing.functionUnmanaged
        let parentIsArrow = parentReference?._withUnsafeGuaranteedRef { $0.code.isArrow } ?? false
        if let parentReference, parentIsArrow {
            parentReference._withUnsafeGuaranteedRef { parent in
                function.inheritLexicalScope(of: parent)
                // (An arrow that ignores `this` holds its receiver there, not its `this`.)
                if !parent.code.flags.contains(.ignoresThis), !isHole(registers[enclosing.base]) {
                    function.lexicalThis = registers[enclosing.base]
                }
                function.thisBox = parent.thisBox
            }
        } else {
            function.lexicalThis = registers[enclosing.base]
            function.setLexicalScope(newTarget: enclosing.newTargetUnmanaged, function: parentReference)
            if enclosing.codeUnmanaged._withUnsafeGuaranteedRef({ $0.flags.contains(.derived) }) {
                // The constructor's `this` may still be uninitialized: share its binding.
                let box = frames[frameIndex].thisBox ?? ThisBox()
                if !isHole(registers[enclosing.base]) { box.value = registers[enclosing.base] }
                frames[frameIndex].thisBox = box
                function.thisBox = box
            }
        }
        if isHole(function.lexicalThis) { function.lexicalThis = .undefined }
    }

    /// The shapes of a new closure (`length`, `name`; a constructor's `prototype` after
    /// them) and of its `prototype` object (`constructor`): the shapes
    /// `defineBuiltinProperty` would reach from the root shape, taken once per agent.
    func closureShapes() -> ClosureShapes {
        closureShapeReference().takeUnretainedValue()
    }

    /// `closureShapes()` as a borrowed word (`closureShapeCache` keeps them), for the
    /// closures made per call.
    @inline(__always)
    func closureShapeReference() -> Unmanaged<ClosureShapes> {
        if let closureShapeCacheReference { return closureShapeCacheReference }
        return .passUnretained(makeClosureShapes())
    }

    private func makeClosureShapes() -> ClosureShapes {
        let named = agent.rootShape
            .adding(.atom(agent.names.length), attributes: .configurable).shape
            .adding(.atom(agent.names.name), attributes: .configurable).shape
        let legacy: PropertyAttributes = .accessor
        // The deferred shapes grow from a root of their own, so that they are other shapes
        // with the same layout.
        let deferredNamed = Shape()
            .adding(.atom(agent.names.length), attributes: .configurable).shape
            .adding(.atom(agent.names.name), attributes: .configurable).shape
        func constructor(from named: Shape) -> Shape {
            named.adding(.atom(agent.names.prototype), attributes: .writable).shape
        }
        func sloppyConstructor(from named: Shape) -> Shape {
            named
                .adding(.atom(agent.names.arguments), attributes: legacy).shape
                .adding(.atom(agent.names.caller), attributes: legacy).shape
                .adding(.atom(agent.names.prototype), attributes: .writable).shape
        }
        let shapes = ClosureShapes(
            named: named,
            constructor: constructor(from: named),
            sloppyConstructor: sloppyConstructor(from: named),
            instancePrototype: agent.rootShape.adding(.atom(agent.names.constructor), attributes: .builtin).shape,
            deferredConstructor: constructor(from: deferredNamed),
            deferredSloppyConstructor: sloppyConstructor(from: deferredNamed))
        closureShapeCache = shapes
        closureShapeCacheReference = .passUnretained(shapes)
        return shapes
    }

    /// ClassDefinitionEvaluation (§14.6.13) steps 5–16, before the methods.
    func makeClass(_ code: FunctionCode, environment: Environment?, superclass: JSValue?,
                   realm: Realm) throws -> (BytecodeFunction, JSObject) {
        var prototypeParent: JSObject? = realm.objectPrototype
        var constructorParent: JSObject = realm.functionPrototype
        if let superclass {
            switch superclass {
            case .null:
                prototypeParent = nil
            case .object(let reference) where reference.object.isConstructor:
                let object = reference.object
                let parentPrototype = try object.get(.atom(agent.names.prototype), in: agent)
                switch parentPrototype {
                case .object(let parent):
                    let parent = parent.object
                    prototypeParent = parent
                case .null: prototypeParent = nil
                default: throw agent.typeError("Class extends value does not have valid prototype property")
                }
                constructorParent = object
            default:
                throw agent.typeError("Class extends value \(superclass.shortDescription) is not a constructor or null")
            }
        }
        let prototype = agent.makeObject(prototype: prototypeParent)
        let constructor = agent.heap.register(BytecodeFunction(code: code, environment: environment, realm: realm,
                                                               prototype: constructorParent))
        constructor.defineNameAndLength(name: code.runtimeName(), length: code.length, lengthKey: agent.names.length,
                                        nameKey: agent.names.name)
        constructor.homeObject = prototype
        constructor.defineBuiltinProperty(.atom(agent.names.prototype), .object(prototype), attributes: [])
        prototype.defineBuiltinProperty(.atom(agent.names.constructor), .object(constructor))
        return (constructor, prototype)
    }

    /// CreateMappedArgumentsObject / CreateUnmappedArgumentsObject (§10.4.4.6–7) for the frame
    /// at `frameIndex`, from its parameter registers and the extra arguments below it. After
    /// the first of each kind, an object starts in the shape that one ended with (its
    /// properties' slots written at once) and an unmapped one shares its realm's `callee`
    /// accessor: what made `arguments` cost a microsecond was three shape transitions and an
    /// accessor pair per call.
    func makeArguments(frameIndex: Int, mapped: Bool, environment: Environment?) -> JSObject {
        let frame = frames[frameIndex]
        let passed = min(frame.argumentCount, frame.code.parameterCount)
        let extraValues = extraArguments(frameIndex: frameIndex)
        var elements = ContiguousArray<JSValue?>()
        elements.reserveCapacity(passed + extraValues.count)
        for index in 0..<passed { elements.append(registers[frame.base + 1 + index]) }
        for value in extraValues { elements.append(value) }
        guard let callee: JSFunction = frame.function ?? (frame.realm.functionPrototype as? JSFunction) else {
            return agent.makeArray(elements.map { $0 ?? .undefined })
        }
        let realm = agent.currentRealm
        let environment = mapped ? environment ?? makeEnvironment(slotCount: 0, parent: nil) : nil
        let parameterSlots = mapped ? frame.code.mappedParameterSlots ?? [] : []
        if let layout = mapped ? mappedArgumentsLayout : unmappedArgumentsLayout,
            let iterator = realm.intrinsic(.arrayPrototypeValues)
        {
            let calleeValue: JSValue
            if mapped {
                calleeValue = .object(callee)
            } else if let thrower = extras(realm).argumentsCalleeThrower {
                calleeValue = .object(thrower)
            } else {
                return makeFirstArguments(elements, callee: callee, environment: nil, parameterSlots: [], realm: realm)
            }
            return JSArgumentsObject.make(elements: elements, calleeValue: calleeValue, environment: environment,
                                          parameterSlots: parameterSlots, layout: layout, iterator: .object(iterator),
                                          in: agent)
        }
        return makeFirstArguments(elements, callee: callee, environment: environment, parameterSlots: parameterSlots,
                                  realm: realm)
    }

    /// A rest parameter's array: the extra arguments below the frame, copied once.
    func makeRestArray(frameIndex: Int) -> JSArray {
        let extras = extraArguments(frameIndex: frameIndex)
        let array = agent.heap.register(JSArray.makeCell(prototype: nil, in: agent))
        if !extras.isEmpty {
            array.elements = ContiguousArray(extras.lazy.map { Optional($0) })
            array.length = UInt32(truncatingIfNeeded: extras.count)
        }
        return array
    }

    /// For `f.apply(thisArg, list)` run as a direct call: writes the list's values into
    /// the registers from `first` (the list's own register, then the free ones above it,
    /// which the callee's frame is about to take) and returns how many, when reading them
    /// runs no script and cannot be observed: no list, null or undefined; an array with
    /// plain elements (holes read as undefined); an unmapped arguments object still in its
    /// first layout with its `length` untouched. Otherwise nil, and the native `apply` runs.
    func spreadApplyArguments(_ first: UnsafeMutablePointer<JSValue>, isPresent: Bool) -> Int? {
        guard isPresent else { return 0 }
        if first.pointee.isNullish { return 0 }
        guard let list = VM.peekObject(first) else { return nil }
        return list._withUnsafeGuaranteedRef { list -> Int? in
            let count: Int
            let kind = type(of: list)
            if kind == JSArray.self {
                let array = unsafeDowncast(list, to: JSArray.self)
                guard array.hasPlainElements else { return nil }
                count = Int(array.length)
            } else if kind == JSArgumentsObject.self, let layout = unmappedArgumentsLayout, list.shape === layout.shape,
                !unsafeDowncast(list, to: JSArgumentsObject.self).isMapped, !list.hasSparseElements,
                case .number(let length) = list.slots[layout.lengthSlot], length == Double(list.elements.count),
                list.prototype.map({ $0.elements.isEmpty && !$0.hasSparseElements && $0.prototype == nil }) != false
            {
                count = list.elements.count
            } else {
                return nil
            }
            guard first - registers + count < capacity - 1 else { return nil }
            let elements = list.elements
            for index in 0..<count {
                first[index] = index < elements.count ? elements[index] ?? .undefined : .undefined
            }
            return count
        }
    }

    /// An arguments object made property by property, whose layout (and, unmapped, `callee`
    /// accessor) the next ones reuse.
    private func makeFirstArguments(_ elements: ContiguousArray<JSValue?>, callee: JSFunction, environment: Environment?,
                                    parameterSlots: [Int?], realm: Realm) -> JSObject {
        let object = JSArgumentsObject.make(arguments: elements.map { $0 ?? .undefined }, callee: callee,
                                            environment: environment, parameterSlots: parameterSlots, in: agent)
        if let layout = object.layout(in: agent) {
            if environment != nil {
                mappedArgumentsLayout = layout
            } else if let pair = object.calleeAccessor(in: agent) {
                unmappedArgumentsLayout = layout
                extras(realm).argumentsCalleeThrower = pair
            }
        }
        return object
    }

    // MARK: - Calls

    func callValue(_ callee: JSValue, this: JSValue, arguments: [JSValue]) throws -> JSValue {
        // A proxy is a JSFunction, callable only when its target is.
        guard let object = callee.asObject, let function = object as? JSFunction, function.isCallable else {
            throw agent.typeError("\(calleeDescription(callee)) is not a function")
        }
        if let native = function as? NativeFunction {
            // Called with its `Arguments` made once, callee included.
            return try native.call(this: this, values: arguments, in: agent)
        }
        return try function.call(this: this, arguments: Arguments(arguments), in: agent)
    }

    /// The callee of the running call instruction as the source spells it, else the value.
    func calleeDescription(_ callee: JSValue) -> String {
        if frames.count > 0, let text = frames[frames.count - 1].code.calleeTexts[currentPC] { return text }
        return callee.shortDescription
    }

    func constructValue(_ constructor: JSObject, arguments: [JSValue], newTarget: JSObject) throws -> JSObject {
        guard let function = constructor as? JSFunction, function.isConstructor else {
            throw agent.typeError("\(JSValue.object(constructor).shortDescription) is not a constructor")
        }
        return try function.construct(arguments: Arguments(arguments), newTarget: newTarget, in: agent)
    }

    // MARK: - Iteration (records live in three registers: iterator, next method, done)

    /// GetIterator (§7.4.1); an async one over a sync iterable is an async-from-sync iterator.
    func getIterator(_ value: JSValue, isAsync: Bool) throws -> IteratorRecord {
        guard isAsync else { return try agent.getIterator(value) }
        if value.isNullish { throw agent.typeError("\(value.isNull ? "null" : "undefined") is not async iterable") }
        if let method = try agent.getMethod(value, .symbol(agent.symbols.asyncIterator)) {
            let iterator = try agent.call(method, this: value, arguments: [])
            guard let iteratorObject = iterator.asObject else {
                throw agent.typeError("Result of the Symbol.asyncIterator method is not an object")
            }
            return IteratorRecord(iterator: iteratorObject, nextMethod: try iteratorObject.get(.atom(agent.names.next), in: agent))
        }
        guard let method = try agent.getMethod(value, .symbol(agent.symbols.iterator)) else {
            throw agent.typeError("\(value.shortDescription) is not async iterable")
        }
        return try agent.makeAsyncFromSyncIterator(try agent.getIterator(value, method: method))
    }

    /// The first steps of AsyncIteratorClose (§7.4.13): the result of calling `return`,
    /// still to be awaited, or nil when the iterator is done or has no `return`.
    func asyncIteratorReturn(_ record: UnsafeMutablePointer<JSValue>) throws -> JSValue? {
        if record[2].toBoolean { return nil }
        record[2] = .boolean(true)
        let iterator = record[0]
        guard let method = try agent.getMethod(iterator, .atom(agent.names.return)) else { return nil }
        return try agent.call(method, this: iterator, arguments: [])
    }

    func iteratorStep(_ record: UnsafeMutablePointer<JSValue>) throws -> JSValue? {
        if record[2].toBoolean { return nil }
        guard let iterator = record[0].asObject else { return nil }
        let result: JSValue
        do {
            switch try agent.intrinsicIteratorStep(iterator, nextMethod: record[1]) {
            case .value(let value): return value
            case .done:
                record[2] = .boolean(true)
                return nil
            case .notIntrinsic: break
            }
            result = try callValue(record[1], this: record[0], arguments: [])
            guard let resultObject = result.asObject else {
                throw agent.typeError("Iterator result \(result.shortDescription) is not an object")
            }
            if try resultObject.get(.atom(agent.names.done), in: agent).toBoolean {
                record[2] = .boolean(true)
                return nil
            }
            return try resultObject.get(.atom(agent.names.value), in: agent)
        } catch {
            record[2] = .boolean(true)
            _ = iterator
            throw error
        }
    }

    func iteratorClose(_ record: UnsafeMutablePointer<JSValue>, quietly: Bool) throws {
        if record[2].toBoolean { return }
        record[2] = .boolean(true)
        guard let iterator = record[0].asObject else { return }
        let returnMethod: JSObject?
        do {
            returnMethod = try agent.getMethod(.object(iterator), .atom(agent.names.return))
        } catch {
            if quietly { return }
            throw error
        }
        guard let returnMethod else { return }
        do {
            let result = try agent.call(returnMethod, this: .object(iterator), arguments: [])
            if !quietly && !result.isObject {
                throw agent.typeError("Iterator result \(result.shortDescription) is not an object")
            }
        } catch {
            if !quietly { throw error }
        }
    }

    func forInIterator(_ value: JSValue) throws -> JSObject {
        let iterator = agent.heap.register(ForInIterator(shape: agent.rootShape))
        if !value.isNullish {
            let object = try agent.toObject(value)
            iterator.object = object
            if let names = ownEnumerableNamesIfOnlySource(object) {
                iterator.startFast(names: names, of: object)
            }
        }
        return iterator
    }

    /// The enumerable string-named own properties of `object` in creation order, when they
    /// and its elements are all a `for-in` over it visits: an ordinary object or array
    /// whose prototypes are ordinary objects with no enumerable property. Then the loop
    /// needs no per-key descriptor or visited set (V8's enum cache); otherwise nil.
    private func ownEnumerableNamesIfOnlySource(_ object: JSObject) -> [PropertyKey]? {
        guard VM.hasOrdinaryKeys(object), let names = enumerableNames(of: object.shape) else { return nil }
        var current = object.prototypeUnmanaged
        var depth = 0
        while let prototype = current {
            let onlyHidden = prototype._withUnsafeGuaranteedRef { prototype in
                VM.hasOrdinaryKeys(prototype) && prototype.elements.isEmpty
                    && enumerableNames(of: prototype.shape)?.isEmpty == true
            }
            guard onlyHidden, depth < 32 else { return nil }
            current = prototype._withUnsafeGuaranteedRef { $0.prototypeUnmanaged }
            depth += 1
        }
        return names
    }

    /// The enumerable string keys of `object`'s shape (cached, as for `for-in`) when its keys
    /// are its elements and its shape's (`hasOrdinaryKeys`); nil for any other object.
    func ordinaryEnumerableNames(of object: JSObject) -> [PropertyKey]? {
        VM.hasOrdinaryKeys(object) ? enumerableNames(of: object.shape) : nil
    }

    /// Whether an object's keys are its elements and its shape's (no virtual or index keys
    /// beyond its elements, no proxy traps): an ordinary object, or an array (whose one
    /// virtual key, `length`, is not enumerable).
    private static func hasOrdinaryKeys(_ object: JSObject) -> Bool {
        return (object.isPlainObject || type(of: object) == JSArray.self) && !object.hasSparseElements
            && !object.shape.hasIndexKeys
    }

    /// A shape's enumerable string keys in creation order: cached for a shared shape (its
    /// keys never change), computed for a dictionary one (mutated in place).
    private func enumerableNames(of shape: Shape) -> [PropertyKey]? {
        if !shape.isDictionary, let cached = forInNames[ObjectIdentifier(shape)], cached.shape === shape {
            return cached.names
        }
        var names: [PropertyKey] = []
        for case let property? in shape.properties where property.attributes.isEnumerable {
            if case .atom = property.key { names.append(property.key) }
        }
        if !shape.isDictionary {
            if forInNames.count >= 1024 { forInNames.removeAll(keepingCapacity: true) }
            forInNames[ObjectIdentifier(shape)] = (shape, names)
        }
        return names
    }

    // MARK: - eval

    func isEvalFunction(_ object: JSObject) -> Bool {
        object === extras(agent.currentRealm).evalFunction
    }
}

/// The state of a `for-in` enumeration (§13.7.5.15 EnumerateObjectProperties): keys of each
/// object on the chain in [[OwnPropertyKeys]] order, skipping shadowed, deleted and
/// non-enumerable ones.
final class ForInIterator: JSObject {
    var object: JSObject?
    private var keys: [PropertyKey] = []
    private var position = 0
    private var visited: Set<PropertyKey> = []
    private var started = false
    /// See `startFast`: the elements are visited first, by index, up to `elementCount`.
    private var isFast = false
    private var elementCount = 0
    private var elementPosition = 0
    /// The object's shape when the enumeration began: while it is still the same shared
    /// shape, every name is still there (a deletion makes a dictionary shape).
    private var startShape: Shape?

    private func nextFast() -> JSValue? {
        guard let current = object else { return nil }
        while elementPosition < elementCount {
            let index = elementPosition
            elementPosition += 1
            let key = PropertyKey.index(UInt32(index))
            if let property = current.storedProperty(key), property.attributes.isEnumerable { return key.value }
        }
        let unchanged = current.shape === startShape && !current.shape.isDictionary
        while position < keys.count {
            let key = keys[position]
            position += 1
            if unchanged { return key.value }
            // Deleted, or made non-enumerable, since the enumeration began: skipped (§14.7.5.9).
            if let property = current.storedProperty(key), property.attributes.isEnumerable { return key.value }
        }
        object = nil
        return nil
    }

    init(shape: Shape) {
        super.init(shape: shape, prototype: nil)
    }

    /// Enumerates `object`'s elements, then `names` (its enumerable named properties when
    /// the enumeration began; nothing on its prototype chain is enumerable): each still
    /// present is visited without a descriptor or a visited set.
    func startFast(names: [PropertyKey], of object: JSObject) {
        keys = names
        elementCount = object.elements.count
        startShape = object.shape
        isFast = true
    }

    func next(in agent: Agent) throws -> JSValue? {
        if isFast { return nextFast() }
        while let current = object {
            if !started {
                keys = try current.ownPropertyKeys(in: agent).filter { !$0.isSymbol }
                position = 0
                started = true
            }
            while position < keys.count {
                let key = keys[position]
                position += 1
                if visited.contains(key) { continue }
                guard let descriptor = try current.getOwnProperty(key, in: agent) else { continue }
                visited.insert(key)
                if descriptor.enumerable == true { return key.value }
            }
            object = try current.getPrototypeOf(in: agent)
            started = false
        }
        return nil
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(object)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        object = nil
    }
}

extension Agent {
    func toPropertyKeyOfNumber(_ number: Double) -> PropertyKey {
        if number >= 0, number < 4_294_967_295, let index = UInt32(exactly: number) { return .index(index) }
        return atoms.key(NumberFormatting.jsString(from: number))
    }
}

/// Proof that a receiver's prototype chain has not changed since an inline cache was filled:
/// each prototype's identity and shape (and, for a dictionary shape, which mutates in place,
/// its property count). Filled only when no prototype has the cached key at all.
final class PrototypeChainGuard {
    /// Keeps the prototypes and shapes alive, so their addresses below stay unique.
    private let links: [(object: JSObject, shape: Shape)]
    /// What `holds` compares, as plain words in a buffer of their own: checking retains
    /// nothing (iterating an array property retained its buffer on every cached addition).
    private let linkBits: UnsafeMutableBufferPointer<(object: UInt, shape: UInt, isDictionary: Bool, count: Int)>

    /// The longest chain guarded. Node's classes are deep (a `ServerResponse` has six
    /// prototypes before `Object.prototype`'s null: OutgoingMessage, Stream, EventEmitter…),
    /// and an uncached property addition costs over ten times a cached one.
    static let maximumLinkCount = 10

    /// `nil` when the chain is too long, exotic, or has `key`.
    init?(for object: JSObject, lacking key: PropertyKey, in agent: Agent) {
        var links: [(object: JSObject, shape: Shape)] = []
        var current = object.prototype
        while let prototype = current {
            guard links.count < PrototypeChainGuard.maximumLinkCount, !prototype.hasExoticProperties, prototype.storedProperty(key) == nil else { return nil }
            links.append((prototype, prototype.shape))
            current = prototype.prototype
        }
        self.links = links
        linkBits = .allocate(capacity: links.count)
        for (index, link) in links.enumerated() {
            linkBits.initializeElement(at: index, to: (UInt(bitPattern: ObjectIdentifier(link.object)), shapeAddress(link.shape),
                                                        link.shape.isDictionary, link.shape.properties.count))
        }
    }

    deinit {
        linkBits.deallocate()
    }

    @inline(__always)
    func holds(for object: JSObject) -> Bool {
        // Each prototype is borrowed: the object before it in the chain holds it.
        var current = object.prototypeUnmanaged
        for index in 0..<linkBits.count {
            let link = linkBits[index]
            guard let prototype = current, UInt(bitPattern: prototype.toOpaque()) == link.object else { return false }
            let matches = prototype._withUnsafeGuaranteedRef {
                shapeAddress($0.shape) == link.shape && (!link.isDictionary || $0.shape.properties.count == link.count)
            }
            guard matches else { return false }
            current = prototype._withUnsafeGuaranteedRef { $0.prototypeUnmanaged }
        }
        return current == nil
    }
}

/// A proxy exotic object (§9.5): every internal method asks the handler's trap of the same
/// name, falls back to the target's method when the trap is undefined, and checks that the
/// trap's answer keeps the target's invariants (non-configurable and non-extensible facts
/// may not be hidden or invented).
///
/// One class serves callable and plain targets: it is a `JSFunction` so that the call paths
/// reach its [[Call]] and [[Construct]], which exist only when the target's do
/// (`isCallable`/`isConstructor` are fixed at creation, ProxyCreate §9.5.14). Its storage
/// is never used; a shape of its own keeps inline caches away, and `hasCustomPropertyAccess`
/// makes prototype walks call these methods instead of reading storage.
final class JSProxy: JSFunction {
    /// [[ProxyTarget]] and [[ProxyHandler]]; both `nil` once revoked (or collected).
    private(set) var target: JSObject?
    private(set) var handler: JSObject?
    private let isCallableTarget: Bool
    private let isConstructorTarget: Bool
    /// Fixed at creation, as `isCallable`: Object.prototype.toString's tag cannot throw.
    private let targetTag: String
    /// A proxy the host stands behind as one of its own objects (Node's `process.env`, an
    /// interceptor object in V8): structured clone copies its enumerable properties, read
    /// through the traps, where any other proxy cannot be cloned.
    var isClonedAsOrdinaryObject = false

    init(target: JSObject, handler: JSObject, in agent: Agent) {
        self.target = target
        self.handler = handler
        isCallableTarget = target.isCallable
        isConstructorTarget = target.isConstructor
        targetTag = target.builtinTag
        let realm = agent.currentRealm
        super.init(realm: realm, prototype: nil, shape: realm.rootShape.makeDictionary(), hasExoticProperties: true)
    }

    override package var isCallable: Bool { isCallableTarget }
    override var isConstructor: Bool { isConstructorTarget }
    override var builtinTag: String { targetTag == "Array" ? "Array" : isCallableTarget ? "Function" : "Object" }
    override var hasCustomPropertyAccess: Bool { true }
    override var hasCustomPrototypeLookup: Bool { true }
    override func hasVirtualProperty(_ key: PropertyKey, in agent: Agent) -> Bool { true }

    /// Revocation (§26.2.2.1.1): every later operation throws a TypeError.
    func revoke() {
        target = nil
        handler = nil
    }

    /// Runs `body` with the handler, the target and the trap `name` (nil when the handler
    /// has none), or throws the TypeError of a revoked proxy. Counts as a call: a chain of
    /// proxies recurses in Swift, and must end in a RangeError.
    private func withTrap<Result>(_ name: String, in agent: Agent,
                                  _ body: (JSObject, JSObject, JSObject?) throws -> Result) throws -> Result {
        guard let handler, let target else {
            throw agent.typeError("Cannot perform '\(name)' on a proxy that has been revoked")
        }
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        return try body(handler, target, try agent.getMethod(.object(handler), agent.key(name)))
    }

    private func violation(_ trap: String, _ message: String, in agent: Agent) -> JSException {
        agent.typeError("'\(trap)' on proxy: \(message)")
    }

    // MARK: - Internal methods (§9.5.1–§9.5.13)

    /// [[GetPrototypeOf]] (§9.5.1).
    override func getPrototypeOf(in agent: Agent) throws -> JSObject? {
        try withTrap("getPrototypeOf", in: agent) { handler, target, trap in
            guard let trap else { return try target.getPrototypeOf(in: agent) }
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target)])
            let prototype: JSObject?
            switch result {
            case .object(let object):
                let object = object.object
                prototype = object
            case .null: prototype = nil
            default: throw violation("getPrototypeOf", "trap returned neither object nor null", in: agent)
            }
            if try target.isExtensible(in: agent) { return prototype }
            guard try target.getPrototypeOf(in: agent) === prototype else {
                throw violation("getPrototypeOf", "proxy target is non-extensible but the trap did not return its actual prototype", in: agent)
            }
            return prototype
        }
    }

    /// [[SetPrototypeOf]] (§9.5.2).
    override func setPrototypeOf(_ newPrototype: JSObject?, in agent: Agent) throws -> Bool {
        try withTrap("setPrototypeOf", in: agent) { handler, target, trap in
            guard let trap else { return try target.setPrototypeOf(newPrototype, in: agent) }
            let value = newPrototype.map(JSValue.object) ?? .null
            guard try agent.call(trap, this: .object(handler), arguments: [.object(target), value]).toBoolean else {
                return false
            }
            if try target.isExtensible(in: agent) { return true }
            guard try target.getPrototypeOf(in: agent) === newPrototype else {
                throw violation("setPrototypeOf", "trap returned truish for setting a new prototype on the non-extensible proxy target", in: agent)
            }
            return true
        }
    }

    /// [[IsExtensible]] (§9.5.3).
    override func isExtensible(in agent: Agent) throws -> Bool {
        try withTrap("isExtensible", in: agent) { handler, target, trap in
            guard let trap else { return try target.isExtensible(in: agent) }
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target)]).toBoolean
            guard try target.isExtensible(in: agent) == result else {
                throw violation("isExtensible", "trap result does not reflect extensibility of proxy target (which is '\(!result)')", in: agent)
            }
            return result
        }
    }

    /// [[PreventExtensions]] (§9.5.4).
    override func preventExtensions(in agent: Agent) throws -> Bool {
        try withTrap("preventExtensions", in: agent) { handler, target, trap in
            guard let trap else { return try target.preventExtensions(in: agent) }
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target)]).toBoolean
            if result, try target.isExtensible(in: agent) {
                throw violation("preventExtensions", "trap returned truish but the proxy target is extensible", in: agent)
            }
            return result
        }
    }

    /// [[GetOwnProperty]] (§9.5.5).
    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        try withTrap("getOwnPropertyDescriptor", in: agent) { handler, target, trap in
            guard let trap else { return try target.getOwnProperty(key, in: agent) }
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target), key.value])
            guard result.isObject || result.isUndefined else {
                throw violation("getOwnPropertyDescriptor", "trap returned neither object nor undefined for property '\(key.displayString)'", in: agent)
            }
            let targetDescriptor = try target.getOwnProperty(key, in: agent)
            guard result.isObject else {
                guard let targetDescriptor else { return nil }
                if targetDescriptor.configurable == false {
                    throw violation("getOwnPropertyDescriptor", "trap returned undefined for property '\(key.displayString)' which is non-configurable in the proxy target", in: agent)
                }
                if try !target.isExtensible(in: agent) {
                    throw violation("getOwnPropertyDescriptor", "trap returned undefined for property '\(key.displayString)' which exists in the non-extensible proxy target", in: agent)
                }
                return nil
            }
            let isExtensible = try target.isExtensible(in: agent)
            var descriptor = try agent.toPropertyDescriptor(result)
            descriptor.complete()
            guard validateAndApplyPropertyDescriptor(key, isExtensible: isExtensible, descriptor: descriptor,
                                                     current: targetDescriptor, applying: false, in: agent)
            else {
                throw violation("getOwnPropertyDescriptor", "trap returned descriptor for property '\(key.displayString)' that is incompatible with the existing property in the proxy target", in: agent)
            }
            if descriptor.configurable == false {
                guard let targetDescriptor, targetDescriptor.configurable == false else {
                    throw violation("getOwnPropertyDescriptor", "trap reported non-configurability for property '\(key.displayString)' which is either non-existent or configurable in the proxy target", in: agent)
                }
                if descriptor.writable == false, targetDescriptor.writable == true {
                    throw violation("getOwnPropertyDescriptor", "trap reported non-configurable and writable for property '\(key.displayString)' which is non-configurable, non-writable in the proxy target", in: agent)
                }
            }
            return descriptor
        }
    }

    /// [[DefineOwnProperty]] (§9.5.6).
    override func defineOwnProperty(_ key: PropertyKey, _ descriptor: PropertyDescriptor,
                                    in agent: Agent) throws -> Bool {
        try withTrap("defineProperty", in: agent) { handler, target, trap in
            guard let trap else { return try target.defineOwnProperty(key, descriptor, in: agent) }
            let descriptorObject = agent.fromPropertyDescriptor(descriptor)
            let arguments = [JSValue.object(target), key.value, descriptorObject]
            guard try agent.call(trap, this: .object(handler), arguments: arguments).toBoolean else { return false }
            let targetDescriptor = try target.getOwnProperty(key, in: agent)
            let isExtensible = try target.isExtensible(in: agent)
            let settingConfigurableFalse = descriptor.configurable == false
            guard let targetDescriptor else {
                if !isExtensible {
                    throw violation("defineProperty", "trap returned truish for adding property '\(key.displayString)'  to the non-extensible proxy target", in: agent)
                }
                if settingConfigurableFalse {
                    throw violation("defineProperty", "trap returned truish for defining non-configurable property '\(key.displayString)' which is either non-existent or configurable in the proxy target", in: agent)
                }
                return true
            }
            guard validateAndApplyPropertyDescriptor(key, isExtensible: isExtensible, descriptor: descriptor,
                                                     current: targetDescriptor, applying: false, in: agent)
            else {
                throw violation("defineProperty", "trap returned truish for adding property '\(key.displayString)'  that is incompatible with the existing property in the proxy target", in: agent)
            }
            if settingConfigurableFalse, targetDescriptor.configurable == true {
                throw violation("defineProperty", "trap returned truish for defining non-configurable property '\(key.displayString)' which is either non-existent or configurable in the proxy target", in: agent)
            }
            if targetDescriptor.isData, targetDescriptor.configurable == false, targetDescriptor.writable == true,
                descriptor.writable == false
            {
                throw violation("defineProperty", "trap returned truish for defining non-configurable property '\(key.displayString)' which cannot be non-writable, unless there exists a corresponding non-configurable, non-writable own property of the target object.", in: agent)
            }
            return true
        }
    }

    /// [[HasProperty]] (§9.5.7).
    override func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        try withTrap("has", in: agent) { handler, target, trap in
            guard let trap else { return try target.hasProperty(key, in: agent) }
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target), key.value]).toBoolean
            if !result, let targetDescriptor = try target.getOwnProperty(key, in: agent) {
                if targetDescriptor.configurable == false {
                    throw violation("has", "trap returned falsish for property '\(key.displayString)' which exists in the proxy target as non-configurable", in: agent)
                }
                if try !target.isExtensible(in: agent) {
                    throw violation("has", "trap returned falsish for property '\(key.displayString)' but the proxy target is not extensible", in: agent)
                }
            }
            return result
        }
    }

    /// [[Get]] (§9.5.8).
    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        try withTrap("get", in: agent) { handler, target, trap in
            guard let trap else { return try target.get(key, receiver: receiver, in: agent) }
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target), key.value, receiver])
            if let targetDescriptor = try target.getOwnProperty(key, in: agent), targetDescriptor.configurable == false {
                if targetDescriptor.isData, targetDescriptor.writable == false,
                    !JSValue.isSameValue(result, targetDescriptor.value ?? .undefined)
                {
                    throw violation("get", "property '\(key.displayString)' is a read-only and non-configurable data property on the proxy target but the proxy did not return its actual value", in: agent)
                }
                if targetDescriptor.isAccessor, targetDescriptor.getterObject == nil, !result.isUndefined {
                    throw violation("get", "property '\(key.displayString)' is a non-configurable accessor property on the proxy target and does not have a getter function, but the trap did not return 'undefined'", in: agent)
                }
            }
            return result
        }
    }

    /// [[Set]] (§9.5.9).
    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        try withTrap("set", in: agent) { handler, target, trap in
            guard let trap else { return try target.set(key, value, receiver: receiver, in: agent) }
            let arguments = [JSValue.object(target), key.value, value, receiver]
            guard try agent.call(trap, this: .object(handler), arguments: arguments).toBoolean else { return false }
            if let targetDescriptor = try target.getOwnProperty(key, in: agent), targetDescriptor.configurable == false {
                if targetDescriptor.isData, targetDescriptor.writable == false,
                    !JSValue.isSameValue(value, targetDescriptor.value ?? .undefined)
                {
                    throw violation("set", "trap returned truish for property '\(key.displayString)' which exists in the proxy target as a non-configurable and non-writable data property with a different value", in: agent)
                }
                if targetDescriptor.isAccessor, targetDescriptor.setterObject == nil {
                    throw violation("set", "trap returned truish for property '\(key.displayString)' which exists in the proxy target as a non-configurable and non-writable accessor property without a setter", in: agent)
                }
            }
            return true
        }
    }

    /// [[Delete]] (§9.5.10).
    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        try withTrap("deleteProperty", in: agent) { handler, target, trap in
            guard let trap else { return try target.delete(key, in: agent) }
            guard try agent.call(trap, this: .object(handler), arguments: [.object(target), key.value]).toBoolean else {
                return false
            }
            guard let targetDescriptor = try target.getOwnProperty(key, in: agent) else { return true }
            if targetDescriptor.configurable == false {
                throw violation("deleteProperty", "trap returned truish for property '\(key.displayString)' which is non-configurable in the proxy target", in: agent)
            }
            if try !target.isExtensible(in: agent) {
                throw violation("deleteProperty", "trap returned truish for property '\(key.displayString)' but the proxy target is non-extensible", in: agent)
            }
            return true
        }
    }

    /// [[OwnPropertyKeys]] (§9.5.11).
    override func ownPropertyKeys(in agent: Agent) throws -> [PropertyKey] {
        try withTrap("ownKeys", in: agent) { handler, target, trap in
            guard let trap else { return try target.ownPropertyKeys(in: agent) }
            let resultArray = try agent.call(trap, this: .object(handler), arguments: [.object(target)])
            guard resultArray.isObject else {
                throw agent.typeError("CreateListFromArrayLike called on non-object")
            }
            var keys: [PropertyKey] = []
            var seen = Set<UInt>()
            for element in try agent.createList(fromArrayLike: resultArray) {
                switch element {
                case .string, .symbol: break
                default: throw agent.typeError("\(element.shortDescription) is not a valid property name")
                }
                let key = try agent.toPropertyKey(element)
                guard seen.insert(key.identityBits).inserted else {
                    throw violation("ownKeys", "trap returned duplicate entries", in: agent)
                }
                keys.append(key)
            }
            let isExtensible = try target.isExtensible(in: agent)
            var configurableKeys: [PropertyKey] = []
            var nonconfigurableKeys: [PropertyKey] = []
            for key in try target.ownPropertyKeys(in: agent) {
                if let descriptor = try target.getOwnProperty(key, in: agent), descriptor.configurable == false {
                    nonconfigurableKeys.append(key)
                } else {
                    configurableKeys.append(key)
                }
            }
            if isExtensible && nonconfigurableKeys.isEmpty { return keys }
            var unchecked = seen
            for key in nonconfigurableKeys where unchecked.remove(key.identityBits) == nil {
                throw violation("ownKeys", "trap result did not include '\(key.displayString)'", in: agent)
            }
            if isExtensible { return keys }
            for key in configurableKeys where unchecked.remove(key.identityBits) == nil {
                throw violation("ownKeys", "trap result did not include '\(key.displayString)'", in: agent)
            }
            if !unchecked.isEmpty {
                throw violation("ownKeys", "trap returned extra keys but proxy target is non-extensible", in: agent)
            }
            return keys
        }
    }

    /// [[Call]] (§9.5.12).
    override func call(this: JSValue, arguments: Arguments, in agent: Agent) throws -> JSValue {
        guard isCallableTarget else { throw agent.typeError("\(JSValue.object(self).shortDescription) is not a function") }
        return try withTrap("apply", in: agent) { handler, target, trap in
            guard let trap else { return try agent.call(.object(target), this: this, arguments: arguments.values) }
            let list = JSValue.object(agent.makeArray(arguments.values))
            return try agent.call(trap, this: .object(handler), arguments: [.object(target), this, list])
        }
    }

    /// [[Construct]] (§9.5.13).
    override func construct(arguments: Arguments, newTarget: JSObject, in agent: Agent) throws -> JSObject {
        guard isConstructorTarget else { throw agent.typeError("\(JSValue.object(self).shortDescription) is not a constructor") }
        return try withTrap("construct", in: agent) { handler, target, trap in
            guard let trap else {
                return try agent.construct(.object(target), arguments: arguments.values, newTarget: newTarget)
            }
            let list = JSValue.object(agent.makeArray(arguments.values))
            let result = try agent.call(trap, this: .object(handler), arguments: [.object(target), list, .object(newTarget)])
            guard let object = result.asObject else {
                throw violation("construct", "trap returned non-object ('\(result.shortDescription)')", in: agent)
            }
            return object
        }
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(target)
        marker.mark(handler)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        revoke()
    }
}

extension PropertyDescriptor {
    /// CompletePropertyDescriptor (§6.2.5.6): absent fields take their defaults.
    mutating func complete() {
        if isGeneric || isData {
            if value == nil { value = .undefined }
            if writable == nil { writable = false }
        } else {
            if getter == nil { getter = .undefined }
            if setter == nil { setter = .undefined }
        }
        if enumerable == nil { enumerable = false }
        if configurable == nil { configurable = false }
    }
}

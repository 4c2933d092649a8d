/// The Object built-ins' common cases as `NativeFastBody`s: ordinary objects, whose own
/// properties are their shape's and elements' and can be read without running script.
extension ObjectBuiltins {
    /// `o.hasOwnProperty(key)` and `hasOwnProperty.call(o, key)` of an ordinary object
    /// with a string or symbol key.
    @Sendable static func fastHasOwnProperty(_ agent: Agent, _ this: JSValue,
                                             _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard case .object(let reference) = this, reference.object.isPlainObject else { return nil }
        let key: PropertyKey
        switch arguments.argument(0) {
        case .string(let string): key = agent.atoms.key(string.string)
        case .symbol(let symbol): key = .symbol(symbol.symbol)
        default: return nil
        }
        return .boolean(reference.object.storedProperty(key) != nil)
    }

    /// Object.keys of an ordinary object or array (`VM.ordinaryEnumerableNames`): its
    /// present elements, then its shape's enumerable string keys.
    @Sendable static func fastKeys(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard case .object(let reference) = arguments.argument(0) else { return nil }
        let object = reference.object
        guard let names = agent.vm.ordinaryEnumerableNames(of: object) else { return nil }
        let elements = object.elements
        var keys: [JSValue] = []
        keys.reserveCapacity(elements.count + names.count)
        for index in elements.indices where elements[index] != nil {
            keys.append(PropertyKey.index(UInt32(index)).value)
        }
        for name in names { keys.append(name.value) }
        return .object(agent.makeArray(keys))
    }

    /// Object.prototype.toString of a primitive other than a symbol or BigInt, or of an object
    /// whose prototype chain holds no proxy, module namespace or scope object (whose own
    /// properties are not their stored ones) and no @@toStringTag getter.
    @Sendable static func fastToString(_ agent: Agent, _ this: JSValue,
                                       _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        let object: JSObject
        switch this {
        case .undefined: return taggedString("Undefined", in: agent)
        case .null: return taggedString("Null", in: agent)
        case .object(let reference): object = reference.object
        default: return nil
        }
        let tagKey = PropertyKey.symbol(agent.symbols.toStringTag)
        var current: JSObject? = object
        while let holder = current {
            guard !(holder is JSProxy), !(holder is ModuleNamespace), !(holder is ScopeNames) else { return nil }
            switch holder.storedProperty(tagKey) {
            case .data(.string(let tag), _)?: return taggedString(tag.string.stringValue, in: agent)
            case .data?: return taggedString(object.isCallable ? "Function" : object.builtinTag, in: agent)
            case .accessor?: return nil
            case nil: current = holder.prototype
            }
        }
        return taggedString(object.isCallable ? "Function" : object.builtinTag, in: agent)
    }
}

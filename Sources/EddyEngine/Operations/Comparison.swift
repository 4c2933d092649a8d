extension JSValue {
    /// SameValue (§7.2.10): like `===` but NaN equals NaN and +0 differs from −0.
    static func isSameValue(_ x: JSValue, _ y: JSValue) -> Bool {
        if case .number(let a) = x, case .number(let b) = y {
            if a.isNaN && b.isNaN { return true }
            return a == b && a.sign == b.sign
        }
        return isSameValueNonNumber(x, y)
    }

    /// SameValueZero (§7.2.11): like SameValue but +0 equals −0.
    static func isSameValueZero(_ x: JSValue, _ y: JSValue) -> Bool {
        if case .number(let a) = x, case .number(let b) = y {
            return a == b || (a.isNaN && b.isNaN)
        }
        return isSameValueNonNumber(x, y)
    }

    /// IsStrictlyEqual (§7.2.15, Strict Equality Comparison).
    static func isStrictlyEqual(_ x: JSValue, _ y: JSValue) -> Bool {
        if case .number(let a) = x, case .number(let b) = y { return a == b }
        return isSameValueNonNumber(x, y)
    }

    /// SameValueNonNumeric (§7.2.12).
    private static func isSameValueNonNumber(_ x: JSValue, _ y: JSValue) -> Bool {
        switch (x, y) {
        case (.undefined, .undefined), (.null, .null): return true
        case (.boolean(let a), .boolean(let b)): return a == b
        case (.string(let a), .string(let b)): return JSString.haveSameUnits(a.unmanaged, b.unmanaged)
        case (.bigint(let a), .bigint(let b)): return a.value == b.value
        case (.symbol(let a), .symbol(let b)): return a.address == b.address
        case (.object(let a), .object(let b)): return a.address == b.address
        default: return false
        }
    }
}

extension Agent {
    /// IsLooselyEqual (§7.2.14, Abstract Equality Comparison), iterative over its
    /// conversions.
    func isLooselyEqual(_ first: JSValue, _ second: JSValue) throws -> Bool {
        var x = first
        var y = second
        while true {
            switch (x, y) {
            case (.undefined, .undefined), (.null, .null), (.undefined, .null), (.null, .undefined):
                return true
            case (.number, .number), (.string, .string), (.boolean, .boolean), (.symbol, .symbol),
                (.object, .object), (.bigint, .bigint):
                return JSValue.isStrictlyEqual(x, y)
            case (.number(let a), .string(let b)):
                return a == NumberParsing.number(from: b.string)
            case (.string(let a), .number(let b)):
                return NumberParsing.number(from: a.string) == b
            case (.bigint(let a), .string(let b)), (.string(let b), .bigint(let a)):
                return BigIntArithmetic.bigInt(from: b.units) == a.value
            case (.boolean(let a), _):
                x = .number(a ? 1 : 0)
            case (_, .boolean(let b)):
                y = .number(b ? 1 : 0)
            case (.number, .object), (.string, .object), (.symbol, .object), (.bigint, .object):
                y = try toPrimitive(y)
            case (.object, .number), (.object, .string), (.object, .symbol), (.object, .bigint):
                x = try toPrimitive(x)
            case (.bigint(let a), .number(let b)), (.number(let b), .bigint(let a)):
                return BigIntArithmetic.compare(a.value, b) == .equal
            default:
                return false
            }
        }
    }

    /// IsLessThan (§7.2.13, Abstract Relational Comparison): `nil` is undefined (a NaN was
    /// involved). `leftFirst` orders the two ToPrimitive calls.
    func isLessThan(_ x: JSValue, _ y: JSValue, leftFirst: Bool = true) throws -> Bool? {
        let px: JSValue
        let py: JSValue
        if leftFirst {
            px = try toPrimitive(x, preferring: .number)
            py = try toPrimitive(y, preferring: .number)
        } else {
            py = try toPrimitive(y, preferring: .number)
            px = try toPrimitive(x, preferring: .number)
        }
        switch (px, py) {
        case (.string(let a), .string(let b)):
            return a.string < b.string
        case (.bigint(let a), .string(let b)):
            return BigIntArithmetic.bigInt(from: b.units).map { a.value < $0 }
        case (.string(let a), .bigint(let b)):
            return BigIntArithmetic.bigInt(from: a.units).map { $0 < b.value }
        default:
            break
        }
        switch (try toNumeric(px), try toNumeric(py)) {
        case (.number(let a), .number(let b)):
            if a.isNaN || b.isNaN { return nil }
            return a < b
        case (.bigint(let a), .bigint(let b)):
            return a.value < b.value
        case (.bigint(let a), .number(let b)):
            return BigIntArithmetic.compare(a.value, b).map { $0 == .less }
        case (.number(let a), .bigint(let b)):
            return BigIntArithmetic.compare(b.value, a).map { $0 == .greater }
        default:
            return nil
        }
    }

    /// The `+` operator (§12.8.3.1 ApplyStringOrNumericBinaryOperator for `+`).
    func add(_ x: JSValue, _ y: JSValue) throws -> JSValue {
        if case .number(let a) = x, case .number(let b) = y { return .number(a + b) }
        if case .string(let a) = x, case .string(let b) = y {
            return value(of: try concatenate(a.string, b.string))
        }
        if case .bigint = x, case .bigint = y { return try applyNumericOperator(.add, x, y) }
        let lprim = try toPrimitive(x)
        let rprim = try toPrimitive(y)
        if lprim.asString != nil || rprim.asString != nil {
            let lstr = try toString(lprim)
            let rstr = try toString(rprim)
            return value(of: try concatenate(lstr, rstr))
        }
        return try applyNumericOperator(.add, lprim, rprim)
    }

    /// String concatenation for scripts: a RangeError past `JSString.maximumLength`.
    func concatenate(_ first: JSString, _ second: JSString) throws -> JSString {
        guard first.count + second.count <= JSString.maximumLength else {
            throw rangeError("Invalid string length")
        }
        // A rope node is small but not free: a loop that keeps millions of them must bring
        // on collections (and the heap limit's check) as any other allocation does.
        heap.noteExternalAllocation(bytes: JSString.concatenationCost)
        return JSString.concatenate(first, second)
    }

    /// InstanceofOperator (§12.10.4): @@hasInstance, else OrdinaryHasInstance.
    func instanceOf(_ value: JSValue, _ target: JSValue) throws -> Bool {
        guard case .object(let targetReference) = target else {
            throw typeError("Right-hand side of 'instanceof' is not an object")
        }
        // Everything borrowed: `instanceof` runs in the loops of AST walkers, and retaining
        // the operands, the realm and the prototype was most of its cost.
        if let prototype = targetReference.withCell({ plainInstanceofPrototype(of: $0) }) {
            guard case .object(let object) = value else { return false }
            return try prototype.withCell { prototype in
                try object.withCell { try $0.inherits(from: prototype, in: self) }
            }
        }
        if let handler = try getMethod(target, .symbol(symbols.hasInstance)) {
            // The inherited %Function.prototype[@@hasInstance]% on a function with an object
            // `prototype` of its own: OrdinaryHasInstance, without a native call (nothing it
            // reads runs script, and no error it could throw needs the frame).
            if let native = handler as? NativeFunction, native.isOrdinaryHasInstance,
               let function = target.asObject, function.isCallable, !(function is JSBoundFunction),
               let prototype = function.ownDataValue(.atom(names.prototype))?.asObject {
                guard let object = value.asObject else { return false }
                return try object.inherits(from: prototype, in: self)
            }
            return try call(handler, this: target, arguments: [value]).toBoolean
        }
        guard target.isCallable else {
            throw typeError("Right-hand side of 'instanceof' is not callable")
        }
        return try ordinaryHasInstance(target, value)
    }

    /// The object `instanceof` compares against when it would find the realm's
    /// %Function.prototype[@@hasInstance]% and run OrdinaryHasInstance: `function` is a plain
    /// bytecode or native function with an own data `prototype` object, and neither it nor
    /// any object before the realm's Function.prototype on its chain is exotic or has an own
    /// @@hasInstance. That property of Function.prototype is neither writable nor
    /// configurable, so finding the prototype says which method GetMethod would return,
    /// without the generic [[Get]] walk (uglify-js tests its AST classes this way in every
    /// pass). `nil`: take the full path.
    private func plainInstanceofPrototype(of function: JSObject) -> ObjectReference? {
        let kind = type(of: function)
        guard kind == BytecodeFunction.self || kind == NativeFunction.self else { return nil }
        // Only a bytecode function whose `prototype` is deferred is exotic here.
        if function.hasExoticProperties {
            unsafeDowncast(function, to: BytecodeFunction.self).materializePrototype(in: self)
        }
        let prototypeBits = prototypeKeyBits
        guard let property = Unmanaged.passUnretained(function.shape)._withUnsafeGuaranteedRef({
                $0.lookup(bits: prototypeBits)
            }),
            !property.attributes.isAccessor, property.slot < function.slots.count,
            case .object(let prototype) = function.slots[property.slot],
            let realm = currentRealmAddress
        else { return nil }
        let hasInstanceBits = hasInstanceKeyBits
        let functionPrototype = Unmanaged<Realm>.fromOpaque(realm)._withUnsafeGuaranteedRef {
            Unmanaged.passUnretained($0.functionPrototype).toOpaque()
        }
        var current = Unmanaged.passUnretained(function)
        // Class hierarchies put each superclass on the chain; a few links cover them.
        for _ in 0..<8 {
            let next: Unmanaged<JSObject>? = current._withUnsafeGuaranteedRef { object in
                guard !object.hasExoticProperties,
                    Unmanaged.passUnretained(object.shape)._withUnsafeGuaranteedRef({ $0.lookup(bits: hasInstanceBits) }) == nil
                else { return nil }
                return object.prototypeUnmanaged
            }
            guard let next else { return nil }
            if next.toOpaque() == functionPrototype { return prototype }
            current = next
        }
        return nil
    }

    /// OrdinaryHasInstance (§7.3.21).
    func ordinaryHasInstance(_ constructor: JSValue, _ value: JSValue) throws -> Bool {
        guard let function = constructor.asObject, function.isCallable else { return false }
        if let bound = function as? JSBoundFunction {
            return try instanceOf(value, JSValue(bound.targetFunction))
        }
        guard let object = value.asObject else { return false }
        let prototype = try function.get(.atom(names.prototype), in: self)
        guard let prototypeObject = prototype.asObject else {
            throw typeError("Function has non-object prototype '\(prototype.shortDescription)' in instanceof check")
        }
        return try object.inherits(from: prototypeObject, in: self)
    }
}

extension JSObject {
    /// Whether `prototype` is on this object's prototype chain (OrdinaryHasInstance step 6).
    /// Ordinary links are followed as plain words (no retain per step: `instanceof` against
    /// deep class hierarchies runs this in loops); a proxy's [[GetPrototypeOf]] is called.
    func inherits(from prototype: JSObject, in agent: Agent) throws -> Bool {
        let target = Unmanaged.passUnretained(prototype).toOpaque()
        var current = Unmanaged.passUnretained(self)
        while true {
            let isCustom = current._withUnsafeGuaranteedRef { $0.hasExoticProperties && $0.hasCustomPropertyAccess }
            if isCustom { return try current.takeUnretainedValue().inheritsThroughTraps(from: prototype, in: agent) }
            guard let next = current._withUnsafeGuaranteedRef({ $0.prototypeUnmanaged }) else { return false }
            if next.toOpaque() == target { return true }
            current = next
        }
    }

    /// `inherits(from:in:)` from an object whose [[GetPrototypeOf]] may be a proxy's trap.
    private func inheritsThroughTraps(from prototype: JSObject, in agent: Agent) throws -> Bool {
        var object = self
        while true {
            guard let next = try object.getPrototypeOf(in: agent) else { return false }
            if next === prototype { return true }
            object = next
        }
    }
}

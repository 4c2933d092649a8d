/// A Boolean, Number, BigInt or Symbol object (§19.3, §20.1, §20.2, §19.4): an ordinary
/// object with the primitive in an internal slot ([[BooleanData]], [[NumberData]],
/// [[BigIntData]], [[SymbolData]]).
final class JSPrimitiveWrapper: JSObject {
    let primitiveValue: JSValue

    init(value: JSValue, shape: Shape, prototype: JSObject?) {
        primitiveValue = value
        super.init(shape: shape, prototype: prototype)
    }

    /// A BigInt or a symbol is a cell the wrapper keeps alive.
    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(primitiveValue)
    }

    override var builtinTag: String {
        switch primitiveValue {
        case .boolean: return "Boolean"
        case .number: return "Number"
        default: return "Object"
        }
    }

    override var className: String {
        switch primitiveValue {
        case .symbol: return "Symbol"
        case .bigint: return "BigInt"
        default: return builtinTag
        }
    }
}

extension Agent {
    /// thisBooleanValue, thisNumberValue, thisBigIntValue and thisSymbolValue (§20.3.3,
    /// §21.1.3, §21.2.3, §20.4.3): the primitive `read` finds in `value` or in the wrapper
    /// object `value` is, else V8's TypeError naming the method.
    func thisPrimitiveValue<Value>(_ value: JSValue, type: String, method: String,
                                   _ read: (JSValue) -> Value?) throws -> Value {
        if let primitive = read(value) { return primitive }
        if let object = value.asObject, let wrapper = object as? JSPrimitiveWrapper,
            let primitive = read(wrapper.primitiveValue)
        {
            return primitive
        }
        throw typeError("\(type).prototype.\(method) requires that 'this' be a \(type)")
    }
}

/// A Boolean, Number or Symbol object (§19.3, §20.1, §19.4): an ordinary object with the
/// primitive in an internal slot ([[BooleanData]], [[NumberData]], [[SymbolData]]).
final class JSPrimitiveWrapper: JSObject {
    let primitiveValue: JSValue

    init(value: JSValue, shape: Shape, prototype: JSObject?) {
        primitiveValue = value
        super.init(shape: shape, prototype: prototype)
    }

    override var builtinTag: String {
        switch primitiveValue {
        case .boolean: return "Boolean"
        case .number: return "Number"
        default: return "Object"
        }
    }

    override var className: String {
        if case .symbol = primitiveValue { return "Symbol" }
        return builtinTag
    }
}

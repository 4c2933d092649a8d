/// How a `NativeFastBody` reads its arguments in the caller's registers: only conversions
/// that can neither run script nor throw (a number is its own ToNumber, undefined, null and
/// booleans convert to constants); nil for anything else, which then takes the full call.
extension UnsafeBufferPointer where Element == JSValue {
    /// The argument at `index`, undefined when fewer were passed.
    @inline(__always) func argument(_ index: Int) -> JSValue {
        index < count ? self[index] : .undefined
    }

    /// ToNumber of the argument at `index` when it cannot run script.
    @inline(__always) func number(_ index: Int) -> Double? {
        switch argument(index) {
        case .number(let number): return number
        case .undefined: return .nan
        case .null: return 0
        case .boolean(let value): return value ? 1 : 0
        default: return nil
        }
    }

    /// ToIntegerOrInfinity of the argument at `index` when it cannot run script.
    @inline(__always) func integer(_ index: Int) -> Double? {
        number(index)?.integerOrInfinity
    }

    /// The argument at `index` when it is a string.
    @inline(__always) func string(_ index: Int) -> JSString? {
        if case .string(let reference) = argument(index) { return reference.string }
        return nil
    }
}

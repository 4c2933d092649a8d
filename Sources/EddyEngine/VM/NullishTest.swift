/// A comparison with `null` or `undefined` — `x === null`, `undefined !== y`, `x == null` —
/// as the fused `isNullish` instruction encodes it in one immediate word (and the conditional
/// jumps the compiler picks for it in a condition): which values pass, and whether the
/// comparison is negated. Loose equality with either literal holds for exactly `null` and
/// `undefined` (§7.2.14 steps 2–3: no conversion, so an object's `valueOf` is never called),
/// so the VM tests the register's tag instead of loading the literal and comparing.
struct NullishTest: Equatable {
    enum Matches: Int32 {
        /// `=== null`
        case null
        /// `=== undefined`
        case undefined
        /// `== null`, `== undefined`
        case nullish
    }

    let matches: Matches
    let isNegated: Bool

    /// The instruction's immediate operand.
    var word: Int32 { matches.rawValue | (isNegated ? 0x10 : 0) }

    /// Whether the comparison an instruction's immediate encodes is true for `value`.
    @inline(__always)
    static func holds(word: Int32, for value: JSValue) -> Bool {
        let matched: Bool
        switch value {
        case .null: matched = word & 0xF != Matches.undefined.rawValue
        case .undefined: matched = word & 0xF != Matches.null.rawValue
        default: matched = false
        }
        return matched != (word & 0x10 != 0)
    }
}

/// The code units a match can begin with, when the program says so plainly: exec skips the
/// positions whose unit is not among them instead of starting the machine at each one (a
/// search for `/[<>&]/` or `/\n|\r/` through a long text). Only for patterns without `i`,
/// `u` or `v` (where one character is one code unit), whose every path consumes a
/// character before any assertion, look-around, loop or back-reference.
struct RegExpFirstUnits: Sendable {
    private var bits = [UInt64](repeating: 0, count: 1024)

    @inline(__always)
    func contains(_ unit: UInt16) -> Bool {
        bits[Int(unit) >> 6] & (1 << (UInt64(unit) & 63)) != 0
    }

    private mutating func insert(_ unit: UInt32) {
        bits[Int(unit) >> 6] |= 1 << (UInt64(unit) & 63)
    }

    /// Adds the BMP part of `range`, a word at a time where it covers whole words.
    private mutating func insert(_ range: ClosedRange<UInt32>) {
        guard range.lowerBound <= 0xFFFF else { return }
        var unit = range.lowerBound
        let last = min(range.upperBound, 0xFFFF)
        while unit <= last {
            if unit & 63 == 0 && last - unit >= 63 {
                bits[Int(unit) >> 6] = ~0
                unit += 64
            } else {
                insert(unit)
                unit += 1
            }
        }
    }

    /// Nil when a path reaches something other than a character, a set or a plain repeat
    /// of one first (or when the flags make units and characters differ).
    init?(ops: [RegExpOp], sets: [RegExpCharacterSet], flags: RegExpFlags) {
        guard !flags.ignoreCase, !flags.isUnicodeMode, ops.count > 1 else { return nil }
        var pending = [1]
        var visited = Set<Int>()
        while let pc = pending.popLast() {
            guard pc >= 0, pc < ops.count, visited.insert(pc).inserted else { continue }
            switch ops[pc] {
            case .save, .setRegister:
                pending.append(pc + 1)
            case .jump(let target):
                pending.append(Int(target))
            case .split(let alternative):
                pending.append(pc + 1)
                pending.append(Int(alternative))
            case .character(let c, backward: false):
                guard c < 0x10000 else { return nil }
                insert(c)
            case .set(let index, backward: false):
                // Plain ranges only: anything else would cost a test of every unit.
                guard index < sets.count else { return nil }
                let set = sets[Int(index)]
                guard !set.isNegated, set.complements.isEmpty, set.properties.isEmpty, set.nested.isEmpty,
                    set.intersected.isEmpty, set.subtracted.isEmpty
                else { return nil }
                for range in set.ranges { insert(range) }
            case .simpleRepeat(let min, _, _, let next):
                // The repeated matcher is at pc + 1; with no minimum the rest may come first.
                pending.append(pc + 1)
                if min == 0 { pending.append(Int(next)) }
            default:
                return nil
            }
        }
    }
}

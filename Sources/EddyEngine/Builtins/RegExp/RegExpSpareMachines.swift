/// Machines of RegExps that matched once, kept per agent for the next RegExp of the same
/// program. A literal evaluated in a loop (`s.split(/\s+/)` in a function called per line)
/// is a new object each time (§13.2.7.3), so a machine kept by the object alone was built
/// anew for each one: its slot, register and backtrack arrays, three allocations and some
/// 700 instructions before the first step. A direct-mapped table by program address: a
/// lookup is a shift, a mask and an identity compare, and a collision only costs the
/// machine that was there. Per agent, so no lock (programs are shared between threads).
struct RegExpSpareMachines {
    private static let entryCount = 32
    private var machines = [RegExpMachine?](repeating: nil, count: entryCount)

    private static func index(of program: RegExpProgram) -> Int {
        // Objects are 16-byte aligned: the low bits carry nothing.
        Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(program)) >> 4) & (entryCount - 1)
    }

    /// The spare machine for `program`, moved out of the table, if one is there.
    mutating func take(for program: RegExpProgram) -> RegExpMachine? {
        let index = Self.index(of: program)
        guard machines[index]?.program === program else { return nil }
        return machines[index].take()
    }

    /// Keeps `machine` for the next RegExp of its program, in place of the entry's last one.
    mutating func keep(_ machine: consuming RegExpMachine) {
        let index = Self.index(of: machine.program)
        machines[index] = consume machine
    }
}

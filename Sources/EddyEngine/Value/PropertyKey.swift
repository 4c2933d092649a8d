/// An interned string: the one `JSString` instance the agent's atom table keeps for its
/// contents, so two atoms are equal exactly when they are the same instance.
package struct Atom: Hashable {
    let string: JSString

    /// Only `AtomTable` makes atoms: it guarantees uniqueness.
    fileprivate init(interned string: JSString) {
        self.string = string
    }

    package static func == (lhs: Atom, rhs: Atom) -> Bool { lhs.string === rhs.string }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(string))
    }
}

/// A property key (§6.1.7): an array index, an interned string, or a symbol. Lookups compare
/// and hash these by identity or integer, never by string contents.
package enum PropertyKey: Hashable {
    /// A canonical array index: an integer in 0 ..< 2^32 − 1 (§6.1.7).
    case index(UInt32)
    case atom(Atom)
    case symbol(JSSymbol)

    /// The largest array index is 2^32 − 2; 2^32 − 1 is an ordinary string key.
    static let maximumIndex: UInt32 = 0xFFFF_FFFE

    var isSymbol: Bool {
        if case .symbol = self { return true }
        return false
    }

    var arrayIndex: UInt32? {
        if case .index(let index) = self { return index }
        return nil
    }

    /// The key as a JavaScript value (a String or a Symbol).
    var value: JSValue {
        switch self {
        case .index(let index): return .string(JSString(String(index)))
        case .atom(let atom): return .string(atom.string)
        case .symbol(let symbol): return .symbol(symbol)
        }
    }

    /// The key as text, for messages and function names.
    var displayString: String {
        switch self {
        case .index(let index): return String(index)
        case .atom(let atom): return atom.string.stringValue
        case .symbol(let symbol): return symbol.descriptiveString
        }
    }

    /// The array index that `units` spells canonically ("0", "1", …, "4294967294"; never
    /// "01" or "+1"), or `nil`.
    static func arrayIndex(of units: [UInt16]) -> UInt32? {
        guard let first = units.first, units.count <= 10 else { return nil }
        if first == 0x30 { return units.count == 1 ? 0 : nil }
        var value: UInt64 = 0
        for unit in units {
            guard unit >= 0x30 && unit <= 0x39 else { return nil }
            value = value * 10 + UInt64(unit - 0x30)
        }
        guard value <= UInt64(maximumIndex) else { return nil }
        return UInt32(value)
    }
}

extension PropertyKey: CustomStringConvertible {
    package var description: String { displayString }
}

/// The agent's interned strings. An atom lives as long as something holds it — a property
/// key in a shape, a cache or loaded code, or a value the collector marks — and no longer:
/// the table's own reference is borrowed, and the heap owns every atom as it owns any string
/// (`Heap.registerString`). A collection that drops an atom takes it out of the table
/// (`forget`), so keys made and deleted by the million (`o['k' + i]`) do not stay interned
/// for the process's life.
final class AtomTable {
    /// An atom, borrowed, hashed and compared by contents.
    private struct Entry: Hashable {
        unowned(unsafe) let string: JSString

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.string == rhs.string }
        func hash(into hasher: inout Hasher) { hasher.combine(string.contentHash) }
    }

    private var table: Set<Entry> = []
    /// The heap that owns the atoms; it owns this table too (`Heap.atoms`).
    private unowned(unsafe) let heap: Heap

    init(heap: Heap) {
        self.heap = heap
    }

    var count: Int { table.count }

    /// The atom for `string`'s contents, interning it on first sight.
    func atom(_ string: JSString) -> Atom {
        let identity = ObjectIdentifier(self)
        if string.atomTable == identity { return Atom(interned: string) }
        if let index = table.firstIndex(of: Entry(string: string)) { return Atom(interned: table[index].string) }
        // The string itself only when it is flat and no heap owns it yet (this heap must
        // own the atom: the one that drops it takes it out of this table); otherwise a
        // private copy.
        let interned = !string.isRope && string.atomTable == nil && string.markEpoch == Heap.unregisteredEpoch
            ? string : JSString(units: string.units)
        interned.atomTable = identity
        heap.registerString(interned)
        table.insert(Entry(string: interned))
        return Atom(interned: interned)
    }

    func atom(_ string: String) -> Atom {
        atom(JSString(string))
    }

    /// Takes out an atom the collector is dropping: nothing holds it any more.
    func forget(_ string: JSString) {
        guard string.atomTable == ObjectIdentifier(self) else { return }
        table.remove(Entry(string: string))
        string.atomTable = nil
    }

    /// Lets go of every atom, which stay strings: the heap that owns them is going.
    func removeAll() {
        for entry in table { entry.string.atomTable = nil }
        table = []
    }

    /// The property key for a string (§7.1.19 ToPropertyKey after ToString): an index when
    /// the string is a canonical array index, else an atom.
    func key(_ string: JSString) -> PropertyKey {
        // The index test comes first so that no atom ever spells an array index.
        if let index = PropertyKey.arrayIndex(of: string.units) { return .index(index) }
        return .atom(atom(string))
    }

    func key(_ string: String) -> PropertyKey {
        key(JSString(string))
    }
}

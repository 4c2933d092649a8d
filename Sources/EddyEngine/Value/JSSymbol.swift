/// A JavaScript Symbol value (§6.1.5): unique by identity, with an optional description.
/// A cell of the heap, so that a symbol value is a plain word. Property keys hold symbols
/// by strong references the collector does not trace; a symbol is collected once it is
/// unmarked and no such reference remains (`Heap.registerShared`, `Agent.makeSymbol`).
package final class JSSymbol: HeapCell, Hashable {
    private(set) var description: JSString?

    init(description: JSString?) {
        self.description = description
    }

    /// A dropped symbol lets go of its description, which is a cell too: when verifying,
    /// the symbol is kept as a zombie, and would otherwise keep it for ever.
    override func clearReferences(in heap: Heap) {
        description = nil
    }

    convenience init(_ description: String) {
        self.init(description: JSString(description))
    }

    package static func == (lhs: JSSymbol, rhs: JSSymbol) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// SymbolDescriptiveString (§19.4.3.3.1): `Symbol(desc)`.
    var descriptiveString: String {
        "Symbol(\(description?.stringValue ?? ""))"
    }
}

/// The well-known symbols (§6.1.5.1), shared by every realm of an agent.
struct WellKnownSymbols {
    let asyncIterator = JSSymbol("Symbol.asyncIterator")
    let hasInstance = JSSymbol("Symbol.hasInstance")
    let isConcatSpreadable = JSSymbol("Symbol.isConcatSpreadable")
    let iterator = JSSymbol("Symbol.iterator")
    let match = JSSymbol("Symbol.match")
    let matchAll = JSSymbol("Symbol.matchAll")
    let replace = JSSymbol("Symbol.replace")
    let search = JSSymbol("Symbol.search")
    let species = JSSymbol("Symbol.species")
    let split = JSSymbol("Symbol.split")
    let toPrimitive = JSSymbol("Symbol.toPrimitive")
    let toStringTag = JSSymbol("Symbol.toStringTag")
    let unscopables = JSSymbol("Symbol.unscopables")
    /// ECMA-402's %Intl%.[[FallbackSymbol]] (§9.1), which legacy-constructed NumberFormat
    /// and DateTimeFormat objects hang their service on; not a property of `Symbol`.
    let intlFallback = JSSymbol("IntlLegacyConstructedSymbol")

    /// (property name on `Symbol`, symbol), in the order of table 1.
    var all: [(name: String, symbol: JSSymbol)] {
        [("asyncIterator", asyncIterator), ("hasInstance", hasInstance),
         ("isConcatSpreadable", isConcatSpreadable), ("iterator", iterator), ("match", match),
         ("matchAll", matchAll), ("replace", replace), ("search", search), ("species", species),
         ("split", split), ("toPrimitive", toPrimitive), ("toStringTag", toStringTag),
         ("unscopables", unscopables)]
    }
}

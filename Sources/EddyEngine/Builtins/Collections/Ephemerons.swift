/// A weak collection's side of the collector (ephemeron semantics): a visited table
/// registers itself on the marker, and after the ordinary marking the heap calls
/// `resolveEphemerons()` then `sweepEphemerons()`.
protocol EphemeronTable: AnyObject {
    /// Marks the value of every entry whose key is marked; returns whether it marked any.
    func markValuesOfMarkedKeys(_ marker: inout Marker) -> Bool
    /// Drops every entry whose key was not marked in `epoch`.
    func removeEntriesWithUnmarkedKeys(epoch: UInt32)
}

extension Marker {
    /// Marks what weak maps keep alive through reachable keys, until nothing new is
    /// reached (marking a value may make another table's key reachable).
    mutating func resolveEphemerons() {
        var isMarking = true
        while isMarking {
            isMarking = false
            var position = 0
            while position < ephemeronTables.count {
                let table = ephemeronTables[position]
                if table.markValuesOfMarkedKeys(&self) { isMarking = true }
                position += 1
            }
            drain()
        }
    }

    /// Removes the entries whose keys stayed unmarked: they are about to be freed.
    func sweepEphemerons() {
        for table in ephemeronTables { table.removeEntriesWithUnmarkedKeys(epoch: epoch) }
    }
}

extension JSValue {
    /// Whether this value holds a cell (an object, a symbol or a BigInt) that was not marked
    /// in `epoch`. Reads the mark without unwrapping the cell,
    /// which the sweep is about to drop.
    func holdsCellUnmarked(in epoch: UInt32) -> Bool {
        switch self {
        case .object(let reference): return reference.unmanaged._withUnsafeGuaranteedRef { $0.markEpoch != epoch }
        case .symbol(let reference): return reference.unmanaged._withUnsafeGuaranteedRef { $0.markEpoch != epoch }
        case .bigint(let reference): return reference.unmanaged._withUnsafeGuaranteedRef { $0.markEpoch != epoch }
        default: return false
        }
    }
}

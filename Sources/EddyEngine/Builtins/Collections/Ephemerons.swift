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

/// A WeakRef instance (§26.1): its target (an object or a non-registered symbol) is not
/// marked through it; the collector clears the target once nothing else reaches it.
final class JSWeakRef: JSObject, EphemeronTable {
    private(set) var target: JSValue

    init(target: JSValue, prototype: JSObject?, in agent: Agent) {
        self.target = target
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    override var className: String { "WeakRef" }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        switch target {
        case .object, .symbol: marker.ephemeronTables.append(self)
        default: break
        }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        target = .undefined
    }

    func markValuesOfMarkedKeys(_ marker: inout Marker) -> Bool { false }

    func removeEntriesWithUnmarkedKeys(epoch: UInt32) {
        if target.holdsCellUnmarked(in: epoch) { target = .undefined }
    }
}

/// A FinalizationRegistry instance (§26.2): cells of (target, held value, unregister
/// token); targets and tokens are weak, held values strong. A cell whose target the
/// collector finds unreachable moves to `pendingHeldValues`, and the agent calls the
/// cleanup callback with each later, outside the collection (HostEnqueueFinalization-
/// RegistryCleanupJob). Until then `unregister` can still withdraw it, as the
/// specification's cells stay in [[Cells]] until the cleanup.
final class JSFinalizationRegistry: JSObject, EphemeronTable {
    struct Cell {
        var target: JSValue
        var heldValue: JSValue
        var token: JSValue
    }

    private(set) var cleanup: JSObject?
    private(set) var cells: [Cell] = []
    /// Cells of collected targets, waiting for the cleanup callback.
    private(set) var pendingCells: [Cell] = []
    private weak var agent: Agent?

    init(cleanup: JSObject, prototype: JSObject?, in agent: Agent) {
        self.cleanup = cleanup
        self.agent = agent
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    override var className: String { "FinalizationRegistry" }

    func register(target: JSValue, heldValue: JSValue, token: JSValue) {
        cells.append(Cell(target: target, heldValue: heldValue, token: token))
    }

    /// Removes the cells registered with `token`; whether there were any.
    func unregister(token: JSValue) -> Bool {
        let before = cells.count + pendingCells.count
        cells.removeAll { JSValue.isSameValue($0.token, token) }
        pendingCells.removeAll { JSValue.isSameValue($0.token, token) }
        return cells.count + pendingCells.count != before
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(cleanup)
        for cell in cells { marker.mark(cell.heldValue) }
        for cell in pendingCells { marker.mark(cell.heldValue) }
        if !cells.isEmpty || !pendingCells.isEmpty { marker.ephemeronTables.append(self) }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        cleanup = nil
        cells = []
        pendingCells = []
    }

    func markValuesOfMarkedKeys(_ marker: inout Marker) -> Bool { false }

    func removeEntriesWithUnmarkedKeys(epoch: UInt32) {
        func isCollected(_ value: JSValue) -> Bool { value.holdsCellUnmarked(in: epoch) }
        var collected: [Cell] = []
        cells.removeAll { cell in
            guard isCollected(cell.target) else { return false }
            collected.append(Cell(target: .undefined, heldValue: cell.heldValue, token: cell.token))
            return true
        }
        pendingCells.append(contentsOf: collected)
        // A token nothing else reaches can no longer be passed to unregister.
        for index in cells.indices where isCollected(cells[index].token) { cells[index].token = .undefined }
        for index in pendingCells.indices where isCollected(pendingCells[index].token) { pendingCells[index].token = .undefined }
        if !collected.isEmpty { agent?.scheduleFinalizationCleanup(self) }
    }

    /// Calls the cleanup callback with each pending held value (errors are the caller's).
    func runCleanup(in agent: Agent) throws {
        guard let cleanup else { return }
        while !pendingCells.isEmpty {
            let heldValue = pendingCells.removeFirst().heldValue
            _ = try agent.call(.object(cleanup), this: .undefined, arguments: [heldValue])
        }
    }
}

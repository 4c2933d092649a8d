/// A JavaScript value an embedder holds outside the heap: pinned while the handle lives.
final class JSHandle {
    let value: JSValue
    private weak var heap: Heap?

    init(_ value: JSValue, in agent: Agent) {
        self.value = value
        heap = agent.heap
        if let cell = value.heapCell { agent.heap.pin(cell) }
    }

    /// The value is unwrapped only while its heap lives: once the heap is gone, so is the
    /// cell (a value does not own its cell).
    deinit {
        if let heap, let cell = value.heapCell { heap.unpin(cell) }
    }
}

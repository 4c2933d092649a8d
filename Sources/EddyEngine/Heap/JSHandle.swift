/// A JavaScript value an embedder holds outside the heap: pinned while the handle lives.
final class JSHandle {
    let value: JSValue
    private weak var heap: Heap?

    init(_ value: JSValue, in agent: Agent) {
        self.value = value
        heap = agent.heap
        if let object = value.asObject { agent.heap.pin(object) }
    }

    /// The value is unwrapped only while its heap lives: once the heap is gone, so is the
    /// object (a value does not own its cell).
    deinit {
        if let heap, let object = value.asObject { heap.unpin(object) }
    }
}

/// A JavaScript value an embedder holds outside the heap: pinned while the handle lives.
final class JSHandle {
    let value: JSValue
    private weak var heap: Heap?

    init(_ value: JSValue, in agent: Agent) {
        self.value = value
        heap = agent.heap
        if case .object(let object) = value { agent.heap.pin(object) }
    }

    deinit {
        if case .object(let object) = value { heap?.unpin(object) }
    }
}

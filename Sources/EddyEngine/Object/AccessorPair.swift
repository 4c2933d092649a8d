/// The getter and setter of an accessor property, kept in the property's slot. It is an
/// object only so that a slot can hold it; scripts never see one.
final class AccessorPair: JSObject {
    var getter: JSObject?
    var setter: JSObject?

    init(getter: JSObject?, setter: JSObject?, agent: Agent) {
        self.getter = getter
        self.setter = setter
        super.init(shape: agent.heap.emptyShape, prototype: nil)
        agent.heap.register(self)
    }

    override func visitReferences(_ marker: inout Marker) {
        marker.mark(getter)
        marker.mark(setter)
    }

    override func clearReferences(in heap: Heap) {
        getter = nil
        setter = nil
        super.clearReferences(in: heap)
    }
}

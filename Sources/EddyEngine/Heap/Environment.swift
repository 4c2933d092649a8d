/// A scope's captured variables (§8.1 Environment Records, as the compiler lays them out):
/// the compiler gives every binding a closure captures a slot here; bindings no closure
/// captures stay in registers. `nil` in a slot is an uninitialized binding (the temporal
/// dead zone of `let`, `const` and `class`).
final class Environment: HeapCell {
    var slots: ContiguousArray<JSValue?>
    /// Borrowed: the heap owns every environment and `visitReferences` marks this one.
    var parent: Environment? {
        @inline(__always) get { parentUnmanaged?.takeUnretainedValue() }
        set { parentUnmanaged = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `parent` itself, for the VM to walk the chain without retaining each link.
    private(set) var parentUnmanaged: Unmanaged<Environment>?

    /// The object of an object environment record (`with`, the global object), if any.
    var bindingObject: JSObject?

    /// A module environment's import bindings: where each slot's value lives instead.
    var importLinks: ContiguousArray<ImportLink?>?

    init(slotCount: Int, parent: Environment?) {
        slots = ContiguousArray(filling: nil, count: max(0, slotCount))
        parentUnmanaged = parent.map { Unmanaged.passUnretained($0) }
        super.init()
    }

    /// The slot's value, or `nil` if the index is out of range or the binding is not yet
    /// initialized.
    subscript(slot index: Int) -> JSValue? {
        get { slots.indices.contains(index) ? slots[index] : nil }
        set { if slots.indices.contains(index) { slots[index] = newValue } }
    }

    override func visitReferences(_ marker: inout Marker) {
        marker.mark(slots)
        if let parentUnmanaged { marker.mark(borrowed: parentUnmanaged) }
        marker.mark(bindingObject)
        if let importLinks {
            for link in importLinks { marker.mark(link?.environment) }
        }
    }

    override func clearReferences(in heap: Heap) {
        slots = []
        parentUnmanaged = nil
        bindingObject = nil
        importLinks = nil
    }
}

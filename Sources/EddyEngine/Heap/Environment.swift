/// A scope's captured variables (§8.1 Environment Records, as the compiler lays them out):
/// the compiler gives every binding a closure captures a slot here; bindings no closure
/// captures stay in registers. `nil` in a slot is an uninitialized binding (the temporal
/// dead zone of `let`, `const` and `class`).
///
/// Up to `InlineEnvironment`'s largest area the slots live in the cell itself
/// (`Environment.make`): one allocation per scope entered, not a cell and an array, and a
/// slot read goes from the cell straight to the value.
class Environment: HeapCell {
    /// The slots: in the cell (`InlineEnvironment`), or a buffer this environment allocated
    /// (`ownsSlots`), or none. Indices are checked against `count` by every reader.
    final var slots: UnsafeMutableBufferPointer<JSValue?>
    private final var ownsSlots = false
    /// Borrowed: the heap owns every environment and `visitReferences` marks this one.
    final var parent: Environment? {
        @inline(__always) get { parentUnmanaged?.takeUnretainedValue() }
        set { parentUnmanaged = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// `parent` itself, for the VM to walk the chain without retaining each link.
    final private(set) var parentUnmanaged: Unmanaged<Environment>?

    /// The object of an object environment record (`with`, the global object), if any.
    final var bindingObject: JSObject?

    /// A module environment's import bindings: where each slot's value lives instead.
    final var importLinks: ContiguousArray<ImportLink?>?

    /// An environment of `slotCount` uninitialized slots, in its cell when they fit.
    static func make(slotCount: Int, parent: Environment?) -> Environment {
        switch slotCount {
        case ...0: return Environment(ownSlotCount: 0, parent: parent)
        case ...2: return InlineEnvironment<EnvironmentSlots2>(slotCount: slotCount, parent: parent)
        case ...4: return InlineEnvironment<EnvironmentSlots4>(slotCount: slotCount, parent: parent)
        case ...8: return InlineEnvironment<EnvironmentSlots8>(slotCount: slotCount, parent: parent)
        default: return Environment(ownSlotCount: slotCount, parent: parent)
        }
    }

    /// An environment with a buffer of `ownSlotCount` slots of its own (none for 0).
    private init(ownSlotCount: Int, parent: Environment?) {
        if ownSlotCount > 0 {
            slots = .allocate(capacity: ownSlotCount)
            slots.initialize(repeating: nil)
            ownsSlots = true
        } else {
            slots = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
        parentUnmanaged = parent.map { Unmanaged.passUnretained($0) }
        super.init()
    }

    /// For `InlineEnvironment`, which points `slots` into its cell right after.
    fileprivate init(parent: Environment?) {
        slots = UnsafeMutableBufferPointer(start: nil, count: 0)
        parentUnmanaged = parent.map { Unmanaged.passUnretained($0) }
        super.init()
    }

    deinit {
        if ownsSlots { slots.deallocate() }
    }

    /// The slot's value, or `nil` if the index is out of range or the binding is not yet
    /// initialized.
    final subscript(slot index: Int) -> JSValue? {
        get { slots.indices.contains(index) ? slots[index] : nil }
        set { if slots.indices.contains(index) { slots[index] = newValue } }
    }

    /// Copies `other`'s slot values into this environment's (as many as both have).
    final func copySlots(from other: Environment) {
        for index in 0..<min(slots.count, other.slots.count) { slots[index] = other.slots[index] }
    }

    override func visitReferences(_ marker: inout Marker) {
        marker.mark(UnsafeBufferPointer(slots))
        if let parentUnmanaged { marker.mark(borrowed: parentUnmanaged) }
        marker.mark(bindingObject)
        if let importLinks {
            for link in importLinks { marker.mark(link?.environment) }
        }
    }

    override func clearReferences(in heap: Heap) {
        if ownsSlots { slots.deallocate() }
        ownsSlots = false
        slots = UnsafeMutableBufferPointer(start: nil, count: 0)
        parentUnmanaged = nil
        bindingObject = nil
        importLinks = nil
    }
}

/// An environment whose slots are in its own cell, up to `Area.capacity` of them.
final class InlineEnvironment<Area: EnvironmentSlotArea>: Environment {
    private var area = Area()

    fileprivate init(slotCount: Int, parent: Environment?) {
        super.init(parent: parent)
        withUnsafeMutablePointer(to: &area) {
            let start = UnsafeMutableRawPointer($0).bindMemory(to: JSValue?.self, capacity: Area.capacity)
            slots = UnsafeMutableBufferPointer(start: start, count: min(slotCount, Area.capacity))
        }
    }
}

/// Room for a fixed number of slots in an environment's cell (a tuple of them, which Swift
/// lays out as consecutive values), all uninitialized (`nil`) at first.
protocol EnvironmentSlotArea {
    static var capacity: Int { get }
    init()
}

struct EnvironmentSlots2: EnvironmentSlotArea {
    static var capacity: Int { 2 }
    var values: (JSValue?, JSValue?) = (nil, nil)
}

struct EnvironmentSlots4: EnvironmentSlotArea {
    static var capacity: Int { 4 }
    var values: (EnvironmentSlots2, EnvironmentSlots2) = (EnvironmentSlots2(), EnvironmentSlots2())
}

struct EnvironmentSlots8: EnvironmentSlotArea {
    static var capacity: Int { 8 }
    var values: (EnvironmentSlots4, EnvironmentSlots4) = (EnvironmentSlots4(), EnvironmentSlots4())
}

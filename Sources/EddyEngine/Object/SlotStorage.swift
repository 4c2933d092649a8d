/// An object's named-property values, indexed by the slot its shape assigns each key.
///
/// The values live in the object's own cell when they fit (`JSInlineSlotObject`,
/// `BytecodeFunction`: V8's in-object properties, sized by the constructor's slack tracking
/// or the literal's field count), otherwise in a buffer the storage allocates and frees. A
/// plain object is then one allocation, and an inline-cache hit reads the slot next to the
/// shape it checked instead of following a pointer to an array whose count and values sit
/// elsewhere (DeltaBlue's property reads waited on that second cache miss).
///
/// Noncopyable: the storage may point into its object, and a copy that grew would free or
/// outlive memory it does not own. Values are plain words (`JSValue` is `BitwiseCopyable`),
/// so the memory needs no initialization or deinitialization beyond the count.
struct SlotStorage: ~Copyable {
    private var base: UnsafeMutablePointer<JSValue>?
    private var storedCount: UInt32 = 0
    private var storedCapacity: UInt32 = 0
    /// Whether `base` is a buffer this storage allocated (false for none or inline slots).
    private var ownsBuffer = false

    init() {}

    /// Storage over an object's inline area of `capacity` values, empty.
    init(inline area: UnsafeMutableRawPointer, capacity: Int) {
        base = area.bindMemory(to: JSValue.self, capacity: capacity)
        storedCapacity = UInt32(capacity)
    }

    deinit {
        if ownsBuffer { base?.deallocate() }
    }

    @inline(__always) var count: Int { Int(storedCount) }
    @inline(__always) var capacity: Int { Int(storedCapacity) }
    @inline(__always) var isEmpty: Bool { storedCount == 0 }
    var indices: Range<Int> { 0..<count }
    var first: JSValue? { isEmpty ? nil : self[0] }

    /// The bytes of a buffer of its own (inline slots are part of the cell).
    var ownedByteCount: Int { ownsBuffer ? capacity &* MemoryLayout<JSValue>.stride : 0 }

    @inline(__always) subscript(index: Int) -> JSValue {
        get {
            precondition(UInt(bitPattern: index) < UInt(storedCount), "slot out of range")
            return base.unsafelyUnwrapped[index]
        }
        nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(storedCount), "slot out of range")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    /// The address of a slot that exists, for stores and loads in place.
    @inline(__always) func address(of index: Int) -> UnsafeMutablePointer<JSValue> {
        precondition(UInt(bitPattern: index) < UInt(storedCount), "slot out of range")
        return base.unsafelyUnwrapped + index
    }

    @inline(__always) mutating func append(_ value: JSValue) {
        if storedCount == storedCapacity { grow(to: max(4, count &* 2)) }
        base.unsafelyUnwrapped[count] = value
        storedCount &+= 1
    }

    /// Appends `undefined` until there are `count` slots.
    mutating func extend(to newCount: Int) {
        guard newCount > count else { return }
        reserveCapacity(newCount)
        let start = base.unsafelyUnwrapped + count
        start.update(repeating: .undefined, count: newCount &- count)
        storedCount = UInt32(newCount)
    }

    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { grow(to: minimumCapacity) }
    }

    /// Moves the values to a buffer of its own with room for `newCapacity` (the inline area,
    /// if any, is left unused from then on).
    private mutating func grow(to newCapacity: Int) {
        precondition(newCapacity <= Int(UInt32.max), "too many slots")
        let buffer = UnsafeMutablePointer<JSValue>.allocate(capacity: newCapacity)
        if let base {
            buffer.update(from: base, count: count)
            if ownsBuffer { base.deallocate() }
        }
        base = buffer
        ownsBuffer = true
        storedCapacity = UInt32(newCapacity)
    }

    /// Replaces every value with `values`.
    mutating func assign<Values: Collection>(_ values: Values) where Values.Element == JSValue {
        storedCount = 0
        reserveCapacity(values.count)
        var index = 0
        for value in values {
            base.unsafelyUnwrapped[index] = value
            index &+= 1
        }
        storedCount = UInt32(index)
    }

    /// Drops every value and the buffer of its own, if any (a dead object's storage).
    mutating func removeAll() {
        storedCount = 0
        if ownsBuffer {
            base?.deallocate()
            base = nil
            ownsBuffer = false
            storedCapacity = 0
        }
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<JSValue>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}

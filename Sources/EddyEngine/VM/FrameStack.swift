/// The VM's frames in one fixed buffer: frames are read and written in place (no copies
/// of `Frame`, no copy-on-write checks), which matters on every call and return. A frame's
/// slot owns the frame's details (see `Frame`): appending hands them over, dropping
/// releases them.
final class FrameStack: Sequence {
    let capacity: Int
    private let storage: UnsafeMutablePointer<Frame>
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
    }

    deinit {
        for index in 0..<count { storage[index].detailsReference?.release() }
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    var last: Frame? { count > 0 ? storage[count - 1] : nil }

    /// The caller of the top frame's fields without copying it.
    subscript(index: Int) -> Frame {
        @inline(__always) unsafeAddress { UnsafePointer(storage + index) }
        @inline(__always) unsafeMutableAddress { storage + index }
    }

    /// Appends a frame, which hands its details over to the slot; the caller has checked
    /// `count < capacity`.
    @inline(__always)
    func append(_ frame: Frame) {
        precondition(count < capacity, "frame stack overflow")
        (storage + count).initialize(to: frame)
        count += 1
    }

    /// Drops the top frame, releasing the details its slot owns (see `Frame`).
    @inline(__always)
    func dropLast() {
        count -= 1
        if let details = storage[count].detailsReference { details.release() }
        (storage + count).deinitialize(count: 1)
    }

    func makeIterator() -> UnsafeBufferPointer<Frame>.Iterator {
        UnsafeBufferPointer(start: storage, count: count).makeIterator()
    }
}

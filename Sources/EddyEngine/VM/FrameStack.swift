/// The VM's frames in one fixed buffer: frames are read and written in place (no copies
/// of `Frame`, no copy-on-write checks), which matters on every call and return.
final class FrameStack: Sequence {
    let capacity: Int
    private let storage: UnsafeMutablePointer<Frame>
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = UnsafeMutablePointer<Frame>.allocate(capacity: capacity)
    }

    deinit {
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

    /// Appends a frame; the caller has checked `count < capacity`.
    @inline(__always)
    func append(_ frame: consuming Frame) {
        precondition(count < capacity, "frame stack overflow")
        (storage + count).initialize(to: frame)
        count += 1
    }

    @discardableResult
    func removeLast() -> Frame {
        count -= 1
        return (storage + count).move()
    }

    /// Drops the top frame without returning it.
    @inline(__always)
    func dropLast() {
        count -= 1
        (storage + count).deinitialize(count: 1)
    }

    func makeIterator() -> UnsafeBufferPointer<Frame>.Iterator {
        UnsafeBufferPointer(start: storage, count: count).makeIterator()
    }
}

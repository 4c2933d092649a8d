extension ContiguousArray {
    /// `count` copies of `value`, as `init(repeating:count:)` makes them but through the
    /// growth path this module specializes: the standard library's initializer ran its
    /// unspecialized buffer allocation, which looks up the storage class's generic metadata
    /// in the runtime's cache on every call (2% of Havlak's time, for every object's slots
    /// and every environment made).
    @inline(__always)
    init(filling value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}

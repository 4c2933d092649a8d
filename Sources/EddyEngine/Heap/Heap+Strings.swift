#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a string finds its heap when it becomes a value. Strings are made everywhere — by
/// the VM, by every native, by hosts, by code that has no agent at hand — so rather than
/// thread a heap through all of them, each thread knows the heap of the agent that last
/// ran on it (an agent lives on one thread: a worker's is made and run on the worker's).
extension Heap {
    /// What the thread's slot holds: the heap, borrowed, until the heap goes. The slot
    /// retains the link, so a thread whose heap died reads nil rather than freed memory.
    final class ThreadLink {
        fileprivate(set) var heap: Unmanaged<Heap>?
        init(_ heap: Heap) { self.heap = Unmanaged.passUnretained(heap) }
        func detach() { heap = nil }
    }

    private static let currentLinkKey: pthread_key_t? = {
        var key = pthread_key_t()
        // The destructor drops the slot's reference when the thread ends.
        let status = pthread_key_create(&key) { link in
            #if canImport(Glibc)
            guard let link else { return }
            #endif
            Unmanaged<ThreadLink>.fromOpaque(link).release()
        }
        return status == 0 ? key : nil
    }()

    /// What `bindToCurrentThread` replaced in the thread's slot, for `restoreThreadBinding`.
    struct ThreadBinding {
        /// The link the slot held (its reference now owned here), when `didReplace`.
        fileprivate let replaced: UnsafeMutableRawPointer?
        fileprivate let didReplace: Bool

        static var unchanged: ThreadBinding { ThreadBinding(replaced: nil, didReplace: false) }
    }

    /// Makes this heap the one strings made on this thread register with, until
    /// `restoreThreadBinding` puts back what was there. The agent binds for each run of
    /// script or a native and restores after it, so a thread several agents share (test
    /// runners, hosts) never leaves a string made for one agent in another's heap.
    @inline(__always) func bindToCurrentThread() -> ThreadBinding {
        guard let key = Heap.currentLinkKey else { return .unchanged }
        let link = Unmanaged.passUnretained(threadLink).toOpaque()
        let current = pthread_getspecific(key)
        if current == link { return .unchanged }
        return replaceCurrentLink(with: link, key: key, replacing: current)
    }

    /// Undoes `bindToCurrentThread`.
    @inline(__always) func restoreThreadBinding(_ binding: ThreadBinding) {
        if binding.didReplace { Heap.restoreCurrentLink(binding.replaced) }
    }

    /// Makes this heap the thread's for good: for a thread that runs this agent alone (a
    /// runtime's loop thread, a worker's), where strings made between runs — by the event
    /// loop's callbacks — must register with it too.
    func claimCurrentThread() {
        let binding = bindToCurrentThread()
        if binding.didReplace, let replaced = binding.replaced {
            Unmanaged<ThreadLink>.fromOpaque(replaced).release()
        }
    }

    @inline(never) private func replaceCurrentLink(with link: UnsafeMutableRawPointer, key: pthread_key_t,
                                                   replacing current: UnsafeMutableRawPointer?) -> ThreadBinding {
        _ = Unmanaged.passRetained(threadLink)
        pthread_setspecific(key, link)
        return ThreadBinding(replaced: current, didReplace: true)
    }

    @inline(never) private static func restoreCurrentLink(_ replaced: UnsafeMutableRawPointer?) {
        guard let key = currentLinkKey else { return }
        let current = pthread_getspecific(key)
        pthread_setspecific(key, replaced)
        if let current { Unmanaged<ThreadLink>.fromOpaque(current).release() }
    }

    /// Registers a string that is becoming a value (`JSValue.string(_:)`) with the current
    /// thread's heap, as a shared cell: the value does not keep it, the heap does, until a
    /// collection finds it neither marked nor held by Swift code. Made where no heap is bound
    /// (Swift code between runs, on a thread agents share), the string is an *orphan*: kept
    /// by a reference of its own until the first collection that marks it adopts it
    /// (`Marker`), so it goes to the heap of the agent that uses it, never to a bystander's.
    @inline(never) static func registerEscapingString(_ string: JSString) {
        if let key = currentLinkKey, let link = pthread_getspecific(key),
            let heap = Unmanaged<ThreadLink>.fromOpaque(link)._withUnsafeGuaranteedRef({ $0.heap })
        {
            heap._withUnsafeGuaranteedRef { $0.registerString(string) }
            return
        }
        _ = Unmanaged.passRetained(string)
        string.markEpoch = Heap.orphanEpoch
    }
}

/// The heap's strings, in a list of their own: a string program makes and drops millions,
/// and keeping them apart from symbols and BigInts lets a collection skip them while it
/// looks for symbols held by Swift code, and sweep them in one tight loop.
///
/// Strings registered since the last collection are *young*; those that survive one are
/// *old*. Most strings die young, so each collection sweeps the young ones and leaves the
/// old ones until their list has doubled since it was last swept (a full collection —
/// `gc()`, the verifier — sweeps both): a program that keeps a million strings (a rope
/// built by `s += x`) no longer has every one checked at every collection. An old string
/// left unswept is unmarked and held by nothing, so nothing can reach it; it is only
/// memory kept a little longer, at most as much as the old strings that are live.
struct StringCells {
    /// Owned references (retained once by `append`), each list in registration order, so
    /// a rope or slice always comes after the strings it holds.
    private var young: UnsafeMutablePointer<Unmanaged<JSString>>
    private var youngCount = 0
    private var youngCapacity: Int
    private var old: ContiguousArray<Unmanaged<JSString>> = []
    /// How many old strings the last sweep of them kept.
    private var oldSweptCount = 0

    init() {
        youngCapacity = 1024
        young = .allocate(capacity: youngCapacity)
    }

    var count: Int { youngCount + old.count }

    /// Whether some old strings wait for a sweep: the count includes dead ones.
    var hasUnsweptStrings: Bool { old.count > oldSweptCount }

    /// The bytes the listed strings hold, `perCell` for each cell besides its units (for a
    /// heap byte limit).
    func byteCount(perCell: Int) -> Int {
        var total = 0
        for index in 0..<youngCount {
            total &+= perCell &+ young[index]._withUnsafeGuaranteedRef { $0.ownedByteCount }
        }
        for string in old { total &+= perCell &+ string._withUnsafeGuaranteedRef { $0.ownedByteCount } }
        return total
    }

    /// Takes ownership of one reference to `string` (retaining it).
    @inline(__always) mutating func append(_ string: JSString) {
        if youngCount == youngCapacity { grow() }
        (young + youngCount).initialize(to: Unmanaged.passRetained(string))
        youngCount += 1
    }

    /// Takes over the reference an orphan string kept to itself (`registerEscapingString`).
    mutating func adopt(_ string: Unmanaged<JSString>) {
        if youngCount == youngCapacity { grow() }
        (young + youngCount).initialize(to: string)
        youngCount += 1
    }

    private mutating func grow() {
        let capacity = youngCapacity * 2
        let larger = UnsafeMutablePointer<Unmanaged<JSString>>.allocate(capacity: capacity)
        larger.moveInitialize(from: young, count: youngCount)
        young.deallocate()
        young = larger
        youngCapacity = capacity
    }

    /// Drops the strings that are unmarked in `epoch` and that the heap alone holds, newest
    /// first: a rope or slice lets go of the strings it reads as it is dropped, so the whole
    /// dead chain of an `s += x` loop goes in one collection. Dropped strings leave `atoms`.
    /// Returns how many were dropped; with `keepingDropped` (the verifier's zombies) they
    /// are appended to `dead` unreleased and marked dead, otherwise released here.
    mutating func sweep(epoch: UInt32, full: Bool, atoms: AtomTable, keepingDropped: Bool,
                        into dead: inout [Unmanaged<HeapCell>]) -> Int {
        var dropped = 0
        let youngKept = StringCells.sweep(young, count: youngCount, epoch: epoch, atoms: atoms,
                                          keepingDropped: keepingDropped, into: &dead, dropped: &dropped)
        let sweepsOld = full || old.count >= 2 * oldSweptCount + 1024
        if sweepsOld {
            let oldKept = old.withUnsafeMutableBufferPointer { buffer in
                StringCells.sweep(buffer.baseAddress!, count: buffer.count, epoch: epoch, atoms: atoms,
                                  keepingDropped: keepingDropped, into: &dead, dropped: &dropped)
            }
            old.removeLast(old.count - oldKept)
        }
        old.append(contentsOf: UnsafeBufferPointer(start: young, count: youngKept))
        youngCount = 0
        if sweepsOld { oldSweptCount = old.count }
        return dropped
    }

    /// Sweeps `count` strings at `base` from the last to the first, compacting the kept ones
    /// to the front in their order; returns how many were kept.
    private static func sweep(_ base: UnsafeMutablePointer<Unmanaged<JSString>>, count: Int, epoch: UInt32,
                              atoms: AtomTable, keepingDropped: Bool, into dead: inout [Unmanaged<HeapCell>],
                              dropped: inout Int) -> Int {
        var write = count
        var index = count
        while index > 0 {
            index -= 1
            let cell = base[index]
            let isDead = cell._withUnsafeGuaranteedRef { string -> Bool in
                guard string.markEpoch != epoch else { return false }
                return Heap.isOwnedByHeapAlone(cell)
            }
            if !isDead {
                write -= 1
                base[write] = cell
                continue
            }
            dropped += 1
            cell._withUnsafeGuaranteedRef { string in
                if string.atomTable != nil { atoms.forget(string) }
                string.dropReferences()
            }
            if keepingDropped {
                cell._withUnsafeGuaranteedRef { $0.markEpoch = Heap.deadEpoch }
                dead.append(Unmanaged<HeapCell>.fromOpaque(cell.toOpaque()))
            } else {
                cell.release()
            }
        }
        // The kept strings gathered at the end, in order.
        let kept = count - write
        if write > 0, kept > 0 {
            UnsafeMutableRawPointer(base).copyMemory(from: base + write,
                                                     byteCount: kept * MemoryLayout<Unmanaged<JSString>>.stride)
        }
        return kept
    }

    /// Lets go of every string (the heap is going), clearing each first with `clearing`.
    mutating func removeAll(clearing: Bool) {
        let all = UnsafeBufferPointer(start: young, count: youngCount) + old
        youngCount = 0
        old = []
        oldSweptCount = 0
        if clearing { for cell in all { cell._withUnsafeGuaranteedRef { $0.dropReferences() } } }
        for cell in all { cell.release() }
    }

    /// Frees the list itself; the strings must be gone (`removeAll`).
    func deallocate() {
        young.deallocate()
    }
}

extension Agent {
    /// The value of a string the engine made with its agent at hand: registered with the
    /// agent's heap directly, without the thread's link `JSValue.string(_:)` reads. The paths
    /// that make strings by the million (concatenation, ToString, the String built-ins)
    /// use it.
    @inline(__always) func value(of string: JSString) -> JSValue {
        if string.markEpoch == Heap.unregisteredEpoch { heap.registerString(string) }
        return .string(StringReference(string))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Statistics of the collector, for tests and benchmarks.
struct HeapStatistics: Equatable {
    var liveCellCount = 0
    /// Of those, the symbols and BigInts (`Heap.registerShared`).
    var liveSharedCellCount = 0
    /// Cells dropped by one collection and reached again by a later one (missed roots).
    var droppedCellsReached = 0
    var collectionCount = 0
    var freedCellCount = 0
    var allocationsSinceCollection = 0
    /// Time spent collecting, in total and in the longest single collection.
    var totalCollectionTime = Duration.zero
    var longestCollectionTime = Duration.zero
}

/// Every cell the engine allocated, in one list, and the mark-and-clear collector over it
/// (docs/architecture.md, "Memory"). The heap knows no roots itself: the agent supplies them.
final class Heap {
    /// Every registered cell, each reference owned (retained once by `register`, released
    /// once when the cell is dropped): a list of plain pointers compacts without a retain
    /// and a release per cell at every collection.
    private var cells: ContiguousArray<Unmanaged<HeapCell>> = []
    /// Strings, symbols and BigInts (`registerShared`): cells that Swift code may also hold
    /// by a strong reference — a rope its halves, an atom table its atoms, a property key its
    /// symbol, loaded code its literals — and that stay alive while it does, marked or not.
    private var sharedCells: ContiguousArray<Unmanaged<HeapCell>> = []
    /// Cells that live as long as the heap (`registerPermanent`): never swept, released
    /// with the heap.
    private var permanentCells: ContiguousArray<Unmanaged<HeapCell>> = []
    private var epoch: UInt32 = 1
    private var allocationDebt = 0
    private var threshold: Int
    /// Bytes allocated outside cells (ArrayBuffer data, long strings) since the last
    /// collection. A cell count alone would let a loop that reads a 20 MB file into a
    /// fresh buffer each time run to gigabytes before its few dead cells — each holding
    /// megabytes — added up to a collection (V8 accounts external memory the same way).
    private var externalDebt = 0
    private var collectionCount = 0
    private var freedCellCount = 0
    private var totalCollectionTime = Duration.zero
    private var longestCollectionTime = Duration.zero

    /// The smallest allocation debt that triggers a collection: below it, collecting costs
    /// more than the memory it frees.
    let minimumThreshold: Int

    /// `EDDY_GC_STRESS=1`: every safe point collects.
    var isStressEnabled: Bool

    /// `EDDY_GC_VERIFY=1`: a collection that reaches a cell an earlier collection dropped
    /// stops the process with a report. Such a cell was held by Swift code across a
    /// collection without being rooted and then stored where the roots reach it; it would
    /// be a dangling pointer (object values do not own their cells), so verifying keeps
    /// dropped cells as zombies (`keepsDroppedCells`) and makes reaching one fatal.
    var isVerifying = false

    /// The mark epoch of a dropped cell; no collection uses it.
    static let deadEpoch = UInt32.max
    /// The mark epoch of a cell not registered yet (see `HeapCell.markEpoch`); no
    /// collection uses it either.
    static let unregisteredEpoch = UInt32.max - 1

    /// Stops the process if `object`, about to become a value, is owned by no heap.
    static func checkRegistered(_ object: HeapCell) {
        if object.markEpoch == unregisteredEpoch {
            fatalError("a \(type(of: object)) no heap owns became a value: register it (Heap.register) "
                       + "before a value refers to it")
        }
    }

    /// `EDDY_GC_VERIFY=1` for the whole process: every heap keeps the cells it drops as
    /// zombies (cleared, `deadEpoch`, not released) and debug builds check, each time an
    /// object value is unwrapped (`ObjectReference.object`), that it is not one. An object
    /// value does not keep its cell alive, so a value held where the collector cannot see
    /// it would otherwise point at freed memory; as a zombie it is caught where it is used.
    static let keepsDroppedCells = getenv("EDDY_GC_VERIFY").map { String(cString: $0) != "0" } ?? false

    /// Stops the process if `cell` was dropped by a collection (see `keepsDroppedCells`).
    @inline(__always) static func checkLive(_ cell: HeapCell) {
        if cell.markEpoch == deadEpoch { reportDeadCell(cell) }
    }

    private static func reportDeadCell(_ cell: HeapCell) -> Never {
        fatalError("heap verifier: a \(type(of: cell)) the collector dropped is used again: a value held "
                   + "outside the collector's roots across a collection (a missed root; the backtrace "
                   + "below names the site)")
    }

    /// Dropped cells kept unreleased while verifying (see `keepsDroppedCells`), one batch per
    /// collection, oldest first. Past `zombieLimit` cells the oldest batches are released: a
    /// missed root is used soon after the collection that dropped its cell, and keeping every
    /// zombie would hold a program's whole allocation history (600 MB for
    /// bench/engine/cyclic_garbage.js).
    private var zombies: [[Unmanaged<HeapCell>]] = []
    private var zombieCount = 0
    /// The first batch not released yet (released ones are emptied, then dropped in bulk).
    private var zombieHead = 0
    static let zombieLimit = 500_000

    /// How many dropped cells collections have reached again (counted always; fatal when
    /// verifying).
    private(set) var droppedCellsReached = 0
    /// What the last collection found wrong, if anything: the agent reports it with the
    /// JavaScript stack when verifying.
    var verifierFinding: String?

    /// `EDDY_GC_DISABLE=1`: safe points never collect (explicit `collect()` still does), so
    /// the memory benchmark can show what the collector saves.
    var isAutomaticCollectionDisabled = false

    /// The shape every cleared object falls back to, so that a stale reference to a freed
    /// object still sees a consistent (empty) object.
    let emptyShape: Shape

    /// The agent's interpreter (see `Agent.vm`), which lives as long as the agent: the heap
    /// is the agent's part that owns it. The VM refers back to the agent without retaining it.
    var interpreter: VM? {
        didSet { interpreterReference = interpreter.map { Unmanaged.passUnretained($0) } }
    }
    /// `interpreter`, borrowed: the per-call checks read it without a retain and a release.
    private(set) var interpreterReference: Unmanaged<VM>?

    /// The private elements (ES2022) of the objects that have any, by the object's identity
    /// (Object/PrivateName.swift). An object marks its entry as part of itself and removes it
    /// when it dies, which every registered cell does through `clearReferences`.
    var privateElements: [ObjectIdentifier: PrivateElements] = [:]

    /// Cells pinned by embedders, with a count per cell.
    private var pins: [ObjectIdentifier: (cell: HeapCell, count: Int)] = [:]

    /// The handle scopes of running natives (see `Agent.enterNativeScope`): every cell
    /// allocated while a native runs, and every value handed back to it, stays rooted until
    /// that native returns. This is what makes Swift locals in natives safe without
    /// explicit rooting.
    private(set) var scopedCells: ContiguousArray<HeapCell> = []
    /// Whether new cells go into the innermost handle scope (a native is running, not
    /// bytecode).
    var isRecordingScope = false

    /// This heap as the threads it ran on know it (Heap+Strings.swift): detached when the
    /// heap is disposed of or freed.
    private(set) lazy var threadLink = ThreadLink(self)

    init(emptyShape: Shape, isStressEnabled: Bool, minimumThreshold: Int = 100_000) {
        self.emptyShape = emptyShape
        self.isStressEnabled = isStressEnabled
        self.minimumThreshold = minimumThreshold
        self.threshold = minimumThreshold
    }

    /// Drops every cell and its references now, pins included: the heap of an agent that
    /// will run nothing more. Cycles through Swift closures (a host function capturing its
    /// host, which owns the agent) end here, so the host and agent can be freed.
    func dispose() {
        threadLink.detach()
        let all = cells + sharedCells + zombies.joined() + permanentCells
        cells = []
        sharedCells = []
        permanentCells = []
        zombies = []
        zombieCount = 0
        zombieHead = 0
        defer { for cell in all { cell.release() } }
        pins = [:]
        scopedCells = []
        for cell in all { cell._withUnsafeGuaranteedRef { $0.clearReferences(in: self) } }
    }

    /// Drops every cell's references so the whole graph is freed with the agent.
    deinit {
        threadLink.detach()
        for cell in cells { cell._withUnsafeGuaranteedRef { $0.clearReferences(in: self) } }
        for cell in cells { cell.release() }
        for cell in sharedCells { cell.release() }
        for batch in zombies { for cell in batch { cell.release() } }
        for cell in permanentCells { cell.release() }
    }

    var statistics: HeapStatistics {
        HeapStatistics(liveCellCount: liveCellCount, liveSharedCellCount: sharedCells.count,
                       droppedCellsReached: droppedCellsReached,
                       collectionCount: collectionCount,
                       freedCellCount: freedCellCount, allocationsSinceCollection: allocationDebt,
                       totalCollectionTime: totalCollectionTime, longestCollectionTime: longestCollectionTime)
    }

    var liveCellCount: Int { cells.count + sharedCells.count }

    /// Adds a new cell to the heap. Every object and environment goes through here.
    @inline(__always) @discardableResult
    func register<Cell: HeapCell>(_ cell: Cell) -> Cell {
        cells.append(Unmanaged<HeapCell>.passRetained(cell))
        return noteRegistered(cell)
    }

    /// Adds a string, symbol or BigInt. Besides values, which the collector marks, Swift code
    /// holds these by strong references it does not trace: every property key (shapes, their
    /// transitions and lookup tables, for-in name caches, key lists a native is walking), the
    /// atom table, ropes and slices over a string, the global symbol registry, the well-known
    /// symbols, loaded code's literals, any Swift local holding a `JSString`. A
    /// collection drops such a cell only when it is unmarked *and* the heap's reference is
    /// its only one (see `markSharedCellsHeldElsewhere`), so each of those holders keeps it
    /// exactly as long as it holds it, with no root to forget.
    @inline(__always) @discardableResult
    func registerShared<Cell: HeapCell>(_ cell: Cell) -> Cell {
        sharedCells.append(Unmanaged<HeapCell>.passRetained(cell))
        return noteRegistered(cell)
    }

    /// What registering a cell in either list does besides the list: its first epoch, the
    /// debt that triggers a collection, and the recording scope.
    @inline(__always)
    private func noteRegistered<Cell: HeapCell>(_ cell: Cell) -> Cell {
        if cell.markEpoch == Heap.unregisteredEpoch { cell.markEpoch = 0 }
        allocationDebt += 1
        if isRecordingScope { scopedCells.append(cell) }
        return cell
    }

    /// Adds a cell that lives as long as the heap: never collected, so no root need hold it
    /// (the well-known symbols, which the agent holds anyway).
    @discardableResult
    func registerPermanent<Cell: HeapCell>(_ cell: Cell) -> Cell {
        permanentCells.append(Unmanaged<HeapCell>.passRetained(cell))
        if cell.markEpoch == Heap.unregisteredEpoch { cell.markEpoch = 0 }
        return cell
    }

    /// Roots `cell` in the innermost handle scope, if one is recording.
    @inline(__always) func retainInScope(_ cell: HeapCell) {
        if isRecordingScope { scopedCells.append(cell) }
    }

    /// Drops the handle-scope entries above `mark`.
    func truncateScope(to mark: Int) {
        if scopedCells.count > mark { scopedCells.removeLast(scopedCells.count - mark) }
    }

    /// How many bytes allocated outside cells make a collection due (less under a byte
    /// limit: see `limitLiveBytes`).
    static let externalThreshold = 64 << 20
    private var externalThreshold = Heap.externalThreshold

    /// What one cell counts for under a byte limit, besides what it owns elsewhere: a Swift
    /// object's header and fields, and its entry in the heap's list.
    static let cellByteEstimate = 64
    /// Whether each collection adds up `liveByteCount` (only under a byte limit: it costs a
    /// pass over the surviving cells).
    private var measuresLiveBytes = false
    /// The bytes the cells that survived the last collection hold, cells and what they own
    /// (`HeapCell.ownedByteCount`); 0 unless measured.
    private(set) var liveByteCount = 0

    /// Measures `liveByteCount` at every collection from now on, and collects often enough
    /// for a limit of `bytes`: after a quarter of it allocated outside cells.
    func limitLiveBytes(to bytes: Int) {
        measuresLiveBytes = true
        externalThreshold = Swift.max(Swift.min(Heap.externalThreshold, bytes / 4), 1 << 16)
    }

    /// Counts `bytes` allocated outside the heap's cells but owned by one of them.
    @inline(__always) func noteExternalAllocation(bytes: Int) {
        externalDebt &+= bytes
    }

    /// Whether the allocation debt says a collection is due.
    var isCollectionDue: Bool {
        !isAutomaticCollectionDisabled
            && (isStressEnabled || allocationDebt >= threshold || externalDebt >= externalThreshold)
    }

    func pin(_ cell: HeapCell) {
        let id = ObjectIdentifier(cell)
        pins[id, default: (cell, 0)].count += 1
    }

    func unpin(_ cell: HeapCell) {
        let id = ObjectIdentifier(cell)
        guard let entry = pins[id] else { return }
        if entry.count <= 1 {
            pins[id] = nil
        } else {
            pins[id] = (entry.cell, entry.count - 1)
        }
    }

    /// Cells pinned at least once.
    var pinnedCellCount: Int { pins.count }

    func pinCount(of cell: HeapCell) -> Int {
        pins[ObjectIdentifier(cell)]?.count ?? 0
    }

    /// Marks from the roots `markRoots` pushes (plus pinned cells), then clears and drops
    /// every cell not reached.
    func collect(markingRoots markRoots: (inout Marker) -> Void) {
        let start = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - start
            totalCollectionTime += elapsed
            longestCollectionTime = max(longestCollectionTime, elapsed)
        }
        epoch = epoch &+ 1
        // 0 is the epoch of cells never marked, `deadEpoch` that of dropped ones,
        // `unregisteredEpoch` that of cells no heap owns yet.
        if epoch == 0 || epoch >= Heap.unregisteredEpoch { epoch = 1 }
        var marker = Marker(epoch: epoch)
        marker.privateElements = privateElements
        marker.rootLabel = "pins"
        for entry in pins.values { marker.mark(entry.cell) }
        marker.rootLabel = "handle scopes"
        for cell in scopedCells { marker.mark(cell) }
        markRoots(&marker)
        marker.drain()
        marker.rootLabel = "property keys and literals"
        markSharedCellsHeldElsewhere(&marker)
        marker.resolveEphemerons()
        marker.sweepEphemerons()
        if marker.droppedCellsReached > 0 {
            droppedCellsReached += marker.droppedCellsReached
            verifierFinding = "\(marker.droppedCellsReached) cell(s) dropped by an earlier collection are "
                + "reachable again (the first \(marker.firstDroppedCell ?? "a cell")): a missed root"
        }
        // Dropped before the sweep removes dead objects' entries, which must not copy it.
        marker.privateElements = [:]

        // Compacted in place: the list holds plain pointers, so keeping a cell costs no
        // retain and release.
        let epoch = epoch
        var kept = 0
        var dead: [Unmanaged<HeapCell>] = []
        for index in cells.indices {
            let cell = cells[index]
            if cell._withUnsafeGuaranteedRef({ $0.markEpoch == epoch }) {
                cells[kept] = cell
                kept += 1
            } else {
                cell._withUnsafeGuaranteedRef {
                    $0.clearReferences(in: self)
                    $0.markEpoch = Heap.deadEpoch
                }
                dead.append(cell)
            }
        }
        var freed = cells.count - kept
        cells.removeLast(freed)
        freed += sweepSharedCells(epoch: epoch, into: &dead)
        // Every dead cell's references are gone, so releasing each frees it without a
        // recursive cascade of deinits. Verifying keeps them, so that a value still
        // pointing at one finds a zombie rather than freed memory.
        if isVerifying || Heap.keepsDroppedCells {
            if !dead.isEmpty { zombies.append(dead) }
            zombieCount += dead.count
            while zombieCount > Heap.zombieLimit, zombies.count - zombieHead > 1 {
                let oldest = zombies[zombieHead]
                zombies[zombieHead] = []
                zombieHead += 1
                zombieCount -= oldest.count
                for cell in oldest { cell.release() }
            }
            if zombieHead > 1024, zombieHead * 2 > zombies.count {
                zombies.removeFirst(zombieHead)
                zombieHead = 0
            }
        } else {
            for cell in dead { cell.release() }
        }
        freedCellCount += freed
        collectionCount += 1
        allocationDebt = 0
        externalDebt = 0
        threshold = max(minimumThreshold, kept + sharedCells.count)
        if measuresLiveBytes { liveByteCount = measureLiveBytes() }
    }

    private func measureLiveBytes() -> Int {
        var total = 0
        for list in [cells, sharedCells] {
            for cell in list {
                total &+= cell._withUnsafeGuaranteedRef { Heap.cellByteEstimate &+ $0.ownedByteCount }
            }
        }
        return total
    }

    /// Marks the symbols and BigInts that Swift code holds by strong references (see
    /// `registerShared`), before weak collections are resolved: such a symbol is live, so a
    /// WeakMap entry, WeakRef or FinalizationRegistry cell keyed by it must stay. One held
    /// only by a cell that dies in this collection (a dead object's shape) goes in the next.
    /// Strings are left to the sweep: no weak collection is keyed by one, and marking one
    /// marks nothing else (a string refers only to strings, by strong references).
    private func markSharedCellsHeldElsewhere(_ marker: inout Marker) {
        let epoch = marker.epoch
        for cell in sharedCells where cell._withUnsafeGuaranteedRef({ $0.markEpoch != epoch && !($0 is JSString) }) {
            if !Heap.isOwnedByHeapAlone(cell) { marker.mark(borrowed: cell) }
        }
        marker.drain()
    }

    /// Drops the shared cells that are unmarked and held by no Swift reference, appending
    /// them to `dead`; returns how many. Newest first: a rope or slice is registered after
    /// the strings it holds, so clearing a dead one's references before reaching them lets
    /// a whole dead chain (the ropes of `s += x` in a loop) go in this collection rather
    /// than one link per collection.
    private func sweepSharedCells(epoch: UInt32, into dead: inout [Unmanaged<HeapCell>]) -> Int {
        let firstDead = dead.count
        var isDead = [Bool](repeating: false, count: sharedCells.count)
        for index in sharedCells.indices.reversed() {
            let cell = sharedCells[index]
            guard cell._withUnsafeGuaranteedRef({ $0.markEpoch != epoch }), Heap.isOwnedByHeapAlone(cell) else {
                continue
            }
            cell._withUnsafeGuaranteedRef {
                $0.clearReferences(in: self)
                $0.markEpoch = Heap.deadEpoch
            }
            isDead[index] = true
        }
        var kept = 0
        for index in sharedCells.indices {
            let cell = sharedCells[index]
            if isDead[index] {
                dead.append(cell)
            } else {
                sharedCells[kept] = cell
                kept += 1
            }
        }
        sharedCells.removeLast(sharedCells.count - kept)
        return dead.count - firstDead
    }

    /// Whether the heap's reference (retained once by `registerShared`) is `cell`'s only
    /// strong one. The check borrows that reference into a variable for
    /// `isKnownUniquelyReferenced` and gives it back, so the count is unchanged.
    private static func isOwnedByHeapAlone(_ cell: Unmanaged<HeapCell>) -> Bool {
        var owned = cell.takeRetainedValue()
        defer { _ = Unmanaged.passRetained(owned) }
        return isKnownUniquelyReferenced(&owned)
    }
}

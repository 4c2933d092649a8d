/// A JavaScript string: a sequence of UTF-16 code units (ECMAScript 2020 §6.1.4), lone
/// surrogates allowed.
///
/// Concatenation builds a rope (a node holding its two halves) so that `s += x` in a loop
/// costs O(1) per step; the rope is flattened on first access to its code units, with an
/// explicit stack, so a rope a million levels deep never recurses on the Swift stack.
///
/// A long substring is a *slice* of a flat string (V8's sliced strings): lexers that cut the
/// rest of their input again and again (`src = src.substring(token.length)`) then copy
/// nothing. `withUnits`, `codeUnit(at:)` and `substring` read a slice in place; `units`
/// copies it out once.
///
/// A cell of the heap, so that a string value is a plain word (`StringReference`): a string
/// registers with the heap when it first becomes a value (`JSValue.string(_:)`), and lives
/// while the collector marks it from a value or Swift code (a rope or slice over it, an atom
/// table, a property key, loaded code) still holds it (`Heap.registerShared`).
package final class JSString: HeapCell {
    /// The number of UTF-16 code units.
    let count: Int

    /// The code units once flat; `nil` while this string is an unflattened rope.
    private var flatUnits: [UInt16]?
    private var left: JSString?
    private var right: JSString?
    private var cachedHash: Int?
    /// For a slice: the flat string it reads, from `sliceStart` on.
    private var sliceBase: JSString?
    private var sliceStart = 0
    /// Where the code units are once they can be read in place: a flat string's own units,
    /// or a slice's part of its base's. Reading through it retains nothing (the array or
    /// the base it points into is owned by this string and never mutated once set), where
    /// `flatUnits!.withUnsafeBufferPointer` retained and released the array at each read
    /// and a slice retained its base — a fifth of Json's time in string `===`.
    private var unitsBase: UnsafePointer<UInt16>?

    /// The atom table that interned this instance, if any: interning it again in that table
    /// is then a comparison, and a string from another agent is never mistaken for an atom.
    /// Cleared when the table lets go of it (the collector dropped it, or the heap went).
    var atomTable: ObjectIdentifier?

    /// The longest string a script may build (V8's limit, 2^29 − 24 code units): past it,
    /// concatenation is a RangeError rather than an allocation that could exhaust memory.
    package static let maximumLength = (1 << 29) - 24

    /// Below this length a concatenation copies instead of building a rope node: short
    /// strings are cheaper flat than as a tree of nodes.
    private static let ropeThreshold = 24

    package init(units: [UInt16]) {
        count = units.count
        flatUnits = units
        unitsBase = JSString.storageAddress(of: units)
    }

    /// The address of an array's elements, valid while that array buffer lives unmutated
    /// (a string's `flatUnits` is set once and never changed).
    private static func storageAddress(of units: [UInt16]) -> UnsafePointer<UInt16> {
        units.withUnsafeBufferPointer { $0.baseAddress } ?? UnsafePointer(bitPattern: 0x2)!
    }

    convenience init(_ string: String) {
        self.init(units: Array(string.utf16))
    }

    private init(left: JSString, right: JSString) {
        count = left.count + right.count
        self.left = left
        self.right = right
    }

    /// A slice of the flat string `base`.
    private init(slicing base: JSString, from start: Int, count: Int) {
        self.count = count
        sliceBase = base
        sliceStart = start
        unitsBase = base.unitsBase.map { $0 + start }
    }

    /// Below this length a substring is copied: a slice costs an object and keeps its base
    /// alive (V8's limit).
    private static let sliceThreshold = 13

    /// Releasing a deep rope would otherwise release its left spine recursively.
    deinit {
        guard left != nil || right != nil else { return }
        var pending: [JSString] = []
        if let node = left { pending.append(node) }
        if let node = right { pending.append(node) }
        left = nil
        right = nil
        while var node = pending.popLast() {
            // Only a node this rope owns alone can be taken apart; a shared one lives on.
            guard isKnownUniquelyReferenced(&node) else { continue }
            if let child = node.left { pending.append(child) }
            if let child = node.right { pending.append(child) }
            node.left = nil
            node.right = nil
        }
    }

    /// A dead rope or slice lets go of the strings it reads, so that they can go in the
    /// same collection (`Heap.sweepSharedCells`).
    override func clearReferences(in heap: Heap) {
        if atomTable != nil { heap.atoms.forget(self) }
        dropReferences()
    }

    /// `clearReferences` without the atom table, for the heap's sweep of strings
    /// (`StringCells`), which reads only what a rope or slice holds.
    @inline(__always) func dropReferences() {
        guard flatUnits == nil else { return }
        left = nil
        right = nil
        sliceBase = nil
        unitsBase = nil
    }

    /// The flat units (a rope or a slice owns none: the strings it reads count them).
    override var ownedByteCount: Int { (flatUnits?.count ?? 0) &* 2 }

    /// About what a concatenation allocates, in bytes: a rope node (object header, the two
    /// halves, the length, the optional flat units) or a short copy.
    static let concatenationCost = 64

    /// `a + b` for strings (§7.1.12 / §12.8.3): a rope when long, a copy when short.
    static func concatenate(_ first: JSString, _ second: JSString) -> JSString {
        if first.count == 0 { return second }
        if second.count == 0 { return first }
        if first.count + second.count < ropeThreshold {
            // Reserved once and filled in place: `+` on the two unit arrays grew the copy of
            // the first.
            var units: [UInt16] = []
            units.reserveCapacity(first.count + second.count)
            first.withUnits { units.append(contentsOf: $0) }
            second.withUnits { units.append(contentsOf: $0) }
            return JSString(units: units)
        }
        return JSString(left: first, right: second)
    }

    var isRope: Bool { flatUnits == nil }

    /// Calls `body` with the code units in place, flattening the rope once.
    func withUnits<Result>(_ body: (UnsafeBufferPointer<UInt16>) throws -> Result) rethrows -> Result {
        if let unitsBase { return try body(UnsafeBufferPointer(start: unitsBase, count: count)) }
        if let sliceBase {
            let range = sliceStart..<(sliceStart + count)
            return try sliceBase.withUnits { try body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        if flatUnits == nil { _ = flatten() }
        return try flatUnits!.withUnsafeBufferPointer(body)
    }

    /// The code units, flattening the rope (or copying the slice) once.
    package var units: [UInt16] {
        if let flatUnits { return flatUnits }
        return flatten()
    }

    private func flatten() -> [UInt16] {
        var result: [UInt16] = []
        result.reserveCapacity(count)
        var pending: [JSString] = [self]
        while let node = pending.popLast() {
            if let flat = node.flatUnits {
                result.append(contentsOf: flat)
            } else if node.sliceBase != nil {
                node.withUnits { result.append(contentsOf: $0) }
            } else {
                // Right is pushed first so that left is emitted first.
                if let right = node.right { pending.append(right) }
                if let left = node.left { pending.append(left) }
            }
        }
        flatUnits = result
        unitsBase = JSString.storageAddress(of: result)
        // Dropping the halves may free a deep rope: the deinit above handles that.
        left = nil
        right = nil
        sliceBase = nil
        return result
    }

    /// The code unit at `index`, or `nil` when out of range.
    func codeUnit(at index: Int) -> UInt16? {
        guard index >= 0, index < count else { return nil }
        if let unitsBase { return unitsBase[index] }
        if let sliceBase { return sliceBase.codeUnit(at: sliceStart + index) }
        if flatUnits == nil { _ = flatten() }
        // Read in place: `units` would copy the array reference (a retain and a release).
        return flatUnits?[index]
    }

    /// The code point at `index` (§6.1.4 CodePointAt): a surrogate pair or a lone unit.
    func codePoint(at index: Int) -> (codePoint: UInt32, unitCount: Int)? {
        guard let first = codeUnit(at: index) else { return nil }
        if UTF16.isLeadSurrogate(first), let next = codeUnit(at: index + 1), UTF16.isTrailSurrogate(next) {
            let high = UInt32(first) - 0xD800
            let low = UInt32(next) - 0xDC00
            return (0x10000 + (high << 10) + low, 2)
        }
        return (UInt32(first), 1)
    }

    func substring(from start: Int, to end: Int) -> JSString {
        let lower = max(0, min(start, count))
        let upper = max(lower, min(end, count))
        if lower == 0 && upper == count { return self }
        if upper - lower >= JSString.sliceThreshold {
            if let sliceBase { return JSString(slicing: sliceBase, from: sliceStart + lower, count: upper - lower) }
            if flatUnits == nil { _ = flatten() }
            return JSString(slicing: self, from: lower, count: upper - lower)
        }
        return withUnits { JSString(units: Array($0[lower..<upper])) }
    }

    /// The string as Swift text; lone surrogates become U+FFFD.
    package var stringValue: String {
        let units = self.units
        // Most strings a host reads (paths, names, source text) are ASCII: copying the
        // units as UTF-8 bytes is several times faster than transcoding UTF-16.
        let isASCII = units.withUnsafeBufferPointer { buffer in
            var combined: UInt16 = 0
            for unit in buffer { combined |= unit }
            return combined < 0x80
        }
        // Anything else is transcoded in two tight passes (measure, then write):
        // `String(decoding:as:)` parses scalar by scalar, which took half a second for
        // TypeScript's 10.8 MB source handed to `vm` (it is not all ASCII).
        guard isASCII else {
            return String(unsafeUninitializedCapacity: UTF8Transcoding.byteCount(of: units)) { bytes in
                UTF8Transcoding.encode(units, into: UnsafeMutableRawBufferPointer(bytes))
            }
        }
        return String(unsafeUninitializedCapacity: units.count) { bytes in
            for index in units.indices { bytes[index] = UInt8(truncatingIfNeeded: units[index]) }
            return units.count
        }
    }

    static let empty: [UInt16] = []
}

extension JSString: Hashable {
    /// Contents equality: used by the atom table and SameValue, never on property lookup.
    package static func == (lhs: JSString, rhs: JSString) -> Bool {
        if lhs === rhs { return true }
        if lhs.count != rhs.count { return false }
        // Two atoms of one table are equal only if identical.
        if let table = lhs.atomTable, table == rhs.atomTable { return false }
        if let a = lhs.cachedHash, let b = rhs.cachedHash, a != b { return false }
        // Compared in place: copying the unit arrays out retained and released both.
        return lhs.withUnits { left in rhs.withUnits { right in left.elementsEqual(right) } }
    }

    /// `==` of two string values, borrowing both cells (a value's cell is alive while the
    /// value is seen): `===` on strings in a parser's loop retained and released both.
    @inline(__always) static func haveSameUnits(_ lhs: Unmanaged<JSString>, _ rhs: Unmanaged<JSString>) -> Bool {
        if lhs.toOpaque() == rhs.toOpaque() { return true }
        return lhs._withUnsafeGuaranteedRef { left in rhs._withUnsafeGuaranteedRef { right in left == right } }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
    }

    /// A hash of the contents, computed once (FNV-1a over the code units).
    var contentHash: Int {
        if let cachedHash { return cachedHash }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        withUnits { units in
            for unit in units {
                hash = (hash ^ UInt64(unit)) &* 0x100_0000_01b3
            }
        }
        let result = Int(truncatingIfNeeded: hash)
        cachedHash = result
        return result
    }
}

extension JSString: CustomStringConvertible {
    package var description: String { stringValue }
}

extension JSString: Comparable {
    /// Code-unit order (§7.2.13 step 3 for two strings).
    package static func < (lhs: JSString, rhs: JSString) -> Bool {
        if lhs === rhs { return false }
        return lhs.units.lexicographicallyPrecedes(rhs.units)
    }
}

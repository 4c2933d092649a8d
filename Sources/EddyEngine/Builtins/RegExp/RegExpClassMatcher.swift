/// A character class as the machine tests it: the answers for the first 256 code points
/// looked up in a table made when the pattern is compiled (text is mostly Latin-1, and
/// `contains` would walk the set's ranges, properties and operands for each character).
/// Above that, a set without `v` mode's operands is tested in a flat form: its ranges,
/// complemented escapes and range-table properties merged into one sorted table, its
/// General_Category properties into one mask, and its other binary properties as a list of
/// plain enums — so a character costs one binary search and at most one lookup in the Unicode
/// data per kind, with no reference counting (the test262 property-escape tests walk all of
/// Unicode this way). Other sets are asked directly. A class, so that the machine reads it
/// without copying the set's arrays.
final class RegExpClassMatcher: Sendable {
    let set: RegExpCharacterSet
    let ignoreCase: Bool
    let unicode: Bool
    private let low: (UInt64, UInt64, UInt64, UInt64)
    /// Whether the flat form below stands for the set's union (the set has no operands).
    private let isFlat: Bool
    private let flatRanges: RegExpRangeTable
    private let flatCategories: RegExpCategoryMask
    private let flatBinaries: [RegExpBinaryProperty]
    private let flatNegatedBinaries: [RegExpBinaryProperty]

    init(_ set: RegExpCharacterSet, flags: RegExpFlags) {
        self.set = set
        ignoreCase = flags.ignoreCase
        unicode = flags.isUnicodeMode
        var words: [UInt64] = [0, 0, 0, 0]
        for c in UInt32(0)..<256 where set.contains(c, ignoreCase: ignoreCase, unicode: unicode) {
            words[Int(c >> 6)] |= 1 << UInt64(c & 63)
        }
        low = (words[0], words[1], words[2], words[3])

        isFlat = set.nested.isEmpty && set.intersected.isEmpty && set.subtracted.isEmpty
        var ranges = set.ranges
        for complement in set.complements {
            ranges += RegExpRangeTable(union: complement).complement.ranges
        }
        var categories = RegExpCategoryMask(bits: 0)
        var binaries: [RegExpBinaryProperty] = []
        var negatedBinaries: [RegExpBinaryProperty] = []
        for (property, negated) in set.properties {
            switch property {
            case .categories(let mask):
                categories = categories.union(negated ? mask.complement : mask)
            case .binary(let binary):
                if negated { negatedBinaries.append(binary) } else { binaries.append(binary) }
            case .ranges(let table):
                ranges += (negated ? table.complement : table).ranges
            }
        }
        flatRanges = RegExpRangeTable(union: ranges)
        flatCategories = categories
        flatBinaries = binaries
        flatNegatedBinaries = negatedBinaries
    }

    @inline(__always)
    func contains(_ c: UInt32) -> Bool {
        guard c < 256 else { return containsAbove255(c) }
        let word: UInt64
        switch c >> 6 {
        case 0: word = low.0
        case 1: word = low.1
        case 2: word = low.2
        default: word = low.3
        }
        return word & (1 << UInt64(c & 63)) != 0
    }

    private func containsAbove255(_ c: UInt32) -> Bool {
        guard isFlat else { return set.contains(c, ignoreCase: ignoreCase, unicode: unicode) }
        // Asked first without the closure, which would retain `self` for every character.
        let found = containsFlat(c)
            || ignoreCase && RegExpCharacterSet.holds(c, ignoreCase: true, unicode: unicode, containsFlat)
        return found != set.isNegated
    }

    /// Whether a leaf of the set holds `c` (the set's `containsRaw`, flattened).
    private func containsFlat(_ c: UInt32) -> Bool {
        if flatRanges.contains(c) { return true }
        if !flatCategories.isEmpty && flatCategories.contains(c) { return true }
        if flatBinaries.isEmpty && flatNegatedBinaries.isEmpty { return false }
        // A lone surrogate has no binary property, so it is in every complement of one.
        guard let scalar = Unicode.Scalar(c) else { return !flatNegatedBinaries.isEmpty }
        let properties = scalar.properties
        for binary in flatBinaries where binary.holds(for: properties) { return true }
        for binary in flatNegatedBinaries where !binary.holds(for: properties) { return true }
        return false
    }
}

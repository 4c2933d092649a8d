/// A character class as the machine tests it: the answers for the first 256 code points
/// looked up in a table made when the pattern is compiled (text is mostly Latin-1, and
/// `contains` would walk the set's ranges, properties and operands for each character),
/// the set itself for the others. A class, so that the machine reads it without copying
/// the set's arrays.
final class RegExpClassMatcher: Sendable {
    let set: RegExpCharacterSet
    let ignoreCase: Bool
    let unicode: Bool
    private let low: (UInt64, UInt64, UInt64, UInt64)

    init(_ set: RegExpCharacterSet, flags: RegExpFlags) {
        self.set = set
        ignoreCase = flags.ignoreCase
        unicode = flags.isUnicodeMode
        var words: [UInt64] = [0, 0, 0, 0]
        for c in UInt32(0)..<256 where set.contains(c, ignoreCase: ignoreCase, unicode: unicode) {
            words[Int(c >> 6)] |= 1 << UInt64(c & 63)
        }
        low = (words[0], words[1], words[2], words[3])
    }

    @inline(__always)
    func contains(_ c: UInt32) -> Bool {
        guard c < 256 else { return set.contains(c, ignoreCase: ignoreCase, unicode: unicode) }
        let word: UInt64
        switch c >> 6 {
        case 0: word = low.0
        case 1: word = low.1
        case 2: word = low.2
        default: word = low.3
        }
        return word & (1 << UInt64(c & 63)) != 0
    }
}

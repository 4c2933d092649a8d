/// Sorted code point ranges, answered by binary search: the Script, Script_Extensions and
/// emoji tables of `RegExpPropertyTables`, decoded from their text once, at first use.

import EddySyntax

struct RegExpRangeTable: Sendable {
    /// Starts and ends (exclusive) of disjoint ranges in ascending order, alternating.
    let bounds: [UInt32]

    func contains(_ c: UInt32) -> Bool {
        // The number of bounds ≤ c is odd exactly when c lies in a range (ends exclusive).
        var low = 0
        var high = bounds.count
        while low < high {
            let middle = (low + high) / 2
            if bounds[middle] <= c {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low % 2 == 1
    }

    /// The ranges as closed ranges.
    var ranges: [ClosedRange<UInt32>] {
        stride(from: 0, to: bounds.count - 1, by: 2).map { bounds[$0]...(bounds[$0 + 1] - 1) }
    }

    /// The code points up to U+10FFFF the table lacks.
    var complement: RegExpRangeTable {
        // Toggling a leading 0 and a trailing 0x110000 in or out turns ranges into the gaps.
        var gaps = bounds.first == 0 ? Array(bounds.dropFirst()) : [0] + bounds
        if gaps.last == 0x110000 { gaps.removeLast() } else { gaps.append(0x110000) }
        return RegExpRangeTable(bounds: gaps)
    }

    /// The union of ranges in any order, overlapping or not.
    init(union ranges: [ClosedRange<UInt32>]) {
        var merged: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        bounds = merged.flatMap { [$0.lowerBound, $0.upperBound + 1] }
    }

    init(bounds: [UInt32]) {
        self.bounds = bounds
    }

    static let scripts = decodeLists(RegExpPropertyTables.scripts)
    static let scriptExtensions = decodeLists(RegExpPropertyTables.scriptExtensions)
    static let emojiBinaryProperties = decodeLists(RegExpPropertyTables.emojiBinaryProperties)

    /// Lists of ranges separated by `/`, each range two hexadecimal numbers: the gap after
    /// the previous range's end and the length less one (tools/unicode).
    static func decodeLists(_ text: String) -> [RegExpRangeTable] {
        var tables: [RegExpRangeTable] = []
        var bounds: [UInt32] = []
        var pending: [UInt32] = []
        var nextStart: UInt32 = 0
        for number in hexadecimalNumbers(text, separators: [0x20, 0x2F]) {
            guard let number else {  // `/`
                tables.append(RegExpRangeTable(bounds: bounds))
                bounds = []
                nextStart = 0
                continue
            }
            pending.append(number)
            guard pending.count == 2 else { continue }
            let start = nextStart &+ pending[0]
            let end = start &+ pending[1]
            bounds += [start, end &+ 1]
            nextStart = end &+ 1
            pending = []
        }
        tables.append(RegExpRangeTable(bounds: bounds))
        return tables
    }

    /// The hexadecimal numbers of `text`; nil for each `/`. Numbers end at any byte in
    /// `separators` (the data is generated, so nothing else occurs).
    static func hexadecimalNumbers(_ text: String, separators: Set<UInt8>) -> [UInt32?] {
        var numbers: [UInt32?] = []
        var value: UInt32 = 0
        var hasDigits = false
        for byte in text.utf8 {
            let digit: UInt32?
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: digit = nil
            }
            if let digit {
                value = value &* 16 &+ digit
                hasDigits = true
                continue
            }
            if hasDigits { numbers.append(value) }
            value = 0
            hasDigits = false
            if byte == 0x2F { numbers.append(nil) }
        }
        if hasDigits { numbers.append(value) }
        return numbers
    }
}

/// What a property of strings (ES2024 table 68) holds: its single code points and its
/// longer sequences.
struct RegExpStringProperty: Sendable {
    let characters: RegExpRangeTable
    let strings: [[UInt32]]

    static let all: [RegExpStringProperty] = {
        let characters = RegExpRangeTable.decodeLists(RegExpPropertyTables.stringPropertyCharacters)
        var sequences: [[[UInt32]]] = [[]]
        // Sequences are `.`-joined code points separated by spaces, properties by `/`.
        for token in RegExpPropertyTables.stringPropertySequences.split(separator: " ") {
            if token == "/" {
                sequences.append([])
                continue
            }
            sequences[sequences.count - 1].append(token.split(separator: ".").compactMap { UInt32($0, radix: 16) })
        }
        var properties: [RegExpStringProperty] = []
        for (index, table) in characters.enumerated() where index < sequences.count {
            properties.append(RegExpStringProperty(characters: table, strings: sequences[index]))
        }
        return properties
    }()

    /// The property a name denotes; RGI_Emoji is the union of the others.
    static func named(_ property: RegExpPropertyName.StringProperty) -> RegExpStringProperty {
        guard property == .rgiEmoji else {
            return property.rawValue < all.count ? all[property.rawValue] : RegExpStringProperty(characters: RegExpRangeTable(bounds: []), strings: [])
        }
        return rgiEmoji
    }

    static let rgiEmoji = RegExpStringProperty(characters: RegExpRangeTable(union: all.flatMap(\.characters.ranges)),
                                               strings: all.flatMap(\.strings))
}

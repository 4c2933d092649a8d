/// Unicode property escapes `\p{…}` and `\P{…}` under `u` and `v` (ES2024 §22.2.2.9).
/// EddySyntax's `RegExpPropertyName` resolves the name; this answers membership: the
/// General_Category values and most binary properties from the Unicode data the Swift
/// runtime carries (Unicode 17), Script, Script_Extensions and the emoji properties Swift
/// lacks from the generated `RegExpPropertyTables` (sorted ranges, binary search).

import EddySyntax

enum RegExpUnicodeProperty: Sendable {
    case categories(RegExpCategoryMask)
    case binary(RegExpBinaryProperty)
    case ranges(RegExpRangeTable)

    func contains(_ c: UInt32) -> Bool {
        switch self {
        case .categories(let mask):
            return mask.contains(c)
        case .binary(let property):
            guard let scalar = Unicode.Scalar(c) else { return false }
            return property.holds(for: scalar.properties)
        case .ranges(let table):
            return table.contains(c)
        }
    }

    /// The code-point property a name resolves to; nil for a property of strings.
    init?(_ name: RegExpPropertyName) {
        switch name {
        case .generalCategory(let short):
            guard let categories = Self.categoryGroups[short] else { return nil }
            self = .categories(RegExpCategoryMask(categories))
        case .script(let index, let extensions):
            let tables = extensions ? RegExpRangeTable.scriptExtensions : RegExpRangeTable.scripts
            guard index < tables.count else { return nil }
            self = .ranges(tables[index])
        // Every code point has one category (a lone surrogate's is Cs, which is assigned).
        case .binary("Any"): self = .categories(.all)
        case .binary("Assigned"): self = .categories(RegExpCategoryMask([.unassigned]).complement)
        case .binary("ASCII"): self = .ranges(RegExpRangeTable(bounds: [0, 0x80]))
        case .binary("Emoji_Component"): self = .ranges(RegExpRangeTable.emojiBinaryProperties[0])
        case .binary("Extended_Pictographic"): self = .ranges(RegExpRangeTable.emojiBinaryProperties[1])
        case .binary("Regional_Indicator"): self = .ranges(RegExpRangeTable(bounds: [0x1F1E6, 0x1F200]))
        case .binary(let long):
            guard let property = RegExpBinaryProperty(rawValue: long) else { return nil }
            self = .binary(property)
        case .strings:
            return nil
        }
    }

    /// General_Category values by short name; the groups (`L`, `LC`…) are unions.
    static let categoryGroups: [String: [Unicode.GeneralCategory]] = {
        let letters: [Unicode.GeneralCategory] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
        let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
        let numbers: [Unicode.GeneralCategory] = [.decimalNumber, .letterNumber, .otherNumber]
        let punctuation: [Unicode.GeneralCategory] = [.connectorPunctuation, .dashPunctuation, .openPunctuation,
                                                      .closePunctuation, .initialPunctuation, .finalPunctuation,
                                                      .otherPunctuation]
        let symbols: [Unicode.GeneralCategory] = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
        let separators: [Unicode.GeneralCategory] = [.spaceSeparator, .lineSeparator, .paragraphSeparator]
        let others: [Unicode.GeneralCategory] = [.control, .format, .surrogate, .privateUse, .unassigned]
        return [
            "L": letters, "LC": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter],
            "Lu": [.uppercaseLetter], "Ll": [.lowercaseLetter], "Lt": [.titlecaseLetter],
            "Lm": [.modifierLetter], "Lo": [.otherLetter],
            "M": marks, "Mn": [.nonspacingMark], "Mc": [.spacingMark], "Me": [.enclosingMark],
            "N": numbers, "Nd": [.decimalNumber], "Nl": [.letterNumber], "No": [.otherNumber],
            "P": punctuation, "Pc": [.connectorPunctuation], "Pd": [.dashPunctuation], "Ps": [.openPunctuation],
            "Pe": [.closePunctuation], "Pi": [.initialPunctuation], "Pf": [.finalPunctuation],
            "Po": [.otherPunctuation],
            "S": symbols, "Sm": [.mathSymbol], "Sc": [.currencySymbol], "Sk": [.modifierSymbol], "So": [.otherSymbol],
            "Z": separators, "Zs": [.spaceSeparator], "Zl": [.lineSeparator], "Zp": [.paragraphSeparator],
            "C": others, "Cc": [.control], "Cf": [.format], "Cs": [.surrogate], "Co": [.privateUse],
            "Cn": [.unassigned],
        ]
    }()
}

/// General_Category values as bits. A code point has exactly one category, so a category
/// property, a union of them and a complement (`\P{L}`) are all one mask, tested with one
/// lookup of the character's category.
struct RegExpCategoryMask: Sendable {
    var bits: UInt32

    static let all = RegExpCategoryMask(bits: (1 << 30) - 1)

    init(bits: UInt32) {
        self.bits = bits
    }

    init(_ categories: [Unicode.GeneralCategory]) {
        bits = categories.reduce(0) { $0 | Self.bit(of: $1) }
    }

    var complement: RegExpCategoryMask { RegExpCategoryMask(bits: ~bits & Self.all.bits) }
    var isEmpty: Bool { bits == 0 }

    func union(_ other: RegExpCategoryMask) -> RegExpCategoryMask {
        RegExpCategoryMask(bits: bits | other.bits)
    }

    func contains(_ c: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(c) else { return bits & Self.bit(of: .surrogate) != 0 }
        return bits & Self.bit(of: scalar.properties.generalCategory) != 0
    }

    static func bit(of category: Unicode.GeneralCategory) -> UInt32 {
        let index: UInt32
        switch category {
        case .uppercaseLetter: index = 0
        case .lowercaseLetter: index = 1
        case .titlecaseLetter: index = 2
        case .modifierLetter: index = 3
        case .otherLetter: index = 4
        case .nonspacingMark: index = 5
        case .spacingMark: index = 6
        case .enclosingMark: index = 7
        case .decimalNumber: index = 8
        case .letterNumber: index = 9
        case .otherNumber: index = 10
        case .connectorPunctuation: index = 11
        case .dashPunctuation: index = 12
        case .openPunctuation: index = 13
        case .closePunctuation: index = 14
        case .initialPunctuation: index = 15
        case .finalPunctuation: index = 16
        case .otherPunctuation: index = 17
        case .mathSymbol: index = 18
        case .currencySymbol: index = 19
        case .modifierSymbol: index = 20
        case .otherSymbol: index = 21
        case .spaceSeparator: index = 22
        case .lineSeparator: index = 23
        case .paragraphSeparator: index = 24
        case .control: index = 25
        case .format: index = 26
        case .surrogate: index = 27
        case .privateUse: index = 28
        case .unassigned: index = 29
        @unknown default: index = 29
        }
        return 1 << index
    }
}

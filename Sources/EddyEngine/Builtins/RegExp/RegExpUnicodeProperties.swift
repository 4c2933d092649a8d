/// Unicode property escapes `\p{…}` and `\P{…}` under `u` and `v` (ES2024 §22.2.2.9).
/// EddySyntax's `RegExpPropertyName` resolves the name; this answers membership: the
/// General_Category values and most binary properties from the Unicode data the Swift
/// runtime carries (Unicode 17), Script, Script_Extensions and the emoji properties Swift
/// lacks from the generated `RegExpPropertyTables` (sorted ranges, binary search).

import EddySyntax

enum RegExpUnicodeProperty: Sendable {
    case generalCategories([Unicode.GeneralCategory])
    case any, ascii, assigned
    case binary(@Sendable (Unicode.Scalar.Properties) -> Bool)
    case ranges(RegExpRangeTable)

    func contains(_ c: UInt32) -> Bool {
        switch self {
        case .any: return true
        case .ascii: return c < 0x80
        case .assigned:
            guard let scalar = Unicode.Scalar(c) else { return true }  // surrogates are assigned (Cs)
            return scalar.properties.generalCategory != .unassigned
        case .generalCategories(let categories):
            guard let scalar = Unicode.Scalar(c) else { return categories.contains(.surrogate) }
            return categories.contains(scalar.properties.generalCategory)
        case .binary(let test):
            guard let scalar = Unicode.Scalar(c) else { return false }
            return test(scalar.properties)
        case .ranges(let table):
            return table.contains(c)
        }
    }

    /// The code-point property a name resolves to; nil for a property of strings.
    init?(_ name: RegExpPropertyName) {
        switch name {
        case .generalCategory(let short):
            guard let categories = Self.categoryGroups[short] else { return nil }
            self = .generalCategories(categories)
        case .script(let index, let extensions):
            let tables = extensions ? RegExpRangeTable.scriptExtensions : RegExpRangeTable.scripts
            guard index < tables.count else { return nil }
            self = .ranges(tables[index])
        case .binary("Any"): self = .any
        case .binary("ASCII"): self = .ascii
        case .binary("Assigned"): self = .assigned
        case .binary("Emoji_Component"): self = .ranges(RegExpRangeTable.emojiBinaryProperties[0])
        case .binary("Extended_Pictographic"): self = .ranges(RegExpRangeTable.emojiBinaryProperties[1])
        case .binary("Regional_Indicator"): self = .ranges(RegExpRangeTable(bounds: [0x1F1E6, 0x1F200]))
        case .binary(let long):
            guard let test = Self.binaryProperties[long] else { return nil }
            self = .binary(test)
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

    /// The binary properties Swift answers, by long name.
    static let binaryProperties: [String: @Sendable (Unicode.Scalar.Properties) -> Bool] = {
        var table: [String: @Sendable (Unicode.Scalar.Properties) -> Bool] = [:]
        func add(_ name: String, _ test: @escaping @Sendable (Unicode.Scalar.Properties) -> Bool) {
            table[name] = test
        }
        add("Alphabetic", { $0.isAlphabetic })
        add("White_Space", { $0.isWhitespace })
        add("Uppercase", { $0.isUppercase })
        add("Lowercase", { $0.isLowercase })
        add("ASCII_Hex_Digit", { $0.isASCIIHexDigit })
        add("Hex_Digit", { $0.isHexDigit })
        add("ID_Start", { $0.isIDStart })
        add("ID_Continue", { $0.isIDContinue })
        add("XID_Start", { $0.isXIDStart })
        add("XID_Continue", { $0.isXIDContinue })
        add("Emoji", { $0.isEmoji })
        add("Emoji_Presentation", { $0.isEmojiPresentation })
        add("Emoji_Modifier", { $0.isEmojiModifier })
        add("Emoji_Modifier_Base", { $0.isEmojiModifierBase })
        add("Math", { $0.isMath })
        add("Dash", { $0.isDash })
        add("Diacritic", { $0.isDiacritic })
        add("Extender", { $0.isExtender })
        add("Ideographic", { $0.isIdeographic })
        add("Cased", { $0.isCased })
        add("Case_Ignorable", { $0.isCaseIgnorable })
        add("Changes_When_Lowercased", { $0.changesWhenLowercased })
        add("Changes_When_Uppercased", { $0.changesWhenUppercased })
        add("Changes_When_Titlecased", { $0.changesWhenTitlecased })
        add("Changes_When_Casefolded", { $0.changesWhenCaseFolded })
        add("Changes_When_Casemapped", { $0.changesWhenCaseMapped })
        add("Changes_When_NFKC_Casefolded", { $0.changesWhenNFKCCaseFolded })
        add("Default_Ignorable_Code_Point", { $0.isDefaultIgnorableCodePoint })
        add("Deprecated", { $0.isDeprecated })
        add("Grapheme_Base", { $0.isGraphemeBase })
        add("Grapheme_Extend", { $0.isGraphemeExtend })
        add("IDS_Binary_Operator", { $0.isIDSBinaryOperator })
        add("IDS_Trinary_Operator", { $0.isIDSTrinaryOperator })
        add("Join_Control", { $0.isJoinControl })
        add("Logical_Order_Exception", { $0.isLogicalOrderException })
        add("Noncharacter_Code_Point", { $0.isNoncharacterCodePoint })
        add("Pattern_Syntax", { $0.isPatternSyntax })
        add("Pattern_White_Space", { $0.isPatternWhitespace })
        add("Quotation_Mark", { $0.isQuotationMark })
        add("Radical", { $0.isRadical })
        add("Sentence_Terminal", { $0.isSentenceTerminal })
        add("Soft_Dotted", { $0.isSoftDotted })
        add("Terminal_Punctuation", { $0.isTerminalPunctuation })
        add("Unified_Ideograph", { $0.isUnifiedIdeograph })
        add("Variation_Selector", { $0.isVariationSelector })
        add("Bidi_Control", { $0.isBidiControl })
        add("Bidi_Mirrored", { $0.isBidiMirrored })
        return table
    }()
}

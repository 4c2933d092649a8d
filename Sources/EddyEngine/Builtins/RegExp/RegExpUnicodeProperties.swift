/// Unicode property escapes `\p{…}` and `\P{…}` under `u` (ECMAScript 2018, §21.2.2.9 in
/// later editions), answered from the Unicode data the Swift runtime carries: every
/// General_Category value and the common binary properties. Script and Script_Extensions
/// are not available there, so `\p{Script=…}` is a SyntaxError ("Invalid property name").
enum RegExpUnicodeProperty: Sendable {
    case generalCategories([Unicode.GeneralCategory])
    case any, ascii, assigned
    case binary(@Sendable (Unicode.Scalar.Properties) -> Bool)

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
        }
    }

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
        var table: [String: [Unicode.GeneralCategory]] = [:]
        func add(_ names: [String], _ categories: [Unicode.GeneralCategory]) {
            for name in names { table[name] = categories }
        }
        add(["L", "Letter"], letters)
        add(["LC", "Cased_Letter"], [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter])
        add(["Lu", "Uppercase_Letter"], [.uppercaseLetter])
        add(["Ll", "Lowercase_Letter"], [.lowercaseLetter])
        add(["Lt", "Titlecase_Letter"], [.titlecaseLetter])
        add(["Lm", "Modifier_Letter"], [.modifierLetter])
        add(["Lo", "Other_Letter"], [.otherLetter])
        add(["M", "Mark", "Combining_Mark"], marks)
        add(["Mn", "Nonspacing_Mark"], [.nonspacingMark])
        add(["Mc", "Spacing_Mark"], [.spacingMark])
        add(["Me", "Enclosing_Mark"], [.enclosingMark])
        add(["N", "Number"], numbers)
        add(["Nd", "Decimal_Number", "digit"], [.decimalNumber])
        add(["Nl", "Letter_Number"], [.letterNumber])
        add(["No", "Other_Number"], [.otherNumber])
        add(["P", "Punctuation", "punct"], punctuation)
        add(["Pc", "Connector_Punctuation"], [.connectorPunctuation])
        add(["Pd", "Dash_Punctuation"], [.dashPunctuation])
        add(["Ps", "Open_Punctuation"], [.openPunctuation])
        add(["Pe", "Close_Punctuation"], [.closePunctuation])
        add(["Pi", "Initial_Punctuation"], [.initialPunctuation])
        add(["Pf", "Final_Punctuation"], [.finalPunctuation])
        add(["Po", "Other_Punctuation"], [.otherPunctuation])
        add(["S", "Symbol"], symbols)
        add(["Sm", "Math_Symbol"], [.mathSymbol])
        add(["Sc", "Currency_Symbol"], [.currencySymbol])
        add(["Sk", "Modifier_Symbol"], [.modifierSymbol])
        add(["So", "Other_Symbol"], [.otherSymbol])
        add(["Z", "Separator"], separators)
        add(["Zs", "Space_Separator"], [.spaceSeparator])
        add(["Zl", "Line_Separator"], [.lineSeparator])
        add(["Zp", "Paragraph_Separator"], [.paragraphSeparator])
        add(["C", "Other"], others)
        add(["Cc", "Control", "cntrl"], [.control])
        add(["Cf", "Format"], [.format])
        add(["Cs", "Surrogate"], [.surrogate])
        add(["Co", "Private_Use"], [.privateUse])
        add(["Cn", "Unassigned"], [.unassigned])
        return table
    }()

    static let binaryProperties: [String: @Sendable (Unicode.Scalar.Properties) -> Bool] = {
        var table: [String: @Sendable (Unicode.Scalar.Properties) -> Bool] = [:]
        func add(_ names: [String], _ test: @escaping @Sendable (Unicode.Scalar.Properties) -> Bool) {
            for name in names { table[name] = test }
        }
        add(["Alphabetic", "Alpha"], { $0.isAlphabetic })
        add(["White_Space", "space"], { $0.isWhitespace })
        add(["Uppercase", "Upper"], { $0.isUppercase })
        add(["Lowercase", "Lower"], { $0.isLowercase })
        add(["ASCII_Hex_Digit", "AHex"], { $0.isASCIIHexDigit })
        add(["Hex_Digit", "Hex"], { $0.isHexDigit })
        add(["ID_Start", "IDS"], { $0.isIDStart })
        add(["ID_Continue", "IDC"], { $0.isIDContinue })
        add(["XID_Start", "XIDS"], { $0.isXIDStart })
        add(["XID_Continue", "XIDC"], { $0.isXIDContinue })
        add(["Emoji"], { $0.isEmoji })
        add(["Emoji_Presentation", "EPres"], { $0.isEmojiPresentation })
        add(["Emoji_Modifier", "EMod"], { $0.isEmojiModifier })
        add(["Emoji_Modifier_Base", "EBase"], { $0.isEmojiModifierBase })
        add(["Math"], { $0.isMath })
        add(["Dash"], { $0.isDash })
        add(["Diacritic", "Dia"], { $0.isDiacritic })
        add(["Extender", "Ext"], { $0.isExtender })
        add(["Ideographic", "Ideo"], { $0.isIdeographic })
        add(["Cased"], { $0.isCased })
        add(["Case_Ignorable", "CI"], { $0.isCaseIgnorable })
        add(["Changes_When_Lowercased", "CWL"], { $0.changesWhenLowercased })
        add(["Changes_When_Uppercased", "CWU"], { $0.changesWhenUppercased })
        add(["Changes_When_Titlecased", "CWT"], { $0.changesWhenTitlecased })
        add(["Changes_When_Casefolded", "CWCF"], { $0.changesWhenCaseFolded })
        add(["Changes_When_Casemapped", "CWCM"], { $0.changesWhenCaseMapped })
        add(["Changes_When_NFKC_Casefolded", "CWKCF"], { $0.changesWhenNFKCCaseFolded })
        add(["Default_Ignorable_Code_Point", "DI"], { $0.isDefaultIgnorableCodePoint })
        add(["Deprecated", "Dep"], { $0.isDeprecated })
        add(["Grapheme_Base", "Gr_Base"], { $0.isGraphemeBase })
        add(["Grapheme_Extend", "Gr_Ext"], { $0.isGraphemeExtend })
        add(["IDS_Binary_Operator", "IDSB"], { $0.isIDSBinaryOperator })
        add(["IDS_Trinary_Operator", "IDST"], { $0.isIDSTrinaryOperator })
        add(["Join_Control", "Join_C"], { $0.isJoinControl })
        add(["Logical_Order_Exception", "LOE"], { $0.isLogicalOrderException })
        add(["Noncharacter_Code_Point", "NChar"], { $0.isNoncharacterCodePoint })
        add(["Pattern_Syntax", "Pat_Syn"], { $0.isPatternSyntax })
        add(["Pattern_White_Space", "Pat_WS"], { $0.isPatternWhitespace })
        add(["Quotation_Mark", "QMark"], { $0.isQuotationMark })
        add(["Radical"], { $0.isRadical })
        add(["Sentence_Terminal", "STerm"], { $0.isSentenceTerminal })
        add(["Soft_Dotted", "SD"], { $0.isSoftDotted })
        add(["Terminal_Punctuation", "Term"], { $0.isTerminalPunctuation })
        add(["Unified_Ideograph", "UIdeo"], { $0.isUnifiedIdeograph })
        add(["Variation_Selector", "VS"], { $0.isVariationSelector })
        add(["Bidi_Control", "Bidi_C"], { $0.isBidiControl })
        add(["Bidi_Mirrored", "Bidi_M"], { $0.isBidiMirrored })
        add(["Full_Composition_Exclusion", "Comp_Ex"], { $0.isFullCompositionExclusion })
        return table
    }()

    /// The property a `\p{…}` body names, or nil.
    static func named(_ body: String) -> RegExpUnicodeProperty? {
        if let equals = body.firstIndex(of: "=") {
            let name = body[..<equals]
            let value = String(body[body.index(after: equals)...])
            guard name == "General_Category" || name == "gc" else { return nil }
            return categoryGroups[value].map { .generalCategories($0) }
        }
        switch body {
        case "Any": return .any
        case "ASCII": return .ascii
        case "Assigned": return .assigned
        default: break
        }
        if let categories = categoryGroups[body] { return .generalCategories(categories) }
        if let test = binaryProperties[body] { return .binary(test) }
        return nil
    }
}

/// The binary Unicode properties whose membership the Swift runtime's Unicode data answers
/// (`Unicode.Scalar.Properties`), by their long names (ES2024 §22.2.2.9, table-binary-unicode-
/// properties). A plain enum rather than a table of closures, so that a character class holds
/// it without reference counting and tests it with one switch.
enum RegExpBinaryProperty: String, CaseIterable, Sendable {
    case alphabetic = "Alphabetic"
    case whiteSpace = "White_Space"
    case uppercase = "Uppercase"
    case lowercase = "Lowercase"
    case asciiHexDigit = "ASCII_Hex_Digit"
    case hexDigit = "Hex_Digit"
    case idStart = "ID_Start"
    case idContinue = "ID_Continue"
    case xidStart = "XID_Start"
    case xidContinue = "XID_Continue"
    case emoji = "Emoji"
    case emojiPresentation = "Emoji_Presentation"
    case emojiModifier = "Emoji_Modifier"
    case emojiModifierBase = "Emoji_Modifier_Base"
    case math = "Math"
    case dash = "Dash"
    case diacritic = "Diacritic"
    case extender = "Extender"
    case ideographic = "Ideographic"
    case cased = "Cased"
    case caseIgnorable = "Case_Ignorable"
    case changesWhenLowercased = "Changes_When_Lowercased"
    case changesWhenUppercased = "Changes_When_Uppercased"
    case changesWhenTitlecased = "Changes_When_Titlecased"
    case changesWhenCasefolded = "Changes_When_Casefolded"
    case changesWhenCasemapped = "Changes_When_Casemapped"
    case changesWhenNfkcCasefolded = "Changes_When_NFKC_Casefolded"
    case defaultIgnorableCodePoint = "Default_Ignorable_Code_Point"
    case deprecated = "Deprecated"
    case graphemeBase = "Grapheme_Base"
    case graphemeExtend = "Grapheme_Extend"
    case idsBinaryOperator = "IDS_Binary_Operator"
    case idsTrinaryOperator = "IDS_Trinary_Operator"
    case joinControl = "Join_Control"
    case logicalOrderException = "Logical_Order_Exception"
    case noncharacterCodePoint = "Noncharacter_Code_Point"
    case patternSyntax = "Pattern_Syntax"
    case patternWhiteSpace = "Pattern_White_Space"
    case quotationMark = "Quotation_Mark"
    case radical = "Radical"
    case sentenceTerminal = "Sentence_Terminal"
    case softDotted = "Soft_Dotted"
    case terminalPunctuation = "Terminal_Punctuation"
    case unifiedIdeograph = "Unified_Ideograph"
    case variationSelector = "Variation_Selector"
    case bidiControl = "Bidi_Control"
    case bidiMirrored = "Bidi_Mirrored"

    func holds(for properties: Unicode.Scalar.Properties) -> Bool {
        switch self {
        case .alphabetic: return properties.isAlphabetic
        case .whiteSpace: return properties.isWhitespace
        case .uppercase: return properties.isUppercase
        case .lowercase: return properties.isLowercase
        case .asciiHexDigit: return properties.isASCIIHexDigit
        case .hexDigit: return properties.isHexDigit
        case .idStart: return properties.isIDStart
        case .idContinue: return properties.isIDContinue
        case .xidStart: return properties.isXIDStart
        case .xidContinue: return properties.isXIDContinue
        case .emoji: return properties.isEmoji
        case .emojiPresentation: return properties.isEmojiPresentation
        case .emojiModifier: return properties.isEmojiModifier
        case .emojiModifierBase: return properties.isEmojiModifierBase
        case .math: return properties.isMath
        case .dash: return properties.isDash
        case .diacritic: return properties.isDiacritic
        case .extender: return properties.isExtender
        case .ideographic: return properties.isIdeographic
        case .cased: return properties.isCased
        case .caseIgnorable: return properties.isCaseIgnorable
        case .changesWhenLowercased: return properties.changesWhenLowercased
        case .changesWhenUppercased: return properties.changesWhenUppercased
        case .changesWhenTitlecased: return properties.changesWhenTitlecased
        case .changesWhenCasefolded: return properties.changesWhenCaseFolded
        case .changesWhenCasemapped: return properties.changesWhenCaseMapped
        case .changesWhenNfkcCasefolded: return properties.changesWhenNFKCCaseFolded
        case .defaultIgnorableCodePoint: return properties.isDefaultIgnorableCodePoint
        case .deprecated: return properties.isDeprecated
        case .graphemeBase: return properties.isGraphemeBase
        case .graphemeExtend: return properties.isGraphemeExtend
        case .idsBinaryOperator: return properties.isIDSBinaryOperator
        case .idsTrinaryOperator: return properties.isIDSTrinaryOperator
        case .joinControl: return properties.isJoinControl
        case .logicalOrderException: return properties.isLogicalOrderException
        case .noncharacterCodePoint: return properties.isNoncharacterCodePoint
        case .patternSyntax: return properties.isPatternSyntax
        case .patternWhiteSpace: return properties.isPatternWhitespace
        case .quotationMark: return properties.isQuotationMark
        case .radical: return properties.isRadical
        case .sentenceTerminal: return properties.isSentenceTerminal
        case .softDotted: return properties.isSoftDotted
        case .terminalPunctuation: return properties.isTerminalPunctuation
        case .unifiedIdeograph: return properties.isUnifiedIdeograph
        case .variationSelector: return properties.isVariationSelector
        case .bidiControl: return properties.isBidiControl
        case .bidiMirrored: return properties.isBidiMirrored
        }
    }
}

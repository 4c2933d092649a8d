/// The names `\p{…}` accepts (ECMAScript 2024 §22.2.2.9, UnicodeMatchProperty and
/// UnicodeMatchPropertyValue): General_Category values, the binary properties of table 67,
/// Script and Script_Extensions values (RegularExpressionScriptNames.swift, generated), and
/// under `v` the properties of strings. Names match exactly: no loose matching, no `Is`/`In`
/// prefixes, no other Unicode properties. A literal's early errors and the engine's parser
/// both resolve names here, so the two agree on what is a SyntaxError.
public enum RegExpPropertyName: Hashable, Sendable {
    /// A General_Category value, by its short name (`Lu`, `L`, `LC`).
    case generalCategory(String)
    /// A Script value, by its index in `scriptValueNames`; Script_Extensions when `extensions`.
    case script(Int, extensions: Bool)
    /// A binary property, by its long name.
    case binary(String)
    /// A property of strings (`v` only).
    case strings(StringProperty)

    /// The properties of strings (ES2024 table 68), in the order of the engine's tables.
    public enum StringProperty: Int, CaseIterable, Sendable {
        case basicEmoji, emojiKeycapSequence, rgiEmojiModifierSequence, rgiEmojiFlagSequence
        case rgiEmojiTagSequence, rgiEmojiZWJSequence
        /// The union of the others.
        case rgiEmoji
    }

    /// The property a `\p{…}` body names, or nil (a SyntaxError). Properties of strings only
    /// exist under `v` (`unicodeSets`).
    public init?(_ body: String, unicodeSets: Bool) {
        if let equals = body.firstIndex(of: "=") {
            let name = body[..<equals]
            let value = String(body[body.index(after: equals)...])
            switch name {
            case "General_Category", "gc":
                guard let category = Self.generalCategories[value] else { return nil }
                self = .generalCategory(category)
            case "Script", "sc", "Script_Extensions", "scx":
                guard let index = Self.scripts[value] else { return nil }
                self = .script(index, extensions: name == "Script_Extensions" || name == "scx")
            default:
                return nil
            }
        } else if let category = Self.generalCategories[body] {
            self = .generalCategory(category)
        } else if let binary = Self.binaryProperties[body] {
            self = .binary(binary)
        } else if unicodeSets, let strings = Self.stringProperties[body] {
            self = .strings(strings)
        } else {
            return nil
        }
    }

    /// The `{…}` after `\p` or `\P` (`negated`) at `position` in `units`: the property,
    /// with `position` moved past the `}`; nil (a SyntaxError) when the braces or the name are
    /// invalid or a property of strings is negated.
    public static func parse(_ units: [UInt16], at position: inout Int, negated: Bool, unicodeSets: Bool)
        -> RegExpPropertyName? {
        guard position < units.count, units[position] == 0x7B else { return nil }
        var index = position + 1
        var body = String.UnicodeScalarView()
        while index < units.count, units[index] != 0x7D {
            guard isNameCharacter(units[index]), let scalar = Unicode.Scalar(UInt32(units[index])) else { return nil }
            body.append(scalar)
            index += 1
        }
        guard index < units.count, let property = RegExpPropertyName(String(body), unicodeSets: unicodeSets),
              !(negated && property.isPropertyOfStrings) else { return nil }
        position = index + 1
        return property
    }

    /// UnicodePropertyNameCharacter (`A-Z a-z 0-9 _`) or the `=` between name and value.
    static func isNameCharacter(_ unit: UInt16) -> Bool {
        (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || (unit >= 0x30 && unit <= 0x39)
            || unit == 0x5F || unit == 0x3D
    }

    /// Whether the property may match strings of other lengths than one (ES2024 §22.2.1.6
    /// MayContainStrings), which makes `\P{…}` and `[^…]` of it a SyntaxError.
    public var isPropertyOfStrings: Bool {
        if case .strings = self { return true }
        return false
    }

    /// Each name (long, short and other aliases) of a General_Category value to its short name.
    static let generalCategories = aliasTable("""
            C,Other Cc,Control,cntrl Cf,Format Cn,Unassigned Co,Private_Use Cs,Surrogate \
            L,Letter LC,Cased_Letter Ll,Lowercase_Letter Lm,Modifier_Letter Lo,Other_Letter \
            Lt,Titlecase_Letter Lu,Uppercase_Letter M,Mark,Combining_Mark Mc,Spacing_Mark \
            Me,Enclosing_Mark Mn,Nonspacing_Mark N,Number Nd,Decimal_Number,digit Nl,Letter_Number \
            No,Other_Number P,Punctuation,punct Pc,Connector_Punctuation Pd,Dash_Punctuation \
            Pe,Close_Punctuation Pf,Final_Punctuation Pi,Initial_Punctuation Po,Other_Punctuation \
            Ps,Open_Punctuation S,Symbol Sc,Currency_Symbol Sk,Modifier_Symbol Sm,Math_Symbol \
            So,Other_Symbol Z,Separator Zl,Line_Separator Zp,Paragraph_Separator Zs,Space_Separator
            """)

    /// Each name of a binary property (ES2024 table 67) to its long name.
    static let binaryProperties = aliasTable("""
            ASCII ASCII_Hex_Digit,AHex Alphabetic,Alpha Any Assigned Bidi_Control,Bidi_C \
            Bidi_Mirrored,Bidi_M Case_Ignorable,CI Cased Changes_When_Casefolded,CWCF \
            Changes_When_Casemapped,CWCM Changes_When_Lowercased,CWL Changes_When_NFKC_Casefolded,CWKCF \
            Changes_When_Titlecased,CWT Changes_When_Uppercased,CWU Dash Default_Ignorable_Code_Point,DI \
            Deprecated,Dep Diacritic,Dia Emoji Emoji_Component,EComp Emoji_Modifier,EMod \
            Emoji_Modifier_Base,EBase Emoji_Presentation,EPres Extended_Pictographic,ExtPict Extender,Ext \
            Grapheme_Base,Gr_Base Grapheme_Extend,Gr_Ext Hex_Digit,Hex IDS_Binary_Operator,IDSB \
            IDS_Trinary_Operator,IDST ID_Continue,IDC ID_Start,IDS Ideographic,Ideo Join_Control,Join_C \
            Logical_Order_Exception,LOE Lowercase,Lower Math Noncharacter_Code_Point,NChar \
            Pattern_Syntax,Pat_Syn Pattern_White_Space,Pat_WS Quotation_Mark,QMark Radical \
            Regional_Indicator,RI Sentence_Terminal,STerm Soft_Dotted,SD Terminal_Punctuation,Term \
            Unified_Ideograph,UIdeo Uppercase,Upper Variation_Selector,VS White_Space,space \
            XID_Continue,XIDC XID_Start,XIDS
            """)

    /// Space-separated entries of comma-separated names: each name to its entry's first.
    static func aliasTable(_ entries: String) -> [String: String] {
        var table: [String: String] = [:]
        for entry in entries.split(separator: " ") {
            let names = entry.split(separator: ",").map(String.init)
            for name in names { table[name] = names[0] }
        }
        return table
    }

    /// Each name of a Script value to its index.
    static let scripts: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, entry) in scriptValueNames.split(separator: " ").enumerated() {
            for name in entry.split(separator: ",") { table[String(name)] = index }
        }
        return table
    }()

    static let stringProperties: [String: StringProperty] = [
        "Basic_Emoji": .basicEmoji, "Emoji_Keycap_Sequence": .emojiKeycapSequence,
        "RGI_Emoji_Modifier_Sequence": .rgiEmojiModifierSequence, "RGI_Emoji_Flag_Sequence": .rgiEmojiFlagSequence,
        "RGI_Emoji_Tag_Sequence": .rgiEmojiTagSequence, "RGI_Emoji_ZWJ_Sequence": .rgiEmojiZWJSequence,
        "RGI_Emoji": .rgiEmoji,
    ]
}

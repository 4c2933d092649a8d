/// The Unicode normalization forms of String.prototype.normalize (§21.1.3.12).
enum NormalizationForm: String {
    case nfc = "NFC", nfd = "NFD", nfkc = "NFKC", nfkd = "NFKD"
}

extension StringBuiltins {
    /// String.prototype.normalize ( [ form ] ) (§21.1.3.12), through ICU.
    @Sendable static func normalize(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "normalize", in: agent)
        let formName = arguments[0].isUndefined ? "NFC" : try agent.toString(arguments[0]).stringValue
        guard let form = NormalizationForm(rawValue: formName) else {
            throw agent.rangeError("The normalization form should be one of NFC, NFD, NFKC, NFKD.")
        }
        guard let normalizer = UnicodeNormalizer.shared else {
            throw agent.makeError(.error, "String.prototype.normalize needs ICU (\(UnicodeNormalizer.libraryName)), which could not be loaded")
        }
        return .string(JSString(units: normalized(string.units, form: form, with: normalizer)))
    }

    /// `units` in normalization form `form`, or as they are when ICU is missing.
    static func normalized(_ units: [UInt16], form: NormalizationForm) -> [UInt16] {
        guard let normalizer = UnicodeNormalizer.shared else { return units }
        return normalized(units, form: form, with: normalizer)
    }

    /// `units` in normalization form `form`. Lone surrogates are kept as they are: they
    /// neither decompose nor combine, so each run between them is normalized on its own.
    static func normalized(_ units: [UInt16], form: NormalizationForm, with normalizer: UnicodeNormalizer) -> [UInt16] {
        // Text below these code units is already in the form: nothing below U+0300 combines
        // (NFC), Latin-1 letters decompose from U+00C0 (NFD), NBSP is compatibility-mapped.
        let limit: UInt16
        switch form {
        case .nfc: limit = 0x300
        case .nfd: limit = 0xC0
        case .nfkc, .nfkd: limit = 0xA0
        }
        if !units.contains(where: { $0 >= limit }) { return units }
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        var runStart = 0
        var index = 0
        func flush(upTo end: Int) {
            guard runStart < end else { return }
            result.append(contentsOf: normalizer.normalize(units[runStart..<end], form: form))
        }
        while index < units.count {
            let unit = units[index]
            if unit >= 0xD800 && unit <= 0xDBFF, index + 1 < units.count,
                units[index + 1] >= 0xDC00 && units[index + 1] <= 0xDFFF
            {
                index += 2
                continue
            }
            if unit >= 0xD800 && unit <= 0xDFFF {
                flush(upTo: index)
                result.append(unit)
                runStart = index + 1
            }
            index += 1
        }
        flush(upTo: units.count)
        return result
    }
}

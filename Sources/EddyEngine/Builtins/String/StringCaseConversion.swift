/// String.prototype.toLowerCase/toUpperCase (§21.1.3.24, §21.1.3.26): the full,
/// locale-independent mappings of the Unicode Character Database (SpecialCasing included,
/// with the Final_Sigma condition), code point by code point; lone surrogates stay.
extension StringBuiltins {
    /// String.prototype.toLowerCase ( ) (§21.1.3.24).
    @Sendable static func toLowerCase(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "toLowerCase", in: agent)
        if let converted = asciiCaseConverted(string, toUpper: false, in: agent) { return converted }
        return try makeString(convertingCase(string.units, toUpper: false), in: agent)
    }

    /// String.prototype.toUpperCase ( ) (§21.1.3.26).
    @Sendable static func toUpperCase(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "toUpperCase", in: agent)
        if let converted = asciiCaseConverted(string, toUpper: true, in: agent) { return converted }
        return try makeString(convertingCase(string.units, toUpper: true), in: agent)
    }

    /// String.prototype.toLocaleLowerCase ( [ locales ] ) (ECMA-402 §19.1.2).
    @Sendable static func toLocaleLowerCase(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try transformCase(this, locales: arguments[0], toUpper: false, method: "toLocaleLowerCase", in: agent)
    }

    /// String.prototype.toLocaleUpperCase ( [ locales ] ) (ECMA-402 §19.1.3).
    @Sendable static func toLocaleUpperCase(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try transformCase(this, locales: arguments[0], toUpper: true, method: "toLocaleUpperCase", in: agent)
    }

    /// TransformCase (ECMA-402 §19.1.2.1): the locale's own rules where its language has
    /// them, else the default mapping toLowerCase and toUpperCase use.
    private static func transformCase(_ this: JSValue, locales: JSValue, toUpper: Bool, method: String,
                                      in agent: Agent) throws -> JSValue {
        let string = try coercedThis(this, method, in: agent)
        if let converted = try localeCaseConverted(string, locales: locales, toUpper: toUpper, in: agent) {
            return converted
        }
        if let converted = asciiCaseConverted(string, toUpper: toUpper, in: agent) { return converted }
        return try makeString(convertingCase(string.units, toUpper: toUpper), in: agent)
    }

    /// TransformCase's language-sensitive part: the first requested locale
    /// (CanonicalizeLocaleList, so a malformed tag throws) picks its language's rules when
    /// that language has its own (`ICUCaseMapping.languages`); nil means the default mapping.
    private static func localeCaseConverted(_ string: JSString, locales: JSValue, toUpper: Bool, in agent: Agent) throws -> JSValue? {
        if locales.isUndefined { return nil }
        guard let locale = try LocaleArguments.requestedLocales(locales, in: agent).first else { return nil }
        let language = String(locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" }).lowercased()
        guard ICUCaseMapping.languages.contains(language),
            let converted = ICUCaseMapping.convert(string.units, toUpper: toUpper, language: language)
        else { return nil }
        return try makeString(converted, in: agent)
    }

    /// The case conversion of an ASCII string, unit by unit (no special casing applies), and
    /// the string itself when nothing changes, as V8 returns it; nil when any unit is not ASCII.
    static func asciiCaseConverted(_ string: JSString, toUpper: Bool, in agent: Agent) -> JSValue? {
        let (lower, upper): (UInt16, UInt16) = toUpper ? (0x61, 0x7A) : (0x41, 0x5A)
        let converted: [UInt16]?? = string.withUnits { units in
            var combined: UInt16 = 0
            var firstChange: Int?
            for index in units.indices {
                let unit = units[index]
                combined |= unit
                if firstChange == nil, unit >= lower, unit <= upper { firstChange = index }
            }
            guard combined < 0x80 else { return nil }
            guard let firstChange else { return .some(nil) }
            var result = Array(units)
            for index in firstChange..<result.count where result[index] >= lower && result[index] <= upper {
                result[index] ^= 0x20
            }
            return result
        }
        switch converted {
        case nil: return nil
        case .some(nil): return .string(string)
        case .some(.some(let units)):
            agent.heap.noteExternalAllocation(bytes: units.count * 2)
            return .string(JSString(units: units))
        }
    }

    /// The code points of `units`, with lone surrogates as themselves.
    private static func scalars(_ units: [UInt16]) -> [UInt32] {
        var result: [UInt32] = []
        result.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit >= 0xD800 && unit <= 0xDBFF, index + 1 < units.count,
                units[index + 1] >= 0xDC00 && units[index + 1] <= 0xDFFF
            {
                result.append(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00))
                index += 2
            } else {
                result.append(UInt32(unit))
                index += 1
            }
        }
        return result
    }

    static func convertingCase(_ units: [UInt16], toUpper: Bool) -> [UInt16] {
        if !units.contains(where: { $0 >= 0x80 }) {
            // ASCII: a fixed offset.
            return units.map { unit in
                if toUpper, unit >= 0x61 && unit <= 0x7A { return unit - 0x20 }
                if !toUpper, unit >= 0x41 && unit <= 0x5A { return unit + 0x20 }
                return unit
            }
        }
        let codePoints = scalars(units)
        var result: [UInt16] = []
        result.reserveCapacity(units.count)
        for (position, codePoint) in codePoints.enumerated() {
            guard let scalar = Unicode.Scalar(codePoint) else {
                result.append(UInt16(codePoint))  // a lone surrogate
                continue
            }
            if !toUpper && codePoint == 0x3A3 {
                result.append(isFinalSigma(codePoints, at: position) ? 0x3C2 : 0x3C3)
                continue
            }
            let mapping = toUpper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping
            result.append(contentsOf: mapping.utf16)
        }
        return result
    }

    /// The Final_Sigma condition (Unicode §3.13, table 3-17): a cased letter comes before
    /// (skipping case-ignorable ones) and none comes after.
    private static func isFinalSigma(_ codePoints: [UInt32], at position: Int) -> Bool {
        func properties(_ index: Int) -> Unicode.Scalar.Properties? {
            Unicode.Scalar(codePoints[index])?.properties
        }
        var before = position - 1
        while before >= 0, properties(before)?.isCaseIgnorable == true { before -= 1 }
        guard before >= 0, properties(before)?.isCased == true else { return false }
        var after = position + 1
        while after < codePoints.count, properties(after)?.isCaseIgnorable == true { after += 1 }
        return !(after < codePoints.count && properties(after)?.isCased == true)
    }
}

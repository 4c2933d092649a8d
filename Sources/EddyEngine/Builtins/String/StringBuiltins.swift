/// The String constructor (§21.1.1–2) and %String.prototype% (§21.1.3), on UTF-16 code
/// units. The methods that take a regular expression call through the argument's
/// @@match/@@matchAll/@@replace/@@search/@@split method when it has one; otherwise replace,
/// replaceAll and split treat it as a string, and match, matchAll and search make a RegExp
/// of it (RegExpCreate) and invoke its method. As in ECMAScript 2022 and Node, only an
/// object argument is asked for those methods.
enum StringBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("at", length: 1, at, fast: fastAt),
        .init("charAt", length: 1, charAt, fast: fastCharAt),
        .init("charCodeAt", length: 1, charCodeAt, fast: fastCharCodeAt),
        .init("codePointAt", length: 1, codePointAt, fast: fastCodePointAt),
        .init("concat", length: 1, concat),
        .init("endsWith", length: 1, endsWith, fast: fastEndsWith),
        .init("includes", length: 1, includes, fast: fastIncludes),
        .init("indexOf", length: 1, indexOf, fast: fastIndexOf),
        .init("isWellFormed", length: 0, isWellFormed),
        .init("lastIndexOf", length: 1, lastIndexOf),
        .init("localeCompare", length: 1, localeCompare),
        .init("match", length: 1, match),
        .init("matchAll", length: 1, matchAll),
        .init("normalize", length: 0, normalize),
        .init("padEnd", length: 1, padEnd),
        .init("padStart", length: 1, padStart),
        .init("repeat", length: 1, `repeat`),
        .init("replace", length: 2, replace),
        .init("replaceAll", length: 2, replaceAll),
        .init("search", length: 1, search),
        .init("slice", length: 2, slice, fast: fastSlice),
        .init("split", length: 2, split),
        .init("startsWith", length: 1, startsWith, fast: fastStartsWith),
        .init("substr", length: 2, substr, fast: fastSubstr),
        .init("substring", length: 2, substring, fast: fastSubstring),
        .init("toLocaleLowerCase", length: 0, toLocaleLowerCase),
        .init("toWellFormed", length: 0, toWellFormed),
        .init("toLocaleUpperCase", length: 0, toLocaleUpperCase),
        .init("toLowerCase", length: 0, toLowerCase, fast: fastToLowerCase),
        .init("toString", length: 0, valueOf),
        .init("toUpperCase", length: 0, toUpperCase, fast: fastToUpperCase),
        .init("trim", length: 0, trim),
        .init("trimEnd", length: 0, trimEnd),
        .init("trimStart", length: 0, trimStart),
        .init("valueOf", length: 0, valueOf),
        .init(.iterator, name: "[Symbol.iterator]", length: 0, iterator),
    ]

    static let constructorMethods: [BuiltinMethod] = [
        .init("fromCharCode", length: 1, fromCharCode, fast: fastFromCharCode),
        .init("fromCodePoint", length: 1, fromCodePoint),
        .init("raw", length: 1, raw),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = realm.stringPrototype
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install(htmlMethods, on: prototype, in: agent)
        // trimLeft and trimRight are the same function objects as trimStart and trimEnd (§B.2.3.15–16).
        for (alias, name) in [("trimLeft", "trimStart"), ("trimRight", "trimEnd")] {
            if case .data(let function, _)? = prototype.storedProperty(agent.key(name)) {
                prototype.defineBuiltinProperty(agent.key(alias), function)
            }
        }
        let constructor = realm.makeConstructor("String", length: 1, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install(constructorMethods, on: constructor, in: agent)
        realm.setIntrinsic(.string, constructor, global: "String", in: agent)
    }

    /// String ( value ) (§21.1.1.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string: JSString
        if arguments.count == 0 {
            string = JSString("")
        } else if arguments.newTarget == nil, case .symbol(let symbol) = arguments[0] {
            return JSValue(symbol.descriptiveString)
        } else {
            string = try agent.toString(arguments[0])
        }
        guard let newTarget = arguments.newTarget else { return agent.value(of: string) }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.stringPrototype }
        return .object(agent.heap.register(
            JSStringObject(value: string, shape: agent.rootShape, prototype: prototype, names: agent.names)))
    }

    // MARK: - Helpers

    /// thisStringValue (§21.1.3).
    static func thisString(_ value: JSValue, in agent: Agent) throws -> JSString {
        if case .string(let string) = value { return string.string }
        if let object = value.asObject, let wrapper = object as? JSStringObject { return wrapper.primitiveValue }
        throw agent.typeError("String.prototype.valueOf requires that 'this' be a String")
    }

    /// `? ToString(? RequireObjectCoercible(this value))`, the first step of most methods.
    static func coercedThis(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSString {
        if case .string(let string) = this { return string.string }
        if this.isNullish {
            throw agent.typeError("String.prototype.\(method) called on null or undefined")
        }
        return try agent.toString(this)
    }

    /// A new string from code units, or `RangeError: Invalid string length` past the limit.
    /// Its bytes count towards the next collection (and so towards the heap limit's check):
    /// strings live outside the heap's cells.
    static func makeString(_ units: [UInt16], in agent: Agent) throws -> JSValue {
        guard units.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        agent.heap.noteExternalAllocation(bytes: units.count * 2)
        return agent.value(of: JSString(units: units))
    }

    /// The first index ≥ `start` where `needle` occurs in `haystack` (StringIndexOf, §6.1.4.1
    /// in later editions), or nil.
    static func index(of needle: UnsafeBufferPointer<UInt16>, in haystack: UnsafeBufferPointer<UInt16>,
                      from start: Int) -> Int? {
        let count = needle.count
        guard start + count <= haystack.count else { return nil }
        if count == 0 { return start }
        let first = needle[0]
        var position = start
        let last = haystack.count - count
        while position <= last {
            if haystack[position] == first {
                var matched = 1
                while matched < count, haystack[position + matched] == needle[matched] { matched += 1 }
                if matched == count { return position }
            }
            position += 1
        }
        return nil
    }

    /// `index(of:in:from:)` over two strings' units in place.
    static func index(of needle: JSString, in haystack: JSString, from start: Int) -> Int? {
        haystack.withUnits { haystack in needle.withUnits { index(of: $0, in: haystack, from: start) } }
    }

    /// Whether `haystack` holds `needle` at `start` (which the caller has bounded).
    static func hasUnits(_ needle: JSString, in haystack: JSString, at start: Int) -> Bool {
        guard start >= 0, start + needle.count <= haystack.count else { return false }
        return haystack.withUnits { haystack in
            needle.withUnits { haystack[start..<(start + $0.count)].elementsEqual($0) }
        }
    }

    /// IsRegExp (§7.2.8).
    static func isRegExp(_ value: JSValue, in agent: Agent) throws -> Bool {
        try RegExpBuiltins.isRegExp(value, in: agent)
    }

    /// A clamped position argument: ToIntegerOrInfinity, then into 0…length.
    static func clampedPosition(_ value: JSValue, length: Int, in agent: Agent) throws -> Int {
        let position = try agent.toIntegerOrInfinity(value)
        return Int(Swift.min(Swift.max(position, 0), Double(length)))
    }

    // MARK: - Characters

    /// String.prototype.charAt ( pos ) (§21.1.3.1).
    @Sendable static func charAt(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "charAt", in: agent)
        let position = try agent.toIntegerOrInfinity(arguments[0])
        guard position >= 0, position < Double(string.count) else { return JSValue("") }
        return agent.value(of: agent.substring(of: string, from: Int(position), to: Int(position) + 1))
    }

    /// String.prototype.at ( index ) (§22.1.3.1): a code unit, counted from the end when
    /// negative.
    @Sendable static func at(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "at", in: agent)
        guard let index = try agent.relativeElementIndex(arguments[0], length: Double(string.count)) else {
            return .undefined
        }
        return agent.value(of: agent.substring(of: string, from: Int(index), to: Int(index) + 1))
    }

    /// `units` with each lone surrogate replaced by U+FFFD, or nil when there is none.
    private static func wellFormed(_ units: [UInt16]) -> [UInt16]? {
        var result: [UInt16]?
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit >= 0xD800 && unit <= 0xDBFF, index + 1 < units.count, units[index + 1] >= 0xDC00, units[index + 1] <= 0xDFFF {
                index += 2
                continue
            }
            if unit >= 0xD800 && unit <= 0xDFFF {
                if result == nil { result = units }
                result?[index] = 0xFFFD
            }
            index += 1
        }
        return result
    }

    /// String.prototype.isWellFormed ( ) (§22.1.3.10): no lone surrogates.
    @Sendable static func isWellFormed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .boolean(wellFormed(try coercedThis(this, "isWellFormed", in: agent).units) == nil)
    }

    /// String.prototype.toWellFormed ( ) (§22.1.3.32): lone surrogates become U+FFFD.
    @Sendable static func toWellFormed(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "toWellFormed", in: agent)
        guard let units = wellFormed(string.units) else { return agent.value(of: string) }
        return try makeString(units, in: agent)
    }

    /// String.prototype.charCodeAt ( pos ) (§21.1.3.2).
    @Sendable static func charCodeAt(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "charCodeAt", in: agent)
        let position = try agent.toIntegerOrInfinity(arguments[0])
        guard position >= 0, position < Double(string.count), let unit = string.codeUnit(at: Int(position)) else {
            return .number(.nan)
        }
        return .number(Double(unit))
    }

    /// String.prototype.codePointAt ( pos ) (§21.1.3.3).
    @Sendable static func codePointAt(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "codePointAt", in: agent)
        let position = try agent.toIntegerOrInfinity(arguments[0])
        guard position >= 0, position < Double(string.count),
            let (codePoint, _) = string.codePoint(at: Int(position))
        else { return .undefined }
        return .number(Double(codePoint))
    }

    /// String.prototype.concat ( ...args ) (§21.1.3.4).
    @Sendable static func concat(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var result = try coercedThis(this, "concat", in: agent)
        for argument in arguments.values {
            result = try agent.concatenate(result, try agent.toString(argument))
        }
        return agent.value(of: result)
    }

    // MARK: - Searching

    /// String.prototype.endsWith ( searchString [ , endPosition ] ) (§21.1.3.6).
    @Sendable static func endsWith(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "endsWith", in: agent)
        if try isRegExp(arguments[0], in: agent) {
            throw agent.typeError("First argument to String.prototype.endsWith must not be a regular expression")
        }
        let search = try agent.toString(arguments[0])
        let end = arguments[1].isUndefined ? string.count : try clampedPosition(arguments[1], length: string.count, in: agent)
        return .boolean(hasUnits(search, in: string, at: end - search.count))
    }

    /// String.prototype.includes ( searchString [ , position ] ) (§21.1.3.7).
    @Sendable static func includes(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "includes", in: agent)
        if try isRegExp(arguments[0], in: agent) {
            throw agent.typeError("First argument to String.prototype.includes must not be a regular expression")
        }
        let search = try agent.toString(arguments[0])
        let start = try clampedPosition(arguments[1], length: string.count, in: agent)
        return .boolean(index(of: search, in: string, from: start) != nil)
    }

    /// String.prototype.indexOf ( searchString [ , position ] ) (§21.1.3.8).
    @Sendable static func indexOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "indexOf", in: agent)
        let search = try agent.toString(arguments[0])
        let start = try clampedPosition(arguments[1], length: string.count, in: agent)
        return .number(Double(index(of: search, in: string, from: start) ?? -1))
    }

    /// String.prototype.lastIndexOf ( searchString [ , position ] ) (§21.1.3.9).
    @Sendable static func lastIndexOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "lastIndexOf", in: agent)
        let search = try agent.toString(arguments[0])
        let number = try agent.toNumber(arguments[1])
        let position = number.isNaN ? Double.infinity : number.integerOrInfinity
        var start = Int(Swift.min(Swift.max(position, 0), Double(string.count)))
        start = Swift.min(start, string.count - search.count)
        let found: Int? = string.withUnits { units in
            search.withUnits { search in
                while start >= 0 {
                    if units[start..<(start + search.count)].elementsEqual(search) { return start }
                    start -= 1
                }
                return nil
            }
        }
        return .number(Double(found ?? -1))
    }

    /// String.prototype.startsWith ( searchString [ , position ] ) (§21.1.3.20).
    @Sendable static func startsWith(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "startsWith", in: agent)
        if try isRegExp(arguments[0], in: agent) {
            throw agent.typeError("First argument to String.prototype.startsWith must not be a regular expression")
        }
        let search = try agent.toString(arguments[0])
        let start = try clampedPosition(arguments[1], length: string.count, in: agent)
        return .boolean(hasUnits(search, in: string, at: start))
    }

    /// String.prototype.localeCompare ( that [ , locales [ , options ] ] ) (§21.1.3.10 and
    /// ECMA-402 §18.1.1): ICU's collation; without ICU, the code-unit order of the NFC forms
    /// (so canonically equivalent strings still compare equal).
    @Sendable static func localeCompare(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "localeCompare", in: agent)
        let that = try agent.toString(arguments[0])
        if let order = try agent.localeCompare(string, that, locales: arguments[1], options: arguments[2]) {
            return .number(Double(order))
        }
        let left = normalized(string.units, form: .nfc)
        let right = normalized(that.units, form: .nfc)
        if left == right { return .number(0) }
        return .number(left.lexicographicallyPrecedes(right) ? -1 : 1)
    }

    /// A plain RegExp of the current realm (`RegExpBuiltins.plainRegExp`: no own property but
    /// `lastIndex`, its prototype's methods the installed ones): GetMethod of a protocol
    /// symbol on it would read no getter and find the realm's built-in, so the String methods
    /// run that built-in directly, which no script can tell apart.
    static func isRealmPlainRegExp(_ value: JSValue, in agent: Agent) -> Bool {
        guard let object = value.asObject, let regexp = RegExpBuiltins.plainRegExp(object) else { return false }
        return regexp.prototype === agent.currentRealm.regExpPrototype
    }

    /// The regexp-only methods: the argument's own protocol method, or that of a new RegExp
    /// made from it (RegExpCreate with `flags`).
    /// `direct` is the RegExp method itself, run without being looked up and called when the
    /// argument is a plain RegExp (`isRealmPlainRegExp`).
    private static func callRegExpMethod(_ symbol: JSSymbol, name: String, flags: JSValue = .undefined,
                                         direct: BuiltinBody? = nil,
                                         _ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        if this.isNullish { throw agent.typeError("String.prototype.\(name) called on null or undefined") }
        let regexp = arguments[0]
        if let direct, isRealmPlainRegExp(regexp, in: agent) { return try direct(agent, regexp, Arguments([this])) }
        if regexp.isObject, let method = try agent.getMethod(regexp, .symbol(symbol)) {
            return try agent.call(method, this: regexp, arguments: [this])
        }
        let string = try agent.toString(this)
        let rx = try RegExpBuiltins.create(pattern: regexp, flags: flags, in: agent)
        return try agent.invoke(.object(rx), .symbol(symbol), arguments: [.string(string)])
    }

    /// String.prototype.match ( regexp ) (§21.1.3.11).
    @Sendable static func match(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try callRegExpMethod(agent.symbols.match, name: "match", direct: RegExpBuiltins.symbolMatch, agent, this, arguments)
    }

    /// String.prototype.matchAll ( regexp ) (§21.1.3.12).
    @Sendable static func matchAll(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        if this.isNullish { throw agent.typeError("String.prototype.matchAll called on null or undefined") }
        let regexp = arguments[0]
        if regexp.isObject, try isRegExp(regexp, in: agent) {
            let flags = try agent.getV(regexp, agent.key("flags"))
            _ = try agent.requireObjectCoercible(flags)
            if !(try agent.toString(flags).units.contains(0x67)) {  // g
                throw agent.typeError("String.prototype.matchAll called with a non-global RegExp argument")
            }
        }
        return try callRegExpMethod(agent.symbols.matchAll, name: "matchAll", flags: JSValue("g"), agent, this,
                                    arguments)
    }

    /// String.prototype.search ( regexp ) (§21.1.3.18).
    @Sendable static func search(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try callRegExpMethod(agent.symbols.search, name: "search", direct: RegExpBuiltins.symbolSearch, agent, this,
                             arguments)
    }

    // MARK: - Building strings

    /// String.prototype.padEnd ( maxLength [ , fillString ] ) (§21.1.3.13).
    @Sendable static func padEnd(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try pad(agent, this, arguments, atStart: false)
    }

    /// String.prototype.padStart ( maxLength [ , fillString ] ) (§21.1.3.14).
    @Sendable static func padStart(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try pad(agent, this, arguments, atStart: true)
    }

    /// StringPad (§21.1.3.14.1).
    private static func pad(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, atStart: Bool) throws -> JSValue {
        let string = try coercedThis(this, atStart ? "padStart" : "padEnd", in: agent)
        let maximumLength = try agent.toLength(arguments[0])
        guard maximumLength > Double(string.count) else { return agent.value(of: string) }
        let filler = arguments[1].isUndefined ? [0x20] : try agent.toString(arguments[1]).units
        if filler.isEmpty { return agent.value(of: string) }
        guard maximumLength <= Double(JSString.maximumLength) else { throw agent.rangeError("Invalid string length") }
        let fillLength = Int(maximumLength) - string.count
        var fill: [UInt16] = []
        fill.reserveCapacity(fillLength)
        while fill.count < fillLength { fill.append(contentsOf: filler.prefix(fillLength - fill.count)) }
        return try makeString(atStart ? fill + string.units : string.units + fill, in: agent)
    }

    /// String.prototype.repeat ( count ) (§21.1.3.16).
    @Sendable static func `repeat`(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "repeat", in: agent)
        let count = try agent.toIntegerOrInfinity(arguments[0])
        guard count >= 0, count.isFinite else {
            throw agent.rangeError("Invalid count value: \(NumberFormatting.string(from: count))")
        }
        if count == 0 || string.count == 0 { return JSValue("") }
        guard Double(string.count) * count <= Double(JSString.maximumLength) else {
            throw agent.rangeError("Invalid string length")
        }
        // Doubling: `'x'.repeat(2 ** 24)` appended a one-unit array 16 million times, a
        // retain and release each (4.5 s; node 10 ms). Now ~log2(count) block copies.
        let total = string.count * Int(count)
        let result = [UInt16](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            string.withUnits { units in
                guard let source = units.baseAddress else { return }
                base.initialize(from: source, count: units.count)
                initialized = units.count
            }
            while initialized < total {
                let copied = Swift.min(initialized, total - initialized)
                (base + initialized).initialize(from: base, count: copied)
                initialized += copied
            }
        }
        return try makeString(result, in: agent)
    }

    /// One part of GetSubstitution's template (§21.1.3.17.1) with no captures: text copied
    /// as written (`$$` as one `$`), the match (`$&`), what precedes it (`` $` ``) or what
    /// follows it (`$'`).
    enum SubstitutionPiece {
        case text(Range<Int>)
        case dollar
        case matched
        case before
        case after
    }

    /// The pieces of `replacement`, parsed once for every match: the result's length is then
    /// known before anything is built, and each piece is a block copy.
    static func substitutionPieces(_ replacement: [UInt16]) -> [SubstitutionPiece] {
        var pieces: [SubstitutionPiece] = []
        var textStart = 0
        var index = 0
        while index < replacement.count {
            guard replacement[index] == 0x24, index + 1 < replacement.count else {  // $
                index += 1
                continue
            }
            let piece: SubstitutionPiece
            switch replacement[index + 1] {
            case 0x24: piece = .dollar  // $$
            case 0x26: piece = .matched  // $&
            case 0x60: piece = .before  // $`
            case 0x27: piece = .after  // $'
            default:
                index += 1
                continue
            }
            if textStart < index { pieces.append(.text(textStart..<index)) }
            pieces.append(piece)
            index += 2
            textStart = index
        }
        if textStart < replacement.count { pieces.append(.text(textStart..<replacement.count)) }
        return pieces
    }

    /// The length of the substitution for a match of `matchedCount` units at `position` in a
    /// string of `stringCount` units.
    static func substitutionLength(_ pieces: [SubstitutionPiece], matchedCount: Int, stringCount: Int,
                                   position: Int) -> Int {
        var length = 0
        for piece in pieces {
            switch piece {
            case .text(let range): length += range.count
            case .dollar: length += 1
            case .matched: length += matchedCount
            case .before: length += position
            case .after: length += stringCount - Swift.min(position + matchedCount, stringCount)
            }
        }
        return length
    }

    /// Appends GetSubstitution's result for a match at `position` to `result`.
    static func appendSubstitution(_ pieces: [SubstitutionPiece], replacement: [UInt16], matched: ArraySlice<UInt16>,
                                   string: [UInt16], position: Int, to result: inout [UInt16]) {
        for piece in pieces {
            switch piece {
            case .text(let range): result.append(contentsOf: replacement[range])
            case .dollar: result.append(0x24)
            case .matched: result.append(contentsOf: matched)
            case .before: result.append(contentsOf: string[..<position])
            case .after: result.append(contentsOf: string[Swift.min(position + matched.count, string.count)...])
            }
        }
    }

    /// String.prototype.replace ( searchValue, replaceValue ) (§21.1.3.17).
    @Sendable static func replace(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try replace(agent, this, arguments, all: false)
    }

    /// String.prototype.replaceAll ( searchValue, replaceValue ) (ECMAScript 2021 §22.1.3.19).
    @Sendable static func replaceAll(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try replace(agent, this, arguments, all: true)
    }

    private static func replace(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, all: Bool) throws -> JSValue {
        let name = all ? "replaceAll" : "replace"
        if this.isNullish { throw agent.typeError("String.prototype.\(name) called on null or undefined") }
        let searchValue = arguments[0]
        var replaceValue = arguments[1]
        if searchValue.isObject {
            if all, try isRegExp(searchValue, in: agent) {
                let flags = try agent.getV(searchValue, agent.key("flags"))
                try agent.requireObjectCoercible(flags)
                if !(try agent.toString(flags).units.contains(0x67)) {  // g
                    throw agent.typeError("replaceAll must be called with a global RegExp")
                }
            }
            if isRealmPlainRegExp(searchValue, in: agent) {
                return try RegExpBuiltins.symbolReplace(agent, searchValue, Arguments([this, replaceValue]))
            }
            if let replacer = try agent.getMethod(searchValue, .symbol(agent.symbols.replace)) {
                return try agent.call(replacer, this: searchValue, arguments: [this, replaceValue])
            }
        }
        let string = try agent.toString(this)
        let search = try agent.toString(searchValue)
        let searchUnits = search.units
        let isFunctional = replaceValue.isCallable
        if !isFunctional { replaceValue = .string(try agent.toString(replaceValue)) }
        var positions: [Int] = []
        var next = index(of: search, in: string, from: 0)
        while let position = next {
            positions.append(position)
            if !all { break }
            next = index(of: search, in: string, from: position + Swift.max(1, searchUnits.count))
        }
        // Nothing found: the subject (perhaps a slice of a long text) is not copied.
        if positions.isEmpty { return agent.value(of: string) }
        let units = string.units
        var result: [UInt16] = []
        var endOfLastMatch = 0
        if isFunctional {
            for position in positions {
                result.append(contentsOf: units[endOfLastMatch..<position])
                let replacement = try agent.call(replaceValue, this: .undefined,
                                                 arguments: [.string(search), .number(Double(position)), .string(string)])
                result.append(contentsOf: try agent.toString(replacement).units)
                guard result.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
                endOfLastMatch = position + searchUnits.count
            }
        } else {
            // The result's length is known before anything is built: past the longest
            // string it fails at once, as in node (`'ab'.replaceAll('', s)` with s of 2^28
            // units once built for a minute first).
            let replacement = replaceValue.asString?.units ?? []
            let pieces = substitutionPieces(replacement)
            var total = units.count - positions.count * searchUnits.count
            for position in positions {
                total += substitutionLength(pieces, matchedCount: searchUnits.count, stringCount: units.count,
                                            position: position)
                guard total <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
            }
            result.reserveCapacity(total)
            for position in positions {
                result.append(contentsOf: units[endOfLastMatch..<position])
                appendSubstitution(pieces, replacement: replacement, matched: units[position..<(position + searchUnits.count)],
                                   string: units, position: position, to: &result)
                endOfLastMatch = position + searchUnits.count
            }
        }
        if endOfLastMatch < units.count { result.append(contentsOf: units[endOfLastMatch...]) }
        return try makeString(result, in: agent)
    }

    // MARK: - Substrings

    /// String.prototype.slice ( start, end ) (§21.1.3.19).
    @Sendable static func slice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "slice", in: agent)
        let length = Double(string.count)
        let from = try agent.relativeIndex(arguments[0], length: length, default: 0)
        let to = try agent.relativeIndex(arguments[1], length: length, default: length)
        guard from < to else { return JSValue("") }
        return agent.value(of: agent.substring(of: string, from: Int(from), to: Int(to)))
    }

    /// String.prototype.split ( separator, limit ) (§21.1.3.21).
    @Sendable static func split(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        if this.isNullish { throw agent.typeError("String.prototype.split called on null or undefined") }
        let separator = arguments[0]
        if isRealmPlainRegExp(separator, in: agent) {
            return try RegExpBuiltins.symbolSplit(agent, separator, Arguments([this, arguments[1]]))
        }
        if separator.isObject, let splitter = try agent.getMethod(separator, .symbol(agent.symbols.split)) {
            return try agent.call(splitter, this: separator, arguments: [this, arguments[1]])
        }
        let string = try agent.toString(this)
        let limit = arguments[1].isUndefined ? UInt32.max : try agent.toUint32(arguments[1])
        let separatorString = try agent.toString(separator)
        if limit == 0 { return .object(agent.makeArray()) }
        if separator.isUndefined { return .object(agent.makeArray([.string(string)])) }
        // The subject is read in place: a lexer's `rest.split('\n', 1)` on a slice of its
        // input copies nothing.
        let size = string.count
        let separatorSize = separatorString.count
        if size == 0 {
            return .object(agent.makeArray(separatorSize == 0 ? [] : [.string(string)]))
        }
        if separatorSize == 0 { return .object(splitIntoUnits(string, count: Int(Swift.min(UInt32(size), limit)), in: agent)) }
        var parts: [JSValue] = []
        var start = 0
        while let position = index(of: separatorString, in: string, from: start) {
            parts.append(.string(agent.substring(of: string, from: start, to: position)))
            if parts.count == Int(limit) { return .object(agent.makeArray(parts)) }
            start = position + separatorSize
        }
        parts.append(.string(agent.substring(of: string, from: start, to: size)))
        return .object(agent.makeArray(parts))
    }

    /// `string.split('')`: one string per code unit, written straight into the array's
    /// storage (4 million units: 40 ms, where gathering a list and copying it took 150 ms).
    private static func splitIntoUnits(_ string: JSString, count: Int, in agent: Agent) -> JSArray {
        var elements = ContiguousArray<JSValue?>()
        elements.reserveCapacity(count)
        var ascii = [JSValue?](repeating: nil, count: 128)
        string.withUnits { units in
            for unit in units.prefix(count) {
                if unit < 128, let shared = ascii[Int(unit)] {
                    elements.append(shared)
                    continue
                }
                let part = JSValue.string(agent.string(ofUnit: unit))
                if unit < 128 { ascii[Int(unit)] = part }
                elements.append(part)
            }
        }
        let array = agent.makeArray()
        array.length = UInt32(truncatingIfNeeded: elements.count)
        array.elements = elements
        return array
    }

    /// String.prototype.substr ( start, length ) (§B.2.3.1).
    @Sendable static func substr(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "substr", in: agent)
        let size = Double(string.count)
        var start = try agent.toIntegerOrInfinity(arguments[0])
        if start < 0 { start = Swift.max(size + start, 0) }
        start = Swift.min(start, size)
        let end = arguments[1].isUndefined ? Double.infinity : try agent.toIntegerOrInfinity(arguments[1])
        let length = Swift.min(Swift.max(end, 0), size - start)
        guard length > 0 else { return JSValue("") }
        return agent.value(of: agent.substring(of: string, from: Int(start), to: Int(start + length)))
    }

    /// String.prototype.substring ( start, end ) (§21.1.3.22).
    @Sendable static func substring(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try coercedThis(this, "substring", in: agent)
        let start = try clampedPosition(arguments[0], length: string.count, in: agent)
        let end = arguments[1].isUndefined ? string.count : try clampedPosition(arguments[1], length: string.count, in: agent)
        return agent.value(of: agent.substring(of: string, from: Swift.min(start, end), to: Swift.max(start, end)))
    }

    // MARK: - Trimming

    /// TrimString (§21.1.3.27.1).
    private static func trimmed(_ this: JSValue, _ name: String, start: Bool, end: Bool, in agent: Agent) throws
        -> JSValue
    {
        let string = try coercedThis(this, name, in: agent)
        let (lower, upper) = string.withUnits { units in
            var lower = 0
            var upper = units.count
            if start { while lower < upper, NumberParsing.isWhitespaceOrLineTerminator(units[lower]) { lower += 1 } }
            if end { while upper > lower, NumberParsing.isWhitespaceOrLineTerminator(units[upper - 1]) { upper -= 1 } }
            return (lower, upper)
        }
        if lower == 0 && upper == string.count { return agent.value(of: string) }
        return agent.value(of: agent.substring(of: string, from: lower, to: upper))
    }

    /// String.prototype.trim ( ) (§21.1.3.27).
    @Sendable static func trim(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try trimmed(this, "trim", start: true, end: true, in: agent)
    }

    /// String.prototype.trimEnd ( ) (§21.1.3.28).
    @Sendable static func trimEnd(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try trimmed(this, "trimEnd", start: false, end: true, in: agent)
    }

    /// String.prototype.trimStart ( ) (§21.1.3.29).
    @Sendable static func trimStart(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try trimmed(this, "trimStart", start: true, end: false, in: agent)
    }

    // MARK: - Conversion and iteration

    /// String.prototype.toString (§21.1.3.25) and valueOf (§21.1.3.30).
    @Sendable static func valueOf(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .string(try thisString(this, in: agent))
    }

    /// String.prototype[@@iterator] (§21.1.3.29).
    @Sendable static func iterator(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let string = try agent.toString(try agent.requireObjectCoercible(this))
        return .object(agent.heap.register(StringIterator(iterating: string, in: agent)))
    }

    // MARK: - String statics

    /// String.fromCharCode ( ...codeUnits ) (§21.1.2.1).
    @Sendable static func fromCharCode(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var units: [UInt16] = []
        units.reserveCapacity(arguments.count)
        for argument in arguments.values { units.append(try agent.toNumber(argument).toUint16) }
        return try makeString(units, in: agent)
    }

    /// String.fromCodePoint ( ...codePoints ) (§21.1.2.2).
    @Sendable static func fromCodePoint(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var units: [UInt16] = []
        for argument in arguments.values {
            let number = try agent.toNumber(argument)
            guard NumberBuiltins.isIntegralNumber(number), number >= 0, number <= 0x10FFFF else {
                throw agent.rangeError("Invalid code point \(NumberFormatting.string(from: number))")
            }
            appendUTF16(UInt32(number), to: &units)
        }
        return try makeString(units, in: agent)
    }

    /// UTF16EncodeCodePoint (§10.1.1).
    static func appendUTF16(_ codePoint: UInt32, to units: inout [UInt16]) {
        if codePoint < 0x10000 {
            units.append(UInt16(codePoint))
        } else {
            let offset = codePoint - 0x10000
            units.append(UInt16(0xD800 + (offset >> 10)))
            units.append(UInt16(0xDC00 + (offset & 0x3FF)))
        }
    }

    /// String.raw ( template, ...substitutions ) (§21.1.2.4).
    @Sendable static func raw(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let cooked = try agent.toObject(arguments[0])
        let raw = try agent.toObject(try cooked.get(agent.key("raw"), in: agent))
        let segmentCount = try raw.lengthOfArrayLike(in: agent)
        guard segmentCount > 0 else { return JSValue("") }
        let substitutions = arguments.dropping(1)
        var units: [UInt16] = []
        var index = 0.0
        while true {
            units.append(contentsOf: try agent.toString(try raw.get(agent.indexKey(index), in: agent)).units)
            guard units.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
            if index + 1 == segmentCount { return try makeString(units, in: agent) }
            if Int(index) < substitutions.count {
                units.append(contentsOf: try agent.toString(substitutions[Int(index)]).units)
            }
            index += 1
        }
    }
}

import Synchronization

/// A RegExp instance (§21.2.6): [[OriginalSource]], [[OriginalFlags]] and [[RegExpMatcher]].
final class JSRegExp: JSObject {
    /// Code units, not strings: a literal's evaluation then shares its text instead of
    /// making two strings that only `source`, `flags` and the constructor read.
    var originalSource: [UInt16] = []
    var originalFlags: [UInt16] = []
    var program: RegExpProgram?
    /// The matching machine, kept between matches (see `withMachine`).
    private var keptMachine: RegExpMachine?
    /// Whether a match ran before: a RegExp's first machine goes back to the agent's spare
    /// ones after its match, and only a RegExp that matches again keeps one of its own.
    private var hasMatched = false
    /// `lastIndex` and one more property in the object's own cell: a RegExp made per
    /// evaluation of a literal then costs one allocation, not two.
    private var inlineSlotArea = InlineSlots2()

    init(shape: Shape, prototype: JSObject?) {
        super.init(shape: shape, prototype: prototype, inlineSlots: true)
        withUnsafeMutablePointer(to: &inlineSlotArea) {
            adoptInlineSlots(UnsafeMutableRawPointer($0), capacity: InlineSlots2.capacity)
        }
    }

    override var builtinTag: String { "RegExp" }

    /// Runs the program over `string` from `start` (see `RegExpProgram.exec`), reporting
    /// runaway backtracking as a RangeError.
    func match(_ program: RegExpProgram, in string: JSString, from start: Int, agent: Agent) throws -> [Int]? {
        try string.withUnits { units in
            try withMachine(program, over: units, agent: agent) { machine in
                try RegExpBuiltins.run(program, with: &machine, from: start, in: agent)
            }
        }
    }

    /// Runs `body` with this RegExp's machine for `program` bound to `input`. The machine is
    /// moved out while it runs (a match that called back into this RegExp, which no built-in
    /// does, would get a machine of its own) and moved back after; a match that throws drops
    /// it. Moved, not copied: a copy would count a reference for each of its arrays.
    func withMachine<Result>(_ program: RegExpProgram, over input: UnsafeBufferPointer<UInt16>, agent: Agent,
                             _ body: (inout RegExpMachine) throws -> Result) rethrows -> Result {
        var machine: RegExpMachine
        if let kept = keptMachine.take(), kept.program === program {
            machine = kept
            machine.bind(to: input)
        } else if let spare = agent.regExpSpareMachines.take(for: program) {
            machine = spare
            machine.bind(to: input)
        } else {
            machine = RegExpMachine(program: program, input: input, interrupt: agent.interrupt)
        }
        let result = try body(&machine)
        machine.trimStack()
        if hasMatched {
            keptMachine = consume machine
        } else {
            hasMatched = true
            agent.regExpSpareMachines.keep(machine)
        }
        return result
    }
}

/// %RegExp.prototype%: an ordinary object that also keeps the property names the RegExp
/// methods look up on every match, interned once per realm.
final class JSRegExpPrototype: JSObject {
    let exec, flags, groups, indices, input, source, species: PropertyKey
    /// The flag getters `flags` reads, with their letters, in order.
    let flagNames: [(PropertyKey, String)]

    init(prototype: JSObject, in agent: Agent) {
        flagNames = [("hasIndices", "d"), ("global", "g"), ("ignoreCase", "i"), ("multiline", "m"), ("dotAll", "s"), ("unicode", "u"),
                     ("unicodeSets", "v"), ("sticky", "y")].map { (agent.key($0.0), $0.1) }
        exec = agent.key("exec")
        flags = agent.key("flags")
        groups = agent.key("groups")
        indices = agent.key("indices")
        input = agent.key("input")
        source = agent.key("source")
        species = .symbol(agent.symbols.species)
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    /// The shape of a match array (`index`, `input`, `groups` in slots 0, 1, 2), once one
    /// reached it as a shared shape.
    private(set) var matchArrayShape: Shape?

    func rememberMatchArrayShape(_ shape: Shape, in agent: Agent) {
        guard matchArrayShape == nil, !shape.isDictionary, shape.slotCount == 3,
              shape.lookup(.atom(agent.names.index))?.slot == 0, shape.lookup(input)?.slot == 1,
              shape.lookup(groups)?.slot == 2 else { return }
        matchArrayShape = shape
    }

    /// The realm's own `RegExp.prototype.exec`: while `exec` is still it, a global replace
    /// may match natively without observable difference (no script can see the match
    /// arrays it skips).
    var intrinsicExec: JSObject?

    /// The shape of a RegExp whose only own property is its `lastIndex` (writable).
    private(set) var plainInstanceShape: Shape?
    /// Where the properties the built-in algorithms read sit in this prototype's shape
    /// (position, key identity, slot), and their original values (see `isPristine`).
    private var pristinePlaces: [(position: Int, keyBits: UInt, slot: Int)] = []
    private var pristineValues: [JSObject] = [] {
        didSet { pristineAddresses = pristineValues.map { Unmanaged.passUnretained($0).toOpaque() } }
    }
    private var pristineAddresses: [UnsafeMutableRawPointer] = []
    /// The last shared shape `pristinePlaces` was verified against.
    private var verifiedShape: Shape?

    /// Records the installed state that `isPristine` compares against.
    func recordPristineState(in agent: Agent) {
        plainInstanceShape = agent.rootShape.adding(RegExpBuiltins.lastIndexKey(agent), attributes: .writable).shape
        let symbols = agent.symbols
        // `exec` first: `hasOriginalExec` checks the first place only.
        let watched: [PropertyKey] = [exec, flags, .atom(agent.names.constructor), .symbol(symbols.match),
                                      .symbol(symbols.matchAll), .symbol(symbols.replace), .symbol(symbols.search),
                                      .symbol(symbols.split)] + flagNames.map { $0.0 }
        pristinePlaces = []
        pristineValues = []
        verifiedShape = nil
        for key in watched {
            let bits = key.identityBits
            guard let position = shape.properties.firstIndex(where: { $0?.key.identityBits == bits }),
                  let property = shape.lookup(key), property.slot < slots.count,
                  let value = slots[property.slot].asObject else {
                pristinePlaces = []
                pristineValues = []
                return
            }
            pristinePlaces.append((position, bits, property.slot))
            pristineValues.append(value)
        }
        if case .accessor(let pair, _)? = pristineValues[Self.constructorPlace].storedProperty(species) {
            speciesGetter = pair.getter
        }
    }

    /// Where `constructor` is among the watched keys.
    private static let constructorPlace = 2
    /// The getter of the original constructor's @@species as the realm installed it.
    private var speciesGetter: JSObject?

    /// The RegExp constructor SpeciesConstructor (§7.3.22) returns for a plain RegExp of this
    /// prototype (`RegExpBuiltins.plainRegExp`, which found the prototype pristine, so its
    /// `constructor` is the original one), or nil: that constructor's @@species is still
    /// its original accessor, whose getter returns the constructor itself.
    var speciesConstructorOfPlainInstances: JSObject? {
        guard let speciesGetter, pristineValues.count > Self.constructorPlace else { return nil }
        let constructor = pristineValues[Self.constructorPlace]
        guard !constructor.hasExoticProperties,
              case .accessor(let pair, _)? = constructor.storedProperty(species),
              pair.getter === speciesGetter else { return nil }
        return constructor
    }

    /// Whether `exec`, `flags`, the flag getters, the symbol methods and `constructor` are
    /// still the ones the realm installed: each key where it was in the shape (a property
    /// added later moves none) and its slot holding the original object (a new value or
    /// accessor replaces the slot's object). Then what the built-in algorithms would read
    /// from a plain RegExp through them follows from its [[OriginalFlags]] alone.
    var isPristine: Bool { holdsOriginals(pristinePlaces.count) }

    /// Whether `exec` (the first watched key) is still the one the realm installed: all
    /// that `test` reads of the prototype (through RegExpExec), and `exec` reads nothing.
    /// A lexer's every match asks, so it compares one value instead of all of them.
    var hasOriginalExec: Bool { holdsOriginals(1) }

    /// Whether the first `count` watched keys hold their original values where they were.
    private func holdsOriginals(_ count: Int) -> Bool {
        guard !pristineValues.isEmpty else { return false }
        if shape !== verifiedShape {
            for place in pristinePlaces {
                guard let found = shape.slot(at: place.position, ifKeyBits: place.keyBits),
                      found.slot == place.slot, found.slot < slots.count else { return false }
            }
            // A dictionary shape changes in place, so only a shared one is remembered.
            verifiedShape = shape.isDictionary ? nil : shape
        }
        // Compared by address: the check runs at every native match, and taking the
        // objects out of their values would retain and release each.
        for index in 0..<count {
            guard case .object(let reference) = slots[pristinePlaces[index].slot],
                  reference.address == pristineAddresses[index] else { return false }
        }
        return true
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(intrinsicExec)
        marker.mark(speciesGetter)
        for value in pristineValues { marker.mark(value) }
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        intrinsicExec = nil
        matchArrayShape = nil
        pristineValues = []
        pristinePlaces = []
        verifiedShape = nil
        speciesGetter = nil
    }
}

/// A RegExp String Iterator (§21.2.7).
final class JSRegExpStringIterator: JSObject {
    var matcher: JSObject?
    let string: JSString
    let isGlobal: Bool
    let isFullUnicode: Bool
    var isDone = false

    init(matcher: JSObject, string: JSString, global: Bool, fullUnicode: Bool, prototype: JSObject, in agent: Agent) {
        self.matcher = matcher
        self.string = string
        isGlobal = global
        isFullUnicode = fullUnicode
        super.init(shape: agent.rootShape, prototype: prototype)
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(matcher)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        matcher = nil
    }
}

/// The RegExp constructor (§21.2.3–4), %RegExp.prototype% (§21.2.5) and
/// %RegExpStringIteratorPrototype% (§21.2.7.1).
enum RegExpBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("compile", length: 2, compile),
        .init("exec", length: 1, exec, fast: fastExec),
        .init("test", length: 1, test, fast: fastTest),
        .init("toString", length: 0, toString),
        .init(.match, name: "[Symbol.match]", length: 1, symbolMatch),
        .init(.matchAll, name: "[Symbol.matchAll]", length: 1, symbolMatchAll),
        .init(.replace, name: "[Symbol.replace]", length: 2, symbolReplace),
        .init(.search, name: "[Symbol.search]", length: 1, symbolSearch),
        .init(.split, name: "[Symbol.split]", length: 2, symbolSplit),
    ]

    static let prototypeAccessors: [BuiltinAccessor] = [
        BuiltinAccessor("dotAll", getter: { agent, this, _ in try flagGetter(this, "dotAll", \.dotAll, in: agent) }),
        BuiltinAccessor("flags", getter: flags),
        BuiltinAccessor("global", getter: { agent, this, _ in try flagGetter(this, "global", \.global, in: agent) }),
        // get RegExp.prototype.hasIndices (ES2022 §22.2.6.5).
        BuiltinAccessor("hasIndices", getter: { agent, this, _ in
            try flagGetter(this, "hasIndices", \.hasIndices, in: agent)
        }),
        BuiltinAccessor("ignoreCase", getter: { agent, this, _ in
            try flagGetter(this, "ignoreCase", \.ignoreCase, in: agent)
        }),
        BuiltinAccessor("multiline", getter: { agent, this, _ in
            try flagGetter(this, "multiline", \.multiline, in: agent)
        }),
        BuiltinAccessor("source", getter: source),
        BuiltinAccessor("sticky", getter: { agent, this, _ in try flagGetter(this, "sticky", \.sticky, in: agent) }),
        BuiltinAccessor("unicode", getter: { agent, this, _ in try flagGetter(this, "unicode", \.unicode, in: agent) }),
        // get RegExp.prototype.unicodeSets (ES2024 §22.2.6.19).
        BuiltinAccessor("unicodeSets", getter: { agent, this, _ in
            try flagGetter(this, "unicodeSets", \.unicodeSets, in: agent)
        }),
    ]

    static let iteratorMethods: [BuiltinMethod] = [
        .init("next", length: 0, iteratorNext),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.heap.register(JSRegExpPrototype(prototype: realm.objectPrototype, in: agent))
        realm.setIntrinsic(.regExpPrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install(prototypeAccessors, on: prototype, in: agent)
        prototype.intrinsicExec = prototype.ownDataValue(prototype.exec)?.asObject

        let iteratorPrototype = agent.makeObject(prototype: realm.iteratorPrototype)
        realm.setIntrinsic(.regExpStringIteratorPrototype, iteratorPrototype)
        realm.install(iteratorMethods, on: iteratorPrototype, in: agent)
        iteratorPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("RegExp String Iterator"),
                                                attributes: .configurable)

        let constructor = realm.makeConstructor("RegExp", length: 2, prototype: prototype, in: agent,
                                                call: construct, construct: construct)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        realm.install(legacyStaticAccessors, on: constructor, in: agent)
        realm.setIntrinsic(.regExpConstructor, constructor)
        prototype.recordPristineState(in: agent)
        MapBuiltins.globalDefine(constructor, "RegExp", in: realm, agent: agent)
    }

    // MARK: - Creation

    /// A compiled program per (pattern, flags), shared by the literals evaluated again and
    /// again and by every agent (programs are immutable).
    private static let cache = Mutex<[CacheKey: RegExpProgram]>([:])

    private struct CacheKey: Hashable {
        let pattern: [UInt16]
        let flags: [UInt16]
    }

    /// Parses and compiles, or throws the SyntaxError V8 would.
    static func compileProgram(pattern: [UInt16], flags: [UInt16], in agent: Agent) throws -> RegExpProgram {
        let key = CacheKey(pattern: pattern, flags: flags)
        if let program = cache.withLock({ $0[key] }) { return program }
        guard let parsedFlags = RegExpFlags(flags) else {
            throw agent.syntaxError("Invalid flags supplied to RegExp constructor '\(String(decoding: flags, as: UTF16.self))'")
        }
        let parsed: RegExpPattern
        do {
            parsed = try RegExpParser.parse(pattern, flags: parsedFlags)
        } catch let error as RegExpSyntaxError {
            throw agent.syntaxError("Invalid regular expression: /\(String(decoding: pattern, as: UTF16.self))/"
                + "\(String(decoding: flags, as: UTF16.self)): \(error.message)")
        }
        let program = RegExpProgram(pattern: parsed, flags: parsedFlags)
        cache.withLock { table in
            if table.count > 500 { table.removeAll() }
            table[key] = program
        }
        return program
    }

    /// RegExpAlloc (§21.2.3.2.1).
    static func allocate(newTarget: JSObject, in agent: Agent) throws -> JSRegExp {
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.regExpPrototype) }
        return makeInstance(prototype: prototype, in: agent)
    }

    /// A RegExp object whose only property is `lastIndex`, 0: in the shape plain RegExps share
    /// once the prototype knows it, so a literal evaluated in a loop makes no transition.
    static func makeInstance(prototype: JSObject, in agent: Agent) -> JSRegExp {
        if let shape = (prototype as? JSRegExpPrototype)?.plainInstanceShape {
            let regexp = agent.heap.register(JSRegExp(shape: shape, prototype: prototype))
            regexp.slots[0] = .number(0)
            return regexp
        }
        let regexp = agent.heap.register(JSRegExp(shape: agent.rootShape, prototype: prototype))
        regexp.defineBuiltinProperty(lastIndexKey(agent), .number(0), attributes: .writable)
        return regexp
    }

    /// RegExpInitialize (§21.2.3.2.2).
    static func initialize(_ regexp: JSRegExp, pattern: JSValue, flags: JSValue, in agent: Agent) throws -> JSRegExp {
        let patternString = pattern.isUndefined ? JSString("") : try agent.toString(pattern)
        let flagsString = flags.isUndefined ? JSString("") : try agent.toString(flags)
        regexp.program = try compileProgram(pattern: patternString.units, flags: flagsString.units, in: agent)
        regexp.originalSource = patternString.units
        regexp.originalFlags = flagsString.units
        try regexp.set(lastIndexKey(agent), .number(0), in: agent)
        return regexp
    }

    /// RegExpCreate (§21.2.3.2.3).
    static func create(pattern: JSValue, flags: JSValue, in agent: Agent) throws -> JSRegExp {
        let realm = agent.currentRealm
        let regexp = makeInstance(prototype: realm.intrinsic(.regExpPrototype), in: agent)
        return try initialize(regexp, pattern: pattern, flags: flags, in: agent)
    }

    /// A regular expression literal (§12.2.8.3): a new object at each evaluation (RegExpCreate
    /// with the literal's text, whose program is compiled once).
    static func makeLiteral(_ literal: RegExpLiteral, in agent: Agent) throws -> JSObject {
        let program = try literal.program(in: agent)
        let regexp = makeInstance(prototype: agent.currentRealm.intrinsic(.regExpPrototype), in: agent)
        regexp.program = program
        regexp.originalSource = literal.pattern
        regexp.originalFlags = literal.flags
        return regexp
    }

    /// IsRegExp (§7.2.8).
    static func isRegExp(_ value: JSValue, in agent: Agent) throws -> Bool {
        guard let object = value.asObject else { return false }
        let matcher = try object.get(.symbol(agent.symbols.match), in: agent)
        if !matcher.isUndefined { return matcher.toBoolean }
        return object is JSRegExp
    }

    /// RegExp ( pattern, flags ) (§21.2.3.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let pattern = arguments[0]
        let flags = arguments[1]
        let patternIsRegExp = try isRegExp(pattern, in: agent)
        let newTarget: JSObject
        if let target = arguments.newTarget {
            newTarget = target
        } else {
            guard let callee = arguments.callee else { throw agent.typeError("RegExp called without a callee") }
            newTarget = callee
            if patternIsRegExp && flags.isUndefined, let patternObject = pattern.asObject {
                let patternConstructor = try patternObject.get(.atom(agent.names.constructor), in: agent)
                if let constructorObject = patternConstructor.asObject, constructorObject === newTarget {
                    return pattern
                }
            }
        }
        var source = pattern
        var flagsValue = flags
        if let patternObject = pattern.asObject, let regexp = patternObject as? JSRegExp {
            source = .string(JSString(units: regexp.originalSource))
            if flags.isUndefined { flagsValue = .string(JSString(units: regexp.originalFlags)) }
        } else if patternIsRegExp, let patternObject = pattern.asObject {
            source = try patternObject.get(names(agent).source, in: agent)
            if flags.isUndefined { flagsValue = try patternObject.get(names(agent).flags, in: agent) }
        }
        let regexp = try allocate(newTarget: newTarget, in: agent)
        return .object(try initialize(regexp, pattern: source, flags: flagsValue, in: agent))
    }

    /// RegExp.prototype.compile ( pattern, flags ) (§B.2.5.1).
    @Sendable static func compile(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let regexp = try thisRegExp(this, "compile", in: agent)
        var pattern = arguments[0]
        var flags = arguments[1]
        if let object = pattern.asObject, let other = object as? JSRegExp {
            if !flags.isUndefined { throw agent.typeError("Invalid flags supplied to RegExp constructor") }
            pattern = .string(JSString(units: other.originalSource))
            flags = .string(JSString(units: other.originalFlags))
        }
        return .object(try initialize(regexp, pattern: pattern, flags: flags, in: agent))
    }

    // MARK: - Receivers

    static func thisRegExp(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSRegExp {
        guard let object = this.asObject, let regexp = object as? JSRegExp else {
            throw agent.incompatibleReceiver("RegExp.prototype.\(method)", this)
        }
        return regexp
    }

    static func thisObject(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSObject {
        guard let object = this.asObject else {
            throw agent.typeError("Method RegExp.prototype.\(method) called on incompatible receiver \(this.shortDescription)")
        }
        return object
    }

    // MARK: - Accessors

    /// get RegExp.prototype.global and the other flag getters (§21.2.5.4 etc.).
    static func flagGetter(_ this: JSValue, _ name: String, _ flag: KeyPath<RegExpFlags, Bool>,
                           in agent: Agent) throws -> JSValue {
        guard let object = this.asObject else {
            throw agent.typeError("RegExp.prototype.\(name) getter called on non-object \(this.shortDescription)")
        }
        guard let regexp = object as? JSRegExp, let program = regexp.program else {
            if object === agent.currentRealm.intrinsic(.regExpPrototype) { return .undefined }
            throw agent.typeError("RegExp.prototype.\(name) getter called on non-RegExp object")
        }
        return .boolean(program.flags[keyPath: flag])
    }

    /// get RegExp.prototype.flags (§21.2.5.3).
    @Sendable static func flags(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject else {
            throw agent.typeError("RegExp.prototype.flags getter called on non-object \(this.shortDescription)")
        }
        if let regexp = plainRegExp(object), let program = regexp.program {
            return .string(JSString(units: program.canonicalFlags))
        }
        var result = ""
        for (key, letter) in names(agent).flagNames {
            if try object.get(key, in: agent).toBoolean { result += letter }
        }
        return JSValue(result)
    }

    /// get RegExp.prototype.source (§21.2.5.10).
    @Sendable static func source(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject else {
            throw agent.typeError("RegExp.prototype.source getter called on non-object \(this.shortDescription)")
        }
        guard let regexp = object as? JSRegExp else {
            if object === agent.currentRealm.intrinsic(.regExpPrototype) { return JSValue("(?:)") }
            throw agent.typeError("RegExp.prototype.source getter called on non-RegExp object")
        }
        return .string(JSString(units: escapePattern(regexp.originalSource)))
    }

    /// EscapeRegExpPattern (§21.2.3.2.5): `/` and line terminators escaped, as V8 does.
    static func escapePattern(_ units: [UInt16]) -> [UInt16] {
        if units.isEmpty { return Array("(?:)".utf16) }
        var result: [UInt16] = []
        var inClass = false
        var index = 0
        while index < units.count {
            let unit = units[index]
            switch unit {
            case 0x5C:
                result.append(unit)
                if index + 1 < units.count {
                    let next = units[index + 1]
                    switch next {
                    case 0x0A: result.append(0x6E)
                    case 0x0D: result.append(0x72)
                    case 0x2028: result += Array("u2028".utf16)
                    case 0x2029: result += Array("u2029".utf16)
                    default: result.append(next)
                    }
                    index += 1
                }
            case 0x2F:
                if !inClass { result.append(0x5C) }
                result.append(unit)
            case 0x5B:
                inClass = true
                result.append(unit)
            case 0x5D:
                inClass = false
                result.append(unit)
            case 0x0A: result += Array("\\n".utf16)
            case 0x0D: result += Array("\\r".utf16)
            case 0x2028: result += Array("\\u2028".utf16)
            case 0x2029: result += Array("\\u2029".utf16)
            default:
                result.append(unit)
            }
            index += 1
        }
        return result
    }

    // MARK: - exec, test, toString

    /// RegExp.prototype.exec ( string ) (§21.2.5.2).
    @Sendable static func exec(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let regexp = try thisRegExp(this, "exec", in: agent)
        let string = try agent.toString(arguments[0])
        return try builtinExec(regexp, string, in: agent)
    }

    static func lastIndexKey(_ agent: Agent) -> PropertyKey { .atom(agent.names.lastIndex) }

    /// The property names of the current realm's %RegExp.prototype%.
    static func names(_ agent: Agent) -> JSRegExpPrototype {
        if let prototype = agent.currentRealm.regExpPrototype { return prototype }
        return JSRegExpPrototype(prototype: agent.currentRealm.objectPrototype, in: agent)
    }

    /// Runs the matcher with a machine kept from one search of the same input to the next,
    /// reporting runaway backtracking as a RangeError.
    static func run(_ program: RegExpProgram, with machine: inout RegExpMachine, from start: Int,
                    in agent: Agent) throws -> [Int]? {
        do {
            return try program.exec(with: &machine, from: start)
        } catch is RegExpStepLimitExceeded {
            throw agent.rangeError("Maximum regular expression backtracking exceeded")
        } catch is RegExpInterrupted {
            throw agent.pendingInterruptError() ?? ExecutionInterrupted()
        }
    }

    /// RegExpBuiltinExec ( R, S ) (§21.2.5.2.2).
    static func builtinExec(_ regexp: JSRegExp, _ string: JSString, in agent: Agent) throws -> JSValue {
        guard let (slots, program) = try builtinMatch(regexp, string, in: agent) else { return .null }
        return .object(makeMatchArray(slots, program: program, string: string, in: agent))
    }

    /// RegExpBuiltinExec up to the match array (which `test` and the native loops do without):
    /// the capture slots and the program that made them, or nil; `lastIndex` and the legacy
    /// statics are updated as exec updates them.
    static func builtinMatch(_ regexp: JSRegExp, _ string: JSString,
                             in agent: Agent) throws -> (slots: [Int], program: RegExpProgram)? {
        let key = lastIndexKey(agent)
        return try builtinMatch(regexp, string, lastIndex: regexp.ownDataValue(key) ?? regexp.get(key, in: agent), in: agent)
    }

    /// RegExpBuiltinExec from step 4, with `lastIndex` already read.
    static func builtinMatch(_ regexp: JSRegExp, _ string: JSString, lastIndex lastIndexValue: JSValue,
                             in agent: Agent) throws -> (slots: [Int], program: RegExpProgram)? {
        var lastIndex: Double
        if case .number(let number) = lastIndexValue, number >= 0, number <= Double(JSString.maximumLength) {
            lastIndex = number.rounded(.towardZero)
        } else {
            lastIndex = try agent.toLength(lastIndexValue)
        }
        guard let program = regexp.program else { throw agent.typeError("RegExp is not initialized") }
        let global = program.flags.global
        let sticky = program.flags.sticky
        if !global && !sticky { lastIndex = 0 }
        if lastIndex > Double(string.count) {
            if global || sticky { try setLastIndex(regexp, 0, in: agent) }
            return nil
        }
        guard let slots = try regexp.match(program, in: string, from: Int(lastIndex), agent: agent) else {
            if global || sticky { try setLastIndex(regexp, 0, in: agent) }
            return nil
        }
        if global || sticky { try setLastIndex(regexp, Double(slots[1]), in: agent) }
        recordLegacyMatch(slots.prefix(2 * (program.captureCount + 1)), in: string, agent: agent)
        return (slots, program)
    }

    /// The result array of exec: the match and captures, `index`, `input` and `groups`.
    static func makeMatchArray(_ slots: [Int], program: RegExpProgram, string: JSString, in agent: Agent) -> JSArray {
        // The elements as the array stores them: a list of values to convert would be a
        // second allocation per match.
        var values = ContiguousArray<JSValue?>()
        values.reserveCapacity(program.captureCount + 1)
        for group in 0...program.captureCount {
            let start = slots[2 * group]
            let end = slots[2 * group + 1]
            if start < 0 || end < 0 {
                values.append(.undefined)
            } else {
                values.append(.string(agent.substring(of: string, from: start, to: end)))
            }
        }
        let array = agent.makeArray()
        array.length = UInt32(truncatingIfNeeded: values.count)
        array.elements = values
        let prototype = names(agent)
        let index = JSValue.number(Double(slots[0])), groups = groupsObject(program, { values[$0] ?? .undefined }, in: agent)
        if let shape = prototype.matchArrayShape, array.shape === agent.rootShape {
            // The shape the first match array reached (index, input, groups), its slots
            // written at once.
            array.shape = shape
            array.slots.assign([index, .string(string), groups])
        } else {
            array.storeProperty(.atom(agent.names.index), index, attributes: .defaultData)
            array.storeProperty(prototype.input, .string(string), attributes: .defaultData)
            array.storeProperty(prototype.groups, groups, attributes: .defaultData)
            prototype.rememberMatchArrayShape(array.shape, in: agent)
        }
        if program.flags.hasIndices {
            // MakeMatchIndicesIndexPairArray (ES2022 §22.2.7.8): [start, end] of each group.
            var pairs: [JSValue] = []
            for group in 0...program.captureCount {
                let start = slots[2 * group], end = slots[2 * group + 1]
                pairs.append(start < 0 || end < 0 ? .undefined
                             : .object(agent.makeArray([.number(Double(start)), .number(Double(end))])))
            }
            let indices = agent.makeArray(pairs)
            indices.storeProperty(prototype.groups, groupsObject(program, { pairs[$0] }, in: agent), attributes: .defaultData)
            array.storeProperty(prototype.indices, .object(indices), attributes: .defaultData)
        }
        return array
    }

    /// The `groups` of a match (or of its indices): named group → the group's entry of
    /// `values`, on an object without a prototype; undefined without named groups.
    private static func groupsObject(_ program: RegExpProgram, _ value: (Int) -> JSValue, in agent: Agent) -> JSValue {
        guard !program.groupNames.isEmpty else { return .undefined }
        let object = agent.makeObject(prototype: nil)
        for (name, index) in program.groupNames {
            object.storeProperty(agent.key(name), value(index), attributes: .defaultData)
        }
        return .object(object)
    }

    /// RegExpExec ( R, S ) (§21.2.5.2.1).
    static func regExpExec(_ object: JSObject, _ string: JSString, in agent: Agent) throws -> JSValue {
        if let regexp = plainRegExp(object) { return try builtinExec(regexp, string, in: agent) }
        let exec = try object.get(names(agent).exec, in: agent)
        if let function = exec.asObject, function.isCallable {
            let result = try agent.call(function, this: .object(object), arguments: [.string(string)])
            guard result.isObject || result.isNull else {
                throw agent.typeError("object null is not a function")
            }
            return result
        }
        guard let regexp = object as? JSRegExp else {
            throw agent.typeError("Method RegExp.prototype.exec called on incompatible receiver \(JSValue.object(object).shortDescription)")
        }
        return try builtinExec(regexp, string, in: agent)
    }

    /// RegExp.prototype.test ( S ) (§21.2.5.13).
    @Sendable static func test(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try thisObject(this, "test", in: agent)
        let string = try agent.toString(arguments[0])
        // No script sees the match array of a plain RegExp's exec: it is not made.
        if let regexp = plainRegExp(object) { return .boolean(try builtinMatch(regexp, string, in: agent) != nil) }
        return .boolean(!(try regExpExec(object, string, in: agent)).isNull)
    }

    /// RegExp.prototype.toString ( ) (§21.2.5.14).
    @Sendable static func toString(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try thisObject(this, "toString", in: agent)
        let pattern = try agent.toString(try object.get(names(agent).source, in: agent))
        let flags = try agent.toString(try object.get(names(agent).flags, in: agent))
        return .string(JSString(units: [0x2F] + pattern.units + [0x2F] + flags.units))
    }

    // MARK: - Helpers of the symbol methods

    /// AdvanceStringIndex ( S, index, unicode ) (§21.2.5.2.3).
    static func advance(_ units: [UInt16], _ index: Double, unicode: Bool) -> Double {
        guard unicode, index + 1 < Double(units.count) else { return index + 1 }
        let position = Int(index)
        let high = units[position]
        let low = units[position + 1]
        if high >= 0xD800 && high <= 0xDBFF && low >= 0xDC00 && low <= 0xDFFF { return index + 2 }
        return index + 1
    }

    static func setLastIndex(_ object: JSObject, _ value: Double, in agent: Agent) throws {
        let key = lastIndexKey(agent)
        if object.setOwnDataValue(key, .number(value)) { return }
        try object.set(key, .number(value), in: agent)
    }

    static func lastIndex(of object: JSObject, in agent: Agent) throws -> Double {
        try agent.toLength(try object.get(lastIndexKey(agent), in: agent))
    }

    static func get(_ value: JSValue, _ key: String, in agent: Agent) throws -> JSValue {
        try agent.getV(value, agent.key(key))
    }

    static func getIndex(_ value: JSValue, _ index: Int, in agent: Agent) throws -> JSValue {
        try agent.getV(value, .index(UInt32(index)))
    }

    // MARK: - @@match, @@matchAll

    /// RegExp.prototype [ @@match ] ( string ) (§21.2.5.6; the flags as ECMAScript 2022 §22.2.5.8).
    @Sendable static func symbolMatch(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let rx = try thisObject(this, "[Symbol.match]", in: agent)
        let string = try agent.toString(arguments[0])
        // As in ECMAScript 2022 and V8: the flags are read once, through `flags`.
        let flags = try flagUnits(of: rx, in: agent)
        if !flags.contains(0x67) { return try regExpExec(rx, string, in: agent) }
        let fullUnicode = flags.contains(0x75) || flags.contains(0x76)
        try setLastIndex(rx, 0, in: agent)
        if let regexp = plainRegExp(rx) { return try matchAll(of: regexp, in: string, fullUnicode: fullUnicode, in: agent) }
        let array = agent.makeArray()
        return try agent.withRooted(array) {
            var count = 0
            while true {
                let result = try regExpExec(rx, string, in: agent)
                if result.isNull { return count == 0 ? .null : .object(array) }
                let matched = try agent.toString(try getIndex(result, 0, in: agent))
                try array.createDataPropertyOrThrow(.index(UInt32(count)), .string(matched), in: agent)
                if matched.count == 0 {
                    let thisIndex = try lastIndex(of: rx, in: agent)
                    try setLastIndex(rx, advance(string.units, thisIndex, unicode: fullUnicode), in: agent)
                }
                count += 1
            }
        }
    }

    /// The global @@match of a plain RegExp: the matched texts, found by the machine without
    /// making match arrays.
    private static func matchAll(of regexp: JSRegExp, in string: JSString, fullUnicode: Bool,
                                 in agent: Agent) throws -> JSValue {
        var matches: [JSValue] = []
        try forEachMatch(of: regexp, in: string, fullUnicode: fullUnicode, in: agent) { slots, input in
            let start = slots[0], end = slots[1]
            matches.append(.string(end - start == 1 ? agent.string(ofUnit: input[start])
                                   : agent.substring(of: string, from: start, to: end)))
        }
        return matches.isEmpty ? .null : .object(agent.makeArray(matches))
    }

    /// The matching loop of a global match or replace of a plain RegExp (RegExpBuiltinExec
    /// repeated from `lastIndex` 0, an empty match stepping one position on, or over a
    /// surrogate pair under `u`/`v`): `body` gets each match's slots and the subject, read in
    /// place. No script runs meanwhile, so the loop's writes of `lastIndex` are unobservable
    /// but the last (0, after the failed match); the legacy statics record the last match.
    private static func forEachMatch(of regexp: JSRegExp, in string: JSString, fullUnicode: Bool, in agent: Agent,
                                     _ body: ([Int], UnsafeBufferPointer<UInt16>) throws -> Void) throws {
        guard let program = regexp.program else { return }
        var lastSlots: [Int] = []
        try string.withUnits { input in try regexp.withMachine(program, over: input, agent: agent) { machine in
            var lastIndex = 0
            while lastIndex <= input.count, let slots = try run(program, with: &machine, from: lastIndex, in: agent) {
                try body(slots, input)
                let start = slots[0], end = slots[1]
                lastIndex = end > start ? end : end + (fullUnicode && isSurrogatePair(input, at: end) ? 2 : 1)
                // Copied into its own array: holding the machine's would make the next
                // match copy it.
                lastSlots.removeAll(keepingCapacity: true)
                lastSlots.append(contentsOf: slots)
                try agent.checkInterrupt()
            }
        } }
        try setLastIndex(regexp, 0, in: agent)
        if !lastSlots.isEmpty { recordLegacyMatch(lastSlots.prefix(2 * (program.captureCount + 1)), in: string, agent: agent) }
    }

    /// Whether a surrogate pair begins at `index` (AdvanceStringIndex's test).
    static func isSurrogatePair(_ units: UnsafeBufferPointer<UInt16>, at index: Int) -> Bool {
        index + 1 < units.count && units[index] >= 0xD800 && units[index] <= 0xDBFF
            && units[index + 1] >= 0xDC00 && units[index + 1] <= 0xDFFF
    }

    /// RegExp.prototype [ @@matchAll ] ( string ) (§21.2.5.8).
    @Sendable static func symbolMatchAll(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let rx = try thisObject(this, "[Symbol.matchAll]", in: agent)
        let string = try agent.toString(arguments[0])
        let defaultConstructor = agent.currentRealm.intrinsic(.regExpConstructor)
        let constructor = try agent.speciesConstructor(of: rx, default: defaultConstructor)
        let flags = try agent.toString(try rx.get(names(agent).flags, in: agent))
        let matcher = try agent.construct(.object(constructor), arguments: [.object(rx), .string(flags)])
        return try agent.withRooted(matcher) {
            let lastIndex = try lastIndex(of: rx, in: agent)
            try setLastIndex(matcher, lastIndex, in: agent)
            let iterator = agent.heap.register(JSRegExpStringIterator(
                matcher: matcher, string: string, global: flags.units.contains(0x67),
                fullUnicode: flags.units.contains(0x75) || flags.units.contains(0x76),
                prototype: agent.currentRealm.intrinsic(.regExpStringIteratorPrototype), in: agent))
            return .object(iterator)
        }
    }

    /// %RegExpStringIteratorPrototype%.next ( ) (§21.2.7.1.1).
    @Sendable static func iteratorNext(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let object = this.asObject, let iterator = object as? JSRegExpStringIterator else {
            throw agent.typeError("Method %RegExpStringIterator%.prototype.next called on incompatible receiver \(this.shortDescription)")
        }
        guard !iterator.isDone, let matcher = iterator.matcher else {
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        let match = try regExpExec(matcher, iterator.string, in: agent)
        return try agent.withRooted([match]) { try iteratorStep(iterator, matcher, match, in: agent) }
    }

    private static func iteratorStep(_ iterator: JSRegExpStringIterator, _ matcher: JSObject, _ match: JSValue,
                                     in agent: Agent) throws -> JSValue {
        if match.isNull {
            iterator.isDone = true
            iterator.matcher = nil
            return .object(agent.makeIteratorResult(.undefined, done: true))
        }
        if iterator.isGlobal {
            let matched = try agent.toString(try getIndex(match, 0, in: agent))
            if matched.count == 0 {
                let thisIndex = try lastIndex(of: matcher, in: agent)
                try setLastIndex(matcher, advance(iterator.string.units, thisIndex, unicode: iterator.isFullUnicode),
                                 in: agent)
            }
            return .object(agent.makeIteratorResult(match, done: false))
        }
        iterator.isDone = true
        iterator.matcher = nil
        return .object(agent.makeIteratorResult(match, done: false))
    }

    // MARK: - @@replace

    /// RegExp.prototype [ @@replace ] ( string, replaceValue ) (§21.2.5.9; the flags as ECMAScript 2022
    /// §22.2.5.11).
    @Sendable static func symbolReplace(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let rx = try thisObject(this, "[Symbol.replace]", in: agent)
        let string = try agent.toString(arguments[0])
        let units = string.units
        var replaceValue = arguments[1]
        let functional = replaceValue.isCallable
        if !functional { replaceValue = .string(try agent.toString(replaceValue)) }
        // As in ECMAScript 2022 and V8: the flags are read once, through `flags`.
        let flags = try flagUnits(of: rx, in: agent)
        let global = flags.contains(0x67)
        let fullUnicode = flags.contains(0x75) || flags.contains(0x76)
        if global { try setLastIndex(rx, 0, in: agent) }
        if global, let regexp = plainRegExp(rx) {
            return try replaceAllMatches(of: regexp, in: string, with: replaceValue, fullUnicode: fullUnicode, in: agent)
        }
        return try agent.withGrowingRoots { root in
            var results: [JSValue] = []
            while true {
                let result = try regExpExec(rx, string, in: agent)
                if result.isNull { break }
                root(result)
                results.append(result)
                if !global { break }
                let matched = try agent.toString(try getIndex(result, 0, in: agent))
                if matched.count == 0 {
                    let thisIndex = try lastIndex(of: rx, in: agent)
                    try setLastIndex(rx, advance(units, thisIndex, unicode: fullUnicode), in: agent)
                }
            }
            var replaced = ReplacedText(string: string, replaceValue: replaceValue)
            for result in results {
                guard let resultObject = result.asObject else { continue }
                let captureCount = max(try resultObject.lengthOfArrayLike(in: agent) - 1, 0)
                let matched = try agent.toString(try getIndex(result, 0, in: agent))
                let position = Int(min(max(try agent.toIntegerOrInfinity(try agent.getV(result, .atom(agent.names.index))), 0),
                                       Double(units.count)))
                var captures: [JSValue] = []
                var index = 1
                while Double(index) <= Double(captureCount) {
                    var capture = try getIndex(result, index, in: agent)
                    if !capture.isUndefined { capture = .string(try agent.toString(capture)) }
                    captures.append(capture)
                    root(capture)
                    index += 1
                }
                var namedCaptures = try agent.getV(result, names(agent).groups)
                if !functional && !namedCaptures.isUndefined {
                    namedCaptures = .object(try agent.toObject(namedCaptures))
                    root(namedCaptures)
                }
                try replaced.append(matched: matched, position: position, captures: captures,
                                    namedCaptures: namedCaptures, in: agent)
            }
            return try replaced.finished(in: agent)
        }
    }

    /// The RegExp itself when it is plain (no own property but a writable `lastIndex`) and
    /// its prototype pristine (`JSRegExpPrototype.isPristine`): then RegExpExec is
    /// RegExpBuiltinExec and `flags` is its [[OriginalFlags]] in canonical order, so
    /// matching natively skips nothing a script could observe.
    static func plainRegExp(_ object: JSObject) -> JSRegExp? {
        plainRegExp(object, checkingOnlyExec: false)
    }

    /// `plainRegExp`, asking of the prototype only that `exec` is the original when
    /// `checkingOnlyExec` (enough for `exec` and `test`, see `hasOriginalExec`).
    static func plainRegExp(_ object: JSObject, checkingOnlyExec: Bool) -> JSRegExp? {
        guard let regexp = object as? JSRegExp, regexp.program != nil,
              let prototype = regexp.prototype as? JSRegExpPrototype,
              regexp.shape === prototype.plainInstanceShape,
              checkingOnlyExec ? prototype.hasOriginalExec : prototype.isPristine
        else { return nil }
        return regexp
    }

    /// `rx.flags` as code units: read through the getter, or known when `rx` is plain.
    static func flagUnits(of rx: JSObject, in agent: Agent) throws -> [UInt16] {
        if let regexp = plainRegExp(rx), let program = regexp.program { return program.canonicalFlags }
        return try agent.toString(try rx.get(names(agent).flags, in: agent)).units
    }

    /// The global @@replace of an unmodified RegExp (§22.2.5.11 with RegExpBuiltinExec
    /// inlined): every match found first, as the specification orders it, without building
    /// the match arrays (`forEachMatch`); then the replacements.
    private static func replaceAllMatches(of regexp: JSRegExp, in string: JSString, with replaceValue: JSValue,
                                          fullUnicode: Bool, in agent: Agent) throws -> JSValue {
        guard let program = regexp.program else { return .undefined }
        let slotsPerMatch = 2 * (program.captureCount + 1)
        var matchSlots: [Int] = []
        try forEachMatch(of: regexp, in: string, fullUnicode: fullUnicode, in: agent) { slots, _ in
            matchSlots.append(contentsOf: slots.prefix(slotsPerMatch))
        }
        var replaced = ReplacedText(string: string, replaceValue: replaceValue)
        let units = replaced.units
        if let replacer = replaceValue.asObject, replacer.isCallable, program.captureCount <= 1,
           program.groupNames.isEmpty {
            // The usual callback (the match, at most one capture, the position, the string):
            // entered as a repeated call, its arguments written in place, no arrays per match.
            // One-unit pieces (most matches of a character class) are the agent's shared strings.
            func piece(from start: Int, to end: Int) -> JSString {
                end - start == 1 ? agent.string(ofUnit: units[start]) : agent.substring(of: string, from: start, to: end)
            }
            let stringValue = JSValue.string(string)
            try agent.withRepeatedCall(replacer, this: .undefined) { call in
                for start in stride(from: 0, to: matchSlots.count, by: slotsPerMatch) {
                    let position = matchSlots[start], end = matchSlots[start + 1]
                    let matched = JSValue.string(piece(from: position, to: end))
                    let value: JSValue
                    if program.captureCount == 0 {
                        value = try call(matched, .number(Double(position)), stringValue)
                    } else {
                        let captureStart = matchSlots[start + 2], captureEnd = matchSlots[start + 3]
                        let capture: JSValue = captureStart < 0 || captureEnd < 0 ? .undefined
                            : .string(piece(from: captureStart, to: captureEnd))
                        value = try call(matched, capture, .number(Double(position)), stringValue)
                    }
                    try replaced.append(replacement: try agent.toString(value).units, position: position,
                                        matchedLength: end - position, in: agent)
                }
            }
            return try replaced.finished(in: agent)
        }
        if let template = replaceValue.asString?.units, !template.contains(0x24) {
            // A template without `$` reads neither the match nor its captures (§22.2.5.11
            // step 14.k through GetSubstitution): each match is replaced by the template as is.
            for start in stride(from: 0, to: matchSlots.count, by: slotsPerMatch) {
                let position = matchSlots[start]
                try replaced.append(replacement: template, position: position,
                                    matchedLength: matchSlots[start + 1] - position, in: agent)
            }
            return try replaced.finished(in: agent)
        }
        var captures: [JSValue] = []
        var start = 0
        while start < matchSlots.count {
            let slots = matchSlots[start..<(start + slotsPerMatch)]
            captures.removeAll(keepingCapacity: true)
            for group in 0...program.captureCount {
                let groupStart = slots[start + 2 * group], groupEnd = slots[start + 2 * group + 1]
                captures.append(groupStart < 0 || groupEnd < 0 ? .undefined
                                : .string(agent.substring(of: string, from: groupStart, to: groupEnd)))
            }
            let namedCaptures = groupsObject(program, { captures[$0] }, in: agent)
            guard case .string(let matched) = captures.removeFirst() else { break }
            try agent.withRooted(captures + [namedCaptures]) {
                try replaced.append(matched: matched.string, position: slots[start], captures: captures,
                                    namedCaptures: namedCaptures, in: agent)
            }
            start += slotsPerMatch
        }
        return try replaced.finished(in: agent)
    }

    /// The result of @@replace as it grows (§22.2.5.11 steps 14–16): the text between
    /// matches, and each match's replacement from the function or the pattern.
    private struct ReplacedText {
        let string: JSString
        let units: [UInt16]
        let replaceValue: JSValue
        var accumulated: [UInt16] = []
        var nextSourcePosition = 0

        init(string: JSString, replaceValue: JSValue) {
            self.string = string
            units = string.units
            self.replaceValue = replaceValue
        }

        mutating func append(matched: JSString, position: Int, captures: [JSValue], namedCaptures: JSValue,
                             in agent: Agent) throws {
            let replacement: [UInt16]
            if replaceValue.isCallable {
                var replacerArguments: [JSValue] = [.string(matched)] + captures
                replacerArguments += [.number(Double(position)), .string(string)]
                if !namedCaptures.isUndefined { replacerArguments.append(namedCaptures) }
                let value = try agent.call(replaceValue, this: .undefined, arguments: replacerArguments)
                replacement = try agent.toString(value).units
            } else if let template = replaceValue.asString?.units, template.contains(0x24) {
                replacement = try substitution(matched: matched.units, string: units, position: position,
                                               captures: captures, namedCaptures: namedCaptures,
                                               replacement: template, in: agent)
            } else {
                // No `$`: the template is the replacement.
                replacement = replaceValue.asString?.units ?? []
            }
            try append(replacement: replacement, position: position, matchedLength: matched.count, in: agent)
        }

        /// The text since the previous match, then the match's replacement (steps 14.l–m);
        /// nothing for a match that begins before the end of the previous one.
        mutating func append(replacement: [UInt16], position: Int, matchedLength: Int, in agent: Agent) throws {
            guard position >= nextSourcePosition else { return }
            if accumulated.isEmpty { accumulated.reserveCapacity(units.count) }
            accumulated += units[nextSourcePosition..<position]
            accumulated += replacement
            guard accumulated.count <= JSString.maximumLength else {
                throw agent.rangeError("Invalid string length")
            }
            nextSourcePosition = position + matchedLength
        }

        mutating func finished(in agent: Agent) throws -> JSValue {
            if nextSourcePosition < units.count { accumulated += units[nextSourcePosition...] }
            return try StringBuiltins.makeString(accumulated, in: agent)
        }
    }

    /// GetSubstitution ( matched, str, position, captures, namedCaptures, replacement )
    /// (§21.1.3.17.1).
    static func substitution(matched: [UInt16], string: [UInt16], position: Int, captures: [JSValue],
                             namedCaptures: JSValue, replacement: [UInt16], in agent: Agent) throws -> [UInt16] {
        var result: [UInt16] = []
        var index = 0
        let tail = min(position + matched.count, string.count)
        let m = captures.count
        func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
        while index < replacement.count {
            let unit = replacement[index]
            if unit == 0x24, index + 1 < replacement.count {
                let next = replacement[index + 1]
                switch next {
                case 0x24:
                    result.append(0x24)
                    index += 2
                    continue
                case 0x26:
                    result += matched
                    index += 2
                    continue
                case 0x60:
                    result += string[..<min(position, string.count)]
                    index += 2
                    continue
                case 0x27:
                    if tail < string.count { result += string[tail...] }
                    index += 2
                    continue
                case 0x30...0x39:
                    let first = Int(next - 0x30)
                    if index + 2 < replacement.count, isDigit(replacement[index + 2]) {
                        let two = first * 10 + Int(replacement[index + 2] - 0x30)
                        if two >= 1 && two <= m {
                            if case .string(let s) = captures[two - 1] { result += s.units }
                            index += 3
                            continue
                        }
                    }
                    if first >= 1 && first <= m {
                        if case .string(let s) = captures[first - 1] { result += s.units }
                        index += 2
                        continue
                    }
                case 0x3C:
                    if namedCaptures.isUndefined { break }
                    guard let close = replacement[(index + 2)...].firstIndex(of: 0x3E) else { break }
                    let name = JSString(units: Array(replacement[(index + 2)..<close]))
                    let capture = try agent.getV(namedCaptures, agent.key(name))
                    if !capture.isUndefined { result += try agent.toString(capture).units }
                    index = close + 1
                    continue
                default:
                    break
                }
            }
            result.append(unit)
            index += 1
        }
        return result
    }

    // MARK: - @@search, @@split

    /// RegExp.prototype [ @@search ] ( string ) (§21.2.5.11).
    @Sendable static func symbolSearch(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let rx = try thisObject(this, "[Symbol.search]", in: agent)
        let string = try agent.toString(arguments[0])
        let key = lastIndexKey(agent)
        let previousLastIndex = try rx.get(key, in: agent)
        if !sameValue(previousLastIndex, .number(0)) { try rx.set(key, .number(0), in: agent) }
        let result = try regExpExec(rx, string, in: agent)
        return try agent.withRooted([result]) {
            let currentLastIndex = try rx.get(key, in: agent)
            if !sameValue(currentLastIndex, previousLastIndex) { try rx.set(key, previousLastIndex, in: agent) }
            if result.isNull { return .number(-1) }
            return try agent.getV(result, .atom(agent.names.index))
        }
    }

    static func sameValue(_ a: JSValue, _ b: JSValue) -> Bool {
        if case .number(let x) = a, case .number(let y) = b {
            if x.isNaN && y.isNaN { return true }
            return x == y && x.sign == y.sign
        }
        if let x = a.asObject, let y = b.asObject { return x === y }
        if case .string(let x) = a, case .string(let y) = b { return x.string == y.string }
        switch (a, b) {
        case (.undefined, .undefined), (.null, .null): return true
        case (.boolean(let x), .boolean(let y)): return x == y
        default: return false
        }
    }

    /// RegExp.prototype [ @@split ] ( string, limit ) (§21.2.5.12).
    @Sendable static func symbolSplit(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let rx = try thisObject(this, "[Symbol.split]", in: agent)
        let string = try agent.toString(arguments[0])
        let defaultConstructor = agent.currentRealm.intrinsic(.regExpConstructor)
        // SpeciesConstructor reads `constructor` and its @@species: for a plain RegExp whose
        // prototype and constructor are as installed, neither read can run a script.
        let plain = plainRegExp(rx)
        let constructor = try (plain?.prototype as? JSRegExpPrototype)?.speciesConstructorOfPlainInstances
            ?? agent.speciesConstructor(of: rx, default: defaultConstructor)
        // A plain RegExp of the realm splits natively when converting the limit runs no script:
        // the splitter would be a copy with `y` added, read through the built-in exec only.
        if constructor === defaultConstructor, let regexp = plain, let program = regexp.program,
           arguments[1].isUndefined || arguments[1].asNumber != nil {
            let limit = arguments[1].isUndefined ? UInt32.max : try agent.toUint32(arguments[1])
            return try split(string, with: regexp, program, limit: limit, in: agent)
        }
        let units = string.units
        let flags = try agent.toString(try rx.get(names(agent).flags, in: agent))
        let unicodeMatching = flags.units.contains(0x75) || flags.units.contains(0x76)
        let newFlags = flags.units.contains(0x79) ? flags : JSString(units: flags.units + [0x79])
        let splitter = try agent.construct(.object(constructor), arguments: [.object(rx), .string(newFlags)])
        let array = agent.makeArray()
        // Each match result stays rooted while getters (lastIndex, captures) may collect.
        return try agent.withGrowingRoots { root in
            root(.object(splitter))
            root(.object(array))
            var count = 0
            let limit = arguments[1].isUndefined ? UInt32.max : try agent.toUint32(arguments[1])
            if limit == 0 { return .object(array) }
            func push(_ value: JSValue) throws {
                try array.createDataPropertyOrThrow(.index(UInt32(count)), value, in: agent)
                count += 1
            }
            let size = units.count
            if size == 0 {
                let z = try regExpExec(splitter, string, in: agent)
                if !z.isNull { return .object(array) }
                try push(.string(string))
                return .object(array)
            }
            var p = 0
            var q = 0
            while q < size {
                try setLastIndex(splitter, Double(q), in: agent)
                let z = try regExpExec(splitter, string, in: agent)
                root(z)
                if z.isNull {
                    q = Int(advance(units, Double(q), unicode: unicodeMatching))
                    continue
                }
                let e = Int(min(try lastIndex(of: splitter, in: agent), Double(size)))
                if e == p {
                    q = Int(advance(units, Double(q), unicode: unicodeMatching))
                    continue
                }
                try push(.string(JSString(units: Array(units[p..<q]))))
                if count == Int(limit) { return .object(array) }
                p = e
                guard let zObject = z.asObject else { continue }
                let captureCount = max(try zObject.lengthOfArrayLike(in: agent) - 1, 0)
                var index = 1
                while Double(index) <= Double(captureCount) {
                    try push(try getIndex(z, index, in: agent))
                    if count == Int(limit) { return .object(array) }
                    index += 1
                }
                q = p
            }
            try push(.string(JSString(units: Array(units[p..<size]))))
            return .object(array)
        }
    }

    /// @@split of a plain RegExp (§21.2.5.12 steps 13–25), matching with the machine: the
    /// splitter's sticky attempt at each position q finds what one search from q finds first,
    /// so a search replaces the attempts. The realm's legacy statics see the last match.
    private static func split(_ string: JSString, with regexp: JSRegExp, _ program: RegExpProgram, limit: UInt32,
                              in agent: Agent) throws -> JSValue {
        if limit == 0 { return .object(agent.makeArray()) }
        let size = string.count
        let unicodeMatching = program.flags.isUnicodeMode
        var parts: [JSValue] = []
        var lastSlots: [Int] = []
        let slotsPerMatch = 2 * (program.captureCount + 1)
        try string.withUnits { input in try regexp.withMachine(program, over: input, agent: agent) { machine in
            func piece(_ start: Int, _ end: Int) -> JSValue {
                .string(end - start == 1 ? agent.string(ofUnit: input[start]) : agent.substring(of: string, from: start, to: end))
            }
            if size == 0 {
                // Steps 16–17: one sticky attempt at 0.
                if try runSticky(program, with: &machine, at: 0, in: agent) == nil { parts.append(.string(string)) }
                return
            }
            var p = 0
            var q = 0
            while q < size {
                guard let slots = try search(program, with: &machine, from: q, below: size, in: agent) else { break }
                q = slots[0]
                let e = min(slots[1], size)
                lastSlots.removeAll(keepingCapacity: true)
                lastSlots.append(contentsOf: slots)
                if e == p {
                    q += unicodeMatching && isSurrogatePair(input, at: q) ? 2 : 1
                    continue
                }
                parts.append(piece(p, q))
                if parts.count == Int(limit) { return }
                p = e
                for group in 1..<(program.captureCount + 1) {
                    let start = slots[2 * group], end = slots[2 * group + 1]
                    parts.append(start < 0 || end < 0 ? .undefined : piece(start, end))
                    if parts.count == Int(limit) { return }
                }
                q = p
                try agent.checkInterrupt()
            }
            parts.append(piece(p, size))
        } }
        if !lastSlots.isEmpty { recordLegacyMatch(lastSlots.prefix(slotsPerMatch), in: string, agent: agent) }
        return .object(agent.makeArray(parts))
    }

    /// The first match starting in `start..<end` as the splitter's sticky attempts would find
    /// it: one search, or, when the program is sticky itself, an attempt at each position.
    private static func search(_ program: RegExpProgram, with machine: inout RegExpMachine, from start: Int,
                               below end: Int, in agent: Agent) throws -> [Int]? {
        guard program.flags.sticky else {
            guard let slots = try run(program, with: &machine, from: start, in: agent), slots[0] < end else { return nil }
            return slots
        }
        var position = start
        while position < end {
            if let slots = try runSticky(program, with: &machine, at: position, in: agent) { return slots }
            position += program.flags.isUnicodeMode && isSurrogatePair(machine.input, at: position) ? 2 : 1
        }
        return nil
    }

    /// One attempt at `position` only, whatever the program's flags.
    private static func runSticky(_ program: RegExpProgram, with machine: inout RegExpMachine, at position: Int,
                                  in agent: Agent) throws -> [Int]? {
        machine.steps = 0
        do {
            return try machine.run(at: position)
        } catch is RegExpStepLimitExceeded {
            throw agent.rangeError("Maximum regular expression backtracking exceeded")
        } catch is RegExpInterrupted {
            throw agent.pendingInterruptError() ?? ExecutionInterrupted()
        }
    }
}

import EddySyntax

/// A constant of a function's constant table, independent of any agent: the VM turns
/// strings into `JSString`s and property keys the first time the code runs in an agent.
enum Constant {
    case number(Double)
    case bigint(BigInteger)
    case string([UInt16])
    case function(FunctionCode)
    /// A tagged template site (§12.2.9.4 GetTemplateObject): cooked strings (`nil` for an
    /// invalid escape) and raw strings. The VM caches the object per site.
    case template(cooked: [[UInt16]?], raw: [[UInt16]])
    /// A regular expression literal, which keeps its compiled program.
    case regExp(RegExpLiteral)
    /// The top-level declarations of a script or eval code (§15.1.11
    /// GlobalDeclarationInstantiation, §19.2.1.3 EvalDeclarationInstantiation): var names,
    /// function names (their closures are stored by the code that follows), lexical names
    /// with whether each is const, and the names of functions in blocks that §B.3.3.2–3 may
    /// also declare as vars.
    case globalDeclarations(vars: [String], functions: [String], lexicals: [(name: String, isConst: Bool)],
                            blockFunctions: [String])
    /// The names of an environment's slots, for direct `eval` (slot, name, is const).
    /// `isVariableScope`: a function's var scope, where a sloppy direct eval's `var`s go.
    case scopeNames([(slot: Int, name: String, isConst: Bool, isCalleeName: Bool, blocksEvalVar: Bool)], isVariableScope: Bool)
}

/// One entry of a function's exception-handler table: a throw at a pc in `start..<end` jumps
/// to `handler` with the exception in `register`, after popping environments down to
/// `environmentDepth` (the number this function had pushed when the `try` began).
struct ExceptionHandler {
    var start: Int
    var end: Int
    var handler: Int
    var register: Int
    var environmentDepth: Int
}

/// Flags of a compiled function.
struct FunctionFlags: OptionSet, Sendable {
    let rawValue: UInt16
    static let strict = FunctionFlags(rawValue: 1 << 0)
    static let arrow = FunctionFlags(rawValue: 1 << 1)
    static let generator = FunctionFlags(rawValue: 1 << 2)
    static let async = FunctionFlags(rawValue: 1 << 3)
    static let classConstructor = FunctionFlags(rawValue: 1 << 4)
    static let derived = FunctionFlags(rawValue: 1 << 5)
    /// A method, getter or setter: not a constructor, has a home object.
    static let method = FunctionFlags(rawValue: 1 << 6)
    /// Top-level script or eval code.
    static let script = FunctionFlags(rawValue: 1 << 7)
    /// Needs the arguments that did not fit the parameters (arguments object or rest).
    static let keepsExtraArguments = FunctionFlags(rawValue: 1 << 8)
    /// A class constructor the class has no explicit one for (§14.6.13 step 10).
    static let defaultConstructor = FunctionFlags(rawValue: 1 << 9)
    /// A getter or setter (for naming only).
    static let accessor = FunctionFlags(rawValue: 1 << 10)
    /// Neither the function nor an arrow in it reads `this` (no `this`, `super` property or
    /// direct eval), so a sloppy call need not bind it (§10.2.1.2 OrdinaryCallBindThis has
    /// no observable effect then: the wrapper object it might create is never seen).
    static let ignoresThis = FunctionFlags(rawValue: 1 << 11)
    /// Eval code, direct or indirect: its global vars and functions are deletable
    /// (§19.2.1.3 steps 16–17).
    static let eval = FunctionFlags(rawValue: 1 << 12)
    /// A class field's initializer: a direct eval in it (or in an arrow in it) may not use
    /// `arguments` (§19.2.1.1 step 5.e.iv).
    static let classFieldInitializer = FunctionFlags(rawValue: 1 << 13)
    /// A class field's initializer whose key is computed and whose value is an anonymous
    /// function or class: the key names the value when the field is defined (§7.3.33
    /// DefineField step 7), which only then is known.
    static let namesValueByKey = FunctionFlags(rawValue: 1 << 14)
}

/// A compiled function: bytecode plus everything the VM needs to run it. Immutable once the
/// compiler has built it, except for the caches the VM fills (runtime constants, inline
/// caches, template objects).
///
/// A nested function's code starts as a stub (`pendingCompilation`): its name, length, flags
/// and source range are there at once, since closures, `Function.prototype.toString` and
/// stack traces read them before any call, but its bytecode is compiled when a frame of it is
/// first pushed (`VM.pushFrame`), as V8 compiles lazily. Most functions of a large library
/// never run. The bytecode fields below are `var` only for that one installation
/// (`install(_:)`); everything that reads them does so through a frame, so after the check at
/// frame entry they are as good as constant.
final class FunctionCode {
    let name: String
    /// For an anonymous function assigned to a property, the name V8 infers from the
    /// assignment (`a.b` for `a.b = function () {}`), which stack traces show.
    var inferredName: String?
    private(set) var code: [Int32]
    /// The bytecode in stable memory, read by the dispatch loop through a pointer.
    private(set) var words: UnsafeMutablePointer<Int32>
    /// For a sloppy function with simple parameters: the environment slot of each parameter
    /// (`nil` if it lives in a register), for a mapped `arguments` object.
    var mappedParameterSlots: [Int?]?
    /// The module whose code this is, if any.
    weak var module: ModuleRecord?
    /// Code of a script its host compiled with no way to load modules (Node's vm scripts
    /// without `importModuleDynamically`): `import()` in it rejects (the host's error).
    var refusesDynamicImport = false
    private(set) var constants: [Constant]
    /// Registers a frame needs, `this` and parameters included.
    private(set) var registerCount: Int
    /// Formal parameters (registers 1…parameterCount).
    let parameterCount: Int
    /// The `length` property (§14.1.7 ExpectedArgumentCount).
    let length: Int
    let flags: FunctionFlags
    private(set) var handlers: [ExceptionHandler]
    /// (pc, line, column) at each point where the source position changes, by ascending pc.
    private(set) var positions: [(pc: Int, line: Int, column: Int)]
    let sourceName: String
    /// The whole source text, for `Function.prototype.toString` of `sourceRange`.
    let source: SourceText
    let sourceRange: EddySyntax.SourceLocation
    /// How many inline caches the bytecode's `.cache` operands index.
    private(set) var cacheCount: Int

    // Filled by the VM on first run in an agent.
    /// For a constructor: the most slots an instance had when a construction by it ended,
    /// so the next instance's slots are made that large at once (V8's slack tracking, with
    /// no shrinking: a slot costs one value).
    var instanceSlotCapacity = 0
    var runtimeConstants: [JSValue] = []
    var runtimeKeys: [PropertyKey?] = []
    /// The cells of `runtimeConstants` (string and BigInt literals), held strongly: values do not keep
    /// their cells, and the heap keeps these as long as the code holds them
    /// (`Heap.registerShared`).
    var literalCells: [HeapCell] = []
    var caches: UnsafeMutablePointer<PropertyCache>?
    var templateObjects: [Int: JSObject] = [:]
    /// `name` as a JavaScript string, made once per load rather than for every closure.
    var nameString: JSString?
    var scopeNameTables: [Int: ScopeNameTable] = [:]
    /// How each call's callee reads in the source (pc → text), for error messages.
    var calleeTexts: [Int: String] = [:]
    /// Set on eval code run by a direct eval: its sloppy `var`s join the caller's var scope.
    var isDirectEvalCode = false
    /// Set on the function a `Function` constructor made, which V8's stack traces call `eval`.
    var isDynamicFunction = false
    /// The `VM.generation` the runtime constants were made for.
    var loadedGeneration = 0
    /// What compiling this code's bytecode needs, until it is compiled (see the type's comment).
    private(set) var pendingCompilation: PendingCompilation?

    init(name: String, code: [Int32], constants: [Constant], registerCount: Int, parameterCount: Int,
         length: Int, flags: FunctionFlags, handlers: [ExceptionHandler],
         positions: [(pc: Int, line: Int, column: Int)], source: SourceText, sourceRange: EddySyntax.SourceLocation,
         cacheCount: Int) {
        self.name = name
        self.code = code
        self.constants = constants
        self.registerCount = registerCount
        self.parameterCount = parameterCount
        self.length = length
        self.flags = flags
        self.handlers = handlers
        self.positions = positions
        self.sourceName = source.name
        self.source = source
        self.sourceRange = sourceRange
        self.cacheCount = cacheCount
        words = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, code.count))
        words.initialize(from: code, count: code.count)
    }

    /// The stub of a function compiled at its first call: no bytecode yet (see `install`).
    init(name: String, parameterCount: Int, length: Int, flags: FunctionFlags, source: SourceText,
         sourceRange: EddySyntax.SourceLocation, pending: PendingCompilation) {
        self.name = name
        code = []
        constants = []
        registerCount = 0
        self.parameterCount = parameterCount
        self.length = length
        self.flags = flags
        handlers = []
        positions = []
        sourceName = source.name
        self.source = source
        self.sourceRange = sourceRange
        cacheCount = 0
        pendingCompilation = pending
        words = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        words.initialize(to: Opcode.returnUndefined.rawValue)
    }

    /// Whether the bytecode is there (a stub's is made by `compilePending`).
    @inline(__always) var isCompiled: Bool { pendingCompilation == nil }

    /// Takes the bytecode of `compiled`, the code the compiler made from this stub's
    /// `pendingCompilation`, and drops what compiling needed (the syntax tree stays alive only
    /// while some stub of it waits). Nested stubs inherit the module and the refusal of
    /// `import()` (`assignModule`, `refuseDynamicImport` reached only compiled code).
    func install(_ compiled: FunctionCode) {
        code = compiled.code
        words.deallocate()
        words = UnsafeMutablePointer<Int32>.allocate(capacity: max(1, code.count))
        words.initialize(from: code, count: code.count)
        constants = compiled.constants
        registerCount = compiled.registerCount
        handlers = compiled.handlers
        positions = compiled.positions
        cacheCount = compiled.cacheCount
        calleeTexts = compiled.calleeTexts
        mappedParameterSlots = compiled.mappedParameterSlots
        pendingCompilation = nil
        for constant in constants {
            guard case .function(let nested) = constant else { continue }
            nested.module = module
            nested.refusesDynamicImport = refusesDynamicImport
        }
    }

    deinit {
        words.deallocate()
        if let caches {
            caches.deinitialize(count: cacheCount)
            caches.deallocate()
        }
    }

    var isStrict: Bool { flags.contains(.strict) }
    var isArrow: Bool { flags.contains(.arrow) }

    /// The source line and column of the instruction at `pc`.
    func position(at pc: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = positions.count - 1
        guard high >= 0 else { return (sourceRange.line, sourceRange.column) }
        if positions[0].pc > pc { return (positions[0].line, positions[0].column) }
        while low < high {
            let middle = (low + high + 1) / 2
            if positions[middle].pc <= pc { low = middle } else { high = middle - 1 }
        }
        return (positions[low].line, positions[low].column)
    }

    /// `name` as a JavaScript string (see `nameString`).
    func runtimeName() -> JSString {
        if let nameString { return nameString }
        let string = JSString(name)
        nameString = string
        return string
    }

    /// The disassembly, for tests (compiling a stub first).
    var disassembly: [String] {
        try? compilePending()
        return disassemble(code)
    }
}

/// A per-instruction inline cache for named property access: the receiver's shape and the
/// slot of the property in it.
struct PropertyCache {
    // The words a hit reads come first, in one cache line (stored properties are laid out
    // in declaration order; an entry is 19 words).
    /// The shape's address, compared on every hit without retaining anything.
    private(set) var shapeBits: UInt = 0
    var slot: Int = -1
    /// `holder` again, compared and read on a hit without a retain (the cache keeps it alive).
    private(set) var holderReference: Unmanaged<JSObject>?
    private(set) var holderShapeBits: UInt = 0
    /// `prototypePath` again, read on a hit without a retain (the cache keeps it alive).
    private(set) var prototypePathReference: Unmanaged<PrototypePath>?
    private(set) var polymorphicReference: Unmanaged<PolymorphicPropertyCache>?
    /// The class of the object a read was recorded for (`VM.classBits`). Exotic objects
    /// share shapes with ordinary ones (an array or a typed array starts from the root
    /// shape), so a hit for an exotic receiver also compares its class: a property an
    /// ordinary object inherits may be virtual on an exotic one (an array's `length`, a
    /// typed array's `Infinity`).
    var classBits: UInt = 0
    /// Keeps the cached shape alive, so `shapeBits` cannot match a new shape at the same address.
    var shape: Shape? {
        didSet { shapeBits = shape.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0 }
    }
    /// For a property found on the receiver's prototype: that prototype and its shape.
    var holder: JSObject? {
        didSet { holderReference = holder.map { Unmanaged.passUnretained($0) } }
    }
    var holderShape: Shape? {
        didSet { holderShapeBits = holderShape.map(shapeAddress) ?? 0 }
    }
    /// For a property found further up the prototype chain: the path to its holder.
    var prototypePath: PrototypePath? {
        didSet { prototypePathReference = prototypePath.map { Unmanaged.passUnretained($0) } }
    }
    /// For a property read that has seen several shapes: the entries after the first.
    var polymorphic: PolymorphicPropertyCache? {
        didSet { polymorphicReference = polymorphic.map { Unmanaged.passUnretained($0) } }
    }
    /// For an assignment that adds a property: the shape after the transition, and the
    /// guard proving the prototype chain still has no setter or read-only property there.
    var transitionShape: Shape?
    var chainGuard: PrototypeChainGuard? {
        didSet { chainGuardReference = chainGuard.map { Unmanaged.passUnretained($0) } }
    }
    /// `chainGuard` again, checked on a cached addition without a retain.
    private(set) var chainGuardReference: Unmanaged<PrototypeChainGuard>?
    // For global variables: the property's position in the global object's (dictionary)
    // shape, validated by key on each hit, or the lexical binding; valid for `epoch`.
    var position: Int = -1
    /// The global's key as `PropertyKey.identityBits`, compared with the shape's key word at
    /// `position` (the code's key table keeps the atom alive, so the word stays unique).
    var keyBits: UInt = 0
    var epoch = 0
    var lexical: GlobalBinding?

    /// The slot of a read cached as absent: a `prototypePath` to the end of the chain proves
    /// that no object on it has the key.
    static let absentSlot = Int.min
    /// The slot of a read of an own property of an object in dictionary mode (the `ts`
    /// namespace of TypeScript's compiler, thousands of functions): its shape is the object's
    /// own and changes in place, so the entry holds the property's `position` in it and the
    /// key's `keyBits`, checked on each hit as a global's are, and reads the slot found there.
    static let dictionarySlot = Int.min + 1
    /// Where the slots of accessor entries start: an accessor property's entry holds
    /// `accessorSlotBase + slot` (negative, so every data read's unsigned bounds check
    /// misses it), and the dispatch loop calls the getter or setter the slot's
    /// `AccessorPair` holds (`VM.cachedAccessor`) instead of loading the slot.
    static let accessorSlotBase = Int.min / 2

    /// The slot of the `AccessorPair` an accessor entry names, or nil for any other entry.
    @inline(__always)
    var accessorSlot: Int? {
        slot >= PropertyCache.accessorSlotBase && slot < 0 ? slot - PropertyCache.accessorSlotBase : nil
    }

    /// For a property read: whether the site has seen more shapes than its polymorphic
    /// entries hold, so that it reads through the VM's `MegamorphicPropertyCache`. Kept in
    /// `epoch`, which only global sites use otherwise (their epochs start at 1).
    var isMegamorphic: Bool {
        get { epoch < 0 }
        set { epoch = newValue ? -1 : 0 }
    }

    init(shape: Shape? = nil, slot: Int = -1) {
        self.shape = shape
        shapeBits = shape.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
        self.slot = slot
    }

    /// Whether `object`'s shape is the cached holder shape.
    @inline(__always)
    func holderMatches(_ object: JSObject) -> Bool {
        shapeAddress(object.shape) == holderShapeBits
    }

    /// Whether `object`'s shape is the cached one.
    @inline(__always)
    func matches(_ object: JSObject) -> Bool {
        UInt(bitPattern: Unmanaged.passUnretained(object.shape).toOpaque()) == shapeBits
    }
}

/// A shape's address, for identity checks that must not retain it (a retain and release
/// cost more than the comparison).
@inline(__always)
func shapeAddress(_ shape: Shape) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(shape).toOpaque())
}

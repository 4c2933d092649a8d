import EddySyntax

/// A construct the compiler cannot translate; reported to scripts as a `SyntaxError`.
struct CompileError: Error {
    var message: String
    var location: EddySyntax.SourceLocation
}

/// Compiles a parsed `Program` to `FunctionCode`, one `FunctionCompiler` per function.
///
/// Variables are resolved here, from the scope tree: a binding no closure captures lives in a
/// register of its function's frame; a captured one in a slot of the `Environment` its scope
/// pushes, addressed by (hops, slot); `.global` names are looked up by atom; `.dynamic` ones
/// through `with` objects first.
final class ProgramCompiler {
    /// The scope analysis of the program, or of the function (and the functions nested in
    /// it) that a stub compiles at its first call (`part(for:)`).
    let scopes: ScopeTree
    let source: SourceText
    /// Eval code run by a direct `eval` in sloppy code: its `var`s are the caller's.
    let isEval: Bool
    /// Function scopes whose parameters have initializers or patterns: their parameter
    /// bindings are in the TDZ until initialized (§9.2.15 step 26).
    var tdzParameterScopes: Set<ScopeID> = []
    /// Some direct `eval` may look into environments by name: they carry their names.
    let hasDirectEval: Bool

    convenience init(program: Program, isEval: Bool = false) {
        self.init(scopes: program.scopes, source: program.source, isEval: isEval,
                  hasDirectEval: program.scopes.scopes.contains { $0.containsDirectEval })
    }

    private init(scopes: ScopeTree, source: SourceText, isEval: Bool, hasDirectEval: Bool) {
        self.scopes = scopes
        self.source = source
        self.isEval = isEval
        self.hasDirectEval = hasDirectEval
    }

    /// What a stub of `function` keeps to compile at its first call: no syntax tree but the
    /// function's own, and only the part of the scope analysis about it, so a program's
    /// tree and analysis go once its top level is compiled and its stubs hold their parts.
    func part(for function: FunctionNode) -> ProgramCompiler {
        let part = ProgramCompiler(scopes: scopes.part(for: function.id), source: source, isEval: isEval, hasDirectEval: hasDirectEval)
        part.tdzParameterScopes = tdzParameterScopes
        return part
    }

    /// The scopes that belong to a function (`nil`: the top level), outermost first.
    func scopes(of function: FunctionID?) -> [ScopeID] {
        guard let function else { return scopes.scopes.filter { $0.function == nil }.map(\.id) }
        return scopes.function(function)?.scopes ?? []
    }

    /// Compiles the top level.
    static func compileScript(_ program: Program, isEval: Bool = false) throws -> FunctionCode {
        let unit = ProgramCompiler(program: program, isEval: isEval)
        let compiler = FunctionCompiler(unit: unit, function: nil, envChain: [], isStrict: program.isStrict)
        return try compiler.compileTopLevel(program)
    }

    /// Compiles one function node of the program (for the `Function` constructor).
    /// - Parameter name: the name of an unnamed function: `anonymous` for the Function
    ///   constructor (§19.2.1.1.1 step 29), empty for a module wrapper.
    static func compileFunction(_ function: FunctionNode, in program: Program, name: String = "anonymous") throws -> FunctionCode {
        let unit = ProgramCompiler(program: program)
        let compiler = FunctionCompiler(unit: unit, function: function, envChain: [], isStrict: function.isStrict)
        return try compiler.compileFunctionBody(name: function.name?.name ?? name)
    }
}

/// Where a variable reference lands.
private enum VariableLocation {
    case register(Int, Binding)
    case environment(hops: Int, slot: Int, Binding)
    case global(String)
    /// Looked up through `with` objects (and eval-created vars) at run time, falling back to
    /// `fallback` (hops ≥ 0: environment, -1: global, -2: register) and `slot`.
    case dynamic(String, fallback: Int, slot: Int, limit: Int, Binding?)
}

private struct BindingKey: Hashable {
    let scope: ScopeID
    let index: Int
}

/// An open breakable statement, loop, `finally` or `for-of` on the compiler's control stack.
private final class Control {
    enum Kind {
        case loop
        case block
        /// A `try` with `finally`: jumps leaving it go through the finally code first.
        case finally(kind: Int, value: Int)
        /// A `for-of` body: leaving it closes the iterator.
        case iterator(record: Int)
        /// A `for await` body: leaving it closes the iterator and awaits that.
        case asyncIterator(record: Int)
    }

    let kind: Kind
    var labels: [String]
    let environmentDepth: Int
    var breakPatches: [Int] = []
    var continuePatches: [Int] = []
    /// For `finally`: patches of jumps to the finally code, and the jumps routed through it
    /// (id, control index of the destination, is continue).
    var finallyEntries: [Int] = []
    var routedJumps: [(id: Int, target: Int, isContinue: Bool)] = []
    var routesReturn = false
    /// A `switch` or labelled block takes `break label` but no `continue`.
    var acceptsUnlabelledBreak: Bool

    init(kind: Kind, labels: [String], environmentDepth: Int, acceptsUnlabelledBreak: Bool) {
        self.kind = kind
        self.labels = labels
        self.environmentDepth = environmentDepth
        self.acceptsUnlabelledBreak = acceptsUnlabelledBreak
    }

    var isLoop: Bool {
        if case .loop = kind { return true }
        return false
    }
}

final class FunctionCompiler {
    let unit: ProgramCompiler
    let function: FunctionNode?
    var envChain: [Int]
    let isStrict: Bool
    private var code: [Int32] = []
    private var constants: [Constant] = []
    private var stringConstants: [[UInt16]: Int] = [:]
    private var numberConstants: [UInt64: Int] = [:]
    private var registers: [BindingKey: Int] = [:]
    /// Bindings the compiler itself moves into an environment (parameters a mapped
    /// `arguments` object aliases), with their slots, and the extra slots per scope.
    private var forcedSlots: [BindingKey: Int] = [:]
    private var extraSlotCount: [ScopeID: Int] = [:]
    /// Registers of `let`/`const`/`class` bindings initialized by code compiled so far in
    /// their scope: a later read or write of one needs no TDZ check. Code is compiled in
    /// source order, a register binding is never captured (only this function reaches it),
    /// and control enters a scope at its start, where `loadHole` resets the register, so
    /// code after the initialization runs after it — except a switch's case clauses, which
    /// are entered by jumps (see `compileSwitch`).
    private var initializedLexicals: Set<Int> = []
    private var nextRegister = 1
    private var maximumRegister = 1
    private var positions: [(pc: Int, line: Int, column: Int)] = []
    private var handlers: [ExceptionHandler] = []
    private var controls: [Control] = []
    private var environmentDepth = 0
    private var cacheCount = 0
    private var nextJumpID = 3
    /// For call and `new` instructions: how the callee reads in the source, for messages.
    private var calleeTexts: [Int: String] = [:]
    /// Patch lists of the innermost optional chains: where `?.` meets nullish.
    private var optionalChainExits: [[Int]] = []
    /// The register holding the completion value of script and eval code.
    private var completionRegister: Int?
    /// Class scopes whose private names the code being compiled must not see: a class's
    /// heritage is evaluated in the outer PrivateEnvironment (§15.7.14 step 8), though
    /// inside the class scope.
    var hiddenPrivateScopes: Set<ScopeID> = []
    /// The source text `Function.prototype.toString` shows, when not the function's own: a
    /// class constructor's is the whole class (§20.2.3.5 step 2, [[SourceText]]).
    var sourceRange: EddySyntax.SourceLocation?
    /// Compiling a module's body (`ProgramCompiler.compileModule`).
    var isModuleBody = false
    /// Compiling a class field's initializer: the field's name when the key is not computed,
    /// which an anonymous function as the value takes (§7.3.33 DefineField step 7).
    var classFieldName: String?
    /// The names V8 infers for anonymous functions assigned to properties (`a.b = function`
    /// shows as `a.b` in stack traces), by the function literal they are for.
    private var inferredNames: [FunctionID: String] = [:]
    /// This function's name when it starts with a capital letter: V8 puts a constructor's
    /// name before the names it infers in its body (`Foo.o.bar`).
    private var constructorName: String?
    private var isTopLevel: Bool { function == nil }
    private var isGenerator: Bool { function?.isGenerator ?? false }
    private var isAsync: Bool { function?.isAsync ?? false }

    init(unit: ProgramCompiler, function: FunctionNode?, envChain: [Int], isStrict: Bool) {
        self.unit = unit
        self.function = function
        self.envChain = envChain
        self.isStrict = isStrict
    }

    private var scopes: ScopeTree { unit.scopes }

    // MARK: - Emission

    private func emit(_ opcode: Opcode, _ operands: Int...) {
        code.append(opcode.rawValue)
        for operand in operands { code.append(Int32(truncatingIfNeeded: operand)) }
    }

    /// Emits a jump-like instruction whose last operand is a target to patch; returns the
    /// position of that operand.
    private func emitJump(_ opcode: Opcode, _ operands: Int...) -> Int {
        code.append(opcode.rawValue)
        for operand in operands { code.append(Int32(truncatingIfNeeded: operand)) }
        code.append(-1)
        return code.count - 1
    }

    private func patch(_ position: Int, to target: Int? = nil) {
        code[position] = Int32(truncatingIfNeeded: target ?? code.count)
    }

    private func patch(_ positions: [Int]) {
        for position in positions { patch(position) }
    }

    private var here: Int { code.count }

    /// Where V8 reports a failed property read (reading from null or undefined): at the
    /// property's name, or at the `[` of a computed key, rather than at the object.
    private func accessPosition(of expression: Expression, _ property: MemberProperty) -> EddySyntax.SourceLocation {
        let units = unit.source.units
        let whole = expression.location
        switch property {
        case .name(let name):
            let nameUnits = Array(name.utf16)
            let start = whole.end - nameUnits.count
            guard start > whole.start, whole.end <= units.count, Array(units[start..<whole.end]) == nameUnits else { return whole }
            return position(at: start, from: whole)
        case .computed(let key):
            var index = min(key.location.start, units.count) - 1
            while index > whole.start, units[index] == 0x20 || units[index] == 0x09 || units[index] == 0x0A
                || units[index] == 0x0D || units[index] == 0x28 {
                index -= 1
            }
            guard index > whole.start, units[index] == 0x5B else { return whole }
            return position(at: index, from: whole)
        }
    }

    /// Where V8 reports a failed property write: at the `=` after the target.
    private func operatorPosition(after target: EddySyntax.SourceLocation,
                                  in assignment: EddySyntax.SourceLocation) -> EddySyntax.SourceLocation {
        let units = unit.source.units
        var index = target.end
        while index < min(assignment.end, units.count),
            units[index] == 0x20 || units[index] == 0x09 || units[index] == 0x0A || units[index] == 0x0D
                || units[index] == 0x29 {
            index += 1
        }
        guard index < min(assignment.end, units.count), units[index] == 0x3D else { return assignment }
        return position(at: index, from: assignment)
    }

    /// Where V8 reports a binary operation that fails (`Symbol() + ''`): at its operator,
    /// written `spelling` just before `operand`.
    private func operatorPosition(_ spelling: String, before operand: Expression,
                                  in whole: EddySyntax.SourceLocation) -> EddySyntax.SourceLocation {
        let units = unit.source.units
        var index = min(operand.location.start, units.count) - 1
        while index > whole.start, units[index] == 0x20 || units[index] == 0x09 || units[index] == 0x0A
            || units[index] == 0x0D || units[index] == 0x28 {
            index -= 1
        }
        let spelled = Array(spelling.utf16)
        let start = index - spelled.count + 1
        guard start > whole.start, Array(units[start...index]) == spelled else { return whole }
        return position(at: start, from: whole)
    }

    /// The line and column of `offset` in the source, counted on from `anchor`, a location
    /// at or before it (whose line and column may be shifted, as in a function's body).
    private func position(at offset: Int, from anchor: EddySyntax.SourceLocation) -> EddySyntax.SourceLocation {
        let source = unit.source
        let from = source.lineAndColumn(of: anchor.start)
        let to = source.lineAndColumn(of: offset)
        let column = to.line == from.line ? anchor.column + (to.column - from.column) : to.column
        return EddySyntax.SourceLocation(start: offset, end: offset + 1, line: anchor.line + (to.line - from.line),
                                         column: column)
    }

    private func mark(_ location: EddySyntax.SourceLocation) {
        guard location.line > 0 else { return }
        if let last = positions.last {
            if last.line == location.line && last.column == location.column { return }
            if last.pc == code.count {
                positions[positions.count - 1] = (code.count, location.line, location.column)
                return
            }
        }
        positions.append((code.count, location.line, location.column))
    }

    private func constant(_ value: Constant) -> Int {
        constants.append(value)
        return constants.count - 1
    }

    private func string(_ units: [UInt16]) -> Int {
        if let index = stringConstants[units] { return index }
        let index = constant(.string(units))
        stringConstants[units] = index
        return index
    }

    private func string(_ text: String) -> Int { string(Array(text.utf16)) }

    private func number(_ value: Double) -> Int {
        if let index = numberConstants[value.bitPattern] { return index }
        let index = constant(.number(value))
        numberConstants[value.bitPattern] = index
        return index
    }

    private func cache() -> Int {
        cacheCount += 1
        return cacheCount - 1
    }

    private func temp() -> Int {
        let register = nextRegister
        nextRegister += 1
        maximumRegister = max(maximumRegister, nextRegister)
        return register
    }

    private func temps(_ count: Int) -> Int {
        let first = nextRegister
        nextRegister += count
        maximumRegister = max(maximumRegister, nextRegister)
        return first
    }

    private func loadNumber(_ register: Int, _ value: Double) {
        if let integer = Self.smallInteger(value) {
            emit(.loadInt, register, integer)
        } else {
            emit(.loadConst, register, number(value))
        }
    }

    private func error(_ message: String, _ location: EddySyntax.SourceLocation) -> CompileError {
        CompileError(message: message, location: location)
    }

    // MARK: - Registers for bindings

    /// Gives every uncaptured binding of this function's scopes a register.
    private func allocateRegisters(skipping skipped: Set<ScopeID>) {
        for scopeID in unit.scopes(of: function?.id) where !skipped.contains(scopeID) {
            let scope = scopes[scopeID]
            for (index, binding) in scope.bindings.enumerated() where !binding.isCaptured {
                let bindingKey = BindingKey(scope: scopeID, index: index)
                if registers[bindingKey] == nil && forcedSlots[bindingKey] == nil { registers[bindingKey] = temp() }
            }
        }
    }

    private func location(of identifier: Identifier) -> VariableLocation {
        location(for: scopes.resolution(of: identifier), name: identifier.name)
    }

    private func location(for resolution: Resolution, name: String) -> VariableLocation {
        switch resolution {
        case .global:
            return .global(name)
        case .local(let scopeID, let index):
            guard let scope = scopes.scope(scopeID), index < scope.bindings.count else { return .global(name) }
            var binding = scope.bindings[index]
            if binding.kind == .parameter && unit.tdzParameterScopes.contains(scopeID) { binding.kind = .let }
            if let slot = forcedSlots[BindingKey(scope: scopeID, index: index)],
                let position = envChain.lastIndex(of: scopeID)
            {
                return .environment(hops: envChain.count - 1 - position, slot: slot, binding)
            }
            if binding.isCaptured, let slot = binding.environmentIndex,
                let position = envChain.lastIndex(of: scopeID)
            {
                return .environment(hops: envChain.count - 1 - position, slot: slot, binding)
            }
            if let register = registers[BindingKey(scope: scopeID, index: index)] {
                return .register(register, binding)
            }
            // A top-level binding (script scope) is global.
            return .global(name)
        case .dynamic(let fallback):
            let limit = environmentDepthForDynamicLookup()
            switch location(for: fallback, name: name) {
            case .register(let register, let binding):
                return .dynamic(name, fallback: -2, slot: register, limit: limit, binding)
            case .environment(let hops, let slot, let binding):
                return .dynamic(name, fallback: hops, slot: slot, limit: hops, binding)
            case .global, .dynamic:
                return .dynamic(name, fallback: -1, slot: 0, limit: Int(Int32.max), nil)
            }
        }
    }

    private func environmentDepthForDynamicLookup() -> Int { environmentDepth }

    // MARK: - Top level and function bodies

    func compileTopLevel(_ program: Program) throws -> FunctionCode {
        let topScope = scopes[program.scope]
        let treatsBindingsAsLocal = unit.isEval && program.isStrict
        // Sloppy eval code: vars and functions are the caller's (global here), lexical
        // declarations stay local to the eval (§18.2.1.3 EvalDeclarationInstantiation).
        let isSloppyEval = unit.isEval && !program.isStrict
        if treatsBindingsAsLocal || isSloppyEval {
            allocateRegisters(skipping: [])
        } else {
            allocateRegisters(skipping: [program.scope])
        }
        completionRegister = temp()
        let completion = completionRegister ?? 0
        if treatsBindingsAsLocal {
            try enterScope(program.scope, statements: program.body)
        } else {
            var vars: [String] = []
            var functions: [String] = []
            var lexicals: [(name: String, isConst: Bool)] = []
            for binding in topScope.bindings {
                switch binding.kind {
                case .var where binding.isAnnexBFunctionVar: break
                case .var: vars.append(binding.name)
                case .function: functions.append(binding.name)
                case .let, .class: if !isSloppyEval { lexicals.append((binding.name, false)) }
                case .const: if !isSloppyEval { lexicals.append((binding.name, true)) }
                default: vars.append(binding.name)
                }
            }
            if isSloppyEval {
                try enterEnvironment(program.scope)
                initializeLexicals(program.scope)
            }
            let blockFunctions = topLevelBlockFunctionNames()
            let flags = temps(blockFunctions.count)
            for (offset, name) in blockFunctions.enumerated() { blockFunctionFlags[name] = flags + offset }
            if !(vars.isEmpty && functions.isEmpty && lexicals.isEmpty && blockFunctions.isEmpty) {
                emit(.declareGlobals, constant(.globalDeclarations(vars: vars, functions: functions, lexicals: lexicals,
                                                                  blockFunctions: blockFunctions)), flags)
            }
            try hoistFunctions(program.body)
        }
        emit(.loadUndefined, completion)
        for statement in program.body { try compile(statement) }
        if treatsBindingsAsLocal || isSloppyEval { exitScope(program.scope) }
        emit(.return, completion)
        var flags: FunctionFlags = [.script]
        if program.isStrict { flags.insert(.strict) }
        if unit.isEval { flags.insert(.eval) }
        return finish(name: "", flags: flags, parameterCount: 0, length: 0,
                      range: program.location)
    }

    func compileFunctionBody(name: String) throws -> FunctionCode {
        guard let function else { throw error("no function", .none) }
        let info = scopes.function(function.id)
        if function.kind != .arrow, name.first?.isUppercase == true { constructorName = name }
        // Registers 1…n are the parameters.
        let parameterCount = function.parameters.count
        nextRegister = 1 + parameterCount
        maximumRegister = nextRegister
        let functionScope = scopes[function.scope]
        var skipped: Set<ScopeID> = []
        var mappedSlots: [Int?]?
        if function.hasSimpleParameters, info?.needsArgumentsObject == true, info?.hasMappedArguments == true {
            // A mapped arguments object aliases the parameters: they live in the environment.
            var nextSlot = (functionScope.bindings.compactMap(\.environmentIndex).max() ?? -1) + 1
            var slots: [Int?] = []
            var seen: [Int: Int] = [:]
            for parameter in function.parameters {
                guard case .identifier(let identifier) = parameter.target.kind,
                    case .local(let scopeID, let index) = scopes.resolution(of: identifier)
                else { slots.append(nil); continue }
                let binding = scopes[scopeID].bindings[index]
                let slot: Int
                if binding.isCaptured, let existing = binding.environmentIndex {
                    slot = existing
                } else if let existing = forcedSlots[BindingKey(scope: scopeID, index: index)] {
                    slot = existing
                } else {
                    slot = nextSlot
                    nextSlot += 1
                    forcedSlots[BindingKey(scope: scopeID, index: index)] = slot
                }
                if let previous = seen[index] { slots[previous] = nil }
                seen[index] = slots.count
                slots.append(slot)
            }
            extraSlotCount[function.scope] = nextSlot
            mappedSlots = slots
        }
        if function.hasSimpleParameters {
            // Uncaptured simple parameters live in their argument registers (the last of
            // duplicate names wins, as in sloppy mode).
            for (position, parameter) in function.parameters.enumerated() {
                guard case .identifier(let identifier) = parameter.target.kind,
                    case .local(let scopeID, let index) = scopes.resolution(of: identifier)
                else { continue }
                let binding = scopes[scopeID].bindings[index]
                let key = BindingKey(scope: scopeID, index: index)
                if !binding.isCaptured && forcedSlots[key] == nil { registers[key] = position + 1 }
            }
        }
        _ = skipped
        skipped = []
        allocateRegisters(skipping: skipped)

        // The function's own environment.
        try enterEnvironment(function.scope)
        mark(function.location)
        // `arguments` first: it reflects the arguments as passed.
        if info?.needsArgumentsObject == true,
            let index = functionScope.bindings.firstIndex(where: { $0.kind == .arguments })
        {
            let register = temp()
            emit(.createArguments, register, info?.hasMappedArguments == true ? 1 : 0)
            store(to: location(for: .local(scope: function.scope, index: index), name: "arguments"), register,
                  initialize: true, location: function.location)
        }
        // A named function expression sees itself.
        if let index = functionScope.bindings.firstIndex(where: { $0.kind == .calleeName }) {
            let register = temp()
            emit(.loadFunction, register)
            store(to: location(for: .local(scope: function.scope, index: index), name: ""), register,
                  initialize: true, location: function.location)
        }
        initializeLexicals(function.scope)
        if !function.hasSimpleParameters {
            unit.tdzParameterScopes.insert(function.scope)
            for (index, binding) in functionScope.bindings.enumerated() where binding.kind == .parameter {
                if let register = registers[BindingKey(scope: function.scope, index: index)] { emitHole(register) }
            }
        }
        if function.hasSimpleParameters {
            for (position, parameter) in function.parameters.enumerated() {
                guard case .identifier(let identifier) = parameter.target.kind else { continue }
                if case .environment = location(of: identifier) {
                    try bind(parameter.target, position + 1, initialize: true)
                }
            }
        } else {
            for (position, parameter) in function.parameters.enumerated() {
                let register = position + 1
                if let defaultValue = parameter.defaultValue {
                    let skip = emitJump(.jumpIfNotUndefined, register)
                    _ = try value(defaultValue, into: register, name: parameter.target.identifierName)
                    patch(skip)
                }
                try bind(parameter.target, register, initialize: true)
            }
        }
        if let rest = function.rest {
            let register = temp()
            emit(.createRestArray, register)
            try bind(rest, register, initialize: true)
        }
        if function.bodyScope != function.scope {
            try enterEnvironment(function.bodyScope)
            initializeLexicals(function.bodyScope)
            // §9.2.15 step 28.f: a body var named like a parameter starts with its value.
            for (index, binding) in scopes[function.bodyScope].bindings.enumerated() where binding.kind == .var {
                if let parameterIndex = functionScope.index(of: binding.name) {
                    let source = temp()
                    _ = load(location(for: .local(scope: function.scope, index: parameterIndex), name: binding.name),
                             into: source, location: function.location, check: false)
                    store(to: location(for: .local(scope: function.bodyScope, index: index), name: binding.name),
                          source, initialize: true, location: function.location)
                }
            }
        }
        try hoistFunctions(function.body)
        if function.isGenerator || isModuleBody { emit(.initialYield) }

        for statement in function.body { try compile(statement) }
        emitReturnUndefined()

        let compiled = finish(name: name, flags: flags(of: function), parameterCount: parameterCount,
                              length: function.length, range: sourceRange ?? function.location)
        compiled.mappedParameterSlots = mappedSlots
        return compiled
    }

    /// The flags of the code of `function`, which this compiler compiles: known from the
    /// syntax tree, before any bytecode (see `deferredCode`).
    private func flags(of function: FunctionNode) -> FunctionFlags {
        var flags: FunctionFlags = []
        if function.isStrict || isStrict { flags.insert(.strict) }
        switch function.kind {
        case .arrow: flags.insert(.arrow)
        case .method: flags.insert(.method)
        case .getter, .setter: flags.formUnion([.method, .accessor])
        case .baseConstructor: flags.insert(.classConstructor)
        case .derivedConstructor: flags.formUnion([.classConstructor, .derived])
        case .normal: break
        }
        if function.isGenerator { flags.insert(.generator) }
        if function.isAsync { flags.insert(.async) }
        if classFieldName != nil { flags.insert(.classFieldInitializer) }
        if classFieldName == "", case .return(let value?) = function.body.first?.kind, isAnonymousFunctionDefinition(value) {
            flags.insert(.namesValueByKey)
        }
        let info = scopes.function(function.id)
        // A function that only counts its arguments keeps them too, for `f.arguments`.
        if info?.needsArgumentsObject == true || info?.countsArgumentsOnly == true || function.rest != nil {
            flags.insert(.keepsExtraArguments)
        }
        if !function.usesThis && !function.usesSuperProperty && !function.hasDirectEval { flags.insert(.ignoresThis) }
        return flags
    }

    /// The code of `function` as a stub whose bytecode is compiled at its first call
    /// (`FunctionCode.compilePending`) by a compiler in this one's state. Called on the
    /// compiler the enclosing function's compiler made for `function`.
    func deferredCode(of function: FunctionNode, name: String) -> FunctionCode {
        let pending = PendingCompilation(unit: unit.part(for: function), function: function, name: name, envChain: envChain, isStrict: isStrict,
                                         hiddenPrivateScopes: hiddenPrivateScopes, classFieldName: classFieldName,
                                         sourceRange: sourceRange)
        return FunctionCode(name: name, parameterCount: function.parameters.count, length: function.length,
                            flags: flags(of: function), source: unit.source,
                            sourceRange: sourceRange ?? function.location, pending: pending)
    }

    /// The callee as V8 names it in "x.y is not a function": names, member chains, calls as
    /// `f(...)`, literals; anything else is "(intermediate value)".
    private static func calleeText(_ expression: Expression) -> String {
        switch expression.kind {
        case .identifier(let identifier): return identifier.name
        case .this: return "this"
        case .null: return "null"
        case .boolean(let value): return value ? "true" : "false"
        case .number(let value): return JSValue.number(value).debugDescription
        case .string(let units): return "\"" + String(decoding: units, as: UTF16.self) + "\""
        case .member(let object, let property, let isOptional):
            let base = calleeText(object)
            switch property {
            case .name(let name): return base + (isOptional ? "?." : ".") + name
            case .computed(let key):
                switch key.kind {
                case .string(let units): return base + "." + String(decoding: units, as: UTF16.self)
                case .number, .identifier: return base + "[" + calleeText(key) + "]"
                default: return base + "[...]"
                }
            }
        case .call(let callee, _, _): return calleeText(callee) + "(...)"
        case .optionalChain(let inner): return calleeText(inner)
        case .superMember(.name(let name)): return "(intermediate value)." + name
        default: return "(intermediate value)"
        }
    }

    private func noteCallee(_ expression: Expression) {
        calleeTexts[code.count] = FunctionCompiler.calleeText(expression)
    }

    private func finish(name: String, flags: FunctionFlags, parameterCount: Int, length: Int,
                        range: EddySyntax.SourceLocation) -> FunctionCode {
        let result = makeCode(name: name, flags: flags, parameterCount: parameterCount, length: length, range: range)
        result.calleeTexts = calleeTexts
        return result
    }

    private func makeCode(name: String, flags: FunctionFlags, parameterCount: Int, length: Int,
                          range: EddySyntax.SourceLocation) -> FunctionCode {
        FunctionCode(name: name, code: code, constants: constants, registerCount: maximumRegister + 1,
                     parameterCount: parameterCount, length: length, flags: flags, handlers: handlers,
                     positions: positions, source: unit.source, sourceRange: range,
                     cacheCount: cacheCount)
    }

    /// The code of a class's implicit constructor (§14.6.13 step 10).
    static func defaultConstructor(name: String, isDerived: Bool, source: SourceText,
                                   range: EddySyntax.SourceLocation) -> FunctionCode {
        var code: [Int32] = []
        if isDerived {
            code += [Opcode.createRestArray.rawValue, 1, Opcode.superCallSpread.rawValue, 2, 1]
        }
        code.append(Opcode.returnUndefined.rawValue)
        var flags: FunctionFlags = [.strict, .classConstructor, .defaultConstructor, .keepsExtraArguments]
        if isDerived { flags.insert(.derived) }
        return FunctionCode(name: name, code: code, constants: [], registerCount: 3, parameterCount: 0,
                            length: 0, flags: flags, handlers: [], positions: [(0, range.line, range.column)],
                            source: source, sourceRange: range, cacheCount: 0)
    }

    // MARK: - Scopes

    /// Pushes the scope's environment if a closure captures any of its bindings.
    private func enterEnvironment(_ scopeID: ScopeID) throws {
        let scope = scopes[scopeID]
        let slotCount = max(scope.bindings.compactMap(\.environmentIndex).map { $0 + 1 }.max() ?? 0,
                            extraSlotCount[scopeID] ?? 0)
        let isVariableScope = scope.kind == .function || scope.kind == .functionBody
        // A sloppy direct eval may add vars to its function's scope: it needs an environment.
        let mayGainVars = unit.hasDirectEval && scope.containsDirectEval && isVariableScope
        guard scope.needsEnvironment || slotCount > 0 || mayGainVars else { return }
        if unit.hasDirectEval {
            // §19.2.1.3 EvalDeclarationInstantiation step 3.d: an eval's `var` may not share
            // a name with a lexical declaration it would hoist over, nor, for an eval in
            // parameter expressions, with a parameter (they live in their own environment,
            // below the one that receives the eval's vars; §10.2.11 step 20).
            let isParameterScope = scope.kind == .function
                && scope.function.flatMap { scopes.function($0) }.map { $0.scope == scopeID && $0.bodyScope != scopeID } == true
            var names: [(slot: Int, name: String, isConst: Bool, isCalleeName: Bool, blocksEvalVar: Bool)] = []
            for binding in scope.bindings {
                guard let slot = binding.environmentIndex else { continue }
                // Sloppy eval code's vars and functions are the caller's, never in its own environment.
                if scope.kind == .eval && !scope.isStrict && (binding.kind == .var || binding.kind == .function) { continue }
                let isCalleeName = binding.kind == .calleeName
                let blocksEvalVar = switch binding.kind {
                // The function's own environment record: its body's lexical declarations (in
                // a separate record in the specification) and, seen from parameter
                // expressions, the parameters and `arguments` (§10.2.11 steps 20 and 22.f).
                case _ where isVariableScope:
                    binding.isLexical || (isParameterScope && (binding.kind == .parameter || binding.kind == .arguments))
                // §B.3.4: a catch parameter does not block a var.
                case .catchParameter, .calleeName: false
                default: true
                }
                names.append((slot, binding.name, binding.kind == .const || binding.kind == .classInnerName,
                              isCalleeName, blocksEvalVar))
            }
            emit(.pushEnvNamed, slotCount, constant(.scopeNames(names, isVariableScope: isVariableScope)))
        } else {
            emit(.pushEnv, slotCount)
        }
        envChain.append(scopeID)
        environmentDepth += 1
        // Captured `var`s and parameters start undefined; lexical ones stay uninitialized.
        for binding in scope.bindings where binding.isCaptured && !binding.isLexical {
            if let slot = binding.environmentIndex, binding.kind == .var || binding.kind == .function {
                let register = temp()
                emit(.loadUndefined, register)
                emit(.setEnv, 0, slot, register)
                nextRegister -= 1
            }
        }
    }

    private func exitEnvironment(_ scopeID: ScopeID) {
        guard let last = envChain.last, last == scopeID else { return }
        emit(.popEnv)
        envChain.removeLast()
        environmentDepth -= 1
    }

    /// Registers of `let`/`const`/`class` bindings start in the temporal dead zone.
    private func initializeLexicals(_ scopeID: ScopeID) {
        for register in lexicalRegisters(of: scopeID) { emitHole(register) }
    }

    /// The registers of a scope's uncaptured `let`/`const`/`class` bindings.
    private func lexicalRegisters(of scopeID: ScopeID) -> [Int] {
        scopes[scopeID].bindings.enumerated().compactMap { index, binding in
            binding.isLexical && !binding.isCaptured ? registers[BindingKey(scope: scopeID, index: index)] : nil
        }
    }

    /// Puts a register binding in its temporal dead zone.
    private func emitHole(_ register: Int) {
        emit(.loadHole, register)
        initializedLexicals.remove(register)
    }

    private func enterScope(_ scopeID: ScopeID, statements: [Statement]) throws {
        try enterEnvironment(scopeID)
        initializeLexicals(scopeID)
        try hoistFunctions(statements)
    }

    private func exitScope(_ scopeID: ScopeID) {
        exitEnvironment(scopeID)
    }

    /// Function declarations are initialized when their scope is entered (§9.2.15 step 36,
    /// §13.2.14 BlockDeclarationInstantiation).
    private func hoistFunctions(_ statements: [Statement]) throws {
        for node in Statement.hoistedFunctions(in: statements) {
            guard let name = node.name else { continue }
            let register = temp()
            try closure(node, into: register, name: name.name)
            store(to: location(of: name), register, initialize: true, location: node.location)
            nextRegister -= 1
        }
    }

    /// The names of the functions in blocks of sloppy script or eval code that §B.3.3.2–3
    /// also declares as global (or the caller's) vars, each once, in source order.
    private func topLevelBlockFunctionNames() -> [String] {
        var names: [String] = []
        for scopeID in unit.scopes(of: nil) {
            for binding in scopes[scopeID].bindings where binding.kind == .function && !names.contains(binding.name) {
                switch binding.annexBVarBinding {
                case .global?, .dynamic?: names.append(binding.name)
                case .local?, nil: break
                }
            }
        }
        return names
    }

    /// For each name of `topLevelBlockFunctionNames`, the register in which the declaration
    /// instantiation says whether its var exists (the function's value is copied there).
    private var blockFunctionFlags: [String: Int] = [:]

    /// §B.3.3.1–3: when a function declaration in a block is evaluated, its value is copied to
    /// the var of its name in the variable environment, if that var was declared for it.
    private func copyBlockFunctionToVar(_ name: Identifier) {
        guard let binding = scopes.binding(for: name), let target = binding.annexBVarBinding else { return }
        let value = load(location(of: name), into: temp(), location: name.location, check: false)
        switch target {
        case .local:
            store(to: location(for: target, name: name.name), value, initialize: true, location: name.location)
        case .global, .dynamic:
            guard let flag = blockFunctionFlags[name.name] else { return }
            let skip = emitJump(.jumpIfFalse, flag)
            if unit.isEval {
                emit(.setVarBinding, string(name.name), value)
            } else {
                emit(.setGlobal, string(name.name), value, cache())
            }
            patch(skip)
        }
    }

    // MARK: - Statements

    private func compile(_ statement: Statement) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        if let completion = completionRegister {
            // §13.6.7, §13.7: these statements complete with undefined when their body is empty.
            switch statement.kind {
            case .if, .for, .forIn, .forOf, .while, .doWhile, .switch, .try, .with:
                emit(.loadUndefined, completion)
            default:
                break
            }
        }
        switch statement.kind {
        case .expression(let expression), .directive(let expression, _):
            mark(statement.location)
            if let completion = completionRegister {
                _ = try value(expression, into: completion)
            } else {
                try effect(expression)
            }
        case .variableDeclaration(let declaration):
            try compile(declaration)
        case .functionDeclaration(let node):
            // Hoisted; in a sloppy block, also copied to its var now.
            if let name = node.name { copyBlockFunctionToVar(name) }
        case .importDeclaration:
            break  // linked before the module runs
        case .exportDefault(let name, let expression):
            mark(statement.location)
            let register = try value(expression, into: temp(), name: "default")
            store(to: location(of: name), register, initialize: true, location: statement.location, declaresLexical: true)
        case .classDeclaration(let node):
            let register = temp()
            try compileClass(node, into: register)
            if let name = node.name {
                store(to: location(of: name), register, initialize: true, location: statement.location,
                      declaresLexical: true)
            }
        case .block(let block):
            try enterScope(block.scope, statements: block.body)
            for inner in block.body { try compile(inner) }
            exitScope(block.scope)
        case .empty, .debugger:
            break
        case .if(let test, let consequent, let alternate):
            mark(statement.location)
            let elsePatch = try branchIfFalse(test)
            try compile(consequent)
            if let alternate {
                let endPatch = emitJump(.jump)
                patch(elsePatch)
                try compile(alternate)
                patch(endPatch)
            } else {
                patch(elsePatch)
            }
        case .for(let initializer, let test, let update, let body, let scope):
            try compileFor(initializer: initializer, test: test, update: update, body: body, scope: scope,
                           labels: [], location: statement.location)
        case .forIn(let left, let right, let body, let scope):
            try compileForIn(left: left, right: right, body: body, scope: scope, labels: [], location: statement.location)
        case .forOf(let left, let right, let body, let isAwait, let scope):
            try compileForOf(left: left, right: right, body: body, isAwait: isAwait, scope: scope, labels: [],
                             location: statement.location)
        case .while(let test, let body):
            try compileWhile(test: test, body: body, labels: [], location: statement.location)
        case .doWhile(let body, let test):
            try compileDoWhile(body: body, test: test, labels: [], location: statement.location)
        case .continue(let label):
            try emitBreakOrContinue(label: label, isContinue: true, location: statement.location)
        case .break(let label):
            try emitBreakOrContinue(label: label, isContinue: false, location: statement.location)
        case .return(let argument):
            mark(statement.location)
            if let argument {
                let register = try value(argument, name: classFieldName.flatMap { $0.isEmpty ? nil : $0 })
                if isAsync && isGenerator {
                    // §15.6.2 (ReturnStatement): an async generator awaits what it returns.
                    let received = temps(2)
                    emit(.await, received, register)
                    emitReturn(received)
                    nextRegister -= 2
                } else {
                    emitReturn(register)
                }
            } else {
                emitReturnUndefined()
            }
        case .with(let object, let body):
            mark(statement.location)
            let register = try value(object)
            emit(.pushWithEnv, register)
            envChain.append(-1)
            environmentDepth += 1
            let control = Control(kind: .block, labels: [], environmentDepth: environmentDepth - 1,
                                  acceptsUnlabelledBreak: false)
            _ = control
            try compile(body)
            emit(.popEnv)
            envChain.removeLast()
            environmentDepth -= 1
        case .switch(let discriminant, let cases, let scope):
            try compileSwitch(discriminant: discriminant, cases: cases, scope: scope, labels: [],
                              location: statement.location)
        case .labeled(let labels, let body):
            try compileLabeled(labels: labels, body: body)
        case .throw(let argument):
            mark(statement.location)
            let register = try value(argument)
            mark(statement.location)
            emit(.throw, register)
        case .try(let block, let handler, let finalizer):
            try compileTry(block: block, handler: handler, finalizer: finalizer)
        }
    }

    private func compile(_ declaration: VariableDeclaration) throws {
        for declarator in declaration.declarators {
            mark(declarator.location)
            if let initializer = declarator.initializer {
                let register = try value(initializer, name: declarator.target.identifierName)
                try bind(declarator.target, register, initialize: declaration.kind != .var,
                         declaresLexical: declaration.kind != .var)
            } else if declaration.kind != .var {
                let register = temp()
                emit(.loadUndefined, register)
                try bind(declarator.target, register, initialize: true, declaresLexical: true)
            }
        }
    }

    private func compileLabeled(labels: [String], body: Statement) throws {
        switch body.kind {
        case .for(let initializer, let test, let update, let loopBody, let scope):
            try compileFor(initializer: initializer, test: test, update: update, body: loopBody, scope: scope,
                           labels: labels, location: body.location)
        case .forIn(let left, let right, let loopBody, let scope):
            try compileForIn(left: left, right: right, body: loopBody, scope: scope, labels: labels, location: body.location)
        case .forOf(let left, let right, let loopBody, let isAwait, let scope):
            try compileForOf(left: left, right: right, body: loopBody, isAwait: isAwait, scope: scope, labels: labels,
                             location: body.location)
        case .while(let test, let loopBody):
            try compileWhile(test: test, body: loopBody, labels: labels, location: body.location)
        case .doWhile(let loopBody, let test):
            try compileDoWhile(body: loopBody, test: test, labels: labels, location: body.location)
        case .switch(let discriminant, let cases, let scope):
            try compileSwitch(discriminant: discriminant, cases: cases, scope: scope, labels: labels,
                              location: body.location)
        default:
            let control = pushControl(.block, labels: labels, acceptsUnlabelledBreak: false)
            try compile(body)
            popControl(control, continueTarget: nil)
        }
    }

    private func pushControl(_ kind: Control.Kind, labels: [String], acceptsUnlabelledBreak: Bool) -> Control {
        let control = Control(kind: kind, labels: labels, environmentDepth: environmentDepth,
                              acceptsUnlabelledBreak: acceptsUnlabelledBreak)
        controls.append(control)
        return control
    }

    private func popControl(_ control: Control, continueTarget: Int?) {
        if controls.last === control { controls.removeLast() }
        for position in control.breakPatches { patch(position) }
        if let continueTarget {
            for position in control.continuePatches { patch(position, to: continueTarget) }
        }
    }

    private func compileWhile(test: Expression, body: Statement, labels: [String],
                              location: EddySyntax.SourceLocation) throws {
        let control = pushControl(.loop, labels: labels, acceptsUnlabelledBreak: true)
        let start = here
        mark(location)
        let exit = try branchIfFalse(test)
        try compile(body)
        emit(.jump, start)
        patch(exit)
        popControl(control, continueTarget: start)
    }

    private func compileDoWhile(body: Statement, test: Expression, labels: [String],
                                location: EddySyntax.SourceLocation) throws {
        let control = pushControl(.loop, labels: labels, acceptsUnlabelledBreak: true)
        let start = here
        try compile(body)
        let continueTarget = here
        mark(test.location)
        let exit = try branchIfFalse(test)
        emit(.jump, start)
        patch(exit)
        popControl(control, continueTarget: continueTarget)
    }

    private func compileFor(initializer: ForInitializer?, test: Expression?, update: Expression?, body: Statement,
                            scope: ScopeID, labels: [String], location: EddySyntax.SourceLocation) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        try enterScope(scope, statements: [])
        let perIteration = envChain.last == scope
        if let initializer {
            switch initializer {
            case .declaration(let declaration): try compile(declaration)
            case .expression(let expression): try effect(expression)
            }
        }
        // §14.7.4.4 ForBodyEvaluation step 2: the first iteration already has its own copy,
        // so closures made in the initializer keep the initializer's values.
        if perIteration { emit(.copyEnv) }
        let control = pushControl(.loop, labels: labels, acceptsUnlabelledBreak: true)
        let start = here
        var exit: [Int]?
        if let test {
            mark(test.location)
            exit = try branchIfFalse(test)
        }
        try compile(body)
        let continueTarget = here
        if perIteration { emit(.copyEnv) }
        if let update {
            mark(update.location)
            try effect(update)
        }
        emit(.jump, start)
        if let exit { patch(exit) }
        popControl(control, continueTarget: continueTarget)
        exitScope(scope)
    }

    private func compileForIn(left: ForBinding, right: Expression, body: Statement, scope: ScopeID,
                              labels: [String], location: EddySyntax.SourceLocation) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        if case .declaration(_, let pattern, let initializer?) = left {
            let register = try value(initializer)
            try bind(pattern, register, initialize: false)
        }
        mark(location)
        // §13.7.5.12: the head's let/const names are in their TDZ while `right` runs.
        try enterScope(scope, statements: [])
        let object = try value(right)
        exitScope(scope)
        let iterator = temp()
        emit(.forInStart, iterator, object)
        let control = pushControl(.loop, labels: labels, acceptsUnlabelledBreak: true)
        let start = here
        let key = temp()
        let exit = emitJump(.forInNext, key, iterator)
        try enterScope(scope, statements: [])
        try bindForTarget(left, key)
        try compile(body)
        exitScope(scope)
        emit(.jump, start)
        patch(exit)
        popControl(control, continueTarget: start)
    }

    private func bindForTarget(_ left: ForBinding, _ register: Int) throws {
        switch left {
        case .declaration(let kind, let pattern, _):
            try bind(pattern, register, initialize: kind != .var, declaresLexical: kind != .var)
        case .pattern(let pattern):
            try bind(pattern, register, initialize: false)
        }
    }

    private func compileForOf(left: ForBinding, right: Expression, body: Statement, isAwait: Bool, scope: ScopeID,
                              labels: [String], location: EddySyntax.SourceLocation) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        mark(location)
        try enterScope(scope, statements: [])
        let iterable = try value(right)
        exitScope(scope)
        let record = temps(3)
        mark(location)
        emit(.getIterator, record, iterable, isAwait ? 1 : 0)
        let iteratorControl = pushControl(isAwait ? .asyncIterator(record: record) : .iterator(record: record),
                                          labels: [], acceptsUnlabelledBreak: false)
        let control = pushControl(.loop, labels: labels, acceptsUnlabelledBreak: true)
        let start = here
        let item = temp()
        let exit: Int
        if isAwait {
            // §13.7.5.13 step 6.c: the result of next() is awaited before `done` is read.
            let received = temps(2)
            emit(.iteratorNextRaw, received, record)
            emit(.await, received, received)
            exit = emitJump(.iteratorUnwrap, received, record)
            emit(.move, item, received)
        } else {
            exit = emitJump(.iteratorStep, item, record)
        }
        let bodyStart = here
        try enterScope(scope, statements: [])
        try bindForTarget(left, item)
        try compile(body)
        exitScope(scope)
        emit(.jump, start)
        let bodyEnd = here
        // A throw from the body closes the iterator, then propagates (§13.7.5.13 step 6.l).
        let exception = temp()
        handlers.append(ExceptionHandler(start: bodyStart, end: bodyEnd, handler: here, register: exception,
                                         environmentDepth: environmentDepth))
        if isAwait {
            emitAsyncIteratorCloseQuietly(record)
        } else {
            emit(.iteratorCloseQuiet, record)
        }
        emit(.throw, exception)
        // The iterator finished: nothing to close.
        patch(exit)
        let end = emitJump(.jump)
        // `break` leaves through here and closes the iterator (§13.7.5.13 step 6.m).
        popControl(control, continueTarget: start)
        if isAwait {
            emitAsyncIteratorClose(record)
        } else {
            emit(.iteratorClose, record)
        }
        patch(end)
        popControl(iteratorControl, continueTarget: nil)
    }

    /// AsyncIteratorClose (§7.4.13) after a normal completion: `return`'s result is awaited
    /// and must be an object.
    private func emitAsyncIteratorClose(_ record: Int) {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        let result = temps(2)
        let skip = emitJump(.asyncIteratorClose, result, record)
        emit(.await, result, result)
        emit(.requireIteratorResult, result)
        patch(skip)
    }

    /// AsyncIteratorClose after a throw completion: `return`'s result is still awaited, but
    /// whatever fails on the way is dropped for the exception already propagating.
    private func emitAsyncIteratorCloseQuietly(_ record: Int) {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        let result = temps(2)
        let start = here
        let skip = emitJump(.asyncIteratorClose, result, record)
        emit(.await, result, result)
        handlers.append(ExceptionHandler(start: start, end: here, handler: here, register: result,
                                         environmentDepth: environmentDepth))
        patch(skip)
    }

    private func compileSwitch(discriminant: Expression, cases: [SwitchCase], scope: ScopeID, labels: [String],
                               location: EddySyntax.SourceLocation) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        mark(location)
        let subject = try value(discriminant)
        let subjectCopy = temp()
        emit(.move, subjectCopy, subject)
        try enterScope(scope, statements: cases.flatMap(\.body))
        let control = pushControl(.block, labels: labels, acceptsUnlabelledBreak: true)
        var casePatches: [Int?] = []
        for switchCase in cases {
            if let test = switchCase.test {
                let mark1 = nextRegister
                let candidate = try value(test)
                casePatches.append(emitJump(.jumpUnlessStrictNotEqual, subjectCopy, candidate))
                nextRegister = mark1
            } else {
                casePatches.append(nil)
            }
        }
        let defaultPatch = emitJump(.jump)
        var hasDefault = false
        for (index, switchCase) in cases.enumerated() {
            if let position = casePatches[index] {
                patch(position)
            } else {
                patch(defaultPatch)
                hasDefault = true
            }
            // A jump to this clause skips the declarations of the clauses above it.
            initializedLexicals.subtract(lexicalRegisters(of: scope))
            for statement in switchCase.body { try compile(statement) }
        }
        if !hasDefault { patch(defaultPatch) }
        popControl(control, continueTarget: nil)
        exitScope(scope)
    }

    private func compileTry(block: Block, handler: CatchClause?, finalizer: Block?) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        var finallyControl: Control?
        var kindRegister = 0
        var valueRegister = 0
        if finalizer != nil {
            kindRegister = temp()
            valueRegister = temp()
            finallyControl = pushControl(.finally(kind: kindRegister, value: valueRegister), labels: [],
                                         acceptsUnlabelledBreak: false)
        }
        let tryStart = here
        let depth = environmentDepth
        try enterScope(block.scope, statements: block.body)
        for statement in block.body { try compile(statement) }
        exitScope(block.scope)
        var endPatches: [Int] = []
        if let handler {
            endPatches.append(emitJump(.jump))
            let exception = temp()
            handlers.append(ExceptionHandler(start: tryStart, end: here, handler: here, register: exception,
                                             environmentDepth: depth))
            try enterScope(handler.scope, statements: [])
            if let parameter = handler.parameter {
                try bind(parameter, exception, initialize: true, declaresLexical: true)
            }
            try enterScope(handler.body.scope, statements: handler.body.body)
            for statement in handler.body.body { try compile(statement) }
            exitScope(handler.body.scope)
            exitScope(handler.scope)
        }
        guard let finalizer, let control = finallyControl else {
            for position in endPatches { patch(position) }
            return
        }
        // Normal completion.
        for position in endPatches { patch(position) }
        emit(.loadInt, kindRegister, 0)
        let normalEntry = emitJump(.jump)
        // Throw completion: the handler for the whole try (and catch) block.
        handlers.append(ExceptionHandler(start: tryStart, end: here, handler: here, register: valueRegister,
                                         environmentDepth: depth))
        emit(.loadInt, kindRegister, 1)
        controls.removeLast()
        let finallyStart = here
        patch(normalEntry, to: finallyStart)
        for position in control.finallyEntries { patch(position, to: finallyStart) }
        // §13.15.8: a finally block that completes normally keeps the try's completion value.
        var savedCompletion: Int?
        if let completion = completionRegister {
            let saved = temp()
            emit(.move, saved, completion)
            emit(.loadUndefined, completion)
            savedCompletion = saved
        }
        try enterScope(finalizer.scope, statements: finalizer.body)
        for statement in finalizer.body { try compile(statement) }
        exitScope(finalizer.scope)
        if let completion = completionRegister, let saved = savedCompletion { emit(.move, completion, saved) }
        // Resume whatever completion entered the finally code.
        let notThrow = emitJump(.jumpIfNotInt, kindRegister, 1)
        emit(.throw, valueRegister)
        patch(notThrow)
        if control.routesReturn {
            let notReturn = emitJump(.jumpIfNotInt, kindRegister, 2)
            emitReturn(valueRegister)
            patch(notReturn)
        }
        for jump in control.routedJumps {
            let skip = emitJump(.jumpIfNotInt, kindRegister, jump.id)
            emitJump(toControlAt: jump.target, isContinue: jump.isContinue)
            patch(skip)
        }
    }

    private func emitBreakOrContinue(label: String?, isContinue: Bool, location: EddySyntax.SourceLocation) throws {
        var index = controls.count - 1
        while index >= 0 {
            let control = controls[index]
            if let label {
                if control.labels.contains(label) {
                    if isContinue && !control.isLoop { throw error("Illegal continue statement", location) }
                    break
                }
            } else if isContinue ? control.isLoop : control.acceptsUnlabelledBreak {
                break
            }
            index -= 1
        }
        guard index >= 0 else { throw error("Illegal \(isContinue ? "continue" : "break") statement", location) }
        emitJump(toControlAt: index, isContinue: isContinue)
    }

    /// Leaves the controls above `target`, routing through `finally` code and closing
    /// iterators on the way.
    private func emitJump(toControlAt target: Int, isContinue: Bool) {
        var index = controls.count - 1
        while index > target {
            let control = controls[index]
            switch control.kind {
            case .finally(let kind, _):
                let id = nextJumpID
                nextJumpID += 1
                control.routedJumps.append((id, target, isContinue))
                emit(.loadInt, kind, id)
                emitPopEnvironments(to: control.environmentDepth)
                control.finallyEntries.append(emitJump(.jump))
                return
            case .iterator(let record):
                emit(.iteratorClose, record)
            case .asyncIterator(let record):
                emitAsyncIteratorClose(record)
            default:
                break
            }
            index -= 1
        }
        let control = controls[target]
        emitPopEnvironments(to: control.environmentDepth)
        if isContinue {
            control.continuePatches.append(emitJump(.jump))
        } else {
            control.breakPatches.append(emitJump(.jump))
        }
    }

    private func emitPopEnvironments(to depth: Int) {
        var count = environmentDepth - depth
        while count > 0 {
            emit(.popEnv)
            count -= 1
        }
    }

    private func emitReturn(_ register: Int) {
        var index = controls.count - 1
        while index >= 0 {
            let control = controls[index]
            switch control.kind {
            case .finally(let kind, let value):
                control.routesReturn = true
                if value != register { emit(.move, value, register) }
                emit(.loadInt, kind, 2)
                emitPopEnvironments(to: control.environmentDepth)
                control.finallyEntries.append(emitJump(.jump))
                return
            case .iterator(let record):
                emit(.iteratorClose, record)
            case .asyncIterator(let record):
                emitAsyncIteratorClose(record)
            default:
                break
            }
            index -= 1
        }
        if isAsync && !isGenerator {
            emit(.asyncReturn, register)
        } else {
            emit(.return, register)
        }
    }

    private func emitReturnUndefined() {
        if controls.isEmpty && !isAsync {
            emit(.returnUndefined)
            return
        }
        let register = temp()
        emit(.loadUndefined, register)
        emitReturn(register)
        nextRegister -= 1
    }

    // MARK: - Variables

    /// Loads a variable into `dst` (or returns its register when `dst` is nil and it lives
    /// in one).
    /// `resolved`: for a dynamic name, a register holding the `with` object (or undefined)
    /// the reference was resolved to beforehand, as for `x += 1` (-1: look it up now).
    private func load(_ location: VariableLocation, into dst: Int?, location source: EddySyntax.SourceLocation,
                      check: Bool = true, name: String = "", typeofContext: Bool = false, resolved: Int = -1) -> Int {
        switch location {
        case .register(let register, let binding):
            if binding.isLexical && check && !initializedLexicals.contains(register) {
                emit(.checkInitialized, register, string(binding.name))
            }
            if let dst, dst != register {
                emit(.move, dst, register)
                return dst
            }
            return register
        case .environment(let hops, let slot, let binding):
            let target = dst ?? temp()
            if binding.kind == .import {
                emit(.getImport, target, hops, slot, string(binding.name))
            } else if binding.isLexical && check {
                emit(.getEnvChecked, target, hops, slot, string(binding.name))
            } else {
                emit(.getEnv, target, hops, slot)
            }
            return target
        case .global(let globalName):
            let target = dst ?? temp()
            emit(typeofContext ? .getGlobalOrUndefined : .getGlobal, target, string(globalName), cache())
            return target
        case .dynamic(let dynamicName, let fallback, let slot, let limit, _):
            let target = dst ?? temp()
            emit(typeofContext ? .getDynamicOrUndefined : .getDynamic, target, string(dynamicName), fallback, slot, limit,
                 resolved)
            return target
        }
    }

    /// Stores `src` into a variable. `initialize` is a declaration's initialization (no TDZ
    /// check, immutability not enforced).
    private func store(to location: VariableLocation, _ src: Int, initialize: Bool,
                       location source: EddySyntax.SourceLocation, declaresLexical: Bool = false,
                       resolved: Int = -1) {
        switch location {
        case .register(let register, let binding):
            if !initialize {
                if binding.isLexical && !initializedLexicals.contains(register) {
                    emit(.checkInitialized, register, string(binding.name))
                }
                if binding.isImmutable {
                    emitImmutableAssignment(binding)
                    return
                }
            }
            if register != src { emit(.move, register, src) }
            if initialize && binding.isLexical { initializedLexicals.insert(register) }
        case .environment(let hops, let slot, let binding):
            if !initialize {
                if binding.isImmutable {
                    if binding.isLexical && binding.kind != .import {
                        let scratch = temp()
                        emit(.getEnvChecked, scratch, hops, slot, string(binding.name))
                        nextRegister -= 1
                    }
                    emitImmutableAssignment(binding)
                    return
                }
                if binding.isLexical {
                    emit(.setEnvChecked, hops, slot, src, string(binding.name))
                    return
                }
            }
            emit(.setEnv, hops, slot, src)
        case .global(let name):
            if initialize && declaresLexical {
                emit(.initGlobalLexical, string(name), src)
            } else {
                emit(.setGlobal, string(name), src, cache())
            }
        case .dynamic(let name, let fallback, let slot, let limit, let binding):
            if initialize, let binding, fallback >= -2 {
                // Declarations initialize their own binding, never a `with` object's property.
                if fallback == -2 {
                    emit(.move, slot, src)
                } else if fallback >= 0 {
                    emit(.setEnv, fallback, slot, src)
                }
                _ = binding
                return
            }
            if initialize && declaresLexical && fallback == -1 {
                emit(.initGlobalLexical, string(name), src)
                return
            }
            emit(.setDynamic, string(name), src, fallback, slot, limit, resolved)
        }
    }

    private func emitImmutableAssignment(_ binding: Binding) {
        if binding.kind == .calleeName {
            if isStrict || function?.isStrict == true {
                emit(.throwTypeError, string("Assignment to constant variable."))
            }
            return
        }
        emit(.throwConstAssignment, string(binding.name))
    }

    // MARK: - Patterns

    /// Binds a value to a pattern: assignment (`initialize == false`) or declaration.
    private func bind(_ pattern: Pattern, _ src: Int, initialize: Bool, declaresLexical: Bool = false) throws {
        switch pattern.kind {
        case .identifier(let identifier):
            store(to: location(of: identifier), src, initialize: initialize, location: pattern.location,
                  declaresLexical: declaresLexical)
        case .expression(let expression):
            try assignToExpression(expression, src)
        case .object(let properties, let rest):
            let mark0 = nextRegister
            defer { nextRegister = mark0 }
            mark(pattern.location)
            let source = temp()
            emit(.move, source, src)
            // RequireObjectCoercible, through ToObject in the VM. The first property's name,
            // when it has one, goes along for V8's message ("Cannot destructure property 'a'
            // of 'null' as it is null.").
            let check = temp()
            if case .name(let units)? = properties.first?.key {
                emit(.loadConst, check, string(units))
            } else {
                // The register may hold an earlier statement's value; an object there
                // would make the check a copy.
                emit(.loadUndefined, check)
            }
            emit(.copyDataProperties, check, source)
            // A rest element copies what the named properties leave (§13.15.5.3): their
            // keys are collected so the copy skips them without reading them again.
            let excluded = rest == nil ? -1 : temp()
            if rest != nil { emit(.newArray, excluded, 0) }
            for property in properties {
                let mark1 = nextRegister
                let item = temp()
                // §13.15.5.6: the key (converted), then an assignment target's reference,
                // then the value.
                var name: [UInt16]?
                var key: Int?
                switch property.key {
                case .name(let units) where rest == nil:
                    name = units
                case .name(let units):
                    let register = temp()
                    emit(.loadConst, register, string(units))
                    key = register
                case .number(let value):
                    let register = temp()
                    loadNumber(register, value)
                    emit(.toPropertyKey, register, register)
                    key = register
                case .computed(let expression):
                    let register = temp()
                    _ = try value(expression, into: register)
                    emit(.toPropertyKey, register, register)
                    key = register
                }
                if let key, rest != nil { emit(.arrayPush, excluded, key) }
                let target = try assignmentTargetReference(property.value.target, initialize: initialize)
                if let key {
                    emit(.getElement, item, source, key)
                } else if let name {
                    emit(.getProperty, item, source, string(name), cache())
                }
                try assign(property.value, item, to: target, initialize: initialize, declaresLexical: declaresLexical)
                nextRegister = mark1
            }
            if let rest {
                let target = try assignmentTargetReference(rest, initialize: initialize)
                let object = temp()
                emit(.newObject, object, 0)
                emit(.copyRestProperties, object, source, excluded)
                if let target {
                    write(target, from: object, location: rest.location)
                } else {
                    try bind(rest, object, initialize: initialize, declaresLexical: declaresLexical)
                }
            }
        case .array(let elements, let rest):
            let mark0 = nextRegister
            defer { nextRegister = mark0 }
            mark(pattern.location)
            let record = temps(3)
            emit(.getIterator, record, src, 0)
            let bodyStart = here
            // A `return()` resumption inside (a `yield` in a default) closes the iterator.
            let control = pushControl(.iterator(record: record), labels: [], acceptsUnlabelledBreak: false)
            for element in elements {
                let mark1 = nextRegister
                // §12.15.5.5: an assignment target is evaluated before the iterator steps.
                let target = try element.flatMap { try assignmentTargetReference($0.target, initialize: initialize) }
                let item = temp()
                let done = emitJump(.iteratorStep, item, record)
                let join = emitJump(.jump)
                patch(done)
                emit(.loadUndefined, item)
                patch(join)
                if let element {
                    try assign(element, item, to: target, initialize: initialize, declaresLexical: declaresLexical)
                }
                nextRegister = mark1
            }
            if let rest {
                let mark1 = nextRegister
                let target = try assignmentTargetReference(rest, initialize: initialize)
                let array = temp()
                emit(.iteratorToArray, array, record)
                if let target {
                    write(target, from: array, location: rest.location)
                } else {
                    try bind(rest, array, initialize: initialize, declaresLexical: declaresLexical)
                }
                nextRegister = mark1
            }
            popControl(control, continueTarget: nil)
            let bodyEnd = here
            emit(.iteratorClose, record)
            let skip = emitJump(.jump)
            let exception = temp()
            handlers.append(ExceptionHandler(start: bodyStart, end: bodyEnd, handler: here, register: exception,
                                             environmentDepth: environmentDepth))
            emit(.iteratorCloseQuiet, record)
            emit(.throw, exception)
            patch(skip)
        }
    }

    /// The reference of a destructuring assignment's target that is not a name (`o.p`,
    /// `o[k]`), made before the value is read; its key is converted when it is written
    /// (PutValue), as in V8. Nil for declarations, names and nested patterns.
    private func assignmentTargetReference(_ target: Pattern, initialize: Bool) throws -> Reference? {
        guard !initialize else { return nil }
        switch target.kind {
        case .identifier(let identifier):
            // A name a `with` object may hold is resolved before the value is read, too
            // (§14.3.3.3 KeyedBindingInitialization step 1, ResolveBinding).
            return dynamicReference(identifier)
        case .expression(let expression):
            if case .identifier(let identifier) = expression.kind { return dynamicReference(identifier) }
            return try reference(target, convertsKey: false)
        default:
            return nil
        }
    }

    private func dynamicReference(_ identifier: Identifier) -> Reference? {
        let variable = location(of: identifier)
        guard case .dynamic = variable else { return nil }
        return resolvedReference(variable)
    }

    /// Binds an element's value (its default applied) to `target` when it was referenced
    /// ahead, else to its pattern.
    private func assign(_ element: PatternElement, _ src: Int, to target: Reference?, initialize: Bool,
                        declaresLexical: Bool) throws {
        guard let target else {
            return try bindElement(element, src, initialize: initialize, declaresLexical: declaresLexical)
        }
        if let defaultValue = element.defaultValue {
            let skip = emitJump(.jumpIfNotUndefined, src)
            _ = try value(defaultValue, into: src)
            patch(skip)
        }
        write(target, from: src, location: element.location)
    }

    private func bindElement(_ element: PatternElement, _ src: Int, initialize: Bool, declaresLexical: Bool) throws {
        if let defaultValue = element.defaultValue {
            let skip = emitJump(.jumpIfNotUndefined, src)
            _ = try value(defaultValue, into: src, name: element.target.identifierName)
            patch(skip)
        }
        try bind(element.target, src, initialize: initialize, declaresLexical: declaresLexical)
    }

    private func assignToExpression(_ expression: Expression, _ src: Int) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        switch expression.kind {
        case .member(let objectExpression, let property, _):
            let object = try value(objectExpression)
            mark(expression.location)
            switch property {
            case .name(let name) where isPrivateName(name):
                let nameRegister = try privateName(name, location: expression.location)
                mark(expression.location)
                emit(.setPrivate, object, nameRegister, src)
            case .name(let name):
                emit(.setProperty, object, string(name), src, cache())
            case .computed(let keyExpression):
                let key = try value(keyExpression)
                emit(.setElement, object, key, src)
            }
        case .superMember(let property):
            let key = try superKey(property)
            emit(.setSuperElement, key, src)
        case .identifier(let identifier):
            store(to: location(of: identifier), src, initialize: false, location: expression.location)
        case .call:
            try callAsAssignmentTarget(expression, message: "Invalid left-hand side in for-loop")
        default:
            throw error("Invalid assignment target", expression.location)
        }
    }

    /// A call as the target of an assignment, update or for-in/of in sloppy code (the parser
    /// refuses it elsewhere): the call is made, then the reference is a ReferenceError, before
    /// any value is read or computed (Runtime Errors for Function Call Assignment Targets).
    private func callAsAssignmentTarget(_ call: Expression, message: String) throws {
        try effect(call)
        mark(call.location)
        emit(.throwReferenceError, string(message))
    }

    // MARK: - Expressions

    private func effect(_ expression: Expression) throws {
        let mark0 = nextRegister
        _ = try value(expression)
        nextRegister = mark0
    }

    /// The value of a number literal that an instruction can carry as an immediate operand
    /// (`n - 1`, `i < 10`): an integer well inside Int32, never -0.
    private static func smallInteger(_ expression: Expression) -> Int? {
        guard case .number(let value) = expression.kind else { return nil }
        return smallInteger(value)
    }

    private static func smallInteger(_ value: Double) -> Int? {
        guard value == value.rounded(), abs(value) < 1_000_000_000, !(value == 0 && value.sign == .minus) else { return nil }
        return Int(value)
    }

    /// The compare-and-branch against an immediate for a fused relational compare-and-branch.
    private static func immediateForm(of fused: Opcode) -> Opcode? {
        switch fused {
        case .jumpUnlessLess: .jumpUnlessLessInt
        case .jumpUnlessLessOrEqual: .jumpUnlessLessOrEqualInt
        case .jumpUnlessGreater: .jumpUnlessGreaterInt
        case .jumpUnlessGreaterOrEqual: .jumpUnlessGreaterOrEqualInt
        default: nil
        }
    }

    /// Whether evaluating the expression can have no side effect on variables.
    private func isSimple(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .null, .boolean, .number, .string, .this, .identifier: return true
        default: return false
        }
    }

    /// Compiles an expression; the result is in `dst` when given, else in the returned
    /// register (which may be a variable's own register: read it before anything else runs).
    @discardableResult
    private func value(_ expression: Expression, into dst: Int? = nil, name: String? = nil) throws -> Int {
        func target() -> Int { dst ?? temp() }
        switch expression.kind {
        case .identifier(let identifier):
            if identifier.name == "undefined", case .global = scopes.resolution(of: identifier) {
                let register = target()
                emit(.loadUndefined, register)
                return register
            }
            mark(expression.location)
            return load(location(of: identifier), into: dst, location: expression.location)
        case .null:
            let register = target()
            emit(.loadNull, register)
            return register
        case .boolean(let flag):
            let register = target()
            emit(flag ? .loadTrue : .loadFalse, register)
            return register
        case .number(let number):
            let register = target()
            loadNumber(register, number)
            return register
        case .bigint(let digits):
            let register = target()
            emit(.loadConst, register, constant(.bigint(BigIntArithmetic.bigInt(literal: digits))))
            return register
        case .string(let units):
            let register = target()
            emit(.loadConst, register, string(units))
            return register
        case .regularExpression(let pattern, let flags):
            let register = target()
            mark(expression.location)
            emit(.newRegExp, register, constant(.regExp(RegExpLiteral(pattern: pattern, flags: flags))))
            return register
        case .template(let template):
            let register = target()
            emit(.loadConst, register, string(template.quasis.first?.cooked ?? []))
            for (index, part) in template.expressions.enumerated() {
                let mark0 = nextRegister
                let piece = try value(part)
                let text = temp()
                mark(part.location)
                emit(.toString, text, piece)
                emit(.add, register, register, text)
                if index + 1 < template.quasis.count, let cooked = template.quasis[index + 1].cooked, !cooked.isEmpty {
                    emit(.loadConst, text, string(cooked))
                    emit(.add, register, register, text)
                }
                nextRegister = mark0
            }
            return register
        case .taggedTemplate(let tag, let template):
            let register = target()
            let mark0 = nextRegister
            let base = temps(2 + 1 + template.expressions.count)
            try calleeAndThis(tag, base: base)
            emit(.getTemplateObject, base + 2,
                 constant(.template(cooked: template.quasis.map(\.cooked), raw: template.quasis.map(\.raw))))
            for (index, part) in template.expressions.enumerated() {
                _ = try value(part, into: base + 3 + index)
            }
            mark(expression.location)
            noteCallee(tag)
            emit(.call, register, base, 1 + template.expressions.count)
            nextRegister = max(mark0, register + 1)
            return register
        case .this:
            if function == nil || function?.kind == .arrow || function?.kind == .derivedConstructor {
                let register = target()
                emit(.loadThis, register)
                return register
            }
            if let dst {
                emit(.move, dst, 0)
                return dst
            }
            return 0
        case .array(let elements):
            let register = target()
            try emitArray(elements, into: register)
            return register
        case .object(let properties):
            let register = target()
            try compileObjectLiteral(properties, into: register)
            return register
        case .function(let node):
            let register = target()
            try closure(node, into: register, name: node.name?.name ?? name ?? "")
            return register
        case .class(let node):
            let register = target()
            try compileClass(node, into: register, name: name)
            return register
        case .unary(let op, let operand):
            return try compileUnary(op, operand, dst: dst, location: expression.location)
        case .update(let op, let isPrefix, let pattern):
            return try compileUpdate(op, isPrefix: isPrefix, pattern, dst: dst, location: expression.location)
        case .binary(.in, let left, let right) where privateBrandCheckName(left) != nil:
            // `#x in o` (§13.10.1).
            let register = target()
            let mark0 = nextRegister
            let name = try privateName(privateBrandCheckName(left) ?? "", location: left.location)
            let object = try value(right)
            mark(expression.location)
            emit(.hasPrivate, register, name, object)
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .binary:
            if let (operand, test) = Self.typeofComparison(expression) {
                let register = target()
                let mark0 = nextRegister
                emit(.isType, register, try typeofOperand(operand, location: expression.location), Int(test.word))
                nextRegister = max(mark0, register + 1)
                if dst != nil { nextRegister = mark0 }
                return register
            }
            if let (operand, test) = nullishComparison(expression) {
                let register = target()
                let mark0 = nextRegister
                let source = try value(operand)
                mark(expression.location)
                emit(.isNullish, register, source, Int(test.word))
                nextRegister = max(mark0, register + 1)
                if dst != nil { nextRegister = mark0 }
                return register
            }
            // A left-nested chain (`a + b + c`) in a loop, not a recursion per operator: the
            // inner results go to one scratch register, the outermost to the target.
            let chain = expression.binaryChain { node in
                if case .binary(.in, let left, _) = node.kind { return self.privateBrandCheckName(left) != nil }
                return false
            }
            let register = target()
            let mark0 = nextRegister
            let scratch = chain.links.count > 1 ? temp() : register
            let linkBase = nextRegister
            var accumulator = try value(chain.first)
            for (index, link) in chain.links.enumerated() {
                let destination = index == chain.links.count - 1 ? register : scratch
                // A variable's own register could change while the right operand runs.
                if !isSimple(link.operand), accumulator < mark0, accumulator != destination {
                    let copy = temp()
                    emit(.move, copy, accumulator)
                    accumulator = copy
                }
                if let immediate = Self.smallInteger(link.operand), link.op == .add || link.op == .subtract {
                    mark(operatorPosition(link.op.rawValue, before: link.operand, in: link.location))
                    emit(link.op == .add ? .addInt : .subtractInt, destination, accumulator, immediate)
                    accumulator = destination
                    nextRegister = linkBase
                    continue
                }
                let rightRegister = try value(link.operand)
                mark(operatorPosition(link.op.rawValue, before: link.operand, in: link.location))
                emit(binaryOpcode(link.op), destination, accumulator, rightRegister)
                accumulator = destination
                nextRegister = linkBase
            }
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .logical:
            let chain = expression.logicalChain
            let register = target()
            _ = try value(chain.first, into: register)
            for (index, link) in chain.links.enumerated() {
                let skip: Int
                switch link.op {
                case .and: skip = emitJump(.jumpIfFalse, register)
                case .or: skip = emitJump(.jumpIfTrue, register)
                case .nullishCoalescing: skip = emitJump(.jumpIfNotNullish, register)
                }
                _ = try value(link.operand, into: register, name: index == chain.links.count - 1 ? name : nil)
                patch(skip)
            }
            return register
        case .conditional(let test, let consequent, let alternate):
            let register = target()
            let elsePatch = try branchIfFalse(test)
            _ = try value(consequent, into: register)
            let endPatch = emitJump(.jump)
            patch(elsePatch)
            _ = try value(alternate, into: register)
            patch(endPatch)
            return register
        case .assignment(let op, let pattern, let valueExpression):
            return try compileAssignment(op, pattern, valueExpression, dst: dst, location: expression.location)
        case .sequence(let expressions):
            var last = target()
            for (index, item) in expressions.enumerated() {
                if index == expressions.count - 1 {
                    last = try value(item, into: dst ?? last)
                } else {
                    try effect(item)
                }
            }
            return last
        case .member(let objectExpression, let property, let isOptional):
            let register = target()
            if readsArgumentCount(expression) {
                emit(.argumentCount, register)
                return register
            }
            let mark0 = nextRegister
            let object = try value(objectExpression)
            if isOptional, !optionalChainExits.isEmpty {
                optionalChainExits[optionalChainExits.count - 1].append(emitJump(.jumpIfNullish, object))
            }
            mark(expression.location)
            switch property {
            case .name(let propertyName) where isPrivateName(propertyName):
                let name = try privateName(propertyName, location: expression.location)
                mark(expression.location)
                emit(.getPrivate, register, object, name)
            case .name(let propertyName):
                mark(accessPosition(of: expression, property))
                emit(.getProperty, register, object, string(propertyName), cache())
            case .computed(let keyExpression):
                let key = try value(keyExpression)
                mark(accessPosition(of: expression, property))
                emit(.getElement, register, object, key)
            }
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .superMember(let property):
            let register = target()
            let mark0 = nextRegister
            let key = try superKey(property)
            mark(expression.location)
            emit(.getSuperElement, register, key)
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .call(let callee, let arguments, _) where callee.isImportCallee:
            let register = target()
            let mark0 = nextRegister
            var operands: [Int] = []
            for argument in arguments.prefix(2) {
                guard case .expression(let operand) = argument else { continue }
                operands.append(try value(operand, into: temp()))
            }
            emit(.importCall, register, operands.first ?? register, operands.count > 1 ? operands[1] : -1)
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .call(let callee, let arguments, let isOptional):
            return try compileCall(callee, arguments, isOptional: isOptional, dst: dst, location: expression.location)
        case .superCall(let arguments):
            let register = target()
            let mark0 = nextRegister
            if arguments.contains(where: \.isSpread) {
                let array = try argumentArray(arguments)
                mark(expression.location)
                emit(.superCallSpread, register, array)
            } else {
                let base = temps(max(1, arguments.count))
                for (index, argument) in arguments.enumerated() {
                    if case .expression(let item) = argument { _ = try value(item, into: base + index) }
                }
                mark(expression.location)
                emit(.superCall, register, base, arguments.count)
            }
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .new(let callee, let arguments):
            let register = target()
            let mark0 = nextRegister
            if arguments.contains(where: \.isSpread) {
                let base = temps(3)
                _ = try value(callee, into: base)
                emit(.move, base + 1, base)
                let array = try argumentArray(arguments)
                emit(.move, base + 2, array)
                mark(expression.location)
                noteCallee(callee)
                emit(.constructSpread, register, base)
            } else {
                let base = temps(2 + arguments.count)
                _ = try value(callee, into: base)
                emit(.move, base + 1, base)
                for (index, argument) in arguments.enumerated() {
                    if case .expression(let item) = argument { _ = try value(item, into: base + 2 + index) }
                }
                mark(expression.location)
                noteCallee(callee)
                emit(.construct, register, base, arguments.count)
            }
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .newTarget:
            let register = target()
            emit(.newTarget, register)
            return register
        case .importMeta:
            let register = target()
            emit(.importMeta, register)
            return register
        case .optionalChain(let inner):
            let register = target()
            optionalChainExits.append([])
            _ = try value(inner, into: register)
            let exits = optionalChainExits.removeLast()
            let end = emitJump(.jump)
            for position in exits { patch(position) }
            emit(.loadUndefined, register)
            patch(end)
            return register
        case .yield(let argument, let isDelegate):
            let register = target()
            let mark0 = nextRegister
            let operand = temp()
            if let argument {
                _ = try value(argument, into: operand)
            } else {
                emit(.loadUndefined, operand)
            }
            mark(expression.location)
            let received = temps(2)
            if isDelegate {
                // The first call of the inner `next` gets undefined, whatever the registers held.
                emit(.loadUndefined, received)
                emit(.loadUndefined, received + 1)
                if isAsync {
                    let record = temps(4)
                    emit(.getIterator, record, operand, 1)
                    emit(.loadUndefined, record + 3)
                    emit(.asyncYieldDelegate, received, record)
                } else {
                    let record = temps(3)
                    emit(.getIterator, record, operand, 0)
                    emit(.yieldDelegate, received, record)
                }
            } else if isAsync {
                // §15.5.5: an async generator yields the awaited value.
                emit(.await, received, operand)
                emit(.yield, received, received)
            } else {
                emit(.yield, received, operand)
            }
            // A `return()` resumption returns from here, through any finally code; in an async
            // generator its value is awaited first (AsyncGeneratorUnwrapYieldResumption).
            let notReturn = emitJump(.jumpIfNotInt, received + 1, 2)
            if isAsync && !isDelegate { emit(.await, received, received) }
            emitReturn(received)
            patch(notReturn)
            emit(.move, register, received)
            nextRegister = max(mark0, register + 1)
            if dst != nil { nextRegister = mark0 }
            return register
        case .await(let argument):
            let register = target()
            let operand = try value(argument)
            mark(expression.location)
            let received = temps(2)
            emit(.await, received, operand)
            emit(.move, register, received)
            return register
        }
    }

    private func binaryOpcode(_ op: BinaryOperator) -> Opcode {
        switch op {
        case .equal: .equal
        case .notEqual: .notEqual
        case .strictEqual: .strictEqual
        case .strictNotEqual: .strictNotEqual
        case .lessThan: .lessThan
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThan: .greaterThan
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .leftShift: .leftShift
        case .rightShift: .rightShift
        case .unsignedRightShift: .unsignedRightShift
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .remainder: .remainder
        case .exponent: .exponent
        case .bitwiseOr: .bitOr
        case .bitwiseXor: .bitXor
        case .bitwiseAnd: .bitAnd
        case .in: .hasProperty
        case .instanceof: .instanceOf
        }
    }

    /// Evaluates a condition and emits a jump taken when it is false; returns the patch.
    /// Emits the jumps taken when `test` is false, for the caller to patch.
    private func branchIfFalse(_ test: Expression) throws -> [Int] {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        if case .logical = test.kind {
            // `a && b`: each operand's own test, all leaving to the same place (no boolean
            // in a register, no second test of it).
            let chain = test.logicalChain
            if chain.links.allSatisfy({ $0.op == .and }) {
                var exits = try branchIfFalse(chain.first)
                for link in chain.links { exits += try branchIfFalse(link.operand) }
                return exits
            }
        }
        return [try singleBranchIfFalse(test)]
    }

    private func singleBranchIfFalse(_ test: Expression) throws -> Int {
        let mark0 = nextRegister
        if let (operand, typeofTest) = Self.typeofComparison(test) {
            let source = try typeofOperand(operand, location: test.location)
            return emitJump(.jumpUnlessType, source, Int(typeofTest.word))
        }
        if let (operand, nullishTest) = nullishComparison(test) {
            let source = try value(operand)
            mark(test.location)
            return emitJump(.jumpUnlessNullish, source, Int(nullishTest.word))
        }
        if case .binary(let op, let left, let right) = test.kind {
            let fused: Opcode?
            switch op {
            case .lessThan: fused = .jumpUnlessLess
            case .lessThanOrEqual: fused = .jumpUnlessLessOrEqual
            case .greaterThan: fused = .jumpUnlessGreater
            case .greaterThanOrEqual: fused = .jumpUnlessGreaterOrEqual
            case .strictEqual: fused = .jumpUnlessStrictEqual
            case .strictNotEqual: fused = .jumpUnlessStrictNotEqual
            default: fused = nil
            }
            if let fused, let immediate = Self.smallInteger(right), let withImmediate = Self.immediateForm(of: fused) {
                let leftRegister = try value(left)
                mark(test.location)
                return emitJump(withImmediate, leftRegister, immediate)
            }
            if let fused {
                var leftRegister = try value(left)
                if !isSimple(right), leftRegister < mark0 {
                    let copy = temp()
                    emit(.move, copy, leftRegister)
                    leftRegister = copy
                }
                let rightRegister = try value(right)
                mark(test.location)
                return emitJump(fused, leftRegister, rightRegister)
            }
        }
        if case .unary(.logicalNot, let operand) = test.kind {
            let register = try value(operand)
            return emitJump(.jumpIfTrue, register)
        }
        let register = try value(test)
        return emitJump(.jumpIfFalse, register)
    }

    /// The register holding `typeof`'s operand: an unresolvable name is `undefined` there,
    /// not a ReferenceError (§13.5.3.1).
    private func typeofOperand(_ operand: Expression, location: EddySyntax.SourceLocation) throws -> Int {
        if case .identifier(let identifier) = operand.kind {
            return load(self.location(of: identifier), into: nil, location: location, typeofContext: true)
        }
        return try value(operand)
    }

    /// `typeof x === 'name'` with the comparison on either side (`==`, `!=`, `!==` too; the
    /// operands are strings, so loose and strict equality agree): the operand and the test
    /// the fused instructions make of it.
    private static func typeofComparison(_ expression: Expression) -> (operand: Expression, test: TypeofTest)? {
        guard case .binary(let op, let left, let right) = expression.kind else { return nil }
        let isNegated: Bool
        switch op {
        case .strictEqual, .equal: isNegated = false
        case .strictNotEqual, .notEqual: isNegated = true
        default: return nil
        }
        for (typeofSide, literalSide) in [(left, right), (right, left)] {
            if case .unary(.typeof, let operand) = typeofSide.kind, case .string(let name) = literalSide.kind {
                return (operand, TypeofTest(answer: TypeofTest.Answer(name: name), isNegated: isNegated))
            }
        }
        return nil
    }

    /// `x === null`, `undefined != x` and the like, the literal on either side: the other
    /// operand and the test the fused instructions make of it. `undefined` counts only where
    /// it names the global object's (non-writable, non-configurable) property, and `void`
    /// only of a literal, so that leaving the literal side unevaluated is unseen.
    private func nullishComparison(_ expression: Expression) -> (operand: Expression, test: NullishTest)? {
        guard case .binary(let op, let left, let right) = expression.kind else { return nil }
        let isStrict: Bool
        let isNegated: Bool
        switch op {
        case .strictEqual: (isStrict, isNegated) = (true, false)
        case .strictNotEqual: (isStrict, isNegated) = (true, true)
        case .equal: (isStrict, isNegated) = (false, false)
        case .notEqual: (isStrict, isNegated) = (false, true)
        default: return nil
        }
        for (operand, literal) in [(left, right), (right, left)] {
            let matches: NullishTest.Matches
            switch literal.kind {
            case .null:
                matches = .null
            case .identifier(let identifier) where identifier.name == "undefined":
                guard case .global = scopes.resolution(of: identifier) else { continue }
                matches = .undefined
            case .unary(.void, let voided):
                switch voided.kind {
                case .number, .string, .boolean, .null: matches = .undefined
                default: continue
                }
            default:
                continue
            }
            return (operand, NullishTest(matches: isStrict ? matches : .nullish, isNegated: isNegated))
        }
        return nil
    }

    private func compileUnary(_ op: UnaryOperator, _ operand: Expression, dst: Int?,
                              location: EddySyntax.SourceLocation) throws -> Int {
        let register = dst ?? temp()
        let mark0 = nextRegister
        defer { nextRegister = max(mark0, dst == nil ? register + 1 : mark0) }
        switch op {
        case .typeof:
            emit(.typeOf, register, try typeofOperand(operand, location: location))
        case .void:
            try effect(operand)
            emit(.loadUndefined, register)
        case .delete:
            switch operand.kind {
            case .member(let objectExpression, let property, let isOptional):
                let object = try value(objectExpression)
                if isOptional, !optionalChainExits.isEmpty {
                    optionalChainExits[optionalChainExits.count - 1].append(emitJump(.jumpIfNullish, object))
                }
                mark(location)
                switch property {
                case .name(let name):
                    emit(.deleteProperty, register, object, string(name))
                case .computed(let keyExpression):
                    let key = try value(keyExpression)
                    mark(location)
                    emit(.deleteElement, register, object, key)
                }
            case .optionalChain(let inner):
                optionalChainExits.append([])
                _ = try compileUnary(.delete, inner, dst: register, location: location)
                let exits = optionalChainExits.removeLast()
                let end = emitJump(.jump)
                for position in exits { patch(position) }
                emit(.loadTrue, register)
                patch(end)
            case .identifier(let identifier):
                switch self.location(of: identifier) {
                case .global(let name):
                    emit(.deleteDynamic, register, string(name), -1)
                case .dynamic(let name, let fallback, _, let limit, _):
                    emit(.deleteDynamic, register, string(name), fallback == -1 ? -2 : (fallback >= 0 ? fallback : limit))
                default:
                    emit(.loadFalse, register)
                }
            case .superMember(let property):
                // §12.5.3.2 step 5.a: deleting a super reference is a ReferenceError, after
                // `this` is checked and the key evaluated.
                emit(.loadThis, register)
                _ = try superKey(property)
                emit(.throwReferenceError, string("Unsupported reference to 'super'"))
            default:
                try effect(operand)
                emit(.loadTrue, register)
            }
        case .minus:
            if case .number(let number) = operand.kind {
                loadNumber(register, -number)
                return register
            }
            let source = try value(operand)
            mark(location)
            emit(.negate, register, source)
        case .plus:
            let source = try value(operand)
            mark(location)
            emit(.toNumber, register, source)
        case .logicalNot:
            let source = try value(operand)
            emit(.not, register, source)
        case .bitwiseNot:
            let source = try value(operand)
            mark(location)
            emit(.bitNot, register, source)
        }
        return register
    }

    /// A reference evaluated once for read-modify-write: its object and key registers.
    private enum Reference {
        case variable(VariableLocation)
        case resolvedVariable(VariableLocation, resolved: Int)
        case property(object: Int, name: Int)
        case element(object: Int, key: Int)
        case superElement(key: Int)
        /// `o.#x`: the object and the private name, each in a register.
        case privateMember(object: Int, name: Int)
        /// A call in sloppy code (`f() = v`): made, then a ReferenceError; never read or written.
        case call
    }

    /// `convertsKey`: a computed key becomes a property key here (a compound assignment
    /// reads through the reference at once), rather than when the reference is written.
    private func reference(_ pattern: Pattern, convertsKey: Bool = true,
                           callMessage: String = "Invalid left-hand side in assignment") throws -> Reference {
        switch pattern.kind {
        case .identifier(let identifier):
            return resolvedReference(location(of: identifier))
        case .expression(let expression):
            switch expression.kind {
            case .identifier(let identifier):
                return resolvedReference(location(of: identifier))
            case .member(let objectExpression, let property, _):
                let object = temp()
                _ = try value(objectExpression, into: object)
                switch property {
                case .name(let name) where isPrivateName(name):
                    let nameRegister = temp()
                    try loadPrivateName(name, into: nameRegister, location: expression.location)
                    return .privateMember(object: object, name: nameRegister)
                case .name(let name):
                    return .property(object: object, name: string(name))
                case .computed(let keyExpression):
                    let key = temp()
                    _ = try value(keyExpression, into: key)
                    mark(expression.location)
                    emit(.requireObjectCoercible, object)
                    if convertsKey { emit(.toPropertyKey, key, key) }
                    return .element(object: object, key: key)
                }
            case .superMember(let property):
                let key = try superKey(property)
                let copy = temp()
                emit(.move, copy, key)
                return .superElement(key: copy)
            case .call:
                try callAsAssignmentTarget(expression, message: callMessage)
                return .call
            default:
                throw error("Invalid left-hand side in assignment", expression.location)
            }
        default:
            throw error("Invalid left-hand side in assignment", pattern.location)
        }
    }

    private func resolvedReference(_ variable: VariableLocation) -> Reference {
        guard case .dynamic(let name, let fallback, let slot, let limit, _) = variable else { return .variable(variable) }
        let resolved = temp()
        emit(.resolveDynamic, resolved, string(name), fallback, slot, limit)
        return .resolvedVariable(variable, resolved: resolved)
    }

    private func read(_ reference: Reference, into register: Int, location: EddySyntax.SourceLocation) {
        switch reference {
        case .variable(let variable):
            _ = load(variable, into: register, location: location)
        case .resolvedVariable(let variable, let resolved):
            _ = load(variable, into: register, location: location, resolved: resolved)
        case .property(let object, let name):
            emit(.getProperty, register, object, name, cache())
        case .element(let object, let key):
            emit(.getElement, register, object, key)
        case .superElement(let key):
            emit(.getSuperElement, register, key)
        case .privateMember(let object, let name):
            emit(.getPrivate, register, object, name)
        case .call:
            break
        }
    }

    private func write(_ reference: Reference, from register: Int, location: EddySyntax.SourceLocation) {
        mark(location)
        switch reference {
        case .variable(let variable):
            store(to: variable, register, initialize: false, location: location)
        case .resolvedVariable(let variable, let resolved):
            store(to: variable, register, initialize: false, location: location, resolved: resolved)
        case .property(let object, let name):
            emit(.setProperty, object, name, register, cache())
        case .element(let object, let key):
            emit(.setElement, object, key, register)
        case .superElement(let key):
            emit(.setSuperElement, key, register)
        case .privateMember(let object, let name):
            emit(.setPrivate, object, name, register)
        case .call:
            break
        }
    }

    private func compileUpdate(_ op: UpdateOperator, isPrefix: Bool, _ pattern: Pattern, dst: Int?,
                               location: EddySyntax.SourceLocation) throws -> Int {
        let register = dst ?? temp()
        let mark0 = nextRegister
        defer { nextRegister = dst == nil ? max(mark0, register + 1) : mark0 }
        // Fast path: a register variable.
        if case .identifier(let identifier) = pattern.kind, case .register(let variable, let binding) = self.location(of: identifier),
            !binding.isLexical || initializedLexicals.contains(variable), !binding.isImmutable
        {
            mark(location)
            if isPrefix {
                emit(op == .increment ? .increment : .decrement, variable, variable)
                if register != variable { emit(.move, register, variable) }
            } else {
                emit(.toNumeric, register, variable)
                emit(op == .increment ? .increment : .decrement, variable, register)
            }
            return register
        }
        let target = try reference(pattern, callMessage: "Invalid left-hand side expression in \(isPrefix ? "prefix" : "postfix") operation")
        let old = temp()
        mark(location)
        read(target, into: old, location: location)
        emit(.toNumeric, old, old)
        let new = temp()
        emit(op == .increment ? .increment : .decrement, new, old)
        write(target, from: new, location: location)
        emit(.move, register, isPrefix ? new : old)
        return register
    }

    private func compileAssignment(_ op: AssignmentOperator, _ pattern: Pattern, _ valueExpression: Expression,
                                   dst: Int?, location: EddySyntax.SourceLocation) throws -> Int {
        let mark0 = nextRegister
        if op == .assign {
            switch pattern.kind {
            case .identifier(let identifier):
                let variable = self.location(of: identifier)
                var resolved = -1
                if case .dynamic(let name, let fallback, let slot, let limit, _) = variable {
                    // §12.15.4 step 1.a: the reference is resolved before the value is evaluated.
                    resolved = temp()
                    emit(.resolveDynamic, resolved, string(name), fallback, slot, limit)
                }
                let result = try value(valueExpression, into: dst, name: identifier.name)
                mark(location)
                store(to: variable, result, initialize: false, location: location, resolved: resolved)
                if dst == nil { nextRegister = max(mark0, result + 1) } else { nextRegister = mark0 }
                return result
            case .expression(let expression):
                switch expression.kind {
                case .member(let objectExpression, let property, _):
                    inferNames(in: valueExpression, path: FunctionCompiler.inferredPath(of: expression))
                    let object = try value(objectExpression)
                    var objectRegister = object
                    if object < mark0 {
                        objectRegister = temp()
                        emit(.move, objectRegister, object)
                    }
                    switch property {
                    case .name(let name) where isPrivateName(name):
                        let nameRegister = temp()
                        try loadPrivateName(name, into: nameRegister, location: expression.location)
                        let result = try value(valueExpression, into: dst)
                        mark(location)
                        emit(.setPrivate, objectRegister, nameRegister, result)
                        nextRegister = dst == nil ? max(mark0, result + 1) : mark0
                        return result
                    case .name(let name):
                        let result = try value(valueExpression, into: dst)
                        mark(operatorPosition(after: expression.location, in: location))
                        emit(.setProperty, objectRegister, string(name), result, cache())
                        nextRegister = dst == nil ? max(mark0, result + 1) : mark0
                        if dst == nil && result < mark0 { return result }
                        return result
                    case .computed(let keyExpression):
                        let key = temp()
                        _ = try value(keyExpression, into: key)
                        let result = try value(valueExpression, into: dst)
                        mark(operatorPosition(after: expression.location, in: location))
                        emit(.setElement, objectRegister, key, result)
                        nextRegister = dst == nil ? max(mark0, result + 1) : mark0
                        return result
                    }
                default:
                    let target = try reference(pattern)
                    let result = try value(valueExpression, into: dst)
                    write(target, from: result, location: location)
                    nextRegister = dst == nil ? max(mark0, result + 1) : mark0
                    return result
                }
            case .object, .array:
                let result = try value(valueExpression, into: dst)
                var source = result
                if result < mark0 {
                    source = temp()
                    emit(.move, source, result)
                }
                try bind(pattern, source, initialize: false)
                nextRegister = dst == nil ? max(mark0, result + 1) : mark0
                return result
            }
        }
        if let logical = op.logicalOperator {
            return try compileLogicalAssignment(logical, pattern, valueExpression, dst: dst, location: location)
        }
        guard let binary = op.binaryOperator else { throw error("Invalid assignment", location) }
        // `x += 1`, `s -= k` on a register variable past its TDZ with an operand that cannot
        // assign it: the operation writes the variable's register directly.
        if case .identifier(let identifier) = pattern.kind, case .register(let variable, let binding) = self.location(of: identifier),
            !binding.isImmutable, !binding.isLexical || initializedLexicals.contains(variable), isInert(valueExpression)
        {
            mark(location)
            if let immediate = Self.smallInteger(valueExpression), binary == .add || binary == .subtract {
                emit(binary == .add ? .addInt : .subtractInt, variable, variable, immediate)
            } else {
                let operand = try value(valueExpression)
                mark(location)
                emit(binaryOpcode(binary), variable, variable, operand)
            }
            nextRegister = mark0
            guard let dst, dst != variable else { return variable }
            emit(.move, dst, variable)
            return dst
        }
        let register = dst ?? temp()
        let target = try reference(pattern)
        let current = temp()
        mark(location)
        read(target, into: current, location: location)
        let operand = try value(valueExpression)
        mark(location)
        emit(binaryOpcode(binary), register, current, operand)
        write(target, from: register, location: location)
        nextRegister = dst == nil ? max(mark0, register + 1) : mark0
        return register
    }

    /// `a &&= b`, `a ||= b`, `a ??= b` (§13.15.2): the target is read once, and assigned
    /// (after evaluating `b`, named after an identifier target) only when the operator does
    /// not short-circuit; the value is the one read or the one assigned.
    private func compileLogicalAssignment(_ logical: LogicalOperator, _ pattern: Pattern, _ valueExpression: Expression,
                                          dst: Int?, location: EddySyntax.SourceLocation) throws -> Int {
        let mark0 = nextRegister
        let register = dst ?? temp()
        let target = try reference(pattern)
        mark(location)
        read(target, into: register, location: location)
        let skip: Int
        switch logical {
        case .and: skip = emitJump(.jumpIfFalse, register)
        case .or: skip = emitJump(.jumpIfTrue, register)
        case .nullishCoalescing: skip = emitJump(.jumpIfNotNullish, register)
        }
        var name: String?
        if case .identifier(let identifier) = pattern.kind { name = identifier.name }
        _ = try value(valueExpression, into: register, name: name)
        mark(location)
        write(target, from: register, location: location)
        patch(skip)
        nextRegister = dst == nil ? max(mark0, register + 1) : mark0
        return register
    }

    /// The key of `super[key]`: `this` is checked first (§12.3.5.1 step 1) and the key is
    /// converted only after the super base is found (GetSuperBase precedes ToPropertyKey).
    private func superKey(_ property: MemberProperty) throws -> Int {
        let key = temp()
        emit(.loadThis, key)
        switch property {
        case .name(let name):
            emit(.loadConst, key, string(name))
        case .computed(let expression):
            _ = try value(expression, into: key)
        }
        return key
    }

    /// Evaluates a callee into `base` and its `this` into `base + 1`.
    private func calleeAndThis(_ callee: Expression, base: Int, isOptionalCall: Bool = false) throws {
        switch callee.kind {
        case .member(let objectExpression, let property, let isOptional):
            _ = try value(objectExpression, into: base + 1)
            if isOptional, !optionalChainExits.isEmpty {
                optionalChainExits[optionalChainExits.count - 1].append(emitJump(.jumpIfNullish, base + 1))
            }
            mark(callee.location)
            switch property {
            case .name(let name) where isPrivateName(name):
                let nameRegister = try privateName(name, location: callee.location)
                mark(callee.location)
                emit(.getPrivate, base, base + 1, nameRegister)
            case .name(let name):
                emit(.getProperty, base, base + 1, string(name), cache())
            case .computed(let keyExpression):
                let key = try value(keyExpression)
                mark(callee.location)
                emit(.getElement, base, base + 1, key)
            }
        case .superMember(let property):
            let key = try superKey(property)
            emit(.getSuperElement, base, key)
            emit(.loadThis, base + 1)
        case .identifier(let identifier):
            let variable = location(of: identifier)
            if case .dynamic(let name, let fallback, let slot, let limit, _) = variable {
                mark(callee.location)
                emit(.getDynamicCallee, base, string(name), fallback, slot, limit, -1)
            } else {
                _ = load(variable, into: base, location: callee.location)
                emit(.loadUndefined, base + 1)
            }
        case .optionalChain(let inner):
            // `(a?.b)()`: the chain's value, with its `this`.
            optionalChainExits.append([])
            try calleeAndThis(inner, base: base)
            let exits = optionalChainExits.removeLast()
            let end = emitJump(.jump)
            for position in exits { patch(position) }
            emit(.loadUndefined, base)
            patch(end)
        default:
            _ = try value(callee, into: base)
            emit(.loadUndefined, base + 1)
        }
    }

    /// Whether evaluating `expression` runs no script, cannot throw, and reads nothing a
    /// getter could change: a literal, `this` held in register 0, or a register variable
    /// past its TDZ (no other function reaches a register).
    private func isInert(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .null, .boolean, .number, .string:
            return true
        case .this:
            return function != nil && function?.kind != .arrow && function?.kind != .derivedConstructor
        case .identifier(let identifier):
            if identifier.name == "undefined", case .global = scopes.resolution(of: identifier) { return true }
            guard case .register(let register, let binding) = location(of: identifier) else { return false }
            return !binding.isLexical || initializedLexicals.contains(register)
        default:
            return false
        }
    }

    private func compileCall(_ callee: Expression, _ arguments: [Argument], isOptional: Bool, dst: Int?,
                             location: EddySyntax.SourceLocation) throws -> Int {
        let register = dst ?? temp()
        let mark0 = nextRegister
        let hasSpread = arguments.contains(where: \.isSpread)
        let base = temps(hasSpread ? 3 : 2 + arguments.count)
        if !isOptional, !hasSpread, case .member(let object, .name(let name), false) = callee.kind, !isPrivateName(name),
            arguments.allSatisfy({ if case .expression(let item) = $0 { isInert(item) } else { false } })
        {
            // `o.m(…)`: reading the method after the arguments is unobservable for these.
            _ = try value(object, into: base + 1)
            for (index, argument) in arguments.enumerated() {
                if case .expression(let item) = argument { _ = try value(item, into: base + 2 + index) }
            }
            mark(callPosition(callee, call: location))
            noteCallee(callee)
            emit(.callProperty, register, base, arguments.count, string(name), cache())
            nextRegister = dst == nil ? max(mark0, register + 1) : mark0
            return register
        }
        try calleeAndThis(callee, base: base)
        if isOptional, !optionalChainExits.isEmpty {
            optionalChainExits[optionalChainExits.count - 1].append(emitJump(.jumpIfNullish, base))
        }
        var isDirectEval = false
        if case .identifier(let identifier) = callee.kind, identifier.name == "eval" {
            isDirectEval = true
        }
        let location = callPosition(callee, call: location)
        if hasSpread {
            let array = try argumentArray(arguments)
            emit(.move, base + 2, array)
            mark(location)
            noteCallee(callee)
            emit(isDirectEval ? .callEvalSpread : .callSpread, register, base)
        } else {
            for (index, argument) in arguments.enumerated() {
                if case .expression(let item) = argument { _ = try value(item, into: base + 2 + index) }
            }
            mark(location)
            noteCallee(callee)
            emit(isDirectEval ? .callEval : .call, register, base, arguments.count)
        }
        nextRegister = dst == nil ? max(mark0, register + 1) : mark0
        return register
    }

    /// Where a call is in stack traces, as V8 places it: at the name before the `(` when the
    /// callee ends with one (`f()`, `a.b.method()`), else at the `(` (`a[k]()`, `(a.b)()`).
    private func callPosition(_ callee: Expression, call: EddySyntax.SourceLocation) -> EddySyntax.SourceLocation {
        let source = unit.source
        let units = source.units
        let calleeEnd = min(callee.location.end, units.count)
        func openParenthesis() -> Int? {
            var offset = calleeEnd
            while offset < min(call.end, units.count) {
                if units[offset] == 0x28 { return offset }
                offset += 1
            }
            return nil
        }
        var offset: Int?
        switch callee.kind {
        case .identifier: return call
        case .member(_, .name(let name), _):
            let nameUnits = Array(name.utf16)
            let nameStart = calleeEnd - nameUnits.count
            guard nameStart >= 0, units[nameStart..<calleeEnd].elementsEqual(nameUnits) else { return call }
            var next = calleeEnd
            while next < units.count, units[next] == 0x20 || units[next] == 0x09 { next += 1 }
            // `(a.b)()` ends with `)`: placed at the call's `(`.
            offset = next < units.count && units[next] == 0x29 ? openParenthesis() : nameStart
        default:
            offset = openParenthesis()
        }
        guard let offset else { return call }
        let (line, column) = source.lineAndColumn(of: offset)
        return EddySyntax.SourceLocation(start: offset, end: call.end, line: line, column: column)
    }

    /// `arguments.length` in a function whose every use of `arguments` is such a read
    /// (`FunctionInfo.countsArgumentsOnly`): it reads the frame's argument count, as no
    /// arguments object is made.
    private func readsArgumentCount(_ expression: Expression) -> Bool {
        guard let function, let identifier = expression.argumentsLengthIdentifier,
              case .local(let scopeID, let index) = scopes.resolution(of: identifier),
              scopes[scopeID].bindings[index].kind == .arguments, scopes[scopeID].function == function.id
        else { return false }
        return scopes.function(function.id)?.countsArgumentsOnly == true
    }

    private func argumentArray(_ arguments: [Argument]) throws -> Int {
        let array = temp()
        try emitArray(arguments.map { argument -> ArrayElement in
            switch argument {
            case .expression(let item): .expression(item)
            case .spread(let item): .spread(item)
            }
        }, into: array)
        return array
    }

    /// Builds a new array in `register` from array-literal elements (also the argument list
    /// of a call with spread): holes, values, and spread iterables, in order.
    private func emitArray(_ elements: [ArrayElement], into register: Int) throws {
        let capacity = elements.firstIndex(where: { if case .spread = $0 { true } else { false } }) ?? elements.count
        emit(.newArray, register, min(capacity, Int(JSArray.preallocatedLengthLimit)))
        for element in elements {
            let mark0 = nextRegister
            switch element {
            case .hole:
                emit(.arrayHole, register)
            case .expression(let item):
                let itemRegister = try value(item)
                emit(.arrayPush, register, itemRegister)
            case .spread(let item):
                let itemRegister = try value(item)
                mark(item.location)
                emit(.arraySpread, register, itemRegister)
            }
            nextRegister = mark0
        }
    }

    // MARK: - Functions, objects and classes

    private func closure(_ node: FunctionNode, into register: Int, name: String, isFieldInitializer: Bool = false) throws {
        let child = FunctionCompiler(unit: unit, function: node, envChain: envChain,
                                     isStrict: isStrict || node.isStrict)
        child.hiddenPrivateScopes = hiddenPrivateScopes
        if isFieldInitializer { child.classFieldName = name }
        var ownName = node.name?.name ?? name
        if ownName == Parser.defaultExportLocalName { ownName = "default" }
        let compiled = child.deferredCode(of: node, name: ownName)
        if ownName.isEmpty, let inferred = inferredNames[node.id] {
            compiled.inferredName = constructorName.map { "\($0).\(inferred)" } ?? inferred
        }
        emit(.closure, register, constant(.function(compiled)))
    }

    private func propertyKey(_ key: EddySyntax.PropertyKey, into register: Int) throws {
        switch key {
        case .name(let units):
            emit(.loadConst, register, string(units))
        case .number(let value):
            loadNumber(register, value)
            emit(.toPropertyKey, register, register)
        case .computed(let expression):
            _ = try value(expression, into: register)
            emit(.toPropertyKey, register, register)
        }
    }

    private func staticName(_ key: EddySyntax.PropertyKey) -> String? {
        switch key {
        case .name(let units): return String(decoding: units, as: UTF16.self)
        case .number(let value): return NumberFormattingName.string(value)
        case .computed: return nil
        }
    }

    private func compileObjectLiteral(_ properties: [Property], into register: Int) throws {
        let namedCount = properties.count { property in
            switch property.kind {
            case .keyValue(.name, _), .shorthand, .method(.name, _, _): return true
            default: return false
            }
        }
        // The leading plain `name: value` properties (distinct names) are evaluated into
        // consecutive registers first, and `newObjectLiteral` makes the object from them in
        // one step with the shape its site cached; until then (and when that fails) it makes
        // an empty object and the `defineField`s after it run. Nothing can reach the object
        // while its values are evaluated, so making it last is unseen.
        var prefix: [(name: [UInt16], property: Property)] = []
        var prefixNames = Set<[UInt16]>()
        for property in properties.prefix(Self.objectLiteralPrefixLimit) {
            let name: [UInt16]
            switch property.kind {
            case .keyValue(.name(let units), _): name = units
            case .shorthand(let identifier): name = Array(identifier.name.utf16)
            default: name = []
            }
            guard Self.isNamedValue(property), prefixNames.insert(name).inserted else { break }
            prefix.append((name, property))
        }
        var remaining = properties[...]
        if prefix.isEmpty {
            emit(.newObject, register, namedCount)
        } else {
            let first = temps(prefix.count)
            for (index, field) in prefix.enumerated() {
                mark(field.property.location)
                switch field.property.kind {
                case .keyValue(_, let valueExpression):
                    let item = try value(valueExpression, into: first + index, name: String(decoding: field.name, as: UTF16.self))
                    if item != first + index { emit(.move, first + index, item) }
                case .shorthand(let identifier):
                    let item = load(location(of: identifier), into: first + index, location: field.property.location)
                    if item != first + index { emit(.move, first + index, item) }
                default:
                    break
                }
            }
            let siteCache = cache()
            let made = emitJump(.newObjectLiteral, register, first, prefix.count, namedCount, siteCache)
            for (index, field) in prefix.enumerated() {
                mark(field.property.location)
                emit(.defineField, register, string(field.name), first + index, cache())
            }
            emit(.cacheObjectLiteral, register, prefix.count, siteCache)
            patch(made)
            nextRegister = first
            remaining = properties.dropFirst(prefix.count)
        }
        for property in remaining {
            let mark0 = nextRegister
            defer { nextRegister = mark0 }
            mark(property.location)
            switch property.kind {
            case .keyValue(let key, let valueExpression):
                if case .name(let units) = key {
                    let item = try value(valueExpression, name: String(decoding: units, as: UTF16.self))
                    emit(.defineField, register, string(units), item, cache())
                } else {
                    let keyRegister = temp()
                    try propertyKey(key, into: keyRegister)
                    let item = try value(valueExpression, name: staticName(key))
                    emit(.defineElement, register, keyRegister, item)
                }
            case .shorthand(let identifier):
                let item = load(location(of: identifier), into: nil, location: property.location)
                emit(.defineField, register, string(identifier.name), item, cache())
            case .method(let key, let kind, let node):
                let keyRegister = temp()
                try propertyKey(key, into: keyRegister)
                let functionRegister = temp()
                try closure(node, into: functionRegister, name: staticName(key) ?? "")
                switch kind {
                case .method: emit(.defineMethod, register, keyRegister, functionRegister, 2)
                case .getter: emit(.defineAccessor, register, keyRegister, functionRegister, 2)
                case .setter: emit(.defineAccessor, register, keyRegister, functionRegister, 3)
                }
            case .spread(let expression):
                let source = try value(expression)
                emit(.copyDataProperties, register, source)
            case .prototypeSetter(let expression):
                let source = try value(expression)
                emit(.setPrototypeLiteral, register, source)
            }
        }
    }

    /// Whether an object literal property is `name: value` or `name`.
    private static func isNamedValue(_ property: Property) -> Bool {
        switch property.kind {
        case .keyValue(.name, _), .shorthand: return true
        default: return false
        }
    }

    /// How many leading properties of an object literal `newObjectLiteral` may take (each
    /// takes a register).
    private static let objectLiteralPrefixLimit = 64

    private func compileClass(_ node: ClassNode, into register: Int, name: String? = nil) throws {
        let mark0 = nextRegister
        defer { nextRegister = mark0 }
        var className = node.name?.name ?? name ?? ""
        if className == Parser.defaultExportLocalName { className = "default" }
        try enterScope(node.scope, statements: [])
        let brands = try makePrivateNames(of: node, className: className)
        var superRegister = -1
        if let superclass = node.superclass {
            superRegister = temp()
            let wasHidden = hiddenPrivateScopes.contains(node.scope)
            hiddenPrivateScopes.insert(node.scope)
            _ = try value(superclass, into: superRegister)
            if !wasHidden { hiddenPrivateScopes.remove(node.scope) }
        }
        let constructorCode: FunctionCode
        if let constructor = node.constructor {
            let child = FunctionCompiler(unit: unit, function: constructor, envChain: envChain, isStrict: true)
            child.hiddenPrivateScopes = hiddenPrivateScopes
            child.sourceRange = node.location
            constructorCode = child.deferredCode(of: constructor, name: className)
        } else {
            constructorCode = FunctionCompiler.defaultConstructor(
                name: className, isDerived: node.superclass != nil, source: unit.source, range: node.location)
        }
        let pair = temps(2)
        mark(node.location)
        emit(.createClass, pair, constant(.function(constructorCode)), superRegister)
        // §15.7.14 step 28: the elements in source order (methods defined, computed keys
        // evaluated), then the class binding, the static brand, the instance fields, and the
        // static fields and blocks.
        let instanceFields = node.fields.filter { !$0.isStatic }
        let brandCount = brands.instanceBrand == nil ? 0 : 1
        let instanceRecords = temps(2 * (instanceFields.count + brandCount))
        let staticRecords = temps(2 * (node.fields.count - instanceFields.count))
        var instanceIndex = brandCount
        var staticIndex = 0
        var memberIndex = 0
        for field in node.fields + [nil] {
            let end = field?.memberIndex ?? node.members.count
            while memberIndex < end {
                try defineClassMember(node.members[memberIndex], classRegister: pair)
                memberIndex += 1
            }
            guard let field else { break }
            let record = field.isStatic ? staticRecords + 2 * staticIndex : instanceRecords + 2 * instanceIndex
            if field.isStatic { staticIndex += 1 } else { instanceIndex += 1 }
            try fieldKey(field, into: record)
            if let initializer = field.initializer {
                try closure(initializer, into: record + 1, name: staticName(field.key) ?? "", isFieldInitializer: true)
                emit(.makeMethod, record + 1, field.isStatic ? pair : pair + 1)
            } else {
                emit(.loadUndefined, record + 1)
            }
        }
        if let inner = scopes[node.scope].bindings.firstIndex(where: { $0.kind == .classInnerName }) {
            store(to: location(for: .local(scope: node.scope, index: inner), name: className), pair,
                  initialize: true, location: node.location)
        }
        if let staticBrand = brands.staticBrand {
            // The class gets its static methods' brand before any static field runs (step 31).
            emit(.addPrivate, pair, staticBrand, staticBrand)
        }
        if !instanceFields.isEmpty || brandCount > 0 {
            // The constructor's [[Fields]]: the instance brand, when the class has private
            // methods, comes first among the instance elements (§7.3.34 step 3).
            if let instanceBrand = brands.instanceBrand {
                emit(.move, instanceRecords, instanceBrand)
                emit(.loadUndefined, instanceRecords + 1)
            }
            emit(.defineInstanceFields, pair, instanceRecords, instanceFields.count + brandCount)
        }
        try runStaticElements(of: node, classRegister: pair, records: staticRecords)
        exitScope(node.scope)
        emit(.move, register, pair)
    }

    /// A method, getter or setter: on the prototype or the class, or on its private name
    /// (§15.7.14 step 27; Object/PrivateName.swift).
    private func defineClassMember(_ member: ClassMember, classRegister: Int) throws {
        let mark1 = nextRegister
        defer { nextRegister = mark1 }
        let target = member.isStatic ? classRegister : classRegister + 1
        let keyRegister = temp()
        try propertyKey(member.key, into: keyRegister)
        let functionRegister = temp()
        try closure(member.function, into: functionRegister, name: staticName(member.key) ?? "")
        if member.isPrivate, case .name(let units) = member.key {
            let kind = switch member.kind { case .method: 0; case .getter: 1; case .setter: 2 }
            try loadPrivateName(String(decoding: units, as: UTF16.self), into: keyRegister, location: member.location)
            emit(.setPrivateMethod, keyRegister, functionRegister, kind, target)
            return
        }
        switch member.kind {
        case .method: emit(.defineMethod, target, keyRegister, functionRegister, 0)
        case .getter: emit(.defineAccessor, target, keyRegister, functionRegister, 0)
        case .setter: emit(.defineAccessor, target, keyRegister, functionRegister, 1)
        }
    }

    /// Static fields and `static` blocks (ES2022 §15.7.14 step 34), in source order, with
    /// `this` the class; `records` holds each static field's key and initializer.
    private func runStaticElements(of node: ClassNode, classRegister: Int, records: Int) throws {
        func runBlocks(before fieldIndex: Int) throws {
            for block in node.staticBlocks where block.fieldIndex == fieldIndex {
                let mark1 = nextRegister
                let base = temps(2)
                try closure(block.body, into: base, name: "")
                emit(.makeMethod, base, classRegister)
                emit(.move, base + 1, classRegister)
                mark(block.location)
                emit(.call, temp(), base, 0)
                nextRegister = mark1
            }
        }
        var staticIndex = 0
        for (index, field) in node.fields.enumerated() {
            try runBlocks(before: index)
            guard field.isStatic else { continue }
            let mark1 = nextRegister
            let record = records + 2 * staticIndex
            staticIndex += 1
            let valueRegister = temp()
            if field.initializer != nil {
                let base = temps(2)
                emit(.move, base, record + 1)
                emit(.move, base + 1, classRegister)
                mark(field.location)
                emit(.call, valueRegister, base, 0)
            } else {
                emit(.loadUndefined, valueRegister)
            }
            mark(field.location)
            emit(field.isPrivate ? .addPrivate : .defineElement, classRegister, record, valueRegister)
            nextRegister = mark1
        }
        try runBlocks(before: node.fields.count)
    }
}

// MARK: - Private names (ES2022 §6.2.12)

extension FunctionCompiler {
    fileprivate func isPrivateName(_ name: String) -> Bool { name.hasPrefix("#") }

    /// The `#x` of a brand check `#x in o`, which the parser writes as an identifier.
    fileprivate func privateBrandCheckName(_ expression: Expression) -> String? {
        guard case .identifier(let identifier) = expression.kind, isPrivateName(identifier.name) else { return nil }
        return identifier.name
    }

    /// Loads the private name `#x` the innermost enclosing class declares (resolved here
    /// by name through the environments in scope: its binding is always captured).
    fileprivate func loadPrivateName(_ name: String, into register: Int, location: EddySyntax.SourceLocation) throws {
        for scopeID in envChain.reversed() where scopeID >= 0 && !hiddenPrivateScopes.contains(scopeID) {
            if let index = scopes[scopeID].bindings.firstIndex(where: { $0.kind == .privateName && $0.name == name }) {
                _ = load(self.location(for: .local(scope: scopeID, index: index), name: name), into: register,
                         location: location, check: false)
                return
            }
        }
        // Direct eval code: the caller's class scopes are found by name at run time (the
        // parser checked that one declares it).
        guard unit.isEval else { throw error("Private field '\(name)' must be declared in an enclosing class", location) }
        _ = load(self.location(for: .dynamic(fallback: .global), name: name), into: register, location: location)
    }

    /// `loadPrivateName` into a new temporary.
    fileprivate func privateName(_ name: String, location: EddySyntax.SourceLocation) throws -> Int {
        let register = temp()
        try loadPrivateName(name, into: register, location: location)
        return register
    }

    /// A field's key: its private name, or its property key.
    fileprivate func fieldKey(_ field: ClassField, into register: Int) throws {
        if field.isPrivate, case .name(let units) = field.key {
            try loadPrivateName(String(decoding: units, as: UTF16.self), into: register, location: field.location)
        } else {
            try propertyKey(field.key, into: register)
        }
    }

    /// Makes this evaluation's private names and stores them in the class scope (§15.7.14
    /// step 6), with the brands their methods and accessors check: the instances' and the
    /// class's, in registers.
    fileprivate func makePrivateNames(of node: ClassNode, className: String) throws
        -> (instanceBrand: Int?, staticBrand: Int?)
    {
        guard !node.privateNames.isEmpty else { return (nil, nil) }
        var instanceBrand: Int?
        var staticBrand: Int?
        let privateMembers = node.members.filter(\.isPrivate)
        if privateMembers.contains(where: { !$0.isStatic }) {
            let brand = temp()
            emit(.newPrivateName, brand, string(className), 3, -1)
            instanceBrand = brand
        }
        if privateMembers.contains(where: \.isStatic) {
            let brand = temp()
            emit(.newPrivateName, brand, string(className), 4, -1)
            staticBrand = brand
        }
        let bindings = scopes[node.scope].bindings
        let mark1 = nextRegister
        let register = temp()
        for name in node.privateNames {
            guard let index = bindings.firstIndex(where: { $0.kind == .privateName && $0.name == name }) else { continue }
            let units = Array(name.utf16)
            var kind = 0
            var brand = -1
            if let member = privateMembers.first(where: { if case .name(units) = $0.key { true } else { false } }) {
                kind = member.kind == .method ? 1 : 2
                brand = (member.isStatic ? staticBrand : instanceBrand) ?? -1
            }
            emit(.newPrivateName, register, string(units), kind, brand)
            store(to: location(for: .local(scope: node.scope, index: index), name: name), register, initialize: true,
                  location: node.location)
        }
        nextRegister = mark1
        return (instanceBrand, staticBrand)
    }
}

/// V8's inferred names for anonymous functions (its parser's FuncNameInferrer), which stack
/// traces show: `a.b.c = function () {}` is `a.b.c`, `X.prototype.m = …` is `X.m`.
extension FunctionCompiler {
    /// Names the anonymous functions `value` evaluates to directly (through `?:`, `&&`,
    /// `||`, `??` and further property assignments, whose paths join: `a.x = b.y = …` is
    /// `a.x.b.y`). The outermost assignment names a function first.
    fileprivate func inferNames(in value: Expression, path: String) {
        guard !path.isEmpty else { return }
        switch value.kind {
        case .function(let node) where node.name == nil:
            // V8 leaves a parenthesized function alone: it may be called at once.
            if inferredNames[node.id] == nil, !isParenthesized(value) { inferredNames[node.id] = path }
        case .conditional(_, let consequent, let alternate):
            inferNames(in: consequent, path: path)
            inferNames(in: alternate, path: path)
        case .logical(_, let left, let right):
            inferNames(in: left, path: path)
            inferNames(in: right, path: path)
        case .assignment(.assign, let pattern, let inner):
            if case .expression(let target) = pattern.kind, case .member = target.kind {
                let innerPath = FunctionCompiler.inferredPath(of: target)
                inferNames(in: inner, path: innerPath.isEmpty ? path : path + "." + innerPath)
            }
        default:
            break
        }
    }

    /// IsAnonymousFunctionDefinition (§8.4.3): a function, arrow or class expression with no
    /// name of its own (parentheses do not count).
    private func isAnonymousFunctionDefinition(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .function(let node): return node.name == nil
        case .class(let node): return node.name == nil
        default: return false
        }
    }

    private func isParenthesized(_ expression: Expression) -> Bool {
        let units = unit.source.units
        var index = min(expression.location.start, units.count) - 1
        while index >= 0, units[index] == 0x20 || units[index] == 0x09 || units[index] == 0x0A || units[index] == 0x0D {
            index -= 1
        }
        return index >= 0 && units[index] == 0x28
    }

    /// The dotted name of an assignment target as V8 infers it: `this` and `prototype` left
    /// out, a computed key other than a string literal as `<computed>`.
    fileprivate static func inferredPath(of expression: Expression) -> String {
        func join(_ head: String, _ tail: String) -> String { head.isEmpty ? tail : head + "." + tail }
        switch expression.kind {
        case .identifier(let identifier):
            return identifier.name
        case .member(let object, .name(let name), _):
            return name == "prototype" ? inferredPath(of: object) : join(inferredPath(of: object), name)
        case .member(let object, .computed(let key), _):
            if case .string(let units) = key.kind {
                let name = String(decoding: units, as: UTF16.self)
                return name == "prototype" ? inferredPath(of: object) : join(inferredPath(of: object), name)
            }
            return join(inferredPath(of: object), "<computed>")
        case .call(let callee, _, _):
            return inferredPath(of: callee)
        default:
            return ""
        }
    }
}

extension FunctionCompiler {
    fileprivate func isIdentifier(_ expression: Expression) -> Bool {
        if case .identifier = expression.kind { return true }
        return false
    }
}

extension Argument {
    var isSpread: Bool {
        if case .spread = self { return true }
        return false
    }
}

extension Pattern {
    /// The name of a plain identifier target (for SetFunctionName of anonymous functions).
    var identifierName: String? {
        if case .identifier(let identifier) = kind { return identifier.name }
        return nil
    }
}

/// Number → property name text, without depending on the runtime model.
enum NumberFormattingName {
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e21 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}

// The bytecode's one opcode table (QuickJS's `quickjs-opcode.h` in Swift): every opcode with
// its operand layout. The encoder, the disassembler and the instruction lengths the VM and the
// compiler use all derive from `Opcode.operands`; nothing else lists operands.
//
// Encoding: an instruction is one `Int32` word holding the opcode followed by one word per
// operand. Registers are frame-relative indices (register 0 is `this`, 1… the parameters);
// jump targets are absolute word offsets; `k` operands index the constant table.

/// What one operand word means.
enum OperandKind: Sendable {
    /// A frame register.
    case register
    /// An index into the function's constant table.
    case constant
    /// An absolute bytecode offset.
    case target
    /// A small signed integer.
    case immediate
    /// An index into the function's inline-cache table.
    case cache
}

enum Opcode: Int32, CaseIterable, Sendable {
    // Loads and moves
    case loadUndefined, loadNull, loadTrue, loadFalse, loadInt, loadConst, move, loadHole
    case loadThis, checkThis, newTarget, loadFunction
    // Operators: dst, a, b
    case add, subtract, multiply, divide, remainder, exponent
    case leftShift, rightShift, unsignedRightShift, bitAnd, bitOr, bitXor
    case equal, notEqual, strictEqual, strictNotEqual
    case lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual
    case instanceOf, hasProperty
    // With a small integer literal as the right operand: dst, a, immediate
    case addInt, subtractInt
    // Unary: dst, a
    case negate, toNumber, toNumeric, not, bitNot, typeOf, increment, decrement, toString, toPropertyKey
    // Control flow
    case jump, jumpIfTrue, jumpIfFalse, jumpIfNullish, jumpIfNotNullish, jumpIfUndefined, jumpIfNotUndefined
    case jumpIfNotInt
    // Fused compare-and-branch: jump when the comparison is false.
    case jumpUnlessLess, jumpUnlessLessOrEqual, jumpUnlessGreater, jumpUnlessGreaterOrEqual
    case jumpUnlessStrictEqual, jumpUnlessStrictNotEqual
    // The same against a small integer literal: a, immediate, target
    case jumpUnlessLessInt, jumpUnlessLessOrEqualInt, jumpUnlessGreaterInt, jumpUnlessGreaterOrEqualInt
    // `typeof a === 'name'` in one instruction (V8's TestTypeOf): the immediate is a
    // `TypeofTest` word. isType dst, a, test; jumpUnlessType a, test, target
    case isType, jumpUnlessType
    // `x === null`, `x !== undefined`, `x == null` likewise: the immediate is a `NullishTest`
    // word. isNullish dst, a, test; jumpUnlessNullish a, test, target
    case isNullish, jumpUnlessNullish
    // Variables
    case checkInitialized, getEnv, getEnvChecked, setEnv, setEnvChecked, pushEnv, pushEnvNamed, popEnv, copyEnv
    case getGlobal, getGlobalOrUndefined, setGlobal, initGlobalLexical, declareGlobals
    case throwConstAssignment, pushWithEnv, getDynamic, getDynamicOrUndefined, setDynamic, deleteDynamic, resolveDynamic
    case getDynamicCallee, setVarBinding
    // Properties
    case getProperty, setProperty, getElement, setElement, deleteProperty, deleteElement
    case defineField, defineElement, defineAccessor, defineMethod, setPrototypeLiteral, makeMethod
    case getSuperElement, setSuperElement
    // Literals
    case newObject, newObjectLiteral, cacheObjectLiteral, newArray, arrayPush, arrayHole, arraySpread, copyDataProperties, copyRestProperties
    case newRegExp, getTemplateObject, closure, createClass, defineInstanceFields
    case createArguments, createRestArray, argumentCount
    // Calls
    case call, callSpread, construct, constructSpread, superCall, superCallSpread, callEval, callEvalSpread
    case callProperty
    case `return`, returnUndefined, `throw`, throwTypeError, throwReferenceError, requireObjectCoercible
    // Iteration
    case getIterator, iteratorStep, iteratorClose, iteratorCloseQuiet, forInStart, forInNext
    case iteratorToArray, iteratorNextRaw, iteratorUnwrap, asyncIteratorClose, requireIteratorResult
    // Generators and async functions
    case initialYield, yield, await, yieldDelegate, asyncReturn, asyncYieldDelegate
    case nop, debugger
    // Private names (ES2022 §6.2.12)
    case newPrivateName, setPrivateMethod, getPrivate, setPrivate, addPrivate, hasPrivate
    // Modules (§16.2)
    case getImport, importMeta, importCall

    /// The operand layout of each opcode: the single source of instruction lengths.
    /// A fused compare-and-branch whose right operand is a small integer literal.
    @inline(__always)
    var comparesWithImmediate: Bool {
        rawValue >= Opcode.jumpUnlessLessInt.rawValue && rawValue <= Opcode.jumpUnlessGreaterOrEqualInt.rawValue
    }

    var operands: [OperandKind] {
        switch self {
        case .loadUndefined, .loadNull, .loadTrue, .loadFalse, .loadHole, .loadThis, .newTarget,
             .loadFunction, .createRestArray:
            return [.register]
        // argumentCount dst: how many arguments the frame was called with, for
        // `arguments.length` in a function that makes no arguments object
        case .argumentCount: return [.register]
        // newArray dst, element capacity (a literal's elements before any spread: its storage
        // is made once, not grown 1, 2, 4… times by the pushes that follow)
        case .newArray: return [.register, .immediate]
        // newObject dst, slot capacity (the literal's named properties: slots made once)
        case .newObject: return [.register, .immediate]
        case .returnUndefined, .popEnv, .copyEnv: return []
        case .loadInt: return [.register, .immediate]
        case .loadConst: return [.register, .constant]
        case .move: return [.register, .register]
        case .checkThis: return [.register]
        case .add, .subtract, .multiply, .divide, .remainder, .exponent, .leftShift, .rightShift,
             .unsignedRightShift, .bitAnd, .bitOr, .bitXor, .equal, .notEqual, .strictEqual,
             .strictNotEqual, .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual,
             .instanceOf, .hasProperty:
            return [.register, .register, .register]
        case .addInt, .subtractInt: return [.register, .register, .immediate]
        case .negate, .toNumber, .toNumeric, .not, .bitNot, .typeOf, .increment, .decrement,
             .toString, .toPropertyKey:
            return [.register, .register]
        case .jump: return [.target]
        case .jumpIfTrue, .jumpIfFalse, .jumpIfNullish, .jumpIfNotNullish, .jumpIfUndefined,
             .jumpIfNotUndefined:
            return [.register, .target]
        case .jumpIfNotInt: return [.register, .immediate, .target]
        case .jumpUnlessLess, .jumpUnlessLessOrEqual, .jumpUnlessGreater, .jumpUnlessGreaterOrEqual,
             .jumpUnlessStrictEqual, .jumpUnlessStrictNotEqual:
            return [.register, .register, .target]
        case .jumpUnlessLessInt, .jumpUnlessLessOrEqualInt, .jumpUnlessGreaterInt, .jumpUnlessGreaterOrEqualInt,
             .jumpUnlessType, .jumpUnlessNullish:
            return [.register, .immediate, .target]
        case .isType, .isNullish: return [.register, .register, .immediate]
        // checkInitialized reg, name
        case .checkInitialized: return [.register, .constant]
        // getEnv dst, hops, slot
        case .getEnv: return [.register, .immediate, .immediate]
        // getEnvChecked dst, hops, slot, name
        case .getEnvChecked: return [.register, .immediate, .immediate, .constant]
        // setEnv hops, slot, src
        case .setEnv: return [.immediate, .immediate, .register]
        // setEnvChecked hops, slot, src, name
        case .setEnvChecked: return [.immediate, .immediate, .register, .constant]
        case .pushEnv: return [.immediate]
        // pushEnvNamed slot count, names (for code a direct eval can see into)
        case .pushEnvNamed: return [.immediate, .constant]
        case .getGlobal, .getGlobalOrUndefined: return [.register, .constant, .cache]
        case .setGlobal: return [.constant, .register, .cache]
        case .initGlobalLexical: return [.constant, .register]
        // declareGlobals k (a declaration list constant), flags (the first of the registers
        // that receive, for each §B.3.3 function name of the list, whether its var was declared)
        case .declareGlobals: return [.constant, .register]
        // setVarBinding name, src: sets the binding of the running code's variable environment
        // (the caller's var scope for eval code, else the global one), as §B.3.3.3 does
        case .setVarBinding: return [.constant, .register]
        case .throwConstAssignment: return [.constant]
        case .pushWithEnv: return [.register]
        // getDynamic dst, name, fallback (hops ≥ 0: environment; -1: global; -2: register),
        // slot, how many environments may hold `with` objects that shadow the name, resolved
        // (a register holding the `with` object found beforehand, or -1)
        case .getDynamic, .getDynamicOrUndefined:
            return [.register, .constant, .immediate, .immediate, .immediate, .immediate]
        // setDynamic name, src, fallback, slot, limit, resolved (a register holding the `with`
        // object found before the value was evaluated, or -1)
        case .setDynamic: return [.constant, .register, .immediate, .immediate, .immediate, .immediate]
        // resolveDynamic dst, name, fallback, slot, limit: the `with` object holding name, or undefined
        case .resolveDynamic: return [.register, .constant, .immediate, .immediate, .immediate]
        // deleteDynamic dst, name, mode (-1: global only; -2: `with` objects then global;
        // n ≥ 0: the first n environments' `with` objects, else false)
        case .deleteDynamic: return [.register, .constant, .immediate]
        // getDynamicCallee dst (callee; dst+1 gets the `this` of a `with` object), name, fallback, slot, limit, -1
        case .getDynamicCallee: return [.register, .constant, .immediate, .immediate, .immediate, .immediate]
        // getProperty dst, object, name, cache
        case .getProperty: return [.register, .register, .constant, .cache]
        // setProperty object, name, src, cache
        case .setProperty: return [.register, .constant, .register, .cache]
        case .getElement: return [.register, .register, .register]
        case .setElement: return [.register, .register, .register]
        case .deleteProperty: return [.register, .register, .constant]
        case .deleteElement: return [.register, .register, .register]
        // newObjectLiteral dst, first, count, slot capacity, cache, target: an object literal's
        // first `count` named properties, whose values are in registers first…, as one object
        // of the shape the cache holds, then a jump to target; with nothing cached yet, an empty
        // object and on to the `defineField`s that follow, then `cacheObjectLiteral dst, count,
        // cache` records the shape they made
        case .newObjectLiteral: return [.register, .register, .immediate, .immediate, .cache, .target]
        case .cacheObjectLiteral: return [.register, .immediate, .cache]
        // defineField object, name, value, cache (the shape transition of this literal's field)
        case .defineField: return [.register, .constant, .register, .cache]
        // defineElement object, key, value
        case .defineElement: return [.register, .register, .register]
        // defineAccessor object, key, function, flags (1: setter, 2: enumerable)
        case .defineAccessor: return [.register, .register, .register, .immediate]
        // defineMethod object, key, function, flags (2: enumerable)
        case .defineMethod: return [.register, .register, .register, .immediate]
        // makeMethod function, home: the function's [[HomeObject]] (§10.2.7 MakeMethod), for a
        // class field's initializer or a static block
        case .makeMethod: return [.register, .register]
        case .setPrototypeLiteral: return [.register, .register]
        // getSuperElement dst, key; setSuperElement key, value
        case .getSuperElement: return [.register, .register]
        case .setSuperElement: return [.register, .register]
        case .arrayPush, .arraySpread, .copyDataProperties: return [.register, .register]
        // copyRestProperties target, source, excluded keys (an array)
        case .copyRestProperties: return [.register, .register, .register]
        case .arrayHole: return [.register]
        case .newRegExp, .getTemplateObject, .closure: return [.register, .constant]
        // createClass dst (constructor; dst+1 gets the prototype), constructor code, superclass (-1 none)
        case .createClass: return [.register, .constant, .immediate]
        // defineInstanceFields constructor, first (key, initializer pairs…), pair count
        case .defineInstanceFields: return [.register, .register, .immediate]
        case .createArguments: return [.register, .immediate]
        // call dst, base (callee, this, arguments…), argument count
        case .call, .construct, .callEval: return [.register, .register, .immediate]
        // callProperty dst, base (this, arguments… from base + 1), argument count, name, cache:
        // `o.m(…)` as one instruction, the method read into base then called, for arguments
        // whose evaluation nothing can observe (so reading the method after them is unseen)
        case .callProperty: return [.register, .register, .immediate, .constant, .cache]
        // callSpread dst, base (callee, this/newTarget, array)
        case .callSpread, .constructSpread, .callEvalSpread: return [.register, .register]
        // superCall dst, base (arguments…), count
        case .superCall: return [.register, .register, .immediate]
        case .superCallSpread: return [.register, .register]
        case .return, .throw: return [.register]
        case .throwTypeError, .throwReferenceError: return [.constant]
        case .requireObjectCoercible: return [.register]
        // getIterator dst (iterator; dst+1 next method; dst+2 done flag), iterable, kind (0 sync, 1 async)
        case .getIterator: return [.register, .register, .immediate]
        // iteratorStep dst, iterator record, done target
        case .iteratorStep: return [.register, .register, .target]
        case .iteratorClose, .iteratorCloseQuiet: return [.register]
        case .forInStart: return [.register, .register]
        case .forInNext: return [.register, .register, .target]
        // iteratorToArray dst, iterator record
        case .iteratorToArray: return [.register, .register]
        // iteratorNextRaw dst, record: the raw result of next() (for `for await`)
        case .iteratorNextRaw: return [.register, .register]
        // iteratorUnwrap dst (result object in, value out), record, done target
        case .iteratorUnwrap: return [.register, .register, .target]
        // asyncIteratorClose dst, record, skip target: marks the record done and calls its
        // `return` into dst (awaited next), or jumps when done already or there is none
        case .asyncIteratorClose: return [.register, .register, .target]
        // requireIteratorResult value: a TypeError unless it is an object
        case .requireIteratorResult: return [.register]
        case .initialYield: return []
        // yield dst (received value; dst+1 resume mode), value
        case .yield, .await: return [.register, .register]
        // yieldDelegate dst, iterator record base; loops internally
        case .yieldDelegate: return [.register, .register]
        // asyncYieldDelegate dst (value; dst+1 mode), async iterator record (iterator, next,
        // done, phase); runs again at each resumption
        case .asyncYieldDelegate: return [.register, .register]
        case .asyncReturn: return [.register]
        case .nop, .debugger: return []
        // newPrivateName dst, text, kind (0 field, 1 method, 2 accessor, 3 brand, 4 static
        // brand), brand (a register, or -1)
        case .newPrivateName: return [.register, .constant, .immediate, .immediate]
        // getImport dst, hops, slot, name: an import binding (linked to another module's slot)
        case .getImport: return [.register, .immediate, .immediate, .constant]
        case .importMeta: return [.register]
        // importCall dst, specifier, options (a register, or -1)
        case .importCall: return [.register, .register, .immediate]
        // setPrivateMethod name, function, kind (0 method, 1 getter, 2 setter), home object
        case .setPrivateMethod: return [.register, .register, .immediate, .register]
        // getPrivate dst, object, name; setPrivate object, name, value; addPrivate object,
        // name, value (a field's initial value; unused for a brand)
        case .getPrivate: return [.register, .register, .register]
        case .setPrivate, .addPrivate: return [.register, .register, .register]
        // hasPrivate dst, name, object
        case .hasPrivate: return [.register, .register, .register]
        }
    }

    /// Words taken by the instruction, opcode included.
    var length: Int { 1 + operands.count }

    /// Instruction lengths indexed by raw value, for the disassembler and code walkers.
    static let lengths: [Int] = allCases.map(\.length)
}

/// Renders bytecode as text, one instruction per line (for tests and debugging).
func disassemble(_ code: [Int32]) -> [String] {
    var lines: [String] = []
    var pc = 0
    while pc < code.count {
        guard let opcode = Opcode(rawValue: code[pc]) else {
            lines.append("\(pc): <bad \(code[pc])>")
            break
        }
        var text = "\(pc): \(opcode)"
        for (index, kind) in opcode.operands.enumerated() {
            let word = pc + 1 + index < code.count ? code[pc + 1 + index] : 0
            switch kind {
            case .register: text += " r\(word)"
            case .constant: text += " k\(word)"
            case .target: text += " @\(word)"
            case .immediate: text += " \(word)"
            case .cache: text += " ic\(word)"
            }
        }
        lines.append(text)
        pc += opcode.length
    }
    return lines
}

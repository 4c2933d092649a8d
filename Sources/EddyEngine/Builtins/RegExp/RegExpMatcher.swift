/// The pattern semantics of ECMAScript 2020 §21.2.2, as a backtracking machine: the tree
/// from `RegExpParser` is compiled to a small program, run over UTF-16 code units (code
/// points under `u` or `v`) with an explicit backtrack stack, so neither the length of the
/// input nor the number of iterations of a quantifier grows the Swift stack.
///
/// The backtrack stack holds choice points and undo records (capture and register values
/// to restore); a failure pops it, undoing until it reaches a choice point. Lookarounds are
/// atomic: on success their choice points are dropped and their undo records kept.
///
/// Catastrophic backtracking: every instruction and every backtrack counts a step; past
/// `RegExpProgram.stepLimit(forLength:)` steps the match stops with `RegExpStepLimitExceeded`,
/// which the built-ins report as a RangeError ("Maximum regular expression backtracking
/// exceeded"). The budget (50 million steps plus 1,000 per input code unit) is far above any
/// linear match, and bounds an exponential one to seconds.

import EddySyntax

struct RegExpStepLimitExceeded: Error {}

/// The agent's interrupt was requested while the machine backtracked: the built-in then
/// throws what the interrupt asks for (termination, or the AbortError of a cancellation).
struct RegExpInterrupted: Error {}

struct RegExpFlags: Sendable, Equatable {
    var global = false, ignoreCase = false, multiline = false, dotAll = false, unicode = false, sticky = false
    /// The `d` flag (ES2022 §22.2.6.5): matches carry `indices`.
    var hasIndices = false
    /// The `v` flag (ES2024 §22.2.6.19): Unicode mode with the ClassSetExpression class syntax.
    var unicodeSets = false

    /// Whether the pattern matches code points and uses the Unicode grammar: either `u` or `v`
    /// (ES2024 §22.2.3.4 [[UnicodeMode]]).
    var isUnicodeMode: Bool { unicode || unicodeSets }

    /// Parses a flags string, nil when a flag is unknown or repeated, or both `u` and `v`
    /// are given (ES2024 §22.2.3.4 step 10).
    init?(_ units: [UInt16]) {
        for unit in units {
            switch unit {
            case 0x64: if hasIndices { return nil }; hasIndices = true
            case 0x67: if global { return nil }; global = true
            case 0x69: if ignoreCase { return nil }; ignoreCase = true
            case 0x6D: if multiline { return nil }; multiline = true
            case 0x73: if dotAll { return nil }; dotAll = true
            case 0x75: if unicode { return nil }; unicode = true
            case 0x76: if unicodeSets { return nil }; unicodeSets = true
            case 0x79: if sticky { return nil }; sticky = true
            default: return nil
            }
        }
        if unicode && unicodeSets { return nil }
    }

    /// The letters in the order `RegExp.prototype.flags` lists them (§22.2.6.4).
    var canonicalUnits: [UInt16] {
        let letters: [(Bool, Character)] = [(hasIndices, "d"), (global, "g"), (ignoreCase, "i"), (multiline, "m"),
                                            (dotAll, "s"), (unicode, "u"), (unicodeSets, "v"), (sticky, "y")]
        return letters.compactMap { $0.0 ? $0.1.utf16.first : nil }
    }
}

/// One instruction of a compiled pattern. Operands are 32-bit (`RegExpCompiler.operand`):
/// an op is then 21 bytes rather than 41, which the machine's `switch ops[pc]` copies at
/// every step and `matchOne` receives in registers instead of through memory. Quantifier
/// bounds past Int32.max are clamped to it, which no match can tell apart: a subject has at
/// most 2^29 units, and an empty iteration costs steps, so the step budget ends a loop long
/// before its count could reach 2^31.
enum RegExpOp: Sendable {
    case character(UInt32, backward: Bool)
    /// Compares canonicalized characters (`i`); the operand is already canonical.
    case characterFolded(UInt32, backward: Bool)
    case any(backward: Bool)
    case dot(backward: Bool)
    case set(Int32, backward: Bool)
    case assertion(RegExpAssertion)
    /// Tries `pc + 1`, and `alternative` on backtracking.
    case split(alternative: Int32)
    case jump(Int32)
    case save(Int32)
    case backreference(Int32, backward: Bool)
    case setRegister(Int32, Int32)
    /// The head of a general quantifier loop.
    case loop(counter: Int32, min: Int32, max: Int32, greedy: Bool, exit: Int32)
    /// Starts an iteration: remembers the position and clears the captures inside.
    case loopBody(positionRegister: Int32, captures: Range<Int32>)
    /// Ends an iteration: the empty check, then back to the head.
    case loopEnd(counter: Int32, positionRegister: Int32, min: Int32, head: Int32)
    /// A quantifier over one character matcher (`pc + 1`), without captures.
    case simpleRepeat(min: Int32, max: Int32, greedy: Bool, next: Int32)
    case lookStart(register: Int32, negative: Bool, end: Int32)
    case lookEnd(register: Int32, negative: Bool)
    case match
}

enum RegExpFrame {
    case branch(pc: Int, position: Int)
    case capture(slot: Int, old: Int)
    case register(index: Int, old: Int)
    case look(negative: Bool, resume: Int, position: Int)
    /// A greedy simple repeat that can give back characters, one at a time, from
    /// `position` down to `floor` (where it had matched `min` characters): one frame for the
    /// whole loop, as irregexp keeps, instead of one per iteration.
    case greedyRepeat(op: Int, floor: Int, position: Int)
    /// A lazy simple repeat that can take one more character.
    case lazyRepeat(op: Int, position: Int, count: Int)
}

/// A compiled pattern.
final class RegExpProgram: Sendable {
    let ops: [RegExpOp]
    let sets: [RegExpCharacterSet]
    /// The sets as the machine tests them.
    let classes: [RegExpClassMatcher]
    let captureCount: Int
    let groupNames: [(String, Int)]
    let registerCount: Int
    let flags: RegExpFlags
    /// `flags` as `RegExp.prototype.flags` spells them.
    let canonicalFlags: [UInt16]
    let firstUnit: UInt16?
    /// Every alternative of the pattern begins with `^` outside multiline mode: it can match
    /// only at position 0, so exec makes one attempt there instead of one per position
    /// (lexers match `/^…/` against the rest of their input).
    let isAnchoredAtStart: Bool
    let firstUnits: RegExpFirstUnits?

    init(pattern: RegExpPattern, flags: RegExpFlags) {
        var compiler = RegExpCompiler(flags: flags)
        compiler.emit(.save(0))
        compiler.compile(pattern.root, backward: false)
        compiler.emit(.save(1))
        compiler.emit(.match)
        ops = compiler.ops
        sets = compiler.sets
        classes = compiler.sets.map { RegExpClassMatcher($0, flags: flags) }
        captureCount = pattern.captureCount
        groupNames = pattern.groupNames
        registerCount = compiler.registerCount
        self.flags = flags
        canonicalFlags = flags.canonicalUnits
        // Every match starts with this code unit: exec skips to its occurrences.
        if case .character(let c, backward: false) = compiler.ops[1], c < 0xD800 || (c > 0xDFFF && c < 0x10000) {
            firstUnit = UInt16(c)
        } else {
            firstUnit = nil
        }
        firstUnits = firstUnit == nil ? RegExpFirstUnits(ops: compiler.ops, sets: compiler.sets, flags: flags) : nil
        isAnchoredAtStart = !flags.multiline && Self.everyPathBeginsWithStart(compiler.ops)
    }

    /// Whether every path from the first op reaches `^` before anything that reads the input
    /// or could succeed without it: `^a|^b` and `(^a|^b)c` are anchored as `^a` is (marked's
    /// inline rules are alternatives that each begin with `^`, matched against the rest of
    /// the text; without this exec would start the machine at every position of it).
    private static func everyPathBeginsWithStart(_ ops: [RegExpOp]) -> Bool {
        var pending = [1]
        var visited = Set<Int>()
        while let pc = pending.popLast() {
            guard pc >= 0, pc < ops.count else { return false }
            guard visited.insert(pc).inserted else { continue }
            switch ops[pc] {
            case .assertion(.start):
                continue
            case .save, .setRegister:
                pending.append(pc + 1)
            case .jump(let target):
                pending.append(Int(target))
            case .split(let alternative):
                pending.append(pc + 1)
                pending.append(Int(alternative))
            default:
                return false
            }
        }
        return true
    }

    static func stepLimit(forLength length: Int) -> Int {
        50_000_000 + length.multipliedReportingOverflow(by: 1000).partialValue
    }

    /// Runs the program at each position from `start` (only at `start` when sticky) with a
    /// machine over the input, made once for many searches of it (a global replace): the
    /// capture slots (start, end per group, -1 when unset), or nil. Each search has the whole
    /// step budget.
    func exec(with machine: inout RegExpMachine, from start: Int) throws -> [Int]? {
        machine.steps = 0
        let input = machine.input
        if isAnchoredAtStart {
            return start == 0 ? try machine.run(at: 0) : nil
        }
        var position = start
        while position <= input.count {
            if let firstUnit, !flags.sticky {
                guard let next = input[position...].firstIndex(of: firstUnit) else { return nil }
                position = next
            } else if let firstUnits, !flags.sticky {
                while position < input.count && !firstUnits.contains(input[position]) { position += 1 }
                // Every match consumes a unit first, so none starts at the end.
                if position == input.count { return nil }
            }
            if let result = try machine.run(at: position) { return result }
            if flags.sticky { return nil }
            // AdvanceStringIndex: past a whole surrogate pair under `u`.
            if flags.isUnicodeMode, position + 1 < input.count, input[position] >= 0xD800, input[position] <= 0xDBFF,
               input[position + 1] >= 0xDC00, input[position + 1] <= 0xDFFF {
                position += 2
            } else {
                position += 1
            }
        }
        return nil
    }
}

struct RegExpCompiler {
    let flags: RegExpFlags
    var ops: [RegExpOp] = []
    var sets: [RegExpCharacterSet] = []
    var registerCount = 0

    init(flags: RegExpFlags) {
        self.flags = flags
    }

    mutating func emit(_ op: RegExpOp) {
        ops.append(op)
    }

    /// An operand as an op stores it (see `RegExpOp`).
    static func operand(_ value: Int) -> Int32 { Int32(clamping: value) }

    /// The index the next op will have, as an operand.
    var next: Int32 { Self.operand(ops.count) }

    mutating func newRegister() -> Int {
        registerCount += 1
        return registerCount - 1
    }

    /// Whether the node matches exactly one character (a code point under `u`/`v`) with no
    /// captures.
    func isSingleCharacter(_ node: RegExpNode) -> Bool {
        switch node {
        case .character, .dot, .set: return true
        case .group(let inner, capture: nil): return isSingleCharacter(inner)
        default: return false
        }
    }

    mutating func compile(_ node: RegExpNode, backward: Bool) {
        switch node {
        case .empty:
            break
        case .character(let c):
            if flags.ignoreCase {
                emit(.characterFolded(RegExpCanonicalization.canonicalize(c, unicode: flags.isUnicodeMode), backward: backward))
            } else {
                emit(.character(c, backward: backward))
            }
        case .dot:
            emit(flags.dotAll ? .any(backward: backward) : .dot(backward: backward))
        case .set(let set):
            sets.append(set)
            emit(.set(Self.operand(sets.count - 1), backward: backward))
        case .sequence(let nodes):
            for child in backward ? nodes.reversed() : nodes {
                compile(child, backward: backward)
            }
        case .alternation(let nodes):
            var jumps: [Int] = []
            for (index, child) in nodes.enumerated() {
                if index < nodes.count - 1 {
                    let split = ops.count
                    emit(.split(alternative: 0))
                    compile(child, backward: backward)
                    jumps.append(ops.count)
                    emit(.jump(0))
                    ops[split] = .split(alternative: next)
                } else {
                    compile(child, backward: backward)
                }
            }
            for jump in jumps { ops[jump] = .jump(next) }
        case .group(let inner, let capture):
            guard let capture else {
                compile(inner, backward: backward)
                return
            }
            emit(.save(Self.operand(backward ? 2 * capture + 1 : 2 * capture)))
            compile(inner, backward: backward)
            emit(.save(Self.operand(backward ? 2 * capture : 2 * capture + 1)))
        case .lookaround(let inner, let behind, let negative):
            let register = Self.operand(newRegister())
            let start = ops.count
            emit(.lookStart(register: register, negative: negative, end: 0))
            compile(inner, backward: behind)
            emit(.lookEnd(register: register, negative: negative))
            ops[start] = .lookStart(register: register, negative: negative, end: next)
        case .quantified(let inner, let minimum, let maximum, let greedy, let captures):
            if maximum == 0 { return }
            if minimum == 1 && maximum == 1 {
                compile(inner, backward: backward)
                return
            }
            let minimum = Self.operand(minimum), maximum = Self.operand(maximum)
            if isSingleCharacter(inner) {
                let head = ops.count
                emit(.simpleRepeat(min: minimum, max: maximum, greedy: greedy, next: 0))
                compile(inner, backward: backward)
                ops[head] = .simpleRepeat(min: minimum, max: maximum, greedy: greedy, next: next)
                return
            }
            let counter = Self.operand(newRegister())
            let positionRegister = Self.operand(newRegister())
            emit(.setRegister(counter, 0))
            let head = next
            emit(.loop(counter: counter, min: minimum, max: maximum, greedy: greedy, exit: 0))
            emit(.loopBody(positionRegister: positionRegister,
                           captures: Self.operand(captures.lowerBound)..<Self.operand(captures.upperBound)))
            compile(inner, backward: backward)
            emit(.loopEnd(counter: counter, positionRegister: positionRegister, min: minimum, head: head))
            ops[Int(head)] = .loop(counter: counter, min: minimum, max: maximum, greedy: greedy, exit: next)
        case .assertion(let assertion):
            emit(.assertion(assertion))
        case .backreference(let index):
            emit(.backreference(Self.operand(index), backward: backward))
        case .namedBackreference:
            break
        }
    }
}

/// Canonicalize (§21.2.2.8.2).
enum RegExpCanonicalization {
    /// Without `u`: toUppercase when it is a single code unit, not mapping non-ASCII to ASCII.
    static let nonUnicodeTable: [UInt16] = {
        var table = [UInt16](repeating: 0, count: 0x10000)
        for unit in 0..<0x10000 {
            table[unit] = UInt16(unit)
            guard let scalar = Unicode.Scalar(UInt32(unit)) else { continue }
            let upper = Array(scalar.properties.uppercaseMapping.utf16)
            if upper.count != 1 { continue }
            if unit >= 128 && upper[0] < 128 { continue }
            table[unit] = upper[0]
        }
        return table
    }()

    /// With `u`: simple case folding, approximated by the simple lowercase of the simple
    /// uppercase (the same equivalence classes for matching).
    static func simpleFold(_ c: UInt32) -> UInt32 {
        switch c {
        case 0x130, 0x131: return c
        // CaseFolding.txt's S mappings (Unicode 14) that no case mapping implies.
        case 0x1FD3: return 0x390
        case 0x1FE3: return 0x3B0
        case 0xFB05: return 0xFB06
        default: break
        }
        guard let scalar = Unicode.Scalar(c) else { return c }
        var current = scalar
        let upper = scalar.properties.uppercaseMapping.unicodeScalars
        if upper.count == 1, let first = upper.first { current = first }
        let lower = current.properties.lowercaseMapping.unicodeScalars
        if lower.count == 1, let first = lower.first { return first.value }
        let own = scalar.properties.lowercaseMapping.unicodeScalars
        if own.count == 1, let first = own.first { return first.value }
        return c
    }

    static let unicodeTable: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 0x10000)
        for unit in 0..<0x10000 { table[unit] = simpleFold(UInt32(unit)) }
        return table
    }()

    /// The characters of each canonical class with more than one member, by canonical value.
    static let nonUnicodeInverse: [UInt32: [UInt32]] = inverse(of: { UInt32(nonUnicodeTable[Int($0)]) }, upTo: 0x10000)
    /// With `u` the classes reach the Supplementary Multilingual Plane, where the cased
    /// scripts beyond the BMP are (Deseret, Osage, Adlam…); the planes above it have no case.
    static let unicodeInverse: [UInt32: [UInt32]] = inverse(of: { canonicalize($0, unicode: true) }, upTo: 0x20000)

    static func inverse(of canonical: (UInt32) -> UInt32, upTo end: UInt32) -> [UInt32: [UInt32]] {
        var result: [UInt32: [UInt32]] = [:]
        for c in UInt32(0)..<end {
            let k = canonical(c)
            if k != c {
                if result[k] == nil { result[k] = [k] }
                result[k]!.append(c)
            }
        }
        return result
    }

    @inline(__always)
    static func canonicalize(_ c: UInt32, unicode: Bool) -> UInt32 {
        if unicode {
            return c < 0x10000 ? unicodeTable[Int(c)] : simpleFold(c)
        }
        return c < 0x10000 ? UInt32(nonUnicodeTable[Int(c)]) : c
    }

    /// The characters whose canonical form is `k` (at least `k`).
    static func members(ofCanonical k: UInt32, unicode: Bool) -> [UInt32] {
        (unicode ? unicodeInverse[k] : nonUnicodeInverse[k]) ?? [k]
    }
}

/// What the machine reads and how: the subject and the flags that say whether a character
/// is a code point, with no references, so that reading a character copies nothing. (When
/// these readers were methods of `RegExpMachine`, calling one from its mutating `run` copied
/// the whole machine, retaining and releasing each of its arrays, once per character a
/// repeat tried: a fifth of a Markdown renderer's time.)
struct RegExpSubject {
    let input: UnsafeBufferPointer<UInt16>
    let unicode: Bool
    let ignoreCase: Bool
    let multiline: Bool

    init(input: UnsafeBufferPointer<UInt16>, program: RegExpProgram) {
        self.input = input
        unicode = program.flags.isUnicodeMode
        ignoreCase = program.flags.ignoreCase
        multiline = program.flags.multiline
    }

    /// The character at `position` going forward: (character, new position), or nil at the end.
    @inline(__always)
    func next(_ position: Int, backward: Bool) -> (UInt32, Int)? {
        if backward {
            guard position > 0 else { return nil }
            let unit = input[position - 1]
            if unicode, unit >= 0xDC00, unit <= 0xDFFF, position >= 2 {
                let high = input[position - 2]
                if high >= 0xD800, high <= 0xDBFF {
                    return (0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00), position - 2)
                }
            }
            return (UInt32(unit), position - 1)
        }
        guard position < input.count else { return nil }
        let unit = input[position]
        if unicode, unit >= 0xD800, unit <= 0xDBFF, position + 1 < input.count {
            let low = input[position + 1]
            if low >= 0xDC00, low <= 0xDFFF {
                return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00), position + 2)
            }
        }
        return (UInt32(unit), position + 1)
    }

    static func isLineTerminator(_ c: UInt32) -> Bool {
        c == 0x0A || c == 0x0D || c == 0x2028 || c == 0x2029
    }

    func isWordCharacter(at index: Int) -> Bool {
        guard index >= 0, index < input.count else { return false }
        let c = UInt32(input[index])
        if (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || (c >= 0x61 && c <= 0x7A) { return true }
        if unicode && ignoreCase && (c == 0x017F || c == 0x212A) { return true }
        return false
    }

    /// One character matcher (the ops a simple repeat repeats) at `position`.
    @inline(__always)
    func matchOne(_ op: RegExpOp, at position: Int, classes: [RegExpClassMatcher]) -> Int? {
        switch op {
        case .character(let expected, let backward):
            guard let (c, after) = next(position, backward: backward), c == expected else { return nil }
            return after
        case .characterFolded(let expected, let backward):
            guard let (c, after) = next(position, backward: backward) else { return nil }
            if c == expected || RegExpCanonicalization.canonicalize(c, unicode: unicode) == expected { return after }
            return nil
        case .any(let backward):
            return next(position, backward: backward)?.1
        case .dot(let backward):
            guard let (c, after) = next(position, backward: backward), !Self.isLineTerminator(c) else { return nil }
            return after
        case .set(let index, let backward):
            guard let (c, after) = next(position, backward: backward), classes[Int(index)].contains(c) else {
                return nil
            }
            return after
        default:
            return nil
        }
    }

    /// How many characters from `position` (at most `limit`) the one-character matcher `op`
    /// matches going forward, when a character is one code unit (not in Unicode mode): one
    /// tight loop over the units instead of a `matchOne` call per character (`[^\n]+`,
    /// `\s*`, `.*` over the rest of a line). Nil for the other cases, which go one by one.
    @inline(__always)
    func unitRun(_ op: RegExpOp, from position: Int, limit: Int, classes: [RegExpClassMatcher]) -> Int? {
        guard !unicode else { return nil }
        let end = limit >= input.count - position ? input.count : position + limit
        var index = position
        switch op {
        case .set(let set, backward: false):
            let matcher = classes[Int(set)]
            while index < end, matcher.contains(UInt32(input[index])) { index += 1 }
        case .character(let expected, backward: false):
            while index < end, UInt32(input[index]) == expected { index += 1 }
        case .any(backward: false):
            index = end
        case .dot(backward: false):
            while index < end, !Self.isLineTerminator(UInt32(input[index])) { index += 1 }
        default:
            return nil
        }
        return index - position
    }

    /// The position one character nearer `floor` than `position` (a repeat's end, which
    /// runs backward inside a lookbehind, where `floor` lies above it). The repeat read
    /// whole characters from `floor`, so a surrogate pair before `position` is one character
    /// unless its first half lies beyond `floor` (the repeat started between the halves).
    @inline(__always)
    func giveBack(from position: Int, toward floor: Int) -> Int {
        if floor < position {
            if unicode, position - floor >= 2, input[position - 1] >= 0xDC00, input[position - 1] <= 0xDFFF,
               input[position - 2] >= 0xD800, input[position - 2] <= 0xDBFF {
                return position - 2
            }
            return position - 1
        }
        if unicode, floor - position >= 2, input[position] >= 0xD800, input[position] <= 0xDBFF,
           input[position + 1] >= 0xDC00, input[position + 1] <= 0xDFFF {
            return position + 2
        }
        return position + 1
    }
}

/// The backtracking machine over one input. The input is borrowed: a machine lives only
/// inside `JSString.withUnits` of the string it searches.
/// A backtracking run over one subject. A RegExp keeps its machine from one match to the
/// next (`JSRegExp.withMachine`), rebinding only the subject: a lexer's many short matches
/// then allocate nothing and count no references before the first step.
struct RegExpMachine {
    let program: RegExpProgram
    let ops: [RegExpOp]
    let classes: [RegExpClassMatcher]
    private(set) var subject: RegExpSubject
    var slots: [Int]
    var registers: [Int]
    var stack: [RegExpFrame] = []
    var steps = 0
    private(set) var stepLimit: Int
    /// Looked at every 2^18 steps (a few milliseconds), so that a host's cancellation or
    /// shutdown reaches a match long before the step budget ends it.
    let interrupt: ExecutionInterrupt?

    /// A backtrack stack grown past this many frames is not kept for the next match.
    static let largestKeptStack = 4096

    var input: UnsafeBufferPointer<UInt16> { subject.input }

    init(program: RegExpProgram, input: UnsafeBufferPointer<UInt16>, interrupt: ExecutionInterrupt? = nil) {
        self.program = program
        ops = program.ops
        classes = program.classes
        subject = RegExpSubject(input: input, program: program)
        slots = Array(repeating: -1, count: 2 * (program.captureCount + 1))
        registers = Array(repeating: 0, count: program.registerCount)
        stepLimit = RegExpProgram.stepLimit(forLength: input.count)
        self.interrupt = interrupt
    }

    /// Points the machine at a new subject; `run` resets the rest.
    mutating func bind(to input: UnsafeBufferPointer<UInt16>) {
        subject = RegExpSubject(input: input, program: program)
        stepLimit = RegExpProgram.stepLimit(forLength: input.count)
    }

    /// Lets a huge backtrack stack go instead of keeping it for the next match.
    mutating func trimStack() {
        if stack.capacity > Self.largestKeptStack { stack = [] }
    }

    // MARK: Running

    /// With nothing on the stack no backtrack can come back here (a failure ends the run,
    /// and the next run clears the slots), so the old value needs no undo record.
    mutating func setSlot(_ slot: Int, _ value: Int) {
        if !stack.isEmpty { stack.append(.capture(slot: slot, old: slots[slot])) }
        slots[slot] = value
    }

    mutating func setRegister(_ index: Int, _ value: Int) {
        if !stack.isEmpty { stack.append(.register(index: index, old: registers[index])) }
        registers[index] = value
    }

    mutating func run(at start: Int) throws -> [Int]? {
        for index in slots.indices { slots[index] = -1 }
        stack.removeAll(keepingCapacity: true)
        // Locals, read without going through `self` (see `RegExpSubject`).
        let subject = subject, ops = ops, classes = classes, input = subject.input
        var pc = 0
        var position = start
        while true {
            steps += 1
            if steps > stepLimit { throw RegExpStepLimitExceeded() }
            if steps & 0x3FFFF == 0, interrupt?.isRequested == true { throw RegExpInterrupted() }
            var failed = false
            switch ops[pc] {
            case .character, .characterFolded, .any, .dot, .set:
                if let after = subject.matchOne(ops[pc], at: position, classes: classes) {
                    position = after
                    pc += 1
                } else {
                    failed = true
                }
            case .assertion(let assertion):
                let holds: Bool
                switch assertion {
                case .start:
                    holds = position == 0
                        || (subject.multiline && RegExpSubject.isLineTerminator(UInt32(input[position - 1])))
                case .end:
                    holds = position == input.count
                        || (subject.multiline && RegExpSubject.isLineTerminator(UInt32(input[position])))
                case .wordBoundary, .notWordBoundary:
                    let boundary = subject.isWordCharacter(at: position - 1) != subject.isWordCharacter(at: position)
                    holds = boundary == (assertion == .wordBoundary)
                }
                if holds { pc += 1 } else { failed = true }
            case .split(let alternative):
                stack.append(.branch(pc: Int(alternative), position: position))
                pc += 1
            case .jump(let target):
                pc = Int(target)
            case .save(let slot):
                setSlot(Int(slot), position)
                pc += 1
            case .backreference(let group, let backward):
                let group = Int(group)
                let begin = slots[2 * group]
                let end = slots[2 * group + 1]
                if begin < 0 || end < 0 {
                    pc += 1
                    break
                }
                let length = end - begin
                let from = backward ? position - length : position
                if from < 0 || from + length > input.count {
                    failed = true
                    break
                }
                var equal = true
                for offset in 0..<length {
                    let a = input[begin + offset]
                    let b = input[from + offset]
                    if a == b { continue }
                    if subject.ignoreCase && RegExpCanonicalization.canonicalize(UInt32(a), unicode: subject.unicode)
                        == RegExpCanonicalization.canonicalize(UInt32(b), unicode: subject.unicode) { continue }
                    equal = false
                    break
                }
                if equal {
                    position = backward ? from : from + length
                    pc += 1
                } else {
                    failed = true
                }
            case .setRegister(let index, let value):
                setRegister(Int(index), Int(value))
                pc += 1
            case .loop(let counter, let minimum, let maximum, let greedy, let exit):
                let count = registers[Int(counter)]
                if count < Int(minimum) {
                    pc += 1
                } else if count >= Int(maximum) {
                    pc = Int(exit)
                } else if greedy {
                    stack.append(.branch(pc: Int(exit), position: position))
                    pc += 1
                } else {
                    stack.append(.branch(pc: pc + 1, position: position))
                    pc = Int(exit)
                }
            case .loopBody(let positionRegister, let captures):
                setRegister(Int(positionRegister), position)
                for group in captures.lowerBound..<captures.upperBound {
                    let group = Int(group)
                    if slots[2 * group] != -1 { setSlot(2 * group, -1) }
                    if slots[2 * group + 1] != -1 { setSlot(2 * group + 1, -1) }
                }
                pc += 1
            case .loopEnd(let counter, let positionRegister, let minimum, let head):
                let count = registers[Int(counter)]
                if position == registers[Int(positionRegister)] && count >= Int(minimum) {
                    failed = true
                } else {
                    setRegister(Int(counter), count + 1)
                    pc = Int(head)
                }
            case .simpleRepeat(let minimum, let maximum, let greedy, let nextPC):
                let minimum = Int(minimum), maximum = Int(maximum)
                let atom = ops[pc + 1]
                var count = 0
                var current = position
                var floor = minimum == 0 ? position : -1
                let target = greedy ? maximum : minimum
                if let run = subject.unitRun(atom, from: position, limit: target, classes: classes) {
                    count = run
                    current = position + run
                    if minimum > 0 && run >= minimum { floor = position + minimum }
                } else {
                    while count < target, let after = subject.matchOne(atom, at: current, classes: classes) {
                        current = after
                        count += 1
                        if count == minimum { floor = current }
                    }
                }
                steps += count / 8
                if count < minimum {
                    failed = true
                    break
                }
                if greedy {
                    if current != floor { stack.append(.greedyRepeat(op: pc, floor: floor, position: current)) }
                } else if count < maximum {
                    stack.append(.lazyRepeat(op: pc, position: current, count: count))
                }
                position = current
                pc = Int(nextPC)
            case .lookStart(let register, let negative, let end):
                // The register holds the look frame's index, known once the undo record
                // (if the stack needs one) is pushed.
                setRegister(Int(register), 0)
                registers[Int(register)] = stack.count
                stack.append(.look(negative: negative, resume: Int(end), position: position))
                pc += 1
            case .lookEnd(let register, let negative):
                let marker = registers[Int(register)]
                guard case .look(_, _, let savedPosition) = stack[marker] else { return nil }
                if negative {
                    // The body matched: undo down to the marker, then fail past it.
                    while stack.count > marker + 1 { undo(stack.removeLast()) }
                    stack.removeLast()
                    failed = true
                } else {
                    // The undo records above the marker slide down over it and the choice
                    // points, in place (an array of the kept records cost a malloc at each
                    // lookahead that held).
                    var kept = marker
                    for index in (marker + 1)..<stack.count {
                        switch stack[index] {
                        case .capture, .register:
                            stack[kept] = stack[index]
                            kept += 1
                        default:
                            break
                        }
                    }
                    stack.removeLast(stack.count - kept)
                    position = savedPosition
                    pc += 1
                }
            case .match:
                return slots
            }
            if failed {
                // Backtrack.
                var resumed = false
                while let frame = stack.popLast() {
                    steps += 1
                    switch frame {
                    case .branch(let target, let saved):
                        pc = target
                        position = saved
                        resumed = true
                    case .capture, .register:
                        undo(frame)
                    case .look(let negative, let resume, let saved):
                        if negative {
                            pc = resume
                            position = saved
                            resumed = true
                        }
                    case .greedyRepeat(let op, let floor, let current):
                        guard case .simpleRepeat(_, _, _, let nextPC) = ops[op] else { break }
                        position = subject.giveBack(from: current, toward: floor)
                        if position != floor { stack.append(.greedyRepeat(op: op, floor: floor, position: position)) }
                        pc = Int(nextPC)
                        resumed = true
                    case .lazyRepeat(let op, let current, let count):
                        guard case .simpleRepeat(_, let maximum, _, let nextPC) = ops[op] else { break }
                        if let after = subject.matchOne(ops[op + 1], at: current, classes: classes) {
                            if count + 1 < Int(maximum) {
                                stack.append(.lazyRepeat(op: op, position: after, count: count + 1))
                            }
                            position = after
                            pc = Int(nextPC)
                            resumed = true
                        }
                    }
                    if resumed { break }
                }
                if !resumed { return nil }
            }
        }
    }

    mutating func undo(_ frame: RegExpFrame) {
        switch frame {
        case .capture(let slot, let old): slots[slot] = old
        case .register(let index, let old): registers[index] = old
        default: break
        }
    }
}

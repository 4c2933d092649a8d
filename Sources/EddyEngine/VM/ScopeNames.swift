/// The names of an environment's slots, so that code compiled later — a direct `eval` —
/// can find the caller's variables by name (§18.2.1.1 PerformEval step 12: the eval code
/// runs in the caller's lexical environment).
///
/// Only code in reach of a direct `eval` pays for this: the compiler emits `pushEnvNamed`
/// there, and the VM puts a `ScopeNames` view in the environment's `bindingObject`. The view
/// answers [[HasProperty]], [[Get]] and [[Set]] from the environment's slots, so the dynamic
/// lookups that serve `with` find declarative bindings the same way.
final class ScopeNameTable {
    struct Entry {
        let slot: Int
        let isConst: Bool
        /// A named function expression's own name: assignments fail (silently when sloppy).
        var isCalleeName = false
        /// An eval's `var` of the same name is a SyntaxError: `let`, `const` or `class`, or a
        /// parameter seen from its own parameter expressions.
        var blocksEvalVar = false
    }

    let entries: [PropertyKey: Entry]
    /// A function's var scope: `var`s of a sloppy direct eval are added here.
    let isVariableScope: Bool

    init(entries: [PropertyKey: Entry], isVariableScope: Bool) {
        self.entries = entries
        self.isVariableScope = isVariableScope
    }
}

final class ScopeNames: JSObject {
    let table: ScopeNameTable
    weak var environment: Environment?
    /// Variables a sloppy direct eval declared in this (var) scope.
    var evalVariables: [PropertyKey: JSValue] = [:]

    init(table: ScopeNameTable, environment: Environment, shape: Shape) {
        self.table = table
        self.environment = environment
        super.init(shape: shape, prototype: nil, hasExoticProperties: true)
    }

    /// A var of a sloppy direct eval (§19.2.1.3 steps 16–17: CreateMutableBinding(name, true)
    /// unless the scope has the name already).
    func declareEvalVariable(_ key: PropertyKey) {
        if table.entries[key] == nil && evalVariables[key] == nil { evalVariables[key] = .undefined }
    }

    override func hasProperty(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        table.entries[key] != nil || evalVariables[key] != nil
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(evalVariables.values)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        evalVariables = [:]
    }

    override func getOwnProperty(_ key: PropertyKey, in agent: Agent) throws -> PropertyDescriptor? {
        guard let entry = table.entries[key], let environment, entry.slot < environment.slots.count,
            let value = environment.slots[entry.slot]
        else { return nil }
        return PropertyDescriptor(value: value, writable: !entry.isConst, enumerable: true, configurable: false)
    }

    override func get(_ key: PropertyKey, receiver: JSValue, in agent: Agent) throws -> JSValue {
        guard let entry = table.entries[key] else { return evalVariables[key] ?? .undefined }
        guard let environment, entry.slot < environment.slots.count, let value = environment.slots[entry.slot] else {
            throw agent.referenceError("Cannot access '\(key.displayString)' before initialization")
        }
        return value
    }

    override func set(_ key: PropertyKey, _ value: JSValue, receiver: JSValue, in agent: Agent) throws -> Bool {
        if table.entries[key] == nil, evalVariables[key] != nil {
            evalVariables[key] = value
            return true
        }
        guard let entry = table.entries[key], let environment, entry.slot < environment.slots.count else { return false }
        guard environment.slots[entry.slot] != nil else {
            throw agent.referenceError("Cannot access '\(key.displayString)' before initialization")
        }
        if entry.isCalleeName { return false }
        if entry.isConst { throw agent.typeError("Assignment to constant variable.") }
        environment.slots[entry.slot] = value
        return true
    }

    override func delete(_ key: PropertyKey, in agent: Agent) throws -> Bool {
        if table.entries[key] != nil { return false }
        // Eval-declared vars are deletable (§18.2.1.3 step 15: CreateMutableBinding(fn, true)).
        evalVariables[key] = nil
        return true
    }
}

/// Property names the engine itself uses, interned once per agent (QuickJS's predefined
/// atoms), so built-ins never intern a constant string on a hot path. A class: passing the
/// table around must not retain each of its atoms.
final class CommonNames {
    let length, name, prototype, constructor, message, stack, cause, errors: Atom
    let toString, valueOf, toJSON, value, writable, get, set, enumerable, configurable: Atom
    /// The empty key JSON's wrapper objects hold their value under (§25.5.1, §25.5.2).
    let empty: Atom
    let next, done, then, callee, caller, description, proto, arguments: Atom
    let `return`, `throw`, resolve, reject, status, reason, lastIndex, index: Atom
    /// The results of `typeof` (§12.5.5), made once: the operator runs in hot loops.
    let undefinedType, objectType, booleanType, numberType, stringType, bigintType, symbolType, functionType: Atom
    /// The prefix of a bound function's name (§20.2.3.2 step 10), made once: `bind` runs in loops.
    let boundPrefix: Atom

    init(atoms: AtomTable) {
        length = atoms.atom("length")
        name = atoms.atom("name")
        prototype = atoms.atom("prototype")
        constructor = atoms.atom("constructor")
        message = atoms.atom("message")
        stack = atoms.atom("stack")
        cause = atoms.atom("cause")
        errors = atoms.atom("errors")
        toString = atoms.atom("toString")
        valueOf = atoms.atom("valueOf")
        toJSON = atoms.atom("toJSON")
        empty = atoms.atom("")
        value = atoms.atom("value")
        writable = atoms.atom("writable")
        get = atoms.atom("get")
        set = atoms.atom("set")
        enumerable = atoms.atom("enumerable")
        configurable = atoms.atom("configurable")
        next = atoms.atom("next")
        done = atoms.atom("done")
        then = atoms.atom("then")
        callee = atoms.atom("callee")
        caller = atoms.atom("caller")
        description = atoms.atom("description")
        proto = atoms.atom("__proto__")
        arguments = atoms.atom("arguments")
        `return` = atoms.atom("return")
        `throw` = atoms.atom("throw")
        resolve = atoms.atom("resolve")
        reject = atoms.atom("reject")
        status = atoms.atom("status")
        reason = atoms.atom("reason")
        lastIndex = atoms.atom("lastIndex")
        index = atoms.atom("index")
        undefinedType = atoms.atom("undefined")
        objectType = atoms.atom("object")
        booleanType = atoms.atom("boolean")
        numberType = atoms.atom("number")
        stringType = atoms.atom("string")
        symbolType = atoms.atom("symbol")
        bigintType = atoms.atom("bigint")
        functionType = atoms.atom("function")
        boundPrefix = atoms.atom("bound ")
    }
}

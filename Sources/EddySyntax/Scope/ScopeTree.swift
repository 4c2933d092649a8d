// The results of scope analysis, read by the compiler.
//
// How to read it:
// - `scopes[id]` for each `ScopeID` in the AST: its `bindings` in slot order. A binding that
//   `isCaptured` (a nested function refers to it, or a direct `eval` could) must live in an
//   environment slot (`environmentIndex` numbers the captured ones densely); the others can
//   be registers. A scope whose bindings are all uncaptured needs no environment at all.
// - `resolution(of: identifier)` for every `Identifier` in the AST: the binding it denotes
//   (`.local`), a global lookup by name (`.global`), or a lookup by name through `with`
//   objects / eval-created vars first (`.dynamic`, which carries the static answer to fall
//   back on). Declaration sites (`let x`, `function f`, parameters, pattern targets) are
//   identifiers too and resolve to the binding they initialize.
// - `functions[id]` for each `FunctionNode.id`: whether it needs an `arguments` object,
//   whether arrows capture its `this`, and its scopes.
//
// Hoisting, as the compiler must reproduce it:
// - Script top level (`Scope.Kind.script`): `var` and function names are global object
//   properties, `let`/`const`/`class` live in the realm's global lexical environment; all
//   resolve `.global`. The scope's bindings list them for GlobalDeclarationInstantiation.
// - Function entry: parameters (kind `.parameter`, one binding per name even when a sloppy
//   function repeats it; assign arguments left to right), then the body scope's `var`s
//   (undefined), top-level function declarations (kind `.function`, initialized at entry),
//   and lexical names (TDZ). When `FunctionNode.bodyScope != scope` (parameters with
//   initializers), a body `var` named like a parameter starts with the parameter's value
//   (§9.2.15 step 28.f.i.4).
// - Block entry (also `switch`, and the synthetic block around `if (x) function f(){}`):
//   its `let`/`const`/`class` (TDZ) and its function declarations (initialized at entry). A
//   sloppy-mode block function with an `annexBVarBinding` copies its value there when the
//   declaration statement itself is evaluated (§B.3.3).
// - `for (let …; …; …)`: the head scope's bindings are copied into a fresh environment for
//   each iteration when captured. `for (let x of/in e)`: `e` is evaluated in the head scope
//   with `x` in its TDZ, then each iteration gets a fresh head environment.
// - A named function expression binds its own name (kind `.calleeName`) in its scope unless
//   a parameter or body declaration shadows it; a class binds its name (`.classInnerName`)
//   in the class scope, besides the outer `.class` binding of a declaration.
// - `arguments`: when a non-arrow function needs the object, its parameter scope has a
//   binding of kind `.arguments` (a `var arguments` in the body is that same binding);
//   create the object there on entry (`hasMappedArguments`: sloppy, simple parameters).
// - Class fields and static blocks are `.method` functions in the class scope (see
//   `ClassField`, `ClassStaticBlock`); call them with `this` set to the instance or class.
// - A call `eval(…)` (callee the identifier `eval`, parenthesized or not, not `?.`) is a
//   direct eval when the callee's value is %eval% at run time; its function has
//   `hasDirectEval`, everything visible from it is captured, and in sloppy code names that
//   could be shadowed by eval-created `var`s resolve `.dynamic`. Compile eval code with
//   `ParseContext(isEval: true, …)`: its unresolved names are `.dynamic(fallback: .global)`
//   (look them up through the caller's environments by name), and in sloppy eval code its
//   top-level `var`/function bindings go to the caller's variable environment.

/// What the analysis concluded about one identifier occurrence.
public enum Resolution: Hashable, Sendable {
    /// A declared binding: `scopes[scope].bindings[index]`.
    case local(scope: ScopeID, index: Int)
    /// Not declared in any enclosing function or block: a property of the global object or
    /// a binding of the global lexical environment, looked up by name.
    case global
    /// A name that must be looked up at run time first, because a `with` object or a
    /// sloppy direct `eval` may shadow it; when the lookup finds nothing, `fallback` says
    /// where the name lives statically.
    indirect case dynamic(fallback: Resolution)
}

public struct Scope: Sendable {
    public enum Kind: Hashable, Sendable {
        /// The top level of a script: its bindings are global (see `Program.scope`).
        case script
        /// The top level of eval code.
        case eval
        /// Parameters (and, without parameter expressions, the whole function body).
        case function
        /// The body of a function whose parameters have expressions (§9.2.15 step 28).
        case functionBody
        case block
        case `catch`
        /// The head of a `for`/`for-in`/`for-of` with `let` or `const`.
        case forHead
        case `switch`
        case `class`
    }

    public var id: ScopeID
    public var kind: Kind
    public var parent: ScopeID?
    /// The function this scope belongs to; `nil` at the top level of the program.
    public var function: FunctionID?
    /// Declared names in slot order.
    public var bindings: [Binding]
    /// A sloppy direct `eval` in this scope (or a scope within it, in the same function)
    /// may add `var` bindings to the nearest function or script scope at run time.
    public var containsDirectEval: Bool
    /// Strict-mode code.
    public var isStrict: Bool

    /// Index of a binding by name.
    public func index(of name: String) -> Int? {
        bindings.firstIndex { $0.name == name }
    }

    /// True when any binding must live in an environment (so the scope needs one).
    public var needsEnvironment: Bool {
        bindings.contains { $0.isCaptured }
    }
}

public struct Binding: Sendable {
    public enum Kind: Hashable, Sendable {
        case `var`
        case `let`
        case const
        /// A class declaration: mutable like `let` outside, immutable inside the class scope.
        case `class`
        /// The immutable inner name of a class (in the class's own scope).
        case classInnerName
        case function
        case parameter
        case catchParameter
        /// The name of a named function expression, bound inside it (immutable; assigning
        /// it is silently ignored in sloppy mode and a TypeError in strict mode).
        case calleeName
        /// The implicit `arguments` object of a non-arrow function (§9.4.4).
        case arguments
        /// A Private Name the class body declares (`#x`, ES2022 §6.2.12), bound in the class
        /// scope to the private name made by each evaluation of the class. Always captured:
        /// methods and initializers, nested functions, reach it by name (`this.#x` is no
        /// identifier the analysis resolves).
        case privateName
        /// An import of a module (§16.2.1.6.4 InitializeEnvironment): linked to a binding of
        /// the exporting module, or holding a namespace object; immutable, never in a register.
        case `import`
    }

    public var name: String
    public var kind: Kind
    /// Referenced from a nested function, or visible to a direct `eval`.
    public var isCaptured: Bool
    /// Slot among the captured bindings of the scope, when captured.
    public var environmentIndex: Int?
    /// Where it is declared (for a function declaration, its name).
    public var location: SourceLocation
    /// A sloppy-mode function declared in a block also has a `var` binding in its function
    /// (or the global object), which receives the function's value when the declaration is
    /// evaluated (§B.3.3 Block-Level Function Declarations Web Legacy Compatibility).
    public var annexBVarBinding: Resolution?
    /// A `var` that only §B.3.3 creates (no `var` or function declaration of the name in
    /// its scope). At the top level of a script or eval code whether it is created depends
    /// on the global object and the caller's environments at run time (§B.3.3.2–3).
    public var isAnnexBFunctionVar = false

    public init(name: String, kind: Kind, isCaptured: Bool = false, environmentIndex: Int? = nil,
                location: SourceLocation, annexBVarBinding: Resolution? = nil) {
        self.name = name
        self.kind = kind
        self.isCaptured = isCaptured
        self.environmentIndex = environmentIndex
        self.location = location
        self.annexBVarBinding = annexBVarBinding
    }

    /// `let`, `const`, `class`: read before initialization is a ReferenceError (TDZ).
    public var isLexical: Bool {
        switch kind {
        case .let, .const, .class, .classInnerName, .import: true
        default: false
        }
    }

    /// Assignment is a TypeError (strict) or ignored (`calleeName` in sloppy mode).
    public var isImmutable: Bool {
        switch kind {
        case .const, .classInnerName, .calleeName, .privateName, .import: true
        default: false
        }
    }
}

/// What the compiler needs to know about one function beyond its node.
public struct FunctionInfo: Sendable {
    public var id: FunctionID
    public var kind: FunctionKind
    public var scope: ScopeID
    public var bodyScope: ScopeID
    /// The nearest enclosing function, if any.
    public var parent: FunctionID?
    /// The function whose `this`, `arguments`, `super` and `new.target` this one uses: itself
    /// for a non-arrow function; for an arrow, the nearest enclosing non-arrow function
    /// (`nil` when the arrow is at the top level of the program).
    public var thisFunction: FunctionID?
    /// An `arguments` object must be created (it is referenced, or a direct `eval` might),
    /// and its binding is the one of kind `.arguments` in `scope`.
    public var needsArgumentsObject: Bool
    /// Every use of the function's `arguments` is a read of `arguments.length` in its own
    /// code (no other use, no nested arrow or direct `eval` reaching it), so the compiler reads
    /// the frame's argument count there and makes no object (`needsArgumentsObject` is false).
    public var countsArgumentsOnly = false
    /// The arguments object is mapped to the parameters (sloppy, simple parameters).
    public var hasMappedArguments: Bool
    /// `this` is used by the function itself or by a nested arrow/eval.
    public var usesThis: Bool
    /// A nested arrow (or direct eval) uses this function's `this`, `new.target`, `super`
    /// or home object, so they must be stored where the arrow can reach them.
    public var thisIsCaptured: Bool
    /// Contains a direct `eval` (itself or in a nested arrow).
    public var hasDirectEval: Bool
    /// Every scope that belongs to this function (not to nested ones), outermost first:
    /// parameters, body, blocks, loop heads, catch clauses, classes.
    public var scopes: [ScopeID] = []
    /// The ids of the identifiers, scopes and functions (itself included) within the
    /// function's node: what compiling it and the functions nested in it may ask about
    /// (`ScopeTree.part(for:)`).
    public var subtreeIdentifiers: Range<Int> = 0..<0
    public var subtreeScopes: Range<ScopeID> = 0..<0
    public var subtreeFunctions: Range<FunctionID> = 0..<0
}

/// Everything the analysis found, for one `Program`, or for one function of it (`part(for:)`).
public struct ScopeTree: Sendable {
    /// Indexed by `ScopeID` (minus `firstScope` in a part).
    public var scopes: [Scope] = []
    /// Indexed by `FunctionID` (minus `firstFunction` in a part).
    public var functions: [FunctionInfo] = []
    /// Indexed by `Identifier.id` (minus `firstIdentifier` in a part).
    public var resolutions: [Resolution] = []
    /// In a part, the ids of the first elements of `scopes`, `functions` and `resolutions`.
    public private(set) var firstScope = 0
    public private(set) var firstFunction = 0
    public private(set) var firstIdentifier = 0
    /// In a part, the scopes enclosing its function, innermost first: the function's code
    /// reaches their bindings (closures) but nothing else of them.
    public private(set) var enclosingScopes: [Scope] = []

    public init() {}

    /// A tree of one scope of `tree`.
    public init(keeping id: ScopeID, of tree: ScopeTree) {
        if let scope = tree.scope(id) {
            scopes = [scope]
            firstScope = id
        }
    }

    /// The scope of an id; a scope outside a part (which its function cannot refer to) is
    /// an empty block.
    public subscript(id: ScopeID) -> Scope {
        scope(id) ?? Scope(id: id, kind: .block, parent: nil, function: nil, bindings: [], containsDirectEval: false, isStrict: false)
    }

    public func scope(_ id: ScopeID) -> Scope? {
        let index = id - firstScope
        if index >= 0 && index < scopes.count { return scopes[index] }
        return enclosingScopes.first { $0.id == id }
    }

    public func function(_ id: FunctionID) -> FunctionInfo? {
        let index = id - firstFunction
        return index >= 0 && index < functions.count ? functions[index] : nil
    }

    public func resolution(of identifier: Identifier) -> Resolution {
        let index = identifier.id - firstIdentifier
        return index >= 0 && index < resolutions.count ? resolutions[index] : .global
    }

    /// The binding an identifier denotes statically, if it is declared.
    public func binding(for identifier: Identifier) -> Binding? {
        var resolution = resolution(of: identifier)
        if case .dynamic(let fallback) = resolution { resolution = fallback }
        guard case .local(let scopeID, let index) = resolution, let found = scope(scopeID), index < found.bindings.count else {
            return nil
        }
        return found.bindings[index]
    }

    /// What compiling `function` and the functions nested in it needs: the facts about the
    /// identifiers, scopes and functions within it, and the scopes around it. A function
    /// compiled at its first call keeps its part instead of its whole program's tree (which
    /// goes once the program's stubs each hold theirs); the part of a nested function is
    /// cut from its enclosing function's.
    public func part(for function: FunctionID) -> ScopeTree {
        // A function the analysis never reached has no extent to cut.
        guard let info = self.function(function), !info.subtreeFunctions.isEmpty else { return self }
        var part = ScopeTree()
        func cut<Element>(_ elements: [Element], first: Int, range: Range<Int>) -> (first: Int, elements: [Element]) {
            let lower = max(range.lowerBound - first, 0), upper = min(range.upperBound - first, elements.count)
            guard lower < upper else { return (first, []) }
            return (lower + first, Array(elements[lower..<upper]))
        }
        (part.firstScope, part.scopes) = cut(scopes, first: firstScope, range: info.subtreeScopes)
        (part.firstFunction, part.functions) = cut(functions, first: firstFunction, range: info.subtreeFunctions)
        (part.firstIdentifier, part.resolutions) = cut(resolutions, first: firstIdentifier, range: info.subtreeIdentifiers)
        var parent = scope(info.scope)?.parent
        while let id = parent, let scope = scope(id) {
            part.enclosingScopes.append(scope)
            parent = scope.parent
        }
        return part
    }
}

/// Where a piece of source is parsed: a plain script, or the code of a direct `eval`, which
/// inherits the flags of the code that calls it (ECMAScript 2020 §18.2.1.1 PerformEval).
public struct ParseContext: Hashable, Sendable {
    /// The code is strict from its first token (a strict caller of a direct eval).
    public var isStrict = false
    /// Eval code: names not declared in it are looked up through the caller's environments
    /// at run time (`.dynamic`), and its `var`s go to the caller's variable environment
    /// unless it is strict.
    public var isEval = false
    /// The eval is inside a (non-arrow, or arrow within a) function: `new.target` is allowed.
    public var allowsNewTarget = false
    /// The eval is inside a method: `super.x` is allowed.
    public var allowsSuperProperty = false
    /// The eval is inside a derived class constructor: `super()` is allowed.
    public var allowsSuperCall = false
    /// Private names (with their `#`) of the classes around the eval, which it may use.
    public var privateNames: Set<String> = []
    /// The eval is inside a class field initializer: `arguments` in its code (outside
    /// non-arrow functions) is a SyntaxError (§19.2.1.1 PerformEval, Additional Early Error
    /// Rules for Eval Inside Initializer).
    public var forbidsArguments = false
    /// Accept ES2021 numeric separators (`1_000`), which ES2020 rejects but Node 20 and
    /// npm's own code use. On by default; a host may turn them off for strict ES2020.
    public var allowsNumericSeparators = true
    /// Module code (§16.2): strict, import and export declarations, `import.meta`, no
    /// HTML-like comments; its top-level bindings all live in the module environment.
    public var isModule = false

    public init(isStrict: Bool = false, isEval: Bool = false, allowsNewTarget: Bool = false,
                allowsSuperProperty: Bool = false, allowsSuperCall: Bool = false, privateNames: Set<String> = [],
                allowsNumericSeparators: Bool = true, isModule: Bool = false) {
        self.isStrict = isStrict
        self.isEval = isEval
        self.allowsNewTarget = allowsNewTarget
        self.allowsSuperProperty = allowsSuperProperty
        self.allowsSuperCall = allowsSuperCall
        self.privateNames = privateNames
        self.allowsNumericSeparators = allowsNumericSeparators
        self.isModule = isModule
    }

    /// A script run on its own (`eddy app.js`, the module wrapper's compiled function…).
    public static let script = ParseContext()

    /// A module (`Parser.parseModule`).
    public static let module = ParseContext(isStrict: true, isModule: true)
}

/// The kinds of function the `Function`, `GeneratorFunction`, `AsyncFunction` and
/// `AsyncGeneratorFunction` constructors make (§19.2.1.1.1 CreateDynamicFunction).
public enum DynamicFunctionKind: Sendable {
    case normal, generator, async, asyncGenerator
}

/// A function made by a `Function`-style constructor: the program that holds it (for its
/// scope tree and source) and the function node itself.
public struct ParsedFunction: Sendable {
    public var program: Program
    public var function: FunctionNode
}

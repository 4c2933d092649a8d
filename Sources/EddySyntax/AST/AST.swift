// The abstract syntax tree of an ECMAScript 2020 script.
//
// Shape, for the compiler:
//
// - Nodes are **value types**: `Statement`, `Expression` and `Pattern` are structs holding a
//   `location` and a `kind`, an indirect enum. Functions and classes are structs too
//   (`FunctionNode`, `ClassNode`). Nothing in the tree is mutated after parsing.
// - Facts the compiler needs that only the whole tree can tell (which declaration a name
//   refers to, which bindings closures capture) are **not** stored in the nodes. The scope
//   analysis writes them into the `ScopeTree` of the `Program`, keyed by small integer ids
//   that the parser gave the nodes:
//   - every `Identifier` that names a variable (a reference, or a binding in a declaration
//     or pattern) has an `id`: `program.scopes.resolution(of: identifier)` says what it
//     resolves to;
//   - every node that opens a scope (`Program`, `FunctionNode`, block, `for`, `switch`,
//     `catch`, `ClassNode`) has a `ScopeID`: `program.scopes[id]` lists its bindings in
//     slot order, each with its kind and whether a closure captures it;
//   - every `FunctionNode` has a `FunctionID`: `program.scopes.functions[id]` says whether
//     it needs an `arguments` object, whether arrows capture its `this`, and so on.
// - Names of variables and properties are Swift `String`s; string values are UTF-16 code
//   unit arrays (`[UInt16]`, lone surrogates allowed); numbers are `Double`.
// - Parentheses leave no node: `(a)` is the identifier `a`, `(a, b)` a sequence.
// - Entry points: `Parser.parseScript(_:name:context:)` (scripts and eval code),
//   `Parser.parseFunction(parameters:body:kind:)` (the `Function` constructors) and
//   `Parser.parseFunctionBody(_:parameters:)` (a CommonJS module as the body of its wrapper
//   function, keeping the file's lines and columns). All parse on a thread with a deep stack
//   (`withDeepStack`); a compiler pass that recurses over the tree should run on one too,
//   since trees may nest `Parser.maximumDepth` levels deep. Releasing the deepest trees
//   also recurses: it took under 1 MiB of stack in a debug build, so let the last copy of
//   a tree go on a thread with more than that (any main or default pthread, not a 512 KiB
//   Dispatch worker), or inside `withDeepStack`.
// - `ASTPrinter` (`program.sExpression`) prints a compact S-expression form for tests and
//   debugging.
// - Beyond ES2020: class fields (`ClassNode.fields`), since the benchmarks use them, and,
//   because npm's own code uses them, logical assignment (`??=`, `||=`, `&&=`) and private
//   names (`#x` members, `this.#x`, `#x in o`), encoded without new node kinds: a private
//   name is a `.name` starting with `#`; class static blocks; dynamic `import(x)` (ES2020,
//   a `.call` of the identifier `import`); numeric separators (`1_000`, as Node 20), unless
//   the host clears `ParseContext.allowsNumericSeparators`. Modules: `Parser.parseModule`, see
//   `ModuleSyntax`.
// - Identifiers the parser synthesizes (`import`, the `#x` of `#x in o`) have `id` -1 and
//   resolve `.global`; their names cannot be written as identifiers in source.

/// An index into `ScopeTree.scopes`.
public typealias ScopeID = Int
/// An index into `ScopeTree.functions`.
public typealias FunctionID = Int

/// A name that refers to a variable: in a reference (`x + 1`) or a binding (`let x`,
/// parameters, patterns, function and class names).
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    /// Key of this occurrence in `ScopeTree.resolutions`, unique within a `Program`.
    public var id: Int

    public init(name: String, location: SourceLocation, id: Int) {
        self.name = name
        self.location = location
        self.id = id
    }
}

/// A whole script (or eval code, or the synthesized source of a `Function` constructor call).
public struct Program: Sendable {
    public var body: [Statement]
    public var location: SourceLocation
    /// True when the directive prologue holds `"use strict"` or the caller was strict.
    public var isStrict: Bool
    /// The top-level scope. For a script, its `var` and function bindings are properties of
    /// the global object, so references to them resolve as `.global`; its `let`/`const`/
    /// `class` bindings live in the realm's global lexical environment, also `.global`.
    public var scope: ScopeID
    /// The results of scope analysis for every node of this program.
    public var scopes: ScopeTree
    /// The source the locations refer to.
    public var source: SourceText
}

// MARK: - Statements

public struct Statement: Sendable {
    public var location: SourceLocation
    public var kind: Kind

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Sendable {
        case expression(Expression)
        /// A directive of the prologue (`"use strict";`): an expression statement that is
        /// also a directive, with its raw text between the quotes.
        case directive(Expression, raw: String)
        case variableDeclaration(VariableDeclaration)
        case functionDeclaration(FunctionNode)
        case classDeclaration(ClassNode)
        case block(Block)
        case empty
        case `if`(test: Expression, consequent: Statement, alternate: Statement?)
        /// `for (init; test; update) body`. `scope` holds the `let`/`const` of the head; the
        /// compiler copies its bindings into a fresh environment each iteration when they are
        /// captured (§13.7.4.9 CreatePerIterationEnvironment).
        case `for`(initializer: ForInitializer?, test: Expression?, update: Expression?, body: Statement, scope: ScopeID)
        /// `for (left in right) body`; `scope` holds the `let`/`const` of the head (also the
        /// TDZ scope in which `right` is evaluated, §13.7.5.12).
        case forIn(left: ForBinding, right: Expression, body: Statement, scope: ScopeID)
        case forOf(left: ForBinding, right: Expression, body: Statement, isAwait: Bool, scope: ScopeID)
        case `while`(test: Expression, body: Statement)
        case doWhile(body: Statement, test: Expression)
        case `continue`(label: String?)
        case `break`(label: String?)
        case `return`(Expression?)
        case with(object: Expression, body: Statement)
        case `switch`(discriminant: Expression, cases: [SwitchCase], scope: ScopeID)
        /// `a: b: statement`: every label of a chain, outermost first.
        case labeled(labels: [String], body: Statement)
        case `throw`(Expression)
        case `try`(block: Block, handler: CatchClause?, finalizer: Block?)
        case debugger
        /// An import declaration of a module: the bindings it creates (kind `.import`), linked
        /// before the module runs; nothing to execute.
        case importDeclaration([Identifier])
        /// `export default expression;`: initializes the binding `*default*`
        /// (`Parser.defaultExportLocalName`); an anonymous function or class gets the name
        /// "default".
        case exportDefault(Identifier, Expression)
    }
}

public struct Block: Sendable {
    public var body: [Statement]
    public var scope: ScopeID
    public var location: SourceLocation
}

public enum DeclarationKind: String, Hashable, Sendable {
    case `var`, `let`, `const`
}

public struct VariableDeclaration: Sendable {
    public var kind: DeclarationKind
    public var declarators: [VariableDeclarator]
    public var location: SourceLocation
}

public struct VariableDeclarator: Sendable {
    public var target: Pattern
    public var initializer: Expression?
    public var location: SourceLocation
}

public enum ForInitializer: Sendable {
    case declaration(VariableDeclaration)
    case expression(Expression)
}

/// The left side of `for-in`/`for-of`.
public enum ForBinding: Sendable {
    /// `for (var x in …)`, `for (let [a, b] of …)`. The sloppy-only Annex B form
    /// `for (var x = 1 in …)` keeps its initializer.
    case declaration(DeclarationKind, Pattern, initializer: Expression?)
    /// `for (x.y in …)`, `for ([a, b] of …)`: an assignment target.
    case pattern(Pattern)
}

public struct SwitchCase: Sendable {
    /// `nil` for `default:`.
    public var test: Expression?
    public var body: [Statement]
    public var location: SourceLocation
}

public struct CatchClause: Sendable {
    /// `nil` for the optional catch binding `catch { }`.
    public var parameter: Pattern?
    public var body: Block
    /// Holds the catch parameter's bindings; the block's own scope holds its lexical ones.
    public var scope: ScopeID
    public var location: SourceLocation
}

// MARK: - Expressions

public struct Expression: Sendable {
    public var location: SourceLocation
    public var kind: Kind

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Sendable {
        case identifier(Identifier)
        case null
        case boolean(Bool)
        case number(Double)
        /// A BigInt literal: its digits with any radix prefix (`0x1f`, `12`), as ASCII code
        /// units, separators and the `n` removed.
        case bigint([UInt16])
        case string([UInt16])
        /// A regular expression literal: its body and flags, not compiled.
        case regularExpression(pattern: [UInt16], flags: String)
        case template(TemplateLiteral)
        case taggedTemplate(tag: Expression, template: TemplateLiteral)
        case this
        case array([ArrayElement])
        case object([Property])
        /// A function expression or an arrow function (see `FunctionNode.kind`).
        case function(FunctionNode)
        case `class`(ClassNode)
        case unary(UnaryOperator, Expression)
        /// `++x`, `x--`; the operand is an identifier or member pattern.
        case update(UpdateOperator, isPrefix: Bool, Pattern)
        /// `#x in object` (ES2022 §13.10, a private brand check) is `.in` whose left operand is
        /// an identifier named `#x` (which no source identifier can be).
        case binary(BinaryOperator, Expression, Expression)
        /// `&&`, `||`, `??`: short-circuiting.
        case logical(LogicalOperator, Expression, Expression)
        case conditional(test: Expression, consequent: Expression, alternate: Expression)
        /// `target = value` (pattern may destructure) or `target op= value` (identifier or
        /// member only).
        case assignment(AssignmentOperator, Pattern, Expression)
        case sequence([Expression])
        /// `object.name`, `object[expression]`; `isOptional` for the `?.` link itself.
        case member(Expression, MemberProperty, isOptional: Bool)
        /// `super.name`, `super[expression]`.
        case superMember(MemberProperty)
        /// `callee(arguments)`; `isOptional` for `callee?.(…)`. Dynamic `import(x)` is a call
        /// whose callee is the identifier `import` (no source identifier can be named so).
        case call(Expression, [Argument], isOptional: Bool)
        /// `super(arguments)` in a derived constructor.
        case superCall([Argument])
        case new(Expression, [Argument])
        /// `new.target`.
        case newTarget
        /// `import.meta` (module code only).
        case importMeta
        /// The whole of an optional chain `a?.b.c()`: where any `?.` link meets null or
        /// undefined, the value of the whole chain is undefined (§12.3.9).
        case optionalChain(Expression)
        case yield(Expression?, isDelegate: Bool)
        case await(Expression)
    }
}

public enum ArrayElement: Sendable {
    case hole
    case expression(Expression)
    case spread(Expression)
}

public enum Argument: Sendable {
    case expression(Expression)
    case spread(Expression)
}

public enum MemberProperty: Sendable {
    /// `.name` (also reserved words: `a.class`). A name starting with `#` is a private name
    /// (`this.#x`, ES2022), declared by the nearest enclosing class that declares it; no
    /// public property name can be written that way.
    case name(String)
    case computed(Expression)
}

/// A property key of an object literal, class member or object pattern.
public enum PropertyKey: Sendable {
    /// `name`, `"name"`: the property name as a string, already unescaped.
    case name([UInt16])
    /// `1`, `0x10`: a numeric key, converted to a string by the compiler (ToString).
    case number(Double)
    case computed(Expression)
}

public struct Property: Sendable {
    public var location: SourceLocation
    public var kind: Kind

    public enum Kind: Sendable {
        case keyValue(PropertyKey, Expression)
        /// `{ x }`: the key is the identifier's name, the value its reference.
        case shorthand(Identifier)
        case method(PropertyKey, MethodKind, FunctionNode)
        case spread(Expression)
        /// `__proto__: value` (not computed, not shorthand): sets the prototype
        /// (§B.3.1 __proto__ Property Names in Object Initializers).
        case prototypeSetter(Expression)
    }
}

public enum MethodKind: Hashable, Sendable {
    case method, getter, setter
}

public struct TemplateLiteral: Sendable {
    /// One more quasi than expressions.
    public var quasis: [TemplateElement]
    public var expressions: [Expression]
    public var location: SourceLocation
}

public struct TemplateElement: Sendable {
    /// The cooked string; `nil` in a tagged template whose text has an invalid escape.
    public var cooked: [UInt16]?
    /// The raw string (CR and CRLF normalized to LF, §12.8.6.2 TV and TRV).
    public var raw: [UInt16]
    public var location: SourceLocation
}

// MARK: - Patterns (binding and assignment targets)

public struct Pattern: Sendable {
    public var location: SourceLocation
    public var kind: Kind

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    public indirect enum Kind: Sendable {
        case identifier(Identifier)
        /// `a.b`, `a[b]`, `super.x` as an assignment target (never in declarations).
        case expression(Expression)
        case object([ObjectPatternProperty], rest: Pattern?)
        case array([PatternElement?], rest: Pattern?)
    }
}

/// A pattern with its optional default: `x = 1` in `[x = 1]`, `{a: x = 1}`, parameters.
public struct PatternElement: Sendable {
    public var target: Pattern
    public var defaultValue: Expression?
    public var location: SourceLocation
}

public struct ObjectPatternProperty: Sendable {
    public var key: PropertyKey
    /// For `{ x }` and `{ x = 1 }` the value is the identifier `x`.
    public var value: PatternElement
    public var isShorthand: Bool
    public var location: SourceLocation
}

// MARK: - Functions and classes

public enum FunctionKind: Hashable, Sendable {
    /// `function f() {}` as a declaration or expression.
    case normal
    case arrow
    /// A method of an object literal or class (not a constructor).
    case method
    case getter
    case setter
    /// The constructor of a class without `extends`.
    case baseConstructor
    /// The constructor of a class with `extends`: `this` is bound by `super(…)`.
    case derivedConstructor
}

/// A function of any kind. `location` covers its whole source text, as
/// `Function.prototype.toString` returns it (§19.2.3.5).
public struct FunctionNode: Sendable {
    public var id: FunctionID
    /// The binding name of a declaration or named function expression. Methods, arrows and
    /// anonymous expressions have none (the compiler names them by SetFunctionName).
    public var name: Identifier?
    public var kind: FunctionKind
    public var isGenerator: Bool
    public var isAsync: Bool
    /// A function expression (not a declaration): its `name` binds inside the function only.
    public var isExpression: Bool
    public var isStrict: Bool
    /// §14.1.12 IsSimpleParameterList: no defaults, no patterns, no rest.
    public var hasSimpleParameters: Bool
    public var parameters: [PatternElement]
    public var rest: Pattern?
    /// For an arrow with an expression body, one `return` statement.
    public var body: [Statement]
    public var isConciseArrow: Bool
    /// §14.1.7 ExpectedArgumentCount: parameters before the first default or rest.
    public var length: Int
    /// Scope of the parameters (and of everything when no parameter has an expression).
    public var scope: ScopeID
    /// Scope of the body's `var`, function and top-level lexical declarations. Equal to
    /// `scope` unless a parameter has an initializer or pattern that needs its own
    /// environment (§9.2.15 FunctionDeclarationInstantiation step 28).
    public var bodyScope: ScopeID
    public var location: SourceLocation
    /// Source range of the body between its braces (for the Function constructor), or the
    /// expression of a concise arrow.
    public var bodyLocation: SourceLocation
    // What the function itself contains, not counting nested non-arrow functions. Arrows
    // pass these up to the function whose `this`, `arguments` and so on they use.
    public var usesArguments: Bool
    public var usesThis: Bool
    public var usesSuperProperty: Bool
    public var usesSuperCall: Bool
    public var usesNewTarget: Bool
    /// A direct `eval(…)` call appears in this function (or in a nested arrow).
    public var hasDirectEval: Bool
}

public struct ClassNode: Sendable {
    /// The class name, if any; it is also bound (immutably) inside the class scope.
    public var name: Identifier?
    public var superclass: Expression?
    /// The explicit constructor, or `nil` for the default one (§14.6.13 step 10).
    public var constructor: FunctionNode?
    /// Methods, getters and setters, in source order.
    public var members: [ClassMember]
    /// Fields (ES2022), in source order; see `ClassField.memberIndex` for how they
    /// interleave with `members`.
    public var fields: [ClassField]
    /// `static { … }` blocks (ES2022), in source order; see `ClassStaticBlock.fieldIndex`.
    public var staticBlocks: [ClassStaticBlock]
    /// Holds the inner, immutable binding of the class name (§14.6.13 step 4).
    public var scope: ScopeID
    /// The private names the class body declares (with their `#`), each once, in order.
    public var privateNames: [String]
    public var location: SourceLocation
}

public struct ClassMember: Sendable {
    /// The key; for a private method (`#m() {}`) the name with its `#`, and `isPrivate` set.
    public var key: PropertyKey
    public var isStatic: Bool
    public var kind: MethodKind
    public var function: FunctionNode
    /// `#name() {}`, `get #name() {}`: defined on the private name, not as a property.
    public var isPrivate: Bool
    public var location: SourceLocation
}

/// A class static initialization block, `static { … }` (ES2022 §15.7.1).
public struct ClassStaticBlock: Sendable {
    /// The block as a function of kind `.method` with no parameters: call it once with
    /// `this` set to the class, after the static fields before it and before those after it.
    public var body: FunctionNode
    /// How many `fields` precede the block in the source.
    public var fieldIndex: Int
    public var location: SourceLocation
}

/// A class field, `x = value;`, `static #y;` (ES2022 public and private fields), which the
/// "Are We Fast Yet" benchmarks and npm use.
public struct ClassField: Sendable {
    /// The key; for a private field the name with its `#`, and `isPrivate` set.
    public var key: PropertyKey
    public var isStatic: Bool
    public var isPrivate: Bool
    /// The initializer as a function of kind `.method` whose body returns the value: call it
    /// with `this` set to the new instance (or, for a static field, the class). `nil` when
    /// the field has no initializer.
    public var initializer: FunctionNode?
    /// How many `members` precede this field in the source: computed keys are evaluated in
    /// source order when the class is defined.
    public var memberIndex: Int
    public var location: SourceLocation
}

// MARK: - Operators

public enum UnaryOperator: String, Hashable, Sendable {
    case minus = "-", plus = "+", logicalNot = "!", bitwiseNot = "~"
    case typeof, void, delete
}

public enum UpdateOperator: String, Hashable, Sendable {
    case increment = "++", decrement = "--"
}

/// A left-associative chain of one kind of operator, `a + b - c` or `a || b || c`, taken
/// apart so that the passes after parsing can walk chains of any length in a loop: a flat
/// chain of 100,000 operands is valid JavaScript, and recursing once per operator would
/// exhaust the stack.
public struct OperatorChain<Operator>: Sendable where Operator: Sendable {
    public struct Link: Sendable {
        public var op: Operator
        public var operand: Expression
        /// The location of the whole expression this link ends.
        public var location: SourceLocation
    }

    /// The innermost left operand.
    public var first: Expression
    /// The operators and right operands, innermost (leftmost) first.
    public var links: [Link]
}

extension Expression {
    /// The binary operators of a left-nested chain; `stop` keeps a node out of the chain
    /// (compiled as an operand instead).
    public func binaryChain(stoppingAt stop: (Expression) -> Bool = { _ in false }) -> OperatorChain<BinaryOperator> {
        var links: [OperatorChain<BinaryOperator>.Link] = []
        var current = self
        while case .binary(let op, let left, let right) = current.kind, !stop(current) {
            links.append(.init(op: op, operand: right, location: current.location))
            current = left
        }
        return OperatorChain(first: current, links: links.reversed())
    }

    /// The logical operators of a left-nested chain.
    public var logicalChain: OperatorChain<LogicalOperator> {
        var links: [OperatorChain<LogicalOperator>.Link] = []
        var current = self
        while case .logical(let op, let left, let right) = current.kind {
            links.append(.init(op: op, operand: right, location: current.location))
            current = left
        }
        return OperatorChain(first: current, links: links.reversed())
    }

    /// The operands of a left-nested chain of binary and logical operators, in evaluation
    /// order: `a + b || c` gives a, b, c. Other expressions give themselves.
    public var chainOperands: [Expression] {
        var rights: [Expression] = []
        var current = self
        while true {
            switch current.kind {
            case .binary(_, let left, let right), .logical(_, let left, let right):
                rights.append(right)
                current = left
            default:
                rights.append(current)
                return rights.reversed()
            }
        }
    }
}

public enum BinaryOperator: String, Hashable, Sendable {
    case equal = "==", notEqual = "!=", strictEqual = "===", strictNotEqual = "!=="
    case lessThan = "<", lessThanOrEqual = "<=", greaterThan = ">", greaterThanOrEqual = ">="
    case leftShift = "<<", rightShift = ">>", unsignedRightShift = ">>>"
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case exponent = "**"
    case bitwiseOr = "|", bitwiseXor = "^", bitwiseAnd = "&"
    case `in`, instanceof
}

public enum LogicalOperator: String, Hashable, Sendable {
    case and = "&&", or = "||", nullishCoalescing = "??"
}

public enum AssignmentOperator: String, Hashable, Sendable {
    case assign = "="
    case add = "+=", subtract = "-=", multiply = "*=", divide = "/=", remainder = "%="
    case exponent = "**="
    case leftShift = "<<=", rightShift = ">>=", unsignedRightShift = ">>>="
    case bitwiseOr = "|=", bitwiseXor = "^=", bitwiseAnd = "&="
    /// ES2021 logical assignment (`a ??= b` is `a ?? (a = b)`, assigning only when needed),
    /// which Node code in the wild uses.
    case logicalAnd = "&&=", logicalOr = "||=", nullishCoalescing = "??="

    /// The binary operator of a compound assignment; `nil` for `=` and logical assignment.
    public var binaryOperator: BinaryOperator? {
        self == .assign ? nil : BinaryOperator(rawValue: String(rawValue.dropLast()))
    }

    /// The short-circuiting operator of a logical assignment.
    public var logicalOperator: LogicalOperator? {
        switch self {
        case .logicalAnd: .and
        case .logicalOr: .or
        case .nullishCoalescing: .nullishCoalescing
        default: nil
        }
    }
}

/// What the parser knows about the function it is inside.
struct FunctionContext {
    var isStrict: Bool
    var isGenerator = false
    var isAsync = false
    var isArrow = false
    var allowsReturn = true
    var allowsNewTarget = false
    var allowsSuperProperty = false
    var allowsSuperCall = false
    /// Parsing formal parameters: `yield`/`await` expressions are errors there.
    var isInParameters = false
    /// Directly in a class static block, where `await` is reserved (ES2022 §15.7.1).
    var isInStaticBlock = false
    /// The top level of a module (not inside any function, arrow included): an `await` here
    /// makes the module asynchronous.
    var isModuleTopLevel = false
    var labels: [Label] = []
    /// The names in `labels`, which are unique (a duplicate is an early error): a chain of
    /// 100,000 labels must not cost a scan of the others for each.
    var labelNames: Set<String> = []
    var loopDepth = 0
    var breakableDepth = 0
    var uses = FunctionUses()

    struct Label {
        var name: String
        var isLoop: Bool
    }
}

/// What a function's code refers to that the function must provide.
struct FunctionUses {
    var this = false
    var arguments = false
    var superProperty = false
    var superCall = false
    var newTarget = false
    var directEval = false

    mutating func formUnion(_ other: FunctionUses) {
        this = this || other.this
        arguments = arguments || other.arguments
        superProperty = superProperty || other.superProperty
        superCall = superCall || other.superCall
        newTarget = newTarget || other.newTarget
        directEval = directEval || other.directEval
    }
}

/// The private names of one class body (ES2022 §15.7.1 early errors: each declared once,
/// except a getter and setter pair; every one used must be declared by an enclosing class).
struct PrivateNameScope {
    enum Kind: Equatable {
        case field, method, getter, setter
    }

    var declared: [String: (kind: Kind, isStatic: Bool)] = [:]
    var order: [String] = []
    var references: [(name: String, location: SourceLocation)] = []
}

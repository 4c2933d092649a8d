// Which function declarations a statement list instantiates on entry, for the compiler.

extension Statement {
    /// The function declarations directly in `statements` (also behind labels, `L: function
    /// f() {}`), which are created when the enclosing script, function body, block or
    /// `switch` is entered (§15.1.11 step 16, §9.2.15 step 36, §13.2.14 step 4).
    public static func hoistedFunctions(in statements: [Statement]) -> [FunctionNode] {
        var functions: [FunctionNode] = []
        for statement in statements {
            var current = statement
            while case .labeled(_, let body) = current.kind { current = body }
            if case .functionDeclaration(let function) = current.kind { functions.append(function) }
        }
        return functions
    }
}

extension Program {
    /// Function declarations to create before the script runs (global functions).
    public var hoistedFunctions: [FunctionNode] { Statement.hoistedFunctions(in: body) }
}

extension FunctionNode {
    /// Function declarations to create on entry, in `bodyScope`.
    public var hoistedFunctions: [FunctionNode] { Statement.hoistedFunctions(in: body) }
}

extension Block {
    /// Function declarations to create when the block is entered, in its scope.
    public var hoistedFunctions: [FunctionNode] { Statement.hoistedFunctions(in: body) }
}

import EddySyntax

/// What the compiler needs to compile a nested function's bytecode at its first call (see
/// `FunctionCode`): the parsed function and its program (whose scope analysis is done, so
/// early errors were reported when the program was parsed), and what the enclosing
/// function's compiler knew where the function appears.
final class PendingCompilation {
    let unit: ProgramCompiler
    let function: FunctionNode
    let name: String
    /// The scopes whose environments the closure's environment chain holds, innermost last.
    let envChain: [Int]
    let isStrict: Bool
    let hiddenPrivateScopes: Set<ScopeID>
    let classFieldName: String?
    let sourceRange: EddySyntax.SourceLocation?

    init(unit: ProgramCompiler, function: FunctionNode, name: String, envChain: [Int], isStrict: Bool,
         hiddenPrivateScopes: Set<ScopeID>, classFieldName: String?, sourceRange: EddySyntax.SourceLocation?) {
        self.unit = unit
        self.function = function
        self.name = name
        self.envChain = envChain
        self.isStrict = isStrict
        self.hiddenPrivateScopes = hiddenPrivateScopes
        self.classFieldName = classFieldName
        self.sourceRange = sourceRange
    }

    /// A compiler in the state the enclosing one left for this function.
    func makeCompiler() -> FunctionCompiler {
        let compiler = FunctionCompiler(unit: unit, function: function, envChain: envChain, isStrict: isStrict)
        compiler.hiddenPrivateScopes = hiddenPrivateScopes
        compiler.classFieldName = classFieldName
        compiler.sourceRange = sourceRange
        return compiler
    }
}

extension FunctionCode {
    /// Compiles a stub's bytecode (nothing if it has some). Every error the compiler can
    /// report is an early error the parser reported first, so this does not throw for code
    /// that parsed; if it did, the caller reports a `SyntaxError` at the call.
    func compilePending() throws {
        guard let pending = pendingCompilation else { return }
        install(try pending.makeCompiler().compileFunctionBody(name: pending.name))
    }
}

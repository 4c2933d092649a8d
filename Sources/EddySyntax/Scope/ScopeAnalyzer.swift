/// Builds the `ScopeTree` of a parsed program.
struct ScopeAnalyzer {
    static func analyze(_ program: Program, context: ParseContext, scopeCount: Int, functionCount: Int, identifierCount: Int) throws -> ScopeTree {
        ScopeTree()
    }
}

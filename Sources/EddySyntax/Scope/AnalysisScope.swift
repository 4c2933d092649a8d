/// A scope during analysis. `with` statements get one too (without a public id), so that
/// names inside them resolve dynamically.
final class AnalysisScope {
    let id: ScopeID?
    let kind: Scope.Kind
    let parent: AnalysisScope?
    let function: FunctionID?
    let isStrict: Bool
    let isWith: Bool
    @exclusivity(unchecked) var bindings: [Binding] = []
    @exclusivity(unchecked) var indexByName: [String: Int] = [:]
    /// A sloppy direct eval may add `var`s here at run time.
    @exclusivity(unchecked) var mayGainEvalVars = false
    @exclusivity(unchecked) var containsDirectEval = false
    /// Catch scope: the parameter is a plain identifier (§B.3.5 allows `var e` in the body).
    var hasSimpleCatchParameter = false
    /// A non-arrow function's parameter scope, which may get an `arguments` binding.
    var allowsArgumentsObject = false
    /// The top-level scope of a module: all its bindings live in the module environment.
    var isModuleScope = false
    /// Names of plain (non-generator, non-async) block functions, for §B.3.3.4.
    var plainFunctionNames = Set<String>()

    init(id: ScopeID?, kind: Scope.Kind, parent: AnalysisScope?, function: FunctionID?, isStrict: Bool, isWith: Bool = false) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.function = function
        self.isStrict = isStrict
        self.isWith = isWith
    }

    /// The scope where `var`s declared here go: function body, script or eval.
    var isVarScope: Bool {
        kind == .functionBody || kind == .script || kind == .eval || (kind == .function && !hasSeparateBody)
    }

    var hasSeparateBody = false

    @discardableResult
    func add(_ name: String, kind: Binding.Kind, at location: SourceLocation) -> Int {
        let index = bindings.count
        bindings.append(Binding(name: name, kind: kind, location: location))
        indexByName[name] = index
        return index
    }

    func binding(named name: String) -> Binding? {
        indexByName[name].map { bindings[$0] }
    }
}

// What a module's source declares about its links to other modules (ECMAScript §16.2.1.6
// Source Text Module Records: [[RequestedModules]], [[ImportEntries]], [[LocalExportEntries]],
// [[IndirectExportEntries]], [[StarExportEntries]]), as the parser found it.
//
// A module is parsed as the body of an async function (so that `await` at its top level is
// an operator, §16.2.1.5.3): its top-level declarations, its imports included, are bindings
// of that function's scope (`ParsedModule.function.scope`), every one of them in the
// function's environment, slot `index` for the binding at `index`, so that other modules can
// link to them. An import binding has kind `.import`: the engine links its slot to the slot
// of the exporting module (live bindings), or stores the namespace object in it.

/// One `ModuleRequest` (§16.2.1.3.1): a specifier with its import attributes.
public struct ModuleRequest: Hashable, Sendable {
    public var specifier: String
    /// `with { type: 'json' }`, in source order.
    public var attributes: [ImportAttribute]

    public init(specifier: String, attributes: [ImportAttribute] = []) {
        self.specifier = specifier
        self.attributes = attributes
    }
}

public struct ImportAttribute: Hashable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// `import x from 'm'` (`importName` "default"), `import {a as b}`, `import * as ns`
/// (`importName` nil).
public struct ImportEntry: Sendable {
    /// Index into `ModuleSyntax.requests`.
    public var request: Int
    public var importName: String?
    public var localName: String
    public var location: SourceLocation
}

/// An export: local (`export {x as y}`, `export let x`, `export default …` with local name
/// `*default*`) or indirect (`export {a as b} from 'm'`, `export * as ns from 'm'` with
/// `importName` nil).
public struct ExportEntry: Sendable {
    public var exportName: String
    /// Index into `ModuleSyntax.requests`, for a re-export.
    public var request: Int?
    public var importName: String?
    public var localName: String?
    public var location: SourceLocation
}

public struct ModuleSyntax: Sendable {
    /// In source order, each once (a repeated specifier with the same attributes is one request).
    public var requests: [ModuleRequest] = []
    public var imports: [ImportEntry] = []
    /// Local and indirect exports, in source order.
    public var exports: [ExportEntry] = []
    /// `export * from 'm'`: indices into `requests`.
    public var starExports: [Int] = []
    /// `await` appears at the top level (outside any function): the module evaluates
    /// asynchronously (§16.2.1.5.3 [[HasTLA]]).
    public var hasTopLevelAwait = false

    public init() {}

    /// The index of a request, adding it if new.
    mutating func request(_ request: ModuleRequest) -> Int {
        if let index = requests.firstIndex(of: request) { return index }
        requests.append(request)
        return requests.count - 1
    }
}

/// A parsed module: the async function its body is, the program holding it (scope tree,
/// source), and its import and export entries.
public struct ParsedModule: Sendable {
    public var program: Program
    public var function: FunctionNode
    public var syntax: ModuleSyntax

    /// The environment slot of a top-level binding (every one has its own, see above).
    public func slot(of name: String) -> Int? {
        program.scopes[function.scope].index(of: name)
    }

    /// What linking asks of a compiled module (`syntax`, `slot(of:)`), without the syntax
    /// tree and the scope analysis, which a module record would otherwise keep for as long
    /// as the module lives.
    public func linkingPart() -> ParsedModule {
        var part = self
        part.program.body = []
        part.function.body = []
        part.function.parameters = []
        part.program.scopes = ScopeTree(keeping: function.scope, of: program.scopes)
        return part
    }
}

// Scope analysis: declarations with their hoisting (ECMAScript 2020 §9.2.15
// FunctionDeclarationInstantiation, §15.1.11 GlobalDeclarationInstantiation, §13.2.14
// BlockDeclarationInstantiation, §B.3.3), the redeclaration early errors, and the
// resolution of every identifier.
//
// Two passes: the first walks the tree, creating scopes, declaring names (each block's
// lexical names on entry, each function's var names on entry) and recording every
// identifier occurrence with the scope it appears in; the second resolves the occurrences
// once all declarations are known.

struct ScopeAnalyzer {
    struct Reference {
        var id: Int
        var name: String
        var scope: AnalysisScope
    }

    let source: SourceText
    let context: ParseContext
    var scopes: [AnalysisScope?]
    var functions: [FunctionInfo?]
    var references: [Reference] = []
    var evalScopes: [AnalysisScope] = []
    var creationOrder: [ScopeID] = []
    var resolutions: [Resolution]
    /// The non-arrow function whose `this` the code being walked uses.
    var thisFunction: FunctionID?
    var currentFunction: FunctionID?
    /// For each function, the ids of the identifiers, scopes and functions within it
    /// (`FunctionInfo.subtreeIdentifiers` and the others).
    var extents: [Extent]
    /// The ids of `arguments` identifiers read as `arguments.length` (a member read: not a
    /// callee, an assignment or update target, nor `delete`'s operand).
    var argumentsLengthReads: Set<Int> = []
    /// The functions whose `arguments` is used other than by such a read.
    var argumentsUsedOtherwise: Set<FunctionID> = []

    struct Extent {
        /// The smallest and largest id seen (none yet while `lowest > highest`).
        struct Span {
            var lowest = Int.max
            var highest = Int.min

            mutating func include(_ id: Int) {
                lowest = min(lowest, id)
                highest = max(highest, id)
            }

            mutating func include(_ other: Span) {
                lowest = min(lowest, other.lowest)
                highest = max(highest, other.highest)
            }

            var range: Range<Int> { lowest <= highest ? lowest..<(highest + 1) : 0..<0 }
        }

        var identifiers = Span()
        var scopes = Span()
        var functions = Span()

        mutating func include(_ other: Extent) {
            identifiers.include(other.identifiers)
            scopes.include(other.scopes)
            functions.include(other.functions)
        }
    }

    static func analyze(_ program: Program, context: ParseContext, scopeCount: Int, functionCount: Int,
                        identifierCount: Int) throws -> ScopeTree {
        var analyzer = ScopeAnalyzer(source: program.source, context: context,
                                     scopes: Array(repeating: nil, count: scopeCount),
                                     functions: Array(repeating: nil, count: functionCount),
                                     resolutions: Array(repeating: .global, count: identifierCount),
                                     extents: Array(repeating: Extent(), count: functionCount))
        try analyzer.visitProgram(program)
        analyzer.resolveAll()
        return analyzer.makeTree()
    }

    // MARK: Errors

    func error(_ message: String, at location: SourceLocation) -> SyntaxError {
        SyntaxError(message: message, sourceName: source.name, line: location.line, column: location.column, offset: location.start)
    }

    /// The redeclaration error, reported where the later of the two declarations is, as V8
    /// does (lexical names are declared before `var`s, so the walk may meet them first).
    func redeclared(_ identifier: Identifier, conflictingWith existing: Binding? = nil) -> SyntaxError {
        var location = identifier.location
        if let existing, existing.location.start > location.start, existing.location.line > 0 { location = existing.location }
        return error("Identifier '\(identifier.name)' has already been declared", at: location)
    }

    // MARK: Scopes

    mutating func makeScope(_ id: ScopeID?, kind: Scope.Kind, parent: AnalysisScope?, isStrict: Bool) -> AnalysisScope {
        let scope = AnalysisScope(id: id, kind: kind, parent: parent, function: currentFunction, isStrict: isStrict)
        if let id, id >= 0, id < scopes.count {
            scopes[id] = scope
            creationOrder.append(id)
            if let function = currentFunction, function >= 0, function < extents.count {
                extents[function].scopes.include(id)
            }
        }
        return scope
    }

    mutating func reference(_ identifier: Identifier, in scope: AnalysisScope) {
        references.append(Reference(id: identifier.id, name: identifier.name, scope: scope))
        if let function = currentFunction, function >= 0, function < extents.count, identifier.id >= 0 {
            extents[function].identifiers.include(identifier.id)
        }
    }

    /// Declares the lexical names of a statement list (§13.2.14): `let`, `const`, `class`,
    /// and, in blocks, function declarations.
    func declareLexical(_ statements: [Statement], in scope: AnalysisScope, functionsAreLexical: Bool) throws {
        for statement in statements {
            try declareLexical(statement, in: scope, functionsAreLexical: functionsAreLexical)
        }
    }

    func declareLexical(_ statement: Statement, in scope: AnalysisScope, functionsAreLexical: Bool) throws {
        switch statement.kind {
        case .variableDeclaration(let declaration) where declaration.kind != .var:
            var names: [Identifier] = []
            for declarator in declaration.declarators { Parser.boundNames(of: declarator.target, into: &names) }
            for name in names {
                try declareLexicalName(name, kind: declaration.kind == .const ? .const : .let, in: scope)
            }
        case .classDeclaration(let node):
            if let name = node.name { try declareLexicalName(name, kind: .class, in: scope) }
        case .importDeclaration(let names):
            for name in names { try declareLexicalName(name, kind: .import, in: scope) }
        case .exportDefault(let name, _):
            try declareLexicalName(name, kind: .const, in: scope)
        case .functionDeclaration(let function) where functionsAreLexical:
            guard let name = function.name else { return }
            // §B.3.3.4: duplicate plain function declarations in a sloppy block are allowed.
            let isPlain = !function.isAsync && !function.isGenerator
            if scope.binding(named: name.name) != nil {
                if !scope.isStrict && isPlain && scope.plainFunctionNames.contains(name.name) {
                    return
                }
                throw redeclared(name)
            }
            try checkCatchParameterConflict(name, scope: scope)
            scope.add(name.name, kind: .function, at: name.location)
            if isPlain { scope.plainFunctionNames.insert(name.name) }
        case .labeled(_, let body):
            try declareLexical(body, in: scope, functionsAreLexical: functionsAreLexical)
        default:
            break
        }
    }

    func declareLexicalName(_ name: Identifier, kind: Binding.Kind, in scope: AnalysisScope) throws {
        if let existing = scope.binding(named: name.name) { throw redeclared(name, conflictingWith: existing) }
        try checkCatchParameterConflict(name, scope: scope)
        scope.add(name.name, kind: kind, at: name.location)
    }

    /// §13.15.1: the block of a catch clause may not redeclare its parameter lexically.
    func checkCatchParameterConflict(_ name: Identifier, scope: AnalysisScope) throws {
        if scope.kind == .block, let parent = scope.parent, parent.kind == .catch, parent.binding(named: name.name) != nil {
            throw redeclared(name)
        }
    }

    /// §13.3.2: a `var` may not cross a scope that declares the same name lexically.
    func checkVarDeclaration(_ name: Identifier, from scope: AnalysisScope) throws {
        var current: AnalysisScope? = scope
        while let candidate = current {
            if candidate.isWith {
                current = candidate.parent
                continue
            }
            if let binding = candidate.binding(named: name.name) {
                switch binding.kind {
                case .catchParameter:
                    // §B.3.4: allowed for a simple catch parameter (for-of included since ES2020).
                    if !candidate.hasSimpleCatchParameter { throw redeclared(name, conflictingWith: binding) }
                case .var, .parameter, .arguments, .calleeName, .privateName:
                    break
                case .import:
                    throw redeclared(name, conflictingWith: binding)
                case .function:
                    if !candidate.isVarScope { throw redeclared(name, conflictingWith: binding) }
                case .let, .const, .class, .classInnerName:
                    if candidate.kind != .class { throw redeclared(name, conflictingWith: binding) }
                }
            }
            if candidate.isVarScope { return }
            current = candidate.parent
        }
    }

    // MARK: Var names (§13.1.5 VarDeclaredNames)

    static func collectVarNames(_ statements: [Statement], into names: inout [(Identifier, Bool)]) {
        for statement in statements { collectVarNames(statement, into: &names) }
    }

    /// Every `var` of a function body, not entering nested functions. The flag marks for-of.
    static func collectVarNames(_ statement: Statement, into names: inout [(Identifier, Bool)]) {
        switch statement.kind {
        case .variableDeclaration(let declaration) where declaration.kind == .var:
            var bound: [Identifier] = []
            for declarator in declaration.declarators { Parser.boundNames(of: declarator.target, into: &bound) }
            names += bound.map { ($0, false) }
        case .block(let block):
            collectVarNames(block.body, into: &names)
        case .if(_, let consequent, let alternate):
            collectVarNames(consequent, into: &names)
            if let alternate { collectVarNames(alternate, into: &names) }
        case .for(let initializer, _, _, let body, _):
            if case .declaration(let declaration) = initializer, declaration.kind == .var {
                var bound: [Identifier] = []
                for declarator in declaration.declarators { Parser.boundNames(of: declarator.target, into: &bound) }
                names += bound.map { ($0, false) }
            }
            collectVarNames(body, into: &names)
        case .forIn(let left, _, let body, _), .forOf(let left, _, let body, _, _):
            if case .declaration(.var, let pattern, _) = left {
                var bound: [Identifier] = []
                Parser.boundNames(of: pattern, into: &bound)
                var isOf = false
                if case .forOf = statement.kind { isOf = true }
                names += bound.map { ($0, isOf) }
            }
            collectVarNames(body, into: &names)
        case .while(_, let body), .doWhile(let body, _), .with(_, let body), .labeled(_, let body):
            collectVarNames(body, into: &names)
        case .switch(_, let cases, _):
            for switchCase in cases { collectVarNames(switchCase.body, into: &names) }
        case .try(let block, let handler, let finalizer):
            collectVarNames(block.body, into: &names)
            if let handler { collectVarNames(handler.body.body, into: &names) }
            if let finalizer { collectVarNames(finalizer.body, into: &names) }
        default:
            break
        }
    }

    // MARK: Var-scope instantiation

    /// Declares the names of a function body or script in its var scope: lexical names,
    /// function declarations, then vars (§9.2.15 steps 27–36, §15.1.11).
    func instantiateVarScope(_ body: [Statement], in scope: AnalysisScope, parameters: AnalysisScope?) throws {
        try declareLexical(body, in: scope, functionsAreLexical: false)
        if let parameters, parameters !== scope {
            // §14.1.2: a parameter name may not be redeclared lexically in the body.
            for binding in scope.bindings where binding.isLexical && parameters.binding(named: binding.name) != nil {
                throw error("Identifier '\(binding.name)' has already been declared", at: binding.location)
            }
        }
        // Without a separate body scope, the parameters are already in `scope`, so
        // `declareLexical` has rejected any lexical redeclaration of them.
        for function in Statement.hoistedFunctions(in: body) {
            guard let name = function.name else { continue }
            if let existing = scope.binding(named: name.name) {
                // §16.2.1.1: a module's top-level functions are lexical declarations.
                if existing.isLexical || scope.isModuleScope { throw redeclared(name, conflictingWith: existing) }
                if existing.kind == .var { scope.bindings[scope.indexByName[name.name] ?? 0].kind = .function }
                continue
            }
            scope.add(name.name, kind: .function, at: name.location)
        }
        var varNames: [(Identifier, Bool)] = []
        ScopeAnalyzer.collectVarNames(body, into: &varNames)
        for (name, _) in varNames {
            if let existing = scope.binding(named: name.name) {
                if existing.isLexical || (scope.isModuleScope && existing.kind == .function) {
                    throw redeclared(name, conflictingWith: existing)
                }
                continue
            }
            if let parameters, parameters !== scope, parameters.binding(named: name.name) != nil {
                // A separate body scope gets its own binding, initialized from the parameter.
                scope.add(name.name, kind: .var, at: name.location)
                continue
            }
            scope.add(name.name, kind: .var, at: name.location)
        }
    }

    // MARK: Programs and functions

    mutating func visitProgram(_ program: Program) throws {
        let kind: Scope.Kind = context.isEval ? .eval : .script
        let scope = makeScope(0, kind: kind, parent: nil, isStrict: program.isStrict)
        try instantiateVarScope(program.body, in: scope, parameters: nil)
        try visitStatements(program.body, in: scope)
    }

    mutating func visitFunction(_ function: FunctionNode, in outer: AnalysisScope) throws {
        let savedFunction = currentFunction
        let savedThisFunction = thisFunction
        defer {
            currentFunction = savedFunction
            thisFunction = savedThisFunction
            if let parent = savedFunction, parent >= 0, parent < extents.count, function.id >= 0, function.id < extents.count {
                extents[parent].include(extents[function.id])
            }
        }
        let parentFunction = currentFunction
        currentFunction = function.id
        if function.id >= 0 && function.id < extents.count {
            extents[function.id].functions.include(function.id)
        }
        if function.kind != .arrow {
            thisFunction = function.id
        } else if let owner = thisFunction,
                  function.usesThis || function.usesSuperProperty || function.usesNewTarget || function.hasDirectEval || function.usesSuperCall {
            functions[owner]?.thisIsCaptured = true
        }
        let parameterScope = makeScope(function.scope, kind: .function, parent: outer, isStrict: function.isStrict)
        // The function a module's body is: no `arguments`, every binding in its environment.
        parameterScope.isModuleScope = context.isModule && parentFunction == nil
        parameterScope.allowsArgumentsObject = function.kind != .arrow && !parameterScope.isModuleScope
        var bodyScope = parameterScope
        if function.bodyScope != function.scope {
            parameterScope.hasSeparateBody = true
            bodyScope = makeScope(function.bodyScope, kind: .functionBody, parent: parameterScope, isStrict: function.isStrict)
        }
        functions[function.id] = FunctionInfo(
            id: function.id, kind: function.kind, scope: function.scope, bodyScope: function.bodyScope, parent: parentFunction,
            thisFunction: function.kind == .arrow ? savedThisFunction : function.id, needsArgumentsObject: false,
            hasMappedArguments: !function.isStrict && function.hasSimpleParameters,
            usesThis: function.usesThis, thisIsCaptured: function.kind != .arrow && function.hasDirectEval,
            hasDirectEval: function.hasDirectEval)
        // Parameters.
        var parameterNames: [Identifier] = []
        for parameter in function.parameters { Parser.boundNames(of: parameter.target, into: &parameterNames) }
        if let rest = function.rest { Parser.boundNames(of: rest, into: &parameterNames) }
        for name in parameterNames where parameterScope.binding(named: name.name) == nil {
            parameterScope.add(name.name, kind: .parameter, at: name.location)
        }
        try instantiateVarScope(function.body, in: bodyScope, parameters: parameterScope)
        // A named function expression sees its own name, unless something inside shadows it.
        if function.isExpression, let name = function.name,
           parameterScope.binding(named: name.name) == nil, bodyScope.binding(named: name.name) == nil {
            parameterScope.add(name.name, kind: .calleeName, at: name.location)
            reference(name, in: parameterScope)
        }
        // `var arguments` names the arguments object itself (§9.2.15 steps 22 and 27).
        if function.kind != .arrow, let index = bodyScope.indexByName["arguments"], bodyScope.bindings[index].kind == .var {
            if bodyScope === parameterScope {
                bodyScope.bindings[index].kind = .arguments
                functions[function.id]?.needsArgumentsObject = true
            } else {
                declareArguments(in: parameterScope)
            }
        }
        // `arguments` for code that may reach it dynamically.
        if function.kind != .arrow && function.hasDirectEval {
            declareArguments(in: parameterScope)
        }
        for parameter in function.parameters {
            try visitPattern(parameter.target, in: parameterScope)
            if let defaultValue = parameter.defaultValue { try visitExpression(defaultValue, in: parameterScope) }
        }
        if let rest = function.rest { try visitPattern(rest, in: parameterScope) }
        try visitStatements(function.body, in: bodyScope)
    }

    /// Adds the `arguments` binding to a non-arrow function's parameter scope, if the
    /// function does not declare that name itself (§9.2.15 steps 15–18).
    @discardableResult
    mutating func declareArguments(in scope: AnalysisScope) -> Int? {
        guard scope.allowsArgumentsObject, let function = scope.function else { return nil }
        if let index = scope.indexByName["arguments"] {
            return scope.bindings[index].kind == .arguments ? index : nil
        }
        if !scope.hasSeparateBody, scope.binding(named: "arguments") != nil { return nil }
        let index = scope.add("arguments", kind: .arguments, at: .none)
        functions[function]?.needsArgumentsObject = true
        return index
    }

    mutating func visitClass(_ node: ClassNode, in outer: AnalysisScope) throws {
        let scope = makeScope(node.scope, kind: .class, parent: outer, isStrict: true)
        if let name = node.name {
            scope.add(name.name, kind: .classInnerName, at: name.location)
        }
        // §15.7.14 step 6: the class's PrivateEnvironment. No source identifier starts with
        // `#`, so these never clash with the class name.
        for name in node.privateNames {
            let index = scope.add(name, kind: .privateName, at: node.location)
            scope.bindings[index].isCaptured = true
        }
        if let superclass = node.superclass { try visitExpression(superclass, in: scope) }
        if let constructor = node.constructor { try visitFunction(constructor, in: scope) }
        for member in node.members {
            if case .computed(let key) = member.key { try visitExpression(key, in: scope) }
            try visitFunction(member.function, in: scope)
        }
        for field in node.fields {
            if case .computed(let key) = field.key { try visitExpression(key, in: scope) }
            if let initializer = field.initializer { try visitFunction(initializer, in: scope) }
        }
        for block in node.staticBlocks {
            try visitFunction(block.body, in: scope)
        }
    }

    // MARK: Statements

    mutating func visitStatements(_ statements: [Statement], in scope: AnalysisScope) throws {
        for statement in statements { try visitStatement(statement, in: scope) }
    }

    mutating func visitBlock(_ block: Block, in outer: AnalysisScope, kind: Scope.Kind = .block) throws {
        let scope = makeScope(block.scope, kind: kind, parent: outer, isStrict: outer.isStrict)
        try declareLexical(block.body, in: scope, functionsAreLexical: true)
        try visitStatements(block.body, in: scope)
    }

    mutating func visitStatement(_ statement: Statement, in scope: AnalysisScope) throws {
        switch statement.kind {
        case .expression(let expression), .directive(let expression, _), .throw(let expression):
            try visitExpression(expression, in: scope)
        case .variableDeclaration(let declaration):
            try visitDeclaration(declaration, in: scope)
        case .functionDeclaration(let function):
            if let name = function.name {
                reference(name, in: scope)
                if !scope.isVarScope && !scope.isStrict && !function.isAsync && !function.isGenerator {
                    try hoistAnnexBFunction(name, from: scope)
                }
            }
            try visitFunction(function, in: scope)
        case .classDeclaration(let node):
            if let name = node.name { reference(name, in: scope) }
            try visitClass(node, in: scope)
        case .block(let block):
            try visitBlock(block, in: scope)
        case .empty, .debugger, .continue, .break:
            break
        case .importDeclaration(let names):
            for name in names { reference(name, in: scope) }
        case .exportDefault(let name, let expression):
            try visitExpression(expression, in: scope)
            reference(name, in: scope)
        case .if(let test, let consequent, let alternate):
            try visitExpression(test, in: scope)
            try visitStatement(consequent, in: scope)
            if let alternate { try visitStatement(alternate, in: scope) }
        case .for(let initializer, let test, let update, let body, let scopeID):
            let head = makeScope(scopeID, kind: .forHead, parent: scope, isStrict: scope.isStrict)
            switch initializer {
            case .declaration(let declaration):
                try declareLexical(Statement(.variableDeclaration(declaration), at: declaration.location), in: head, functionsAreLexical: false)
                try visitDeclaration(declaration, in: head)
            case .expression(let expression):
                try visitExpression(expression, in: head)
            case nil:
                break
            }
            if let test { try visitExpression(test, in: head) }
            if let update { try visitExpression(update, in: head) }
            try visitStatement(body, in: head)
        case .forIn(let left, let right, let body, let scopeID):
            try visitForInOf(left: left, right: right, body: body, scopeID: scopeID, in: scope)
        case .forOf(let left, let right, let body, _, let scopeID):
            try visitForInOf(left: left, right: right, body: body, scopeID: scopeID, in: scope)
        case .while(let test, let body), .doWhile(let body, let test):
            try visitExpression(test, in: scope)
            try visitStatement(body, in: scope)
        case .return(let argument):
            if let argument { try visitExpression(argument, in: scope) }
        case .with(let object, let body):
            try visitExpression(object, in: scope)
            let withScope = AnalysisScope(id: nil, kind: .block, parent: scope, function: currentFunction, isStrict: false, isWith: true)
            try visitStatement(body, in: withScope)
        case .switch(let discriminant, let cases, let scopeID):
            try visitExpression(discriminant, in: scope)
            let caseScope = makeScope(scopeID, kind: .switch, parent: scope, isStrict: scope.isStrict)
            for switchCase in cases {
                try declareLexical(switchCase.body, in: caseScope, functionsAreLexical: true)
            }
            for switchCase in cases {
                if let test = switchCase.test { try visitExpression(test, in: caseScope) }
                try visitStatements(switchCase.body, in: caseScope)
            }
        case .labeled(_, let body):
            try visitStatement(body, in: scope)
        case .try(let block, let handler, let finalizer):
            try visitBlock(block, in: scope)
            if let handler {
                let catchScope = makeScope(handler.scope, kind: .catch, parent: scope, isStrict: scope.isStrict)
                if let parameter = handler.parameter {
                    var names: [Identifier] = []
                    Parser.boundNames(of: parameter, into: &names)
                    for name in names {
                        if catchScope.binding(named: name.name) != nil { throw redeclared(name) }
                        catchScope.add(name.name, kind: .catchParameter, at: name.location)
                    }
                    if case .identifier = parameter.kind { catchScope.hasSimpleCatchParameter = true }
                    try visitPattern(parameter, in: catchScope)
                }
                try visitBlock(handler.body, in: catchScope)
            }
            if let finalizer { try visitBlock(finalizer, in: scope) }
        }
    }

    mutating func visitForInOf(left: ForBinding, right: Expression, body: Statement, scopeID: ScopeID,
                               in scope: AnalysisScope) throws {
        let head = makeScope(scopeID, kind: .forHead, parent: scope, isStrict: scope.isStrict)
        switch left {
        case .declaration(let kind, let pattern, let initializer):
            let declaration = VariableDeclaration(kind: kind, declarators: [VariableDeclarator(target: pattern, initializer: initializer, location: pattern.location)], location: pattern.location)
            if kind != .var {
                try declareLexical(Statement(.variableDeclaration(declaration), at: pattern.location), in: head, functionsAreLexical: false)
            }
            // §13.7.5.12: the right side is evaluated with the head's names in their TDZ.
            try visitExpression(right, in: head)
            try visitDeclaration(declaration, in: head)
        case .pattern(let pattern):
            try visitExpression(right, in: head)
            try visitPattern(pattern, in: head)
        }
        try visitStatement(body, in: head)
    }

    mutating func visitDeclaration(_ declaration: VariableDeclaration, in scope: AnalysisScope) throws {
        for declarator in declaration.declarators {
            if declaration.kind == .var {
                var names: [Identifier] = []
                Parser.boundNames(of: declarator.target, into: &names)
                for name in names { try checkVarDeclaration(name, from: scope) }
            }
            try visitPattern(declarator.target, in: scope)
            if let initializer = declarator.initializer { try visitExpression(initializer, in: scope) }
        }
    }

    /// §B.3.3.1: a sloppy block function also gets a `var` in its function, unless a
    /// `var` of that name would be an error there or it would shadow a parameter.
    mutating func hoistAnnexBFunction(_ name: Identifier, from block: AnalysisScope) throws {
        var current = block.parent
        while let candidate = current {
            if candidate.isWith {
                current = candidate.parent
                continue
            }
            if let binding = candidate.binding(named: name.name) {
                switch binding.kind {
                case .let, .const, .class, .classInnerName:
                    return
                case .function where !candidate.isVarScope:
                    return
                case .catchParameter where !candidate.hasSimpleCatchParameter:
                    return
                case .parameter where candidate.isVarScope || candidate.kind == .function:
                    return
                default:
                    break
                }
            }
            if candidate.isVarScope {
                if candidate.kind == .function, candidate.hasSeparateBody { return }
                var index = candidate.indexByName[name.name]
                if index == nil {
                    if let parameters = candidate.parent, candidate.kind == .functionBody, parameters.binding(named: name.name)?.kind == .parameter {
                        return
                    }
                    index = candidate.add(name.name, kind: .var, at: name.location)
                    if let added = index { candidate.bindings[added].isAnnexBFunctionVar = true }
                } else if let existing = index, candidate.bindings[existing].kind == .calleeName {
                    // The hoisted `var` lives in the function's variable environment, inside
                    // the one that binds a function expression's own name: it shadows it.
                    candidate.bindings[existing].kind = .var
                }
                guard let varIndex = index, let blockIndex = block.indexByName[name.name], let scopeID = candidate.id else { return }
                let target: Resolution = switch candidate.kind {
                case .script: .global
                case .eval where !candidate.isStrict: .dynamic(fallback: .global)
                default: .local(scope: scopeID, index: varIndex)
                }
                block.bindings[blockIndex].annexBVarBinding = target
                return
            }
            current = candidate.parent
        }
    }

    // MARK: Expressions and patterns

    mutating func visitPattern(_ pattern: Pattern, in scope: AnalysisScope) throws {
        switch pattern.kind {
        case .identifier(let identifier):
            reference(identifier, in: scope)
        case .expression(let expression):
            try visitExpression(expression, in: scope)
            notRead(expression)
        case .object(let properties, let rest):
            for property in properties {
                if case .computed(let key) = property.key { try visitExpression(key, in: scope) }
                try visitPattern(property.value.target, in: scope)
                if let defaultValue = property.value.defaultValue { try visitExpression(defaultValue, in: scope) }
            }
            if let rest { try visitPattern(rest, in: scope) }
        case .array(let elements, let rest):
            for element in elements {
                guard let element else { continue }
                try visitPattern(element.target, in: scope)
                if let defaultValue = element.defaultValue { try visitExpression(defaultValue, in: scope) }
            }
            if let rest { try visitPattern(rest, in: scope) }
        }
    }

    /// `expression` was visited where a member expression is not read for its value (a
    /// callee, a target, `delete`'s operand): an `arguments.length` there needs the object.
    mutating func notRead(_ expression: Expression) {
        if let id = expression.argumentsLengthIdentifier?.id { argumentsLengthReads.remove(id) }
    }

    mutating func visitArguments(_ arguments: [Argument], in scope: AnalysisScope) throws {
        for argument in arguments {
            switch argument {
            case .expression(let expression), .spread(let expression):
                try visitExpression(expression, in: scope)
            }
        }
    }

    mutating func visitMember(_ property: MemberProperty, in scope: AnalysisScope) throws {
        if case .computed(let expression) = property { try visitExpression(expression, in: scope) }
    }

    mutating func visitExpression(_ expression: Expression, in scope: AnalysisScope) throws {
        switch expression.kind {
        case .identifier(let identifier):
            reference(identifier, in: scope)
        case .null, .boolean, .number, .bigint, .string, .regularExpression, .this, .newTarget, .importMeta:
            break
        case .template(let template):
            for element in template.expressions { try visitExpression(element, in: scope) }
        case .taggedTemplate(let tag, let template):
            try visitExpression(tag, in: scope)
            notRead(tag)
            for element in template.expressions { try visitExpression(element, in: scope) }
        case .array(let elements):
            for element in elements {
                switch element {
                case .hole: break
                case .expression(let value), .spread(let value): try visitExpression(value, in: scope)
                }
            }
        case .object(let properties):
            for property in properties {
                switch property.kind {
                case .keyValue(let key, let value):
                    if case .computed(let keyExpression) = key { try visitExpression(keyExpression, in: scope) }
                    try visitExpression(value, in: scope)
                case .shorthand(let identifier):
                    reference(identifier, in: scope)
                case .method(let key, _, let function):
                    if case .computed(let keyExpression) = key { try visitExpression(keyExpression, in: scope) }
                    try visitFunction(function, in: scope)
                case .spread(let value), .prototypeSetter(let value):
                    try visitExpression(value, in: scope)
                }
            }
        case .function(let function):
            try visitFunction(function, in: scope)
        case .class(let node):
            try visitClass(node, in: scope)
        case .unary(let op, let operand):
            try visitExpression(operand, in: scope)
            if op == .delete { notRead(operand) }
        case .await(let operand), .optionalChain(let operand):
            try visitExpression(operand, in: scope)
        case .update(_, _, let target):
            try visitPattern(target, in: scope)
        case .binary, .logical:
            // In a loop: flat chains may be very long.
            for operand in expression.chainOperands { try visitExpression(operand, in: scope) }
        case .conditional(let test, let consequent, let alternate):
            try visitExpression(test, in: scope)
            try visitExpression(consequent, in: scope)
            try visitExpression(alternate, in: scope)
        case .assignment(_, let target, let value):
            try visitPattern(target, in: scope)
            try visitExpression(value, in: scope)
        case .sequence(let expressions):
            for element in expressions { try visitExpression(element, in: scope) }
        case .member(let object, let property, _):
            try visitExpression(object, in: scope)
            try visitMember(property, in: scope)
            if let id = expression.argumentsLengthIdentifier?.id { argumentsLengthReads.insert(id) }
        case .superMember(let property):
            try visitMember(property, in: scope)
        case .call(let callee, let arguments, let isOptional):
            try visitExpression(callee, in: scope)
            notRead(callee)
            try visitArguments(arguments, in: scope)
            if case .identifier(let identifier) = callee.kind, identifier.name == "eval", !isOptional {
                noteDirectEval(in: scope)
            }
        case .superCall(let arguments):
            try visitArguments(arguments, in: scope)
        case .new(let callee, let arguments):
            try visitExpression(callee, in: scope)
            try visitArguments(arguments, in: scope)
        case .yield(let argument, _):
            if let argument { try visitExpression(argument, in: scope) }
        }
    }

    /// §18.2.1.1: a direct eval can see every binding in scope and, in sloppy code, add
    /// `var`s to its function's var scope.
    mutating func noteDirectEval(in scope: AnalysisScope) {
        evalScopes.append(scope)
        var current: AnalysisScope? = scope
        while let candidate = current {
            candidate.containsDirectEval = true
            if !scope.isStrict && (candidate.isVarScope || candidate.kind == .function) {
                candidate.mayGainEvalVars = true
                break
            }
            if candidate.isVarScope { break }
            current = candidate.parent
        }
        // Eval code may refer to `arguments` of every enclosing non-arrow function.
        var outer: AnalysisScope? = scope
        while let candidate = outer {
            if candidate.allowsArgumentsObject {
                declareArguments(in: candidate)
                break
            }
            outer = candidate.parent
        }
    }

    // MARK: Resolution

    mutating func resolveAll() {
        // Read in place: copying each reference retained and released its name and scope.
        let references = self.references
        self.references = []
        references.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let id = buffer[index].id
                let resolution = resolve(buffer[index].name, from: Unmanaged.passUnretained(buffer[index].scope))
                if id >= 0 && id < resolutions.count { resolutions[id] = resolution }
                // A dynamic one (inside `with`) may find the binding at run time: not a plain read.
                var binding = resolution
                if case .dynamic(let fallback) = resolution { binding = fallback }
                if case .local(let scopeID, let bindingIndex) = binding, buffer[index].name == "arguments",
                   !argumentsLengthReads.contains(id) || binding != resolution, let scope = scopes[scopeID],
                   scope.bindings[bindingIndex].kind == .arguments, let function = scope.function {
                    argumentsUsedOtherwise.insert(function)
                }
            }
        }
        // Everything a direct eval can see is captured.
        for scope in evalScopes {
            var current: AnalysisScope? = scope
            while let candidate = current {
                for index in candidate.bindings.indices { candidate.bindings[index].isCaptured = true }
                current = candidate.parent
            }
        }
    }

    /// What `name`, used in `start`, refers to. The walk up the scopes holds them unretained
    /// (the reference being resolved keeps its scope and their parents alive): retaining
    /// each scope it passed was half the time of the resolution.
    mutating func resolve(_ name: String, from start: Unmanaged<AnalysisScope>) -> Resolution {
        var isDynamic = false
        var next: Unmanaged<AnalysisScope>? = start
        let referenceFunction = start._withUnsafeGuaranteedRef { $0.function }
        var result: Resolution = context.isEval ? .dynamic(fallback: .global) : .global
        while let current = next {
            let found = current._withUnsafeGuaranteedRef { scope -> Bool in
                next = scope.parent.map { Unmanaged.passUnretained($0) }
                if scope.isWith {
                    isDynamic = true
                    return false
                }
                var index = scope.indexByName[name]
                if index == nil && name == "arguments" && scope.allowsArgumentsObject {
                    index = declareArguments(in: scope)
                }
                guard let index else {
                    if scope.mayGainEvalVars { isDynamic = true }
                    return false
                }
                // The kind alone: copying the binding retained and released its name.
                let kind = scope.bindings[index].kind
                // A `var` made by a sloppy eval in the function shadows its own name.
                if kind == .calleeName && scope.mayGainEvalVars { isDynamic = true }
                if scope.kind == .script {
                    result = .global
                } else if scope.kind == .eval && !scope.isStrict && (kind == .var || kind == .function) {
                    result = .dynamic(fallback: .global)
                } else if let id = scope.id {
                    if scope.function != referenceFunction {
                        scope.bindings[index].isCaptured = true
                    }
                    result = .local(scope: id, index: index)
                }
                return true
            }
            if found { break }
        }
        if isDynamic, case .dynamic = result {} else if isDynamic {
            return .dynamic(fallback: result)
        }
        return result
    }

    // MARK: Output

    func makeTree() -> ScopeTree {
        var tree = ScopeTree()
        tree.scopes.reserveCapacity(scopes.count)
        for (id, scope) in scopes.enumerated() {
            guard let scope else {
                // A scope id the parser made but the walk never reached (none expected).
                tree.scopes.append(Scope(id: id, kind: .block, parent: nil, function: nil, bindings: [], containsDirectEval: false, isStrict: false))
                continue
            }
            var bindings = scope.bindings
            if scope.isModuleScope {
                for index in bindings.indices { bindings[index].isCaptured = true }
            }
            var slot = 0
            for index in bindings.indices where bindings[index].isCaptured {
                bindings[index].environmentIndex = slot
                slot += 1
            }
            var parent = scope.parent
            while let candidate = parent, candidate.id == nil { parent = candidate.parent }
            tree.scopes.append(Scope(id: id, kind: scope.kind, parent: parent?.id, function: scope.function, bindings: bindings,
                                     containsDirectEval: scope.containsDirectEval, isStrict: scope.isStrict))
        }
        tree.functions = functions.enumerated().map { id, info in
            var info = info ?? FunctionInfo(id: id, kind: .normal, scope: 0, bodyScope: 0, parent: nil, thisFunction: nil,
                                            needsArgumentsObject: false, hasMappedArguments: false, usesThis: false,
                                            thisIsCaptured: false, hasDirectEval: false)
            if info.needsArgumentsObject, !info.hasDirectEval, !argumentsUsedOtherwise.contains(id),
               let scope = scopes[info.scope],
               let binding = scope.indexByName["arguments"].map({ scope.bindings[$0] }),
               binding.kind == .arguments, !binding.isCaptured,
               // A body `var arguments` starts as the object (§10.2.11 step 28.f.i.4).
               info.bodyScope == info.scope || scopes[info.bodyScope]?.indexByName["arguments"] == nil {
                info.needsArgumentsObject = false
                info.countsArgumentsOnly = true
            }
            let extent = extents[id]
            info.subtreeIdentifiers = extent.identifiers.range
            info.subtreeScopes = extent.scopes.range
            info.subtreeFunctions = extent.functions.range
            return info
        }
        // Scopes are created as the walk enters them, so this order is outermost first.
        for id in creationOrder {
            if let function = tree.scopes[id].function, function >= 0, function < tree.functions.count {
                tree.functions[function].scopes.append(id)
            }
        }
        tree.resolutions = resolutions
        return tree
    }
}

extension Expression {
    /// The `arguments` identifier when this is `arguments.length` (what
    /// `FunctionInfo.countsArgumentsOnly` is about).
    public var argumentsLengthIdentifier: Identifier? {
        guard case .member(let object, .name("length"), _) = kind,
              case .identifier(let identifier) = object.kind, identifier.name == "arguments"
        else { return nil }
        return identifier
    }
}

// Functions, arrows, methods and classes: ECMAScript 2020 §14.

extension Parser {
    // MARK: Function declarations and expressions (§14.1)

    func parseFunctionDeclaration(start: SourceLocation, isAsync: Bool) throws -> Statement {
        try expectKeyword("function")
        let isGenerator = try eat(.star)
        if at(.leftParen) { throw error("Function statements require a function name", at: token) }
        // The name of a declaration is bound in the enclosing scope, so the enclosing
        // context decides whether `yield`/`await` may be used.
        let name = try parseFunctionName()
        let function = try parseFunctionRest(start: start, name: name, kind: .normal, isAsync: isAsync,
                                             isGenerator: isGenerator, isExpression: false)
        return Statement(.functionDeclaration(function), at: function.location)
    }

    func parseFunctionExpression(start: SourceLocation, isAsync: Bool) throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        try expectKeyword("function")
        let isGenerator = try eat(.star)
        var name: Identifier?
        if !at(.leftParen) {
            // The name of an expression is bound inside it: its own kind decides.
            name = try withContext({ $0.isGenerator = isGenerator; $0.isAsync = isAsync }) { try parseFunctionName() }
        }
        let function = try parseFunctionRest(start: start, name: name, kind: .normal, isAsync: isAsync,
                                             isGenerator: isGenerator, isExpression: true)
        return Expression(.function(function), at: function.location)
    }

    func parseFunctionName() throws -> Identifier {
        let start = mark()
        let name = try parseIdentifierName(forBinding: true)
        return makeIdentifier(name, at: finish(start))
    }

    /// A method of an object literal or class; `start` is where its source text begins.
    func parseMethod(start: SourceLocation, kind: FunctionKind, isAsync: Bool, isGenerator: Bool) throws -> FunctionNode {
        try enterNesting()
        defer { leaveNesting() }
        return try parseFunctionRest(start: start, name: nil, kind: kind, isAsync: isAsync, isGenerator: isGenerator, isExpression: true)
    }

    /// The context a new non-arrow function's parameters and body are parsed in.
    func makeFunctionContext(kind: FunctionKind, isAsync: Bool, isGenerator: Bool) -> FunctionContext {
        var inner = FunctionContext(isStrict: context.isStrict)
        inner.isAsync = isAsync
        inner.isGenerator = isGenerator
        inner.allowsNewTarget = true
        inner.allowsReturn = true
        switch kind {
        case .method, .getter, .setter, .baseConstructor:
            inner.allowsSuperProperty = true
        case .derivedConstructor:
            inner.allowsSuperProperty = true
            inner.allowsSuperCall = true
        case .normal, .arrow:
            break
        }
        return inner
    }

    /// Parameters and body of a non-arrow function, with the checks that depend on both
    /// (§14.1.2 Static Semantics: Early Errors).
    func parseFunctionRest(start: SourceLocation, name: Identifier?, kind: FunctionKind, isAsync: Bool,
                           isGenerator: Bool, isExpression: Bool) throws -> FunctionNode {
        let outer = context
        let savedYield = lastYieldOrAwaitOffset
        let savedAwaitIdentifier = lastAwaitIdentifierOffset
        let savedForInit = isInForInitializer
        let savedLabelledFunctionOffset = labelledFunctionForbiddenOffset
        isInForInitializer = false
        context = makeFunctionContext(kind: kind, isAsync: isAsync, isGenerator: isGenerator)
        defer {
            context = outer
            lastYieldOrAwaitOffset = savedYield
            lastAwaitIdentifierOffset = savedAwaitIdentifier
            isInForInitializer = savedForInit
            labelledFunctionForbiddenOffset = savedLabelledFunctionOffset
        }
        let parametersToken = token
        context.isInParameters = true
        let (parameters, rest) = try parseFormalParameters()
        context.isInParameters = false
        switch kind {
        case .getter where !parameters.isEmpty || rest != nil:
            throw error("Getter must not have any formal parameters.", at: parametersToken)
        case .setter where parameters.count != 1 || rest != nil:
            throw error("Setter must have exactly one formal parameter.", at: parametersToken)
        default:
            break
        }
        let (body, bodyLocation) = try parseFunctionBody(hasSimpleParameters: Parser.isSimple(parameters, rest: rest))
        try checkParameters(parameters, rest: rest, allowsDuplicates: kind == .normal && !context.isStrict)
        if context.isStrict, let name {
            try checkStrictBindingName(name)
        }
        return makeFunctionNode(name: name, kind: kind, isAsync: isAsync, isGenerator: isGenerator, isExpression: isExpression,
                                parameters: parameters, rest: rest, body: body, isConciseArrow: false,
                                location: finish(start), bodyLocation: bodyLocation, uses: context.uses)
    }

    func makeFunctionNode(name: Identifier?, kind: FunctionKind, isAsync: Bool, isGenerator: Bool, isExpression: Bool,
                          parameters: [PatternElement], rest: Pattern?, body: [Statement], isConciseArrow: Bool,
                          location: SourceLocation, bodyLocation: SourceLocation, uses: FunctionUses) -> FunctionNode {
        let isSimple = Parser.isSimple(parameters, rest: rest)
        let scope = makeScopeID()
        let hasExpressions = parameters.contains { $0.defaultValue != nil || Parser.containsExpression($0.target) }
            || rest.map(Parser.containsExpression) ?? false
        let bodyScope = hasExpressions ? makeScopeID() : scope
        let length = parameters.firstIndex { $0.defaultValue != nil } ?? parameters.count
        return FunctionNode(id: makeFunctionID(), name: name, kind: kind, isGenerator: isGenerator, isAsync: isAsync,
                            isExpression: isExpression, isStrict: context.isStrict, hasSimpleParameters: isSimple,
                            parameters: parameters, rest: rest, body: body, isConciseArrow: isConciseArrow, length: length,
                            scope: scope, bodyScope: bodyScope, location: location, bodyLocation: bodyLocation,
                            usesArguments: uses.arguments, usesThis: uses.this, usesSuperProperty: uses.superProperty,
                            usesSuperCall: uses.superCall, usesNewTarget: uses.newTarget, hasDirectEval: uses.directEval)
    }

    static func isSimple(_ parameters: [PatternElement], rest: Pattern?) -> Bool {
        guard rest == nil else { return false }
        return parameters.allSatisfy { element in
            if element.defaultValue != nil { return false }
            if case .identifier = element.target.kind { return true }
            return false
        }
    }

    /// §14.1.3 ContainsExpression: computed keys or defaults inside a pattern.
    static func containsExpression(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .identifier, .expression:
            return false
        case .object(let properties, let rest):
            return properties.contains { property in
                if case .computed = property.key { return true }
                return property.value.defaultValue != nil || containsExpression(property.value.target)
            } || rest.map(containsExpression) ?? false
        case .array(let elements, let rest):
            return elements.contains { element in
                guard let element else { return false }
                return element.defaultValue != nil || containsExpression(element.target)
            } || rest.map(containsExpression) ?? false
        }
    }

    /// §14.1 FormalParameters: `(a, b = 1, [c], ...d)`.
    func parseFormalParameters() throws -> ([PatternElement], Pattern?) {
        try expect(.leftParen)
        var parameters: [PatternElement] = []
        var rest: Pattern?
        while !at(.rightParen) {
            if try eat(.ellipsis) {
                rest = try parseBindingTarget()
                if at(.assign) { throw error("Rest parameter may not have a default initializer", at: token) }
                if !at(.rightParen) { throw error("Rest parameter must be last formal parameter", at: token) }
                break
            }
            parameters.append(try parseBindingElement())
            if !at(.rightParen) { try expect(.comma) }
            if parameters.count >= Parser.maximumParameterCount && !at(.rightParen) {
                throw error("Too many parameters in function definition (only \(Parser.maximumParameterCount) allowed)", at: token)
            }
        }
        try expect(.rightParen)
        return (parameters, rest)
    }

    /// V8's limits, so that `new Function(...a million names)` fails at once as in node
    /// instead of compiling a frame of a million slots.
    public static let maximumParameterCount = 65534
    public static let maximumArgumentCount = 65535

    /// `{ directives statements }`; a `"use strict"` directive makes the function strict,
    /// which its parameters must then allow (§14.1.2: not with non-simple parameters).
    func parseFunctionBody(hasSimpleParameters: Bool) throws -> ([Statement], SourceLocation) {
        try expect(.leftBrace)
        let bodyStart = mark()
        var body = try parseDirectivePrologue()
        if !hasSimpleParameters, let directive = body.first(where: Parser.isUseStrictDirective) {
            throw error("Illegal 'use strict' directive in function with non-simple parameter list", at: directive.location)
        }
        while !at(.rightBrace) {
            if token.kind == .endOfInput { throw unexpected() }
            body.append(try parseStatementListItem())
        }
        let bodyLocation = SourceLocation(start: bodyStart.start, end: token.start, line: bodyStart.line, column: bodyStart.column)
        try advance()
        return (body, bodyLocation)
    }

    static func isUseStrictDirective(_ statement: Statement) -> Bool {
        if case .directive(_, let raw) = statement.kind, raw == "use strict" { return true }
        return false
    }

    /// Duplicate names, and in strict code `eval`/`arguments`/reserved words, known only once
    /// the body's directives are read.
    func checkParameters(_ parameters: [PatternElement], rest: Pattern?, allowsDuplicates: Bool) throws {
        var names: [Identifier] = []
        for parameter in parameters { Parser.boundNames(of: parameter.target, into: &names) }
        if let rest { Parser.boundNames(of: rest, into: &names) }
        let isSimple = Parser.isSimple(parameters, rest: rest)
        var seen = Set<String>()
        for name in names {
            if !seen.insert(name.name).inserted && !(allowsDuplicates && isSimple) {
                throw error("Duplicate parameter name not allowed in this context", at: name.location)
            }
            if context.isStrict {
                try checkStrictBindingName(name)
            }
        }
    }

    func checkStrictBindingName(_ name: Identifier) throws {
        if name.name == "eval" || name.name == "arguments" {
            throw error("Unexpected eval or arguments in strict mode", at: name.location)
        }
        if Parser.isStrictReservedWord(name.name) {
            throw error("Unexpected strict mode reserved word", at: name.location)
        }
    }

    // MARK: Arrow functions (§14.2, §14.8)

    func parseArrowFunction(start: SourceLocation, parameters: [PatternElement], rest: Pattern?, isAsync: Bool,
                            parameterUses: FunctionUses) throws -> Expression {
        guard at(.arrow) else { throw unexpected() }
        if token.hasNewlineBefore { throw unexpected() }
        if parameters.count + (rest == nil ? 0 : 1) > Parser.maximumParameterCount {
            throw error("Malformed arrow function parameter list", at: start)
        }
        if isAsync {
            var names: [Identifier] = []
            for parameter in parameters { Parser.boundNames(of: parameter.target, into: &names) }
            if let rest { Parser.boundNames(of: rest, into: &names) }
            if let awaitName = names.first(where: { $0.name == "await" }) {
                throw error("Unexpected reserved word", at: awaitName.location)
            }
        }
        try advance()
        let outer = context
        let savedYield = lastYieldOrAwaitOffset
        let savedLabelledFunctionOffset = labelledFunctionForbiddenOffset
        var inner = FunctionContext(isStrict: outer.isStrict)
        inner.isAsync = isAsync
        inner.isArrow = true
        inner.allowsNewTarget = outer.allowsNewTarget
        inner.allowsSuperProperty = outer.allowsSuperProperty
        inner.allowsSuperCall = outer.allowsSuperCall
        inner.allowsReturn = true
        context = inner
        defer {
            let uses = context.uses
            context = outer
            context.uses.formUnion(uses)
            lastYieldOrAwaitOffset = savedYield
            labelledFunctionForbiddenOffset = savedLabelledFunctionOffset
        }
        var body: [Statement]
        let bodyLocation: SourceLocation
        let isConcise = !at(.leftBrace)
        if isConcise {
            let expression = try parseAssignment()
            bodyLocation = expression.location
            body = [Statement(.return(expression), at: expression.location)]
        } else {
            let savedForInit = isInForInitializer
            isInForInitializer = false
            (body, bodyLocation) = try parseFunctionBody(hasSimpleParameters: Parser.isSimple(parameters, rest: rest))
            isInForInitializer = savedForInit
        }
        try checkParameters(parameters, rest: rest, allowsDuplicates: false)
        var uses = parameterUses
        uses.formUnion(context.uses)
        let function = makeFunctionNode(name: nil, kind: .arrow, isAsync: isAsync, isGenerator: false, isExpression: true,
                                        parameters: parameters, rest: rest, body: body, isConciseArrow: isConcise,
                                        location: finish(start), bodyLocation: bodyLocation, uses: uses)
        return Expression(.function(function), at: function.location)
    }

    // MARK: Classes (§14.6)

    func parseClassDeclaration() throws -> Statement {
        let expression = try parseClass(isExpression: false)
        guard case .class(let node) = expression.kind else { throw unexpected() }
        return Statement(.classDeclaration(node), at: expression.location)
    }

    /// A class declaration or expression. All of it is strict code (§10.2.1).
    func parseClass(isExpression: Bool) throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        try advance()
        let wasStrict = context.isStrict
        context.isStrict = true
        defer { context.isStrict = wasStrict }
        var name: Identifier?
        if token.kind == .identifier && !atKeyword("extends") {
            let nameToken = token
            name = try parseFunctionName()
            if nameToken.name == "let" || nameToken.name == "static" || nameToken.name == "yield" {
                throw error("Unexpected strict mode reserved word", at: nameToken)
            }
        } else if !isExpression {
            throw unexpected()
        }
        var superclass: Expression?
        if try eatKeyword("extends") {
            var cover = CoverGrammar()
            let heritage = try parseLeftHandSide(cover: &cover)
            try cover.check(self)
            if isArrowJustParsed(heritage) { throw error("Unexpected token '=>'", at: heritage.location) }
            superclass = heritage
        }
        try expect(.leftBrace)
        privateNameScopes.append(PrivateNameScope())
        var constructor: FunctionNode?
        var members: [ClassMember] = []
        var fields: [ClassField] = []
        var staticBlocks: [ClassStaticBlock] = []
        while !at(.rightBrace) {
            if try eat(.semicolon) { continue }
            var memberStart = mark()
            var isStatic = false
            if atKeyword("static"), try peek().isPunctuator(.leftBrace) {
                try advance()
                let body = try parseStaticBlock(start: memberStart)
                staticBlocks.append(ClassStaticBlock(body: body, fieldIndex: fields.count, location: finish(memberStart)))
                continue
            }
            if atKeyword("static") {
                // `static(){}`, `static = 1`, `static;` name a member "static".
                let next = try peek()
                if !(next.isPunctuator(.leftParen) || next.isPunctuator(.assign) || next.isPunctuator(.semicolon) || next.isPunctuator(.rightBrace)) {
                    try advance()
                    isStatic = true
                    memberStart = mark()
                }
            }
            let prefix = try parseMethodPrefix()
            let keyToken = token
            let key = try parsePropertyKey(allowsPrivateName: true)
            let isPrivate = keyToken.kind == .privateName
            if isPrivate {
                let kind: PrivateNameScope.Kind = !at(.leftParen) ? .field
                    : prefix.kind == .getter ? .getter : prefix.kind == .setter ? .setter : .method
                try declarePrivateName(keyToken.name, kind: kind, isStatic: isStatic, at: keyToken)
            }
            let isNamedKey = keyToken.kind == .identifier || keyToken.kind == .string
            let keyName: String? = if case .name(let units) = key, isNamedKey { String(decoding: units, as: UTF16.self) } else { nil }
            if !at(.leftParen) {
                // A field (ES2022 §15.7.1): `key = value;`, `key;`, ended by ASI like a statement.
                if prefix.isAsync || prefix.isGenerator || prefix.kind != .method { throw unexpected() }
                if keyName == "constructor" { throw error("Classes may not have a field named 'constructor'", at: keyToken) }
                if isStatic && keyName == "prototype" {
                    throw error("Classes may not have a static property named 'prototype'", at: keyToken)
                }
                var initializer: FunctionNode?
                if try eat(.assign) {
                    initializer = try parseFieldInitializer()
                }
                try consumeSemicolon()
                fields.append(ClassField(key: key, isStatic: isStatic, isPrivate: isPrivate, initializer: initializer,
                                         memberIndex: members.count, location: finish(memberStart)))
                continue
            }
            if !isStatic && keyName == "constructor" {
                if prefix.kind == .getter || prefix.kind == .setter {
                    throw error("Class constructor may not be an accessor", at: keyToken)
                }
                if prefix.isGenerator { throw error("Class constructor may not be a generator", at: keyToken) }
                if prefix.isAsync { throw error("Class constructor may not be an async method", at: keyToken) }
                if constructor != nil { throw error("A class may only have one constructor", at: keyToken) }
                constructor = try parseMethod(start: memberStart, kind: superclass == nil ? .baseConstructor : .derivedConstructor,
                                              isAsync: false, isGenerator: false)
                continue
            }
            if isStatic && keyName == "prototype" {
                throw error("Classes may not have a static property named 'prototype'", at: keyToken)
            }
            let functionKind: FunctionKind = switch prefix.kind {
            case .method: .method
            case .getter: .getter
            case .setter: .setter
            }
            let function = try parseMethod(start: memberStart, kind: functionKind, isAsync: prefix.isAsync, isGenerator: prefix.isGenerator)
            members.append(ClassMember(key: key, isStatic: isStatic, kind: prefix.kind, function: function, isPrivate: isPrivate,
                                       location: finish(memberStart)))
        }
        try advance()
        let privateNames = try closePrivateNameScope()
        let node = ClassNode(name: name, superclass: superclass, constructor: constructor, members: members, fields: fields,
                             staticBlocks: staticBlocks, scope: makeScopeID(), privateNames: privateNames, location: finish(start))
        return Expression(.class(node), at: node.location)
    }

    /// Declares `#name` in the innermost class body (ES2022 §15.7.1: once, or as one getter
    /// and one setter of the same placement; never `#constructor`).
    func declarePrivateName(_ name: String, kind: PrivateNameScope.Kind, isStatic: Bool, at token: Token) throws {
        guard !privateNameScopes.isEmpty else { throw unexpected(token) }
        let index = privateNameScopes.count - 1
        if name == "constructor" {
            // V8's words (§15.7.1 early error: no `#constructor`).
            throw error(kind == .field ? "Classes may not have a field named 'constructor'"
                                       : "Class constructor may not be a private method", at: token)
        }
        if let existing = privateNameScopes[index].declared[name] {
            let isAccessorPair = existing.isStatic == isStatic
                && ((existing.kind == .getter && kind == .setter) || (existing.kind == .setter && kind == .getter))
            if !isAccessorPair { throw error("Identifier '#\(name)' has already been declared", at: token) }
            privateNameScopes[index].declared[name] = (.method, isStatic)
            return
        }
        privateNameScopes[index].declared[name] = (kind, isStatic)
        privateNameScopes[index].order.append(name)
    }

    /// Ends a class body: names it does not declare are passed to the enclosing class, or
    /// are an error at the top.
    func closePrivateNameScope() throws -> [String] {
        guard let scope = privateNameScopes.popLast() else { return [] }
        for reference in scope.references where scope.declared[reference.name] == nil {
            if privateNameScopes.isEmpty {
                if !parseContext.privateNames.contains("#" + reference.name) {
                    throw error("Private field '#\(reference.name)' must be declared in an enclosing class", at: reference.location)
                }
            } else {
                privateNameScopes[privateNameScopes.count - 1].references.append(reference)
            }
        }
        return scope.order.map { "#" + $0 }
    }

    /// `static { … }` as a method-like function (ES2022 §15.7.1: no `arguments`, no
    /// `await`, no `return`; `this` is the class and `super.x` works).
    func parseStaticBlock(start: SourceLocation) throws -> FunctionNode {
        let outer = context
        let savedYield = lastYieldOrAwaitOffset
        let savedForInit = isInForInitializer
        let savedLabelledFunctionOffset = labelledFunctionForbiddenOffset
        isInForInitializer = false
        context = makeFunctionContext(kind: .method, isAsync: false, isGenerator: false)
        context.allowsReturn = false
        context.isInStaticBlock = true
        defer {
            context = outer
            lastYieldOrAwaitOffset = savedYield
            isInForInitializer = savedForInit
            labelledFunctionForbiddenOffset = savedLabelledFunctionOffset
        }
        let bodyStart = mark()
        try expect(.leftBrace)
        var body: [Statement] = []
        while !at(.rightBrace) {
            if token.kind == .endOfInput { throw unexpected() }
            body.append(try parseStatementListItem())
        }
        try advance()
        if context.uses.arguments {
            throw error("'arguments' is not allowed in class field initializer or static initialization block", at: bodyStart)
        }
        return makeFunctionNode(name: nil, kind: .method, isAsync: false, isGenerator: false, isExpression: true,
                                parameters: [], rest: nil, body: body, isConciseArrow: false,
                                location: finish(start), bodyLocation: finish(bodyStart), uses: context.uses)
    }

    /// The initializer of a class field, as a function returning its value. It is strict,
    /// may use `super.x` and `this`, and may not use `arguments` (ES2022 §15.7.1).
    func parseFieldInitializer() throws -> FunctionNode {
        let outer = context
        let savedYield = lastYieldOrAwaitOffset
        let savedForInit = isInForInitializer
        isInForInitializer = false
        context = makeFunctionContext(kind: .method, isAsync: false, isGenerator: false)
        defer {
            context = outer
            lastYieldOrAwaitOffset = savedYield
            isInForInitializer = savedForInit
        }
        let value = try parseAssignment()
        if context.uses.arguments {
            throw error("'arguments' is not allowed in class field initializer or static initialization block", at: value.location)
        }
        return makeFunctionNode(name: nil, kind: .method, isAsync: false, isGenerator: false, isExpression: true,
                                parameters: [], rest: nil, body: [Statement(.return(value), at: value.location)], isConciseArrow: false,
                                location: value.location, bodyLocation: value.location, uses: context.uses)
    }

    // MARK: The pieces given to the Function constructor

    func parseStandaloneParameters(isGenerator: Bool, isAsync: Bool) throws {
        context = makeFunctionContext(kind: .normal, isAsync: isAsync, isGenerator: isGenerator)
        context.isInParameters = true
        while token.kind != .endOfInput {
            if try eat(.ellipsis) {
                _ = try parseBindingTarget()
                if token.kind != .endOfInput { throw unexpected() }
                break
            }
            _ = try parseBindingElement()
            if token.kind != .endOfInput { try expect(.comma) }
        }
    }

    func parseStandaloneBody(isGenerator: Bool, isAsync: Bool) throws {
        context = makeFunctionContext(kind: .normal, isAsync: isAsync, isGenerator: isGenerator)
        _ = try parseDirectivePrologue()
        while token.kind != .endOfInput {
            _ = try parseStatementListItem()
        }
    }
}

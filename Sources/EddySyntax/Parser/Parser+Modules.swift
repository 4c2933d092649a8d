// The Module goal (ECMAScript §16.2): import and export declarations, `import.meta`, and the
// early errors of a module as a whole. The body is parsed as that of an async function (see
// `ModuleSyntax`), strict, where `await` is an operator at the top level.

extension Parser {
    /// Parses and analyses a module.
    /// - Throws: `SyntaxError` for any syntax or early error.
    public static func parseModule(_ source: SourceText, context: ParseContext = .module) throws(SyntaxError) -> ParsedModule {
        let result: Result<ParsedModule, SyntaxError> = withDeepStack(ifLessThan: stackNeeded(forParsing: source.units.count)) {
            Result { () throws(SyntaxError) -> ParsedModule in
                do {
                    return try parseModuleOnCurrentThread(source, context: context)
                } catch let error as SyntaxError {
                    throw error
                } catch {
                    throw SyntaxError(message: "\(error)", sourceName: source.name, line: 1, column: 1, offset: 0)
                }
            }
        }
        return try result.get()
    }

    static func parseModuleOnCurrentThread(_ source: SourceText, context: ParseContext) throws -> ParsedModule {
        var moduleContext = context
        moduleContext.isModule = true
        moduleContext.isStrict = true
        let parser = try Parser(source: source, context: moduleContext)
        parser.module = ModuleSyntax()
        parser.context = parser.makeFunctionContext(kind: .normal, isAsync: true, isGenerator: false)
        parser.context.isStrict = true
        parser.context.allowsReturn = false
        parser.context.allowsNewTarget = false
        parser.context.isModuleTopLevel = true
        var body: [Statement] = []
        while parser.token.kind != .endOfInput {
            body.append(try parser.parseModuleItem())
        }
        try parser.checkPrivateNamesResolved()
        let whole = SourceLocation(start: 0, end: source.units.count, line: 1, column: 1)
        let function = parser.makeFunctionNode(name: nil, kind: .normal, isAsync: true, isGenerator: false, isExpression: true,
                                               parameters: [], rest: nil, body: body, isConciseArrow: false,
                                               location: whole, bodyLocation: whole, uses: parser.context.uses)
        let statement = Statement(.expression(Expression(.function(function), at: whole)), at: whole)
        var program = Program(body: [statement], location: whole, isStrict: true, scope: 0, scopes: ScopeTree(), source: source)
        program.scopes = try ScopeAnalyzer.analyze(program, context: moduleContext, scopeCount: parser.nextScopeID,
                                                   functionCount: parser.nextFunctionID, identifierCount: parser.nextIdentifierID)
        let module = ParsedModule(program: program, function: function, syntax: parser.module ?? ModuleSyntax())
        try parser.checkExports(of: module)
        return module
    }

    /// §16.2.1.1 Static Semantics: Early Errors of a Module: exported names are unique, and
    /// every local export names a declaration of the module.
    func checkExports(of module: ParsedModule) throws {
        var seen: Set<String> = []
        for entry in module.syntax.exports {
            if !seen.insert(entry.exportName).inserted {
                throw error("Duplicate export of '\(entry.exportName)'", at: entry.location)
            }
            if entry.request == nil, let local = entry.localName, module.slot(of: local) == nil {
                throw error("Export '\(local)' is not defined in module", at: entry.location)
            }
        }
    }

    // MARK: Module items

    /// §16.2 ModuleItem: an import or export declaration, or a statement list item.
    func parseModuleItem() throws -> Statement {
        if atKeyword("import") {
            let next = try peek()
            if !next.isPunctuator(.leftParen) && !next.isPunctuator(.dot) { return try parseImportDeclaration() }
        }
        if atKeyword("export") { return try parseExportDeclaration() }
        return try parseStatementListItem()
    }

    /// §16.2.2 ImportDeclaration.
    func parseImportDeclaration() throws -> Statement {
        let start = mark()
        try advance()
        var bindings: [(importName: String?, local: Identifier)] = []
        if token.kind != .string {
            if token.kind == .identifier && !at(.leftBrace) {
                bindings.append(("default", try parseImportedBinding()))
                if !(try eat(.comma)) {
                    return try finishImport(start: start, bindings: bindings, hasFromClause: true)
                }
            }
            if try eat(.star) {
                try expectKeyword("as")
                bindings.append((nil, try parseImportedBinding()))
            } else if at(.leftBrace) {
                try advance()
                while !at(.rightBrace) {
                    let nameToken = token
                    let (name, isString) = try parseModuleExportName()
                    if try eatKeyword("as") {
                        bindings.append((name, try parseImportedBinding()))
                    } else {
                        if isString { throw unexpected() }
                        try checkIdentifier(name, token: nameToken, forBinding: true)
                        bindings.append((name, makeIdentifier(name, at: nameToken.location)))
                    }
                    if !(try eat(.comma)) { break }
                }
                try expect(.rightBrace)
            } else {
                throw unexpected()
            }
        }
        return try finishImport(start: start, bindings: bindings, hasFromClause: !bindings.isEmpty || previousTokenWasBrace)
    }

    private var previousTokenWasBrace: Bool { previousEnd > 0 && lexer.source.units[previousEnd - 1] == 0x7D }

    private func finishImport(start: SourceLocation, bindings: [(importName: String?, local: Identifier)],
                              hasFromClause: Bool) throws -> Statement {
        if hasFromClause { try expectKeyword("from") }
        let request = try parseModuleSpecifier()
        try consumeSemicolon()
        for (importName, local) in bindings {
            module?.imports.append(ImportEntry(request: request, importName: importName, localName: local.name,
                                               location: local.location))
        }
        return Statement(.importDeclaration(bindings.map(\.local)), at: finish(start))
    }

    private func parseImportedBinding() throws -> Identifier {
        let pattern = try parseBindingIdentifier(lexicalKind: .let)
        guard case .identifier(let identifier) = pattern.kind else { throw unexpected() }
        return identifier
    }

    /// §16.2.2 ModuleExportName: an IdentifierName or a string of well-formed Unicode.
    func parseModuleExportName() throws -> (name: String, isString: Bool) {
        if token.kind == .string {
            let units = token.value ?? []
            if !Parser.isWellFormed(units) {
                throw error("Invalid module export name: contains unpaired surrogate", at: token)
            }
            try advance()
            return (String(decoding: units, as: UTF16.self), true)
        }
        guard token.kind == .identifier else { throw unexpected() }
        let name = token.name
        try advance()
        return (name, false)
    }

    static func isWellFormed(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit & 0xFC00 == 0xD800 {
                guard index + 1 < units.count, units[index + 1] & 0xFC00 == 0xDC00 else { return false }
                index += 2
                continue
            }
            if unit & 0xFC00 == 0xDC00 { return false }
            index += 1
        }
        return true
    }

    /// The `'specifier'` of a FromClause, with any `with { … }` attributes; its request index.
    private func parseModuleSpecifier() throws -> Int {
        guard token.kind == .string else { throw unexpected() }
        let specifier = String(decoding: token.value ?? [], as: UTF16.self)
        try advance()
        var attributes: [ImportAttribute] = []
        if atKeyword("with") || (atKeyword("assert") && !token.hasNewlineBefore) {
            try advance()
            try expect(.leftBrace)
            while !at(.rightBrace) {
                let keyToken = token
                let key: String
                if token.kind == .string {
                    key = String(decoding: token.value ?? [], as: UTF16.self)
                } else if token.kind == .identifier {
                    key = token.name
                } else {
                    throw unexpected()
                }
                try advance()
                try expect(.colon)
                guard token.kind == .string else { throw unexpected() }
                let value = String(decoding: token.value ?? [], as: UTF16.self)
                try advance()
                if attributes.contains(where: { $0.key == key }) {
                    throw error("Import attribute has duplicate key '\(key)'", at: keyToken)
                }
                attributes.append(ImportAttribute(key: key, value: value))
                if !(try eat(.comma)) { break }
            }
            try expect(.rightBrace)
        }
        return module?.request(ModuleRequest(specifier: specifier, attributes: attributes)) ?? 0
    }

    /// §16.2.3 ExportDeclaration.
    func parseExportDeclaration() throws -> Statement {
        let start = mark()
        try advance()
        if try eat(.star) {
            var exportName: String?
            if try eatKeyword("as") { exportName = try parseModuleExportName().name }
            try expectKeyword("from")
            let request = try parseModuleSpecifier()
            try consumeSemicolon()
            if let exportName {
                module?.exports.append(ExportEntry(exportName: exportName, request: request, importName: nil, localName: nil,
                                                   location: start))
            } else {
                module?.starExports.append(request)
            }
            return Statement(.empty, at: finish(start))
        }
        if try eat(.leftBrace) {
            var specifiers: [(local: String, localToken: Token, isString: Bool, exported: String, location: SourceLocation)] = []
            while !at(.rightBrace) {
                let localToken = token
                let (local, isString) = try parseModuleExportName()
                var exported = local
                if try eatKeyword("as") { exported = try parseModuleExportName().name }
                specifiers.append((local, localToken, isString, exported, localToken.location))
                if !(try eat(.comma)) { break }
            }
            try expect(.rightBrace)
            if atKeyword("from") {
                try advance()
                let request = try parseModuleSpecifier()
                for specifier in specifiers {
                    module?.exports.append(ExportEntry(exportName: specifier.exported, request: request,
                                                       importName: specifier.local, localName: nil, location: specifier.location))
                }
            } else {
                for specifier in specifiers {
                    // §16.2.3.1: a local export names an IdentifierReference.
                    if specifier.isString { throw unexpected(specifier.localToken) }
                    try checkIdentifier(specifier.local, token: specifier.localToken, forBinding: false)
                    module?.exports.append(ExportEntry(exportName: specifier.exported, request: nil, importName: nil,
                                                       localName: specifier.local, location: specifier.location))
                }
            }
            try consumeSemicolon()
            return Statement(.empty, at: finish(start))
        }
        if atKeyword("default") {
            return try parseExportDefault(start: start)
        }
        let statement: Statement
        if atKeyword("var") {
            statement = try parseStatement()
        } else if try atKeyword("let") || atKeyword("const") || atKeyword("function") || atKeyword("class")
                    || (atKeyword("async") && isAsyncFunctionStart()) {
            statement = try parseStatementListItem()
        } else {
            throw unexpected()
        }
        var names: [Identifier] = []
        switch statement.kind {
        case .variableDeclaration(let declaration):
            for declarator in declaration.declarators { Parser.boundNames(of: declarator.target, into: &names) }
        case .functionDeclaration(let function):
            if let name = function.name { names.append(name) }
        case .classDeclaration(let node):
            if let name = node.name { names.append(name) }
        default:
            break
        }
        for name in names {
            module?.exports.append(ExportEntry(exportName: name.name, request: nil, importName: nil, localName: name.name,
                                               location: name.location))
        }
        return statement
    }

    /// `export default` a hoistable declaration, a class, or an expression; the anonymous
    /// forms bind the local name `*default*`.
    private func parseExportDefault(start: SourceLocation) throws -> Statement {
        let defaultToken = token
        try advance()
        let declarationStart = mark()
        var isAsync = false
        if atKeyword("async"), try isAsyncFunctionStart() {
            isAsync = true
            try advance()
        }
        if atKeyword("function") {
            var lookahead = lexer
            var afterFunction = try lookahead.next()
            if afterFunction.isPunctuator(.star) { afterFunction = try lookahead.next() }
            if afterFunction.isPunctuator(.leftParen) {
                try advance()
                let isGenerator = try eat(.star)
                let name = makeIdentifier(Parser.defaultExportLocalName, at: defaultToken.location)
                let function = try parseFunctionRest(start: declarationStart, name: name, kind: .normal, isAsync: isAsync,
                                                     isGenerator: isGenerator, isExpression: false)
                noteDefaultExport(local: name.name, at: defaultToken.location)
                return Statement(.functionDeclaration(function), at: function.location)
            }
            let statement = try parseFunctionDeclaration(start: declarationStart, isAsync: isAsync)
            if case .functionDeclaration(let function) = statement.kind, let name = function.name {
                noteDefaultExport(local: name.name, at: defaultToken.location)
            }
            return statement
        }
        if atKeyword("class") {
            let next = try peek()
            let isNamed = next.kind == .identifier && !(next.name == "extends" && !next.hasEscape)
            if isNamed {
                let statement = try parseClassDeclaration()
                if case .classDeclaration(let node) = statement.kind, let name = node.name {
                    noteDefaultExport(local: name.name, at: defaultToken.location)
                }
                return statement
            }
        }
        let expression = try withAllowedIn { try parseAssignment() }
        try consumeSemicolon()
        let local = makeIdentifier(Parser.defaultExportLocalName, at: defaultToken.location)
        noteDefaultExport(local: local.name, at: defaultToken.location)
        return Statement(.exportDefault(local, expression), at: finish(start))
    }

    private func noteDefaultExport(local: String, at location: SourceLocation) {
        module?.exports.append(ExportEntry(exportName: "default", request: nil, importName: nil, localName: local,
                                           location: location))
    }

    /// The local name of an anonymous default export (§16.2.3.2), which no identifier can spell.
    public static let defaultExportLocalName = "*default*"
}

// Statements and declarations: ECMAScript 2020 §13, and the script level of §15.1.

extension Parser {
    func parseProgramBody() throws -> [Statement] {
        var body = try parseDirectivePrologue()
        while token.kind != .endOfInput {
            body.append(try parseStatementListItem())
        }
        return body
    }

    /// §14.1.1 Directive Prologues: the leading string-literal statements; `"use strict"`
    /// among them makes the code strict, and then an earlier octal escape is an error too.
    func parseDirectivePrologue() throws -> [Statement] {
        var statements: [Statement] = []
        var octalLocation: SourceLocation?
        while token.kind == .string {
            let literal = token
            let statement = try parseStatementListItem()
            statements.append(statement)
            guard case .expression(let expression) = statement.kind, case .string = expression.kind,
                  expression.location == literal.location, !isParenthesized(expression) else { break }
            let rawUnits = lexer.source.slice(SourceLocation(start: literal.start + 1, end: literal.end - 1, line: 0, column: 0))
            let raw = String(decoding: rawUnits, as: UTF16.self)
            statements[statements.count - 1] = Statement(.directive(expression, raw: raw), at: statement.location)
            if literal.hasLegacyOctal && octalLocation == nil { octalLocation = literal.location }
            if raw == "use strict" {
                if !context.isStrict {
                    if let octalLocation { throw error("Octal escape sequences are not allowed in strict mode.", at: octalLocation) }
                }
                context.isStrict = true
            }
        }
        return statements
    }

    // MARK: Statement list items

    /// §13 StatementListItem: a statement or a declaration.
    func parseStatementListItem() throws -> Statement {
        try enterNesting()
        defer { leaveNesting() }
        if token.kind == .identifier && !token.hasEscape {
            switch token.name {
            case "function":
                return try parseFunctionDeclaration(start: mark(), isAsync: false)
            case "class":
                return try parseClassDeclaration()
            case "const":
                return try parseLexicalDeclaration()
            case "let" where try isLetDeclarationStart():
                return try parseLexicalDeclaration()
            case "async" where try isAsyncFunctionStart():
                let start = mark()
                try advance()
                return try parseFunctionDeclaration(start: start, isAsync: true)
            default:
                break
            }
        }
        return try parseStatement()
    }

    /// `let` starts a declaration when an identifier, `[` or `{` follows (§13.3.1).
    func isLetDeclarationStart() throws -> Bool {
        let next = try peek()
        switch next.kind {
        case .identifier:
            // `let in`/`let instanceof` are expressions; other words are binding names (which
            // may then be rejected as reserved).
            if !next.hasEscape && (next.name == "in" || next.name == "instanceof") { return false }
            // A reserved word cannot be bound, so `let` ends there: `let\nvar x` is `let; var x`.
            if !next.hasEscape && Parser.isReservedWord(next.name) { return false }
            return true
        case .punctuator(.leftBracket), .punctuator(.leftBrace):
            return true
        default:
            return false
        }
    }

    /// `async function` with no line break between (§14.7).
    func isAsyncFunctionStart() throws -> Bool {
        let next = try peek()
        return next.kind == .identifier && next.name == "function" && !next.hasEscape && !next.hasNewlineBefore
    }

    // MARK: Statements

    /// §13 Statement: everything but declarations. `let [` cannot start one, and a
    /// declaration here (`if (x) let y;`) is an error.
    func parseStatement(allowsAnnexBFunction: Bool = false) throws -> Statement {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        switch token.kind {
        case .punctuator(.leftBrace):
            let block = try parseBlock()
            return Statement(.block(block), at: block.location)
        case .punctuator(.semicolon):
            try advance()
            return Statement(.empty, at: finish(start))
        case .identifier where !token.hasEscape:
            switch token.name {
            case "var":
                try advance()
                let declaration = try parseVariableDeclarationList(kind: .var, start: start)
                try consumeSemicolon()
                return Statement(.variableDeclaration(declaration), at: finish(start))
            case "if": return try parseIfStatement()
            case "for": return try parseForStatement()
            case "while":
                try advance()
                let test = try parseParenthesizedCondition()
                let body = try parseLoopBody()
                return Statement(.while(test: test, body: body), at: finish(start))
            case "do":
                try advance()
                let body = try parseLoopBody()
                try expectKeyword("while")
                let test = try parseParenthesizedCondition()
                // §11.9.1: a semicolon is inserted after `do … while (…)` even on the same line.
                _ = try eat(.semicolon)
                return Statement(.doWhile(body: body, test: test), at: finish(start))
            case "continue", "break":
                return try parseBreakOrContinue()
            case "return":
                guard context.allowsReturn else { throw error("Illegal return statement", at: token) }
                try advance()
                var argument: Expression?
                if !at(.semicolon) && !at(.rightBrace) && token.kind != .endOfInput && !token.hasNewlineBefore {
                    argument = try parseExpression()
                }
                try consumeSemicolon()
                return Statement(.return(argument), at: finish(start))
            case "with":
                if context.isStrict { throw error("Strict mode code may not include a with statement", at: token) }
                try advance()
                let object = try parseParenthesizedCondition()
                labelledFunctionForbiddenOffset = token.start
                let body = try parseStatement()
                return Statement(.with(object: object, body: body), at: finish(start))
            case "switch": return try parseSwitchStatement()
            case "throw":
                try advance()
                if token.hasNewlineBefore { throw error("Illegal newline after throw", at: token) }
                let argument = try parseExpression()
                try consumeSemicolon()
                return Statement(.throw(argument), at: finish(start))
            case "try": return try parseTryStatement()
            case "debugger":
                try advance()
                try consumeSemicolon()
                return Statement(.debugger, at: finish(start))
            case "function":
                // §B.3.2 (sloppy only): a function declaration as the body of `if`.
                if allowsAnnexBFunction && !context.isStrict {
                    let next = try peek()
                    if next.isPunctuator(.star) { throw error("Generators can only be declared at the top level or inside a block.", at: next) }
                    // It behaves as if it were in a block of its own (§B.3.4), which gets a scope.
                    let declaration = try parseFunctionDeclaration(start: start, isAsync: false)
                    let block = Block(body: [declaration], scope: makeScopeID(), location: declaration.location)
                    return Statement(.block(block), at: declaration.location)
                }
                throw error(context.isStrict
                    ? "In strict mode code, functions can only be declared at top level or inside a block."
                    : "In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.",
                    at: token)
            case "const":
                throw error("Lexical declaration cannot appear in a single-statement context", at: token)
            case "class":
                throw unexpected()
            case "let":
                let next = try peek()
                if next.isPunctuator(.leftBracket) {
                    throw error("Lexical declaration cannot appear in a single-statement context", at: token)
                }
                if next.kind == .identifier || next.isPunctuator(.leftBrace), !next.hasNewlineBefore,
                   !(next.kind == .identifier && (next.name == "in" || next.name == "instanceof")) {
                    throw error("Lexical declaration cannot appear in a single-statement context", at: token)
                }
            case "async":
                if try isAsyncFunctionStart() {
                    throw error("Async functions can only be declared at the top level or inside a block.", at: token)
                }
            default:
                break
            }
            // A label: `name :`.
            if try peek().isPunctuator(.colon) {
                return try parseLabeledStatement()
            }
        case .identifier:
            if try peek().isPunctuator(.colon) {
                return try parseLabeledStatement()
            }
        default:
            break
        }
        let expression = try parseExpression()
        try consumeSemicolon()
        return Statement(.expression(expression), at: finish(start))
    }

    func parseBlock() throws -> Block {
        let start = mark()
        try expect(.leftBrace)
        var body: [Statement] = []
        while !at(.rightBrace) {
            if token.kind == .endOfInput { throw unexpected() }
            body.append(try parseStatementListItem())
        }
        try advance()
        return Block(body: body, scope: makeScopeID(), location: finish(start))
    }

    func parseParenthesizedCondition() throws -> Expression {
        try expect(.leftParen)
        let expression = try parseExpression()
        try expect(.rightParen)
        return expression
    }

    func parseLoopBody() throws -> Statement {
        context.loopDepth += 1
        context.breakableDepth += 1
        defer {
            context.loopDepth -= 1
            context.breakableDepth -= 1
        }
        labelledFunctionForbiddenOffset = token.start
        return try parseStatement()
    }

    func parseIfStatement() throws -> Statement {
        let start = mark()
        try advance()
        let test = try parseParenthesizedCondition()
        labelledFunctionForbiddenOffset = token.start
        let consequent = try parseStatement(allowsAnnexBFunction: true)
        var alternate: Statement?
        if try eatKeyword("else") {
            labelledFunctionForbiddenOffset = token.start
            alternate = try parseStatement(allowsAnnexBFunction: true)
        }
        return Statement(.if(test: test, consequent: consequent, alternate: alternate), at: finish(start))
    }

    func parseBreakOrContinue() throws -> Statement {
        let start = mark()
        let isBreak = token.name == "break"
        let keyword = token
        try advance()
        var label: String?
        if token.kind == .identifier && !token.hasNewlineBefore && !(Parser.isReservedWord(token.name) && !token.hasEscape) {
            let labelToken = token
            let name = try parseIdentifierName(forBinding: false)
            guard let entry = context.labels.last(where: { $0.name == name }) else {
                throw error("Undefined label '\(name)'", at: labelToken)
            }
            if !isBreak && !entry.isLoop {
                throw error("Illegal continue statement: '\(name)' does not denote an iteration statement", at: labelToken)
            }
            label = name
        } else if isBreak && context.breakableDepth == 0 {
            throw error("Illegal break statement", at: keyword)
        } else if !isBreak && context.loopDepth == 0 {
            throw error("Illegal continue statement: no surrounding iteration statement", at: keyword)
        }
        try consumeSemicolon()
        return Statement(isBreak ? .break(label: label) : .continue(label: label), at: finish(start))
    }

    func parseLabeledStatement() throws -> Statement {
        let start = mark()
        // §13.7.1.1, §13.6.1: IsLabelledFunction of a loop or `if` body is an error.
        let isBodyOfLoopOrIf = labelledFunctionForbiddenOffset == start.start
        var labels: [String] = []
        let savedCount = context.labels.count
        defer {
            for label in context.labels[savedCount...] { context.labelNames.remove(label.name) }
            context.labels.removeLast(context.labels.count - savedCount)
        }
        // A chain of labels: all of them denote the statement that follows.
        while token.kind == .identifier, try peek().isPunctuator(.colon) {
            let labelToken = token
            let name = try parseIdentifierName(forBinding: false)
            if context.labelNames.contains(name) {
                throw error("Label '\(name)' has already been declared", at: labelToken)
            }
            try expect(.colon)
            labels.append(name)
            context.labels.append(.init(name: name, isLoop: false))
            context.labelNames.insert(name)
            // Is the labelled statement a loop? Then `continue label` is allowed.
            if atKeyword("for") || atKeyword("while") || atKeyword("do") {
                for index in savedCount..<context.labels.count { context.labels[index].isLoop = true }
            }
        }
        if atKeyword("function") {
            // §13.13.1: a labelled function is an error in strict code, and §B.3.2 allows
            // it in sloppy code only outside loop bodies (checked by the loop parser).
            if context.isStrict {
                throw error("In strict mode code, functions can only be declared at top level or inside a block.", at: token)
            }
            let next = try peek()
            if next.isPunctuator(.star) { throw unexpected(next) }
            if isBodyOfLoopOrIf {
                throw error("In non-strict mode code, functions can only be declared at top level, inside a block, or as the body of an if statement.", at: token)
            }
            let function = try parseFunctionDeclaration(start: mark(), isAsync: false)
            return Statement(.labeled(labels: labels, body: function), at: finish(start))
        }
        // A label allows `break label` (checked against `context.labels`), not a bare
        // `break`: `L: break;` is an error (§13.1.1 ContainsUndefinedBreakTarget).
        if isBodyOfLoopOrIf { labelledFunctionForbiddenOffset = token.start }
        let body = try parseStatement()
        return Statement(.labeled(labels: labels, body: body), at: finish(start))
    }

    func parseSwitchStatement() throws -> Statement {
        let start = mark()
        try advance()
        let discriminant = try parseParenthesizedCondition()
        try expect(.leftBrace)
        var cases: [SwitchCase] = []
        var hasDefault = false
        context.breakableDepth += 1
        defer { context.breakableDepth -= 1 }
        while !at(.rightBrace) {
            let caseStart = mark()
            var test: Expression?
            if try eatKeyword("case") {
                test = try parseExpression()
            } else if atKeyword("default") {
                if hasDefault { throw error("More than one default clause in switch statement", at: token) }
                hasDefault = true
                try advance()
            } else {
                throw unexpected()
            }
            try expect(.colon)
            var body: [Statement] = []
            while !at(.rightBrace) && !atKeyword("case") && !atKeyword("default") {
                if token.kind == .endOfInput { throw unexpected() }
                body.append(try parseStatementListItem())
            }
            cases.append(SwitchCase(test: test, body: body, location: finish(caseStart)))
        }
        try advance()
        return Statement(.switch(discriminant: discriminant, cases: cases, scope: makeScopeID()), at: finish(start))
    }

    func parseTryStatement() throws -> Statement {
        let start = mark()
        try advance()
        let block = try parseBlock()
        var handler: CatchClause?
        var finalizer: Block?
        if atKeyword("catch") {
            let catchStart = mark()
            try advance()
            var parameter: Pattern?
            if try eat(.leftParen) {
                parameter = try parseBindingTarget()
                try expect(.rightParen)
            }
            let body = try parseBlock()
            handler = CatchClause(parameter: parameter, body: body, scope: makeScopeID(), location: finish(catchStart))
        }
        if try eatKeyword("finally") {
            finalizer = try parseBlock()
        }
        if handler == nil && finalizer == nil {
            throw token.kind == .endOfInput ? unexpected() : error("Missing catch or finally after try", at: token)
        }
        return Statement(.try(block: block, handler: handler, finalizer: finalizer), at: finish(start))
    }

    // MARK: Declarations

    func parseLexicalDeclaration() throws -> Statement {
        let start = mark()
        let kind: DeclarationKind = token.name == "const" ? .const : .let
        try advance()
        let declaration = try parseVariableDeclarationList(kind: kind, start: start)
        try consumeSemicolon()
        return Statement(.variableDeclaration(declaration), at: finish(start))
    }

    /// §13.3.1, §13.3.2: one or more declarators. In a `for` head (`isInForInitializer`),
    /// initializers are checked by the caller, which knows whether `in`/`of` follows.
    func parseVariableDeclarationList(kind: DeclarationKind, start: SourceLocation) throws -> VariableDeclaration {
        var declarators: [VariableDeclarator] = []
        repeat {
            let declaratorStart = mark()
            let target = try parseBindingTarget(lexicalKind: kind == .var ? nil : kind)
            var initializer: Expression?
            if try eat(.assign) {
                initializer = try parseAssignment()
            } else if !isInForInitializer || !(atKeyword("in") || atKeyword("of")) {
                if kind == .const {
                    throw error("Missing initializer in const declaration", at: token)
                }
                if case .identifier = target.kind {} else {
                    throw error("Missing initializer in destructuring declaration", at: token)
                }
            }
            declarators.append(VariableDeclarator(target: target, initializer: initializer, location: finish(declaratorStart)))
        } while try eat(.comma)
        return VariableDeclaration(kind: kind, declarators: declarators, location: finish(start))
    }

    // MARK: for, for-in, for-of (§13.7.4, §13.7.5)

    func parseForStatement() throws -> Statement {
        let start = mark()
        try advance()
        var isAwait = false
        if atKeyword("await") && context.isAsync {
            isAwait = true
            if context.isModuleTopLevel { module?.hasTopLevelAwait = true }
            try advance()
        }
        try expect(.leftParen)
        let scope = makeScopeID()
        var initializer: ForInitializer?
        let saved = isInForInitializer
        defer { isInForInitializer = saved }
        if at(.semicolon) {
            if isAwait { throw unexpected() }
        } else {
            let initStart = mark()
            let isLetDeclaration = try atKeyword("let") && isLetDeclarationStart()
            let isLexical = atKeyword("const") || isLetDeclaration
            if atKeyword("var") || isLexical {
                let kind: DeclarationKind = token.name == "var" ? .var : token.name == "let" ? .let : .const
                try advance()
                isInForInitializer = true
                let declaration = try parseVariableDeclarationList(kind: kind, start: initStart)
                isInForInitializer = false
                if atKeyword("in") || atKeyword("of") {
                    let isOf = token.name == "of"
                    if isAwait && !isOf { throw unexpected() }
                    guard declaration.declarators.count == 1, let declarator = declaration.declarators.first else {
                        throw error("Invalid left-hand side in \(isOf ? "for-of" : "for-in") loop: Must have a single binding.", at: declaration.location)
                    }
                    if let initializer = declarator.initializer {
                        // §B.3.5: `for (var x = 1 in o)` is allowed in sloppy code only.
                        var allowed = false
                        if !isOf && kind == .var && !context.isStrict, case .identifier = declarator.target.kind { allowed = true }
                        if !allowed {
                            throw error("\(isOf ? "for-of" : "for-in") loop variable declaration may not have an initializer.", at: initializer.location)
                        }
                    }
                    try advance()
                    let right = isOf ? try parseAssignment() : try parseExpression()
                    try expect(.rightParen)
                    let body = try parseForBody()
                    let left = ForBinding.declaration(kind, declarator.target, initializer: declarator.initializer)
                    return Statement(isOf ? .forOf(left: left, right: right, body: body, isAwait: isAwait, scope: scope)
                                          : .forIn(left: left, right: right, body: body, scope: scope), at: finish(start))
                }
                if isAwait { throw unexpected() }
                for declarator in declaration.declarators where declarator.initializer == nil {
                    if kind == .const { throw error("Missing initializer in const declaration", at: declarator.location) }
                    if case .identifier = declarator.target.kind {} else {
                        throw error("Missing initializer in destructuring declaration", at: declarator.location)
                    }
                }
                initializer = .declaration(declaration)
            } else {
                // An expression, or the left side of for-in/of. `for (let of …)`, `for (async of …)`
                // are not for-of loops (§13.7.5 lookahead restrictions).
                let startsWithLet = atKeyword("let")
                let startsWithAsync = try atKeyword("async") && !peek().isPunctuator(.arrow)
                isInForInitializer = true
                var cover = CoverGrammar()
                let expression = try parseExpression(cover: &cover)
                isInForInitializer = false
                if atKeyword("in") || atKeyword("of") {
                    let isOf = token.name == "of"
                    if isAwait && !isOf { throw unexpected() }
                    if isOf && startsWithLet { throw error("The left-hand side of a for-of loop may not be 'let'.", at: initStart) }
                    if isOf && !isAwait && startsWithAsync, case .identifier(let identifier) = expression.kind, identifier.name == "async",
                       !isParenthesized(expression) {
                        throw error("The left-hand side of a for-of loop may not be 'async'.", at: initStart)
                    }
                    let target = try makeAssignmentTarget(expression, message: "Invalid left-hand side in \(isOf ? "for-of" : "for-in") loop",
                                                          allowsCall: true)
                    try advance()
                    let right = isOf ? try parseAssignment() : try parseExpression()
                    try expect(.rightParen)
                    let body = try parseForBody()
                    let left = ForBinding.pattern(target)
                    return Statement(isOf ? .forOf(left: left, right: right, body: body, isAwait: isAwait, scope: scope)
                                          : .forIn(left: left, right: right, body: body, scope: scope), at: finish(start))
                }
                if isAwait { throw unexpected() }
                try cover.check(self)
                initializer = .expression(expression)
            }
        }
        try expect(.semicolon)
        let test = at(.semicolon) ? nil : try parseExpression()
        try expect(.semicolon)
        let update = at(.rightParen) ? nil : try parseExpression()
        try expect(.rightParen)
        let body = try parseForBody()
        return Statement(.for(initializer: initializer, test: test, update: update, body: body, scope: scope), at: finish(start))
    }

    func parseForBody() throws -> Statement {
        isInForInitializer = false
        return try parseLoopBody()
    }
}

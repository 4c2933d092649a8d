/// A hand-written recursive-descent parser for ECMAScript 2020 scripts.
///
/// Early errors are raised as `SyntaxError` either here (what one production can tell) or
/// by the scope analysis that runs right after (redeclarations). Nesting deeper than
/// `maximumDepth` is a `SyntaxError` rather than a stack overflow.
public final class Parser {
    /// Nesting levels of statements, expressions and patterns a source may use; also the
    /// bound on the depth of the tree, since each link of a left-associative chain
    /// (`a + b + c`, `a.b.c()`) counts as a level. A level takes up to ~8 KiB of stack in
    /// debug builds (much less in release), for the parser and for every recursive walk.
    public static let maximumDepth = 2_000
    /// The most operators in one flat chain (`a + b + …`): far more than any program has,
    /// few enough that releasing the tree on a parsing thread's stack cannot overflow it.
    public static let maximumChainLength = 250_000

    // MARK: Entry points

    /// Parses and analyses a script.
    /// - Parameters:
    ///   - source: the text of the script.
    ///   - name: the source name that errors and stack traces show.
    ///   - context: `.script`, or the flags of the caller of a direct `eval`.
    /// - Throws: `SyntaxError` for any syntax or early error.
    public static func parseScript(_ source: String, name: String, context: ParseContext = .script) throws(SyntaxError) -> Program {
        try parseScript(SourceText(source, name: name), context: context)
    }

    /// Parses and analyses a script held as UTF-16 code units.
    public static func parseScript(_ source: SourceText, context: ParseContext = .script) throws(SyntaxError) -> Program {
        let result: Result<Program, SyntaxError> = withDeepStack(ifLessThan: stackNeeded(forParsing: source.units.count)) {
            Result { () throws(SyntaxError) -> Program in try parseScriptOnCurrentThread(source, context: context) }
        }
        return try result.get()
    }

    /// `parseScript` without the switch to a deep stack, for callers already on one.
    public static func parseScriptOnCurrentThread(_ source: SourceText, context: ParseContext = .script) throws(SyntaxError) -> Program {
        do {
            let parser = try Parser(source: source, context: context)
            let body = try parser.parseProgramBody()
            try parser.checkPrivateNamesResolved()
            if context.forbidsArguments && parser.context.uses.arguments {
                throw parser.error("'arguments' is not allowed in class field initializer or static initialization block",
                                   at: SourceLocation(start: 0, end: 0, line: 1, column: 1))
            }
            var program = Program(body: body, location: SourceLocation(start: 0, end: source.units.count, line: 1, column: 1),
                                  isStrict: parser.context.isStrict, scope: 0, scopes: ScopeTree(), source: source)
            program.scopes = try ScopeAnalyzer.analyze(program, context: context, scopeCount: parser.nextScopeID,
                                                       functionCount: parser.nextFunctionID, identifierCount: parser.nextIdentifierID)
            return program
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw SyntaxError(message: "\(error)", sourceName: source.name, line: 1, column: 1, offset: 0)
        }
    }

    /// Parses the parameters and body given to the `Function` constructor (§19.2.1.1.1
    /// CreateDynamicFunction): each is checked on its own first, so that a parameter text
    /// such as `){}, function(` cannot close the function early, then the whole
    /// `function anonymous(parameters\n) {\nbody\n}` is parsed in the global scope.
    public static func parseFunction(parameters: String, body: String, kind: DynamicFunctionKind = .normal,
                                     name: String = "anonymous", sourceName: String = "<anonymous>") throws(SyntaxError) -> ParsedFunction {
        try parseFunction(parameterUnits: Array(parameters.utf16), bodyUnits: Array(body.utf16), kind: kind, name: name,
                          sourceName: sourceName)
    }

    /// `parseFunction` of texts given as UTF-16 code units, as the `Function` constructors
    /// get them: lone surrogates in string literals survive (a Swift `String` would replace
    /// them).
    public static func parseFunction(parameterUnits: [UInt16], bodyUnits: [UInt16], kind: DynamicFunctionKind = .normal,
                                     name: String = "anonymous", sourceName: String = "<anonymous>") throws(SyntaxError) -> ParsedFunction {
        let length = parameterUnits.count + bodyUnits.count + 40
        let result: Result<ParsedFunction, SyntaxError> = withDeepStack(ifLessThan: stackNeeded(forParsing: length)) {
            Result { () throws(SyntaxError) -> ParsedFunction in
                try parseFunctionOnCurrentThread(parameters: parameterUnits, body: bodyUnits, kind: kind, name: name,
                                                 sourceName: sourceName)
            }
        }
        return try result.get()
    }

    /// Parses a whole source text as the body of a function with the given simple parameter
    /// names, as the CommonJS loader wraps a module in `function (exports, require, module,
    /// __filename, __dirname)`. Unlike `parseFunction`, nothing is added to the text, so
    /// every location is that of the file itself. `isAsync` makes it an async function body
    /// (where `await` is an operator), as a REPL may use for top-level await.
    /// `context` may make the body strict from the start or allow numeric separators.
    public static func parseFunctionBody(_ source: SourceText, parameters: [String], isAsync: Bool = false,
                                         context: ParseContext = .script) throws(SyntaxError) -> ParsedFunction {
        let result: Result<ParsedFunction, SyntaxError> = withDeepStack(ifLessThan: stackNeeded(forParsing: source.units.count)) {
            Result { () throws(SyntaxError) -> ParsedFunction in
                do {
                    return try parseFunctionBodyOnCurrentThread(source, parameters: parameters, isAsync: isAsync, context: context)
                } catch let error as SyntaxError {
                    throw error
                } catch {
                    throw SyntaxError(message: "\(error)", sourceName: source.name, line: 1, column: 1, offset: 0)
                }
            }
        }
        return try result.get()
    }

    static func parseFunctionBodyOnCurrentThread(_ source: SourceText, parameters names: [String], isAsync: Bool,
                                                 context: ParseContext) throws -> ParsedFunction {
        let scriptContext = ParseContext(isStrict: context.isStrict, allowsNumericSeparators: context.allowsNumericSeparators)
        let parser = try Parser(source: source, context: scriptContext)
        parser.context = parser.makeFunctionContext(kind: .normal, isAsync: isAsync, isGenerator: false)
        let whole = SourceLocation(start: 0, end: source.units.count, line: 1, column: 1)
        let parameters = names.map { name in
            let identifier = parser.makeIdentifier(name, at: SourceLocation(start: 0, end: 0, line: 1, column: 1))
            let target = Pattern(.identifier(identifier), at: identifier.location)
            return PatternElement(target: target, defaultValue: nil, location: identifier.location)
        }
        var body = try parser.parseDirectivePrologue()
        while parser.token.kind != .endOfInput {
            body.append(try parser.parseStatementListItem())
        }
        try parser.checkPrivateNamesResolved()
        try parser.checkParameters(parameters, rest: nil, allowsDuplicates: !parser.context.isStrict)
        let function = parser.makeFunctionNode(name: nil, kind: .normal, isAsync: isAsync, isGenerator: false, isExpression: true,
                                               parameters: parameters, rest: nil, body: body, isConciseArrow: false,
                                               location: whole, bodyLocation: whole, uses: parser.context.uses)
        let statement = Statement(.expression(Expression(.function(function), at: whole)), at: whole)
        var program = Program(body: [statement], location: whole, isStrict: false, scope: 0, scopes: ScopeTree(), source: source)
        program.scopes = try ScopeAnalyzer.analyze(program, context: scriptContext, scopeCount: parser.nextScopeID,
                                                   functionCount: parser.nextFunctionID, identifierCount: parser.nextIdentifierID)
        return ParsedFunction(program: program, function: function)
    }

    static func parseFunctionOnCurrentThread(parameters: [UInt16], body: [UInt16], kind: DynamicFunctionKind,
                                             name: String, sourceName: String) throws(SyntaxError) -> ParsedFunction {
        let prefix: String = switch kind {
        case .normal: "function"
        case .generator: "function*"
        case .async: "async function"
        case .asyncGenerator: "async function*"
        }
        let text = Array("(\(prefix) \(name)(".utf16) + parameters + Array("\n) {\n".utf16) + body + Array("\n})".utf16)
        let source = SourceText(units: text, name: sourceName)
        do {
            // The pieces must parse alone: parameters as FormalParameters, body as FunctionBody.
            let isGenerator = kind == .generator || kind == .asyncGenerator
            let isAsync = kind == .async || kind == .asyncGenerator
            let parameterParser = try Parser(source: SourceText(units: parameters, name: sourceName), context: .script)
            try parameterParser.parseStandaloneParameters(isGenerator: isGenerator, isAsync: isAsync)
            let bodyParser = try Parser(source: SourceText(units: body, name: sourceName), context: .script)
            try bodyParser.parseStandaloneBody(isGenerator: isGenerator, isAsync: isAsync)
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw SyntaxError(message: "\(error)", sourceName: sourceName, line: 1, column: 1, offset: 0)
        }
        let program = try parseScriptOnCurrentThread(source)
        guard let statement = program.body.first, case .expression(let expression) = statement.kind,
              case .function(let function) = expression.kind else {
            throw SyntaxError(message: "Unexpected token", sourceName: sourceName, line: 1, column: 1, offset: 0)
        }
        var result = function
        // `Function.prototype.toString` shows the synthesized text without the parentheses.
        result.location = SourceLocation(start: 1, end: source.units.count - 1, line: 1, column: 2)
        return ParsedFunction(program: program, function: result)
    }

    // MARK: State
    //
    // The parser is a class (its methods recurse and share this state); its hot properties
    // skip dynamic exclusivity checks, which no overlapping access here needs.

    @exclusivity(unchecked) var lexer: Lexer
    /// The current token (not yet consumed).
    @exclusivity(unchecked) var token: Token
    /// End offset of the last consumed token, for node locations.
    @exclusivity(unchecked) var previousEnd = 0
    @exclusivity(unchecked) var context: FunctionContext
    let parseContext: ParseContext
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var nextIdentifierID = 0
    @exclusivity(unchecked) var nextScopeID = 1 // 0 is the program's
    @exclusivity(unchecked) var nextFunctionID = 0
    /// Set while parsing the head of a `for` statement, where `in` is not an operator.
    @exclusivity(unchecked) var isInForInitializer = false
    /// Offset of the last `yield` or `await` expression, to reject them in arrow parameters.
    @exclusivity(unchecked) var lastYieldOrAwaitOffset = -1
    /// Ranges of expressions that were written in parentheses (`(a)`), keyed by
    /// `start << 32 | end`: `({a}) = 1` and `((a)) => 1` are errors, `(a) = 1` is not.
    @exclusivity(unchecked) var parenthesized = Set<Int>()
    /// Offsets of array and object literals whose spread element is followed by a comma,
    /// which cannot become a rest element.
    @exclusivity(unchecked) var spreadFollowedByComma = Set<Int>()
    /// Start of the body of the innermost loop or `if` being parsed, where a labelled
    /// function declaration is not allowed.
    @exclusivity(unchecked) var labelledFunctionForbiddenOffset = -1
    /// Where the innermost AssignmentExpression being parsed began: an arrow function is
    /// an AssignmentExpression, so its parameters must start there (`a + (b) => c` is an
    /// error).
    @exclusivity(unchecked) var assignmentStartOffset = -1
    /// Offset of the last `await` used as an identifier, which an async arrow's parameters
    /// may not contain (§14.8.1).
    @exclusivity(unchecked) var lastAwaitIdentifierOffset = -1
    /// The class bodies being parsed, innermost last, with the private names each declares
    /// and those used inside it but not (yet) found declared.
    @exclusivity(unchecked) var privateNameScopes: [PrivateNameScope] = []
    /// A private name used outside any class, reported when the script has parsed.
    @exclusivity(unchecked) var pendingPrivateNameError: (name: String, location: SourceLocation)?
    /// The import and export entries found so far, when parsing a module.
    @exclusivity(unchecked) var module: ModuleSyntax?

    init(source: SourceText, context parseContext: ParseContext) throws {
        self.lexer = Lexer(source: source, allowsNumericSeparators: parseContext.allowsNumericSeparators)
        lexer.allowsHTMLComments = !parseContext.isModule
        self.parseContext = parseContext
        self.context = FunctionContext(isStrict: parseContext.isStrict)
        context.allowsNewTarget = parseContext.allowsNewTarget
        context.allowsSuperProperty = parseContext.allowsSuperProperty
        context.allowsSuperCall = parseContext.allowsSuperCall
        context.allowsReturn = false
        self.token = Token(kind: .endOfInput, start: 0, end: 0, line: 1, column: 1, hasNewlineBefore: false)
        self.token = try lexer.next()
    }

    // MARK: Tokens

    /// Consumes the current token and reads the next.
    func advance() throws {
        previousEnd = token.end
        token = try lexer.next()
    }

    /// The token after the current one, without consuming anything.
    func peek() throws -> Token {
        // The lexer's position is all that reading a token changes: copying the lexer
        // instead retained and released each array and string of its source.
        let saved = lexer.state
        defer { lexer.state = saved }
        return try lexer.next()
    }

    /// Reads the token's kind alone: calling a method of `token` copied the whole token (its
    /// name and payload retained and released), which was a tenth of parsing.
    @inline(__always)
    func at(_ punctuator: Punctuator) -> Bool {
        if case .punctuator(let actual) = token.kind { return actual == punctuator }
        return false
    }

    func eat(_ punctuator: Punctuator) throws -> Bool {
        guard at(punctuator) else { return false }
        try advance()
        return true
    }

    func expect(_ punctuator: Punctuator) throws {
        guard at(punctuator) else { throw unexpected() }
        try advance()
    }

    /// The current token is the keyword `word` (an identifier spelled without escapes).
    /// The lengths first: most identifiers are not the word asked for, and an unequal
    /// comparison of strings is a call, where a length is in the string's own words.
    @inline(__always)
    func atKeyword(_ word: String) -> Bool {
        token.kind == .identifier && !token.hasEscape && token.name.utf8.count == word.utf8.count && token.name == word
    }

    func eatKeyword(_ word: String) throws -> Bool {
        guard atKeyword(word) else { return false }
        try advance()
        return true
    }

    func expectKeyword(_ word: String) throws {
        guard atKeyword(word) else { throw unexpected() }
        try advance()
    }

    /// §11.9.1 Automatic semicolon insertion: a `;`, or a place where one is inserted (before
    /// `}`, at the end of input, or after a line break).
    func consumeSemicolon() throws {
        if try eat(.semicolon) { return }
        if at(.rightBrace) || token.kind == .endOfInput || token.hasNewlineBefore { return }
        throw unexpected()
    }

    // MARK: Locations and errors

    /// The start of a node beginning at the current token.
    func mark() -> SourceLocation {
        SourceLocation(start: token.start, end: token.start, line: token.line, column: token.column)
    }

    /// A node that started at `start` and ends with the last consumed token.
    func finish(_ start: SourceLocation) -> SourceLocation {
        SourceLocation(start: start.start, end: Swift.max(start.start, previousEnd), line: start.line, column: start.column)
    }

    func error(_ message: String, at location: SourceLocation) -> SyntaxError {
        SyntaxError(message: message, sourceName: lexer.source.name, line: location.line, column: location.column, offset: location.start)
    }

    func error(_ message: String, at token: Token) -> SyntaxError {
        error(message, at: token.location)
    }

    func error(_ message: String, offset: Int) -> SyntaxError {
        lexer.error(message, at: offset)
    }

    /// V8's wording for an unexpected token.
    func unexpected() -> SyntaxError {
        unexpected(token)
    }

    func unexpected(_ token: Token) -> SyntaxError {
        switch token.kind {
        case .endOfInput:
            return error("Unexpected end of input", at: token)
        case .identifier:
            if Parser.isReservedWord(token.name) || (context.isStrict && Parser.isStrictReservedWord(token.name)) {
                if context.isStrict && Parser.isStrictReservedWord(token.name) {
                    return error("Unexpected strict mode reserved word", at: token)
                }
                return error("Unexpected token '\(token.name)'", at: token)
            }
            return error("Unexpected identifier '\(token.name)'", at: token)
        case .number, .bigint:
            return error("Unexpected number", at: token)
        case .string:
            return error("Unexpected string", at: token)
        case .template:
            return error("Unexpected template string", at: token)
        case .regularExpression:
            return error("Unexpected regular expression", at: token)
        case .privateName:
            return error("Unexpected identifier '#\(token.name)'", at: token)
        case .punctuator(let punctuator):
            return error("Unexpected token '\(punctuator.rawValue)'", at: token)
        }
    }

    /// ES2022 §15.7.1 AllPrivateIdentifiersValid: a `#name` used outside every class that
    /// declares it is an early error.
    func checkPrivateNamesResolved() throws {
        if let (name, location) = pendingPrivateNameError {
            throw error("Private field '#\(name)' must be declared in an enclosing class", at: location)
        }
    }

    /// Guards recursion: every production that can nest calls this on entry.
    func enterNesting() throws {
        depth += 1
        if depth > Parser.maximumDepth {
            throw error("Maximum nesting depth exceeded", at: token)
        }
    }

    func leaveNesting() {
        depth -= 1
    }

    // MARK: Ids

    func makeIdentifier(_ name: String, at location: SourceLocation) -> Identifier {
        defer { nextIdentifierID += 1 }
        return Identifier(name: name, location: location, id: nextIdentifierID)
    }

    func makeScopeID() -> ScopeID {
        defer { nextScopeID += 1 }
        return nextScopeID
    }

    func makeFunctionID() -> FunctionID {
        defer { nextFunctionID += 1 }
        return nextFunctionID
    }

    func rangeKey(_ location: SourceLocation) -> Int {
        location.start << 32 | (location.end & 0xFFFF_FFFF)
    }

    func isParenthesized(_ expression: Expression) -> Bool {
        parenthesized.contains(rangeKey(expression.location))
    }

    // MARK: Words

    /// §11.6.2 ReservedWord (without `await`/`yield`, which depend on context). Every
    /// identifier the parser reads is checked, so the words are told apart by their length and
    /// first letter before any string comparison: hashing the name for a set lookup was a
    /// tenth of parsing.
    static func isReservedWord(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count >= 2 && utf8.count <= 10, let first = utf8.first else { return false }
        switch (first, utf8.count) {
        case (0x62, 5): return name == "break"
        case (0x63, 4): return name == "case"
        case (0x63, 5): return name == "catch" || name == "class" || name == "const"
        case (0x63, 8): return name == "continue"
        case (0x64, 2): return name == "do"
        case (0x64, 6): return name == "delete"
        case (0x64, 7): return name == "default"
        case (0x64, 8): return name == "debugger"
        case (0x65, 4): return name == "else" || name == "enum"
        case (0x65, 6): return name == "export"
        case (0x65, 7): return name == "extends"
        case (0x66, 3): return name == "for"
        case (0x66, 5): return name == "false"
        case (0x66, 7): return name == "finally"
        case (0x66, 8): return name == "function"
        case (0x69, 2): return name == "if" || name == "in"
        case (0x69, 6): return name == "import"
        case (0x69, 10): return name == "instanceof"
        case (0x6E, 3): return name == "new"
        case (0x6E, 4): return name == "null"
        case (0x72, 6): return name == "return"
        case (0x73, 5): return name == "super"
        case (0x73, 6): return name == "switch"
        case (0x74, 3): return name == "try"
        case (0x74, 4): return name == "this" || name == "true"
        case (0x74, 5): return name == "throw"
        case (0x74, 6): return name == "typeof"
        case (0x76, 3): return name == "var"
        case (0x76, 4): return name == "void"
        case (0x77, 4): return name == "with"
        case (0x77, 5): return name == "while"
        default: return false
        }
    }

    /// §12.1.1: reserved only in strict mode code.
    static func isStrictReservedWord(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count >= 3 && utf8.count <= 10, let first = utf8.first else { return false }
        switch (first, utf8.count) {
        case (0x69, 9): return name == "interface"
        case (0x69, 10): return name == "implements"
        case (0x6C, 3): return name == "let"
        case (0x70, 6): return name == "public"
        case (0x70, 7): return name == "package" || name == "private"
        case (0x70, 9): return name == "protected"
        case (0x73, 6): return name == "static"
        case (0x79, 5): return name == "yield"
        default: return false
        }
    }
}

/// Where a piece of source is parsed: a plain script, or the code of a direct `eval`, which
/// inherits the flags of the code that calls it (ECMAScript 2020 §18.2.1.1 PerformEval).
public struct ParseContext: Hashable, Sendable {
    /// The code is strict from its first token (a strict caller of a direct eval).
    public var isStrict = false
    /// Eval code: names not declared in it are looked up through the caller's environments
    /// at run time (`.dynamic`), and its `var`s go to the caller's variable environment
    /// unless it is strict.
    public var isEval = false
    /// The eval is inside a (non-arrow, or arrow within a) function: `new.target` is allowed.
    public var allowsNewTarget = false
    /// The eval is inside a method: `super.x` is allowed.
    public var allowsSuperProperty = false
    /// The eval is inside a derived class constructor: `super()` is allowed.
    public var allowsSuperCall = false

    public init(isStrict: Bool = false, isEval: Bool = false, allowsNewTarget: Bool = false,
                allowsSuperProperty: Bool = false, allowsSuperCall: Bool = false) {
        self.isStrict = isStrict
        self.isEval = isEval
        self.allowsNewTarget = allowsNewTarget
        self.allowsSuperProperty = allowsSuperProperty
        self.allowsSuperCall = allowsSuperCall
    }

    /// A script run on its own (`eddy app.js`, the module wrapper's compiled function…).
    public static let script = ParseContext()
}

/// The kinds of function the `Function`, `GeneratorFunction`, `AsyncFunction` and
/// `AsyncGeneratorFunction` constructors make (§19.2.1.1.1 CreateDynamicFunction).
public enum DynamicFunctionKind: Sendable {
    case normal, generator, async, asyncGenerator
}

/// A function made by a `Function`-style constructor: the program that holds it (for its
/// scope tree and source) and the function node itself.
public struct ParsedFunction: Sendable {
    public var program: Program
    public var function: FunctionNode
}

/// A hand-written recursive-descent parser for ECMAScript 2020 scripts.
///
/// Early errors are raised as `SyntaxError` either here (what one production can tell) or
/// by the scope analysis that runs right after (redeclarations). Nesting deeper than
/// `maximumDepth` is a `SyntaxError` rather than a stack overflow.
public final class Parser {
    /// Nesting levels of statements, expressions and patterns a source may use.
    public static let maximumDepth = 1_000

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
        let result: Result<Program, SyntaxError> = withDeepStack {
            Result { () throws(SyntaxError) -> Program in try parseScriptOnCurrentThread(source, context: context) }
        }
        return try result.get()
    }

    /// `parseScript` without the switch to a deep stack, for callers already on one.
    public static func parseScriptOnCurrentThread(_ source: SourceText, context: ParseContext = .script) throws(SyntaxError) -> Program {
        do {
            let parser = try Parser(source: source, context: context)
            let body = try parser.parseProgramBody()
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
        let prefix: String = switch kind {
        case .normal: "function"
        case .generator: "function*"
        case .async: "async function"
        case .asyncGenerator: "async function*"
        }
        let text = "(\(prefix) \(name)(\(parameters)\n) {\n\(body)\n})"
        let source = SourceText(text, name: sourceName)
        do {
            // The pieces must parse alone: parameters as FormalParameters, body as FunctionBody.
            let isGenerator = kind == .generator || kind == .asyncGenerator
            let isAsync = kind == .async || kind == .asyncGenerator
            let parameterParser = try Parser(source: SourceText(parameters, name: sourceName), context: .script)
            try parameterParser.parseStandaloneParameters(isGenerator: isGenerator, isAsync: isAsync)
            let bodyParser = try Parser(source: SourceText(body, name: sourceName), context: .script)
            try bodyParser.parseStandaloneBody(isGenerator: isGenerator, isAsync: isAsync)
        } catch let error as SyntaxError {
            throw error
        } catch {
            throw SyntaxError(message: "\(error)", sourceName: sourceName, line: 1, column: 1, offset: 0)
        }
        let program = try parseScript(source)
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

    var lexer: Lexer
    /// The current token (not yet consumed).
    var token: Token
    /// End offset of the last consumed token, for node locations.
    var previousEnd = 0
    var context: FunctionContext
    let parseContext: ParseContext
    var depth = 0
    var nextIdentifierID = 0
    var nextScopeID = 1 // 0 is the program's
    var nextFunctionID = 0
    /// Set while parsing the head of a `for` statement, where `in` is not an operator.
    var isInForInitializer = false
    /// Offset of the last `yield` or `await` expression, to reject them in arrow parameters.
    var lastYieldOrAwaitOffset = -1
    /// Ranges of expressions that were written in parentheses (`(a)`), keyed by
    /// `start << 32 | end`: `({a}) = 1` and `((a)) => 1` are errors, `(a) = 1` is not.
    var parenthesized = Set<Int>()
    /// Offsets of array and object literals whose spread element is followed by a comma,
    /// which cannot become a rest element.
    var spreadFollowedByComma = Set<Int>()
    /// Start of the body of the innermost loop or `if` being parsed, where a labelled
    /// function declaration is not allowed.
    var labelledFunctionForbiddenOffset = -1
    /// Offset of the last `await` used as an identifier, which an async arrow's parameters
    /// may not contain (§14.8.1).
    var lastAwaitIdentifierOffset = -1

    init(source: SourceText, context parseContext: ParseContext) throws {
        self.lexer = Lexer(source: source)
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
        var copy = lexer
        return try copy.next()
    }

    func at(_ punctuator: Punctuator) -> Bool {
        token.kind == .punctuator(punctuator)
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
    func atKeyword(_ word: String) -> Bool {
        token.kind == .identifier && token.name == word && !token.hasEscape
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
        case .number:
            return error("Unexpected number", at: token)
        case .string:
            return error("Unexpected string", at: token)
        case .template:
            return error("Unexpected template string", at: token)
        case .regularExpression:
            return error("Unexpected regular expression", at: token)
        case .punctuator(let punctuator):
            return error("Unexpected token '\(punctuator.rawValue)'", at: token)
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

    /// §11.6.2 ReservedWord (without `await`/`yield`, which depend on context).
    static let reservedWords: Set<String> = [
        "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
        "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
        "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try",
        "typeof", "var", "void", "while", "with",
    ]

    /// §12.1.1: reserved only in strict mode code.
    static let strictReservedWords: Set<String> = [
        "implements", "interface", "let", "package", "private", "protected", "public", "static", "yield",
    ]

    static func isReservedWord(_ name: String) -> Bool {
        reservedWords.contains(name)
    }

    static func isStrictReservedWord(_ name: String) -> Bool {
        strictReservedWords.contains(name)
    }
}

/// What the parser knows about the function it is inside.
struct FunctionContext {
    var isStrict: Bool
    var isGenerator = false
    var isAsync = false
    var isArrow = false
    var allowsReturn = true
    var allowsNewTarget = false
    var allowsSuperProperty = false
    var allowsSuperCall = false
    /// Parsing formal parameters: `yield`/`await` expressions are errors there.
    var isInParameters = false
    var labels: [Label] = []
    var loopDepth = 0
    var breakableDepth = 0
    var uses = FunctionUses()

    struct Label {
        var name: String
        var isLoop: Bool
    }
}

/// What a function's code refers to that the function must provide.
struct FunctionUses {
    var this = false
    var arguments = false
    var superProperty = false
    var superCall = false
    var newTarget = false
    var directEval = false

    mutating func formUnion(_ other: FunctionUses) {
        this = this || other.this
        arguments = arguments || other.arguments
        superProperty = superProperty || other.superProperty
        superCall = superCall || other.superCall
        newTarget = newTarget || other.newTarget
        directEval = directEval || other.directEval
    }
}

// Expressions: ECMAScript 2020 §12.

/// Errors that are errors only if an object or array literal stays an expression, not if it
/// turns out to be a destructuring pattern (§12.2.5.1 CoverInitializedName, §B.3.1 duplicate
/// `__proto__`). Passed down while the expression may still be reinterpreted.
struct CoverGrammar {
    var shorthandInitializer: SourceLocation?
    var duplicateProto: SourceLocation?

    var hasErrors: Bool { shorthandInitializer != nil || duplicateProto != nil }

    func check(_ parser: Parser) throws {
        if let shorthandInitializer {
            throw parser.error("Invalid shorthand property initializer", at: shorthandInitializer)
        }
        if let duplicateProto {
            throw parser.error("Duplicate __proto__ fields are not allowed in object literals", at: duplicateProto)
        }
    }

    /// Forgets the errors inside `range`, which became a pattern.
    mutating func clear(within range: SourceLocation) {
        if let location = shorthandInitializer, location.start >= range.start && location.start < range.end {
            shorthandInitializer = nil
        }
        if let location = duplicateProto, location.start >= range.start && location.start < range.end {
            duplicateProto = nil
        }
    }
}

extension Parser {
    // MARK: Comma and assignment

    func parseExpression() throws -> Expression {
        var cover = CoverGrammar()
        let expression = try parseExpression(cover: &cover)
        try cover.check(self)
        return expression
    }

    /// §12.16 Expression: assignments separated by commas.
    func parseExpression(cover: inout CoverGrammar) throws -> Expression {
        let start = mark()
        let first = try parseAssignment(cover: &cover)
        guard at(.comma) else { return first }
        var expressions = [first]
        while try eat(.comma) {
            expressions.append(try parseAssignment(cover: &cover))
        }
        return Expression(.sequence(expressions), at: finish(start))
    }

    func parseAssignment() throws -> Expression {
        var cover = CoverGrammar()
        let expression = try parseAssignment(cover: &cover)
        try cover.check(self)
        return expression
    }

    /// §12.15 AssignmentExpression, including arrow functions, `yield`, and the
    /// reinterpretation of a literal as a destructuring pattern (§12.15.5).
    func parseAssignment(cover: inout CoverGrammar) throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        if atKeyword("yield") && context.isGenerator {
            return try parseYield()
        }
        // `x => …` and `async x => …`.
        if token.kind == .identifier {
            let next = try peek()
            if next.isPunctuator(.arrow) && !next.hasNewlineBefore {
                let parameter = try parseBindingIdentifier()
                return try parseArrowFunction(start: start, parameters: [PatternElement(target: parameter, defaultValue: nil, location: parameter.location)],
                                              rest: nil, isAsync: false, parameterUses: FunctionUses())
            }
            if atKeyword("async") && next.kind == .identifier && !next.hasNewlineBefore {
                var lookahead = lexer
                _ = try lookahead.next()
                let third = try lookahead.next()
                if third.isPunctuator(.arrow) && !third.hasNewlineBefore {
                    try advance()
                    let savedAwait = lastAwaitIdentifierOffset
                    let parameter = try withContext({ $0.isAsync = true }) { try parseBindingIdentifier() }
                    lastAwaitIdentifierOffset = savedAwait
                    return try parseArrowFunction(start: start, parameters: [PatternElement(target: parameter, defaultValue: nil, location: parameter.location)],
                                                  rest: nil, isAsync: true, parameterUses: FunctionUses())
                }
            }
        }
        assignmentStartOffset = token.start
        let left = try parseConditional(cover: &cover)
        if isArrowJustParsed(left) { return left }
        guard case .punctuator(let punctuator) = token.kind, let op = Parser.assignmentOperator(punctuator) else {
            return left
        }
        let target: Pattern
        if op == .assign {
            target = try makeAssignmentTarget(left, message: "Invalid left-hand side in assignment", allowsCall: true)
            cover.clear(within: left.location)
        } else {
            target = try makeSimpleTarget(left, message: "Invalid left-hand side in assignment", allowsCall: op.logicalOperator == nil)
        }
        try advance()
        let value = try parseAssignment()
        return Expression(.assignment(op, target, value), at: finish(start))
    }

    static func assignmentOperator(_ punctuator: Punctuator) -> AssignmentOperator? {
        switch punctuator {
        case .assign: .assign
        case .plusAssign: .add
        case .minusAssign: .subtract
        case .starAssign: .multiply
        case .slashAssign: .divide
        case .percentAssign: .remainder
        case .starStarAssign: .exponent
        case .leftShiftAssign: .leftShift
        case .rightShiftAssign: .rightShift
        case .unsignedRightShiftAssign: .unsignedRightShift
        case .ampersandAssign: .bitwiseAnd
        case .barAssign: .bitwiseOr
        case .caretAssign: .bitwiseXor
        case .ampersandAmpersandAssign: .logicalAnd
        case .barBarAssign: .logicalOr
        case .questionQuestionAssign: .nullishCoalescing
        default: nil
        }
    }

    /// An arrow function just ended here: no operator may apply to it (`() => {} + 1`).
    func isArrowJustParsed(_ expression: Expression) -> Bool {
        if case .function(let function) = expression.kind, function.kind == .arrow,
           expression.location.end == previousEnd, !isParenthesized(expression) {
            return true
        }
        return false
    }

    /// §14.4 YieldExpression.
    func parseYield() throws -> Expression {
        let start = mark()
        if context.isInParameters { throw error("Yield expression not allowed in formal parameter", at: token) }
        lastYieldOrAwaitOffset = token.start
        try advance()
        var argument: Expression?
        var isDelegate = false
        if !token.hasNewlineBefore {
            if try eat(.star) {
                isDelegate = true
                argument = try parseAssignment()
            } else if tokenStartsExpression() {
                argument = try parseAssignment()
            }
        }
        return Expression(.yield(argument, isDelegate: isDelegate), at: finish(start))
    }

    func tokenStartsExpression() -> Bool {
        switch token.kind {
        case .identifier:
            return !(atKeyword("in") || atKeyword("instanceof"))
        case .number, .bigint, .string, .template, .regularExpression, .privateName:
            return true
        case .punctuator(let punctuator):
            switch punctuator {
            case .leftParen, .leftBracket, .leftBrace, .plus, .minus, .bang, .tilde, .plusPlus, .minusMinus, .slash, .slashAssign, .lessThan:
                return true
            default:
                return false
            }
        case .endOfInput:
            return false
        }
    }

    // MARK: Conditional and binary

    /// §12.14 ConditionalExpression.
    func parseConditional(cover: inout CoverGrammar) throws -> Expression {
        let start = mark()
        let test = try parseBinary(minimumPrecedence: 0, cover: &cover)
        if isArrowJustParsed(test) { return test }
        guard at(.question) else { return test }
        try cover.check(self)
        try advance()
        let savedForInit = isInForInitializer
        isInForInitializer = false
        let consequent = try parseAssignment()
        isInForInitializer = savedForInit
        try expect(.colon)
        let alternate = try parseAssignment()
        return Expression(.conditional(test: test, consequent: consequent, alternate: alternate), at: finish(start))
    }

    enum BinaryToken {
        case binary(BinaryOperator)
        case logical(LogicalOperator)
    }

    /// The operator at the current token and its precedence (§12.6–§12.13).
    func binaryOperator() -> (BinaryToken, Int)? {
        switch token.kind {
        case .punctuator(let punctuator):
            switch punctuator {
            case .questionQuestion: return (.logical(.nullishCoalescing), 1)
            case .barBar: return (.logical(.or), 1)
            case .ampersandAmpersand: return (.logical(.and), 2)
            case .bar: return (.binary(.bitwiseOr), 3)
            case .caret: return (.binary(.bitwiseXor), 4)
            case .ampersand: return (.binary(.bitwiseAnd), 5)
            case .equal: return (.binary(.equal), 6)
            case .notEqual: return (.binary(.notEqual), 6)
            case .strictEqual: return (.binary(.strictEqual), 6)
            case .strictNotEqual: return (.binary(.strictNotEqual), 6)
            case .lessThan: return (.binary(.lessThan), 7)
            case .greaterThan: return (.binary(.greaterThan), 7)
            case .lessThanOrEqual: return (.binary(.lessThanOrEqual), 7)
            case .greaterThanOrEqual: return (.binary(.greaterThanOrEqual), 7)
            case .leftShift: return (.binary(.leftShift), 8)
            case .rightShift: return (.binary(.rightShift), 8)
            case .unsignedRightShift: return (.binary(.unsignedRightShift), 8)
            case .plus: return (.binary(.add), 9)
            case .minus: return (.binary(.subtract), 9)
            case .star: return (.binary(.multiply), 10)
            case .slash: return (.binary(.divide), 10)
            case .percent: return (.binary(.remainder), 10)
            case .starStar: return (.binary(.exponent), 11)
            default: return nil
            }
        case .identifier where !token.hasEscape:
            if token.name == "instanceof" { return (.binary(.instanceof), 7) }
            if token.name == "in" && !isInForInitializer { return (.binary(.in), 7) }
            return nil
        default:
            return nil
        }
    }

    /// Precedence climbing over the binary and logical operators. `**` is right-associative
    /// and may not have a unary expression on its left (§12.6); `??` may not be mixed with
    /// `&&` or `||` without parentheses (§12.13).
    func parseBinary(minimumPrecedence: Int, cover: inout CoverGrammar) throws -> Expression {
        let start = mark()
        var left: Expression
        if token.kind == .privateName, minimumPrecedence < 7, !isInForInitializer, try peek().isContextual("in") {
            // `#x in object` (ES2022 §13.10 RelationalExpression: PrivateIdentifier in …).
            let name = token.name
            let nameLocation = token.location
            usePrivateName(name, at: nameLocation)
            try advance()
            try advance()
            var noCover = CoverGrammar()
            let object = try parseBinary(minimumPrecedence: 7, cover: &noCover)
            let brand = Expression(.identifier(Identifier(name: "#" + name, location: nameLocation, id: -1)), at: nameLocation)
            left = Expression(.binary(.in, brand, object), at: finish(start))
        } else {
            left = try parseUnary(cover: &cover)
        }
        if isArrowJustParsed(left) { return left }
        // A left-associative chain is parsed in this loop, and the passes after parsing
        // walk it in loops too (Expression.binaryChain), so its length is not nesting; only
        // `**`, which is right-associative and recurses, counts toward the limit. Releasing
        // the tree still recurses once per link (an indirect enum's payloads), hence the
        // generous bound of its own.
        var links = 0
        var chainLength = 0
        defer { depth -= links }
        while let (op, precedence) = binaryOperator(), precedence > minimumPrecedence {
            try cover.check(self)
            chainLength += 1
            if chainLength > Parser.maximumChainLength {
                throw error("Maximum nesting depth exceeded", at: token)
            }
            let operatorToken = token
            try advance()
            var noCover = CoverGrammar()
            if case .binary(.exponent) = op {
                if isUnaryOperand(left) {
                    throw error("Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence", at: operatorToken)
                }
                try enterNesting()
                links += 1
                let right = try parseBinary(minimumPrecedence: precedence - 1, cover: &noCover)
                left = Expression(.binary(.exponent, left, right), at: finish(start))
                continue
            }
            let right = try parseBinary(minimumPrecedence: precedence, cover: &noCover)
            switch op {
            case .binary(let binary):
                left = Expression(.binary(binary, left, right), at: finish(start))
            case .logical(let logical):
                if logical == .nullishCoalescing ? (isUnparenthesizedAndOr(left) || isUnparenthesizedAndOr(right))
                    : (isUnparenthesizedCoalesce(left) || isUnparenthesizedCoalesce(right)) {
                    throw error("Unexpected token '\(operatorToken.kind == .punctuator(.questionQuestion) ? "??" : logical.rawValue)'", at: operatorToken)
                }
                left = Expression(.logical(logical, left, right), at: finish(start))
            }
        }
        return left
    }

    func isUnaryOperand(_ expression: Expression) -> Bool {
        if isParenthesized(expression) { return false }
        switch expression.kind {
        case .unary, .await: return true
        default: return false
        }
    }

    func isUnparenthesizedAndOr(_ expression: Expression) -> Bool {
        if case .logical(let op, _, _) = expression.kind, op != .nullishCoalescing, !isParenthesized(expression) { return true }
        return false
    }

    func isUnparenthesizedCoalesce(_ expression: Expression) -> Bool {
        if case .logical(.nullishCoalescing, _, _) = expression.kind, !isParenthesized(expression) { return true }
        return false
    }

    // MARK: Unary and update

    /// §12.5 UnaryExpression, §12.4 UpdateExpression, §14.7 AwaitExpression.
    func parseUnary(cover: inout CoverGrammar) throws -> Expression {
        let start = mark()
        let op: UnaryOperator?
        switch token.kind {
        case .punctuator(.minus): op = .minus
        case .punctuator(.plus): op = .plus
        case .punctuator(.bang): op = .logicalNot
        case .punctuator(.tilde): op = .bitwiseNot
        case .identifier where atKeyword("typeof"): op = .typeof
        case .identifier where atKeyword("void"): op = .void
        case .identifier where atKeyword("delete"): op = .delete
        case .punctuator(.plusPlus), .punctuator(.minusMinus):
            let update: UpdateOperator = at(.plusPlus) ? .increment : .decrement
            try advance()
            try enterNesting()
            defer { leaveNesting() }
            var noCover = CoverGrammar()
            let operand = try parseUnary(cover: &noCover)
            try noCover.check(self)
            let target = try makeSimpleTarget(operand, message: "Invalid left-hand side expression in prefix operation", allowsCall: true)
            return Expression(.update(update, isPrefix: true, target), at: finish(start))
        case .identifier where atKeyword("await") && context.isAsync:
            if context.isInParameters { throw error("Illegal await-expression in formal parameters of async function", at: token) }
            lastYieldOrAwaitOffset = token.start
            if context.isModuleTopLevel { module?.hasTopLevelAwait = true }
            try advance()
            try enterNesting()
            defer { leaveNesting() }
            var noCover = CoverGrammar()
            let operand = try parseUnary(cover: &noCover)
            try noCover.check(self)
            return Expression(.await(operand), at: finish(start))
        default:
            op = nil
        }
        guard let op else { return try parsePostfix(cover: &cover) }
        try advance()
        try enterNesting()
        defer { leaveNesting() }
        var noCover = CoverGrammar()
        let operand = try parseUnary(cover: &noCover)
        try noCover.check(self)
        if op == .delete && context.isStrict, case .identifier = operand.kind {
            throw error("Delete of an unqualified identifier in strict mode.", at: start)
        }
        if op == .delete && Parser.isPrivateReference(operand) {
            throw error("Private fields can not be deleted", at: operand.location)
        }
        return Expression(.unary(op, operand), at: finish(start))
    }

    static func isPrivateReference(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .member(_, .name(let name), _): return name.hasPrefix("#")
        case .optionalChain(let chain): return isPrivateReference(chain)
        default: return false
        }
    }

    func parsePostfix(cover: inout CoverGrammar) throws -> Expression {
        let start = mark()
        let operand = try parseLeftHandSide(cover: &cover)
        if isArrowJustParsed(operand) { return operand }
        if (at(.plusPlus) || at(.minusMinus)) && !token.hasNewlineBefore {
            try cover.check(self)
            let update: UpdateOperator = at(.plusPlus) ? .increment : .decrement
            let target = try makeSimpleTarget(operand, message: "Invalid left-hand side expression in postfix operation", allowsCall: true)
            try advance()
            return Expression(.update(update, isPrefix: false, target), at: finish(start))
        }
        return operand
    }

    // MARK: Left-hand side: new, calls, members (§12.3)

    func parseLeftHandSide(cover: inout CoverGrammar) throws -> Expression {
        let expression: Expression
        if atKeyword("new") {
            expression = try parseNew()
        } else {
            expression = try parsePrimary(cover: &cover)
        }
        if isArrowJustParsed(expression) { return expression }
        return try parseSubscripts(expression, allowsCalls: true, cover: &cover)
    }

    func parseNew() throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        let newToken = token
        try advance()
        if try eat(.dot) {
            guard token.kind == .identifier && token.name == "target" else { throw unexpected() }
            if token.hasEscape { throw error("'new.target' must not contain escaped characters", at: token) }
            guard context.allowsNewTarget else { throw error("new.target expression is not allowed here", at: newToken) }
            try advance()
            context.uses.newTarget = true
            return Expression(.newTarget, at: finish(start))
        }
        var callee: Expression
        if atKeyword("new") {
            callee = try parseNew()
        } else if atKeyword("async"), try peek().isPunctuator(.leftParen) {
            // `new async(x)` constructs the function named `async`; its parentheses are the
            // arguments of `new`, not an async arrow head or a call.
            let identifier = try parseIdentifierReference()
            callee = Expression(.identifier(identifier), at: identifier.location)
        } else {
            if try atKeyword("import") && !(module != nil && peek().isPunctuator(.dot)) {
                throw error("Cannot use new with import", at: token)
            }
            var cover = CoverGrammar()
            callee = try parsePrimary(cover: &cover)
            try cover.check(self)
            if case .function(let function) = callee.kind, function.kind == .arrow, !isParenthesized(callee) {
                throw unexpected()
            }
        }
        var noCover = CoverGrammar()
        callee = try parseSubscripts(callee, allowsCalls: false, cover: &noCover)
        var arguments: [Argument] = []
        if at(.leftParen) {
            arguments = try parseArguments()
        }
        return Expression(.new(callee, arguments), at: finish(start))
    }

    /// Member accesses, calls, tagged templates and optional chains after `expression`.
    /// For the callee of `new`, calls are not consumed.
    func parseSubscripts(_ base: Expression, allowsCalls: Bool, cover: inout CoverGrammar) throws -> Expression {
        var expression = base
        var isInChain = false
        let start = SourceLocation(start: base.location.start, end: base.location.start, line: base.location.line, column: base.location.column)
        // Like binary chains, every link of `a.b(c)[d]` nests the tree one level deeper.
        var links = 0
        defer { depth -= links }
        while true {
            if token.kind == .template || at(.dot) || at(.questionDot) || at(.leftBracket) || (allowsCalls && at(.leftParen)) {
                try enterNesting()
                links += 1
            }
            switch token.kind {
            case .punctuator(.dot):
                try cover.check(self)
                try advance()
                let property = try parseMemberName()
                expression = Expression(.member(expression, property, isOptional: false), at: finish(start))
            case .punctuator(.questionDot):
                try cover.check(self)
                if !allowsCalls { throw error("Invalid optional chain from new expression", at: token) }
                try advance()
                isInChain = true
                if at(.leftParen) {
                    let arguments = try parseArguments()
                    expression = Expression(.call(expression, arguments, isOptional: true), at: finish(start))
                } else if try eat(.leftBracket) {
                    let property = try withAllowedIn { try parseExpression() }
                    try expect(.rightBracket)
                    expression = Expression(.member(expression, .computed(property), isOptional: true), at: finish(start))
                } else if token.kind == .template {
                    throw error("Invalid tagged template on optional chain", at: token)
                } else {
                    let property = try parseMemberName()
                    expression = Expression(.member(expression, property, isOptional: true), at: finish(start))
                }
            case .punctuator(.leftBracket):
                try cover.check(self)
                try advance()
                let property = try withAllowedIn { try parseExpression() }
                try expect(.rightBracket)
                expression = Expression(.member(expression, .computed(property), isOptional: false), at: finish(start))
            case .punctuator(.leftParen) where allowsCalls:
                try cover.check(self)
                let arguments = try parseArguments()
                if case .identifier(let identifier) = expression.kind, identifier.name == "eval", !isInChain {
                    // §18.2.1.1: a direct eval sees the caller's scope.
                    context.uses.directEval = true
                }
                expression = Expression(.call(expression, arguments, isOptional: false), at: finish(start))
            case .template:
                try cover.check(self)
                if isInChain { throw error("Invalid tagged template on optional chain", at: token) }
                let template = try parseTemplate(isTagged: true)
                expression = Expression(.taggedTemplate(tag: expression, template: template), at: finish(start))
            default:
                if isInChain {
                    return Expression(.optionalChain(expression), at: expression.location)
                }
                return expression
            }
        }
    }

    /// The name after `.` or `?.`: an IdentifierName or a private name.
    func parseMemberName() throws -> MemberProperty {
        if token.kind == .privateName {
            let name = token.name
            usePrivateName(name, at: token.location)
            try advance()
            return .name("#" + name)
        }
        return .name(try parsePropertyName())
    }

    /// Records a use of `#name`, checked against the enclosing classes when they end.
    func usePrivateName(_ name: String, at location: SourceLocation) {
        if privateNameScopes.isEmpty {
            if !parseContext.privateNames.contains("#" + name) {
                pendingPrivateNameError = pendingPrivateNameError ?? (name, location)
            }
            return
        }
        privateNameScopes[privateNameScopes.count - 1].references.append((name, location))
    }

    /// An IdentifierName after `.`: reserved words are allowed (`a.class`).
    func parsePropertyName() throws -> String {
        guard token.kind == .identifier else { throw unexpected() }
        let name = token.name
        try advance()
        return name
    }

    /// §12.3 Arguments: `(a, ...b)`.
    func parseArguments() throws -> [Argument] {
        try expect(.leftParen)
        return try withAllowedIn {
            var arguments: [Argument] = []
            while !at(.rightParen) {
                if try eat(.ellipsis) {
                    arguments.append(.spread(try parseAssignment()))
                } else {
                    arguments.append(.expression(try parseAssignment()))
                }
                if !at(.rightParen) && !at(.comma) {
                    throw error("missing ) after argument list", at: token)
                }
                if !at(.rightParen) { try advance() }
                if arguments.count >= Parser.maximumArgumentCount && !at(.rightParen) {
                    throw error("Too many arguments in function call (only \(Parser.maximumArgumentCount) allowed)", at: token)
                }
            }
            try advance()
            return arguments
        }
    }

    /// Runs `body` with `in` allowed again (inside brackets within a `for` head).
    func withAllowedIn<T>(_ body: () throws -> T) throws -> T {
        let saved = isInForInitializer
        isInForInitializer = false
        defer { isInForInitializer = saved }
        return try body()
    }

    /// Runs `body` in a modified function context, restoring it after.
    func withContext<T>(_ change: (inout FunctionContext) -> Void, _ body: () throws -> T) throws -> T {
        let saved = context
        change(&context)
        defer {
            let uses = context.uses
            context = saved
            context.uses.formUnion(uses)
        }
        return try body()
    }

    // MARK: Primary expressions (§12.2)

    func parsePrimary(cover: inout CoverGrammar) throws -> Expression {
        let start = mark()
        switch token.kind {
        case .identifier:
            // The words below are reserved but `async`: other names skip the comparisons.
            if !token.hasEscape && (Parser.isReservedWord(token.name) || atKeyword("async")) {
                switch token.name {
                case "this":
                    try advance()
                    context.uses.this = true
                    return Expression(.this, at: finish(start))
                case "null":
                    try advance()
                    return Expression(.null, at: finish(start))
                case "true", "false":
                    let value = token.name == "true"
                    try advance()
                    return Expression(.boolean(value), at: finish(start))
                case "function":
                    return try parseFunctionExpression(start: start, isAsync: false)
                case "class":
                    return try parseClass(isExpression: true)
                case "super":
                    return try parseSuper()
                case "new":
                    return try parseNew()
                case "import":
                    return try parseImportCall()
                case "async":
                    let next = try peek()
                    if next.kind == .identifier && next.name == "function" && !next.hasEscape && !next.hasNewlineBefore {
                        try advance()
                        return try parseFunctionExpression(start: start, isAsync: true)
                    }
                    if next.isPunctuator(.leftParen) && !next.hasNewlineBefore {
                        return try parseAsyncCallOrArrow(start: start)
                    }
                default:
                    break
                }
            }
            let identifier = try parseIdentifierReference()
            if identifier.name.utf8.count == 5, identifier.name == "await", !token.hasNewlineBefore, tokenContinuesAwaitOperand() {
                // `await x` outside an async function: say what V8 says.
                throw error("await is only valid in async functions and the top level bodies of modules", at: identifier.location)
            }
            return Expression(.identifier(identifier), at: identifier.location)
        case .number:
            if token.hasLegacyOctal && context.isStrict {
                throw error(lexerTokenIsDecimalWithLeadingZero ? "Decimals with leading zeros are not allowed in strict mode." : "Octal literals are not allowed in strict mode.", at: token)
            }
            let value = token.number
            try advance()
            return Expression(.number(value), at: finish(start))
        case .bigint:
            let digits = token.raw
            try advance()
            return Expression(.bigint(digits), at: finish(start))
        case .string:
            if token.hasLegacyOctal && context.isStrict {
                throw error("Octal escape sequences are not allowed in strict mode.", at: token)
            }
            let value = token.value ?? []
            try advance()
            return Expression(.string(value), at: finish(start))
        case .template:
            let template = try parseTemplate(isTagged: false)
            return Expression(.template(template), at: template.location)
        case .punctuator(.slash), .punctuator(.slashAssign):
            token = try lexer.rescanAsRegularExpression(from: token)
            let pattern = token.raw
            let flags = token.flags
            try RegularExpressionValidator.validate(pattern: pattern, flags: flags, at: token.location, parser: self)
            try advance()
            return Expression(.regularExpression(pattern: pattern, flags: flags), at: finish(start))
        case .punctuator(.leftParen):
            return try parseParenthesizedOrArrow()
        case .punctuator(.leftBracket):
            return try parseArrayLiteral(cover: &cover)
        case .punctuator(.leftBrace):
            return try parseObjectLiteral(cover: &cover)
        default:
            throw unexpected()
        }
    }

    /// `import(specifier)` (§12.3.10 ImportCall), allowed in scripts. It is a call whose
    /// callee is an identifier named `import` (which no source identifier can be, and which
    /// resolves nowhere): the host decides what loading a module means.
    func parseImportCall() throws -> Expression {
        let start = mark()
        let importToken = token
        try advance()
        if at(.dot), module != nil {
            try advance()
            guard token.kind == .identifier, token.name == "meta", !token.hasEscape else { throw unexpected() }
            try advance()
            return Expression(.importMeta, at: finish(start))
        }
        guard at(.leftParen) else {
            // Node's wording for ES module syntax in a CommonJS script.
            throw at(.dot) ? error("Cannot use 'import.meta' outside a module", at: importToken)
                           : error("Cannot use import statement outside a module", at: importToken)
        }
        try advance()
        var arguments: [Argument] = [.expression(try withAllowedIn { try parseAssignment() })]
        // The options argument of import attributes: `import(x, { with: { type: 'json' } })`.
        if try eat(.comma), !at(.rightParen) {
            arguments.append(.expression(try withAllowedIn { try parseAssignment() }))
            _ = try eat(.comma)
        }
        try expect(.rightParen)
        let callee = Expression(.identifier(Identifier(name: "import", location: importToken.location, id: -1)), at: importToken.location)
        return Expression(.call(callee, arguments, isOptional: false), at: finish(start))
    }

    /// After an identifier `await`: a token that could only be its operand (`await x`,
    /// `await 1`), which no expression may continue with, so the code is an error anyway.
    func tokenContinuesAwaitOperand() -> Bool {
        switch token.kind {
        case .number, .bigint, .string:
            return true
        case .identifier:
            return !(atKeyword("in") || atKeyword("of") || atKeyword("instanceof"))
        default:
            return false
        }
    }

    var lexerTokenIsDecimalWithLeadingZero: Bool {
        let text = lexer.source.slice(token.location)
        return text.contains { $0 == 0x38 || $0 == 0x39 || $0 == 0x2E }
    }

    /// `super(…)`, `super.x`, `super[x]` (§12.3.5, §12.3.7.1).
    func parseSuper() throws -> Expression {
        let start = mark()
        let superToken = token
        try advance()
        if at(.leftParen) {
            guard context.allowsSuperCall else { throw error("'super' keyword unexpected here", at: superToken) }
            let arguments = try parseArguments()
            context.uses.superCall = true
            context.uses.this = true
            return Expression(.superCall(arguments), at: finish(start))
        }
        guard context.allowsSuperProperty else { throw error("'super' keyword unexpected here", at: superToken) }
        context.uses.superProperty = true
        context.uses.this = true
        if try eat(.dot) {
            if token.kind == .privateName { throw error("Unexpected private field", at: token) }
            let name = try parsePropertyName()
            return Expression(.superMember(.name(name)), at: finish(start))
        }
        if try eat(.leftBracket) {
            let property = try withAllowedIn { try parseExpression() }
            try expect(.rightBracket)
            return Expression(.superMember(.computed(property)), at: finish(start))
        }
        throw error("'super' keyword unexpected here", at: superToken)
    }

    /// §12.2.9 Template literals. Untagged templates may not contain invalid escapes;
    /// tagged ones get an undefined cooked string for them (§12.8.6.1, ES2018).
    func parseTemplate(isTagged: Bool) throws -> TemplateLiteral {
        let start = mark()
        var quasis: [TemplateElement] = []
        var expressions: [Expression] = []
        while true {
            guard token.kind == .template else { throw unexpected() }
            if !isTagged, let message = token.templateError {
                throw error(message, at: token)
            }
            let isTail = token.isTemplateTail
            quasis.append(TemplateElement(cooked: token.value, raw: token.raw, location: token.location))
            if isTail {
                try advance()
                break
            }
            try advance()
            try enterNesting()
            defer { leaveNesting() }
            let expression = try withAllowedIn { try parseExpression() }
            expressions.append(expression)
            guard at(.rightBrace) else { throw unexpected() }
            token = try lexer.rescanTemplateContinuation(from: token)
        }
        return TemplateLiteral(quasis: quasis, expressions: expressions, location: finish(start))
    }

    // MARK: Identifiers

    /// An IdentifierReference (§12.1): not a reserved word, nor a contextual one that the
    /// current context reserves.
    func parseIdentifierReference() throws -> Identifier {
        let start = mark()
        let name = try parseIdentifierName(forBinding: false)
        return makeIdentifier(name, at: finish(start))
    }

    /// A BindingIdentifier as an `Identifier`: also rejects `eval`/`arguments` in strict code.
    func parseBindingIdentifier(lexicalKind: DeclarationKind? = nil) throws -> Pattern {
        let start = mark()
        let nameToken = token
        let name = try parseIdentifierName(forBinding: true)
        if lexicalKind != nil && name == "let" {
            throw error("let is disallowed as a lexically bound name", at: nameToken)
        }
        let identifier = makeIdentifier(name, at: finish(start))
        return Pattern(.identifier(identifier), at: identifier.location)
    }

    /// Reads an identifier token and checks it against §12.1.1 Static Semantics: Early Errors.
    func parseIdentifierName(forBinding: Bool) throws -> String {
        guard token.kind == .identifier else { throw unexpected() }
        let name = token.name
        try checkIdentifier(name, token: token, forBinding: forBinding)
        if name.utf8.count == 5 && name == "await" { lastAwaitIdentifierOffset = token.start }
        try advance()
        return name
    }

    func checkIdentifier(_ name: String, token: Token, forBinding: Bool) throws {
        if Parser.isReservedWord(name) {
            if token.hasEscape { throw error("Keyword must not contain escaped characters", at: token) }
            throw unexpected(token)
        }
        if context.isStrict && Parser.isStrictReservedWord(name) {
            throw error("Unexpected strict mode reserved word", at: token)
        }
        // The rest are words of 4, 5 and 9 letters (see `atKeyword` for why lengths first).
        let length = name.utf8.count
        guard length == 4 || length == 5 || length == 9 else { return }
        if name == "yield" && (context.isGenerator) {
            throw error(token.hasEscape ? "Keyword must not contain escaped characters" : "Unexpected identifier 'yield'", at: token)
        }
        if name == "await" && (context.isAsync || context.isInStaticBlock) {
            throw error(token.hasEscape ? "Keyword must not contain escaped characters" : "Unexpected reserved word", at: token)
        }
        if forBinding && context.isStrict && (name == "eval" || name == "arguments") {
            throw error("Unexpected eval or arguments in strict mode", at: token)
        }
        if name == "arguments" && !forBinding { context.uses.arguments = true }
    }
}

// Array and object literals, parenthesized expressions and the arrow-function cover grammar
// (ECMAScript 2020 §12.2.4, §12.2.5, §12.2.10, §14.2, §14.8).

extension Parser {
    /// §12.2.5 ArrayLiteral. Spread elements followed by a comma are remembered: such a
    /// literal cannot become an array pattern with a rest element.
    func parseArrayLiteral(cover: inout CoverGrammar) throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        try advance()
        var elements: [ArrayElement] = []
        try withAllowedIn {
            while !at(.rightBracket) {
                if at(.comma) {
                    try advance()
                    elements.append(.hole)
                    continue
                }
                if at(.ellipsis) {
                    try advance()
                    let argument = try parseAssignment(cover: &cover)
                    elements.append(.spread(argument))
                    if at(.comma) { spreadFollowedByComma.insert(argument.location.start) }
                } else {
                    elements.append(.expression(try parseAssignment(cover: &cover)))
                }
                if !at(.rightBracket) { try expect(.comma) }
            }
            try advance()
        }
        return Expression(.array(elements), at: finish(start))
    }

    /// §12.2.6 ObjectLiteral, including CoverInitializedName (`{ a = 1 }`, valid only as a
    /// pattern) and the `__proto__: value` form (§B.3.1).
    func parseObjectLiteral(cover: inout CoverGrammar) throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        try advance()
        var properties: [Property] = []
        var hasProto = false
        try withAllowedIn {
            while !at(.rightBrace) {
                let propertyStart = mark()
                if try eat(.ellipsis) {
                    let argument = try parseAssignment(cover: &cover)
                    if at(.comma) { spreadFollowedByComma.insert(propertyStart.start) }
                    properties.append(Property(location: finish(propertyStart), kind: .spread(argument)))
                } else {
                    let property = try parseObjectProperty(cover: &cover)
                    if case .prototypeSetter = property.kind {
                        if hasProto && cover.duplicateProto == nil { cover.duplicateProto = property.location }
                        hasProto = true
                    }
                    properties.append(property)
                }
                if !at(.rightBrace) { try expect(.comma) }
            }
            try advance()
        }
        return Expression(.object(properties), at: finish(start))
    }

    /// The prefix of a method: `async`, `*`, `get`, `set`, when a property key follows.
    struct MethodPrefix {
        var isAsync = false
        var isGenerator = false
        var kind: MethodKind = .method
    }

    /// True when the current token can start a property key (so `get`/`set`/`async`/`static`
    /// before it is a modifier, not the key itself).
    func tokenStartsPropertyKey(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .string, .number, .privateName: return true
        case .punctuator(.leftBracket): return true
        default: return false
        }
    }

    func parseMethodPrefix() throws -> MethodPrefix {
        var prefix = MethodPrefix()
        if atKeyword("async") {
            let next = try peek()
            if !next.hasNewlineBefore && (tokenStartsPropertyKey(next) || next.isPunctuator(.star)) {
                try advance()
                prefix.isAsync = true
            }
        }
        if at(.star) {
            try advance()
            prefix.isGenerator = true
            return prefix
        }
        if !prefix.isAsync && (atKeyword("get") || atKeyword("set")) {
            let next = try peek()
            if tokenStartsPropertyKey(next) {
                prefix.kind = token.name == "get" ? .getter : .setter
                try advance()
            }
        }
        return prefix
    }

    func parseObjectProperty(cover: inout CoverGrammar) throws -> Property {
        let start = mark()
        let prefix = try parseMethodPrefix()
        let keyToken = token
        let key = try parsePropertyKey()
        let hasPrefix = prefix.isAsync || prefix.isGenerator || prefix.kind != .method
        if at(.leftParen) || hasPrefix {
            let kind: FunctionKind = switch prefix.kind {
            case .method: .method
            case .getter: .getter
            case .setter: .setter
            }
            let function = try parseMethod(start: start, kind: kind, isAsync: prefix.isAsync, isGenerator: prefix.isGenerator)
            return Property(location: finish(start), kind: .method(key, prefix.kind, function))
        }
        if try eat(.colon) {
            let value = try parseAssignment(cover: &cover)
            if case .name(let name) = key, name == Parser.protoUnits, keyToken.kind != .punctuator(.leftBracket) {
                return Property(location: finish(start), kind: .prototypeSetter(value))
            }
            return Property(location: finish(start), kind: .keyValue(key, value))
        }
        // Shorthand `{ x }` or CoverInitializedName `{ x = 1 }`.
        guard keyToken.kind == .identifier else { throw unexpected() }
        try checkIdentifier(keyToken.name, token: keyToken, forBinding: false)
        if keyToken.name == "await" { lastAwaitIdentifierOffset = keyToken.start }
        let identifier = makeIdentifier(keyToken.name, at: keyToken.location)
        if at(.assign) {
            let assignToken = token
            if context.isStrict && (keyToken.name == "eval" || keyToken.name == "arguments") {
                throw error("Unexpected eval or arguments in strict mode", at: keyToken)
            }
            try advance()
            let value = try parseAssignment()
            if cover.shorthandInitializer == nil { cover.shorthandInitializer = assignToken.location }
            let target = Pattern(.identifier(identifier), at: identifier.location)
            let assignment = Expression(.assignment(.assign, target, value), at: finish(start))
            return Property(location: finish(start), kind: .keyValue(key, assignment))
        }
        return Property(location: finish(start), kind: .shorthand(identifier))
    }

    static let protoUnits = Array("__proto__".utf16)

    /// §12.2.6 PropertyName: an IdentifierName, string, number or `[expression]`.
    func parsePropertyKey(allowsPrivateName: Bool = false) throws -> PropertyKey {
        switch token.kind {
        case .privateName where allowsPrivateName:
            let name = Array(("#" + token.name).utf16)
            try advance()
            return .name(name)
        case .identifier:
            let name = Array(token.name.utf16)
            try advance()
            return .name(name)
        case .string:
            if token.hasLegacyOctal && context.isStrict {
                throw error("Octal escape sequences are not allowed in strict mode.", at: token)
            }
            let value = token.value ?? []
            try advance()
            return .name(value)
        case .number:
            if token.hasLegacyOctal && context.isStrict {
                throw error("Octal literals are not allowed in strict mode.", at: token)
            }
            let value = token.number
            try advance()
            return .number(value)
        case .bigint:
            // `{ 1n: x }` names the property ToString(1n), "1": the compiler converts it as
            // it converts a computed key.
            let start = token.location
            let digits = token.raw
            try advance()
            return .computed(Expression(.bigint(digits), at: finish(start)))
        case .punctuator(.leftBracket):
            try advance()
            let expression = try withAllowedIn { try parseAssignment() }
            try expect(.rightBracket)
            return .computed(expression)
        default:
            throw unexpected()
        }
    }

    // MARK: Parentheses and arrows

    /// `( … )`: a parenthesized expression, or the parameters of an arrow function when
    /// `=>` follows (§12.2.10 CoverParenthesizedExpressionAndArrowParameterList).
    func parseParenthesizedOrArrow() throws -> Expression {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        let isAssignmentStart = start.start == assignmentStartOffset
        try advance()
        let savedYield = lastYieldOrAwaitOffset
        lastYieldOrAwaitOffset = -1
        let savedUses = context.uses
        context.uses = FunctionUses()
        let savedForInit = isInForInitializer
        isInForInitializer = false
        var cover = CoverGrammar()
        var items: [Expression] = []
        var rest: Pattern?
        var trailingComma: Token?
        while !at(.rightParen) {
            if at(.ellipsis) {
                try advance()
                rest = try parseBindingTarget()
                if at(.assign) { throw error("Rest parameter may not have a default initializer", at: token) }
                if !at(.rightParen) { throw error("Rest parameter must be last formal parameter", at: token) }
                break
            }
            items.append(try parseAssignment(cover: &cover))
            if at(.comma) {
                let comma = token
                try advance()
                if at(.rightParen) { trailingComma = comma }
            } else {
                break
            }
        }
        try expect(.rightParen)
        isInForInitializer = savedForInit
        let innerUses = context.uses
        context.uses = savedUses
        context.uses.formUnion(innerUses)
        if at(.arrow) && !token.hasNewlineBefore {
            if !isAssignmentStart { throw error("Malformed arrow function parameter list", at: start) }
            if lastYieldOrAwaitOffset >= 0 {
                throw error(context.isAsync ? "Illegal await-expression in formal parameters of async function" : "Yield expression not allowed in formal parameter", offset: lastYieldOrAwaitOffset)
            }
            lastYieldOrAwaitOffset = savedYield
            var parameters: [PatternElement] = []
            for item in items {
                parameters.append(try makeParameter(item))
            }
            return try parseArrowFunction(start: start, parameters: parameters, rest: rest, isAsync: false, parameterUses: innerUses)
        }
        // `()`, `(...a)` and `(a,)` are only arrow parameters.
        if items.isEmpty || rest != nil || trailingComma != nil {
            throw unexpected()
        }
        try cover.check(self)
        lastYieldOrAwaitOffset = Swift.max(savedYield, lastYieldOrAwaitOffset)
        let expression: Expression
        if items.count == 1, let only = items.first {
            expression = only
        } else {
            let first = items[0].location
            let last = items[items.count - 1].location
            expression = Expression(.sequence(items), at: SourceLocation(start: first.start, end: last.end, line: first.line, column: first.column))
        }
        parenthesized.insert(rangeKey(expression.location))
        return expression
    }

    /// `async (…)`: a call of a function named `async`, or the head of an async arrow
    /// (§14.8 CoverCallExpressionAndAsyncArrowHead).
    func parseAsyncCallOrArrow(start: SourceLocation) throws -> Expression {
        let isAssignmentStart = start.start == assignmentStartOffset
        let asyncIdentifier = makeIdentifier("async", at: token.location)
        try advance()
        let savedYield = lastYieldOrAwaitOffset
        let savedAwaitIdentifier = lastAwaitIdentifierOffset
        lastYieldOrAwaitOffset = -1
        lastAwaitIdentifierOffset = -1
        let savedUses = context.uses
        context.uses = FunctionUses()
        try expect(.leftParen)
        var cover = CoverGrammar()
        var items: [Argument] = []
        var restFollowedByComma = false
        try withAllowedIn {
            while !at(.rightParen) {
                if try eat(.ellipsis) {
                    let argument = try parseAssignment(cover: &cover)
                    items.append(.spread(argument))
                    if at(.comma) { restFollowedByComma = true }
                } else {
                    items.append(.expression(try parseAssignment(cover: &cover)))
                }
                if !at(.rightParen) { try expect(.comma) }
            }
            try advance()
        }
        let innerUses = context.uses
        context.uses = savedUses
        context.uses.formUnion(innerUses)
        if at(.arrow) && !token.hasNewlineBefore {
            if !isAssignmentStart { throw error("Malformed arrow function parameter list", at: start) }
            if lastYieldOrAwaitOffset >= 0 {
                throw error("Illegal await-expression in formal parameters of async function", offset: lastYieldOrAwaitOffset)
            }
            if lastAwaitIdentifierOffset >= 0 {
                throw error("Unexpected reserved word", offset: lastAwaitIdentifierOffset)
            }
            lastYieldOrAwaitOffset = savedYield
            lastAwaitIdentifierOffset = savedAwaitIdentifier
            var parameters: [PatternElement] = []
            var restPattern: Pattern?
            for (index, item) in items.enumerated() {
                switch item {
                case .expression(let expression):
                    parameters.append(try makeParameter(expression))
                case .spread(let expression):
                    guard index == items.count - 1, !restFollowedByComma else {
                        throw error("Rest parameter must be last formal parameter", at: expression.location)
                    }
                    restPattern = try makeBindingPattern(expression)
                }
            }
            return try parseArrowFunction(start: start, parameters: parameters, rest: restPattern, isAsync: true, parameterUses: innerUses)
        }
        try cover.check(self)
        lastYieldOrAwaitOffset = Swift.max(savedYield, lastYieldOrAwaitOffset)
        lastAwaitIdentifierOffset = Swift.max(savedAwaitIdentifier, lastAwaitIdentifierOffset)
        let callee = Expression(.identifier(asyncIdentifier), at: asyncIdentifier.location)
        return Expression(.call(callee, items, isOptional: false), at: finish(start))
    }
}

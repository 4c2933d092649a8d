// Binding patterns (§13.3.3) and assignment patterns (§12.15.5), including the conversion of
// an already-parsed expression into a pattern (the cover grammars of §12.15.1 and §14.2).

extension Parser {
    // MARK: Binding patterns, parsed directly

    /// A BindingIdentifier or BindingPattern (declarations, parameters, catch).
    func parseBindingTarget(lexicalKind: DeclarationKind? = nil) throws -> Pattern {
        switch token.kind {
        case .punctuator(.leftBracket):
            return try parseArrayBindingPattern(lexicalKind: lexicalKind)
        case .punctuator(.leftBrace):
            return try parseObjectBindingPattern(lexicalKind: lexicalKind)
        default:
            return try parseBindingIdentifier(lexicalKind: lexicalKind)
        }
    }

    /// A binding target with an optional `= default`.
    func parseBindingElement(lexicalKind: DeclarationKind? = nil) throws -> PatternElement {
        let start = mark()
        let target = try parseBindingTarget(lexicalKind: lexicalKind)
        var defaultValue: Expression?
        if try eat(.assign) {
            defaultValue = try withAllowedIn { try parseAssignment() }
        }
        return PatternElement(target: target, defaultValue: defaultValue, location: finish(start))
    }

    func parseArrayBindingPattern(lexicalKind: DeclarationKind?) throws -> Pattern {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        try advance()
        var elements: [PatternElement?] = []
        var rest: Pattern?
        while !at(.rightBracket) {
            if try eat(.comma) {
                elements.append(nil)
                continue
            }
            if try eat(.ellipsis) {
                rest = try parseBindingTarget(lexicalKind: lexicalKind)
                if !at(.rightBracket) { throw error("Rest element must be last element", at: token) }
                break
            }
            elements.append(try parseBindingElement(lexicalKind: lexicalKind))
            if !at(.rightBracket) { try expect(.comma) }
        }
        try expect(.rightBracket)
        return Pattern(.array(elements, rest: rest), at: finish(start))
    }

    func parseObjectBindingPattern(lexicalKind: DeclarationKind?) throws -> Pattern {
        try enterNesting()
        defer { leaveNesting() }
        let start = mark()
        try advance()
        var properties: [ObjectPatternProperty] = []
        var rest: Pattern?
        while !at(.rightBrace) {
            let propertyStart = mark()
            if try eat(.ellipsis) {
                rest = try parseBindingIdentifier(lexicalKind: lexicalKind)
                if !at(.rightBrace) { throw error("Rest element must be last element", at: token) }
                break
            }
            let keyToken = token
            let key = try parsePropertyKey()
            if try eat(.colon) {
                let value = try parseBindingElement(lexicalKind: lexicalKind)
                properties.append(ObjectPatternProperty(key: key, value: value, isShorthand: false, location: finish(propertyStart)))
            } else {
                // `{ x }` or `{ x = 1 }`: the key must itself be a binding identifier.
                guard keyToken.kind == .identifier else { throw unexpected() }
                try checkIdentifier(keyToken.name, token: keyToken, forBinding: true)
                if lexicalKind != nil && keyToken.name == "let" {
                    throw error("let is disallowed as a lexically bound name", at: keyToken)
                }
                if keyToken.name == "await" { lastAwaitIdentifierOffset = keyToken.start }
                let identifier = makeIdentifier(keyToken.name, at: keyToken.location)
                var defaultValue: Expression?
                if try eat(.assign) {
                    defaultValue = try withAllowedIn { try parseAssignment() }
                }
                let element = PatternElement(target: Pattern(.identifier(identifier), at: identifier.location),
                                             defaultValue: defaultValue, location: finish(propertyStart))
                properties.append(ObjectPatternProperty(key: key, value: element, isShorthand: true, location: finish(propertyStart)))
            }
            if !at(.rightBrace) { try expect(.comma) }
        }
        try expect(.rightBrace)
        return Pattern(.object(properties, rest: rest), at: finish(start))
    }

    // MARK: Expressions reinterpreted as targets

    /// The target of `++`, `--` and compound assignment (§12.15.1, AssignmentTargetType
    /// simple): an identifier or a property reference, never an optional chain.
    /// `allowsCall`: in sloppy code a call is accepted too, and throws a ReferenceError once
    /// made (AssignmentTargetType web-compat, Runtime Errors for Function Call Assignment
    /// Targets), as browsers and Node do; never for `&&=`, `||=`, `??=` or in destructuring.
    func makeSimpleTarget(_ expression: Expression, message: String, allowsCall: Bool = false) throws -> Pattern {
        switch expression.kind {
        case .call(let callee, _, isOptional: false) where allowsCall && !context.isStrict && !Parser.isImportCall(callee):
            return Pattern(.expression(expression), at: expression.location)
        case .identifier(let identifier):
            if context.isStrict && (identifier.name == "eval" || identifier.name == "arguments") {
                throw error("Unexpected eval or arguments in strict mode", at: expression.location)
            }
            return Pattern(.identifier(identifier), at: expression.location)
        case .member, .superMember:
            return Pattern(.expression(expression), at: expression.location)
        default:
            throw error(message, at: expression.location)
        }
    }

    /// The target of `=` and of for-in/of: also object and array literals, which become
    /// assignment patterns (§12.15.5).
    func makeAssignmentTarget(_ expression: Expression, message: String, allowsCall: Bool = false) throws -> Pattern {
        switch expression.kind {
        case .object, .array:
            if isParenthesized(expression) { throw error(message, at: expression.location) }
            return try makePattern(expression, isBinding: false)
        default:
            return try makeSimpleTarget(expression, message: message, allowsCall: allowsCall)
        }
    }

    /// The callee of `import(…)`, which the parser writes as a call of the identifier `import`
    /// (one no source identifier can spell: its id is -1). An ImportCall is no CallExpression.
    static func isImportCall(_ callee: Expression) -> Bool {
        if case .identifier(let identifier) = callee.kind { return identifier.name == "import" && identifier.id == -1 }
        return false
    }

    /// An arrow parameter from an expression of the cover grammar.
    func makeParameter(_ expression: Expression) throws -> PatternElement {
        if case .assignment(.assign, let target, let value) = expression.kind, !isParenthesized(expression) {
            try checkBindingPattern(target)
            return PatternElement(target: target, defaultValue: value, location: expression.location)
        }
        let target = try makeBindingPattern(expression)
        return PatternElement(target: target, defaultValue: nil, location: expression.location)
    }

    func makeBindingPattern(_ expression: Expression) throws -> Pattern {
        try makePattern(expression, isBinding: true)
    }

    /// Converts a literal (or identifier, or, for assignment, a member expression) to a pattern.
    func makePattern(_ expression: Expression, isBinding: Bool) throws -> Pattern {
        try enterNesting()
        defer { leaveNesting() }
        let invalid = isBinding ? "Invalid destructuring target" : "Invalid destructuring assignment target"
        switch expression.kind {
        case .identifier(let identifier):
            if isBinding && isParenthesized(expression) { throw error(invalid, at: expression.location) }
            if context.isStrict && (identifier.name == "eval" || identifier.name == "arguments") {
                throw error("Unexpected eval or arguments in strict mode", at: expression.location)
            }
            return Pattern(.identifier(identifier), at: expression.location)
        case .member, .superMember:
            if isBinding { throw error(invalid, at: expression.location) }
            return Pattern(.expression(expression), at: expression.location)
        case .array(let elements):
            if isParenthesized(expression) { throw error(invalid, at: expression.location) }
            var patternElements: [PatternElement?] = []
            var rest: Pattern?
            for (index, element) in elements.enumerated() {
                switch element {
                case .hole:
                    patternElements.append(nil)
                case .expression(let value):
                    patternElements.append(try makePatternElement(value, isBinding: isBinding))
                case .spread(let value):
                    if index != elements.count - 1 || spreadFollowedByComma.contains(value.location.start) {
                        throw error("Rest element must be last element", at: value.location)
                    }
                    if case .assignment = value.kind, !isParenthesized(value) { throw error(invalid, at: value.location) }
                    rest = try makePattern(value, isBinding: isBinding)
                }
            }
            return Pattern(.array(patternElements, rest: rest), at: expression.location)
        case .object(let properties):
            if isParenthesized(expression) { throw error(invalid, at: expression.location) }
            var patternProperties: [ObjectPatternProperty] = []
            var rest: Pattern?
            for (index, property) in properties.enumerated() {
                switch property.kind {
                case .keyValue(let key, let value):
                    let element = try makePatternElement(value, isBinding: isBinding)
                    patternProperties.append(ObjectPatternProperty(key: key, value: element, isShorthand: false, location: property.location))
                case .prototypeSetter(let value):
                    let element = try makePatternElement(value, isBinding: isBinding)
                    patternProperties.append(ObjectPatternProperty(key: .name(Parser.protoUnits), value: element, isShorthand: false, location: property.location))
                case .shorthand(let identifier):
                    if context.isStrict && (identifier.name == "eval" || identifier.name == "arguments") {
                        throw error("Unexpected eval or arguments in strict mode", at: identifier.location)
                    }
                    let target = Pattern(.identifier(identifier), at: identifier.location)
                    let element = PatternElement(target: target, defaultValue: nil, location: property.location)
                    patternProperties.append(ObjectPatternProperty(key: .name(Array(identifier.name.utf16)), value: element, isShorthand: true, location: property.location))
                case .spread(let value):
                    if index != properties.count - 1 || spreadFollowedByComma.contains(property.location.start) {
                        throw error("Rest element must be last element", at: property.location)
                    }
                    // §13.3.3.1, §12.15.5.1: an object rest target is not itself a pattern.
                    switch value.kind {
                    case .object, .array: throw error(invalid, at: value.location)
                    default: break
                    }
                    rest = try makePattern(value, isBinding: isBinding)
                case .method:
                    throw error(invalid, at: property.location)
                }
            }
            return Pattern(.object(patternProperties, rest: rest), at: expression.location)
        case .assignment:
            throw error(invalid, at: expression.location)
        default:
            throw error(isBinding ? invalid : "Invalid destructuring assignment target", at: expression.location)
        }
    }

    func makePatternElement(_ value: Expression, isBinding: Bool) throws -> PatternElement {
        if case .assignment(.assign, let target, let defaultValue) = value.kind, !isParenthesized(value) {
            if isBinding { try checkBindingPattern(target) }
            return PatternElement(target: target, defaultValue: defaultValue, location: value.location)
        }
        let target: Pattern
        if isBinding {
            target = try makePattern(value, isBinding: true)
        } else {
            target = try makeAssignmentTarget(value, message: "Invalid destructuring assignment target")
        }
        return PatternElement(target: target, defaultValue: nil, location: value.location)
    }

    /// A pattern built in assignment form that must be a binding pattern (arrow parameters):
    /// no property references.
    func checkBindingPattern(_ pattern: Pattern) throws {
        switch pattern.kind {
        case .identifier(let identifier):
            if context.isStrict && (identifier.name == "eval" || identifier.name == "arguments") {
                throw error("Unexpected eval or arguments in strict mode", at: identifier.location)
            }
        case .expression:
            throw error("Invalid destructuring target", at: pattern.location)
        case .object(let properties, let rest):
            for property in properties { try checkBindingPattern(property.value.target) }
            if let rest { try checkBindingPattern(rest) }
        case .array(let elements, let rest):
            for element in elements { if let element { try checkBindingPattern(element.target) } }
            if let rest { try checkBindingPattern(rest) }
        }
    }

    /// The names a pattern binds, with their locations (§13.3.3.1 BoundNames).
    static func boundNames(of pattern: Pattern, into names: inout [Identifier]) {
        switch pattern.kind {
        case .identifier(let identifier):
            names.append(identifier)
        case .expression:
            break
        case .object(let properties, let rest):
            for property in properties { boundNames(of: property.value.target, into: &names) }
            if let rest { boundNames(of: rest, into: &names) }
        case .array(let elements, let rest):
            for element in elements { if let element { boundNames(of: element.target, into: &names) } }
            if let rest { boundNames(of: rest, into: &names) }
        }
    }
}

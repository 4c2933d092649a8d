// A readable digest of a program's scope analysis, for tests and debugging.

extension Program {
    /// The scopes that have bindings, one per line (`#id kind name:kind…`, `*` marking a
    /// captured binding), then every identifier occurrence in source order with what it
    /// resolves to (`#scope`, `global`, `dynamic(fallback)`).
    public var scopeSummary: String {
        summarizeScopes(self)
    }
}

func summarizeScopes(_ program: Program) -> String {
    var lines: [String] = []
    let tree = program.scopes
    for scope in tree.scopes where !scope.bindings.isEmpty {
        let bindings = scope.bindings.map { "\($0.name):\(kindName($0.kind))\($0.isCaptured ? "*" : "")" }
        lines.append("#\(scope.id) \(scopeKindName(scope.kind)) \(bindings.joined(separator: " "))")
    }
    var collector = IdentifierCollector()
    collector.visit(program.body)
    let occurrences = collector.identifiers.sorted { $0.location.start < $1.location.start }
    let references = occurrences.map { identifier in
        "\(identifier.name)=\(describe(tree.resolution(of: identifier), tree))"
    }
    lines.append(references.joined(separator: " "))
    return lines.joined(separator: "\n")
}

private func describe(_ resolution: Resolution, _ tree: ScopeTree) -> String {
    switch resolution {
    case .global: return "global"
    case .dynamic(let fallback): return "dynamic(\(describe(fallback, tree)))"
    case .local(let scope, let index):
        let binding = tree.scopes[scope].bindings[index]
        return "#\(scope)\(binding.isCaptured ? "*" : "")"
    }
}

private func kindName(_ kind: Binding.Kind) -> String {
    switch kind {
    case .var: "var"
    case .let: "let"
    case .const: "const"
    case .class: "class"
    case .classInnerName: "inner"
    case .import: "import"
    case .function: "function"
    case .parameter: "param"
    case .catchParameter: "catch"
    case .calleeName: "callee"
    case .arguments: "arguments"
    case .privateName: "private"
    }
}

private func scopeKindName(_ kind: Scope.Kind) -> String {
    switch kind {
    case .script: "script"
    case .eval: "eval"
    case .function: "function"
    case .functionBody: "body"
    case .block: "block"
    case .catch: "catch"
    case .forHead: "for"
    case .switch: "switch"
    case .class: "class"
    }
}

// MARK: Collecting identifiers

/// Every `Identifier` of a tree, by a plain recursive walk.
private struct IdentifierCollector {
    var identifiers: [Identifier] = []

    mutating func visit(_ statements: [Statement]) {
        for statement in statements { visit(statement) }
    }

    mutating func visit(_ statement: Statement) {
        switch statement.kind {
        case .expression(let expression), .directive(let expression, _), .throw(let expression):
            visit(expression)
        case .variableDeclaration(let declaration):
            visit(declaration)
        case .functionDeclaration(let function):
            visit(function)
        case .classDeclaration(let node):
            visit(node)
        case .block(let block):
            visit(block.body)
        case .empty, .debugger, .continue, .break:
            break
        case .importDeclaration(let names):
            identifiers.append(contentsOf: names)
        case .exportDefault(let name, let expression):
            visit(expression)
            identifiers.append(name)
        case .if(let test, let consequent, let alternate):
            visit(test)
            visit(consequent)
            if let alternate { visit(alternate) }
        case .for(let initializer, let test, let update, let body, _):
            switch initializer {
            case .declaration(let declaration): visit(declaration)
            case .expression(let expression): visit(expression)
            case nil: break
            }
            if let test { visit(test) }
            if let update { visit(update) }
            visit(body)
        case .forIn(let left, let right, let body, _), .forOf(let left, let right, let body, _, _):
            switch left {
            case .declaration(_, let pattern, let initializer):
                visit(pattern)
                if let initializer { visit(initializer) }
            case .pattern(let pattern):
                visit(pattern)
            }
            visit(right)
            visit(body)
        case .while(let test, let body), .doWhile(let body, let test):
            visit(test)
            visit(body)
        case .return(let argument):
            if let argument { visit(argument) }
        case .with(let object, let body):
            visit(object)
            visit(body)
        case .switch(let discriminant, let cases, _):
            visit(discriminant)
            for switchCase in cases {
                if let test = switchCase.test { visit(test) }
                visit(switchCase.body)
            }
        case .labeled(_, let body):
            visit(body)
        case .try(let block, let handler, let finalizer):
            visit(block.body)
            if let handler {
                if let parameter = handler.parameter { visit(parameter) }
                visit(handler.body.body)
            }
            if let finalizer { visit(finalizer.body) }
        }
    }

    mutating func visit(_ declaration: VariableDeclaration) {
        for declarator in declaration.declarators {
            visit(declarator.target)
            if let initializer = declarator.initializer { visit(initializer) }
        }
    }

    mutating func visit(_ function: FunctionNode) {
        if let name = function.name { identifiers.append(name) }
        for parameter in function.parameters { visit(parameter) }
        if let rest = function.rest { visit(rest) }
        visit(function.body)
    }

    mutating func visit(_ node: ClassNode) {
        if let name = node.name { identifiers.append(name) }
        if let superclass = node.superclass { visit(superclass) }
        if let constructor = node.constructor { visit(constructor) }
        for member in node.members {
            visit(member.key)
            visit(member.function)
        }
        for field in node.fields {
            visit(field.key)
            if let initializer = field.initializer { visit(initializer) }
        }
        for block in node.staticBlocks { visit(block.body) }
    }

    mutating func visit(_ key: PropertyKey) {
        if case .computed(let expression) = key { visit(expression) }
    }

    mutating func visit(_ element: PatternElement) {
        visit(element.target)
        if let defaultValue = element.defaultValue { visit(defaultValue) }
    }

    mutating func visit(_ pattern: Pattern) {
        switch pattern.kind {
        case .identifier(let identifier):
            identifiers.append(identifier)
        case .expression(let expression):
            visit(expression)
        case .object(let properties, let rest):
            for property in properties {
                visit(property.key)
                visit(property.value)
            }
            if let rest { visit(rest) }
        case .array(let elements, let rest):
            for element in elements {
                if let element { visit(element) }
            }
            if let rest { visit(rest) }
        }
    }

    mutating func visit(_ arguments: [Argument]) {
        for argument in arguments {
            switch argument {
            case .expression(let value), .spread(let value): visit(value)
            }
        }
    }

    mutating func visit(_ expression: Expression) {
        switch expression.kind {
        case .identifier(let identifier):
            identifiers.append(identifier)
        case .null, .boolean, .number, .bigint, .string, .regularExpression, .this, .newTarget, .importMeta:
            break
        case .template(let template):
            for element in template.expressions { visit(element) }
        case .taggedTemplate(let tag, let template):
            visit(tag)
            for element in template.expressions { visit(element) }
        case .array(let elements):
            for element in elements {
                switch element {
                case .hole: break
                case .expression(let value), .spread(let value): visit(value)
                }
            }
        case .object(let properties):
            for property in properties {
                switch property.kind {
                case .keyValue(let key, let value):
                    visit(key)
                    visit(value)
                case .shorthand(let identifier):
                    identifiers.append(identifier)
                case .method(let key, _, let function):
                    visit(key)
                    visit(function)
                case .spread(let value), .prototypeSetter(let value):
                    visit(value)
                }
            }
        case .function(let function):
            visit(function)
        case .class(let node):
            visit(node)
        case .unary(_, let operand), .await(let operand), .optionalChain(let operand):
            visit(operand)
        case .update(_, _, let target):
            visit(target)
        case .binary, .logical:
            // In a loop: flat chains may be very long.
            for operand in expression.chainOperands { visit(operand) }
        case .conditional(let test, let consequent, let alternate):
            visit(test)
            visit(consequent)
            visit(alternate)
        case .assignment(_, let target, let value):
            visit(target)
            visit(value)
        case .sequence(let expressions):
            for element in expressions { visit(element) }
        case .member(let object, let property, _):
            visit(object)
            if case .computed(let key) = property { visit(key) }
        case .superMember(let property):
            if case .computed(let key) = property { visit(key) }
        case .call(let callee, let arguments, _), .new(let callee, let arguments):
            visit(callee)
            visit(arguments)
        case .superCall(let arguments):
            visit(arguments)
        case .yield(let argument, _):
            if let argument { visit(argument) }
        }
    }
}

// A compact S-expression form of the AST, for tests and debugging:
// `x = a?.b + 1` prints as `(= x (+ (chain (?. a b)) 1))`.

extension Program {
    /// The statements of the program as S-expressions, one per line.
    public var sExpression: String {
        body.map(\.sExpression).joined(separator: "\n")
    }
}

extension Statement {
    public var sExpression: String {
        let printer = ASTPrinter()
        printer.print(self)
        return printer.output
    }
}

extension Expression {
    public var sExpression: String {
        let printer = ASTPrinter()
        printer.print(self)
        return printer.output
    }
}

final class ASTPrinter {
    var output = ""

    func write(_ text: String) {
        output += text
    }

    /// `(head item item…)` with a space before each item.
    func list(_ head: String, _ items: () -> Void) {
        write("(" + head)
        items()
        write(")")
    }

    func space() {
        write(" ")
    }

    // MARK: Statements

    func print(_ statements: [Statement]) {
        for statement in statements {
            space()
            print(statement)
        }
    }

    func print(_ statement: Statement) {
        switch statement.kind {
        case .expression(let expression):
            list("expr") { space(); print(expression) }
        case .directive(_, let raw):
            write("(directive \"\(raw)\")")
        case .variableDeclaration(let declaration):
            print(declaration)
        case .functionDeclaration(let function):
            print(function)
        case .classDeclaration(let node):
            print(node)
        case .block(let block):
            list("block") { print(block.body) }
        case .empty:
            write("(empty)")
        case .if(let test, let consequent, let alternate):
            list("if") {
                space(); print(test)
                space(); print(consequent)
                if let alternate { space(); print(alternate) }
            }
        case .for(let initializer, let test, let update, let body, _):
            list("for") {
                space()
                switch initializer {
                case .declaration(let declaration): print(declaration)
                case .expression(let expression): print(expression)
                case nil: write("_")
                }
                space()
                if let test { print(test) } else { write("_") }
                space()
                if let update { print(update) } else { write("_") }
                space(); print(body)
            }
        case .forIn(let left, let right, let body, _):
            list("for-in") { space(); print(left); space(); print(right); space(); print(body) }
        case .forOf(let left, let right, let body, let isAwait, _):
            list(isAwait ? "for-await-of" : "for-of") { space(); print(left); space(); print(right); space(); print(body) }
        case .while(let test, let body):
            list("while") { space(); print(test); space(); print(body) }
        case .doWhile(let body, let test):
            list("do-while") { space(); print(body); space(); print(test) }
        case .continue(let label):
            write(label.map { "(continue \($0))" } ?? "(continue)")
        case .break(let label):
            write(label.map { "(break \($0))" } ?? "(break)")
        case .return(let argument):
            list("return") { if let argument { space(); print(argument) } }
        case .with(let object, let body):
            list("with") { space(); print(object); space(); print(body) }
        case .switch(let discriminant, let cases, _):
            list("switch") {
                space(); print(discriminant)
                for switchCase in cases {
                    space()
                    if let test = switchCase.test {
                        list("case") { space(); print(test); print(switchCase.body) }
                    } else {
                        list("default") { print(switchCase.body) }
                    }
                }
            }
        case .labeled(let labels, let body):
            list("label " + labels.joined(separator: " ")) { space(); print(body) }
        case .throw(let argument):
            list("throw") { space(); print(argument) }
        case .try(let block, let handler, let finalizer):
            list("try") {
                space(); list("block") { print(block.body) }
                if let handler {
                    space()
                    list("catch") {
                        space()
                        if let parameter = handler.parameter { print(parameter) } else { write("_") }
                        space(); list("block") { print(handler.body.body) }
                    }
                }
                if let finalizer {
                    space(); list("finally") { print(finalizer.body) }
                }
            }
        case .debugger:
            write("(debugger)")
        case .importDeclaration(let names):
            list("import") { for name in names { space(); write(name.name) } }
        case .exportDefault(_, let expression):
            list("export-default") { space(); print(expression) }
        }
    }

    func print(_ declaration: VariableDeclaration) {
        list(declaration.kind.rawValue) {
            for declarator in declaration.declarators {
                space()
                if let initializer = declarator.initializer {
                    list("=") { space(); print(declarator.target); space(); print(initializer) }
                } else {
                    print(declarator.target)
                }
            }
        }
    }

    func print(_ left: ForBinding) {
        switch left {
        case .declaration(let kind, let pattern, let initializer):
            list(kind.rawValue) {
                space()
                if let initializer {
                    list("=") { space(); print(pattern); space(); print(initializer) }
                } else {
                    print(pattern)
                }
            }
        case .pattern(let pattern):
            print(pattern)
        }
    }

    // MARK: Functions and classes

    func print(_ function: FunctionNode) {
        var head = function.kind == .arrow ? "=>" : "function"
        if function.isGenerator { head += "*" }
        if function.isAsync { head = "async " + head }
        switch function.kind {
        case .getter: head = "get " + head
        case .setter: head = "set " + head
        case .baseConstructor, .derivedConstructor: head = "constructor"
        default: break
        }
        list(head) {
            if let name = function.name { write(" " + name.name) }
            space()
            write("(")
            var first = true
            for parameter in function.parameters {
                if !first { space() }
                first = false
                print(parameter)
            }
            if let rest = function.rest {
                if !first { space() }
                list("...") { space(); print(rest) }
            }
            write(")")
            if function.isConciseArrow, let statement = function.body.first, case .return(let value?) = statement.kind {
                space(); print(value)
            } else {
                print(function.body)
            }
        }
    }

    func print(_ node: ClassNode) {
        list("class") {
            if let name = node.name { write(" " + name.name) }
            if let superclass = node.superclass {
                space(); list("extends") { space(); print(superclass) }
            }
            if let constructor = node.constructor {
                space(); print(constructor)
            }
            var fieldIndex = 0
            func printFields(upTo memberIndex: Int) {
                while fieldIndex < node.fields.count, node.fields[fieldIndex].memberIndex <= memberIndex {
                    let field = node.fields[fieldIndex]
                    space()
                    list((field.isStatic ? "static " : "") + "field") {
                        space(); print(field.key)
                        if let initializer = field.initializer, let statement = initializer.body.first,
                           case .return(let value?) = statement.kind {
                            space(); print(value)
                        }
                    }
                    fieldIndex += 1
                }
            }
            for (index, member) in node.members.enumerated() {
                printFields(upTo: index)
                space()
                let kind = switch member.kind {
                case .method: "method"
                case .getter: "get"
                case .setter: "set"
                }
                list((member.isStatic ? "static " : "") + kind) {
                    space(); print(member.key)
                    space(); print(member.function)
                }
            }
            printFields(upTo: node.members.count)
            for block in node.staticBlocks {
                space()
                list("static-block") { print(block.body.body) }
            }
        }
    }

    // MARK: Expressions

    func print(_ expression: Expression) {
        switch expression.kind {
        case .identifier(let identifier):
            write(identifier.name)
        case .null:
            write("null")
        case .boolean(let value):
            write(value ? "true" : "false")
        case .number(let value):
            write(ASTPrinter.format(value))
        case .bigint(let digits):
            write(String(decoding: digits, as: UTF16.self) + "n")
        case .string(let units):
            write(ASTPrinter.quote(units))
        case .regularExpression(let pattern, let flags):
            write("/" + String(decoding: pattern, as: UTF16.self) + "/" + flags)
        case .template(let template):
            print(template)
        case .taggedTemplate(let tag, let template):
            list("tagged") { space(); print(tag); space(); print(template) }
        case .this:
            write("this")
        case .array(let elements):
            list("array") {
                for element in elements {
                    space()
                    switch element {
                    case .hole: write("_")
                    case .expression(let value): print(value)
                    case .spread(let value): list("...") { space(); print(value) }
                    }
                }
            }
        case .object(let properties):
            list("object") {
                for property in properties {
                    space()
                    switch property.kind {
                    case .keyValue(let key, let value):
                        list(":") { space(); print(key); space(); print(value) }
                    case .shorthand(let identifier):
                        list("shorthand") { write(" " + identifier.name) }
                    case .method(let key, let kind, let function):
                        let head = switch kind {
                        case .method: "method"
                        case .getter: "get"
                        case .setter: "set"
                        }
                        list(head) { space(); print(key); space(); print(function) }
                    case .spread(let value):
                        list("...") { space(); print(value) }
                    case .prototypeSetter(let value):
                        list("__proto__") { space(); print(value) }
                    }
                }
            }
        case .function(let function):
            print(function)
        case .class(let node):
            print(node)
        case .unary(let op, let operand):
            list(op.rawValue) { space(); print(operand) }
        case .update(let op, let isPrefix, let target):
            list(isPrefix ? "prefix" + op.rawValue : "postfix" + op.rawValue) { space(); print(target) }
        case .binary(let op, let left, let right):
            list(op.rawValue) { space(); print(left); space(); print(right) }
        case .logical(let op, let left, let right):
            list(op.rawValue) { space(); print(left); space(); print(right) }
        case .conditional(let test, let consequent, let alternate):
            list("?") { space(); print(test); space(); print(consequent); space(); print(alternate) }
        case .assignment(let op, let target, let value):
            list(op.rawValue) { space(); print(target); space(); print(value) }
        case .sequence(let expressions):
            list(",") {
                for element in expressions { space(); print(element) }
            }
        case .member(let object, let property, let isOptional):
            switch property {
            case .name(let name):
                list(isOptional ? "?." : ".") { space(); print(object); write(" " + name) }
            case .computed(let key):
                list(isOptional ? "?.[]" : "[]") { space(); print(object); space(); print(key) }
            }
        case .superMember(let property):
            switch property {
            case .name(let name): write("(. super \(name))")
            case .computed(let key): list("[]") { write(" super "); print(key) }
            }
        case .call(let callee, let arguments, let isOptional):
            list(isOptional ? "?.call" : "call") { space(); print(callee); print(arguments) }
        case .superCall(let arguments):
            list("super-call") { print(arguments) }
        case .new(let callee, let arguments):
            list("new") { space(); print(callee); print(arguments) }
        case .newTarget:
            write("new.target")
        case .importMeta:
            write("import.meta")
        case .optionalChain(let chain):
            list("chain") { space(); print(chain) }
        case .yield(let argument, let isDelegate):
            list(isDelegate ? "yield*" : "yield") { if let argument { space(); print(argument) } }
        case .await(let operand):
            list("await") { space(); print(operand) }
        }
    }

    func print(_ arguments: [Argument]) {
        for argument in arguments {
            space()
            switch argument {
            case .expression(let value): print(value)
            case .spread(let value): list("...") { space(); print(value) }
            }
        }
    }

    func print(_ template: TemplateLiteral) {
        list("template") {
            for (index, quasi) in template.quasis.enumerated() {
                space()
                if let cooked = quasi.cooked { write(ASTPrinter.quote(cooked)) } else { write("undefined") }
                if quasi.cooked != quasi.raw { write("/raw:" + ASTPrinter.quote(quasi.raw)) }
                if index < template.expressions.count {
                    space(); print(template.expressions[index])
                }
            }
        }
    }

    func print(_ key: PropertyKey) {
        switch key {
        case .name(let units):
            let name = String(decoding: units, as: UTF16.self)
            let isPlain = !name.isEmpty && name.unicodeScalars.enumerated().allSatisfy { index, scalar in
                scalar.properties.isIDContinue || scalar == "$" || (index == 0 && scalar == "#")
            }
            write(isPlain ? name : ASTPrinter.quote(units))
        case .number(let value):
            write(ASTPrinter.format(value))
        case .computed(let expression):
            write("[")
            print(expression)
            write("]")
        }
    }

    // MARK: Patterns

    func print(_ pattern: Pattern) {
        switch pattern.kind {
        case .identifier(let identifier):
            write(identifier.name)
        case .expression(let expression):
            print(expression)
        case .object(let properties, let rest):
            list("object-pattern") {
                for property in properties {
                    space()
                    if property.isShorthand {
                        print(property.value)
                    } else {
                        list(":") { space(); print(property.key); space(); print(property.value) }
                    }
                }
                if let rest { space(); list("...") { space(); print(rest) } }
            }
        case .array(let elements, let rest):
            list("array-pattern") {
                for element in elements {
                    space()
                    if let element { print(element) } else { write("_") }
                }
                if let rest { space(); list("...") { space(); print(rest) } }
            }
        }
    }

    func print(_ element: PatternElement) {
        if let defaultValue = element.defaultValue {
            list("=") { space(); print(element.target); space(); print(defaultValue) }
        } else {
            print(element.target)
        }
    }

    // MARK: Literals

    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func quote(_ units: [UInt16]) -> String {
        var result = "\""
        for unit in units {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }
}

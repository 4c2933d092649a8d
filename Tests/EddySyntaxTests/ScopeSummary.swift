@testable import EddySyntax

/// A readable digest of a program's scope analysis, for table tests:
/// scopes with their bindings (`*` marks captured ones), then every identifier occurrence in
/// source order with what it resolves to.
func scopeSummary(_ program: Program) -> String {
    var lines: [String] = []
    let tree = program.scopes
    for scope in tree.scopes where !scope.bindings.isEmpty {
        let bindings = scope.bindings.map { "\($0.name):\(kindName($0.kind))\($0.isCaptured ? "*" : "")" }
        lines.append("#\(scope.id) \(scopeKindName(scope.kind)) \(bindings.joined(separator: " "))")
    }
    var occurrences: [Identifier] = []
    collectIdentifiers(program.body, into: &occurrences)
    occurrences.sort { $0.location.start < $1.location.start }
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
    case .function: "function"
    case .parameter: "param"
    case .catchParameter: "catch"
    case .calleeName: "callee"
    case .arguments: "arguments"
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

// MARK: Collecting identifiers (a small walk over the AST)

private func collectIdentifiers(_ statements: [Statement], into out: inout [Identifier]) {
    for statement in statements { collect(statement, &out) }
}

private func collect(_ statement: Statement, _ out: inout [Identifier]) {
    switch statement.kind {
    case .expression(let e), .directive(let e, _), .throw(let e): collect(e, &out)
    case .variableDeclaration(let d): collect(d, &out)
    case .functionDeclaration(let f): collect(f, &out)
    case .classDeclaration(let c): collect(c, &out)
    case .block(let b): collectIdentifiers(b.body, into: &out)
    case .empty, .debugger, .continue, .break: break
    case .if(let t, let c, let a):
        collect(t, &out); collect(c, &out); if let a { collect(a, &out) }
    case .for(let i, let t, let u, let b, _):
        switch i {
        case .declaration(let d): collect(d, &out)
        case .expression(let e): collect(e, &out)
        case nil: break
        }
        if let t { collect(t, &out) }
        if let u { collect(u, &out) }
        collect(b, &out)
    case .forIn(let l, let r, let b, _), .forOf(let l, let r, let b, _, _):
        switch l {
        case .declaration(_, let p, let i): collect(p, &out); if let i { collect(i, &out) }
        case .pattern(let p): collect(p, &out)
        }
        collect(r, &out); collect(b, &out)
    case .while(let t, let b), .doWhile(let b, let t): collect(t, &out); collect(b, &out)
    case .return(let e): if let e { collect(e, &out) }
    case .with(let o, let b): collect(o, &out); collect(b, &out)
    case .switch(let d, let cases, _):
        collect(d, &out)
        for c in cases { if let t = c.test { collect(t, &out) }; collectIdentifiers(c.body, into: &out) }
    case .labeled(_, let b): collect(b, &out)
    case .try(let b, let h, let f):
        collectIdentifiers(b.body, into: &out)
        if let h { if let p = h.parameter { collect(p, &out) }; collectIdentifiers(h.body.body, into: &out) }
        if let f { collectIdentifiers(f.body, into: &out) }
    }
}

private func collect(_ d: VariableDeclaration, _ out: inout [Identifier]) {
    for declarator in d.declarators {
        collect(declarator.target, &out)
        if let i = declarator.initializer { collect(i, &out) }
    }
}

private func collect(_ f: FunctionNode, _ out: inout [Identifier]) {
    if let name = f.name { out.append(name) }
    for p in f.parameters { collect(p.target, &out); if let d = p.defaultValue { collect(d, &out) } }
    if let r = f.rest { collect(r, &out) }
    collectIdentifiers(f.body, into: &out)
}

private func collect(_ c: ClassNode, _ out: inout [Identifier]) {
    if let name = c.name { out.append(name) }
    if let s = c.superclass { collect(s, &out) }
    if let k = c.constructor { collect(k, &out) }
    for m in c.members {
        if case .computed(let e) = m.key { collect(e, &out) }
        collect(m.function, &out)
    }
    for block in c.staticBlocks { collect(block.body, &out) }
    for field in c.fields {
        if case .computed(let e) = field.key { collect(e, &out) }
        if let f = field.initializer { collect(f, &out) }
    }
}

private func collect(_ p: Pattern, _ out: inout [Identifier]) {
    switch p.kind {
    case .identifier(let i): out.append(i)
    case .expression(let e): collect(e, &out)
    case .object(let props, let rest):
        for prop in props {
            if case .computed(let e) = prop.key { collect(e, &out) }
            collect(prop.value.target, &out)
            if let d = prop.value.defaultValue { collect(d, &out) }
        }
        if let rest { collect(rest, &out) }
    case .array(let elements, let rest):
        for el in elements { if let el { collect(el.target, &out); if let d = el.defaultValue { collect(d, &out) } } }
        if let rest { collect(rest, &out) }
    }
}

private func collect(_ e: Expression, _ out: inout [Identifier]) {
    switch e.kind {
    case .identifier(let i): out.append(i)
    case .null, .boolean, .number, .string, .regularExpression, .this, .newTarget: break
    case .template(let t): for x in t.expressions { collect(x, &out) }
    case .taggedTemplate(let tag, let t): collect(tag, &out); for x in t.expressions { collect(x, &out) }
    case .array(let elements):
        for el in elements {
            switch el {
            case .hole: break
            case .expression(let x), .spread(let x): collect(x, &out)
            }
        }
    case .object(let props):
        for prop in props {
            switch prop.kind {
            case .keyValue(let k, let v):
                if case .computed(let x) = k { collect(x, &out) }
                collect(v, &out)
            case .shorthand(let i): out.append(i)
            case .method(let k, _, let f):
                if case .computed(let x) = k { collect(x, &out) }
                collect(f, &out)
            case .spread(let v), .prototypeSetter(let v): collect(v, &out)
            }
        }
    case .function(let f): collect(f, &out)
    case .class(let c): collect(c, &out)
    case .unary(_, let x), .await(let x), .optionalChain(let x): collect(x, &out)
    case .update(_, _, let p): collect(p, &out)
    case .binary(_, let l, let r), .logical(_, let l, let r): collect(l, &out); collect(r, &out)
    case .conditional(let t, let c, let a): collect(t, &out); collect(c, &out); collect(a, &out)
    case .assignment(_, let p, let v): collect(p, &out); collect(v, &out)
    case .sequence(let xs): for x in xs { collect(x, &out) }
    case .member(let o, let p, _):
        collect(o, &out)
        if case .computed(let x) = p { collect(x, &out) }
    case .superMember(let p): if case .computed(let x) = p { collect(x, &out) }
    case .call(let c, let args, _), .new(let c, let args):
        collect(c, &out)
        for a in args { switch a { case .expression(let x), .spread(let x): collect(x, &out) } }
    case .superCall(let args):
        for a in args { switch a { case .expression(let x), .spread(let x): collect(x, &out) } }
    case .yield(let x, _): if let x { collect(x, &out) }
    }
}

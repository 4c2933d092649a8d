// The VM's side of private names (ES2022 §6.2.12, §15.7.14): making them as a class is
// evaluated, and installing private methods. The element operations themselves are
// `Agent.getPrivate` and friends (Object/PrivateName.swift).

extension VM {
    /// A fresh Private Name for one evaluation of a class body (§15.7.14 step 6.a).
    func makePrivateName(text: Constant, kind: Int, brand: JSValue?) -> PrivateName {
        var description = ""
        if case .string(let units) = text { description = String(decoding: units, as: UTF16.self) }
        let kinds: [PrivateName.Kind] = [.field, .method, .accessor, .brand(isStatic: false), .brand(isStatic: true)]
        return agent.makePrivateName(kind: kinds[min(max(kind, 0), kinds.count - 1)], text: description,
                                     brand: brand?.asObject as? PrivateName)
    }

    /// The private name compiled code loaded from its class scope.
    func privateName(in value: JSValue) throws -> PrivateName {
        guard let name = value.asObject as? PrivateName else { throw agent.typeError("Invalid private name") }
        return name
    }

    /// A private method, getter or setter (§15.7.14 step 27, ClassElementEvaluation of a
    /// private MethodDefinition): the function is shared by every instance, so it is kept on
    /// its name; `super` in it refers to the class's prototype (or, static, the class).
    func setPrivateMethod(_ nameValue: JSValue, function functionValue: JSValue, kind: Int, homeObject: JSValue) throws {
        let name = try privateName(in: nameValue)
        guard let function = functionValue.asObject else { return }
        // Named `#m` by the compiler, as V8 names it.
        if let bytecode = function as? BytecodeFunction { bytecode.homeObject = homeObject.asObject }
        if kind == 2 { name.setter = function } else { name.function = function }
    }
}

// Private names and private elements (ES2022 §6.2.12, §7.3.27–§7.3.32).
//
// Each evaluation of a class body makes a `PrivateName` per `#name` it declares, held in the
// class scope's environment (binding kind `.privateName`) where compiled code loads it; a
// script never sees one. Instances keep their private elements in a table outside the
// object (`Heap.privateElements`, keyed by the object's identity): ordinary objects pay one
// Bool, and reflection, freezing and Proxy traps, which all go through the shape and the
// internal methods, never meet private elements.
//
// Private methods and accessors are stored once, on their name; an instance receives the
// class's *brand* (one more private name), as V8 does, and reading `o.#m` checks the brand.
// This is the spec's PrivateMethodOrAccessorAdd with the shared function held by the name.

/// A Private Name (§6.2.12): unique by identity, described by its source text (`#x`).
final class PrivateName: JSObject {
    enum Kind {
        case field
        case method
        case accessor
        /// The brand of a class's instances (or, `isStatic`, of the class itself) that
        /// private methods and accessors check; `description` is the class's name.
        case brand(isStatic: Bool)
    }

    let kind: Kind
    /// `#x`, or the class name for a brand.
    let text: String
    /// The brand a method or accessor checks.
    let brand: PrivateName?
    /// The method's function, or the accessor's getter.
    var function: JSObject?
    var setter: JSObject?

    init(kind: Kind, text: String, brand: PrivateName?, shape: Shape) {
        self.kind = kind
        self.text = text
        self.brand = brand
        super.init(shape: shape, prototype: nil)
    }

    override func visitReferences(_ marker: inout Marker) {
        super.visitReferences(&marker)
        marker.mark(brand)
        marker.mark(function)
        marker.mark(setter)
    }

    override func clearReferences(in heap: Heap) {
        super.clearReferences(in: heap)
        function = nil
        setter = nil
    }

    /// The name V8 puts in a brand check's errors: the class's, or `anonymous`.
    var brandClassName: String {
        let name = brand?.text ?? text
        return name.isEmpty ? "anonymous" : name
    }

    /// What an error reading or writing through null or undefined names: `#x`, or the
    /// class for a method or accessor (V8 reads the brand first).
    var referenceText: String {
        if case .field = kind { return text }
        return brandClassName
    }
}

/// The private elements of one object (§7.3.27 [[PrivateElements]]): field values, and
/// brands (whose value is unused), in the order they were added.
final class PrivateElements {
    var names: ContiguousArray<PrivateName> = []
    var values: ContiguousArray<JSValue> = []

    func index(of name: PrivateName) -> Int? {
        names.firstIndex { $0 === name }
    }
}

extension Agent {
    /// The private elements of `object`, if it has any.
    @inline(__always) func privateElements(of object: JSObject) -> PrivateElements? {
        object.hasPrivateElements ? heap.privateElements[ObjectIdentifier(object)] : nil
    }

    func makePrivateName(kind: PrivateName.Kind, text: String, brand: PrivateName?) -> PrivateName {
        heap.register(PrivateName(kind: kind, text: text, brand: brand, shape: rootShape))
    }

    /// PrivateFieldAdd (§7.3.28) and, for a brand, PrivateMethodOrAccessorAdd (§7.3.29).
    /// Neither an object's extensibility nor a Proxy's traps matter (§7.3.28 has no such
    /// step; Node 20 adds private fields to frozen objects).
    func addPrivateElement(_ name: PrivateName, to object: JSObject, value: JSValue) throws {
        let elements: PrivateElements
        if let existing = privateElements(of: object) {
            if existing.index(of: name) != nil {
                if case .brand = name.kind {
                    throw typeError("Cannot initialize private methods of class \(name.brandClassName) twice on the same object")
                }
                throw typeError("Cannot initialize \(name.text) twice on the same object")
            }
            elements = existing
        } else {
            elements = PrivateElements()
            heap.privateElements[ObjectIdentifier(object)] = elements
            object.hasPrivateElements = true
        }
        elements.names.append(name)
        elements.values.append(value)
    }

    /// The index of a field in `object`'s elements, or after a method's or accessor's brand
    /// check, nil; throws V8's TypeError when the object lacks it.
    private func findPrivateElement(_ name: PrivateName, in object: JSObject?, isWrite: Bool) throws -> Int? {
        let elements = object.flatMap(privateElements(of:))
        switch name.kind {
        case .field:
            if let index = elements?.index(of: name) { return index }
            throw typeError("Cannot \(isWrite ? "write" : "read") private member \(name.text) "
                + "\(isWrite ? "to" : "from") an object whose class did not declare it")
        case .method, .accessor, .brand:
            guard let brand = name.brand, elements?.index(of: brand) != nil else {
                if case .brand(isStatic: true)? = name.brand?.kind {
                    throw typeError("Receiver must be class \(name.brandClassName)")
                }
                throw typeError("Receiver must be an instance of class \(name.brandClassName)")
            }
            return nil
        }
    }

    /// The object a private reference reads or writes (`o.#x`): null and undefined are
    /// V8's "Cannot read properties of null" errors, other primitives have no elements.
    private func privateReferenceBase(_ value: JSValue, _ name: PrivateName, isWrite: Bool) throws -> JSObject? {
        if let object = value.asObject { return object }
        if value.isNull || value.isUndefined {
            let which = value.isNull ? "null" : "undefined"
            throw typeError(isWrite ? "Cannot set properties of \(which) (setting '\(name.referenceText)')"
                                    : "Cannot read properties of \(which) (reading '\(name.referenceText)')")
        }
        return nil
    }

    /// PrivateGet (§7.3.31).
    func getPrivate(_ base: JSValue, _ name: PrivateName) throws -> JSValue {
        let object = try privateReferenceBase(base, name, isWrite: false)
        if let index = try findPrivateElement(name, in: object, isWrite: false), let object {
            return privateElements(of: object)?.values[index] ?? .undefined
        }
        switch name.kind {
        case .method:
            return name.function.map(JSValue.object) ?? .undefined
        default:
            guard let getter = name.function else { throw typeError("'\(name.text)' was defined without a getter") }
            return try call(.object(getter), this: base, arguments: [])
        }
    }

    /// PrivateSet (§7.3.32).
    func setPrivate(_ base: JSValue, _ name: PrivateName, _ value: JSValue) throws {
        let object = try privateReferenceBase(base, name, isWrite: true)
        if let index = try findPrivateElement(name, in: object, isWrite: true), let object {
            privateElements(of: object)?.values[index] = value
            return
        }
        switch name.kind {
        case .method:
            throw typeError("Private method '\(name.text)' is not writable")
        default:
            guard let setter = name.setter else { throw typeError("'\(name.text)' was defined without a setter") }
            _ = try call(.object(setter), this: base, arguments: [value])
        }
    }

    /// `#x in object` (§13.10.1 step 5, PrivateElementFind).
    func hasPrivate(_ name: PrivateName, in target: JSValue) throws -> Bool {
        guard let object = target.asObject else {
            throw typeError("Cannot use 'in' operator to search for '\(name.referenceText)' in \(target.shortDescription)")
        }
        let elements = privateElements(of: object)
        if case .field = name.kind { return elements?.index(of: name) != nil }
        guard let brand = name.brand else { return false }
        return elements?.index(of: brand) != nil
    }
}

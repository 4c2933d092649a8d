/// The JSON object (§24.5): parse with a reviver, stringify with a replacer and gap.
enum JSONBuiltins {
    static let methods: [BuiltinMethod] = [
        .init("parse", length: 2, parse),
        .init("stringify", length: 3, stringify),
    ]

    static func install(in realm: Realm, agent: Agent) {
        let json = realm.makeOrdinaryObject(in: agent)
        realm.install(methods, on: json, in: agent)
        // JSON[@@toStringTag] (§24.5.3).
        json.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("JSON"), attributes: .configurable)
        realm.globalObject.defineBuiltinProperty(agent.key("JSON"), .object(json))
    }

    // MARK: - parse

    /// JSON.parse ( text [ , reviver ] ) (§24.5.1).
    @Sendable static func parse(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let text = try agent.toString(arguments[0])
        var parser = JSONParser(text.units, agent: agent)
        let value: JSValue
        do {
            value = try parser.parse()
        } catch let failure as JSONParser.Failure {
            throw agent.syntaxError(failure.message)
        }
        guard case .object(let reviver) = arguments[1], reviver.isCallable else { return value }
        let root = agent.makeObject()
        _ = try root.createDataProperty(agent.key(""), value, in: agent)
        return try internalize(holder: root, key: agent.key(""), reviver: reviver, in: agent)
    }

    /// InternalizeJSONProperty (§24.5.1.1). Each level counts as a call, so a deeply nested
    /// value ends in a RangeError rather than a stack overflow.
    private static func internalize(holder: JSObject, key: PropertyKey, reviver: JSObject, in agent: Agent) throws
        -> JSValue
    {
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        let value = try holder.get(key, in: agent)
        if case .object(let object) = value {
            func revise(_ key: PropertyKey) throws {
                let element = try internalize(holder: object, key: key, reviver: reviver, in: agent)
                if element.isUndefined {
                    _ = try object.delete(key, in: agent)
                } else {
                    _ = try object.createDataProperty(key, element, in: agent)
                }
            }
            if agent.isArray(value) {
                let length = try object.lengthOfArrayLike(in: agent)
                var index = 0.0
                while index < length {
                    try revise(agent.indexKey(index))
                    index += 1
                }
            } else {
                for key in try enumerableOwnKeys(object, in: agent) { try revise(key) }
            }
        }
        return try agent.call(reviver, this: .object(holder), arguments: [key.value, value])
    }

    /// EnumerableOwnPropertyNames ( O, key ) (§7.3.23), as keys.
    static func enumerableOwnKeys(_ object: JSObject, in agent: Agent) throws -> [PropertyKey] {
        var keys: [PropertyKey] = []
        for key in try object.ownPropertyKeys(in: agent) where !key.isSymbol {
            if let descriptor = try object.getOwnProperty(key, in: agent), descriptor.enumerable == true {
                keys.append(key)
            }
        }
        return keys
    }

    // MARK: - stringify

    /// JSON.stringify ( value [ , replacer [ , space ] ] ) (§24.5.2).
    @Sendable static func stringify(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        var serializer = JSONSerializer(agent: agent)
        if case .object(let replacer) = arguments[1] {
            if replacer.isCallable {
                serializer.replacerFunction = replacer
            } else if agent.isArray(arguments[1]) {
                var list: [PropertyKey] = []
                var seen = Set<UInt>()
                let length = try replacer.lengthOfArrayLike(in: agent)
                var index = 0.0
                while index < length {
                    let element = try replacer.get(agent.indexKey(index), in: agent)
                    var item: JSString?
                    switch element {
                    case .string(let string): item = string
                    case .number: item = try agent.toString(element)
                    case .object(let object):
                        if object is JSStringObject || (object as? JSPrimitiveWrapper)?.primitiveValue.asNumber != nil {
                            item = try agent.toString(element)
                        }
                    default: break
                    }
                    if let item {
                        let key = agent.key(item)
                        if seen.insert(key.identityBits).inserted { list.append(key) }
                    }
                    index += 1
                }
                serializer.propertyList = list
            }
        }
        var space = arguments[2]
        if case .object(let object) = space {
            if (object as? JSPrimitiveWrapper)?.primitiveValue.asNumber != nil {
                space = .number(try agent.toNumber(space))
            } else if object is JSStringObject {
                space = .string(try agent.toString(space))
            }
        }
        switch space {
        case .number(let number):
            let count = Int(min(10, max(0, number.integerOrInfinity)))
            serializer.gap = [UInt16](repeating: 0x20, count: count)
        case .string(let string):
            serializer.gap = Array(string.units.prefix(10))
        default:
            break
        }
        let wrapper = agent.makeObject()
        _ = try wrapper.createDataProperty(agent.key(""), arguments[0], in: agent)
        guard try serializer.serializeProperty(key: agent.key(""), holder: wrapper) else { return .undefined }
        guard serializer.output.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        return .string(JSString(units: serializer.output))
    }
}

/// The state of one JSON.stringify call (§24.5.2: the JSON Serialization Record), writing
/// into one buffer of code units.
struct JSONSerializer {
    let agent: Agent
    var replacerFunction: JSObject?
    var propertyList: [PropertyKey]?
    var gap: [UInt16] = []
    private var indent: [UInt16] = []
    /// The objects being serialized, with the key each was reached by, for cycle detection
    /// and V8's description of the cycle.
    private var stack: [(key: PropertyKey, object: JSObject)] = []
    private(set) var output: [UInt16] = []

    init(agent: Agent) {
        self.agent = agent
    }

    /// SerializeJSONProperty (§24.5.2.1): appends the value's text and returns true, or
    /// returns false (and appends nothing) when the value serializes as undefined.
    mutating func serializeProperty(key: PropertyKey, holder: JSObject) throws -> Bool {
        var value = try holder.get(key, in: agent)
        if case .object = value {
            let toJSON = try agent.getV(value, agent.key("toJSON"))
            if toJSON.isCallable { value = try agent.call(toJSON, this: value, arguments: [key.value]) }
        }
        if let replacerFunction {
            value = try agent.call(replacerFunction, this: .object(holder), arguments: [key.value, value])
        }
        if case .object(let object) = value {
            if let wrapper = object as? JSPrimitiveWrapper {
                switch wrapper.primitiveValue {
                case .number: value = .number(try agent.toNumber(value))
                case .boolean(let boolean): value = .boolean(boolean)
                default: break
                }
            } else if object is JSStringObject {
                value = .string(try agent.toString(value))
            }
        }
        switch value {
        case .null:
            output.append(contentsOf: "null".utf16)
        case .boolean(let boolean):
            output.append(contentsOf: (boolean ? "true" : "false").utf16)
        case .string(let string):
            Self.quote(string.units, into: &output)
        case .number(let number):
            output.append(contentsOf: number.isFinite ? NumberFormatting.string(from: number).utf16 : "null".utf16)
        case .object(let object) where !object.isCallable:
            try serializeContainer(object, key: key)
        default:
            return false
        }
        guard output.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        return true
    }

    /// SerializeJSONObject (§24.5.2.4) and SerializeJSONArray (§24.5.2.5).
    private mutating func serializeContainer(_ object: JSObject, key: PropertyKey) throws {
        if let start = stack.firstIndex(where: { $0.object === object }) {
            throw agent.typeError(circularMessage(from: start, closingKey: key))
        }
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        stack.append((key, object))
        defer { stack.removeLast() }
        let stepback = indent
        indent += gap
        defer { indent = stepback }
        let isArray = agent.isArray(.object(object))
        output.append(isArray ? 0x5B : 0x7B)
        var isEmpty = true
        func separate() {
            if !isEmpty { output.append(0x2C) }
            if !gap.isEmpty {
                output.append(0x0A)
                output.append(contentsOf: indent)
            }
            isEmpty = false
        }
        if isArray {
            let length = try object.lengthOfArrayLike(in: agent)
            var index = 0.0
            while index < length {
                separate()
                if !(try serializeProperty(key: agent.indexKey(index), holder: object)) {
                    output.append(contentsOf: "null".utf16)
                }
                index += 1
            }
        } else {
            let keys = try propertyList ?? JSONBuiltins.enumerableOwnKeys(object, in: agent)
            for key in keys {
                let mark = output.count
                let wasEmpty = isEmpty
                separate()
                Self.quote(key.value.asString?.units ?? Array(key.displayString.utf16), into: &output)
                output.append(0x3A)
                if !gap.isEmpty { output.append(0x20) }
                if !(try serializeProperty(key: key, holder: object)) {
                    // Undefined values leave no member: take back the separator and the name.
                    output.removeSubrange(mark...)
                    isEmpty = wasEmpty
                }
            }
        }
        if !isEmpty && !gap.isEmpty {
            output.append(0x0A)
            output.append(contentsOf: stepback)
        }
        output.append(isArray ? 0x5D : 0x7D)
    }

    /// QuoteJSONString (§24.5.2.2), with well-formed escaping of lone surrogates.
    static func quote(_ units: [UInt16], into output: inout [UInt16]) {
        output.append(0x22)
        let hex = Array("0123456789abcdef".utf16)
        var index = 0
        while index < units.count {
            let unit = units[index]
            switch unit {
            case 0x08: output.append(contentsOf: [0x5C, 0x62])
            case 0x09: output.append(contentsOf: [0x5C, 0x74])
            case 0x0A: output.append(contentsOf: [0x5C, 0x6E])
            case 0x0C: output.append(contentsOf: [0x5C, 0x66])
            case 0x0D: output.append(contentsOf: [0x5C, 0x72])
            case 0x22: output.append(contentsOf: [0x5C, 0x22])
            case 0x5C: output.append(contentsOf: [0x5C, 0x5C])
            case 0xD800...0xDBFF where index + 1 < units.count && (0xDC00...0xDFFF).contains(units[index + 1]):
                output.append(unit)
                output.append(units[index + 1])
                index += 1
            case 0..<0x20, 0xD800...0xDFFF:
                output.append(contentsOf: [0x5C, 0x75])
                for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int(unit >> UInt16(shift)) & 0xF]) }
            default:
                output.append(unit)
            }
            index += 1
        }
        output.append(0x22)
    }

    /// V8's TypeError text for a cycle: where it starts, the path around it, the key that
    /// closes it.
    private func circularMessage(from start: Int, closingKey: PropertyKey) -> String {
        var message = "Converting circular structure to JSON\n    --> starting at object with constructor "
            + constructorName(stack[start].object)
        let path = Array(stack[(start + 1)...])
        let prefixCount = 2
        let postfixCount = 1
        func line(_ entry: (key: PropertyKey, object: JSObject)) -> String {
            "\n    |     \(describe(entry.key)) -> object with constructor \(constructorName(entry.object))"
        }
        for entry in path.prefix(prefixCount) { message += line(entry) }
        let rest = path.dropFirst(prefixCount)
        if rest.count > postfixCount { message += "\n    |     ..." }
        for entry in rest.suffix(postfixCount) { message += line(entry) }
        return message + "\n    --- \(describe(closingKey)) closes the circle"
    }

    private func describe(_ key: PropertyKey) -> String {
        if case .index(let index) = key { return "index \(index)" }
        return "property '\(key.displayString)'"
    }

    /// The `name` of the nearest `constructor` data property, read without running code.
    private func constructorName(_ object: JSObject) -> String {
        var current: JSObject? = object
        while let candidate = current {
            if case .data(.object(let constructor), _)? = candidate.storedProperty(.atom(agent.names.constructor)) {
                if case .data(.string(let name), _)? = constructor.storedProperty(.atom(agent.names.name)) {
                    return "'\(name.stringValue)'"
                }
                return "'Object'"
            }
            current = candidate.prototype
        }
        return "'Object'"
    }
}

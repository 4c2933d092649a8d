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
        guard let reviver = arguments[1].asObject, reviver.isCallable else { return value }
        let root = agent.makeObject()
        _ = try root.createDataProperty(.atom(agent.names.empty), value, in: agent)
        return try internalize(holder: root, key: .atom(agent.names.empty), reviver: reviver, in: agent)
    }

    /// InternalizeJSONProperty (§24.5.1.1). Each level counts as a call, so a deeply nested
    /// value ends in a RangeError rather than a stack overflow.
    private static func internalize(holder: JSObject, key: PropertyKey, reviver: JSObject, in agent: Agent) throws
        -> JSValue
    {
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        let value = try holder.get(key, in: agent)
        if let object = value.asObject {
            func revise(_ key: PropertyKey) throws {
                let element = try internalize(holder: object, key: key, reviver: reviver, in: agent)
                if element.isUndefined {
                    _ = try object.delete(key, in: agent)
                } else {
                    _ = try object.createDataProperty(key, element, in: agent)
                }
            }
            if try agent.isArray(value) {
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
        if let replacer = arguments[1].asObject {
            if replacer.isCallable {
                serializer.replacerFunction = replacer
            } else if try agent.isArray(arguments[1]) {
                var list: [PropertyKey] = []
                var seen = Set<UInt>()
                let length = try replacer.lengthOfArrayLike(in: agent)
                var index = 0.0
                while index < length {
                    let element = try replacer.get(agent.indexKey(index), in: agent)
                    var item: JSString?
                    switch element {
                    case .string(let string): item = string.string
                    case .number: item = try agent.toString(element)
                    case .object(let object):
                        let object = object.object
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
        if let object = space.asObject {
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
        _ = try wrapper.createDataProperty(.atom(agent.names.empty), arguments[0], in: agent)
        guard try serializer.serializeProperty(key: .atom(agent.names.empty), holder: wrapper) else { return .undefined }
        return try StringBuiltins.makeString(serializer.output, in: agent)
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
    /// `toJSON`, read for every value.
    private let toJSONKey: PropertyKey
    /// The members of objects of a few shared shapes, worked out once per shape: objects
    /// serialized in bulk are mostly many objects of the same few shapes.
    private var layouts: [ShapeLayout] = []
    /// `layouts[i].shape`'s identity, compared without retaining the shapes.
    private var layoutShapes: [ObjectIdentifier] = []
    private static let layoutLimit = 16

    /// What an ordinary object of `shape` (no elements) serializes: its enumerable string-
    /// keyed properties in order, each with its name already quoted and, for data
    /// properties, its slot. The layout holds the shape, so the shape's identity cannot
    /// be reused by another while the layout is cached.
    private final class ShapeLayout {
        let shape: Shape
        let keys: ContiguousArray<PropertyKey>
        /// Each member's name, quoted, then `:`.
        let names: ContiguousArray<[UInt16]>
        /// Each member's slot; -1 for an accessor.
        let slots: ContiguousArray<Int>

        init(shape: Shape, keys: ContiguousArray<PropertyKey>, names: ContiguousArray<[UInt16]>,
             slots: ContiguousArray<Int>) {
            self.shape = shape
            self.keys = keys
            self.names = names
            self.slots = slots
        }
    }

    init(agent: Agent) {
        self.agent = agent
        toJSONKey = .atom(agent.names.toJSON)
    }

    /// SerializeJSONProperty (§24.5.2.1): appends the value's text and returns true, or
    /// returns false (and appends nothing) when the value serializes as undefined.
    mutating func serializeProperty(key: PropertyKey, holder: JSObject) throws -> Bool {
        try serialize(try holder.get(key, in: agent), key: key, holder: holder)
    }

    /// SerializeJSONProperty from step 2 on, with the value already read from the holder.
    private mutating func serialize(_ read: JSValue, key: PropertyKey, holder: JSObject) throws -> Bool {
        if replacerFunction == nil {
            // Primitives without a replacer: nothing to call, written at once.
            switch read {
            case .string(let string):
                Self.quote(string.units, into: &output)
                guard output.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
                return true
            case .number(let number):
                Self.appendNumber(number, to: &output)
                return true
            case .null:
                Self.append("null", to: &output)
                return true
            case .boolean(let boolean):
                Self.append(boolean ? "true" : "false", to: &output)
                return true
            case .undefined, .symbol:
                return false
            case .object, .bigint:
                break
            }
        }
        var value = read
        switch value {
        case .object, .bigint:
            let toJSON = try agent.getV(value, toJSONKey)
            if toJSON.isCallable { value = try agent.call(toJSON, this: value, arguments: [key.value]) }
        default:
            break
        }
        if let replacerFunction {
            value = try agent.call(replacerFunction, this: .object(holder), arguments: [key.value, value])
        }
        if let object = value.asObject, !object.isPlainObject {
            if let wrapper = object as? JSPrimitiveWrapper {
                switch wrapper.primitiveValue {
                case .number: value = .number(try agent.toNumber(value))
                case .boolean(let boolean): value = .boolean(boolean)
                case .bigint: value = wrapper.primitiveValue
                default: break
                }
            } else if object is JSStringObject {
                value = .string(try agent.toString(value))
            }
        }
        switch value {
        case .null:
            Self.append("null", to: &output)
        case .boolean(let boolean):
            Self.append(boolean ? "true" : "false", to: &output)
        case .string(let string):
            Self.quote(string.units, into: &output)
        case .number(let number):
            Self.appendNumber(number, to: &output)
        case .object(let reference) where !reference.object.isCallable:
            try serializeContainer(reference.object, key: key)
        case .bigint:
            throw agent.typeError("Do not know how to serialize a BigInt")
        default:
            return false
        }
        guard output.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
        return true
    }

    /// ASCII text, appended as code units.
    private static func append(_ text: StaticString, to output: inout [UInt16]) {
        text.withUTF8Buffer { bytes in
            for byte in bytes { output.append(UInt16(byte)) }
        }
    }

    /// A finite number as Number::toString writes it, `null` otherwise. Integers, the
    /// common case, are written digit by digit without an intermediate string.
    static func appendNumber(_ number: Double, to output: inout [UInt16]) {
        guard number.isFinite else {
            append("null", to: &output)
            return
        }
        if number.magnitude < 1e15, number.rounded(.towardZero) == number {
            // -0 prints as 0, as ToString(-0) does.
            var integer = Int64(number)
            if integer < 0 {
                output.append(0x2D)
                integer = -integer
            }
            var digits: (UInt64, UInt64) = (0, 0)  // room for 16 digits, most significant last
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                repeat {
                    buffer[count] = UInt8(integer % 10)
                    integer /= 10
                    count += 1
                } while integer > 0
                while count > 0 {
                    count -= 1
                    output.append(0x30 + UInt16(buffer[count]))
                }
            }
            return
        }
        output.append(contentsOf: NumberFormatting.finiteUnits(number))
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
        let isArray = try agent.isArray(.object(object))
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
            let array = object as? JSArray
            // A plain array's trailing holes each write at least `null,` and run no script:
            // past the string limit, fail before building (as V8 does) rather than growing
            // the output until an allocation fails.
            if let array, array.hasPlainElements,
               (length - Double(array.elements.count)) * 5 > Double(JSString.maximumLength) {
                throw agent.rangeError("Invalid string length")
            }
            var index = 0.0
            while index < length {
                separate()
                let key = agent.indexKey(index)
                let value: JSValue
                if let array, array.hasPlainElements {
                    // Storage read directly, checked at each element (a toJSON or replacer may
                    // change the array); a plain array's hole reads undefined.
                    let position = Int(index)
                    value = position < array.elements.count ? array.elements[position] ?? .undefined : .undefined
                } else {
                    value = try object.get(key, in: agent)
                }
                if !(try serialize(value, key: key, holder: object)) {
                    Self.append("null", to: &output)
                }
                guard output.count <= JSString.maximumLength else { throw agent.rangeError("Invalid string length") }
                index += 1
            }
        } else {
            // The keys are listed before any value is read (EnumerableOwnPropertyNames); an
            // ordinary object's come straight from its elements and shape, each with its slot,
            // read directly while the object keeps that shape.
            if propertyList == nil, let layout = layout(of: object) {
                let shapeIdentity = ObjectIdentifier(layout.shape)
                for index in layout.keys.indices {
                    let mark = output.count
                    let wasEmpty = isEmpty
                    separate()
                    output.append(contentsOf: layout.names[index])
                    if !gap.isEmpty { output.append(0x20) }
                    let slot = layout.slots[index]
                    let value: JSValue
                    // A toJSON or getter run for an earlier member may have changed the object.
                    if slot >= 0, ObjectIdentifier(object.shape) == shapeIdentity, slot < object.slots.count {
                        value = object.slots[slot]
                    } else {
                        value = try object.get(layout.keys[index], in: agent)
                    }
                    if !(try serialize(value, key: layout.keys[index], holder: object)) {
                        output.removeSubrange(mark...)
                        isEmpty = wasEmpty
                    }
                }
                return finishContainer(isArray: false, isEmpty: isEmpty, stepback: stepback)
            }
            var keys: [PropertyKey]
            var slots: [Int] = []
            let shape = object.shape
            if let propertyList {
                keys = propertyList
            } else if !object.hasExoticProperties, !object.hasSparseElements, !shape.hasIndexKeys {
                keys = []
                for (position, element) in object.elements.enumerated() where element != nil {
                    keys.append(.index(UInt32(position)))
                    slots.append(-1)
                }
                for case let property? in shape.properties where property.attributes.isEnumerable {
                    guard case .atom = property.key else { continue }
                    keys.append(property.key)
                    slots.append(property.attributes.isAccessor || shape.isDictionary ? -1 : property.slot)
                }
            } else {
                keys = try JSONBuiltins.enumerableOwnKeys(object, in: agent)
            }
            for (position, key) in keys.enumerated() {
                let mark = output.count
                let wasEmpty = isEmpty
                separate()
                if case .atom(let atom) = key {
                    Self.quote(atom.string.units, into: &output)
                } else {
                    Self.quote(key.value.asString?.units ?? Array(key.displayString.utf16), into: &output)
                }
                output.append(0x3A)
                if !gap.isEmpty { output.append(0x20) }
                let value: JSValue
                if position < slots.count, slots[position] >= 0, object.shape === shape,
                    slots[position] < object.slots.count
                {
                    value = object.slots[slots[position]]
                } else {
                    value = try object.get(key, in: agent)
                }
                if !(try serialize(value, key: key, holder: object)) {
                    // Undefined values leave no member: take back the separator and the name.
                    output.removeSubrange(mark...)
                    isEmpty = wasEmpty
                }
            }
        }
        finishContainer(isArray: isArray, isEmpty: isEmpty, stepback: stepback)
    }

    private mutating func finishContainer(isArray: Bool, isEmpty: Bool, stepback: [UInt16]) {
        if !isEmpty && !gap.isEmpty {
            output.append(0x0A)
            output.append(contentsOf: stepback)
        }
        output.append(isArray ? 0x5D : 0x7D)
    }

    /// The layout of an ordinary object with a shared shape and no elements, made on first
    /// sight of the shape; nil for any other object (which takes the generic path).
    private mutating func layout(of object: JSObject) -> ShapeLayout? {
        guard !object.hasExoticProperties, !object.hasSparseElements, object.elements.isEmpty else { return nil }
        let shape = object.shape
        guard !shape.isDictionary, !shape.hasIndexKeys else { return nil }
        if let index = layoutShapes.firstIndex(of: ObjectIdentifier(shape)) { return layouts[index] }
        guard layouts.count < Self.layoutLimit else { return nil }
        var keys = ContiguousArray<PropertyKey>()
        var names = ContiguousArray<[UInt16]>()
        var slots = ContiguousArray<Int>()
        for case let property? in shape.properties where property.attributes.isEnumerable {
            guard case .atom(let atom) = property.key else { continue }
            var quoted: [UInt16] = []
            Self.quote(atom.string.units, into: &quoted)
            quoted.append(0x3A)
            keys.append(property.key)
            names.append(quoted)
            slots.append(property.attributes.isAccessor ? -1 : property.slot)
        }
        let layout = ShapeLayout(shape: shape, keys: keys, names: names, slots: slots)
        layouts.append(layout)
        layoutShapes.append(ObjectIdentifier(shape))
        return layout
    }

    /// QuoteJSONString (§24.5.2.2), with well-formed escaping of lone surrogates.
    static func quote(_ units: [UInt16], into output: inout [UInt16]) {
        output.append(0x22)
        output.reserveCapacity(output.count + units.count + 1)
        units.withUnsafeBufferPointer { units in
            var index = 0
            while index < units.count {
                let unit = units[index]
                // Most units need no escape: printable ASCII other than `"` and `\`, and
                // everything from U+007F up to the surrogates.
                if unit >= 0x20 && unit != 0x22 && unit != 0x5C && (unit < 0xD800 || unit > 0xDFFF) {
                    output.append(unit)
                    index += 1
                    continue
                }
                switch unit {
                case 0x08: appendEscape(0x62, to: &output)
                case 0x09: appendEscape(0x74, to: &output)
                case 0x0A: appendEscape(0x6E, to: &output)
                case 0x0C: appendEscape(0x66, to: &output)
                case 0x0D: appendEscape(0x72, to: &output)
                case 0x22: appendEscape(0x22, to: &output)
                case 0x5C: appendEscape(0x5C, to: &output)
                case 0xD800...0xDBFF where index + 1 < units.count && (0xDC00...0xDFFF).contains(units[index + 1]):
                    output.append(unit)
                    output.append(units[index + 1])
                    index += 1
                default:
                    appendEscape(0x75, to: &output)
                    for shift in stride(from: 12, through: 0, by: -4) {
                        let digit = (unit >> UInt16(shift)) & 0xF
                        output.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
                    }
                }
                index += 1
            }
        }
        output.append(0x22)
    }

    @inline(__always) private static func appendEscape(_ letter: UInt16, to output: inout [UInt16]) {
        output.append(0x5C)
        output.append(letter)
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
                if case .data(.string(let name), _)? = constructor.object.storedProperty(.atom(agent.names.name)) {
                    return "'\(name.stringValue)'"
                }
                return "'Object'"
            }
            current = candidate.prototype
        }
        return "'Object'"
    }
}

/// ArrayBuffer (§24.1) and DataView (§24.3).
enum ArrayBufferBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
        .init("resize", length: 1, resize),
        .init("slice", length: 2, slice),
    ]

    static let dataViewMethods: [BuiltinMethod] = {
        var methods: [BuiltinMethod] = []
        let kinds: [(String, TypedArrayKind)] = [
            ("Int8", .int8), ("Uint8", .uint8), ("Int16", .int16), ("Uint16", .uint16), ("Int32", .int32),
            ("Uint32", .uint32), ("Float32", .float32), ("Float64", .float64), ("BigInt64", .bigInt64),
            ("BigUint64", .bigUint64),
        ]
        for (name, kind) in kinds {
            methods.append(.init("get" + name, length: 1, { agent, this, arguments in
                try getViewValue(this, arguments, kind, in: agent)
            }))
            methods.append(.init("set" + name, length: 2, { agent, this, arguments in
                try setViewValue(this, arguments, kind, in: agent)
            }))
        }
        return methods
    }()

    static func install(in realm: Realm, agent: Agent) {
        let prototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.arrayBufferPrototype, prototype)
        realm.install(prototypeMethods, on: prototype, in: agent)
        realm.install([
            BuiltinAccessor("byteLength", getter: { agent, this, _ in
                .number(Double(try thisBuffer(this, "byteLength", in: agent).byteLength))
            }),
            BuiltinAccessor("maxByteLength", getter: { agent, this, _ in
                .number(Double(try thisBuffer(this, "maxByteLength", in: agent).maxByteLength))
            }),
            BuiltinAccessor("resizable", getter: { agent, this, _ in
                .boolean(try thisBuffer(this, "resizable", in: agent).isResizable)
            }),
        ], on: prototype, in: agent)
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("ArrayBuffer"), attributes: .configurable)
        let constructor = realm.makeConstructor("ArrayBuffer", length: 1, prototype: prototype, in: agent,
                                                call: { agent, _, _ in throw agent.typeError("Constructor ArrayBuffer requires 'new'") },
                                                construct: construct)
        realm.install([BuiltinMethod("isView", length: 1, { _, _, arguments in
            guard let object = arguments[0].asObject else { return false }
            return .boolean(object is JSTypedArray || object is JSDataView)
        })], on: constructor, in: agent)
        realm.install([BuiltinAccessor(.species, getter: { _, this, _ in this })], on: constructor, in: agent)
        MapBuiltins.globalDefine(constructor, "ArrayBuffer", in: realm, agent: agent)
        realm.setIntrinsic(.arrayBufferConstructor, constructor)

        let viewPrototype = agent.makeObject(prototype: realm.objectPrototype)
        realm.setIntrinsic(.dataViewPrototype, viewPrototype)
        realm.install(dataViewMethods, on: viewPrototype, in: agent)
        realm.install([
            BuiltinAccessor("buffer", getter: { agent, this, _ in .object(try thisView(this, "buffer", in: agent).buffer) }),
            BuiltinAccessor("byteLength", getter: { agent, this, _ in try viewGetter(this, "byteLength", in: agent) { $0.byteLength } }),
            BuiltinAccessor("byteOffset", getter: { agent, this, _ in try viewGetter(this, "byteOffset", in: agent) { $0.byteOffset } }),
        ], on: viewPrototype, in: agent)
        viewPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("DataView"), attributes: .configurable)
        let viewConstructor = realm.makeConstructor("DataView", length: 1, prototype: viewPrototype, in: agent,
                                                    call: { agent, _, _ in throw agent.typeError("Constructor DataView requires 'new'") },
                                                    construct: constructDataView)
        MapBuiltins.globalDefine(viewConstructor, "DataView", in: realm, agent: agent)
    }

    /// AllocateArrayBuffer (§25.1.3.1), with a RangeError instead of running out of memory.
    static func allocate(byteLength: Int, maxByteLength: Int? = nil, prototype: JSObject?,
                         in agent: Agent) throws -> JSArrayBuffer {
        guard byteLength <= maximumByteLength,
              let buffer = JSArrayBuffer(byteLength: byteLength, maxByteLength: maxByteLength, prototype: prototype,
                                         in: agent)
        else { throw agent.rangeError("Array buffer allocation failed") }
        return agent.heap.register(buffer)
    }

    /// The largest buffer Eddy makes, and the largest `maxByteLength` (V8's on 64-bit
    /// systems; Node's kMaxLength is 4 GiB).
    static let maximumByteLength = 1 << 32

    /// GetArrayBufferMaxByteLengthOption (§25.1.3.7), and the checks AllocateArrayBuffer and
    /// AllocateSharedArrayBuffer make before creating the object (step 2): nil for a fixed
    /// length.
    static func maxByteLengthOption(_ options: JSValue, byteLength: Int, in agent: Agent) throws -> Int? {
        guard let object = options.asObject else { return nil }
        let value = try object.get(agent.key("maxByteLength"), in: agent)
        if value.isUndefined { return nil }
        let maxByteLength = try agent.toIndex(value)
        guard byteLength <= maxByteLength, maxByteLength <= maximumByteLength else {
            throw agent.rangeError("Invalid array buffer max length")
        }
        return maxByteLength
    }

    /// ArrayBuffer ( length [ , options ] ) (§25.1.4.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor ArrayBuffer requires 'new'") }
        let byteLength = try agent.toIndex(arguments[0])
        let maxByteLength = try maxByteLengthOption(arguments[1], byteLength: byteLength, in: agent)
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.arrayBufferPrototype) }
        return .object(try allocate(byteLength: byteLength, maxByteLength: maxByteLength, prototype: prototype,
                                    in: agent))
    }

    /// ArrayBuffer.prototype.resize ( newLength ) (§25.1.6.6).
    @Sendable static func resize(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let buffer = try thisBuffer(this, "resize", in: agent)
        guard let maxByteLength = buffer.resizableMaxByteLength else {
            throw agent.incompatibleReceiver("ArrayBuffer.prototype.resize", this)
        }
        // ToIndex, with V8's message for a length out of range.
        let requested = try agent.toIntegerOrInfinity(arguments[0])
        func invalidLength() -> JSException { agent.rangeError("ArrayBuffer.prototype.resize: Invalid length parameter") }
        guard requested >= 0, requested <= 9_007_199_254_740_991 else { throw invalidLength() }
        if buffer.isDetached { throw agent.typeError("Cannot perform ArrayBuffer.prototype.resize on a detached ArrayBuffer") }
        guard requested <= Double(maxByteLength) else { throw invalidLength() }
        guard buffer.resize(to: Int(requested), in: agent) else { throw agent.rangeError("Array buffer allocation failed") }
        return .undefined
    }

    static func thisBuffer(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSArrayBuffer {
        guard let object = this.asObject, let buffer = object as? JSArrayBuffer, !buffer.isShared else {
            throw agent.incompatibleReceiver("ArrayBuffer.prototype.\(method)", this)
        }
        return buffer
    }

    /// The range `slice(start, end)` of a buffer of `byteLength` takes (§24.1.4.3 steps 5–14).
    static func sliceRange(_ arguments: Arguments, byteLength: Int, in agent: Agent) throws -> (first: Int, count: Int) {
        let length = Double(byteLength)
        let first = Int(try agent.relativeIndex(arguments[0], length: length, default: 0))
        let final = Int(try agent.relativeIndex(arguments[1], length: length, default: length))
        return (first, max(final - first, 0))
    }

    /// ArrayBuffer.prototype.slice ( start, end ) (§24.1.4.3).
    @Sendable static func slice(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let buffer = try thisBuffer(this, "slice", in: agent)
        let (first, newLength) = try sliceRange(arguments, byteLength: buffer.byteLength, in: agent)
        if buffer.isDetached { throw agent.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer") }
        let constructor = try agent.speciesConstructor(of: buffer, default: agent.currentRealm.intrinsic(.arrayBufferConstructor))
        let object = try agent.construct(.object(constructor), arguments: [.number(Double(newLength))])
        guard let result = object as? JSArrayBuffer, !result.isShared else {
            throw agent.typeError("Species constructor did not return an ArrayBuffer")
        }
        func detached() -> JSException { agent.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer") }
        if result.isDetached { throw detached() }
        if result === buffer { throw agent.typeError("ArrayBuffer subclass returned this from species constructor") }
        guard result.byteLength >= newLength else { throw agent.typeError("Species constructor returned a too small buffer") }
        if buffer.isDetached { throw detached() }
        // The species constructor may have shrunk the buffer: copy what is still there (steps 24–26).
        let count = min(newLength, max(buffer.byteLength - first, 0))
        if count > 0 {
            buffer.withUnsafeBytes { all in
                result.withUnsafeMutableBytes { target in
                    guard first + count <= all.count, count <= target.count, let source = all.baseAddress,
                          let destination = target.baseAddress
                    else { return }
                    destination.copyMemory(from: source + first, byteCount: count)
                }
            }
        }
        return .object(result)
    }

    // MARK: DataView

    static func thisView(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSDataView {
        guard let object = this.asObject, let view = object as? JSDataView else {
            throw agent.incompatibleReceiver("DataView.prototype.\(method)", this)
        }
        return view
    }

    /// DataView ( buffer [ , byteOffset [ , byteLength ] ] ) (§25.3.2.1). The buffer is checked
    /// again after the prototype is read, since reading it may have run script.
    @Sendable static func constructDataView(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor DataView requires 'new'") }
        guard let object = arguments[0].asObject, let buffer = object as? JSArrayBuffer else {
            throw agent.typeError("First argument to DataView constructor must be an ArrayBuffer")
        }
        let offset = try agent.toIndex(arguments[1])
        func detached() -> JSException { agent.typeError("Cannot perform DataView constructor on a detached ArrayBuffer") }
        if buffer.isDetached { throw detached() }
        guard offset <= buffer.byteLength else { throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer") }
        let viewLength: Int?
        if arguments[2].isUndefined {
            // A view of a resizable buffer without a length tracks the buffer's.
            viewLength = buffer.isResizable ? nil : buffer.byteLength - offset
        } else {
            let count = try agent.toIndex(arguments[2])
            guard offset + count <= buffer.byteLength else { throw agent.rangeError("Invalid DataView length \(count)") }
            viewLength = count
        }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.dataViewPrototype) }
        if buffer.isDetached { throw detached() }
        guard offset <= buffer.byteLength else { throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer") }
        if !arguments[2].isUndefined, let viewLength, offset + viewLength > buffer.byteLength {
            throw agent.rangeError("Invalid DataView length \(viewLength)")
        }
        return .object(agent.heap.register(JSDataView(buffer: buffer, byteOffset: offset, byteLength: viewLength,
                                                      prototype: prototype, in: agent)))
    }

    /// A view's byteLength or byteOffset (§25.3.4.2–3): a TypeError once out of bounds.
    static func viewGetter(_ this: JSValue, _ name: String, in agent: Agent,
                           _ read: (JSDataView) -> Int) throws -> JSValue {
        let view = try thisView(this, name, in: agent)
        if view.isOutOfBounds { throw agent.typeError("Cannot perform DataView.prototype.\(name) on a detached ArrayBuffer") }
        return .number(Double(read(view)))
    }

    /// The DataView accessor suffix of an element type: `Int8Array` → `Int8`.
    private static func viewTypeName(_ kind: TypedArrayKind) -> String {
        kind.name.hasSuffix("Array") ? String(kind.name.dropLast(5)) : kind.name
    }

    /// GetViewValue (§25.3.1.5).
    static func getViewValue(_ this: JSValue, _ arguments: Arguments, _ kind: TypedArrayKind, in agent: Agent) throws -> JSValue {
        let name = "get" + viewTypeName(kind)
        let view = try thisView(this, name, in: agent)
        let index = try agent.toIndex(arguments[0])
        let littleEndian = arguments[1].toBoolean
        let offset = try viewByteIndex(view, index, kind, name, in: agent)
        return view.buffer.withUnsafeBytes { raw in
            guard offset + kind.elementSize <= raw.count, let base = raw.baseAddress else { return .undefined }
            return kind.load(from: base + offset, littleEndian: littleEndian, in: agent)
        }
    }

    /// SetViewValue (§25.3.1.6).
    static func setViewValue(_ this: JSValue, _ arguments: Arguments, _ kind: TypedArrayKind, in agent: Agent) throws -> JSValue {
        let name = "set" + viewTypeName(kind)
        let view = try thisView(this, name, in: agent)
        let index = try agent.toIndex(arguments[0])
        let value = try agent.elementValue(arguments[1], for: kind)
        let littleEndian = arguments[2].toBoolean
        let offset = try viewByteIndex(view, index, kind, name, in: agent)
        view.buffer.withUnsafeMutableBytes { raw in
            guard offset + kind.elementSize <= raw.count, let base = raw.baseAddress else { return }
            kind.store(value, to: base + offset, littleEndian: littleEndian)
        }
        return .undefined
    }

    /// The buffer index of element `index` of a view, after the arguments are converted
    /// (GetViewValue steps 7–12): a TypeError once out of bounds, a RangeError past its end.
    private static func viewByteIndex(_ view: JSDataView, _ index: Int, _ kind: TypedArrayKind, _ name: String,
                                      in agent: Agent) throws -> Int {
        if view.isOutOfBounds { throw agent.typeError("Cannot perform DataView.prototype.\(name) on a detached ArrayBuffer") }
        guard index <= view.byteLength - kind.elementSize else {
            throw agent.rangeError("Offset is outside the bounds of the DataView")
        }
        return view.byteOffset + index
    }
}

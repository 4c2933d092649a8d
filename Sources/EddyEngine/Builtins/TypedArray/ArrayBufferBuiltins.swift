/// ArrayBuffer (§24.1) and DataView (§24.3).
enum ArrayBufferBuiltins {
    static let prototypeMethods: [BuiltinMethod] = [
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
        realm.install([BuiltinAccessor("byteLength", getter: { agent, this, _ in
            .number(Double(try thisBuffer(this, "byteLength", in: agent).byteLength))
        })], on: prototype, in: agent)
        prototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("ArrayBuffer"), attributes: .configurable)
        let constructor = realm.makeConstructor("ArrayBuffer", length: 1, prototype: prototype, in: agent,
                                                call: { agent, _, _ in throw agent.typeError("Constructor ArrayBuffer requires 'new'") },
                                                construct: construct)
        realm.install([BuiltinMethod("isView", length: 1, { _, _, arguments in
            guard case .object(let object) = arguments[0] else { return false }
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
            BuiltinAccessor("byteLength", getter: { agent, this, _ in
                .number(Double(try thisView(this, "byteLength", in: agent).byteLength))
            }),
            BuiltinAccessor("byteOffset", getter: { agent, this, _ in
                .number(Double(try thisView(this, "byteOffset", in: agent).byteOffset))
            }),
        ], on: viewPrototype, in: agent)
        viewPrototype.defineBuiltinProperty(.symbol(agent.symbols.toStringTag), JSValue("DataView"), attributes: .configurable)
        let viewConstructor = realm.makeConstructor("DataView", length: 1, prototype: viewPrototype, in: agent,
                                                    call: { agent, _, _ in throw agent.typeError("Constructor DataView requires 'new'") },
                                                    construct: constructDataView)
        MapBuiltins.globalDefine(viewConstructor, "DataView", in: realm, agent: agent)
    }

    /// AllocateArrayBuffer (§24.1.1.1), with a RangeError instead of running out of memory.
    static func allocate(byteLength: Int, prototype: JSObject?, in agent: Agent) throws -> JSArrayBuffer {
        guard byteLength <= maximumByteLength,
              let buffer = JSArrayBuffer(byteLength: byteLength, prototype: prototype, in: agent)
        else { throw agent.rangeError("Array buffer allocation failed") }
        return agent.heap.register(buffer)
    }

    /// The largest buffer Eddy makes (Node's kMaxLength is 4 GiB).
    static let maximumByteLength = 1 << 32

    /// ArrayBuffer ( length ) (§24.1.2.1).
    @Sendable static func construct(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor ArrayBuffer requires 'new'") }
        let byteLength = try agent.toIndex(arguments[0])
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.arrayBufferPrototype) }
        return .object(try allocate(byteLength: byteLength, prototype: prototype, in: agent))
    }

    static func thisBuffer(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSArrayBuffer {
        guard case .object(let object) = this, let buffer = object as? JSArrayBuffer, !buffer.isShared else {
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
        if result === buffer { throw agent.typeError("ArrayBuffer subclass returned this from species constructor") }
        if buffer.isDetached || result.isDetached {
            throw agent.typeError("Cannot perform ArrayBuffer.prototype.slice on a detached ArrayBuffer")
        }
        guard result.byteLength >= newLength else { throw agent.typeError("Species constructor returned a too small buffer") }
        if newLength > 0 {
            let copied: [UInt8] = buffer.withUnsafeBytes { all in
                first + newLength <= all.count ? Array(all[first..<(first + newLength)]) : []
            }
            result.withUnsafeMutableBytes { all in
                guard copied.count == newLength, newLength <= all.count else { return }
                copied.withUnsafeBytes { UnsafeMutableRawBufferPointer(rebasing: all[0..<newLength]).copyMemory(from: $0) }
            }
        }
        return .object(result)
    }

    // MARK: DataView

    static func thisView(_ this: JSValue, _ method: String, in agent: Agent) throws -> JSDataView {
        guard case .object(let object) = this, let view = object as? JSDataView else {
            throw agent.incompatibleReceiver("DataView.prototype.\(method)", this)
        }
        return view
    }

    /// DataView ( buffer [ , byteOffset [ , byteLength ] ] ) (§24.3.2.1).
    @Sendable static func constructDataView(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        guard let newTarget = arguments.newTarget else { throw agent.typeError("Constructor DataView requires 'new'") }
        guard case .object(let object) = arguments[0], let buffer = object as? JSArrayBuffer else {
            throw agent.typeError("First argument to DataView constructor must be an ArrayBuffer")
        }
        let offset = try agent.toIndex(arguments[1])
        guard offset <= buffer.byteLength else { throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer") }
        let viewLength: Int?
        if arguments[2].isUndefined {
            // A view of a growable buffer without a length tracks the buffer's.
            viewLength = buffer.sharedBlock?.isGrowable == true ? nil : buffer.byteLength - offset
        } else {
            let count = try agent.toIndex(arguments[2])
            guard offset + count <= buffer.byteLength else {
                throw agent.rangeError("Invalid DataView length \(count)")
            }
            viewLength = count
        }
        let prototype = try agent.prototype(fromConstructor: newTarget) { $0.intrinsic(.dataViewPrototype) }
        guard offset + (viewLength ?? 0) <= buffer.byteLength else {
            throw agent.rangeError("Start offset \(offset) is outside the bounds of the buffer")
        }
        return .object(agent.heap.register(JSDataView(buffer: buffer, byteOffset: offset, byteLength: viewLength,
                                                      prototype: prototype, in: agent)))
    }

    /// The DataView accessor suffix of an element type: `Int8Array` → `Int8`.
    private static func viewTypeName(_ kind: TypedArrayKind) -> String {
        kind.name.hasSuffix("Array") ? String(kind.name.dropLast(5)) : kind.name
    }

    /// GetViewValue (§24.3.1.1).
    static func getViewValue(_ this: JSValue, _ arguments: Arguments, _ kind: TypedArrayKind, in agent: Agent) throws -> JSValue {
        let view = try thisView(this, "get" + viewTypeName(kind), in: agent)
        let index = try agent.toIndex(arguments[0])
        let littleEndian = arguments[1].toBoolean
        guard index + kind.elementSize <= view.byteLength else {
            throw agent.rangeError("Offset is outside the bounds of the DataView")
        }
        let offset = view.byteOffset + index
        return view.buffer.withUnsafeBytes { raw in
            guard offset + kind.elementSize <= raw.count, let base = raw.baseAddress else { return .undefined }
            return kind.load(from: base + offset, littleEndian: littleEndian)
        }
    }

    /// SetViewValue (§24.3.1.2).
    static func setViewValue(_ this: JSValue, _ arguments: Arguments, _ kind: TypedArrayKind, in agent: Agent) throws -> JSValue {
        let view = try thisView(this, "set" + viewTypeName(kind), in: agent)
        let index = try agent.toIndex(arguments[0])
        let value = try agent.elementValue(arguments[1], for: kind)
        let littleEndian = arguments[2].toBoolean
        guard index + kind.elementSize <= view.byteLength else {
            throw agent.rangeError("Offset is outside the bounds of the DataView")
        }
        let offset = view.byteOffset + index
        view.buffer.withUnsafeMutableBytes { raw in
            guard offset + kind.elementSize <= raw.count, let base = raw.baseAddress else { return }
            kind.store(value, to: base + offset, littleEndian: littleEndian)
        }
        return .undefined
    }
}

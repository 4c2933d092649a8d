import EddyEngine

/// Running JavaScript on a value: calling it, reading and writing its properties, decoding
/// it into a Swift type. Each has a synchronous form, for code already on the runtime's loop
/// thread, and an `async` form for any other task.
extension JSValue {
    // MARK: - On the loop thread

    /// Calls the function with `arguments` (encoded as JavaScript values) and `this`
    /// undefined; returns what it returns. A returned promise is returned as it is.
    /// - Throws: `JSError` for an exception, `RuntimeError.notOnLoopThread` off the loop
    ///   thread, `RuntimeError.typeMismatch` when the value is not a function.
    @discardableResult
    public func call(_ arguments: any Encodable...) throws -> JSValue {
        try invoke(this: .undefined, arguments)
    }

    /// Calls the method `name` of this object with `arguments`.
    @discardableResult
    public func callMethod(_ name: String, _ arguments: any Encodable...) throws -> JSValue {
        try property(name).invoke(this: self, arguments)
    }

    /// `value[name]`, running a getter if there is one.
    public func property(_ name: String) throws -> JSValue {
        let (core, object) = try objectOnLoopThread()
        return core.handle(for: try core.runJavaScript(for: PendingReply<Int>?.none) { try core.agent.get(object, name) })
    }

    /// `value[name] = newValue`, throwing as strict code does when it cannot be set.
    public func setProperty(_ name: String, to newValue: any Encodable) throws {
        let (core, object) = try objectOnLoopThread()
        let value = try core.engineValue(encoding: newValue)
        try core.runJavaScript(for: PendingReply<Int>?.none) { try core.agent.set(object, name, value) }
    }

    /// The value decoded as `T`: primitives anywhere; objects (their own enumerable
    /// properties, arrays by index) on the loop thread.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        guard case .reference(let reference) = storage else {
            return try ScriptDataDecoder.decode(type, from: data)
        }
        if let value = self as? T { return value }
        let core = try reference.thread.currentCore()
        let data = try core.runJavaScript(for: PendingReply<Int>?.none) { try core.data(from: reference.value.value) }
        return try ScriptDataDecoder.decode(type, from: data)
    }

    private func invoke(this: JSValue, _ arguments: [any Encodable]) throws -> JSValue {
        let reference = try functionReference()
        let core = try reference.thread.currentCore()
        let values = try arguments.map { try core.engineValue(encoding: $0) }
        let receiver = try core.engineValue(of: this)
        let result = try core.runJavaScript(for: PendingReply<Int>?.none) {
            try core.agent.callFunction(reference.value.value, this: receiver, values)
        }
        return core.handle(for: result)
    }

    private func objectOnLoopThread() throws -> (RuntimeCore, JSObject) {
        guard case .reference(let reference) = storage, case .object(let object) = reference.value.value else {
            throw RuntimeError.typeMismatch(expected: "an object", found: typeDescription)
        }
        return (try reference.thread.currentCore(), object)
    }

    func functionReference() throws -> ValueReference {
        guard case .reference(let reference) = storage, reference.typeOf == "function" else {
            throw RuntimeError.typeMismatch(expected: "a function", found: typeDescription)
        }
        return reference
    }

    // MARK: - From any task

    /// Calls the function on the loop thread with `arguments`; when it returns a promise,
    /// waits for it to settle and returns its value (a rejection throws `JSError`).
    /// Cancelling the task aborts the function while it runs (it throws an `AbortError` it
    /// may catch) or stops the wait for its promise.
    @discardableResult
    public func call(_ arguments: any Encodable & Sendable...) async throws -> JSValue {
        try await invoke(this: .undefined, arguments)
    }

    /// Calls the function and decodes its (settled) result as `T`.
    public func call<T: Decodable>(_ arguments: any Encodable & Sendable..., as type: T.Type = T.self) async throws -> T {
        let reference = try functionReference()
        let data = try arguments.map { try ScriptDataEncoder.encode($0) }
        return try await reference.thread.decodingRequest(type) { core in
            try core.agent.callFunction(reference.value.value, try data.map(core.engineValue(from:)))
        }
    }

    /// Calls the method `name` of this object; a returned promise is awaited.
    @discardableResult
    public func callMethod(_ name: String, _ arguments: any Encodable & Sendable...) async throws -> JSValue {
        try await property(name).invoke(this: self, arguments)
    }

    /// `value[name]`, read on the loop thread.
    public func property(_ name: String) async throws -> JSValue {
        guard case .reference(let reference) = storage else {
            throw RuntimeError.typeMismatch(expected: "an object", found: typeDescription)
        }
        return try await reference.thread.request { (_: RuntimeCore, reply: PendingReply<JSValue>) in
            reply.resume(Result {
                let (core, object) = try objectOnLoopThread()
                return core.handle(for: try core.runJavaScript(for: reply) { try core.agent.get(object, name) })
            })
        }
    }

    /// `value[name] = newValue`, on the loop thread.
    public func setProperty(_ name: String, to newValue: any Encodable & Sendable) async throws {
        guard case .reference(let reference) = storage else {
            throw RuntimeError.typeMismatch(expected: "an object", found: typeDescription)
        }
        let data = try ScriptDataEncoder.encode(newValue)
        _ = try await reference.thread.request { (core: RuntimeCore, reply: PendingReply<Bool>) in
            reply.resume(Result {
                let (_, object) = try objectOnLoopThread()
                let value = try core.engineValue(from: data)
                try core.runJavaScript(for: reply) { try core.agent.set(object, name, value) }
                return true
            })
        }
    }

    /// The value decoded as `T`, on the loop thread when it is an object.
    public func decode<T: Decodable>(_ type: T.Type = T.self) async throws -> T {
        guard case .reference(let reference) = storage else {
            return try ScriptDataDecoder.decode(type, from: data)
        }
        if let value = self as? T { return value }
        let data = try await reference.thread.request { (core: RuntimeCore, reply: PendingReply<ScriptDataBox>) in
            reply.resume(Result { ScriptDataBox(data: try core.runJavaScript(for: reply) { try core.data(from: reference.value.value) }) })
        }
        return try ScriptDataDecoder.decode(type, from: data.data)
    }

    private func invoke(this: JSValue, _ arguments: [any Encodable & Sendable]) async throws -> JSValue {
        let reference = try functionReference()
        let data = try arguments.map { try ScriptDataEncoder.encode($0) }
        return try await reference.thread.request { core, reply in
            do {
                let values = try data.map(core.engineValue(from:))
                let receiver = try core.engineValue(of: this)
                try core.runJavaScript(for: reply) {
                    let result = try core.agent.callFunction(reference.value.value, this: receiver, values)
                    core.settle(result, reply) { core.handle(for: $0) }
                }
            } catch {
                reply.resume(.failure(error))
            }
        }
    }
}

/// `ScriptData` as a reply's value.
struct ScriptDataBox: Sendable {
    let data: ScriptData
}

extension LoopThread {
    /// The core, when the caller is on this loop thread.
    func currentCore() throws -> RuntimeCore {
        guard isCurrent else { throw RuntimeError.notOnLoopThread }
        guard let core, !core.isClosed else { throw RuntimeError.shutDown }
        return core
    }

    /// Runs `produce` on the loop thread (as a callback from the loop) and decodes the (settled) value as `T`: a handle
    /// for `JSValue`, plain data decoded on the caller's thread otherwise.
    func decodingRequest<T: Decodable>(
        _ type: T.Type, _ produce: @escaping @Sendable (RuntimeCore) throws -> EddyEngine.JSValue
    ) async throws -> T {
        let wantsHandle = T.self == JSValue.self || T.self == JSValue?.self
        let reply = try await request { (core: RuntimeCore, reply: PendingReply<DecodedReply>) in
            do {
                try core.runJavaScript(for: reply) {
                    core.settle(try produce(core), reply) { settled in
                        wantsHandle ? .handle(core.handle(for: settled)) : .data(ScriptDataBox(data: try core.data(from: settled)))
                    }
                }
            } catch {
                reply.resume(.failure(error))
            }
        }
        switch reply {
        case .handle(let handle):
            guard let value = handle as? T else { throw RuntimeError.typeMismatch(expected: "\(T.self)", found: handle.typeDescription) }
            return value
        case .data(let box):
            return try ScriptDataDecoder.decode(type, from: box.data)
        }
    }
}

/// What a decoding request brings back from the loop thread.
enum DecodedReply: Sendable {
    case handle(JSValue)
    case data(ScriptDataBox)
}

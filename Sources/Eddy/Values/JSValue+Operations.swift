import Dispatch
import EddyEngine

/// Running JavaScript on a value: calling it, reading and writing its properties, decoding
/// it into a Swift type. Each has a synchronous form, for code already on the runtime's loop
/// thread, and an `async` form for any other task. The two take the same parameters, so
/// that Swift picks the `async` form in asynchronous code and the other elsewhere.
extension JSValue {
    // MARK: - Synchronous

    /// Calls the function with `arguments` (encoded as JavaScript values) and `this`
    /// undefined; returns what it returns. A returned promise is returned as it is.
    /// On the loop thread (inside a Swift function the script called, or `Runtime.perform`)
    /// this costs no thread hop; elsewhere it blocks the calling thread until the loop thread
    /// has run it — prefer the `async` form there.
    /// - Throws: `JSError` for an exception, `RuntimeError.typeMismatch` when the value is
    ///   not a function, `RuntimeError.shutDown` after shutdown.
    @discardableResult
    public func call(_ arguments: any Encodable & Sendable...) throws -> JSValue {
        try invoke(this: .undefined, arguments)
    }

    /// Calls the method `name` of this object with `arguments`.
    @discardableResult
    public func callMethod(_ name: String, _ arguments: any Encodable & Sendable...) throws -> JSValue {
        try property(name).invoke(this: self, arguments)
    }

    /// `value[name]`, running a getter if there is one.
    public func property(_ name: String) throws -> JSValue {
        let object = try objectReference()
        return try object.thread.runSynchronously { core in
            core.handle(for: try core.runJavaScript(for: PendingReply<Int>?.none) { try core.agent.get(object.object(), name) })
        }
    }

    /// `value[name] = newValue`, throwing as strict code does when it cannot be set.
    public func setProperty(_ name: String, to newValue: any Encodable & Sendable) throws {
        let object = try objectReference()
        try object.thread.runSynchronously { core in
            let value = try core.engineValue(encoding: newValue)
            try core.runJavaScript(for: PendingReply<Int>?.none) { try core.agent.set(object.object(), name, value) }
        }
    }

    /// The value decoded as `T`: primitives on any thread without waiting; objects (their
    /// own enumerable properties, arrays by index) read on the loop thread.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        guard case .reference(let reference) = storage else {
            return try ScriptDataDecoder.decode(type, from: data)
        }
        if let value = self as? T { return value }
        let data = try reference.thread.runSynchronously { core in
            ScriptDataBox(data: try core.runJavaScript(for: PendingReply<Int>?.none) { try core.data(from: reference.value.value) })
        }
        return try ScriptDataDecoder.decode(type, from: data.data)
    }

    private func invoke(this: JSValue, _ arguments: [any Encodable & Sendable]) throws -> JSValue {
        let reference = try functionReference()
        // On the loop thread (the case to make fast: many calls in a row), no closure.
        if reference.thread.isCurrent, let core = reference.thread.core, !core.isClosed {
            return try core.call(reference, this: this, arguments)
        }
        return try reference.thread.runSynchronously { core in try core.call(reference, this: this, arguments) }
    }

    /// The object behind a handle, for reading or writing its properties.
    /// Decided from the handle alone: its cell is looked at only on the loop thread, when the
    /// runtime is known to live (a handle may outlive its runtime's heap).
    private func objectReference() throws -> ObjectReference {
        guard case .reference(let reference) = storage, reference.typeOf != "symbol" else {
            throw RuntimeError.typeMismatch(expected: "an object", found: typeDescription)
        }
        return ObjectReference(thread: reference.thread, value: reference.value, handle: self)
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
        let object = try objectReference()
        return try await object.thread.request { (core: RuntimeCore, reply: PendingReply<JSValue>) in
            reply.resume(Result {
                core.handle(for: try core.runJavaScript(for: reply) { try core.agent.get(object.object(), name) })
            })
        }
    }

    /// `value[name] = newValue`, on the loop thread.
    public func setProperty(_ name: String, to newValue: any Encodable & Sendable) async throws {
        let object = try objectReference()
        let data = try ScriptDataEncoder.encode(newValue)
        _ = try await object.thread.request { (core: RuntimeCore, reply: PendingReply<Bool>) in
            reply.resume(Result {
                let value = try core.engineValue(from: data)
                try core.runJavaScript(for: reply) { try core.agent.set(object.object(), name, value) }
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

extension RuntimeCore {
    /// Calls a function handle of this runtime from Swift, on the loop thread.
    fileprivate func call(_ function: ValueReference, this: JSValue, _ arguments: [any Encodable & Sendable]) throws -> JSValue {
        var values: [EngineValue] = []
        values.reserveCapacity(arguments.count)
        for argument in arguments { values.append(try engineValue(encoding: argument)) }
        let receiver = try engineValue(of: this)
        return handle(for: try runJavaScript(for: PendingReply<Int>?.none) {
            try agent.callFunction(function.value.value, this: receiver, values)
        })
    }
}

/// A handle's object with its thread, to take to the loop thread. The handle travels along
/// so that the object stays pinned meanwhile.
private struct ObjectReference: @unchecked Sendable {
    let thread: LoopThread
    let value: UncheckedEngineValue
    let handle: JSValue

    /// The object, read on the loop thread.
    func object() throws -> JSObject {
        guard let object = value.value.asObject else {
            throw RuntimeError.typeMismatch(expected: "an object", found: handle.typeDescription)
        }
        return object
    }
}

/// `ScriptData` as a reply's value.
struct ScriptDataBox: Sendable {
    let data: ScriptData
}

extension LoopThread {
    /// Runs `body` on the loop thread and returns its result: at once when called there,
    /// else by posting it and blocking the caller until it has run.
    func runSynchronously<Result: Sendable>(_ body: @escaping @Sendable (RuntimeCore) throws -> Result) throws -> Result {
        if isCurrent {
            guard let core, !core.isClosed else { throw RuntimeError.shutDown }
            return try body(core)
        }
        let outcome = BlockingOutcome<Result>()
        let posted = post { core in
            outcome.finish(core.isClosed ? .failure(RuntimeError.shutDown) : Swift.Result { try body(core) })
        }
        guard posted else { throw RuntimeError.shutDown }
        return try outcome.wait().get()
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

/// The result of a job another thread waits for without a task.
private final class BlockingOutcome<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the loop thread before `done` is signalled, read after.
    private var result: Result<Value, any Error> = .failure(RuntimeError.shutDown)

    func finish(_ result: Result<Value, any Error>) {
        self.result = result
        done.signal()
    }

    func wait() -> Result<Value, any Error> {
        done.wait()
        return result
    }
}

/// What a decoding request brings back from the loop thread.
enum DecodedReply: Sendable {
    case handle(JSValue)
    case data(ScriptDataBox)
}

import EddyEngine
import EddyRuntime

/// Swift's exports made into JavaScript, on the loop thread.
extension RuntimeCore {
    /// The JavaScript value for `export`, named `name` where a function needs a name.
    func makeValue(for export: JSExport, named name: String) throws -> EngineValue {
        switch export.kind {
        case .constant(let data):
            return try engineValue(from: data)
        case .function(let length, let body):
            return .object(agent.makeHostFunction(name, length: length) { [unowned self] _, this, arguments in
                do {
                    return try engineValue(encoding: try body(self.arguments(arguments, this: this)))
                } catch {
                    throw exception(from: error)
                }
            })
        case .asyncFunction(let length, let body):
            return .object(agent.makeHostFunction(name, length: length) { [unowned self] _, this, arguments in
                try startTask(body, with: self.arguments(arguments, this: this))
            })
        case .object(let exports):
            return .object(try makeObject(exports))
        case .class(let definition):
            return .object(try makeClass(definition, named: name))
        }
    }

    /// A plain object with `exports` as enumerable properties, in order.
    func makeObject(_ exports: JSExports) throws -> JSObject {
        let object = agent.makePlainObject()
        for (name, export) in exports.entries {
            agent.define(object, name, try makeValue(for: export, named: name), isEnumerable: true)
        }
        return object
    }

    /// Runs an async Swift function as a task; returns the promise it settles. The promise's
    /// resolving functions stay pinned until then, and the runtime is busy meanwhile.
    private func startTask(_ body: @escaping JSExport.AsyncFunction, with arguments: JSArguments) throws -> EngineValue {
        let capability = try agent.arrayElements(try agent.callFunction(try agent.get(helpers, "capability"), []))
        guard capability.count == 3, let resolve = capability[1].asObject, let reject = capability[2].asObject else {
            throw agent.makeError(kind: .error, "The promise helper failed")
        }
        let pair = agent.makeArrayObject([.object(resolve), .object(reject)])
        agent.retain(pair)
        let number = nextTaskNumber
        nextTaskNumber += 1
        let functions = UncheckedEngineValue(.object(pair))
        let thread = self.thread
        hostTasks[number] = Task {
            let outcome: Result<ScriptData, any Error>
            do {
                let result = try await body(arguments)
                outcome = .success(try result.map(ScriptDataEncoder.encode) ?? .undefined)
            } catch {
                outcome = .failure(error)
            }
            thread.post { core in core.finishTask(number, outcome, functions: functions) }
        }
        return capability[0]
    }

    /// Settles the promise of task `number` on the loop thread, as a callback from the loop.
    private func finishTask(_ number: Int, _ outcome: Result<ScriptData, any Error>, functions: UncheckedEngineValue) {
        guard let pair = functions.value.asObject else { return }
        defer { agent.release(pair) }
        guard hostTasks.removeValue(forKey: number) != nil,
            let resolve = ((try? agent.get(pair, index: 0)) ?? .undefined).asObject,
            let reject = ((try? agent.get(pair, index: 1)) ?? .undefined).asObject
        else { return }
        guard endedError == nil else { return }
        var settlement: (function: JSObject, value: EngineValue)
        switch outcome {
        case .success(let data):
            do {
                settlement = (resolve, try engineValue(from: data))
            } catch {
                settlement = (reject, thrownValue(exception(from: error)))
            }
        case .failure(let error):
            settlement = (reject, thrownValue(exception(from: error)))
        }
        _ = try? runJavaScript(for: PendingReply<Int>?.none) {
            try agent.callFunction(.object(settlement.function), [settlement.value])
        }
    }

    private func thrownValue(_ error: any Error) -> EngineValue {
        (error as? JSException)?.thrownValue ?? .object(agent.makeErrorObject(.error, "\(error)"))
    }

    /// A constructor whose instances hold Swift objects, with the definition's methods and
    /// accessors on its prototype.
    private func makeClass(_ definition: HostClass, named name: String) throws -> JSObject {
        let prototype = agent.makePlainObject()
        for method in definition.methods {
            let function = agent.makeHostFunction(method.name, length: method.length) { [unowned self] _, this, arguments in
                do {
                    return try engineValue(encoding: try method.body(payload(of: this), self.arguments(arguments, this: this)))
                } catch {
                    throw exception(from: error)
                }
            }
            agent.define(prototype, method.name, .object(function))
        }
        for property in definition.properties {
            let getter = agent.makeHostFunction("get \(property.name)") { [unowned self] _, this, _ in
                do {
                    return try engineValue(encoding: try property.get(payload(of: this)))
                } catch {
                    throw exception(from: error)
                }
            }
            let setter = property.set.map { set in
                agent.makeHostFunction("set \(property.name)", length: 1) { [unowned self] _, this, arguments in
                    do {
                        try set(payload(of: this), handle(for: arguments.value(at: 0)))
                        return .undefined
                    } catch {
                        throw exception(from: error)
                    }
                }
            }
            agent.defineAccessor(prototype, property.name, getter: getter, setter: setter)
        }
        let construct = definition.construct
        return agent.makeHostConstructor(name, length: definition.constructorLength, prototype: prototype) {
            [unowned self] agent, _, arguments in
            guard let construct else { throw agent.makeError(kind: .typeError, "Illegal constructor") }
            do {
                let object = try construct(self.arguments(arguments, this: .undefined))
                let instancePrototype = try agent.prototype(from: arguments.constructTarget, fallback: prototype)
                return .object(agent.makeHostObject(payload: object, prototype: instancePrototype))
            } catch {
                throw exception(from: error)
            }
        }
    }

    /// The Swift object of a class instance, or nil when `this` is not one.
    private func payload(of this: EngineValue) -> AnyObject? {
        guard let object = this.asObject else { return nil }
        return (object as? HostObject)?.payload
    }
}

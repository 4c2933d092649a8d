/// Runs an async function body over promises (§25.7.5.1 AsyncFunctionStart, §6.2.3.1 Await).
///
/// The VM supplies the body as a `GeneratorContinuation` that stops at each `await` as if
/// it were a `yield` of the awaited value, and finishes with the function's result. The
/// driver resolves each awaited value to a promise, resumes the body with its outcome in a
/// later job, and settles the function's promise when the body returns or throws.
enum AsyncFunctionDriver {
    /// Starts the body and returns the async function's promise. The body runs
    /// synchronously up to its first `await`.
    static func start(_ body: GeneratorContinuation, in agent: Agent) -> JSPromise {
        let promise = JSPromise.make(in: agent)
        // A generator object holds the suspended body on the heap, traced while it waits.
        let holder = JSGeneratorObject.make(continuation: body, prototype: nil, in: agent)
        run(holder, promise, .next, .undefined, in: agent)
        return promise
    }

    /// Resumes the body until it awaits (then schedules the next resumption) or finishes.
    /// A loop, not recursion: an await that fails synchronously resumes the body at once.
    private static func run(_ holder: JSGeneratorObject, _ promise: JSPromise, _ firstMode: GeneratorResumeMode,
                            _ firstValue: JSValue, in agent: Agent) {
        var mode = firstMode
        var value = firstValue
        while true {
            let outcome: (value: JSValue, isDone: Bool)
            do {
                outcome = try holder.resumeBody(mode, with: value, in: agent)
            } catch {
                promise.reject(with: JSPromise.thrownValue(error, in: agent), in: agent)
                return
            }
            if outcome.isDone {
                promise.resolve(with: outcome.value, in: agent)
                return
            }
            // Await (§6.2.3.1): PromiseResolve(%Promise%, value), then resume in a job.
            let awaited: JSObject
            do {
                awaited = try JSPromise.resolved(outcome.value, in: agent)
            } catch {
                mode = .throw
                value = JSPromise.thrownValue(error, in: agent)
                continue
            }
            guard let awaitedPromise = awaited as? JSPromise else {
                mode = .throw
                value = agent.typeError("await: not a promise").value
                continue
            }
            awaitedPromise.then(
                captures: [.object(holder), .object(promise)], in: agent,
                onFulfilled: { agent, _, arguments in
                    resumeFromJob(arguments, .next, in: agent)
                },
                onRejected: { agent, _, arguments in
                    resumeFromJob(arguments, .throw, in: agent)
                })
            return
        }
    }

    private static func resumeFromJob(_ arguments: Arguments, _ mode: GeneratorResumeMode,
                                      in agent: Agent) -> JSValue {
        guard let function = arguments.callee as? NativeFunction,
            let holder = function.capture(0).asObject as? JSGeneratorObject,
            let promise = function.capture(1).asObject as? JSPromise
        else { return .undefined }
        run(holder, promise, mode, arguments[0], in: agent)
        return .undefined
    }
}

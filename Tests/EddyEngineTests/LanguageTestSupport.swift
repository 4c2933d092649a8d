@testable import EddyEngine

/// Runs a script in a fresh agent and renders its completion value (or the error it threw)
/// as text, so language tests read as `source → expected`.
nonisolated(unsafe) var verboseErrors = false

/// - Parameter isGCStressEnabled: false for a test about speed whose loop would be a full
///   collection per step under `EDDY_GC_STRESS` (nil: as the environment says).
func run(_ source: String, isGCStressEnabled: Bool? = nil) -> String {
    let agent = Agent(isGCStressEnabled: isGCStressEnabled)
    do {
        let value = try agent.evaluateScript(source, name: "test.js")
        // Rooted across the jobs, which may collect: the completion value is held only here
        // (a string the script's code held, an atom of its constants, goes with that code).
        try agent.withRooted([value]) { try agent.runJobs() }
        return render(value, agent)
    } catch let exception as JSException {
        return "throws " + errorName(exception.value, agent)
            + (verboseErrors ? " " + ((try? agent.toString(exception.value).stringValue) ?? "") : "")
    } catch {
        return "swift error \(error)"
    }
}

/// A value as the tests spell it: strings bare, other primitives as JavaScript prints them.
func render(_ value: JSValue, _ agent: Agent) -> String {
    switch value {
    case .string(let string): return string.stringValue
    case .object(let object):
        let object = object.object
        if object is JSArray, let text = try? agent.toString(value) { return "[\(text.stringValue)]" }
        if object.isCallable { return "function" }
        return (try? agent.toString(value).stringValue) ?? "object"
    default:
        return (try? agent.toString(value).stringValue) ?? value.debugDescription
    }
}

/// The constructor name of a thrown error (`TypeError`), or the thrown value as text.
func errorName(_ value: JSValue, _ agent: Agent) -> String {
    if let object = value.asObject,
        let constructor = try? object.get(agent.key("constructor"), in: agent),
        let function = constructor.asObject,
        let name = try? function.get(agent.key("name"), in: agent),
        case .string(let text) = name
    {
        return text.stringValue
    }
    return render(value, agent)
}

/// Runs `source`, drains the job queue, then evaluates `probe` in the same realm and
/// renders it: for behaviour that completes in promise jobs.
func runThenRead(_ source: String, _ probe: String) -> String {
    let agent = Agent()
    do {
        _ = try agent.evaluateScript(source, name: "test.js")
        try agent.runJobs()
        return render(try agent.evaluateScript(probe, name: "probe.js"), agent)
    } catch let exception as JSException {
        return "throws " + errorName(exception.value, agent)
    } catch {
        return "swift error \(error)"
    }
}

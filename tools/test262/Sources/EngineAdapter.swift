import EddyEngine

/// The one place the runner touches the engine: run an assembled test in a fresh realm with
/// the host functions test262 needs (`print`, `$262`), drain the job queue, and say how it
/// ended.
enum EngineAdapter {
    static func run(_ source: String, name: String) -> ScriptOutcome {
        let host = ScriptHost()
        host.installTest262Globals()
        do {
            try host.evaluate(source, name: name)
            try host.runJobs()
            return .completed(printed: host.printed)
        } catch {
            let phase: ScriptOutcome.Phase = error.phase == .parse ? .parse : .runtime
            return .threw(phase: phase, name: error.name, message: error.message, printed: host.printed)
        }
    }

    /// Runs an assembled module test as the module at `path`.
    static func runModule(_ source: String, path: String) -> ScriptOutcome {
        let host = ScriptHost()
        host.installTest262Globals()
        do {
            try host.evaluateModule(source, path: path)
            return .completed(printed: host.printed)
        } catch {
            let phase: ScriptOutcome.Phase = error.phase == .parse ? .parse : .runtime
            return .threw(phase: phase, name: error.name, message: error.message, printed: host.printed)
        }
    }
}

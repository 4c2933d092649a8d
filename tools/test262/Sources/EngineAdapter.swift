import EddyEngine

/// The one place the runner touches the engine: run an assembled test in a fresh realm with
/// the host functions test262 needs (`print`, `$262.global`), drain the job queue, and say
/// how it ended.
enum EngineAdapter {
    static func run(_ source: String, name: String) -> ScriptOutcome {
        // The engine has no script entry point yet; every test reports this until it does.
        .threw(phase: .runtime, name: "EngineUnavailable", message: "no script entry point in EddyEngine yet", printed: [])
    }
}

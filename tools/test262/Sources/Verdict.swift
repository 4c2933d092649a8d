/// What running one assembled script produced.
enum ScriptOutcome {
    enum Phase: String { case parse, runtime }
    /// The script (and the jobs it queued) ran to the end.
    case completed(printed: [String])
    /// The script threw, before running (`parse`: early errors) or while running.
    case threw(phase: Phase, name: String, message: String, printed: [String])
}

/// Whether an outcome is what the test expects (INTERPRETING.md: negative and async tests).
func verdict(for test: TestCase, outcome: ScriptOutcome) -> (passed: Bool, detail: String) {
    if let negative = test.negative {
        let expectedPhase: ScriptOutcome.Phase = negative.phase == "runtime" ? .runtime : .parse
        switch outcome {
        case .completed:
            return (false, "expected \(negative.type) in phase \(negative.phase), but it completed")
        case .threw(let phase, let name, let message, _):
            if phase == expectedPhase && name == negative.type { return (true, "") }
            return (false, "expected \(negative.type) (\(negative.phase)), got \(name) (\(phase.rawValue)): \(message)")
        }
    }
    switch outcome {
    case .completed(let printed):
        guard test.isAsync else { return (true, "") }
        if let failure = printed.first(where: { $0.hasPrefix("Test262:AsyncTestFailure") }) {
            return (false, failure)
        }
        return printed.contains("Test262:AsyncTestComplete")
            ? (true, "") : (false, "async test did not print Test262:AsyncTestComplete")
    case .threw(let phase, let name, let message, _):
        return (false, "\(name) (\(phase.rawValue)): \(message)")
    }
}

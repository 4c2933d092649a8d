import Synchronization

/// The environment variables of runtimes that share them (`env: SHARE_ENV`): a runtime's
/// own environment is a copy made when it starts, so sharing needs one store that every
/// sharer's `process.env` reads and writes, from any thread.
final class SharedEnvironment: Sendable {
    private let variables: Mutex<[String: String]>

    init(_ variables: [String: String]) {
        self.variables = Mutex(variables)
    }

    subscript(name: String) -> String? {
        get { variables.withLock { $0[name] } }
        set { variables.withLock { $0[name] = newValue } }
    }

    /// The names, sorted so that enumeration is stable between calls.
    var names: [String] { variables.withLock { $0.keys.sorted() } }

    var snapshot: [String: String] { variables.withLock { $0 } }
}

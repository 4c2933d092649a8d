/// Eddy as a library: a JavaScript runtime that a Swift program embeds.
///
/// The embedding API (running code, registering modules, bridging values) grows here;
/// see docs/architecture.md.
public enum Runtime {
    /// The version of Eddy, as `eddy --version` and `process.version` report it.
    public static let version = "v0.1.0"
}

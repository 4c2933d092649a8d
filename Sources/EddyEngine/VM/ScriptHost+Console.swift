import Glibc

extension ScriptHost {
    /// Defines the little of Node's globals that the engine's benchmark and test programs use
    /// before the runtime host exists: `console.log`/`console.error` (arguments converted with
    /// ToString and joined by spaces, written to stdout/stderr at once) and `process.hrtime()`
    /// (seconds and nanoseconds of a monotonic clock). The runtime host replaces both.
    public func installConsole() {
        let agent = self.agent
        let global = realm.globalObject
        let console = agent.makeObject()
        for (name, descriptor) in [("log", Int32(1)), ("error", Int32(2))] {
            let function = realm.makeFunction(name, length: 0, in: agent) { agent, _, arguments in
                let line = try arguments.values.map { try agent.toString($0).stringValue }.joined(separator: " ")
                ScriptHost.write(line + "\n", to: descriptor)
                return .undefined
            }
            console.defineBuiltinProperty(agent.key(name), .object(function))
        }
        global.defineBuiltinProperty(agent.key("console"), .object(console))

        let process = agent.makeObject()
        let hrtime = realm.makeFunction("hrtime", length: 0, in: agent) { agent, _, _ in
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return .object(agent.makeArray([.number(Double(now.tv_sec)), .number(Double(now.tv_nsec))]))
        }
        process.defineBuiltinProperty(agent.key("hrtime"), .object(hrtime))
        global.defineBuiltinProperty(agent.key("process"), .object(process))
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

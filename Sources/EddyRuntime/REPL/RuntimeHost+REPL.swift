import EddyEngine

extension RuntimeHost {
    /// Runs a REPL reading from `input` and writing to the configuration's standard output
    /// (after requiring `preloading`, as `-r` does); returns the exit code once it closes
    /// and the loop has nothing left. With `options.exitsOnClose` (the `eddy` command),
    /// `.exit` and the end of the input end the process instead, as in Node.
    public func runREPL(input: any REPLInput, options: REPLOptions = REPLOptions(), preloading: [String] = []) -> Int32 {
        let controller = REPLController(host: self, input: input, options: options)
        isStandardInputTaken = true
        register(REPLBinding.make(controller))
        return run { require in
            try preload(preloading, module: try loaderModule(require))
            let session = try requireObject(require, "internal/repl/session")
            let settings = agent.makePlainObject()
            try agent.set(settings, "terminal", .boolean(options.isTerminal))
            try agent.set(settings, "useColors", .boolean(options.usesColors))
            try agent.set(settings, "welcome", .boolean(options.showsWelcome))
            try agent.set(settings, "exitsOnClose", .boolean(options.exitsOnClose))
            _ = try agent.callFunction(try agent.get(session, "start"), [.object(settings)])
        }
    }
}

import EddyEngine

/// `repl`: what `lib/internal/repl/session.js` asks of the host. Registered by
/// `RuntimeHost.runREPL` for its controller, so only a REPL has it.
enum REPLBinding {
    static func make(_ controller: REPLController) -> Binding {
        Binding("repl") { context in
            context.value("inputShowsPrompt", .boolean(controller.input.showsPrompt))
            context.function("setHandlers", length: 1) { agent, _, arguments in
                guard let handlers = arguments.value(at: 0).asObject else {
                    throw agent.makeError(kind: .typeError, "The handlers must be an object")
                }
                try controller.setHandlers(handlers)
                return .undefined
            }
            context.function("readLine", length: 1) { agent, _, arguments in
                controller.readLine(prompt: try agent.string(arguments.value(at: 0)))
                return .undefined
            }
            context.function("close") { _, _, _ in
                controller.close()
                return .undefined
            }
            context.function("evaluate", length: 2) { agent, _, arguments in
                try controller.evaluate(try agent.string(arguments.value(at: 0)), name: try agent.string(arguments.value(at: 1)))
            }
            context.function("checkSyntax", length: 2) { agent, _, arguments in
                try agent.checkSyntax(try agent.string(arguments.value(at: 0)), name: try agent.string(arguments.value(at: 1)),
                                      asFunctionBody: nil)
                return .undefined
            }
        }
    }
}

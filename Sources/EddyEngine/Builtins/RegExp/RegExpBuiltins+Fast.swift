/// RegExp's `test` and `exec` as `NativeFastBody`s: a plain RegExp (`plainRegExp`, with
/// its prototype's original `exec`, all either reads of the prototype) whose
/// `lastIndex` is a number, and a string argument, so nothing reads a property through a
/// getter or converts through script. Runaway backtracking, which throws, leaves it before
/// anything changed: the full body then runs the match again and throws.
extension RegExpBuiltins {
    /// The RegExp, the string and the `lastIndex` (slot 0 of a plain RegExp's shape).
    private static func plainOperands(_ agent: Agent, _ this: JSValue, _ arguments: UnsafeBufferPointer<JSValue>)
        -> (regexp: JSRegExp, string: JSString, lastIndex: JSValue)? {
        guard case .object(let reference) = this, let regexp = plainRegExp(reference.object, checkingOnlyExec: true),
              let string = arguments.string(0), let lastIndex = regexp.slots.first, case .number = lastIndex
        else { return nil }
        return (regexp, string, lastIndex)
    }

    @Sendable static func fastTest(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let operands = plainOperands(agent, this, arguments) else { return nil }
        do {
            return .boolean(try builtinMatch(operands.regexp, operands.string, lastIndex: operands.lastIndex,
                                             in: agent) != nil)
        } catch {
            return nil
        }
    }

    @Sendable static func fastExec(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let operands = plainOperands(agent, this, arguments) else { return nil }
        do {
            guard let (slots, program) = try builtinMatch(operands.regexp, operands.string,
                                                          lastIndex: operands.lastIndex, in: agent)
            else { return .null }
            return .object(makeMatchArray(slots, program: program, string: operands.string, in: agent))
        } catch {
            return nil
        }
    }
}

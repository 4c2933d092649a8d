/// RegExp's `test` and `exec` as `NativeFastBody`s: a plain RegExp (`plainRegExp`) whose
/// `lastIndex` is a number, and a string argument, so nothing reads a property through a
/// getter or converts through script. Runaway backtracking, which throws, leaves it before
/// anything changed: the full body then runs the match again and throws.
extension RegExpBuiltins {
    private static func plainOperands(_ agent: Agent, _ this: JSValue,
                                      _ arguments: UnsafeBufferPointer<JSValue>) -> (JSRegExp, JSString)? {
        guard case .object(let reference) = this, let regexp = plainRegExp(reference.object),
            let string = arguments.string(0), case .number? = regexp.ownDataValue(lastIndexKey(agent))
        else { return nil }
        return (regexp, string)
    }

    @Sendable static func fastTest(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let (regexp, string) = plainOperands(agent, this, arguments) else { return nil }
        do {
            return .boolean(try builtinMatch(regexp, string, in: agent) != nil)
        } catch {
            return nil
        }
    }

    @Sendable static func fastExec(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let (regexp, string) = plainOperands(agent, this, arguments) else { return nil }
        do {
            return try builtinExec(regexp, string, in: agent)
        } catch {
            return nil
        }
    }
}

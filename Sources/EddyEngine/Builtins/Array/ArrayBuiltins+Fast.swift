/// The Array built-ins' common cases as `NativeFastBody`s: an array receiver whose
/// elements are plain storage, arguments that convert without running script.
extension ArrayBuiltins {
    @inline(__always) private static func receiver(_ this: JSValue) -> JSObject? {
        if case .object(let reference) = this { return reference.object }
        return nil
    }

    @Sendable static func fastPush(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        receiver(this).flatMap { plainPush(arguments, onto: $0, in: agent) }
    }

    @Sendable static func fastPop(_ agent: Agent, _ this: JSValue,
                                  _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        receiver(this).flatMap { plainPop($0) }
    }

    @Sendable static func fastIndexOf(_ agent: Agent, _ this: JSValue,
                                      _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let array = receiver(this) as? JSArray, array.hasPlainElements, let start = arguments.integer(1) else {
            return nil
        }
        let length = Double(array.length)
        let index = start >= 0 ? start : Swift.max(length + start, 0)
        guard index < length else { return .number(-1) }
        return plainIndexOf(arguments.argument(0), in: array, from: Int(index))
    }

    @Sendable static func fastIsArray(_ agent: Agent, _ this: JSValue,
                                      _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard case .object(let reference) = arguments.argument(0) else { return .boolean(false) }
        let object = reference.object
        if object is JSArray { return .boolean(true) }
        // A proxy is an array when its target is one, and a revoked one throws.
        return object is JSProxy ? nil : .boolean(false)
    }
}

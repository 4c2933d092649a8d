/// The Array built-ins' common cases as `NativeFastBody`s: an array receiver whose
/// elements are plain storage, arguments that convert without running script.
extension ArrayBuiltins {
    @inline(__always) private static func receiver(_ this: JSValue) -> JSObject? {
        if case .object(let reference) = this { return reference.object }
        return nil
    }

    /// `new Array()` and `new Array(n)` (§22.1.1.1–2) in the current realm: an invalid
    /// length, or one argument that is not a number, takes the full body.
    @Sendable static func fastConstruct(_ agent: Agent, _ this: JSValue,
                                        _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        let length: UInt32
        switch arguments.count {
        case 0:
            length = 0
        case 1:
            guard case .number(let number) = arguments[0], let uint32 = UInt32(exactly: number) else { return nil }
            length = uint32
        default:
            return nil
        }
        return .object(JSArray.make(length: length, prototype: agent.currentRealm.arrayPrototype, in: agent))
    }

    /// push and pop borrow the receiver: retaining and releasing it was a fifth of a loop
    /// that pushes.
    @Sendable static func fastPush(_ agent: Agent, _ this: JSValue,
                                   _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard case .object(let reference) = this else { return nil }
        return reference.withCell { plainPush(arguments, onto: $0, in: agent) }
    }

    @Sendable static func fastPop(_ agent: Agent, _ this: JSValue,
                                  _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard case .object(let reference) = this else { return nil }
        return reference.withCell { plainPop($0) }
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

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
        guard let length = plainLength(arguments.baseAddress, count: arguments.count) else { return nil }
        return .object(JSArray.make(length: length, prototype: agent.currentRealm.arrayPrototype, in: agent))
    }

    /// `new Array()` or `new Array(n)` of %Array% in its own realm, with its arguments in
    /// registers, as the VM's `new` runs it; nil for anything else (the full body then).
    @inline(__always)
    static func plainConstruct(_ realm: Unmanaged<Realm>, arguments: UnsafePointer<JSValue>, count: Int,
                               in agent: Agent) -> JSArray? {
        guard let length = plainLength(arguments, count: count) else { return nil }
        return realm._withUnsafeGuaranteedRef { JSArray.make(length: length, prototype: $0.arrayPrototype, in: agent) }
    }

    /// The length of `new Array()` (0) or `new Array(n)` for a valid length n; nil otherwise.
    @inline(__always)
    private static func plainLength(_ arguments: UnsafePointer<JSValue>?, count: Int) -> UInt32? {
        switch count {
        case 0:
            return 0
        case 1:
            guard let arguments, case .number(let number) = arguments[0] else { return nil }
            return UInt32(exactly: number)
        default:
            return nil
        }
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

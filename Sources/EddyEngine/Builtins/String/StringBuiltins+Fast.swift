/// The String built-ins' common cases as `NativeFastBody`s: a string receiver and number
/// or string arguments, which convert without running script; anything else (a receiver
/// to coerce, an object argument, a RegExp) takes the full body.
extension StringBuiltins {
    @inline(__always) private static func receiver(_ this: JSValue) -> JSString? {
        if case .string(let reference) = this { return reference.string }
        return nil
    }

    /// Runs `body` on a string receiver borrowed from its value (no retain or release);
    /// nil for any other receiver.
    @inline(__always) private static func withReceiver(_ this: JSValue, _ body: (JSString) -> JSValue?) -> JSValue? {
        if case .string(let reference) = this { return reference.withCell(body) }
        return nil
    }

    @Sendable static func fastCharCodeAt(_ agent: Agent, _ this: JSValue,
                                         _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let position = arguments.integer(0) else { return nil }
        guard position >= 0, position < Double(string.count), let unit = string.codeUnit(at: Int(position)) else {
            return .number(.nan)
        }
        return .number(Double(unit))
    }

    @Sendable static func fastCodePointAt(_ agent: Agent, _ this: JSValue,
                                          _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let position = arguments.integer(0) else { return nil }
        guard position >= 0, position < Double(string.count), let (codePoint, _) = string.codePoint(at: Int(position))
        else { return .undefined }
        return .number(Double(codePoint))
    }

    @Sendable static func fastCharAt(_ agent: Agent, _ this: JSValue,
                                     _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        withReceiver(this) { string in
            guard let position = arguments.integer(0), position >= 0, position < Double(string.count) else { return nil }
            return agent.substringValue(of: string, from: Int(position), to: Int(position) + 1)
        }
    }

    @Sendable static func fastAt(_ agent: Agent, _ this: JSValue,
                                 _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let relative = arguments.integer(0) else { return nil }
        let index = relative >= 0 ? relative : Double(string.count) + relative
        guard index >= 0 && index < Double(string.count) else { return .undefined }
        return .string(agent.substring(of: string, from: Int(index), to: Int(index) + 1))
    }

    /// A position argument clamped into 0…length, when it converts without script; `absent`
    /// when it is undefined and the method reads that as its own default.
    @inline(__always) private static func position(_ arguments: UnsafeBufferPointer<JSValue>, _ index: Int,
                                                   length: Int, absent: Int? = nil) -> Int? {
        if let absent, arguments.argument(index).isUndefined { return absent }
        return arguments.integer(index).map { Int(Swift.min(Swift.max($0, 0), Double(length))) }
    }

    @Sendable static func fastIndexOf(_ agent: Agent, _ this: JSValue,
                                      _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let search = arguments.string(0),
            let start = position(arguments, 1, length: string.count)
        else { return nil }
        return .number(Double(index(of: search, in: string, from: start) ?? -1))
    }

    @Sendable static func fastIncludes(_ agent: Agent, _ this: JSValue,
                                       _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let search = arguments.string(0),
            let start = position(arguments, 1, length: string.count)
        else { return nil }
        return .boolean(index(of: search, in: string, from: start) != nil)
    }

    @Sendable static func fastStartsWith(_ agent: Agent, _ this: JSValue,
                                         _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let search = arguments.string(0),
            let start = position(arguments, 1, length: string.count)
        else { return nil }
        return .boolean(hasUnits(search, in: string, at: start))
    }

    @Sendable static func fastEndsWith(_ agent: Agent, _ this: JSValue,
                                       _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), let search = arguments.string(0),
            let end = position(arguments, 1, length: string.count, absent: string.count)
        else { return nil }
        return .boolean(hasUnits(search, in: string, at: end - search.count))
    }

    /// A relative index argument (negative counts from the end), or `defaultValue` when absent.
    @inline(__always) private static func relativeIndex(_ arguments: UnsafeBufferPointer<JSValue>, _ index: Int,
                                                        length: Double, default defaultValue: Double) -> Double? {
        if arguments.argument(index).isUndefined { return defaultValue }
        guard let relative = arguments.integer(index) else { return nil }
        return relative < 0 ? Swift.max(length + relative, 0) : Swift.min(relative, length)
    }

    @Sendable static func fastSlice(_ agent: Agent, _ this: JSValue,
                                    _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this) else { return nil }
        let length = Double(string.count)
        guard let from = relativeIndex(arguments, 0, length: length, default: 0),
            let to = relativeIndex(arguments, 1, length: length, default: length)
        else { return nil }
        guard from < to else { return JSValue("") }
        return .string(agent.substring(of: string, from: Int(from), to: Int(to)))
    }

    @Sendable static func fastSubstring(_ agent: Agent, _ this: JSValue,
                                        _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        withReceiver(this) { string in
            guard let start = position(arguments, 0, length: string.count),
                let end = position(arguments, 1, length: string.count, absent: string.count)
            else { return nil }
            return agent.substringValue(of: string, from: Swift.min(start, end), to: Swift.max(start, end))
        }
    }

    @Sendable static func fastSubstr(_ agent: Agent, _ this: JSValue,
                                     _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        guard let string = receiver(this), var start = arguments.integer(0) else { return nil }
        let size = Double(string.count)
        if start < 0 { start = Swift.max(size + start, 0) }
        start = Swift.min(start, size)
        let end: Double
        if arguments.argument(1).isUndefined {
            end = .infinity
        } else {
            guard let count = arguments.integer(1) else { return nil }
            end = count
        }
        let length = Swift.min(Swift.max(end, 0), size - start)
        guard length > 0 else { return JSValue("") }
        return .string(agent.substring(of: string, from: Int(start), to: Int(start + length)))
    }

    @Sendable static func fastToLowerCase(_ agent: Agent, _ this: JSValue,
                                          _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        receiver(this).flatMap { asciiCaseConverted($0, toUpper: false, in: agent) }
    }

    @Sendable static func fastToUpperCase(_ agent: Agent, _ this: JSValue,
                                          _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        receiver(this).flatMap { asciiCaseConverted($0, toUpper: true, in: agent) }
    }

    @Sendable static func fastFromCharCode(_ agent: Agent, _ this: JSValue,
                                           _ arguments: UnsafeBufferPointer<JSValue>) -> JSValue? {
        if arguments.count == 1, let number = arguments.number(0) {
            return .string(agent.string(ofUnit: number.toUint16))
        }
        guard arguments.count <= 16 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(arguments.count)
        for index in 0..<arguments.count {
            guard let number = arguments.number(index) else { return nil }
            units.append(number.toUint16)
        }
        agent.heap.noteExternalAllocation(bytes: units.count * 2)
        return .string(JSString(units: units))
    }
}

/// %Array.prototype% methods that call a callback per element (§22.1.3). They read the
/// array through [[Get]] at each step, since the callback may change it.
extension ArrayBuiltins {
    /// The loop every/some/forEach/map/filter share: calls `callback` on each present
    /// element in order; `visit` returns false to stop.
    private static func forEachPresent(_ object: JSObject, length: Double, callback: JSObject, thisArgument: JSValue,
                                       in agent: Agent,
                                       visit: (_ value: JSValue, _ result: JSValue, _ index: Double) throws -> Bool)
        throws
    {
        let array = object as? JSArray
        var walk = ElementWalk(over: object)
        try agent.withRepeatedCall(callback, this: thisArgument) { call in
            var index = 0.0
            while index < length {
                try agent.checkInterrupt()
                let value: JSValue
                if let array, array.hasPlainElements {
                    // Checked again at each step, since the callback may change the array or
                    // its prototypes. A plain array's holes are absent: no prototype has
                    // an element a read could find.
                    let position = Int(index)
                    guard position < array.elements.count, let element = array.elements[position] else {
                        index = walk.next(from: index + 1, below: length)
                        continue
                    }
                    value = element
                } else {
                    let key = agent.indexKey(index)
                    guard try object.hasProperty(key, in: agent) else {
                        index = walk.next(from: index + 1, below: length)
                        continue
                    }
                    value = try object.get(key, in: agent)
                }
                let result = try call(value, .number(index), .object(object))
                guard try visit(value, result, index) else { return }
                index += 1
            }
        }
    }

    /// Array.prototype.every ( callbackfn [ , thisArg ] ) (§22.1.3.5).
    @Sendable static func every(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let callback = try agent.requireCallable(arguments[0])
        var answer = true
        try forEachPresent(object, length: length, callback: callback, thisArgument: arguments[1], in: agent) { _, result, _ in
            answer = result.toBoolean
            return answer
        }
        return .boolean(answer)
    }

    /// Array.prototype.some ( callbackfn [ , thisArg ] ) (§22.1.3.26).
    @Sendable static func some(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let callback = try agent.requireCallable(arguments[0])
        var answer = false
        try forEachPresent(object, length: length, callback: callback, thisArgument: arguments[1], in: agent) { _, result, _ in
            answer = result.toBoolean
            return !answer
        }
        return .boolean(answer)
    }

    /// Array.prototype.forEach ( callbackfn [ , thisArg ] ) (§22.1.3.10).
    @Sendable static func forEach(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let callback = try agent.requireCallable(arguments[0])
        try forEachPresent(object, length: length, callback: callback, thisArgument: arguments[1], in: agent) { _, _, _ in
            true
        }
        return .undefined
    }

    /// Array.prototype.map ( callbackfn [ , thisArg ] ) (§22.1.3.18).
    @Sendable static func map(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let callback = try agent.requireCallable(arguments[0])
        let target = try agent.arraySpeciesCreate(object, length: length)
        try forEachPresent(object, length: length, callback: callback, thisArgument: arguments[1], in: agent) { _, result, index in
            try target.createDataPropertyOrThrow(agent.indexKey(index), result, in: agent)
            return true
        }
        return .object(target)
    }

    /// Array.prototype.filter ( callbackfn [ , thisArg ] ) (§22.1.3.7).
    @Sendable static func filter(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let callback = try agent.requireCallable(arguments[0])
        let target = try agent.arraySpeciesCreate(object, length: 0)
        var count = 0.0
        try forEachPresent(object, length: length, callback: callback, thisArgument: arguments[1], in: agent) { value, result, _ in
            if result.toBoolean {
                try target.createDataPropertyOrThrow(agent.indexKey(count), value, in: agent)
                count += 1
            }
            return true
        }
        return .object(target)
    }

    /// The loop find, findIndex, findLast and findLastIndex share (§23.1.3.9–12): holes
    /// are visited as undefined; `fromEnd` walks from the last index down.
    static func findElement(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, fromEnd: Bool = false) throws
        -> (value: JSValue, index: Double)?
    {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let predicate = try agent.requireCallable(arguments[0])
        return try agent.withRepeatedCall(predicate, this: arguments[1]) { call in
            var index = fromEnd ? length - 1 : 0.0
            while fromEnd ? index >= 0 : index < length {
                try agent.checkInterrupt()
                let value = try object.get(agent.indexKey(index), in: agent)
                if try call(value, .number(index), .object(object)).toBoolean { return (value, index) }
                index += fromEnd ? -1 : 1
            }
            return nil
        }
    }

    /// Array.prototype.find ( predicate [ , thisArg ] ) (§22.1.3.8).
    @Sendable static func find(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try findElement(agent, this, arguments)?.value ?? .undefined
    }

    /// Array.prototype.findIndex ( predicate [ , thisArg ] ) (§22.1.3.9).
    @Sendable static func findIndex(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        .number(try findElement(agent, this, arguments)?.index ?? -1)
    }

    /// Array.prototype.flat ( [ depth ] ) (§22.1.3.10.1).
    @Sendable static func flat(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        var depth = 1.0
        if !arguments[0].isUndefined {
            depth = try agent.toIntegerOrInfinity(arguments[0])
            if depth < 0 { depth = 0 }
        }
        let target = try agent.arraySpeciesCreate(object, length: 0)
        _ = try flatten(into: target, source: object, length: length, start: 0, depth: depth, in: agent)
        return .object(target)
    }

    /// Array.prototype.flatMap ( mapperFunction [ , thisArg ] ) (§22.1.3.10.2).
    @Sendable static func flatMap(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let mapper = try agent.requireCallable(arguments[0])
        let target = try agent.arraySpeciesCreate(object, length: 0)
        _ = try flatten(into: target, source: object, length: length, start: 0, depth: 1,
                        mapper: (mapper, arguments[1]), in: agent)
        return .object(target)
    }

    /// FlattenIntoArray (§22.1.3.10.3). Each level of nesting counts as a call, so a deep
    /// (or cyclic) array with depth Infinity ends in a RangeError, not a stack overflow.
    private static func flatten(into target: JSObject, source: JSObject, length: Double, start: Double,
                                depth: Double, mapper: (JSObject, JSValue)? = nil, in agent: Agent) throws -> Double {
        try agent.enterCall()
        defer { agent.callDepth -= 1 }
        var targetIndex = start
        var sourceIndex = 0.0
        var walk = ElementWalk(over: source)
        while sourceIndex < length {
            try agent.checkInterrupt()
            let key = agent.indexKey(sourceIndex)
            guard try source.hasProperty(key, in: agent) else {
                sourceIndex = walk.next(from: sourceIndex + 1, below: length)
                continue
            }
            var element = try source.get(key, in: agent)
            if let (function, thisArgument) = mapper {
                element = try agent.call(function, this: thisArgument,
                                         arguments: [element, .number(sourceIndex), .object(source)])
            }
            if depth > 0, try agent.isArray(element), let inner = element.asObject {
                let innerLength = try inner.lengthOfArrayLike(in: agent)
                targetIndex = try flatten(into: target, source: inner, length: innerLength, start: targetIndex,
                                          depth: depth - 1, in: agent)
            } else {
                guard targetIndex < maximumSafeLength else { throw agent.typeError("Invalid array length") }
                try target.createDataPropertyOrThrow(agent.indexKey(targetIndex), element, in: agent)
                targetIndex += 1
            }
            sourceIndex += 1
        }
        return targetIndex
    }

    /// Array.prototype.reduce ( callbackfn [ , initialValue ] ) (§22.1.3.21).
    @Sendable static func reduce(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try reduce(agent, this, arguments, fromRight: false)
    }

    /// Array.prototype.reduceRight ( callbackfn [ , initialValue ] ) (§22.1.3.22).
    @Sendable static func reduceRight(_ agent: Agent, _ this: JSValue, _ arguments: Arguments) throws -> JSValue {
        try reduce(agent, this, arguments, fromRight: true)
    }

    private static func reduce(_ agent: Agent, _ this: JSValue, _ arguments: Arguments, fromRight: Bool) throws
        -> JSValue
    {
        let object = try agent.toObject(this)
        let length = try object.lengthOfArrayLike(in: agent)
        let callback = try agent.requireCallable(arguments[0])
        if length == 0 && arguments.count < 2 {
            throw agent.typeError("Reduce of empty array with no initial value")
        }
        let step = fromRight ? -1.0 : 1.0
        var index = fromRight ? length - 1 : 0
        func inRange() -> Bool { fromRight ? index >= 0 : index < length }
        var walk = ElementWalk(over: object)
        /// The next index that may hold an element after a missing one at `index`.
        func skip() { index = fromRight ? walk.previous(from: index - 1) : walk.next(from: index + 1, below: length) }
        var accumulator: JSValue
        if arguments.count >= 2 {
            accumulator = arguments[1]
        } else {
            var found: JSValue?
            while found == nil && inRange() {
                try agent.checkInterrupt()
                let key = agent.indexKey(index)
                guard try object.hasProperty(key, in: agent) else {
                    skip()
                    continue
                }
                found = try object.get(key, in: agent)
                index += step
            }
            guard let found else { throw agent.typeError("Reduce of empty array with no initial value") }
            accumulator = found
        }
        let array = object as? JSArray
        try agent.withRepeatedCall(callback, this: .undefined) { call in
            while inRange() {
                try agent.checkInterrupt()
                let value: JSValue
                if let array, array.hasPlainElements {
                    // As in `forEachPresent`: plain storage, checked again at each step.
                    let position = Int(index)
                    guard position < array.elements.count, let element = array.elements[position] else {
                        skip()
                        continue
                    }
                    value = element
                } else {
                    let key = agent.indexKey(index)
                    guard try object.hasProperty(key, in: agent) else {
                        skip()
                        continue
                    }
                    value = try object.get(key, in: agent)
                }
                accumulator = try call(accumulator, value, .number(index), .object(object))
                index += step
            }
        }
        return accumulator
    }
}

import Testing
@testable import EddyEngine

/// Random sequences of adds, deletes, redefinitions and reads, checked against a plain
/// model of what the spec says: values, and key order (indices ascending, then strings in
/// insertion order). Exercises shared shapes, dictionary mode, holes and sparse elements.
@Suite struct PropertyModelFuzzTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let pool = ["a", "b", "c", "d", "e", "f", "g", "h", "0", "1", "2", "3", "7", "100000", "01", "length2"]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomOperationsMatchTheModel(seed: UInt64) throws {
        try run(seed: seed, pool: Self.pool, steps: 3_000)
    }

    /// More names than a shared shape holds: the object goes to dictionary mode by adding.
    @Test(arguments: [11, 12] as [UInt64])
    func manyNamesMatchTheModel(seed: UInt64) throws {
        try run(seed: seed, pool: (0..<120).map { "k\($0)" } + ["5", "6", "70000"], steps: 2_000)
    }

    func run(seed: UInt64, pool: [String], steps: Int) throws {
        let agent = Agent(isGCStressEnabled: false)
        var random = Generator(state: seed)
        let object = agent.makeObject()
        var strings: [(String, Double)] = []   // insertion order
        var indices: [UInt32: Double] = [:]
        var readOnly = Set<String>()
        for step in 0..<steps {
            let name = pool[random.next(pool.count)]
            let key = agent.key(name)
            let value = Double(step)
            let isIndex = key.arrayIndex != nil
            switch random.next(4) {
            case 0, 1:  // assignment
                let succeeded = try object.set(key, .number(value), receiver: .object(object), in: agent)
                #expect(succeeded == !readOnly.contains(name))
                if succeeded {
                    if isIndex, let index = key.arrayIndex {
                        indices[index] = value
                    } else if let position = strings.firstIndex(where: { $0.0 == name }) {
                        strings[position].1 = value
                    } else {
                        strings.append((name, value))
                    }
                }
            case 2:  // delete (read-only properties here stay configurable)
                #expect(try object.delete(key, in: agent))
                readOnly.remove(name)
                if let index = key.arrayIndex { indices[index] = nil } else { strings.removeAll { $0.0 == name } }
            default:  // make read-only if present
                let exists = isIndex ? indices[key.arrayIndex ?? 0] != nil : strings.contains { $0.0 == name }
                if exists {
                    try object.definePropertyOrThrow(key, PropertyDescriptor(writable: false), in: agent)
                    readOnly.insert(name)
                }
            }
            let expectedKeys = indices.keys.sorted().map(String.init) + strings.map(\.0)
            #expect(try agent.ownKeyNames(object) == expectedKeys, "step \(step)")
            for (name, expected) in strings {
                #expect(try object.get(agent.key(name), in: agent).asNumber == expected)
            }
            for (index, expected) in indices {
                #expect(try object.get(.index(index), in: agent).asNumber == expected)
            }
        }
    }
}

/// Random index writes, deletes, pushes and length changes on an Array, against a model of
/// §9.4.2: length is one more than the largest index, shrinking it deletes.
@Suite struct ArrayModelFuzzTests {
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func randomArrayOperationsMatchTheModel(seed: UInt64) throws {
        let agent = Agent(isGCStressEnabled: false)
        var random = PropertyModelFuzzTests.Generator(state: seed)
        let array = agent.makeArray()
        var model: [UInt32: Double] = [:]
        var length: UInt32 = 0
        let lengthKey = agent.key("length")
        for step in 0..<3_000 {
            let value = Double(step)
            switch random.next(5) {
            case 0, 1:
                let index = UInt32(random.next(random.next(10) == 0 ? 5_000 : 30))
                try array.set(.index(index), .number(value), in: agent)
                model[index] = value
                length = max(length, index + 1)
            case 2:
                let index = UInt32(random.next(30))
                #expect(try array.delete(.index(index), in: agent))
                model[index] = nil
            case 3:
                let newLength = UInt32(random.next(35))
                try array.set(lengthKey, .number(Double(newLength)), in: agent)
                model = model.filter { $0.key < newLength }
                length = newLength
            default:
                _ = try agent.callMethod(.object(array), "push", [.number(value)])
                model[length] = value
                length += 1
            }
            #expect(array.length == length, "step \(step)")
            #expect(try agent.ownKeyNames(array) == model.keys.sorted().map(String.init) + ["length"], "step \(step)")
            for (index, expected) in model {
                #expect(try array.get(.index(index), in: agent).asNumber == expected)
            }
        }
    }
}

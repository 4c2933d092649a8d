import Testing
@testable import EddyEngine

/// Map, Set, WeakMap and WeakSet (§23): (source, expected) rows printed by node v20, and
/// the collector's ephemeron semantics for the weak ones.
@Suite struct CollectionTests {
    static let cases: [(String, String)] = [
        ("var m = new Map([[1, 'a'], [2, 'b']]); m.set(NaN, 'n').set(-0, 'z'); [m.size, m.get(NaN), m.get(0), m.has(2)].join()", "4,n,z,true"),
        ("var m = new Map(); m.set('k', 1); m.set('k', 2); [...m].join(';')", "k,2"),
        ("var m = new Map([[1, 1], [2, 2], [3, 3]]); m.delete(2); [...m.keys()].join()", "1,3"),
        ("var m = new Map([[1, 1]]); var seen = []; m.forEach((v, k) => { seen.push(k); if (k < 5) m.set(k + 1, 0); }); seen.join()", "1,2,3,4,5"),
        ("var m = new Map([[1, 1], [2, 2], [3, 3]]); var seen = []; m.forEach((v, k) => { seen.push(k); m.delete(k + 1); }); seen.join()", "1,3"),
        ("var m = new Map([[1, 1], [2, 2]]); var it = m.entries(); it.next(); m.clear(); m.set(9, 9); JSON.stringify(it.next().value)", "[9,9]"),
        ("var m = new Map(); for (var i = 0; i < 100; i++) m.set(i, i); var it = m.keys(); it.next(); for (var i = 0; i < 90; i++) m.delete(i); [...it].join()", "90,91,92,93,94,95,96,97,98,99"),
        ("Object.is([...new Map([[-0, 1]]).keys()][0], 0)", "true"),
        ("Object.prototype.toString.call(new Map()) + Object.prototype.toString.call(new Map().entries())", "[object Map][object Map Iterator]"),
        ("Map.prototype[Symbol.iterator] === Map.prototype.entries", "true"),
        ("Map[Symbol.species] === Map", "true"),
        ("var s = new Set([1, 2, 2, '2', NaN, NaN]); [s.size, s.has('2'), s.has(NaN)].join()", "4,true,true"),
        ("var s = new Set(['a']); s.add('b').add('a'); [...s].join()", "a,b"),
        ("Set.prototype.keys === Set.prototype.values && Set.prototype[Symbol.iterator] === Set.prototype.values", "true"),
        ("JSON.stringify([...new Set(['x']).entries()])", "[[\"x\",\"x\"]]"),
        ("var s = new Set([1, 2, 3]); var out = []; s.forEach(v => { out.push(v); s.delete(v); if (v === 1) s.add(4); }); out.join()", "1,2,3,4"),
        ("Object.getPrototypeOf(Object.getPrototypeOf(new Set().values())) === Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()))", "true"),
        ("var k = {}; var w = new WeakMap([[k, 1]]); [w.get(k), w.has({}), w.delete(k), w.has(k)].join()", "1,false,true,false"),
        ("var k = {}; var w = new WeakSet([k]); [w.has(k), w.has(1), w.delete(k), w.has(k)].join()", "true,false,true,false"),
        ("new WeakMap().get(1)", "undefined"),
        ("class M extends Map { constructor(x) { super(x); this.extra = 1; } }; var m = new M([[1, 2]]); [m.get(1), m.extra, m instanceof Map].join()", "2,1,true"),
        ("var calls = 0; var orig = Map.prototype.set; Map.prototype.set = function (k, v) { calls++; return orig.call(this, k, v); }; new Map([[1, 1], [2, 2]]); Map.prototype.set = orig; calls", "2"),
        ("Map()", "throws TypeError"),
        ("new Map([1])", "throws TypeError"),
        ("new Map(5)", "throws TypeError"),
        ("Map.prototype.get.call(new Set(), 1)", "throws TypeError"),
        ("Set.prototype.add.call(new Map(), 1)", "throws TypeError"),
        ("new Map().forEach(1)", "throws TypeError"),
        ("new WeakMap().set(1, 1)", "throws TypeError"),
        // ES2023: symbols not in the global registry can be weak keys.
        ("var s = Symbol('k'); var w = new WeakMap([[s, 1]]); [w.get(s), w.has(s), w.delete(s), w.has(s), new WeakSet([s]).has(s)].join()", "1,true,true,false,true"),
        ("new WeakMap().set(Symbol.for('registered'), 1)", "throws TypeError"),
        ("new WeakSet().add(Symbol.for('registered'))", "throws TypeError"),
        ("new WeakSet().add('x')", "throws TypeError"),
        ("WeakMap.prototype.get.call(new WeakSet(), {})", "throws TypeError"),
        ("new Set().values().next.call(new Map().keys())", "throws TypeError"),
        ("Object.getOwnPropertyDescriptor(Map.prototype, 'size').get.call(new Set())", "throws TypeError"),

    ]

    @Test(arguments: cases)
    func collections(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    private func weakCollection(_ name: String, in agent: Agent) throws -> JSWeakCollection {
        try #require(try agent.global(name).asObject as? JSWeakCollection)
    }

    @Test func aWeakMapDoesNotKeepItsKeysAlive() throws {
        let agent = Agent()
        _ = try agent.evaluateScript("""
            var wm = new WeakMap(), ws = new WeakSet(), kept = {};
            wm.set(kept, 'kept');
            for (var i = 0; i < 100; i++) { var o = {i: i}; wm.set(o, {back: o}); ws.add(o); }
            o = null;
            """, name: "test.js")
        agent.collect()
        #expect(try weakCollection("wm", in: agent).entries.count == 1)
        #expect(try weakCollection("ws", in: agent).entries.isEmpty)
        #expect(try agent.evaluateScript("wm.get(kept)", name: "probe.js").asString?.stringValue == "kept")
    }

    @Test func aValueStaysAliveExactlyAsLongAsItsKey() throws {
        let agent = Agent()
        // k2 is reachable only as the value of k1's entry; k1 only through the global.
        _ = try agent.evaluateScript("""
            var wm = new WeakMap(), k1 = {};
            (function () { var k2 = {}; wm.set(k1, k2); wm.set(k2, {payload: 42}); })();
            """, name: "test.js")
        agent.collect()
        #expect(try weakCollection("wm", in: agent).entries.count == 2)
        #expect(try agent.evaluateScript("wm.get(wm.get(k1)).payload", name: "probe.js").asNumber == 42)
        _ = try agent.evaluateScript("k1 = null", name: "drop.js")
        agent.collect()
        #expect(try weakCollection("wm", in: agent).entries.isEmpty)
    }

    @Test func iteratorsSurviveCompactionAfterManyDeletes() throws {
        let table = OrderedHashTable()
        for index in 0..<100 { table.set(.number(Double(index)), .number(Double(index))) }
        let cursor = table.makeCursor()
        _ = table.next(cursor)
        _ = table.next(cursor)
        for index in 0..<80 { table.remove(.number(Double(index))) }
        #expect(table.keys.count < 100)  // compacted
        #expect(table.next(cursor)?.key.asNumber == 80)
        #expect(table.count == 20)
    }
}

import Testing
@testable import EddyEngine

/// Property reads through the inline caches: polymorphic sites, methods inherited several
/// levels up, and the changes that must make a cached read miss. Each script reads through
/// one site many times, before and after the change, so a stale cache entry would show.
@Suite struct InlineCacheTests {
    static let cases: [(String, String)] = [
        // Six classes at one site: more shapes than the polymorphic entries hold.
        ("""
        class A { constructor() { this.v = 'a' } } class B { constructor() { this.w = 0; this.v = 'b' } }
        class C { constructor() { this.x = 0; this.v = 'c' } } class D { constructor() { this.y = 0; this.v = 'd' } }
        class E { constructor() { this.z = 0; this.v = 'e' } } class F { constructor() { this.q = 0; this.v = 'f' } }
        const all = [new A, new B, new C, new D, new E, new F]; let s = '';
        for (let i = 0; i < 60; i++) s += all[i % 6].v; s.slice(0, 12)
        """, "abcdefabcdef"),
        // A method call (`callProperty`) at a site of three shapes reads through the
        // polymorphic entries, and misses once the method on a prototype is replaced.
        ("""
        class A { m() { return 'a' } } class B { constructor() { this.x = 1 } m() { return 'b' } }
        class C extends A { constructor() { super(); this.y = 2 } }
        const all = [new A, new B, new C]; let s = '';
        for (let i = 0; i < 9; i++) { if (i == 6) A.prototype.m = function () { return 'A' }; s += all[i % 3].m() } s
        """, "abaabaAbA"),
        // A method three levels up, then shadowed on the middle prototype, then deleted.
        ("""
        class A { m() { return 'A' } } class B extends A {} class C extends B {}
        const c = new C; let s = '';
        for (let i = 0; i < 3; i++) s += c.m();
        B.prototype.m = function () { return 'B' };
        for (let i = 0; i < 3; i++) s += c.m();
        delete B.prototype.m;
        for (let i = 0; i < 3; i++) s += c.m(); s
        """, "AAABBBAAA"),
        // An own property added later shadows the inherited one.
        ("""
        class A { get g() { return 1 } m() { return 'p' } } class B extends A {}
        const objects = [new B, new B]; let s = '';
        for (let i = 0; i < 4; i++) { if (i == 2) objects[1].m = () => 'own'; s += objects[i % 2].m() + ',' } s
        """, "p,p,p,own,"),
        // Objects with the same own shape but different prototypes.
        ("""
        function P() {} P.prototype.k = 'P'; function Q() {} Q.prototype.k = 'Q';
        const a = new P, b = new Q; let s = '';
        for (let i = 0; i < 6; i++) s += (i % 2 ? b : a).k; s
        """, "PQPQPQ"),
        // The prototype swapped under a cached inherited read.
        ("""
        const base1 = { k: 1 }, base2 = { k: 2 }; const mid = Object.create(base1); const o = Object.create(mid);
        let s = 0; for (let i = 0; i < 4; i++) { if (i == 2) Object.setPrototypeOf(mid, base2); s = s * 10 + o.k } s
        """, "1122"),
        // An accessor defined later on a prototype in between.
        ("""
        class A { constructor() { this.n = 0 } } A.prototype.k = 'data'; class B extends A {} class C extends B {}
        const c = new C; let s = [];
        for (let i = 0; i < 4; i++) { if (i == 2) Object.defineProperty(B.prototype, 'k', { get() { return 'getter' } }); s.push(c.k) } s.join()
        """, "data,data,getter,getter"),
        // Many objects with distinct first properties still share shapes per class.
        ("""
        for (let i = 0; i < 5000; i++) ({ ['p' + i]: i });
        class S { constructor() { this.items = [] } size() { return this.items.length } }
        let total = 0; for (let i = 0; i < 100; i++) total += new S().size() + 1; total
        """, "100"),
        // for-of takes the intrinsic iterator's values, and honours a replaced next.
        ("""
        let s = ''; for (const x of [1, , 3]) s += x; for (const c of 'a😀') s += c.length;
        const it = [][Symbol.iterator](); const proto = Object.getPrototypeOf(it); const next = proto.next;
        proto.next = function () { const r = next.call(this); if (!r.done) r.value *= 10; return r };
        for (const x of [1, 2]) s += ',' + x; proto.next = next; for (const x of [1, 2]) s += ';' + x; s
        """, "1undefined312,10,20;1;2"),
        // Spread and destructuring through the same steps; entries and keys.
        ("""
        const m = [...'ab', ...[1, 2].entries()]; const [x, , y] = [7, 8, 9];
        JSON.stringify([m, x, y, [...[5, 6].keys()]])
        """, #"[["a","b",[0,1],[1,2]],7,9,[0,1]]"#),
        // A getter on an array element runs at its step and may end the loop by throwing.
        ("""
        const a = [1, 2, 3]; Object.defineProperty(a, 1, { get() { throw new Error('at 1') } });
        let seen = []; try { for (const x of a) seen.push(x) } catch (e) { seen.push(e.message) } seen.join()
        """, "1,at 1"),
    ]

    @Test(arguments: cases)
    func cachedReads(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }
}

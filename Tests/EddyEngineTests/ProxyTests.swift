import Testing
@testable import EddyEngine

/// Proxy exotic objects (§9.5) and the Proxy constructor (§26.2), as (source, expected)
/// rows; expectations from node v20.
@Suite struct ProxyTests {
    static let traps: [(String, String)] = [
        // Each internal method reaches its trap, with the handler as `this`.
        ("var h = { get(t, k, r) { return [this === h, k, r === p].join() } }; var p = new Proxy({}, h); p.x", "true,x,true"),
        ("var p = new Proxy({}, { set(t, k, v) { t[k] = v * 2; return true } }); p.a = 2; p.a", "4"),
        ("var p = new Proxy({}, { has(t, k) { return k.startsWith('y') } }); ('yes' in p) + ',' + ('no' in p)", "true,false"),
        ("var p = new Proxy({ a: 1 }, { deleteProperty(t, k) { return false } }); delete p.a", "false"),
        ("'use strict'; var p = new Proxy({ a: 1 }, { deleteProperty() { return false } }); delete p.a", "throws TypeError"),
        ("var p = new Proxy({}, { ownKeys() { return ['b', 'a', Symbol.iterator] } }); Reflect.ownKeys(p).length + Object.keys(p).join()", "3"),
        ("var p = new Proxy({}, { ownKeys() { return ['b', 'a'] }, getOwnPropertyDescriptor(t, k) { return { value: k, enumerable: true, configurable: true } } });"
            + "Object.keys(p).join() + JSON.stringify(p)", "b,a{}"),
        ("var log = []; var p = new Proxy({}, { defineProperty(t, k, d) { log.push(k, d.value); return Reflect.defineProperty(t, k, d) } });"
            + "Object.defineProperty(p, 'q', { value: 7 }); log.join()", "q,7"),
        ("var p = new Proxy({}, { getPrototypeOf() { return Array.prototype } }); p instanceof Array", "true"),
        ("var p = new Proxy({}, { setPrototypeOf() { return false } }); Reflect.setPrototypeOf(p, null)", "false"),
        ("var p = new Proxy({}, { setPrototypeOf() { return false } }); Object.setPrototypeOf(p, null)", "throws TypeError"),
        ("var p = new Proxy(function (a, b) { return a + b }, { apply(t, self, args) { return t(...args) * 10 } }); p(1, 2)", "30"),
        ("var p = new Proxy(class { constructor(x) { this.x = x } }, { construct(t, args, nt) { return { made: args[0] } } }); new p(5).made", "5"),
        ("var p = new Proxy(class {}, { construct() { return 1 } }); new p()", "throws TypeError"),
        // No trap: the target's own behaviour.
        ("var t = {}; var p = new Proxy(t, {}); p.a = 1; t.a + ',' + Object.keys(p) + ',' + ('a' in p)", "1,a,true"),
        ("typeof new Proxy(function () {}, {}) + typeof new Proxy({}, {})", "functionobject"),
        ("Array.isArray(new Proxy([], {})) + ',' + Object.prototype.toString.call(new Proxy([], {}))", "true,[object Array]"),
        ("[].concat(new Proxy([1, 2], {})).length", "2"),
        // ArraySpeciesCreate asks a proxied array for its constructor (IsArray sees through).
        ("var log = []; var p = new Proxy([1, [2]], { get(t, k, r) { log.push(String(k)); return Reflect.get(t, k, r) } });"
            + "Array.prototype.flat.call(p).join() + '|' + log.slice(0, 3).join()", "1,2|length,constructor,0"),
        // A proxy on the prototype chain sees reads the object does not answer.
        ("var o = Object.create(new Proxy({}, { get(t, k, r) { return 'from proxy' } })); o.own = 1; o.own + ',' + o.other", "1,from proxy"),
        ("var o = Object.create(new Proxy({}, { has(t, k) { return k === 'x' } })); 'x' in o", "true"),
    ]

    static let invariantsAndErrors: [(String, String)] = [
        ("var p = new Proxy(Object.freeze({ k: 1 }), { get() { return 2 } }); p.k", "throws TypeError"),
        ("var p = new Proxy(Object.freeze({ k: 1 }), { get() { return 1 } }); p.k", "1"),
        ("var p = new Proxy(Object.freeze({ k: 1 }), { has() { return false } }); 'k' in p", "throws TypeError"),
        ("var p = new Proxy(Object.freeze({ k: 1 }), { ownKeys() { return [] } }); Object.keys(p)", "throws TypeError"),
        ("var p = new Proxy(Object.preventExtensions({}), { ownKeys() { return ['extra'] } }); Reflect.ownKeys(p)", "throws TypeError"),
        ("var p = new Proxy({}, { ownKeys() { return ['a', 'a'] } }); Reflect.ownKeys(p)", "throws TypeError"),
        ("var p = new Proxy({}, { ownKeys() { return [1] } }); Reflect.ownKeys(p)", "throws TypeError"),
        ("var p = new Proxy({}, { getOwnPropertyDescriptor() { return { value: 1, configurable: false } } }); Object.getOwnPropertyDescriptor(p, 'x')",
         "throws TypeError"),
        ("var p = new Proxy({}, { defineProperty() { return true } }); Object.defineProperty(p, 'x', { value: 1, configurable: false })",
         "throws TypeError"),
        ("var p = new Proxy({}, { isExtensible() { return false } }); Object.isExtensible(p)", "throws TypeError"),
        ("var p = new Proxy({}, { preventExtensions() { return true } }); Object.preventExtensions(p)", "throws TypeError"),
        ("var p = new Proxy({}, { getPrototypeOf() { return 1 } }); Object.getPrototypeOf(p)", "throws TypeError"),
        ("var p = new Proxy({}, { get: 1 }); p.x", "throws TypeError"),
        // The constructor.
        ("Proxy({}, {})", "throws TypeError"),
        ("new Proxy(1, {})", "throws TypeError"),
        ("new Proxy({}, null)", "throws TypeError"),
        ("Proxy.length + Proxy.name + ('prototype' in Proxy)", "2Proxyfalse"),
        ("(new Proxy({}, {}))()", "throws TypeError"),
        ("new (new Proxy(function () {}, {}))() instanceof Object", "true"),
        ("new (new Proxy(() => {}, {}))()", "throws TypeError"),
        // Revocation: every operation throws, revoking twice is harmless.
        ("var r = Proxy.revocable({ v: 1 }, {}); var before = r.proxy.v; r.revoke(); r.revoke(); before", "1"),
        ("var r = Proxy.revocable({}, {}); r.revoke(); r.proxy.v", "throws TypeError"),
        ("var r = Proxy.revocable([], {}); r.revoke(); Array.isArray(r.proxy)", "throws TypeError"),
        ("var r = Proxy.revocable({}, {}); r.revoke(); typeof r.proxy", "object"),
        // (A chain of 200,000 proxies ending in a RangeError is in the golden test
        // proxy/traps_and_invariants: too slow for the collector-stress run here.)
    ]

    @Test(arguments: traps)
    func trapsAreCalled(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test(arguments: invariantsAndErrors)
    func invariantsAreEnforced(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }
}

import Testing
@testable import EddyEngine

/// The fast paths real programs take through the built-ins (issue 15), each checked against
/// what node v20 prints, including the cases that must leave them: a RegExp whose `exec`,
/// flag getters or prototype were changed, a subclass, `lastIndex` made read-only; long
/// substrings kept as slices of their string; `instanceof` through the inherited
/// @@hasInstance; generators resumed by for-of and `yield*` without a native call.
@Suite struct BuiltinFastPathTests {
    /// Plain RegExps match natively in split, match, replace and test, and literals reuse
    /// their compiled program; anything a script changed goes the specification's way.
    static let regExpCases: [(String, String)] = [
        (##"JSON.stringify("a1b2c3".split(/\d/)) + JSON.stringify("a1b2c3".split(/(\d)/, 4)) + JSON.stringify("abc".split(/(?:)/)) + JSON.stringify("".split(/x/)) + JSON.stringify("".split(/(?:)/))"##,
         ##"["a","b","c",""]["a","1","b","2"]["a","b","c"][""][]"##),
        (##"JSON.stringify("a😀b".split(/(?:)/u)) + JSON.stringify("a😀b".split(/(?:)/)) + JSON.stringify("x--y-z".split(/-/y)) + JSON.stringify("a,b,,c".split(/,/, 2)) + JSON.stringify("ab".split(/(a)|(b)/))"##,
         ##"["a","😀","b"]["a","\ud83d","\ude00","b"]["x","","y","z"]["a","b"]["","a",null,"",null,"b",""]"##),
        (##"(() => { const r = /,/g; r.lastIndex = 3; const parts = "a,b,c".split(r); return JSON.stringify([parts, r.lastIndex, RegExp.lastMatch, RegExp.leftContext]) })()"##,
         ##"[["a","b","c"],3,",","a,b"]"##),
        (##"(() => { class R extends RegExp { exec(s) { this.n = (this.n || 0) + 1; return super.exec(s) } } const r = new R(","); return JSON.stringify(["a,b".split(r), r.n === undefined]) })()"##,
         ##"[["a","b"],true]"##),
        (##"(() => { const r = /-/; r.exec = function (s) { return null }; return JSON.stringify("a-b".split(r)) + JSON.stringify("a-b".match(r)) + r.test("a-b") })()"##,
         ##"["a","b"]nullfalse"##),
        (##"(() => { const saved = RegExp.prototype.exec; RegExp.prototype.exec = function (s) { return { 0: "!", length: 1, index: 0 } }; try { return JSON.stringify([/x/.test("y"), "y".replace(/x/, "z"), "y".match(/x/)]) } finally { RegExp.prototype.exec = saved } })()"##,
         ##"[true,"z",{"0":"!","length":1,"index":0}]"##),
        (##"(() => { Object.defineProperty(RegExp.prototype, "global", { get() { return false } }); const r = /a/g; return [r.flags, String("aaa".match(r)), "aaa".replace(r, "b"), r.lastIndex].join("|") })()"##,
         ##"|a|aba|2"##),
        (##"(() => { Object.defineProperty(RegExp.prototype, "flags", { get() { return "y" } }); return JSON.stringify("a-b".split(/-/)) })()"##,
         ##"["a","b"]"##),
        (##"(() => { const r = /a(.)/g; const m = "xabacad".match(r); return JSON.stringify([m, r.lastIndex, RegExp.$1, RegExp.lastMatch, RegExp.input]) })()"##,
         ##"[["ab","ac","ad"],0,"d","ad","xabacad"]"##),
        (##"JSON.stringify(["x😀😀".match(/(?:)/gu), "x😀".match(/(?:)/g).length, "abc".match(/z/g), /b/.flags, /b/gimsuyd.flags, new RegExp("a", "yg").flags])"##,
         ##"[["","","",""],4,null,"","dgimsuy","gy"]"##),
        (##"(() => { const out = []; for (let i = 0; i < 3; i++) { const r = /a/g; out.push(r.lastIndex, r.test("aa"), r.lastIndex) } const f = () => /x/; return JSON.stringify([out, f() === f(), f().source]) })()"##,
         ##"[[0,true,1,0,true,1,0,true,1],false,"x"]"##),
        (##"(() => { const r = /a/y; r.lastIndex = 1; const a = r.test("ba"); const b = r.lastIndex; const c = r.test("ba"); return [a, b, c, r.lastIndex].join() })()"##,
         ##"true,2,false,0"##),
        (##"(() => { const r = /a/g; r.lastIndex = "1"; const a = r.exec("aa").index; r.lastIndex = { valueOf() { return 7 } }; return [a, r.exec("aa"), r.lastIndex].join() })()"##,
         ##"1,,0"##),
        (##"(() => { const r = /(\d+)/g; Object.defineProperty(r, "lastIndex", { writable: false }); try { "1 2".replace(r, "x") } catch (e) { return e.name } })()"##,
         ##"TypeError"##),
        (##"(() => { const r = /o/g; r.foo = 1; return "foo boo".replace(r, "0") + r.lastIndex + "|" + "foo".split(r).length + "|" + r.test("o") })()"##,
         ##"f00 b000|3|true"##),
        (##"(() => { const r = /a/; Object.setPrototypeOf(r, { exec() { return null }, [Symbol.split]: RegExp.prototype[Symbol.split], get flags() { return "" }, constructor: RegExp }); return JSON.stringify("bab".split(r)) })()"##,
         ##"["b","b"]"##),
        // Literals evaluated again share their machines, never their captures or lastIndex.
        (##"(() => { const f = s => /(a)|(b)/.exec(s); const g = s => /(a)|(b)/.exec(s); return JSON.stringify([f("a"), g("xb"), f("zz"), g("a"), f("b").index]) })()"##,
         ##"[["a","a",null],["b",null,"b"],null,["a","a",null],0]"##),
        (##"(() => { const words = s => s.split(/\s+/); const out = []; for (let i = 0; i < 4; i++) out.push(words("a b  c " + i).length); const r = /\s+/g; r.test("a b"); return JSON.stringify([out, r.lastIndex, /\s+/g.lastIndex]) })()"##,
         ##"[[4,4,4,4],2,0]"##),
        // split's SpeciesConstructor: a new @@species getter, a new prototype `constructor`.
        (##"(() => { let made = 0; class R extends RegExp { constructor(...a) { made++; super(...a) } } const r = /-/; Object.defineProperty(RegExp, Symbol.species, { get() { return R }, configurable: true }); return JSON.stringify(["a-b".split(r), made]) })()"##,
         ##"[["a","b"],1]"##),
        (##"(() => { let made = 0; const r = /-/; RegExp.prototype.constructor = function C(p, f) { made++; return new RegExp(p, f) }; RegExp.prototype.constructor[Symbol.species] = RegExp.prototype.constructor; return JSON.stringify(["a-b".split(r), made]) })()"##,
         ##"[["a","b"],1]"##),
    ]

    @Test(arguments: regExpCases)
    func regExp(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    /// Substrings of 13 units or more are slices of their string, read in place.
    static let sliceCases: [(String, String)] = [
        (##"(() => { const s = "0123456789abcdefghij".repeat(3); const a = s.substring(5); const b = a.slice(10, 40); return JSON.stringify([a.length, b, b.charCodeAt(3), b.indexOf("j0"), b.lastIndexOf("0"), b.startsWith("fghij"), b.endsWith("01234"), b.includes("9a"), b + "!", b === s.slice(15, 45), b.trim().length]) })()"##,
         ##"[55,"fghij0123456789abcdefghij01234",105,4,25,true,true,true,"fghij0123456789abcdefghij01234!",true,30]"##),
        (##"(() => { const s = "  padded text with spaces   ".repeat(2); const t = s.substring(2, 40); const m = new Map([[t, 1]]); const o = {}; o[t] = 2; return JSON.stringify([m.get(s.slice(2, 40)), o[s.substr(2, 38)], t.split(" ").length, t.toUpperCase(), t.codePointAt(0), [t, t].join("|").length]) })()"##,
         ##"[1,2,10,"PADDED TEXT WITH SPACES     PADDED TEX",112,77]"##),
        (##"(() => { let src = "token1 token2 token3 token4 token5 ".repeat(4); const out = []; while (src) { const m = /^\S+\s*/.exec(src); out.push(m[0].trim()); src = src.substring(m[0].length); } return out.length + ":" + out.slice(0, 3).join() })()"##,
         ##"20:token1,token2,token3"##),
        (##"(() => { const s = "😀 emoji test string 😀"; const t = s.substring(2, 22); return JSON.stringify([t, t.length, t.codePointAt(t.length - 2), [...t].length, t.normalize() === t, t.slice(-2), t.at(-1)]) })()"##,
         ##"[" emoji test string \ud83d",20,32,20,true," \ud83d","\ud83d"]"##),
        (##"(() => { const s = "abcdefghijklmnopqrstuvwxyz"; const parts = []; for (let i = 0; i < 5; i++) parts.push(s.slice(i, i + 15)); return parts.join("").length + parts.map(p => p[14]).join("") + JSON.stringify(parts[1]) })()"##,
         ##"75opqrs"bcdefghijklmnop""##),
    ]

    @Test(arguments: sliceCases)
    func slices(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    /// `instanceof` and generators resumed directly.
    static let callCases: [(String, String)] = [
        (##"(() => { class A {} class B extends A {} function F() {} F.prototype = 3; const bound = B.bind(null); const o = { [Symbol.hasInstance](v) { return v === 1 } }; let e; try { ({}) instanceof F } catch (x) { e = x.message } return JSON.stringify([new B() instanceof A, new A() instanceof B, 1 instanceof A, new B() instanceof bound, 1 instanceof o, e]) })()"##,
         ##"[true,false,false,true,true,"Function has non-object prototype '3' in instanceof check"]"##),
        (##"(() => { function P() {} const p = new Proxy({}, { getPrototypeOf() { return P.prototype } }); return [p instanceof P, Object.create(null) instanceof Object].join() })()"##,
         ##"true,false"##),
        (##"(() => { function* leaf(n) { for (let i = 0; i < n; i++) yield i; return "r" + n } function* mid() { const a = yield* leaf(2); const b = yield* leaf(1); return a + b } const out = []; for (const x of mid()) out.push(x); const g = mid(); out.push(JSON.stringify([g.next(), g.next(), g.next(), g.next(), g.next()])); return out.join() })()"##,
         ##"0,1,0,[{"value":0,"done":false},{"value":1,"done":false},{"value":0,"done":false},{"value":"r2r1","done":true},{"done":true}]"##),
        (##"(() => { let reads = 0; const it = { [Symbol.iterator]() { return this }, next() { return { get done() { reads++; return false }, value: 1 } }, return() { return {} } }; function* g() { yield* it } const out = []; for (const v of g()) { out.push(v); if (out.length === 2) break } return out.join() + ":" + reads })()"##,
         ##"1,1:4"##),
        (##"(() => { function* inner() { try { yield 1; yield 2 } finally { log.push("inner done") } } function* outer() { try { yield* inner() } finally { log.push("outer done") } } const log = []; for (const x of outer()) { log.push(x); break } const g = outer(); g.next(); log.push(JSON.stringify(g.throw ? (() => { try { g.throw(new Error("t")) } catch (e) { return e.message } })() : 0)); return log.join() })()"##,
         ##"1,inner done,outer done,inner done,outer done,"t""##),
        (##"(() => { function* g() { const x = yield 1; yield x * 2 } const it = g(); it.next(); const r = it.next(21); const gen = (function* () { yield* g() })(); gen.next(); return JSON.stringify([r, gen.next(5), gen.next(), [...g()]]) })()"##,
         ##"[{"value":42,"done":false},{"value":10,"done":false},{"done":true},[1,null]]"##),
        (##"(() => { const G = function* () {}.constructor; const g = new G("yield 1; yield* [2, 3]"); return [...g()].join() })()"##,
         ##"1,2,3"##),
    ]

    @Test(arguments: callCases)
    func directCalls(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    /// A lexer that cuts the rest of its input after each token: linear, since the rest is a
    /// slice and the anchored match starts once. Never under collector stress: its 200,000
    /// steps would each be a full collection (400 s, the whole stress step of CI).
    @Test func cuttingLexerIsLinear() {
        let source = ##"(() => { let src = "word ".repeat(200000); let n = 0; "##
            + ##"while (src) { const m = /^\S+\s*/.exec(src); src = src.substring(m[0].length); n++ } return n })()"##
        #expect(run(source, isGCStressEnabled: false) == "200000")
    }
}

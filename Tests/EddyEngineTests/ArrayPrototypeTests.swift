import Testing
@testable import EddyEngine

/// %Array.prototype%, Array.from/of/isArray and @@species (§22.1), as (source, expected)
/// rows run in a fresh agent; `throws X` is the constructor name of the thrown error.
@Suite struct ArrayPrototypeTests {
    static let cases: [(String, String)] = [
        // ES2022–ES2023 (node v20): at, findLast, the change-array-by-copy methods
        ("var a = [1, 2, 3]; [a.at(-1), a.at(3), a.at(-4), a.findLast(x => x < 3), a.findLastIndex(x => x > 5)].join()", "3,,,2,-1"),
        ("var a = [3, , 1]; [a.toReversed().join(), a.toSorted().join(), a.toSpliced(0, 1, 9, 8).join(), a.with(-1, 0).join(), a.join()].join('|')", "1,,3|1,3,|9,8,,1|3,,0|3,,1"),
        ("[1, 2].with(2, 0)", "throws RangeError"),
        ("[1].toSorted(1)", "throws TypeError"),
        ("Array.prototype.toReversed.call({ length: 2 ** 32 })", "throws RangeError"),
        ("Object.hasOwn({ a: 1 }, 'a') + ',' + Object.hasOwn({}, 'toString') + ',' + Object.hasOwn('ab', 1)", "true,false,true"),
        ("Object.hasOwn(undefined, 'a')", "throws TypeError"),
        ("'abc'.at(-1) + 'abc'.at(0) + '\\ud800'.isWellFormed() + 'a\\ud800'.toWellFormed().charCodeAt(1)", "cafalse65533"),
        ("var t = new Int8Array([5, -1, 3]); [t.at(-1), t.findLast(x => x > 0), t.toSorted().join(), t.toReversed().join(), t.with(0, 200).join(), t.join()].join('|')", "3|3|-1,3,5|3,-1,5|-56,-1,3|5,-1,3"),
        ("new Uint8Array(1).with(1, 0)", "throws RangeError"),
        // concat and @@isConcatSpreadable
        ("[1, 2].concat([3], 4, [[5]]).length", "5"),
        ("var o = {length: 2, 0: 'a', 1: 'b'}; o[Symbol.isConcatSpreadable] = true; [0].concat(o).join()", "0,a,b"),
        ("var a = [1]; a[Symbol.isConcatSpreadable] = false; [0].concat(a).length", "2"),
        ("[, 1].concat([2, , 3]).hasOwnProperty(2)", "true"),
        ("[, 1].concat([2, , 3]).hasOwnProperty(3)", "false"),
        // copyWithin, fill
        ("[1, 2, 3, 4, 5].copyWithin(0, 3).join()", "4,5,3,4,5"),
        ("[1, 2, 3, 4, 5].copyWithin(1, 0, 3).join()", "1,1,2,3,5"),
        ("new Array(3).fill(7).join()", "7,7,7"),
        ("[1, 2, 3, 4].fill(0, 1, -1).join()", "1,0,0,4"),
        ("Array.prototype.fill.call({length: 2}, 'x')[1]", "x"),
        // searching
        ("[1, NaN, 3].includes(NaN)", "true"),
        ("[1, NaN, 3].indexOf(NaN)", "-1"),
        ("[1, 2, 1].lastIndexOf(1)", "2"),
        ("[1, 2, 1].lastIndexOf(1, -2)", "0"),
        ("[1, 2, 3].indexOf(3, -1)", "2"),
        ("[, undefined].includes(undefined)", "true"),
        ("[, ].indexOf(undefined)", "-1"),
        ("[1, 2, 3].find(x => x > 1)", "2"),
        ("[1, 2, 3].findIndex(x => x > 5)", "-1"),
        // callbacks
        ("[1, 2, 3].map((x, i) => x * i).join()", "0,2,6"),
        ("[1, 2, 3, 4].filter(x => x % 2).join()", "1,3"),
        ("[1, 2, 3].every(x => x > 0)", "true"),
        ("[1, 2, 3].some(x => x > 2)", "true"),
        ("var n = 0; [1, , 3].forEach(() => n++); n", "2"),
        ("[1, 2, 3].reduce((a, b) => a + b)", "6"),
        ("['a', 'b', 'c'].reduceRight((a, b) => a + b, '')", "cba"),
        ("[[1, [2]], 3].flat().length", "3"),
        ("[[1, [2, [3]]]].flat(Infinity).join()", "1,2,3"),
        ("[1, 2].flatMap(x => [x, x * 10]).join()", "1,10,2,20"),
        // mutation
        ("var a = [1, 2, 3]; [a.pop(), a.length].join()", "3,2"),
        ("var a = [1, 2, 3]; [a.shift(), a.join()].join(';')", "1;2,3"),
        ("var a = [3]; [a.unshift(1, 2), a.join()].join(';')", "3;1,2,3"),
        ("var a = [1, 2, 3, 4, 5]; var r = a.splice(1, 2, 'x'); [r.join(), a.join()].join(';')", "2,3;1,x,4,5"),
        ("var a = [1, 2, 3]; a.splice(1); a.join()", "1"),
        ("[1, 2, 3].reverse().join()", "3,2,1"),
        ("var a = [1, , 3]; a.reverse(); [a[0], 1 in a, a[2]].join()", "3,false,1"),
        ("[1, 2, 3, 4].slice(1, -1).join()", "2,3"),
        ("Array.prototype.slice.call({length: 3, 0: 'a', 2: 'c'}, 1).length", "2"),
        // sort
        ("[3, 1, 10, 2].sort().join()", "1,10,2,3"),
        ("[3, 1, 10, 2].sort((a, b) => a - b).join()", "1,2,3,10"),
        ("[3, undefined, 1, , 2].sort().length", "5"),
        ("var a = [3, undefined, 1, , 2].sort(); [a[3], 4 in a].join()", ",false"),
        ("""
         var a = []; for (var i = 0; i < 100; i++) a.push({k: i % 3, i: i});
         a.sort((x, y) => x.k - y.k);
         a.every((x, i) => i === 0 || a[i - 1].k < x.k || a[i - 1].i < x.i)
         """, "true"),
        // join, toString, toLocaleString
        ("[1, null, undefined, 2].join('-')", "1---2"),
        ("var a = [1]; a.push(a); a.join()", "1,"),
        ("[1, 'a'].toLocaleString()", "1,a"),
        ("String([1, [2, 3]])", "1,2,3"),
        // iterators and unscopables
        ("[...['a', 'b'].entries()].join(';')", "0,a;1,b"),
        ("[...['a', 'b'].keys()].join()", "0,1"),
        ("Array.prototype[Symbol.iterator] === Array.prototype.values", "true"),
        ("Array.prototype[Symbol.unscopables].flat", "true"),
        ("Object.getPrototypeOf(Array.prototype[Symbol.unscopables])", "null"),
        // statics and species
        ("Array.from('a😀').length", "2"),
        ("Array.from({length: 2, 0: 'x'}, (v, i) => v + i).join()", "x0,NaN"),
        ("Array.from(function* () { yield 1; yield 2; }()).join()", "1,2"),
        ("Array.of(7).length", "1"),
        ("Array.isArray([]) && !Array.isArray({length: 0})", "true"),
        ("Array[Symbol.species] === Array", "true"),
        ("class MyArray extends Array {}; new MyArray(1, 2, 3).map(x => x) instanceof MyArray", "true"),
        ("var a = [1]; a.constructor = {[Symbol.species]: function (n) { return {length: n}; }}; a.slice().length", "1"),
        ("Array.prototype.concat.length + Array.prototype.splice.length + Array.from.length", "4"),
        // length limits on array-likes
        ("var o = {length: 2 ** 53 - 1}; try { Array.prototype.push.call(o, 1) } catch (e) { e.name }", "TypeError"),
        ("var o = {length: 2 ** 53 - 1}; try { Array.prototype.unshift.call(o, 1) } catch (e) { e.name }", "TypeError"),
        ("Array.prototype.pop.call({length: 2 ** 53 + 10, [2 ** 53 - 2]: 'last'})", "last"),
        // huge, mostly empty arrays stay fast where no getter can run
        ("var a = [3, , 1]; a.length = 2 ** 32 - 1; a.sort(); [a[0], a[1], 2 in a, a.length].join()", "1,3,false,4294967295"),
        ("var a = [1]; a.length = 2 ** 32 - 1; [a.includes(2), a.includes(undefined), a.indexOf(2)].join()", "false,true,-1"),
        ("var a = []; a.length = 2 ** 32 - 1; a.join()", "throws RangeError"),
        ("var a = [5, 1, 4]; a.sort((x, y) => { a.push(9); return x - y; }); a.slice(0, 3).join()", "1,4,5"),
        // errors
        ("[1].map(1)", "throws TypeError"),
        ("[1].forEach()", "throws TypeError"),
        ("[].reduce((a, b) => a)", "throws TypeError"),
        ("[1].sort(1)", "throws TypeError"),
        ("Array.from([1], 'no')", "throws TypeError"),
        ("Array.prototype.map.call(null, x => x)", "throws TypeError"),
        ("var a = [1]; a.constructor = {[Symbol.species]: 1}; a.map(x => x)", "throws TypeError"),
        ("var a = []; a.constructor = {[Symbol.species]: function () { return Object.freeze([]); }}; a.concat(1)",
         "throws TypeError"),
        ("Array.prototype.slice.call({length: 2 ** 32}, 0).length", "throws RangeError"),
        ("new Array(-1)", "throws RangeError"),
        ("var a = []; a[0] = a; a.flat(Infinity)", "throws RangeError"),
        ("Object.freeze([1, 2]).pop()", "throws TypeError"),
    ]

    @Test(arguments: cases)
    func arrayPrototype(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test func fillKeepsADenseArrayDense() throws {
        let agent = Agent()
        let value = try agent.evaluateScript("new Array(1000).fill(0)", name: "test.js")
        let array = try #require(value.asObject as? JSArray)
        #expect(!array.hasSparseElements)
        #expect(array.elements.count == 1000)
    }

    @Test func anIndexedSetterOnThePrototypeDefeatsTheFastPaths() {
        #expect(run("""
            var calls = 0;
            Object.defineProperty(Array.prototype, '0', {set(v) { calls++; }, configurable: true});
            var a = []; a.push(1); new Array(2).fill(1);
            delete Array.prototype[0];
            [calls, a.hasOwnProperty(0)].join()
            """) == "2,false")
    }

    @Test func mergeSortIsStableAndSurvivesAnInconsistentComparator() throws {
        var items = Array((0..<1000).map { ($0 % 7, $0) })
        try ArrayBuiltins.mergeSort(&items) { $0.0 < $1.0 }
        for index in 1..<items.count {
            #expect(items[index - 1].0 < items[index].0
                || (items[index - 1].0 == items[index].0 && items[index - 1].1 < items[index].1))
        }
        var numbers = Array(0..<100)
        var flip = false
        try ArrayBuiltins.mergeSort(&numbers) { _, _ in flip.toggle(); return flip }
        #expect(numbers.sorted() == Array(0..<100))
    }
}

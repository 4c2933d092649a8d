import Testing
@testable import EddyEngine

/// ArrayBuffer, DataView and the typed arrays (§22.2, §24.1, §24.3), as (source, expected)
/// rows with expectations from node v20; `throws X` is the constructor name of the error.
@Suite struct TypedArrayTests {
    static let cases: [(String, String)] = [
        // Element conversions (§7.1.6–7.1.12)
        ("Array.from(new Uint8Array([1, 2, 300, -1])).join()", "1,2,44,255"),
        ("Array.from(new Int8Array([127, 128, -129])).join()", "127,-128,127"),
        ("Array.from(new Uint8ClampedArray([1.5, 2.5, 300, -5, NaN])).join()", "2,2,255,0,0"),
        ("Array.from(new Int16Array([32768, -32769])).join()", "-32768,32767"),
        ("Array.from(new Uint32Array([-1, 2 ** 32 + 5])).join()", "4294967295,5"),
        ("new Float32Array([0.1])[0]", "0.10000000149011612"),
        ("Object.is(new Float64Array([-0])[0], -0)", "true"),
        // The BigInt content type: ToBigInt64/ToBigUint64 (§7.1.15, §7.1.16)
        ("Array.from(new BigInt64Array([2n ** 63n, -1n, 2n ** 64n + 5n])).join()", "-9223372036854775808,-1,5"),
        ("Array.from(new BigUint64Array([-1n, 2n ** 64n])).join()", "18446744073709551615,0"),
        ("typeof new BigInt64Array(1)[0] + BigInt64Array.BYTES_PER_ELEMENT", "bigint8"),
        ("new BigInt64Array([1])", "throws TypeError"),
        ("new BigInt64Array(new Uint8Array(1))", "throws TypeError"),
        ("new Uint8Array(new BigUint64Array(1))", "throws TypeError"),
        ("var a = new BigInt64Array(2); a[0] = '7'; a[1] = true; a.join()", "7,1"),
        ("new BigInt64Array([3n, -5n, 1n]).sort().join() + '|' + new BigInt64Array([3n]).includes(3n) + new BigInt64Array([3n]).includes(3)", "-5,1,3|truefalse"),
        ("var v = new DataView(new ArrayBuffer(8)); v.setBigInt64(0, -2n); v.getBigUint64(0) + ',' + v.getBigInt64(0, true)", "18446744073709551614,-72057594037927937"),
        ("new DataView(new ArrayBuffer(8)).setBigUint64(0, 1)", "throws TypeError"),
        // Construction
        ("new Uint16Array(3).length + ',' + new Uint16Array(3).byteLength", "3,6"),
        ("var b = new ArrayBuffer(8); var v = new Int16Array(b, 2, 2); v.byteOffset + ',' + v.length + ',' + (v.buffer === b)", "2,2,true"),
        ("new Float64Array(new Set([1, 2, 3])).join('|')", "1|2|3"),
        ("new Uint8Array({length: 2, 0: 7, 1: '8'}).join()", "7,8"),
        ("new Int8Array(new Uint8Array([255, 1])).join()", "-1,1"),
        ("Uint8Array.from('123', x => x * 2).join()", "2,4,6"),
        ("Int8Array.of(1, 2, 200).join()", "1,2,-56"),
        ("new Uint8Array(-1)", "throws RangeError"),
        ("Uint8Array(2)", "throws TypeError"),
        ("new Int32Array(new ArrayBuffer(7), 1)", "throws RangeError"),
        ("new Int32Array(new ArrayBuffer(8), 4, 2)", "throws RangeError"),
        ("new (Object.getPrototypeOf(Uint8Array))()", "throws TypeError"),
        // Integer-indexed exotic behaviour (§9.4.5)
        ("var a = new Uint8Array(2); a[5] = 1; a[5] + ',' + ('5' in a) + ',' + Object.keys(a).join()", "undefined,false,0,1"),
        ("var a = new Uint8Array(2); a['-0'] = 1; a['-0'] + ',' + a['1.5']", "undefined,undefined"),
        ("var a = new Uint8Array(2); a.x = 5; a.x + ',' + Object.keys(a).join()", "5,0,1,x"),
        ("var a = new Uint8Array(2); delete a[0]", "false"),
        ("Object.getOwnPropertyDescriptor(new Uint8Array([9]), 0).value", "9"),
        ("var a = new Uint8Array(1); Object.defineProperty(a, 0, {value: 3}); a[0]", "3"),
        ("var a = new Uint8Array(1); Reflect.defineProperty(a, 0, {get() {}})", "false"),
        ("JSON.stringify(new Uint8Array([1, 2]))", "{\"0\":1,\"1\":2}"),
        // Prototype methods
        ("var a = new Uint8Array([1, 2, 3, 4]); a.subarray(1, 3)[0] = 9; a.join()", "1,9,3,4"),
        ("var a = new Uint8Array([1, 2, 3, 4]); var s = a.slice(1, 3); s[0] = 9; a.join() + '/' + s.join()", "1,2,3,4/9,3"),
        ("new Float64Array([3, -0, 0, NaN, -1]).sort().join()", "-1,0,0,3,NaN"),
        ("new Uint8Array([1, 2, 3]).sort((x, y) => y - x).join()", "3,2,1"),
        ("new Uint8Array([1, 2, 3]).map(x => x * 100).join()", "100,200,44"),
        ("new Uint8Array([1, 2, 3, 4]).filter(x => x % 2).join()", "1,3"),
        ("new Int8Array([1, 2, 3]).reduce((x, y) => x + y)", "6"),
        ("new Int8Array([1, 2, 3]).reduceRight((x, y) => x + '' + y)", "321"),
        ("new Int8Array([1, 2, 3]).reverse().join()", "3,2,1"),
        ("var a = new Uint8Array(4); a.set([1, 2], 2); a.join()", "0,0,1,2"),
        ("var a = new Uint8Array([1, 2, 3, 4]); a.set(a.subarray(0, 2), 1); a.join()", "1,1,2,4"),
        ("new Uint8Array(2).set([1, 2, 3])", "throws RangeError"),
        ("new Uint16Array(4).fill(7, 1, -1).join()", "0,7,7,0"),
        ("new Uint8Array([1, 2, 3, 4, 5]).copyWithin(0, 3).join()", "4,5,3,4,5"),
        ("[new Float32Array([NaN]).includes(NaN), new Float32Array([NaN]).indexOf(NaN)].join()", "true,-1"),
        ("new Uint8Array([1, 2, 1]).lastIndexOf(1)", "2"),
        ("[...new Uint8Array([5, 6]).entries()].join('|')", "0,5|1,6"),
        ("Object.prototype.toString.call(new Int16Array(1))", "[object Int16Array]"),
        ("Object.getPrototypeOf(Int8Array.prototype)[Symbol.toStringTag]", "undefined"),
        ("Uint8Array.BYTES_PER_ELEMENT + Float64Array.prototype.BYTES_PER_ELEMENT", "9"),
        ("new Uint8Array(1).every.call([1], x => x)", "throws TypeError"),
        // ArrayBuffer
        ("new ArrayBuffer(8).slice(2, -2).byteLength", "4"),
        ("var b = new ArrayBuffer(4); new Uint8Array(b)[1] = 7; new Uint8Array(b.slice(1))[0]", "7"),
        ("[ArrayBuffer.isView(new DataView(new ArrayBuffer(1))), ArrayBuffer.isView([])].join()", "true,false"),
        ("new ArrayBuffer(-1)", "throws RangeError"),
        ("ArrayBuffer(1)", "throws TypeError"),
        // DataView
        ("var d = new DataView(new ArrayBuffer(8)); d.setUint32(0, 0xdeadbeef); d.getUint32(0).toString(16)", "deadbeef"),
        ("var d = new DataView(new ArrayBuffer(8)); d.setUint16(0, 0x1234, true); d.getUint8(0).toString(16)", "34"),
        ("var d = new DataView(new ArrayBuffer(8)); d.setFloat64(0, Math.PI); d.getFloat64(0) === Math.PI", "true"),
        ("var d = new DataView(new ArrayBuffer(8)); d.setInt8(1, -2); d.getInt8(1)", "-2"),
        ("new DataView(new ArrayBuffer(8)).getFloat64(4)", "throws RangeError"),
        ("new DataView(new ArrayBuffer(2), 3)", "throws RangeError"),
        ("new DataView({})", "throws TypeError"),
    ]

    @Test(arguments: cases)
    func typedArrays(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }
}

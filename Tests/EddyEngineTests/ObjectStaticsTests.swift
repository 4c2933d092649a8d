import Testing
@testable import EddyEngine

/// Object statics (§19.1.2) as (source, expected) rows, expectations from node v20.
@Suite struct ObjectStaticsTests {
    static let cases: [(String, String)] = [
        ("JSON.stringify(Object.fromEntries([['a', 1], ['b', 2]]))", "{\"a\":1,\"b\":2}"),
        ("JSON.stringify(Object.fromEntries(new Map([[1, 'x']])))", "{\"1\":\"x\"}"),
        ("Object.fromEntries([[Symbol.iterator, 1]])[Symbol.iterator]", "1"),
        ("Object.fromEntries([1])", "throws TypeError"),
        ("Object.fromEntries(null)", "throws TypeError"),
        // Entries are read lazily, the key converted after "1" is read, and the iterator
        // closed when an entry is bad or its key throws (AddEntriesFromIterable, §23.1.1.2).
        ("var log = []; var key = { toString() { log.push('key'); return 'k' } };"
            + "var entry = { get 0() { log.push('0'); return key }, get 1() { log.push('1'); return 'v' } };"
            + "Object.fromEntries([entry]).k + ',' + log", "v,0,1,key"),
        ("var closed = 0; var it = { [Symbol.iterator]() { return { next() { return { value: 'ab', done: false } },"
            + "return() { closed++; return {} } } } }; try { Object.fromEntries(it) } catch (e) { e.constructor.name + closed }",
         "TypeError1"),
        ("var closed = 0; var it = { [Symbol.iterator]() { return { next() { return { value: [{ toString() { throw new RangeError() } }], done: false } },"
            + "return() { closed++; return {} } } } }; try { Object.fromEntries(it) } catch (e) { e.constructor.name + closed }",
         "RangeError1"),
        ("var d = Object.getOwnPropertyDescriptors({ get x() { return 1 }, y: 2 }); typeof d.x.get + d.y.value", "function2"),
        ("Object.keys(Object.getOwnPropertyDescriptors([1])).join()", "0,length"),
        ("Object.getOwnPropertyDescriptors(null)", "throws TypeError"),
        ("JSON.stringify(Object.entries({ b: 1, a: 2, 1: 3 }))", "[[\"1\",3],[\"b\",1],[\"a\",2]]"),
    ]

    @Test(arguments: cases)
    func objectStatics(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }
}

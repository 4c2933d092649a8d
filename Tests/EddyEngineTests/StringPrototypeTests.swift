import Testing
@testable import EddyEngine

/// %String.prototype% and the String statics (§21.1), as (source, expected) rows; the
/// expected values were printed by node v20.
@Suite struct StringPrototypeTests {
    static let cases: [(String, String)] = [
        ("'abc'.charAt(1)", "b"),
        ("'abc'.charAt(5)", ""),
        ("'abc'.charCodeAt(-1)", "NaN"),
        ("'a😀'.codePointAt(1)", "128512"),
        ("'a😀'.codePointAt(2)", "56832"),
        ("'a'.concat(1, null, [2, 3])", "a1null2,3"),
        ("'abcdef'.endsWith('def')", "true"),
        ("'abcdef'.endsWith('abc', 3)", "true"),
        ("'abcdef'.includes('cd', 3)", "false"),
        ("'abcabc'.indexOf('c', 3)", "5"),
        ("'abcabc'.indexOf('', 10)", "6"),
        ("'abcabc'.lastIndexOf('c')", "5"),
        ("'abcabc'.lastIndexOf('c', 4)", "2"),
        ("'abc'.lastIndexOf('', NaN)", "3"),
        ("'a'.localeCompare('b') + ',' + 'b'.localeCompare('a') + ',' + 'a'.localeCompare('a')", "-1,1,0"),
        ("'\\u0041\\u030A'.localeCompare('\\u00C5')", "0"),
        // ICU collation, as Node: case and accents after the base letter, options honoured.
        ("'a'.localeCompare('B') + ',' + ['b', 'A', 'a', 'á', '_'].sort((x, y) => x.localeCompare(y)).join('')", "-1,_aAáb"),
        ("['file10', 'file2'].sort((x, y) => x.localeCompare(y, undefined, { numeric: true })).join()", "file2,file10"),
        ("'a'.localeCompare('A', 'en', { sensitivity: 'base' }) + ',' + 'a'.localeCompare('á', 'en', { sensitivity: 'accent' })", "0,-1"),
        ("['ä', 'z'].sort((x, y) => x.localeCompare(y, 'sv')).join('')", "zä"),
        ("'a'.localeCompare('b', 'not a tag')", "throws RangeError"),
        ("'a'.localeCompare('b', 'en', { sensitivity: 'none' })", "throws RangeError"),
        ("'a'.localeCompare('b', [1])", "throws TypeError"),
        ("'\\u00C5'.normalize('NFD').length", "2"),
        ("'\\u0041\\u030A'.normalize().length", "1"),
        ("'\\uFB01'.normalize('NFKD')", "fi"),
        ("'\\uD800\\u0041\\u030A'.normalize().length", "2"),
        ("'abc'.padStart(6, '12')", "121abc"),
        ("'abc'.padEnd(6)", "abc   "),
        ("'abc'.padEnd(2, 'x')", "abc"),
        ("'ab'.repeat(3)", "ababab"),
        ("''.repeat(2 ** 40)", ""),
        ("'aXbXc'.replace('X', '-')", "a-bXc"),
        ("'aXbXc'.replaceAll('X', '-')", "a-b-c"),
        ("'abc'.replace('b', '[$&|$`|$\\'|$$|$1]')", "a[b|a|c|$|$1]c"),
        ("'abc'.replace('b', (m, p, s) => m.toUpperCase() + p + s)", "aB1abcc"),
        ("'aaa'.replaceAll('', '-')", "-a-a-a-"),
        ("'abc'.replace({[Symbol.replace](s, r) { return s + r; }}, '!')", "abc!"),
        ("'abcdef'.slice(-3, -1)", "de"),
        ("'a,b,,c'.split(',').length", "4"),
        ("'a,b,c'.split(',', 2).join('|')", "a|b"),
        ("'abc'.split('').join('|')", "a|b|c"),
        ("''.split('').length", "0"),
        ("''.split(',').length", "1"),
        ("'abc'.split().length", "1"),
        ("'abc'.split({[Symbol.split](s, l) { return 'custom ' + s + l; }}, 7)", "custom abc7"),
        ("'abcdef'.substr(-3, 2)", "de"),
        ("'abcdef'.substr(2)", "cdef"),
        ("'abcdef'.substring(4, 1)", "bcd"),
        ("'  \\u00A0x\\uFEFF\\n '.trim()", "x"),
        ("'  x '.trimStart() + '|'", "x |"),
        ("String.prototype.trimLeft === String.prototype.trimStart", "true"),
        ("String.prototype.trimRight === String.prototype.trimEnd", "true"),
        ("'İ'.toLowerCase().length", "2"),
        ("'ß'.toUpperCase()", "SS"),
        ("'ΑΣ'.toLowerCase()", "ας"),
        ("'ΑΣ Σ'.toLowerCase()", "ας σ"),
        ("'\\uD800a'.toUpperCase().charCodeAt(0)", "55296"),
        ("[...'a😀b'].length", "3"),
        ("String.fromCharCode(0x10041, 66)", "AB"),
        ("String.fromCodePoint(0x1F600).length", "2"),
        ("String.raw`a\\n${1}b`", "a\\n1b"),
        ("String.raw({raw: ['x', 'y', 'z']}, 1)", "x1yz"),
        ("'abc'.match({[Symbol.match](s) { return 'matched ' + s; }})", "matched abc"),
        ("'abc'.repeat(-1)", "throws RangeError"),
        ("'abc'.repeat(Infinity)", "throws RangeError"),
        ("'abc'.repeat(2 ** 30)", "throws RangeError"),
        ("'x'.padStart(2 ** 31)", "throws RangeError"),
        ("String.fromCodePoint(-1)", "throws RangeError"),
        ("String.fromCodePoint(1.5)", "throws RangeError"),
        ("'abc'.normalize('nfc')", "throws RangeError"),
        ("String.prototype.trim.call(null)", "throws TypeError"),
        ("String.prototype.startsWith.call('abc', {[Symbol.match]: true})", "throws TypeError"),
        ("'aXb'.replaceAll({[Symbol.match]: true, flags: 'i'}, '-')", "throws TypeError"),
        // A string pattern to match goes through RegExpCreate.
        ("'abc'.match('b').index", "1"),
        ("'abc'.match('(')", "throws SyntaxError"),
        ("String.prototype.toString.call({})", "throws TypeError"),

    ]

    @Test(arguments: cases)
    func stringPrototype(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test func caseConversionKeepsLoneSurrogatesAndMapsFully() {
        #expect(StringBuiltins.convertingCase([0xDC00, 0x61], toUpper: true) == [0xDC00, 0x41])
        #expect(StringBuiltins.convertingCase(Array("ŉ".utf16), toUpper: true) == Array("ʼN".utf16))
    }

    @Test func normalizationSkipsTextWithNothingToNormalize() {
        let ascii = Array("plain text".utf16)
        #expect(StringBuiltins.normalized(ascii, form: .nfkd) == ascii)
        #expect(StringBuiltins.normalized(Array("e\u{301}".utf16), form: .nfc) == Array("é".utf16))
    }
}

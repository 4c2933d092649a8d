import Testing
@testable import EddyEngine

/// The global functions (§18.2) and the Number statics and formatting methods (§20.1),
/// against the strings node v20 prints.
@Suite struct NumberAndGlobalTests {
    static let cases: [(String, String)] = [
        ("parseInt('  -0x1F')", "-31"),
        // toLocaleString through ICU's number formats, as node prints them
        ("(1234567.891).toLocaleString() + '|' + (-0).toLocaleString() + '|' + (Infinity).toLocaleString()", "1,234,567.891|-0|∞"),
        ("(1234.5).toLocaleString('de-DE') + '|' + (0.256).toLocaleString('en', { style: 'percent' })", "1.234,5|26%"),
        ("(1234.5).toLocaleString('en-US', { style: 'currency', currency: 'EUR' })", "€1,234.50"),
        ("(1234.5678).toLocaleString('en', { maximumSignificantDigits: 3 }) + '|' + (5).toLocaleString('en', { minimumIntegerDigits: 3 })", "1,230|005"),
        ("(12345678901234567890n).toLocaleString('de')", "12.345.678.901.234.567.890"),
        ("(1).toLocaleString('en', { maximumFractionDigits: 101 })", "throws RangeError"),
        ("(1).toLocaleString('en', { style: 'currency' })", "throws TypeError"),
        ("(1).toLocaleString('en', { style: 'currency', currency: 'US' })", "throws RangeError"),
        ("parseInt('08')", "8"),
        ("parseInt('123abc', 36)", "63978744"),
        ("parseInt('11', 2)", "3"),
        ("parseInt('11', 1)", "NaN"),
        ("parseInt('11', 37)", "NaN"),
        ("parseInt('')", "NaN"),
        ("Object.is(parseInt('-0'), -0)", "true"),
        ("parseInt('900719925474099267')", "900719925474099300"),
        ("parseInt('0x10000000000000081')", "18446744073709552000"),
        ("parseFloat('  3.14abc')", "3.14"),
        ("parseFloat('.5e-3x')", "0.0005"),
        ("parseFloat('1e')", "1"),
        ("parseFloat('-Infinityx')", "-Infinity"),
        ("parseFloat('0x10')", "0"),
        ("parseFloat('.')", "NaN"),
        ("isNaN('abc') + ',' + isFinite('12')", "true,true"),
        ("Number.isNaN('abc') + ',' + Number.isFinite('12')", "false,false"),
        ("Number.parseInt === parseInt && Number.parseFloat === parseFloat", "true"),
        ("Number.isInteger(5) + ',' + Number.isInteger(5.5) + ',' + Number.isInteger(Infinity)", "true,false,false"),
        ("Number.isSafeInteger(2 ** 53 - 1) + ',' + Number.isSafeInteger(2 ** 53)", "true,false"),
        ("Number.EPSILON === 2 ** -52", "true"),
        ("Number.MIN_VALUE", "5e-324"),
        ("(255).toString(16)", "ff"),
        ("(-255).toString(2)", "-11111111"),
        ("(0.5).toString(2)", "0.1"),
        ("(0.1).toString(3)", "0.0022002200220022002200220022002201"),
        ("(3.14).toString(16)", "3.23d70a3d70a3e"),
        ("(1e21).toString(36)", "5v1j4f4ds7c000"),
        ("(2 ** 60).toString(7)", "2031000661631341064200"),
        ("(123.456).toExponential(2)", "1.23e+2"),
        ("(1.25).toExponential(1)", "1.3e+0"),
        ("(0).toExponential(2)", "0.00e+0"),
        ("(123456).toExponential()", "1.23456e+5"),
        ("(0.00015).toExponential()", "1.5e-4"),
        ("(-1.5).toExponential(0)", "-2e+0"),
        ("(123.456).toPrecision(4)", "123.5"),
        ("(0.000123).toPrecision(2)", "0.00012"),
        ("(1e21).toPrecision(3)", "1.00e+21"),
        ("(123456).toPrecision(2)", "1.2e+5"),
        ("(0.0000001).toPrecision(1)", "1e-7"),
        ("(99.99).toPrecision(3)", "100"),
        ("(5).toPrecision()", "5"),
        ("(NaN).toPrecision(200)", "NaN"),
        ("(1).toPrecision(0)", "throws RangeError"),
        ("(1).toExponential(101)", "throws RangeError"),
        ("(1).toString(1)", "throws RangeError"),
        ("Number.prototype.toPrecision.call('1', 2)", "throws TypeError"),
        ("Number.prototype.toString.call({})", "throws TypeError"),
    ]

    @Test(arguments: cases)
    func numberAndGlobals(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }
}

import Testing
@testable import EddyEngine

/// encodeURI(Component), decodeURI(Component) (§18.2.6) and escape/unescape (§B.2.1), as
/// (source, expected) rows with expectations from node v20.
@Suite struct URITests {
    static let cases: [(String, String)] = [
        ("encodeURIComponent('a b&c=d/é€😀')", "a%20b%26c%3Dd%2F%C3%A9%E2%82%AC%F0%9F%98%80"),
        ("encodeURI('http://x.y/a b?q=1&r=é#h')", "http://x.y/a%20b?q=1&r=%C3%A9#h"),
        ("decodeURIComponent('a%20b%26%C3%A9%F0%9F%98%80')", "a b&é😀"),
        ("decodeURI('%3B%2F%20%C3%A9%23')", "%3B%2F é%23"),
        ("encodeURIComponent('\\uD800')", "throws URIError"),
        ("decodeURIComponent('%')", "throws URIError"),
        ("decodeURIComponent('%C3')", "throws URIError"),
        ("decodeURIComponent('%C0%80')", "throws URIError"),
        ("decodeURIComponent('%ED%A0%80')", "throws URIError"),
        ("escape('a b+é€@*_-./')", "a%20b+%E9%u20AC@*_-./"),
        ("unescape('a%20b%E9%u20AC%zz%u12')", "a bé€%zz%u12"),
        ("encodeURIComponent.length + decodeURI.name", "1decodeURI"),
    ]

    @Test(arguments: cases)
    func uriFunctions(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }
}

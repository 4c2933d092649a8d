import Testing
@testable import EddySyntax

@Suite struct SourceTextTests {
    @Test func linesAndColumnsCountUTF16UnitsAfterEachTerminator() {
        let text = SourceText("a\nb\r\ncd\u{2028}é😀x", name: "t.js")
        #expect(text.lineAndColumn(of: 0) == (1, 1))
        #expect(text.lineAndColumn(of: 2) == (2, 1))
        #expect(text.lineAndColumn(of: 6) == (3, 2))
        #expect(text.lineAndColumn(of: 11) == (4, 4))
    }
}

import Testing
@testable import EddyEngine

/// `StringProtocol+TextSearch.swift`: the plain searches that stand in for
/// `_StringProcessing`'s on locale tags and key files.
@Suite struct TextSearchTests {
    @Test func findsTheFirstOccurrence() {
        let unit = "meter-per-second-per-hour"
        let range = unit.firstRange(ofText: "-per-")
        #expect(range.map { String(unit[..<$0.lowerBound]) } == "meter")
        #expect(range.map { String(unit[$0.upperBound...]) } == "second-per-hour")
        #expect("en-US".firstRange(ofText: "-u-") == nil)
        #expect("de-DE-u-co-phonebk".firstRange(ofText: "-u-").map { "de-DE-u-co-phonebk"[..<$0.lowerBound] } == "de-DE")
        // A partial match that restarts inside itself.
        #expect("aab".firstRange(ofText: "ab").map { "aab".distance(from: "aab".startIndex, to: $0.lowerBound) } == 1)
        #expect("ab".firstRange(ofText: "abc") == nil)
    }

    @Test func containsText() {
        #expect("-----BEGIN ENCRYPTED PRIVATE KEY-----".contains(text: "ENCRYPTED"))
        #expect(!"-----BEGIN PRIVATE KEY-----".contains(text: "ENCRYPTED"))
        #expect("en_US".contains(text: "_"))
    }

    @Test func replacesEveryOccurrenceLeftToRight() {
        #expect("zh_Hant_TW".replacing(text: "_", with: "-") == "zh-Hant-TW")
        #expect("precision-integer/@@#".replacing(text: "precision-integer", with: ".") == "./@@#")
        #expect("aaa".replacing(text: "aa", with: "b") == "ba")
        #expect("none".replacing(text: "x", with: "y") == "none")
        #expect("ab"[...].replacing(text: "b", with: "c") == "ac")
    }
}

import Testing
@testable import EddyEngine

@Suite struct StringTests {
    @Test func concatenationInALoopBuildsARopeAndFlattensOnce() {
        var string = JSString("")
        let piece = JSString("abcdefghijklmnopqrstuvwxyz0123456789")
        for _ in 0..<100_000 {
            string = JSString.concatenate(string, piece)
        }
        #expect(string.isRope)
        #expect(string.count == 3_600_000)
        #expect(string.codeUnit(at: 3_599_999) == UInt16(UInt8(ascii: "9")))
        #expect(!string.isRope)
    }

    @Test func aMillionLevelRopeFlattensAndFreesWithoutRecursion() {
        var string = JSString("start-of-the-rope-text-")
        for _ in 0..<1_000_000 {
            string = JSString.concatenate(string, JSString("x"))
        }
        // Prepending too, so the tree is deep on both sides.
        var other = JSString("end-of-the-rope-text-----")
        for _ in 0..<200_000 {
            other = JSString.concatenate(JSString("y"), other)
        }
        let both = JSString.concatenate(string, other)
        #expect(both.count == 23 + 1_000_000 + 200_000 + 25)
        #expect(both.units.first == UInt16(UInt8(ascii: "s")))
        // An unflattened deep rope is released here too.
        var unflattened = JSString("another-long-starting-piece")
        for _ in 0..<1_000_000 {
            unflattened = JSString.concatenate(unflattened, JSString("z"))
        }
        #expect(unflattened.isRope)
    }

    @Test func loneSurrogatesSurviveAsCodeUnits() {
        let string = JSString(units: [0xD800, 0x41, 0xDC00])
        #expect(string.count == 3)
        #expect(string.codeUnit(at: 0) == 0xD800)
        #expect(string.stringValue == "\u{FFFD}A\u{FFFD}")
    }

    @Test func codePointsCombineSurrogatePairs() {
        let string = JSString("a😀b")
        #expect(string.count == 4)
        #expect(string.codePoint(at: 1)?.codePoint == 0x1F600)
        #expect(string.codePoint(at: 1)?.unitCount == 2)
        #expect(string.codePoint(at: 2)?.codePoint == 0xDE00)
    }

    @Test func equalityAndHashFollowContents() {
        let flat = JSString("hello world, this is long enough")
        let rope = JSString.concatenate(JSString("hello world, "), JSString("this is long enough"))
        #expect(flat == rope)
        #expect(flat.hashValue == rope.hashValue)
        #expect(JSString("a") < JSString("b"))
        #expect(JSString("Z") < JSString("a"))
        #expect(!(JSString("b") < JSString("b")))
    }

    @Test func substringClampsItsBounds() {
        let string = JSString("abcdef")
        #expect(string.substring(from: 2, to: 4).stringValue == "cd")
        #expect(string.substring(from: -5, to: 100).stringValue == "abcdef")
        #expect(string.substring(from: 5, to: 2).stringValue == "")
    }
}

@Suite struct PropertyKeyTests {
    static let canonicalIndexTable: [(String, UInt32?)] = [
        ("0", 0), ("1", 1), ("42", 42), ("4294967294", 4_294_967_294), ("4294967295", nil), ("01", nil),
        ("-1", nil), ("+1", nil), ("1.0", nil), ("", nil), (" 1", nil), ("1e3", nil), ("99999999999", nil),
    ]

    @Test(arguments: canonicalIndexTable)
    func canonicalNumericStringsAreIndices(text: String, expected: UInt32?) {
        #expect(PropertyKey.arrayIndex(of: Array(text.utf16)) == expected)
    }

    @Test func atomsAreInternedAndComparedByIdentity() {
        let agent = Agent()
        let atoms = agent.atoms
        let first = atoms.atom(JSString("name"))
        let second = atoms.atom(JSString.concatenate(JSString("na"), JSString("me")))
        #expect(first == second)
        #expect(first.string === second.string)
        #expect(first != atoms.atom("other"))
        #expect(atoms.key("7") == .index(7))
        #expect(atoms.key("07") == .atom(atoms.atom("07")))
    }

    @Test func anAtomOfOneAgentIsInternedAfreshByAnother() throws {
        let first = Agent()
        let second = Agent()
        let foreign = first.atoms.atom("shared").string
        let key = second.key(foreign)
        #expect(key == second.key("shared"))
        #expect(key != PropertyKey.atom(first.atoms.atom("shared")))
        let object = second.makeObject()
        try object.createDataPropertyOrThrow(key, 1, in: second)
        #expect(try object.get(second.key(JSString("shared")), in: second).asNumber == 1)
    }

    @Test func toPropertyKeyUsesIndicesForIntegralNumbers() throws {
        let agent = Agent()
        #expect(try agent.toPropertyKey(3) == .index(3))
        #expect(try agent.toPropertyKey(-0.0) == .index(0))
        #expect(try agent.toPropertyKey(1.5) == agent.key("1.5"))
        #expect(try agent.toPropertyKey(4_294_967_295) == agent.key("4294967295"))
        let symbol = agent.makeSymbol(description: JSString("s"))
        #expect(try agent.toPropertyKey(.symbol(symbol)) == .symbol(symbol))
    }
}

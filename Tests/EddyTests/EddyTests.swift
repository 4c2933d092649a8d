import Testing
import Eddy

@Test func versionIsSemanticWithLeadingV() {
    let parts = Runtime.version.dropFirst().split(separator: ".")
    #expect(Runtime.version.hasPrefix("v"))
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
}

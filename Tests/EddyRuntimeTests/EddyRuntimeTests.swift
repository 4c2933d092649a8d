import Testing
@testable import EddyRuntime

@Test func hostStartsWithNoBindingsRegisteredYet() {
    #expect(RuntimeHost.bindingNames.isEmpty)
}

import Testing
@testable import EddyEngine

/// Strings register with the heap of the agent running on their thread (Heap+Strings.swift).
/// A thread that several agents share — the test runner's, a host's — must never leave a
/// string made for one agent in another's heap, where that heap's collection would free it
/// under the agent using it.
@Suite struct ThreadBindingTests {
    @Test func aStringMadeWhileAnotherAgentWasMadeLastLivesInTheAgentThatHoldsIt() throws {
        let first = Agent(isGCStressEnabled: false)
        let second = Agent(isGCStressEnabled: false)
        let key = first.key("kept")
        let holder = first.makeObject()
        first.pin(holder)
        weak var probe: JSString?
        try { () throws -> Void in
            // Made by Swift code outside any run, after `second` was made on this thread.
            let made = JSString("made by Swift code " + String(repeating: "x", count: 40))
            probe = made
            try holder.createDataPropertyOrThrow(key, .string(made), in: first)
        }()
        second.collect()
        first.collect()
        second.collect()
        #expect(!isDropped(probe))
        let value = try holder.get(key, receiver: .object(holder), in: first)
        #expect(value.asString?.stringValue == "made by Swift code " + String(repeating: "x", count: 40))
        // Adopted by `first`: it goes when `first` no longer reaches it.
        _ = try holder.delete(key, in: first)
        first.collect()
        #expect(isDropped(probe))
    }

    @Test func aRunLeavesTheThreadAsItFoundIt() throws {
        let first = Agent(isGCStressEnabled: false)
        let second = Agent(isGCStressEnabled: false)
        _ = try first.evaluateScript("'a' + 'b'.repeat(3)", name: "first.js")
        _ = try second.evaluateScript("[1, 2].join('-')", name: "second.js")
        // Outside every run, a string no agent holds belongs to no heap yet.
        let made = JSString("between runs")
        _ = JSValue.string(made)
        #expect(made.markEpoch == Heap.orphanEpoch)
        let statistics = (first.heap.statistics.liveSharedCellCount, second.heap.statistics.liveSharedCellCount)
        _ = JSValue.string(JSString("another"))
        #expect(first.heap.statistics.liveSharedCellCount == statistics.0)
        #expect(second.heap.statistics.liveSharedCellCount == statistics.1)
    }

    @Test func stringsMadeInsideARunRegisterWithThatAgent() throws {
        let first = Agent(isGCStressEnabled: false)
        _ = Agent(isGCStressEnabled: false)
        let result = try first.evaluateScript("globalThis.kept = ['x', 'y'].join('+'); kept", name: "run.js")
        let string = try #require(result.asString)
        #expect(string.markEpoch != Heap.orphanEpoch)
        first.collect()
        #expect(!isDropped(string))
        #expect(try first.evaluateScript("kept", name: "again.js").asString?.stringValue == "x+y")
    }
}

import Testing
@testable import EddyEngine

/// WeakRef and FinalizationRegistry (§26.1–26.2): the collector clears targets nothing
/// else reaches, keeps the ones dereferenced in the current job, and queues cleanup
/// callbacks for later; (source, expected) rows printed by node v20 for the API.
@Suite struct WeakRefTests {
    static let cases: [(String, String)] = [
        ("var o = {}; var r = new WeakRef(o); (r.deref() === o) + ',' + Object.prototype.toString.call(r)", "true,[object WeakRef]"),
        ("typeof new WeakRef(Symbol('local')).deref()", "symbol"),
        ("new WeakRef(Symbol.for('registered'))", "throws TypeError"),
        ("new WeakRef(1)", "throws TypeError"),
        ("WeakRef({})", "throws TypeError"),
        ("WeakRef.prototype.deref.call({})", "throws TypeError"),
        ("var f = new FinalizationRegistry(() => {}); var o = {}, t = {};"
            + "f.register(o, 1, t); f.register(o, 2, t); [f.unregister(t), f.unregister(t), f.unregister({})].join()", "true,false,false"),
        ("new FinalizationRegistry(1)", "throws TypeError"),
        ("var o = {}; new FinalizationRegistry(() => {}).register(o, o)", "throws TypeError"),
        ("new FinalizationRegistry(() => {}).register(1, 2)", "throws TypeError"),
        ("new FinalizationRegistry(() => {}).register({}, 1, 5)", "throws TypeError"),
        ("Object.getOwnPropertyNames(FinalizationRegistry.prototype).join() + '|' + Object.getOwnPropertyNames(WeakRef.prototype).join()",
         "constructor,register,unregister|constructor,deref"),
    ]

    @Test(arguments: cases)
    func theAPIBehavesAsInNode(source: String, expected: String) {
        #expect(run(source) == expected, "\(source)")
    }

    @Test func aTargetDereferencedInTheJobSurvivesACollectionThenGoes() throws {
        let agent = Agent()
        _ = try agent.evaluateScript("""
            var ref = (function () { var target = { name: 'target' }; return new WeakRef(target); })();
            var kept = {};
            var keptRef = new WeakRef(kept);
            """, name: "test.js")
        // The job that made the WeakRef has not ended: its target is still kept.
        agent.collect()
        #expect(try agent.evaluateScript("typeof ref.deref()", name: "probe.js").asString?.stringValue == "object")
        agent.clearKeptObjects()
        agent.collect()
        #expect(try agent.evaluateScript("typeof ref.deref()", name: "probe.js").asString?.stringValue == "undefined")
        agent.clearKeptObjects()
        agent.collect()
        #expect(try agent.evaluateScript("keptRef.deref() === kept", name: "probe.js").toBoolean)
    }

    @Test func cleanupCallbacksRunAfterTheCollectionNotDuringIt() throws {
        let agent = Agent()
        _ = try agent.evaluateScript("""
            var log = [];
            var registry = new FinalizationRegistry((held) => log.push(held));
            (function () {
                registry.register({}, 'first');
                registry.register({}, 'unregistered', registry);
                registry.register({}, 'second');
            })();
            registry.unregister(registry);
            var alive = {};
            registry.register(alive, 'alive');
            """, name: "test.js")
        agent.clearKeptObjects()
        agent.collect()
        #expect(try agent.evaluateScript("log.length", name: "probe.js").asNumber == 0)
        #expect(agent.hasPendingFinalizations)
        try agent.runFinalizationCleanups()
        #expect(!agent.hasPendingFinalizations)
        #expect(try agent.evaluateScript("log.join()", name: "probe.js").asString?.stringValue == "first,second")
    }
}

import Testing
@testable import EddyEngine

/// Async generators and async iteration (ES2018): the request queue, `for await`, `yield*`
/// delegation and the intrinsics. Each script records into `log`, read once its jobs ran.
@Suite struct AsyncGeneratorTests {
    func outcome(_ source: String) -> String {
        runThenRead("var log = [];\n" + source, "log.join()")
    }

    @Test func nextResumesTheBodyAndSettlesInOrder() {
        #expect(outcome("""
            async function* g(a) { const x = yield a; log.push('got ' + x); await null; yield Promise.resolve(2); return 'end' }
            const it = g(1);
            (async () => {
              for (let i = 0; i < 4; i++) { const r = await it.next('v' + i); log.push(r.value + '/' + r.done) }
            })();
            """) == "1/false,got v1,2/false,end/true,undefined/true")
    }

    @Test func requestsQueueWhileTheBodyRuns() {
        // Three calls before the body first runs to a yield; the queue answers them in order.
        #expect(outcome("""
            async function* h() { log.push('h1'); yield 'a'; log.push('h2'); yield 'b'; log.push('h3') }
            const it = h();
            const ps = [it.next(), it.next(), it.next(), it.return('z')];
            ps.forEach((p, i) => p.then(r => log.push(i + ':' + r.value + '/' + r.done)));
            """) == "h1,h2,0:a/false,h3,1:b/false,2:undefined/true,3:z/true")
    }

    @Test func returnAndThrowAtEachState() {
        #expect(outcome("""
            async function* g() { try { yield 1 } finally { log.push('finally') } }
            (async () => {
              let it = g();
              const r = await it.return(Promise.resolve('early'));
              log.push('start:' + r.value + '/' + r.done);
              it = g();
              await it.throw('boom').catch(e => log.push('thrown at start:' + e));
              log.push('after:' + (await it.next()).done);
              it = g();
              await it.next();
              log.push('yield:' + JSON.stringify(await it.return(7)));
              it = g();
              await it.next();
              await it.throw(new Error('x')).catch(e => log.push('caught ' + e.message));
              await it.return(Promise.reject('r')).catch(e => log.push('completed:' + e));
            })();
            """) == "start:early/true,thrown at start:boom,after:true,finally,yield:{\"value\":7,\"done\":true},finally,caught x,completed:r")
    }

    @Test func forAwaitOverAsyncAndSyncIterables() {
        #expect(outcome("""
            async function* g() { yield 1; yield 2 }
            (async () => {
              for await (const v of g()) log.push('a' + v);
              for await (const v of [3, Promise.resolve(4)]) log.push('s' + v);
              const closing = { [Symbol.iterator]() { let i = 0; return {
                next() { return { value: i++, done: false } }, return() { log.push('closed'); return {} } } } };
              for await (const v of closing) { if (v == 1) break; log.push('c' + v) }
              try { for await (const v of 5); } catch (e) { log.push(e.constructor.name) }
            })();
            """) == "a1,a2,s3,s4,c0,closed,TypeError")
    }

    @Test func breakingOutOfForAwaitAwaitsReturn() {
        #expect(outcome("""
            const iterable = { [Symbol.asyncIterator]() { return {
              next() { return Promise.resolve({ value: 1, done: false }) },
              return() { log.push('return'); return new Promise(r => setTimeoutLike(() => { log.push('settled'); r({}) })) } } } };
            let pending; function setTimeoutLike(f) { pending = f }
            (async () => { for await (const v of iterable) break; log.push('after loop') })();
            Promise.resolve().then(() => pending());
            """) == "return,settled,after loop")
    }

    @Test func yieldStarDelegatesAndForwardsReturnAndThrow() {
        #expect(outcome("""
            async function* inner() { try { yield 1; yield 2 } finally { log.push('inner finally') } return 'r' }
            async function* outer() { const r = yield* inner(); log.push('result ' + r); yield* [3, 4] }
            (async () => {
              for await (const v of outer()) log.push(v);
              const it = outer();
              await it.next();
              log.push(JSON.stringify(await it.return('stop')));
              const thrower = outer();
              await thrower.next();
              await thrower.throw('t').catch(e => log.push('threw ' + e));
            })();
            """) == "1,2,inner finally,result r,3,4,inner finally,{\"value\":\"stop\",\"done\":true},inner finally,threw t")
    }

    @Test func intrinsicsAreWired() {
        #expect(run("""
            const AGF = Object.getPrototypeOf(async function* () {});
            const AGP = AGF.prototype;
            const AIP = Object.getPrototypeOf(AGP);
            const f = new AGF.constructor('a', 'yield a');
            [AGF.constructor.name, AGF.constructor.length, AGF[Symbol.toStringTag], AGP[Symbol.toStringTag],
             AIP[Symbol.asyncIterator].call(AIP) === AIP, Object.getPrototypeOf(AIP) === Object.prototype,
             Object.getPrototypeOf(f) === AGF, Object.getPrototypeOf(f.prototype) === AGP,
             Object.prototype.toString.call(f(1)), String(f), typeof AGP.next.call({}).then].join()
            """) == "AsyncGeneratorFunction,1,AsyncGeneratorFunction,AsyncGenerator,true,true,true,true,"
            + "[object AsyncGenerator],async function* anonymous(a\n) {\nyield a\n},function")
    }

    @Test func methodsInClassesAndObjectLiterals() {
        #expect(outcome("""
            class C { async *m() { yield 'm' } static async *[Symbol.asyncIterator]() { yield 's' } }
            const o = { async *['x' + 1]() { yield this.v }, v: 'o' };
            (async () => {
              for await (const v of new C().m()) log.push(v);
              for await (const v of C) log.push(v);
              for await (const v of o.x1()) log.push(v);
              log.push(o.x1.name, typeof C.prototype.m.prototype);
            })();
            """) == "m,s,o,x1,object")
    }

    @Test func incompatibleReceiversAndEarlyErrorsReject() {
        #expect(outcome("""
            const AGP = Object.getPrototypeOf(async function* () {}).prototype;
            AGP.next.call({}).catch(e => log.push(e.message));
            async function* g(a = missing) {}
            try { g() } catch (e) { log.push('sync ' + e.constructor.name) }
            async function* h() { yield* { [Symbol.asyncIterator]() { return { next() { return 3 } } } } }
            h().next().catch(e => log.push(e.message));
            """) == "sync ReferenceError,Method [AsyncGenerator].prototype.next called on incompatible receiver #<Object>,"
            + "Iterator result 3 is not an object")
    }

    @Test func deepRecursionThroughAsyncGeneratorsIsARangeError() {
        #expect(outcome("""
            async function* g(n) { yield* g(n + 1) }
            g(0).next().catch(e => log.push(e.constructor.name));
            // The body that overflows rejects its request; the bodies around it complete.
            function f() { (async function* () { f() })().next().catch(e => log.push('inner ' + e.constructor.name)) }
            f();
            """) == "inner RangeError,RangeError")
    }
}

// node_modules: chai sinon should expect.js
// Debian packages: chai node-sinon node-should node-expect.js
// Assertion libraries and test doubles as their READMEs use them: failure messages, spies, stubs, fake timers.
const out = (...a) => console.log(...a);
const chai = require('chai'); const { expect, assert } = chai; chai.should();
try { expect({ a: 1 }).to.deep.equal({ a: 2 }); } catch (e) { out(e.name, e.message, e.showDiff, e.actual, e.expected); }
try { assert.lengthOf([1, 2], 3, 'len'); } catch (e) { out(e.message); }
try { (5).should.be.above(10); } catch (e) { out(e.message); }
expect([1, 2, 3]).to.include(2).and.have.lengthOf(3); expect('foo').to.be.a('string').that.matches(/^f/); out('chai ok', chai.util.inspect({ x: [1, { y: 2 }] }));
try { expect(() => { throw new TypeError('bad') }).to.throw(RangeError); } catch (e) { out(e.message); }
const sinon = require('sinon');
const spy = sinon.spy(); spy(1, 2); spy('a'); out(spy.callCount, spy.calledWith(1, 2), spy.firstCall.args, spy.secondCall.args);
const obj = { m: x => x * 2 }; const stub = sinon.stub(obj, 'm').returns(42); out(obj.m(1), stub.calledOnce); stub.restore(); out(obj.m(3));
const clock = sinon.useFakeTimers(); let fired = 0; setTimeout(() => fired++, 1000); clock.tick(999); out(fired); clock.tick(1); out(fired, Date.now()); clock.restore();
const mock = sinon.mock({ f() {} }); out(typeof mock.expects);
const fake = sinon.fake.returns('f'); out(fake(), fake.callCount, sinon.match.number.test(5));
try { sinon.assert.calledWith(spy, 'zzz'); } catch (e) { out(e.name, e.message.split('\n')[0]); }
const should = require('should'); try { ({ a: 1 }).should.have.property('b'); } catch (e) { out(e.message); }
try { should(5).be.exactly(6); } catch (e) { out(e.message); }
const expectjs = require('expect.js'); try { expectjs(1).to.be(2); } catch (e) { out(e.message); }

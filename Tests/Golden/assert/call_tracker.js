// assert.CallTracker: tracked calls, report, verify, reset and their errors.
const assert = require('assert');
const tracker = new assert.CallTracker();
function foo(a) { return a * 2; }
const callsfoo = tracker.calls(foo, 2);
console.log(callsfoo(3), callsfoo.length, callsfoo.name);
console.log(tracker.getCalls(callsfoo));
const report = tracker.report();
console.log(report.map(({ message, actual, expected, operator }) => ({ message, actual, expected, operator })), typeof report[0].stack);
try { tracker.verify(); } catch (e) { console.log(e.name, e.code, e.message); }
const noop = tracker.calls();
try { tracker.verify(); } catch (e) { console.log(e.name, e.code, e.message); }
callsfoo.call({ x: 1 }, 4); noop();
tracker.verify(); console.log('verified', tracker.report());
tracker.reset(callsfoo); console.log(tracker.getCalls(callsfoo));
tracker.reset(); console.log(tracker.getCalls(noop));
try { tracker.getCalls(() => {}); } catch (e) { console.log(e.code, e.message); }
try { tracker.calls(foo, 0.5); } catch (e) { console.log(e.code, e.message); }
try { tracker.calls(1); } catch (e) { console.log(e.code, e.message); }
const bound = tracker.calls(function named() {}, 1);
console.log(bound.name, Object.keys(tracker));

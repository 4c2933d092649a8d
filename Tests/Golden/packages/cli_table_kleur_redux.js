// node_modules: cli-table3 cli-table kleur picocolors redux
// Debian packages: node-cli-table node-prompts node-picocolors node-redux
// Terminal tables and colours, and a redux store with middleware.
const Table = require('cli-table3');
const t = new Table({ head: ['Name', 'Qty', 'Note'], colWidths: [10, 6, 20], wordWrap: true, style: { head: [], border: [] } });
t.push(['apple', 3, 'a fairly long note that should wrap'], ['ünïcödé', 10, '日本語テキスト'], [{ colSpan: 2, content: 'span' }, 'x']);
console.log(t.toString());
const v = new Table({ style: { head: [], border: [] } }); v.push({ 'Key': 'value' }, { 'Other': ['a', 'b'] }); console.log(v.toString());
const T1 = require('cli-table'); const t1 = new T1({ head: ['a', 'b'], style: { head: [], border: [] }, chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' } }); t1.push([1, 2], ['x', 'yy']); console.log(t1.toString());
const kleur = require('kleur'); kleur.enabled = true;
console.log(JSON.stringify(kleur.red().bold('x') + kleur.bgBlue('y') + kleur.green(`a ${kleur.yellow('b')} c`)));
const { red, underline } = require('kleur/colors'); console.log(JSON.stringify(red(underline('z'))));
const pc = require('picocolors'); console.log(pc.isColorSupported, JSON.stringify(pc.createColors(true).cyan('c')), pc.createColors(false).red('p'));
const { createStore, combineReducers, applyMiddleware, compose, bindActionCreators } = require('redux');
const counter = (s = 0, a) => a.type === 'inc' ? s + 1 : a.type === 'dec' ? s - 1 : s;
const todos = (s = [], a) => a.type === 'add' ? [...s, a.text] : s;
const log = []; const logger = store => next => action => { log.push(action.type); return next(action); };
const store = createStore(combineReducers({ counter, todos }), applyMiddleware(logger));
const unsub = store.subscribe(() => console.log('state', JSON.stringify(store.getState())));
store.dispatch({ type: 'inc' }); store.dispatch({ type: 'add', text: 'x' });
const acts = bindActionCreators({ dec: () => ({ type: 'dec' }) }, store.dispatch); acts.dec(); unsub(); store.dispatch({ type: 'inc' });
console.log(log, store.getState());
try { store.dispatch('nope'); } catch (e) { console.log(e.message); }
console.log(compose(x => x + 1, x => x * 2)(5));

// node_modules: cssom cssstyle
// Debian packages: node-cssom node-cssstyle
const CSSOM = require('cssom');
const sheet = CSSOM.parse(`
@import url("base.css") screen;
body { color: red; margin: 0 auto !important; }
.a > .b:hover, #id::before { content: "x"; background: url(img.png) no-repeat }
@media (max-width: 600px) { .c { display: none } }
@font-face { font-family: "F"; src: url(f.woff) }
@keyframes spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }
`);
console.log(sheet.cssRules.length);
for (const r of sheet.cssRules) console.log(r.constructor.name, r.type, JSON.stringify(r.selectorText || r.name || (r.media && r.media.mediaText) || r.href || ''));
const body = sheet.cssRules[1];
console.log(body.style.color, body.style.getPropertyValue('margin'), body.style.getPropertyPriority('margin'), body.style.length);
body.style.setProperty('padding', '4px');
body.style.removeProperty('color');
console.log(body.cssText);
console.log(sheet.toString());
const clone = CSSOM.clone(sheet);
console.log(clone.cssRules[3].cssRules[0].cssText);

const { CSSStyleDeclaration } = require('cssstyle');
const decl = new CSSStyleDeclaration();
decl.cssText = 'color: RED; background-color: #FF0000; margin: 1px 2px; border: 1px solid blue; opacity: 0.5';
console.log(decl.color, decl.backgroundColor, decl.marginTop, decl.marginLeft, decl.borderTopColor, decl.length, decl.opacity);
decl.width = '10';
decl.height = '10px';
decl.fontSize = 'large';
decl.setProperty('--custom', 'value');
console.log(decl.cssText);
console.log(decl.item(0), decl.getPropertyValue('--custom'));
decl.removeProperty('border');
console.log(decl.cssText);

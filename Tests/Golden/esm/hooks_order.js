// Customization hooks see a module's imports as Node links them: all resolved (in source
// order), then the new ones loaded, rather than each resolved and loaded in turn.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');

register('./fixtures/hooks/order-hooks.mjs', pathToFileURL(__filename));
import('./fixtures/hooks/order/main.mjs').then(() => console.log('imported'));

// An uncaught error with own properties: Node prints them after the stack, as
// util.inspect shows the error.
console.log('before');
const error = new Error('boom');
error.code = 'E_CUSTOM';
error.info = { attempts: 3, hosts: ['a', 'b'] };
throw error;

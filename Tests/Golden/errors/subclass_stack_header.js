// An error subclass that names itself in its constructor: the stack header (and the
// uncaught report) shows that name, because V8 writes `stack` out when first read.
class MyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'MyError';
  }
}
class ValidationError extends MyError {
  constructor(field) {
    super(`${field} is invalid`);
    this.name = 'ValidationError';
    this.field = field;
  }
}
const first = new MyError('first');
console.log(first.stack.split('\n')[0]);
console.log(new ValidationError('email').stack.split('\n')[0]);
const renamedLater = new Error('plain');
renamedLater.name = 'Renamed';
renamedLater.message = 'changed';
console.log(renamedLater.stack.split('\n')[0]);
const readEarly = new Error('early');
const header = readEarly.stack.split('\n')[0];
readEarly.name = 'TooLate';
console.log(header, '|', readEarly.stack.split('\n')[0]);
console.log(String(new ValidationError('x')), Object.keys(new ValidationError('y')));
throw new ValidationError('name');

'use strict';

// WebIDL's DOMException, as Node.js 20 has it (lib/internal/per_context/domexception.js):
// an Error whose name picks a legacy code.

const kName = Symbol('name');
const kMessage = Symbol('message');

// WebIDL §2.8.1, the names with a legacy code.
const legacyCodes = [
  ['IndexSizeError', 'INDEX_SIZE_ERR', 1], ['DOMStringSizeError', 'DOMSTRING_SIZE_ERR', 2],
  ['HierarchyRequestError', 'HIERARCHY_REQUEST_ERR', 3], ['WrongDocumentError', 'WRONG_DOCUMENT_ERR', 4],
  ['InvalidCharacterError', 'INVALID_CHARACTER_ERR', 5], ['NoDataAllowedError', 'NO_DATA_ALLOWED_ERR', 6],
  ['NoModificationAllowedError', 'NO_MODIFICATION_ALLOWED_ERR', 7], ['NotFoundError', 'NOT_FOUND_ERR', 8],
  ['NotSupportedError', 'NOT_SUPPORTED_ERR', 9], ['InUseAttributeError', 'INUSE_ATTRIBUTE_ERR', 10],
  ['InvalidStateError', 'INVALID_STATE_ERR', 11], ['SyntaxError', 'SYNTAX_ERR', 12],
  ['InvalidModificationError', 'INVALID_MODIFICATION_ERR', 13], ['NamespaceError', 'NAMESPACE_ERR', 14],
  ['InvalidAccessError', 'INVALID_ACCESS_ERR', 15], ['ValidationError', 'VALIDATION_ERR', 16],
  ['TypeMismatchError', 'TYPE_MISMATCH_ERR', 17], ['SecurityError', 'SECURITY_ERR', 18],
  ['NetworkError', 'NETWORK_ERR', 19], ['AbortError', 'ABORT_ERR', 20],
  ['URLMismatchError', 'URL_MISMATCH_ERR', 21], ['QuotaExceededError', 'QUOTA_EXCEEDED_ERR', 22],
  ['TimeoutError', 'TIMEOUT_ERR', 23], ['InvalidNodeTypeError', 'INVALID_NODE_TYPE_ERR', 24],
  ['DataCloneError', 'DATA_CLONE_ERR', 25],
];
const codeOfName = new Map(legacyCodes.map(([name, , code]) => [name, code]));

function checkThis(object) {
  if (object == null || !(kName in object)) {
    const { codes } = require('internal/errors');
    throw new codes.ERR_INVALID_THIS('DOMException');
  }
}

class DOMException {
  constructor(message = '', options = 'Error') {
    // Error.captureStackTrace's job: the stack names this error as `DOMException [name]`.
    const stackHolder = new Error();
    this[kMessage] = `${message}`;
    if (options !== null && typeof options === 'object') {
      this[kName] = 'name' in options ? `${options.name}` : 'Error';
      if ('cause' in options) {
        Object.defineProperty(this, 'cause', { value: options.cause, configurable: true, writable: true, enumerable: false });
      }
    } else {
      this[kName] = `${options}`;
    }
    const frames = `${stackHolder.stack}`.split('\n').slice(1);
    Object.defineProperty(this, 'stack', {
      value: [`DOMException [${this[kName]}]: ${this[kMessage]}`, ...frames].join('\n'),
      configurable: true,
      writable: true,
      enumerable: false,
    });
  }

  get name() {
    checkThis(this);
    return this[kName];
  }

  get message() {
    checkThis(this);
    return this[kMessage];
  }

  get code() {
    checkThis(this);
    return codeOfName.get(this[kName]) || 0;
  }
}

Object.setPrototypeOf(DOMException.prototype, Error.prototype);
Object.defineProperties(DOMException.prototype, {
  [Symbol.toStringTag]: { configurable: true, value: 'DOMException' },
  name: { enumerable: true, configurable: true },
  message: { enumerable: true, configurable: true },
  code: { enumerable: true, configurable: true },
});
for (const [, constant, code] of legacyCodes) {
  const descriptor = { enumerable: true, value: code };
  Object.defineProperty(DOMException, constant, descriptor);
  Object.defineProperty(DOMException.prototype, constant, descriptor);
}

module.exports = { DOMException };

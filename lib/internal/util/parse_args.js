'use strict';
// util.parseArgs (Node 20): the arguments split into tokens (options, positionals, the
// `--` terminator), then checked against the declared options when strict, then stored.
// Short groups (`-abc`), short values (`-fVALUE`, `-f VALUE`) and long values
// (`--name=value`, `--name value`) follow the POSIX utility conventions as Node reads them.

const {
  codes: {
    ERR_INVALID_ARG_TYPE,
    ERR_INVALID_ARG_VALUE,
    ERR_PARSE_ARGS_INVALID_OPTION_VALUE,
    ERR_PARSE_ARGS_UNKNOWN_OPTION,
    ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL,
  },
  validateBoolean,
  validateObject,
  validateString,
} = require('internal/errors');

const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

// An option's own setting, never one inherited from Object.prototype.
function ownSetting(options, name, setting) {
  if (!hasOwn(options, name)) return undefined;
  const config = options[name];
  return hasOwn(config, setting) ? config[setting] : undefined;
}

// The arguments after the executable and the script (or after the executable for -e/-p).
function mainArguments() {
  const execArgv = process.execArgv;
  if (['-e', '--eval', '-p', '--print'].some((flag) => execArgv.includes(flag))) {
    return process.argv.slice(1);
  }
  return process.argv.slice(2);
}

function longNameOf(short, options) {
  for (const name of Object.keys(options)) {
    if (ownSetting(options, name, 'short') === short) return name;
  }
  return short;
}

const isLoneShortOption = (arg) => arg.length === 2 && arg[0] === '-' && arg[1] !== '-';
const isLoneLongOption = (arg) => arg.length > 2 && arg.startsWith('--') && !arg.includes('=', 3);
const isLongOptionAndValue = (arg) => arg.length > 2 && arg.startsWith('--') && arg.includes('=', 3);
const isShortCluster = (arg) => arg.length > 2 && arg[0] === '-' && arg[1] !== '-';
const isOptionLikeValue = (value) => value != null && value.length > 1 && value[0] === '-';

function tokenize(args, options) {
  const tokens = [];
  const remaining = args.slice();
  let index = -1;
  // Arguments a short cluster expanded into share the cluster's index.
  let expandedLeft = 0;
  while (remaining.length > 0) {
    const arg = remaining.shift();
    const next = remaining[0];
    if (expandedLeft > 0) expandedLeft--;
    else index++;

    if (arg === '--') {
      tokens.push({ kind: 'option-terminator', index });
      for (const value of remaining) tokens.push({ kind: 'positional', index: ++index, value });
      break;
    }
    if (isLoneShortOption(arg) || isLoneLongOption(arg)) {
      // `-f VALUE` / `--file VALUE`: a string option takes the next argument, whatever it is.
      const name = arg[1] === '-' ? arg.slice(2) : longNameOf(arg[1], options);
      let value;
      let inlineValue;
      if (ownSetting(options, name, 'type') === 'string' && next !== undefined) {
        value = remaining.shift();
        inlineValue = false;
      }
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue });
      if (value !== undefined) index++;
      continue;
    }
    if (isShortCluster(arg)) {
      const first = longNameOf(arg[1], options);
      if (ownSetting(options, first, 'type') === 'string') {
        // `-fVALUE`
        tokens.push({ kind: 'option', name: first, rawName: `-${arg[1]}`, index, value: arg.slice(2), inlineValue: true });
        continue;
      }
      // `-abc` → `-a -b -c`; a string option inside takes the rest as its value.
      const expanded = [];
      for (let position = 1; position < arg.length; position++) {
        const short = arg[position];
        const name = longNameOf(short, options);
        if (ownSetting(options, name, 'type') !== 'string' || position === arg.length - 1) {
          expanded.push(`-${short}`);
        } else {
          expanded.push(`-${arg.slice(position)}`);
          break;
        }
      }
      remaining.unshift(...expanded);
      expandedLeft = expanded.length;
      continue;
    }
    if (isLongOptionAndValue(arg)) {
      const equals = arg.indexOf('=');
      const name = arg.slice(2, equals);
      tokens.push({ kind: 'option', name, rawName: `--${name}`, index, value: arg.slice(equals + 1), inlineValue: true });
      continue;
    }
    tokens.push({ kind: 'positional', index, value: arg });
  }
  return tokens;
}

function checkUsage(token, options, allowPositionals) {
  if (!hasOwn(options, token.name)) {
    throw new ERR_PARSE_ARGS_UNKNOWN_OPTION(token.rawName, allowPositionals);
  }
  const short = ownSetting(options, token.name, 'short');
  const shortAndLong = `${short ? `-${short}, ` : ''}--${token.name}`;
  const type = ownSetting(options, token.name, 'type');
  if (type === 'string' && typeof token.value !== 'string') {
    throw new ERR_PARSE_ARGS_INVALID_OPTION_VALUE(`Option '${shortAndLong} <value>' argument missing`);
  }
  if (type === 'boolean' && token.value != null) {
    throw new ERR_PARSE_ARGS_INVALID_OPTION_VALUE(`Option '${shortAndLong}' does not take an argument`);
  }
  // `-f -x` reads `-x` as the value of `-f`: refused as ambiguous unless given inline.
  if (!token.inlineValue && isOptionLikeValue(token.value)) {
    const example = token.rawName.startsWith('--')
      ? `'${token.rawName}=-XYZ'`
      : `'--${token.name}=-XYZ' or '${token.rawName}-XYZ'`;
    throw new ERR_PARSE_ARGS_INVALID_OPTION_VALUE(`Option '${token.rawName}' argument is ambiguous.
Did you forget to specify the option argument for '${token.rawName}'?
To specify an option argument starting with a dash use ${example}.`);
  }
}

function store(values, name, value, options) {
  if (name === '__proto__') return;
  const stored = value ?? true;
  if (ownSetting(options, name, 'multiple')) {
    if (values[name] === undefined) values[name] = [stored];
    else values[name].push(stored);
  } else {
    values[name] = stored;
  }
}

function validateArray(value, name) {
  if (!Array.isArray(value)) throw new ERR_INVALID_ARG_TYPE(name, 'Array', value);
}

function validateOptions(options) {
  validateObject(options, 'options');
  for (const name of Object.keys(options)) {
    const config = options[name];
    validateObject(config, `options.${name}`);
    const type = ownSetting(options, name, 'type');
    if (type !== 'string' && type !== 'boolean') {
      throw new ERR_INVALID_ARG_TYPE(`options.${name}.type`, "('string|boolean')", type);
    }
    if (hasOwn(config, 'short')) {
      const short = config.short;
      validateString(short, `options.${name}.short`);
      if (short.length !== 1) {
        throw new ERR_INVALID_ARG_VALUE(`options.${name}.short`, short, 'must be a single character');
      }
    }
    const multiple = ownSetting(options, name, 'multiple');
    if (hasOwn(config, 'multiple')) validateBoolean(multiple, `options.${name}.multiple`);
    const defaultValue = ownSetting(options, name, 'default');
    if (defaultValue === undefined) continue;
    const label = `options.${name}.default`;
    if (multiple) {
      validateArray(defaultValue, label);
      for (let index = 0; index < defaultValue.length; index++) {
        if (typeof defaultValue[index] !== type) {
          throw new ERR_INVALID_ARG_TYPE(`${label}[${index}]`, type, defaultValue[index]);
        }
      }
    } else if (type === 'string') {
      validateString(defaultValue, label);
    } else {
      validateBoolean(defaultValue, label);
    }
  }
}

// The config's own setting (a null config throws the TypeError hasOwnProperty does, as Node).
const ownGet = (object, key) => (hasOwn(object, key) ? object[key] : undefined);

function parseArgs(config = { __proto__: null }) {
  const args = ownGet(config, 'args') ?? mainArguments();
  const strict = ownGet(config, 'strict') ?? true;
  const allowPositionals = ownGet(config, 'allowPositionals') ?? !strict;
  const returnTokens = ownGet(config, 'tokens') ?? false;
  const options = ownGet(config, 'options') ?? { __proto__: null };
  validateArray(args, 'args');
  validateBoolean(strict, 'strict');
  validateBoolean(allowPositionals, 'allowPositionals');
  validateBoolean(returnTokens, 'tokens');
  validateOptions(options);

  const tokens = tokenize(args, options);
  const values = { __proto__: null };
  const positionals = [];
  for (const token of tokens) {
    if (token.kind === 'option') {
      if (strict) checkUsage(token, options, allowPositionals);
      store(values, token.name, token.value, options);
    } else if (token.kind === 'positional') {
      if (!allowPositionals) throw new ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL(token.value);
      positionals.push(token.value);
    }
  }
  for (const name of Object.keys(options)) {
    const defaultValue = ownSetting(options, name, 'default');
    if (defaultValue !== undefined && values[name] === undefined) values[name] = defaultValue;
  }
  const result = { values, positionals };
  if (returnTokens) result.tokens = tokens;
  return result;
}

module.exports = { parseArgs };

// Node's test/common/index.mjs: the CommonJS common module's helpers as named exports, for
// the .mjs tests (`import '../common/index.mjs'` also installs its exit checks).
import { createRequire } from 'module';

const require = createRequire(import.meta.url);
const common = require('./index.js');

export const {
  allowGlobals,
  buildType,
  canCreateSymLink,
  createZeroFilledFile,
  enoughTestMem,
  expectsError,
  expectWarning,
  getArrayBufferViews,
  getBufferSources,
  getCallSite,
  getTTYfd,
  hasCrypto,
  hasIntl,
  hasIPv6,
  hasMultiLocalhost,
  hasOpenSSL3,
  invalidArgTypeHelper,
  isAIX,
  isAlive,
  isDumbTerminal,
  isFreeBSD,
  isIBMi,
  isLinux,
  isMacOS,
  isMainThread,
  isOpenBSD,
  isOSX,
  isSunOS,
  isWindows,
  localIPv6Hosts,
  mustCall,
  mustCallAtLeast,
  mustNotCall,
  mustNotMutateObjectDeep,
  mustSucceed,
  nodeProcessAborted,
  PIPE,
  platformTimeout,
  printSkipMessage,
  pwdCommand,
  requireNoPackageJSONAbove,
  runWithInvalidFD,
  skip,
  skipIf32Bits,
  skipIfDumbTerminal,
  skipIfEslintMissing,
  skipIfInspectorDisabled,
  skipIfWorker,
  spawnPromisified,
} = common;

export { createRequire };

export default common;

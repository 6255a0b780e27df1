// What a remote's remoteEntry.js imports instead of @module-federation/webpack-bundler-runtime
// (tools/webpack/create-web-config.cjs swaps the import): the federation object of the build, with
// the bundler runtime functions the shell put on a global (provide-bundler-runtime.mjs). The remote
// keeps its own @module-federation/runtime module (small): its `init` records the instance it
// creates in a module variable, which must be the remote's own, not the shell's. Only the functions
// the bundler runtime calls on `federation.runtime` are imported (`init`; `getRemoteEntry` for a
// shared fallback): a namespace import kept every export of the module and its error-message table
// (~0.5 KB brotli per remoteEntry.js).
// docs/adr/0023-one-shell-script-and-remotes-without-copies.md
import { getRemoteEntry, init } from '@module-federation/runtime';

const BUNDLER_RUNTIME_GLOBAL = '_LUVCAST_FEDERATION_BUNDLER_RUNTIME';
const shell = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!shell) throw new Error(`${BUNDLER_RUNTIME_GLOBAL} is missing: a remote runs only inside the luvcast shell`);

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: shell.bundlerRuntime,
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

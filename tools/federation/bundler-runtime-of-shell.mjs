// What the shell's federation entry imports instead of @module-federation/webpack-bundler-runtime's
// index (tools/webpack/create-web-config.cjs swaps it): the same federation object, with
// `runtime` holding the two functions the bundler runtime calls on it (`init`, `getRemoteEntry`
// for a shared fallback) instead of the whole @module-federation/runtime namespace, which kept
// every export of runtime and runtime-core in main.js; and no `remotes` handler (the shell declares
// no static remotes: it registers them at run time, remote-loader.ts; remotes are built with
// `disableRemote`). bundler-runtime-from-shell.mjs does the same for a remote's remoteEntry.js.
// docs/adr/0023-one-shell-script-and-remotes-without-copies.md (follow-up).
import { getRemoteEntry, init as initRuntime } from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';

const bundlerRuntime = {
  remotes: undefined,
  consumes,
  I: initializeSharing,
  S: {},
  installInitialConsumes,
  // the shell exposes nothing; provide-bundler-runtime.mjs adds it for the remotes' containers
  initContainerEntry: undefined,
  init,
  getSharedFallbackGetter,
};

export { attachShareScopeMap, bundlerRuntime };
export default {
  runtime: { init: initRuntime, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

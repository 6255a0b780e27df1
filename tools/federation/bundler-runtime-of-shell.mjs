// What the shell's federation entry imports instead of @module-federation/webpack-bundler-runtime's
// index (tools/webpack/create-web-config.cjs swaps it): the same federation object, with
// `runtime` holding the one function the bundler runtime then calls on it (`init`; the other,
// `getRemoteEntry`, only for the shared fallbacks left out below) instead of the whole
// @module-federation/runtime namespace, which kept every export of runtime and runtime-core in
// main.js; no `remotes` handler (the shell declares no static remotes: it registers them at run
// time, remote-loader.ts; remotes are built with `disableRemote`); and an `init` without the
// package's shared-tree-shaking plugin (below).
// bundler-runtime-from-shell.mjs does the same for a remote's remoteEntry.js.
// docs/adr/0023-one-shell-script-and-remotes-without-copies.md (follow-up).
import { init as initRuntime } from '@module-federation/runtime';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';

/**
 * The package's `init` (dist/init.js) registers a plugin for the experimental shared tree shaking,
 * which does nothing unless the build sets `federation.sharedFallback` (none of ours does: no
 * `treeShaking` in tools/federation/shared.cjs), but keeps the runtime's `helpers` object (every
 * global, snapshot, share and preload utility) in main.js. This is that function without the
 * plugin, for the shell and for every remote's container (they call the shell's bundler runtime).
 */
function init({ webpackRequire }) {
  const { initOptions, runtime, sharedFallback } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  if (sharedFallback) throw new Error('luvcast: shared tree shaking (federation.sharedFallback) is not in this build (tools/federation/bundler-runtime-of-shell.mjs)');
  return runtime.init(initOptions);
}

const bundlerRuntime = {
  remotes: undefined,
  consumes,
  I: initializeSharing,
  S: {},
  installInitialConsumes,
  // the shell exposes nothing; provide-bundler-runtime.mjs adds it for the remotes' containers
  initContainerEntry: undefined,
  init,
  // only the shared-tree-shaking plugin calls it
  getSharedFallbackGetter: undefined,
};

export { attachShareScopeMap, bundlerRuntime };
export default {
  runtime: { init: initRuntime },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

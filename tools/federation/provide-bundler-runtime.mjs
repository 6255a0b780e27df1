// A federation runtime plugin of the shell (tools/webpack/create-web-config.cjs `runtimePlugins`):
// puts the shell's webpack bundler runtime — the functions a build's webpack runtime calls to load
// shared modules and to initialise a container — on a global, where every remote's remoteEntry.js
// takes it (bundler-runtime-from-shell.mjs) instead of bundling its own copy, the way remotes take
// runtime-core from the shell (`experiments.externalRuntime`). The functions hold no state: each
// call gets the calling build's `__webpack_require__`. The shell exposes no module itself, so its
// bundler runtime is built without `initContainerEntry` (the plugin's FEDERATION_HAS_EXPOSES
// define); a remote's container needs it, so it is added here.
// docs/adr/0023-one-shell-script-and-remotes-without-copies.md
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** The global remotes read (bundler-runtime-from-shell.mjs). */
export const BUNDLER_RUNTIME_GLOBAL = '_LUVCAST_FEDERATION_BUNDLER_RUNTIME';

export default function provideBundlerRuntime() {
  return {
    name: 'luvcast-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
        bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
        attachShareScopeMap: federation.attachShareScopeMap,
      };
      return args;
    },
  };
}

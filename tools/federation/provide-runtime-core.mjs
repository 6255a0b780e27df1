// What the shell's build bundles instead of @module-federation/inject-external-runtime-core-plugin
// (the runtime plugin behind `experiments.provideExternalRuntime`; tools/webpack/create-web-config.cjs
// swaps it): it puts runtime-core on the global every remote's remoteEntry.js reads
// (`experiments.externalRuntime`), as the package's plugin does, but as the names a remote's
// `@module-federation/runtime` imports from runtime-core, not the whole namespace. A namespace on a
// global keeps every export of runtime-core in main.js (`helpers`, the Node script loader,
// snapshot and share utilities no page calls); these names are what @module-federation/runtime 2.9
// imports from it (dist/index.js, dist/utils.js), the only runtime-core code a remote runs
// (tools/webpack/create-web-config.spec.ts fails when that list changes).
// docs/adr/0023-one-shell-script-and-remotes-without-copies.md (follow-up).
import {
  CurrentGlobal,
  Global,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-tools/runtime-core';

/** What remotes find on `_FEDERATION_RUNTIME_CORE`. */
export const runtimeCoreForRemotes = {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};

const VERSION = '2.9.2';

/** The package's plugin, with the object above in place of the namespace. */
export default function injectExternalRuntimeCorePlugin() {
  return {
    name: 'inject-external-runtime-core-plugin',
    version: VERSION,
    beforeInit(args) {
      const globalRef = Global;
      if (!globalRef || typeof globalRef !== 'object') return args;
      const name = args.options.name;
      const from = globalRef._FEDERATION_RUNTIME_CORE_FROM;
      if (globalRef._FEDERATION_RUNTIME_CORE && from && (from.name !== name || from.version !== VERSION)) {
        console.warn(`Detect multiple module federation runtime! Injected runtime from ${from.name}@${from.version} and current is ${name}@${VERSION}, pleasure ensure there is only one consumer to provider runtime!`);
        return args;
      }
      globalRef._FEDERATION_RUNTIME_CORE = runtimeCoreForRemotes;
      globalRef._FEDERATION_RUNTIME_CORE_FROM = { version: VERSION, name };
      return args;
    },
  };
}

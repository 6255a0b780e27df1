// What the shell's build bundles instead of two modules of @module-federation/runtime-core
// (tools/webpack/create-web-config.cjs swaps them): `plugins/snapshot/SnapshotHandler.js` and
// `utils/preload.js`. The shell registers remoteEntry.js URLs (no manifests: `disableSnapshot`) and
// never calls `preloadRemote` (the web server's preload hints do that work, docs/adr/0017), but
// runtime-core 2.9 constructs its SnapshotHandler whenever remotes are enabled, whatever
// `disableSnapshot` says, and RemoteHandler imports the preload code for `preloadRemote`: ~16 KB
// raw (manifest fetching, snapshot merging, link/script preloading, part of the sdk) that no page
// runs. docs/adr/0023-one-shell-script-and-remotes-without-copies.md (follow-up).
//
// The same names as the modules replaced; what RemoteHandler still touches keeps working
// (`manifestCache`, which `registerRemotes(…, { force: true })` clears; `hooks`, which plugin
// registration walks). Anything that would need a snapshot or a preload fails loudly.
const DISABLED = 'luvcast: federation snapshots and preloadRemote are not in this build (tools/federation/runtime-core-without-snapshots.mjs)';

/** A PluginSystem with no lifecycle: what runtime-core's own DisabledSnapshotHandler has. */
const noHooks = () => ({
  registerPlugins: {},
  lifecycle: {},
  lifecycleKeys: [],
  applyPlugin(plugin) {
    this.registerPlugins[plugin.name] = plugin;
  },
  removePlugin(name) {
    delete this.registerPlugins[name];
  },
});

export class SnapshotHandler {
  constructor(host) {
    this.HostInstance = host;
    this.manifestCache = new Map();
    this.hooks = noHooks();
  }
  async loadRemoteSnapshotInfo() {
    throw new Error(DISABLED);
  }
  async getManifestJson() {
    throw new Error(DISABLED);
  }
}

/**
 * RemoteHandler.removeRemote (`registerRemotes(…, { force: true })`) asks which host snapshot lists
 * the remote, to drop it there: none does, since nothing registers snapshots in this build
 * (the page checks `__FEDERATION__.moduleInfo` stays empty: apps/e2e shell/remotes.spec.ts).
 */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}

const disabled = () => {
  throw new Error(DISABLED);
};
export const defaultPreloadArgs = disabled;
export const formatPreloadArgs = disabled;
export const normalizePreloadExposes = disabled;
export const preloadAssets = disabled;

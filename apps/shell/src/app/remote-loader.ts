import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { addCatalog } from '@luvcast/i18n';
import { remoteModuleId, REMOTE_ROUTES_EXPOSE, type RemoteDescriptor, type RemoteRoutesModule, type RemotesManifest } from '@luvcast/shell-contract';

const loaded = new Map<string, Promise<RouteObject[]>>();
let attempts = 0;

/** A remote's routes module could not be loaded (network, missing entry, no `routes` export). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly cause: unknown,
  ) {
    super(`could not load ${remote}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

export const isRemoteLoadError = (error: unknown): error is RemoteLoadError => error instanceof Error && error.name === 'RemoteLoadError';

/** Registers the manifest's remotes with the federation runtime (once, at boot). */
export function registerManifestRemotes(manifest: RemotesManifest): void {
  if (manifest.remotes.length === 0) return;
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
}

async function load(name: string): Promise<RouteObject[]> {
  const id = remoteModuleId(name, REMOTE_ROUTES_EXPOSE);
  try {
    const mod = await loadRemote<RemoteRoutesModule>(id);
    if (!mod || !Array.isArray(mod.routes)) throw new Error(`${id} has no routes`);
    // the remote's strings before its first render (a catalog that fails to load warns: ids show)
    if (typeof mod.messages === 'function') await addCatalog(mod.messages);
    return mod.routes;
  } catch (error) {
    throw new RemoteLoadError(name, error);
  }
}

/**
 * The remote's routes; one load per remote per page (the same promise for every call, which
 * RemoteBoundary reads with React's `use`: a render that suspends on it and retries gets it back),
 * failures are not cached.
 */
export function loadRemoteRoutes(remote: RemoteDescriptor): Promise<RouteObject[]> {
  let promise = loaded.get(remote.name);
  if (!promise) {
    const loading = load(remote.name);
    promise = loading;
    loaded.set(remote.name, loading);
    // a settled promise says so (React's `use` reads `status`/`value`): a render after the load,
    // such as the hydration of a server-rendered page, takes the routes without suspending
    loading.then(
      (routes) => Object.assign(loading, { status: 'fulfilled', value: routes }),
      () => loaded.delete(remote.name),
    );
  }
  return promise;
}

/**
 * Retry after a failure. The runtime caches a remote entry that failed to load, so the remote is
 * registered again with `force: true` (which drops the runtime's caches for it) and a
 * cache-busting query, then loaded again.
 */
export function reloadRemoteRoutes(remote: RemoteDescriptor): Promise<RouteObject[]> {
  attempts += 1;
  const url = new URL(remote.entry, window.location.href);
  url.searchParams.set('retry', `${Date.now().toString(36)}${attempts}`);
  registerRemotes([{ name: remote.name, entry: url.toString() }], { force: true });
  loaded.delete(remote.name);
  return loadRemoteRoutes(remote);
}

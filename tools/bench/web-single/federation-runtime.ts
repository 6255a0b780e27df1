// The peer of `npm run bench:web`: the shell built WITHOUT module federation (one webpack build,
// one runtime, no share scope). webpack.config.cjs beside this file aliases
// `@module-federation/enhanced/runtime` to this module, so the shell's own code is unchanged:
// `loadRemote('live_mfe/routes')` becomes an ordinary code-split `import()` of the remote's
// source, i.e. what a single-bundle app with route-level splitting would load. The routes chunks
// are named `routes-<remote>`: the build lists their CSS (boot-chunks.json `remotes`), which the
// web server links in a server-rendered page as it links a federated remote's.
type Loader = () => Promise<unknown>;

/** Every module a remote exposes (apps/<remote>/webpack.config.js `exposes`). */
const EXPOSED: Record<string, Loader> = {
  'auth_mfe/routes': () => import(/* webpackChunkName: "routes-auth_mfe" */ '../../../apps/auth-mfe/src/routes'),
  'auth_mfe/login-dialog': () => import('../../../apps/auth-mfe/src/login-dialog'),
  'cs_mfe/routes': () => import(/* webpackChunkName: "routes-cs_mfe" */ '../../../apps/cs-mfe/src/routes'),
  'member_mfe/routes': () => import(/* webpackChunkName: "routes-member_mfe" */ '../../../apps/member-mfe/src/routes'),
  'luv_mfe/routes': () => import(/* webpackChunkName: "routes-luv_mfe" */ '../../../apps/luv-mfe/src/routes'),
  'luv_mfe/gift-dialog': () => import('../../../apps/luv-mfe/src/dialogs'),
  'live_mfe/routes': () => import(/* webpackChunkName: "routes-live_mfe" */ '../../../apps/live-mfe/src/routes'),
};

export function registerRemotes(): void {
  // nothing to register: every remote is part of this build
}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`single-bundle peer: no module ${id} (add it to tools/bench/web-single/federation-runtime.ts)`);
  return (await load()) as T;
}

// The Module Federation shared singletons, defined once for the shell and every remote.
// Every config (tools/webpack/create-web-config.cjs) passes `sharedSingletons()` to the
// ModuleFederationPlugin; nothing else may declare `shared`.
//
// Why each entry is here (docs/adr/0001-runtime-remotes-and-shared-singletons.md):
// - react, react-dom, react/jsx-runtime: two Reacts break hooks ("reading 'useEffect'"); one
//   version policy, enforced with strictVersion.
// - react-router: the shell's data router context must be the one remotes read.
// - @tanstack/react-query: one QueryClient, created in the shell (v5 has no contextSharing), one
//   QueryClientProvider context. Shared as the subset of names the workspace uses
//   (react-query-shared.mjs), with @tanstack/query-core bundled inside it: no web code imports
//   query-core, so it is not a share key of its own (docs/adr/0023).
// - zustand, @lingui/core, @lingui/react: store hooks and the I18nProvider context.
// - @luvcast/* stateful libs: one session store, one ky instance with its refresh/XSRF handling and
//   the active QueryClient (api-core), one i18n instance, one toast queue, one Brand context
//   (shell-kit: remotes read the brand the shell provides). They have no package.json, so their
//   version is the workspace version and requiredVersion is off.
// - NOT @luvcast/api-client: its endpoint files hold no state, so each build bundles (tree-shakes)
//   the ones it calls and only the contracts those use; they reach the one ky instance through
//   api-core (docs/adr/0020-api-client-split.md). Shared, every page loaded every endpoint and the
//   whole contracts catalogue.
const rootPackage = require('../../package.json');

const deps = rootPackage.dependencies;

/** npm packages shared as singletons, with the version from the root package.json. */
const PACKAGE_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'zustand',
  '@lingui/core',
  '@lingui/react',
];

/** Workspace libs that hold state (stores, clients, i18n instance, toast queue, React contexts). */
const WORKSPACE_SINGLETONS = ['@luvcast/session', '@luvcast/api-core', '@luvcast/i18n', '@luvcast/ui', '@luvcast/shell-kit'];

/**
 * Shared packages provided as the subset of exports the workspace uses (the module given here
 * re-exports them from the package under an alias, tools/webpack/create-web-config.cjs): a shared
 * module cannot be tree-shaken, and react-router whole is ~190 KB.
 */
const SUBSET_MODULES = {
  'react-router': require('node:path').join(__dirname, 'react-router-shared.mjs'),
  '@tanstack/react-query': require('node:path').join(__dirname, 'react-query-shared.mjs'),
};

/** React packages whose version must match exactly (two Reacts never load). */
const STRICT = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function versionOf(request) {
  const name = packageOf(request);
  const version = deps[name];
  if (!version) throw new Error(`tools/federation/shared.cjs: ${name} is not a dependency in package.json`);
  return version;
}

/**
 * The `shared` option of every ModuleFederationPlugin in the workspace: for the shell (`host`) or a
 * remote (`remote`), or the definition both derive from (no argument).
 * - host: `eager`, so every shared module is bundled in the shell's main.js and provided from
 *   there. The shell needs all of them before its first render, and one file compresses better and
 *   costs one request instead of one chunk per module (home page 25 -> 7 scripts, -22 KB brotli:
 *   docs/adr/0023-one-shell-script-and-remotes-without-copies.md).
 * - remote: `import: false`, no fallback copy of its own: a remote runs only inside the shell (it
 *   also takes the federation runtime from it), which provides every shared module.
 */
function sharedSingletons(kind) {
  const shared = {};
  for (const request of PACKAGE_SINGLETONS) {
    const version = versionOf(request);
    shared[request] = {
      singleton: true,
      requiredVersion: version,
      version,
      strictVersion: STRICT.has(request),
      ...(SUBSET_MODULES[request] ? { import: SUBSET_MODULES[request] } : {}),
    };
  }
  for (const request of WORKSPACE_SINGLETONS) {
    shared[request] = { singleton: true, requiredVersion: false, version: rootPackage.version };
  }
  if (kind === undefined) return shared;
  const role = kind === 'host' ? { eager: true } : { import: false };
  return Object.fromEntries(Object.entries(shared).map(([request, config]) => [request, { ...config, ...role }]));
}

module.exports = { sharedSingletons, PACKAGE_SINGLETONS, WORKSPACE_SINGLETONS, SUBSET_MODULES };

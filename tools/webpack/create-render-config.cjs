// The server render bundle (docs/adr/0025-server-rendered-first-screen.md): the shell's App tree
// with every remote's exposed modules imported directly, compiled for Node from the same sources
// and loaders as the client builds (swc + the Lingui plugin, the same CSS Modules class names),
// without module federation. apps/web-server loads it (dist/apps/shell-render/render.js) and calls
// its `render()` for the first screen of a page; the browser then hydrates that markup.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { aliasesFromTsconfig, cssModulesOptions, swcOptions, BUILD_ID_FILE, workspaceRoot } = require('./create-web-config.cjs');
const ports = require('../federation/ports.cjs');

/** Where the bundle goes, and its one file (the web server's RENDER_BUNDLE default). */
const RENDER_DIR = path.join(workspaceRoot, 'dist/apps/shell-render');
const RENDER_FILE = 'render.js';

/** `@module-federation/enhanced/runtime` in the bundle: this virtual module (no federation on the server). */
const REMOTES_MODULE = 'virtual:luvcast-remotes';

/** Each remote's exposed modules, as its own webpack.config.js declares them: { id: absolute file }. */
function exposedModules() {
  const out = {};
  for (const [name, remote] of Object.entries(ports.remotes)) {
    const projectRoot = path.join(workspaceRoot, 'apps', remote.project);
    const config = require(path.join(projectRoot, 'webpack.config.js'))({}, { mode: 'production' });
    const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    const exposes = federation?._options?.exposes ?? {};
    for (const [expose, file] of Object.entries(exposes)) out[`${name}/${expose.replace(/^\.\//, '')}`] = path.resolve(projectRoot, file);
  }
  return out;
}

/**
 * The federation runtime API the shell calls (`registerRemotes`, `loadRemote`), answered from the
 * remotes' sources bundled here: `loadRemote('live_mfe/routes')` gives live_mfe's routes module.
 */
function remotesModuleSource(exposed) {
  const entries = Object.entries(exposed);
  return [
    ...entries.map(([, file], i) => `import * as m${i} from ${JSON.stringify(file)};`),
    `const EXPOSED = { ${entries.map(([id], i) => `${JSON.stringify(id)}: m${i}`).join(', ')} };`,
    'export function registerRemotes() {}',
    'export function loadRemote(id) {',
    '  const found = EXPOSED[id];',
    '  return found ? Promise.resolve(found) : Promise.reject(new Error(`the render bundle has no module ${id}`));',
    '}',
  ].join('\n');
}

/**
 * The ids of the client builds in dist/apps this bundle is built with (tools/webpack BuildIdPlugin):
 * the web server renders a page only while the shell and the page's remote it serves have these.
 */
function clientBuildIds(distDir = path.join(workspaceRoot, 'dist/apps')) {
  const read = (project) => {
    const file = path.join(distDir, project, BUILD_ID_FILE);
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')).build;
    } catch {
      throw new Error(`${file} is missing: build the shell and the remotes before the render bundle (nx run shell:build-render)`);
    }
  };
  return { shell: read('shell'), remotes: Object.fromEntries(Object.entries(ports.remotes).map(([name, r]) => [name, read(r.project)])) };
}

/** @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
function createRenderConfig() {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const projectRoot = path.join(workspaceRoot, 'apps/shell');
    return {
      name: 'shell_render',
      mode: production ? 'production' : 'development',
      context: projectRoot,
      target: 'node20.19',
      entry: { render: path.join(projectRoot, 'src/render.tsx') },
      devtool: false,
      output: { path: RENDER_DIR, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: aliasesFromTsconfig(),
      },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(production) } },
          // the class names only: the client builds deliver the CSS
          { test: /\.css$/, use: [{ loader: 'css-loader', options: { modules: cssModulesOptions(production, { exportOnlyLocals: true }) } }] },
          { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      // ws's optional native helpers (socket.io-client's Node transport, never connected here)
      externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
      // one file: the lazy pages' import() resolve inside it
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        // the shell's `import … from '@module-federation/enhanced/runtime'`: the remotes bundled here
        new webpack.NormalModuleReplacementPlugin(/^@module-federation\/enhanced\/runtime$/, (resource) => {
          resource.request = REMOTES_MODULE;
        }),
        new webpack.experiments.schemes.VirtualUrlPlugin({ 'luvcast-remotes': { type: '.mjs', source: () => remotesModuleSource(exposedModules()) } }),
        new webpack.DefinePlugin({ __LUVCAST_CLIENT_BUILDS__: JSON.stringify(clientBuildIds()) }),
      ],
    };
  };
}

module.exports = { createRenderConfig, exposedModules, remotesModuleSource, clientBuildIds, RENDER_DIR, RENDER_FILE };

// One webpack config factory for the shell (host) and every remote. Each app's
// webpack.config.js calls createWebConfig({ project, name, kind, exposes }).
// See tools/webpack/README.md and docs/adr/0001-runtime-remotes-and-shared-singletons.md.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { defaultGetLocalIdent } = require('css-loader');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('../federation/shared.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { OneShareRuntimePlugin } = require('./one-share-runtime-plugin.cjs');
const ports = require('../federation/ports.cjs');
const { compilerOptions } = require('../../tsconfig.base.json');

const workspaceRoot = path.resolve(__dirname, '../..');

/** Each app's federation manifest (shared and exposed modules and their files), in its build folder. */
const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/** Workspace libs whose modules have no side effects at import time (module.rules `sideEffects: false`). */
const SIDE_EFFECT_FREE_LIBS = ['libs/api-client/src', 'libs/contracts/src'].map((dir) => path.join(workspaceRoot, dir));

/** resolve.alias from tsconfig.base.json paths; `$` = exact match, so deep imports fail. */
function aliasesFromTsconfig() {
  return Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`${alias}$`, path.join(workspaceRoot, target)]),
  );
}

/** react-router's ESM build for the mode (its package.json exports pick it by the same condition). */
function reactRouterBuild(production) {
  const dir = path.dirname(require.resolve('react-router/package.json', { paths: [workspaceRoot] }));
  return path.join(dir, 'dist', production ? 'production' : 'development', 'index.mjs');
}

/** @tanstack/react-query's ES build (what its package.json exports give `import`). */
function reactQueryBuild() {
  const dir = path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [workspaceRoot] }));
  return path.join(dir, 'build', 'modern', 'index.js');
}

/** swc-loader options: TypeScript, React automatic runtime, Lingui macros (ids as the CLI's). */
function swcOptions(production) {
  return {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2020',
      experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
    },
  };
}

/**
 * The CSS class-name prefix of a source file: the federation-style name of the project it lives in
 * (`apps/live-mfe/...` -> `live_mfe`, `libs/ui/...` -> `ui`, `apps/shell/...` -> `shell`).
 */
function cssPrefixOf(resourcePath) {
  const [area, project] = path.relative(workspaceRoot, resourcePath).split(path.sep);
  return (area === 'apps' || area === 'libs') && project ? project.replace(/[^\w]/g, '_') : 'x';
}

/**
 * CSS Modules options, the same in every build that compiles a file: the client builds (shell,
 * remotes, the single-bundle peer) and the server render bundle. A class name depends only on the
 * file (its workspace-relative path and its project) and the local name, never on the build that
 * compiles it, so server markup and client CSS agree, and the copies of a lib bundled by two apps
 * have one set of names (docs/adr/0025-server-rendered-first-screen.md).
 * `exportOnlyLocals` (the server bundle): the class map without the CSS.
 */
function cssModulesOptions(production, { exportOnlyLocals = false } = {}) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals,
    localIdentContext: workspaceRoot,
    localIdentName: production ? '[project]_[hash:base64:8]' : '[project]_[name]__[local]',
    getLocalIdent: (context, localIdentName, localName, options) =>
      defaultGetLocalIdent(context, localIdentName.replace('[project]', cssPrefixOf(context.resourcePath)), localName, options),
  };
}

/**
 * The splitChunks cache group putting the CSS of each app's own files (apps/<project>/...) into one
 * `styles-<project>` chunk. In the single-bundle peer that is one per remote project too.
 */
function appCssGroup() {
  const appsDir = path.join(workspaceRoot, 'apps') + path.sep;
  // a mini-css-extract module's identifier: css|<loaders>!<file>|<index>|...
  const projectOf = (module) => {
    const request = String(module.identifier()).split('|')[1] ?? '';
    const file = request.slice(request.lastIndexOf('!') + 1).split('?')[0];
    return file.startsWith(appsDir) ? file.slice(appsDir.length).split(path.sep)[0] : null;
  };
  return {
    type: 'css/mini-extract',
    test: (module) => projectOf(module) !== null,
    name: (module) => `styles-${projectOf(module)}`,
    chunks: 'all',
    enforce: true,
  };
}

/**
 * @param {{ project: string, name: string, kind: 'host' | 'remote', exposes?: Record<string, string>, title?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
/**
 * Brotli (.br) and gzip (.gz) copies of every text file of a production build, served by the web
 * server's @fastify/static in its pre-compressed mode (Accept-Encoding negotiation); nothing is
 * compressed per request. index.html is left out: the web server fills it per request.
 */
function precompressPlugins() {
  const common = { test: /\.(js|css|svg|json|txt|map)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** The webpack bundler runtime a build's federation entry imports (a remote takes the shell's instead). */
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;
/** The shell's runtime plugin that provides its bundler runtime to the remotes, and what a remote imports instead. */
const PROVIDE_BUNDLER_RUNTIME = path.join(__dirname, '../federation/provide-bundler-runtime.mjs');
const BUNDLER_RUNTIME_FROM_SHELL = path.join(__dirname, '../federation/bundler-runtime-from-shell.mjs');
/** What the shell's federation entry imports instead (the runtime's two functions, not its namespace). */
const BUNDLER_RUNTIME_OF_SHELL = path.join(__dirname, '../federation/bundler-runtime-of-shell.mjs');
/** The federation error texts (English sentences for developers), which no build keeps (see createWebConfig). */
const ERROR_TEXTS = /[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.mjs$/;
const NO_ERROR_TEXTS = path.join(__dirname, '../federation/no-error-texts.mjs');

/** The plugin behind `experiments.provideExternalRuntime`, and what the shell bundles instead (see createWebConfig). */
const INJECT_RUNTIME_CORE = /[\\/]@module-federation[\\/]inject-external-runtime-core-plugin[\\/]dist[\\/]index\.c?js$/;
const PROVIDE_RUNTIME_CORE = path.join(__dirname, '../federation/provide-runtime-core.mjs');
/** runtime-core's snapshot handler and preload code, which the shell never runs, and their stand-in. */
const RUNTIME_CORE_SNAPSHOTS = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/](plugins[\\/]snapshot[\\/]SnapshotHandler|utils[\\/]preload)\.js$/;
const RUNTIME_CORE_WITHOUT_SNAPSHOTS = path.join(__dirname, '../federation/runtime-core-without-snapshots.mjs');

/** The host's list of the files its `bootstrap` chunk group loads right after main.js. */
const BOOT_CHUNKS_FILE = 'boot-chunks.json';

/**
 * Writes BOOT_CHUNKS_FILE: `files`, the JS files of the named chunk group `bootstrap` (the shell's
 * `import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`), which the web server preloads with
 * every page so they download beside main.js instead of after it (docs/adr/0017-first-page-preloads.md),
 * `catalogs`, per locale the files of the chunk group `i18n-<locale>` (libs/i18n: the shell's
 * Lingui catalog and contract texts), which it preloads for a page in that locale
 * (docs/adr/0024-a-catalog-per-remote.md), and `css`, the CSS files of the bootstrap chunk group,
 * which a server-rendered page links in its head (docs/adr/0025-server-rendered-first-screen.md;
 * main.js's own CSS, the eagerly shared libs', is linked by the page template). `remotes` (only a
 * build without federation, the single-bundle peer): per remote, the CSS files of its chunk group
 * named `routes-<remote>` and of the lazy chunks below it, what a federated remote's
 * mf-manifest.json lists for its `./routes`. The shared modules need no hint: the shell provides
 * them eagerly, from main.js itself (tools/federation/shared.cjs).
 */
class BootChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BootChunksPlugin', (compilation) => {
      const filesOf = (group, ext) => (group ? [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((f) => f.endsWith(ext)).sort() : []);
      /** the group and every group loaded below it (lazy pages) */
      const withChildren = (group, seen = new Set()) => {
        if (!group || seen.has(group)) return seen;
        seen.add(group);
        for (const child of group.getChildren()) withChildren(child, seen);
        return seen;
      };
      // REPORT: after webpack's real content hashing renamed the files (so the names are final)
      compilation.hooks.processAssets.tap({ name: 'BootChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const bootstrap = compilation.namedChunkGroups.get('bootstrap');
        const files = filesOf(bootstrap, '.js');
        const css = filesOf(bootstrap, '.css');
        const catalogs = {};
        const remotes = {};
        for (const [groupName, group] of [...compilation.namedChunkGroups].sort(([a], [b]) => (a < b ? -1 : 1))) {
          const locale = /^i18n-([a-z]{2})$/.exec(groupName)?.[1];
          if (locale) catalogs[locale] = filesOf(group, '.js');
          const remote = /^routes-(\w+)$/.exec(groupName)?.[1];
          if (remote) remotes[remote] = [...new Set([...withChildren(group)].flatMap((g) => filesOf(g, '.css')))].sort();
        }
        const list = { files, catalogs, css, ...(Object.keys(remotes).length ? { remotes } : {}) };
        compilation.emitAsset(BOOT_CHUNKS_FILE, new sources.RawSource(JSON.stringify(list)));
      });
    });
  }
}

/** Every app's build id (`{ build }`: webpack's compilation hash), beside its files. */
const BUILD_ID_FILE = 'build.json';

/**
 * Writes BUILD_ID_FILE. The server render bundle records the ids of the client builds it was built
 * with, and the web server renders a page on the server only while the shell and the page's remote
 * in its dist folder still have those ids: a remote rebuilt and deployed alone makes its pages
 * client-rendered until the render bundle is rebuilt (docs/adr/0025-server-rendered-first-screen.md).
 */
class BuildIdPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildIdPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(BUILD_ID_FILE, new sources.RawSource(JSON.stringify({ build: compilation.hash })));
      });
    });
  }
}

function createWebConfig({ project, name, kind, exposes = {}, title = 'luvcast' }) {
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`federation name must be an identifier: ${name}`);
  const projectRoot = path.join(workspaceRoot, 'apps', project);
  const port = kind === 'host' ? ports.web : ports.remotes[name]?.port;
  if (!port) throw new Error(`tools/federation/ports.cjs has no port for ${name}`);

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: projectRoot,
      target: ['web', 'es2020'],
      entry: { main: path.join(projectRoot, 'src/main.ts') },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(workspaceRoot, 'dist/apps', project),
        publicPath: 'auto',
        // a unique chunk-loading global per app, or host and remote chunks collide
        uniqueName: name,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // the packages' own files under names that are not share keys (tools/federation/react-router-shared.mjs,
        // react-query-shared.mjs)
        alias: {
          ...aliasesFromTsconfig(),
          'react-router-package$': reactRouterBuild(production),
          'react-query-package$': reactQueryBuild(),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(production) },
          },
          {
            test: /\.css$/,
            // CSS files (mini-css-extract-plugin), not style elements: the server-rendered page links
            // them in its head, so its markup is styled before any script runs; webpack's CSS
            // loading runtime fetches a lazy chunk's CSS with the chunk (a remote's too)
            use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: cssModulesOptions(production) } }],
          },
          { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
          // Libs whose files only declare (endpoint functions, valibot schemas, constants): what
          // package.json "sideEffects": false says for a package. Without it webpack keeps every file
          // their index re-exports: an endpoint file imports shared modules (@luvcast/api-core,
          // react-query), which webpack must assume have side effects, and a schema is a call
          // (`v.object(...)`). With it each build keeps only the endpoint files it calls and the
          // contracts files those use (docs/adr/0020-api-client-split.md).
          { include: SIDE_EFFECT_FREE_LIBS, sideEffects: false },
        ],
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        // one CSS file per app for the app's own CSS Modules (every page's: small), instead of one
        // per lazy chunk: a server-rendered page links it render-blocking, one request instead of
        // one per page of the remote. Libs' CSS stays with their chunks (the shared libs' with the
        // shell's main chunk, main.css, which the page template links: remotes bundle no copies,
        // docs/adr/0023).
        splitChunks: { cacheGroups: { appCss: appCssGroup() } },
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: production ? 'errors-warnings' : 'minimal',
      plugins: [
        new ModuleFederationPlugin({
          name,
          // the shell declares no remotes: it registers them at run time from /remotes.json
          remotes: {},
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { runtimePlugins: [PROVIDE_BUNDLER_RUNTIME] }),
          shared: sharedSingletons(kind),
          dts: false,
          // every app writes mf-manifest.json: (remotes) the files of each exposed module and its
          // catalogs, which the web server preloads with the page (docs/adr/0017-first-page-preloads.md)
          manifest: { fileName: FEDERATION_MANIFEST_FILE },
          dev: false,
          // the federation runtime loaded once: the shell provides runtime-core on a global and the
          // remotes' remoteEntry.js take it from there instead of each carrying its own copy; remotes
          // are always loaded by the shell (never standalone). No snapshot plugin: the shell
          // registers remoteEntry.js URLs, not manifests. Browser only (`target: 'web'` drops the
          // runtime's Node script loader); a remote loads no other remote (`disableRemote` drops
          // the bundler runtime's remote loading from its remoteEntry.js).
          experiments: {
            ...(kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { disableSnapshot: true, target: 'web', ...(kind === 'remote' ? { disableRemote: true } : {}) },
          },
        }),
        // no federation error texts: a remote's runtime reports none, and the shell's reports carry
        // the error's code, arguments and the link to its documentation without them, as React's
        // production errors do (tools/federation/no-error-texts.mjs)
        new webpack.NormalModuleReplacementPlugin(ERROR_TEXTS, NO_ERROR_TEXTS),
        // the federation's share runtime only, not also webpack's, which it overrides (one-share-runtime-plugin.cjs)
        new OneShareRuntimePlugin(),
        // the bundler runtime from the shell too (tools/federation/bundler-runtime-from-shell.mjs):
        // remoteEntry.js keeps its container and its share data, not a copy of the functions
        ...(kind === 'remote' ? [new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, BUNDLER_RUNTIME_FROM_SHELL)] : []),
        ...(kind === 'host'
          ? [
              // provideExternalRuntime adds its runtime plugin by require.resolve(), i.e. the CommonJS
              // build, which pulls the CommonJS runtime-core, sdk and error-codes into main.js beside
              // the ES builds the bundler runtime imports: the federation runtime twice (~14 KB
              // brotli). The ES module that replaces it imports the same runtime-core as the rest, so
              // one copy is bundled, and it provides the names remotes use, not the whole namespace
              // (tools/federation/provide-runtime-core.mjs).
              new webpack.NormalModuleReplacementPlugin(INJECT_RUNTIME_CORE, PROVIDE_RUNTIME_CORE),
              // runtime-core constructs its snapshot handler whatever disableSnapshot says, and its
              // RemoteHandler imports the preload code of preloadRemote: neither runs here
              // (tools/federation/runtime-core-without-snapshots.mjs)
              new webpack.NormalModuleReplacementPlugin(RUNTIME_CORE_SNAPSHOTS, RUNTIME_CORE_WITHOUT_SNAPSHOTS),
              // the bundler runtime's federation object with the runtime's init and getRemoteEntry, not
              // its namespace (tools/federation/bundler-runtime-of-shell.mjs)
              new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, BUNDLER_RUNTIME_OF_SHELL),
              new BootChunksPlugin(),
              // main.js and the bootstrap chunk run as the page loads: V8 compiles all their
              // functions while streaming them, off the main thread (docs/adr/0026-compile-hints.md)
              ...(production ? [new CompileHintsPlugin({ entry: 'main', groups: ['bootstrap'] })] : []),
              new HtmlWebpackPlugin({
                template: path.join(projectRoot, 'src/index.html'),
                title,
                scriptLoading: 'defer',
                // absolute script URLs in the page: deep links (/cs/notices/3) load /main.js; chunks
                // still resolve with publicPath 'auto' from that script's URL
                publicPath: '/',
                minify: production,
              }),
            ]
          : []),
        new BuildIdPlugin(),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
          // CSS Modules are scoped: the order of two chunks' files does not matter
          ignoreOrder: true,
        }),
        ...(production ? precompressPlugins() : []),
      ],
      devServer: { port, historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    };
  };
}

module.exports = { createWebConfig, aliasesFromTsconfig, swcOptions, cssModulesOptions, cssPrefixOf, FEDERATION_MANIFEST_FILE, BOOT_CHUNKS_FILE, BUILD_ID_FILE, SIDE_EFFECT_FREE_LIBS, workspaceRoot };

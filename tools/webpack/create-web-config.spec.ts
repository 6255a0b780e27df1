// The webpack factory: what every web app's build gets.
const path = require('node:path');
const { readFileSync } = require('node:fs');
const { createWebConfig, swcOptions } = require('./create-web-config.cjs');

const root = path.resolve(__dirname, '../..');
const build = (options: object, mode = 'production') => createWebConfig(options)({}, { mode });

describe('createWebConfig', () => {
  const remote = build({ project: 'cs-mfe', name: 'cs_mfe', kind: 'remote', exposes: { './routes': './src/routes.tsx' } });
  const host = build({ project: 'shell', name: 'shell', kind: 'host' });

  it('writes each app to dist/apps/<project> with publicPath auto and content hashes', () => {
    expect(remote.output).toMatchObject({
      path: path.join(root, 'dist/apps/cs-mfe'),
      publicPath: 'auto',
      uniqueName: 'cs_mfe',
      filename: '[name].[contenthash:10].js',
    });
    expect(remote.optimization).toMatchObject({ moduleIds: 'deterministic', chunkIds: 'deterministic' });
  });

  it('loads the federation runtime once: the shell provides it, remotes take it; every app writes mf-manifest.json', () => {
    const federation = (config: any) => config.plugins.find((p: any) => p.constructor.name === 'ModuleFederationPlugin')._options;
    expect(federation(host).experiments).toEqual({ provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } });
    // a remote loads no other remote: no remote loading code in its remoteEntry.js
    expect(federation(remote).experiments).toEqual({ externalRuntime: true, optimization: { disableSnapshot: true, target: 'web', disableRemote: true } });
    expect(federation(remote).manifest).toEqual({ fileName: 'mf-manifest.json' });
    expect(federation(host).manifest).toEqual({ fileName: 'mf-manifest.json' });
    // the shell also lists its bootstrap chunk group's files for the web server's preload hints
    expect(host.plugins.some((p: any) => p.constructor.name === 'BootChunksPlugin')).toBe(true);
    expect(remote.plugins.some((p: any) => p.constructor.name === 'BootChunksPlugin')).toBe(false);
  });

  // the names an ES module exports (`export { a, b as c }`, `export const|function|class x`, `export default`)
  const exportsOf = (file: string): string[] => {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/^export (?:async )?(?:const|function|class) (\w+)/gm)].map((m) => m[1]);
    for (const m of text.matchAll(/^export \{([^}]*)\}/gm)) names.push(...m[1].split(',').map((n: string) => n.trim().split(/\s+as\s+/).pop() as string).filter(Boolean));
    if (/^export default /m.test(text)) names.push('default');
    return [...new Set(names)].sort();
  };
  const swapsOf = (config: any) => config.plugins.filter((p: any) => p.constructor.name === 'NormalModuleReplacementPlugin');
  const swapFor = (config: any, file: string) => swapsOf(config).filter((p: any) => p.resourceRegExp.test(file));
  const runtimeFile = (pkg: string, file: string) => path.join(root, 'node_modules/@module-federation', pkg, 'dist', file);
  const tools = (file: string) => path.join(root, 'tools/federation', file);

  it("bundles the federation runtime once in the shell, with the runtime-core names remotes use on the global (not the namespace)", () => {
    // the path the federation plugin adds by require.resolve() (the CommonJS build, which brought a
    // second, CommonJS runtime-core) and its ES build are both swapped for the shell's module
    const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
    expect(cjs).toMatch(/index\.cjs$/);
    for (const file of [cjs, cjs.replace(/index\.cjs$/, 'index.js')]) expect(swapFor(host, file).map((p: any) => p.newResource)).toEqual([tools('provide-runtime-core.mjs')]);
    // the package's plugin puts the runtime-core namespace on the global, as the shell's does its names
    expect(readFileSync(cjs.replace(/index\.cjs$/, 'index.js'), 'utf8')).toMatch(/globalRef\._FEDERATION_RUNTIME_CORE = runtimeCore;/);
    expect(exportsOf(tools('provide-runtime-core.mjs'))).toEqual(['default', 'runtimeCoreForRemotes']);
    // every name a remote's @module-federation/runtime imports from runtime-core is on the global
    const imported = ['index.js', 'utils.js'].flatMap((file) =>
      [...readFileSync(runtimeFile('runtime', file), 'utf8').matchAll(/^import \{([^}]*)\} from "@module-federation\/runtime-core";/gm)].flatMap((m) => m[1].split(',').map((n: string) => n.trim())),
    );
    const provided = /runtimeCoreForRemotes = \{([^}]*)\}/.exec(readFileSync(tools('provide-runtime-core.mjs'), 'utf8'))?.[1].split(',').map((n) => n.trim()).filter(Boolean);
    expect(provided?.sort()).toEqual([...new Set(imported)].sort());
    expect(swapsOf(remote).some((p: any) => p.resourceRegExp.test(cjs))).toBe(false);
  });

  it("leaves runtime-core's snapshot handler and preload code out of the shell, under the same names", () => {
    for (const file of ['plugins/snapshot/SnapshotHandler.js', 'utils/preload.js']) {
      const original = runtimeFile('runtime-core', file);
      expect(swapFor(host, original).map((p: any) => p.newResource)).toEqual([tools('runtime-core-without-snapshots.mjs')]);
      expect(swapFor(remote, original)).toEqual([]);
      // whatever runtime-core imports from the module is there (a missing name fails the build, not the page)
      for (const name of exportsOf(original)) expect(exportsOf(tools('runtime-core-without-snapshots.mjs'))).toContain(name);
    }
    expect(swapFor(host, runtimeFile('runtime-core', 'plugins/snapshot/index.js'))).toEqual([]);
  });

  it("gives remotes the shell's bundler runtime: the shell puts it on a global, a remote's federation entry takes it from there", () => {
    const federation = (config: any) => config.plugins.find((p: any) => p.constructor.name === 'ModuleFederationPlugin')._options;
    const provider = tools('provide-bundler-runtime.mjs');
    expect(federation(host).runtimePlugins).toEqual([provider]);
    expect(federation(remote).runtimePlugins).toBeUndefined();
    // the file the federation plugin's entry imports (its `bundler` export), and the ES build it re-exports
    const bundler = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
    for (const file of [bundler, bundler.replace(/bundler\.js$/, 'index.js')]) {
      expect(swapFor(remote, file).map((p: any) => p.newResource)).toEqual([tools('bundler-runtime-from-shell.mjs')]);
      // the shell's own: the same federation object, the runtime's two functions instead of its namespace
      expect(swapFor(host, file).map((p: any) => p.newResource)).toEqual([tools('bundler-runtime-of-shell.mjs')]);
    }
    expect(swapFor(remote, bundler.replace(/bundler\.js$/, 'init.js'))).toEqual([]);
    expect(swapFor(host, bundler.replace(/bundler\.js$/, 'init.js'))).toEqual([]);
    // the package's federation object holds the members the shell's module lists
    const members = (text: string) => /const bundlerRuntime = \{([^}]*)\}/.exec(text)?.[1].split(',').map((line) => line.trim().split(':')[0].trim()).filter(Boolean).sort();
    expect(members(readFileSync(tools('bundler-runtime-of-shell.mjs'), 'utf8'))).toEqual(members(readFileSync(bundler.replace(/bundler\.js$/, 'index.js'), 'utf8')));
    // the shell's init is the package's without its shared-tree-shaking plugin, which acts only on
    // federation.sharedFallback (a build with shared `treeShaking`, which tools/federation/shared.cjs never sets)
    const packageInit = readFileSync(bundler.replace(/bundler\.js$/, 'init.js'), 'utf8');
    expect(packageInit).toMatch(/if \(!sharedFallback\) return args;/);
    expect(packageInit).toMatch(/initOptions\.plugins\.push\(treeShakingSharePlugin\(\)\);\n\t\}\n\treturn runtime\.init\(initOptions\);/);
    expect(JSON.stringify(require('../federation/shared.cjs').sharedSingletons('host'))).not.toMatch(/treeShaking/);
    // both sides name the same global; the shell adds initContainerEntry, which its own build leaves out
    const provide = readFileSync(provider, 'utf8');
    const take = readFileSync(tools('bundler-runtime-from-shell.mjs'), 'utf8');
    const global = /BUNDLER_RUNTIME_GLOBAL = '(\w+)'/;
    expect(global.exec(take)?.[1]).toBe(global.exec(provide)?.[1]);
    expect(provide).toMatch(/bundlerRuntime: \{ \.\.\.federation\.bundlerRuntime, initContainerEntry \}/);
  });

  it("keeps the federation error texts out of the shell's main.js and every remote's entry", () => {
    const desc = runtimeFile('error-codes', 'desc.mjs');
    for (const config of [host, remote]) expect(swapFor(config, desc).map((p: any) => p.newResource)).toEqual([tools('no-error-texts.mjs')]);
    expect(exportsOf(tools('no-error-texts.mjs'))).toEqual(exportsOf(desc));
  });

  it("leaves webpack's share runtime, which the federation's overrides, out of the shell and every remote", () => {
    const { OneShareRuntimePlugin } = require('./one-share-runtime-plugin.cjs');
    for (const config of [host, remote]) expect(config.plugins.filter((p: any) => p instanceof OneShareRuntimePlugin)).toHaveLength(1);
  });

  it("still names the error, its arguments and its documentation in the shell's federation errors without the texts", async () => {
    const { getShortErrorMsg } = await import('@module-federation/error-codes');
    const { runtimeDescMap } = await import(tools('no-error-texts.mjs'));
    const message = getShortErrorMsg('RUNTIME-008', runtimeDescMap, { remoteName: 'live_mfe', resourceUrl: 'http://luv.localhost:4205/remoteEntry.js' }, 'ScriptNetworkError');
    expect(message.split('\n')).toEqual([
      ' #RUNTIME-008',
      'args: {"remoteName":"live_mfe","resourceUrl":"http://luv.localhost:4205/remoteEntry.js"}',
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
      'Original Error Message:',
      ' ScriptNetworkError',
    ]);
  });

  it('marks the declaration-only libs (api-client, contracts) side-effect free, so each build keeps the endpoint files and contracts it uses', () => {
    const rule = host.module.rules.find((r: any) => r.sideEffects === false);
    expect(rule.include).toEqual([path.join(root, 'libs/api-client/src'), path.join(root, 'libs/contracts/src')]);
  });

  it('keeps the async bootstrap entry', () => {
    expect(host.entry).toEqual({ main: path.join(root, 'apps/shell/src/main.ts') });
  });

  it('compiles TypeScript with swc, the automatic React runtime and the Lingui plugin (v5 ids)', () => {
    const rule = remote.module.rules.find((r: any) => r.use?.loader === 'swc-loader');
    expect(rule.use.options.jsc.transform.react.runtime).toBe('automatic');
    expect(rule.use.options.jsc.experimental.plugins).toEqual([['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]]);
    expect(swcOptions(false).jsc.transform.react.development).toBe(true);
  });

  it('treats *.module.css as CSS Modules with default-import class maps, extracted to CSS files', () => {
    const rule = remote.module.rules.find((r: any) => String(r.test) === String(/\.css$/));
    const cssLoader = rule.use.find((u: any) => u.loader === 'css-loader');
    expect(cssLoader.options.modules).toMatchObject({ auto: true, namedExport: false });
    expect(rule.use[0]).toBe(require('mini-css-extract-plugin').loader);
    expect(remote.plugins.some((p: any) => p.constructor.name === 'MiniCssExtractPlugin')).toBe(true);
  });

  it('names a CSS class after its file and project, whichever build compiles it (server markup and client CSS agree)', () => {
    const { cssModulesOptions, cssPrefixOf } = require('./create-web-config.cjs');
    const modulesOf = (config: any) => {
      const rule = config.module.rules.find((r: any) => String(r.test) === String(/\.css$/));
      return rule.use.find((u: any) => u.loader === 'css-loader').options.modules;
    };
    // the hash is of the workspace-relative path and the local name: the shell's and a remote's
    // copy of @luvcast/ui get one name; the prefix is the file's project, not the build's
    const { getLocalIdent: _hostFn, ...hostOptions } = modulesOf(host);
    const { getLocalIdent: _remoteFn, ...remoteOptions } = modulesOf(remote);
    expect(hostOptions).toEqual(remoteOptions);
    expect(hostOptions).toMatchObject({ localIdentContext: root, localIdentName: '[project]_[hash:base64:8]' });
    expect(cssPrefixOf(path.join(root, 'libs/ui/src/lib/button/button.module.css'))).toBe('ui');
    expect(cssPrefixOf(path.join(root, 'apps/live-mfe/src/home/home-page.module.css'))).toBe('live_mfe');
    expect(cssPrefixOf(path.join(root, 'apps/shell/src/app/header.module.css'))).toBe('shell');
    // the server render bundle's options are the same but export the class map only
    const { getLocalIdent: _serverFn, exportOnlyLocals, ...serverOptions } = cssModulesOptions(true, { exportOnlyLocals: true });
    expect(exportOnlyLocals).toBe(true);
    expect({ ...serverOptions, exportOnlyLocals: false }).toEqual(hostOptions);
  });

  it('writes build.json (the compilation hash) for every app', () => {
    expect(host.plugins.some((p: any) => p.constructor.name === 'BuildIdPlugin')).toBe(true);
    expect(remote.plugins.some((p: any) => p.constructor.name === 'BuildIdPlugin')).toBe(true);
  });

  it('aliases the tsconfig paths to lib indexes only (a deep import fails the build)', () => {
    expect(host.resolve.alias['@luvcast/session$']).toBe(path.join(root, 'libs/session/src/index.ts'));
    expect(Object.keys(host.resolve.alias).every((k: string) => k.endsWith('$'))).toBe(true);
  });

  it('gives only the host an HTML page', () => {
    const names = (c: any) => c.plugins.map((p: any) => p.constructor.name);
    expect(names(host)).toContain('HtmlWebpackPlugin');
    expect(names(remote)).not.toContain('HtmlWebpackPlugin');
  });

  it("hints V8 to compile the shell's main.js and bootstrap chunk eagerly in production builds only", () => {
    const hints = (c: any) => c.plugins.filter((p: any) => p.constructor.name === 'CompileHintsPlugin');
    expect(hints(host)).toHaveLength(1);
    expect(hints(host)[0]).toMatchObject({ entry: 'main', groups: ['bootstrap'] });
    expect(hints(remote)).toHaveLength(0);
    expect(hints(build({ project: 'shell', name: 'shell', kind: 'host' }, 'development'))).toHaveLength(0);
  });

  it('rejects federation names that are not identifiers', () => {
    expect(() => createWebConfig({ project: 'cs-mfe', name: 'cs-mfe', kind: 'remote' })).toThrow(/identifier/);
  });
});

export {};
